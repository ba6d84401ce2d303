/* cost.c: the cost model of the termination check, which peepsearch
   uses too to rank the rules it finds.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

/* Termination.  A rule's target must be strictly cheaper than its
   pattern, so that no set of rules can rewrite forever: the cost of an
   expression is its number of operations, then its operations' ranks
   (the COST column of peephole-ops.def) from the highest down, then
   its conversions that keep the precision (int_cast, uint_cast,
   sint_cast), which count after everything else: GCC needs them for
   its types, and no instruction does them, so that a target may add
   some to compute in another type of the operand's precision, as
   (T) ((unsigned T) x + C) does in place of (x + C1) + C2.  Every
   rewrite lowers the cost of what it rewrites, and costs cannot go
   down forever (the order is a lexicographic one of well-founded
   orders).  PyPy has no such check (seed 000: neg_complication).  */

#define COST_MAX_OPERATIONS 64

typedef struct Cost
{
  int count;
  int ranks[COST_MAX_OPERATIONS];	/* highest first */
  int casts;		/* conversions that keep the precision */
} Cost;

/* Whether OP is a conversion that keeps the precision.  */
static bool
cast_p (Op op)
{
  int flags = op_info[op].flags;
  return (flags & PEEP_OPF_CONVERT)
	 && !(flags & (PEEP_OPF_WIDENS | PEEP_OPF_NARROWS));
}

static void
collect_cost (const Expr *expr, Cost *cost)
{
  if (expr->kind != EXPR_OPERATION)
    return;
  if (cast_p (expr->op))
    cost->casts++;
  else if (cost->count < COST_MAX_OPERATIONS)
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
  return a->casts - b->casts;
}

static char *
describe_cost (const Cost *cost)
{
  char *text = arena_printf ("%d operation%s", cost->count,
			     cost->count == 1 ? "" : "s");
  if (cost->count)
    text = arena_printf ("%s, ranks", text);
  for (int i = 0; i < cost->count && i < COST_MAX_OPERATIONS; i++)
    text = arena_printf ("%s%s%d", text, i ? "," : " ", cost->ranks[i]);
  if (cost->casts)
    text = arena_printf ("%s, and %d conversion%s that keep%s the "
			 "precision", text, cost->casts,
			 cost->casts == 1 ? "" : "s",
			 cost->casts == 1 ? "s" : "");
  return text;
}

void
check_cost (const Rule *rule)
{
  Cost pattern = { 0, { 0 }, 0 }, target = { 0, { 0 }, 0 };
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

/* Negative, zero or positive as the expression A costs less than, as
   much as, or more than B, under the cost of the termination check.  */
int
prove_compare_cost (const Expr *a, const Expr *b)
{
  Cost cost_a = { 0, { 0 }, 0 }, cost_b = { 0, { 0 }, 0 };
  collect_cost (a, &cost_a);
  collect_cost (b, &cost_b);
  return compare_cost (&cost_a, &cost_b);
}
