/* mine.h: the harvest of the miner, -fplugin-arg-peephole-mine=FILE
   (plugin/mine.cc).  Include after GCC's headers.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_PLUGIN_MINE_H
#define PEEPHOLE_PLUGIN_MINE_H

/* The GIMPLE pass "peephole-mine", which records the integer
   statements of each function; with USE_FACTS false (no-facts), its
   leaves have no facts.  peephole.cc places it after GCC's
   "optimized".  */
opt_pass *peep_mine_make_pass (gcc::context *ctxt, bool use_facts);

/* Append the records of this compilation to FILE, under a lock; an
   I/O failure is a GCC error.  */
void peep_mine_append (const char *file);

#endif /* PEEPHOLE_PLUGIN_MINE_H */
