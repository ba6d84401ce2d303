/* A rotate right undone by a rotate left by the same count: GCC turns
   both idioms into rotates but does not cancel them.
   Without the plugin, GCC -O2 leaves the operation in the optimized
   code; with it, it is gone.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
f (unsigned x, unsigned y)
{
  y &= 31;
  unsigned r = (x >> y) | (x << ((32 - y) & 31));
  return (r << y) | (r >> ((32 - y) & 31));  /* { dg-message "applied rule rotl_rotr" } */
}

int
main (void)
{
  static const unsigned xs[] = { 0, 1, 2, 3, 5, 16, 255, 256, 1000,
				 0x12345678, 0x7fffffff, 0x80000000,
				 0xfffffffe, 0xffffffff };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned y = 0; y < 70; y++)
      printf ("%lld\n", (long long) f (xs[i], y));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule rotl_rotr " 1 } } */
/* { dg-final { scan-plain-gcc-dump "r<<" optimized } } */
/* { dg-final { scan-gcc-dump-not "r<<" optimized } } */
/* { dg-final { compare-plain-run } } */
