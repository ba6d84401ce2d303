/* mdcond.c: see matchpd.h.  */

#include "matchpd.h"
