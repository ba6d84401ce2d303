/* The same on a signed shift: bit 0 of x << s is zero for s >= 1.
   Without the plugin, GCC -O2 leaves the operation in the optimized
   code; with it, it is gone.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
f (int x, int s)
{
  if (s >= 1 && s < 8 && x >= 0 && x < 1000)
    {
      int t = x << s;
      /* GCC's rewrite of the comparison has no location: the remark is
	 at the function's.  */
      return (t & 1) == 1;  /* { dg-message "applied rule and_c_known_disjoint" "" { target *-*-* } 10 } */
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
      printf ("%lld\n", (long long) f ((int) (xs[i] % 2000), s));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule and_c_known_disjoint " 1 } } */
/* { dg-final { scan-plain-gcc-dump "\& 1;" optimized } } */
/* { dg-final { scan-gcc-dump-not "\& 1;" optimized } } */
/* { dg-final { compare-plain-run } } */
