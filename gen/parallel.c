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

   A child is a worker that takes groups of obligations (those of a
   rule with the same regimes, which rule_obligations lists the
   narrowest first) one at a time from a counter it shares with the
   others, the costliest groups first, and proves each group from the
   narrowest obligation up, stopping at a counterexample (prove.c
   proves nothing more of such a group) or, in a triage of match.pd, at
   a timeout.  Workers rather than a child per obligation: a fork of
   peepgen, whose memory holds every rule of a whole match.pd, costs
   more than the proof of a narrow obligation, and workers that take
   work as they finish it end together.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "jobs.h"

/* One obligation to prove in a child.  */
typedef struct Task
{
  const Rule *rule;
  Signature signature;
  unsigned width;	/* the widest of its types, to order by */
} Task;

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

/* The work of the workers.  */
typedef struct Work
{
  const Task *tasks;
  int count;
  const int *first;	/* group G is tasks first[G] to first[G + 1] - 1 */
  const int *order;	/* the groups to prove, the costliest first */
  int groups;
  int *next;		/* shared by the workers: the next of ORDER */
  const ProveOptions *options;
} Work;

/* Whether an obligation whose result is RESULT ends its group: a
   counterexample, or in a triage a timeout (prove_rule).  */
static bool
ends_group (const Result *result, const ProveOptions *options)
{
  return result->outcome == OUTCOME_FAILED
    || (options->triage && result->outcome == OUTCOME_TIMEOUT);
}

/* In a worker: prove groups while there are any, writing each result
   to the cache and its time on a line of standard error of its own,
   "@task N SECONDS".  */
static int
prove_groups (int worker, void *data)
{
  const Work *work = data;
  (void) worker;
  for (;;)
    {
      int i = __atomic_fetch_add (work->next, 1, __ATOMIC_RELAXED);
      if (i >= work->groups)
	return 0;
      int g = work->order[i];
      for (int k = work->first[g]; k < work->first[g + 1]; k++)
	{
	  const Task *task = &work->tasks[k];
	  Result result;
	  if (!cache_lookup (task->rule, &task->signature, work->options,
			     &result))
	    {
	      double seconds;
	      result = prove_now (task->rule, &task->signature,
				  work->options, &seconds);
	      fprintf (stderr, "\n@task %d %.6f\n", k, seconds);
	      fflush (stderr);
	    }
	  if (ends_group (&result, work->options))
	    break;
	}
    }
}

/* In the parent: a worker has ended; record the time of each task it
   proved.  What a worker that failed did not finish is proven again by
   the parent, which reports why.  */
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
      int k;
      double seconds;
      if (sscanf (line + 1, "@task %d %lf", &k, &seconds) != 2
	  || k < 0 || k >= work->count)
	continue;
      const Task *task = &work->tasks[k];
      Fresh *f = &fresh[fresh_count++];
      f->path = cache_key (task->rule, &task->signature, work->options);
      f->seconds = seconds;
    }
}

/* The cost of a task, to order the groups by: an obligation at 8 bits
   is one unit, and each doubling of the width doubles it.  */
static unsigned
task_units (const Task *task)
{
  return task->width > 8 ? task->width / 8 : 1;
}

static const unsigned *group_units;

static int
costliest_first (const void *a, const void *b)
{
  unsigned x = group_units[*(const int *) a];
  unsigned y = group_units[*(const int *) b];
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
  /* Every obligation, grouped, the narrowest of a group first.  */
  Task *tasks = xmalloc (sizeof *tasks * (size_t) (total + 1));
  int *first = xmalloc (sizeof *first * (size_t) (total + 2));
  unsigned *units = xmalloc (sizeof *units * (size_t) (total + 1));
  int *order = xmalloc (sizeof *order * (size_t) (total + 1));
  fresh = xmalloc (sizeof *fresh * (size_t) (total + 1));
  fresh_count = 0;
  int count = 0, groups = 0;
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[i];
      if (rule->sorry_z3)
	continue;
      Obligations o = rule_obligations (rule);
      bool *taken = xmalloc ((size_t) o.count + 1);
      memset (taken, 0, (size_t) o.count + 1);
      for (int k = 0; k < o.count; k++)
	{
	  if (taken[k])
	    continue;
	  first[groups] = count;
	  units[groups] = 0;
	  for (int j = k; j < o.count; j++)
	    if (!taken[j] && same_regimes (rule, &o.signatures[k],
					   &o.signatures[j]))
	      {
		Task *task = &tasks[count++];
		memset (task, 0, sizeof *task);
		taken[j] = true;
		task->rule = rule;
		task->signature = o.signatures[j];
		for (int t = 0; t < rule->type_count; t++)
		  if (width_value (o.signatures[j].width[t]) > task->width)
		    task->width = width_value (o.signatures[j].width[t]);
		units[groups] += task_units (task);
	      }
	  groups++;
	}
      free (taken);
    }
  first[groups] = count;
  /* The groups with work left: an obligation not in the cache before
     the group's end.  */
  int todo = 0;
  for (int g = 0; g < groups; g++)
    for (int k = first[g]; k < first[g + 1]; k++)
      {
	Result cached;
	if (!cache_lookup (tasks[k].rule, &tasks[k].signature, options,
			   &cached))
	  {
	    order[todo++] = g;
	    break;
	  }
	if (ends_group (&cached, options))
	  break;
      }
  group_units = units;
  qsort (order, (size_t) todo, sizeof *order, costliest_first);
  int *next = mmap (NULL, sizeof *next, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (next != MAP_FAILED)
    {
      *next = 0;
      Work work = { tasks, count, first, order, todo, next, options };
      /* A worker that died leaves the others to finish; the last one
	 too, another round.  */
      for (int round = 0; round < 3 && *next < todo; round++)
	jobs_run (jobs < todo - *next ? jobs : todo - *next, jobs,
		  prove_groups, worker_done, &work);
      munmap (next, sizeof *next);
    }
  qsort (fresh, (size_t) fresh_count, sizeof *fresh, by_path);
  free (tasks);
  free (first);
  free (units);
  free (order);
}
