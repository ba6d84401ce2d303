/* semantics-test.c: the two domains of the table of operations
   (include/peephole-ops.def) compared: the words of
   include/peephole-concrete.h against Z3's evaluation of the terms of
   include/peephole-semantics.h.

     semantics-test               compare every operation of the table
     semantics-test --undefined   compare values on undefined inputs
				  too (shifts by P or more, division by
				  zero ...), where the word domain
				  promises Z3's value as well
     semantics-test --wrong       compare an int_add of words that
				  forgets its carries instead, which must
				  fail

   For every operation of the table (not the sugar), at the operand
   precisions its WIDTHS column allows among 1, 3, 8, 16, 32, 64, 65,
   127 and 128 (1, 3, 65 and 127 only for an operation of every
   precision), and at the result precisions of its own result type (a
   conversion: those its PEEP_OPF_WIDENS and PEEP_OPF_NARROWS flags
   allow among the same; a call that counts bits: 1, 8, 32, 64 and
   128), on a few hundred operands (every one up to 8 bits for a unary
   operation, every pair up to 3 bits for a binary one; else 0, 1, -1,
   MININT, MAXINT, the powers of two and their neighbours, counts around
   P, and pseudo-random values of a fixed seed):
   - peep_concrete_value equals Z3_simplify of peep_z3_value on
     numerals, and has the precision of Z3's term, where the operation
     is defined (signed overflow aside: the value of an overflowing
     operation is the wrapping one, which the wrapping regime uses);
   - for each kind of undefined behaviour of its UNDEFINED column,
     peep_concrete_defined says what Z3_simplify of peep_z3_defined
     says;
   - peep_undefined_kinds gives the table's UNDEFINED column.
   - the divisions other than the truncating one (exact_div, floor_div,
     ceil_div, round_div and their remainders) give, where defined and
     up to 64 bits, what GCC's tree.def and wi::div_floor ... say,
     computed here on 128-bit integers: both domains could agree on a
     wrong rounding.

   Each line of output is "PASS: OPERATION (...)" or "FAIL: OPERATION
   ..." followed by the first disagreements; the DejaGnu driver
   testsuite/peephole.semantics/semantics.exp reads them.  The exit
   status is 1 if a check failed.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <z3.h>

#include "peephole-api.h"
#include "peephole-semantics.h"
#include "peephole-concrete.h"

/* The operations of the table.  */
struct row
{
  const char *name;
  enum peep_op op;
  int arity, flags, widths, undefined;
};

static const struct row rows[] = {
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  { #NAME, PEEP_OP_##NAME, ARITY, FLAGS, WIDTHS, UNDEFINED },
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};
#define ROW_COUNT ((int) (sizeof rows / sizeof *rows))

/* The precisions tried; those that are not a column of WIDTHS only for
   an operation of every precision.  */
static const unsigned precisions[] = { 1, 3, 8, 16, 32, 64, 65, 127, 128 };
#define PRECISION_COUNT ((int) (sizeof precisions / sizeof *precisions))

/* The result precisions of a call that counts bits.  */
static const unsigned own_results[] = { 1, 8, 32, 64, 128 };
#define OWN_RESULT_COUNT ((int) (sizeof own_results / sizeof *own_results))

static int
exists_at (const struct row *row, unsigned p)
{
  int bit = p == 8 ? PEEP_W8 : p == 16 ? PEEP_W16 : p == 32 ? PEEP_W32
	    : p == 64 ? PEEP_W64 : p == 128 ? PEEP_W128 : 0;
  return row->widths == PEEP_WANY || (row->widths & bit) != 0;
}

static int undefined_too, wrong;

/* Z3.  */

static int z3_failed;
static char z3_message[160];

static void
z3_error (Z3_context z3, Z3_error_code code)
{
  z3_failed = 1;
  snprintf (z3_message, sizeof z3_message, "%s",
	    Z3_get_error_msg (z3, code));
}

static const char *
hex (peep_uint v, char *buffer, size_t size)
{
  uint64_t high = (uint64_t) (v >> 64), low = (uint64_t) v;
  if (high)
    snprintf (buffer, size, "0x%llx%016llx", (unsigned long long) high,
	      (unsigned long long) low);
  else
    snprintf (buffer, size, "0x%llx", (unsigned long long) low);
  return buffer;
}

static char *
decimal (peep_uint v, char *buffer)
{
  char digits[64];
  int n = 0;
  do
    {
      digits[n++] = (char) ('0' + (int) (v % 10));
      v /= 10;
    }
  while (v);
  for (int i = 0; i < n; i++)
    buffer[i] = digits[n - 1 - i];
  buffer[n] = '\0';
  return buffer;
}

static Z3_ast
numeral (Z3_context z3, peep_uint v, unsigned p)
{
  char buffer[64];
  return Z3_mk_numeral (z3, decimal (v, buffer), Z3_mk_bv_sort (z3, p));
}

/* The value of the numeral TERM, of *WIDTH bits; false if TERM is not
   a numeral of at most 128 bits.  */
static int
numeral_value (Z3_context z3, Z3_ast term, peep_uint *value,
	       unsigned *width)
{
  if (!term || !Z3_is_numeral_ast (z3, term)
      || Z3_get_sort_kind (z3, Z3_get_sort (z3, term)) != Z3_BV_SORT)
    return 0;
  *width = Z3_get_bv_sort_size (z3, Z3_get_sort (z3, term));
  if (*width > 128)
    return 0;
  const char *s = Z3_get_numeral_string (z3, term);
  peep_uint v = 0;
  for (; *s; s++)
    {
      if (*s < '0' || *s > '9')
	return 0;
      v = v * 10 + (peep_uint) (*s - '0');
    }
  *value = v;
  return 1;
}

/* Operands.  */

static uint64_t random_state = 0x9e3779b97f4a7c15ull;

static uint64_t
random_64 (void)
{
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return random_state;
}

/* A pseudo-random value of P bits, with few, some or many ones, large
   or small.  */
static peep_uint
random_value (unsigned p)
{
  peep_uint v = PEEP_UINT (random_64 (), random_64 ());
  switch (random_64 () % 4)
    {
    case 0: v &= PEEP_UINT (random_64 (), random_64 ()); break;
    case 1: v |= PEEP_UINT (random_64 (), random_64 ()); break;
    case 2: v >>= random_64 () % 128; break;
    default: break;
    }
  if (random_64 () % 4 == 0)
    v = peep_neg (peep_norm (v, p), p) & peep_mask (p);
  return peep_norm (v, p);
}

#define MAX_VALUES 1024

struct values
{
  peep_uint v[MAX_VALUES];
  int count;
};

static void
add_value (struct values *values, peep_uint v, unsigned p)
{
  v = peep_norm (v, p);
  for (int i = 0; i < values->count; i++)
    if (values->v[i] == v)
      return;
  if (values->count < MAX_VALUES)
    values->v[values->count++] = v;
}

/* The values of the corners of P bits: 0, 1, -1, MININT, MAXINT, their
   neighbours, counts around P, patterns.  */
static void
corner_values (struct values *values, unsigned p)
{
  static const int small[] = { 0, 1, 2, 3, 4, 7, 8, -1, -2, -3, -8 };
  for (size_t i = 0; i < sizeof small / sizeof *small; i++)
    add_value (values, (peep_uint) (peep_sint) small[i], p);
  add_value (values, peep_minint (p), p);
  add_value (values, peep_minint (p) + 1, p);
  add_value (values, peep_maxint (p), p);
  add_value (values, peep_maxint (p) - 1, p);
  add_value (values, p - 1, p);
  add_value (values, p, p);
  add_value (values, p + 1, p);
  add_value (values, PEEP_UINT (0x5555555555555555ull,
				0x5555555555555555ull), p);
  add_value (values, PEEP_UINT (0xaaaaaaaaaaaaaaaaull,
				0xaaaaaaaaaaaaaaaaull), p);
  add_value (values, PEEP_UINT (0x0123456789abcdefull,
				0xfedcba9876543210ull), p);
}

/* Unary operands: every value up to 8 bits; else the corners, the
   powers of two, their neighbours and their negations, and random
   ones, 300 at least.  */
static void
unary_values (struct values *values, unsigned p)
{
  values->count = 0;
  if (p <= 8)
    {
      for (peep_uint v = 0; v <= peep_mask (p); v++)
	add_value (values, v, p);
      return;
    }
  corner_values (values, p);
  for (unsigned k = 0; k < p; k++)
    {
      peep_uint power = (peep_uint) 1 << k;
      add_value (values, power, p);
      add_value (values, power - 1, p);
      add_value (values, peep_neg (power, p), p);
    }
  while (values->count < 300)
    add_value (values, random_value (p), p);
}

/* Binary operands: every pair up to 3 bits; else the corners and a few
   random values against each other, a second operand in [0, P + 2)
   (counts, small divisors), and random pairs, a few hundred in
   all.  */
static int
binary_pairs (peep_uint (*pairs)[2], int max, unsigned p)
{
  int n = 0;
  if (p <= 3)
    {
      for (peep_uint a = 0; a <= peep_mask (p); a++)
	for (peep_uint b = 0; b <= peep_mask (p); b++)
	  {
	    pairs[n][0] = a;
	    pairs[n++][1] = b;
	  }
      return n;
    }
  struct values corners;
  corners.count = 0;
  corner_values (&corners, p);
  for (int i = 0; i < 4; i++)
    add_value (&corners, random_value (p), p);
  for (int i = 0; i < corners.count; i++)
    for (int j = 0; j < corners.count && n < max; j++)
      {
	pairs[n][0] = corners.v[i];
	pairs[n++][1] = corners.v[j];
      }
  for (unsigned k = 0; k < p + 2 && n < max; k++)
    {
      pairs[n][0] = random_value (p);
      pairs[n++][1] = peep_norm (k, p);
    }
  for (int i = 0; i < 200 && n < max; i++)
    {
      pairs[n][0] = random_value (p);
      pairs[n++][1] = random_value (p);
    }
  return n;
}

/* The comparison.  */

struct tally
{
  long cases;		/* operand tuples tried */
  long values;		/* values compared */
  long conditions;	/* undefined-behaviour conditions compared */
  int failures;
  char precisions[256];
};

static void
report_failure (struct tally *t, const struct row *row, unsigned p,
		unsigned r, peep_uint a, peep_uint b, const char *what)
{
  char ha[48], hb[48];
  if (t->failures++ >= 3)
    return;
  if (row->arity >= 2)
    printf ("  %s at %u bits: a = %s, b = %s: %s\n", row->name, p,
	    hex (a, ha, sizeof ha), hex (b, hb, sizeof hb), what);
  else if (r != p)
    printf ("  %s from %u to %u bits: a = %s: %s\n", row->name, p, r,
	    hex (a, ha, sizeof ha), what);
  else
    printf ("  %s at %u bits: a = %s: %s\n", row->name, p,
	    hex (a, ha, sizeof ha), what);
}

/* The word value of OP, or, with --wrong, of an addition without
   carries in place of int_add.  */
static peep_uint
concrete_value (enum peep_op op, peep_uint a, peep_uint b, peep_uint c,
		unsigned p, unsigned r)
{
  if (wrong && op == PEEP_OP_int_add)
    return a ^ b;
  return peep_concrete_value (op, a, b, c, p, r);
}

/* The quotient of GCC's division CODE of A by B, integers that are
   not too large (B not 0), as tree.def defines it: trunc rounds towards
   zero, floor towards minus infinity, ceil towards plus infinity, round
   to the nearest integer and halves away from zero.  */
enum rounding { TRUNC, FLOOR, CEIL, ROUND };

static peep_sint
reference_quotient (enum rounding rounding, peep_sint a, peep_sint b)
{
  peep_sint q = a / b, r = a % b;
  int negative = (a < 0) != (b < 0);
  peep_sint abs_a = a < 0 ? -a : a, abs_b = b < 0 ? -b : b;
  switch (rounding)
    {
    case FLOOR:
      return r != 0 && negative ? q - 1 : q;
    case CEIL:
      return r != 0 && !negative ? q + 1 : q;
    case ROUND:
      /* |a| / |b| + 1/2, rounded down, with the sign of the quotient.  */
      q = (2 * abs_a + abs_b) / (2 * abs_b);
      return negative ? -q : q;
    default:
      return q;
    }
}

/* GCC's value of OP (A, B) at P bits, for the divisions other than the
   truncating one, where they are defined; false for the other
   operations and above 64 bits.  A remainder is A - Q * B.  */
static int
reference_value (enum peep_op op, peep_uint a, peep_uint b, unsigned p,
		 peep_uint *value)
{
  static const struct
  {
    enum peep_op op;
    int is_signed, remainder;
    enum rounding rounding;
  } divisions[] = {
    { PEEP_OP_int_exact_div, 1, 0, TRUNC },
    { PEEP_OP_uint_exact_div, 0, 0, TRUNC },
    { PEEP_OP_int_floor_div, 1, 0, FLOOR },
    { PEEP_OP_int_floor_mod, 1, 1, FLOOR },
    { PEEP_OP_int_ceil_div, 1, 0, CEIL },
    { PEEP_OP_int_ceil_mod, 1, 1, CEIL },
    { PEEP_OP_int_round_div, 1, 0, ROUND },
    { PEEP_OP_int_round_mod, 1, 1, ROUND },
    { PEEP_OP_uint_floor_div, 0, 0, FLOOR },
    { PEEP_OP_uint_floor_mod, 0, 1, FLOOR },
    { PEEP_OP_uint_ceil_div, 0, 0, CEIL },
    { PEEP_OP_uint_ceil_mod, 0, 1, CEIL },
    { PEEP_OP_uint_round_div, 0, 0, ROUND },
    { PEEP_OP_uint_round_mod, 0, 1, ROUND },
  };
  if (p > 64)
    return 0;
  for (size_t i = 0; i < sizeof divisions / sizeof *divisions; i++)
    if (divisions[i].op == op)
      {
	peep_sint sa = divisions[i].is_signed ? peep_signed (a, p)
		       : (peep_sint) a;
	peep_sint sb = divisions[i].is_signed ? peep_signed (b, p)
		       : (peep_sint) b;
	peep_sint q = reference_quotient (divisions[i].rounding, sa, sb);
	peep_sint result = divisions[i].remainder ? sa - q * sb : q;
	*value = peep_norm ((peep_uint) result, p);
	return 1;
      }
  return 0;
}

/* One case: OP (A, B, C) at P bits, result R bits; a select's
   condition A has one bit.  */
static void
check_case (Z3_context z3, const struct row *row, peep_uint a, peep_uint b,
	    peep_uint c, unsigned p, unsigned r, struct tally *t)
{
  char message[320], h1[48], h2[48];
  Z3_ast za = numeral (z3, a, (row->flags & PEEP_OPF_SELECT) ? 1 : p);
  Z3_ast zb = row->arity >= 2 ? numeral (z3, b, p) : NULL;
  Z3_ast zc = row->arity == 3 ? numeral (z3, c, p) : NULL;
  peep_uint cb = row->arity >= 2 ? b : 0;
  peep_uint cc = row->arity == 3 ? c : 0;
  int defined = 1;
  t->cases++;
  for (int kind = 1; kind < (1 << PEEP_UB_KINDS); kind <<= 1)
    {
      if (!(row->undefined & kind))
	continue;
      z3_failed = 0;
      Z3_ast condition = peep_z3_defined (z3, row->op, kind, za, zb, p);
      Z3_lbool z3_holds = condition && !z3_failed
			  ? Z3_get_bool_value (z3, Z3_simplify (z3, condition))
			  : Z3_L_UNDEF;
      if (z3_failed || z3_holds == Z3_L_UNDEF)
	{
	  snprintf (message, sizeof message, "Z3 cannot evaluate the "
		    "condition of kind %d%s%s", kind, z3_failed ? ": " : "",
		    z3_failed ? z3_message : "");
	  report_failure (t, row, p, r, a, b, message);
	  return;
	}
      int holds = peep_concrete_defined (row->op, kind, a, cb, p);
      t->conditions++;
      if (holds != (z3_holds == Z3_L_TRUE))
	{
	  static const char *const names[] = PEEP_UB_NAMES;
	  int k = 0;
	  while (!((1 << k) & kind))
	    k++;
	  snprintf (message, sizeof message, "%s: the words say %s, Z3 %s",
		    names[k], holds ? "defined" : "undefined",
		    z3_holds == Z3_L_TRUE ? "defined" : "undefined");
	  report_failure (t, row, p, r, a, b, message);
	}
      if (z3_holds != Z3_L_TRUE && kind != PEEP_UB_OVERFLOW)
	defined = 0;
    }
  if (!defined && !undefined_too)
    return;
  z3_failed = 0;
  Z3_ast term = peep_z3_value (z3, row->op, za, zb, zc, p, r);
  Z3_ast simple = term && !z3_failed ? Z3_simplify (z3, term) : NULL;
  peep_uint z3_value = 0;
  unsigned z3_width = 0;
  if (z3_failed || !numeral_value (z3, simple, &z3_value, &z3_width))
    {
      snprintf (message, sizeof message, "Z3 cannot evaluate the value%s%s",
		z3_failed ? ": " : "", z3_failed ? z3_message : "");
      report_failure (t, row, p, r, a, b, message);
      return;
    }
  unsigned width = (row->flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT))
		   ? r : p;
  peep_uint value = concrete_value (row->op, a, cb, cc, p, r);
  t->values++;
  if (z3_width != width)
    {
      snprintf (message, sizeof message, "Z3's value has %u bits, not %u",
		z3_width, width);
      report_failure (t, row, p, r, a, b, message);
    }
  else if (value != z3_value)
    {
      snprintf (message, sizeof message, "the words give %s, Z3 %s%s",
		hex (value, h1, sizeof h1), hex (z3_value, h2, sizeof h2),
		defined ? "" : " (an undefined input)");
      report_failure (t, row, p, r, a, b, message);
    }
  peep_uint expected;
  if (defined && row->arity == 2 && reference_value (row->op, a, b, p,
						     &expected)
      && value != expected)
    {
      snprintf (message, sizeof message, "the words give %s, GCC %s",
		hex (value, h1, sizeof h1), hex (expected, h2, sizeof h2));
      report_failure (t, row, p, r, a, b, message);
    }
}

/* Every case of ROW at P bits with result R bits, in a context of its
   own (Z3 keeps every term of a context until it is deleted).  */
static void
check_precisions (const struct row *row, unsigned p, unsigned r,
		  struct tally *t)
{
  static peep_uint pairs[2048][2];
  Z3_config config = Z3_mk_config ();
  Z3_context z3 = Z3_mk_context (config);
  Z3_del_config (config);
  Z3_set_error_handler (z3, z3_error);
  if (row->arity == 1)
    {
      static struct values values;
      unary_values (&values, p);
      for (int i = 0; i < values.count; i++)
	check_case (z3, row, values.v[i], 0, 0, p, r, t);
    }
  else
    {
      int n = binary_pairs (pairs, 2048, p);
      for (int i = 0; i < n; i++)
	if (row->arity == 3)
	  for (peep_uint condition = 0; condition < 2; condition++)
	    check_case (z3, row, condition, pairs[i][0], pairs[i][1], p, r, t);
	else
	  check_case (z3, row, pairs[i][0], pairs[i][1], 0, p, r, t);
    }
  Z3_del_context (z3);
  size_t used = strlen (t->precisions);
  if (r == p || !(row->flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT)))
    snprintf (t->precisions + used, sizeof t->precisions - used, "%s%u",
	      used ? " " : "", p);
  else
    snprintf (t->precisions + used, sizeof t->precisions - used, "%s%u>%u",
	      used ? " " : "", p, r);
}

/* Every case of ROW; false if one failed.  */
static int
check_row (const struct row *row, long *total, long *cases)
{
  struct tally t;
  memset (&t, 0, sizeof t);
  if (peep_undefined_kinds (row->op) != row->undefined)
    {
      printf ("  %s: peep_undefined_kinds gives %d, the table %d\n",
	      row->name, peep_undefined_kinds (row->op), row->undefined);
      t.failures++;
    }
  for (int i = 0; i < PRECISION_COUNT; i++)
    {
      unsigned p = precisions[i];
      if (!exists_at (row, p))
	continue;
      if (row->flags & PEEP_OPF_CONVERT)
	for (int j = 0; j < PRECISION_COUNT; j++)
	  {
	    unsigned r = precisions[j];
	    int allowed = (row->flags & PEEP_OPF_WIDENS) ? r > p
			  : (row->flags & PEEP_OPF_NARROWS) ? r < p : r == p;
	    if (allowed)
	      check_precisions (row, p, r, &t);
	  }
      else if (row->flags & PEEP_OPF_OWN_RESULT)
	for (int j = 0; j < OWN_RESULT_COUNT; j++)
	  check_precisions (row, p, own_results[j], &t);
      else
	check_precisions (row, p, p, &t);
    }
  *total += t.values + t.conditions;
  *cases += t.cases;
  if (t.failures)
    printf ("FAIL: %s: %d disagreements of %ld values and %ld conditions "
	    "(bits %s)\n", row->name, t.failures, t.values, t.conditions,
	    t.precisions);
  else if (t.cases == 0)
    printf ("FAIL: %s: no case at any precision\n", row->name);
  else
    printf ("PASS: %s (%ld cases: %ld values and %ld conditions agree; "
	    "bits %s)\n", row->name, t.cases, t.values, t.conditions,
	    t.precisions);
  fflush (stdout);
  return t.failures == 0 && t.cases > 0;
}

int
main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--undefined") == 0)
      undefined_too = 1;
    else if (strcmp (argv[i], "--wrong") == 0)
      wrong = 1;
    else
      {
	fprintf (stderr, "Usage: semantics-test [--undefined] [--wrong]\n");
	return 2;
      }
  int ok = 1, operations = 0;
  long total = 0, cases = 0;
  for (int i = 0; i < ROW_COUNT; i++)
    if (!wrong || rows[i].op == PEEP_OP_int_add)
      {
	ok &= check_row (&rows[i], &total, &cases);
	operations++;
      }
  printf ("# %d operations, %ld cases, %ld comparisons\n", operations,
	  cases, total);
  return ok ? 0 : 1;
}
