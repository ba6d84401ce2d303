/* More rules of rules/newer.rules, on C that GCC 12 -O2 leaves as
   written (scan-plain-gcc-dump below checks some of those shapes in
   the build without the plugin; each rule fires only where its shape
   is left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

#define N __attribute__ ((noipa))

N int and_or_and (int x, int y, int z) { return (x | y) & (x & z); }  /* { dg-message "applied rule newer_and_or_and" } */
N int or_and_or (int x, int y, int z) { return (x & y) | (x | z); }  /* { dg-message "applied rule newer_or_and_or" } */
N int and_invert_or (int x, int y) { return x & ~(y | x); }  /* { dg-message "applied rule newer_and_invert_or" } */
N int or_invert_and (int x, int y) { return x | ~(y & x); }  /* { dg-message "applied rule newer_or_invert_and" } */
N int min_sub (int a, int b, int c) { int x = a - c, y = b - c; return x < y ? x : y; }  /* { dg-message "applied rule newer_min_sub_sub" } */
N int max_sub (int a, int b, int c) { int x = a - c, y = b - c; return x > y ? x : y; }  /* { dg-message "applied rule newer_max_sub_sub" } */
N unsigned umin_and (unsigned a, unsigned m) { unsigned b = a & m; return a < b ? a : b; }  /* { dg-message "applied rule newer_umin_and" } */
N unsigned umax_and (unsigned a, unsigned m) { unsigned b = a & m; return a > b ? a : b; }  /* { dg-message "applied rule newer_umax_and" } */
N int invert_max (int x, int y) { int nx = ~x; return ~(nx > y ? nx : y); }  /* { dg-message "applied rule newer_invert_max_invert" } */
N int invert_min (int x, int y) { int nx = ~x; return ~(nx < y ? nx : y); }  /* { dg-message "applied rule newer_invert_min_invert" } */
N unsigned invert_umax (unsigned x, unsigned y) { unsigned nx = ~x; return ~(nx > y ? nx : y); }  /* { dg-message "applied rule newer_invert_umax_invert" } */
N unsigned invert_umin (unsigned x, unsigned y) { unsigned nx = ~x; return ~(nx < y ? nx : y); }  /* { dg-message "applied rule newer_invert_umin_invert" } */
N int and_ne (int a, int b) { return (a != b) & ((a | b) != 0); }  /* { dg-message "applied rule newer_and_ne_ne_or" } */
N int or_eq (int a, int b) { return (a == b) | ((a | b) == 0); }  /* { dg-message "applied rule newer_or_eq_eq_or" } */
N int eq_or_ne (unsigned long a) { return (a | (a != 0)) == 0; }  /* { dg-message "applied rule newer_eq_or_ne_zero" } */
N int ne_or_ne (unsigned long a) { return (a | (a != 0)) != 0; }  /* { dg-message "applied rule newer_ne_or_ne_zero" } */
N int lt_ne_zero (unsigned a) { return a < (unsigned) (a != 0); }  /* { dg-message "applied rule newer_ugt_ne_zero" } */
N int ne_shl_bool (_Bool a) { return (a << 3) != 0; }  /* { dg-message "applied rule newer_ne_lshift_zero_one" } */
N int eq_shl_bool (_Bool a) { return (a << 3) == 0; }  /* { dg-message "applied rule newer_eq_lshift_zero_one" } */
N int lt_or (unsigned char a, int b) { int x = a; return (x | b) < x; }  /* { dg-message "applied rule newer_lt_or_nonneg" } */

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -1000, -9, -8, -1, 0, 1, 2, 7,
			    8, 9, 1000, 2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], y = xs[j], z = xs[(i + j) % 13];
	int small = x >= -1000 && x <= 1000 && y >= -1000 && y <= 1000
		    && z >= -1000 && z <= 1000;
	printf ("%d %d %d %d %u %u %d %d %u %u %d %d %d %d %d %d %d %d",
		and_or_and (x, y, z), or_and_or (x, y, z),
		and_invert_or (x, y), or_invert_and (x, y),
		umin_and (x, y), umax_and (x, y), invert_max (x, y),
		invert_min (x, y), invert_umax (x, y), invert_umin (x, y),
		and_ne (x, y), or_eq (x, y), eq_or_ne (x), ne_or_ne (x),
		lt_ne_zero (x), ne_shl_bool (x & 1), eq_shl_bool (x & 1),
		lt_or (x, y));
	if (small)
	  printf (" %d %d", min_sub (x, y, z), max_sub (x, y, z));
	printf ("\n");
      }
  return 0;
}

/* { dg-final { scan-plain-gcc-dump "MIN_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump "MAX_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump " << 3" optimized } } */
/* { dg-final { compare-plain-run } } */
