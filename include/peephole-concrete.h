/* peephole-concrete.h: the value and the undefined behaviour of every
   operation, written once, in the table of operations
   (include/peephole-ops.def), and instantiated here on words.

   This is the domain of words of the table, as
   include/peephole-semantics.h is its domain of Z3 bit-vector terms:
   the same primitives (V_ADD, C_SLT ...) with the same meaning, on
   values of precision P held zero-extended in a peep_uint, with the
   arithmetic of include/peephole-arith.h.  Every primitive is total
   and gives what Z3 gives on every input, a shift by P or more and a
   division by zero included, so that the two domains agree even where
   an operation is undefined; testsuite/peephole.semantics compares
   them on every operation of the table.  The rule search
   (gen/peepsearch.c) computes with it.

   Everything is static: C and C++ include it alike.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_CONCRETE_H
#define PEEPHOLE_CONCRETE_H

#include "peephole-api.h"
#include "peephole-arith.h"
#include "peephole-ops.h"

/* The quotient of A by B, of P bits, rounded as ROUNDING says
   (PEEP_ROUND_*), as peep_z3_div_rounded defines it, division by zero
   included.  */
static inline peep_uint
peep_div_rounded (peep_uint a, peep_uint b, unsigned p, int signed_p,
		  int rounding)
{
  peep_uint q = signed_p ? peep_sdiv_total (a, b, p)
		: peep_udiv_total (a, b, p);
  peep_uint r = signed_p ? peep_srem_total (a, b, p)
		: peep_urem_total (a, b, p);
  int negative = signed_p && peep_negative_p (a ^ b, p);
  peep_uint down = peep_sub (q, 1, p), up = peep_add (q, 1, p);
  if (r == 0)
    return q;
  switch (rounding)
    {
    case PEEP_ROUND_FLOOR:
      return negative ? down : q;
    case PEEP_ROUND_CEIL:
      return negative ? q : up;
    default:
      {
	peep_uint abs_r = signed_p ? peep_magnitude (r, p) : r;
	peep_uint abs_b = signed_p ? peep_magnitude (b, p) : b;
	if (abs_r < peep_sub (abs_b, abs_r, p))
	  return q;
	return negative ? down : up;
      }
    }
}

/* The primitives of the VALUE column, over the operands' precision p
   and the result precision r of a conversion or of an operation whose
   result has a type of its own.  Conditions are ints.  */
#define V_ZERO ((peep_uint) 0)
#define V_ADD(x, y) peep_add (x, y, p)
#define V_SUB(x, y) peep_sub (x, y, p)
#define V_MUL(x, y) peep_mul (x, y, p)
#define V_NEG(x) peep_neg (x, p)
#define V_NOT(x) peep_invert (x, p)
#define V_AND(x, y) ((x) & (y))
#define V_IOR(x, y) ((x) | (y))
#define V_XOR(x, y) ((x) ^ (y))
#define V_SHL(x, y) peep_shl_total (x, y, p)
#define V_ASHR(x, y) peep_ashr_total (x, y, p)
#define V_LSHR(x, y) peep_lshr_total (x, y, p)
#define V_ROTL(x, y) peep_rotl (x, y, p)
#define V_ROTR(x, y) peep_rotr (x, y, p)
#define V_SDIV(x, y) peep_sdiv_total (x, y, p)
#define V_SREM(x, y) peep_srem_total (x, y, p)
#define V_UDIV(x, y) peep_udiv_total (x, y, p)
#define V_UREM(x, y) peep_urem_total (x, y, p)
#define V_SDIV_FLOOR(x, y) peep_div_rounded (x, y, p, 1, PEEP_ROUND_FLOOR)
#define V_SDIV_CEIL(x, y) peep_div_rounded (x, y, p, 1, PEEP_ROUND_CEIL)
#define V_SDIV_ROUND(x, y) peep_div_rounded (x, y, p, 1, PEEP_ROUND_NEAREST)
#define V_UDIV_CEIL(x, y) peep_div_rounded (x, y, p, 0, PEEP_ROUND_CEIL)
#define V_UDIV_ROUND(x, y) peep_div_rounded (x, y, p, 0, PEEP_ROUND_NEAREST)
#define V_UMULH(x, y) peep_umulh (x, y, p)
#define V_SEXT(x) peep_sext (x, p, r)
#define V_ZEXT(x) (x)
#define V_TRUNC(x) peep_norm (x, r)
#define V_BOOL(c) ((peep_uint) ((c) ? 1 : 0))
#define V_POPCOUNT(x) peep_norm (peep_popcount (x, p), r)
#define V_PARITY(x) (peep_popcount (x, p) & 1)
#define V_CLZ(x) peep_norm (peep_clz (x, p), r)
#define V_CTZ(x) peep_norm (peep_ctz (x, p), r)
#define V_FFS(x) peep_norm ((x) == 0 ? 0 : peep_ctz (x, p) + 1, r)
#define V_BSWAP(x) peep_bswap (x, p)
#define V_SELECT(c, x, y) ((c) ? (x) : (y))
#define C_EQ(x, y) ((x) == (y))
#define C_NOT(c) (!(c))
#define C_SLT(x, y) peep_slt (x, y, p)
#define C_ULT(x, y) ((x) < (y))
#define C_TRUE(x) ((x) != 0)

/* The value of OP (A, B, C); A, B and C have P bits, the result P
   bits, or R for a conversion or an operation whose result has a type
   of its own, but that a select's condition A has a width of its own.
   B and C are ignored where OP has fewer operands.  OP is an operation
   of the table, not sugar; anything else gives 0.  */
static inline peep_uint
peep_concrete_value (enum peep_op op, peep_uint a, peep_uint b, peep_uint c,
		     unsigned p, unsigned r)
{
  (void) b;
  (void) c;
  (void) r;
  switch (op)
    {
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
    case PEEP_OP_##NAME: return VALUE;
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
    default:
      return 0;
    }
}

#include "peephole-primitives.h"

/* Whether the exact value E, a signed number, fits in P bits.  */
static inline int
peep_concrete_fits_p (peep_sint e, unsigned p)
{
  return p >= 128 || (e >= -((peep_sint) 1 << (p - 1))
		      && e < ((peep_sint) 1 << (p - 1)));
}

/* Whether OP (A, B), of P-bit operands, is free of the undefined
   behaviour KIND (one PEEP_UB_* bit), as peep_z3_defined defines it.
   Signed overflow is the value differing from the exact one: up to 64
   bits, as the prover computes it, the operation computed in 2P bits
   on the sign-extended operands does not fit in P bits; above, where
   2P bits do not fit in a word, the operation's own overflow test, on
   128-bit signed numbers (an operation with PEEP_UB_OVERFLOW needs one
   here, and testsuite/peephole.semantics checks it at 128 bits).  */
static inline int
peep_concrete_defined (enum peep_op op, int kind, peep_uint a, peep_uint b,
		       unsigned p)
{
  switch (kind)
    {
    case PEEP_UB_COUNT:
      return b < p;
    case PEEP_UB_DIVISOR:
      return b != 0;
    case PEEP_UB_ZERO:
      return a != 0;
    case PEEP_UB_QUOTIENT:
      return !(a == peep_minint (p) && b == peep_mask (p));
    case PEEP_UB_INEXACT:
      return peep_mul (peep_concrete_value (op, a, b, 0, p, p), b, p) == a;
    case PEEP_UB_OVERFLOW:
      break;
    default:
      return 0;
    }
  if (p <= 64)
    {
      peep_uint exact = peep_concrete_value (op, peep_sext (a, p, 2 * p),
					     peep_sext (b, p, 2 * p), 0,
					     2 * p, 2 * p);
      return peep_sext (peep_norm (exact, p), p, 2 * p) == exact;
    }
  peep_sint sa = peep_signed (a, p), sb = peep_signed (b, p), e = 0;
  int wraps;
  switch (op)
    {
    case PEEP_OP_int_add:
      wraps = __builtin_add_overflow (sa, sb, &e);
      break;
    case PEEP_OP_int_sub:
      wraps = __builtin_sub_overflow (sa, sb, &e);
      break;
    case PEEP_OP_int_mul:
      wraps = __builtin_mul_overflow (sa, sb, &e);
      break;
    case PEEP_OP_int_neg:
      wraps = __builtin_sub_overflow ((peep_sint) 0, sa, &e);
      break;
    case PEEP_OP_int_abs:
      wraps = sa < 0 ? __builtin_sub_overflow ((peep_sint) 0, sa, &e)
	      : (e = sa, 0);
      break;
    default:
      /* No overflow test: say undefined, which can only lose rules.  */
      return 0;
    }
  return !wraps && peep_concrete_fits_p (e, p);
}

#endif /* PEEPHOLE_CONCRETE_H */
