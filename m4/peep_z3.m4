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

# PEEP_VERIFY
# -----------
# --disable-verify: build the plugin without its checker
# (peephole_verify.so, which links libz3) and without
# -fplugin-arg-peephole-verify (peepgen still needs Z3 to prove the
# rules).  Set the Automake conditional VERIFY, and DLOPEN_LIBS, the
# library the plugin loads the checker with.
AC_DEFUN([PEEP_VERIFY],
[AC_REQUIRE([PEEP_Z3])dnl
AC_ARG_ENABLE([verify],
  [AS_HELP_STRING([--disable-verify],
    [build the plugin without -fplugin-arg-peephole-verify, which links
     it with libz3 to check every rewrite])],
  [], [enable_verify=yes])
AC_MSG_CHECKING([whether the plugin can check its rewrites with Z3])
AC_MSG_RESULT([$enable_verify])
DLOPEN_LIBS=
if test "x$enable_verify" != xno; then
  # The plugin loads its checker, linked with libz3, with dlopen.
  peep_save_LIBS=$LIBS
  AC_SEARCH_LIBS([dlopen], [dl], [],
    [AC_MSG_ERROR([dlopen is missing; configure with --disable-verify])])
  LIBS=$peep_save_LIBS
  test "x$ac_cv_search_dlopen" = "xnone required" \
    || DLOPEN_LIBS=$ac_cv_search_dlopen
fi
AC_SUBST([DLOPEN_LIBS])
AM_CONDITIONAL([VERIFY], [test "x$enable_verify" != xno])
])
