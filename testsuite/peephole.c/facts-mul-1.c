/* x * (1 << y) with y known to lie in [0, 60) is x << y (mul_lshift,
   seed 000): the check asks the facts of y, an int, for a long
   multiplication.  Where nothing is known of y, the rule must not fire
   (main only passes counts in range).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) long
scaled (long x, int y)
{
  if (y >= 0 && y < 60)
    {
      long t = 1L << y;
      return x * t;  /* { dg-message "applied rule mul_lshift" } */
    }
  return 0;
}

__attribute__ ((noipa)) long
scaled_unknown (long x, int y)
{
  long t = 1L << y;
  return x * t;
}

int
main (void)
{
  long s = 0;
  for (int y = -3; y < 64; y++)
    s += scaled (12345 + y, y) ^ (y >= 0 ? scaled_unknown (-77 * y, y) : 0);
  printf ("%ld\n", s);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule mul_lshift " 1 } } */
/* { dg-final { compare-plain-run } } */
