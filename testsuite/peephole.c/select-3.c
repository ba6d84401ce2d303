/* Joins of several PHIs: a branch that sets two values (a swap, a
   min and a max in one if) goes when a rule replaces every PHI of its
   join, with a select rule for each; GCC 12's phiopt replaces only a
   join's single PHI, and leaves these branches (scan-plain-gcc-dump).
   The rules fire on x > y as on x < y: GCC orders two names in a
   comparison by their versions.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
spread (int a, int b, int *low)
{
  int lo, hi;
  if (a < b)  /* { dg-message "applied rule select_lt_min" } */
    {		/* { dg-message "applied rule select_lt_max" "" { target *-*-* } .-1 } */
      lo = a;
      hi = b;
    }
  else
    {
      lo = b;
      hi = a;
    }
  *low = lo;
  return hi - lo;
}

__attribute__ ((noipa)) unsigned
swap_weighted (unsigned a, unsigned b)
{
  unsigned t;
  if (a > b)  /* { dg-message "applied rule select_ugt_min" } */
    {		/* { dg-message "applied rule select_ugt_max" "" { target *-*-* } .-1 } */
      t = a;
      a = b;
      b = t;
    }
  return a * 3 + b;
}

__attribute__ ((noipa)) long
sorted_three (long a, long b, long c)
{
  long t;
  if (a > b)  /* { dg-message "applied rule select_gt_min" } */
    {		/* { dg-message "applied rule select_gt_max" "" { target *-*-* } .-1 } */
      t = a;
      a = b;
      b = t;
    }
  return (a << 8) + (b << 4) + c;
}

/* The PHIs of the functions' values (main's loops have their own).  */
/* { dg-final { scan-plain-gcc-dump "\\m(lo|hi|a|b)_\[0-9\]+ = PHI <" optimized } } */
/* No branch is left for them.  */
/* { dg-final { scan-gcc-dump-not "\\m(lo|hi|a|b)_\[0-9\]+ = PHI <" optimized } } */

int
main (void)
{
  static const long xs[] = { -2147483647 - 1, -8, -7, -1, 0, 1, 4, 5, 6, 9,
			     2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int low;
	int d = spread (xs[i], xs[j], &low);
	printf ("%d %d %u %ld\n", d, low, swap_weighted (xs[i], xs[j]),
		sorted_three (xs[i], xs[j], xs[i] ^ xs[j]));
      }
  return 0;
}

/* { dg-final { compare-plain-run } } */
