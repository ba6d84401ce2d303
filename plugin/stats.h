/* stats.h: the statistics file of -fplugin-arg-peephole-stats=FILE,
   and the locked append that the harvest file of
   -fplugin-arg-peephole-mine=FILE shares.  Include after GCC's
   headers.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_STATS_H
#define PEEPHOLE_STATS_H

/* The first line of each record, "# peephole-stats 1";
   tools/peephole-stats.c reads it.  */
#define PEEP_STATS_MAGIC "# peephole-stats "
#define PEEP_STATS_VERSION "1"
#define PEEP_STATS_HEADER PEEP_STATS_MAGIC PEEP_STATS_VERSION "\n"

/* Append this compilation's record of rule counts to FILE, under a
   lock; an I/O failure is a GCC error.  */
void peep_stats_append (const char *file);

#ifdef __cplusplus
/* Append the LENGTH bytes of DATA to FILE as stats=FILE does: opened
   with O_APPEND, under an exclusive fcntl lock, in one write, so that
   what compilations running at once append never interleaves.  False
   on failure, with errno saying why.  (tools/peephole-stats.c, in C,
   includes this header for PEEP_STATS_HEADER alone.)  */
bool peep_append_locked (const char *file, const char *data, size_t length);
#endif

#endif /* PEEPHOLE_STATS_H */
