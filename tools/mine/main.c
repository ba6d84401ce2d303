/* main.c: peephole-mine-z3, the find part of the miner.

     peephole-mine-z3 [--timeout=MS] [--budget=N] [--root-time=MS]
                      [--stats] [-o FILE] FILE...

   The pipeline: read every harvest file (an error in any stops here,
   before anything is written); per record not answered already under
   its canonical key (the cache below), ask Z3 whether its root is
   a constant, equal to another value, or computable more cheaply;
   minimize what is found; count it under its canonical form; write the
   findings, sorted, to a temporary file renamed at the end.

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

#include "mine.h"
#include "z3context.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

static void
usage (FILE *out)
{
  fprintf (out, "Usage: peephole-mine-z3 [OPTION]... FILE...\n"
	   "Find constant, recomputed and too costly values in harvest "
	   "files\n(-fplugin-arg-peephole-mine=FILE) with Z3, and write "
	   "the findings.\nFILE '-' is standard input.\n\n"
	   "  --timeout=MS   time limit of each query to Z3, in milliseconds "
	   "(500)\n"
	   "  --budget=N     candidates of the cheaper search per root, "
	   "of which one\n                 in 50 may need synthesis of a "
	   "constant (20000)\n"
	   "  --root-time=MS CPU time limit of the cheaper search per root, "
	   "in milliseconds\n                 (200)\n"
	   "  -o FILE        write the findings to FILE (standard output)\n"
	   "  --stats        print the counts of records (and of those "
	   "answered from\n                 the cache), queries (and "
	   "constants of holes tried), timeouts,\n                 roots over "
	   "--root-time and findings, and the time, on\n"
	   "                 standard error\n"
	   "  --help         print this help and exit\n"
	   "  --version      print the version and exit\n\n"
	   "Exit status: 0 on success, 1 for malformed input or an error "
	   "of output,\n2 for a usage error.\n");
}

static void
usage_error (const char *message)
{
  fprintf (stderr, "peephole-mine-z3: %s\nTry 'peephole-mine-z3 --help' "
	   "for more information.\n", message);
  exit (2);
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
      usage_error (message);
    }
  return value;
}

static void
z3_failure (Z3_context z3, Z3_error_code code)
{
  fprintf (stderr, "peephole-mine-z3: internal error: Z3: %s\n",
	   Z3_get_error_msg (z3, code));
  abort ();
}

/* The cache of answers.  Records that differ only in their location,
   function, count, the names and ids of their leaves are one question:
   their canonical key is the record's nodes by index (a leaf by its
   precision and facts), its conditions and its root.  An entry keeps
   the minimized finding (or that there was none), whose view and
   target are by node index, and so fit every record of the key.  */
typedef struct CacheEntry
{
  char *key;
  int found;
  FindingKind kind;
  Term *target;
  View view;
  struct CacheEntry *next;
} CacheEntry;

#define CACHE_BUCKETS 65536
static CacheEntry *cache[CACHE_BUCKETS];

typedef struct Buffer
{
  char *text;
  size_t length, size;
} Buffer;

static void
buffer_printf (Buffer *b, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));

static void
buffer_printf (Buffer *b, const char *format, ...)
{
  for (;;)
    {
      va_list ap;
      va_start (ap, format);
      int n = vsnprintf (b->text + b->length, b->size - b->length, format,
			 ap);
      va_end (ap);
      if (b->length + n < b->size)
	{
	  b->length += n;
	  return;
	}
      b->size = 2 * (b->size + n);
      b->text = realloc (b->text, b->size);
      if (!b->text)
	abort ();
    }
}

static void
buffer_uint (Buffer *b, peep_uint v)
{
  buffer_printf (b, " %llx:%llx", (unsigned long long) (v >> 64),
		 (unsigned long long) v);
}

static char *
record_key (const Record *record)
{
  Buffer b = { mine_alloc (256), 0, 256 };
  for (int i = 0; i < record->node_count; i++)
    {
      const Node *n = &record->nodes[i];
      if (n->kind == NODE_LEAF)
	{
	  const struct peep_facts *f = &n->facts;
	  buffer_printf (&b, "L%u", n->p);
	  buffer_uint (&b, f->lower);
	  buffer_uint (&b, f->upper);
	  buffer_uint (&b, f->ulower);
	  buffer_uint (&b, f->uupper);
	  buffer_uint (&b, f->ones);
	  buffer_uint (&b, f->zeros);
	}
      else if (n->kind == NODE_CONSTANT)
	{
	  buffer_printf (&b, "K%u", n->p);
	  buffer_uint (&b, n->value);
	}
      else
	buffer_printf (&b, "N%d %u %u %d %d %d %d", (int) n->op, n->p, n->r,
		       n->undefined_regime, n->args[0], n->args[1],
		       n->args[2]);
      buffer_printf (&b, ";");
    }
  for (int c = 0; c < record->condition_count; c++)
    {
      const Condition *cond = &record->conditions[c];
      buffer_printf (&b, "C%d %u %d %d %d;", (int) cond->op, cond->p,
		     cond->a, cond->b, cond->holds);
    }
  buffer_printf (&b, "E%d", record->root);
  return b.text;
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

/* Find, minimize and count the finding of RECORD, if any; a record
   already answered under its key is not asked again.  */
static void
mine_record (const Record *record, const Options *options,
	     Statistics *statistics)
{
  char *key = record_key (record);
  unsigned bucket = key_bucket (key);
  for (CacheEntry *entry = cache[bucket]; entry; entry = entry->next)
    if (strcmp (entry->key, key) == 0)
      {
	statistics->cached++;
	statistics->findings += entry->found;
	reuse_answer (entry, record);
	free (key);
	return;
      }
  CacheEntry *entry = mine_alloc (sizeof *entry);
  entry->key = key;
  entry->next = cache[bucket];
  cache[bucket] = entry;

  Miner miner = { .options = options, .statistics = statistics };
  miner.z3 = z3_new_context (z3_failure);
  view_init (&miner.view, record);
  if (find_finding (&miner))
    {
      statistics->findings++;
      minimize_finding (&miner);
      emit_add (&miner);
      entry->found = 1;
      entry->kind = miner.kind;
      entry->target = miner.target;
      entry->view = miner.view;
    }
  else
    view_free (&miner.view);
  Z3_del_context (miner.z3);
}

int
main (int argc, char **argv)
{
  static const struct option long_options[] = {
    { "timeout", required_argument, NULL, 't' },
    { "budget", required_argument, NULL, 'b' },
    { "root-time", required_argument, NULL, 'r' },
    { "stats", no_argument, NULL, 's' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 } };
  Options options = { 500, 20000, 200, 0 };
  const char *output = NULL;
  int c;
  opterr = 0;
  while ((c = getopt_long (argc, argv, "o:", long_options, NULL)) != -1)
    switch (c)
      {
      case 't': options.timeout_ms = option_number ("timeout", optarg); break;
      case 'b': options.budget = option_number ("budget", optarg); break;
      case 'r':
	options.root_time_ms = option_number ("root-time", optarg);
	break;
      case 's': options.stats = 1; break;
      case 'o': output = optarg; break;
      case 'h': usage (stdout); return 0;
      case 'V':
	printf ("peephole-mine-z3 (peephole) %s\nCopyright (C) 2026 The "
		"peephole developers.\nThis is free software under the GNU "
		"GPL v3+.\n", PACKAGE_VERSION);
	return 0;
      default:
	{
	  char message[128];
	  snprintf (message, sizeof message, "unrecognized option '%s'",
		    argv[optind - 1]);
	  usage_error (message);
	}
      }
  if (optind == argc)
    usage_error ("no input files; give - to read standard input");

  struct timespec start, end;
  clock_gettime (CLOCK_MONOTONIC, &start);
  Record *records = NULL;
  int record_count = 0;
  for (int i = optind; i < argc; i++)
    read_file (argv[i], &records, &record_count);

  Statistics statistics = { 0, 0, 0, 0, 0, 0, 0 };
  for (int i = 0; i < record_count; i++)
    {
      statistics.records++;
      mine_record (&records[i], &options, &statistics);
    }

  char *temporary = NULL;
  FILE *out = stdout;
  if (output)
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
  emit_write (out);
  if (fflush (out) != 0 || ferror (out)
      || (output && (fclose (out) != 0 || rename (temporary, output) != 0)))
    {
      fprintf (stderr, "peephole-mine-z3: %s: %s\n",
	       output ? output : "<stdout>", strerror (errno));
      if (temporary)
	remove (temporary);
      return 1;
    }
  clock_gettime (CLOCK_MONOTONIC, &end);
  if (options.stats)
    fprintf (stderr, "peephole-mine-z3: %ld records (%ld cached), "
	     "%ld queries (%ld syntheses), %ld timeouts, %ld over time, "
	     "%ld findings (%d distinct), %.2f s\n",
	     statistics.records, statistics.cached, statistics.queries,
	     statistics.syntheses, statistics.timeouts, statistics.over_time,
	     statistics.findings, emit_count (),
	     (double) (end.tv_sec - start.tv_sec)
	     + (end.tv_nsec - start.tv_nsec) / 1e9);
  free (temporary);
  return 0;
}
