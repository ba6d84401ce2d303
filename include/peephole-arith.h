/* peephole-arith.h: the arithmetic of checks and assignments, for the
   generated matcher.

   Rule expressions (check C > 0, mask = (-1 << C) >>u C ...) compute on
   P-bit two's-complement values with wrapping arithmetic, held
   zero-extended in a peep_uint.  gen/prove.c gives Z3 the same
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

#endif /* PEEPHOLE_ARITH_H */
