# peep_z3.m4 -- find the Z3 C API.
#
# PEEP_Z3
# -------
# Check for z3.h and libz3, set Z3_LIBS; stop, naming the Debian
# package, when either is missing.
AC_DEFUN([PEEP_Z3],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_CHECK_HEADER([z3.h], [],
  [AC_MSG_ERROR([the Z3 headers (z3.h) are missing.
On Debian, install them with:  apt-get install libz3-dev])])
peep_save_LIBS=$LIBS
AC_SEARCH_LIBS([Z3_mk_context], [z3], [],
  [AC_MSG_ERROR([the Z3 library (libz3) is missing.
On Debian, install it with:  apt-get install libz3-dev])])
LIBS=$peep_save_LIBS
Z3_LIBS=-lz3
AC_SUBST([Z3_LIBS])
])
