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

#endif /* PEEPHOLE_COMPAT_H */
