# peep_int128.m4 -- check for 128-bit integers.
#
# PEEP_INT128
# -----------
# The matcher computes on values of up to 128 bits with unsigned
# __int128; stop if the C compiler does not have it.
AC_DEFUN([PEEP_INT128],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_CHECK_TYPE([unsigned __int128], [],
  [AC_MSG_ERROR([$CC has no unsigned __int128; peephole needs a 64-bit host])])
])
