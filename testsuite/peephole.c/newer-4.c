/* More rules of rules/newer.rules, on C that GCC 12 -O2 leaves as
   written (scan-plain-gcc-dump below checks some of those shapes in
   the build without the plugin; each rule fires only where its shape
   is left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

#define N __attribute__ ((noipa))

N int xor_lt_gt (int a, int b) { return (a < b) ^ (a > b); }  /* { dg-message "applied rule newer_xor_lt_gt" } */
N int xor_lt_eq (int a, int b) { return (a < b) ^ (a == b); }  /* { dg-message "applied rule newer_xor_lt_eq" } */
N int xor_le_eq (int a, int b) { return (a <= b) ^ (a == b); }  /* { dg-message "applied rule newer_xor_le_eq" } */
N int xor_le_ne (int a, int b) { return (a <= b) ^ (a != b); }  /* { dg-message "applied rule newer_xor_le_ne" } */
N int eq_lt_gt (int a, int b) { return (a < b) == (a > b); }  /* { dg-message "applied rule newer_xor_ge_gt" } */
N int xor_ult_ugt (unsigned a, unsigned b) { return (a < b) ^ (a > b); }  /* { dg-message "applied rule newer_xor_ult_ugt" } */
N int xor_ult_eq (unsigned a, unsigned b) { return (a < b) ^ (a == b); }  /* { dg-message "applied rule newer_xor_ult_eq" } */
N int xor_ule_eq (unsigned a, unsigned b) { return (a <= b) ^ (a == b); }  /* { dg-message "applied rule newer_xor_ule_eq" } */
N int xor_ule_ne (unsigned a, unsigned b) { return (a <= b) ^ (a != b); }  /* { dg-message "applied rule newer_xor_ule_ne" } */
N int eq_ult_ugt (unsigned a, unsigned b) { return (a < b) == (a > b); }  /* { dg-message "applied rule newer_xor_uge_ugt" } */
N int and_eq_odd (int a) { return (a == 5) & a; }  /* { dg-message "applied rule newer_and_eq_odd" } */
N int and_eq_even (int a) { return (a == 4) & a; }  /* { dg-message "applied rule newer_and_eq_even" } */
N int eq_umax (unsigned a, unsigned b) { return (a > b ? a : b) == 0; }  /* { dg-message "applied rule newer_eq_umax_zero" } */
N int ne_umax (unsigned a, unsigned b) { return (a > b ? a : b) != 0; }  /* { dg-message "applied rule newer_ne_umax_zero" } */

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -9, -1, 0, 1, 4, 5, 9,
			    2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], y = xs[j];
	printf ("%d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
		xor_lt_gt (x, y), xor_lt_eq (x, y), xor_le_eq (x, y),
		xor_le_ne (x, y), eq_lt_gt (x, y), xor_ult_ugt (x, y),
		xor_ult_eq (x, y), xor_ule_eq (x, y), xor_ule_ne (x, y),
		eq_ult_ugt (x, y), and_eq_odd (x), and_eq_even (x),
		eq_umax (x, y), ne_umax (x, y));
      }
  return 0;
}

/* { dg-final { scan-plain-gcc-dump "MAX_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ \\^ _\[0-9\]+" optimized } } */
/* { dg-final { compare-plain-run } } */
