/* prove.c: every rule proven with Z3, at every width, in both regimes.

   A rule is correct at precision P in an overflow regime when, for all
   values of its variables and all sound facts about them: wherever the
   pattern is defined and the checks hold, the target is defined and
   has the pattern's value.  The prover asks Z3 for a counterexample;
   "unsat" is a proof.  Before that it asks whether the pattern and the
   checks can hold at all; a rule that can never apply is an error.

   This file is the driver: the obligations of a rule (a width and a
   regime for each of its types), the proof of each, and the judgement
   of their outcomes.  The meaning of a rule is in semantics.c, the
   solvers in solver.c, counterexamples in counterexample.c, the proof
   cache in cache.c, the termination check in cost.c and the summary
   in summary.c (prove.h).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "z3context.h"

/* ORDER REGIMES (and the short names that prove_print_summary prints,
   in summary.c).  */
const char *const regime_names[REGIME_COUNT] = {
  "wrapping overflow", "undefined signed overflow"
};				/* ORDER REGIMES.  */

/* The words for the regimes of SIGNATURE: "wrapping overflow", or for
   a rule of several types, the regime of each type whose regime
   matters.  */
const char *
signature_regimes (const Rule *rule, const Signature *signature)
{
  if (rule->type_count <= 1)
    return regime_names[signature->regime[0]];
  char *text = arena_strdup ("");
  for (int t = 0; t < rule->type_count; t++)
    if ((type_regime_matters (rule, t) && rule->types[t].sign <= 0)
	|| signature->regime[t])
      text = arena_printf ("%s%s%s in %s", text, *text ? " and " : "",
			   regime_names[signature->regime[t]],
			   t == 0 ? arena_strdup ("the rule's type")
			   : arena_printf ("the type of %s",
					   expr_text (rule->types[t].first)));
  return *text ? text : regime_names[REGIME_WRAPPING];
}

/* Start PROOF of RULE with the widths and regimes of SIGNATURE, in Z3
   context Z3.  */
static void
start_proof_in (Proof *proof, const Rule *rule, const Signature *signature,
		Z3_context z3)
{
  memset (proof, 0, sizeof *proof);
  proof->z3 = z3;
  proof->rule = rule;
  set_uniform_type (proof, width_value (signature->width[0]),
		    (Regime) signature->regime[0]);
  for (int t = 0; t < rule->type_count; t++)
    {
      proof->widths[t] = width_value (signature->width[t]);
      proof->regimes[t] = (Regime) signature->regime[t];
    }
}

/* The same in a new context.  */
static void
start_proof (Proof *proof, const Rule *rule, const Signature *signature)
{
  start_proof_in (proof, rule, signature, z3_new_context (z3_error));
}

/* Whether the pattern and the checks of RULE, which never hold
   together at SIGNATURE, could hold if its type tests had other
   values: then the type tests alone exclude SIGNATURE (a rule with
   "check precision (x) == 8" at 16 bits), which is no fault of the
   rule.  */
static bool
excluded_by_type_tests (const Rule *rule, const Signature *signature,
			unsigned timeout_ms)
{
  Proof proof;
  start_proof (&proof, rule, signature);
  proof.free_type_tests = true;
  term_value (&proof, rule->pattern, &proof.pattern_defined);
  translate_clauses (&proof, rule->clauses, &proof.checks);
  bool excluded = find_model (&proof, preconditions (&proof), timeout_ms)
		  == Z3_L_TRUE;
  Z3_del_context (proof.z3);
  return excluded;
}

/* Whether the value of EXPR depends on the types alone: it has type
   tests, literals and precisions, and no value of a variable.  */
static bool
type_only_p (const Expr *expr)
{
  switch (expr->kind)
    {
    case EXPR_INTEGER:
    case EXPR_SPECIAL:
    case EXPR_WIDTH:
      return true;
    case EXPR_CALL:
      if (function_kind[expr->function] == FUNCTION_OF_TYPE)
	return true;
      /* Fall through.  */
    case EXPR_UNARY:
    case EXPR_BINARY:
      for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
	if (!type_only_p (expr->args[i]))
	  return false;
      return true;
    default:
      return false;
    }
}

/* Add to *LIST the conjuncts of EXPR ("a and b and c") that depend on
   the types alone, as checks.  */
static void
type_only_conjuncts (const Expr *expr, Clause **list)
{
  if (expr->kind == EXPR_BINARY && expr->operator_ == OPERATOR_LAND)
    {
      type_only_conjuncts (expr->args[0], list);
      type_only_conjuncts (expr->args[1], list);
      return;
    }
  if (!type_only_p (expr))
    return;
  Clause *c = arena_alloc (sizeof *c);
  memset (c, 0, sizeof *c);
  c->kind = CLAUSE_CHECK;
  c->text = expr_text (expr);
  c->expr = (Expr *) expr;
  c->next = *list;
  *list = c;
}

/* Whether the type tests of RULE's checks exclude SIGNATURE by
   themselves (a check "precision (x) == 8 and ..." at 16 bits): then
   the pattern and the checks never hold there, and the rule is not
   applicable.  A conjunct of a check that depends on the types alone
   is a constant at SIGNATURE, which a query of a few terms decides,
   where the proof of the whole rule would first build every term of
   its pattern (a third of the obligations of GCC's match.pd, most of
   them at the precisions that its type conditions exclude).  The
   conjuncts that exclude it are in *REPORT, unless QUIET.  */
static bool
excluded_by_type_only_checks (const Rule *rule, const Signature *signature,
			      const ProveOptions *options, char **report)
{
  Clause *checks = NULL;
  for (const Clause *c = rule->clauses; c; c = c->next)
    if (c->kind == CLAUSE_CHECK)
      type_only_conjuncts (c->expr, &checks);
  if (!checks)
    return false;
  /* Their terms are few: one context for all, of this process (a
     worker of parallel.c makes its own), where a context of their own
     would cost more than they do.  */
  static Z3_context z3;
  static pid_t owner;
  if (!z3 || owner != getpid ())
    {
      z3 = z3_new_context (z3_error);
      owner = getpid ();
    }
  Proof proof;
  start_proof_in (&proof, rule, signature, z3);
  translate_clauses (&proof, checks, &proof.checks);
  bool excluded = find_model (&proof, conjunction (&proof, proof.checks),
			      options->timeout_ms) == Z3_L_FALSE;
  /* The report: the conjuncts false by themselves, or else all of
     them (Z3's default solver, which finds a core, costs more than the
     rest of this).  */
  for (int pass = 0; excluded && !options->quiet && pass < 2; pass++)
    {
      char *text = arena_strdup ("");
      for (const Condition *c = proof.checks; c; c = c->next)
	if (pass == 1
	    || find_model (&proof, c->condition, options->timeout_ms)
	       == Z3_L_FALSE)
	  text = arena_printf ("%s    %s\n", text, c->text);
      *report = text;
      if (*text)
	break;
    }
  return excluded;
}

/* Prove RULE with the widths and regimes of SIGNATURE.  */
Result
prove_at (const Rule *rule, const Signature *signature,
	  const ProveOptions *options)
{
  Result result = { OUTCOME_PROVEN, NULL };
  if (rule->tests_types
      && excluded_by_type_only_checks (rule, signature, options,
				       &result.report))
    {
      result.outcome = OUTCOME_NOT_APPLICABLE;
      return result;
    }
  Proof proof;
  start_proof (&proof, rule, signature);
  Z3_context z3 = proof.z3;

  Z3_ast pattern = term_value (&proof, rule->pattern, &proof.pattern_defined);
  translate_clauses (&proof, rule->clauses, &proof.checks);
  Z3_ast target = term_value (&proof, rule->target, &proof.target_defined);
  Z3_ast goal = mk_and2 (z3, conjunction (&proof, proof.target_defined),
			 Z3_mk_eq (z3, pattern, target));
  Z3_ast pre = preconditions (&proof);
  Z3_model model = NULL;

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
  /* The counterexample first: a query asked before it in the same
     context can leave Z3 much slower on it (mul_neg_neg at 128 bits:
     0.02 s first, a timeout after the query whether the pattern and
     checks can hold).  Whether they can hold is asked only when there
     is no counterexample: a counterexample shows they can.  */
  /* In a triage, the timeout is the search's as a whole: the cases of
     its splits share it, where each would otherwise have all of it (a
     product at 64 bits split into 64 cases of a minute each).  */
  if (options->triage)
    proof.deadline = now_seconds () + options->timeout_ms / 1000.0;
  Z3_lbool wrong = find_counterexample (&proof, formula,
					options->timeout_ms, &model);
  proof.deadline = 0;
  if (wrong == Z3_L_TRUE && options->quiet)
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
  else
    {
      Z3_lbool can_apply = find_model (&proof, pre, options->timeout_ms);
      if (can_apply == Z3_L_FALSE)
	{
	  result.outcome = rule->tests_types
			   && excluded_by_type_tests (rule, signature,
						      options->timeout_ms)
			   ? OUTCOME_NOT_APPLICABLE : OUTCOME_VACUOUS;
	  if (!options->quiet)
	    result.report = explain_vacuous (&proof, options->timeout_ms);
	}
      else if (can_apply == Z3_L_UNDEF || wrong == Z3_L_UNDEF)
	result.outcome = OUTCOME_TIMEOUT;
    }
  Z3_del_context (z3);
  return result;
}

ProofMask
mask_bit (Regime regime, int w)
{
  return (ProofMask) 1 << (regime * WIDTH_MAX + w);
}

/* Whether a type whose operations exist at WIDTHS (PEEP_W*) may have
   precision WIDTH: one bit only where PEEP_W1 says so; any precision of
   --widths where all of PEEP_WANY do, else only those named.  */
static bool
width_allowed (int widths, unsigned width)
{
  if (width == 1)
    return (widths & PEEP_W1) != 0;
  if ((widths & PEEP_WANY) == PEEP_WANY)
    return true;
  for (int i = 0; (PEEP_W8 << i) <= PEEP_W128; i++)
    if (width == 8u << i)
      return (widths & (PEEP_W8 << i)) != 0;
  return false;
}

static bool
signature_allowed (const Rule *rule, const Signature *signature)
{
  for (int t = 0; t < rule->type_count; t++)
    {
      if (signature->regime[t] == REGIME_UNDEFINED
	  && (rule->types[t].sign > 0 || !type_regime_matters (rule, t)))
	return false;
      if (!width_allowed (rule->types[t].widths,
			  width_value (signature->width[t])))
	return false;
      /* A type of one bit is GIMPLE's _Bool, which is unsigned: no
	 signed operation (a sign extension of a comparison's value)
	 works on it.  */
      if (signature->width[t] == WIDTH_BOOL && rule->types[t].sign < 0)
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

Obligations
rule_obligations (const Rule *rule)
{
  Obligations o = { NULL, NULL, 0 };
  /* Width indexes: those of --widths, and WIDTH_BOOL for truth values
     and for types nothing computes in.  */
  int choices = (width_count + 1) * REGIME_COUNT, total = 1;
  for (int t = 0; t < rule->type_count; t++)
    total *= choices;
  /* Of the combinations (12^5 for five types), the rule's relations
     allow few: a first pass counts them, the second keeps them, so
     that the arena holds only those (the match.pd front end asks for
     the obligations of thousands of rules).  */
  for (int pass = 0; pass < 2; pass++)
    {
      if (pass)
	{
	  o.signatures = arena_alloc (sizeof (Signature)
				      * (size_t) (o.count + 1));
	  o.results = arena_alloc (sizeof (Result) * (size_t) (o.count + 1));
	  o.count = 0;
	}
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
		  valid &= rule->types[t].truth || !rule->types[t].computed;
		}
	      else
		valid &= !rule->search_only || w < 2;
	      signature.width[t] = (unsigned char) w;
	      signature.regime[t] = (unsigned char) (rest / (width_count + 1)
						     % REGIME_COUNT);
	      valid &= !(w == WIDTH_BOOL && signature.regime[t]);
	      rest /= choices;
	    }
	  if (valid && signature_allowed (rule, &signature))
	    {
	      if (pass)
		o.signatures[o.count] = signature;
	      o.count++;
	    }
	}
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
  if (!type_regime_matters (rule, type) && rule->types[type].sign <= 0)
    {
      Signature undefined = *signature;
      undefined.regime[type] = REGIME_UNDEFINED;
      mark_proven (rule, &undefined, type + 1);
    }
}

/* Whether A and B give the same regime to every type.  */
bool
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

/* Why RULE, none of whose obligations can hold, never applies: the
   conditions that conflict, or its type tests.  */
static void
report_never_applies (const Rule *rule, const Obligations *o)
{
  const Result *vacuous = NULL, *excluded = NULL;
  for (int i = 0; i < o->count; i++)
    if (o->results[i].outcome == OUTCOME_VACUOUS && !vacuous)
      vacuous = &o->results[i];
    else if (o->results[i].outcome == OUTCOME_NOT_APPLICABLE && !excluded)
      excluded = &o->results[i];
  if (!vacuous && excluded)
    {
      diag_error (rule->location, "rule '%s' cannot ever apply: its type "
		  "tests hold at none of the widths and regimes it is "
		  "proven at", rule->name);
      fprintf (diag_stream (), "%s", excluded->report ? excluded->report
	       : "");
      return;
    }
  diag_error (rule->location, "rule '%s' cannot ever apply: no values "
	      "satisfy these conditions together", rule->name);
  fprintf (diag_stream (), "%s", vacuous && vacuous->report ? vacuous->report
	   : "");
}

/* Report the outcome of the proofs of RULE (unless OPTIONS->triage),
   and set its tables.  The obligations are grouped by their regimes: a
   group holds when none of its obligations failed and some can hold; a
   rule that holds in no group is wrong, one that holds in some is
   applied only there.
   Obligations that cannot hold (vacuous, or excluded by the rule's
   type tests) count only when no obligation can hold: then the rule
   never applies.  */
static void
judge_rule (Rule *rule, const Obligations *o, const ProveOptions *options)
{
  bool report = !options->triage;
  bool any_real = false;
  int first_failure[64];
  bool can_hold[64];	/* some obligation of the group can hold */
  int groups[64], group_count = 0;
  for (int i = 0; i < o->count; i++)
    {
      Outcome outcome = o->results[i].outcome;
      bool real = outcome == OUTCOME_PROVEN || outcome == OUTCOME_FAILED
		  || outcome == OUTCOME_TIMEOUT;
      any_real |= real;
      int g = 0;
      while (g < group_count
	     && !same_regimes (rule, &o->signatures[groups[g]],
			       &o->signatures[i]))
	g++;
      if (g == group_count && group_count < 64)
	{
	  groups[group_count] = i;
	  can_hold[group_count] = false;
	  first_failure[group_count++] = -1;
	}
      if (g == group_count)
	continue;
      can_hold[g] |= real;
      if (outcome == OUTCOME_FAILED && first_failure[g] < 0)
	first_failure[g] = i;
    }
  if (!any_real)
    {
      if (report)
	report_never_applies (rule, o);
      return;
    }
  /* A group none of whose obligations can hold (wraps (x) in the
     undefined regime) neither holds nor fails.  */
  int holding = -1;
  for (int g = 0; g < group_count; g++)
    if (first_failure[g] < 0 && can_hold[g])
      holding = g;
  for (int g = 0; g < group_count && report; g++)
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
      if (*timeouts && report)
	diag_warning (rule->location, "proof of rule '%s' timed out at %s "
		      "bits with %s; it is not applied there", rule->name,
		      timeouts, signature_regimes (rule, group));
      for (int i = 0; i < o->count; i++)
	if (same_regimes (rule, &o->signatures[i], group)
	    && o->results[i].outcome == OUTCOME_PROVEN)
	  mark_proven (rule, &o->signatures[i], 0);
    }
}

/* The families of a triage (Rule's FAMILY): whether one of a family's
   rules has a counterexample, and the narrowest width at which one
   timed out (0 if none).  Kept here for the proof in order, and by
   each worker of parallel.c for the family it proves, in the same
   order.  */
static FamilyState *families;
static int family_count;

FamilyState *
prove_family (int family)
{
  if (family <= 0)
    return NULL;
  if (family >= family_count)
    {
      int count = family_count ? family_count : 64;
      while (count <= family)
	count *= 2;
      FamilyState *grown = xmalloc (sizeof *grown * (size_t) count);
      if (family_count)
	memcpy (grown, families, sizeof *grown * (size_t) family_count);
      memset (grown + family_count, 0,
	      sizeof *grown * (size_t) (count - family_count));
      free (families);
      families = grown;
      family_count = count;
    }
  return &families[family];
}

/* The widest width of SIGNATURE's types.  */
unsigned
signature_width (const Rule *rule, const Signature *signature)
{
  unsigned width = 0;
  for (int t = 0; t < rule->type_count; t++)
    if (width_value (signature->width[t]) > width)
      width = width_value (signature->width[t]);
  return width;
}

bool
family_settled (const FamilyState *family, unsigned width)
{
  return family && (family->refuted
		    || (family->timeout_width
			&& width >= family->timeout_width));
}

void
family_record (FamilyState *family, Outcome outcome, unsigned width)
{
  if (!family)
    return;
  if (outcome == OUTCOME_FAILED)
    family->refuted = true;
  if (outcome == OUTCOME_TIMEOUT
      && (!family->timeout_width || width < family->timeout_width))
    family->timeout_width = width;
}

/* Whether prove_rule tries obligation I of O, whose results before
   the Ith are known: not after a counterexample at a narrower one with
   its regimes (the group is not applied at any width: judge_rule), nor
   in a FAMILY that is settled (a match.pd form with a counterexample,
   or a timeout at I's width or narrower: its outcome is known).
   parallel.c's workers ask it too, so that both skip the same.  */
bool
prove_tries (const Rule *rule, const Obligations *o, int i,
	     const FamilyState *family)
{
  for (int j = 0; j < i; j++)
    if (o->results[j].outcome == OUTCOME_FAILED
	&& same_regimes (rule, &o->signatures[j], &o->signatures[i]))
      return false;
  return !family_settled (family, signature_width (rule, &o->signatures[i]));
}

/* Keep the obligations of O and their results in RULE, for reports.  */
static void
record_obligations (Rule *rule, const Obligations *o)
{
  size_t n = (size_t) o->count + 1;
  rule->obligation_count = o->count;
  rule->obligation_signatures = arena_alloc (sizeof (Signature) * n);
  rule->obligation_outcomes = arena_alloc (n);
  rule->obligation_reports = arena_alloc (sizeof (char *) * n);
  for (int i = 0; i < o->count; i++)
    {
      rule->obligation_signatures[i] = o->signatures[i];
      rule->obligation_outcomes[i] = (unsigned char) o->results[i].outcome;
      rule->obligation_reports[i] = o->results[i].report;
    }
}

static void
prove_rule (Rule *rule, const ProveOptions *options)
{
  bool report = !options->triage;
  /* match.pd's rules need not make the code cheaper.  */
  if (report)
    check_cost (rule);
  Obligations o = rule_obligations (rule);
  rule->proven = 0;
  rule->proven_slots = arena_alloc (SLOT_BYTES (rule->type_count));
  memset (rule->proven_slots, 0, SLOT_BYTES (rule->type_count));
  if (o.count == 0)
    {
      /* Its operations exist at none of the widths (--widths).  */
      if (report)
	diag_note (rule->location, "rule '%s' is not applied: its "
		   "operations exist at none of the widths it is proven at",
		   rule->name);
      record_outcomes (rule, &o);
      record_obligations (rule, &o);
      return;
    }
  for (int i = 0; i < o.count; i++)
    {
      o.results[i].report = NULL;
      o.results[i].outcome = OUTCOME_SORRY;
      if (rule->sorry_z3)
	continue;
      /* A group of obligations (the same regimes) with a counterexample
	 is not applied at any width (judge_rule): its other obligations,
	 at wider types (rule_obligations lists the narrower first),
	 would only cost time.  */
      o.results[i].outcome = OUTCOME_SKIPPED;
      FamilyState *family = options->triage ? prove_family (rule->family)
	: NULL;
      if (prove_tries (rule, &o, i, family))
	{
	  o.results[i] = prove_cached (rule, &o.signatures[i], options);
	  family_record (family, o.results[i].outcome,
			 signature_width (rule, &o.signatures[i]));
	}
    }
  record_outcomes (rule, &o);
  record_obligations (rule, &o);
  if (rule->sorry_z3)
    {
      if (report)
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
  prove_in_parallel (rules, options);
  for (int i = 0; i < rules->count; i++)
    prove_rule (rules->rules[i], options);
}

/* For reports: a rule's outcome as a whole, the words for it and for
   the outcome of an obligation, and an obligation's signature.  */

/* ORDER VERDICTS.  */
static const char *const verdict_names[] = {
  "proven", "refuted", "timeout", "vacuous", "sorry"
};				/* ORDER VERDICTS.  */

/* The verdict on RULE, once prove_rules has proven it: refuted if an
   obligation has a counterexample, else timed out if a proof timed
   out, else proven if an obligation is proven (the others cannot
   hold), else vacuous.  */
RuleVerdict
prove_verdict (const Rule *rule)
{
  if (rule->sorry_z3)
    return VERDICT_SORRY;
  bool timeout = false, proven = false;
  for (int i = 0; i < rule->obligation_count; i++)
    switch ((Outcome) rule->obligation_outcomes[i])
      {
      case OUTCOME_FAILED:
	return VERDICT_REFUTED;
      case OUTCOME_TIMEOUT:
      case OUTCOME_SKIPPED:
	/* Not tried is not proven: in a triage, an obligation skipped
	   for its family's sake (or after a timeout) is as good as a
	   timeout; otherwise it follows a counterexample, which
	   decides.  */
	timeout = true;
	break;
      case OUTCOME_PROVEN:
	proven = true;
	break;
      default:
	break;
      }
  return timeout ? VERDICT_TIMEOUT : proven ? VERDICT_PROVEN
	 : VERDICT_VACUOUS;
}

const char *
prove_verdict_name (RuleVerdict verdict)
{
  return verdict_names[verdict];
}

/* SIGNATURE, an obligation of RULE, in words: "32/8 bits, wrapping
   overflow in the rule's type and undefined signed overflow in the type
   of int_trunc(x)".  */
const char *
prove_signature_text (const Rule *rule, const Signature *signature)
{
  return arena_printf ("%s bits, %s",
		       signature_widths (signature, rule->type_count),
		       signature_regimes (rule, signature));
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

/* For peepgen --round-trip (roundtrip.c), which reads a rule back from
   its match.pd export.  */

/* Whether a rule with RULE's pattern, the checks and assignments
   CLAUSES and the target TARGET (written over RULE's variables and
   types) is RULE at SIGNATURE, one of RULE's obligations: wherever the
   pattern is defined (every fact sound), if RULE is PROVEN there,
   CLAUSES hold exactly where RULE's do, and there TARGET is defined
   and has the value of RULE's target, which RULE's proof shows is the
   pattern's; if it is not, CLAUSES never hold.  Comparing the targets
   rather than proving the other target again keeps the question as
   easy as the two rules are alike.  OUTCOME_PROVEN, or OUTCOME_FAILED
   with *WHY (what differs, and an input that shows it), or
   OUTCOME_TIMEOUT.  */
Outcome
prove_equivalent (const Rule *rule, const Clause *clauses,
		  const Expr *target, const Signature *signature,
		  bool proven, unsigned timeout_ms, const char **why)
{
  Proof proof;
  start_proof (&proof, rule, signature);
  Z3_context z3 = proof.z3;
  Z3_ast pattern = term_value (&proof, rule->pattern, &proof.pattern_defined);
  translate_clauses (&proof, rule->clauses, &proof.checks);
  Condition *other = NULL, *other_defined = NULL;
  translate_clauses (&proof, clauses, &other);
  Z3_ast value = term_value (&proof, rule->target, &proof.target_defined);
  Z3_ast other_value = term_value (&proof, target, &other_defined);
  /* After the clauses and targets: their facts add to the
     assumptions.  */
  Z3_ast base = mk_and2 (z3, conjunction (&proof, proof.assumptions),
			 conjunction (&proof, proof.pattern_defined));
  Z3_ast applies = conjunction (&proof, proof.checks);
  Z3_ast other_applies = conjunction (&proof, other);
  Z3_ast same = mk_and2 (z3, conjunction (&proof, other_defined),
			 Z3_mk_eq (z3, other_value, value));
  const struct
  {
    Z3_ast differs;
    const char *meaning;
  } questions[] = {
    { other_applies, "it applies where the rule is not proven" },
    { mk_and2 (z3, applies, Z3_mk_not (z3, other_applies)),
      "it does not apply where the rule does" },
    { mk_and2 (z3, other_applies, Z3_mk_not (z3, applies)),
      "it applies where the rule does not" },
    { mk_and2 (z3, applies, Z3_mk_not (z3, same)),
      "its target is not the rule's" }
  };
  Outcome outcome = OUTCOME_PROVEN;
  for (int i = proven ? 1 : 0; i < (proven ? 4 : 1); i++)
    {
      Z3_model model = NULL;
      Z3_lbool found = find_counterexample (&proof,
					    mk_and2 (z3, base,
						     questions[i].differs),
					    timeout_ms, &model);
      if (found == Z3_L_UNDEF)
	outcome = OUTCOME_TIMEOUT;
      if (found != Z3_L_TRUE)
	continue;
      /* The counterexample of a target: of the other's, and its
	 definedness; of a condition: the inputs only.  */
      Rule other_rule = *rule;
      other_rule.target = (Expr *) target;
      proof.rule = &other_rule;
      proof.target_defined = other_defined;
      char *text = format_counterexample (&proof, model, pattern,
					  other_value);
      char *end = strstr (text, "  pattern ");
      if (i < 3 && end)
	*end = '\0';
      *why = arena_printf ("%s, at %s:\n%s", questions[i].meaning,
			   prove_signature_text (rule, signature), text);
      Z3_model_dec_ref (z3, model);
      outcome = OUTCOME_FAILED;
      break;
    }
  Z3_del_context (z3);
  return outcome;
}
