/* counterexample.c: what the prover says when a rule fails or never
   applies: a counterexample with small values, or the conditions that
   conflict.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

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
   that says more; of one bit, a _Bool, which is unsigned: 0 or 1.  */
static char *
format_wide (Wide value, unsigned width)
{
  bool negative = width == 1 ? false
		  : width <= 64 ? (value.low >> (width - 1)) & 1
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

char *
format_counterexample (Proof *proof, Z3_model model, Z3_ast pattern,
		       Z3_ast target)
{
  char *text = arena_strdup ("");
  /* The trace holds the assigned names too: the rest are inputs.  */
  text = format_list (proof, model, proof->variables,
		      "counterexample values", proof->trace, NULL, NULL, text);
  text = format_list (proof, model, proof->facts, "facts", NULL, NULL, NULL,
		      text);
  /* unsigned (x), where the obligation covers both signednesses.  */
  text = format_list (proof, model, proof->type_tests, "type tests", NULL,
		      NULL, NULL, text);
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

/* How long minimising a counterexample may take.  */
#define MINIMIZE_BUDGET_MS 5000

/* A counterexample of FORMULA with small values: Z3's optimizer makes
   the magnitude of each input, then of each fact, as small as it can,
   in the order of the pattern, within a short budget.  NULL if it could
   not.  */
Z3_model
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
char *
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
