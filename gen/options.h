/* options.h: the command-line options that peepgen, peepsearch and
   kbprove share, and their usage errors.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEP_OPTIONS_H
#define PEEP_OPTIONS_H

#ifdef __cplusplus
extern "C" {
#endif

/* The program's name in messages; main sets it first.  */
extern const char *option_program;

/* "PROGRAM: " FORMAT (with DETAIL), the hint to try --help, exit 2.  */
void usage_error (const char *format, const char *detail)
  __attribute__ ((noreturn));

/* --widths=LIST: up to MAX ascending precisions in [2, 128], such as
   8,16,32,64,128, into WIDTHS and *COUNT; a usage error otherwise.  */
void parse_widths_option (const char *list, unsigned *widths, int *count,
			  int max);

/* --timeout=ARG: milliseconds in [1, 86400000]; a usage error
   otherwise.  */
unsigned parse_timeout_option (const char *arg);

/* --time-report=ARG: a count in [1, 1000000]; a usage error
   otherwise.  */
int parse_count_option (const char *option, const char *arg);

#ifdef __cplusplus
}
#endif

#endif
