/* mdcond.c: the C++ conditions of match.pd, in the rule language.

   The (if ...) conditions and (with ...) blocks of an instance are
   C++; they become one check of the rule language, from a documented
   vocabulary (the manual's "Conditions of match.pd"), each construct
   with its meaning for integer types:

   - type predicates: INTEGRAL_TYPE_P, ANY_INTEGRAL_TYPE_P are true;
     FLOAT_TYPE_P, VECTOR_TYPE_P, POINTER_TYPE_P and the like are false
     (the instance is not an integer pattern where they must hold);
     TYPE_UNSIGNED, TYPE_OVERFLOW_WRAPS, TYPE_OVERFLOW_UNDEFINED are the
     type tests unsigned (x), wraps (x), undefined (x); TYPE_PRECISION
     and element_precision are precision (x), LONG_BIT for the rule's
     type; TYPE_OVERFLOW_TRAPS, TYPE_OVERFLOW_SANITIZED and
     TYPE_SATURATING are false (the plugin and the proofs leave such
     types alone); types_match and tree_nop_conversion_p compare
     precision, sign and regime;
   - constants: integer_zerop, integer_onep, integer_all_onesp,
     integer_minus_onep, integer_pow2p, integer_nonzerop, wi::to_wide,
     tree_int_cst_sgn, tree_to_uhwi and tree_to_shwi of captured
     constants, wi:: arithmetic and comparisons;
   - facts: tree_expr_nonnegative_p, tree_expr_nonzero_p,
     zero_one_valued_p, get_nonzero_bits, tree_nonzero_bits,
     expr_not_equal_to;
   - cost and phase conditions, which restrict where GCC applies a
     pattern but not what it means: single_use, has_single_use,
     canonicalize_math_p, optimize_*, fold_before_rtl_expansion_p, and
     :s in the match; they are true whichever way they are written,
     so the proof covers every phase.
   Anything else is "unsupported: CONSTRUCT", never guessed.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <ctype.h>
#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Tokens of C++ conditions.  */
typedef enum CToken
{
  C_END,
  C_NAME,		/* identifiers, with :: (wi::to_wide) */
  C_NUMBER,
  C_CAPTURE,		/* @N: text is N */
  C_PUNCT		/* operators and punctuation: text */
} CToken;

typedef struct CLexer
{
  const char *p;
  CToken kind;
  char text[128];
} CLexer;

static const char *const punctuators[] = {
  "<<=", ">>=", "->", "::", "&&", "||", "==", "!=", "<=", ">=", "<<", ">>",
  "++", "--", "+=", "-=", "*=", "/=", "&=", "|=", "^=",
  "(", ")", "[", "]", "{", "}", ",", ";", "?", ":", "!", "~", "+", "-",
  "*", "/", "%", "<", ">", "&", "|", "^", "=", ".", NULL
};

static void
c_next (CLexer *lx)
{
  while (isspace ((unsigned char) *lx->p))
    lx->p++;
  const char *start = lx->p;
  if (!*lx->p)
    {
      lx->kind = C_END;
      lx->text[0] = '\0';
      return;
    }
  if (*lx->p == '@')
    {
      lx->p++;
      start = lx->p;
      while (isalnum ((unsigned char) *lx->p) || *lx->p == '_')
	lx->p++;
      lx->kind = C_CAPTURE;
    }
  else if (isalpha ((unsigned char) *lx->p) || *lx->p == '_')
    {
      while (isalnum ((unsigned char) *lx->p) || *lx->p == '_'
	     || (lx->p[0] == ':' && lx->p[1] == ':'
		 && (isalpha ((unsigned char) lx->p[2]) || lx->p[2] == '_')))
	lx->p += lx->p[0] == ':' ? 2 : 1;
      lx->kind = C_NAME;
    }
  else if (isdigit ((unsigned char) *lx->p))
    {
      while (isalnum ((unsigned char) *lx->p))
	lx->p++;
      lx->kind = C_NUMBER;
    }
  else
    {
      lx->kind = C_PUNCT;
      for (int i = 0; punctuators[i]; i++)
	if (strncmp (lx->p, punctuators[i], strlen (punctuators[i])) == 0)
	  {
	    lx->p += strlen (punctuators[i]);
	    break;
	  }
      if (lx->p == start)
	lx->p++;
    }
  size_t n = (size_t) (lx->p - start);
  if (n >= sizeof lx->text)
    n = sizeof lx->text - 1;
  memcpy (lx->text, start, n);
  lx->text[n] = '\0';
}

/* What a C++ expression means for the rule.  */
typedef enum TermKind
{
  T_BOOL,		/* a condition: text, or constant (value) */
  T_INT,		/* an integer value of the rule: text */
  T_NUMBER,		/* a host integer constant: value (precisions,
			   shift counts) */
  T_TYPE,		/* a type: var (a variable of that type, "" for the
			   rule's root type) */
  T_SIGN,		/* TYPE_SIGN (T): var as T_TYPE; or SIGNED,
			   UNSIGNED: value 1, 0 */
  T_CODE,		/* a tree code or combined function: text */
  T_CAPTURE,		/* @N that no context has read yet: text N */
  T_SGN,		/* -1, 0 or 1 (tree_int_cst_sgn (@N),
			   tree_int_cst_compare (@A, @B)): text the
			   condition of -1, alt of 0, test of 1 */
  T_FREE,		/* a cost or phase condition: true either way */
  T_UNKNOWN		/* a truth value the translation cannot give
			   (text: why), which only a disjunction with a
			   T_FREE makes true; anything else that uses it
			   is unsupported */
} TermKind;

typedef struct Term
{
  TermKind kind;
  const char *text;
  long value;		/* T_BOOL constant (0/1, or -1 for text); T_NUMBER;
			   T_SIGN: -1 for a type's sign, 0 unsigned, 1
			   signed */
  const char *var;	/* T_TYPE, T_SIGN */
  /* A T_INT that depends on the signedness of a type: text where TEST
     (unsigned (x)) holds, ALT where it does not.  */
  const char *test;
  const char *alt;
  bool meta;		/* a T_INT computed from precisions alone */
  bool tree;		/* a T_INT that is a tree (TYPE_MIN_VALUE): as a
			   condition, a pointer that is not null */
  const char *hwi;	/* a T_INT that is a host integer of a constant
			   (tree_to_uhwi, which GCC asks only where the
			   value fits): the type variable of the
			   constant, whose sign its comparisons have */
  bool widest;		/* a T_INT of wi::to_widest: compared by the
			   sign of its constant's type (HWI), and not
			   computed with, as infinite precision would */
  const char *overflow;	/* a T_INT folded from constants (const_binop):
			   the condition of its TREE_OVERFLOW, or NULL
			   where it never has it */
} Term;

static bool is_pair (Term t);

typedef struct Cond
{
  CLexer lx;
  const MdCaptures *captures;
  jmp_buf fail;
  const char *unsupported;
  const char *not_integer;
  const char *needs_constant;	/* a capture that must be a constant */
  bool negative;		/* under an odd number of '!' */
  bool disjunction;		/* the condition has || or ?: */
  bool float_only;		/* it asks what only REAL_CSTs have */
  /* (with ...) declarations: name and term.  */
  int local_count;
  const char *local_names[32];
  Term local_terms[32];
  /* The export's range queries read so far (read_range_statement).  */
  int range_count;
  struct RangeName
  {
    const char *name;
    char role;		/* 'R' the value_range, 'K' whether it is known,
			   'H' whether it is in one half */
    const char *range;	/* the value_range's name */
    const char *capture;	/* "0" for @0, once range_of_expr asks */
  } ranges[16];
} Cond;

static void __attribute__ ((noreturn))
unsupported (Cond *c, const char *construct)
{
  c->unsupported = arena_strdup (construct);
  longjmp (c->fail, 1);
}

static Term
bool_const (bool value)
{
  Term t = { .kind = T_BOOL, .text = NULL, .value = value ? 1 : 0, .var = NULL };
  return t;
}

static Term
bool_text (const char *text)
{
  Term t = { .kind = T_BOOL, .text = text, .value = -1, .var = NULL };
  return t;
}

static Term
int_text (const char *text)
{
  Term t = { .kind = T_INT, .text = text, .value = 0, .var = NULL };
  return t;
}

static Term
number (long value)
{
  Term t = { .kind = T_NUMBER, .text = NULL, .value = value, .var = NULL };
  return t;
}

/* A capture's variable; C->unsupported if it has none (it captures an
   operation).  */
static const MdCapture *
capture_of (Cond *c, const char *name)
{
  for (int i = 0; i < c->captures->count; i++)
    if (strcmp (c->captures->items[i].name, name) == 0)
      return &c->captures->items[i];
  unsupported (c, arena_printf ("@%s, which the match does not capture",
				name));
}

/* The variable that stands for the type of capture NAME.  */
static const char *
type_of_capture (Cond *c, const char *name)
{
  const MdCapture *capture = capture_of (c, name);
  if (!capture->type_var)
    unsupported (c, "the type of a captured operation");
  return capture->type_var;
}

static Term
expect_bool (Cond *c, Term t)
{
  if (t.kind == T_FREE)
    return t;
  if (t.kind == T_UNKNOWN)
    unsupported (c, t.text);
  if (t.kind == T_INT && t.tree)
    return bool_const (true);
  if (t.kind == T_INT)
    return bool_text (arena_printf ("(%s) != 0", t.text));
  if (t.kind == T_NUMBER)
    return bool_const (t.value != 0);
  if (t.kind != T_BOOL)
    unsupported (c, "a condition that is not a truth value");
  return t;
}

/* A value of the rule: a T_INT, or a T_NUMBER written as a literal.  */
static const char *
value_text (Cond *c, Term t)
{
  if (is_pair (t))
    unsupported (c, "a value that depends on the signedness of a type");
  if (t.kind == T_INT)
    return t.text;
  if (t.kind == T_NUMBER)
    return t.value < 0 ? arena_printf ("(%ld)", t.value)
      : arena_printf ("%ld", t.value);
  if (t.kind == T_CAPTURE)
    {
      const MdCapture *capture = capture_of (c, t.text);
      if (!capture->constant)
	{
	  c->needs_constant = capture->name;
	  longjmp (c->fail, 1);
	}
      return capture->var;
    }
  unsupported (c, "a value that is not an integer");
}

/* The type variable of a type term; "" for the rule's root type.  */
static const char *
type_var (Cond *c, Term t)
{
  if (t.kind == T_TYPE)
    return t.var;
  if (t.kind == T_CAPTURE)
    return type_of_capture (c, t.text);
  unsupported (c, "a type that is not the type of a capture");
}

/* TEST of the type of a select's condition that no variable has (a
   comparison), "#W1" in mdrule.c's classes: GIMPLE's conditions are
   _Bool, and so are the rule language's (one bit, unsigned, and
   wrapping as every unsigned type).  */
static const char *
select_condition_test (Cond *c, const char *test)
{
  if (strcmp (test, "precision") == 0)
    return "1";
  if (strcmp (test, "unsigned") == 0 || strcmp (test, "wraps") == 0)
    return "0 == 0";
  if (strcmp (test, "undefined") == 0)
    return "0 != 0";
  unsupported (c, arena_printf ("%s of a select's condition", test));
}

/* A type test on the type of VAR ("" the root).  */
static const char *
type_test (Cond *c, const char *test, const char *var)
{
  if (!*var)
    {
      /* type: the type of the result.  */
      if (c->captures->root_comparison)
	unsupported (c, arena_printf ("%s of the type of a comparison's "
				      "value", test));
      var = c->captures->root_var;
      if (!var)
	unsupported (c, arena_printf ("%s of a type no capture has", test));
    }
  if (strcmp (var, "#W1") == 0)
    return select_condition_test (c, test);
  if (strcmp (var, "#int") == 0)
    unsupported (c, arena_printf ("%s of integer_type_node", test));
  if (var[1] == 'w')
    {
      /* "#wV": V's type where it wraps, else its unsigned type.  */
      if (strcmp (test, "precision") == 0)
	return type_test (c, test, var + 2);
      if (strcmp (test, "wraps") == 0)
	return "0 == 0";
      if (strcmp (test, "undefined") == 0)
	return "0 != 0";
      unsupported (c, arena_printf ("%s of a type made to wrap", test));
    }
  if (var[1] == 'u' || var[1] == 's')
    {
      /* unsigned_type_for (T), signed_type_for (T): T's precision, a
	 sign of its own; an unsigned type wraps, a signed one follows
	 -fwrapv, which the rule does not know.  */
      bool unsigned_ = var[1] == 'u';
      if (strcmp (test, "precision") == 0)
	return type_test (c, test, var + 2);
      if (strcmp (test, "unsigned") == 0)
	return unsigned_ ? "0 == 0" : "0 != 0";
      if (unsigned_ && strcmp (test, "wraps") == 0)
	return "0 == 0";
      if (unsigned_ && strcmp (test, "undefined") == 0)
	return "0 != 0";
      unsupported (c, arena_printf ("%s of signed_type_for", test));
    }
  /* The rule's own type, which no capture has: the tests without an
     argument.  */
  if (strcmp (var, "#LONG_BIT") == 0)
    return arena_printf ("%s()", test);
  if (var[0] == '#')
    {
      /* A type only a conversion's operand has: its precision, and its
	 signedness, which mdrule.c's write_variants resolves from the
	 operations of each variant.  */
      if (strcmp (test, "precision") == 0)
	return var + 1;
      if (strcmp (test, "unsigned") == 0 && var[1] == 'N')
	return arena_printf ("unsigned(%s)", var);
      unsupported (c, arena_printf ("%s of the type of a converted "
				    "operation", test));
    }
  return arena_printf ("%s(%s)", test, var);
}

static Term parse_expr (Cond *c);
static bool compare_precisions (Cond *c, const char *op, Term a, Term b,
				Term *out);
static Term compare_sign (Cond *c, const char *op, Term a, Term b);
static Term combine (Cond *c, const char *op, Term a, Term b);
static Term parse_binary (Cond *c, int level);

static bool
is_pair (Term t)
{
  return t.kind == T_INT && t.test;
}

/* Side SIDE of T: the value where the type is unsigned (0) or signed
   (1).  */
static Term
pair_side (Term t, int side)
{
  if (!is_pair (t))
    return t;
  return int_text (side ? t.alt : t.text);
}

static Term
pair (const char *test, const char *if_unsigned, const char *if_signed)
{
  Term t = int_text (if_unsigned);
  t.test = test;
  t.alt = if_signed;
  return t;
}

/* OP on A and B, one of which depends on the signedness of a type:
   on each side, then joined.  */
static Term
combine_pairs (Cond *c, const char *op, Term a, Term b)
{
  const char *test = is_pair (a) ? a.test : b.test;
  if (is_pair (a) && is_pair (b) && strcmp (a.test, b.test) != 0)
    unsupported (c, "values that depend on the signedness of two types");
  Term u = combine (c, op, pair_side (a, 0), pair_side (b, 0));
  Term s = combine (c, op, pair_side (a, 1), pair_side (b, 1));
  if (u.kind == T_INT && s.kind == T_INT)
    return pair (test, u.text, s.text);
  u = expect_bool (c, u);
  s = expect_bool (c, s);
  const char *ut = u.value >= 0 ? (u.value ? "0 == 0" : "0 != 0") : u.text;
  const char *st = s.value >= 0 ? (s.value ? "0 == 0" : "0 != 0") : s.text;
  return bool_text (arena_printf ("((%s and %s) or (not %s and %s))", test,
				  ut, test, st));
}

/* Parse what a constant condition makes irrelevant (the right of
   true || ..., a branch of ?: not taken): its failures do not
   count.  */
static void
parse_irrelevant (Cond *c, Term (*parse) (Cond *, int), int level)
{
  jmp_buf outer;
  memcpy (outer, c->fail, sizeof outer);
  CLexer start = c->lx;
  bool negative = c->negative;
  if (setjmp (c->fail) == 0)
    parse (c, level);
  else
    {
      /* Skip the operand from its start: to a ',' ')' ':' '?' or an
	 operator of this level outside its parentheses.  */
      c->lx = start;
      c->negative = negative;
      int depth = 0;
      while (c->lx.kind != C_END)
	{
	  if (c->lx.kind == C_PUNCT && strchr ("([{", c->lx.text[0]))
	    depth++;
	  else if (c->lx.kind == C_PUNCT && strchr (")]}", c->lx.text[0]))
	    {
	      if (depth == 0)
		break;
	      depth--;
	    }
	  else if (depth == 0 && c->lx.kind == C_PUNCT
		   && (strcmp (c->lx.text, ",") == 0
		       || strcmp (c->lx.text, ":") == 0
		       || strcmp (c->lx.text, "?") == 0
		       || strcmp (c->lx.text, "||") == 0
		       || (level > 0 && strcmp (c->lx.text, "&&") == 0)))
	    break;
	  c_next (&c->lx);
	}
    }
  memcpy (c->fail, outer, sizeof outer);
  c->unsupported = NULL;
  c->needs_constant = NULL;
}

static void
expect (Cond *c, const char *punct)
{
  if (c->lx.kind != C_PUNCT || strcmp (c->lx.text, punct) != 0)
    unsupported (c, arena_printf ("C++ syntax: expected '%s' at '%s'",
				  punct, c->lx.text));
  c_next (&c->lx);
}

static bool
accept (Cond *c, const char *punct)
{
  if (c->lx.kind == C_PUNCT && strcmp (c->lx.text, punct) == 0)
    {
      c_next (&c->lx);
      return true;
    }
  return false;
}

/* The arguments of a call, after its '('.  */
static int
parse_arguments (Cond *c, Term *args, int max)
{
  int n = 0;
  if (accept (c, ")"))
    return 0;
  do
    {
      Term t = parse_expr (c);
      if (n < max)
	args[n] = t;
      n++;
    }
  while (accept (c, ","));
  expect (c, ")");
  return n;
}

static const char *const false_type_predicates[] = {
  "FLOAT_TYPE_P", "SCALAR_FLOAT_TYPE_P", "VECTOR_TYPE_P",
  "VECTOR_INTEGER_TYPE_P", "VECTOR_FLOAT_TYPE_P", "COMPLEX_FLOAT_TYPE_P",
  "DECIMAL_FLOAT_TYPE_P", "POINTER_TYPE_P", "FIXED_POINT_TYPE_P",
  "HONOR_NANS", "HONOR_SIGNED_ZEROS", "HONOR_INFINITIES",
  "HONOR_SNANS", "HONOR_SIGN_DEPENDENT_ROUNDING", "FRACT_MODE_P",
  "TYPE_OVERFLOW_TRAPS", "TYPE_OVERFLOW_SANITIZED", "TYPE_SATURATING",
  "TREE_OVERFLOW", "TREE_OVERFLOW_P", NULL
};

static const char *const float_functions[] = {
  "TREE_REAL_CST", "TREE_REAL_CST_PTR", "real_equal", "real_identical",
  "real_isinteger", "real_isnan", "real_isinf", "real_isneg",
  "real_iszero", "real_less", "real_compare", "real_from_integer",
  "build_real", "build_real_truncate", "real_value_truncate",
  "exact_real_truncate", "real_arithmetic", "REAL_VALUE_NEGATIVE",
  "REAL_VALUE_ISNAN", "REAL_VALUE_ISINF", "real_can_shorten_arithmetic",
  "tree_expr_maybe_nan_p", "tree_expr_nan_p", "tree_expr_maybe_signaling_nan_p",
  "tree_expr_maybe_infinite_p", "tree_expr_infinite_p",
  "tree_expr_maybe_real_minus_zero_p", "integer_valued_real_p",
  "SCALAR_FLOAT_MODE_P", "DECIMAL_FLOAT_MODE_P", NULL
};

static const char *const free_predicates[] = {
  "single_use", "has_single_use", "canonicalize_math_p",
  "canonicalize_math_after_vectorization_p", "optimize_vectors_before_lowering_p",
  "fold_before_rtl_expansion_p", "optimize_function_for_speed_p",
  "optimize_function_for_size_p", "optimize_insn_for_speed_p",
  "optimize_insn_for_size_p", "flag_unsafe_math_optimizations",
  "TREE_SIDE_EFFECTS", NULL
};

/* Flags of the compilation: those of floating point and of the
   optimization level restrict where a pattern applies, not what it
   means for integers; a trapping or exception-throwing compilation is
   one the plugin and the proofs leave alone.  */
static const char *const free_flags[] = {
  "flag_associative_math", "flag_unsafe_math_optimizations",
  "flag_errno_math", "flag_rounding_math", "flag_signaling_nans",
  "flag_finite_math_only", "flag_signed_zeros", "flag_reciprocal_math",
  "flag_fp_contract_mode", "optimize", "optimize_size",
  "flag_strict_overflow", "flag_unsafe_math", NULL
};

static const char *const false_flags[] = {
  "flag_trapv", "flag_non_call_exceptions", "flag_trapping_math",
  "flag_sanitize", NULL
};

static bool
in_list (const char *const *list, const char *name)
{
  for (int i = 0; list[i]; i++)
    if (strcmp (list[i], name) == 0)
      return true;
  return false;
}

/* A comparison of A and B with SIGN (-1: of the type of VAR; 0
   unsigned; 1 signed).  */
static Term
compare (Cond *c, const char *op, Term a, Term b, Term sign)
{
  if (is_pair (a) || is_pair (b))
    {
      const char *test = is_pair (a) ? a.test : b.test;
      Term u = compare (c, op, pair_side (a, 0), pair_side (b, 0), sign);
      Term s = compare (c, op, pair_side (a, 1), pair_side (b, 1), sign);
      return bool_text (arena_printf ("((%s and %s) or (not %s and %s))",
				      test, u.text, test, s.text));
    }
  Term precisions;
  if (sign.kind == T_SIGN && sign.value == 0
      && compare_precisions (c, op, a, b, &precisions))
    return precisions;
  const char *x = value_text (c, a), *y = value_text (c, b);
  bool equality = strcmp (op, "==") == 0 || strcmp (op, "!=") == 0;
  if (equality)
    return bool_text (arena_printf ("%s %s %s", x, op, y));
  const char *uop = arena_printf ("%su", op);
  if (sign.kind == T_SIGN && sign.value >= 0)
    return bool_text (arena_printf ("%s %s %s", x,
				    sign.value ? op : uop, y));
  const char *var = sign.kind == T_SIGN ? sign.var : type_var (c, sign);
  const char *test = type_test (c, "unsigned", var);
  return bool_text (arena_printf ("((%s and %s %s %s) or (not %s and %s %s %s))",
				  test, x, uop, y, test, x, op, y));
}

static Term
sign_of (Cond *c, Term t)
{
  if (t.kind == T_SIGN)
    return t;
  Term s = { .kind = T_SIGN, .value = -1, .var = type_var (c, t) };
  return s;
}

/* Whether capture NAME is a constant (INTEGER_CST): a constant where
   it must be, and nothing said where it must not (a name passes).  */
static Term
is_constant (Cond *c, const char *name)
{
  const MdCapture *capture = capture_of (c, name);
  if (capture->constant)
    return bool_const (true);
  if (c->negative)
    {
      Term t = { .kind = T_FREE, .text = NULL, .value = 0, .var = NULL };
      return t;
    }
  if (c->disjunction && capture->var)
    {
      Term t = { .kind = T_UNKNOWN,
		 .text = "whether a capture is a constant, in a disjunction" };
      return t;
    }
  if (!capture->var)
    unsupported (c, "whether a capture is a constant, in a disjunction");
  c->needs_constant = capture->name;
  longjmp (c->fail, 1);
}

/* TREE_CODE (T): of a type, INTEGER_TYPE or BOOLEAN_TYPE (a type of
   one bit: GCC's C and C++ _Bool); of a capture, INTEGER_CST where it
   is a constant, else SSA_NAME.  */
static Term
tree_code (Cond *c, Term t)
{
  Term code = { .kind = T_CODE, .text = NULL, .value = 0, .var = NULL };
  if (t.kind == T_CAPTURE)
    {
      const MdCapture *capture = capture_of (c, t.text);
      if (!capture->constant && !capture->var)
	unsupported (c, "TREE_CODE of a captured operation");
      code.text = capture->constant ? "INTEGER_CST" : "SSA_NAME";
      code.var = capture->constant ? NULL : capture->name;
      return code;
    }
  code.text = "INTEGER_TYPE";
  code.var = arena_printf ("#type%s", type_var (c, t));
  return code;
}

/* TREE_CODE (X) == CODE, where TREE_CODE gave A.  */
static Term
compare_code (Cond *c, Term a, const char *code, bool equal)
{
  if (a.var && a.var[0] == '#')
    {
      /* A type's code: INTEGER_TYPE or BOOLEAN_TYPE by its precision;
	 no other integer type (ENUMERAL_TYPE, BITINT_TYPE) is told
	 apart.  */
      const char *var = a.var + 5;
      const char *one = arena_printf ("%s == 1", type_test (c, "precision",
							     var));
      if (strcmp (code, "BOOLEAN_TYPE") == 0)
	return bool_text (equal ? one : arena_printf ("not (%s)", one));
      if (strcmp (code, "INTEGER_TYPE") == 0)
	return bool_text (equal ? arena_printf ("not (%s)", one) : one);
      if (strstr (code, "_TYPE"))
	return bool_const (!equal);
      unsupported (c, arena_printf ("TREE_CODE of a type compared with %s",
				    code));
    }
  if (a.var && strcmp (code, "INTEGER_CST") == 0)
    {
      /* A capture that may be a name: a constant where it must be.  */
      bool saved = c->negative;
      c->negative = saved != !equal;
      Term t = is_constant (c, a.var);
      c->negative = saved;
      return t;
    }
  if (a.var && strcmp (code, "SSA_NAME") == 0)
    {
      Term t = { .kind = T_FREE, .text = NULL, .value = 0, .var = NULL };
      return t;
    }
  return bool_const ((strcmp (a.text, code) == 0) == equal);
}

/* The least (MIN) or greatest value of a type: wi::min_value (T), or
   wi::min_value (PRECISION, SIGN).  */
static Term
extreme (Cond *c, bool min, Term *args, int n)
{
  const char *precision, *var = NULL;
  Term sign;
  if (n == 1)
    {
      var = type_var (c, args[0]);
      precision = type_test (c, "precision", var);
      sign = sign_of (c, args[0]);
    }
  else if (n == 2)
    {
      precision = args[0].kind == T_NUMBER
	? arena_printf ("%ld", args[0].value) : value_text (c, args[0]);
      sign = sign_of (c, args[1]);
    }
  else
    unsupported (c, min ? "wi::min_value" : "wi::max_value");
  /* The extremes of a type in its own precision need no shift by the
     precision (whose type may be too narrow for it): -1 >>u 1 is the
     signed maximum in the type it is compared in.  */
  bool own = n == 1 || (args[0].kind == T_INT
			&& (strncmp (args[0].text, "precision(", 10) == 0
			    || strcmp (args[0].text, "LONG_BIT") == 0));
  const char *top = own ? "(~(-1 >>u 1))"
    : arena_printf ("(1 << (%s - 1))", precision);
  const char *if_unsigned = min ? "0" : "-1";
  const char *if_signed = min ? top : own ? "(-1 >>u 1)"
    : arena_printf ("(~%s)", top);
  if (sign.value >= 0)
    return int_text (sign.value ? if_signed : if_unsigned);
  return pair (type_test (c, "unsigned", sign.var), if_unsigned, if_signed);
}

/* wi::exact_log2, wi::clz and wi::ctz of X, with the functions of the
   rule language, defined for every X as GCC's are (wide-int.h): the
   index of X's one set bit, -1 where X is not a power of two; the
   zeros above its highest set bit, and below its lowest, each the
   precision where X is 0.  exact_log2 (X) is popcount (X - 1) masked
   by M, all ones for a power of two and 0 otherwise, or ~M: umin (V,
   1) is 1 where V is not 0.  */
static Term
bit_count (Cond *c, const char *function, const char *x)
{
  (void) c;
  Term t;
  if (strcmp (function, "exact_log2") == 0)
    {
      const char *mask
	= arena_printf ("(-(umin(%s, 1) & (1 - umin(%s & (%s - 1), 1))))",
			x, x, x);
      t = int_text (arena_printf ("((popcount(%s - 1) & %s) | ~%s)", x,
				  mask, mask));
    }
  else if (strcmp (function, "clz") == 0)
    /* The precision, popcount (-1), less the bits of X:
       highest_bit (X | 1) + 1, 0 for X = 0.  */
    t = int_text (arena_printf ("(popcount(-1) - (highest_bit(%s | 1) "
				"+ umin(%s, 1)))", x, x));
  else
    t = int_text (arena_printf ("popcount((%s & -%s) - 1)", x, x));
  return t;
}

/* const_binop (CODE, TYPE, A, B), int_const_binop (CODE, A, B) and
   const_unop (CODE, TYPE, A) of integer constants (fold-const.cc): the
   value wraps, and the tree has TREE_OVERFLOW where TYPE is signed and
   the exact value does not fit, which the sign bits tell: of A + B
   where it differs from those of both operands, of A - B where it
   differs from A's and A's from B's, of -A where A is the least
   value.  Products and other codes are not translated.  */
static Term
fold_constants (Cond *c, const char *name, Term code, const char *type,
		Term *operands, int n)
{
  static const struct { const char *code; const char *op; } codes[] = {
    { "PLUS_EXPR", "+" }, { "MINUS_EXPR", "-" }, { "BIT_AND_EXPR", "&" },
    { "BIT_IOR_EXPR", "|" }, { "BIT_XOR_EXPR", "^" },
    { "NEGATE_EXPR", "-" }, { "BIT_NOT_EXPR", "~" }, { NULL, NULL }
  };
  if (code.kind != T_CODE || code.var)
    unsupported (c, arena_printf ("%s of a code the instance does not "
				  "know", name));
  int k = 0;
  while (codes[k].code && strcmp (codes[k].code, code.text) != 0)
    k++;
  if (!codes[k].code || (n == 1) != (k >= 5))
    unsupported (c, arena_printf ("%s of %s", name, code.text));
  /* The tree has the type of the first operand (int_const_binop).  */
  if (operands[0].kind == T_CAPTURE)
    type = type_of_capture (c, operands[0].text);
  const char *a = value_text (c, operands[0]);
  const char *b = n == 2 ? value_text (c, operands[1]) : NULL;
  Term t = int_text (n == 2 ? arena_printf ("(%s %s %s)", a, codes[k].op, b)
		     : arena_printf ("(%s%s)", codes[k].op, a));
  t.tree = true;
  const char *signed_ = arena_printf ("not %s", type_test (c, "unsigned",
							 type));
  if (k == 0)
    t.overflow = arena_printf ("(%s and ((%s ^ %s) & (%s ^ %s)) < 0)",
			       signed_, a, t.text, b, t.text);
  else if (k == 1)
    t.overflow = arena_printf ("(%s and ((%s ^ %s) & (%s ^ %s)) < 0)",
			       signed_, a, b, a, t.text);
  else if (k == 5)
    t.overflow = arena_printf ("(%s and %s != 0 and %s == -%s)", signed_, a,
			       a, a);
  return t;
}

/* wi:: functions on the values of the rule.  */
static Term
call_wi (Cond *c, const char *name, Term *args, int n)
{
  static const struct { const char *name; const char *op; } binary[] = {
    { "wi::add", "+" }, { "wi::sub", "-" }, { "wi::mul", "*" },
    { "wi::bit_and", "&" }, { "wi::bit_or", "|" }, { "wi::bit_xor", "^" },
    { "wi::lshift", "<<" }, { "wi::lrshift", ">>u" },
    { "wi::arshift", ">>" }, { NULL, NULL }
  };
  static const struct { const char *name; const char *op; int sign; }
  comparisons[] = {
    { "wi::eq_p", "==", 1 }, { "wi::ne_p", "!=", 1 },
    { "wi::lt_p", "<", -1 }, { "wi::le_p", "<=", -1 },
    { "wi::gt_p", ">", -1 }, { "wi::ge_p", ">=", -1 },
    { "wi::lts_p", "<", 1 }, { "wi::les_p", "<=", 1 },
    { "wi::gts_p", ">", 1 }, { "wi::ges_p", ">=", 1 },
    { "wi::ltu_p", "<", 0 }, { "wi::leu_p", "<=", 0 },
    { "wi::gtu_p", ">", 0 }, { "wi::geu_p", ">=", 0 },
    { NULL, NULL, 0 }
  };
  for (int i = 0; binary[i].name; i++)
    if (strcmp (name, binary[i].name) == 0 && (n == 2 || n == 3))
      {
	/* The optional sign of add, sub and mul (overflow flag) does not
	   change the value.  */
	return int_text (arena_printf ("(%s %s %s)", value_text (c, args[0]),
				       binary[i].op,
				       value_text (c, args[1])));
      }
  for (int i = 0; comparisons[i].name; i++)
    if (strcmp (name, comparisons[i].name) == 0)
      {
	Term sign = { .kind = T_SIGN, .text = NULL, .value = comparisons[i].sign, .var = NULL };
	if (comparisons[i].sign < 0)
	  {
	    if (n != 3)
	      unsupported (c, arena_printf ("%s without a sign", name));
	    sign = sign_of (c, args[2]);
	  }
	else if (n != 2)
	  unsupported (c, name);
	return compare (c, comparisons[i].op, args[0], args[1], sign);
      }
  if (strcmp (name, "wi::rshift") == 0 && n == 3)
    {
      Term sign = sign_of (c, args[2]);
      const char *x = value_text (c, args[0]), *y = value_text (c, args[1]);
      if (sign.value >= 0)
	return int_text (arena_printf ("(%s %s %s)", x,
				       sign.value ? ">>" : ">>u", y));
      unsupported (c, "wi::rshift by the sign of a type");
    }
  if (strcmp (name, "wi::bit_not") == 0 && n == 1)
    return int_text (arena_printf ("(~%s)", value_text (c, args[0])));
  if (strcmp (name, "wi::neg") == 0 && n == 1)
    return int_text (arena_printf ("(-%s)", value_text (c, args[0])));
  if (strcmp (name, "wi::popcount") == 0 && n == 1)
    return int_text (arena_printf ("popcount(%s)", value_text (c, args[0])));
  if (strcmp (name, "wi::min_value") == 0
      || strcmp (name, "wi::max_value") == 0)
    return extreme (c, name[5] == 'i', args, n);
  /* wi::one (P) and wi::minus_one (P): 1 and -1, at the precision
     they are used in.  */
  if (strcmp (name, "wi::one") == 0 && n == 1)
    return number (1);
  if (strcmp (name, "wi::minus_one") == 0 && n == 1)
    return number (-1);
  if (n == 1 && (strcmp (name, "wi::exact_log2") == 0
		 || strcmp (name, "wi::clz") == 0
		 || strcmp (name, "wi::ctz") == 0))
    return bit_count (c, name + 4, value_text (c, args[0]));
  /* wi::only_sign_bit_p (X): X is the sign bit of its precision alone,
     the one value other than 0 that is its own negation.  */
  if (strcmp (name, "wi::only_sign_bit_p") == 0 && n == 1)
    {
      const char *x = value_text (c, args[0]);
      return bool_text (arena_printf ("(%s != 0 and %s == -%s)", x, x, x));
    }
  if (strcmp (name, "wi::neg_p") == 0 && (n == 1 || n == 2))
    {
      if (n == 2 && sign_of (c, args[1]).value == 0)
	return bool_const (false);
      if (n == 2 && sign_of (c, args[1]).value < 0)
	unsupported (c, "wi::neg_p by the sign of a type");
      return bool_text (arena_printf ("%s < 0", value_text (c, args[0])));
    }
  if (strcmp (name, "wi::bit_and_not") == 0 && n == 2)
    return int_text (arena_printf ("(%s & ~%s)", value_text (c, args[0]),
				   value_text (c, args[1])));
  if (strcmp (name, "wi::to_wide") == 0 && n == 1)
    return int_text (value_text (c, args[0]));
  if (strcmp (name, "wi::to_widest") == 0 && n == 1
      && args[0].kind == T_CAPTURE)
    {
      /* The constant's value, extended by the sign of its type: in a
	 comparison, the comparison by that sign.  */
      const MdCapture *capture = capture_of (c, args[0].text);
      Term t = int_text (value_text (c, args[0]));
      t.hwi = capture->type_var;
      t.widest = true;
      return t;
    }
  if ((strcmp (name, "wi::zext") == 0 || strcmp (name, "wi::sext") == 0)
      && n == 2)
    unsupported (c, name);
  unsupported (c, name);
}

/* The vocabulary of peepgen's own export (emitmd.c, peepgen
   --emit=match.pd), so that what it writes reads back as the rule it
   came from (peepgen --round-trip).  The manual's table of conditions
   gives each construct's meaning; a use of them other than these is
   unsupported, as anything else is.  */

/* Whether T is a precision: TYPE_PRECISION of a type, nothing computed
   from it.  */
static bool
precision_p (Term t)
{
  return t.kind == T_INT && t.meta && !is_pair (t)
	 && ((strncmp (t.text, "precision(", 10) == 0
	      && !strchr (t.text + 10, '('))
	     || (t.text[0] == 'N' && isdigit ((unsigned char) t.text[1])));
}

/* Whether X OP Y holds, unsigned.  */
static bool
holds_unsigned (const char *op, unsigned long x, unsigned long y)
{
  return strcmp (op, "==") == 0 ? x == y : strcmp (op, "!=") == 0 ? x != y
	 : strcmp (op, "<") == 0 ? x < y : strcmp (op, "<=") == 0 ? x <= y
	 : strcmp (op, ">") == 0 ? x > y : x >= y;
}

/* A comparison OP of precisions A and B, unsigned, into *OUT; false if
   neither is a precision, nor anything needs doing.  A precision is a
   constant of the type the comparison is typed in, which is that of
   its variable where nothing else types it: in the one-bit type of a
   truth value 8 is 0, so that 1 <u 8 is false there.  Two precisions
   are compared in the type of one that is not of one bit, a precision
   and a number K above 1 at one bit by the value of 1 OP K: exact at
   every width of at least 8 bits (precisions are at most 128), and at
   1.  */
static bool
compare_precisions (Cond *c, const char *op, Term a, Term b, Term *out)
{
  (void) c;
  bool pa = precision_p (a) && a.text[0] == 'p';
  bool pb = precision_p (b) && b.text[0] == 'p';
  const char *uop = strcmp (op, "==") == 0 || strcmp (op, "!=") == 0 ? op
		    : arena_printf ("%su", op);
  if (pa && pb && strcmp (a.text, b.text) != 0)
    {
      *out = bool_text (arena_printf ("((%s == 1 and zext(%s) %s %s) or "
				      "(%s != 1 and %s %s zext(%s)))",
				      a.text, a.text, uop, b.text, a.text,
				      a.text, uop, b.text));
      return true;
    }
  if (pa == pb)
    return false;
  Term p = pa ? a : b, k = pa ? b : a;
  if (k.kind != T_NUMBER || (k.value >= 0 && k.value <= 1))
    return false;
  unsigned long one = 1, number = (unsigned long) k.value;
  bool at_one = pa ? holds_unsigned (op, one, number)
		: holds_unsigned (op, number, one);
  const char *plain = pa ? arena_printf ("%s %s %ld", p.text, uop, k.value)
		      : arena_printf ("%ld %s %s", k.value, uop, p.text);
  *out = bool_text (arena_printf (at_one ? "(%s == 1 or %s)"
				  : "(%s != 1 and %s)", p.text, plain));
  return true;
}

/* pow2p_hwi (X): the host integer X is a power of two.  Of a precision,
   computed in its type, where it fits: exact.  */
static Term
export_pow2p (Cond *c, Term x)
{
  if (x.kind == T_NUMBER)
    return bool_const (x.value > 0 && (x.value & (x.value - 1)) == 0);
  if (!precision_p (x))
    unsupported (c, "pow2p_hwi of a value that is not a precision");
  Term nonzero = combine (c, "!=", x, number (0));
  Term low_bit = combine (c, "&", x, combine (c, "-", x, number (1)));
  return combine (c, "&&", nonzero, combine (c, "==", low_bit, number (0)));
}

/* IN_RANGE (X, LO, HI): LO <= X <= HI (GCC's macro, in unsigned host
   arithmetic), with constant bounds.  Of a precision, the precisions
   the prover gives types that lie in the range: a literal of 128
   compared in a type of 8 bits would be exact, but in the one-bit
   type of a truth value it is 0, and 8 <=u 0 is false.  Every
   precision an obligation has is one of --widths or 1, so the
   disjunction is exact wherever the rule is proven.  */
static Term
export_in_range (Cond *c, Term *args)
{
  if (args[1].kind != T_NUMBER || args[2].kind != T_NUMBER
      || args[1].value < 0 || args[1].value > args[2].value)
    unsupported (c, "IN_RANGE with bounds that are not constants");
  long low = args[1].value, high = args[2].value;
  if (args[0].kind == T_NUMBER)
    return bool_const (args[0].value >= low && args[0].value <= high);
  if (!precision_p (args[0]))
    unsupported (c, "IN_RANGE of a value that is not a precision");
  Term any = bool_const (false);
  for (int i = -1; i < width_count; i++)
    {
      long width = i < 0 ? 1 : (long) widths[i];
      if (width >= low && width <= high)
	any = combine (c, "||", any,
		       combine (c, "==", args[0], number (width)));
    }
  return any;
}

/* wi::shwi (V, P) and wi::uhwi (V, P): the host integer V as a wide_int
   of precision P, the precision of the type the rule gives it where it
   is used.  A negative V as unsigned is 2^64 + V, which is not V above
   64 bits: unsupported.  */
static Term
export_hwi (Cond *c, const char *name, Term v, Term p)
{
  /* The precision of the rule's type at that precision: LONG_BIT,
     which is of the rule's type, and gives its type to what it is used
     with (a shift count in LONG_BIT - N + C, whose GIMPLE type is its
     own).  */
  if (v.kind == T_INT && p.kind == T_INT && !is_pair (v) && !is_pair (p)
      && strcmp (v.text, "precision()") == 0
      && strcmp (p.text, "precision()") == 0)
    return int_text ("LONG_BIT");
  if (v.kind == T_NUMBER)
    {
      if (v.value < 0 && strcmp (name, "wi::uhwi") == 0)
	unsupported (c, "wi::uhwi of a negative number");
      return v;
    }
  if (v.kind != T_INT || is_pair (v))
    unsupported (c, arena_printf ("%s of a value that is not a host "
				  "integer", name));
  /* A wide_int now: its comparisons are signed; a precision, in the
     type of where it is used, not in that of its variable.  */
  if (precision_p (v) && v.text[0] == 'p')
    v = int_text (arena_printf ("zext(%s)", v.text));
  v.meta = false;
  return v;
}

/* The functions of the export that have a meaning in the rule
   language; false for the others.  */
static bool
call_export (Cond *c, const char *name, Term *args, int n, Term *out)
{
  static const struct { const char *name; const char *function; }
  extremes[] = {
    { "wi::smin", "min" }, { "wi::smax", "max" }, { "wi::umin", "umin" },
    { "wi::umax", "umax" }, { NULL, NULL }
  };
  if (n == 1 && strcmp (name, "pow2p_hwi") == 0)
    *out = export_pow2p (c, args[0]);
  else if (n == 3 && strcmp (name, "IN_RANGE") == 0)
    *out = export_in_range (c, args);
  else if (n == 2 && (strcmp (name, "wi::shwi") == 0
		      || strcmp (name, "wi::uhwi") == 0))
    *out = export_hwi (c, name, args[0], args[1]);
  else if (n == 1 && (strcmp (name, "HOST_WIDE_INT_UC") == 0
		      || strcmp (name, "HOST_WIDE_INT_C") == 0)
	   && args[0].kind == T_NUMBER)
    *out = args[0];
  else if (n == 1 && strcmp (name, "wide_int") == 0)
    /* wide_int (X): X, a wide_int already.  */
    *out = int_text (value_text (c, args[0]));
  else if (n == 2 && strcmp (name, "wi::to_wide") == 0)
    /* wi::to_wide (@N, P): the constant at precision P.  The rule gives
       a constant the type of where it is used, a shift count that of
       the value it shifts unless something else gives it one, and P is
       meant to be its precision (the export writes P so: the count of
       sext_rshift_trunc is used with LONG_BIT, whose wi::uhwi is read
       back as LONG_BIT, export_hwi).  */
    *out = int_text (value_text (c, args[0]));
  else if (n == 3 && strcmp (name, "wide_int::from") == 0
	   && args[2].kind == T_SIGN && args[2].value == 0)
    /* wide_int::from (X, P, UNSIGNED): X zero-extended or truncated to
       P, the precision of the type it is used in: zext (X).  */
    *out = int_text (arena_printf ("zext(%s)", value_text (c, args[0])));
  else if (n == 3 && (strcmp (name, "wi::div_floor") == 0
		      || strcmp (name, "wi::mod_floor") == 0)
	   && args[2].kind == T_SIGN && args[2].value == 1)
    /* Signed floor division and its remainder: the rule language's //
       and %; by 0 GCC's divides by 1 and the rule's is undefined (the
       export checks the divisor first).  */
    *out = int_text (arena_printf ("(%s %s %s)", value_text (c, args[0]),
				   name[4] == 'd' ? "//" : "%",
				   value_text (c, args[1])));
  else if (n == 1 && strcmp (name, "wi::floor_log2") == 0)
    /* The index of the highest set bit; at 0 GCC's is -1 and the rule
       language's undefined: a condition that uses it does not hold
       there (the export checks X != 0 first).  */
    *out = int_text (arena_printf ("highest_bit(%s)",
				   value_text (c, args[0])));
  else
    {
      for (int i = 0; extremes[i].name; i++)
	if (n == 2 && strcmp (name, extremes[i].name) == 0)
	  {
	    *out = int_text (arena_printf ("%s(%s, %s)", extremes[i].function,
					   value_text (c, args[0]),
					   value_text (c, args[1])));
	    return true;
	  }
      return false;
    }
  return true;
}

/* NAME (ARGS...): a function or macro of GCC.  */
static Term
call (Cond *c, const char *name, Term *args, int n)
{
  Term exported;
  if (call_export (c, name, args, n, &exported))
    return exported;
  if (in_list (free_predicates, name))
    {
      Term t = { .kind = T_FREE, .text = NULL, .value = 0, .var = NULL };
      return t;
    }
  if (in_list (float_functions, name))
    {
      /* Of a REAL_CST: the instance is one of floating point.  */
      c->float_only = true;
      unsupported (c, name);
    }
  if (n == 1 && strcmp (name, "TREE_OVERFLOW") == 0 && args[0].kind == T_INT
      && args[0].tree)
    return args[0].overflow ? bool_text (args[0].overflow)
	   : bool_const (false);
  if (in_list (false_type_predicates, name))
    {
      if (!c->not_integer)
	c->not_integer = arena_strdup (name);
      return bool_const (false);
    }
  if (n == 1 && (strcmp (name, "INTEGRAL_TYPE_P") == 0
		 || strcmp (name, "ANY_INTEGRAL_TYPE_P") == 0))
    return bool_const (true);
  if (n == 1 && strcmp (name, "TREE_CODE") == 0)
    return tree_code (c, args[0]);
  if (n == 1 && (strcmp (name, "CONSTANT_CLASS_P") == 0
		 || strcmp (name, "poly_int_tree_p") == 0
		 || strcmp (name, "TREE_CONSTANT") == 0)
      && args[0].kind == T_CAPTURE)
    return is_constant (c, args[0].text);
  if (n == 1 && (strcmp (name, "uniform_integer_cst_p") == 0)
      && args[0].kind == T_CAPTURE)
    return is_constant (c, args[0].text);
  if (n == 1 && strcmp (name, "type_has_mode_precision_p") == 0)
    return bool_text (arena_printf ("%s != 1", type_test (c, "precision",
						      type_var (c, args[0]))));
  if (n == 1 && strcmp (name, "may_negate_without_overflow_p") == 0
      && args[0].kind == T_CAPTURE)
    {
      /* GCC's: false for an unsigned type, else not the minimum.  */
      const MdCapture *capture = capture_of (c, args[0].text);
      if (!capture->constant)
	{
	  c->needs_constant = capture->name;
	  longjmp (c->fail, 1);
	}
      const char *u = type_test (c, "unsigned", capture->type_var);
      return bool_text (arena_printf ("(not %s and %s != ~(-1 >>u 1))", u,
				      capture->var));
    }
  if (n == 1 && strcmp (name, "TREE_TYPE") == 0)
    {
      Term t = { .kind = T_TYPE, .var = type_var (c, args[0]),
		 .value = args[0].kind == T_CAPTURE
		 ? capture_of (c, args[0].text)->type_class : -2 };
      return t;
    }
  if (n == 1 && strcmp (name, "TYPE_UNSIGNED") == 0)
    return bool_text (type_test (c, "unsigned", type_var (c, args[0])));
  if (n == 1 && strcmp (name, "TYPE_OVERFLOW_WRAPS") == 0)
    return bool_text (type_test (c, "wraps", type_var (c, args[0])));
  if (n == 1 && strcmp (name, "TYPE_OVERFLOW_UNDEFINED") == 0)
    return bool_text (type_test (c, "undefined", type_var (c, args[0])));
  if (n == 1 && (strcmp (name, "TYPE_PRECISION") == 0
		 || strcmp (name, "element_precision") == 0))
    {
      Term t = int_text (type_test (c, "precision", type_var (c, args[0])));
      t.meta = true;
      return t;
    }
  if (n == 1 && strcmp (name, "TYPE_SIGN") == 0)
    return sign_of (c, args[0]);
  /* useless_type_conversion_p of integer types: the same precision and
     signedness (GIMPLE's tree-ssa.cc), which types_match also is.  */
  if (n == 2 && (strcmp (name, "types_match") == 0
		 || strcmp (name, "useless_type_conversion_p") == 0
		 || strcmp (name, "tree_nop_conversion_p") == 0))
    {
      const char *a = type_var (c, args[0]), *b = type_var (c, args[1]);
      const char *pa = type_test (c, "precision", a);
      const char *pb = type_test (c, "precision", b);
      if (name[0] == 't' && name[1] == 'r')
	return bool_text (arena_printf ("%s == %s", pa, pb));
      const char *ua = type_test (c, "unsigned", a);
      const char *ub = type_test (c, "unsigned", b);
      const char *wa = type_test (c, "wraps", a);
      const char *wb = type_test (c, "wraps", b);
      return bool_text (arena_printf ("(%s == %s and ((%s and %s) or (not %s "
				      "and not %s)) and ((%s and %s) or (not "
				      "%s and not %s)))", pa, pb, ua, ub, ua,
				      ub, wa, wb, wa, wb));
    }
  if (n == 1 && (strcmp (name, "TYPE_MIN_VALUE") == 0
		 || strcmp (name, "TYPE_MAX_VALUE") == 0))
    {
      /* The least or greatest value of an integer type; the tree that
	 holds it, which every integer type has, as a condition.  */
      Term t = extreme (c, name[6] == 'I', args, 1);
      t.tree = true;
      return t;
    }
  if ((n == 2 || n == 3) && strcmp (name, "operand_equal_p") == 0)
    {
      /* Of a capture and a constant that the condition computes (not
	 a capture): a name is never equal to it, a constant where their
	 values are (the flags, OEP_ONLY_CONST ..., change nothing
	 there).  Two captures may be one name: not translated.  */
      Term a = args[0], b = args[1];
      if (a.kind != T_CAPTURE)
	{
	  Term t = a;
	  a = b;
	  b = t;
	}
      if (b.kind == T_CAPTURE || (b.kind != T_INT && b.kind != T_NUMBER))
	unsupported (c, "operand_equal_p of two captures");
      if (a.kind == T_CAPTURE && !capture_of (c, a.text)->constant)
	{
	  Term constant = is_constant (c, a.text);
	  if (constant.kind == T_FREE || constant.kind == T_UNKNOWN)
	    return constant;
	}
      return combine (c, "==", a, b);
    }
  if (n == 4 && strcmp (name, "const_binop") == 0)
    return fold_constants (c, name, args[0], type_var (c, args[1]),
			   args + 2, 2);
  if (n == 3 && strcmp (name, "const_unop") == 0)
    return fold_constants (c, name, args[0], type_var (c, args[1]),
			   args + 2, 1);
  if (n == 3 && strcmp (name, "int_const_binop") == 0)
    {
      /* In the type of its first operand.  */
      if (args[1].kind != T_CAPTURE)
	unsupported (c, "int_const_binop of a value that is not a capture");
      return fold_constants (c, name, args[0],
			     type_of_capture (c, args[1].text), args + 1, 2);
    }
  if (n == 1 && (strcmp (name, "unsigned_type_for") == 0
		 || strcmp (name, "signed_type_for") == 0))
    {
      /* The type of the precision of T and that sign (a type already
	 of that sign is itself: its tests are the same).  */
      const char *of = type_var (c, args[0]);
      if (of[0] == '#' && (of[1] == 'u' || of[1] == 's'))
	of += 2;
      Term t = { .kind = T_TYPE, .value = -5,
		 .var = arena_printf ("#%c%s", name[0], of) };
      return t;
    }
  if (n == 2 && strcmp (name, "tree_int_cst_compare") == 0)
    {
      /* wi::cmps of the two constants, each extended by the sign of its
	 type: a comparison by that sign where they share a type.  */
      if (args[0].kind != T_CAPTURE || args[1].kind != T_CAPTURE)
	unsupported (c, "tree_int_cst_compare of a value that is not a "
		     "capture");
      const MdCapture *a = capture_of (c, args[0].text);
      const MdCapture *b = capture_of (c, args[1].text);
      if (!a->constant || !b->constant)
	unsupported (c, "tree_int_cst_compare of a capture that may be a "
		     "name");
      if (a->type_class != b->type_class)
	unsupported (c, "tree_int_cst_compare of constants of two types");
      const char *u = type_test (c, "unsigned", a->type_var);
      Term t = { .kind = T_SGN,
		 .text = arena_printf ("((%s and %s <u %s) or (not %s and "
				       "%s < %s))", u, a->var, b->var, u,
				       a->var, b->var),
		 .alt = arena_printf ("%s == %s", a->var, b->var),
		 .test = arena_printf ("((%s and %s >u %s) or (not %s and "
				       "%s > %s))", u, a->var, b->var, u,
				       a->var, b->var) };
      return t;
    }
  if (n == 1 && args[0].kind == T_CAPTURE)
    {
      const MdCapture *capture = capture_of (c, args[0].text);
      const char *v = capture->var;
      if (capture->constant)
	{
	  if (strcmp (name, "integer_zerop") == 0)
	    return bool_text (arena_printf ("%s == 0", v));
	  if (strcmp (name, "integer_onep") == 0)
	    return bool_text (arena_printf ("%s == 1", v));
	  if (strcmp (name, "integer_all_onesp") == 0
	      || strcmp (name, "integer_minus_onep") == 0)
	    return bool_text (arena_printf ("%s == -1", v));
	  if (strcmp (name, "integer_nonzerop") == 0)
	    return bool_text (arena_printf ("%s != 0", v));
	  if (strcmp (name, "integer_pow2p") == 0)
	    return bool_text (arena_printf ("(%s != 0 and %s & (%s - 1) == 0)",
					    v, v, v));
	  if (strcmp (name, "tree_to_uhwi") == 0
	      || strcmp (name, "tree_to_shwi") == 0
	      || strcmp (name, "TREE_INT_CST_LOW") == 0)
	    {
	      /* The value, where it fits a host integer (tree_to_uhwi
		 and tree_to_shwi assert that it does): compared by the
		 sign of the constant's type, which reads its bits.  */
	      Term t = int_text (v);
	      t.hwi = capture->type_var;
	      return t;
	    }
	  if (strcmp (name, "tree_log2") == 0)
	    return bit_count (c, "exact_log2", v);
	  if (strcmp (name, "tree_int_cst_sgn") == 0)
	    {
	      /* The sign of the constant as its type reads it.  */
	      const char *u = type_test (c, "unsigned", capture->type_var);
	      Term t = { .kind = T_SGN,
			 .text = arena_printf ("(not %s and %s < 0)", u, v),
			 .alt = arena_printf ("%s == 0", v),
			 .test = arena_printf ("(%s != 0 and (%s or %s > 0))",
					       v, u, v) };
	      return t;
	    }
	  if (strcmp (name, "tree_fits_uhwi_p") == 0)
	    {
	      /* Not negative as its type reads it, and below 2^64: its
		 highest set bit is below 64 (highest_bit (0 | 1) is 0).  */
	      const char *u = type_test (c, "unsigned", capture->type_var);
	      return bool_text (arena_printf ("((%s or %s >= 0) and "
					      "highest_bit(%s | 1) < 64)",
					      u, v, v));
	    }
	  if (strcmp (name, "tree_fits_shwi_p") == 0)
	    {
	      /* In [-2^63, 2^63) as its type reads it.  */
	      const char *u = type_test (c, "unsigned", capture->type_var);
	      return bool_text (arena_printf ("(((%s or %s >= 0) and "
					      "highest_bit(%s | 1) < 63) or "
					      "(not %s and %s < 0 and "
					      "highest_bit(~%s | 1) < 63))",
					      u, v, v, u, v, v));
	    }
	}
      else if (strcmp (name, "integer_zerop") == 0
	       || strcmp (name, "integer_onep") == 0
	       || strcmp (name, "integer_all_onesp") == 0
	       || strcmp (name, "integer_pow2p") == 0
	       || strcmp (name, "integer_minus_onep") == 0
	       || strcmp (name, "integer_nonzerop") == 0)
	{
	  /* Of a capture that may be a name: where it must hold, the
	     capture is a constant; where it must not, a name passes, and
	     the condition says nothing of a value.  */
	  if (c->negative)
	    {
	      Term t = { .kind = T_FREE, .text = NULL, .value = 0, .var = NULL };
	      return t;
	    }
	  if (c->disjunction)
	    {
	      Term t = { .kind = T_UNKNOWN,
			 .text = arena_printf ("%s of a capture that may be a "
					       "name, in a disjunction",
					       name) };
	      return t;
	    }
	  c->needs_constant = capture->name;
	  longjmp (c->fail, 1);
	}
      if (!v && (strcmp (name, "tree_expr_nonnegative_p") == 0
		 || strcmp (name, "tree_expr_nonzero_p") == 0
		 || strcmp (name, "get_nonzero_bits") == 0
		 || strcmp (name, "tree_nonzero_bits") == 0))
	/* The facts are of variables (x.zeros ...); an operation's value
	   has none.  */
	unsupported (c, arena_printf ("%s of a captured operation", name));
      if (strcmp (name, "tree_expr_nonnegative_p") == 0)
	return bool_text (arena_printf ("(%s or %s)",
					type_test (c, "unsigned",
						   capture->type_var),
					capture->constant
					? arena_printf ("%s >= 0", v)
					: arena_printf ("%s.known_nonnegative()",
							v)));
      if (strcmp (name, "tree_expr_nonzero_p") == 0)
	return bool_text (capture->constant ? arena_printf ("%s != 0", v)
			  : arena_printf ("%s.known_nonzero()", v));
      if (strcmp (name, "get_nonzero_bits") == 0
	  || strcmp (name, "tree_nonzero_bits") == 0)
	return int_text (capture->constant ? v
			 : arena_printf ("(~%s.zeros)", v));
    }
  if (strncmp (name, "wi::", 4) == 0)
    return call_wi (c, name, args, n);
  /* Constants of results.  */
  if (n == 1 && strcmp (name, "build_zero_cst") == 0)
    return number (0);
  if (n == 1 && (strcmp (name, "build_one_cst") == 0
		 || strcmp (name, "build_each_one_cst") == 0))
    return number (1);
  if (n == 1 && (strcmp (name, "build_all_ones_cst") == 0
		 || strcmp (name, "build_minus_one_cst") == 0))
    return number (-1);
  if (n == 2 && (strcmp (name, "build_int_cst") == 0
		 || strcmp (name, "build_int_cst_type") == 0
		 || strcmp (name, "wide_int_to_tree") == 0))
    return args[1].kind == T_NUMBER ? args[1]
      : int_text (value_text (c, args[1]));
  if (n == 2 && strcmp (name, "constant_boolean_node") == 0)
    {
      Term b = expect_bool (c, args[0]);
      if (b.kind == T_BOOL && b.value >= 0)
	return number (b.value);
      unsupported (c, "constant_boolean_node of a condition");
    }
  unsupported (c, name);
}

static Term
parse_primary (Cond *c)
{
  CLexer *lx = &c->lx;
  if (lx->kind == C_CAPTURE)
    {
      Term t = { .kind = T_CAPTURE, .text = arena_strdup (lx->text), .value = 0, .var = NULL };
      c_next (lx);
      return t;
    }
  if (lx->kind == C_NUMBER)
    {
      char *end;
      errno = 0;
      long value = strtol (lx->text, &end, 0);
      if (errno == ERANGE)
	unsupported (c, arena_printf ("the number %s, beyond a long",
				      lx->text));
      while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
	end++;
      if (*end)
	unsupported (c, arena_printf ("the number %s", lx->text));
      c_next (lx);
      return number (value);
    }
  if (accept (c, "("))
    {
      Term t = parse_expr (c);
      expect (c, ")");
      return t;
    }
  if (lx->kind != C_NAME)
    unsupported (c, arena_printf ("C++ syntax: '%s'", lx->text));
  const char *name = arena_strdup (lx->text);
  c_next (lx);
  if (accept (c, "("))
    {
      Term args[8];
      int n = parse_arguments (c, args, 8);
      return call (c, name, args, n > 8 ? 8 : n);
    }
  if (strcmp (name, "type") == 0)
    {
      Term t = { .kind = T_TYPE, .value = c->captures->root_class,
		 .var = "" };
      return t;
    }
  if (strcmp (name, "true") == 0 || strcmp (name, "false") == 0)
    return bool_const (name[0] == 't');
  if (strcmp (name, "SIGNED") == 0 || strcmp (name, "UNSIGNED") == 0)
    {
      Term t = { .kind = T_SIGN, .text = NULL, .value = name[0] == 'S' ? 1 : 0, .var = NULL };
      return t;
    }
  if (strcmp (name, "HOST_BITS_PER_WIDE_INT") == 0)
    return number (64);
  /* genmatch's GIMPLE and GENERIC: the forms are read as GIMPLE's
     folder has them (gimple-match.cc).  */
  if (strcmp (name, "GIMPLE") == 0 || strcmp (name, "GENERIC") == 0)
    return bool_const (name[1] == 'I');
  if (strcmp (name, "boolean_type_node") == 0)
    {
      /* _Bool: one bit, unsigned, as the type of a select's condition
	 ("#W1").  */
      Term t = { .kind = T_TYPE, .value = -4, .var = "#W1" };
      return t;
    }
  if (strcmp (name, "integer_type_node") == 0)
    {
      /* C's int: the type of shift counts that the result builds
	 (build_int_cst (integer_type_node, N)); a shift count's type is
	 its own in GIMPLE, and that of the value it shifts in the rule.
	 Any test of it is unsupported (type_test).  */
      Term t = { .kind = T_TYPE, .value = -3, .var = "#int" };
      return t;
    }
  if (in_list (free_flags, name))
    {
      Term t = { .kind = T_FREE, .text = NULL, .value = 0, .var = NULL };
      return t;
    }
  if (in_list (false_flags, name))
    return bool_const (false);
  for (int i = c->local_count - 1; i >= 0; i--)
    if (strcmp (c->local_names[i], name) == 0)
      {
	Term t = c->local_terms[i];
	if (t.kind == T_CODE && t.text[0] == '\x01')
	  unsupported (c, t.text + 1);
	return t;
      }
  bool code = true;
  for (const char *p = name; *p; p++)
    if (islower ((unsigned char) *p))
      code = false;
  if (code)
    {
      Term t = { .kind = T_CODE, .text = name, .value = 0, .var = NULL };
      return t;
    }
  unsupported (c, name);
}

static Term
parse_postfix (Cond *c)
{
  Term t = parse_primary (c);
  while (c->lx.kind == C_PUNCT && (strcmp (c->lx.text, ".") == 0
				   || strcmp (c->lx.text, "->") == 0))
    {
      c_next (&c->lx);
      const char *member = arena_strdup (c->lx.text);
      c_next (&c->lx);
      if (accept (c, "("))
	{
	  Term args[4];
	  parse_arguments (c, args, 4);
	}
      if (strcmp (member, "to_uhwi") == 0 || strcmp (member, "to_shwi") == 0)
	continue;
      unsupported (c, arena_printf ("the member %s", member));
    }
  return t;
}

static Term
parse_unary (Cond *c)
{
  if (accept (c, "!"))
    {
      c->negative = !c->negative;
      Term t = parse_unary (c);
      if (t.kind != T_UNKNOWN)
	t = expect_bool (c, t);
      c->negative = !c->negative;
      if (t.kind == T_UNKNOWN)
	return t;
      if (t.kind == T_FREE)
	return t;
      if (t.value >= 0)
	return bool_const (!t.value);
      return bool_text (arena_printf ("not (%s)", t.text));
    }
  if (accept (c, "~"))
    return int_text (arena_printf ("(~%s)", value_text (c, parse_unary (c))));
  if (accept (c, "-"))
    {
      Term t = parse_unary (c);
      if (t.kind == T_NUMBER)
	return number (-t.value);
      return int_text (arena_printf ("(-%s)", value_text (c, t)));
    }
  return parse_postfix (c);
}

/* Binary operators by precedence, lowest first.  */
static const char *const levels[][5] = {
  { "||", NULL }, { "&&", NULL }, { "|", NULL }, { "^", NULL },
  { "&", NULL }, { "==", "!=", NULL }, { "<", "<=", ">", ">=", NULL },
  { "<<", ">>", NULL }, { "+", "-", NULL }, { "*", "/", "%", NULL }
};
#define LEVEL_COUNT ((int) (sizeof levels / sizeof levels[0]))

static Term
combine (Cond *c, const char *op, Term a, Term b)
{
  if (strcmp (op, "||") == 0 || strcmp (op, "&&") == 0)
    {
      bool and_ = op[0] == '&';
      /* UNKNOWN || FREE: true, as FREE || X is.  */
      if (!and_ && ((a.kind == T_UNKNOWN && b.kind == T_FREE)
		    || (b.kind == T_UNKNOWN && a.kind == T_FREE)))
	return a.kind == T_FREE ? a : b;
      a = expect_bool (c, a);
      b = expect_bool (c, b);
      /* A free condition is true whichever way it is written: FREE && X
	 is X, and FREE || X is true (GCC may apply the form wherever X
	 does not hold, as far as the meaning goes).  */
      if (a.kind == T_FREE || b.kind == T_FREE)
	{
	  if (!and_)
	    return a.kind == T_FREE ? a : b;
	  return a.kind == T_FREE ? b : a;
	}
      if (a.value >= 0)
	return (a.value != 0) == and_ ? b : a;
      if (b.value >= 0)
	return (b.value != 0) == and_ ? a : b;
      return bool_text (arena_printf ("(%s %s %s)", a.text,
				      and_ ? "and" : "or", b.text));
    }
  if (a.kind == T_CODE && b.kind == T_CODE
      && (strcmp (op, "==") == 0 || strcmp (op, "!=") == 0))
    {
      if (a.var)
	return compare_code (c, a, b.text, op[0] == '=');
      if (b.var)
	return compare_code (c, b, a.text, op[0] == '=');
      return bool_const ((strcmp (a.text, b.text) == 0) == (op[0] == '='));
    }
  if (a.kind == T_SIGN && b.kind == T_SIGN
      && (strcmp (op, "==") == 0 || strcmp (op, "!=") == 0))
    {
      bool eq = op[0] == '=';
      if (a.value >= 0 && b.value >= 0)
	return bool_const ((a.value == b.value) == eq);
      Term type = a.value < 0 ? a : b, sign = a.value < 0 ? b : a;
      if (sign.value < 0)
	unsupported (c, "a comparison of the signs of two types");
      const char *test = type_test (c, "unsigned", type.var);
      bool want_unsigned = (sign.value == 0) == eq;
      return bool_text (want_unsigned ? test
			: arena_printf ("not %s", test));
    }
  if (is_pair (a) || is_pair (b))
    return combine_pairs (c, op, a, b);
  if ((a.kind == T_SGN && b.kind == T_NUMBER)
      || (b.kind == T_SGN && a.kind == T_NUMBER))
    return compare_sign (c, op, a, b);
  if (a.kind == T_NUMBER && b.kind == T_NUMBER)
    {
      long x = a.value, y = b.value;
      switch (op[0])
	{
	case '+': return number (x + y);
	case '-': return number (x - y);
	case '*': return number (x * y);
	case '=': return bool_const (x == y);
	case '!': return bool_const (x != y);
	case '<':
	  if (op[1] == '<')
	    return number (x << y);
	  return bool_const (op[1] == '=' ? x <= y : x < y);
	case '>':
	  if (op[1] == '>')
	    return number (x >> y);
	  return bool_const (op[1] == '=' ? x >= y : x > y);
	default:
	  break;
	}
    }
  bool meta = (a.meta || a.kind == T_NUMBER) && (b.meta || b.kind == T_NUMBER);
  if (strchr ("=!<>", op[0]) && strcmp (op, "<<") != 0
      && strcmp (op, ">>") != 0)
    {
      /* Comparisons of constants (wide_int: by the operators' sign, in
	 GCC signed for these); of precisions, unsigned: 128 is -128 in
	 eight bits.  */
      Term sign = { .kind = T_SIGN, .value = meta ? 0 : 1 };
      const char *hwi = a.hwi ? a.hwi : b.hwi;
      if (hwi)
	{
	  sign.value = -1;
	  sign.var = hwi;
	}
      return compare (c, op, a, b, sign);
    }
  if (strcmp (op, "/") == 0 || strcmp (op, "%") == 0)
    {
      /* Of host integers (precisions, tree_to_uhwi of constants): the
	 rule's // and %, which floor where C++ truncates, the same for
	 the values that are not negative at the precision they are
	 computed in (counts and precisions are).  */
      bool host_a = a.kind == T_NUMBER || (a.kind == T_INT && (a.meta || a.hwi));
      bool host_b = b.kind == T_NUMBER || (b.kind == T_INT && (b.meta || b.hwi));
      if (!host_a || !host_b)
	unsupported (c, arena_printf ("the C++ operator %s", op));
      op = op[0] == '/' ? "//" : "%";
    }
  if (a.widest || b.widest)
    unsupported (c, "arithmetic on wi::to_widest");
  Term t = int_text (arena_printf ("(%s %s %s)", value_text (c, a), op,
				   value_text (c, b)));
  t.meta = meta;
  t.hwi = a.hwi ? a.hwi : b.hwi;
  return t;
}

/* S OP K, of a sign S (tree_int_cst_sgn, tree_int_cst_compare) and a
   number K: the values of -1, 0 and 1 that satisfy it, each a
   condition on the constants.  */
static Term
compare_sign (Cond *c, const char *op, Term a, Term b)
{
  if (a.kind == T_SGN && b.kind == T_SGN)
    unsupported (c, "a comparison of two signs");
  bool swapped = a.kind != T_SGN;
  Term sgn = swapped ? b : a;
  long k = swapped ? a.value : b.value;
  const char *text = NULL;
  for (long s = -1; s <= 1; s++)
    {
      long x = swapped ? k : s, y = swapped ? s : k;
      bool holds = strcmp (op, "==") == 0 ? x == y
	: strcmp (op, "!=") == 0 ? x != y
	: strcmp (op, "<") == 0 ? x < y
	: strcmp (op, "<=") == 0 ? x <= y
	: strcmp (op, ">") == 0 ? x > y
	: strcmp (op, ">=") == 0 ? x >= y : false;
      if (!strchr ("=!<>", op[0]) || strcmp (op, "<<") == 0
	  || strcmp (op, ">>") == 0)
	unsupported (c, "arithmetic on tree_int_cst_sgn");
      if (!holds)
	continue;
      const char *when = s < 0 ? sgn.text : s == 0 ? sgn.alt : sgn.test;
      text = text ? arena_printf ("%s or %s", text, when) : when;
    }
  if (!text)
    return bool_const (false);
  return bool_text (arena_printf ("(%s)", text));
}

static Term
parse_binary (Cond *c, int level)
{
  if (level == LEVEL_COUNT)
    return parse_unary (c);
  Term t = parse_binary (c, level + 1);
  for (;;)
    {
      const char *op = NULL;
      if (c->lx.kind == C_PUNCT)
	for (int i = 0; levels[level][i]; i++)
	  if (strcmp (c->lx.text, levels[level][i]) == 0)
	    op = levels[level][i];
      if (!op)
	return t;
      c_next (&c->lx);
      if ((level == 0 || level == 1) && t.kind == T_BOOL && t.value >= 0
	  && (t.value != 0) == (level == 0))
	{
	  /* true || X, false && X: X does not matter.  */
	  parse_irrelevant (c, parse_binary, level + 1);
	  continue;
	}
      Term right = parse_binary (c, level + 1);
      t = combine (c, op, t, right);
    }
}

static Term
parse_expr (Cond *c)
{
  Term t = parse_binary (c, 0);
  if (accept (c, "?"))
    {
      t = expect_bool (c, t);
      if (t.kind == T_BOOL && t.value >= 0)
	{
	  Term taken;
	  if (t.value)
	    {
	      taken = parse_expr (c);
	      expect (c, ":");
	      parse_irrelevant (c, parse_binary, 0);
	    }
	  else
	    {
	      parse_irrelevant (c, parse_binary, 0);
	      expect (c, ":");
	      taken = parse_expr (c);
	    }
	  return taken;
	}
      unsupported (c, "?: on a condition that is not constant");
    }
  return t;
}

/* Bind NAME to a term that fails with REASON where it is used.  */
static void
bind_failing (Cond *c, const char *name, const char *reason)
{
  if (c->local_count == 32)
    return;
  Term failing = { .kind = T_CODE,
		   .text = arena_printf ("\x01%s", reason) };
  c->local_names[c->local_count] = name;
  c->local_terms[c->local_count++] = failing;
}

static bool
is_punct (const CLexer *lx, const char *punct)
{
  return lx->kind == C_PUNCT && strcmp (lx->text, punct) == 0;
}

/* Skip a statement: to its ';' or past its braced block; with BIND,
   binding the names it mentions that are declared already to failing
   terms (it may assign them).  */
static void
skip_tokens (Cond *c, bool bind)
{
  CLexer *lx = &c->lx;
  int depth = 0;
  while (lx->kind != C_END)
    {
      if (bind && lx->kind == C_NAME)
	for (int i = 0; i < c->local_count; i++)
	  if (strcmp (c->local_names[i], lx->text) == 0)
	    bind_failing (c, c->local_names[i],
			  arena_printf ("%s, assigned in a (with ...) block",
					lx->text));
      if (lx->kind == C_PUNCT && strchr ("([{", lx->text[0]))
	depth++;
      else if (lx->kind == C_PUNCT && strchr (")]}", lx->text[0]))
	{
	  depth--;
	  if (depth == 0 && lx->text[0] == '}')
	    {
	      c_next (lx);
	      return;
	    }
	}
      else if (depth == 0 && is_punct (lx, ";"))
	{
	  c_next (lx);
	  return;
	}
      c_next (lx);
    }
}

static void
skip_statement (Cond *c)
{
  skip_tokens (c, true);
}

/* Whether the tokens at C's lexer are NAME, then past them.  */
static bool
accept_name (Cond *c, const char *name)
{
  if (c->lx.kind != C_NAME || strcmp (c->lx.text, name) != 0)
    return false;
  c_next (&c->lx);
  return true;
}

/* The labels of a switch's body, from past its '{' to its '}': whether
   one is "case CODE:".  */
static bool
switch_has_case (Cond *c, const char *code)
{
  CLexer lx = c->lx;
  int depth = 1;
  while (lx.kind != C_END && depth > 0)
    {
      if (is_punct (&lx, "{"))
	depth++;
      else if (is_punct (&lx, "}"))
	depth--;
      else if (depth == 1 && lx.kind == C_NAME
	       && strcmp (lx.text, "case") == 0)
	{
	  c_next (&lx);
	  if (lx.kind == C_NAME && strcmp (lx.text, code) == 0)
	    return true;
	}
      c_next (&lx);
    }
  return false;
}

/* One statement of a switch's case that it runs: NAME = EXPR; binds
   NAME.  False for any other.  */
static bool
run_case_statement (Cond *c)
{
  CLexer *lx = &c->lx;
  if (lx->kind != C_NAME)
    return false;
  const char *name = arena_strdup (lx->text);
  c_next (lx);
  if (!accept (c, "="))
    return false;
  Term t = parse_expr (c);
  expect (c, ";");
  if (c->local_count == 32)
    unsupported (c, "more than 32 names in (with ...) blocks");
  c->local_names[c->local_count] = name;
  c->local_terms[c->local_count++] = t;
  return true;
}

/* switch (CODE) { case A: NAME = EXPR; break; ... default: ... } of a
   tree code the instance knows (an operator of a (for ...)): the
   assignments of the case it takes, as genmatch's instance runs them
   (GCC 12's folding of (X == C1) && (X OP C2) sets a truth value so).
   False, with C's lexer where it was, for a switch it cannot run.  */
static bool
read_switch (Cond *c)
{
  CLexer *lx = &c->lx;
  CLexer saved = *lx;
  int locals = c->local_count;
  if (!accept_name (c, "switch"))
    return false;
  jmp_buf outer;
  memcpy (outer, c->fail, sizeof outer);
  bool ran = false;
  if (setjmp (c->fail) == 0)
    {
      expect (c, "(");
      Term code = parse_expr (c);
      expect (c, ")");
      expect (c, "{");
      if (code.kind != T_CODE || code.var || code.text[0] == '\x01')
	unsupported (c, "a switch on a value the instance does not know");
      bool any = switch_has_case (c, code.text);
      bool running = false, done = false;
      while (!is_punct (lx, "}"))
	{
	  if (lx->kind == C_END)
	    unsupported (c, "a switch without its '}'");
	  if (accept_name (c, "case"))
	    {
	      running |= !done && lx->kind == C_NAME
			 && strcmp (lx->text, code.text) == 0;
	      c_next (lx);
	      expect (c, ":");
	    }
	  else if (accept_name (c, "default"))
	    {
	      running |= !done && !any;
	      expect (c, ":");
	    }
	  else if (!running)
	    skip_tokens (c, false);
	  else if (accept_name (c, "break"))
	    {
	      expect (c, ";");
	      running = false;
	      done = true;
	    }
	  else if (!run_case_statement (c))
	    unsupported (c, "a statement of a switch");
	}
      c_next (lx);
      ran = true;
    }
  memcpy (c->fail, outer, sizeof outer);
  c->unsupported = NULL;
  if (!ran)
    {
      *lx = saved;
      c->local_count = locals;
    }
  return ran;
}

static bool match_template (Cond *c, const char *template,
			    const char *bound[26]);

/* if (!TYPE_OVERFLOW_WRAPS (T)) T = unsigned_type_for (T); of a type T
   declared in the block: T becomes "#wV", the type of V itself where it
   wraps and its unsigned type elsewhere, which have the same bits for
   the operations that do not depend on the sign (mdrule.c checks that
   the result uses it so).  */
static bool
read_wrapping_type (Cond *c)
{
  const char *b[26] = { NULL };
  CLexer start = c->lx;
  if (!match_template (c, "if ( ! TYPE_OVERFLOW_WRAPS ( $T ) ) $T = "
		       "unsigned_type_for ( $T ) ;", b))
    return false;
  const char *name = b['T' - 'A'];
  for (int i = c->local_count - 1; i >= 0; i--)
    if (strcmp (c->local_names[i], name) == 0)
      {
	Term t = c->local_terms[i];
	if (t.kind != T_TYPE || !t.var || t.var[0] == '#'
	    || c->local_count == 32)
	  break;
	t.var = arena_printf ("#w%s", t.var);
	c->local_names[c->local_count] = name;
	c->local_terms[c->local_count++] = t;
	return true;
      }
  c->lx = start;
  return false;
}

/* The export's facts (emitmd.c's declare_facts): GCC 12's global range
   of a capture, read exactly as it is written and in no other form.
   $R, $K, $H and $V are names, $N a capture; the last five are the
   facts lower, upper, ulower, uupper and ones of @N's variable.  ORDER
   FACTS for the last five.  */
static const char *const range_templates[] = {
  "value_range $R ;",
  "bool $K = ( get_global_range_query ( ) -> range_of_expr ( $R , $N ) "
  "&& $R . kind ( ) == VR_RANGE ) ;",
  "bool $H = ( $K && wi::neg_p ( $R . lower_bound ( ) ) "
  "== wi::neg_p ( $R . upper_bound ( ) ) ) ;",
  "wide_int $V = ( $K && ( ! TYPE_UNSIGNED ( TREE_TYPE ( $N ) ) || $H ) "
  "? wide_int ( $R . lower_bound ( ) ) "
  ": wi::min_value ( TYPE_PRECISION ( TREE_TYPE ( $N ) ) , SIGNED ) ) ;",
  "wide_int $V = ( $K && ( ! TYPE_UNSIGNED ( TREE_TYPE ( $N ) ) || $H ) "
  "? wide_int ( $R . upper_bound ( ) ) "
  ": wi::max_value ( TYPE_PRECISION ( TREE_TYPE ( $N ) ) , SIGNED ) ) ;",
  "wide_int $V = ( $K && ( TYPE_UNSIGNED ( TREE_TYPE ( $N ) ) || $H ) "
  "? wide_int ( $R . lower_bound ( ) ) "
  ": wi::min_value ( TYPE_PRECISION ( TREE_TYPE ( $N ) ) , UNSIGNED ) ) ;",
  "wide_int $V = ( $K && ( TYPE_UNSIGNED ( TREE_TYPE ( $N ) ) || $H ) "
  "? wide_int ( $R . upper_bound ( ) ) "
  ": wi::max_value ( TYPE_PRECISION ( TREE_TYPE ( $N ) ) , UNSIGNED ) ) ;",
  "wide_int $V = ( $K ? wi::bit_and_not ( $R . lower_bound ( ) , "
  "wi::mask ( TYPE_PRECISION ( TREE_TYPE ( $N ) ) - wi::clz ( wi::bit_xor "
  "( $R . lower_bound ( ) , $R . upper_bound ( ) ) ) , false , "
  "TYPE_PRECISION ( TREE_TYPE ( $N ) ) ) ) "
  ": wi::zero ( TYPE_PRECISION ( TREE_TYPE ( $N ) ) ) ) ;",
  NULL
};

/* Whether the statement at C's lexer is TEMPLATE, binding its
   placeholders in BOUND (by letter): then past it.  */
static bool
match_template (Cond *c, const char *template, const char *bound[26])
{
  CLexer t, x = c->lx;
  memset (&t, 0, sizeof t);
  t.p = template;
  c_next (&t);
  for (; t.kind != C_END; c_next (&t), c_next (&x))
    {
      if (is_punct (&t, "$"))
	{
	  c_next (&t);
	  int slot = t.text[0] - 'A';
	  if (x.kind != (slot == 'N' - 'A' ? C_CAPTURE : C_NAME)
	      || (bound[slot] && strcmp (bound[slot], x.text) != 0))
	    return false;
	  bound[slot] = arena_strdup (x.text);
	}
      else if (t.kind != x.kind || strcmp (t.text, x.text) != 0)
	return false;
    }
  c->lx = x;
  return true;
}

static struct RangeName *
find_range_name (Cond *c, const char *name, char role)
{
  for (int i = c->range_count - 1; i >= 0; i--)
    if (strcmp (c->ranges[i].name, name) == 0)
      return c->ranges[i].role == role ? &c->ranges[i] : NULL;
  return NULL;
}

static void
add_range_name (Cond *c, const char *name, char role, const char *range,
		const char *capture)
{
  if (c->range_count == 16)
    return;
  struct RangeName *r = &c->ranges[c->range_count++];
  r->name = name;
  r->role = role;
  r->range = range;
  r->capture = capture;
  bind_failing (c, name, arena_printf ("%s, GCC's range of @%s, other than "
				       "in a fact as peepgen's export "
				       "writes it", name,
				       capture ? capture : "?"));
}

/* A statement of the export's facts at C's lexer: read, and its name
   bound; false, and nothing read, for any other statement.  A name of
   the range is bound to a failing term: only the fact means
   something.  */
static bool
read_range_statement (Cond *c)
{
  for (int i = 0; range_templates[i]; i++)
    {
      const char *b[26] = { NULL };
      CLexer start = c->lx;
      if (!match_template (c, range_templates[i], b))
	continue;
      const char *r = b['R' - 'A'], *k = b['K' - 'A'], *h = b['H' - 'A'];
      const char *n = b['N' - 'A'];
      struct RangeName *range = find_range_name (c, r, 'R');
      struct RangeName *known = k ? find_range_name (c, k, 'K') : NULL;
      bool ok = true;
      if (i == 0)
	add_range_name (c, r, 'R', r, NULL);
      else if (i == 1 && range && !range->capture)
	{
	  range->capture = n;
	  add_range_name (c, k, 'K', r, n);
	}
      else if (i == 2 && known && strcmp (known->range, r) == 0)
	add_range_name (c, h, 'H', r, known->capture);
      else if (i >= 3 && known && strcmp (known->range, r) == 0
	       && strcmp (known->capture, n) == 0
	       && (!h || (find_range_name (c, h, 'H')
			  && strcmp (find_range_name (c, h, 'H')->range,
				     r) == 0)))
	{
	  const char *v = b['V' - 'A'];
	  const MdCapture *capture = NULL;
	  for (int j = 0; j < c->captures->count; j++)
	    if (strcmp (c->captures->items[j].name, n) == 0)
	      capture = &c->captures->items[j];
	  if (!capture || !capture->var || capture->literal)
	    bind_failing (c, v, arena_printf ("a fact of @%s, which is not a "
					      "variable of the rule", n));
	  else if (c->local_count < 32)
	    {
	      c->local_names[c->local_count] = v;
	      c->local_terms[c->local_count++]
		= int_text (arena_printf ("%s.%s", capture->var,
					  fact_names[FACT_lower + i - 3]));
	    }
	}
      else
	ok = false;
      if (ok)
	return true;
      c->lx = start;
    }
  return false;
}

/* A (with ...) block: declarations TYPE NAME = EXPR; each name stands
   for its term in what follows.  A name whose declaration cannot be
   translated, that has no initializer, or that a statement of the
   block may assign, stands for nothing: a condition that uses it is
   unsupported, with the reason.  */
static void
read_with (Cond *c, const char *block)
{
  CLexer *lx = &c->lx;
  lx->p = block;
  c_next (lx);
  while (lx->kind != C_END)
    {
      if (read_range_statement (c) || read_switch (c)
	  || read_wrapping_type (c))
	continue;
      const char *start = lx->p;
      CLexer saved = *lx;
      /* TYPE NAME: names, '*', '&', '::' and template arguments.  */
      const char *names[8];
      int n = 0;
      while (lx->kind == C_NAME || is_punct (lx, "*") || is_punct (lx, "&"))
	{
	  if (lx->kind == C_NAME && n < 8)
	    names[n++] = arena_strdup (lx->text);
	  c_next (lx);
	}
      bool declaration = n >= 2 && (is_punct (lx, "=") || is_punct (lx, ";")
				    || is_punct (lx, "("));
      if (!declaration)
	{
	  (void) start;
	  *lx = saved;
	  skip_statement (c);
	  continue;
	}
      const char *volatile name = names[n - 1];
      if (is_punct (lx, ";"))
	{
	  bind_failing (c, name, arena_printf ("%s, declared without a value "
					       "in a (with ...) block", name));
	  c_next (lx);
	  continue;
	}
      if (is_punct (lx, "("))
	{
	  bind_failing (c, name, arena_printf ("%s, constructed in a (with "
					       "...) block", name));
	  skip_statement (c);
	  continue;
	}
      c_next (lx);
      Term t;
      jmp_buf outer;
      memcpy (outer, c->fail, sizeof outer);
      const char *volatile reason = NULL;
      if (setjmp (c->fail) == 0)
	{
	  t = parse_expr (c);
	  if (!is_punct (lx, ";") && lx->kind != C_END)
	    unsupported (c, arena_printf ("C++ syntax: '%s'", lx->text));
	}
      else
	reason = c->needs_constant
	  ? arena_printf ("the value of @%s, which may be a name",
			  c->needs_constant) : c->unsupported;
      memcpy (c->fail, outer, sizeof outer);
      c->needs_constant = NULL;
      c->unsupported = NULL;
      if (reason)
	{
	  bind_failing (c, name, reason);
	  skip_statement (c);
	  continue;
	}
      if (c->local_count < 32)
	{
	  c->local_names[c->local_count] = name;
	  c->local_terms[c->local_count++] = t;
	}
      if (is_punct (lx, ";"))
	c_next (lx);
    }
}

/* Translate CONDITIONS (and WITHS) of an instance into one check.  */
MdTranslation
md_translate_conditions (const MdInstance *instance,
			 const MdCaptures *captures)
{
  MdTranslation result = { NULL, false, NULL, NULL, NULL, false };
  Cond c;
  memset (&c, 0, sizeof c);
  c.captures = captures;
  const char *volatile check = NULL;
  if (setjmp (c.fail))
    {
      result.unsupported = c.unsupported;
      result.not_integer = c.not_integer;
      result.needs_constant = c.needs_constant;
      if (c.float_only)
	result.not_integer = "floating point";
      result.float_only = c.float_only;
      return result;
    }
  for (int i = 0; i < instance->with_count; i++)
    read_with (&c, instance->withs[i]);
  for (int i = 0; i < instance->condition_count; i++)
    {
      const MdCondition *cond = &instance->conditions[i];
      c.lx.p = cond->text;
      c.negative = cond->negated;
      /* Inside || or ?: a capture cannot be made a constant for one
	 side only.  */
      c.disjunction = strstr (cond->text, "||") || strchr (cond->text, '?');
      c_next (&c.lx);
      Term t = expect_bool (&c, parse_expr (&c));
      if (c.lx.kind != C_END)
	unsupported (&c, arena_printf ("C++ syntax: '%s'", c.lx.text));
      if (t.kind == T_FREE)
	continue;
      if (t.value >= 0)
	{
	  if ((t.value != 0) == cond->negated)
	    {
	      result.never = true;
	      result.not_integer = c.not_integer;
	      return result;
	    }
	  continue;
	}
      const char *text = cond->negated
	? arena_printf ("not (%s)", t.text) : t.text;
      check = check ? arena_printf ("%s and %s", check, text) : text;
    }
  result.check = check;
  return result;
}

/* The type NAME of a result's operation (:utype), declared in the
   instance's (with ...) blocks: "#uV" for unsigned_type_for of the
   type of variable V ("" the rule's), "#sV" for signed_type_for, "#wV"
   for V's type made to wrap (read_wrapping_type),
   "#W1" for boolean_type_node, "=V" for the type of V itself
   (TREE_TYPE (@N)); NULL with *UNSUPPORTED set for any other.  */
const char *
md_translate_type (const char *name, const MdInstance *instance,
		   const MdCaptures *captures, const char **unsupported_out)
{
  Cond c;
  memset (&c, 0, sizeof c);
  c.captures = captures;
  *unsupported_out = arena_printf ("a result of the type %s", name);
  if (setjmp (c.fail))
    {
      if (c.unsupported)
	*unsupported_out = c.unsupported;
      return NULL;
    }
  for (int i = 0; i < instance->with_count; i++)
    read_with (&c, instance->withs[i]);
  c.lx.p = name;
  c_next (&c.lx);
  Term t = parse_primary (&c);
  if (t.kind != T_TYPE || !t.var)
    return NULL;
  if (t.var[0] != '#')
    return arena_printf ("=%s", t.var);
  if (!(t.var[1] == 'u' || t.var[1] == 's' || t.var[1] == 'w'
	|| strcmp (t.var, "#W1") == 0))
    return NULL;
  return t.var;
}

/* A value of a result's C++ ({ build_zero_cst (type); } ...), in the
   rule language: an integer expression, or NULL with *UNSUPPORTED
   set.  */
const char *
md_translate_value (const char *text, const MdInstance *instance,
		    const MdCaptures *captures, const char **unsupported_out)
{
  Cond c;
  memset (&c, 0, sizeof c);
  c.captures = captures;
  if (setjmp (c.fail))
    {
      *unsupported_out = c.needs_constant
	? arena_printf ("the value of @%s, which may be a name",
			c.needs_constant)
	: c.unsupported;
      return NULL;
    }
  for (int i = 0; i < instance->with_count; i++)
    read_with (&c, instance->withs[i]);
  c.lx.p = text;
  c_next (&c.lx);
  /* { EXPR; } as the parser keeps it: EXPR ; */
  Term t = parse_expr (&c);
  accept (&c, ";");
  if (c.lx.kind != C_END)
    unsupported (&c, arena_printf ("C++ syntax: '%s'", c.lx.text));
  if (t.kind == T_BOOL)
    {
      if (t.value >= 0)
	return t.value ? "1" : "0";
      unsupported (&c, "a truth value as a result");
    }
  return value_text (&c, t);
}
