/* facts.cc: what the plugin knows of an operand's value at a statement.

   The facts of include/peephole-api.h (signed and unsigned ranges,
   known ones and zeros) of an SSA name, as a value of the precision P
   the rule sees it at (its own, or the statement's: a rule may involve
   several types), come from:
   - GCC's ranger: the range of the name at the statement, so that
     conditions that dominate it count;
   - get_nonzero_bits: the bits CCP found to be zero;
   - the plugin's own known-bits propagation through the statements
     that define the name (knownbits.h, the tristate domain of seed 001,
     whose transfer functions gen/kbprove proves sound at build time):
     assignments, conversions, PHI nodes and the bit-counting calls of
     the table;
   - for the result of a bit-counting call, the range of the count that
     the known bits of its operand give (popcount (x | 7) >= 3);
   and each kind narrows the others: bits narrow the ranges, ranges fix
   high bits.  Every fact is sound: a value the program can compute
   satisfies it.  A name of precision Q is seen at P as its low P bits
   if Q >= P, else extended as its type extends; each source of facts
   maps its own to P so (narrow_by_interval, bits_at_precision).
   Facts are computed on demand, when a rule's check asks; known bits
   are cached for the function.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "gimple-range.h"
#include "tree-ssanames.h"
#include "dominance.h"

#include "compat.h"
#include "glue.h"
#include "peephole-arith.h"
#include "knownbits.h"
#include "knownbits-concrete.h"
#include "knownbits-proven.h"

typedef KnownBits<ConcreteWord> Bits;

static bool facts_enabled;

/* Known bits of SSA names, by version: computed once per function.  */
enum { BITS_UNKNOWN, BITS_IN_PROGRESS, BITS_DONE };
static vec<Bits> bits_cache;
static vec<unsigned char> bits_state;

/* How deep the propagation looks through defining statements.  */
#define BITS_MAX_DEPTH 8

/* Whether the ranger runs for the current function.  It starts at the
   first query of a range, not with the function: most functions ask
   none, and the dominators and the ranger's start-up are most of what
   facts cost.  Null until then.  */
static range_query *ranger_query;

void
peep_facts_start (bool enabled)
{
  facts_enabled = enabled;
  ranger_query = NULL;
  bits_cache.truncate (0);
  bits_state.truncate (0);
}

/* The ranger of the current function, started if need be.  */
static range_query *
ranger (void)
{
  if (!ranger_query)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      ranger_query = peep_ranger_start (cfun);
    }
  return ranger_query;
}

void
peep_facts_finish (function *fun)
{
  if (ranger_query)
    peep_ranger_stop (fun, ranger_query);
  ranger_query = NULL;
  facts_enabled = false;
  bits_cache.release ();
  bits_state.release ();
}

/* T, an SSA name, is new: forget what was cached under its version,
   which a released name may have had.  */
void
peep_facts_forget (tree t)
{
  unsigned version = SSA_NAME_VERSION (t);
  if (version < bits_state.length ())
    bits_state[version] = BITS_UNKNOWN;
}

static void
unknown_facts (unsigned p, struct peep_facts *f)
{
  f->lower = peep_minint (p);
  f->upper = peep_minint (p) - 1;
  f->ulower = 0;
  f->uupper = peep_mask (p);
  f->ones = f->zeros = 0;
}

/* Narrow F with the signed range [LO, HI] (P-bit patterns).  */
static void
narrow_signed (struct peep_facts *f, peep_uint lo, peep_uint hi, unsigned p)
{
  if (peep_slt (f->lower, lo, p))
    f->lower = lo;
  if (peep_slt (hi, f->upper, p))
    f->upper = hi;
}

static void
narrow_unsigned (struct peep_facts *f, peep_uint lo, peep_uint hi)
{
  if (f->ulower < lo)
    f->ulower = lo;
  if (hi < f->uupper)
    f->uupper = hi;
}

/* Narrow F with the integer interval [LO, HI] that the value of the
   operand lies in.  The model's value is the operand's modulo 2^P;
   where the interval maps to P-bit values without wrapping, it is a
   range of those, as signed and as unsigned numbers.  */
static void
narrow_by_interval (struct peep_facts *f, const widest_int &lo,
		    const widest_int &hi, unsigned p)
{
  widest_int smin = wi::neg (wi::lshift (widest_int (1), p - 1));
  widest_int smax = wi::lshift (widest_int (1), p - 1) - 1;
  widest_int umax = wi::lshift (widest_int (1), p) - 1;
  if (wi::les_p (smin, lo) && wi::les_p (hi, smax))
    narrow_signed (f, peep_low_bits (lo, p), peep_low_bits (hi, p), p);
  if (!wi::neg_p (lo) && wi::les_p (hi, umax))
    narrow_unsigned (f, peep_low_bits (lo, p), peep_low_bits (hi, p));
  else if (wi::neg_p (hi) && wi::les_p (smin, lo))
    narrow_unsigned (f, peep_low_bits (lo, p), peep_low_bits (hi, p));
}

/* The range of T at STMT, from the ranger.  */
static void
range_facts (tree t, gimple *stmt, unsigned p, struct peep_facts *f)
{
  int_range_max r;
  if (!ranger ()->range_of_expr (r, t, stmt)
      || r.undefined_p () || r.varying_p ())
    return;
  signop sign = TYPE_SIGN (TREE_TYPE (t));
  narrow_by_interval (f, widest_int::from (r.lower_bound (), sign),
		      widest_int::from (r.upper_bound (), sign), p);
  /* Known zeros in the range itself (GCC 13 and later).  */
  wide_int nonzero;
  if (TYPE_PRECISION (TREE_TYPE (t)) == p
      && peep_range_nonzero_bits (r, &nonzero))
    f->zeros |= ~peep_low_bits (widest_int::from (nonzero, UNSIGNED), p)
		& peep_mask (p);
}

/* Known bits.  The plugin uses a transfer function only at the
   precisions where gen/kbprove proved it sound (knownbits-proven.h);
   elsewhere the result is unknown.  */

#define PROVEN(FUNCTION, PRECISION) KB_PROVEN_AT (FUNCTION, (PRECISION))

/* For the functions from one precision to another: conversions and
   bit-counting calls.  */
#define PROVEN_FROM_TO(FUNCTION, PRECISION, RESULT_PRECISION) \
  KB_PROVEN_FROM_TO (FUNCTION, (PRECISION), (RESULT_PRECISION))

static Bits
unknown_bits (unsigned p)
{
  return kb_unknown (concrete_word (0, p));
}

static Bits known_bits (tree t, int depth);

/* B, the known bits of a value of precision Q, converted to precision
   P: its low bits if Q >= P, else extended as an operand of type
   signedness IS_UNSIGNED extends.  kbprove proves the conversions
   between the precisions of its widths; an operand of another
   precision (a _Bool, a bit-field) is extended by kb_extend, proven at
   P for every precision it extends from, whatever the bits above Q of
   its word.  */
static Bits
convert_bits (const Bits &b, unsigned q, unsigned p, bool is_unsigned)
{
  if (q > p)
    return PROVEN_FROM_TO (trunc, q, p) ? kb_trunc (b, p) : unknown_bits (p);
  if (q == p)
    return PROVEN_FROM_TO (cast, q, p) ? kb_cast (b) : unknown_bits (p);
  if (is_unsigned && PROVEN_FROM_TO (zext, q, p))
    return kb_zext (b, p);
  if (!is_unsigned && PROVEN_FROM_TO (sext, q, p))
    return kb_sext (b, p);
  if (!PROVEN (extend, p))
    return unknown_bits (p);
  return kb_extend (kb_resize (b, p), q, !is_unsigned);
}

/* The known bits of T, of precision Q, as a value of precision P: its
   low bits if Q >= P, else extended as T's type extends.  */
static Bits
bits_at_precision (tree t, unsigned p, int depth)
{
  unsigned q = TYPE_PRECISION (TREE_TYPE (t));
  Bits b = known_bits (t, depth);
  if (q == p)
    return b;
  return convert_bits (b, q, p, TYPE_UNSIGNED (TREE_TYPE (t)));
}

/* A shift of A (precision P) by COUNT, at statement DEF: by a constant
   count, or by one the ranger bounds within [0, P).  */
static Bits
shift_bits (enum tree_code code, bool is_unsigned, const Bits &a,
	    tree count, gimple *def, unsigned p)
{
  bool left = code == LSHIFT_EXPR;
  if (TREE_CODE (count) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (count) || tree_to_uhwi (count) >= p)
	return unknown_bits (p);
      unsigned k = (unsigned) tree_to_uhwi (count);
      if (left)
	return PROVEN (shl_const, p) ? kb_shl_const (a, k) : unknown_bits (p);
      if (is_unsigned)
	return PROVEN (lshr_const, p) ? kb_lshr_const (a, k)
	       : unknown_bits (p);
      return PROVEN (ashr_const, p) ? kb_ashr_const (a, k) : unknown_bits (p);
    }
  int_range_max r;
  if (TREE_CODE (count) != SSA_NAME
      || !ranger ()->range_of_expr (r, count, def)
      || r.undefined_p () || r.varying_p ())
    return unknown_bits (p);
  widest_int lo = widest_int::from (r.lower_bound (), TYPE_SIGN (TREE_TYPE (count)));
  widest_int hi = widest_int::from (r.upper_bound (), TYPE_SIGN (TREE_TYPE (count)));
  if (wi::neg_p (lo) || wi::ges_p (hi, p))
    return unknown_bits (p);
  ConcreteWord low = concrete_word (lo.to_uhwi (), p);
  ConcreteWord high = concrete_word (hi.to_uhwi (), p);
  if (left)
    return PROVEN (shl_range, p) ? kb_shl_range (a, low, high)
	   : unknown_bits (p);
  if (is_unsigned)
    return PROVEN (lshr_range, p) ? kb_lshr_range (a, low, high)
	   : unknown_bits (p);
  return PROVEN (ashr_range, p) ? kb_ashr_range (a, low, high)
	 : unknown_bits (p);
}

static bool
power_of_two (peep_uint v)
{
  return v != 0 && (v & (v - 1)) == 0;
}

/* K for V = 2^K.  */
static unsigned
exact_log2_uint (peep_uint v)
{
  unsigned k = 0;
  while (v >>= 1)
    k++;
  return k;
}

/* The known bits of the result of a binary operation CODE.  */
static Bits
binary_bits (enum tree_code code, bool is_unsigned, const Bits &a,
	     const Bits &b, unsigned p)
{
  switch (code)
    {
    case BIT_AND_EXPR:
      return PROVEN (and, p) ? kb_and (a, b) : unknown_bits (p);
    case BIT_IOR_EXPR:
      return PROVEN (or, p) ? kb_or (a, b) : unknown_bits (p);
    case BIT_XOR_EXPR:
      return PROVEN (xor, p) ? kb_xor (a, b) : unknown_bits (p);
    case PLUS_EXPR:
      return PROVEN (add, p) ? kb_add (a, b) : unknown_bits (p);
    case MINUS_EXPR:
      return PROVEN (sub, p) ? kb_sub (a, b) : unknown_bits (p);
    case MULT_EXPR:
      /* X * 2^K is X << K, modulo 2^P.  kb_mul is proven at few
	 precisions (Z3 times out on multiplication); the shift is
	 proven everywhere.  */
      if (kb_is_constant (b) && power_of_two (b.ones.value)
	  && PROVEN (shl_const, p))
	return kb_shl_const (a, exact_log2_uint (b.ones.value));
      if (kb_is_constant (a) && power_of_two (a.ones.value)
	  && PROVEN (shl_const, p))
	return kb_shl_const (b, exact_log2_uint (a.ones.value));
      return PROVEN (mul, p) ? kb_mul (a, b) : unknown_bits (p);
    case MIN_EXPR:
      if (is_unsigned)
	return PROVEN (umin, p) ? kb_umin (a, b) : unknown_bits (p);
      return PROVEN (smin, p) ? kb_smin (a, b) : unknown_bits (p);
    case MAX_EXPR:
      if (is_unsigned)
	return PROVEN (umax, p) ? kb_umax (a, b) : unknown_bits (p);
      return PROVEN (smax, p) ? kb_smax (a, b) : unknown_bits (p);
    default:
      return unknown_bits (p);
    }
}

/* A comparison CODE of A and B (of precision Q), as a value of
   precision P: 0 or 1, decided for EQ and NE when the bits tell.  */
static Bits
comparison_bits (enum tree_code code, const Bits &a, const Bits &b,
		 unsigned q, unsigned p)
{
  Bits result = unknown_bits (q);
  if (code == EQ_EXPR && PROVEN (eq, q))
    result = kb_eq (a, b);
  else if (code == NE_EXPR && PROVEN (ne, q))
    result = kb_ne (a, b);
  else if (PROVEN (bool, q))
    result = kb_bool (a.ones);
  /* 0 or 1 at precision Q is 0 or 1 at any precision.  */
  peep_uint high = ~(peep_uint) 1;
  return kb_make (concrete_word (result.ones.value, p),
		  concrete_word (result.zeros.value | (high & peep_mask (p)), p));
}

/* The known bits of the value that DEF, an assignment of precision P,
   computes.  */
static Bits
assignment_bits (gassign *def, unsigned p, int depth)
{
  enum tree_code code = gimple_assign_rhs_code (def);
  tree rhs1 = gimple_assign_rhs1 (def);
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  if (!INTEGRAL_TYPE_P (TREE_TYPE (rhs1)))
    return unknown_bits (p);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      unsigned q = TYPE_PRECISION (TREE_TYPE (rhs1));
      if (q > 128)
	return unknown_bits (p);
      return comparison_bits (code, known_bits (rhs1, depth),
			      known_bits (gimple_assign_rhs2 (def), depth),
			      q, p);
    }
  if (code == SSA_NAME || code == INTEGER_CST)
    return bits_at_precision (rhs1, p, depth);
  if (CONVERT_EXPR_CODE_P (code))
    return convert_bits (known_bits (rhs1, depth),
			 TYPE_PRECISION (TREE_TYPE (rhs1)), p,
			 TYPE_UNSIGNED (TREE_TYPE (rhs1)));
  if (code == BIT_NOT_EXPR)
    return PROVEN (invert, p) ? kb_invert (known_bits (rhs1, depth))
	   : unknown_bits (p);
  if (code == NEGATE_EXPR)
    return PROVEN (neg, p) ? kb_neg (known_bits (rhs1, depth))
	   : unknown_bits (p);
  if (gimple_num_ops (def) != 3)
    return unknown_bits (p);
  tree rhs2 = gimple_assign_rhs2 (def);
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR)
    return shift_bits (code, TYPE_UNSIGNED (type), known_bits (rhs1, depth),
		       rhs2, def, p);
  if (TYPE_PRECISION (TREE_TYPE (rhs2)) != p)
    return unknown_bits (p);
  return binary_bits (code, TYPE_UNSIGNED (type), known_bits (rhs1, depth),
		      known_bits (rhs2, depth), p);
}

/* The bit-counting call CALL, or NULL: a call of a function of the
   table (peep_classify).  Its clz and ctz are the built-in functions,
   undefined at 0 as the transfer functions assume; GCC's internal
   functions .CLZ and .CTZ, which the target may define there, are not
   among them.  */
static gcall *
counting_call (gimple *def)
{
  gcall *call = dyn_cast <gcall *> (def);
  if (!call || peep_classify (call) == PEEP_OP_NONE)
    return NULL;
  return call;
}

/* The known bits of the result of CALL, a bit-counting call whose
   result has precision P.  */
static Bits
call_bits (gcall *call, unsigned p, int depth)
{
  tree arg = gimple_call_arg (call, 0);
  unsigned q = TYPE_PRECISION (TREE_TYPE (arg));
  Bits a = known_bits (arg, depth);
  switch (peep_classify (call))
    {
    case PEEP_OP_int_popcount:
      return PROVEN_FROM_TO (popcount, q, p) ? kb_popcount (a, p)
	     : unknown_bits (p);
    case PEEP_OP_int_parity:
      return PROVEN_FROM_TO (parity, q, p) ? kb_parity (a, p)
	     : unknown_bits (p);
    case PEEP_OP_int_clz:
      return PROVEN_FROM_TO (clz, q, p) ? kb_clz (a, p) : unknown_bits (p);
    case PEEP_OP_int_ctz:
      return PROVEN_FROM_TO (ctz, q, p) ? kb_ctz (a, p) : unknown_bits (p);
    case PEEP_OP_int_ffs:
      return PROVEN_FROM_TO (ffs, q, p) ? kb_ffs (a, p) : unknown_bits (p);
    case PEEP_OP_int_bswap:
      return q == p && PROVEN (bswap, p) ? kb_bswap (a) : unknown_bits (p);
    default:
      return unknown_bits (p);
    }
}

/* Narrow F, the facts of T at precision P, with the range of the count
   when T is the result of a bit-counting call: from the known bits of
   its operand, the interval of the count, which is more than the bits
   common to it (ctz (x | 16) is in [0, 4], which has no bit known but
   those above).  */
static void
call_range_facts (tree t, unsigned p, struct peep_facts *f)
{
  gcall *call = (SSA_NAME_IS_DEFAULT_DEF (t) ? NULL
		 : counting_call (SSA_NAME_DEF_STMT (t)));
  if (!call)
    return;
  tree arg = gimple_call_arg (call, 0);
  unsigned q = TYPE_PRECISION (TREE_TYPE (arg));
  unsigned r = TYPE_PRECISION (TREE_TYPE (t));
  Bits a = known_bits (arg, 1);
  ConcreteWord lo, hi;
  switch (peep_classify (call))
    {
    case PEEP_OP_int_popcount:
      if (!PROVEN_FROM_TO (popcount_range, q, r))
	return;
      kb_popcount_range (a, r, &lo, &hi);
      break;
    case PEEP_OP_int_clz:
      if (!PROVEN_FROM_TO (clz_range, q, r))
	return;
      kb_clz_range (a, r, &lo, &hi);
      break;
    case PEEP_OP_int_ctz:
      if (!PROVEN_FROM_TO (ctz_range, q, r))
	return;
      kb_ctz_range (a, r, &lo, &hi);
      break;
    case PEEP_OP_int_ffs:
      if (!PROVEN_FROM_TO (ffs_range, q, r))
	return;
      kb_ffs_range (a, r, &lo, &hi);
      break;
    default:
      return;
    }
  /* An operand that cannot be well formed (in code never run) gives
     no interval.  */
  if (word_ule (lo, hi))
    narrow_by_interval (f, (unsigned HOST_WIDE_INT) lo.value,
			(unsigned HOST_WIDE_INT) hi.value, p);
}

/* What every argument of PHI has in common.  */
static Bits
phi_bits (gphi *phi, unsigned p, int depth)
{
  if (!PROVEN (meet, p) || gimple_phi_num_args (phi) == 0)
    return unknown_bits (p);
  Bits result = known_bits (gimple_phi_arg_def (phi, 0), depth);
  for (unsigned i = 1; i < gimple_phi_num_args (phi); i++)
    result = kb_meet (result, known_bits (gimple_phi_arg_def (phi, i),
					  depth));
  return result;
}

/* The known bits of T (an SSA name or a constant of integral type),
   at its own precision, looking DEPTH statements deep at most.  */
static Bits
known_bits (tree t, int depth)
{
  unsigned p = TYPE_PRECISION (TREE_TYPE (t));
  if (p > 128)
    return unknown_bits (p);
  if (TREE_CODE (t) == INTEGER_CST)
    return kb_constant (concrete_word (peep_low_bits (wi::to_widest (t), p),
				       p));
  if (TREE_CODE (t) != SSA_NAME || depth > BITS_MAX_DEPTH)
    return unknown_bits (p);
  unsigned version = SSA_NAME_VERSION (t);
  if (version >= bits_state.length ())
    {
      bits_state.safe_grow_cleared (num_ssa_names + 1);
      bits_cache.safe_grow_cleared (num_ssa_names + 1);
    }
  if (bits_state[version] == BITS_DONE)
    return bits_cache[version];
  if (bits_state[version] == BITS_IN_PROGRESS)
    return unknown_bits (p);	/* a cycle through PHIs */
  bits_state[version] = BITS_IN_PROGRESS;
  Bits b = unknown_bits (p);
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!SSA_NAME_IS_DEFAULT_DEF (t) && is_a <gassign *> (def))
    b = assignment_bits (as_a <gassign *> (def), p, depth + 1);
  else if (!SSA_NAME_IS_DEFAULT_DEF (t) && is_a <gphi *> (def))
    b = phi_bits (as_a <gphi *> (def), p, depth + 1);
  else if (!SSA_NAME_IS_DEFAULT_DEF (t) && counting_call (def))
    b = call_bits (as_a <gcall *> (def), p, depth + 1);
  /* What CCP found to be zero holds too.  */
  widest_int nonzero = widest_int::from (get_nonzero_bits (t), UNSIGNED);
  if (PROVEN (combine, p))
    b = kb_combine (b, kb_make (concrete_word (0, p),
				concrete_word (~peep_low_bits (nonzero, p), p)));
  /* The vectors may have grown, and moved, meanwhile.  */
  bits_state[version] = BITS_DONE;
  bits_cache[version] = b;
  return b;
}

/* Make the kinds of facts agree: the bits of the unsigned bounds that
   every value in between shares are known; known bits bound the value;
   the sign bit relates the signed and unsigned ranges.  */
static void
combine_facts (struct peep_facts *f, unsigned p)
{
  Bits b = kb_make (concrete_word (f->ones, p), concrete_word (f->zeros, p));
  /* Bits narrow the ranges.  */
  ConcreteWord lo, hi;
  if (PROVEN (urange, p))
    {
      kb_urange (b, &lo, &hi);
      narrow_unsigned (f, lo.value, hi.value);
    }
  if (PROVEN (srange, p))
    {
      kb_srange (b, &lo, &hi);
      narrow_signed (f, lo.value, hi.value, p);
    }
  /* The common high bits of the unsigned bounds are known.  */
  if (f->ulower <= f->uupper && PROVEN (from_urange, p)
      && PROVEN (combine, p))
    {
      b = kb_combine (b, kb_from_urange (concrete_word (f->ulower, p),
					 concrete_word (f->uupper, p)));
      f->ones = b.ones.value;
      f->zeros = b.zeros.value;
    }
  /* A known sign makes the ranges the same, else each fixes the sign.  */
  if (f->zeros & peep_minint (p) || f->uupper < peep_minint (p))
    narrow_signed (f, f->ulower, f->uupper, p);
  else if (f->ones & peep_minint (p) || f->ulower >= peep_minint (p))
    narrow_signed (f, f->ulower, f->uupper, p);
  if (!peep_slt (f->lower, 0, p))
    narrow_unsigned (f, f->lower, f->upper);
  else if (peep_slt (f->upper, 0, p))
    narrow_unsigned (f, f->lower, f->upper);
}

/* The facts of T, an SSA name, at STMT, as a value of P bits
   (1 <= P <= 128).  */
void
peep_facts_of (tree t, gimple *stmt, unsigned p, struct peep_facts *f)
{
  unknown_facts (p, f);
  if (!facts_enabled || TREE_CODE (t) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return;
  range_facts (t, stmt, p, f);
  if (TYPE_PRECISION (TREE_TYPE (t)) <= 128)
    {
      call_range_facts (t, p, f);
      Bits b = bits_at_precision (t, p, 0);
      f->ones |= b.ones.value;
      f->zeros |= b.zeros.value;
    }
  combine_facts (f, p);
}
