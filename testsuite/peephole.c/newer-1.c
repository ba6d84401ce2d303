/* The rules of rules/newer.rules, from integer patterns that GCC's
   match.pd gained after GCC 12, on C that GCC 12 -O2 leaves as it is
   written (scan-plain-gcc-dump below checks some of those shapes in
   the build without the plugin; each rule fires only where its shape
   is left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
abs_xor_sign (int x)
{
  int m = x < 0;
  return (x - m) ^ -m;  /* { dg-message "applied rule newer_abs_xor_sign" } */
}

__attribute__ ((noipa)) int
mul_not_self (int a)
{
  return a * !a;  /* { dg-message "applied rule newer_mul_eq_zero_self" } */
}

__attribute__ ((noipa)) unsigned
add_shifts (unsigned x, unsigned y)
{
  return (x << 3) + (y << 3);  /* { dg-message "applied rule newer_add_lshift_lshift" } */
}

__attribute__ ((noipa)) unsigned
sub_shifts (unsigned x, unsigned y, unsigned c)
{
  return (x << c) - (y << c);  /* { dg-message "applied rule newer_sub_lshift_lshift" } */
}

__attribute__ ((noipa)) unsigned
ne_sub (unsigned a, unsigned b)
{
  return a != b ? a - b : 0;  /* { dg-message "applied rule newer_select_ne_sub" } */
}

__attribute__ ((noipa)) int
ne_xor (int a, int b)
{
  return a != b ? a ^ b : 0;  /* { dg-message "applied rule newer_select_ne_xor" } */
}

__attribute__ ((noipa)) int
max_bits (int a, int b)
{
  a &= 1;
  b &= 1;
  return a > b ? a : b;  /* { dg-message "applied rule newer_max_zero_one" } */
}

__attribute__ ((noipa)) int
min_bits (int a, int b)
{
  a &= 1;
  b = b >> 31 & 1;
  return a < b ? a : b;  /* { dg-message "applied rule newer_min_zero_one" } */
}

__attribute__ ((noipa)) unsigned
umax_bits (unsigned a, unsigned b)
{
  a >>= 31;
  b &= 1;
  return a > b ? a : b;  /* { dg-message "applied rule newer_umax_zero_one" } */
}

__attribute__ ((noipa)) unsigned
umin_bits (unsigned a, unsigned b)
{
  a &= 1;
  b &= 1;
  return a < b ? a : b;  /* { dg-message "applied rule newer_umin_zero_one" } */
}

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -9, -8, -1, 0, 1, 2, 7, 8, 9,
			    2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], y = xs[j];
	if (x != -2147483647 - 1)
	  printf ("%d ", abs_xor_sign (x));
	printf ("%d %u %u %u %d %d %d %u %u\n", mul_not_self (x),
		add_shifts (x, y), sub_shifts (x, y, j % 32), ne_sub (x, y),
		ne_xor (x, y), max_bits (x, y), min_bits (x, y),
		umax_bits (x, y), umin_bits (x, y));
      }
  return 0;
}

/* GCC 12 leaves the shapes.  */
/* { dg-final { scan-plain-gcc-dump "\\^" optimized } } */
/* { dg-final { scan-plain-gcc-dump "MAX_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump "MIN_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump " = PHI <" optimized } } */
/* { dg-final { compare-plain-run } } */
