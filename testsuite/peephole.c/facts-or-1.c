/* Facts from an |: bit 0 of x | 1 is known to be one, so it is not 0
   (ne_different_knownbits); y | 0x100 is at least 0x100, so it is not
   below it (y < 0x100 is y <= 0xff in GIMPLE: ule_known_false).  The second pair is the negative twin:
   nothing is known of x | y.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
odd_nonzero (unsigned x)
{
  unsigned y = x | 1;
  return y != 0;  /* { dg-message "applied rule ne_different_knownbits" } */
}

__attribute__ ((noipa)) int
high_set (unsigned x)
{
  unsigned y = x | 0x100;
  return y < 0x100;  /* { dg-message "applied rule ule_known_false" } */
}

__attribute__ ((noipa)) int
maybe_zero (unsigned x, unsigned y)
{
  unsigned z = x | y;
  return z != 0;
}

int
main (void)
{
  int n = 0;
  for (unsigned x = 0; x < 1000; x++)
    n += odd_nonzero (x * 7919u) + high_set (x) + maybe_zero (x & 3, x & 12);
  printf ("%d\n", n);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule ne_different_knownbits " 1 } } */
/* { dg-final { compare-plain-run } } */
