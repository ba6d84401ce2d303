/* peepsearch.c: a search for simple rewrite rules, proven with Z3.

   As seed 003 ("Finding Simple Rewrite Rules for the JIT with Z3")
   does it: enumerate candidate rules of a few shapes over the
   operations of the rule language, prove each with the prover of
   peepgen, and print the proven ones in rule syntax.  The shapes:

     op (x, x)                       op (x, K)          op (K, x)
     u1 (u2 (x))                     op2 (op1 (x, C1), C2)
     op (x, C) with C a power of two (strength reduction)

   where K is an interesting constant (0, 1, 2, -1, -2, MININT, MAXINT,
   LONG_BIT - 1).  For each pattern the targets are tried in order of
   cost: a constant, x, then single operations cheaper than the
   pattern (u (x), op (x, K), op (K, x), op (x, x)); for the
   two-constant shape, op1 or op2 of x and a constant computed from C1
   and C2; for strength reductions, shifts and masks of either
   signedness.  A target is kept if it holds in a class of types
   (unsigned, signed with -fwrapv, signed with undefined overflow) that
   no cheaper target of the same pattern holds in already.

   Each candidate is a rule text that goes through peepgen's own
   parser, checker, lowering and prover, so that a rule printed is a
   rule proven: at every width of --widths its operations exist at
   (their WIDTHS column), in each overflow regime separately, and an
   obligation Z3 cannot decide within --timeout counts as not proven.
   The rules searched have one type: conversions and the operations
   whose result has a type of its own are left out.  A candidate that a
   concrete test at the smallest width already refutes never reaches
   Z3: the test computes the operations with the table's semantics on
   words (include/peephole-concrete.h) and the checks with the
   arithmetic of include/peephole-arith.h, both of which the testsuite
   keeps in step with the prover, and it only ever rejects: on a
   counterexample, and when the rule applies to none of the values it
   tries (256 for each variable, 32 for each constant; a rule that
   applies only to other values is lost, never a wrong rule kept).

   A proven candidate is new unless an existing rule (the files given
   on the command line) already applies to every instance of its
   pattern: the matcher's variants of each existing rule (commutative
   orders included, as lower_variants lists them) are matched against
   the candidate's pattern, and where one matches, Z3 decides whether
   its checks hold wherever the candidate applies, at each width and in
   each class of types where the existing rule is proven.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifdef HAVE_CONFIG_H
#include "peephole-config.h"
#endif
#include "peepgen.h"
#include "options.h"
#include "peephole-arith.h"
#include "peephole-concrete.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

/* Classes of types a rule can apply to.  */
enum
{
  CLASS_UNSIGNED = 1,		/* wrapping */
  CLASS_SIGNED_WRAPPING = 2,	/* -fwrapv */
  CLASS_SIGNED_UNDEFINED = 4,
  CLASS_ALL = 7
};

/* The flags of the operations whose result has a type of its own,
   which the search leaves out: it searches rules of one type.  */
#define TYPED_FLAGS (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT | PEEP_OPF_SELECT)

/* The shapes of candidates (--shapes): bit I is shape_names[I].  ORDER
   SHAPES.  */
enum
{
  SHAPE_SAME = 1,		/* op (x, x) */
  SHAPE_CONSTANT = 2,		/* op (x, K), op (K, x) */
  SHAPE_UNARY = 4,		/* u1 (u2 (x)) */
  SHAPE_CONSTANTS = 8,		/* op2 (op1 (x, C1), C2) */
  SHAPE_POW2 = 16		/* strength reduction by powers of two */
};

static const char *const shape_names[] = {
  "same", "constant", "unary", "constants", "pow2"
};				/* ORDER SHAPES.  */

/* An interesting constant: how rules write it, how rule names say
   it.  */
typedef struct Constant
{
  const char *text;
  const char *word;
} Constant;

static const Constant constants[] = {
  {"0", "zero"}, {"1", "one"}, {"2", "two"}, {"-1", "minus_one"},
  {"-2", "minus_two"}, {"MININT", "minint"}, {"MAXINT", "maxint"},
  {"LONG_BIT - 1", "bits_minus_one"}
};
#define CONSTANT_COUNT ((int) (sizeof constants / sizeof *constants))

/* What the constant of a two-constant pattern is computed with:
   C = C1 op C2, or C2 op C1 for the reversed forms.  */
static const char *const combiners[] = {
  "C1 + C2", "C1 - C2", "C2 - C1", "C1 * C2", "C1 & C2", "C1 | C2",
  "C1 ^ C2", "min(C1, C2)", "max(C1, C2)", "umin(C1, C2)", "umax(C1, C2)"
};
#define COMBINER_COUNT ((int) (sizeof combiners / sizeof *combiners))

/* The search.  */
static bool pattern_ops[OP_COUNT];	/* operations patterns may use */
static int shapes = SHAPE_SAME | SHAPE_CONSTANT | SHAPE_UNARY
		    | SHAPE_CONSTANTS | SHAPE_POW2;
static bool new_only, testing = true, verbose;
static ProveOptions candidate_options = { 2000, false, false, NULL, true, 1,
					    false };

/* The existing rules.  */
static RuleSet existing;
static VariantList existing_variants;

/* What the search found.  */
static struct
{
  int patterns, candidates, rejected;
  int failures[4];		/* by Failure */
  int everywhere, wrapping_only, undefined_only, fresh;
} count;

/* Names of rules, existing and found, to keep found names unique.  */
static const char **names_used;
static int names_used_count, names_used_capacity;

static void
use_name (const char *name)
{
  if (names_used_count == names_used_capacity)
    {
      names_used_capacity = names_used_capacity ? 2 * names_used_capacity
			    : 256;
      const char **bigger = arena_alloc ((size_t) names_used_capacity
					 * sizeof *bigger);
      if (names_used_count)
	memcpy (bigger, names_used, (size_t) names_used_count
		* sizeof *bigger);
      names_used = bigger;
    }
  names_used[names_used_count++] = name;
}

static bool
name_used_p (const char *name)
{
  for (int i = 0; i < names_used_count; i++)
    if (strcmp (names_used[i], name) == 0)
      return true;
  return false;
}

/* NAME, or NAME_2, NAME_3 ...: a name no rule has yet.  */
static const char *
unique_name (const char *name)
{
  const char *unique = name;
  for (int i = 2; name_used_p (unique); i++)
    unique = arena_printf ("%s_%d", name, i);
  use_name (unique);
  return unique;
}

/* Concrete evaluation, for the test that spares Z3 the obviously wrong
   candidates.  Values are P-bit numbers held zero-extended, as in the
   generated matcher.  */

typedef struct Environment
{
  const char *names[16];
  peep_uint values[16];
  int count;
} Environment;

static bool
lookup_value (const Environment *env, const char *name, peep_uint *value)
{
  for (int i = env->count - 1; i >= 0; i--)
    if (strcmp (env->names[i], name) == 0)
      {
	*value = env->values[i];
	return true;
      }
  return false;
}

/* A check or assignment expression; *UNDEFINED is set where it is not
   defined, or where it names something ENV does not hold.  */
static peep_uint
evaluate_expression (const Expr *expr, const Environment *env, unsigned p,
		     int *undefined)
{
  peep_uint a = 0, b = 0;
  switch (expr->kind)
    {
    case EXPR_INTEGER:
      return peep_norm (((peep_uint) expr->value.high << 64)
			| expr->value.low, p);
    case EXPR_SPECIAL:
      return expr->special == SPECIAL_MININT ? peep_minint (p)
	     : expr->special == SPECIAL_MAXINT ? peep_maxint (p) : p;
    case EXPR_NAME:
      if (!lookup_value (env, expr->name, &a))
	*undefined = 1;
      return a;
    case EXPR_FACT:
      /* Exact facts: sound, so what they refute is refuted.  */
      if (!lookup_value (env, expr->args[0]->name, &a))
	*undefined = 1;
      return expr->fact == FACT_zeros ? peep_invert (a, p) : a;
    case EXPR_CALL:
      a = evaluate_expression (expr->args[0], env, p, undefined);
      if (expr->arg_count > 1)
	b = evaluate_expression (expr->args[1], env, p, undefined);
      switch (expr->function)
	{
	case FUNCTION_highest_bit: return peep_highest_bit (undefined, a, p);
	case FUNCTION_popcount: return peep_popcount (a, p);
	case FUNCTION_min: return peep_min (a, b, p);
	case FUNCTION_max: return peep_max (a, b, p);
	case FUNCTION_umin: return peep_umin (a, b, p);
	case FUNCTION_umax: return peep_umax (a, b, p);
	default: gen_assert (!"function without semantics");
	}
    case EXPR_UNARY:
      a = evaluate_expression (expr->args[0], env, p, undefined);
      return expr->operator_ == OPERATOR_NEG ? peep_neg (a, p)
	     : expr->operator_ == OPERATOR_INVERT ? peep_invert (a, p) : !a;
    case EXPR_BINARY:
      break;
    default:
      gen_assert (!"unexpected expression");
    }
  a = evaluate_expression (expr->args[0], env, p, undefined);
  if (expr->operator_ == OPERATOR_LAND && !a)
    return 0;
  if (expr->operator_ == OPERATOR_LOR && a)
    return 1;
  b = evaluate_expression (expr->args[1], env, p, undefined);
  switch (expr->operator_)
    {
    case OPERATOR_LOR: case OPERATOR_LAND: return b != 0;
    case OPERATOR_EQ: return a == b;
    case OPERATOR_NE: return a != b;
    case OPERATOR_LT: return peep_slt (a, b, p);
    case OPERATOR_LE: return peep_sle (a, b, p);
    case OPERATOR_GT: return peep_slt (b, a, p);
    case OPERATOR_GE: return peep_sle (b, a, p);
    case OPERATOR_ULT: return a < b;
    case OPERATOR_ULE: return a <= b;
    case OPERATOR_UGT: return a > b;
    case OPERATOR_UGE: return a >= b;
    case OPERATOR_BIT_OR: return a | b;
    case OPERATOR_BIT_XOR: return a ^ b;
    case OPERATOR_BIT_AND: return a & b;
    case OPERATOR_SHL: return peep_shl (undefined, a, b, p);
    case OPERATOR_SHR: return peep_shr (undefined, a, b, p);
    case OPERATOR_USHR: return peep_ushr (undefined, a, b, p);
    case OPERATOR_ADD: return peep_add (a, b, p);
    case OPERATOR_SUB: return peep_sub (a, b, p);
    case OPERATOR_MUL: return peep_mul (a, b, p);
    case OPERATOR_FLOORDIV: return peep_floordiv (undefined, a, b, p);
    case OPERATOR_MOD: return peep_mod (undefined, a, b, p);
    default: gen_assert (!"operator without semantics");
    }
}

/* The operations of the table, by Op; PEEP_OP_NONE for sugar, which
   lowering removes.  */
static const enum peep_op table_ops[OP_COUNT] = {
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  [OP_##NAME] = PEEP_OP_##NAME,
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

/* OP (A, B) at P bits, as the table of operations defines it
   (include/peephole-concrete.h, the prover's semantics on words); false
   where it is undefined in REGIME: signed overflow only in the
   undefined regime, the other kinds in both.  OP has one type: its
   result has P bits too.  */
static bool
evaluate_operation (Op op, peep_uint a, peep_uint b, unsigned p,
		    Regime regime, peep_uint *out)
{
  enum peep_op code = table_ops[op];
  gen_assert (code != PEEP_OP_NONE && !(op_info[op].flags & TYPED_FLAGS));
  int kinds = op_info[op].undefined;
  if (regime != REGIME_UNDEFINED)
    kinds &= ~PEEP_UB_OVERFLOW;
  for (int kind = 1; kind <= kinds; kind <<= 1)
    if ((kinds & kind) && !peep_concrete_defined (code, kind, a, b, p))
      return false;
  *out = peep_concrete_value (code, a, b, 0, p, p);
  return true;
}

/* A pattern or target; false where it is undefined.  */
static bool
evaluate_term (const Expr *expr, const Environment *env, unsigned p,
	       Regime regime, peep_uint *out)
{
  if (expr->kind != EXPR_OPERATION)
    {
      int undefined = 0;
      *out = evaluate_expression (expr, env, p, &undefined);
      return !undefined;
    }
  peep_uint a, b = 0;
  if (!evaluate_term (expr->args[0], env, p, regime, &a)
      || (expr->arg_count > 1
	  && !evaluate_term (expr->args[1], env, p, regime, &b)))
    return false;
  return evaluate_operation (expr->op, a, b, p, regime, out);
}

/* Whether RULE holds in ENV (with its pattern variables bound): the
   pattern undefined or a check false, or the target defined and
   equal.  *APPLIES is set if the pattern and the checks hold.  */
static bool
holds_at (const Rule *rule, Environment *env, unsigned p, Regime regime,
	  bool *applies)
{
  peep_uint pattern, target;
  if (!evaluate_term (rule->pattern, env, p, regime, &pattern))
    return true;
  int saved = env->count;
  bool result = true;
  for (const Clause *c = rule->clauses; c; c = c->next)
    {
      int undefined = 0;
      peep_uint value = evaluate_expression (c->expr, env, p, &undefined);
      if (undefined || (c->kind == CLAUSE_CHECK && !value))
	goto done;
      if (c->kind == CLAUSE_ASSIGN && env->count < 16)
	{
	  env->names[env->count] = c->name;
	  env->values[env->count++] = value;
	}
    }
  *applies = true;
  result = evaluate_term (rule->target, env, p, regime, &target)
	   && target == pattern;
done:
  env->count = saved;
  return result;
}

/* Values to try for a variable at P bits: every one at small
   precisions, else the corners and some pseudo-random ones.  */
static int
test_values (unsigned p, bool constant, peep_uint *values, int max)
{
  int n = 0;
  if (p <= 8 && !constant)
    {
      for (peep_uint v = 0; v < ((peep_uint) 1 << p) && n < max; v++)
	values[n++] = v;
      return n;
    }
  static const int small[] = { 0, 1, 2, 3, 4, 5, 7, 8, 15, 16, -1, -2, -3,
			       -4, -8, -16 };
  for (size_t i = 0; i < sizeof small / sizeof *small; i++)
    values[n++] = peep_norm ((peep_uint) (peep_sint) small[i], p);
  values[n++] = p - 1;
  values[n++] = peep_minint (p);
  values[n++] = peep_minint (p) + 1;
  values[n++] = peep_maxint (p);
  values[n++] = peep_maxint (p) - 1;
  values[n++] = peep_norm ((peep_uint) 0x5555555555555555ull, p);
  values[n++] = peep_norm ((peep_uint) 0xaaaaaaaaaaaaaaaaull, p);
  uint64_t state = 0x9e3779b97f4a7c15ull;
  while (n < max)
    {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      values[n++] = peep_norm ((peep_uint) (state >> (state & 31)), p);
    }
  return n;
}

/* The variables of a pattern, in order; _ too (the candidates have
   one at most).  */
static void
collect_variables (const Expr *expr, const char **names, int *count)
{
  if (expr->kind == EXPR_OPERATION)
    {
      for (int i = 0; i < expr->arg_count; i++)
	collect_variables (expr->args[i], names, count);
      return;
    }
  if (expr->kind != EXPR_NAME)
    return;
  for (int i = 0; i < *count; i++)
    if (strcmp (names[i], expr->name) == 0)
      return;
  if (*count < 4)
    names[(*count)++] = expr->name;
}

typedef enum TestResult
{
  TEST_PASSED,
  TEST_REFUTED,		/* a counterexample */
  TEST_NEVER_APPLIES	/* on no value tried: rejected too (Z3 rejects
			   a rule that applies to no value at all) */
} TestResult;

/* Whether the operations of RULE, a rule of one type, exist at P bits
   (their WIDTHS column), so that it is tested and proven there.  */
static bool
exists_at (const Rule *rule, unsigned p)
{
  int bit = p == 8 ? PEEP_W8 : p == 16 ? PEEP_W16 : p == 32 ? PEEP_W32
	    : p == 64 ? PEEP_W64 : p == 128 ? PEEP_W128 : 0;
  return rule->types[0].widths == PEEP_WANY
	 || (rule->types[0].widths & bit) != 0;
}

/* Whether the concrete test finds no counterexample to RULE in REGIME
   at the smallest width its operations exist at (if it is at most 64
   bits).  */
static TestResult
test_rule (const Rule *rule, Regime regime)
{
  int w = 0;
  while (w < width_count && !exists_at (rule, widths[w]))
    w++;
  if (!testing || w == width_count || widths[w] > 64)
    return TEST_PASSED;
  unsigned p = widths[w];
  const char *names[4];
  int n = 0;
  collect_variables (rule->pattern, names, &n);
  static peep_uint xs[256], cs[32];
  int x_count = test_values (p, false, xs, 256);
  int c_count = test_values (p, true, cs, 32);
  int index[4] = { 0, 0, 0, 0 };
  bool applies = false;
  Environment env;
  env.count = n;
  for (;;)
    {
      for (int i = 0; i < n; i++)
	{
	  env.names[i] = names[i];
	  env.values[i] = names[i][0] == 'C' ? cs[index[i]] : xs[index[i]];
	}
      if (!holds_at (rule, &env, p, regime, &applies))
	return TEST_REFUTED;
      int i = 0;
      for (; i < n; i++)
	{
	  int limit = names[i][0] == 'C' ? c_count : x_count;
	  if (++index[i] < limit)
	    break;
	  index[i] = 0;
	}
      if (i == n)
	return applies ? TEST_PASSED : TEST_NEVER_APPLIES;
    }
}

/* Matching an existing rule's variant against a candidate's pattern,
   as the matcher would match the statement the pattern stands for.  */

typedef struct Bindings
{
  const char *names[64];	/* the existing rule's variables */
  const Expr *terms[64];	/* what they match in the candidate */
  int count;
} Bindings;

/* The value of a constant expression at P bits; false if EXPR is not
   one, or is undefined there.  */
static bool
constant_value (const Expr *expr, unsigned p, peep_uint *value)
{
  if (expr->kind == EXPR_OPERATION || expr->kind == EXPR_NAME)
    return false;
  Environment empty;
  empty.count = 0;
  int undefined = 0;
  *value = evaluate_expression (expr, &empty, p, &undefined);
  return !undefined;
}

/* Whether A and B are the same operand: the same variable, or equal
   constants.  */
static bool
same_operand (const Expr *a, const Expr *b, unsigned p)
{
  peep_uint va, vb;
  if (a->kind == EXPR_NAME && b->kind == EXPR_NAME)
    return strcmp (a->name, b->name) == 0;
  return constant_value (a, p, &va) && constant_value (b, p, &vb) && va == vb;
}

static bool
match_term (const Expr *pattern, const Expr *term, Bindings *b, unsigned p)
{
  switch (pattern->kind)
    {
    case EXPR_OPERATION:
      if (term->kind != EXPR_OPERATION || term->op != pattern->op
	  || term->arg_count != pattern->arg_count)
	return false;
      for (int i = 0; i < pattern->arg_count; i++)
	if (!match_term (pattern->args[i], term->args[i], b, p))
	  return false;
      return true;
    case EXPR_NAME:
      if (strcmp (pattern->name, "_") == 0)
	return true;
      /* A C-variable matches constants only: a candidate's C-variable,
	 or its constant expression.  */
      if (pattern->name[0] == 'C'
	  && (term->kind == EXPR_OPERATION
	      || (term->kind == EXPR_NAME && term->name[0] != 'C')))
	return false;
      for (int i = 0; i < b->count; i++)
	if (strcmp (b->names[i], pattern->name) == 0)
	  return same_operand (b->terms[i], term, p);
      if (b->count == 64)
	return false;
      b->names[b->count] = pattern->name;
      b->terms[b->count++] = term;
      return true;
    default:
      {
	peep_uint want, have;
	return constant_value (pattern, p, &want)
	       && constant_value (term, p, &have) && want == have;
      }
    }
}

/* EXPR with the existing rule's names replaced: its pattern variables
   by what they match (see rename_clauses), its assigned names by names
   no candidate uses.  */
static Expr *
rename_expr (const Expr *expr, const Bindings *b, const char *const *names)
{
  Expr *copy = arena_alloc (sizeof *copy);
  *copy = *expr;
  if (expr->kind == EXPR_NAME)
    {
      copy->name = arena_printf ("#%s", expr->name);
      for (int i = 0; i < b->count; i++)
	if (strcmp (b->names[i], expr->name) == 0)
	  copy->name = names[i];
    }
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    copy->args[i] = rename_expr (expr->args[i], b, names);
  return copy;
}

/* The clauses of RULE over the candidate's names: a variable of RULE
   that matched a variable of the candidate becomes that variable (the
   same SSA name, with the same facts); one that matched anything else
   becomes #k, which prove_covers binds to the subterm matched.  */
static Clause *
rename_clauses (const Rule *rule, const Bindings *b, const char **names,
		const char **fresh, const Expr **terms, int *fresh_count)
{
  *fresh_count = 0;
  for (int i = 0; i < b->count; i++)
    if (b->terms[i]->kind == EXPR_NAME)
      names[i] = b->terms[i]->name;
    else
      {
	names[i] = arena_printf ("#%d", i);
	fresh[*fresh_count] = names[i];
	terms[(*fresh_count)++] = b->terms[i];
      }
  Clause *head = NULL, **tail = &head;
  for (const Clause *c = rule->clauses; c; c = c->next)
    {
      Clause *copy = arena_alloc (sizeof *copy);
      *copy = *c;
      if (c->name)
	copy->name = arena_printf ("#%s", c->name);
      copy->expr = rename_expr (c->expr, b, names);
      copy->next = NULL;
      *tail = copy;
      tail = &copy->next;
    }
  return head;
}

static ProofMask
mask_bit (Regime regime, int w)
{
  return (ProofMask) 1 << (regime * WIDTH_MAX + w);
}

static int
classes_of_sign (int sign)
{
  return sign > 0 ? CLASS_UNSIGNED
	 : sign < 0 ? CLASS_SIGNED_WRAPPING | CLASS_SIGNED_UNDEFINED
	 : CLASS_ALL;
}

static Regime
class_regime (int class_bit)
{
  return class_bit == CLASS_SIGNED_UNDEFINED ? REGIME_UNDEFINED
	 : REGIME_WRAPPING;
}

/* The existing rule that applies to every instance of CANDIDATE's
   pattern in the class of types CLASS_BIT at width index W, or NULL.
   *MATCHED is set to a rule whose pattern matches, if there is one.  */
static const Rule *
covering_rule (const Rule *candidate, int class_bit, int w,
	       const Rule **matched)
{
  Regime regime = class_regime (class_bit);
  for (int i = 0; i < existing_variants.count; i++)
    {
      const Variant *v = &existing_variants.variants[i];
      const Rule *rule = v->rule;
      if (!(classes_of_sign (rule->sign) & class_bit)
	  || !(rule->proven & mask_bit (regime, w)))
	continue;
      Bindings b;
      b.count = 0;
      if (!match_term (v->pattern, candidate->pattern, &b, widths[w]))
	continue;
      if (!*matched)
	*matched = rule;
      const char *names[64], *fresh[64];
      const Expr *terms[64];
      int fresh_count;
      Clause *clauses = rename_clauses (rule, &b, names, fresh, terms,
					&fresh_count);
      if (prove_covers (candidate, clauses, fresh, terms, fresh_count,
			widths[w], regime, candidate_options.timeout_ms)
	  == OUTCOME_PROVEN)
	return rule;
    }
  return NULL;
}

/* Printing the identity of a rule, in the infix of the rule files'
   comments.  */

/* The infix spelling of OP, or NULL for a function-style one.  */
static const char *
infix_spelling (Op op)
{
  switch (op)
    {
    case OP_int_add: return "+";
    case OP_int_sub: return "-";
    case OP_int_mul: return "*";
    case OP_int_and: return "&";
    case OP_int_or: return "|";
    case OP_int_xor: return "^";
    case OP_int_lshift: return "<<";
    case OP_int_rshift: return ">>";
    case OP_uint_rshift: return ">>u";
    case OP_int_eq: return "==";
    case OP_int_ne: return "!=";
    case OP_int_lt: return "<";
    case OP_int_le: return "<=";
    case OP_int_gt: return ">";
    case OP_int_ge: return ">=";
    case OP_uint_lt: return "<u";
    case OP_uint_le: return "<=u";
    case OP_uint_gt: return ">u";
    case OP_uint_ge: return ">=u";
    case OP_int_div: return "/";
    case OP_int_mod: return "%";
    case OP_uint_div: return "/u";
    case OP_uint_mod: return "%u";
    default: return NULL;
    }
}

static char *
infix (const Expr *expr, bool inner)
{
  if (expr->kind != EXPR_OPERATION)
    {
      char *text = expr_text (expr);
      return inner && expr->kind == EXPR_BINARY
	     ? arena_printf ("(%s)", text) : text;
    }
  const char *name = op_info[expr->op].name;
  if (strncmp (name, "int_", 4) == 0)
    name += 4;
  if (expr->op == OP_int_neg)
    return arena_printf ("-%s", infix (expr->args[0], true));
  if (expr->op == OP_int_invert)
    return arena_printf ("~%s", infix (expr->args[0], true));
  const char *spelling = infix_spelling (expr->op);
  if (!spelling)
    {
      char *text = arena_printf ("%s(%s", name, infix (expr->args[0], false));
      for (int i = 1; i < expr->arg_count; i++)
	text = arena_printf ("%s, %s", text, infix (expr->args[i], false));
      return arena_printf ("%s)", text);
    }
  char *text = arena_printf ("%s %s %s", infix (expr->args[0], true),
			     spelling, infix (expr->args[1], true));
  return inner || (op_info[expr->op].flags & PEEP_OPF_COMPARISON)
	 ? arena_printf ("(%s)", text) : text;
}

/* "# pattern == target", then the checks and assignments.  */
static char *
identity_comment (const Rule *rule)
{
  char *text = arena_printf ("# %s == %s", infix (rule->pattern, false),
			     infix (rule->target, false));
  const char *checks = "", *assignments = "";
  for (const Clause *c = rule->clauses; c; c = c->next)
    if (c->kind == CLAUSE_CHECK)
      checks = arena_printf ("%s%s%s", checks, *checks ? " and " : "",
			     c->text);
    else
      assignments = arena_printf ("%s%s%s = %s", assignments,
				  *assignments ? ", " : "", c->name, c->text);
  if (*checks)
    text = arena_printf ("%s\n#   when %s", text, checks);
  if (*assignments)
    text = arena_printf ("%s\n#   where %s", text, assignments);
  return text;
}

/* Candidates.  */

typedef struct Candidate
{
  const char *name;
  const char *text;	/* the rule, as rule files write it */
  Rule *rule;		/* parsed, checked and lowered */
} Candidate;

typedef struct Group
{
  Candidate *items;
  int count;
  int capacity;
} Group;

static FILE *null_stream;

/* The rule TEXT, parsed, checked, lowered and typed; NULL if the
   checker rejects it (mixed signedness ...), or if it has more than one
   type: the search is of rules of one type, and a comparison whose
   value another operation uses gives that value a type of its own
   (gen/types.c).  */
static Rule *
make_rule (const char *text)
{
  RuleSet set = { NULL, 0, 0 };
  diag_reset (null_stream);
  parse_buffer ("<candidate>", text, strlen (text), &set);
  if (diag_error_count () == 0)
    check_rules (&set);
  if (diag_error_count () == 0 && set.count == 1)
    {
      lower_rules (&set);
      types_infer (&set);
    }
  bool bad = diag_error_count () != 0 || set.count != 1
	     || set.rules[0]->type_count != 1;
  diag_reset (NULL);
  return bad ? NULL : set.rules[0];
}

/* Whether the rule text TEXT uses the variable x.  */
static bool
uses_x_p (const char *text)
{
  return strcmp (text, "x") == 0 || strstr (text, "(x") || strstr (text, " x)")
	 || strstr (text, "x.");
}

/* PATTERN with its one x written _, as rule files write a variable
   that the rest of the rule does not use; PATTERN itself if x occurs
   more than once.  */
static const char *
wildcard_pattern (const char *pattern)
{
  const char *at = strstr (pattern, "(x");
  if (!at)
    at = strstr (pattern, " x)");
  if (!at || strstr (at + 2, "x,") || strstr (at + 2, "x)"))
    return pattern;
  size_t offset = (size_t) (at - pattern) + 1;
  char *copy = arena_strdup (pattern);
  copy[offset] = '_';
  return copy;
}

static void
group_add (Group *group, const char *name, const char *pattern,
	   const char *clauses, const char *target)
{
  if (!uses_x_p (target) && !uses_x_p (clauses))
    pattern = wildcard_pattern (pattern);
  const char *text = arena_printf ("%s: %s\n%s    => %s\n", name, pattern,
				   clauses, target);
  Rule *rule = make_rule (text);
  if (!rule || prove_compare_cost (rule->target, rule->pattern) >= 0)
    {
      count.rejected += rule != NULL;
      return;
    }
  if (group->count == group->capacity)
    {
      group->capacity = group->capacity ? 2 * group->capacity : 64;
      Candidate *bigger = arena_alloc ((size_t) group->capacity
				       * sizeof *bigger);
      if (group->count)
	memcpy (bigger, group->items, (size_t) group->count * sizeof *bigger);
      group->items = bigger;
    }
  Candidate *c = &group->items[group->count++];
  c->name = name;
  c->text = text;
  c->rule = rule;
}

/* What became of a candidate that is not proven.  ORDER FAILURES:
   failure_names in search_group.  */
typedef enum Failure
{
  FAILURE_TESTED,	/* refuted by the test */
  FAILURE_NEVER,	/* never applies */
  FAILURE_Z3,		/* refuted by Z3 */
  FAILURE_TIMEOUT
} Failure;

/* Which classes of types RULE holds in, by the test and then Z3; if
   none, *FAILURE says why, the most telling reason of any regime.  */
static int
prove_candidate (const Rule *rule, Failure *failure)
{
  int classes = classes_of_sign (rule->sign), proven = 0;
  *failure = FAILURE_TESTED;
  for (int r = 0; r < REGIME_COUNT; r++)
    {
      int regime_classes = classes & (r == REGIME_UNDEFINED
				      ? CLASS_SIGNED_UNDEFINED
				      : CLASS_UNSIGNED
					| CLASS_SIGNED_WRAPPING);
      if (!regime_classes)
	continue;
      TestResult test = test_rule (rule, (Regime) r);
      if (test != TEST_PASSED)
	{
	  if (test == TEST_NEVER_APPLIES && *failure < FAILURE_NEVER)
	    *failure = FAILURE_NEVER;
	  continue;
	}
      bool holds = true;
      int tried = 0;
      for (int w = 0; w < width_count && holds; w++)
	{
	  if (!exists_at (rule, widths[w]))
	    continue;
	  tried++;
	  Outcome o = prove_obligation (rule, widths[w], (Regime) r,
					&candidate_options);
	  holds = o == OUTCOME_PROVEN;
	  Failure f = o == OUTCOME_TIMEOUT ? FAILURE_TIMEOUT
		      : o == OUTCOME_VACUOUS ? FAILURE_NEVER : FAILURE_Z3;
	  if (!holds && f > *failure)
	    *failure = f;
	}
      if (tried == 0 && *failure < FAILURE_NEVER)
	/* Its operations exist at none of the widths.  */
	*failure = FAILURE_NEVER;
      if (holds && tried > 0)
	proven |= regime_classes;
    }
  return proven;
}

/* Whether RULE is new in the classes PROVEN: some class and width
   where no existing rule applies to all of its pattern.  *BY is set to
   an existing rule that does apply somewhere, else *MATCHED to one
   whose pattern matches but whose checks do not always hold.  */
static bool
new_p (const Rule *rule, int proven, const Rule **by, const Rule **matched)
{
  bool fresh = false;
  *by = NULL;
  *matched = NULL;
  for (int class_bit = 1; class_bit <= 4; class_bit <<= 1)
    if (proven & class_bit)
      for (int w = 0; w < width_count; w++)
	{
	  if (!exists_at (rule, widths[w]))
	    continue;
	  const Rule *cover = covering_rule (rule, class_bit, w, matched);
	  if (!cover)
	    fresh = true;
	  else if (!*by)
	    *by = cover;
	}
  return fresh;
}

static const char *
regime_note (const Rule *rule, int proven)
{
  int classes = classes_of_sign (rule->sign);
  if (proven == classes)
    return NULL;
  if (proven & CLASS_SIGNED_UNDEFINED)
    return "# Holds only where signed overflow is undefined; peepgen "
	   "restricts it there.";
  return "# Holds only with wrapping overflow (unsigned types, -fwrapv); "
	 "peepgen\n# restricts it there.";
}

static void
report (const Candidate *c, int proven)
{
  const Rule *rule = c->rule, *by, *matched;
  bool fresh = new_p (rule, proven, &by, &matched);
  int classes = classes_of_sign (rule->sign);
  if (proven == classes)
    count.everywhere++;
  else if (proven & CLASS_SIGNED_UNDEFINED)
    count.undefined_only++;
  else
    count.wrapping_only++;
  count.fresh += fresh;
  if (new_only && !fresh)
    return;
  const char *name = unique_name (c->name);
  const char *note = regime_note (rule, proven);
  printf ("%s\n", identity_comment (rule));
  if (note)
    printf ("%s\n", note);
  if (fresh && by)
    printf ("# NEW (%s applies to it only in part)\n", by->name);
  else if (fresh && matched)
    printf ("# NEW (%s matches it, but its checks do not always hold)\n",
	    matched->name);
  else if (fresh)
    printf ("# NEW\n");
  else
    printf ("# already handled by %s (%s:%d)\n", by->name,
	    by->location.file, by->location.line);
  const char *colon = strchr (c->text, ':');
  printf ("%s%s\n", name, colon);
  fflush (stdout);
}

static int
compare_candidates (const void *a, const void *b)
{
  const Candidate *x = a, *y = b;
  int order = prove_compare_cost (x->rule->target, y->rule->target);
  if (order)
    return order;
  return x < y ? -1 : x > y;
}

/* Try the targets of one pattern, cheapest first; print those that
   hold in a class of types no cheaper one holds in.  */
static void
search_group (Group *group)
{
  if (group->count == 0)
    return;
  count.patterns++;
  /* qsort is not stable: compare_candidates keeps generation order
     among equal costs by address.  */
  qsort (group->items, (size_t) group->count, sizeof *group->items,
	 compare_candidates);
  int covered = 0;
  for (int i = 0; i < group->count; i++)
    {
      const Candidate *c = &group->items[i];
      int classes = classes_of_sign (c->rule->sign);
      if ((classes & ~covered) == 0)
	continue;
      count.candidates++;
      Failure failure;
      int proven = prove_candidate (c->rule, &failure);
      static const char *const failure_names[] = {
	"refuted by testing", "never applies", "refuted by Z3", "timed out"
      };			/* ORDER FAILURES.  */
      if (verbose)
	fprintf (stderr, "peepsearch: %s => %s: %s\n", c->name,
		 expr_text (c->rule->target),
		 proven ? "proven" : failure_names[failure]);
      if (!proven)
	{
	  count.failures[failure]++;
	  continue;
	}
      if ((proven & ~covered) == 0)
	continue;
      report (c, proven);
      covered |= proven;
    }
  group->count = 0;
}

/* Generation.  */

static const char *
short_name (Op op)
{
  const char *name = op_info[op].name;
  if (strncmp (name, "int_", 4) == 0)
    return name + 4;
  if (strncmp (name, "uint_", 5) == 0)
    return arena_printf ("u%s", name + 5);
  return name;
}

/* The search is of rules of one type: it leaves out the operations
   whose result has a type of its own (conversions, bit counting).  */
static bool
binary_p (Op op)
{
  return op_info[op].arity == 2 && op_info[op].core == OP_NONE
	 && !(op_info[op].flags & TYPED_FLAGS);
}

/* Core unary operations, and sugar that reads as one.  */
static bool
unary_p (Op op)
{
  return op_info[op].arity == 1 && !(op_info[op].flags & TYPED_FLAGS);
}

/* OP (A, B) as a rule writes it; int_ne (x, 0) as int_is_true (x) and
   the like.  */
static const char *
operation_text (Op op, const char *a, const char *b)
{
  if (!b)
    return arena_printf ("%s(%s)", op_info[op].name, a);
  if (strcmp (b, "0") == 0)
    for (int s = 1; s < OP_COUNT; s++)
      if (op_info[s].core == op && op_info[s].second == 0)
	return arena_printf ("%s(%s)", op_info[s].name, a);
  return arena_printf ("%s(%s, %s)", op_info[op].name, a, b);
}

/* The targets of a pattern over x: constants, x, single operations of
   x and constants.  make_rule and the cost check drop the ill-formed
   and the not cheaper.  */
static void
add_simple_targets (Group *group, const char *name, const char *pattern,
		    const char *clauses)
{
  for (int k = 0; k < CONSTANT_COUNT; k++)
    group_add (group, name, pattern, clauses, constants[k].text);
  group_add (group, name, pattern, clauses, "x");
  for (int op = 1; op < OP_COUNT; op++)
    if (unary_p ((Op) op))
      group_add (group, name, pattern, clauses,
		 operation_text ((Op) op, "x", NULL));
  for (int op = 1; op < OP_COUNT; op++)
    {
      if (!binary_p ((Op) op))
	continue;
      group_add (group, name, pattern, clauses,
		 operation_text ((Op) op, "x", "x"));
      for (int k = 0; k < CONSTANT_COUNT; k++)
	{
	  group_add (group, name, pattern, clauses,
		     operation_text ((Op) op, "x", constants[k].text));
	  if (!(op_info[op].flags & PEEP_OPF_COMMUTATIVE))
	    group_add (group, name, pattern, clauses,
		       operation_text ((Op) op, constants[k].text, "x"));
	}
    }
}

/* op (x, x); op (x, K) and op (K, x).  */
static void
generate_binary (Op op)
{
  Group group = { NULL, 0, 0 };
  const char *stem = short_name (op);
  if (shapes & SHAPE_SAME)
    {
      add_simple_targets (&group, arena_printf ("%s_x_x", stem),
			  operation_text (op, "x", "x"), "");
      search_group (&group);
    }
  if (!(shapes & SHAPE_CONSTANT))
    return;
  for (int k = 0; k < CONSTANT_COUNT; k++)
    {
      const char *text = constants[k].text, *word = constants[k].word;
      add_simple_targets (&group, arena_printf ("%s_x_%s", stem, word),
			  arena_printf ("%s(x, %s)", op_info[op].name, text),
			  "");
      search_group (&group);
      if (op_info[op].flags & PEEP_OPF_COMMUTATIVE)
	continue;
      add_simple_targets (&group, arena_printf ("%s_%s_x", stem, word),
			  arena_printf ("%s(%s, x)", op_info[op].name, text),
			  "");
      search_group (&group);
    }
}

/* u1 (u2 (x)).  */
static void
generate_unary (Op outer, Op inner)
{
  Group group = { NULL, 0, 0 };
  add_simple_targets (&group, arena_printf ("%s_%s", short_name (outer),
					    short_name (inner)),
		      arena_printf ("%s(%s(x))", op_info[outer].name,
				    op_info[inner].name), "");
  search_group (&group);
}

/* op2 (op1 (x, C1), C2) => op (x, C), C computed from C1 and C2; a
   shift or rotate by C needs C in [0, LONG_BIT).  */
static void
generate_constants (Op outer, Op inner)
{
  Group group = { NULL, 0, 0 };
  const char *name = arena_printf ("%s_%s_consts", short_name (outer),
				   short_name (inner));
  const char *pattern = arena_printf ("%s(%s(x, C1), C2)",
				      op_info[outer].name,
				      op_info[inner].name);
  Op targets[2] = { inner, outer };
  for (int t = 0; t < 1 + (inner != outer); t++)
    for (int k = 0; k < COMBINER_COUNT; k++)
      {
	const char *clauses = arena_printf ("    C = %s\n", combiners[k]);
	const char *target = arena_printf ("%s(x, C)",
					   op_info[targets[t]].name);
	group_add (&group, name, pattern, clauses, target);
	if (op_info[targets[t]].flags & PEEP_OPF_SHIFT)
	  group_add (&group, name, pattern,
		     arena_printf ("%s    check C <u LONG_BIT\n", clauses),
		     target);
      }
  search_group (&group);
}

/* op (x, C), C a power of two: shifts and masks of both signedness,
   without and then with x known non-negative.  */
static void
generate_pow2 (Op op)
{
  static const char *const powers[] = {
    "    check C != 0 and C & (C - 1) == 0\n",
    "    check C > 0 and C & (C - 1) == 0\n",
    "    check C >u 1 and C & (C - 1) == 0\n"
  };
  static const char *const targets[] = {
    "    k = highest_bit(C)\n", "int_lshift(x, k)",
    "    k = highest_bit(C)\n", "int_rshift(x, k)",
    "    k = highest_bit(C)\n", "uint_rshift(x, k)",
    "    k = LONG_BIT - highest_bit(C)\n", "uint_rshift(x, k)",
    "    k = LONG_BIT - highest_bit(C)\n", "int_rshift(x, k)",
    "    mask = C - 1\n", "int_and(x, mask)"
  };
  Group group = { NULL, 0, 0 };
  const char *name = arena_printf ("%s_pow2", short_name (op));
  const char *pattern = arena_printf ("%s(x, C)", op_info[op].name);
  for (int fact = 0; fact < 2; fact++)
    for (size_t p = 0; p < sizeof powers / sizeof *powers; p++)
      for (size_t t = 0; t < sizeof targets / sizeof *targets; t += 2)
	group_add (&group, fact ? arena_printf ("%s_nonnegative", name) : name,
		   pattern,
		   arena_printf ("%s%s%s", powers[p],
				 fact ? "    check x.known_nonnegative()\n" : "",
				 targets[t]),
		   targets[t + 1]);
  search_group (&group);
}

static void
generate (void)
{
  for (int op = 1; op < OP_COUNT; op++)
    if (pattern_ops[op] && binary_p ((Op) op))
      generate_binary ((Op) op);
  if (shapes & SHAPE_UNARY)
    for (int outer = 1; outer < OP_COUNT; outer++)
      for (int inner = 1; inner < OP_COUNT; inner++)
	if (pattern_ops[outer] && pattern_ops[inner] && unary_p ((Op) outer)
	    && unary_p ((Op) inner))
	  generate_unary ((Op) outer, (Op) inner);
  if (shapes & SHAPE_CONSTANTS)
    for (int outer = 1; outer < OP_COUNT; outer++)
      for (int inner = 1; inner < OP_COUNT; inner++)
	if (pattern_ops[outer] && pattern_ops[inner] && binary_p ((Op) outer)
	    && binary_p ((Op) inner)
	    && !(op_info[outer].flags & PEEP_OPF_COMPARISON)
	    && !(op_info[inner].flags & PEEP_OPF_COMPARISON))
	  generate_constants ((Op) outer, (Op) inner);
  if (shapes & SHAPE_POW2)
    for (int op = 1; op < OP_COUNT; op++)
      if (pattern_ops[op] && binary_p ((Op) op)
	  && (op == OP_int_mul || op == OP_int_div || op == OP_int_mod
	      || op == OP_uint_div || op == OP_uint_mod
	      || op == OP_uint_mul_high))
	generate_pow2 ((Op) op);
}

/* The command line.  */

static void
usage (FILE *out)
{
  fputs ("Usage: peepsearch [OPTION]... [RULE-FILE]...\n"
	 "Search for simple rewrite rules, prove them with peepgen's "
	 "prover, and print\nthe proven ones in rule syntax, each marked "
	 "NEW unless a rule of RULE-FILE...\nalready applies to all of "
	 "its pattern.\n\n"
	 "  --operations=LIST  operations patterns may use (default: all)\n"
	 "  --shapes=LIST      shapes of patterns: same (op(x, x)), "
	 "constant (op(x, K),\n"
	 "                     op(K, x)), unary (u1(u2(x))), constants\n"
	 "                     (op2(op1(x, C1), C2)), pow2 (strength "
	 "reduction);\n"
	 "                     default: all\n"
	 "  --widths=LIST      prove at these precisions "
	 "(default 8,16,32,64,128)\n"
	 "  --timeout=MS       give up a proof query after MS milliseconds "
	 "(default 2000);\n"
	 "                     a candidate whose proof times out is not "
	 "proven\n"
	 "  --cache=DIR        keep the results of proofs in DIR, and reuse "
	 "them\n"
	 "  --new-only         print only the new rules\n"
	 "  --no-testing       send every candidate to Z3, even those a "
	 "concrete test\n"
	 "                     at the smallest width refutes\n"
	 "  -v, --verbose      say what became of each candidate, on "
	 "standard error\n"
	 "      --help         print this help and exit\n"
	 "      --version      print the version and exit\n\n"
	 "The last line is the summary: candidates tried, proven (by "
	 "overflow regime),\nrefuted, timed out, and new.  Exit status: 0 "
	 "if all is well, 1 if a rule file\nhas an error, 2 on wrong "
	 "usage.\n", out);
}

/* The items of a comma-separated LIST, each passed to ADD; false if
   ADD rejects one.  */
static bool
for_each_item (const char *list, bool (*add) (const char *item))
{
  char *copy = arena_strdup (list), *save = NULL;
  for (char *item = strtok_r (copy, ",", &save); item;
       item = strtok_r (NULL, ",", &save))
    if (!add (item))
      return false;
  return true;
}

static bool
add_operation (const char *name)
{
  Op op = op_lookup (name);
  if (op == OP_NONE)
    return false;
  pattern_ops[op] = true;
  return true;
}

static bool
add_shape (const char *name)
{
  for (size_t i = 0; i < sizeof shape_names / sizeof *shape_names; i++)
    if (strcmp (shape_names[i], name) == 0)
      {
	shapes |= 1 << i;
	return true;
      }
  return false;
}

/* Parse, check, lower and prove the existing rules, as peepgen
   --check does (with its default timeout, so that the proof cache
   serves them).  */
static bool
load_existing (char **files, int file_count, const char *cache)
{
  for (int i = 0; i < file_count; i++)
    parse_file (files[i], &existing);
  check_rules (&existing);
  if (diag_error_count ())
    return false;
  lower_rules (&existing);
  types_infer (&existing);
  existing_variants = lower_variants (&existing);
  if (diag_error_count ())
    return false;
  ProveOptions options = { 60000, false, false, cache, false, 1, false };
  diag_reset (null_stream);
  prove_rules (&existing, &options);
  int errors = diag_error_count ();
  diag_reset (NULL);
  if (errors)
    {
      fprintf (stderr, "peepsearch: %d rule%s of the given files cannot be "
	       "proven; see peepgen --check\n", errors, errors == 1 ? "" : "s");
      return false;
    }
  for (int i = 0; i < existing.count; i++)
    use_name (existing.rules[i]->name);
  return true;
}

static void
print_summary (double seconds)
{
  int proven = count.everywhere + count.wrapping_only + count.undefined_only;
  printf ("# peepsearch: %d candidates of %d patterns: %d proven (%d in every "
	  "regime, %d with wrapping overflow only, %d with undefined "
	  "overflow only), %d refuted (%d by testing, %d by Z3), %d never "
	  "apply, %d timed out; %d new; %.1f s\n",
	  count.candidates, count.patterns, proven, count.everywhere,
	  count.wrapping_only, count.undefined_only,
	  count.failures[FAILURE_TESTED] + count.failures[FAILURE_Z3],
	  count.failures[FAILURE_TESTED], count.failures[FAILURE_Z3],
	  count.failures[FAILURE_NEVER], count.failures[FAILURE_TIMEOUT],
	  count.fresh, seconds);
}

int
main (int argc, char **argv)
{
  option_program = "peepsearch";
  enum { OPT_OPERATIONS = 256, OPT_SHAPES, OPT_WIDTHS, OPT_TIMEOUT,
	 OPT_CACHE, OPT_NEW_ONLY, OPT_NO_TESTING, OPT_HELP, OPT_VERSION };
  static const struct option options[] = {
    {"operations", required_argument, NULL, OPT_OPERATIONS},
    {"shapes", required_argument, NULL, OPT_SHAPES},
    {"widths", required_argument, NULL, OPT_WIDTHS},
    {"timeout", required_argument, NULL, OPT_TIMEOUT},
    {"cache", required_argument, NULL, OPT_CACHE},
    {"new-only", no_argument, NULL, OPT_NEW_ONLY},
    {"no-testing", no_argument, NULL, OPT_NO_TESTING},
    {"verbose", no_argument, NULL, 'v'},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0}
  };
  bool some_operations = false;
  int c;
  while ((c = getopt_long (argc, argv, "v", options, NULL)) != -1)
    switch (c)
      {
      case OPT_OPERATIONS:
	if (!for_each_item (optarg, add_operation))
	  usage_error ("invalid --operations '%s': give operations of the "
		       "rule language, such as int_add,int_sub", optarg);
	some_operations = true;
	break;
      case OPT_SHAPES:
	shapes = 0;
	if (!for_each_item (optarg, add_shape) || !shapes)
	  usage_error ("invalid --shapes '%s': give some of same, constant, "
		       "unary, constants, pow2", optarg);
	break;
      case OPT_WIDTHS:
	parse_widths_option (optarg, widths, &width_count, WIDTH_MAX);
	break;
      case OPT_TIMEOUT:
	candidate_options.timeout_ms = parse_timeout_option (optarg);
	break;
      case OPT_CACHE:
	candidate_options.cache = optarg;
	break;
      case OPT_NEW_ONLY:
	new_only = true;
	break;
      case OPT_NO_TESTING:
	testing = false;
	break;
      case 'v':
	verbose = true;
	break;
      case OPT_HELP:
	usage (stdout);
	return 0;
      case OPT_VERSION:
	printf ("peepsearch (peephole) %s\n", PACKAGE_VERSION);
	return 0;
      default:
	fprintf (stderr, "Try 'peepsearch --help' for more information.\n");
	return 2;
      }
  if (!some_operations)
    for (int op = 1; op < OP_COUNT; op++)
      pattern_ops[op] = true;
  null_stream = fopen ("/dev/null", "w");
  if (!null_stream)
    diag_fatal ("cannot open /dev/null");
  struct timespec start, end;
  clock_gettime (CLOCK_MONOTONIC, &start);
  if (!load_existing (argv + optind, argc - optind, candidate_options.cache))
    {
      arena_free_all ();
      return 1;
    }
  generate ();
  clock_gettime (CLOCK_MONOTONIC, &end);
  print_summary ((double) (end.tv_sec - start.tv_sec)
		 + (double) (end.tv_nsec - start.tv_nsec) / 1e9);
  fclose (null_stream);
  arena_free_all ();
  return 0;
}
