/* peephole-ops.h: the constants of the columns of the table of
   operations (include/peephole-ops.def), for peepgen, the plugin and
   the semantics of include/peephole-semantics.h.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_OPS_H
#define PEEPHOLE_OPS_H

/* FLAGS.  */
#define PEEP_OPF_COMMUTATIVE 1
#define PEEP_OPF_SIGNED 2
#define PEEP_OPF_UNSIGNED 4
#define PEEP_OPF_COMPARISON 8
#define PEEP_OPF_SHIFT 16
#define PEEP_OPF_CONVERT 32
#define PEEP_OPF_WIDENS 64
#define PEEP_OPF_NARROWS 128
#define PEEP_OPF_OWN_RESULT 256
#define PEEP_OPF_SELECT 512
#define PEEP_OPF_TRUTH 1024
#define PEEP_OPF_TO_SIGNED 2048
#define PEEP_OPF_TO_UNSIGNED 4096

/* WIDTHS: the precisions of the operands' type an operation exists
   at.  */
#define PEEP_W8 1
#define PEEP_W16 2
#define PEEP_W32 4
#define PEEP_W64 8
#define PEEP_W128 16
#define PEEP_WANY 31
/* The precision of a truth value, beyond every operation's: only a
   select's condition is restricted to it.  */
#define PEEP_W1 32

/* How a division rounds other than towards zero (the primitives
   V_SDIV_FLOOR ... of include/peephole-semantics.h).  */
#define PEEP_ROUND_FLOOR 0
#define PEEP_ROUND_CEIL 1
#define PEEP_ROUND_NEAREST 2

/* UNDEFINED: one bit per kind of undefined behaviour.  ORDER UB:
   peep_ub_names below.  */
#define PEEP_UB_COUNT 1
#define PEEP_UB_DIVISOR 2
#define PEEP_UB_QUOTIENT 4
#define PEEP_UB_OVERFLOW 8
#define PEEP_UB_ZERO 16
#define PEEP_UB_INEXACT 32
#define PEEP_UB_KINDS 6

/* The names of the kinds, for messages: what the undefined behaviour
   is.  */
#define PEEP_UB_NAMES \
  { "a count outside [0, P)", "a division by zero", \
    "MININT / -1", "signed overflow", "a zero operand", \
    "an inexact division" }

#endif /* PEEPHOLE_OPS_H */
