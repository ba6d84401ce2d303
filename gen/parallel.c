/* parallel.c: proof obligations proven in parallel (peepgen --jobs).

   Obligations are independent: before the rules are proven in order
   (prove.c), the obligations missing from the proof cache are proven
   by child processes, each of which writes its result to the cache and
   tells the parent its outcome and time; the proof of the rules then
   reads every result from the cache, in the order and with the
   messages of a proof in one process.  The cache is how results come
   back, so that nothing is proven twice, and a result a child could
   not give is proven again in the parent.

   How many at once: --jobs=N, or the job slots of GNU make's
   jobserver (jobs.h).

   The obligations go in waves by their rank in their group (the
   obligations of a rule with the same regimes, which rule_obligations
   lists the narrowest first): first the narrowest of each group, then
   the next of each group that has no counterexample so far (prove.c
   proves nothing more of a group with a counterexample, and in a
   triage of match.pd nothing more of one that timed out), and so on;
   each wave the widest first, so that the longest proofs do not come
   last.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <stdlib.h>
#include <string.h>

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

/* The tasks of a wave, for the callbacks of jobs_run, in batches: a
   child proves the consecutive tasks of one batch.  */
typedef struct Wave
{
  const Task *tasks;
  const int *batch_first;	/* batch I is tasks batch_first[I] to
				   batch_first[I + 1] - 1 */
  const ProveOptions *options;
} Wave;

/* The work of a batch: an obligation at 8 bits is one unit, and each
   doubling of the width doubles it.  A fork of peepgen, whose memory
   holds every rule of a whole match.pd, costs more than the proof of
   a narrow obligation; a batch of narrow ones pays it once.  */
#define BATCH_UNITS 32

static unsigned
task_units (const Task *task)
{
  return task->width > 8 ? task->width / 8 : 1;
}

/* In the child: prove the tasks of batch I, write each result to the
   cache, and the time of each on a line of standard error of its own,
   "@task N SECONDS".  */
static int
prove_task (int i, void *data)
{
  const Wave *wave = data;
  for (int k = wave->batch_first[i]; k < wave->batch_first[i + 1]; k++)
    {
      const Task *task = &wave->tasks[k];
      double seconds;
      prove_now (task->rule, &task->signature, wave->options, &seconds);
      fprintf (stderr, "\n@task %d %.6f\n", k, seconds);
      fflush (stderr);
    }
  return 0;
}

/* In the parent: batch I has ended; record the time of each task it
   proved.  A task that the child did not finish is proven again by the
   parent, which reports why.  */
static void
task_done (int i, const char *output, size_t length, int status,
	   void *data)
{
  const Wave *wave = data;
  (void) length;
  (void) status;
  for (const char *line = strstr (output, "\n@task "); line;
       line = strstr (line + 1, "\n@task "))
    {
      int k;
      double seconds;
      if (sscanf (line + 1, "@task %d %lf", &k, &seconds) != 2
	  || k < wave->batch_first[i] || k >= wave->batch_first[i + 1])
	continue;
      const Task *task = &wave->tasks[k];
      Fresh *f = &fresh[fresh_count++];
      f->path = cache_key (task->rule, &task->signature, wave->options);
      f->seconds = seconds;
    }
}

static void
run (const Task *tasks, int count, int jobs, const ProveOptions *options)
{
  int *first = xmalloc (sizeof *first * (size_t) (count + 2));
  int batches = 0;
  for (int k = 0; k < count;)
    {
      unsigned units = 0;
      first[batches++] = k;
      do
	units += task_units (&tasks[k++]);
      while (k < count && units + task_units (&tasks[k]) <= BATCH_UNITS);
    }
  first[batches] = count;
  Wave wave = { tasks, first, options };
  jobs_run (batches, jobs, prove_task, task_done, &wave);
  free (first);
}

static int
widest_first (const void *a, const void *b)
{
  unsigned x = ((const Task *) a)->width, y = ((const Task *) b)->width;
  return x < y ? 1 : x > y ? -1 : 0;
}

/* Whether an obligation whose result is RESULT ends its group: a
   counterexample, or in a triage a timeout (prove_rule).  */
static bool
ends_group (const Result *result, const ProveOptions *options)
{
  return result->outcome == OUTCOME_FAILED
    || (options->triage && result->outcome == OUTCOME_TIMEOUT);
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
  /* Every obligation, grouped: group G is tasks[first[G]] to
     tasks[first[G + 1] - 1], the narrowest first.  */
  Task *tasks = xmalloc (sizeof *tasks * (size_t) (total + 1));
  int *first = xmalloc (sizeof *first * (size_t) (total + 2));
  bool *live = xmalloc (sizeof *live * (size_t) (total + 1));
  Task *wave = xmalloc (sizeof *wave * (size_t) (total + 1));
  fresh = xmalloc (sizeof *fresh * (size_t) (total + 1));
  fresh_count = 0;
  int count = 0, groups = 0, longest = 0;
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
	  live[groups++] = true;
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
	      }
	  if (count - first[groups - 1] > longest)
	    longest = count - first[groups - 1];
	}
      free (taken);
    }
  first[groups] = count;
  for (int rank = 0; rank < longest; rank++)
    {
      int n = 0;
      for (int g = 0; g < groups; g++)
	{
	  if (!live[g] || first[g] + rank >= first[g + 1])
	    continue;
	  const Task *task = &tasks[first[g] + rank];
	  Result cached;
	  if (!cache_lookup (task->rule, &task->signature, options, &cached))
	    wave[n++] = *task;
	  else if (ends_group (&cached, options))
	    live[g] = false;
	}
      qsort (wave, (size_t) n, sizeof *wave, widest_first);
      run (wave, n, jobs, options);
      for (int g = 0; g < groups; g++)
	{
	  if (!live[g] || first[g] + rank >= first[g + 1])
	    continue;
	  const Task *task = &tasks[first[g] + rank];
	  Result result;
	  if (cache_lookup (task->rule, &task->signature, options, &result)
	      && ends_group (&result, options))
	    live[g] = false;
	}
    }
  qsort (fresh, (size_t) fresh_count, sizeof *fresh, by_path);
  free (tasks);
  free (first);
  free (live);
  free (wave);
}
