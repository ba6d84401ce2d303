/* peephole-semantics.h: the value and the undefined behaviour of every
   operation, written once, in the table of operations
   (include/peephole-ops.def), and instantiated here on Z3 terms.

   The table's VALUE column is an expression over the operands a and b
   in a small vocabulary of primitives (V_ADD, C_SLT ...); a domain
   gives each primitive a meaning and expands the table.  This header is
   the domain of Z3 bit-vector terms, used by the prover of rules
   (gen/semantics.c), by -verify (plugin/verify.cc) and by the rule search
   (gen/peepsearch.c); include/peephole-concrete.h is the domain of
   words, for concrete evaluation.  The undefined behaviour of the
   UNDEFINED column is defined here once per kind.

   The includer provides enum peep_op (include/peephole-api.h) and
   <z3.h>.  Everything is static: C and C++ include it alike.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_SEMANTICS_H
#define PEEPHOLE_SEMANTICS_H

#include "peephole-ops.h"

/* A constant of WIDTH bits.  */
static inline Z3_ast
peep_z3_uint (Z3_context z3, unsigned long long value, unsigned width)
{
  return Z3_mk_unsigned_int64 (z3, value, Z3_mk_bv_sort (z3, width));
}

/* The signed minimum of WIDTH bits.  */
static inline Z3_ast
peep_z3_minint (Z3_context z3, unsigned width)
{
  Z3_ast one = peep_z3_uint (z3, 1, width);
  return Z3_mk_bvshl (z3, one, peep_z3_uint (z3, width - 1, width));
}

/* A truth value as 0 or 1 of WIDTH bits.  */
static inline Z3_ast
peep_z3_bool (Z3_context z3, Z3_ast condition, unsigned width)
{
  return Z3_mk_ite (z3, condition, peep_z3_uint (z3, 1, width),
		    peep_z3_uint (z3, 0, width));
}

/* The high half of the unsigned product of A and B, of P bits each.  */
static inline Z3_ast
peep_z3_umulh (Z3_context z3, Z3_ast a, Z3_ast b, unsigned p)
{
  Z3_ast product = Z3_mk_bvmul (z3, Z3_mk_zero_ext (z3, p, a),
				Z3_mk_zero_ext (z3, p, b));
  return Z3_mk_extract (z3, 2 * p - 1, p, product);
}

/* A value of P bits as one of R bits: zero-extended or truncated.  */
static inline Z3_ast
peep_z3_resize (Z3_context z3, Z3_ast a, unsigned p, unsigned r)
{
  if (r == p)
    return a;
  return r > p ? Z3_mk_zero_ext (z3, r - p, a)
	 : Z3_mk_extract (z3, r - 1, 0, a);
}

/* Bit I of A, as a P-bit 0 or 1.  */
static inline Z3_ast
peep_z3_bit (Z3_context z3, Z3_ast a, unsigned i, unsigned p)
{
  return Z3_mk_zero_ext (z3, p - 1, Z3_mk_extract (z3, i, i, a));
}

/* The number of ones of A, of P bits, as a value of R bits.  */
static inline Z3_ast
peep_z3_popcount (Z3_context z3, Z3_ast a, unsigned p, unsigned r)
{
  Z3_ast sum = peep_z3_bit (z3, a, 0, p);
  for (unsigned i = 1; i < p; i++)
    sum = Z3_mk_bvadd (z3, sum, peep_z3_bit (z3, a, i, p));
  return peep_z3_resize (z3, sum, p, r);
}

/* The parity of A: its number of ones, modulo 2.  */
static inline Z3_ast
peep_z3_parity (Z3_context z3, Z3_ast a, unsigned p, unsigned r)
{
  Z3_ast x = Z3_mk_extract (z3, 0, 0, a);
  for (unsigned i = 1; i < p; i++)
    x = Z3_mk_bvxor (z3, x, Z3_mk_extract (z3, i, i, a));
  return Z3_mk_zero_ext (z3, r - 1, x);
}

/* The number of zeros above the highest one of A (P when A is 0; the
   operation is undefined there), as a value of R bits.  */
static inline Z3_ast
peep_z3_clz (Z3_context z3, Z3_ast a, unsigned p, unsigned r)
{
  Z3_ast result = peep_z3_uint (z3, p, r);
  for (unsigned i = 0; i < p; i++)
    result = Z3_mk_ite (z3, Z3_mk_eq (z3, Z3_mk_extract (z3, i, i, a),
				      peep_z3_uint (z3, 1, 1)),
			peep_z3_uint (z3, p - 1 - i, r), result);
  return result;
}

/* The number of zeros below the lowest one of A (P when A is 0), as a
   value of R bits; FIRST adds one and gives 0 for 0 (ffs).  */
static inline Z3_ast
peep_z3_ctz (Z3_context z3, Z3_ast a, unsigned p, unsigned r, int first)
{
  Z3_ast result = peep_z3_uint (z3, first ? 0 : p, r);
  for (unsigned i = p; i-- > 0;)
    result = Z3_mk_ite (z3, Z3_mk_eq (z3, Z3_mk_extract (z3, i, i, a),
				      peep_z3_uint (z3, 1, 1)),
			peep_z3_uint (z3, i + (first ? 1 : 0), r), result);
  return result;
}

/* A with its bytes in the opposite order.  */
static inline Z3_ast
peep_z3_bswap (Z3_context z3, Z3_ast a, unsigned p)
{
  Z3_ast result = Z3_mk_extract (z3, 7, 0, a);
  for (unsigned i = 8; i + 7 < p; i += 8)
    result = Z3_mk_concat (z3, result, Z3_mk_extract (z3, i + 7, i, a));
  return result;
}

/* The quotient of A by B, of P bits, rounded as ROUNDING says
   (PEEP_ROUND_*), as GCC's FLOOR_DIV_EXPR, CEIL_DIV_EXPR and
   ROUND_DIV_EXPR compute it (wi::div_floor ... in gcc/wide-int.h): the
   truncated quotient, moved by one where the remainder is not 0 and
   the rounding says so.  SIGNED_P reads A and B as signed: then the
   exact quotient is negative where their signs differ, and rounding to
   nearest goes away from zero when twice the remainder's magnitude is
   at least the divisor's.  Total, as bvsdiv is: the adjustment of a
   division by zero is what the formula gives.  */
static inline Z3_ast
peep_z3_div_rounded (Z3_context z3, Z3_ast a, Z3_ast b, unsigned p,
		     int signed_p, int rounding)
{
  Z3_ast zero = peep_z3_uint (z3, 0, p), one = peep_z3_uint (z3, 1, p);
  Z3_ast q = signed_p ? Z3_mk_bvsdiv (z3, a, b) : Z3_mk_bvudiv (z3, a, b);
  Z3_ast r = signed_p ? Z3_mk_bvsrem (z3, a, b) : Z3_mk_bvurem (z3, a, b);
  Z3_ast inexact = Z3_mk_not (z3, Z3_mk_eq (z3, r, zero));
  Z3_ast negative = signed_p ? Z3_mk_bvslt (z3, Z3_mk_bvxor (z3, a, b), zero)
		    : Z3_mk_false (z3);
  Z3_ast down = Z3_mk_bvsub (z3, q, one), up = Z3_mk_bvadd (z3, q, one);
  Z3_ast move[2] = { inexact, NULL };
  switch (rounding)
    {
    case PEEP_ROUND_FLOOR:
      move[1] = negative;
      return Z3_mk_ite (z3, Z3_mk_and (z3, 2, move), down, q);
    case PEEP_ROUND_CEIL:
      move[1] = Z3_mk_not (z3, negative);
      return Z3_mk_ite (z3, Z3_mk_and (z3, 2, move), up, q);
    default:
      {
	Z3_ast abs_r = signed_p ? Z3_mk_ite (z3, Z3_mk_bvslt (z3, r, zero),
					     Z3_mk_bvneg (z3, r), r) : r;
	Z3_ast abs_b = signed_p ? Z3_mk_ite (z3, Z3_mk_bvslt (z3, b, zero),
					     Z3_mk_bvneg (z3, b), b) : b;
	move[1] = Z3_mk_bvuge (z3, abs_r, Z3_mk_bvsub (z3, abs_b, abs_r));
	return Z3_mk_ite (z3, Z3_mk_and (z3, 2, move),
			  Z3_mk_ite (z3, negative, down, up), q);
      }
    }
}

/* The primitives of the VALUE column, over the context z3, the
   operands' precision p and a conversion's result precision r.  */
#define V_ZERO peep_z3_uint (z3, 0, p)
#define V_ADD(x, y) Z3_mk_bvadd (z3, x, y)
#define V_SUB(x, y) Z3_mk_bvsub (z3, x, y)
#define V_MUL(x, y) Z3_mk_bvmul (z3, x, y)
#define V_NEG(x) Z3_mk_bvneg (z3, x)
#define V_NOT(x) Z3_mk_bvnot (z3, x)
#define V_AND(x, y) Z3_mk_bvand (z3, x, y)
#define V_IOR(x, y) Z3_mk_bvor (z3, x, y)
#define V_XOR(x, y) Z3_mk_bvxor (z3, x, y)
#define V_SHL(x, y) Z3_mk_bvshl (z3, x, y)
#define V_ASHR(x, y) Z3_mk_bvashr (z3, x, y)
#define V_LSHR(x, y) Z3_mk_bvlshr (z3, x, y)
#define V_ROTL(x, y) Z3_mk_ext_rotate_left (z3, x, y)
#define V_ROTR(x, y) Z3_mk_ext_rotate_right (z3, x, y)
#define V_SDIV(x, y) Z3_mk_bvsdiv (z3, x, y)
#define V_SREM(x, y) Z3_mk_bvsrem (z3, x, y)
#define V_UDIV(x, y) Z3_mk_bvudiv (z3, x, y)
#define V_UREM(x, y) Z3_mk_bvurem (z3, x, y)
#define V_SDIV_FLOOR(x, y) \
  peep_z3_div_rounded (z3, x, y, p, 1, PEEP_ROUND_FLOOR)
#define V_SDIV_CEIL(x, y) peep_z3_div_rounded (z3, x, y, p, 1, PEEP_ROUND_CEIL)
#define V_SDIV_ROUND(x, y) \
  peep_z3_div_rounded (z3, x, y, p, 1, PEEP_ROUND_NEAREST)
#define V_UDIV_CEIL(x, y) peep_z3_div_rounded (z3, x, y, p, 0, PEEP_ROUND_CEIL)
#define V_UDIV_ROUND(x, y) \
  peep_z3_div_rounded (z3, x, y, p, 0, PEEP_ROUND_NEAREST)
#define V_UMULH(x, y) peep_z3_umulh (z3, x, y, p)
#define V_SEXT(x) Z3_mk_sign_ext (z3, r - p, x)
#define V_ZEXT(x) Z3_mk_zero_ext (z3, r - p, x)
#define V_TRUNC(x) Z3_mk_extract (z3, r - 1, 0, x)
#define V_BOOL(c) peep_z3_bool (z3, c, p)
#define V_POPCOUNT(x) peep_z3_popcount (z3, x, p, r)
#define V_PARITY(x) peep_z3_parity (z3, x, p, r)
#define V_CLZ(x) peep_z3_clz (z3, x, p, r)
#define V_CTZ(x) peep_z3_ctz (z3, x, p, r, 0)
#define V_FFS(x) peep_z3_ctz (z3, x, p, r, 1)
#define V_BSWAP(x) peep_z3_bswap (z3, x, p)
#define V_SELECT(c, x, y) Z3_mk_ite (z3, c, x, y)
#define C_EQ(x, y) Z3_mk_eq (z3, x, y)
#define C_NOT(c) Z3_mk_not (z3, c)
#define C_SLT(x, y) Z3_mk_bvslt (z3, x, y)
#define C_ULT(x, y) Z3_mk_bvult (z3, x, y)
#define C_TRUE(x) peep_z3_true (z3, x)

/* Whether A, of any width, is not 0: a select's condition.  */
static inline Z3_ast
peep_z3_true (Z3_context z3, Z3_ast a)
{
  unsigned width = Z3_get_bv_sort_size (z3, Z3_get_sort (z3, a));
  return Z3_mk_not (z3, Z3_mk_eq (z3, a, peep_z3_uint (z3, 0, width)));
}

/* The value of OP (A, B, C); A, B and C have P bits, the result P bits,
   or R for a conversion or an operation whose result has a type of its
   own, but that a select's condition A has a width of its own.  B and C
   are NULL where OP has fewer operands.  */
static inline Z3_ast
peep_z3_value (Z3_context z3, enum peep_op op, Z3_ast a, Z3_ast b, Z3_ast c,
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
      return NULL;
    }
}

#include "peephole-primitives.h"

/* The kinds of undefined behaviour of OP: PEEP_UB_* bits.  */
static inline int
peep_undefined_kinds (enum peep_op op)
{
  switch (op)
    {
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
    case PEEP_OP_##NAME: return UNDEFINED;
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
    default:
      return 0;
    }
}

/* The condition that OP (A, B), of P-bit operands, is free of the
   undefined behaviour KIND (one PEEP_UB_* bit).  Signed overflow is the
   value differing from the exact one: the operation computed in 2P
   bits on the sign-extended operands, which holds the exact value of
   every operation that overflows (sums, differences, products,
   negations), does not fit in P bits.  */
static inline Z3_ast
peep_z3_defined (Z3_context z3, enum peep_op op, int kind, Z3_ast a,
		 Z3_ast b, unsigned p)
{
  switch (kind)
    {
    case PEEP_UB_COUNT:
      return Z3_mk_bvult (z3, b, peep_z3_uint (z3, p, p));
    case PEEP_UB_DIVISOR:
      return Z3_mk_not (z3, Z3_mk_eq (z3, b, peep_z3_uint (z3, 0, p)));
    case PEEP_UB_ZERO:
      return Z3_mk_not (z3, Z3_mk_eq (z3, a, peep_z3_uint (z3, 0, p)));
    case PEEP_UB_QUOTIENT:
      {
	Z3_ast minimum = Z3_mk_eq (z3, a, peep_z3_minint (z3, p));
	Z3_ast minus_one = Z3_mk_eq (z3, b, Z3_mk_bvnot (z3, peep_z3_uint
							(z3, 0, p)));
	Z3_ast both[2] = { minimum, minus_one };
	return Z3_mk_not (z3, Z3_mk_and (z3, 2, both));
      }
    case PEEP_UB_INEXACT:
      /* The quotient times B gives A back: the remainder is 0.  */
      return Z3_mk_eq (z3, Z3_mk_bvmul (z3, peep_z3_value (z3, op, a, b, NULL,
							  p, p), b), a);
    case PEEP_UB_OVERFLOW:
      {
	Z3_ast wide_a = Z3_mk_sign_ext (z3, p, a);
	Z3_ast wide_b = b ? Z3_mk_sign_ext (z3, p, b) : NULL;
	Z3_ast exact = peep_z3_value (z3, op, wide_a, wide_b, NULL, 2 * p,
				     2 * p);
	Z3_ast low = Z3_mk_extract (z3, p - 1, 0, exact);
	return Z3_mk_eq (z3, Z3_mk_sign_ext (z3, p, low), exact);
      }
    default:
      return NULL;
    }
}

#endif /* PEEPHOLE_SEMANTICS_H */
