/* compat.h: every difference between GCC versions the plugin cares
   about, in one place.

   The plugin is built and tested with GCC 12, and with GCC 11
   (configure --with-gcc=gcc-11; GCC11-NOTES.md says what differs).
   Code that depends on the version of GCC goes here, behind a macro or
   an inline function, so that the rest of the plugin reads the same for
   every version.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_COMPAT_H
#define PEEPHOLE_COMPAT_H

#include "bversion.h"

#if BUILDING_GCC_MAJOR < 11
#error "peephole needs GCC 11 or later"
#endif

/* The ranger of function FUN, for the files that include
   gimple-range.h (its guard is GCC_GIMPLE_RANGE_H from GCC 12 on,
   GCC_GIMPLE_RANGE_STMT_H in GCC 11).  GCC 12 keeps one per function,
   started by enable_ranger and found by get_range_query.  GCC 11 has
   neither entry point: the plugin makes a gimple_ranger of its own, as
   GCC 11's own late passes do (-Walloca's), for the current function,
   which gimple_ranger takes from cfun (range_query's destructor is
   virtual: deleting it as one is right).  Only facts.cc asks it, and
   nothing the pass calls of GCC asks cfun's range query, so the
   difference is the ranger's own: GCC 11's finds fewer ranges (it has
   no relations between names, for one).  Either way,
   peep_ranger_stop releases it.  */
#if BUILDING_GCC_MAJOR >= 12
#ifdef GCC_GIMPLE_RANGE_H
static inline range_query *
peep_ranger_start (function *fun)
{
  enable_ranger (fun);
  return get_range_query (fun);
}

static inline void
peep_ranger_stop (function *fun, range_query *)
{
  disable_ranger (fun);
}
#endif
#else
#ifdef GCC_GIMPLE_RANGE_STMT_H
static inline range_query *
peep_ranger_start (function *fun)
{
  gcc_assert (fun == cfun);
  return new gimple_ranger;
}

static inline void
peep_ranger_stop (function *, range_query *ranger)
{
  delete ranger;
}
#endif
#endif

/* Known zero bits carried by a range.  The ranges of GCC 11 and 12
   carry none: the plugin asks get_nonzero_bits, CCP's, for them.
   GCC 13 added a mask of the bits that may be nonzero to irange
   (irange::get_nonzero_bits), and GCC 14 generalised it to
   irange_bitmask, which also knows bits to be one; both keep
   get_nonzero_bits.  Only the branch of GCC 11 and 12 is built and
   tested; the others follow those versions' headers (value-range.h)
   and are untested.  Returns whether *NONZERO says anything.  */
#if BUILDING_GCC_MAJOR >= 13
static inline bool
peep_range_nonzero_bits (const irange &r, wide_int *nonzero)
{
  *nonzero = r.get_nonzero_bits ();
  return true;
}
#else
static inline bool
peep_range_nonzero_bits (const irange &, wide_int *)
{
  return false;
}
#endif

#endif /* PEEPHOLE_COMPAT_H */
