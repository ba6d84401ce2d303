/* jobs.h: independent tasks run in child processes, as many at once as
   --jobs or GNU make's jobserver allows (peepgen's proofs, kbprove's).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEP_JOBS_H
#define PEEP_JOBS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How many tasks may run at once: REQUESTED if it is not 0 (--jobs=N),
   else the job slots of GNU make's jobserver when the program runs in
   a recipe that make marks recursive ('+'): MAKEFLAGS holds -jN and
   --jobserver-auth=R,W (make 4.4: fifo:PATH), a pipe holding a byte
   for each free slot beyond the one the recipe has; under make -j,
   which has no limit, the number of processors; else 1.  */
int jobs_limit (int requested);

/* Run tasks 0 to COUNT - 1, at most LIMIT at once: each in a child
   process that calls RUN (I, DATA) with its standard error going to a
   pipe, and exits with RUN's status.  DONE (I, OUTPUT, LENGTH, STATUS,
   DATA) then gets what the child wrote there and its status (-1 if it
   did not exit normally, or could not start), in the order the
   children end.  A child beyond the first takes a byte of make's
   jobserver, and gives it back when it ends; no more than LIMIT - 1
   are held, so that waiting for one ends when another job of make
   gives one back.  */
void jobs_run (int count, int limit, int (*run) (int, void *),
	       void (*done) (int, const char *, size_t, int, void *),
	       void *data);

/* The last line of OUTPUT (LENGTH bytes), where a child writes its
   result: the start of that line, final newlines aside.  */
const char *jobs_last_line (const char *output, size_t length);

#ifdef __cplusplus
}
#endif

#endif
