/* semantics.c: the meaning of rules and expressions as Z3 terms.

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

#include "prove.h"

#include <string.h>

#include "peephole-api.h"
#include "peephole-semantics.h"
#include "z3context.h"

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

Z3_ast
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

Z3_ast
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

Named *
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

Named *
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
void
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

/* Exact values.  In the undefined regime an operation that can
   overflow (a sum, difference, product, negation or absolute value) is
   defined where its exact value over the integers fits in P bits.  The
   table's condition (peep_z3_defined) computes that value in 2P bits
   from the sign-extended operands; here it is computed from the exact
   values of the operands, where they are operations that can overflow
   too, so that the conditions of nested operations are polynomials in
   the variables that Z3's rewriter normalizes: the conditions of
   (-x) * (-y) and of x * y become the same term.  Wherever the
   operands are defined, their exact values are their sign-extended
   values, so each condition is the table's, and the conjunction of the
   conditions of a term (which holds its operands' conditions) is the
   same.  The exact value of a value with none recorded is its sign
   extension.  */
static Z3_ast
exact_value (Proof *proof, Z3_ast value)
{
  for (const Exact *e = proof->exacts; e; e = e->next)
    if (e->value == value)
      return e->exact;
  unsigned p = width_of (proof, value);
  return Z3_mk_sign_ext (proof->z3, p, value);
}

static void
set_exact_value (Proof *proof, Z3_ast value, Z3_ast exact)
{
  Exact *e = arena_alloc (sizeof *e);
  e->value = value;
  e->exact = exact;
  e->next = proof->exacts;
  proof->exacts = e;
}

/* The exact value of OP (A, B), an operation of P-bit values that can
   overflow, in 2P bits, and the condition that it fits in P bits.  */
static Z3_ast
exact_operation (Proof *proof, Op op, Z3_ast a, Z3_ast b, unsigned p,
		 Z3_ast *fits)
{
  Z3_context z3 = proof->z3;
  Z3_ast exact = peep_z3_value (z3, (enum peep_op) op, exact_value (proof, a),
				b ? exact_value (proof, b) : NULL, NULL, 2 * p,
				2 * p);
  Z3_ast low = Z3_mk_extract (z3, p - 1, 0, exact);
  *fits = Z3_mk_eq (z3, Z3_mk_sign_ext (z3, p, low), exact);
  return exact;
}

/* VALUE, OP (A, B) computed by a check or an assignment, which wrap:
   its exact value is the exact value of the operation where that fits
   in P bits, and its sign extension elsewhere.  An assigned value can
   be an operand of the target, whose conditions then see its exact
   value where it is exact; the condition that it is, a guard, is a
   term to split the proof on (solver.c): each case then has one
   branch.  */
static Z3_ast
wrapping_value (Proof *proof, Op op, Z3_ast a, Z3_ast b, Z3_ast value)
{
  Z3_context z3 = proof->z3;
  Z3_ast fits;
  Z3_ast exact = exact_operation (proof, op, a, b, proof->width, &fits);
  set_exact_value (proof, value,
		   Z3_mk_ite (z3, fits, exact,
			      Z3_mk_sign_ext (z3, proof->width, value)));
  if (proof->in_assignment && proof->guard_count < 4)
    proof->guards[proof->guard_count++] = fits;
  return value;
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
    case PEEP_UB_INEXACT:
      *holds = arena_printf ("%s divides exactly", text);
      *broken = arena_printf ("%s leaves a remainder", text);
      return;
    default:
      *holds = arena_printf ("%s does not overflow", text);
      *broken = arena_printf ("%s overflows", text);
      return;
    }
}

/* The value of OP (A, B, C), with operands of the current type and, for
   a conversion, a result of RESULT_WIDTH bits: the semantics of the table
   of operations (include/peephole-semantics.h).  The conditions under
   which it is defined are added to *DEFINED, explained with TEXT;
   signed overflow is undefined only in the undefined regime.  */
static Z3_ast
operation_value (Proof *proof, Op op, Z3_ast a, Z3_ast b, Z3_ast c,
		 unsigned result_width, const char *text, Condition **defined)
{
  Z3_context z3 = proof->z3;
  Z3_ast value = peep_z3_value (z3, (enum peep_op) op, a, b, c, proof->width,
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
      Z3_ast condition;
      if (kind == PEEP_UB_OVERFLOW)
	set_exact_value (proof, value,
			 exact_operation (proof, op, a, b, proof->width,
					  &condition));
      else
	condition = peep_z3_defined (z3, (enum peep_op) op, kind, a, b,
				     proof->width);
      add_explained (defined, holds, broken, condition);
    }
  return value;
}

static Z3_ast variable_value (Proof *proof, const char *name);

/* Remember TERM, whose value lies in [0, LIMIT) wherever the rule
   applies, as a candidate for splitting the proof into cases.  */
static void
add_split (Proof *proof, Z3_ast term, unsigned limit)
{
  for (int i = 0; i < proof->split_count; i++)
    if (proof->splits[i] == term)
      return;
  if (proof->split_count < 8)
    {
      proof->splits[proof->split_count] = term;
      proof->split_limits[proof->split_count] = limit;
      proof->split_count++;
    }
}

static Z3_ast expression_value (Proof *proof, const Expr *expr,
				Z3_ast *defined);

/* Make the conditions of *LIST added since it was OLD hold only where
   GUARD does.  */
static void
guard_conditions (Proof *proof, Condition **list, Condition *old,
		  Z3_ast guard, const char *where)
{
  for (Condition *c = *list; c != old; c = c->next)
    {
      c->condition = Z3_mk_implies (proof->z3, guard, c->condition);
      c->text = arena_printf ("%s, %s", where, c->text);
      c->broken = arena_printf ("%s, %s", where, c->broken);
    }
}

/* The values of a select's arms, of the pattern when PATTERN: each is
   defined only where it is taken (the arms of a PHI's diamond compute
   only the one the condition takes, and a rule so proven holds for a
   COND_EXPR, whose arms are both computed, too).  */
static void
arm_values (Proof *proof, const Expr *expr, Z3_ast condition, bool pattern,
	    Condition **defined, Z3_ast *b, Z3_ast *c)
{
  const char *text = expr_text (expr->args[0]);
  Condition *old = *defined;
  *b = term_value (proof, expr->args[1], defined);
  if (pattern)
    guard_conditions (proof, defined, old, peep_z3_true (proof->z3,
							  condition),
		      arena_printf ("where %s", text));
  old = *defined;
  *c = term_value (proof, expr->args[2], defined);
  if (pattern)
    guard_conditions (proof, defined, old,
		      Z3_mk_not (proof->z3, peep_z3_true (proof->z3,
							   condition)),
		      arena_printf ("where not %s", text));
}

/* A pattern or target: operations over variables and constants.  The
   conditions under which it is defined are added to *DEFINED.  */
Z3_ast
term_value (Proof *proof, const Expr *expr, Condition **defined)
{
  if (expr->kind == EXPR_OPERATION)
    {
      Z3_ast a = term_value (proof, expr->args[0], defined);
      Z3_ast b = NULL, c = NULL;
      if (op_info[expr->op].flags & PEEP_OPF_SELECT)
	arm_values (proof, expr, a, defined == &proof->pattern_defined,
		    defined, &b, &c);
      else if (expr->arg_count > 1)
	b = term_value (proof, expr->args[1], defined);
      const char *text = expr_text (expr);
      unsigned result_width = proof->widths[expr->tvar];
      /* The operation computes in its operands' type (a select, in that
	 of its values: its condition has a type of its own).  */
      int operand = (op_info[expr->op].flags & PEEP_OPF_SELECT) ? 1 : 0;
      TypeState saved = enter_type (proof, expr->args[operand]->tvar);
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
      Z3_ast value = operation_value (proof, expr->op, a, b, c, result_width,
				      text, defined);
      /* A comparison's 0 or 1 in the type of its value.  */
      if ((op_info[expr->op].flags & PEEP_OPF_COMPARISON)
	  && result_width != proof->width)
	value = result_width > proof->width
		? Z3_mk_zero_ext (proof->z3, result_width - proof->width, value)
		: Z3_mk_extract (proof->z3, result_width - 1, 0, value);
      /* A shift in the pattern is defined only for counts in [0, P);
	 one in the target must be, and a count that is a variable is
	 worth splitting on wherever it is (solver.c, split_values: the
	 cases cover every value).  */
      if ((op_info[expr->op].flags & PEEP_OPF_SHIFT)
	  && (defined == &proof->pattern_defined
	      || expr->args[1]->kind == EXPR_NAME))
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

/* The free value of type test FUNCTION of type TYPE: one for each
   test and type, so that two tests of one type agree.  A precision is
   an 8-bit value, in the width the context needs.  */
static Z3_ast
free_type_test (Proof *proof, Function function, int type)
{
  Z3_context z3 = proof->z3;
  Z3_ast *value = &proof->free_tests[function][type];
  bool integer = function_result[function] == TYPE_INT;
  if (!*value)
    *value = Z3_mk_fresh_const (z3, function_names[function],
				integer ? Z3_mk_bv_sort (z3, 8)
				: Z3_mk_bool_sort (z3));
  if (!integer)
    return *value;
  return proof->width > 8 ? Z3_mk_zero_ext (z3, proof->width - 8, *value)
	 : Z3_mk_extract (z3, proof->width - 1, 0, *value);
}

/* unsigned (x), where x is of type TYPE: TYPE_UNSIGNED.  Types of
   unsigned operations are unsigned, those of signed ones, and those of
   the undefined regime, signed; a _Bool (one bit) is unsigned.  Other
   types of the wrapping regime are unsigned types or signed types
   under -fwrapv, which one proof covers: for them unsigned (x) is a
   free Boolean of the type, and the proof holds for both values.  */
static Z3_ast
unsigned_value (Proof *proof, const Expr *expr, int type)
{
  Z3_context z3 = proof->z3;
  int sign = proof->rule->types[type].sign;
  if (sign > 0)
    return Z3_mk_true (z3);
  if (sign < 0 || proof->regimes[type] == REGIME_UNDEFINED)
    return Z3_mk_false (z3);
  if (proof->widths[type] == 1)
    return Z3_mk_true (z3);
  Z3_ast value = free_type_test (proof, FUNCTION_unsigned, type);
  const char *text = expr_text (expr);
  if (!find_named (proof->type_tests, text))
    add_named (&proof->type_tests, text, value, 0);
  return value;
}

/* A type test of the type of its argument (functions.def), in this
   obligation's width and regime of that type.  precision (x) is a
   constant of the type of the expression: as LONG_BIT, it wraps where
   that type is too narrow for it (128 in 8 bits is -128).  */
static Z3_ast
type_test_value (Proof *proof, const Expr *expr)
{
  Z3_context z3 = proof->z3;
  int type = expr->args[0]->tvar;
  if (proof->free_type_tests)
    return free_type_test (proof, expr->function, type);
  switch (expr->function)
    {
    case FUNCTION_unsigned:
      return unsigned_value (proof, expr, type);
    case FUNCTION_wraps:
      return proof->regimes[type] == REGIME_WRAPPING ? Z3_mk_true (z3)
	     : Z3_mk_false (z3);
    case FUNCTION_undefined:
      return proof->regimes[type] == REGIME_UNDEFINED ? Z3_mk_true (z3)
	     : Z3_mk_false (z3);
    case FUNCTION_precision:
      return bv_uint (proof, proof->widths[type]);
    default:
      gen_assert (!"type test without semantics");
    }
}

static Z3_ast
call_value (Proof *proof, const Expr *expr, Z3_ast *defined)
{
  Z3_context z3 = proof->z3;
  if (function_kind[expr->function] == FUNCTION_OF_TYPE)
    return type_test_value (proof, expr);
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

static bool
integer_p (const Expr *expr, uint64_t value)
{
  return expr->kind == EXPR_INTEGER && expr->value.high == 0
	 && expr->value.low == value;
}

/* If EXPR is V & (V - 1) == 0 for a name V, V's name; else NULL.  */
static const char *
power_check (const Expr *expr)
{
  const Expr *and = expr->args[0];
  if (expr->operator_ != OPERATOR_EQ || !integer_p (expr->args[1], 0)
      || and->kind != EXPR_BINARY || and->operator_ != OPERATOR_BIT_AND)
    return NULL;
  for (int i = 0; i < 2; i++)
    {
      const Expr *v = and->args[i], *sub = and->args[1 - i];
      if (v->kind == EXPR_NAME && sub->kind == EXPR_BINARY
	  && sub->operator_ == OPERATOR_SUB
	  && sub->args[0]->kind == EXPR_NAME
	  && strcmp (sub->args[0]->name, v->name) == 0
	  && integer_p (sub->args[1], 1))
	return v->name;
    }
  return NULL;
}

/* The most values a bound of a check gives a variable to split on
   (bound_check): a divisor below it is proven once per value.  */
#define BOUND_SPLIT_MAX 1024

/* If EXPR is V <=u K or V <u K for a name V and an integer K below
   BOUND_SPLIT_MAX, V's name, and in *LIMIT the count of the values V
   may have where the check holds, at WIDTH bits (K wraps as the check
   does); else NULL.  */
static const char *
bound_check (const Expr *expr, unsigned width, unsigned *limit)
{
  const Expr *v = expr->args[0], *k = expr->args[1];
  if ((expr->operator_ != OPERATOR_ULE && expr->operator_ != OPERATOR_ULT)
      || v->kind != EXPR_NAME || k->kind != EXPR_INTEGER
      || k->value.high != 0 || k->value.low >= BOUND_SPLIT_MAX)
    return NULL;
  uint64_t bound = width < 64 ? k->value.low & ((1ull << width) - 1)
		   : k->value.low;
  *limit = (unsigned) bound + (expr->operator_ == OPERATOR_ULE);
  return *limit ? v->name : NULL;
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
  /* V & (V - 1) == 0: V is 0 or a power of two where the check holds,
     a variable to split the proof on (solver.c).  */
  const char *power = power_check (expr);
  if (power && proof->power_count < 4)
    proof->powers[proof->power_count++] = variable_value (proof, power);
  /* V <=u K for a small K: V has few values where the check holds, to
     split the proof on, one case per value (a divisor that is a
     pattern's constant: each case divides by a number, which the
     simplifier folds or the solver sees through).  The cases cover
     every value, as each split's do.  */
  unsigned limit;
  const char *bounded = bound_check (expr, proof->width, &limit);
  if (bounded)
    add_split (proof, variable_value (proof, bounded), limit);
  Z3_ast count_ok = NULL;
  if (expr->operator_ == OPERATOR_SHL || expr->operator_ == OPERATOR_SHR
      || expr->operator_ == OPERATOR_USHR)
    {
      /* A count that is a variable: to split on (its cases cover every
	 value).  */
      if (expr->args[1]->kind == EXPR_NAME)
	add_split (proof, b, proof->width);
      b = count_in_width (proof, b, proof->width, &count_ok);
    }
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
    case OPERATOR_ADD:
      return wrapping_value (proof, OP_int_add, a, b, Z3_mk_bvadd (z3, a, b));
    case OPERATOR_SUB:
      return wrapping_value (proof, OP_int_sub, a, b, Z3_mk_bvsub (z3, a, b));
    case OPERATOR_MUL:
      return wrapping_value (proof, OP_int_mul, a, b, Z3_mk_bvmul (z3, a, b));
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
	  return wrapping_value (proof, OP_int_neg, a, NULL,
				 Z3_mk_bvneg (z3, a));
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
void
translate_clauses (Proof *proof, const Clause *clauses, Condition **checks)
{
  for (const Clause *clause = clauses; clause; clause = clause->next)
    {
      Z3_ast defined = Z3_mk_true (proof->z3);
      proof->in_assignment = clause->kind == CLAUSE_ASSIGN;
      Z3_ast value = expression_value (proof, clause->expr, &defined);
      proof->in_assignment = false;
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

/* The preconditions: sound facts, a defined pattern, the checks.  */
Z3_ast
preconditions (Proof *proof)
{
  return mk_and2 (proof->z3, conjunction (proof, proof->assumptions),
		  mk_and2 (proof->z3, conjunction (proof,
						   proof->pattern_defined),
			   conjunction (proof, proof->checks)));
}

/* The words of --evaluate for the type of its values, after WIDTH:
   "u" or "s" for unsigned or signed, "wrap" or "undef" for the regime,
   as the mock matcher of the test suite reads them.  Sets RULE's one
   type and *REGIME; returns the rest of the line.  */
static const char *
evaluate_type (const char *p, Rule *rule, Regime *regime)
{
  for (;;)
    {
      size_t n = strcspn (p, " ");
      if (n == 1 && (*p == 'u' || *p == 's'))
	rule->types[0].sign = *p == 'u' ? 1 : -1;
      else if (n == 4 && strncmp (p, "wrap", n) == 0)
	*regime = REGIME_WRAPPING;
      else if (n == 5 && strncmp (p, "undef", n) == 0)
	*regime = REGIME_UNDEFINED;
      else
	return p;
      p += n;
      while (*p == ' ')
	p++;
    }
}

/* peepgen --evaluate: one line
   "WIDTH [u|s] [wrap|undef] [NAME=HIGH:LOW]... : EXPRESSION", the
   values as two 64-bit halves in hexadecimal, of a type of WIDTH bits,
   unsigned or signed (else either) and of the regime given (else
   wrapping), which type tests see.  Print the value of EXPRESSION as Z3
   computes it, as an unsigned number, or "true", "false", "undefined",
   or "unknown" for a condition the type does not decide (unsigned (x)
   of a type of either signedness).  This is how the test suite checks
   that the generated matcher computes exactly what the prover does.  */
bool
prove_evaluate (const char *line, FILE *out)
{
  const char *colon = strstr (line, " : ");
  unsigned width;
  int consumed;
  if (!colon || sscanf (line, "%u %n", &width, &consumed) != 1
      || width < 2 || width > 128)
    {
      fprintf (out, "error: expected WIDTH [u|s] [wrap|undef] "
	       "[NAME=VALUE]... : EXPRESSION\n");
      return false;
    }
  Rule rule;
  memset (&rule, 0, sizeof rule);
  rule.type_count = 1;
  Regime regime = REGIME_WRAPPING;
  const char *p = evaluate_type (line + consumed, &rule, &regime);
  const char *names[16];
  Wide values[16];
  int count = 0;
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
  proof.rule = &rule;
  set_uniform_type (&proof, width, regime);
  for (int i = 0; i < count; i++)
    add_named (&proof.variables, names[i], bv_number (&proof, values[i]),
	       width);
  Z3_ast defined = Z3_mk_true (z3);
  Z3_ast value = expression_value (&proof, expr, &defined);
  if (Z3_get_bool_value (z3, Z3_simplify (z3, defined)) != Z3_L_TRUE)
    fprintf (out, "undefined\n");
  else if (type == TYPE_BOOL)
    {
      Z3_lbool truth = Z3_get_bool_value (z3, Z3_simplify (z3, value));
      fprintf (out, "%s\n", truth == Z3_L_TRUE ? "true"
	       : truth == Z3_L_FALSE ? "false" : "unknown");
    }
  else
    fprintf (out, "%s\n", Z3_get_numeral_string (z3, Z3_simplify (z3, value)));
  Z3_del_context (z3);
  return true;
}
