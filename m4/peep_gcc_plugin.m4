# peep_gcc_plugin.m4 -- find what a GCC plugin is built with.
#
# PEEP_GCC_PLUGIN
# ---------------
# Find the GCC the plugin is for: the program of --with-gcc=PROG, or
# $CC by default.  Find its plugin directory (its headers are in
# DIR/include) and the C++ compiler of the same GCC, PLUGIN_CXX, which
# compiles the plugin's own objects (a plugin compiled by another
# version's g++ against these headers need not match cc1's layout);
# the build's own tools are still built with $CC and $CXX.  Set
# PLUGIN_GCC, PLUGIN_CXX, PLUGIN_GCC_MAJOR, GCC_PLUGIN_DIR,
# GCC_PLUGIN_CXXFLAGS and plugindir.  Stop, naming the Debian package
# to install, when the compiler or its headers are missing.
AC_DEFUN([PEEP_GCC_PLUGIN],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_CXX])dnl
AC_ARG_WITH([gcc],
  [AS_HELP_STRING([--with-gcc=PROG],
    [build the plugin for the GCC that PROG runs, for example gcc-11,
     with its headers, its plugin directory and its g++ (PLUGIN_CXX);
     the tests compile with PROG (default: CC)])],
  [], [with_gcc=no])
AC_ARG_VAR([PLUGIN_CXX],
  [C++ compiler of the plugin's objects: the g++ of the same GCC as
   --with-gcc (default: PROG with gcc replaced by g++, or CXX without
   --with-gcc)])
case $with_gcc in
  no | yes | "")
    # The default, as before --with-gcc: the plugin is for CC.
    PLUGIN_GCC=$CC
    peep_with_gcc=no ;;
  *)
    PLUGIN_GCC=$with_gcc
    peep_with_gcc=yes ;;
esac
if test $peep_with_gcc = yes; then
  AC_MSG_CHECKING([for $PLUGIN_GCC])
  peep_gcc_path=`command -v "$PLUGIN_GCC" 2>/dev/null`
  if test -z "$peep_gcc_path"; then
    AC_MSG_RESULT([no])
    peep_gcc_version=`echo "$PLUGIN_GCC" | sed -n 's,.*gcc-\([[0-9]][[0-9]]*\)$,\1,p'`
    AC_MSG_ERROR([--with-gcc=$PLUGIN_GCC: no such program.
On Debian, install it with:  apt-get install gcc-${peep_gcc_version:-N} g++-${peep_gcc_version:-N} gcc-${peep_gcc_version:-N}-plugin-dev])
  fi
  AC_MSG_RESULT([$peep_gcc_path])
  AC_MSG_CHECKING([whether $PLUGIN_GCC is GCC])
  # What the preprocessor makes of the two macros: GCC defines the
  # first only; clang, which can stand in for gcc, defines both.
  peep_gcc_macros=`echo '__GNUC__ __clang__' \
    | $PLUGIN_GCC -E -P -x c - 2>/dev/null | tr -d ' \n'`
  case $peep_gcc_macros in
    [[0-9]]*__clang__) AC_MSG_RESULT([yes]) ;;
    *)
      AC_MSG_RESULT([no])
      AC_MSG_ERROR([--with-gcc=$PLUGIN_GCC: not GCC.  The plugin is built for, and
loaded by, the GCC that --with-gcc names (for example --with-gcc=gcc-11).]) ;;
  esac
else
  AC_CACHE_CHECK([whether $CC is GCC], [peep_cv_cc_is_gcc],
  [AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#if !defined __GNUC__ || defined __clang__
#error not GCC
#endif]], [])], [peep_cv_cc_is_gcc=yes], [peep_cv_cc_is_gcc=no])])
  if test "x$peep_cv_cc_is_gcc" != xyes; then
    AC_MSG_ERROR([$CC is not GCC.  The plugin is built for, and loaded by,
the GCC that CC names, or that --with-gcc names: configure with CC=gcc,
or with --with-gcc=gcc-N to build for another version.])
  fi
fi
AC_MSG_CHECKING([for the plugin directory of $PLUGIN_GCC])
PLUGIN_GCC_MAJOR=`$PLUGIN_GCC -dumpversion 2>/dev/null | sed 's/\..*//'`
peep_gcc_major=$PLUGIN_GCC_MAJOR
GCC_PLUGIN_DIR=`$PLUGIN_GCC -print-file-name=plugin 2>/dev/null`
if test -z "$GCC_PLUGIN_DIR" || test "x$GCC_PLUGIN_DIR" = xplugin \
   || test ! -f "$GCC_PLUGIN_DIR/include/gcc-plugin.h"; then
  AC_MSG_RESULT([not found])
  AC_MSG_ERROR([the GCC plugin headers of $PLUGIN_GCC are missing.
On Debian, install them with:  apt-get install gcc-${peep_gcc_major:-12}-plugin-dev
(set --with-gcc=gcc-N to build for another version.)])
fi
AC_MSG_RESULT([$GCC_PLUGIN_DIR])
# The plugin's C++ compiler: PLUGIN_CXX if given; else, with
# --with-gcc, the g++ beside PROG (the last "gcc" of its file name made
# "g++": gcc-11, /usr/bin/gcc-11, x86_64-linux-gnu-gcc-11); else CXX,
# as before --with-gcc.
if test -z "$PLUGIN_CXX"; then
  if test $peep_with_gcc = yes; then
    PLUGIN_CXX=`echo "$PLUGIN_GCC" | sed -n 's,gcc\([[^/]]*\)$,g++\1,p'`
    if test -z "$PLUGIN_CXX"; then
      AC_MSG_ERROR([--with-gcc=$PLUGIN_GCC: cannot derive the name of its C++ compiler
(no "gcc" in its name): give it, for example PLUGIN_CXX=g++-${peep_gcc_major:-N}])
    fi
  else
    PLUGIN_CXX=$CXX
  fi
  peep_plugin_cxx_given=no
else
  peep_plugin_cxx_given=yes
fi
if test $peep_with_gcc = yes || test $peep_plugin_cxx_given = yes; then
  # A g++ of another version would compile the plugin against headers
  # that describe another cc1: check that the versions agree.
  AC_MSG_CHECKING([the version of $PLUGIN_CXX])
  peep_cxx_major=`$PLUGIN_CXX -dumpversion 2>/dev/null | sed 's/\..*//'`
  AC_MSG_RESULT([${peep_cxx_major:-not found}])
  if test -z "$peep_cxx_major"; then
    AC_MSG_ERROR([the C++ compiler of the plugin, $PLUGIN_CXX, is missing.
On Debian, install it with:  apt-get install g++-${peep_gcc_major:-12}
(or give another: PLUGIN_CXX=PROG)])
  fi
  if test "x$peep_cxx_major" != "x$peep_gcc_major"; then
    AC_MSG_ERROR([the C++ compiler of the plugin, $PLUGIN_CXX, is GCC $peep_cxx_major, but
$PLUGIN_GCC is GCC $peep_gcc_major: give the g++ of the same version,
for example PLUGIN_CXX=g++-$peep_gcc_major (apt-get install g++-$peep_gcc_major)])
  fi
fi
GCC_PLUGIN_CXXFLAGS="-std=gnu++11 -fno-rtti -fno-exceptions"
AC_CACHE_CHECK([whether $PLUGIN_CXX can compile a GCC plugin], [peep_cv_cxx_plugin],
[AC_LANG_PUSH([C++])
peep_save_CXX=$CXX
CXX=$PLUGIN_CXX
peep_save_CPPFLAGS=$CPPFLAGS
peep_save_CXXFLAGS=$CXXFLAGS
CPPFLAGS="$CPPFLAGS -I$GCC_PLUGIN_DIR/include"
CXXFLAGS="$CXXFLAGS $GCC_PLUGIN_CXXFLAGS"
AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree-pass.h"
]], [[return gcc_version.basever == 0;]])],
  [peep_cv_cxx_plugin=yes], [peep_cv_cxx_plugin=no])
CPPFLAGS=$peep_save_CPPFLAGS
CXXFLAGS=$peep_save_CXXFLAGS
CXX=$peep_save_CXX
AC_LANG_POP([C++])])
if test "x$peep_cv_cxx_plugin" != xyes; then
  AC_MSG_ERROR([$PLUGIN_CXX cannot compile against the plugin headers in $GCC_PLUGIN_DIR.
Use the C++ compiler of the same GCC, for example:  apt-get install g++-${peep_gcc_major:-12}; ./configure PLUGIN_CXX=g++-${peep_gcc_major:-12}])
fi
AC_ARG_WITH([plugindir],
  [AS_HELP_STRING([--with-plugindir=DIR],
    [install peephole.so in DIR (default: the plugin directory of the GCC
     of --with-gcc, or of CC, where 'gcc -fplugin=peephole' finds it)])],
  [plugindir=$withval], [plugindir=$GCC_PLUGIN_DIR])
AC_SUBST([PLUGIN_GCC])
AC_SUBST([PLUGIN_CXX])
AC_SUBST([PLUGIN_GCC_MAJOR])
AC_SUBST([GCC_PLUGIN_DIR])
AC_SUBST([GCC_PLUGIN_CXXFLAGS])
AC_SUBST([plugindir])
])
