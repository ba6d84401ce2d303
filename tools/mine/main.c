/* main.c: peephole-mine-z3, the find part of the miner.

     peephole-mine-z3 [--rlimit=N] [--root-rlimit=N] [--budget=N]
                      [--timeout=MS] [--root-time=MS] [--jobs=N]
                      [--shard=K/N] [--cache=DIR|redis://HOST[:PORT][/DB]]
                      [--stats] [-o FILE] FILE...
     peephole-mine-z3 --merge [--stats] [-o FILE] SHARD...

   The pipeline: read every harvest file (an error in any stops here,
   before anything is written); per record not answered already under
   its canonical key (the cache below), ask Z3 whether its root is
   a constant, equal to another value, or computable more cheaply;
   minimize what is found; count it under its canonical form; write the
   findings, sorted, to a temporary file renamed at the end.  With
   --cache, the answers of earlier runs (cache.c) first.  With
   --shard, only the keys of one shard, and the findings in the form
   --merge reads (merge.c).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifdef HAVE_CONFIG_H
#include "peephole-config.h"
#endif

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "mine.h"
#include "options.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

/* The counted limits by default.  A query of the corpus (bench/corpus
   harvest of zlib, bzip2 and lz4) that Z3 decided used at most 1.2
   million of its resources; at some 5,000 to 9,000 a millisecond for
   such queries, 4 million is about the 500 ms of the --timeout this
   replaced, and 2 million per root about its 200 ms --root-time.  */
#define RLIMIT 4000000
#define ROOT_RLIMIT 2000000

static void
usage (FILE *out)
{
  fprintf (out, "Usage: peephole-mine-z3 [OPTION]... FILE...\n"
	   "  or:  peephole-mine-z3 --merge [-o FILE] [--stats] SHARD...\n"
	   "Find constant, recomputed and too costly values in harvest "
	   "files\n(-fplugin-arg-peephole-mine=FILE) with Z3, and write "
	   "the findings.\nFILE '-' is standard input.\n\n"
	   "Limits counted, the same on any machine:\n"
	   "  --rlimit=N      resources of Z3 (its rlimit) per query "
	   "(%u)\n"
	   "  --root-rlimit=N resources of Z3 per root in the cheaper "
	   "search (%u)\n"
	   "  --budget=N      candidates of the cheaper search per root, "
	   "of which one\n                  in 50 may need synthesis of a "
	   "constant (20000)\n"
	   "Limits timed, which make the findings depend on the machine "
	   "and its load\n(a query has 10 s at most, whatever its rlimit: "
	   "--stats counts those it ended):\n"
	   "  --timeout=MS    time limit of each query, in milliseconds "
	   "(10000)\n"
	   "  --root-time=MS  CPU time limit of the cheaper search per "
	   "root (none)\n\n"
	   "  --jobs=N        answer the records in N processes (1)\n"
	   "  --shard=K/N     answer shard K of N of the records' keys, and "
	   "write its\n                  findings for --merge\n"
	   "  --merge         merge the findings of the N shards of a run "
	   "into those\n                  of the whole run\n"
	   "  --cache=DIR     keep the answers in the directory DIR, and "
	   "reuse them\n"
	   "  --cache=redis://HOST[:PORT][/DB]\n"
	   "                  keep them in a Redis server, shared by "
	   "machines\n"
	   "  -o FILE         write the findings to FILE (standard output)\n"
	   "  --stats         print the counts of records (and of those "
	   "answered from\n                  the cache), queries (and "
	   "constants of holes tried), queries\n                  Z3 did "
	   "not decide, those at the cap of 10 s, roots over their\n"
	   "                  budget, findings, and the time, on standard "
	   "error\n"
	   "  --help          print this help and exit\n"
	   "  --version       print the version and exit\n\n"
	   "Exit status: 0 on success, 1 for malformed input or an error "
	   "of output,\n2 for a usage error.\n", RLIMIT, ROOT_RLIMIT);
}

static long
option_number (const char *name, const char *text)
{
  char *end;
  errno = 0;
  long value = strtol (text, &end, 10);
  if (*text == '\0' || *end || errno || value <= 0 || value > 100000000)
    {
      char message[128];
      snprintf (message, sizeof message, "%s '%s' is not a positive number",
		name, text);
      usage_error ("%s", message);
    }
  return value;
}

/* The cache of answers of a run.  Records that differ only in their
   location, function, count, the names and ids of their leaves are one
   question: their canonical key is the record's nodes by index (a leaf
   by its precision and facts), its conditions and its root.  */
#define CACHE_BUCKETS 65536
static CacheEntry *cache[CACHE_BUCKETS];

static char *
record_key (const Record *record)
{
  Text b = { mine_alloc (256), 0, 256 };
  for (int i = 0; i < record->node_count; i++)
    {
      const Node *n = &record->nodes[i];
      if (n->kind == NODE_LEAF)
	{
	  const struct peep_facts *f = &n->facts;
	  text_printf (&b, "L%u", n->p);
	  text_facts (&b, f, ':');
	}
      else if (n->kind == NODE_CONSTANT)
	{
	  text_printf (&b, "K%u", n->p);
	  text_printf (&b, " %llx:%llx", (unsigned long long) (n->value >> 64),
		       (unsigned long long) n->value);
	}
      else
	text_printf (&b, "N%d %u %u %d %d %d %d %d", (int) n->op, n->p,
		       n->r, n->undefined_regime, n->args[0], n->args[1],
		       n->args[2], n->used_elsewhere);
      text_printf (&b, ";");
    }
  for (int c = 0; c < record->condition_count; c++)
    {
      const Condition *cond = &record->conditions[c];
      text_printf (&b, "C%d %u %d %d %d;", (int) cond->op, cond->p,
		     cond->a, cond->b, cond->holds);
    }
  text_printf (&b, "E%d", record->root);
  return b.s;
}

static unsigned
key_bucket (const char *key)
{
  unsigned h = 2166136261u;
  for (; *key; key++)
    h = (h ^ (unsigned char) *key) * 16777619u;
  return h % CACHE_BUCKETS;
}

/* Count the cached answer ENTRY for RECORD.  */
static void
reuse_answer (const CacheEntry *entry, const Record *record)
{
  if (!entry->found)
    return;
  Miner miner = { .kind = entry->kind, .target = entry->target };
  view_init (&miner.view, record);
  view_copy (&miner.view, &entry->view);
  miner.view.record = record;
  emit_add (&miner);
  view_free (&miner.view);
}

/* The cache entry of RECORD's key; *ADDED is set if it is new.  */
static CacheEntry *
cache_entry (const Record *record, int *added)
{
  char *key = record_key (record);
  unsigned bucket = key_bucket (key);
  *added = 0;
  for (CacheEntry *entry = cache[bucket]; entry; entry = entry->next)
    if (strcmp (entry->key, key) == 0)
      {
	free (key);
	return entry;
      }
  CacheEntry *entry = mine_alloc (sizeof *entry);
  entry->key = key;
  entry->next = cache[bucket];
  cache[bucket] = entry;
  *added = 1;
  return entry;
}

/* Find and minimize the finding of RECORD, if any, into ENTRY.  The
   answer depends on the record's canonical key alone, not on the
   records answered before it nor on where (find.c): a record has a Z3
   context of its own, made at its first query.  Records used to share
   a context per block of 16, to save making one (some 13% of the CPU
   time then); but Z3's models and the resources it counts depend on
   the terms a context holds, and through them the findings (the
   constant synthesis found int_le (8, x) or int_lt (7, x)), which then
   depended on the order of the records and on which were answered by
   a cache.  A context made only when a record first asks Z3 costs less:
   most records are answered on words.  */
static void
answer (CacheEntry *entry, const Record *record, const Options *options,
	Statistics *statistics)
{
  Context context = { NULL, NULL, 0 };
  Miner miner = { .options = options, .statistics = statistics,
		  .context = &context };
  view_init (&miner.view, record);
  int found = find_finding (&miner);
  if (found)
    minimize_finding (&miner);
  entry->timed = miner.timed;
  if (found)
    {
      entry->found = 1;
      entry->kind = miner.kind;
      entry->target = miner.target;
      entry->view = miner.view;
    }
  else
    view_free (&miner.view);
  context_free (&context);
}

/* Whether the finding of ENTRY, read from --cache, holds for RECORD:
   proven again, in a context of its own (one query).  */
int
answer_holds (CacheEntry *entry, const Record *record,
	      const Options *options, Statistics *statistics)
{
  Context context = { NULL, NULL, 0 };
  Miner miner = { .options = options, .statistics = statistics,
		  .context = &context, .kind = entry->kind,
		  .target = entry->target };
  miner.view = entry->view;
  miner.view.record = record;
  int holds = finding_holds (&miner);
  forget_counterexamples (&miner);
  context_free (&context);
  return holds;
}

/* Answers pass from a worker of --jobs to the parent as text, in a
   temporary file, a line each: "A INDEX ANSWER" (cache.c).  */
/* Answer the new ENTRIES of the records FIRST (COUNT of them) in JOBS
   worker processes, entry I in worker I % JOBS, and read their answers
   and statistics back.  */
static void
answer_in_workers (CacheEntry **entries, const Record **first, int count,
		   int jobs, const Options *options, Statistics *statistics)
{
  FILE **files = mine_alloc (jobs * sizeof *files);
  pid_t *pids = mine_alloc (jobs * sizeof *pids);
  for (int w = 0; w < jobs; w++)
    {
      files[w] = tmpfile ();
      if (!files[w])
	{
	  fprintf (stderr, "peephole-mine-z3: temporary file: %s\n",
		   strerror (errno));
	  exit (1);
	}
      fflush (NULL);
      pids[w] = fork ();
      if (pids[w] < 0)
	{
	  fprintf (stderr, "peephole-mine-z3: fork: %s\n", strerror (errno));
	  exit (1);
	}
      if (pids[w] == 0)
	{
	  Statistics mine = { 0 };
	  for (int i = w; i < count; i += jobs)
	    {
	      answer (entries[i], first[i], options, &mine);
	      if (entries[i]->timed)
		fprintf (files[w], "T %d\n", i);
	      if (entries[i]->found)
		{
		  char *text = answer_text (entries[i]);
		  fprintf (files[w], "A %d %s\n", i, text);
		  free (text);
		}
	    }
	  fprintf (files[w], "S %ld %ld %ld %ld %ld\n", mine.queries,
		   mine.unknown, mine.syntheses, mine.over_budget,
		   mine.capped);
	  _exit (fflush (files[w]) != 0);
	}
    }
  for (int w = 0; w < jobs; w++)
    {
      int status;
      if (waitpid (pids[w], &status, 0) < 0 || !WIFEXITED (status)
	  || WEXITSTATUS (status) != 0)
	{
	  fprintf (stderr, "peephole-mine-z3: a worker failed\n");
	  exit (1);
	}
      rewind (files[w]);
      char *line = NULL;
      size_t size = 0;
      ssize_t length;
      int i, offset;
      while ((length = getline (&line, &size, files[w])) > 0
	     && line[0] != 'S')
	{
	  line[length - 1] = '\0';
	  if (sscanf (line, "T %d", &i) == 1 && i >= 0 && i < count)
	    entries[i]->timed = 1;
	  else if (sscanf (line, "A %d %n", &i, &offset) != 1 || i < 0
		   || i >= count
		   || !answer_parse (line + offset, entries[i], first[i]))
	    abort ();
	}
      long q, t, s, o, c;
      if (length <= 0
	  || sscanf (line, "S %ld %ld %ld %ld %ld", &q, &t, &s, &o, &c) != 5)
	abort ();
      statistics->capped += c;
      free (line);
      statistics->queries += q;
      statistics->unknown += t;
      statistics->syntheses += s;
      statistics->over_budget += o;
      fclose (files[w]);
    }
  free (files);
  free (pids);
}

/* The fingerprint of a run (--shard): FNV-1a of the finder's version,
   the options that decide the findings, and every record read (its
   key, location, function and count), so that --merge knows shards of
   one run.  */
#define FINGERPRINT_START 14695981039346656037ull

static unsigned long long
fingerprint (unsigned long long h, const char *text)
{
  for (; *text; text++)
    h = (h ^ (unsigned char) *text) * 1099511628211ull;
  return h;
}

/* --shard=K/N: shard K of N, 1 <= K <= N; *SHARD is K - 1.  */
static void
parse_shard (const char *text, int *shard, int *shard_count)
{
  int k, n, length;
  if (sscanf (text, "%d/%d%n", &k, &n, &length) != 2
      || text[length] != '\0' || n < 1 || k < 1 || k > n
      || n > 1000000)
    {
      char message[128];
      snprintf (message, sizeof message, "--shard '%.40s': expected K/N, "
		"1 <= K <= N", text);
      usage_error ("%s", message);
    }
  *shard = k - 1;
  *shard_count = n;
}

/* Find, minimize and count the findings of the RECORDS, each key
   answered once, in JOBS processes.  With --shard=K/N (SHARD K - 1 of
   SHARD_COUNT N), only the keys of the shard: the I-th distinct key, in
   the order of the records, is of shard I % N, and only the records of
   the shard's keys are counted.  Returns the run's fingerprint.  */
static unsigned long long
mine_records (const Record *records, int record_count, int jobs,
	      int shard, int shard_count, Store *store,
	      const Options *options, Statistics *statistics)
{
  char text[256];
  snprintf (text, sizeof text, "%s %u %llu %d %u %u", PACKAGE_VERSION,
	    options->rlimit, options->root_rlimit, options->budget,
	    options->timeout_ms, options->root_time_ms);
  unsigned long long input = fingerprint (FINGERPRINT_START, text);
  CacheEntry **entries = mine_alloc ((record_count + 1) * sizeof *entries);
  CacheEntry **fresh = mine_alloc ((record_count + 1) * sizeof *fresh);
  const Record **first = mine_alloc ((record_count + 1) * sizeof *first);
  int fresh_count = 0, key_count = 0;
  for (int i = 0; i < record_count; i++)
    {
      int added;
      entries[i] = cache_entry (&records[i], &added);
      snprintf (text, sizeof text, "\n%lld ", records[i].count);
      input = fingerprint (input, text);
      input = fingerprint (input, records[i].location);
      input = fingerprint (input, records[i].function);
      input = fingerprint (input, entries[i]->key);
      if (added)
	{
	  entries[i]->in_shard = key_count++ % shard_count == shard;
	  if (entries[i]->in_shard)
	    {
	      fresh[fresh_count] = entries[i];
	      first[fresh_count++] = &records[i];
	    }
	}
    }
  /* With --cache, the keys it has are answered; the others are asked,
     and their answers written to it.  */
  int ask_count = fresh_count;
  CacheEntry **ask = fresh;
  const Record **ask_first = first;
  if (store)
    {
      store_fetch (store, fresh, first, fresh_count, options, statistics);
      ask = mine_alloc ((fresh_count + 1) * sizeof *ask);
      ask_first = mine_alloc ((fresh_count + 1) * sizeof *ask_first);
      ask_count = 0;
      for (int i = 0; i < fresh_count; i++)
	if (!fresh[i]->from_store)
	  {
	    ask[ask_count] = fresh[i];
	    ask_first[ask_count++] = first[i];
	  }
    }
  if (jobs > 1)
    answer_in_workers (ask, ask_first, ask_count, jobs, options,
		       statistics);
  else
    for (int i = 0; i < ask_count; i++)
      answer (ask[i], ask_first[i], options, statistics);
  if (store)
    {
      store_save (store, ask, ask_count);
      free (ask);
      free (ask_first);
    }
  for (int i = 0; i < record_count; i++)
    if (entries[i]->in_shard)
      {
	statistics->records++;
	statistics->store_records += entries[i]->from_store;
	statistics->findings += entries[i]->found;
	reuse_answer (entries[i], &records[i]);
      }
  statistics->cached = statistics->records - fresh_count;
  free (entries);
  free (fresh);
  free (first);
  return input;
}

int
main (int argc, char **argv)
{
  static const struct option long_options[] = {
    { "rlimit", required_argument, NULL, 'l' },
    { "root-rlimit", required_argument, NULL, 'L' },
    { "timeout", required_argument, NULL, 't' },
    { "budget", required_argument, NULL, 'b' },
    { "root-time", required_argument, NULL, 'r' },
    { "stats", no_argument, NULL, 's' },
    { "jobs", required_argument, NULL, 'j' },
    { "shard", required_argument, NULL, 'k' },
    { "merge", no_argument, NULL, 'm' },
    { "cache", required_argument, NULL, 'c' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 } };
  option_program = "peephole-mine-z3";
  Options options = { RLIMIT, ROOT_RLIMIT, 20000, 0, 0, 0 };
  const char *output = NULL, *cache_spec = NULL;
  int c, jobs = 1, shard = 0, shard_count = 1, sharded = 0, merge = 0;
  opterr = 0;
  while ((c = getopt_long (argc, argv, "o:", long_options, NULL)) != -1)
    switch (c)
      {
      case 'l': options.rlimit = option_number ("rlimit", optarg); break;
      case 'L':
	options.root_rlimit = option_number ("root-rlimit", optarg);
	break;
      case 't': options.timeout_ms = parse_timeout_option (optarg); break;
      case 'b': options.budget = option_number ("budget", optarg); break;
      case 'r':
	options.root_time_ms = option_number ("root-time", optarg);
	break;
      case 's': options.stats = 1; break;
      case 'j': jobs = option_number ("jobs", optarg); break;
      case 'k':
	parse_shard (optarg, &shard, &shard_count);
	sharded = 1;
	break;
      case 'm': merge = 1; break;
      case 'c': cache_spec = optarg; break;
      case 'o': output = optarg; break;
      case 'h': usage (stdout); return 0;
      case 'V':
	printf ("peephole-mine-z3 (peephole) %s\nCopyright (C) 2026 The "
		"peephole developers.\nThis is free software under the GNU "
		"GPL v3+.\n", PACKAGE_VERSION);
	return 0;
      default:
	usage_error ("unrecognized option '%s'", argv[optind - 1]);
      }
  if (optind == argc)
    usage_error ("no input files; give - to read standard input", NULL);
  if (merge && sharded)
    usage_error ("--merge merges shards; it is not one (--shard)", NULL);
  if (merge && cache_spec)
    usage_error ("--merge asks nothing: --cache is for the finder", NULL);

#ifdef M_TRIM_THRESHOLD
  /* Z3's solvers and the cheaper search allocate and free blocks of
     up to megabytes per query and per root.  By default glibc maps and
     unmaps such blocks, or trims the heap, each time, and the pages are
     faulted in again: four times the page faults, some 10% of the CPU
     time.  Keep them.  */
  mallopt (M_MMAP_THRESHOLD, 64 << 20);
  mallopt (M_TRIM_THRESHOLD, 256 << 20);
#endif
  struct timespec start, end;
  clock_gettime (CLOCK_MONOTONIC, &start);
  Record *records = NULL;
  int record_count = 0;
  Statistics statistics = { 0 };
  char shard_name[64], *shard_header = NULL;
  if (merge)
    merge_files (argv + optind, argc - optind);
  else
    {
      for (int i = optind; i < argc; i++)
	read_file (argv[i], &records, &record_count);
      for (int i = 0; i < record_count; i++)
	records[i].ordinal = i;
      Store *store = cache_spec ? store_open (cache_spec, &options) : NULL;
      unsigned long long input
	= mine_records (records, record_count, jobs, shard, shard_count,
			store, &options, &statistics);
      if (store)
	store_close (store);
      if (sharded)
	{
	  snprintf (shard_name, sizeof shard_name, "%d/%d %016llx",
		    shard + 1, shard_count, input);
	  shard_header = shard_name;
	}
    }

  /* A regular file (or a new one) is written under a temporary name
     and renamed; anything else, such as /dev/null or a pipe, is
     written in place: a rename would replace the device itself.  */
  struct stat status;
  FILE *out_in_place = NULL;
  if (output && stat (output, &status) == 0 && !S_ISREG (status.st_mode))
    {
      out_in_place = fopen (output, "w");
      if (!out_in_place)
	{
	  fprintf (stderr, "peephole-mine-z3: %s: %s\n", output,
		   strerror (errno));
	  return 1;
	}
    }
  char *temporary = NULL;
  FILE *out = out_in_place ? out_in_place : stdout;
  if (output && !out_in_place)
    {
      temporary = malloc (strlen (output) + 8);
      sprintf (temporary, "%s.tmp-t", output);
      out = fopen (temporary, "w");
      if (!out)
	{
	  fprintf (stderr, "peephole-mine-z3: %s: %s\n", temporary,
		   strerror (errno));
	  return 1;
	}
    }
  emit_write (out, shard_header);
  if (fflush (out) != 0 || ferror (out)
      || (out_in_place && fclose (out) != 0)
      || (temporary && (fclose (out) != 0 || rename (temporary, output) != 0)))
    {
      fprintf (stderr, "peephole-mine-z3: %s: %s\n",
	       output ? output : "<stdout>", strerror (errno));
      if (temporary)
	remove (temporary);
      return 1;
    }
  clock_gettime (CLOCK_MONOTONIC, &end);
  if (options.stats && merge)
    fprintf (stderr, "peephole-mine-z3: %d shards merged, %d findings, "
	     "%.2f s\n", argc - optind, emit_count (),
	     (double) (end.tv_sec - start.tv_sec)
	     + (end.tv_nsec - start.tv_nsec) / 1e9);
  else if (options.stats)
    fprintf (stderr, "peephole-mine-z3: %ld records (%ld cached), "
	     "%ld queries (%ld syntheses), %ld unknown, %ld at the 10 s cap, "
	     "%ld over budget, "
	     "%ld findings (%d distinct), %.2f s\n",
	     statistics.records, statistics.cached, statistics.queries,
	     statistics.syntheses, statistics.unknown, statistics.capped,
	     statistics.over_budget,
	     statistics.findings, emit_count (),
	     (double) (end.tv_sec - start.tv_sec)
	     + (end.tv_nsec - start.tv_nsec) / 1e9);
  if (options.stats && cache_spec)
    fprintf (stderr, "peephole-mine-z3: cache %s: %ld of %ld keys answered "
	     "(%ld records), %ld findings proven again, %ld refused\n",
	     cache_spec, statistics.store_hits,
	     statistics.records - statistics.cached,
	     statistics.store_records, statistics.store_proofs,
	     statistics.store_refused);
  free (temporary);
  return 0;
}
