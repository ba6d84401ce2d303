/* z3context.h: the one way peepgen, peepsearch and kbprove set up Z3.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEP_Z3CONTEXT_H
#define PEEP_Z3CONTEXT_H

#include <z3.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A new context of Z3's default configuration, whose errors go to
   HANDLER; Z3_del_context frees it.  */
Z3_context z3_new_context (Z3_error_handler *handler);

#ifdef __cplusplus
}
#endif

#endif /* PEEP_Z3CONTEXT_H */
