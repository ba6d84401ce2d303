/* parallel.c: proof obligations proven in parallel (peepgen --jobs).

   Obligations are independent: before the rules are proven in order
   (prove.c), the obligations missing from the proof cache are proven
   by child processes, each of which writes its results to the cache
   and tells the parent the time of each; the proof of the rules then
   reads every result from the cache, in the order and with the
   messages of a proof in one process.  The cache is how results come
   back, so that nothing is proven twice, and a result a child could
   not give is proven again in the parent.

   How many at once: --jobs=N, or the job slots of GNU make's
   jobserver (jobs.h).

   A child is a worker that takes rules from a counter it shares with
   the others, the costliest first, and proves their obligations in
   the order prove_rule does, skipping those it skips (prove_tries):
   an obligation after a counterexample at a narrower one with the same
   regimes, and in a triage of match.pd those of a family of rules (the
   rules of one form, which a worker takes together) that is settled.
   Workers rather than a child per obligation: a fork of peepgen, whose
   memory holds every rule of a whole match.pd, costs more than the
   proof of a narrow obligation, and workers that take work as they
   finish it end together.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "jobs.h"

/* Results the children gave, by cache path, so that prove_cached
   counts and times them as proven now.  */
typedef struct Fresh
{
  const char *path;
  double seconds;
} Fresh;
static Fresh *fresh;
static int fresh_count;

static int
by_path (const void *a, const void *b)
{
  return strcmp (((const Fresh *) a)->path, ((const Fresh *) b)->path);
}

bool
parallel_fresh (const char *path, double *seconds)
{
  if (!fresh_count)
    return false;
  Fresh key = { path, 0 };
  Fresh *f = bsearch (&key, fresh, (size_t) fresh_count, sizeof *fresh,
		      by_path);
  if (!f)
    return false;
  *seconds = f->seconds;
  return true;
}

/* The work of the workers: items, each rules FIRST[I] to FIRST[I + 1]
   - 1 of RULES (one rule, or a family).  */
typedef struct Work
{
  RuleSet *rules;
  const int *first;
  const int *order;	/* the items to prove, the costliest first */
  int items;
  int *next;		/* shared by the workers: the next of ORDER */
  const ProveOptions *options;
} Work;

/* In a worker, or in the parent to find what is left: go through the
   obligations of item I as prove_rule does; PROVE those missing from
   the cache (writing each result there and its time on a line of
   standard error of its own, "@task RULE OBLIGATION SECONDS"), or only
   say whether one is missing.  */
static bool
walk_item (const Work *work, int i, bool prove)
{
  FamilyState family = { false, 0 };
  bool missing = false;
  for (int r = work->first[i]; r < work->first[i + 1]; r++)
    {
      const Rule *rule = work->rules->rules[r];
      if (rule->sorry_z3)
	continue;
      FamilyState *settled = work->options->triage && rule->family
	? &family : NULL;
      Obligations o = rule_obligations (rule);
      for (int k = 0; k < o.count; k++)
	{
	  o.results[k].outcome = OUTCOME_SKIPPED;
	  if (!prove_tries (rule, &o, k, settled))
	    continue;
	  Result *result = &o.results[k];
	  if (!cache_lookup (rule, &o.signatures[k], work->options, result))
	    {
	      if (!prove)
		return true;
	      double seconds;
	      *result = prove_now (rule, &o.signatures[k], work->options,
				   &seconds);
	      fprintf (stderr, "\n@task %d %d %.6f\n", r, k, seconds);
	      fflush (stderr);
	      missing = true;
	    }
	  family_record (settled, result->outcome,
			 signature_width (rule, &o.signatures[k]));
	}
    }
  return missing;
}

/* In a worker: prove items while there are any.  */
static int
prove_items (int worker, void *data)
{
  const Work *work = data;
  (void) worker;
  for (;;)
    {
      int i = __atomic_fetch_add (work->next, 1, __ATOMIC_RELAXED);
      if (i >= work->items)
	return 0;
      walk_item (work, work->order[i], true);
    }
}

/* In the parent: a worker has ended; record the time of each
   obligation it proved.  What a worker that failed did not finish is
   proven again by the parent, which reports why.  */
static void
worker_done (int worker, const char *output, size_t length, int status,
	     void *data)
{
  const Work *work = data;
  (void) worker;
  (void) length;
  (void) status;
  for (const char *line = strstr (output, "\n@task "); line;
       line = strstr (line + 1, "\n@task "))
    {
      int r, k;
      double seconds;
      if (sscanf (line + 1, "@task %d %d %lf", &r, &k, &seconds) != 3
	  || r < 0 || r >= work->rules->count)
	continue;
      const Rule *rule = work->rules->rules[r];
      Obligations o = rule_obligations (rule);
      if (k < 0 || k >= o.count)
	continue;
      Fresh *f = &fresh[fresh_count++];
      f->path = cache_key (rule, &o.signatures[k], work->options);
      f->seconds = seconds;
    }
}

/* The cost of item I, to order them by: an obligation at 8 bits is
   one unit, and each doubling of the width doubles it.  */
static unsigned
item_units (const Work *work, int i)
{
  unsigned units = 0;
  for (int r = work->first[i]; r < work->first[i + 1]; r++)
    {
      const Rule *rule = work->rules->rules[r];
      Obligations o = rule_obligations (rule);
      for (int k = 0; k < o.count; k++)
	{
	  unsigned width = signature_width (rule, &o.signatures[k]);
	  units += width > 8 ? width / 8 : 1;
	}
    }
  return units;
}

static const unsigned *item_cost;

static int
costliest_first (const void *a, const void *b)
{
  unsigned x = item_cost[*(const int *) a];
  unsigned y = item_cost[*(const int *) b];
  return x < y ? 1 : x > y ? -1 : *(const int *) a - *(const int *) b;
}

void
prove_in_parallel (RuleSet *rules, const ProveOptions *options)
{
  if (!options->cache)
    return;
  int jobs = jobs_limit (options->jobs);
  if (jobs <= 1)
    return;
  int total = 0;
  for (int i = 0; i < rules->count; i++)
    if (!rules->rules[i]->sorry_z3)
      total += rule_obligations (rules->rules[i]).count;
  /* The items: a rule of no family, or the consecutive rules of one
     (those of a form, which md_translate adds together).  */
  int *first = xmalloc (sizeof *first * (size_t) (rules->count + 2));
  int items = 0;
  for (int r = 0; r < rules->count; r++)
    if (r == 0 || !rules->rules[r]->family || !options->triage
	|| rules->rules[r]->family != rules->rules[r - 1]->family)
      first[items++] = r;
  first[items] = rules->count;
  Work work = { rules, first, NULL, 0, NULL, options };
  unsigned *cost = xmalloc (sizeof *cost * (size_t) (items + 1));
  int *order = xmalloc (sizeof *order * (size_t) (items + 1));
  int todo = 0;
  for (int i = 0; i < items; i++)
    if (walk_item (&work, i, false))
      {
	cost[i] = item_units (&work, i);
	order[todo++] = i;
      }
  item_cost = cost;
  qsort (order, (size_t) todo, sizeof *order, costliest_first);
  fresh = xmalloc (sizeof *fresh * (size_t) (total + 1));
  fresh_count = 0;
  int *next = mmap (NULL, sizeof *next, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (next != MAP_FAILED)
    {
      *next = 0;
      work.order = order;
      work.items = todo;
      work.next = next;
      /* A worker that died leaves the others to finish; the last one
	 too, another round.  */
      for (int round = 0; round < 3 && *next < todo; round++)
	jobs_run (jobs < todo - *next ? jobs : todo - *next, jobs,
		  prove_items, worker_done, &work);
      munmap (next, sizeof *next);
    }
  qsort (fresh, (size_t) fresh_count, sizeof *fresh, by_path);
  free (first);
  free (cost);
  free (order);
}
