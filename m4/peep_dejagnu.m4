# peep_dejagnu.m4 -- find DejaGnu, which runs the testsuite.
#
# PEEP_DEJAGNU
# ------------
# Check for runtest; stop, naming the Debian package,
# when it is missing.
AC_DEFUN([PEEP_DEJAGNU],
[AC_CHECK_PROG([peep_have_runtest], [runtest], [yes], [no])
if test "x$peep_have_runtest" != xyes; then
  AC_MSG_ERROR([DejaGnu's runtest, which runs 'make check', is missing.
On Debian, install it with:  apt-get install dejagnu])
fi
])
