/* knownbits.h: the known-bits abstract domain, written once for every
   word type.

   An abstract value says, of each bit of a P-bit integer, that it is
   known to be 1, known to be 0, or unknown (the "tristate numbers" of
   the Linux eBPF verifier; PyPy's KnownBits).  It is a pair of words:

     ones    bits known to be 1
     zeros   bits known to be 0

   and it is well formed when no bit is in both.  It contains the
   concrete value V when V has every bit of ONES and no bit of ZEROS.
   Written most significant bit first, with '?' for an unknown bit, the
   8-bit value { ones 0x05, zeros 0xf0 } is 0000?1?1.

   A transfer function computes what is known of the result of an
   operation from what is known of its operands.  It is sound when, for
   all well-formed operands and all concrete values they contain, the
   result of the concrete operation is contained in the abstract result,
   and the abstract result is well formed.  For example

     kb_add (0?10, 0001) = 0?11	  (no carry out of the known low bits)
     kb_add (0?11, 0001) = ??00	  (a carry into the unknown bit)

   The same source is compiled twice: into the plugin on concrete words
   (plugin/knownbits-concrete.h), and into gen/kbprove on Z3 terms, which
   proves every transfer function sound at 8, 16, 32, 64 and 128 bits
   (a conversion or a bit-counting call, from each operand precision P
   to each result precision R it allows) and writes
   plugin/knownbits-proven.h.  What is proven is therefore this code,
   not a transcription of it.  For that, every function here is free of
   branches on words: a choice is select (CONDITION, A, B), which
   becomes an if-then-else term in Z3.  Loops run over the precision,
   which is a C number for both word types.

   A word type W provides (SMT-LIB semantics, all modulo 2^P):
     typename W::boolean       bool, or a Z3 Boolean term, with && ||
     & | ^ ~ + - * and unary -, == and != giving W::boolean
     word_ult, word_ule, word_sle  (W, W) -> W::boolean
     word_shl, word_lshr, word_ashr  (W, unsigned count); a count of P
				or more shifts every bit out
     word_constant (W like, uint64_t value)  a word of LIKE's precision
     word_precision (W)        P, a C number
     word_resize (W, unsigned precision)  the low bits of W, zero-extended
				or truncated to PRECISION bits
     select (W::boolean, W, W)

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_KNOWNBITS_H
#define PEEPHOLE_KNOWNBITS_H

#include <stdint.h>

template <class W>
struct KnownBits
{
  W ones;			/* bits known to be 1 */
  W zeros;			/* bits known to be 0 */
};

template <class W>
inline KnownBits<W>
kb_make (const W &ones, const W &zeros)
{
  KnownBits<W> result = { ones, zeros };
  return result;
}

/* Small words of LIKE's precision.  */

template <class W>
inline W
kb_word_zero (const W &like)
{
  return word_constant (like, 0);
}

template <class W>
inline W
kb_word_one (const W &like)
{
  return word_constant (like, 1);
}

template <class W>
inline W
kb_word_all_ones (const W &like)
{
  return ~word_constant (like, 0);
}

/* The sign bit, 1 << (P - 1).  */
template <class W>
inline W
kb_word_sign_bit (const W &like)
{
  return word_shl (kb_word_one (like), word_precision (like) - 1);
}

/* Construction and the relations of the domain.  */

/* Nothing known, at the precision of LIKE.  */
template <class W>
inline KnownBits<W>
kb_unknown (const W &like)
{
  return kb_make (kb_word_zero (like), kb_word_zero (like));
}

/* Everything known: the single value VALUE.  */
template <class W>
inline KnownBits<W>
kb_constant (const W &value)
{
  return kb_make (value, ~value);
}

/* Bits known one way or the other.  */
template <class W>
inline W
kb_known (const KnownBits<W> &a)
{
  return a.ones | a.zeros;
}

template <class W>
inline W
kb_unknowns (const KnownBits<W> &a)
{
  return ~(a.ones | a.zeros);
}

template <class W>
inline typename W::boolean
kb_well_formed (const KnownBits<W> &a)
{
  return (a.ones & a.zeros) == kb_word_zero (a.ones);
}

template <class W>
inline typename W::boolean
kb_contains (const KnownBits<W> &a, const W &value)
{
  return ((value & a.ones) == a.ones
	  && (value & a.zeros) == kb_word_zero (value));
}

template <class W>
inline typename W::boolean
kb_is_constant (const KnownBits<W> &a)
{
  return kb_known (a) == kb_word_all_ones (a.ones);
}

template <class W>
inline KnownBits<W>
kb_select (const typename W::boolean &condition, const KnownBits<W> &a,
	   const KnownBits<W> &b)
{
  return kb_make (select (condition, a.ones, b.ones),
		  select (condition, a.zeros, b.zeros));
}

/* What A and B both know: contains every value of A and every value of
   B, as a PHI node's result needs.  */
template <class W>
inline KnownBits<W>
kb_meet (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_make (a.ones & b.ones, a.zeros & b.zeros);
}

/* Two sound facts about the same value, together.  Both contain the
   value, so no bit can be known one way by A and the other by B.  */
template <class W>
inline KnownBits<W>
kb_combine (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_make (a.ones | b.ones, a.zeros | b.zeros);
}

/* Bitwise operations: each bit of the result depends on the same bit
   of the operands only.  */

template <class W>
inline KnownBits<W>
kb_and (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_make (a.ones & b.ones, a.zeros | b.zeros);
}

template <class W>
inline KnownBits<W>
kb_or (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_make (a.ones | b.ones, a.zeros & b.zeros);
}

template <class W>
inline KnownBits<W>
kb_xor (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_make ((a.ones & b.zeros) | (a.zeros & b.ones),
		  (a.ones & b.ones) | (a.zeros & b.zeros));
}

template <class W>
inline KnownBits<W>
kb_invert (const KnownBits<W> &a)
{
  return kb_make (a.zeros, a.ones);
}

/* Addition and subtraction, from "Sound, Precise, and Fast Abstract
   Interpretation with Tristate Numbers" (Vishwanathan et al.).  Adding
   the unknown bits to the sum of the known ones carries as far as any
   carry out of an unknown bit can reach; the bits where that sum and
   the sum of the known ones differ are unknown, with those unknown in
   either operand.  */
template <class W>
inline KnownBits<W>
kb_add (const KnownBits<W> &a, const KnownBits<W> &b)
{
  W sum_ones = a.ones + b.ones;
  W sum_unknowns = kb_unknowns (a) + kb_unknowns (b);
  W carries = (sum_ones + sum_unknowns) ^ sum_ones;
  W unknowns = kb_unknowns (a) | kb_unknowns (b) | carries;
  return kb_make (sum_ones & ~unknowns, ~sum_ones & ~unknowns);
}

/* Borrows reach as far as the difference of the known ones with the
   unknown bits of A all set differs from it with those of B all set.  */
template <class W>
inline KnownBits<W>
kb_sub (const KnownBits<W> &a, const KnownBits<W> &b)
{
  W difference = a.ones - b.ones;
  W borrows = ((difference + kb_unknowns (a))
	       ^ (difference - kb_unknowns (b)));
  W unknowns = kb_unknowns (a) | kb_unknowns (b) | borrows;
  return kb_make (difference & ~unknowns, ~difference & ~unknowns);
}

template <class W>
inline KnownBits<W>
kb_neg (const KnownBits<W> &a)
{
  return kb_sub (kb_constant (kb_word_zero (a.ones)), a);
}

/* The mask of the trailing one bits of X: 0111 for x0111.  */
template <class W>
inline W
kb_trailing_ones (const W &x)
{
  return x & ~(x + kb_word_one (x));
}

/* The mask of M + T low bits (all bits if that is P or more), for the
   masks LOW_M and LOW_T of M and T low bits: LOW_M shifted left once
   for each bit of LOW_T, filling with ones.  */
template <class W>
inline W
kb_widen_mask (const W &low_m, const W &low_t)
{
  W mask = low_m;
  W one = kb_word_one (low_m);
  unsigned precision = word_precision (low_m);
  for (unsigned i = 0; i < precision; i++)
    mask = select ((low_t & word_shl (one, i)) != kb_word_zero (one),
		   word_shl (mask, 1) | one, mask);
  return mask;
}

/* Multiplication.  The low bits of a product depend only on the low
   bits of the operands.  Write A = 2^ta A' and B = 2^tb B', where ta
   and tb count the trailing known zeros, and let ka and kb count the
   trailing known bits: the low ka - ta bits of A' and kb - tb bits of
   B' are known, so the low min (ka - ta, kb - tb) bits of A'B' are, and
   the low min (ka + tb, kb + ta) bits of AB are those of the product of
   the known ones.  This includes the ta + tb trailing zeros.  */
template <class W>
inline KnownBits<W>
kb_mul (const KnownBits<W> &a, const KnownBits<W> &b)
{
  W known_low_a = kb_trailing_ones (kb_known (a));
  W known_low_b = kb_trailing_ones (kb_known (b));
  W zeros_low_a = kb_trailing_ones (a.zeros);
  W zeros_low_b = kb_trailing_ones (b.zeros);
  W known = (kb_widen_mask (known_low_a, zeros_low_b)
	     & kb_widen_mask (known_low_b, zeros_low_a));
  W product = a.ones * b.ones;
  return kb_make (product & known, ~product & known);
}

/* Shifts by a constant count K in [0, P).  The bits shifted in are
   known: zeros, or copies of the sign bit, known or not.  */

template <class W>
inline KnownBits<W>
kb_shl_const (const KnownBits<W> &a, unsigned k)
{
  W shifted_in = ~word_shl (kb_word_all_ones (a.ones), k);
  return kb_make (word_shl (a.ones, k), word_shl (a.zeros, k) | shifted_in);
}

template <class W>
inline KnownBits<W>
kb_lshr_const (const KnownBits<W> &a, unsigned k)
{
  W shifted_in = ~word_lshr (kb_word_all_ones (a.ones), k);
  return kb_make (word_lshr (a.ones, k),
		  word_lshr (a.zeros, k) | shifted_in);
}

template <class W>
inline KnownBits<W>
kb_ashr_const (const KnownBits<W> &a, unsigned k)
{
  return kb_make (word_ashr (a.ones, k), word_ashr (a.zeros, k));
}

/* A shift by a count known only to lie in [LO, HI]: what SHIFT gives
   for every count of the range.  The caller guarantees LO <= HI < P;
   an empty range gives nothing known.  */
template <class W>
inline KnownBits<W>
kb_shift_range (const KnownBits<W> &a, const W &lo, const W &hi,
		KnownBits<W> (*shift) (const KnownBits<W> &, unsigned))
{
  unsigned precision = word_precision (a.ones);
  /* The identity of the meet: every bit known both ways.  */
  KnownBits<W> result = kb_make (kb_word_all_ones (a.ones),
				 kb_word_all_ones (a.ones));
  for (unsigned k = 0; k < precision; k++)
    {
      W count = word_constant (lo, k);
      result = kb_select (word_ule (lo, count) && word_ule (count, hi),
			  kb_meet (result, shift (a, k)), result);
    }
  typename W::boolean some_count
    = (word_ule (lo, hi) && word_ult (lo, word_constant (lo, precision)));
  return kb_select (some_count, result, kb_unknown (a.ones));
}

template <class W>
inline KnownBits<W>
kb_shl_range (const KnownBits<W> &a, const W &lo, const W &hi)
{
  return kb_shift_range (a, lo, hi, kb_shl_const<W>);
}

template <class W>
inline KnownBits<W>
kb_lshr_range (const KnownBits<W> &a, const W &lo, const W &hi)
{
  return kb_shift_range (a, lo, hi, kb_lshr_const<W>);
}

template <class W>
inline KnownBits<W>
kb_ashr_range (const KnownBits<W> &a, const W &lo, const W &hi)
{
  return kb_shift_range (a, lo, hi, kb_ashr_const<W>);
}

/* Between bits and ranges.  */

/* The unsigned interval [*LO, *HI] of the values of A: its unknown bits
   all clear, then all set.  */
template <class W>
inline void
kb_urange (const KnownBits<W> &a, W *lo, W *hi)
{
  *lo = a.ones;
  *hi = ~a.zeros;
}

/* The signed interval: as unsigned, but an unknown sign bit is set in
   the lower bound and clear in the upper one.  */
template <class W>
inline void
kb_srange (const KnownBits<W> &a, W *lo, W *hi)
{
  W unknown_sign = kb_unknowns (a) & kb_word_sign_bit (a.ones);
  *lo = a.ones | unknown_sign;
  *hi = ~a.zeros & ~unknown_sign;
}

/* The bits common to every value of the unsigned interval [LO, HI]:
   those above the highest bit where LO and HI differ.  */
template <class W>
inline KnownBits<W>
kb_from_urange (const W &lo, const W &hi)
{
  W differ = lo ^ hi;
  unsigned precision = word_precision (lo);
  for (unsigned shift = 1; shift < precision; shift *= 2)
    differ = differ | word_lshr (differ, shift);
  return kb_make (lo & ~differ, ~lo & ~differ);
}

/* Minimum and maximum: one of the operands, so what both know; or the
   operand that the bits show is the smaller (larger).  */

/* Of A and B, the smaller (WANT_MIN) or the larger, as signed or
   unsigned numbers.  */
template <class W>
inline KnownBits<W>
kb_min_max (const KnownBits<W> &a, const KnownBits<W> &b, bool is_signed,
	    bool want_min)
{
  W a_lo, a_hi, b_lo, b_hi;
  if (is_signed)
    {
      kb_srange (a, &a_lo, &a_hi);
      kb_srange (b, &b_lo, &b_hi);
    }
  else
    {
      kb_urange (a, &a_lo, &a_hi);
      kb_urange (b, &b_lo, &b_hi);
    }
  typename W::boolean a_below = (is_signed ? word_sle (a_hi, b_lo)
				 : word_ule (a_hi, b_lo));
  typename W::boolean b_below = (is_signed ? word_sle (b_hi, a_lo)
				 : word_ule (b_hi, a_lo));
  return kb_select (a_below, want_min ? a : b,
		    kb_select (b_below, want_min ? b : a, kb_meet (a, b)));
}

template <class W>
inline KnownBits<W>
kb_umin (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_min_max (a, b, false, true);
}

template <class W>
inline KnownBits<W>
kb_umax (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_min_max (a, b, false, false);
}

template <class W>
inline KnownBits<W>
kb_smin (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_min_max (a, b, true, true);
}

template <class W>
inline KnownBits<W>
kb_smax (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_min_max (a, b, true, false);
}

/* Extension: A holds a value of FROM_PRECISION bits in its low bits
   (the higher bits of A are ignored), converted to the word's precision
   by zero or sign extension.  Shifting the value to the top and back
   extends the knowledge of each bit the way the value is extended.  A
   FROM_PRECISION of P or more leaves A as it is.  */
template <class W>
inline KnownBits<W>
kb_extend (const KnownBits<W> &a, unsigned from_precision, bool is_signed)
{
  unsigned precision = word_precision (a.ones);
  if (from_precision >= precision)
    return a;
  unsigned high = precision - from_precision;
  W ones = word_shl (a.ones, high);
  W zeros = word_shl (a.zeros, high);
  if (is_signed)
    return kb_make (word_ashr (ones, high), word_ashr (zeros, high));
  W extension = ~word_lshr (kb_word_all_ones (a.ones), high);
  return kb_make (word_lshr (ones, high),
		  word_lshr (zeros, high) | extension);
}

/* Conversions: A, of P bits, to R bits, as the operations int_trunc,
   int_cast, int_zext and int_sext of the table convert it.  The
   caller gives R < P for kb_trunc, R > P for kb_zext and kb_sext.  */

/* The low bits of A, as words of R bits: truncated, or with the bits
   above P unknown.  */
template <class W>
inline KnownBits<W>
kb_resize (const KnownBits<W> &a, unsigned r)
{
  return kb_make (word_resize (a.ones, r), word_resize (a.zeros, r));
}

template <class W>
inline KnownBits<W>
kb_trunc (const KnownBits<W> &a, unsigned r)
{
  return kb_resize (a, r);
}

/* A conversion that keeps the precision keeps every bit.  */
template <class W>
inline KnownBits<W>
kb_cast (const KnownBits<W> &a)
{
  return a;
}

template <class W>
inline KnownBits<W>
kb_zext (const KnownBits<W> &a, unsigned r)
{
  return kb_extend (kb_resize (a, r), word_precision (a.ones), false);
}

template <class W>
inline KnownBits<W>
kb_sext (const KnownBits<W> &a, unsigned r)
{
  return kb_extend (kb_resize (a, r), word_precision (a.ones), true);
}

/* Bit counting: the built-in functions popcount, parity, clz, ctz and
   ffs of a P-bit operand, whose result is an R-bit int, and bswap.
   Each count is a number in [0, P]: what is known of it is an unsigned
   interval [*LO, *HI] of R-bit words, the best one for the known bits
   of the operand, and the bits common to that interval
   (kb_from_urange).  For instance, for x = ????1000, ctz (x) is 3 and
   popcount (x) lies in [1, 5]: 00000???.  clz and ctz are undefined
   for 0: a value of A that is 0 has no result to contain, and an A
   that holds only 0 gives [0, P - 1].  */

/* Whether bit I of X is set.  */
template <class W>
inline typename W::boolean
kb_word_bit (const W &x, unsigned i)
{
  return (x & word_shl (kb_word_one (x), i)) != kb_word_zero (x);
}

/* The number of one bits of X, as a word of R bits.  */
template <class W>
inline W
kb_word_popcount (const W &x, unsigned r)
{
  unsigned precision = word_precision (x);
  W count = kb_word_zero (x);
  for (unsigned i = 0; i < precision; i++)
    count = count + (word_lshr (x, i) & kb_word_one (x));
  return word_resize (count, r);
}

/* The number of zero bits of X above its highest one bit (P for 0), as
   a word of R bits.  */
template <class W>
inline W
kb_word_clz (const W &x, unsigned r)
{
  unsigned precision = word_precision (x);
  W like = word_resize (x, r);
  W count = word_constant (like, precision);
  for (unsigned i = 0; i < precision; i++)
    count = select (kb_word_bit (x, i),
		    word_constant (like, precision - 1 - i), count);
  return count;
}

/* The number of zero bits of X below its lowest one bit (P for 0), as
   a word of R bits.  */
template <class W>
inline W
kb_word_ctz (const W &x, unsigned r)
{
  unsigned precision = word_precision (x);
  W like = word_resize (x, r);
  W count = word_constant (like, precision);
  for (unsigned i = precision; i-- > 0;)
    count = select (kb_word_bit (x, i), word_constant (like, i), count);
  return count;
}

/* X with its bytes in the opposite order; P is a multiple of 8.  */
template <class W>
inline W
kb_word_bswap (const W &x)
{
  unsigned precision = word_precision (x);
  W result = kb_word_zero (x);
  for (unsigned i = 0; i + 8 <= precision; i += 8)
    result = result | word_shl (word_lshr (x, i) & word_constant (x, 0xff),
				precision - 8 - i);
  return result;
}

/* popcount (X) counts at least the known ones and at most the bits
   that may be one.  */
template <class W>
inline void
kb_popcount_range (const KnownBits<W> &a, unsigned r, W *lo, W *hi)
{
  *lo = kb_word_popcount (a.ones, r);
  *hi = kb_word_popcount (~a.zeros, r);
}

/* clz (X) is at least that of the bits that may be one, X's largest
   value, and at most that of the known ones, or without any, that of
   the lowest bit that may be one alone.  */
template <class W>
inline void
kb_clz_range (const KnownBits<W> &a, unsigned r, W *lo, W *hi)
{
  unsigned precision = word_precision (a.ones);
  W maybe = ~a.zeros;
  W zero = kb_word_zero (maybe);
  W like = word_resize (maybe, r);
  W last = word_constant (like, precision - 1);
  typename W::boolean only_zero = maybe == zero;
  *lo = select (only_zero, kb_word_zero (like), kb_word_clz (maybe, r));
  *hi = select (a.ones != zero, kb_word_clz (a.ones, r),
		select (only_zero, last, last - kb_word_ctz (maybe, r)));
}

/* ctz (X), the other way round: at least that of the bits that may be
   one, at most that of the known ones, or of the highest bit that may
   be one alone.  */
template <class W>
inline void
kb_ctz_range (const KnownBits<W> &a, unsigned r, W *lo, W *hi)
{
  unsigned precision = word_precision (a.ones);
  W maybe = ~a.zeros;
  W zero = kb_word_zero (maybe);
  W like = word_resize (maybe, r);
  W last = word_constant (like, precision - 1);
  typename W::boolean only_zero = maybe == zero;
  *lo = select (only_zero, kb_word_zero (like), kb_word_ctz (maybe, r));
  *hi = select (a.ones != zero, kb_word_ctz (a.ones, r),
		select (only_zero, last, last - kb_word_clz (maybe, r)));
}

/* ffs (X) is 0 for 0, else ctz (X) + 1: with a known one, one more than
   the range of ctz; without, from 0 to one more than the index of the
   highest bit that may be one (0 if X is 0).  */
template <class W>
inline void
kb_ffs_range (const KnownBits<W> &a, unsigned r, W *lo, W *hi)
{
  unsigned precision = word_precision (a.ones);
  W maybe = ~a.zeros;
  W zero = kb_word_zero (maybe);
  W like = word_resize (maybe, r);
  W one = kb_word_one (like);
  typename W::boolean some_one = a.ones != zero;
  *lo = select (some_one, kb_word_ctz (maybe, r) + one, kb_word_zero (like));
  *hi = select (some_one, kb_word_ctz (a.ones, r) + one,
		word_constant (like, precision) - kb_word_clz (maybe, r));
}

/* The known bits of the counts, from their ranges.  */

template <class W>
inline KnownBits<W>
kb_popcount (const KnownBits<W> &a, unsigned r)
{
  W lo, hi;
  kb_popcount_range (a, r, &lo, &hi);
  return kb_from_urange (lo, hi);
}

template <class W>
inline KnownBits<W>
kb_clz (const KnownBits<W> &a, unsigned r)
{
  W lo, hi;
  kb_clz_range (a, r, &lo, &hi);
  return kb_from_urange (lo, hi);
}

template <class W>
inline KnownBits<W>
kb_ctz (const KnownBits<W> &a, unsigned r)
{
  W lo, hi;
  kb_ctz_range (a, r, &lo, &hi);
  return kb_from_urange (lo, hi);
}

template <class W>
inline KnownBits<W>
kb_ffs (const KnownBits<W> &a, unsigned r)
{
  W lo, hi;
  kb_ffs_range (a, r, &lo, &hi);
  return kb_from_urange (lo, hi);
}

/* The parity is known when every bit is; it is 0 or 1 anyway.  */
template <class W>
inline KnownBits<W>
kb_parity (const KnownBits<W> &a, unsigned r)
{
  W one = kb_word_one (word_resize (a.ones, r));
  W parity = kb_word_popcount (a.ones, r) & one;
  return kb_select (kb_is_constant (a), kb_constant (parity),
		    kb_make (kb_word_zero (one), ~one));
}

/* Swapping the bytes swaps what is known of them.  */
template <class W>
inline KnownBits<W>
kb_bswap (const KnownBits<W> &a)
{
  return kb_make (kb_word_bswap (a.ones), kb_word_bswap (a.zeros));
}

/* Comparisons, as 0 or 1 at the precision of the operands.  */

template <class W>
inline KnownBits<W>
kb_bool (const W &like)
{
  return kb_make (kb_word_zero (like), ~kb_word_one (like));
}

/* Whether some bit is known to be 1 in one operand and 0 in the
   other: then no value of A equals a value of B.  */
template <class W>
inline typename W::boolean
kb_disagree (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return (((a.ones & b.zeros) | (a.zeros & b.ones))
	  != kb_word_zero (a.ones));
}

/* EQUAL if A and B are the same constant, DIFFERENT if they disagree on
   a known bit, otherwise 0 or 1.  */
template <class W>
inline KnownBits<W>
kb_compare_equal (const KnownBits<W> &a, const KnownBits<W> &b,
		  const W &equal, const W &different)
{
  typename W::boolean same = (kb_is_constant (a) && kb_is_constant (b)
			      && a.ones == b.ones);
  return kb_select (same, kb_constant (equal),
		    kb_select (kb_disagree (a, b), kb_constant (different),
			       kb_bool (a.ones)));
}

template <class W>
inline KnownBits<W>
kb_eq (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_compare_equal (a, b, kb_word_one (a.ones), kb_word_zero (a.ones));
}

template <class W>
inline KnownBits<W>
kb_ne (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_compare_equal (a, b, kb_word_zero (a.ones), kb_word_one (a.ones));
}

#endif /* PEEPHOLE_KNOWNBITS_H */
