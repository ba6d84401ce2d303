/* solver.c: how the prover asks Z3: which solvers and tactics, for how
   long, and how a hard query is split into cases.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <stdlib.h>
#include <string.h>

/* The handler of Z3's errors, which are bugs of peepgen
   (z3_new_context).  */
void
z3_error (Z3_context z3, Z3_error_code code)
{
  diag_internal (__FILE__, __LINE__, Z3_get_error_msg (z3, code));
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

Z3_solver
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

/* TIMEOUT_MS, or what is left before PROOF's deadline if that is
   less: 0 once the deadline has passed.  */
static unsigned
time_left (const Proof *proof, unsigned timeout_ms)
{
  if (proof->deadline == 0)
    return timeout_ms;
  double left = (proof->deadline - now_seconds ()) * 1000;
  if (left < 1)
    return 0;
  return left < timeout_ms ? (unsigned) left : timeout_ms;
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
  timeout_ms = time_left (proof, timeout_ms);
  if (timeout_ms == 0)
    return Z3_L_UNDEF;
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
Z3_lbool
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

/* How long the "smt" tactic may look for a model of a query that
   usually has one (whether a rule's pattern and checks can hold),
   before the default solver tries: bit-blasting the multipliers of
   the conditions of signed overflow at 128 bits can take minutes where
   the lazy tactic finds values at once.  */
#define MODEL_BUDGET_MS 2000

/* Check FORMULA, which usually has a model.  */
Z3_lbool
find_model (Proof *proof, Z3_ast formula, unsigned timeout_ms)
{
  unsigned budget = timeout_ms < MODEL_BUDGET_MS ? timeout_ms
		    : MODEL_BUDGET_MS;
  Z3_lbool result = check_with (proof, "smt", formula, budget, NULL);
  if (result != Z3_L_UNDEF || timeout_ms <= budget)
    return result;
  return check_with (proof, NULL, formula, timeout_ms, NULL);
}

/* How long the direct proof may take before the prover splits it into
   cases, in milliseconds: the whole query, and a case of a split that
   can be split further.  (A quarter of a second for the cases made the
   proofs at 64 bits a quarter faster, and mined_lshift_mod_pow2 at 128
   bits 3.5 times as slow: its cases of a power of two need about a
   second, and split into 128 cases each.)  */
#define DIRECT_BUDGET_MS 2000

/* Whether TERM is a variable (an uninterpreted constant).  */
static bool
variable_p (Z3_context z3, Z3_ast term)
{
  return Z3_is_app (z3, term)
	 && Z3_get_app_num_args (z3, Z3_to_app (z3, term)) == 0
	 && Z3_get_decl_kind (z3, Z3_get_app_decl (z3, Z3_to_app (z3, term)))
	    == Z3_OP_UNINTERPRETED;
}

/* The ways to split a query into cases, in the order they are tried:
   a case of one is split further by the next.  */
enum { SPLIT_GUARDS, SPLIT_VALUES, SPLIT_POWERS, SPLIT_RANGE, SPLIT_STAGES };

static bool value_split_p (const Proof *proof);

static bool
has_stage (const Proof *proof, int stage)
{
  switch (stage)
    {
    case SPLIT_GUARDS: return proof->guard_count > 0;
    case SPLIT_VALUES: return value_split_p (proof);
    case SPLIT_POWERS: return proof->power_count > 0;
    case SPLIT_RANGE: return proof->split_count > 0;
    default: return false;
    }
}

static Z3_lbool split_from (Proof *proof, Z3_ast formula, int stage,
			    unsigned timeout_ms, Z3_model *model);

/* The most cases split_values enumerates, and how long it may take
   (simplifying its cases and the solvers of those the simplifier
   leaves), in milliseconds, before it gives up for the next ways to
   split: it takes the place of a direct proof, whose budget is
   DIRECT_BUDGET_MS.  (On a single term, it has the whole timeout.)  */
#define VALUE_CASES_MAX 40000
#define VALUE_SPLIT_BUDGET_MS 4000

/* The variables of the splits (semantics.c): those that checks make 0
   or a power of two, then shift counts and the like, each once.  */
static int
split_variables (const Proof *proof, Z3_ast *vars, unsigned *limits)
{
  Z3_context z3 = proof->z3;
  int n = 0;
  for (int i = 0; i < proof->power_count + proof->split_count; i++)
    {
      bool power = i < proof->power_count;
      Z3_ast v = power ? proof->powers[i]
		 : proof->splits[i - proof->power_count];
      bool seen = false;
      for (int j = 0; j < n; j++)
	seen |= vars[j] == v;
      if (seen || !variable_p (z3, v))
	continue;
      vars[n] = v;
      /* 0 for a power of two.  */
      limits[n++] = power ? 0 : proof->split_limits[i - proof->power_count];
    }
  return n;
}

/* Whether the terms to split on include variables, with few enough
   values together that split_values can try them all.  (A term that is
   not a variable, such as the shift count x + C of a pattern, often
   becomes a constant once the variables in it have values.)  */
static bool
value_split_p (const Proof *proof)
{
  Z3_ast vars[16];
  unsigned limits[16];
  int n = split_variables (proof, vars, limits);
  if (n == 0)
    return false;
  double cases = 1;
  for (int i = 0; i < n; i++)
    cases *= limits[i] ? limits[i] + 1
	     : Z3_get_bv_sort_size (proof->z3, Z3_get_sort (proof->z3,
							     vars[i])) + 2;
  return cases <= VALUE_CASES_MAX;
}

/* Check FORMULA, a case of a split from stage STAGE on: briefly, then
   split by the later stages, or with the whole timeout if there are
   none.  */
static Z3_lbool
check_case (Proof *proof, Z3_ast formula, int stage, unsigned timeout_ms,
	    Z3_model *model)
{
  int next = stage;
  while (next < SPLIT_STAGES && !has_stage (proof, next))
    next++;
  /* The whole query gets the smt tactic first, briefly: it decides
     easy queries and finds most counterexamples.  A case of a split is
     usually as hard for it as the whole was: the default solver.  */
  bool whole = stage == 0;
  unsigned budget = DIRECT_BUDGET_MS;
  if (next == SPLIT_STAGES || timeout_ms <= budget)
    return whole ? check_fresh (proof, formula, timeout_ms, model)
	   : check_with (proof, NULL, formula, timeout_ms, model);
  /* The split on values costs little when it works (the simplifier
     decides the cases), and gives up soon when it does not: before it
     (and the split on guards that comes first), only the smt tactic's
     brief try.  */
  Z3_lbool direct = next <= SPLIT_VALUES && has_stage (proof, SPLIT_VALUES)
		    ? (whole ? check_with (proof, "smt", formula,
					   SMT_BUDGET_MS, model)
		       : Z3_L_UNDEF)
		    : whole ? check_fresh (proof, formula, budget, model)
		    : check_with (proof, NULL, formula, budget, model);
  if (direct != Z3_L_UNDEF)
    return direct;
  return split_from (proof, formula, next, timeout_ms, model);
}

/* Split on the guards of exact values (semantics.c, wrapping_value):
   each of the 2^N cases gives each guard a truth value, and has it in
   place of the guard, so that each exact value has one branch.  */
static Z3_lbool
split_guards (Proof *proof, Z3_ast formula, unsigned timeout_ms,
	      Z3_model *model)
{
  Z3_context z3 = proof->z3;
  int n = proof->guard_count;
  Z3_lbool result = Z3_L_FALSE;
  for (int mask = 0; mask < (1 << n) && result == Z3_L_FALSE; mask++)
    {
      Z3_ast values[4] = { NULL, NULL, NULL, NULL };
      for (int i = 0; i < n; i++)
	values[i] = (mask >> i) & 1 ? Z3_mk_true (z3) : Z3_mk_false (z3);
      Z3_ast in_case = Z3_substitute (z3, formula, (unsigned) n,
				      proof->guards, values);
      for (int i = 0; i < n; i++)
	in_case = mk_and2 (z3, in_case,
			   (mask >> i) & 1 ? proof->guards[i]
			   : Z3_mk_not (z3, proof->guards[i]));
      result = check_case (proof, in_case, SPLIT_GUARDS + 1, timeout_ms,
			   model);
    }
  return result;
}

/* Rewriting products, quotients and remainders by constants.  Z3's
   bit-blaster builds a multiplication by a constant as a sum of
   shifted copies, one for each bit set: a 128-bit product by -2^K,
   whose constant has 128 - K bits set, is a circuit of over a hundred
   adders that the SAT solver must see through, where -(x << K) is
   wiring and one negation.  Once a split has fixed the counts and
   powers of two of a rule, such products are common; x * 2^K = x << K
   and x * -2^K = -(x << K) modulo 2^P for every K < P.  The same goes
   for a divider, which the bit-blaster builds whatever the divisor: by
   2^K it is a shift, or a mask (shift_products_in).  */

/* A table from the ids of Z3's terms to their rewritten forms.  */
typedef struct
{
  unsigned *ids;
  Z3_ast *terms;
  unsigned size;		/* a power of two */
  unsigned count;
} Rewritten;

static Z3_ast *
rewritten_slot (Rewritten *table, unsigned id)
{
  unsigned i = (id * 2654435761u) & (table->size - 1);
  while (table->terms[i] && table->ids[i] != id)
    i = (i + 1) & (table->size - 1);
  table->ids[i] = id;
  return &table->terms[i];
}

static void
rewritten_put (Rewritten *table, unsigned id, Z3_ast term)
{
  if (2 * (table->count + 1) > table->size)
    {
      Rewritten bigger = { NULL, NULL, table->size ? 2 * table->size : 64,
			   0 };
      bigger.ids = xmalloc (bigger.size * sizeof *bigger.ids);
      bigger.terms = xmalloc (bigger.size * sizeof *bigger.terms);
      memset (bigger.terms, 0, bigger.size * sizeof *bigger.terms);
      for (unsigned i = 0; i < table->size; i++)
	if (table->terms[i])
	  {
	    *rewritten_slot (&bigger, table->ids[i]) = table->terms[i];
	    bigger.count++;
	  }
      free (table->ids);
      free (table->terms);
      *table = bigger;
    }
  Z3_ast *slot = rewritten_slot (table, id);
  if (!*slot)
    table->count++;
  *slot = term;
}

/* If NUMERAL, a bit-vector of P bits, is 2^K or -2^K, K and whether
   it is negative; else -1.  Only for P <= 128 (the exact values of the
   undefined regime have 2P bits, and are left alone).  */
static int
power_of_numeral (Z3_context z3, Z3_ast numeral, unsigned p, bool *negative)
{
  if (p > 128)
    return -1;
  unsigned __int128 value = 0, mask = p == 128 ? ~(unsigned __int128) 0
				: ((unsigned __int128) 1 << p) - 1;
  for (const char *c = Z3_get_numeral_string (z3, numeral); *c; c++)
    value = value * 10 + (unsigned) (*c - '0');
  for (int negate = 0; negate < 2; negate++)
    {
      unsigned __int128 v = (negate ? -value : value) & mask;
      if (v != 0 && (v & (v - 1)) == 0)
	{
	  int k = 0;
	  while (v >>= 1)
	    k++;
	  *negative = negate;
	  return k;
	}
    }
  return -1;
}

static Z3_ast
shift_products_in (Z3_context z3, Z3_ast term, Rewritten *table)
{
  if (!Z3_is_app (z3, term))
    return term;
  Z3_app app = Z3_to_app (z3, term);
  unsigned n = Z3_get_app_num_args (z3, app);
  if (n == 0)
    return term;
  unsigned id = Z3_get_ast_id (z3, term);
  if (table->size && *rewritten_slot (table, id))
    return *rewritten_slot (table, id);
  Z3_ast stack_args[4];
  Z3_ast *args = n <= 4 ? stack_args : xmalloc (n * sizeof *args);
  bool changed = false;
  for (unsigned i = 0; i < n; i++)
    {
      Z3_ast arg = Z3_get_app_arg (z3, app, i);
      args[i] = shift_products_in (z3, arg, table);
      changed |= args[i] != arg;
    }
  Z3_ast result = changed ? Z3_update_term (z3, term, n, args) : term;
  Z3_decl_kind kind = n == 2 ? Z3_get_decl_kind (z3, Z3_get_app_decl (z3, app))
		      : Z3_OP_UNINTERPRETED;
  if (kind == Z3_OP_BMUL)
    for (int i = 0; i < 2; i++)
      {
	bool negative;
	unsigned p = Z3_get_bv_sort_size (z3, Z3_get_sort (z3, args[i]));
	int k = Z3_is_numeral_ast (z3, args[i])
		? power_of_numeral (z3, args[i], p, &negative) : -1;
	if (k < 0)
	  continue;
	Z3_ast count = Z3_mk_unsigned_int64 (z3, (uint64_t) k,
					     Z3_get_sort (z3, args[i]));
	result = Z3_mk_bvshl (z3, args[1 - i], count);
	if (negative)
	  result = Z3_mk_bvneg (z3, result);
	break;
      }
  else if (kind == Z3_OP_BUDIV || kind == Z3_OP_BUDIV_I
	   || kind == Z3_OP_BUREM || kind == Z3_OP_BUREM_I
	   || kind == Z3_OP_BSDIV || kind == Z3_OP_BSDIV_I
	   || kind == Z3_OP_BSREM || kind == Z3_OP_BSREM_I)
    {
      /* By 2^K, K < P - 1 for the signed ones (2^(P-1) is negative
	 there): a / 2^K = a >>u K and a % 2^K = a & (2^K - 1); the
	 signed ones round toward zero, so that for a negative a they
	 are -((-a) >>u K) and -((-a) & (2^K - 1)), -a taken as
	 unsigned (|a| even for the least a).  */
      bool negative, is_signed = kind == Z3_OP_BSDIV || kind == Z3_OP_BSDIV_I
				 || kind == Z3_OP_BSREM
				 || kind == Z3_OP_BSREM_I;
      bool is_div = kind == Z3_OP_BUDIV || kind == Z3_OP_BUDIV_I
		    || kind == Z3_OP_BSDIV || kind == Z3_OP_BSDIV_I;
      Z3_sort sort = Z3_get_sort (z3, args[1]);
      unsigned p = Z3_get_bv_sort_size (z3, sort);
      int k = Z3_is_numeral_ast (z3, args[1])
	      ? power_of_numeral (z3, args[1], p, &negative) : -1;
      if (k >= 0 && !negative && (!is_signed || k < (int) p - 1))
	{
	  Z3_ast a = args[0];
	  Z3_ast magnitude = is_signed ? Z3_mk_bvneg (z3, a) : a;
	  for (int side = is_signed ? 0 : 1; side < 2; side++)
	    {
	      Z3_ast v = side == 0 ? magnitude : a;
	      Z3_ast part = is_div
		? Z3_mk_bvlshr (z3, v, Z3_mk_unsigned_int64 (z3, (uint64_t) k,
							    sort))
		: Z3_mk_bvand (z3, v, Z3_mk_bvsub (z3, args[1],
						   Z3_mk_unsigned_int64 (z3, 1,
									 sort)));
	      if (side == 0)
		magnitude = Z3_mk_bvneg (z3, part);
	      else
		result = part;
	    }
	  if (is_signed)
	    result = Z3_mk_ite (z3, Z3_mk_bvslt (z3, a,
						 Z3_mk_unsigned_int64 (z3, 0,
								       sort)),
				magnitude, result);
	}
    }
  if (n > 4)
    free (args);
  rewritten_put (table, id, result);
  return result;
}

/* Whether FORMULA is false.  */
static bool
false_p (Z3_context z3, Z3_ast formula)
{
  return Z3_is_app (z3, formula)
	 && Z3_get_decl_kind (z3, Z3_get_app_decl (z3, Z3_to_app (z3,
								 formula)))
	    == Z3_OP_FALSE;
}

/* Whether TERM is a variable (an uninterpreted constant).  */
static bool variable_p (Z3_context z3, Z3_ast term);

/* FORMULA, simplified, with each variable that a conjunct V = N makes
   a numeral N replaced by N elsewhere (a check C2 == -1 << C1 once C1
   has a value): the conjuncts stay, for the models.  */
static Z3_ast
substitute_numerals (Z3_context z3, Z3_ast formula)
{
  Z3_ast simple = Z3_simplify (z3, formula);
  /* The variables replaced so far: a round looks for new ones.  */
  Z3_ast done[8];
  unsigned done_count = 0;
  for (int round = 0; round < 4; round++)
    {
      if (!Z3_is_app (z3, simple)
	  || Z3_get_decl_kind (z3, Z3_get_app_decl (z3, Z3_to_app (z3,
								   simple)))
	     != Z3_OP_AND)
	return simple;
      Z3_app and = Z3_to_app (z3, simple);
      unsigned n = Z3_get_app_num_args (z3, and), found = 0;
      Z3_ast vars[8], values[8], equalities = Z3_mk_true (z3);
      for (unsigned i = 0; i < n && found < 8; i++)
	{
	  Z3_ast c = Z3_get_app_arg (z3, and, i);
	  if (!Z3_is_app (z3, c)
	      || Z3_get_decl_kind (z3, Z3_get_app_decl (z3, Z3_to_app (z3, c)))
		 != Z3_OP_EQ)
	    continue;
	  for (int side = 0; side < 2; side++)
	    {
	      Z3_ast v = Z3_get_app_arg (z3, Z3_to_app (z3, c), side);
	      Z3_ast value = Z3_get_app_arg (z3, Z3_to_app (z3, c), 1 - side);
	      bool seen = false;
	      for (unsigned j = 0; j < done_count; j++)
		seen |= done[j] == v;
	      if (!seen && variable_p (z3, v) && Z3_is_numeral_ast (z3, value)
		  && done_count < 8)
		{
		  done[done_count++] = v;
		  vars[found] = v;
		  values[found++] = value;
		  equalities = mk_and2 (z3, equalities, c);
		  break;
		}
	    }
	}
      if (found == 0)
	return simple;
      Z3_ast substituted = Z3_simplify (z3, Z3_substitute (z3, simple, found,
							   vars, values));
      if (false_p (z3, substituted))
	return substituted;
      simple = Z3_simplify (z3, mk_and2 (z3, substituted, equalities));
    }
  return simple;
}

/* FORMULA, a case of a split, simplified, with its variables that are
   numerals replaced by them and its products by 2^K and -2^K made
   shifts.  */
static Z3_ast
simplify_case (Z3_context z3, Z3_ast formula)
{
  Rewritten table = { NULL, NULL, 0, 0 };
  Z3_ast shifted = shift_products_in (z3, substitute_numerals (z3, formula),
				      &table);
  free (table.ids);
  free (table.terms);
  return Z3_simplify (z3, shifted);
}

/* The milliseconds left of the budget of split_values (0 once it is
   spent).  */
static unsigned
value_split_left (const Proof *proof)
{
  double left = proof->value_split_deadline - now_seconds ();
  return left <= 0 ? 0 : (unsigned) (left * 1000) + 1;
}

/* Check FORMULA, a case of split_values that the simplifier left to a
   solver, within what is left of the split's budget.  */
static Z3_lbool
value_solver_check (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		    Z3_model *model)
{
  unsigned left = value_split_left (proof);
  if (left == 0)
    return Z3_L_UNDEF;
  return check_with (proof, NULL, formula,
		     timeout_ms < left ? timeout_ms : left, model);
}

/* Check FORMULA, a case: what Z3's simplifier decides, else with a
   solver.  */
static Z3_lbool
check_simplified (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		  Z3_model *model)
{
  Z3_ast simple = simplify_case (proof->z3, formula);
  if (false_p (proof->z3, simple))
    return Z3_L_FALSE;
  return value_solver_check (proof, simple, timeout_ms, model);
}

/* The values of V, a variable of a split: with LIMIT, [0, LIMIT); with
   LIMIT 0 (a variable that a check makes 0 or a power of two), 2^K for
   K < P and 0 for K = P.  The count of them, the Kth, and the condition
   that V is none of them.  */
static unsigned
case_count (Z3_context z3, Z3_ast v, unsigned limit)
{
  return limit ? limit : Z3_get_bv_sort_size (z3, Z3_get_sort (z3, v)) + 1;
}

static Z3_ast
case_value (Z3_context z3, Z3_ast v, unsigned limit, unsigned k)
{
  Z3_sort sort = Z3_get_sort (z3, v);
  if (limit || k == Z3_get_bv_sort_size (z3, sort))
    return Z3_mk_unsigned_int64 (z3, limit ? k : 0, sort);
  return Z3_simplify (z3, Z3_mk_bvshl (z3, Z3_mk_unsigned_int64 (z3, 1, sort),
				      Z3_mk_unsigned_int64 (z3, k, sort)));
}

static Z3_ast
case_outside (Z3_context z3, Z3_ast v, unsigned limit)
{
  Z3_sort sort = Z3_get_sort (z3, v);
  if (limit)
    return Z3_mk_bvuge (z3, v, Z3_mk_unsigned_int64 (z3, limit, sort));
  Z3_ast one = Z3_mk_unsigned_int64 (z3, 1, sort);
  return Z3_mk_not (z3, Z3_mk_eq (z3, Z3_mk_bvand (z3, v,
						    Z3_mk_bvsub (z3, v, one)),
				  Z3_mk_unsigned_int64 (z3, 0, sort)));
}

/* Split on the values of every variable to split on at once (when
   value_split_p): for each variable VARS[I], the values outside its
   range (a count at least its limit, a number that is neither 0 nor a
   power of two), which the pattern or the checks exclude, then each
   value inside it in place of the variable.  Once every variable has
   a value, Z3's simplifier decides most cases without a solver: a
   shift by a constant count is a concatenation, a division by a power
   of two a shift.  EQUAL is the conjunction of the values chosen, for
   the solver's model.  */
static Z3_lbool
split_values (Proof *proof, Z3_ast formula, Z3_ast equal, Z3_ast *vars,
	      unsigned *limits, int n, int i, unsigned timeout_ms,
	      Z3_model *model)
{
  Z3_context z3 = proof->z3;
  if (i == n)
    {
      if (value_split_left (proof) == 0)
	return Z3_L_UNDEF;
      Z3_ast simple = simplify_case (z3, formula);
      if (false_p (z3, simple))
	return Z3_L_FALSE;
      return value_solver_check (proof, mk_and2 (z3, simple, equal),
				 timeout_ms, model);
    }
  Z3_ast v = vars[i];
  Z3_lbool result = check_simplified (proof, mk_and2 (z3, mk_and2 (z3, formula,
								  equal),
						       case_outside (z3, v,
								     limits[i])),
				      timeout_ms, model);
  unsigned count = case_count (z3, v, limits[i]);
  for (unsigned k = 0; k < count && result == Z3_L_FALSE; k++)
    {
      Z3_ast value = case_value (z3, v, limits[i], k);
      Z3_ast in_case = Z3_substitute (z3, formula, 1, &v, &value);
      result = split_values (proof, in_case,
			     mk_and2 (z3, equal, Z3_mk_eq (z3, v, value)),
			     vars, limits, n, i + 1, timeout_ms, model);
    }
  return result;
}

/* Split on a variable V that a check makes 0 or a power of two
   (semantics.c, power_check): V & (V - 1) != 0, which the check
   contradicts, then V = 0 and V = 2^K for each K < P, with that value
   in place of V, so that the simplifier folds what depends on it (a
   division by a power of two becomes a shift) before anything is
   bit-blasted.  */
static Z3_lbool
split_powers (Proof *proof, Z3_ast formula, unsigned timeout_ms,
	      Z3_model *model)
{
  Z3_context z3 = proof->z3;
  Z3_ast v = proof->powers[0];
  if (!variable_p (z3, v))
    return check_case (proof, formula, SPLIT_POWERS + 1, timeout_ms, model);
  Z3_lbool result = check_case (proof, mk_and2 (z3, formula,
					       case_outside (z3, v, 0)),
				SPLIT_POWERS + 1, timeout_ms, model);
  unsigned count = case_count (z3, v, 0);
  for (unsigned k = 0; k < count && result == Z3_L_FALSE; k++)
    {
      Z3_ast value = case_value (z3, v, 0, k);
      Z3_ast in_case = simplify_case (z3, Z3_substitute (z3, formula, 1, &v,
							  &value));
      result = check_case (proof, mk_and2 (z3, in_case,
					   Z3_mk_eq (z3, v, value)),
			   SPLIT_POWERS + 1, timeout_ms, model);
    }
  return result;
}

/* Split on a term with few values (a shift count of the pattern, which
   lies in [0, P) wherever the pattern is defined, or the result of
   highest_bit or popcount): the rule holds if no case has a
   counterexample, and a counterexample of any case is one of the
   whole.  */
static Z3_lbool
split_range (Proof *proof, Z3_ast formula, unsigned timeout_ms,
	     Z3_model *model)
{
  Z3_context z3 = proof->z3;
  Z3_ast term = proof->splits[0];
  unsigned limit = proof->split_limits[0];
  Z3_sort sort = Z3_get_sort (z3, term);
  if (variable_p (z3, term))
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
	  Z3_ast in_case = simplify_case (z3, Z3_substitute (z3, formula, 1,
							      &term, &value));
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
      unsigned left = time_left (proof, timeout_ms);
      if (left == 0)
	{
	  result = Z3_L_UNDEF;
	  break;
	}
      set_timeout (z3, solver, left);
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

static Z3_lbool
split_from (Proof *proof, Z3_ast formula, int stage, unsigned timeout_ms,
	    Z3_model *model)
{
  switch (stage)
    {
    case SPLIT_GUARDS:
      return split_guards (proof, formula, timeout_ms, model);
    case SPLIT_VALUES:
      {
	Z3_ast vars[16];
	unsigned limits[16];
	int n = split_variables (proof, vars, limits);
	/* When the split is on the one term there is to split on, the
	   later ways would try the same cases: no budget.  */
	bool only = n == 1;
	for (int i = 0; i < proof->power_count; i++)
	  only &= proof->powers[i] == vars[0];
	for (int i = 0; i < proof->split_count; i++)
	  only &= proof->splits[i] == vars[0];
	proof->value_split_deadline = now_seconds ()
				      + (only ? timeout_ms
					 : VALUE_SPLIT_BUDGET_MS) / 1000.0;
	Z3_lbool result = split_values (proof, formula,
					Z3_mk_true (proof->z3), vars, limits,
					n, 0, timeout_ms, model);
	if (result != Z3_L_UNDEF)
	  return result;
	return check_case (proof, formula, SPLIT_VALUES + 1, timeout_ms,
			   model);
      }
    case SPLIT_POWERS:
      return split_powers (proof, formula, timeout_ms, model);
    default:
      return split_range (proof, formula, timeout_ms, model);
    }
}

/* Look for a counterexample: FORMULA is the preconditions and the
   negated goal.  Multipliers of 64 and 128 bits can defeat the SAT
   solver, while the same query with a shift count or a power of two
   fixed is easy; so when the direct query does not finish quickly,
   split it into cases (split_from), each a query of its own.  The
   cases of each split cover every value, so that the rule holds if no
   case has a counterexample, and a counterexample of any case is one
   of the whole.  */
/* Lemmas about quotients and remainders.  A divider of 128 bits by a
   variable is a circuit the SAT solver cannot see through, although a
   rule's checks often say what it computes (umod_known_small:
   x %u y == x where x <u y).  For each quotient or remainder in TERM,
   the conjunction *LEMMAS gets what holds of it for all values, which
   the solver then has as clauses of its own: a dividend below the
   divisor (both not negative, for the signed ones) is its own
   remainder, and its quotient is 0; an unsigned remainder is below a
   divisor that is not 0.  */
static void
division_lemmas (Z3_context z3, Z3_ast term, Rewritten *seen, Z3_ast *lemmas)
{
  if (!Z3_is_app (z3, term))
    return;
  Z3_app app = Z3_to_app (z3, term);
  unsigned n = Z3_get_app_num_args (z3, app);
  if (n == 0)
    return;
  unsigned id = Z3_get_ast_id (z3, term);
  if (seen->size && *rewritten_slot (seen, id))
    return;
  rewritten_put (seen, id, term);
  for (unsigned i = 0; i < n; i++)
    division_lemmas (z3, Z3_get_app_arg (z3, app, i), seen, lemmas);
  if (n != 2)
    return;
  Z3_decl_kind kind = Z3_get_decl_kind (z3, Z3_get_app_decl (z3, app));
  bool is_signed = kind == Z3_OP_BSDIV || kind == Z3_OP_BSDIV_I
		   || kind == Z3_OP_BSREM || kind == Z3_OP_BSREM_I;
  bool is_div = kind == Z3_OP_BUDIV || kind == Z3_OP_BUDIV_I
		|| kind == Z3_OP_BSDIV || kind == Z3_OP_BSDIV_I;
  if (!is_signed && !is_div && kind != Z3_OP_BUREM && kind != Z3_OP_BUREM_I)
    return;
  Z3_ast a = Z3_get_app_arg (z3, app, 0), b = Z3_get_app_arg (z3, app, 1);
  Z3_ast zero = Z3_mk_unsigned_int64 (z3, 0, Z3_get_sort (z3, a));
  Z3_ast below = is_signed
    ? mk_and2 (z3, Z3_mk_bvsle (z3, zero, a), Z3_mk_bvslt (z3, a, b))
    : Z3_mk_bvult (z3, a, b);
  *lemmas = mk_and2 (z3, *lemmas,
		     Z3_mk_implies (z3, below,
				    Z3_mk_eq (z3, term, is_div ? zero : a)));
  /* With the lemma above, (x %u y) /u y is 0.  */
  if (!is_signed && !is_div)
    *lemmas = mk_and2 (z3, *lemmas,
		       Z3_mk_implies (z3, Z3_mk_not (z3, Z3_mk_eq (z3, b, zero)),
				      Z3_mk_bvult (z3, term, b)));
}

Z3_lbool
find_counterexample (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		     Z3_model *model)
{
  Rewritten seen = { NULL, NULL, 0, 0 };
  Z3_ast lemmas = Z3_mk_true (proof->z3);
  division_lemmas (proof->z3, formula, &seen, &lemmas);
  free (seen.ids);
  free (seen.terms);
  return check_case (proof, mk_and2 (proof->z3, formula, lemmas), 0,
		     timeout_ms, model);
}
