/* More rules of rules/newer.rules (comparisons and selects), on C that
   GCC 12 -O2 leaves as written (scan-plain-gcc-dump below checks some
   of those shapes in the build without the plugin; each rule fires
   only where its shape is left).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

#define N __attribute__ ((noipa))

N int or_lt_and_xor (int a, int b, int c, int d) { return (((a ^ b) & d) < c) | (a != b); }  /* { dg-message "applied rule newer_or_lt_and_xor_ne" } */
N int or_lt_xor (int a, int b, int c) { return ((a ^ b) < c) | (a != b); }  /* { dg-message "applied rule newer_or_lt_xor_ne" } */
N int or_eq_xor (int a, int b, int c) { return ((a ^ b) == c) | (a != b); }  /* { dg-message "applied rule newer_or_eq_xor_ne" } */
N int or_ult_xor (unsigned a, unsigned b, unsigned c) { return ((a ^ b) < c) | (a != b); }  /* { dg-message "applied rule newer_or_ult_xor_ne" } */
N int or_ule_xor (unsigned a, unsigned b, unsigned c) { return ((a ^ b) <= c) | (a != b); }  /* { dg-message "applied rule newer_or_ule_xor_ne" } */
N int or_ugt_xor (unsigned a, unsigned b, unsigned c) { return ((a ^ b) > c) | (a != b); }  /* { dg-message "applied rule newer_or_ugt_xor_ne" } */
N int uge_uge_bit (unsigned a, unsigned b) { a &= 1; return (unsigned) (a >= b) >= b; }  /* { dg-message "applied rule newer_uge_uge_zero_one" } */
N int ult_uge_bit (unsigned a, unsigned b) { a &= 1; return (unsigned) (a >= b) < b; }  /* { dg-message "applied rule newer_ult_uge_zero_one" } */
N int select_set_bit (int a) { return (a & 4) == 0 ? a | 4 : a; }  /* { dg-message "applied rule newer_select_set_bit" } */
N int select_clear_bits (int a) { return (a & 0x30) != 0 ? a & ~0x30 : a; }  /* { dg-message "applied rule newer_select_clear_bits" } */
N int and_eq_eq_or (int a, int b) { return (a == b) & ((a | b) == 0); }  /* { dg-message "applied rule newer_and_eq_eq_or" } */
N int or_ne_ne_or (int a, int b) { return (a != b) | ((a | b) != 0); }  /* { dg-message "applied rule newer_or_ne_ne_or" } */
N int and_ne_eq_or (int a, int b) { return (a != b) & ((a | b) == 0); }  /* { dg-message "applied rule newer_and_ne_eq_or" } */
N int or_eq_ne_or (int a, int b) { return (a == b) | ((a | b) != 0); }  /* { dg-message "applied rule newer_or_eq_ne_or" } */
N int select_gt_abs (int x, int y) { x ^= 5; y &= 0xff; return x > y ? x : __builtin_abs (x); }  /* { dg-message "applied rule newer_select_gt_abs" } */
N int select_lt_abs (int x, int y) { y &= 0xff; return x > y ? x : __builtin_abs (x); }  /* { dg-message "applied rule newer_select_lt_abs" } */
N int select_ge_abs (int x, int y) { x ^= 5; y &= 0xff; return x >= y ? x : __builtin_abs (x); }  /* { dg-message "applied rule newer_select_ge_abs" } */
N int select_le_abs (int x, int y) { y &= 0xff; return x >= y ? x : __builtin_abs (x); }  /* { dg-message "applied rule newer_select_le_abs" } */
N int select_eq_abs (int x, int y) { y &= 0xff; return x == y ? x : __builtin_abs (x); }  /* { dg-message "applied rule newer_select_eq_abs" } */
N int select_gt_sub (int a, int b) { int d = a - b; return d > 0 ? d : b - a; }  /* { dg-message "applied rule newer_select_gt_sub_abs" } */
N int select_ge_sub (int a, int b) { int d = a - b; return d >= 0 ? d : b - a; }  /* { dg-message "applied rule newer_select_ge_sub_abs" } */

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -1000, -9, -5, -1, 0, 1, 2, 5,
			    8, 9, 48, 255, 1000, 2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], y = xs[j], z = xs[(i + 2 * j) % 15];
	int small = x >= -1000 && x <= 1000 && y >= -1000 && y <= 1000;
	printf ("%d %d %d %d %d %d %d %d %d %d %d %d %d %d",
		or_lt_and_xor (x, y, z, (int) ((unsigned) x + j)), or_lt_xor (x, y, z),
		or_eq_xor (x, y, z), or_ult_xor (x, y, z),
		or_ule_xor (x, y, z), or_ugt_xor (x, y, z),
		uge_uge_bit (x, y & 3), ult_uge_bit (x, y & 3),
		select_set_bit (x), select_clear_bits (x),
		and_eq_eq_or (x, y), or_ne_ne_or (x, y),
		and_ne_eq_or (x, y), or_eq_ne_or (x, y));
	if (x != xs[0])
	  printf (" %d %d %d %d %d", select_gt_abs (x, y),
		  select_lt_abs (x, y), select_ge_abs (x, y),
		  select_le_abs (x, y), select_eq_abs (x, y));
	if (small)
	  printf (" %d %d", select_gt_sub (x, y), select_ge_sub (x, y));
	printf ("\n");
      }
  return 0;
}

/* { dg-final { scan-plain-gcc-dump "ABS_EXPR" optimized } } */
/* { dg-final { scan-plain-gcc-dump " = \[a-z\]+_\[0-9\]+\\(D\\) \\^ " optimized } } */
/* { dg-final { compare-plain-run } } */
