/* prove.c: every rule proven with Z3, at every width, in both regimes.

   A rule is correct at precision P in an overflow regime when, for all
   values of its variables and all sound facts about them: wherever the
   pattern is defined and the checks hold, the target is defined and
   has the pattern's value.  The prover asks Z3 for a counterexample;
   "unsat" is a proof.  Before that it asks whether the pattern and the
   checks can hold at all; a rule that can never apply is an error.

   Semantics (shared/DESIGN.md, section 4):
   - values are P-bit two's-complement bit-vectors;
   - in the undefined regime, signed overflow of add, sub, mul, neg and
     abs is undefined;
   - in both regimes, shifts and rotates by counts outside [0, P),
     division and modulo by zero, and signed MIN / -1 are undefined;
   - facts are fresh values constrained to be sound (facts.def);
   - check and assignment expressions have the semantics of
     include/peephole-arith.h.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <z3.h>

#include "peephole-api.h"
#include "peephole-semantics.h"
#include "prover-hash.h"
#include "z3context.h"

/* A named value: a pattern variable, an assigned name, a fact, or an
   intermediate value for counterexamples.  */
typedef struct Named
{
  const char *name;
  Z3_ast value;
  unsigned width;	/* 0 for conditions */
  struct Named *next;
} Named;

/* A condition with the text that explains it, for unsat cores and for
   saying why a target is undefined.  */
typedef struct Condition
{
  const char *text;
  const char *broken;	/* what it means that it does not hold */
  Z3_ast condition;
  struct Condition *next;
} Condition;

typedef struct Proof
{
  Z3_context z3;
  const Rule *rule;
  unsigned widths[TYPE_MAX];	/* of each type of the rule */
  Regime regimes[TYPE_MAX];
  /* The type being translated: its width, sort and regime.  */
  unsigned width;
  Regime regime;
  Z3_sort sort;
  Named *variables;	/* pattern variables and assigned names */
  Named *facts;		/* x.lower ..., created as checks use them */
  Named *trace;		/* intermediate values, newest first */
  Condition *assumptions;	/* soundness of facts */
  Condition *pattern_defined;
  Condition *target_defined;
  Condition *checks;	/* checks, and definedness of assignments */
  Z3_ast splits[8];	/* terms with few values, to split the proof on */
  unsigned split_limits[8];	/* each takes values in [0, limit) */
  int split_count;
} Proof;

typedef struct Result
{
  Outcome outcome;
  char *report;		/* the counterexample, or the conflicting conditions */
} Result;

/* ORDER REGIMES (and the short names that prove_summary prints).  */
static const char *const regime_names[REGIME_COUNT] = {
  "wrapping overflow", "undefined signed overflow"
};				/* ORDER REGIMES.  */

static void
z3_error (Z3_context z3, Z3_error_code code)
{
  diag_internal (__FILE__, __LINE__, Z3_get_error_msg (z3, code));
}

/* Small constructors.  */

static Z3_ast
bv_number (Proof *proof, Wide value)
{
  return Z3_mk_numeral (proof->z3,
			wide_to_decimal (wide_truncate (value, proof->width)),
			proof->sort);
}

static Z3_ast
bv_uint (Proof *proof, uint64_t value)
{
  return bv_number (proof, wide_from_uint (value));
}

static Z3_ast
bv_minint (Proof *proof)
{
  return Z3_mk_bvshl (proof->z3, bv_uint (proof, 1),
		      bv_uint (proof, proof->width - 1));
}

static Z3_ast
mk_and2 (Z3_context z3, Z3_ast a, Z3_ast b)
{
  Z3_ast args[2] = { a, b };
  return Z3_mk_and (z3, 2, args);
}

static Z3_ast
mk_or2 (Z3_context z3, Z3_ast a, Z3_ast b)
{
  Z3_ast args[2] = { a, b };
  return Z3_mk_or (z3, 2, args);
}

static Z3_ast
conjunction (Proof *proof, const Condition *conditions)
{
  Z3_ast result = Z3_mk_true (proof->z3);
  for (const Condition *c = conditions; c; c = c->next)
    result = mk_and2 (proof->z3, result, c->condition);
  return result;
}

static void
add_condition (Condition **list, const char *text, Z3_ast condition)
{
  Condition *c = arena_alloc (sizeof *c);
  c->text = text;
  c->broken = arena_printf ("it is not true that %s", text);
  c->condition = condition;
  c->next = *list;
  *list = c;
}

/* A condition with the words for when it does not hold.  */
static void
add_explained (Condition **list, const char *text, const char *broken,
	       Z3_ast condition)
{
  add_condition (list, text, condition);
  (*list)->broken = broken;
}

static Named *
add_named (Named **list, const char *name, Z3_ast value, unsigned width)
{
  Named *n = arena_alloc (sizeof *n);
  n->name = name;
  n->value = value;
  n->width = width;
  n->next = *list;
  *list = n;
  return n;
}

static Named *
find_named (Named *list, const char *name)
{
  for (; list; list = list->next)
    if (strcmp (list->name, name) == 0)
      return list;
  return NULL;
}

/* Translate values of type TYPE: the width, sort and regime of what
   is translated next.  Returns the previous type's state in *SAVED.  */
typedef struct TypeState
{
  unsigned width;
  Regime regime;
  Z3_sort sort;
} TypeState;

static TypeState
enter_type (Proof *proof, int type)
{
  TypeState saved = { proof->width, proof->regime, proof->sort };
  if (proof->width != proof->widths[type])
    proof->sort = Z3_mk_bv_sort (proof->z3, proof->widths[type]);
  proof->width = proof->widths[type];
  proof->regime = proof->regimes[type];
  return saved;
}

/* Every type of width WIDTH and regime REGIME (peepsearch's candidates
   and --evaluate have one type).  */
static void
set_uniform_type (Proof *proof, unsigned width, Regime regime)
{
  for (int t = 0; t < TYPE_MAX; t++)
    {
      proof->widths[t] = width;
      proof->regimes[t] = regime;
    }
  proof->width = width;
  proof->regime = regime;
  proof->sort = Z3_mk_bv_sort (proof->z3, width);
}

static void
leave_type (Proof *proof, TypeState saved)
{
  proof->width = saved.width;
  proof->regime = saved.regime;
  proof->sort = saved.sort;
}

static unsigned
width_of (Proof *proof, Z3_ast a)
{
  return Z3_get_bv_sort_size (proof->z3, Z3_get_sort (proof->z3, a));
}

/* A shift count B of another width, for a shift of P-bit values: the
   condition that its unsigned value is below P, and its value in P
   bits there.  */
static Z3_ast
count_in_width (Proof *proof, Z3_ast b, unsigned p, Z3_ast *ok)
{
  Z3_context z3 = proof->z3;
  unsigned wb = width_of (proof, b);
  unsigned wide = wb > p ? wb : p;
  Z3_ast limit = Z3_mk_int (z3, (int) p, Z3_mk_bv_sort (z3, wide));
  Z3_ast value = wb < wide ? Z3_mk_zero_ext (z3, wide - wb, b) : b;
  *ok = Z3_mk_bvult (z3, value, limit);
  return wb > p ? Z3_mk_extract (z3, p - 1, 0, b)
	 : Z3_mk_zero_ext (z3, p - wb, b);
}

/* What each kind of undefined behaviour means, in counterexamples: the
   condition that holds where OP is defined, and its negation.  */
static void
explain_kind (int kind, const char *text, unsigned width, const char **holds,
	      const char **broken)
{
  switch (kind)
    {
    case PEEP_UB_COUNT:
      *holds = arena_printf ("the count of %s is in [0, %u)", text, width);
      *broken = arena_printf ("the count of %s is outside [0, %u)", text,
			      width);
      return;
    case PEEP_UB_DIVISOR:
      *holds = arena_printf ("%s does not divide by zero", text);
      *broken = arena_printf ("%s divides by zero", text);
      return;
    case PEEP_UB_QUOTIENT:
      *holds = arena_printf ("%s is not MININT / -1", text);
      *broken = arena_printf ("%s divides MININT by -1", text);
      return;
    case PEEP_UB_ZERO:
      *holds = arena_printf ("the operand of %s is not 0", text);
      *broken = arena_printf ("the operand of %s is 0", text);
      return;
    default:
      *holds = arena_printf ("%s does not overflow", text);
      *broken = arena_printf ("%s overflows", text);
      return;
    }
}

/* The value of OP (A, B), with operands of the current type and, for a
   conversion, a result of RESULT_WIDTH bits: the semantics of the table
   of operations (include/peephole-semantics.h).  The conditions under
   which it is defined are added to *DEFINED, explained with TEXT;
   signed overflow is undefined only in the undefined regime.  */
static Z3_ast
operation_value (Proof *proof, Op op, Z3_ast a, Z3_ast b,
		 unsigned result_width, const char *text, Condition **defined)
{
  Z3_context z3 = proof->z3;
  Z3_ast value = peep_z3_value (z3, (enum peep_op) op, a, b, proof->width,
				result_width);
  gen_assert (value);
  int kinds = op_info[op].undefined;
  for (int kind = 1; kind < (1 << PEEP_UB_KINDS); kind <<= 1)
    {
      if (!(kinds & kind)
	  || (kind == PEEP_UB_OVERFLOW && proof->regime != REGIME_UNDEFINED))
	continue;
      const char *holds, *broken;
      explain_kind (kind, text, proof->width, &holds, &broken);
      add_explained (defined, holds, broken,
		     peep_z3_defined (z3, (enum peep_op) op, kind, a, b,
				      proof->width));
    }
  return value;
}

static Z3_ast variable_value (Proof *proof, const char *name);

/* Remember TERM, whose value lies in [0, LIMIT) wherever the rule
   applies, as a candidate for splitting the proof into cases.  */
static void
add_split (Proof *proof, Z3_ast term, unsigned limit)
{
  if (proof->split_count < 8)
    {
      proof->splits[proof->split_count] = term;
      proof->split_limits[proof->split_count] = limit;
      proof->split_count++;
    }
}

static Z3_ast expression_value (Proof *proof, const Expr *expr,
				Z3_ast *defined);

/* A pattern or target: operations over variables and constants.  The
   conditions under which it is defined are added to *DEFINED.  */
static Z3_ast
term_value (Proof *proof, const Expr *expr, Condition **defined)
{
  if (expr->kind == EXPR_OPERATION)
    {
      Z3_ast a = term_value (proof, expr->args[0], defined);
      Z3_ast b = expr->arg_count > 1 ? term_value (proof, expr->args[1],
						   defined) : NULL;
      const char *text = expr_text (expr);
      unsigned result_width = proof->widths[expr->tvar];
      /* The operation computes in its operands' type.  */
      TypeState saved = enter_type (proof, expr->args[0]->tvar);
      if (b && (op_info[expr->op].flags & PEEP_OPF_SHIFT)
	  && width_of (proof, b) != proof->width)
	{
	  Z3_ast ok;
	  b = count_in_width (proof, b, proof->width, &ok);
	  add_explained (defined, arena_printf ("the count of %s is in "
						"[0, %u)", text,
						proof->width),
			 arena_printf ("the count of %s is outside [0, %u)",
				       text, proof->width), ok);
	}
      Z3_ast value = operation_value (proof, expr->op, a, b, result_width,
				      text, defined);
      /* A comparison's 0 or 1 in the type of its value.  */
      if ((op_info[expr->op].flags & PEEP_OPF_COMPARISON)
	  && result_width != proof->width)
	value = result_width > proof->width
		? Z3_mk_zero_ext (proof->z3, result_width - proof->width, value)
		: Z3_mk_extract (proof->z3, result_width - 1, 0, value);
      /* A shift in the pattern is defined only for counts in [0, P).  */
      if ((op_info[expr->op].flags & PEEP_OPF_SHIFT)
	  && defined == &proof->pattern_defined)
	add_split (proof, b, proof->width);
      leave_type (proof, saved);
      add_named (&proof->trace, text, value, result_width);
      return value;
    }
  /* A variable, or a constant expression.  */
  TypeState saved = enter_type (proof, expr->tvar);
  Z3_ast is_defined = Z3_mk_true (proof->z3);
  Z3_ast value = expression_value (proof, expr, &is_defined);
  if (expr->kind != EXPR_NAME)
    add_condition (defined, arena_printf ("%s is defined", expr_text (expr)),
		   is_defined);
  leave_type (proof, saved);
  return value;
}

static Z3_ast
special_value (Proof *proof, Special special)
{
  if (special == SPECIAL_MININT)
    return bv_minint (proof);
  if (special == SPECIAL_MAXINT)
    return Z3_mk_bvnot (proof->z3, bv_minint (proof));
  return bv_uint (proof, proof->widths[0]);
}

/* The value of variable NAME: a fresh bit-vector the first time.  */
static Z3_ast
variable_value (Proof *proof, const char *name)
{
  Named *n = find_named (proof->variables, name);
  if (!n)
    n = add_named (&proof->variables, name,
		   Z3_mk_const (proof->z3, Z3_mk_string_symbol (proof->z3,
								name),
				proof->sort), proof->width);
  return n->value;
}

/* The fact FACT of variable NAME: a fresh value, sound for the
   variable.  */
static Z3_ast
fact_value (Proof *proof, const char *name, Fact fact)
{
  const char *fact_name = arena_printf ("%s.%s", name, fact_names[fact]);
  Named *n = find_named (proof->facts, fact_name);
  if (n)
    return n->value;
  Z3_context z3 = proof->z3;
  Z3_ast x = variable_value (proof, name);
  Z3_ast f = Z3_mk_const (z3, Z3_mk_string_symbol (z3, fact_name),
			  proof->sort);
  add_named (&proof->facts, fact_name, f, proof->width);
  Z3_ast sound;
  const char *text;
  switch (fact)
    {
    case FACT_lower:
      sound = Z3_mk_bvsle (z3, f, x);
      text = arena_printf ("%s >= %s", name, fact_name);
      break;
    case FACT_upper:
      sound = Z3_mk_bvsle (z3, x, f);
      text = arena_printf ("%s <= %s", name, fact_name);
      break;
    case FACT_ulower:
      sound = Z3_mk_bvule (z3, f, x);
      text = arena_printf ("%s >=u %s", name, fact_name);
      break;
    case FACT_uupper:
      sound = Z3_mk_bvule (z3, x, f);
      text = arena_printf ("%s <=u %s", name, fact_name);
      break;
    case FACT_ones:
      sound = Z3_mk_eq (z3, Z3_mk_bvand (z3, x, f), f);
      text = arena_printf ("%s & %s == %s", name, fact_name, fact_name);
      break;
    case FACT_zeros:
      sound = Z3_mk_eq (z3, Z3_mk_bvand (z3, x, f), bv_uint (proof, 0));
      text = arena_printf ("%s & %s == 0", name, fact_name);
      break;
    default:
      gen_assert (!"unknown fact");
    }
  add_condition (&proof->assumptions, text, sound);
  return f;
}

/* Python's floor division and modulo, as in peephole-arith.h.  */
static Z3_ast
floor_division (Proof *proof, Z3_ast a, Z3_ast b, bool modulo)
{
  Z3_context z3 = proof->z3;
  Z3_ast zero = bv_uint (proof, 0);
  Z3_ast a_negative = Z3_mk_bvslt (z3, a, zero);
  Z3_ast b_negative = Z3_mk_bvslt (z3, b, zero);
  Z3_ast ma = Z3_mk_ite (z3, a_negative, Z3_mk_bvneg (z3, a), a);
  Z3_ast mb = Z3_mk_ite (z3, b_negative, Z3_mk_bvneg (z3, b), b);
  Z3_ast q = Z3_mk_bvudiv (z3, ma, mb);
  Z3_ast r = Z3_mk_bvurem (z3, ma, mb);
  Z3_ast negated = Z3_mk_ite (z3, Z3_mk_eq (z3, r, zero), Z3_mk_bvneg (z3, q),
			      Z3_mk_bvsub (z3, Z3_mk_bvneg (z3, q),
					   bv_uint (proof, 1)));
  Z3_ast quotient = Z3_mk_ite (z3, Z3_mk_xor (z3, a_negative, b_negative),
			       negated, q);
  if (!modulo)
    return quotient;
  return Z3_mk_bvsub (z3, a, Z3_mk_bvmul (z3, b, quotient));
}

/* highest_bit (A): the index of its highest set bit.  */
static Z3_ast
highest_bit (Proof *proof, Z3_ast a)
{
  Z3_ast result = bv_uint (proof, 0);
  for (unsigned i = 1; i < proof->width; i++)
    result = Z3_mk_ite (proof->z3,
			Z3_mk_eq (proof->z3, Z3_mk_extract (proof->z3, i, i, a),
				  Z3_mk_numeral (proof->z3, "1",
						 Z3_mk_bv_sort (proof->z3, 1))),
			bv_uint (proof, i), result);
  return result;
}

static Z3_ast
popcount (Proof *proof, Z3_ast a)
{
  Z3_ast result = bv_uint (proof, 0);
  for (unsigned i = 0; i < proof->width; i++)
    result = Z3_mk_bvadd (proof->z3, result,
			  Z3_mk_zero_ext (proof->z3, proof->width - 1,
					  Z3_mk_extract (proof->z3, i, i, a)));
  return result;
}

static Z3_ast
call_value (Proof *proof, const Expr *expr, Z3_ast *defined)
{
  Z3_context z3 = proof->z3;
  Z3_ast a = expression_value (proof, expr->args[0], defined);
  Z3_ast b = expr->arg_count > 1 ? expression_value (proof, expr->args[1],
						     defined) : NULL;
  switch (expr->function)
    {
    case FUNCTION_highest_bit:
      {
	*defined = mk_and2 (z3, *defined,
			    Z3_mk_not (z3, Z3_mk_eq (z3, a,
						     bv_uint (proof, 0))));
	Z3_ast result = highest_bit (proof, a);
	add_split (proof, result, proof->width);
	return result;
      }
    case FUNCTION_popcount:
      {
	Z3_ast result = popcount (proof, a);
	add_split (proof, result, proof->width + 1);
	return result;
      }
    case FUNCTION_zext:
      {
	unsigned wa = width_of (proof, a);
	return wa < proof->width ? Z3_mk_zero_ext (z3, proof->width - wa, a)
	       : Z3_mk_extract (z3, proof->width - 1, 0, a);
      }
    case FUNCTION_min:
      return Z3_mk_ite (z3, Z3_mk_bvslt (z3, b, a), b, a);
    case FUNCTION_max:
      return Z3_mk_ite (z3, Z3_mk_bvslt (z3, a, b), b, a);
    case FUNCTION_umin:
      return Z3_mk_ite (z3, Z3_mk_bvult (z3, b, a), b, a);
    case FUNCTION_umax:
      return Z3_mk_ite (z3, Z3_mk_bvult (z3, a, b), b, a);
    default:
      gen_assert (!"function without semantics");
    }
}

static Z3_ast
binary_value (Proof *proof, const Expr *expr, Z3_ast *defined)
{
  Z3_context z3 = proof->z3;
  Z3_ast a_defined = Z3_mk_true (z3), b_defined = Z3_mk_true (z3);
  Z3_ast a = expression_value (proof, expr->args[0], &a_defined);
  Z3_ast b = expression_value (proof, expr->args[1], &b_defined);
  Z3_ast zero = bv_uint (proof, 0);
  /* 'and' and 'or' evaluate their right operand only when needed.  */
  if (expr->operator_ == OPERATOR_LAND)
    {
      *defined = mk_and2 (z3, *defined,
			  mk_and2 (z3, a_defined,
				   Z3_mk_implies (z3, a, b_defined)));
      return mk_and2 (z3, a, b);
    }
  if (expr->operator_ == OPERATOR_LOR)
    {
      *defined = mk_and2 (z3, *defined,
			  mk_and2 (z3, a_defined,
				   Z3_mk_implies (z3, Z3_mk_not (z3, a),
						  b_defined)));
      return mk_or2 (z3, a, b);
    }
  *defined = mk_and2 (z3, *defined, mk_and2 (z3, a_defined, b_defined));
  Z3_ast count_ok = NULL;
  if (expr->operator_ == OPERATOR_SHL || expr->operator_ == OPERATOR_SHR
      || expr->operator_ == OPERATOR_USHR)
    b = count_in_width (proof, b, proof->width, &count_ok);
  Z3_ast nonzero = Z3_mk_not (z3, Z3_mk_eq (z3, b, zero));
  switch (expr->operator_)
    {
    case OPERATOR_EQ: return Z3_mk_eq (z3, a, b);
    case OPERATOR_NE: return Z3_mk_not (z3, Z3_mk_eq (z3, a, b));
    case OPERATOR_LT: return Z3_mk_bvslt (z3, a, b);
    case OPERATOR_LE: return Z3_mk_bvsle (z3, a, b);
    case OPERATOR_GT: return Z3_mk_bvsgt (z3, a, b);
    case OPERATOR_GE: return Z3_mk_bvsge (z3, a, b);
    case OPERATOR_ULT: return Z3_mk_bvult (z3, a, b);
    case OPERATOR_ULE: return Z3_mk_bvule (z3, a, b);
    case OPERATOR_UGT: return Z3_mk_bvugt (z3, a, b);
    case OPERATOR_UGE: return Z3_mk_bvuge (z3, a, b);
    case OPERATOR_BIT_OR: return Z3_mk_bvor (z3, a, b);
    case OPERATOR_BIT_XOR: return Z3_mk_bvxor (z3, a, b);
    case OPERATOR_BIT_AND: return Z3_mk_bvand (z3, a, b);
    case OPERATOR_ADD: return Z3_mk_bvadd (z3, a, b);
    case OPERATOR_SUB: return Z3_mk_bvsub (z3, a, b);
    case OPERATOR_MUL: return Z3_mk_bvmul (z3, a, b);
    case OPERATOR_SHL:
      *defined = mk_and2 (z3, *defined, count_ok);
      return Z3_mk_bvshl (z3, a, b);
    case OPERATOR_SHR:
      *defined = mk_and2 (z3, *defined, count_ok);
      return Z3_mk_bvashr (z3, a, b);
    case OPERATOR_USHR:
      *defined = mk_and2 (z3, *defined, count_ok);
      return Z3_mk_bvlshr (z3, a, b);
    case OPERATOR_FLOORDIV:
      *defined = mk_and2 (z3, *defined, nonzero);
      return floor_division (proof, a, b, false);
    case OPERATOR_MOD:
      *defined = mk_and2 (z3, *defined, nonzero);
      return floor_division (proof, a, b, true);
    default:
      gen_assert (!"binary operator without semantics");
    }
}

static Z3_ast expression_value_1 (Proof *proof, const Expr *expr,
				  Z3_ast *defined);

/* The value of a check or assignment expression: a bit-vector of its
   type, or a Boolean (computed in its operands' type); *DEFINED is
   strengthened by where it is defined.  */
static Z3_ast
expression_value (Proof *proof, const Expr *expr, Z3_ast *defined)
{
  TypeState saved = enter_type (proof, expr->tvar);
  Z3_ast value = expression_value_1 (proof, expr, defined);
  leave_type (proof, saved);
  return value;
}

static Z3_ast
expression_value_1 (Proof *proof, const Expr *expr, Z3_ast *defined)
{
  Z3_context z3 = proof->z3;
  switch (expr->kind)
    {
    case EXPR_WIDTH:
      return bv_uint (proof, proof->widths[expr->width_type]);
    case EXPR_INTEGER:
      return bv_number (proof, expr->value);
    case EXPR_SPECIAL:
      return special_value (proof, expr->special);
    case EXPR_NAME:
      return variable_value (proof, expr->name);
    case EXPR_FACT:
      return fact_value (proof, expr->args[0]->name, expr->fact);
    case EXPR_CALL:
      return call_value (proof, expr, defined);
    case EXPR_BINARY:
      return binary_value (proof, expr, defined);
    case EXPR_UNARY:
      {
	Z3_ast a = expression_value (proof, expr->args[0], defined);
	if (expr->operator_ == OPERATOR_NEG)
	  return Z3_mk_bvneg (z3, a);
	if (expr->operator_ == OPERATOR_INVERT)
	  return Z3_mk_bvnot (z3, a);
	return Z3_mk_not (z3, a);
      }
    default:
      gen_assert (!"unexpected expression");
    }
}

/* Checks and assignments, in order: each check, and the definedness of
   each assignment, goes to *CHECKS.  */
static void
translate_clauses (Proof *proof, const Clause *clauses, Condition **checks)
{
  for (const Clause *clause = clauses; clause; clause = clause->next)
    {
      Z3_ast defined = Z3_mk_true (proof->z3);
      Z3_ast value = expression_value (proof, clause->expr, &defined);
      const char *text = clause->text;
      if (clause->kind == CLAUSE_CHECK)
	{
	  add_condition (checks, arena_printf ("check %s", text),
			 mk_and2 (proof->z3, defined, value));
	  continue;
	}
      add_condition (checks,
		     arena_printf ("%s = %s is defined", clause->name, text),
		     defined);
      unsigned width = proof->widths[clause->expr->tvar];
      add_named (&proof->variables, clause->name, value, width);
      add_named (&proof->trace, clause->name, value, width);
    }
}

/* Formatting of counterexamples.  */

static Wide
model_wide (Proof *proof, Z3_model model, Z3_ast value, unsigned width)
{
  Z3_context z3 = proof->z3;
  Z3_ast wide = width < 128 ? Z3_mk_zero_ext (z3, 128 - width, value)
		: value;
  Wide w = { 0, 0 };
  Z3_ast halves[2] = { Z3_mk_extract (z3, 127, 64, wide),
		       Z3_mk_extract (z3, 63, 0, wide) };
  uint64_t parts[2] = { 0, 0 };
  for (int i = 0; i < 2; i++)
    {
      Z3_ast out;
      if (!Z3_model_eval (z3, model, halves[i], true, &out)
	  || !Z3_get_numeral_uint64 (z3, out, &parts[i]))
	gen_assert (!"cannot evaluate a model value");
    }
  w.high = parts[0];
  w.low = parts[1];
  return w;
}

/* VALUE of WIDTH bits, as a signed number, with the bits in hex when
   that says more.  */
static char *
format_wide (Wide value, unsigned width)
{
  bool negative = width <= 64 ? (value.low >> (width - 1)) & 1
				: (value.high >> (width - 65)) & 1;
  Wide magnitude = value;
  if (negative)
    {
      magnitude.low = ~value.low + 1;
      magnitude.high = ~value.high + (magnitude.low == 0);
      magnitude = wide_truncate (magnitude, width);
    }
  char *text = arena_printf ("%s%s", negative ? "-" : "",
			     wide_to_decimal (magnitude));
  if (!negative && value.high == 0 && value.low < 256)
    return text;
  if (value.high)
    return arena_printf ("%s (0x%llx%016llx)", text,
			 (unsigned long long) value.high,
			 (unsigned long long) value.low);
  return arena_printf ("%s (0x%llx)", text, (unsigned long long) value.low);
}

static char *
format_named (Proof *proof, Z3_model model, const Named *n)
{
  if (n->width == 0)
    {
      Z3_ast out;
      Z3_model_eval (proof->z3, model, n->value, true, &out);
      return arena_printf ("%s", Z3_get_bool_value (proof->z3, out)
			   == Z3_L_TRUE ? "true" : "false");
    }
  return format_wide (model_wide (proof, model, n->value, n->width),
		      n->width);
}

static bool
model_true_p (Proof *proof, Z3_model model, Z3_ast condition)
{
  Z3_ast out;
  return Z3_model_eval (proof->z3, model, condition, true, &out)
	 && Z3_get_bool_value (proof->z3, out) == Z3_L_TRUE;
}

/* The values of LIST, oldest first, as "    name = value" lines under
   HEADING; skipping names found in SKIP_NAMES and the values SKIP_A and
   SKIP_B.  */
static char *
format_list (Proof *proof, Z3_model model, const Named *list,
	     const char *heading, Named *skip_names, Z3_ast skip_a,
	     Z3_ast skip_b, char *text)
{
  const Named *items[256];
  int count = 0;
  for (const Named *n = list; n && count < 256; n = n->next)
    if (!find_named (skip_names, n->name) && n->value != skip_a
	&& n->value != skip_b)
      items[count++] = n;
  if (count == 0)
    return text;
  text = arena_printf ("%s  %s:\n", text, heading);
  for (int i = count - 1; i >= 0; i--)
    text = arena_printf ("%s    %s = %s\n", text, items[i]->name,
			 format_named (proof, model, items[i]));
  return text;
}

static char *
format_counterexample (Proof *proof, Z3_model model, Z3_ast pattern,
		       Z3_ast target)
{
  char *text = arena_strdup ("");
  /* The trace holds the assigned names too: the rest are inputs.  */
  text = format_list (proof, model, proof->variables,
		      "counterexample values", proof->trace, NULL, NULL, text);
  text = format_list (proof, model, proof->facts, "facts", NULL, NULL, NULL,
		      text);
  text = format_list (proof, model, proof->trace, "intermediate values",
		      NULL, pattern, target, text);
  text = arena_printf ("%s  pattern %s = %s\n", text,
		       expr_text (proof->rule->pattern),
		       format_wide (model_wide (proof, model, pattern,
						proof->widths[0]),
				    proof->widths[0]));
  for (const Condition *c = proof->target_defined; c; c = c->next)
    if (!model_true_p (proof, model, c->condition))
      return arena_printf ("%s  BUT target %s is undefined: %s\n", text,
			   expr_text (proof->rule->target), c->broken);
  return arena_printf ("%s  BUT target %s = %s\n", text,
		       expr_text (proof->rule->target),
		       format_wide (model_wide (proof, model, target,
						proof->widths[0]),
				    proof->widths[0]));
}

/* The conditions of an unsat core, one per line.  */
static char *
format_core (Proof *proof, Z3_solver solver, Z3_ast *trackers,
	     const char **texts, int count)
{
  Z3_context z3 = proof->z3;
  Z3_ast_vector core = Z3_solver_get_unsat_core (z3, solver);
  Z3_ast_vector_inc_ref (z3, core);
  char *text = arena_strdup ("");
  unsigned size = Z3_ast_vector_size (z3, core);
  for (unsigned i = 0; i < size; i++)
    {
      Z3_ast element = Z3_ast_vector_get (z3, core, i);
      for (int j = 0; j < count; j++)
	if (Z3_is_eq_ast (z3, element, trackers[j]))
	  text = arena_printf ("%s    %s\n", text, texts[j]);
    }
  Z3_ast_vector_dec_ref (z3, core);
  return text;
}

static void
set_timeout (Z3_context z3, Z3_solver solver, unsigned timeout_ms)
{
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "timeout"),
		      timeout_ms);
  Z3_solver_set_params (z3, solver, params);
  Z3_params_dec_ref (z3, params);
}

static Z3_solver
make_solver (Z3_context z3, unsigned timeout_ms)
{
  Z3_solver solver = Z3_mk_solver (z3);
  Z3_solver_inc_ref (z3, solver);
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  if (timeout_ms)
    Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "timeout"),
			timeout_ms);
  Z3_params_set_bool (z3, params, Z3_mk_string_symbol (z3,
						       "core.minimize"),
		      true);
  Z3_solver_set_params (z3, solver, params);
  Z3_params_dec_ref (z3, params);
  return solver;
}

/* Assert the preconditions, each behind a tracker literal, so that an
   unsat core names the conditions that conflict.  */
static int
assert_tracked (Proof *proof, Z3_solver solver, Z3_ast *trackers,
		const char **texts, int max)
{
  Condition *lists[3] = { proof->assumptions, proof->pattern_defined,
			  proof->checks };
  int count = 0;
  for (int l = 0; l < 3; l++)
    for (Condition *c = lists[l]; c && count < max; c = c->next)
      {
	Z3_ast tracker = Z3_mk_fresh_const (proof->z3, "c",
					    Z3_mk_bool_sort (proof->z3));
	Z3_solver_assert (proof->z3, solver,
			  Z3_mk_implies (proof->z3, tracker, c->condition));
	trackers[count] = tracker;
	texts[count] = c->text;
	count++;
      }
  return count;
}

#define MAX_CONDITIONS 512

/* The preconditions: sound facts, a defined pattern, the checks.  */
static Z3_ast
preconditions (Proof *proof)
{
  return mk_and2 (proof->z3, conjunction (proof, proof->assumptions),
		  mk_and2 (proof->z3, conjunction (proof,
						   proof->pattern_defined),
			   conjunction (proof, proof->checks)));
}

/* Check FORMULA with a fresh solver: Z3's default solver, or the
   solver of TACTIC.  The default solver bit-blasts a query that is
   checked once, without assumptions or scopes, and that is much faster
   on bit-vectors than its incremental core.  On "sat" the model is
   stored in *MODEL (with a reference the caller drops).  */
static Z3_lbool
check_with (Proof *proof, const char *tactic, Z3_ast formula,
	    unsigned timeout_ms, Z3_model *model)
{
  Z3_context z3 = proof->z3;
  Z3_solver solver;
  if (tactic)
    {
      Z3_tactic t = Z3_mk_tactic (z3, tactic);
      Z3_tactic_inc_ref (z3, t);
      solver = Z3_mk_solver_from_tactic (z3, t);
      Z3_solver_inc_ref (z3, solver);
      Z3_tactic_dec_ref (z3, t);
      set_timeout (z3, solver, timeout_ms);
    }
  else
    solver = make_solver (z3, timeout_ms);
  Z3_solver_assert (z3, solver, formula);
  Z3_lbool result = Z3_solver_check (z3, solver);
  if (result == Z3_L_TRUE && model)
    {
      *model = Z3_solver_get_model (z3, solver);
      Z3_model_inc_ref (z3, *model);
    }
  Z3_solver_dec_ref (z3, solver);
  return result;
}

/* How long Z3's "smt" tactic may try a query first, in milliseconds.
   Its lazy handling of bit-vectors finds models (counterexamples, or
   values for which a rule applies) where bit-blasting everything can
   take minutes, and it decides many small queries outright.  */
#define SMT_BUDGET_MS 300

/* Check FORMULA: the "smt" tactic briefly, then the default solver.  */
static Z3_lbool
check_fresh (Proof *proof, Z3_ast formula, unsigned timeout_ms,
	     Z3_model *model)
{
  Z3_lbool result = check_with (proof, "smt", formula,
				timeout_ms < SMT_BUDGET_MS ? timeout_ms
				: SMT_BUDGET_MS, model);
  if (result != Z3_L_UNDEF || timeout_ms <= SMT_BUDGET_MS)
    return result;
  return check_with (proof, NULL, formula, timeout_ms, model);
}

/* How long the direct proof may take before the prover splits it into
   cases, in milliseconds.  */
#define DIRECT_BUDGET_MS 2000

/* Look for a counterexample: FORMULA is the preconditions and the
   negated goal.  Multipliers of 64 and 128 bits can defeat the SAT
   solver, while the same query with one shift count fixed is easy; so
   when the direct query does not finish quickly, split on a term with
   few values (a shift count of the pattern, which lies in [0, P)
   wherever the pattern is defined, or the result of highest_bit or
   popcount): the rule holds if no case has a counterexample, and a
   counterexample of any case is one of the whole.  */
static Z3_lbool
find_counterexample (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		     Z3_model *model)
{
  Z3_context z3 = proof->z3;
  if (proof->split_count == 0 || timeout_ms <= DIRECT_BUDGET_MS)
    return check_fresh (proof, formula, timeout_ms, model);
  Z3_lbool direct = check_fresh (proof, formula, DIRECT_BUDGET_MS, model);
  if (direct != Z3_L_UNDEF)
    return direct;
  Z3_ast term = proof->splits[0];
  unsigned limit = proof->split_limits[0];
  Z3_sort sort = Z3_get_sort (z3, term);
  if (Z3_is_app (z3, term)
      && Z3_get_app_num_args (z3, Z3_to_app (z3, term)) == 0
      && Z3_get_decl_kind (z3, Z3_get_app_decl (z3, Z3_to_app (z3, term)))
	 == Z3_OP_UNINTERPRETED)
    {
      /* A variable: substitute each value, so that the simplifier folds
	 what depends on it before anything is bit-blasted.  Values
	 outside [0, LIMIT) make the pattern undefined.  */
      Z3_lbool result = check_with (proof, NULL,
				    mk_and2 (z3, formula,
					     Z3_mk_bvuge (z3, term,
							  Z3_mk_unsigned_int64 (z3, limit, sort))),
				    timeout_ms, model);
      for (unsigned k = 0; k < limit && result == Z3_L_FALSE; k++)
	{
	  Z3_ast value = Z3_mk_unsigned_int64 (z3, k, sort);
	  Z3_ast in_case = Z3_substitute (z3, formula, 1, &term, &value);
	  result = check_with (proof, NULL,
			       mk_and2 (z3, in_case,
					Z3_mk_eq (z3, term, value)),
			       timeout_ms, model);
	}
      return result;
    }
  /* Another term: one solver for all cases; Z3's QF_BV solver
     bit-blasts the formula once and keeps what it learns from case to
     case.  */
  Z3_solver solver = Z3_mk_solver_for_logic (z3, Z3_mk_string_symbol (z3,
								       "QF_BV"));
  Z3_solver_inc_ref (z3, solver);
  set_timeout (z3, solver, timeout_ms);
  Z3_solver_assert (z3, solver, formula);
  Z3_lbool result = Z3_L_FALSE;
  /* Outside [0, LIMIT), then each value inside it.  */
  for (long k = -1; k < (long) limit && result == Z3_L_FALSE; k++)
    {
      Z3_ast in_case = k < 0
	? Z3_mk_bvuge (z3, term, Z3_mk_unsigned_int64 (z3, limit, sort))
	: Z3_mk_eq (z3, term, Z3_mk_unsigned_int64 (z3, (uint64_t) k, sort));
      Z3_solver_push (z3, solver);
      Z3_solver_assert (z3, solver, in_case);
      result = Z3_solver_check (z3, solver);
      if (result == Z3_L_TRUE && model)
	{
	  *model = Z3_solver_get_model (z3, solver);
	  Z3_model_inc_ref (z3, *model);
	}
      Z3_solver_pop (z3, solver, 1);
    }
  Z3_solver_dec_ref (z3, solver);
  return result;
}

/* How long minimising a counterexample may take.  */
#define MINIMIZE_BUDGET_MS 5000

/* A counterexample of FORMULA with small values: Z3's optimizer makes
   the magnitude of each input, then of each fact, as small as it can,
   in the order of the pattern, within a short budget.  NULL if it could
   not.  */
static Z3_model
minimize_counterexample (Proof *proof, Z3_ast formula)
{
  Z3_context z3 = proof->z3;
  /* The inputs, then the facts: the lexicographic optimum is unique, so
     the report does not depend on how Z3 happened to search.  */
  const Named *inputs[128];
  int count = 0;
  for (const Named *n = proof->facts; n && count < 64; n = n->next)
    inputs[count++] = n;
  for (const Named *n = proof->variables; n && count < 128; n = n->next)
    if (!find_named (proof->trace, n->name))
      inputs[count++] = n;
  Z3_optimize optimize = Z3_mk_optimize (z3);
  Z3_optimize_inc_ref (z3, optimize);
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "timeout"),
		      MINIMIZE_BUDGET_MS);
  Z3_optimize_set_params (z3, optimize, params);
  Z3_params_dec_ref (z3, params);
  Z3_optimize_assert (z3, optimize, formula);
  /* Oldest first: the variables in the order the pattern binds them.
     The objective orders values 0, 1, -1, 2, -2 ...: 2|v|, plus one if
     v is negative, in P + 1 bits.  */
  for (int i = count - 1; i >= 0; i--)
    {
      Z3_ast v = inputs[i]->value;
      Z3_ast zero = Z3_mk_int (z3, 0, Z3_mk_bv_sort (z3, inputs[i]->width));
      Z3_ast negative = Z3_mk_bvslt (z3, v, zero);
      Z3_ast magnitude = Z3_mk_zero_ext (z3, 1, Z3_mk_ite (z3, negative,
							  Z3_mk_bvneg (z3, v),
							  v));
      Z3_sort wide = Z3_mk_bv_sort (z3, inputs[i]->width + 1);
      Z3_ast twice = Z3_mk_bvshl (z3, magnitude, Z3_mk_int (z3, 1, wide));
      Z3_optimize_minimize (z3, optimize,
			    Z3_mk_bvadd (z3, twice,
					 Z3_mk_ite (z3, negative,
						    Z3_mk_int (z3, 1, wide),
						    Z3_mk_int (z3, 0, wide))));
    }
  Z3_model model = NULL;
  if (Z3_optimize_check (z3, optimize, 0, NULL) == Z3_L_TRUE)
    {
      model = Z3_optimize_get_model (z3, optimize);
      Z3_model_inc_ref (z3, model);
    }
  Z3_optimize_dec_ref (z3, optimize);
  return model;
}

/* Why RULE can never apply: the smallest set of conditions Z3 finds
   that conflict.  */
static char *
explain_vacuous (Proof *proof, unsigned timeout_ms)
{
  Z3_context z3 = proof->z3;
  Z3_solver solver = make_solver (z3, timeout_ms);
  Z3_ast trackers[MAX_CONDITIONS];
  const char *texts[MAX_CONDITIONS];
  int count = assert_tracked (proof, solver, trackers, texts, MAX_CONDITIONS);
  char *text = arena_strdup ("");
  if (Z3_solver_check_assumptions (z3, solver, (unsigned) count, trackers)
      == Z3_L_FALSE)
    text = format_core (proof, solver, trackers, texts, count);
  Z3_solver_dec_ref (z3, solver);
  return text;
}

/* The words for the regimes of SIGNATURE: "wrapping overflow", or for
   a rule of several types, the regime of each type whose regime
   matters.  */
static const char *
signature_regimes (const Rule *rule, const Signature *signature)
{
  if (rule->type_count <= 1)
    return regime_names[signature->regime[0]];
  char *text = arena_strdup ("");
  for (int t = 0; t < rule->type_count; t++)
    if ((rule->types[t].overflows && rule->types[t].sign <= 0)
	|| signature->regime[t])
      text = arena_printf ("%s%s%s in %s", text, *text ? " and " : "",
			   regime_names[signature->regime[t]],
			   t == 0 ? arena_strdup ("the rule's type")
			   : arena_printf ("the type of %s",
					   expr_text (rule->types[t].first)));
  return *text ? text : regime_names[REGIME_WRAPPING];
}

/* Prove RULE with the widths and regimes of SIGNATURE.  */
static Result
prove_at (const Rule *rule, const Signature *signature,
	  const ProveOptions *options)
{
  Result result = { OUTCOME_PROVEN, NULL };
  Z3_context z3 = z3_new_context (z3_error);
  Proof proof;
  memset (&proof, 0, sizeof proof);
  proof.z3 = z3;
  proof.rule = rule;
  set_uniform_type (&proof, width_value (signature->width[0]),
		    (Regime) signature->regime[0]);
  for (int t = 0; t < rule->type_count; t++)
    {
      proof.widths[t] = width_value (signature->width[t]);
      proof.regimes[t] = (Regime) signature->regime[t];
    }

  Z3_ast pattern = term_value (&proof, rule->pattern, &proof.pattern_defined);
  translate_clauses (&proof, rule->clauses, &proof.checks);
  Z3_ast target = term_value (&proof, rule->target, &proof.target_defined);
  Z3_ast goal = mk_and2 (z3, conjunction (&proof, proof.target_defined),
			 Z3_mk_eq (z3, pattern, target));
  Z3_ast pre = preconditions (&proof);
  Z3_model model = NULL;

  Z3_lbool can_apply = check_fresh (&proof, pre, options->timeout_ms, NULL);
  if (can_apply == Z3_L_FALSE)
    {
      result.outcome = OUTCOME_VACUOUS;
      if (!options->quiet)
	result.report = explain_vacuous (&proof, options->timeout_ms);
    }
  else if (can_apply == Z3_L_UNDEF)
    result.outcome = OUTCOME_TIMEOUT;
  else
    {
      Z3_ast formula = mk_and2 (z3, pre, Z3_mk_not (z3, goal));
      if (options->smt2)
	{
	  Z3_solver solver = make_solver (z3, 0);
	  Z3_solver_assert (z3, solver, formula);
	  printf ("; rule %s at %s bits with %s\n%s(check-sat)\n",
		  rule->name, signature_widths (signature, rule->type_count),
		  signature_regimes (rule, signature),
		  Z3_solver_to_string (z3, solver));
	  Z3_solver_dec_ref (z3, solver);
	}
      Z3_lbool wrong = find_counterexample (&proof, formula,
					    options->timeout_ms, &model);
      if (wrong == Z3_L_UNDEF)
	result.outcome = OUTCOME_TIMEOUT;
      else if (wrong == Z3_L_TRUE && options->quiet)
	{
	  result.outcome = OUTCOME_FAILED;
	  Z3_model_dec_ref (z3, model);
	}
      else if (wrong == Z3_L_TRUE)
	{
	  Z3_model smaller = minimize_counterexample (&proof, formula);
	  if (smaller)
	    {
	      Z3_model_dec_ref (z3, model);
	      model = smaller;
	    }
	  result.outcome = OUTCOME_FAILED;
	  result.report = format_counterexample (&proof, model, pattern,
						 target);
	  Z3_model_dec_ref (z3, model);
	}
    }
  Z3_del_context (z3);
  return result;
}

/* The proof cache: a directory with one file per proof obligation
   (rule, and a width and a regime for each of its types), named by the
   SHA-256 of everything the result depends on: the rule as lowered (not
   its name or place, so that equal rules share proofs), the widths, the
   regimes, the timeout, every source peepgen is compiled from
   (PEEPGEN_PROVER_HASH, computed by the build) and the version of Z3.  A file holds the outcome on its first line and
   the report (counterexample) after it.  Files are written to a
   temporary name and renamed, so that parallel runs share the cache
   safely.  */

/* ORDER OUTCOMES.  */
static const char *const outcome_names[] = {
  "not-applicable", "proven", "vacuous", "failed", "timeout", "sorry"
};				/* ORDER OUTCOMES.  */

static int cache_hits, cache_misses;

static char *
canonical_rule (const Rule *rule)
{
  char *text = arena_printf ("pattern %s\n", expr_text (rule->pattern));
  for (const Clause *c = rule->clauses; c; c = c->next)
    text = arena_printf ("%s%s%s %s\n", text,
			 c->kind == CLAUSE_CHECK ? "check" : c->name,
			 c->kind == CLAUSE_CHECK ? "" : " =",
			 expr_text (c->expr));
  return arena_printf ("%starget %s\n", text, expr_text (rule->target));
}

static char *
cache_path (const Rule *rule, const Signature *signature,
	    const ProveOptions *options)
{
  char *types = arena_strdup ("");
  for (int t = 0; t < rule->type_count; t++)
    types = arena_printf ("%swidth %u\nregime %d\n", types,
			  width_value (signature->width[t]),
			  (int) signature->regime[t]);
  char *text = arena_printf ("peephole proof 2\nprover %s\nz3 %s\n"
			     "%stimeout %u\n%s%s",
			     PEEPGEN_PROVER_HASH, Z3_get_full_version (),
			     types, options->timeout_ms,
			     options->quiet ? "quiet\n" : "",
			     canonical_rule (rule));
  return arena_printf ("%s/%s", options->cache,
		       sha256_hex (text, strlen (text)));
}

static bool
cache_read (const char *path, Result *result)
{
  FILE *in = fopen (path, "r");
  if (!in)
    return false;
  char line[64];
  bool ok = false;
  if (fgets (line, sizeof line, in))
    {
      line[strcspn (line, "\n")] = '\0';
      for (int o = 0; o < (int) (sizeof outcome_names / sizeof *outcome_names);
	   o++)
	if (strcmp (line, outcome_names[o]) == 0)
	  {
	    result->outcome = (Outcome) o;
	    ok = true;
	  }
    }
  char *report = arena_strdup ("");
  char chunk[1024];
  while (ok && fgets (chunk, sizeof chunk, in))
    report = arena_printf ("%s%s", report, chunk);
  result->report = report;
  fclose (in);
  return ok;
}

static void
cache_write (const char *directory, const char *path, const Result *result)
{
  static bool warned;
  if (mkdir (directory, 0777) != 0 && errno != EEXIST)
    goto fail;
  char *temporary = arena_printf ("%s.tmp%ld", path, (long) getpid ());
  FILE *out = fopen (temporary, "w");
  if (!out)
    goto fail;
  fprintf (out, "%s\n%s", outcome_names[result->outcome],
	   result->report ? result->report : "");
  if (fclose (out) != 0 || rename (temporary, path) != 0)
    {
      unlink (temporary);
      goto fail;
    }
  return;
fail:
  if (!warned)
    {
      Location nowhere = { NULL, 0, 0 };
      diag_warning (nowhere, "cannot write the proof cache '%s': %s",
		    directory, strerror (errno));
      warned = true;
    }
}

/* Prove RULE at SIGNATURE, through the cache if there is one.  */
static Result
prove_cached (const Rule *rule, const Signature *signature,
	      const ProveOptions *options)
{
  Result result;
  char *path = NULL;
  if (options->cache)
    {
      path = cache_path (rule, signature, options);
      if (cache_read (path, &result))
	{
	  cache_hits++;
	  return result;
	}
    }
  cache_misses++;
  result = prove_at (rule, signature, options);
  if (path)
    cache_write (options->cache, path, &result);
  return result;
}

static ProofMask
mask_bit (Regime regime, int w)
{
  return (ProofMask) 1 << (regime * WIDTH_MAX + w);
}

/* The obligations of a rule: every assignment of a width and a regime
   to each of its types that its conversions and signedness allow.  A
   type none of whose operations can overflow is proven in the wrapping
   regime only: its regime changes nothing, and the proof holds for
   both.  */
typedef struct Obligations
{
  Signature *signatures;
  Result *results;
  int count;
} Obligations;

/* PEEP_W* of precision WIDTH; 0 for a precision no operation names.  */
static int
width_bit (unsigned width)
{
  switch (width)
    {
    case 8: return PEEP_W8;
    case 16: return PEEP_W16;
    case 32: return PEEP_W32;
    case 64: return PEEP_W64;
    case 128: return PEEP_W128;
    default: return PEEP_WANY + 1;
    }
}

static bool
signature_allowed (const Rule *rule, const Signature *signature)
{
  for (int t = 0; t < rule->type_count; t++)
    {
      if (signature->regime[t] == REGIME_UNDEFINED
	  && (rule->types[t].sign > 0 || !rule->types[t].overflows))
	return false;
      if (rule->types[t].widths != PEEP_WANY
	  && !(rule->types[t].widths & width_bit (width_value (signature->width[t]))))
	return false;
    }
  for (int i = 0; i < rule->relation_count; i++)
    {
      const WidthRelation *r = &rule->relations[i];
      unsigned from = width_value (signature->width[r->from]);
      unsigned to = width_value (signature->width[r->to]);
      int relation = from < to ? -1 : from > to ? 1 : 0;
      if (relation != r->relation)
	return false;
    }
  return true;
}

static Obligations
rule_obligations (const Rule *rule)
{
  Obligations o = { NULL, NULL, 0 };
  /* Width indexes: those of --widths, and WIDTH_BOOL for truth
     values.  */
  int choices = (width_count + 1) * REGIME_COUNT, total = 1;
  for (int t = 0; t < rule->type_count; t++)
    total *= choices;
  o.signatures = arena_alloc (sizeof (Signature) * (size_t) total);
  o.results = arena_alloc (sizeof (Result) * (size_t) total);
  for (int n = 0; n < total; n++)
    {
      Signature signature;
      memset (&signature, 0, sizeof signature);
      int rest = n;
      bool valid = true;
      for (int t = 0; t < rule->type_count; t++)
	{
	  int w = rest % (width_count + 1);
	  if (w == width_count)
	    {
	      w = WIDTH_BOOL;
	      valid &= rule->types[t].truth;
	    }
	  signature.width[t] = (unsigned char) w;
	  signature.regime[t] = (unsigned char) (rest / (width_count + 1)
						 % REGIME_COUNT);
	  valid &= !(w == WIDTH_BOOL && signature.regime[t]);
	  rest /= choices;
	}
      if (valid && signature_allowed (rule, &signature))
	o.signatures[o.count++] = signature;
    }
  return o;
}

/* Mark SIGNATURE proven in RULE's tables: its slot, and the slots of
   the undefined regime of each type whose regime does not matter.  */
static void
mark_proven (Rule *rule, const Signature *signature, int type)
{
  if (type == rule->type_count)
    {
      int slot = signature_slot (signature, rule->type_count);
      rule->proven_slots[slot >> 3] |= (unsigned char) (1 << (slot & 7));
      rule->proven |= mask_bit ((Regime) signature->regime[0],
				signature->width[0]);
      return;
    }
  mark_proven (rule, signature, type + 1);
  if (!rule->types[type].overflows && rule->types[type].sign <= 0)
    {
      Signature undefined = *signature;
      undefined.regime[type] = REGIME_UNDEFINED;
      mark_proven (rule, &undefined, type + 1);
    }
}

/* Whether A and B give the same regime to every type.  */
static bool
same_regimes (const Rule *rule, const Signature *a, const Signature *b)
{
  for (int t = 0; t < rule->type_count; t++)
    if (a->regime[t] != b->regime[t])
      return false;
  return true;
}

/* The widths of the obligations of O with the regimes of SIGNATURE and
   outcome WANTED.  */
static const char *
width_list (const Rule *rule, const Obligations *o,
	    const Signature *signature, Outcome wanted)
{
  char *text = arena_strdup ("");
  for (int i = 0; i < o->count; i++)
    if (same_regimes (rule, &o->signatures[i], signature)
	&& o->results[i].outcome == wanted)
      text = arena_printf ("%s%s%s", text, *text ? ", " : "",
			   signature_widths (&o->signatures[i],
					     rule->type_count));
  return text;
}

/* Report the outcome of the proofs of RULE, and set its tables.  The
   obligations are grouped by their regimes: a group holds when none of
   its obligations failed; a rule that holds in no group is wrong, one
   that holds in some is applied only there.  */
static void
judge_rule (Rule *rule, const Obligations *o, const ProveOptions *options)
{
  bool any_real = false;
  const Result *vacuous = NULL;
  int first_failure[64];
  int groups[64], group_count = 0;
  for (int i = 0; i < o->count; i++)
    {
      Outcome outcome = o->results[i].outcome;
      if (outcome == OUTCOME_VACUOUS && !vacuous)
	vacuous = &o->results[i];
      if (outcome == OUTCOME_PROVEN || outcome == OUTCOME_FAILED
	  || outcome == OUTCOME_TIMEOUT)
	any_real = true;
      int g = 0;
      while (g < group_count
	     && !same_regimes (rule, &o->signatures[groups[g]],
			       &o->signatures[i]))
	g++;
      if (g == group_count && group_count < 64)
	{
	  groups[group_count] = i;
	  first_failure[group_count++] = -1;
	}
      if (g < group_count && outcome == OUTCOME_FAILED
	  && first_failure[g] < 0)
	first_failure[g] = i;
    }
  if (!any_real)
    {
      diag_error (rule->location, "rule '%s' cannot ever apply: no values "
		  "satisfy these conditions together", rule->name);
      fprintf (diag_stream (), "%s", vacuous ? vacuous->report : "");
      return;
    }
  int holding = -1;
  for (int g = 0; g < group_count; g++)
    if (first_failure[g] < 0)
      holding = g;
  for (int g = 0; g < group_count; g++)
    {
      if (first_failure[g] < 0)
	continue;
      const Signature *failed = &o->signatures[first_failure[g]];
      const char *where = signature_widths (failed, rule->type_count);
      if (holding < 0)
	diag_error (rule->location, "rule '%s' is wrong at %s bits with %s",
		    rule->name, where, signature_regimes (rule, failed));
      else
	diag_note (rule->location, "rule '%s' holds only with %s; it is not "
		   "applied with %s (wrong at %s bits)", rule->name,
		   signature_regimes (rule, &o->signatures[groups[holding]]),
		   signature_regimes (rule, failed), where);
      if (holding < 0 || options->verbose)
	{
	  fprintf (diag_stream (), "%s", o->results[first_failure[g]].report);
	  fprintf (diag_stream (), "  fails at: %s bits\n",
		   width_list (rule, o, failed, OUTCOME_FAILED));
	}
    }
  for (int g = 0; g < group_count; g++)
    {
      if (first_failure[g] >= 0)
	continue;
      const Signature *group = &o->signatures[groups[g]];
      const char *timeouts = width_list (rule, o, group, OUTCOME_TIMEOUT);
      if (*timeouts)
	diag_warning (rule->location, "proof of rule '%s' timed out at %s "
		      "bits with %s; it is not applied there", rule->name,
		      timeouts, signature_regimes (rule, group));
      for (int i = 0; i < o->count; i++)
	if (same_regimes (rule, &o->signatures[i], group)
	    && o->results[i].outcome == OUTCOME_PROVEN)
	  mark_proven (rule, &o->signatures[i], 0);
    }
}

/* Termination.  A rule's target must be strictly cheaper than its
   pattern, so that no set of rules can rewrite forever: the cost of an
   expression is its number of operations, then its operations' ranks
   (the COST column of peephole-ops.def) from the highest down.  Every
   rewrite lowers the cost of what it rewrites, and costs cannot go down
   forever.  PyPy has no such check (seed 000: neg_complication).  */

#define COST_MAX_OPERATIONS 64

typedef struct Cost
{
  int count;
  int ranks[COST_MAX_OPERATIONS];	/* highest first */
} Cost;

static void
collect_cost (const Expr *expr, Cost *cost)
{
  if (expr->kind != EXPR_OPERATION)
    return;
  if (cost->count < COST_MAX_OPERATIONS)
    {
      int rank = op_info[expr->op].cost, i = cost->count++;
      while (i > 0 && cost->ranks[i - 1] < rank)
	{
	  cost->ranks[i] = cost->ranks[i - 1];
	  i--;
	}
      cost->ranks[i] = rank;
    }
  for (int i = 0; i < expr->arg_count; i++)
    collect_cost (expr->args[i], cost);
}

/* Negative, zero or positive as A costs less than, as much as, or more
   than B.  */
static int
compare_cost (const Cost *a, const Cost *b)
{
  if (a->count != b->count)
    return a->count - b->count;
  for (int i = 0; i < a->count && i < COST_MAX_OPERATIONS; i++)
    if (a->ranks[i] != b->ranks[i])
      return a->ranks[i] - b->ranks[i];
  return 0;
}

static char *
describe_cost (const Cost *cost)
{
  char *text = arena_printf ("%d operation%s", cost->count,
			     cost->count == 1 ? "" : "s");
  if (cost->count == 0)
    return text;
  text = arena_printf ("%s, ranks", text);
  for (int i = 0; i < cost->count && i < COST_MAX_OPERATIONS; i++)
    text = arena_printf ("%s%s%d", text, i ? "," : " ", cost->ranks[i]);
  return text;
}

static void
check_cost (const Rule *rule)
{
  Cost pattern = { 0, { 0 } }, target = { 0, { 0 } };
  collect_cost (rule->pattern, &pattern);
  collect_cost (rule->target, &target);
  if (compare_cost (&target, &pattern) < 0)
    return;
  diag_error (rule->location, "rule '%s' does not make the code cheaper: "
	      "its target costs %s, its pattern %s", rule->name,
	      describe_cost (&target), describe_cost (&pattern));
  fprintf (diag_stream (), "  a target must cost less than its pattern "
	   "(fewer operations, or\n  cheaper ones: see the COST column of "
	   "include/peephole-ops.def),\n  so that no set of rules can "
	   "rewrite forever\n");
}

/* The outcome of a single-type rule at regime R and width W, for the
   summary.  */
static void
record_outcomes (Rule *rule, const Obligations *o)
{
  memset (rule->outcome, OUTCOME_NOT_APPLICABLE, sizeof rule->outcome);
  rule->applicable = 0;
  for (int i = 0; i < o->count; i++)
    {
      const Signature *s = &o->signatures[i];
      int w = s->width[0];
      for (int r = s->regime[0]; r < REGIME_COUNT; r++)
	{
	  if (r != s->regime[0]
	      && (rule->types[0].overflows || rule->types[0].sign > 0))
	    break;
	  rule->applicable |= mask_bit ((Regime) r, w);
	  if (rule->outcome[r][w] == OUTCOME_NOT_APPLICABLE
	      || rule->outcome[r][w] == OUTCOME_PROVEN)
	    rule->outcome[r][w] = (unsigned char) o->results[i].outcome;
	}
    }
}

static void
prove_rule (Rule *rule, const ProveOptions *options)
{
  check_cost (rule);
  Obligations o = rule_obligations (rule);
  rule->proven = 0;
  rule->proven_slots = arena_alloc (SLOT_COUNT / 8);
  memset (rule->proven_slots, 0, SLOT_COUNT / 8);
  if (o.count == 0)
    {
      /* Its operations exist at none of the widths (--widths).  */
      diag_note (rule->location, "rule '%s' is not applied: its operations "
		 "exist at none of the widths it is proven at", rule->name);
      record_outcomes (rule, &o);
      return;
    }
  for (int i = 0; i < o.count; i++)
    {
      o.results[i].report = NULL;
      o.results[i].outcome = OUTCOME_SORRY;
      if (!rule->sorry_z3)
	o.results[i] = prove_cached (rule, &o.signatures[i], options);
    }
  record_outcomes (rule, &o);
  if (rule->sorry_z3)
    {
      diag_note (rule->location, "proof of rule '%s' skipped (SORRY_Z3)",
		 rule->name);
      for (int i = 0; i < o.count; i++)
	mark_proven (rule, &o.signatures[i], 0);
      return;
    }
  judge_rule (rule, &o, options);
}

void
prove_rules (RuleSet *rules, const ProveOptions *options)
{
  for (int i = 0; i < rules->count; i++)
    prove_rule (rules->rules[i], options);
}

/* For peepsearch, which proves candidate rules one obligation at a
   time.  */

/* The outcome of proving RULE, a rule of one type, at WIDTH bits in
   REGIME, through the cache if OPTIONS has one.  */
Outcome
prove_obligation (const Rule *rule, unsigned width, Regime regime,
		  const ProveOptions *options)
{
  Signature signature;
  memset (&signature, 0, sizeof signature);
  while (signature.width[0] < width_count
	 && widths[signature.width[0]] != width)
    signature.width[0]++;
  gen_assert (signature.width[0] < width_count && rule->type_count <= 1);
  signature.regime[0] = (unsigned char) regime;
  return prove_cached (rule, &signature, options).outcome;
}

/* Negative, zero or positive as the expression A costs less than, as
   much as, or more than B, under the cost of the termination check.  */
int
prove_compare_cost (const Expr *a, const Expr *b)
{
  Cost cost_a = { 0, { 0 } }, cost_b = { 0, { 0 } };
  collect_cost (a, &cost_a);
  collect_cost (b, &cost_b);
  return compare_cost (&cost_a, &cost_b);
}

/* Whether another rule applies wherever CANDIDATE does, at WIDTH bits in
   REGIME, given that its pattern matches CANDIDATE's: CLAUSES are its
   checks and assignments, written over CANDIDATE's variables and the
   names NAMES[I], which stand for the subterms TERMS[I] of CANDIDATE's
   pattern.  OUTCOME_PROVEN if the clauses hold for every input that
   CANDIDATE's pattern and checks admit (every sound fact included),
   OUTCOME_FAILED if not, OUTCOME_TIMEOUT if Z3 cannot tell.  */
Outcome
prove_covers (const Rule *candidate, const Clause *clauses,
	      const char *const *names, const Expr *const *terms, int count,
	      unsigned width, Regime regime, unsigned timeout_ms)
{
  if (!clauses)
    return OUTCOME_PROVEN;
  Z3_context z3 = z3_new_context (z3_error);
  Proof proof;
  memset (&proof, 0, sizeof proof);
  proof.z3 = z3;
  proof.rule = candidate;
  set_uniform_type (&proof, width, regime);
  term_value (&proof, candidate->pattern, &proof.pattern_defined);
  translate_clauses (&proof, candidate->clauses, &proof.checks);
  for (int i = 0; i < count; i++)
    {
      Condition *ignored = NULL;
      Z3_ast value = term_value (&proof, terms[i], &ignored);
      add_named (&proof.variables, names[i], value, width);
    }
  Condition *other = NULL;
  translate_clauses (&proof, clauses, &other);
  /* After the clauses: their facts add to the assumptions.  */
  Z3_ast formula = mk_and2 (z3, preconditions (&proof),
			    Z3_mk_not (z3, conjunction (&proof, other)));
  Z3_lbool result = check_fresh (&proof, formula, timeout_ms, NULL);
  Z3_del_context (z3);
  return result == Z3_L_FALSE ? OUTCOME_PROVEN
	 : result == Z3_L_TRUE ? OUTCOME_FAILED : OUTCOME_TIMEOUT;
}

/* The summary of peepgen --check: how many rules are proven where,
   and for every rule not proven somewhere it applies, where and why.  */
/* Where RULE is proven at the width and regime of type 0 for every
   width and regime of its other types.  */
static ProofMask
fully_proven (const Rule *rule)
{
  ProofMask mask = 0;
  for (int r = 0; r < REGIME_COUNT; r++)
    for (int w = 0; w < WIDTH_MAX; w++)
      if (rule->outcome[r][w] == OUTCOME_PROVEN)
	mask |= mask_bit ((Regime) r, w);
  return mask;
}

void
prove_print_summary (const RuleSet *rules, FILE *out)
{
  int everywhere = 0, sorry = 0, partial = 0, none = 0;
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[i];
      ProofMask proven = fully_proven (rule);
      if (rule->sorry_z3)
	sorry++;
      else if (proven == rule->applicable)
	everywhere++;
      else if (proven)
	partial++;
      else
	none++;
    }
  fprintf (out, "%d rules: %d proven wherever they apply, %d proven in "
	   "part, %d not proven, %d not proven by request (SORRY_Z3)\n",
	   rules->count, everywhere, partial, none, sorry);
  for (int r = 0; r < REGIME_COUNT; r++)
    {
      fprintf (out, "  %-26s", regime_names[r]);
      for (int w = 0; w < width_count; w++)
	{
	  int proven = 0;
	  for (int i = 0; i < rules->count; i++)
	    if (!rules->rules[i]->sorry_z3
		&& (fully_proven (rules->rules[i]) & mask_bit ((Regime) r, w)))
	      proven++;
	  fprintf (out, " %3u bits: %-4d", widths[w], proven);
	}
      fputc ('\n', out);
    }
  /* ORDER OUTCOMES.  */
  static const char *const why[] = {
    "", "", "never applies", "wrong", "timed out", "SORRY_Z3"
  };				/* ORDER OUTCOMES.  */
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[i];
      if (rule->sorry_z3)
	{
	  fprintf (out, "  %s: not proven (SORRY_Z3)\n", rule->name);
	  continue;
	}
      ProofMask proven = fully_proven (rule);
      if (proven == rule->applicable)
	continue;
      fprintf (out, "  %s: not proven at", rule->name);
      for (int r = 0; r < REGIME_COUNT; r++)
	for (int w = 0; w < WIDTH_MAX; w++)
	  if ((rule->applicable & ~proven) & mask_bit ((Regime) r, w))
	    fprintf (out, " %u/%s (%s)", width_value (w),
		     r == REGIME_WRAPPING ? "wrapping" : "undefined",
		     why[rule->outcome[r][w]]);
      fputc ('\n', out);
    }
  fprintf (out, "%d proof obligations (rule, width, regime): %d proven "
	   "now, %d from the cache\n", cache_hits + cache_misses,
	   cache_misses, cache_hits);
}

/* peepgen --evaluate: one line "WIDTH [NAME=HIGH:LOW]... : EXPRESSION",
   the values as two 64-bit halves in hexadecimal.
   Print the value of EXPRESSION as Z3 computes it at WIDTH bits, as an
   unsigned number, or "true", "false" or "undefined".  This is how the
   test suite checks that the generated matcher computes exactly what
   the prover does.  */
bool
prove_evaluate (const char *line, FILE *out)
{
  const char *colon = strstr (line, " : ");
  unsigned width;
  int consumed;
  if (!colon || sscanf (line, "%u %n", &width, &consumed) != 1
      || width < 2 || width > 128)
    {
      fprintf (out, "error: expected WIDTH [NAME=VALUE]... : EXPRESSION\n");
      return false;
    }
  const char *names[16];
  Wide values[16];
  int count = 0;
  const char *p = line + consumed;
  while (p < colon && count < 16)
    {
      char name[64];
      unsigned long long high, low;
      int n;
      if (sscanf (p, " %63[A-Za-z0-9_]=%llx:%llx %n", name, &high, &low, &n)
	  != 3)
	break;
      names[count] = arena_strdup (name);
      values[count].high = high;
      values[count].low = low;
      count++;
      p += n;
    }
  Expr *expr = parse_expression_string (colon + 3, "<evaluate>");
  Type type = expr ? check_free_expression (expr, names, count) : TYPE_NONE;
  if (type == TYPE_NONE)
    {
      fprintf (out, "error\n");
      return false;
    }
  Z3_context z3 = z3_new_context (z3_error);
  Proof proof;
  memset (&proof, 0, sizeof proof);
  proof.z3 = z3;
  set_uniform_type (&proof, width, REGIME_WRAPPING);
  for (int i = 0; i < count; i++)
    add_named (&proof.variables, names[i], bv_number (&proof, values[i]),
	       width);
  Z3_ast defined = Z3_mk_true (z3);
  Z3_ast value = expression_value (&proof, expr, &defined);
  if (Z3_get_bool_value (z3, Z3_simplify (z3, defined)) != Z3_L_TRUE)
    fprintf (out, "undefined\n");
  else if (type == TYPE_BOOL)
    fprintf (out, "%s\n", Z3_get_bool_value (z3, Z3_simplify (z3, value))
	     == Z3_L_TRUE ? "true" : "false");
  else
    fprintf (out, "%s\n", Z3_get_numeral_string (z3, Z3_simplify (z3, value)));
  Z3_del_context (z3);
  return true;
}
