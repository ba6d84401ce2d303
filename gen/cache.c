/* cache.c: the proof cache (peepgen --cache).

   A directory with one file per proof obligation (rule, and a width
   and a regime for each of its types), named by the SHA-256 of
   everything the result depends on: the rule as lowered (not its name
   or place, so that equal rules share proofs), the widths, the
   regimes, the timeout, every source peepgen is compiled from
   (PEEPGEN_PROVER_HASH, computed by the build) and the version of Z3.
   A file holds the outcome on its first line and the report
   (counterexample) after it.  Files are written to a temporary name
   and renamed, so that parallel runs share the cache safely.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "prove.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "prover-hash.h"

/* ORDER OUTCOMES.  */
static const char *const outcome_names[] = {
  "not-applicable", "proven", "vacuous", "failed", "timeout", "sorry",
  "skipped"
};				/* ORDER OUTCOMES.  */

/* The word for OUTCOME, as the cache writes it.  */
const char *
prove_outcome_name (Outcome outcome)
{
  return outcome_names[outcome];
}

/* Obligations read from the cache, and proven now (summary.c); of
   those, proven by the children of parallel.c.  */
int cache_hits, cache_misses, parallel_count;

/* How long each obligation proven now took (--time-report).  */
Timing *timings;
int timing_count;
static int timing_size;

/* A clock for durations, in seconds.  */
double
now_seconds (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + (double) t.tv_nsec * 1e-9;
}

static void
record_timing (const Rule *rule, const Signature *signature,
	       Outcome outcome, double seconds)
{
  if (timing_count == timing_size)
    {
      timing_size = timing_size ? 2 * timing_size : 256;
      Timing *bigger = xmalloc (sizeof *bigger * (size_t) timing_size);
      if (timing_count)
	memcpy (bigger, timings, sizeof *bigger * (size_t) timing_count);
      free (timings);
      timings = bigger;
    }
  Timing *t = &timings[timing_count++];
  t->rule = rule;
  t->signature = *signature;
  t->outcome = outcome;
  t->seconds = seconds;
}

static char *
canonical_rule (const Rule *rule)
{
  char *text = arena_printf ("pattern %s\n", expr_text (rule->pattern));
  for (const Clause *c = rule->clauses; c; c = c->next)
    text = arena_printf ("%s%s%s %s\n", text,
			 c->kind == CLAUSE_CHECK ? "check" : c->name,
			 c->kind == CLAUSE_CHECK ? "" : " =",
			 expr_text (c->expr));
  return arena_printf ("%starget %s\n", text, expr_text (rule->target));
}

static char *
cache_path (const Rule *rule, const Signature *signature,
	    const ProveOptions *options)
{
  char *types = arena_strdup ("");
  for (int t = 0; t < rule->type_count; t++)
    types = arena_printf ("%swidth %u\nregime %d\n", types,
			  width_value (signature->width[t]),
			  (int) signature->regime[t]);
  char *text = arena_printf ("peephole proof 2\nprover %s\nz3 %s\n"
			     "%stimeout %u\n%s%s",
			     PEEPGEN_PROVER_HASH, Z3_get_full_version (),
			     types, options->timeout_ms,
			     options->quiet ? "quiet\n" : "",
			     canonical_rule (rule));
  return arena_printf ("%s/%s", options->cache,
		       sha256_hex (text, strlen (text)));
}

static bool
cache_read (const char *path, Result *result)
{
  FILE *in = fopen (path, "r");
  if (!in)
    return false;
  char line[64];
  bool ok = false;
  if (fgets (line, sizeof line, in))
    {
      line[strcspn (line, "\n")] = '\0';
      for (int o = 0; o < (int) (sizeof outcome_names / sizeof *outcome_names);
	   o++)
	if (strcmp (line, outcome_names[o]) == 0)
	  {
	    result->outcome = (Outcome) o;
	    ok = true;
	  }
    }
  char *report = arena_strdup ("");
  char chunk[1024];
  while (ok && fgets (chunk, sizeof chunk, in))
    report = arena_printf ("%s%s", report, chunk);
  result->report = report;
  fclose (in);
  return ok;
}

static void
cache_write (const char *directory, const char *path, const Result *result)
{
  static bool warned;
  if (mkdir (directory, 0777) != 0 && errno != EEXIST)
    goto fail;
  char *temporary = arena_printf ("%s.tmp%ld", path, (long) getpid ());
  FILE *out = fopen (temporary, "w");
  if (!out)
    goto fail;
  fprintf (out, "%s\n%s", outcome_names[result->outcome],
	   result->report ? result->report : "");
  if (fclose (out) != 0 || rename (temporary, path) != 0)
    {
      unlink (temporary);
      goto fail;
    }
  return;
fail:
  if (!warned)
    {
      Location nowhere = { NULL, 0, 0 };
      diag_warning (nowhere, "cannot write the proof cache '%s': %s",
		    directory, strerror (errno));
      warned = true;
    }
}

/* For parallel.c: the cache's file for RULE at SIGNATURE, and what it
   holds.  */
const char *
cache_key (const Rule *rule, const Signature *signature,
	   const ProveOptions *options)
{
  return cache_path (rule, signature, options);
}

bool
cache_lookup (const Rule *rule, const Signature *signature,
	      const ProveOptions *options, Result *result)
{
  return cache_read (cache_path (rule, signature, options), result);
}

/* Prove RULE at SIGNATURE now, and keep the result in the cache if
   there is one; the time it took in *SECONDS.  */
Result
prove_now (const Rule *rule, const Signature *signature,
	   const ProveOptions *options, double *seconds)
{
  double start = now_seconds ();
  Result result = prove_at (rule, signature, options);
  *seconds = now_seconds () - start;
  if (options->cache)
    cache_write (options->cache, cache_path (rule, signature, options),
		 &result);
  return result;
}

/* Prove RULE at SIGNATURE, through the cache if there is one.  A
   result that a child of parallel.c put there is counted as proven
   now.  */
Result
prove_cached (const Rule *rule, const Signature *signature,
	      const ProveOptions *options)
{
  Result result;
  if (options->cache)
    {
      char *path = cache_path (rule, signature, options);
      if (cache_read (path, &result))
	{
	  double seconds;
	  if (parallel_fresh (path, &seconds))
	    {
	      cache_misses++;
	      parallel_count++;
	      record_timing (rule, signature, result.outcome, seconds);
	    }
	  else
	    cache_hits++;
	  return result;
	}
    }
  cache_misses++;
  double seconds;
  result = prove_now (rule, signature, options, &seconds);
  record_timing (rule, signature, result.outcome, seconds);
  return result;
}
