/* mdlower.c: see matchpd.h.  */

#include "matchpd.h"
