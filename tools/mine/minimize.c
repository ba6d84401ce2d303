/* minimize.c: the smallest form of a finding that still holds (seed
   000's minimization):

   1. drop the path conditions: all at once if none is needed, else
      one at a time;
   2. drop the facts likewise (a dropped fact is the full range, no
      known bits);
   3. cut the DAG: replace inner nodes, nearest the root first, by fresh
      leaves of which nothing is known;
   4. weaken each fact left to what the finding needs: the loosest
      bound, the fewest known bits.

   Each step keeps a change only if the finding is still proven; a
   timeout counts as "does not hold".

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <stdlib.h>
#include <string.h>

#include "mine.h"
#include "peephole-arith.h"

/* Whether the finding holds with none of the COUNT flags of ON set;
   if not, they are left as they were.  Dropping all at once first
   gives what dropping one at a time would where none is needed (a
   weaker hypothesis that holds makes every stronger one hold), in one
   query rather than one per flag.  */
static int
holds_without_any (Miner *miner, unsigned char *on, int count)
{
  int set = 0;
  for (int i = 0; i < count; i++)
    set |= on[i];
  if (!set)
    return 1;
  unsigned char *saved = mine_alloc (count);
  memcpy (saved, on, count);
  memset (on, 0, count);
  int holds = finding_holds (miner);
  if (!holds)
    memcpy (on, saved, count);
  free (saved);
  return holds;
}

/* Whether the finding holds with no condition and no fact; if so, the
   view keeps none.  Most findings need neither (58 of the 69 of a
   sample of harvests): then one query answers what drop_conditions
   and keep_one_fact would ask in one each.  */
static int
holds_without_hypothesis (Miner *miner)
{
  View *view = &miner->view;
  int n = view->record->node_count;
  int conditions = view->record->condition_count;
  unsigned char *saved_facts = mine_alloc (n);
  unsigned char *saved_conditions = mine_alloc (conditions + 1);
  memcpy (saved_facts, view->fact_mask, n);
  memcpy (saved_conditions, view->condition_on, conditions);
  memset (view->fact_mask, 0, n);
  memset (view->condition_on, 0, conditions);
  int holds = finding_holds (miner);
  if (!holds)
    {
      memcpy (view->fact_mask, saved_facts, n);
      memcpy (view->condition_on, saved_conditions, conditions);
    }
  free (saved_facts);
  free (saved_conditions);
  return holds;
}

static void
drop_conditions (Miner *miner)
{
  View *view = &miner->view;
  if (holds_without_any (miner, view->condition_on,
			 view->record->condition_count))
    return;
  for (int c = 0; c < view->record->condition_count; c++)
    if (view->condition_on[c])
      {
	view->condition_on[c] = 0;
	if (!finding_holds (miner))
	  view->condition_on[c] = 1;
      }
}

/* Keep a single fact if one is enough, the first of this order: a
   bound reads better than known bits; the bounds of the root's
   signedness first (x.lower >= -5 for int_ge (x, -5), not
   x.uupper <=u 2147483647).  */
static void
keep_one_fact (Miner *miner)
{
  static const int unsigned_order[FACT_COUNT] = {
    FACT_UUPPER, FACT_ULOWER, FACT_UPPER, FACT_LOWER, FACT_ZEROS,
    FACT_ONES };
  static const int signed_order[FACT_COUNT] = {
    FACT_LOWER, FACT_UPPER, FACT_ULOWER, FACT_UUPPER, FACT_ZEROS,
    FACT_ONES };
  View *view = &miner->view;
  const Node *root = &view->record->nodes[view->record->root];
  const int *order = (mine_ops[root->op].flags & PEEP_OPF_SIGNED)
		     || root->undefined_regime ? signed_order
		     : unsigned_order;
  int n = view->record->node_count, facts = 0;
  for (int i = 0; i < n; i++)
    facts += __builtin_popcount (view->fact_mask[i]);
  if (facts < 2 || holds_without_any (miner, view->fact_mask, n))
    return;
  unsigned char *saved = mine_alloc (n);
  memcpy (saved, view->fact_mask, n);
  for (int k = 0; k < FACT_COUNT; k++)
    for (int i = 0; i < n; i++)
      if (saved[i] & (1 << order[k]))
	{
	  memset (view->fact_mask, 0, n);
	  view->fact_mask[i] = 1 << order[k];
	  if (finding_holds (miner))
	    {
	      free (saved);
	      return;
	    }
	}
  memcpy (view->fact_mask, saved, n);
  free (saved);
}

static void
drop_facts (Miner *miner)
{
  View *view = &miner->view;
  if (holds_without_any (miner, view->fact_mask, view->record->node_count))
    return;
  for (int i = 0; i < view->record->node_count; i++)
    for (int f = 0; f < FACT_COUNT; f++)
      if (view->fact_mask[i] & (1 << f))
	{
	  view->fact_mask[i] &= ~(1 << f);
	  if (!finding_holds (miner))
	    view->fact_mask[i] |= 1 << f;
	}
}

/* Whether the view is a possible finding: the target uses only nodes
   of the cut DAG, and a cheaper target is still cheaper.  */
static int
cut_allowed (Miner *miner)
{
  const View *view = &miner->view;
  unsigned char *reachable = mine_alloc (view->record->node_count);
  node_reachable (view, view->record->root, reachable);
  int ok = term_uses_only (miner->target, reachable);
  free (reachable);
  if (ok && miner->kind == FINDING_CHEAPER)
    {
      int root_count, count = 0;
      int root_cost = view_cost (view, &root_count);
      int cost = term_cost (miner->target, &count);
      ok = cost < root_cost || (cost == root_cost && count < root_count);
    }
  return ok;
}

/* Cut inner nodes, from the root's operands down (the highest ids
   first: operands come before their users).  */
static void
cut_nodes (Miner *miner)
{
  View *view = &miner->view;
  const Record *record = view->record;
  for (int i = record->root - 1; i >= 0; i--)
    {
      if (record->nodes[i].kind != NODE_OPERATION || view->cut[i])
	continue;
      unsigned char *reachable = mine_alloc (record->node_count);
      node_reachable (view, record->root, reachable);
      int in_dag = reachable[i];
      free (reachable);
      if (!in_dag)
	continue;
      view->cut[i] = 1;
      if (!cut_allowed (miner) || !finding_holds (miner))
	view->cut[i] = 0;
    }
}

/* The fact F of node I as a pointer into the view.  */
static peep_uint *
fact_pointer (View *view, int i, int f)
{
  struct peep_facts *facts = &view->facts[i];
  peep_uint *fields[FACT_COUNT] = { &facts->lower, &facts->upper,
				    &facts->ulower, &facts->uupper,
				    &facts->ones, &facts->zeros };
  return fields[f];
}

/* Weaken a bound by bisection between its value (holds) and the
   weakest value (does not: the fact could have been dropped).  Signed
   bounds bisect on the values offset by the minimum, so that the order
   is unsigned.  */
static void
weaken_bound (Miner *miner, int i, int f)
{
  View *view = &miner->view;
  unsigned p = view->record->nodes[i].p;
  peep_uint *field = fact_pointer (view, i, f);
  int signed_bound = f == FACT_LOWER || f == FACT_UPPER;
  int upward = f == FACT_UPPER || f == FACT_UUPPER;
  peep_uint bias = signed_bound ? peep_minint (p) : 0;
  /* Work on offset values: GOOD holds, BAD is the weakest.  */
  peep_uint good = peep_norm (*field + bias, p);
  peep_uint bad = upward ? peep_mask (p) : 0;
  for (int step = 0; step < 130; step++)
    {
      peep_uint gap = good > bad ? good - bad : bad - good;
      if (gap <= 1)
	break;
      peep_uint middle = good < bad ? good + gap / 2 : good - gap / 2;
      *field = peep_norm (middle - bias, p);
      if (finding_holds (miner))
	good = middle;
      else
	bad = middle;
    }
  *field = peep_norm (good - bias, p);
}

/* Weaken known bits: drop bits, all of a half at once where possible.  */
static void
weaken_bits (Miner *miner, int i, int f, peep_uint mask)
{
  View *view = &miner->view;
  peep_uint *field = fact_pointer (view, i, f);
  peep_uint bits = *field & mask;
  if (bits == 0)
    return;
  peep_uint saved = *field;
  *field &= ~bits;
  if (finding_holds (miner))
    return;
  *field = saved;
  if ((bits & (bits - 1)) == 0)
    return;
  /* Split the bits into two halves of their span.  */
  unsigned low = 0, high = 127;
  while (!((bits >> low) & 1))
    low++;
  while (!((bits >> high) & 1))
    high--;
  unsigned middle = (low + high + 1) / 2;
  peep_uint upper = bits & ~(((peep_uint) 1 << middle) - 1);
  weaken_bits (miner, i, f, upper);
  weaken_bits (miner, i, f, bits & ~upper);
}

static void
weaken_facts (Miner *miner)
{
  View *view = &miner->view;
  for (int i = 0; i < view->record->node_count; i++)
    for (int f = 0; f < FACT_COUNT; f++)
      if (view->fact_mask[i] & (1 << f))
	{
	  if (f == FACT_ONES || f == FACT_ZEROS)
	    weaken_bits (miner, i, f, *fact_pointer (view, i, f));
	  else
	    weaken_bound (miner, i, f);
	}
}

void
minimize_finding (Miner *miner)
{
  if (!holds_without_hypothesis (miner))
    {
      drop_conditions (miner);
      keep_one_fact (miner);
      drop_facts (miner);
    }
  cut_nodes (miner);
  /* A cut may have made a condition or a fact useless.  */
  drop_conditions (miner);
  drop_facts (miner);
  weaken_facts (miner);
  forget_counterexamples (miner);
}
