/* knownbits-test.cc: the transfer functions of plugin/knownbits.h on
   the concrete words the plugin runs them on, checked against the
   concrete operations they abstract.

     knownbits-test           check every transfer function
     knownbits-test --wrong   check add_without_carry instead, which
			      must fail

   Soundness: for abstract operands A and B, and every X in A and Y in
   B, F (A, B) is well formed and contains X op Y.  At 4 and 5 bits
   every abstract operand and every value it contains are tried; at 8,
   16, 32, 64 and 128 bits, random ones (abstract values with few,
   some or many unknown bits, and edge values).

   Precision: for the functions that should be the best abstraction
   (the bitwise operations, the shifts by a constant, the meet, add and
   sub), F (A, B) must be exactly the set of bits common to all the
   results, at 4 and 5 bits.  A transfer function that says "unknown"
   everywhere is sound; this is what catches it.

   The conversions and the bit-counting calls go from P to R bits, and
   are checked against the value of their operation in the table of
   operations (include/peephole-concrete.h), where it is defined (clz
   and ctz are not at 0): exhaustively from 4, 5 and 8 bits, randomly
   from 8 to 128 bits.  Their lines say "zext from 8 at 16 bits" for
   the result of 16 bits.  The conversions, parity and bswap must be
   exact, and the ranges of the counts the best intervals.

   Each line of output is "PASS: ..." or "FAIL: ..." with a
   counterexample; testsuite/peephole.knownbits/knownbits.exp reads
   them.  The exit status is 1 if a check failed.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "knownbits.h"
#include "knownbits-concrete.h"
#include "peephole-concrete.h"

typedef ConcreteWord Word;
typedef KnownBits<Word> Bits;

/* The deliberately wrong transfer function of --wrong, as in
   gen/kbprove: an addition that forgets its carries.  */
static Bits
kb_add_without_carry (const Bits &a, const Bits &b)
{
  return kb_xor (a, b);
}

/* Random numbers: xorshift, so that every run tries the same cases.  */
static uint64_t random_state = 0x9e3779b97f4a7c15ull;

static uint64_t
random_64 (void)
{
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return random_state;
}

static peep_uint
random_value (unsigned p)
{
  peep_uint v = ((peep_uint) random_64 () << 64) | random_64 ();
  switch (random_64 () % 8)
    {
    case 0:
      v = random_64 () % 4;			/* 0 .. 3 */
      break;
    case 1:
      v = ~(peep_uint) (random_64 () % 4);	/* -1 .. -4 */
      break;
    case 2:
      v = (peep_uint) 1 << (p - 1);		/* the sign bit */
      v -= random_64 () % 2;
      break;
    default:
      break;
    }
  return v & peep_mask (p);
}

/* An abstract value with few, some or many unknown bits.  */
static Bits
random_bits (unsigned p)
{
  peep_uint unknown = random_value (p);
  switch (random_64 () % 4)
    {
    case 0:
      unknown &= random_value (p) & random_value (p);
      break;
    case 1:
      unknown |= random_value (p);
      break;
    case 2:
      unknown = 0;
      break;
    default:
      break;
    }
  peep_uint value = random_value (p);
  return kb_make (concrete_word (value & ~unknown, p),
		  concrete_word (~value & ~unknown, p));
}

/* A random value of A.  */
static Word
random_member (const Bits &a)
{
  unsigned p = a.ones.precision;
  peep_uint unknown = kb_unknowns (a).value;
  return concrete_word (a.ones.value | (random_value (p) & unknown), p);
}

/* The abstract values of P bits, as numbers in base 3, and the values
   each contains.  */
static unsigned
abstract_count (unsigned p)
{
  unsigned n = 1;
  for (unsigned i = 0; i < p; i++)
    n *= 3;
  return n;
}

static Bits
abstract_value (unsigned index, unsigned p)
{
  peep_uint ones = 0, zeros = 0;
  for (unsigned i = 0; i < p; i++, index /= 3)
    if (index % 3 == 1)
      ones |= (peep_uint) 1 << i;
    else if (index % 3 == 2)
      zeros |= (peep_uint) 1 << i;
  return kb_make (concrete_word (ones, p), concrete_word (zeros, p));
}

/* The bits known in every value of a set, built one value at a time.  */
struct Best
{
  peep_uint ones, zeros;
  bool empty;
};

static void
best_start (Best *best)
{
  best->ones = best->zeros = ~(peep_uint) 0;
  best->empty = true;
}

static void
best_add (Best *best, const Word &value)
{
  best->ones &= value.value;
  best->zeros &= ~value.value & peep_mask (value.precision);
  best->empty = false;
}

/* A check of one transfer function: soundness everywhere, and
   precision at the small widths if EXACT.  */
struct Check
{
  const char *name;
  unsigned cases;
  bool failed;
};

static bool any_failure;

static void
report (const Check *check, unsigned p, const char *how)
{
  if (!check->failed)
    printf ("PASS: %s at %u bits (%s, %u cases)\n", check->name, p, how,
	    check->cases);
}

static void
fail (Check *check, unsigned p, const char *what, const char *detail)
{
  if (check->failed)
    return;
  check->failed = true;
  any_failure = true;
  printf ("FAIL: %s at %u bits: %s: %s\n", check->name, p, what, detail);
}

/* Check that RESULT of operands described by OPERANDS contains VALUE.  */
static void
check_contains (Check *check, const Bits &result, const Word &value,
		const char *operands)
{
  char r[130], detail[512];
  unsigned p = value.precision;
  check->cases++;
  if (!kb_well_formed (result))
    {
      snprintf (detail, sizeof detail, "%s gives %s", operands,
		kb_to_string (result, r));
      fail (check, p, "ill-formed result", detail);
    }
  else if (!kb_contains (result, value))
    {
      snprintf (detail, sizeof detail, "%s gives %s, which lacks 0x%llx",
		operands, kb_to_string (result, r),
		(unsigned long long) value.value);
      fail (check, p, "unsound", detail);
    }
}

static void
check_exact (Check *check, const Bits &result, const Best &best,
	     const char *operands)
{
  char r[130], e[130], detail[512];
  unsigned p = result.ones.precision;
  if (best.empty)
    return;
  Bits expected = kb_make (concrete_word (best.ones, p),
			   concrete_word (best.zeros, p));
  if (result.ones.value != expected.ones.value
      || result.zeros.value != expected.zeros.value)
    {
      snprintf (detail, sizeof detail, "%s gives %s, the best is %s",
		operands, kb_to_string (result, r),
		kb_to_string (expected, e));
      fail (check, p, "imprecise", detail);
    }
}

static const char *
describe2 (const Bits &a, const Bits &b, char *buffer, size_t size)
{
  char ta[130], tb[130];
  snprintf (buffer, size, "a = %s, b = %s", kb_to_string (a, ta),
	    kb_to_string (b, tb));
  return buffer;
}

/* Binary transfer functions: the abstract one and the concrete
   operation.  */
typedef Bits (*AbstractBinary) (const Bits &, const Bits &);
typedef Word (*ConcreteBinary) (const Word &, const Word &);

static Word concrete_add (const Word &x, const Word &y) { return x + y; }
static Word concrete_sub (const Word &x, const Word &y) { return x - y; }
static Word concrete_mul (const Word &x, const Word &y) { return x * y; }
static Word concrete_and (const Word &x, const Word &y) { return x & y; }
static Word concrete_or (const Word &x, const Word &y) { return x | y; }
static Word concrete_xor (const Word &x, const Word &y) { return x ^ y; }

static Word
concrete_umin (const Word &x, const Word &y)
{
  return word_ule (x, y) ? x : y;
}

static Word
concrete_umax (const Word &x, const Word &y)
{
  return word_ule (x, y) ? y : x;
}

static Word
concrete_smin (const Word &x, const Word &y)
{
  return word_sle (x, y) ? x : y;
}

static Word
concrete_smax (const Word &x, const Word &y)
{
  return word_sle (x, y) ? y : x;
}

static Word
concrete_eq (const Word &x, const Word &y)
{
  return concrete_word (x == y, x.precision);
}

static Word
concrete_ne (const Word &x, const Word &y)
{
  return concrete_word (x != y, x.precision);
}

/* The meet is a PHI node: its result is X or Y.  Checked on both.  */
static Word concrete_first (const Word &x, const Word &) { return x; }

static Bits kb_and_w (const Bits &a, const Bits &b) { return kb_and (a, b); }
static Bits kb_or_w (const Bits &a, const Bits &b) { return kb_or (a, b); }
static Bits kb_xor_w (const Bits &a, const Bits &b) { return kb_xor (a, b); }
static Bits kb_add_w (const Bits &a, const Bits &b) { return kb_add (a, b); }
static Bits kb_sub_w (const Bits &a, const Bits &b) { return kb_sub (a, b); }
static Bits kb_mul_w (const Bits &a, const Bits &b) { return kb_mul (a, b); }
static Bits kb_umin_w (const Bits &a, const Bits &b) { return kb_umin (a, b); }
static Bits kb_umax_w (const Bits &a, const Bits &b) { return kb_umax (a, b); }
static Bits kb_smin_w (const Bits &a, const Bits &b) { return kb_smin (a, b); }
static Bits kb_smax_w (const Bits &a, const Bits &b) { return kb_smax (a, b); }
static Bits kb_eq_w (const Bits &a, const Bits &b) { return kb_eq (a, b); }
static Bits kb_ne_w (const Bits &a, const Bits &b) { return kb_ne (a, b); }
static Bits kb_meet_w (const Bits &a, const Bits &b) { return kb_meet (a, b); }

static void
check_binary_random (Check *check, AbstractBinary f, ConcreteBinary op,
		     unsigned p, unsigned count)
{
  char d[300];
  for (unsigned n = 0; n < count && !check->failed; n++)
    {
      Bits a = random_bits (p), b = random_bits (p);
      Bits r = f (a, b);
      for (int m = 0; m < 4; m++)
	{
	  Word x = random_member (a), y = random_member (b);
	  check_contains (check, r, op (x, y), describe2 (a, b, d, sizeof d));
	  if (op == concrete_first)
	    check_contains (check, r, y, d);
	}
    }
}

static void
check_binary_all (Check *check, AbstractBinary f, ConcreteBinary op,
		  unsigned p, bool exact)
{
  char d[300];
  unsigned n = abstract_count (p);
  unsigned size = 1u << p;
  for (unsigned i = 0; i < n && !check->failed; i++)
    for (unsigned j = 0; j < n && !check->failed; j++)
      {
	Bits a = abstract_value (i, p), b = abstract_value (j, p);
	Bits r = f (a, b);
	Best best;
	best_start (&best);
	describe2 (a, b, d, sizeof d);
	for (unsigned x = 0; x < size; x++)
	  if (kb_contains (a, concrete_word (x, p)))
	    for (unsigned y = 0; y < size; y++)
	      if (kb_contains (b, concrete_word (y, p)))
		{
		  Word v = op (concrete_word (x, p), concrete_word (y, p));
		  check_contains (check, r, v, d);
		  best_add (&best, v);
		  if (op == concrete_first)
		    {
		      check_contains (check, r, concrete_word (y, p), d);
		      best_add (&best, concrete_word (y, p));
		    }
		}
	if (exact)
	  check_exact (check, r, best, d);
      }
}

static const unsigned random_widths[] = { 8, 16, 32, 64, 128 };
#define RANDOM_CASES 20000

static void
check_binary (const char *name, AbstractBinary f, ConcreteBinary op,
	      bool exact)
{
  for (unsigned p = 4; p <= 5; p++)
    {
      Check check = { name, 0, false };
      check_binary_all (&check, f, op, p, exact);
      report (&check, p, exact ? "all operands, exact" : "all operands");
    }
  for (unsigned w = 0; w < sizeof random_widths / sizeof *random_widths; w++)
    {
      Check check = { name, 0, false };
      check_binary_random (&check, f, op, random_widths[w], RANDOM_CASES);
      report (&check, random_widths[w], "random operands");
    }
}

/* Unary transfer functions, with a number N (a shift count, a
   precision to extend from) tried at each of its values in [0, P].  */
typedef Bits (*AbstractUnary) (const Bits &, unsigned);
typedef bool (*ConcreteUnary) (const Word &, unsigned, Word *);

static Bits kb_invert_n (const Bits &a, unsigned) { return kb_invert (a); }
static Bits kb_neg_n (const Bits &a, unsigned) { return kb_neg (a); }
static Bits kb_shl_n (const Bits &a, unsigned k) { return kb_shl_const (a, k); }
static Bits kb_lshr_n (const Bits &a, unsigned k) { return kb_lshr_const (a, k); }
static Bits kb_ashr_n (const Bits &a, unsigned k) { return kb_ashr_const (a, k); }
static Bits kb_sext_n (const Bits &a, unsigned k) { return kb_extend (a, k, true); }
static Bits kb_zext_n (const Bits &a, unsigned k) { return kb_extend (a, k, false); }

static bool
concrete_invert (const Word &x, unsigned, Word *r)
{
  *r = ~x;
  return true;
}

static bool
concrete_neg (const Word &x, unsigned, Word *r)
{
  *r = -x;
  return true;
}

/* Shifts: counts of P or more are not GIMPLE's to give.  */
static bool
concrete_shl (const Word &x, unsigned k, Word *r)
{
  *r = word_shl (x, k);
  return k < x.precision;
}

static bool
concrete_lshr (const Word &x, unsigned k, Word *r)
{
  *r = word_lshr (x, k);
  return k < x.precision;
}

static bool
concrete_ashr (const Word &x, unsigned k, Word *r)
{
  *r = word_ashr (x, k);
  return k < x.precision;
}

/* Extension from K bits, K in [1, P]: the low K bits of X, extended.  */
static bool
concrete_extend (const Word &x, unsigned k, Word *r, bool is_signed)
{
  unsigned p = x.precision;
  if (k == 0)
    return false;
  peep_uint low = x.value & peep_mask (k);
  if (is_signed && k < p && ((low >> (k - 1)) & 1))
    low |= ~peep_mask (k);
  *r = concrete_word (low, p);
  return true;
}

static bool
concrete_sext (const Word &x, unsigned k, Word *r)
{
  return concrete_extend (x, k, r, true);
}

static bool
concrete_zext (const Word &x, unsigned k, Word *r)
{
  return concrete_extend (x, k, r, false);
}

static void
check_unary (const char *name, AbstractUnary f, ConcreteUnary op, bool exact)
{
  char d[300], t[130];
  for (unsigned p = 4; p <= 5; p++)
    {
      Check check = { name, 0, false };
      unsigned n = abstract_count (p);
      for (unsigned k = 0; k <= p; k++)
	for (unsigned i = 0; i < n && !check.failed; i++)
	  {
	    Bits a = abstract_value (i, p);
	    Bits r = f (a, k);
	    Best best;
	    best_start (&best);
	    snprintf (d, sizeof d, "a = %s, n = %u", kb_to_string (a, t), k);
	    for (unsigned x = 0; x < (1u << p); x++)
	      {
		Word v;
		if (kb_contains (a, concrete_word (x, p))
		    && op (concrete_word (x, p), k, &v))
		  {
		    check_contains (&check, r, v, d);
		    best_add (&best, v);
		  }
	      }
	    if (exact)
	      check_exact (&check, r, best, d);
	  }
      report (&check, p, exact ? "all operands, exact" : "all operands");
    }
  for (unsigned w = 0; w < sizeof random_widths / sizeof *random_widths; w++)
    {
      unsigned p = random_widths[w];
      Check check = { name, 0, false };
      for (unsigned n = 0; n < RANDOM_CASES && !check.failed; n++)
	{
	  Bits a = random_bits (p);
	  unsigned k = random_64 () % (p + 1);
	  Bits r = f (a, k);
	  snprintf (d, sizeof d, "a = %s, n = %u", kb_to_string (a, t), k);
	  for (int m = 0; m < 4; m++)
	    {
	      Word v;
	      if (op (random_member (a), k, &v))
		check_contains (&check, r, v, d);
	    }
	}
      report (&check, p, "random operands");
    }
}

/* Shifts by a count in [LO, HI] within [0, P).  */
typedef Bits (*AbstractRangeShift) (const Bits &, const Word &, const Word &);

static Bits
kb_shl_range_w (const Bits &a, const Word &lo, const Word &hi)
{
  return kb_shl_range (a, lo, hi);
}

static Bits
kb_lshr_range_w (const Bits &a, const Word &lo, const Word &hi)
{
  return kb_lshr_range (a, lo, hi);
}

static Bits
kb_ashr_range_w (const Bits &a, const Word &lo, const Word &hi)
{
  return kb_ashr_range (a, lo, hi);
}

static void
check_range_shift (const char *name, AbstractRangeShift f, ConcreteUnary op)
{
  static const unsigned widths[] = { 4, 5, 8, 16, 32, 64, 128 };
  char d[300], t[130];
  for (unsigned w = 0; w < sizeof widths / sizeof *widths; w++)
    {
      unsigned p = widths[w];
      Check check = { name, 0, false };
      for (unsigned n = 0; n < RANDOM_CASES / 4 && !check.failed; n++)
	{
	  Bits a = random_bits (p);
	  unsigned lo = random_64 () % p, hi = lo + random_64 () % (p - lo);
	  Bits r = f (a, concrete_word (lo, p), concrete_word (hi, p));
	  snprintf (d, sizeof d, "a = %s, counts [%u, %u]",
		    kb_to_string (a, t), lo, hi);
	  for (int m = 0; m < 8; m++)
	    {
	      Word v;
	      unsigned k = lo + random_64 () % (hi - lo + 1);
	      if (op (random_member (a), k, &v))
		check_contains (&check, r, v, d);
	    }
	}
      report (&check, p, "random operands and counts");
    }
}

/* Between ranges and bits.  */
static void
check_ranges (void)
{
  static const unsigned widths[] = { 4, 5, 8, 16, 32, 64, 128 };
  char d[300], t[130];
  for (unsigned w = 0; w < sizeof widths / sizeof *widths; w++)
    {
      unsigned p = widths[w];
      Check from = { "from_urange", 0, false };
      Check urange = { "urange", 0, false };
      Check srange = { "srange", 0, false };
      for (unsigned n = 0; n < RANDOM_CASES; n++)
	{
	  Word lo = concrete_word (random_value (p), p);
	  Word hi = concrete_word (random_value (p), p);
	  if (!word_ule (lo, hi))
	    {
	      Word swap = lo;
	      lo = hi;
	      hi = swap;
	    }
	  peep_uint span = (hi.value - lo.value + 1) & peep_mask (p);
	  Word x = (span == 0 ? concrete_word (random_value (p), p)
		    : concrete_word (lo.value + random_value (p) % span, p));
	  snprintf (d, sizeof d, "[0x%llx, 0x%llx]",
		    (unsigned long long) lo.value,
		    (unsigned long long) hi.value);
	  check_contains (&from, kb_from_urange (lo, hi), x, d);

	  Bits a = random_bits (p);
	  Word y = random_member (a), l, h;
	  kb_to_string (a, t);
	  urange.cases++;
	  kb_urange (a, &l, &h);
	  if (!word_ule (l, y) || !word_ule (y, h))
	    fail (&urange, p, "unsound", t);
	  srange.cases++;
	  kb_srange (a, &l, &h);
	  if (!word_sle (l, y) || !word_sle (y, h))
	    fail (&srange, p, "unsound", t);
	}
      report (&from, p, "random ranges");
      report (&urange, p, "random operands");
      report (&srange, p, "random operands");
    }
}

/* Operations of the table, from P to R bits.  */

/* The result precisions R an operation has for an operand of P bits,
   as the table's flags say.  */
enum Results
{
  RESULTS_NARROWER,		/* int_trunc */
  RESULTS_SAME,			/* int_cast, int_bswap */
  RESULTS_WIDER,		/* int_zext, int_sext */
  RESULTS_INT			/* the counts: an int, 32 bits */
};

static bool
results_fit (Results results, unsigned p, unsigned r)
{
  switch (results)
    {
    case RESULTS_NARROWER:
      return r < p;
    case RESULTS_SAME:
      return r == p;
    case RESULTS_WIDER:
      return r > p;
    default:
      return r == 32;
    }
}

/* The kinds of undefined behaviour of OP: the table's UNDEFINED
   column (peep_undefined_kinds of include/peephole-semantics.h, which
   this test, without Z3, does not include).  */
static int
undefined_kinds (enum peep_op op)
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

/* The value of OP on X at R bits, where it is defined.  */
static bool
table_value (enum peep_op op, const Word &x, unsigned r, Word *result)
{
  unsigned p = x.precision;
  int kinds = undefined_kinds (op);
  for (int kind = 1; kind < 1 << PEEP_UB_KINDS; kind <<= 1)
    if ((kinds & kind) && !peep_concrete_defined (op, kind, x.value, 0, p))
      return false;
  *result = concrete_word (peep_concrete_value (op, x.value, 0, 0, p, r),
			   r);
  return true;
}

/* The transfer function of the known bits of the result, and the one
   of its range (or NULL).  */
typedef Bits (*AbstractResult) (const Bits &, unsigned);
typedef void (*AbstractRange) (const Bits &, unsigned, Word *, Word *);

static Bits kb_trunc_r (const Bits &a, unsigned r) { return kb_trunc (a, r); }
static Bits kb_cast_r (const Bits &a, unsigned) { return kb_cast (a); }
static Bits kb_zext_r (const Bits &a, unsigned r) { return kb_zext (a, r); }
static Bits kb_sext_r (const Bits &a, unsigned r) { return kb_sext (a, r); }
static Bits kb_popcount_r (const Bits &a, unsigned r) { return kb_popcount (a, r); }
static Bits kb_parity_r (const Bits &a, unsigned r) { return kb_parity (a, r); }
static Bits kb_clz_r (const Bits &a, unsigned r) { return kb_clz (a, r); }
static Bits kb_ctz_r (const Bits &a, unsigned r) { return kb_ctz (a, r); }
static Bits kb_ffs_r (const Bits &a, unsigned r) { return kb_ffs (a, r); }
static Bits kb_bswap_r (const Bits &a, unsigned) { return kb_bswap (a); }

static void
kb_popcount_range_r (const Bits &a, unsigned r, Word *lo, Word *hi)
{
  kb_popcount_range (a, r, lo, hi);
}

static void
kb_clz_range_r (const Bits &a, unsigned r, Word *lo, Word *hi)
{
  kb_clz_range (a, r, lo, hi);
}

static void
kb_ctz_range_r (const Bits &a, unsigned r, Word *lo, Word *hi)
{
  kb_ctz_range (a, r, lo, hi);
}

static void
kb_ffs_range_r (const Bits &a, unsigned r, Word *lo, Word *hi)
{
  kb_ffs_range (a, r, lo, hi);
}

/* One operation of the table and its transfer functions.  */
struct Resizing
{
  const char *name;
  enum peep_op op;
  Results results;
  AbstractResult bits;
  bool exact;			/* BITS is the best abstraction */
  AbstractRange range;		/* the best interval, or NULL */
};

/* Check RESIZING's range on A against the values of A: each within it,
   the least and the greatest at its ends.  */
static void
check_result_range (Check *check, const Resizing *resizing, const Bits &a,
		    unsigned r, bool all)
{
  char t[130], detail[300];
  unsigned p = a.ones.precision;
  Word lo, hi;
  resizing->range (a, r, &lo, &hi);
  Word least = concrete_word (~(peep_uint) 0, r), greatest = concrete_word (0, r);
  bool any = false;
  for (unsigned n = 0; n < (all ? 1u << p : 8); n++)
    {
      Word x = all ? concrete_word (n, p) : random_member (a), v;
      if (!kb_contains (a, x) || !table_value (resizing->op, x, r, &v))
	continue;
      any = true;
      check->cases++;
      if (!word_ule (lo, v) || !word_ule (v, hi))
	{
	  snprintf (detail, sizeof detail, "a = %s gives [%llu, %llu], "
		    "which lacks %llu", kb_to_string (a, t),
		    (unsigned long long) lo.value,
		    (unsigned long long) hi.value,
		    (unsigned long long) v.value);
	  fail (check, r, "unsound range", detail);
	}
      if (word_ult (v, least))
	least = v;
      if (word_ult (greatest, v))
	greatest = v;
    }
  if (all && any && (lo != least || hi != greatest))
    {
      snprintf (detail, sizeof detail, "a = %s gives [%llu, %llu], the best "
		"is [%llu, %llu]", kb_to_string (a, t),
		(unsigned long long) lo.value, (unsigned long long) hi.value,
		(unsigned long long) least.value,
		(unsigned long long) greatest.value);
      fail (check, r, "imprecise range", detail);
    }
}

/* Every abstract operand of P bits and every value it contains.  */
static void
check_resizing_all (Check *check, const Resizing *resizing, unsigned p,
		    unsigned r)
{
  char d[300], t[130];
  unsigned n = abstract_count (p);
  for (unsigned i = 0; i < n && !check->failed; i++)
    {
      Bits a = abstract_value (i, p);
      Bits result = resizing->bits (a, r);
      Best best;
      best_start (&best);
      snprintf (d, sizeof d, "a = %s", kb_to_string (a, t));
      for (unsigned x = 0; x < (1u << p); x++)
	{
	  Word v;
	  if (kb_contains (a, concrete_word (x, p))
	      && table_value (resizing->op, concrete_word (x, p), r, &v))
	    {
	      check_contains (check, result, v, d);
	      best_add (&best, v);
	    }
	}
      if (resizing->exact)
	check_exact (check, result, best, d);
      if (resizing->range)
	check_result_range (check, resizing, a, r, true);
    }
}

static void
check_resizing_random (Check *check, const Resizing *resizing, unsigned p,
		       unsigned r)
{
  char d[300], t[130];
  for (unsigned n = 0; n < RANDOM_CASES / 4 && !check->failed; n++)
    {
      Bits a = random_bits (p);
      Bits result = resizing->bits (a, r);
      snprintf (d, sizeof d, "a = %s", kb_to_string (a, t));
      for (int m = 0; m < 8; m++)
	{
	  Word v;
	  if (table_value (resizing->op, random_member (a), r, &v))
	    check_contains (check, result, v, d);
	}
      if (resizing->range)
	check_result_range (check, resizing, a, r, false);
    }
}

static void
check_resizing (const Resizing *resizing)
{
  static const unsigned small[] = { 4, 5, 8 };
  static const unsigned results[] = { 4, 5, 8, 16, 32, 64, 128 };
  char name[64];
  for (unsigned i = 0; i < sizeof small / sizeof *small; i++)
    for (unsigned j = 0; j < sizeof results / sizeof *results; j++)
      {
	unsigned p = small[i], r = results[j];
	if (!results_fit (resizing->results, p, r)
	    || (resizing->op == PEEP_OP_int_bswap && p % 8 != 0)
	    || (r > 8 && resizing->results != RESULTS_INT
		&& resizing->results != RESULTS_WIDER))
	  continue;
	snprintf (name, sizeof name, "%s from %u", resizing->name, p);
	Check check = { name, 0, false };
	check_resizing_all (&check, resizing, p, r);
	report (&check, r, resizing->exact ? "all operands, exact"
			   : "all operands");
      }
  for (unsigned i = 0; i < sizeof random_widths / sizeof *random_widths; i++)
    for (unsigned j = 0; j < sizeof random_widths / sizeof *random_widths;
	 j++)
      {
	unsigned p = random_widths[i], r = random_widths[j];
	if (!results_fit (resizing->results, p, r))
	  continue;
	snprintf (name, sizeof name, "%s from %u", resizing->name, p);
	Check check = { name, 0, false };
	check_resizing_random (&check, resizing, p, r);
	report (&check, r, "random operands");
      }
}

static const Resizing resizings[] = {
  { "trunc", PEEP_OP_int_trunc, RESULTS_NARROWER, kb_trunc_r, true, NULL },
  { "cast", PEEP_OP_int_cast, RESULTS_SAME, kb_cast_r, true, NULL },
  { "zext", PEEP_OP_int_zext, RESULTS_WIDER, kb_zext_r, true, NULL },
  { "sext", PEEP_OP_int_sext, RESULTS_WIDER, kb_sext_r, true, NULL },
  { "popcount", PEEP_OP_int_popcount, RESULTS_INT, kb_popcount_r, false,
    kb_popcount_range_r },
  { "parity", PEEP_OP_int_parity, RESULTS_INT, kb_parity_r, true, NULL },
  { "clz", PEEP_OP_int_clz, RESULTS_INT, kb_clz_r, false, kb_clz_range_r },
  { "ctz", PEEP_OP_int_ctz, RESULTS_INT, kb_ctz_r, false, kb_ctz_range_r },
  { "ffs", PEEP_OP_int_ffs, RESULTS_INT, kb_ffs_r, false, kb_ffs_range_r },
  { "bswap", PEEP_OP_int_bswap, RESULTS_SAME, kb_bswap_r, true, NULL },
};

/* Cases worked out by hand: what the manual and knownbits.h promise.  */
static void
check_examples (void)
{
  struct Example
  {
    const char *operand;	/* most significant bit first */
    AbstractResult bits;
    unsigned r;
    const char *result;
  };
  static const Example examples[] = {
    /* A known low one gives ctz and ffs exactly.  */
    { "????1000", kb_ctz_r, 8, "00000011" },
    { "????1000", kb_ffs_r, 8, "00000100" },
    /* popcount (????1000) is in [1, 5].  */
    { "????1000", kb_popcount_r, 8, "00000???" },
    /* A known high one gives clz exactly.  */
    { "0001????", kb_clz_r, 8, "00000011" },
    /* clz (0000000?) is 7: x is 1 where it is defined.  */
    { "0000000?", kb_clz_r, 8, "00000111" },
    /* Extension copies the sign, known or not.  */
    { "1??0", kb_sext_r, 8, "11111??0" },
    { "?1?0", kb_sext_r, 8, "?????1?0" },
    { "?1?0", kb_zext_r, 8, "0000?1?0" },
    { "?1?01?01", kb_trunc_r, 4, "1?01" },
    { "0001???0", kb_parity_r, 8, "0000000?" },
    { "00011010", kb_parity_r, 8, "00000001" },
    { "0000????11110001", kb_bswap_r, 16, "111100010000????" },
  };
  Check check = { "examples", 0, false };
  char text[130], detail[300];
  for (unsigned i = 0; i < sizeof examples / sizeof *examples; i++)
    {
      const Example *e = &examples[i];
      unsigned p = strlen (e->operand);
      peep_uint ones = 0, zeros = 0;
      for (unsigned b = 0; b < p; b++)
	{
	  peep_uint bit = (peep_uint) 1 << (p - 1 - b);
	  if (e->operand[b] == '1')
	    ones |= bit;
	  else if (e->operand[b] == '0')
	    zeros |= bit;
	}
      Bits a = kb_make (concrete_word (ones, p), concrete_word (zeros, p));
      check.cases++;
      kb_to_string (e->bits (a, e->r), text);
      if (strcmp (text, e->result) != 0)
	{
	  snprintf (detail, sizeof detail, "example %u: %s gives %s, not %s",
		    i, e->operand, text, e->result);
	  fail (&check, p, "wrong result", detail);
	}
    }
  report (&check, 8, "worked by hand");
}

int
main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "--wrong") == 0)
    {
      check_binary ("add_without_carry", kb_add_without_carry, concrete_add,
		    false);
      return any_failure;
    }
  if (argc != 1)
    {
      fprintf (stderr, "Usage: knownbits-test [--wrong]\n");
      return 2;
    }
  check_binary ("and", kb_and_w, concrete_and, true);
  check_binary ("or", kb_or_w, concrete_or, true);
  check_binary ("xor", kb_xor_w, concrete_xor, true);
  check_binary ("meet", kb_meet_w, concrete_first, true);
  check_binary ("add", kb_add_w, concrete_add, true);
  check_binary ("sub", kb_sub_w, concrete_sub, true);
  check_binary ("mul", kb_mul_w, concrete_mul, false);
  check_binary ("umin", kb_umin_w, concrete_umin, false);
  check_binary ("umax", kb_umax_w, concrete_umax, false);
  check_binary ("smin", kb_smin_w, concrete_smin, false);
  check_binary ("smax", kb_smax_w, concrete_smax, false);
  check_binary ("eq", kb_eq_w, concrete_eq, true);
  check_binary ("ne", kb_ne_w, concrete_ne, true);
  check_unary ("invert", kb_invert_n, concrete_invert, true);
  check_unary ("neg", kb_neg_n, concrete_neg, true);
  check_unary ("shl_const", kb_shl_n, concrete_shl, true);
  check_unary ("lshr_const", kb_lshr_n, concrete_lshr, true);
  check_unary ("ashr_const", kb_ashr_n, concrete_ashr, true);
  check_unary ("extend signed", kb_sext_n, concrete_sext, true);
  check_unary ("extend unsigned", kb_zext_n, concrete_zext, true);
  check_range_shift ("shl_range", kb_shl_range_w, concrete_shl);
  check_range_shift ("lshr_range", kb_lshr_range_w, concrete_lshr);
  check_range_shift ("ashr_range", kb_ashr_range_w, concrete_ashr);
  check_ranges ();
  for (unsigned i = 0; i < sizeof resizings / sizeof *resizings; i++)
    check_resizing (&resizings[i]);
  check_examples ();
  return any_failure;
}
