/* More rules of rules/newer.rules (multiplications, bit operations,
   minima and maxima, negations), on C that GCC 12 -O2 leaves as
   written (scan-plain-gcc-dump below checks some of those shapes in
   the build without the plugin; each rule fires only where its shape
   is left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized -fplugin-arg-peephole-enable=newer_and_neg_zero_one" } */

#include <stdio.h>

#define N __attribute__ ((noipa))

N int mul_ne_or (int a, int b) { return a * ((a | b) != 0); }  /* { dg-message "applied rule newer_mul_ne_or_self" } */
N int mul_eq_or (int a, int b) { return a * ((a | b) == 0); }  /* { dg-message "applied rule newer_mul_eq_or_self" } */
N int eq_shl_count (unsigned y, unsigned x) { y |= 1; return (y << x) == x; }  /* { dg-message "applied rule newer_eq_lshift_count" } */
N int ne_shl_count (unsigned y, unsigned x) { y |= 1; return (y << x) != x; }  /* { dg-message "applied rule newer_ne_lshift_count" } */
N int or_eq_bits (int a, int b) { a &= 1; b &= 1; return a | (a == b); }  /* { dg-message "applied rule newer_or_eq_zero_one" } */
N int and_eq_bits (int a, int b) { a &= 1; b &= 1; return a & (a == b); }  /* { dg-message "applied rule newer_and_eq_zero_one" } */
N int or_and_eq_bits (int a, int b) { a &= 1; b &= 1; return (a & b) | (a == b); }  /* { dg-message "applied rule newer_or_and_eq_zero_one" } */
N unsigned and_or_covers (unsigned a, unsigned b) { a >>= 28; return a & (b | 0xff); }  /* { dg-message "applied rule and_known_identity" } */
N int and_or_invert_or (int x, int y, int z) { return (x | y) & ~(y | z); }  /* { dg-message "applied rule newer_and_or_invert_or" } */
N int or_and_invert_and (int x, int y, int z) { return (x & y) | ~(y & z); }  /* { dg-message "applied rule newer_or_and_invert_and" } */
N int and_neg_bit (int a, int b) { a &= 1; return -a & b; }  /* { dg-message "applied rule newer_and_neg_zero_one" } */
N int add_min_max (int a, int b) { int m = a < b ? a : b, M = a > b ? a : b; return m + M; }  /* { dg-message "applied rule newer_add_min_max" } */
N int and_min_max (int a, int b) { int m = a < b ? a : b, M = a > b ? a : b; return m & M; }  /* { dg-message "applied rule newer_and_min_max" } */
N int or_min_max (int a, int b) { int m = a < b ? a : b, M = a > b ? a : b; return m | M; }  /* { dg-message "applied rule newer_or_min_max" } */
N int xor_min_max (int a, int b) { int m = a < b ? a : b, M = a > b ? a : b; return m ^ M; }  /* { dg-message "applied rule newer_xor_min_max" } */
N int eq_min_max (int a, int b) { int m = a < b ? a : b, M = a > b ? a : b; return m == M; }  /* { dg-message "applied rule newer_eq_min_max" } */
N int ne_min_max (int a, int b) { int m = a < b ? a : b, M = a > b ? a : b; return m != M; }  /* { dg-message "applied rule newer_ne_min_max" } */
N unsigned add_umin_umax (unsigned a, unsigned b) { unsigned m = a < b ? a : b, M = a > b ? a : b; return m + M; }  /* { dg-message "applied rule newer_add_umin_umax" } */
N unsigned xor_umin_umax (unsigned a, unsigned b) { unsigned m = a < b ? a : b, M = a > b ? a : b; return m ^ M; }  /* { dg-message "applied rule newer_xor_umin_umax" } */
N int ne_neg_neg (unsigned a, unsigned b) { return -a != -b; }  /* { dg-message "applied rule newer_ne_neg_neg" } */
N int eq_neg_const (unsigned a) { return -a == 5; }  /* { dg-message "applied rule newer_eq_neg_const" } */
N int ne_neg_const (unsigned long a) { return -a != 9; }  /* { dg-message "applied rule newer_ne_neg_const" } */

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -1000, -9, -5, -1, 0, 1, 2, 5,
			    8, 9, 1000, 2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], y = xs[j], z = xs[(i + j) % 13];
	int small = x >= -1000 && x <= 1000 && y >= -1000 && y <= 1000;
	printf ("%d %d %d %d %d %d %d %u %d %d %d %d %d %d %d %d %u %u"
		" %d %d %d",
		mul_ne_or (x, y), mul_eq_or (x, y),
		eq_shl_count (x, y & 31), ne_shl_count (x, y & 31),
		or_eq_bits (x, y), and_eq_bits (x, y), or_and_eq_bits (x, y),
		and_or_covers (x, y), and_or_invert_or (x, y, z),
		or_and_invert_and (x, y, z), and_neg_bit (x, y),
		and_min_max (x, y), or_min_max (x, y), xor_min_max (x, y),
		eq_min_max (x, y), ne_min_max (x, y), add_umin_umax (x, y),
		xor_umin_umax (x, y), ne_neg_neg (x, y),
		eq_neg_const (x), ne_neg_const (x));
	if (small)
	  printf (" %d", add_min_max (x, y));
	printf ("\n");
      }
  printf ("%d %d\n", eq_neg_const (-5), ne_neg_const (-9));
  return 0;
}

/* { dg-final { scan-plain-gcc-dump "MIN_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump " = -_?\[a-z\]+_\[0-9\]+\\(D\\);" optimized } } */
/* { dg-final { compare-plain-run } } */
