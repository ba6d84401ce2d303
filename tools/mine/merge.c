/* merge.c: peephole-mine-z3 --merge, the findings of a whole run from
   those of its shards (--shard=K/N).

   A shard's findings are findings (FINDINGS FORMAT of
   include/peephole-mine.h) with the header

     # peephole-mine-z3 2 shard K/N FINGERPRINT

   and a last field "@ORDINAL" on each 'S', 'W' and 'A' line: the index,
   among all the records the run read, of the record the line comes
   from.  Every shard reads all the records and answers the keys of its
   own; a finding's counts add over the shards, and its first places
   (the first LOCATION_MAX locations, SEEN_MAX widths, the operations
   that stay) are the first by ordinal among the shards' first, which
   are those of an unsharded run.  The shards must be all of one run:
   one fingerprint, each K of 1 to N once.

   Every error is "FILE:LINE: error: ..." and ends the program with
   status 1, before anything is written.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mine.h"
#include "peephole-mine.h"

/* The reader of one file.  */
typedef struct Input
{
  const char *file;
  FILE *stream;
  int line;
  char *text;			/* of the line, its newline removed */
  size_t size;
} Input;

static int
next_line (Input *in)
{
  ssize_t length = getline (&in->text, &in->size, in->stream);
  if (length < 0)
    {
      if (ferror (in->stream))
	{
	  fprintf (stderr, "peephole-mine-z3: %s: %s\n", in->file,
		   strerror (errno));
	  exit (1);
	}
      return 0;
    }
  in->line++;
  if (length > 0 && in->text[length - 1] == '\n')
    in->text[length - 1] = '\0';
  return 1;
}

/* The ordinal that ends the line of IN ("... @17"), cut from it.  */
static int
cut_ordinal (Input *in)
{
  char *at = strrchr (in->text, ' ');
  char *end;
  long ordinal = at && at[1] == '@' ? strtol (at + 2, &end, 10) : -1;
  if (!at || at[1] != '@' || at[2] == '\0' || *end || ordinal < 0
      || ordinal > 2147483647L)
    mine_error (in->file, in->line, "expected ' @ORDINAL' at the end of "
		"the '%c' line of a shard", in->text[0]);
  *at = '\0';
  return (int) ordinal;
}

static void
add_string (char ***strings, int *count, const char *text)
{
  *strings = realloc (*strings, (*count + 2) * sizeof **strings);
  if (!*strings)
    abort ();
  (*strings)[(*count)++] = mine_strdup (text);
}

/* A finding of IN, whose 'F' line has been read, up to its 'Z'.  */
static void
read_finding (Input *in, Finding *f)
{
  char kind[16];
  int length;
  unsigned id;
  memset (f, 0, sizeof *f);
  if (sscanf (in->text, "F %x %15s %lld %lld%n", &id, kind,
	      &f->static_count, &f->dynamic_count, &length) != 4
      || in->text[length] != '\0' || f->static_count < 1
      || f->dynamic_count < -1)
    mine_error (in->file, in->line, "expected 'F ID KIND COUNT "
		"DYNAMIC-COUNT'");
  int k = 0;
  while (k < 3 && strcmp (kind_name ((FindingKind) k), kind) != 0)
    k++;
  if (k == 3)
    mine_error (in->file, in->line, "unknown kind '%s'", kind);
  f->kind = (FindingKind) k;
  f->kept_ordinal = -1;
  int start = in->line;
  for (;;)
    {
      if (!next_line (in))
	mine_error (in->file, start, "finding with no 'Z' line: a file cut "
		    "short?");
      char letter = in->text[0];
      const char *rest = in->text + 2;
      if (letter == 'Z' && in->text[1] == '\0')
	break;
      if (in->text[0] == '\0' || in->text[1] != ' ' || *rest == '\0')
	mine_error (in->file, in->line, "expected a line 'LETTER TEXT' of "
		    "a finding");
      switch (letter)
	{
	case 'P':
	case 'T':
	  if (*(letter == 'P' ? &f->pattern : &f->target))
	    mine_error (in->file, in->line, "a second '%c' line", letter);
	  *(letter == 'P' ? &f->pattern : &f->target) = mine_strdup (rest);
	  break;
	case 'Q':
	  add_string (&f->checks, &f->check_count, rest);
	  break;
	case 'I':
	  add_string (&f->conditions, &f->condition_count, rest);
	  break;
	case 'S':
	  {
	    int ordinal = cut_ordinal (in);
	    if (f->kept_count && ordinal != f->kept_ordinal)
	      mine_error (in->file, in->line, "the 'S' lines of a finding "
			  "come from one record");
	    f->kept_ordinal = ordinal;
	    add_string (&f->kept, &f->kept_count, rest);
	    break;
	  }
	case 'W':
	  {
	    int ordinal = cut_ordinal (in);
	    unsigned p;
	    char regime[8];
	    if (f->seen_count == SEEN_MAX
		|| sscanf (rest, "%u %7s%n", &p, regime, &length) != 2
		|| rest[length] != '\0' || p < 1 || p > 128
		|| (strcmp (regime, "wrap") != 0
		    && strcmp (regime, "undef") != 0))
	      mine_error (in->file, in->line, "expected at most %d lines "
			  "'W PRECISION REGIME @ORDINAL'", SEEN_MAX);
	    f->seen[f->seen_count++]
	      = (Seen) { ordinal, p, strcmp (regime, "undef") == 0 };
	    break;
	  }
	case 'A':
	  {
	    int ordinal = cut_ordinal (in);
	    char *function = strchr (rest, ' ');
	    char *count = function ? strchr (function + 1, ' ') : NULL;
	    char *end;
	    long long n = count ? strtoll (count + 1, &end, 10) : 0;
	    if (f->place_count == LOCATION_MAX || !count || count[1] == '\0'
		|| *end || strchr (count + 1, ' '))
	      mine_error (in->file, in->line, "expected at most %d lines "
			  "'A LOCATION FUNCTION COUNT @ORDINAL'",
			  LOCATION_MAX);
	    *function++ = '\0';
	    *count = '\0';
	    f->places[f->place_count++]
	      = (Place) { ordinal, mine_strdup (rest), mine_strdup (function),
			  n, 1 };
	    break;
	  }
	default:
	  mine_error (in->file, in->line, "unknown line '%c'", letter);
	}
    }
  if (!f->pattern || !f->target || !f->seen_count || !f->place_count)
    mine_error (in->file, start, "a finding needs 'P', 'T', 'W' and 'A' "
		"lines");
  if (!f->checks)
    f->checks = mine_alloc (sizeof (char *));
  if (!f->conditions)
    f->conditions = mine_alloc (sizeof (char *));
  if (!f->kept)
    f->kept = mine_alloc (sizeof (char *));
  f->key = finding_key (f);
}

/* The header of a shard: "# peephole-mine-z3 2 shard K/N FINGERPRINT";
   sets *K and *N, and FINGERPRINT (17 bytes).  */
static void
read_header (Input *in, int *k, int *n, char *fingerprint)
{
  char format[64];
  int version, length = 0;
  snprintf (format, sizeof format, "# peephole-mine-z3 %d shard",
	    PEEP_MINE_FORMAT_VERSION);
  if (!next_line (in))
    mine_error (in->file, 1, "empty: not a shard's findings");
  if (sscanf (in->text, "# peephole-mine-z3 %d", &version) == 1
      && strncmp (in->text, format, strlen (format)) != 0)
    mine_error (in->file, in->line, "findings of a whole run, not of a "
		"shard: --merge takes the files of --shard=K/N");
  if (strncmp (in->text, format, strlen (format)) != 0
      || sscanf (in->text + strlen (format), " %d/%d %16[0-9a-f]%n", k, n,
		 fingerprint, &length) != 3
      || in->text[strlen (format) + length] != '\0' || *n < 1 || *k < 1
      || *k > *n)
    mine_error (in->file, in->line, "expected the header '%s K/N "
		"FINGERPRINT' of a shard's findings", format);
}

void
merge_files (char **files, int count)
{
  int shard_count = 0;
  char run[17] = "";
  const char **by_shard = NULL;
  for (int i = 0; i < count; i++)
    {
      Input in = { files[i], NULL, 0, NULL, 0 };
      in.stream = strcmp (files[i], "-") == 0 ? stdin : fopen (files[i], "r");
      if (!in.stream)
	{
	  fprintf (stderr, "peephole-mine-z3: %s: %s\n", files[i],
		   strerror (errno));
	  exit (1);
	}
      int k, n;
      char fingerprint[17];
      read_header (&in, &k, &n, fingerprint);
      if (!shard_count)
	{
	  shard_count = n;
	  strcpy (run, fingerprint);
	  by_shard = mine_alloc (n * sizeof *by_shard);
	}
      else if (n != shard_count || strcmp (run, fingerprint) != 0)
	mine_error (files[i], 1, "shard %d/%d of run %s, not of the run of "
		    "%s (%d shards, %s)", k, n, fingerprint, files[0],
		    shard_count, run);
      if (by_shard[k - 1])
	mine_error (files[i], 1, "shard %d/%d again (first in %s)", k, n,
		    by_shard[k - 1]);
      by_shard[k - 1] = files[i];
      while (next_line (&in))
	{
	  if (in.text[0] == '#' || in.text[0] == '\0')
	    continue;
	  if (in.text[0] != 'F' || in.text[1] != ' ')
	    mine_error (in.file, in.line, "expected a finding's 'F' line");
	  Finding f;
	  read_finding (&in, &f);
	  emit_merge (&f);
	}
      if (in.stream != stdin)
	fclose (in.stream);
      free (in.text);
    }
  for (int k = 0; k < shard_count; k++)
    if (!by_shard[k])
      {
	fprintf (stderr, "peephole-mine-z3: error: shard %d/%d of run %s "
		 "is missing\n", k + 1, shard_count, run);
	exit (1);
      }
  free (by_shard);
}
