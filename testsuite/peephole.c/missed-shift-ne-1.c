/* x << s is even and (y << s) | 1 is odd: they always differ.
   Without the plugin, GCC -O2 leaves the operation in the optimized
   code; with it, it is gone.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
f (unsigned x, unsigned y, int s)
{
  if (s >= 1 && s < 3)
    {
      unsigned a = x << s, b = (y << s) | 1;
      return a != b;  /* { dg-message "applied rule ne_different_knownbits" } */
    }
  return 7;
}

int
main (void)
{
  static const unsigned xs[] = { 0, 1, 2, 3, 5, 16, 255, 256, 1000,
				 0x12345678, 0x7fffffff, 0x80000000,
				 0xfffffffe, 0xffffffff };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      for (int s = -2; s < 34; s++)
        printf ("%lld\n", (long long) f (xs[i], xs[j], s));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule ne_different_knownbits " 1 } } */
/* { dg-final { scan-plain-gcc-dump "a_\[0-9\]+ != b_" optimized } } */
/* { dg-final { scan-gcc-dump-not "a_\[0-9\]+ != b_" optimized } } */
/* { dg-final { compare-plain-run } } */
