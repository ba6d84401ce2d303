/* peephole-arith.h: the arithmetic of checks and assignments, for the
   generated matcher.

   Rule expressions (check C > 0, mask = (-1 << C) >>u C ...) compute on
   P-bit two's-complement values with wrapping arithmetic, held
   zero-extended in a peep_uint.  gen/semantics.c gives Z3 the same
   semantics, and testsuite/peepgen.arith compares the two on random
   values: keep them in step.

   Partial operations (a shift by a count outside [0, P), division by
   zero, highest_bit (0)) set *U and return 0; the rule then does not
   apply.  'and' and 'or' are C's && and ||, so, as in Python, the right
   operand is evaluated only when needed.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_ARITH_H
#define PEEPHOLE_ARITH_H

#include "peephole-api.h"

static inline peep_uint
peep_mask (unsigned p)
{
  return p >= 128 ? ~(peep_uint) 0 : (((peep_uint) 1 << p) - 1);
}

static inline peep_uint
peep_norm (peep_uint a, unsigned p)
{
  return a & peep_mask (p);
}

static inline peep_uint
peep_minint (unsigned p)
{
  return (peep_uint) 1 << (p - 1);
}

static inline peep_uint
peep_maxint (unsigned p)
{
  return peep_minint (p) - 1;
}

/* Whether FACTS, of a P-bit value, say nothing: the whole signed and
   unsigned ranges, no bit known.  */
static inline int
peep_facts_unknown_p (const struct peep_facts *facts, unsigned p)
{
  return (facts->lower == peep_minint (p) && facts->upper == peep_maxint (p)
	  && facts->ulower == 0 && facts->uupper == peep_mask (p)
	  && facts->ones == 0 && facts->zeros == 0);
}

static inline int
peep_negative_p (peep_uint a, unsigned p)
{
  return (int) ((a >> (p - 1)) & 1);
}

static inline peep_uint
peep_add (peep_uint a, peep_uint b, unsigned p)
{
  return peep_norm (a + b, p);
}

static inline peep_uint
peep_sub (peep_uint a, peep_uint b, unsigned p)
{
  return peep_norm (a - b, p);
}

static inline peep_uint
peep_mul (peep_uint a, peep_uint b, unsigned p)
{
  return peep_norm (a * b, p);
}

static inline peep_uint
peep_neg (peep_uint a, unsigned p)
{
  return peep_norm (-a, p);
}

static inline peep_uint
peep_invert (peep_uint a, unsigned p)
{
  return peep_norm (~a, p);
}

/* Signed comparisons: flipping the sign bit maps the signed order onto
   the unsigned one.  */
static inline int
peep_slt (peep_uint a, peep_uint b, unsigned p)
{
  return (a ^ peep_minint (p)) < (b ^ peep_minint (p));
}

static inline int
peep_sle (peep_uint a, peep_uint b, unsigned p)
{
  return !peep_slt (b, a, p);
}

static inline peep_uint
peep_shl (int *u, peep_uint a, peep_uint b, unsigned p)
{
  if (b >= p)
    {
      *u = 1;
      return 0;
    }
  return peep_norm (a << b, p);
}

static inline peep_uint
peep_ushr (int *u, peep_uint a, peep_uint b, unsigned p)
{
  if (b >= p)
    {
      *u = 1;
      return 0;
    }
  return a >> b;
}

/* Arithmetic shift: the vacated high bits copy the sign.  */
static inline peep_uint
peep_shr (int *u, peep_uint a, peep_uint b, unsigned p)
{
  peep_uint r = peep_ushr (u, a, b, p);
  if (*u || !peep_negative_p (a, p))
    return r;
  return peep_norm (r | ~(peep_mask (p) >> b), p);
}

/* The magnitude of A as an unsigned number; MININT's is 2^(P-1).  */
static inline peep_uint
peep_magnitude (peep_uint a, unsigned p)
{
  return peep_negative_p (a, p) ? peep_neg (a, p) : a;
}

/* Python's floor division a // b, wrapping (MININT // -1 is MININT).  */
static inline peep_uint
peep_floordiv (int *u, peep_uint a, peep_uint b, unsigned p)
{
  peep_uint q, r;
  int a_negative, b_negative;
  if (b == 0)
    {
      *u = 1;
      return 0;
    }
  a_negative = peep_negative_p (a, p);
  b_negative = peep_negative_p (b, p);
  q = peep_magnitude (a, p) / peep_magnitude (b, p);
  r = peep_magnitude (a, p) % peep_magnitude (b, p);
  if (a_negative != b_negative)
    {
      q = peep_neg (q, p);
      if (r != 0)
	q = peep_sub (q, 1, p);
    }
  return q;
}

/* Python's a % b: the result has the sign of B.  */
static inline peep_uint
peep_mod (int *u, peep_uint a, peep_uint b, unsigned p)
{
  peep_uint q = peep_floordiv (u, a, b, p);
  if (*u)
    return 0;
  return peep_sub (a, peep_mul (b, q, p), p);
}

/* The index of the highest set bit of A, an unsigned number.  */
static inline peep_uint
peep_highest_bit (int *u, peep_uint a, unsigned p)
{
  peep_uint i = 0;
  (void) p;
  if (a == 0)
    {
      *u = 1;
      return 0;
    }
  while (a >>= 1)
    i++;
  return i;
}

static inline peep_uint
peep_popcount (peep_uint a, unsigned p)
{
  (void) p;
  return (peep_uint) __builtin_popcountll ((unsigned long long) a)
	 + (peep_uint) __builtin_popcountll ((unsigned long long) (a >> 64));
}

static inline peep_uint
peep_min (peep_uint a, peep_uint b, unsigned p)
{
  return peep_slt (b, a, p) ? b : a;
}

static inline peep_uint
peep_max (peep_uint a, peep_uint b, unsigned p)
{
  return peep_slt (a, b, p) ? b : a;
}

static inline peep_uint
peep_umin (peep_uint a, peep_uint b, unsigned p)
{
  (void) p;
  return b < a ? b : a;
}

static inline peep_uint
peep_umax (peep_uint a, peep_uint b, unsigned p)
{
  (void) p;
  return a < b ? b : a;
}

/* Total operations on words, for the domain of words of the table of
   operations (include/peephole-concrete.h).  Where C, or the operation
   of GIMPLE, would be undefined (a shift by P or more, a division by
   zero), they give the value Z3's bit-vector operations give, so that
   the two domains agree on every input.  */

/* A of P bits sign-extended to R >= P bits.  */
static inline peep_uint
peep_sext (peep_uint a, unsigned p, unsigned r)
{
  if (!peep_negative_p (a, p))
    return a;
  return peep_norm (a | ~peep_mask (p), r);
}

/* A of P bits as a signed number.  */
__extension__ typedef __int128 peep_sint;

static inline peep_sint
peep_signed (peep_uint a, unsigned p)
{
  return (peep_sint) peep_sext (a, p, 128);
}

/* Shifts by any count B: by P or more, 0 (<<, >>u) or the sign
   (>>).  */
static inline peep_uint
peep_shl_total (peep_uint a, peep_uint b, unsigned p)
{
  return b >= p ? 0 : peep_norm (a << b, p);
}

static inline peep_uint
peep_lshr_total (peep_uint a, peep_uint b, unsigned p)
{
  return b >= p ? 0 : a >> b;
}

static inline peep_uint
peep_ashr_total (peep_uint a, peep_uint b, unsigned p)
{
  if (b >= p)
    return peep_negative_p (a, p) ? peep_mask (p) : 0;
  return peep_norm ((peep_uint) (peep_signed (a, p) >> b), p);
}

/* Rotations by B modulo P.  */
static inline peep_uint
peep_rotl (peep_uint a, peep_uint b, unsigned p)
{
  unsigned k = (unsigned) (b % p);
  return k == 0 ? a : peep_norm ((a << k) | (a >> (p - k)), p);
}

static inline peep_uint
peep_rotr (peep_uint a, peep_uint b, unsigned p)
{
  unsigned k = (unsigned) (b % p);
  return peep_rotl (a, k == 0 ? 0 : p - k, p);
}

/* Unsigned division and remainder; by zero, all ones and A.  */
static inline peep_uint
peep_udiv_total (peep_uint a, peep_uint b, unsigned p)
{
  return b == 0 ? peep_mask (p) : a / b;
}

static inline peep_uint
peep_urem_total (peep_uint a, peep_uint b, unsigned p)
{
  (void) p;
  return b == 0 ? a : a % b;
}

/* C's signed division and remainder, truncating towards zero, on the
   magnitudes as SMT-LIB's bvsdiv and bvsrem do: MININT / -1 is MININT,
   A / 0 is -1 or 1 (for A negative), A % 0 is A.  */
static inline peep_uint
peep_sdiv_total (peep_uint a, peep_uint b, unsigned p)
{
  int a_negative = peep_negative_p (a, p), b_negative = peep_negative_p (b, p);
  peep_uint q = peep_udiv_total (peep_magnitude (a, p),
				 peep_magnitude (b, p), p);
  return a_negative != b_negative ? peep_neg (q, p) : q;
}

static inline peep_uint
peep_srem_total (peep_uint a, peep_uint b, unsigned p)
{
  peep_uint r = peep_urem_total (peep_magnitude (a, p),
				 peep_magnitude (b, p), p);
  return peep_negative_p (a, p) ? peep_neg (r, p) : r;
}

/* The high P bits of the 2P-bit unsigned product of A and B.  */
static inline peep_uint
peep_umulh (peep_uint a, peep_uint b, unsigned p)
{
  if (p <= 64)
    return (a * b) >> p;
  /* 128 x 128 -> 256 bits, in 64-bit halves.  */
  peep_uint mask64 = peep_mask (64);
  peep_uint a0 = a & mask64, a1 = a >> 64, b0 = b & mask64, b1 = b >> 64;
  peep_uint p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  peep_uint middle = (p00 >> 64) + (p01 & mask64) + (p10 & mask64);
  peep_uint low = (p00 & mask64) | (middle << 64);
  peep_uint high = p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64);
  if (p == 128)
    return high;
  return peep_norm ((low >> p) | (high << (128 - p)), p);
}

/* The number of zeros above the highest one of A, and below its lowest
   one: P for 0.  */
static inline peep_uint
peep_clz (peep_uint a, unsigned p)
{
  unsigned n = p;
  while (a)
    {
      a >>= 1;
      n--;
    }
  return n;
}

static inline peep_uint
peep_ctz (peep_uint a, unsigned p)
{
  unsigned n = 0;
  if (a == 0)
    return p;
  while (!(a & 1))
    {
      a >>= 1;
      n++;
    }
  return n;
}

/* The bytes of A in the opposite order: its low byte is the result's
   high byte (of 8 * (P / 8) bits).  */
static inline peep_uint
peep_bswap (peep_uint a, unsigned p)
{
  peep_uint result = 0;
  for (unsigned i = 0; i + 7 < p; i += 8)
    result = (result << 8) | ((a >> i) & 0xff);
  return result;
}

#endif /* PEEPHOLE_ARITH_H */
