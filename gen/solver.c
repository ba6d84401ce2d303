/* solver.c: how the prover asks Z3: which solvers and tactics, for how
   long, and how a hard query is split into cases.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

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

/* The most cases split_values enumerates, and the most it leaves to a
   solver before it gives up.  */
#define VALUE_CASES_MAX 40000
#define VALUE_SOLVER_CALLS_MAX 8

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

/* Whether every term to split on is a variable, with few enough
   values together that split_values can try them all.  */
static bool
value_split_p (const Proof *proof)
{
  Z3_ast vars[16];
  unsigned limits[16];
  int n = split_variables (proof, vars, limits);
  if (n == 0 || n != proof->power_count + proof->split_count)
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
  unsigned budget = DIRECT_BUDGET_MS;
  if (next == SPLIT_STAGES || timeout_ms <= budget)
    return check_fresh (proof, formula, timeout_ms, model);
  Z3_lbool direct = check_fresh (proof, formula, budget, model);
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

/* Whether Z3's simplifier alone finds that FORMULA has no model.  */
static bool
simplifies_to_false (Z3_context z3, Z3_ast formula)
{
  Z3_ast simple = Z3_simplify (z3, formula);
  return Z3_is_app (z3, simple)
	 && Z3_get_decl_kind (z3, Z3_get_app_decl (z3, Z3_to_app (z3, simple)))
	    == Z3_OP_FALSE;
}

/* Check FORMULA, a case: what Z3's simplifier decides, else with a
   solver.  */
static Z3_lbool
check_simplified (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		  Z3_model *model)
{
  if (simplifies_to_false (proof->z3, formula))
    return Z3_L_FALSE;
  if (++proof->value_solver_calls > VALUE_SOLVER_CALLS_MAX)
    return Z3_L_UNDEF;
  return check_with (proof, NULL, formula, timeout_ms, model);
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
      if (simplifies_to_false (z3, formula))
	return Z3_L_FALSE;
      /* Cases the simplifier leaves to a solver are as hard as the
	 whole (the values do not make the query easy): after a few,
	 give up this split for the next ones.  */
      if (++proof->value_solver_calls > VALUE_SOLVER_CALLS_MAX)
	return Z3_L_UNDEF;
      return check_with (proof, NULL, mk_and2 (z3, formula, equal),
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
      Z3_ast in_case = Z3_substitute (z3, formula, 1, &v, &value);
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
	proof->value_solver_calls = 0;
	Z3_lbool result = split_values (proof, formula,
					Z3_mk_true (proof->z3), vars, limits,
					n, 0, timeout_ms, model);
	if (result != Z3_L_UNDEF
	    || proof->value_solver_calls <= VALUE_SOLVER_CALLS_MAX)
	  return result;
	stage = SPLIT_VALUES + 1;
	while (stage < SPLIT_STAGES && !has_stage (proof, stage))
	  stage++;
	return stage < SPLIT_STAGES
	       ? split_from (proof, formula, stage, timeout_ms, model)
	       : check_fresh (proof, formula, timeout_ms, model);
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
Z3_lbool
find_counterexample (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		     Z3_model *model)
{
  return check_case (proof, formula, 0, timeout_ms, model);
}
