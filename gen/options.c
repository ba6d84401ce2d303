/* options.c: the command-line options that peepgen, peepsearch and
   kbprove share (options.h).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "options.h"

#include <stdio.h>
#include <stdlib.h>

const char *option_program = "peepgen";

void
usage_error (const char *format, const char *detail)
{
  fprintf (stderr, "%s: ", option_program);
  fprintf (stderr, format, detail);
  fprintf (stderr, "\nTry '%s --help' for more information.\n",
	   option_program);
  exit (2);
}

void
parse_widths_option (const char *list, unsigned *widths, int *count,
		     int max)
{
  int n = 0;
  const char *p = list;
  for (;;)
    {
      char *end;
      long w = strtol (p, &end, 10);
      if (end == p || w < 2 || w > 128
	  || (n && (unsigned) w <= widths[n - 1])
	  || n == max || (*end != ',' && *end != '\0'))
	usage_error ("invalid --widths '%s': give up to 8 ascending "
		     "precisions between 2 and 128, such as 8,16,32,64,128",
		     list);
      widths[n++] = (unsigned) w;
      if (*end == '\0')
	break;
      p = end + 1;
    }
  *count = n;
}

unsigned
parse_timeout_option (const char *arg)
{
  char *end;
  long ms = strtol (arg, &end, 10);
  if (*end || end == arg || ms <= 0 || ms > 86400000)
    usage_error ("invalid --timeout '%s': give milliseconds", arg);
  return (unsigned) ms;
}

int
parse_count_option (const char *option, const char *arg)
{
  char *end;
  long n = strtol (arg, &end, 10);
  if (*end || end == arg || n <= 0 || n > 1000000)
    {
      fprintf (stderr, "%s: invalid %s '%s': give a count\n"
	       "Try '%s --help' for more information.\n", option_program,
	       option, arg, option_program);
      exit (2);
    }
  return (int) n;
}
