/* summary.c: each rule's outcome at each width and regime, and the
   summary of peepgen --check.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <string.h>

/* The outcome of a single-type rule at regime R and width W, for the
   summary.  */
void
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
