/* compat.h: every difference between GCC versions the plugin cares
   about, in one place.

   The plugin is built and tested with GCC 12.  Code that depends on the
   version of GCC goes here, behind a macro or an inline function, so
   that the rest of the plugin reads the same for every version.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_COMPAT_H
#define PEEPHOLE_COMPAT_H

#include "bversion.h"

#if BUILDING_GCC_MAJOR < 12
#error "peephole needs GCC 12 or later"
#endif

/* Known zero bits carried by a range.  GCC 12's ranges carry none: the
   plugin asks get_nonzero_bits, CCP's, for them.  GCC 13 added a mask
   of the bits that may be nonzero to irange (irange::get_nonzero_bits),
   and GCC 14 generalised it to irange_bitmask, which also knows bits to
   be one; both keep get_nonzero_bits.  Only the GCC 12 branch is built
   and tested; the others follow those versions' headers (value-range.h)
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
