/* x << s, with s in [3, 6), has its three low bits zero: it is never 3.
   Without the plugin, GCC -O2 leaves the operation in the optimized
   code; with it, it is gone.  eq_different_knownbits is off by
   default.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized -fplugin-arg-peephole-enable=eq_different_knownbits" } */

#include <stdio.h>

__attribute__ ((noipa)) int
f (unsigned x, int s)
{
  if (s >= 3 && s < 6)
    {
      unsigned t = x << s;
      return t == 3;  /* { dg-message "applied rule eq_different_knownbits" } */
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

/* { dg-final { scan-peephole-dump-times "rule eq_different_knownbits " 1 } } */
/* { dg-final { scan-plain-gcc-dump "== 3;" optimized } } */
/* { dg-final { scan-gcc-dump-not "== 3;" optimized } } */
/* { dg-final { compare-plain-run } } */
