/* Rules mined on the choose part of bench/corpus (rules/mined.rules,
   the section "Mined on fourteen packages"), each on the C of the
   finding it comes from: the reproducer of peephole-mine's report
   (bench/distro-results/report.html), which that report found GCC 12
   -O2 to leave as written.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-optimized" } */

extern long long peephole_kept;

/* int_sub(x, int_mul(uint_rshift(x, 3), 8)) => int_and(x, 7) */
unsigned int
mined_sub_mul_urshift (unsigned int x)
{
  peephole_kept = (long long) (unsigned int) (x >> 3u);
  return (unsigned int) (x - (unsigned int) ((unsigned int) (x >> 3u) * 8u));  /* { dg-message "applied rule mined_sub_mul_urshift" } */
}

/* int_cast(int_rshift(8, int_rshift(int_cast(x), 1))) => int_invert(int_or(x, -7)) */
unsigned int
mined_rshift_8_small (unsigned int x)
{
  if (!((unsigned int) x >= (unsigned int) 2)) __builtin_unreachable ();
  if (!((unsigned int) x <= (unsigned int) 5)) __builtin_unreachable ();
  return (unsigned int) ((unsigned int) (unsigned int) (8 >> (int) ((int) ((unsigned int) x) >> 1)));  /* { dg-message "applied rule mined_rshift_8_small" } */
}

/* int_add(int_mul(uint_rshift(int_add(x, -128), 6), -64), int_add(x, -64)) => int_and(int_or(x, -64), 127) */
unsigned long
mined_add_mul_urshift_low_128 (unsigned long x)
{
  peephole_kept = (long long) (unsigned long) ((unsigned long) (x + 18446744073709551488ul) >> 6ul);
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) (x + 18446744073709551488ul) >> 6ul) * 18446744073709551552ul) + (unsigned long) (x + 18446744073709551552ul));  /* { dg-message "applied rule mined_add_mul_urshift_low" } */
}

/* int_sub(int_add(int_sext(x), -1), int_zext(int_add(int_cast(x), -1))) => 0 */
unsigned long
mined_sext_dec_sub_zext_dec (int x)
{
  if (!((long) x >= (long) 1)) __builtin_unreachable ();
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) x) + 18446744073709551615ul) - (unsigned long) ((unsigned long) (unsigned int) ((unsigned int) ((unsigned int) (unsigned int) x) + 4294967295u)));  /* { dg-message "applied rule mined_sext_dec_sub_zext_dec" } */
}

/* int_add(int_mul(uint_rshift(int_add(x, -16), 4), -16), int_add(x, -17)) => int_add(int_and(x, 15), -1) */
unsigned long
mined_add_mul_urshift_low_16 (unsigned long x)
{
  peephole_kept = (long long) (unsigned long) ((unsigned long) (x + 18446744073709551600ul) >> 4ul);
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) (x + 18446744073709551600ul) >> 4ul) * 18446744073709551600ul) + (unsigned long) (x + 18446744073709551599ul));  /* { dg-message "applied rule mined_add_mul_urshift_low" } */
}

/* int_ne(int_and(x, -64), -128) => int_le(-64, x) */
int
mined_ne_and_minint_8 (signed char x)
{
  return (int) ((signed char) (x & (signed char) -64) != (signed char) -128);  /* { dg-message "applied rule mined_ne_and_minint_8" } */
}

/* int_sub(int_add(int_zext(x), -1), int_zext(int_add(x, -1))) => 0 */
unsigned long
mined_zext_dec_zext_dec_same (unsigned int x)
{
  if (!((unsigned long) x >= (unsigned long) 1)) __builtin_unreachable ();
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) x) + 18446744073709551615ul) - (unsigned long) ((unsigned long) (unsigned int) (x + 4294967295u)));  /* { dg-message "applied rule mined_zext_dec_zext_dec_same" } */
}

/* int_sub(int_add(int_mul(int_zext(x), 4), int_add(y, -4)), int_mul(int_zext(int_add(x, -1)), 4)) => y */
unsigned long
mined_mul_zext_dec_cancel (unsigned int x, unsigned long y)
{
  if (!((unsigned long) x >= (unsigned long) 1)) __builtin_unreachable ();
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) x) * 4ul) + (unsigned long) (y + 18446744073709551612ul)) - (unsigned long) ((unsigned long) ((unsigned long) (unsigned int) (x + 4294967295u)) * 4ul));  /* { dg-message "applied rule mined_mul_zext_dec_cancel" } */
}

/* int_mul(int_add(uint_rshift(int_add(x, -128), 6), 2), 64) => int_and(x, -64) */
unsigned long
mined_round_down_2 (unsigned long x)
{
  peephole_kept = (long long) (unsigned long) ((unsigned long) (x + 18446744073709551488ul) >> 6ul);
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) (x + 18446744073709551488ul) >> 6ul) + 2ul) * 64ul);  /* { dg-message "applied rule mined_round_down" } */
}

/* int_sub(int_zext(x), int_zext(int_add(x, -1))) => 1 */
unsigned long
mined_sub_zext_dec (unsigned int x)
{
  if (!((unsigned long) x >= (unsigned long) 1)) __builtin_unreachable ();
  return (unsigned long) ((unsigned long) ((unsigned long) x) - (unsigned long) ((unsigned long) (unsigned int) (x + 4294967295u)));  /* { dg-message "applied rule mined_sub_zext_dec" } */
}

/* int_mul(int_add(uint_rshift(int_add(x, -16), 4), 1), 16) => int_and(x, -16) */
unsigned long
mined_round_down_shared (unsigned long x)
{
  peephole_kept = (long long) (unsigned long) ((unsigned long) (x + 18446744073709551600ul) >> 4ul);
  return (unsigned long) ((unsigned long) ((unsigned long) ((unsigned long) (x + 18446744073709551600ul) >> 4ul) + 1ul) * 16ul);  /* { dg-message "applied rule mined_round_down" } */
}

/* int_or(int_xor(x, 1), int_xor(y, 1)) => int_xor(int_and(x, y), 1) */
unsigned int
mined_or_xor_one_bits (unsigned int x, unsigned int y)
{
  if (!(((unsigned int) x & (unsigned int) -2) == 0)) __builtin_unreachable ();
  if (!(((unsigned int) y & (unsigned int) -2) == 0)) __builtin_unreachable ();
  return (unsigned int) ((unsigned int) (x ^ 1u) | (unsigned int) (y ^ 1u));  /* { dg-message "applied rule mined_or_xor_one_bits" } */
}

/* uint_ge(int_add(x, int_zext(y)), int_add(int_zext(y), 64)) => 1 */
int
mined_uge_add_zext_true (unsigned long x, unsigned int y)
{
  if (!((long) x >= (long) 64)) __builtin_unreachable ();
  return (int) ((unsigned long) (x + (unsigned long) ((unsigned long) y)) >= (unsigned long) ((unsigned long) ((unsigned long) y) + 64ul));  /* { dg-message "applied rule mined_uge_add_zext_true" } */
}

/* int_ne(int_add(int_zext(int_eq(x, 0)), x), 0) => 1 */
int
mined_ne_add_eq_zero (unsigned int x)
{
  return (int) ((unsigned int) ((unsigned int) ((unsigned int) (unsigned short) (x == 0u)) + x) != 0u);  /* { dg-message "applied rule mined_ne_add_eq_zero" } */
}

/* int_add(int_mul(int_add(x, 1), 4), -4) => int_lshift(x, 2) */
unsigned long
mined_mul_add_cancel (unsigned long x)
{
  peephole_kept = (long long) (unsigned long) (x + 1ul);
  return (unsigned long) ((unsigned long) ((unsigned long) (x + 1ul) * 4ul) + 18446744073709551612ul);  /* { dg-message "applied rule mined_mul_add_cancel" } */
}
