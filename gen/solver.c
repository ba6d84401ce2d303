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
Z3_lbool
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
