# peep_gcc_plugin.m4 -- find what a GCC plugin is built with.
#
# PEEP_GCC_PLUGIN
# ---------------
# Find the plugin directory of the GCC that $CC is (its headers are in
# DIR/include), check that $CXX can compile a plugin against them, and
# set GCC_PLUGIN_DIR, GCC_PLUGIN_CXXFLAGS and plugindir.  Stop, naming
# the Debian package to install, when the headers are missing.
AC_DEFUN([PEEP_GCC_PLUGIN],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_CXX])dnl
AC_CACHE_CHECK([whether $CC is GCC], [peep_cv_cc_is_gcc],
[AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#if !defined __GNUC__ || defined __clang__
#error not GCC
#endif]], [])], [peep_cv_cc_is_gcc=yes], [peep_cv_cc_is_gcc=no])])
if test "x$peep_cv_cc_is_gcc" != xyes; then
  AC_MSG_ERROR([$CC is not GCC.  The plugin is built for, and loaded by,
the GCC that CC names: configure with CC=gcc (or CC=gcc-N).])
fi
AC_MSG_CHECKING([for the plugin directory of $CC])
peep_gcc_major=`$CC -dumpversion 2>/dev/null | sed 's/\..*//'`
GCC_PLUGIN_DIR=`$CC -print-file-name=plugin 2>/dev/null`
if test -z "$GCC_PLUGIN_DIR" || test "x$GCC_PLUGIN_DIR" = xplugin \
   || test ! -f "$GCC_PLUGIN_DIR/include/gcc-plugin.h"; then
  AC_MSG_RESULT([not found])
  AC_MSG_ERROR([the GCC plugin headers of $CC are missing.
On Debian, install them with:  apt-get install gcc-${peep_gcc_major:-12}-plugin-dev
(CC must be GCC; set CC=gcc-N to build for another version.)])
fi
AC_MSG_RESULT([$GCC_PLUGIN_DIR])
GCC_PLUGIN_CXXFLAGS="-std=gnu++11 -fno-rtti -fno-exceptions"
AC_CACHE_CHECK([whether $CXX can compile a GCC plugin], [peep_cv_cxx_plugin],
[AC_LANG_PUSH([C++])
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
AC_LANG_POP([C++])])
if test "x$peep_cv_cxx_plugin" != xyes; then
  AC_MSG_ERROR([$CXX cannot compile against the plugin headers in $GCC_PLUGIN_DIR.
Use the C++ compiler of the same GCC, for example:  apt-get install g++-${peep_gcc_major:-12}; ./configure CXX=g++-${peep_gcc_major:-12}])
fi
AC_ARG_WITH([plugindir],
  [AS_HELP_STRING([--with-plugindir=DIR],
    [install peephole.so in DIR (default: the plugin directory of CC, where
     'gcc -fplugin=peephole' finds it)])],
  [plugindir=$withval], [plugindir=$GCC_PLUGIN_DIR])
AC_SUBST([GCC_PLUGIN_DIR])
AC_SUBST([GCC_PLUGIN_CXXFLAGS])
AC_SUBST([plugindir])
])
