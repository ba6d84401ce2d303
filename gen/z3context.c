/* z3context.c: the one way peepgen, peepsearch and kbprove set up Z3
   (z3context.h).

   A context keeps Z3's defaults: it gives models, and it has no
   timeout of its own, for each program gives every solver the time of
   its query.  The handler is the program's, so that an error of Z3
   reads as that program's other internal errors do.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "z3context.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

Z3_context
z3_new_context (Z3_error_handler *handler)
{
#if defined M_MMAP_THRESHOLD && defined M_TRIM_THRESHOLD
  /* A proof makes a context, and frees it, some megabytes in all: keep
     that memory in the heap for the next, where glibc would give large
     blocks back to the system at once (mmap) and trim the heap, and
     each context would fault its pages in again: the 30282 proofs of
     GCC 12's match.pd that take under a tenth of a second each took 204
     s of worker time where they had taken 249 (bench/match-pd).  */
  static int tuned;
  if (!tuned)
    {
      mallopt (M_MMAP_THRESHOLD, 32 << 20);
      mallopt (M_TRIM_THRESHOLD, 1 << 30);
      tuned = 1;
    }
#endif
  Z3_config config = Z3_mk_config ();
  Z3_context z3 = Z3_mk_context (config);
  Z3_del_config (config);
  Z3_set_error_handler (z3, handler);
  return z3;
}
