/* main.c: peephole-mine-z3, the find part of the miner.

     peephole-mine-z3 [--timeout=MS] [--budget=N] [--stats] [-o FILE]
                      FILE...

   The pipeline: read every harvest file (an error in any stops here,
   before anything is written); per record, ask Z3 whether its root is
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
	   "  -o FILE        write the findings to FILE (standard output)\n"
	   "  --stats        print the counts of records, queries, timeouts "
	   "and\n                 findings, and the time, on standard error\n"
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

/* Find, minimize and count the finding of RECORD, if any.  */
static void
mine_record (const Record *record, const Options *options,
	     Statistics *statistics)
{
  Miner miner = { .options = options, .statistics = statistics };
  miner.z3 = z3_new_context (z3_failure);
  view_init (&miner.view, record);
  if (find_finding (&miner))
    {
      statistics->findings++;
      minimize_finding (&miner);
      emit_add (&miner);
    }
  Z3_del_context (miner.z3);
}

int
main (int argc, char **argv)
{
  static const struct option long_options[] = {
    { "timeout", required_argument, NULL, 't' },
    { "budget", required_argument, NULL, 'b' },
    { "stats", no_argument, NULL, 's' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 } };
  Options options = { 500, 20000, 0 };
  const char *output = NULL;
  int c;
  opterr = 0;
  while ((c = getopt_long (argc, argv, "o:", long_options, NULL)) != -1)
    switch (c)
      {
      case 't': options.timeout_ms = option_number ("timeout", optarg); break;
      case 'b': options.budget = option_number ("budget", optarg); break;
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

  Statistics statistics = { 0, 0, 0, 0 };
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
    fprintf (stderr, "peephole-mine-z3: %ld records, %ld queries, "
	     "%ld timeouts, %ld findings (%d distinct), %.2f s\n",
	     statistics.records, statistics.queries, statistics.timeouts,
	     statistics.findings, emit_count (),
	     (double) (end.tv_sec - start.tv_sec)
	     + (end.tv_nsec - start.tv_nsec) / 1e9);
  free (temporary);
  return 0;
}
