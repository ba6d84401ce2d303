/* z3context.c: the one way peepgen, peepsearch and kbprove set up Z3
   (z3context.h).

   A context keeps Z3's defaults: it gives models, and it has no
   timeout of its own, for each program gives every solver the time of
   its query.  The handler is the program's, so that an error of Z3
   reads as that program's other internal errors do.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "z3context.h"

Z3_context
z3_new_context (Z3_error_handler *handler)
{
  Z3_config config = Z3_mk_config ();
  Z3_context z3 = Z3_mk_context (config);
  Z3_del_config (config);
  Z3_set_error_handler (z3, handler);
  return z3;
}
