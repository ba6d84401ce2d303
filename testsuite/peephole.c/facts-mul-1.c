/* x * (1 << y) with y known to lie in [0, 60) is x << y (mul_lshift,
   seed 000): the check asks the facts of y, an int, for a long long
   multiplication.  Where nothing is known of y, the rule must not fire
   (main only passes counts in range).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) long long
scaled (long long x, int y)
{
  if (y >= 0 && y < 60)
    {
      long long t = 1LL << y;
      return x * t;  /* { dg-message "applied rule mul_lshift" } */
    }
  return 0;
}

__attribute__ ((noipa)) long long
scaled_unknown (long long x, int y)
{
  long long t = 1LL << y;
  return x * t;
}

int
main (void)
{
  long long s = 0;
  for (int y = -3; y < 64; y++)
    s += scaled (12345 + y, y) ^ (y >= 0 ? scaled_unknown (-77 * y, y) : 0);
  printf ("%lld\n", s);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule mul_lshift " 1 } } */
/* { dg-final { compare-plain-run } } */
