/* More rules of rules/newer.rules, on C that GCC 12 -O2 leaves as
   written (scan-plain-gcc-dump below checks some of those shapes in
   the build without the plugin; each rule fires only where its shape
   is left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized -fplugin-arg-peephole-enable=newer_one_rshift,newer_and_neg_one" } */

#include <stdio.h>

#define N __attribute__ ((noipa))

N unsigned and_shl (unsigned x, unsigned y, int c) { return (x << c) & (y << c); }  /* { dg-message "applied rule newer_and_lshift_lshift" } */
N unsigned or_shl (unsigned x, unsigned y, int c) { return (x << c) | (y << c); }  /* { dg-message "applied rule newer_or_lshift_lshift" } */
N unsigned xor_shl (unsigned x, unsigned y, int c) { return (x << c) ^ (y << c); }  /* { dg-message "applied rule newer_xor_lshift_lshift" } */
N int and_shr (int x, int y, int c) { return (x >> c) & (y >> c); }  /* { dg-message "applied rule newer_and_rshift_rshift" } */
N int or_shr (int x, int y, int c) { return (x >> c) | (y >> c); }  /* { dg-message "applied rule newer_or_rshift_rshift" } */
N int xor_shr (int x, int y, int c) { return (x >> c) ^ (y >> c); }  /* { dg-message "applied rule newer_xor_rshift_rshift" } */
N unsigned and_ushr (unsigned x, unsigned y, int c) { return (x >> c) & (y >> c); }  /* { dg-message "applied rule newer_and_urshift_urshift" } */
N unsigned or_ushr (unsigned x, unsigned y, int c) { return (x >> c) | (y >> c); }  /* { dg-message "applied rule newer_or_urshift_urshift" } */
N unsigned xor_ushr (unsigned x, unsigned y, int c) { return (x >> c) ^ (y >> c); }  /* { dg-message "applied rule newer_xor_urshift_urshift" } */
N unsigned and_dec_neg (unsigned a) { return (a - 1) & -a; }  /* { dg-message "applied rule newer_and_dec_neg" } */
N unsigned or_dec_neg (unsigned a) { return (a - 1) | -a; }  /* { dg-message "applied rule newer_or_dec_neg" } */
N unsigned xor_dec_neg (unsigned a) { return (a - 1) ^ -a; }  /* { dg-message "applied rule newer_xor_dec_neg" } */
N int and_invert_xor (int x, int y) { return x & ~(x ^ y); }  /* { dg-message "applied rule newer_and_invert_xor" } */
N int sub_invert (int x, int y) { return ~x - ~y; }  /* { dg-message "applied rule newer_sub_invert_invert" } */
N int eq_shr (unsigned x, unsigned y) { return (x >> 4) == (y >> 4); }  /* { dg-message "applied rule newer_eq_urshift_urshift" } */
N int ne_shr (unsigned x, unsigned y) { return (x >> 4) != (y >> 4); }  /* { dg-message "applied rule newer_ne_urshift_urshift" } */
N int le_min_max (int x, int y) { int mn = x < y ? x : y, mx = x > y ? x : y; return mn <= mx; }  /* { dg-message "applied rule newer_le_min_max" } */
N int lt_min_max (int x, int y) { int mn = x < y ? x : y, mx = x > y ? x : y; return mn < mx; }  /* { dg-message "applied rule newer_lt_min_max" } */
N int ule_min_max (unsigned x, unsigned y) { unsigned mn = x < y ? x : y, mx = x > y ? x : y; return mn <= mx; }  /* { dg-message "applied rule newer_ule_umin_umax" } */
N int ult_min_max (unsigned x, unsigned y) { unsigned mn = x < y ? x : y, mx = x > y ? x : y; return mn < mx; }  /* { dg-message "applied rule newer_ult_umin_umax" } */
N int le_min (int x, int y) { int m = x < y ? x : y; return m >= x; }  /* { dg-message "applied rule newer_le_min" } */
N int ge_max (int x, int y) { int m = x > y ? x : y; return m <= x; }  /* { dg-message "applied rule newer_ge_max" } */
N int ule_min (unsigned x, unsigned y) { unsigned m = x < y ? x : y; return m >= x; }  /* { dg-message "applied rule newer_ule_umin" } */
N int uge_max (unsigned x, unsigned y) { unsigned m = x > y ? x : y; return m <= x; }  /* { dg-message "applied rule newer_uge_umax" } */
N int one_shr (int x) { return 1 >> x; }  /* { dg-message "applied rule newer_one_rshift" } */
N int ne_or (int a, int b) { return a != b ? (a | b) : a; }  /* { dg-message "applied rule newer_select_ne_or" } */
N int ne_and (int a, int b) { return a != b ? (a & b) : a; }  /* { dg-message "applied rule newer_select_ne_and" } */
N int ne_min (int a, int b) { return a != b ? (a < b ? a : b) : a; }  /* { dg-message "applied rule newer_select_ne_min" } */
N int ne_max (int a, int b) { return a != b ? (a > b ? a : b) : a; }  /* { dg-message "applied rule newer_select_ne_max" } */
N int and_neg_one (int x) { return -x & 1; }  /* { dg-message "applied rule newer_and_neg_one" } */
N int min_add (int x, int y, int z) { int a = x + z, b = y + z; return a < b ? a : b; }  /* { dg-message "applied rule newer_min_add_add" } */
N int max_add (int x, int y, int z) { int a = x + z, b = y + z; return a > b ? a : b; }  /* { dg-message "applied rule newer_max_add_add" } */
N int le_zero_neg (int x) { return x <= 0 ? -x : 0; }  /* { dg-message "applied rule newer_select_le_zero_neg" } */

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -1000, -9, -8, -1, 0, 1, 2, 7,
			    8, 9, 1000, 2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], y = xs[j], c = (i + j) % 32;
	int small = x >= -1000 && x <= 1000 && y >= -1000 && y <= 1000;
	printf ("%u %u %u %d %d %d %u %u %u %u %u %u %d %d %d %d %d %d %d "
		"%d %d %d %d %d %d %d %d %d %d %d", and_shl (x, y, c),
		or_shl (x, y, c), xor_shl (x, y, c), and_shr (x, y, c),
		or_shr (x, y, c), xor_shr (x, y, c), and_ushr (x, y, c),
		or_ushr (x, y, c), xor_ushr (x, y, c), and_dec_neg (x),
		or_dec_neg (x), xor_dec_neg (x), and_invert_xor (x, y),
		small ? sub_invert (x, y) : 0, eq_shr (x, y), ne_shr (x, y),
		le_min_max (x, y), lt_min_max (x, y), ule_min_max (x, y),
		ult_min_max (x, y), le_min (x, y), ge_max (x, y),
		ule_min (x, y), uge_max (x, y), one_shr (c), ne_or (x, y),
		ne_and (x, y), ne_min (x, y), ne_max (x, y),
		and_neg_one (x == -2147483647 - 1 ? 0 : x));
	if (small)
	  printf (" %d %d %d", min_add (x, y, c), max_add (x, y, c),
		  le_zero_neg (x));
	printf ("\n");
      }
  return 0;
}

/* { dg-final { scan-plain-gcc-dump "MIN_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump " = PHI <" optimized } } */
/* { dg-final { scan-plain-gcc-dump "1 >> x_" optimized } } */
/* { dg-final { compare-plain-run } } */
