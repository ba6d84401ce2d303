/* summary.c: each rule's outcome at each width and regime, and the
   summary of peepgen --check.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <stdlib.h>
#include <string.h>

/* The outcome of a single-type rule at regime R and width W, for the
   summary.  An obligation that the rule's type tests exclude is not
   one it applies at.  */
void
record_outcomes (Rule *rule, const Obligations *o)
{
  memset (rule->outcome, OUTCOME_NOT_APPLICABLE, sizeof rule->outcome);
  rule->applicable = 0;
  for (int i = 0; i < o->count; i++)
    {
      const Signature *s = &o->signatures[i];
      int w = s->width[0];
      if (o->results[i].outcome == OUTCOME_NOT_APPLICABLE)
	continue;
      for (int r = s->regime[0]; r < REGIME_COUNT; r++)
	{
	  if (r != s->regime[0]
	      && (type_regime_matters (rule, 0) || rule->types[0].sign > 0))
	    break;
	  rule->applicable |= mask_bit ((Regime) r, w);
	  if (rule->outcome[r][w] == OUTCOME_NOT_APPLICABLE
	      || rule->outcome[r][w] == OUTCOME_PROVEN)
	    rule->outcome[r][w] = (unsigned char) o->results[i].outcome;
	}
    }
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
  for (int i = 0; i < rules->count; i++)
    if (rules->rules[i]->off_by_default)
      fprintf (out, "  %s: off by default\n", rules->rules[i]->name);
  for (int i = 0; i < rules->count; i++)
    if (rules->rules[i]->shared)
      fprintf (out, "  %s: shared\n", rules->rules[i]->name);
  /* ORDER OUTCOMES.  */
  static const char *const why[] = {
    "", "", "never applies", "wrong", "timed out", "SORRY_Z3",
    "not tried: wrong at another width"
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

/* --time-report: the time of the obligations proven now, the COUNT
   slowest of them, and the COUNT rules whose obligations took longest
   in all.  */
static int
slower_first (const void *a, const void *b)
{
  double x = ((const Timing *) a)->seconds, y = ((const Timing *) b)->seconds;
  return x < y ? 1 : x > y ? -1 : 0;
}

typedef struct RuleTime
{
  const Rule *rule;
  double seconds;
  int obligations;
} RuleTime;

static int
slower_rule_first (const void *a, const void *b)
{
  double x = ((const RuleTime *) a)->seconds;
  double y = ((const RuleTime *) b)->seconds;
  return x < y ? 1 : x > y ? -1 : 0;
}

void
prove_print_time_report (FILE *out, int count)
{
  /* ORDER OUTCOMES.  */
  static const char *const words[] = {
    "n/a", "proven", "vacuous", "failed", "timeout", "sorry", "skipped"
  };				/* ORDER OUTCOMES.  */
  double total = 0;
  for (int i = 0; i < timing_count; i++)
    total += timings[i].seconds;
  fprintf (out, "time report: %d proof obligations proven now in %.1f s "
	   "(%d in child processes), %d from the cache\n", timing_count, total,
	   parallel_count, cache_hits);
  if (timing_count == 0)
    return;
  Timing *sorted = xmalloc (sizeof *sorted * (size_t) timing_count);
  memcpy (sorted, timings, sizeof *sorted * (size_t) timing_count);
  qsort (sorted, (size_t) timing_count, sizeof *sorted, slower_first);
  fprintf (out, "slowest obligations:\n");
  for (int i = 0; i < timing_count && i < count; i++)
    {
      const Timing *t = &sorted[i];
      fprintf (out, "  %8.2f s  %-7s  %s:%d: %s at %s bits with %s\n",
	       t->seconds, words[t->outcome], t->rule->location.file,
	       t->rule->location.line, t->rule->name,
	       signature_widths (&t->signature, t->rule->type_count),
	       signature_regimes (t->rule, &t->signature));
    }
  /* The rules by their total time.  */
  RuleTime *rules = xmalloc (sizeof *rules * (size_t) timing_count);
  int rule_count = 0;
  for (int i = 0; i < timing_count; i++)
    {
      int r = 0;
      while (r < rule_count && rules[r].rule != timings[i].rule)
	r++;
      if (r == rule_count)
	{
	  rules[rule_count].rule = timings[i].rule;
	  rules[rule_count].seconds = 0;
	  rules[rule_count++].obligations = 0;
	}
      rules[r].seconds += timings[i].seconds;
      rules[r].obligations++;
    }
  qsort (rules, (size_t) rule_count, sizeof *rules, slower_rule_first);
  fprintf (out, "slowest rules:\n");
  for (int i = 0; i < rule_count && i < count; i++)
    fprintf (out, "  %8.2f s  %s:%d: %s (%d obligations)\n",
	     rules[i].seconds, rules[i].rule->location.file,
	     rules[i].rule->location.line, rules[i].rule->name,
	     rules[i].obligations);
  free (rules);
  free (sorted);
}
