# peep_gcc_plugin.m4 -- find what a GCC plugin is built with.
#
# PEEP_GCC_PLUGIN
# ---------------
# Find the GCC the plugin is for: the program of --with-gcc=PROG, or
# $CC by default.  Find its plugin directory (its headers are in
# DIR/include) and the C++ compiler of the same GCC, PLUGIN_CXX, which
# compiles the plugin's own objects (a plugin compiled by another
# version's g++ against these headers need not match cc1's layout);
# the build's own tools are still built with $CC and $CXX.  For a
# cross compiler, the plugin, a shared object of this machine, is built
# by this machine's gcc-N and g++-N (PLUGIN_CC, PLUGIN_CXX).  Set
# PLUGIN_GCC, PLUGIN_CC, PLUGIN_CXX, PLUGIN_TARGET, PLUGIN_GCC_MAJOR,
# GCC_PLUGIN_DIR, GCC_PLUGIN_CXXFLAGS, plugindir, and TARGET_RUN
# (PEEP_TARGET_RUN).  Stop, naming the Debian package
# to install, when the compiler or its headers are missing.
AC_DEFUN([PEEP_GCC_PLUGIN],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_CXX])dnl
AC_ARG_WITH([gcc],
  [AS_HELP_STRING([--with-gcc=PROG],
    [build the plugin for the GCC that PROG runs, for example gcc-11
     or the cross compiler aarch64-linux-gnu-gcc-12, with its headers,
     for its plugin directory; the tests compile with PROG (default:
     CC)])],
  [], [with_gcc=no])
AC_ARG_VAR([PLUGIN_CC],
  [C compiler and link driver of the plugin's matcher: PROG of
   --with-gcc (CC by default), or this machine's gcc-N for a cross
   compiler])
AC_ARG_VAR([PLUGIN_CXX],
  [C++ compiler of the plugin's objects: the g++ of the same GCC as
   --with-gcc (default: PROG with gcc replaced by g++, this machine's
   g++-N for a cross compiler, or CXX without --with-gcc)])
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
    # A cross compiler's name: TRIPLET-gcc-N.
    peep_triplet=`echo "$PLUGIN_GCC" | sed -n 's,^\(.*/\)*\([[^/]]*-[[^/]]*\)-gcc-[[0-9]][[0-9]]*$,\2,p'`
    peep_v=${peep_gcc_version:-N}
    if test -n "$peep_triplet"; then
      peep_packages="gcc-$peep_v-$peep_triplet gcc-$peep_v-plugin-dev-$peep_triplet gcc-$peep_v g++-$peep_v"
    else
      peep_packages="gcc-$peep_v g++-$peep_v gcc-$peep_v-plugin-dev"
    fi
    AC_MSG_ERROR([--with-gcc=$PLUGIN_GCC: no such program.
On Debian, install it with:  apt-get install $peep_packages])
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
# A cross compiler (aarch64-linux-gnu-gcc-12, say) makes code for
# another machine, but its cc1 runs here and loads the plugin as a
# shared object of this machine: the plugin is then compiled by this
# machine's g++ of the same version, not by the g++ beside PROG.
AC_MSG_CHECKING([the machine $PLUGIN_GCC compiles for])
PLUGIN_TARGET=`$PLUGIN_GCC -dumpmachine 2>/dev/null`
peep_host_machine=`$CC -dumpmachine 2>/dev/null`
if test -n "$PLUGIN_TARGET" && test -n "$peep_host_machine" \
   && test "x$PLUGIN_TARGET" != "x$peep_host_machine"; then
  peep_cross=yes
  AC_MSG_RESULT([$PLUGIN_TARGET, a cross compiler (this machine is $peep_host_machine)])
else
  peep_cross=no
  AC_MSG_RESULT([${PLUGIN_TARGET:-unknown}])
fi
AC_MSG_CHECKING([for the plugin directory of $PLUGIN_GCC])
PLUGIN_GCC_MAJOR=`$PLUGIN_GCC -dumpversion 2>/dev/null | sed 's/\..*//'`
peep_gcc_major=$PLUGIN_GCC_MAJOR
GCC_PLUGIN_DIR=`$PLUGIN_GCC -print-file-name=plugin 2>/dev/null`
if test -z "$GCC_PLUGIN_DIR" || test "x$GCC_PLUGIN_DIR" = xplugin \
   || test ! -f "$GCC_PLUGIN_DIR/include/gcc-plugin.h"; then
  AC_MSG_RESULT([not found])
  if test $peep_cross = yes; then
    peep_dev=gcc-${peep_gcc_major:-12}-plugin-dev-$PLUGIN_TARGET
  else
    peep_dev=gcc-${peep_gcc_major:-12}-plugin-dev
  fi
  AC_MSG_ERROR([the GCC plugin headers of $PLUGIN_GCC are missing.
On Debian, install them with:  apt-get install $peep_dev
(set --with-gcc=gcc-N to build for another version.)])
fi
AC_MSG_RESULT([$GCC_PLUGIN_DIR])
# The plugin's C++ compiler: PLUGIN_CXX if given; else, for a cross
# compiler, this machine's g++-N; else, with --with-gcc, the g++ beside
# PROG (the last "gcc" of its file name made "g++": gcc-11,
# /usr/bin/gcc-11, x86_64-linux-gnu-gcc-11); else CXX, as before
# --with-gcc.
if test -z "$PLUGIN_CXX"; then
  if test $peep_cross = yes; then
    PLUGIN_CXX=g++-$peep_gcc_major
  elif test $peep_with_gcc = yes; then
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
  # cc1 runs on this machine: a g++ for another makes a plugin it
  # cannot load (aarch64-linux-gnu-g++-12 beside a cross gcc, say).
  AC_MSG_CHECKING([whether $PLUGIN_CXX compiles for this machine])
  peep_cxx_machine=`$PLUGIN_CXX -dumpmachine 2>/dev/null`
  if test -n "$peep_host_machine" \
     && test "x$peep_cxx_machine" != "x$peep_host_machine"; then
    AC_MSG_RESULT([no, for $peep_cxx_machine])
    AC_MSG_ERROR([the C++ compiler of the plugin, $PLUGIN_CXX, compiles for $peep_cxx_machine,
but $PLUGIN_GCC's cc1 runs on $peep_host_machine and loads the plugin
there: give this machine's g++ of GCC $peep_gcc_major, for example
PLUGIN_CXX=g++-$peep_gcc_major (apt-get install g++-$peep_gcc_major)])
  fi
  AC_MSG_RESULT([yes])
fi
# The plugin's C compiler, which compiles its matcher and links it:
# PROG itself, whose crt files and libgcc go with cc1's; for a cross
# compiler, this machine's gcc of the same version (the gcc beside
# PLUGIN_CXX).
if test -z "$PLUGIN_CC"; then
  if test $peep_cross = yes; then
    PLUGIN_CC=`echo "$PLUGIN_CXX" | sed -n 's,g++\([[^/]]*\)$,gcc\1,p'`
    test -n "$PLUGIN_CC" || PLUGIN_CC=gcc-$peep_gcc_major
  else
    PLUGIN_CC=$PLUGIN_GCC
  fi
fi
if test "x$PLUGIN_CC" != "x$PLUGIN_GCC"; then
  AC_MSG_CHECKING([the C compiler of the plugin, $PLUGIN_CC])
  peep_cc_major=`$PLUGIN_CC -dumpversion 2>/dev/null | sed 's/\..*//'`
  peep_cc_machine=`$PLUGIN_CC -dumpmachine 2>/dev/null`
  AC_MSG_RESULT([GCC ${peep_cc_major:-not found} for ${peep_cc_machine:-?}])
  if test "x$peep_cc_major" != "x$peep_gcc_major" \
     || test "x$peep_cc_machine" != "x$peep_host_machine"; then
    AC_MSG_ERROR([the plugin's C compiler, $PLUGIN_CC, must be this machine's ($peep_host_machine)
gcc of GCC $peep_gcc_major, like the cc1 of $PLUGIN_GCC: install it
(apt-get install gcc-$peep_gcc_major) or give it, PLUGIN_CC=PROG])
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
PEEP_TARGET_RUN
AC_SUBST([PLUGIN_GCC])
AC_SUBST([PLUGIN_TARGET])
PLUGIN_CROSS=$peep_cross
AC_SUBST([PLUGIN_CROSS])
AC_SUBST([PLUGIN_CXX])
AC_SUBST([PLUGIN_CC])
AC_SUBST([PLUGIN_GCC_MAJOR])
AC_SUBST([GCC_PLUGIN_DIR])
AC_SUBST([GCC_PLUGIN_CXXFLAGS])
AC_SUBST([plugindir])
])

# PEEP_TARGET_RUN
# ---------------
# How the tests run the programs PLUGIN_GCC makes: directly, or, for a
# cross compiler, under qemu-user with the target's libraries (the
# directory above the libc.so.6 that PLUGIN_GCC links with, as
# qemu-aarch64 -L /usr/aarch64-linux-gnu).  TARGET_RUN, if given, is
# the command instead.  Set TARGET_RUN, empty when programs run
# directly or when no way to run them was found (the tests that run
# programs are then UNSUPPORTED, saying why, in TARGET_RUN_MISSING).
AC_DEFUN([PEEP_TARGET_RUN],
[AC_ARG_VAR([TARGET_RUN],
  [command that runs the programs of a cross compiler in the tests
   (default: qemu-CPU -L SYSROOT, found for --with-gcc=CROSS-GCC)])
TARGET_RUN_MISSING=
if test $peep_cross = yes && test -z "$TARGET_RUN"; then
  AC_MSG_CHECKING([how to run programs for $PLUGIN_TARGET])
  case $PLUGIN_TARGET in
    aarch64*) peep_qemu=qemu-aarch64 ;;
    arm*eb-*) peep_qemu=qemu-armeb ;;
    arm*) peep_qemu=qemu-arm ;;
    riscv64*) peep_qemu=qemu-riscv64 ;;
    i?86-*) peep_qemu=qemu-i386 ;;
    x86_64-*) peep_qemu=qemu-x86_64 ;;
    *) peep_qemu=qemu-`echo "$PLUGIN_TARGET" | sed 's/-.*//'` ;;
  esac
  peep_libc=`$PLUGIN_GCC -print-file-name=libc.so.6 2>/dev/null`
  peep_sysroot=
  case $peep_libc in
    /*) peep_sysroot=`cd "\`dirname "$peep_libc"\`/.." 2>/dev/null && pwd` ;;
  esac
  if command -v $peep_qemu >/dev/null 2>&1 && test -n "$peep_sysroot"; then
    TARGET_RUN="$peep_qemu -L $peep_sysroot"
    AC_MSG_RESULT([$TARGET_RUN])
  else
    AC_MSG_RESULT([no way found])
    TARGET_RUN_MISSING="cannot run programs for $PLUGIN_TARGET: install qemu-user (apt-get install qemu-user) and the target's libc (libc6-dev-ARCH-cross), or configure with TARGET_RUN=COMMAND"
    AC_MSG_WARN([$TARGET_RUN_MISSING; the tests that run programs will be UNSUPPORTED])
  fi
fi
AC_SUBST([TARGET_RUN])
AC_SUBST([TARGET_RUN_MISSING])
])
