/* diag.c: every message of peepgen goes through here.

   User errors read like GCC's: "rules/add.rules:12:5: error: ...",
   with "note:" lines for the other places involved.  Internal bugs
   abort loudly; user errors never do.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <stdarg.h>
#include <stdlib.h>

static int error_count;
static FILE *messages;		/* NULL: standard error */

static void
report (Location location, const char *kind, const char *format, va_list ap)
{
  FILE *out = messages ? messages : stderr;
  fflush (stdout);
  if (location.file)
    fprintf (out, "%s:%d:%d: %s: ", location.file, location.line,
	     location.column, kind);
  else
    fprintf (out, "peepgen: %s: ", kind);
  vfprintf (out, format, ap);
  fputc ('\n', out);
}

/* Send messages to OUT (NULL: standard error), and forget the errors
   counted so far; for programs that run the phases more than once.  */
void
diag_reset (FILE *out)
{
  messages = out;
  error_count = 0;
}

/* Where messages go, for phases that print more lines of a message.  */
FILE *
diag_stream (void)
{
  return messages ? messages : stderr;
}

void
diag_verror (Location location, const char *format, va_list ap)
{
  report (location, "error", format, ap);
  error_count++;
}

void
diag_error (Location location, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  diag_verror (location, format, ap);
  va_end (ap);
}

void
diag_warning (Location location, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  report (location, "warning", format, ap);
  va_end (ap);
}

void
diag_note (Location location, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  report (location, "note", format, ap);
  va_end (ap);
}

void
diag_fatal (const char *format, ...)
{
  va_list ap;
  Location nowhere = { NULL, 0, 0 };
  va_start (ap, format);
  report (nowhere, "fatal error", format, ap);
  va_end (ap);
  exit (1);
}

void
diag_internal (const char *file, int line, const char *message)
{
  fprintf (stderr, "peepgen: internal error: %s:%d: %s\n"
	   "Please report this bug, with the rule files that caused it.\n",
	   file, line, message);
  abort ();
}

int
diag_error_count (void)
{
  return error_count;
}
