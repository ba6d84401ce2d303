/* peephole-stats.c: sum the statistics files that
   -fplugin-arg-peephole-stats=FILE writes, and print the table of
   PyPy's jit-intbounds-stats (seed 000):

     $ peephole-stats stats.txt
     int_add
         add_zero 107008
         add_reassoc_consts 2514
     int_sub
         sub_zero 31519
     ...

   Operations come in the order of include/peephole-ops.def; within an
   operation, rules by count, highest first, then by name.  --csv prints
   "operation,rule,count" lines instead.

   The files are sequences of records (plugin/stats.cc writes one per
   compilation):

     # peephole-stats 1               header: the format, version 1
     OPERATION RULE COUNT             one line per rule, zeros included

   Other lines starting with '#', and empty lines, are comments.  Names
   are C identifiers, counts decimal numbers below 2^64, fields single
   spaces apart; every line ends with a newline (a record cut short is
   an error).  A rule must keep its operation, and appear once in a
   record.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifdef HAVE_CONFIG_H
#include "peephole-config.h"
#endif

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

#include "stats.h"

#define HEADER PEEP_STATS_MAGIC
#define FORMAT_VERSION PEEP_STATS_VERSION

/* The operations, in the order of the plugin's table.  ORDER OPS.  */
static const char *const operations[] = {
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) #NAME,
#define PEEP_SUGAR(NAME, CORE, SECOND) #NAME,
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};
#define OPERATION_COUNT ((int) (sizeof operations / sizeof operations[0]))

/* A rule and the sum of its counts.  */
typedef struct
{
  char *name;
  int operation;		/* index in operations[] */
  uint64_t count;
  long record;			/* the last record that named it */
  const char *file;		/* where it was first seen */
  long line;
} Rule;

/* The rules, in an open-addressing hash table by name.  */
static Rule *rules;
static size_t rule_count, rule_slots;

/* --csv */
static int csv;

static void *
xmalloc (size_t size)
{
  void *p = calloc (1, size ? size : 1);
  if (!p)
    {
      fprintf (stderr, "peephole-stats: out of memory\n");
      exit (1);
    }
  return p;
}

/* Report an error in the input at FILE:LINE and exit with status 1.  */
static void __attribute__ ((noreturn, format (printf, 3, 4)))
input_error (const char *file, long line, const char *format, ...)
{
  va_list ap;
  fprintf (stderr, "peephole-stats: %s:%ld: error: ", file, line);
  va_start (ap, format);
  vfprintf (stderr, format, ap);
  va_end (ap);
  fputc ('\n', stderr);
  exit (1);
}

static void __attribute__ ((noreturn))
usage_error (const char *message)
{
  if (message)
    fprintf (stderr, "peephole-stats: %s\n", message);
  fprintf (stderr, "Try 'peephole-stats --help' for more information.\n");
  exit (2);
}

static size_t
hash_name (const char *name)
{
  size_t h = 2166136261u;	/* FNV-1a */
  for (; *name; name++)
    h = (h ^ (unsigned char) *name) * 16777619u;
  return h;
}

/* The slot of rule NAME in TABLE of SLOTS slots: its own, or the empty
   one where it belongs.  */
static Rule *
find_slot (Rule *table, size_t slots, const char *name)
{
  size_t i = hash_name (name) & (slots - 1);
  while (table[i].name && strcmp (table[i].name, name) != 0)
    i = (i + 1) & (slots - 1);
  return &table[i];
}

/* Keep the table at most half full.  */
static void
grow_rules (void)
{
  size_t slots = rule_slots ? 2 * rule_slots : 64;
  Rule *table = xmalloc (slots * sizeof *table);
  for (size_t i = 0; i < rule_slots; i++)
    if (rules[i].name)
      *find_slot (table, slots, rules[i].name) = rules[i];
  free (rules);
  rules = table;
  rule_slots = slots;
}

static int
find_operation (const char *name)
{
  for (int i = 0; i < OPERATION_COUNT; i++)
    if (strcmp (operations[i], name) == 0)
      return i;
  return -1;
}

/* Whether S is a C identifier.  */
static int
identifier_p (const char *s)
{
  if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
    return 0;
  for (s++; *s; s++)
    if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')
	  || (*s >= '0' && *s <= '9')))
      return 0;
  return 1;
}

/* The count S, a decimal number below 2^64.  */
static uint64_t
parse_count (const char *s, const char *file, long line)
{
  uint64_t n = 0;
  if (!*s)
    input_error (file, line, "missing count");
  for (const char *p = s; *p; p++)
    {
      if (*p < '0' || *p > '9')
	input_error (file, line, "count '%s' is not a decimal number", s);
      unsigned digit = *p - '0';
      if (n > (UINT64_MAX - digit) / 10)
	input_error (file, line, "count '%s' does not fit in 64 bits", s);
      n = n * 10 + digit;
    }
  return n;
}

/* Add the line "OPERATION RULE COUNT" (in TEXT, which is cut up) of
   RECORD to the sums.  */
static void
add_count_line (char *text, long record, const char *file, long line)
{
  char *name = strchr (text, ' ');
  char *count = name ? strchr (name + 1, ' ') : NULL;
  if (!count || strchr (count + 1, ' '))
    input_error (file, line, "expected 'OPERATION RULE COUNT', "
		 "three fields a space apart");
  *name++ = '\0';
  *count++ = '\0';
  int operation = find_operation (text);
  if (operation < 0)
    input_error (file, line, "unknown operation '%s'", text);
  if (!identifier_p (name))
    input_error (file, line, "invalid rule name '%s'", name);
  uint64_t n = parse_count (count, file, line);
  if (2 * (rule_count + 1) > rule_slots)
    grow_rules ();
  Rule *rule = find_slot (rules, rule_slots, name);
  if (!rule->name)
    {
      rule->name = strcpy (xmalloc (strlen (name) + 1), name);
      rule->operation = operation;
      rule->record = -1;
      rule->file = file;
      rule->line = line;
      rule_count++;
    }
  else if (rule->operation != operation)
    input_error (file, line, "rule '%s' under operation '%s', but under "
		 "'%s' at %s:%ld", name, text, operations[rule->operation],
		 rule->file, rule->line);
  if (rule->record == record)
    input_error (file, line, "rule '%s' twice in one record", name);
  if (rule->count > UINT64_MAX - n)
    input_error (file, line, "the sum of the counts of rule '%s' does not "
		 "fit in 64 bits", name);
  rule->record = record;
  rule->count += n;
}

/* Read the records of IN, named FILE, into the sums.  RECORDS counts
   the records of all files.  */
static void
read_stats (FILE *in, const char *file, long *records)
{
  char *text = NULL;
  size_t size = 0;
  ssize_t length;
  long line = 0, record = -1;
  while ((length = getline (&text, &size, in)) >= 0)
    {
      line++;
      if (length == 0 || text[length - 1] != '\n')
	input_error (file, line, "no newline at the end of the file: "
		     "a record cut short?");
      text[length - 1] = '\0';
      if (strlen (text) != (size_t) length - 1)
	input_error (file, line, "a null character in a line");
      if (strncmp (text, HEADER, strlen (HEADER)) == 0)
	{
	  if (strcmp (text + strlen (HEADER), FORMAT_VERSION) != 0)
	    input_error (file, line, "unknown format '%s': this program "
			 "reads '%s%s'", text, HEADER, FORMAT_VERSION);
	  record = (*records)++;
	}
      else if (text[0] == '#' || text[0] == '\0')
	continue;
      else if (record < 0)
	input_error (file, line, "a count before the first header "
		     "'%s%s': not a statistics file?", HEADER,
		     FORMAT_VERSION);
      else
	add_count_line (text, record, file, line);
    }
  if (ferror (in))
    {
      fprintf (stderr, "peephole-stats: %s: %s\n", file, strerror (errno));
      exit (1);
    }
  free (text);
}

static void
read_file (const char *file, long *records)
{
  if (strcmp (file, "-") == 0)
    {
      read_stats (stdin, "<stdin>", records);
      return;
    }
  FILE *in = fopen (file, "r");
  if (!in)
    {
      fprintf (stderr, "peephole-stats: %s: %s\n", file, strerror (errno));
      exit (1);
    }
  read_stats (in, file, records);
  fclose (in);
}

/* Table order: operation, then count (highest first), then name.  */
static int
compare_rules (const void *x, const void *y)
{
  const Rule *a = *(const Rule *const *) x, *b = *(const Rule *const *) y;
  if (a->operation != b->operation)
    return a->operation < b->operation ? -1 : 1;
  if (a->count != b->count)
    return a->count > b->count ? -1 : 1;
  return strcmp (a->name, b->name);
}

static void
print_table (void)
{
  Rule **sorted = xmalloc (rule_count * sizeof *sorted);
  size_t n = 0;
  for (size_t i = 0; i < rule_slots; i++)
    if (rules[i].name)
      sorted[n++] = &rules[i];
  qsort (sorted, n, sizeof *sorted, compare_rules);
  if (csv)
    printf ("operation,rule,count\n");
  for (size_t i = 0; i < n; i++)
    {
      const char *operation = operations[sorted[i]->operation];
      unsigned long long count = sorted[i]->count;
      if (csv)
	printf ("%s,%s,%llu\n", operation, sorted[i]->name, count);
      else
	{
	  if (i == 0 || sorted[i - 1]->operation != sorted[i]->operation)
	    printf ("%s\n", operation);
	  printf ("    %s %llu\n", sorted[i]->name, count);
	}
    }
  free (sorted);
}

static void
usage (void)
{
  fputs ("Usage: peephole-stats [OPTION]... FILE...\n"
	 "Sum the rule counts that -fplugin-arg-peephole-stats=FILE wrote "
	 "to FILE...\n(- for standard input) and print them by operation, "
	 "as PyPy's\njit-intbounds-stats does.\n\n"
	 "      --csv       print 'operation,rule,count' lines\n"
	 "      --help      print this help and exit\n"
	 "      --version   print the version and exit\n\n"
	 "Exit status: 0 if all is well, 1 if an input cannot be read or "
	 "is malformed,\n2 on wrong usage.\n", stdout);
}

int
main (int argc, char **argv)
{
  enum { OPT_CSV = 256, OPT_HELP, OPT_VERSION };
  static const struct option options[] = {
    {"csv", no_argument, NULL, OPT_CSV},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0}
  };
  int c;
  while ((c = getopt_long (argc, argv, "", options, NULL)) != -1)
    switch (c)
      {
      case OPT_CSV:
	csv = 1;
	break;
      case OPT_HELP:
	usage ();
	return 0;
      case OPT_VERSION:
	printf ("peephole-stats (peephole) %s\n"
		"Copyright (C) 2026 The peephole developers.\n"
		"License GPLv3+: GNU GPL version 3 or later "
		"<https://gnu.org/licenses/gpl.html>.\n"
		"This is free software: you are free to change and "
		"redistribute it.\n"
		"There is NO WARRANTY, to the extent permitted by law.\n",
		PACKAGE_VERSION);
	return 0;
      default:
	usage_error (NULL);	/* getopt_long said what is wrong */
      }
  if (optind == argc)
    usage_error ("no input files; give - to read standard input");
  long records = 0;
  for (int i = optind; i < argc; i++)
    read_file (argv[i], &records);
  print_table ();
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "peephole-stats: standard output: %s\n",
	       strerror (errno));
      return 1;
    }
  return 0;
}
