/* (x << s) | 5, s in [4, 8): its low four bits are 0101, so the mask
   leaves 5.
   Without the plugin, GCC -O2 leaves the operation in the optimized
   code; with it, it is gone.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
f (unsigned x, int s)
{
  if (s >= 4 && s < 8)
    {
      unsigned t = x << s;
      /* GCC makes it (t & 10) | 5: t & 10 is 0, and 0 | 5 is 5.  */
      return (t | 5) & 15;  /* { dg-message "applied rule and_c_known_disjoint" } */
      /* { dg-message "applied rule or_known_identity" "" { target *-*-* } .-1 } */
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
    for (int s = -2; s < 34; s++)
      printf ("%lld\n", (long long) f (xs[i], s));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule and_c_known_disjoint " 1 } } */
/* { dg-final { scan-plain-gcc-dump "\& 10;" optimized } } */
/* { dg-final { scan-gcc-dump-not "\& 10;" optimized } } */
/* { dg-final { compare-plain-run } } */
