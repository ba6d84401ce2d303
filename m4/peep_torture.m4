# peep_torture.m4 -- find GCC's execute torture tests.
#
# PEEP_TORTURE
# ------------
# make check-torture and the peephole.torture tests of make check run
# GCC's execute torture tests (gcc.c-torture/execute) with and without
# the plugin.  --with-gcc-testsuite=DIR names them: DIR is that
# directory, GCC's gcc/testsuite, or a GCC source tree.  Without it,
# look for the tarball of Debian's gcc-N-source package, whose execute
# directory make extracts into the build tree.  Set TORTURE_DIR (empty
# when there is neither) and TORTURE_TARBALL (the tarball to extract,
# or empty), and PYTHON3, which runs testsuite/torture/run-torture.
AC_DEFUN([PEEP_TORTURE],
[AC_REQUIRE([PEEP_GCC_PLUGIN])dnl
AC_ARG_WITH([gcc-testsuite],
  [AS_HELP_STRING([--with-gcc-testsuite=DIR],
    [GCC's execute torture tests, for make check-torture: DIR is
     gcc.c-torture/execute, GCC's gcc/testsuite or a GCC source tree
     (default: extract them from /usr/src/gcc-N/gcc-*.tar.xz, the
     tarball of Debian's gcc-N-source package)])],
  [], [with_gcc_testsuite=auto])
TORTURE_DIR=
TORTURE_TARBALL=
AC_MSG_CHECKING([for GCC's execute torture tests])
case $with_gcc_testsuite in
  no) ;;
  auto | yes | "")
    for peep_file in /usr/src/gcc-${peep_gcc_major}/gcc-*.tar.xz; do
      if test -f "$peep_file"; then
        TORTURE_TARBALL=$peep_file
        TORTURE_DIR=`pwd`/gcc-torture/execute
        break
      fi
    done ;;
  *)
    for peep_dir in "$with_gcc_testsuite" \
        "$with_gcc_testsuite/gcc.c-torture/execute" \
        "$with_gcc_testsuite/gcc/testsuite/gcc.c-torture/execute"; do
      if test -f "$peep_dir/execute.exp"; then
        TORTURE_DIR=`cd "$peep_dir" && pwd`
        break
      fi
    done
    test -n "$TORTURE_DIR" \
      || AC_MSG_ERROR([--with-gcc-testsuite: no gcc.c-torture/execute in $with_gcc_testsuite]) ;;
esac
if test -n "$TORTURE_TARBALL"; then
  AC_MSG_RESULT([in $TORTURE_TARBALL (make extracts them)])
elif test -n "$TORTURE_DIR"; then
  AC_MSG_RESULT([$TORTURE_DIR])
else
  AC_MSG_RESULT([no])
  AC_MSG_NOTICE([make check-torture and the torture tests of make check
need GCC's execute torture tests.  On Debian, install them with:
  apt-get install gcc-${peep_gcc_major:-12}-source
and configure again, or configure --with-gcc-testsuite=DIR.])
fi
AC_SUBST([TORTURE_DIR])
AC_SUBST([TORTURE_TARBALL])
AM_CONDITIONAL([PEEP_TORTURE_TARBALL], [test -n "$TORTURE_TARBALL"])
AC_PATH_PROG([PYTHON3], [python3], [python3])
])
