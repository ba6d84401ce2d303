# peep_rules.m4 -- the rules compiled into the plugin.
#
# PEEP_RULES
# ----------
# --with-extra-rules=FILE...: the user's own rule files, proven and
# compiled into the plugin beside the bundled ones.  Set EXTRA_RULES to
# their absolute names.  --with-widths and --with-proof-timeout are
# passed to peepgen as PEEPGEN_FLAGS.
AC_DEFUN([PEEP_RULES],
[AC_ARG_WITH([extra-rules],
  [AS_HELP_STRING([--with-extra-rules=FILE...],
    [also prove and compile the rules of FILE... into the plugin
     (separate the files with spaces or commas)])],
  [], [with_extra_rules=no])
EXTRA_RULES=
case $with_extra_rules in
  no | "") ;;
  yes) AC_MSG_ERROR([--with-extra-rules needs the rule files: --with-extra-rules=FILE...]) ;;
  *)
    for peep_file in `echo "$with_extra_rules" | tr ',' ' '`; do
      case $peep_file in
        /*) ;;
        *) peep_file=`pwd`/$peep_file ;;
      esac
      test -f "$peep_file" \
        || AC_MSG_ERROR([--with-extra-rules: no rule file $peep_file])
      EXTRA_RULES="$EXTRA_RULES $peep_file"
    done ;;
esac
AC_MSG_CHECKING([for extra rule files])
AC_MSG_RESULT([${EXTRA_RULES:-none}])
AC_SUBST([EXTRA_RULES])
PEEPGEN_FLAGS=
AC_ARG_WITH([widths],
  [AS_HELP_STRING([--with-widths=LIST],
    [prove and apply the rules at these precisions
     (default 8,16,32,64,128)])],
  [PEEPGEN_FLAGS="$PEEPGEN_FLAGS --widths=$withval"])
AC_ARG_WITH([proof-timeout],
  [AS_HELP_STRING([--with-proof-timeout=MS],
    [give up a proof query after MS milliseconds (default 60000); a rule
     is not applied at a width where its proof timed out])],
  [PEEPGEN_FLAGS="$PEEPGEN_FLAGS --timeout=$withval"])
AC_SUBST([PEEPGEN_FLAGS])
])
