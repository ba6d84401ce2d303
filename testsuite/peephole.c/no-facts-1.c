/* -fplugin-arg-peephole-no-facts: every query answers "unknown", so
   the rules that need a fact stay quiet (here is_true_bool and
   ne_different_knownbits, which fire in facts-bool-1.c and
   facts-or-1.c), and those that need none still fire (mul_pow2_const, off by default
   and turned on here).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fplugin-arg-peephole-no-facts -fplugin-arg-peephole-enable=mul_pow2_const" } */

#include <stdio.h>

__attribute__ ((noipa)) int
odd_nonzero (unsigned x)
{
  unsigned y = x | 1;
  return y != 0;
}

__attribute__ ((noipa)) int
is_true (int x)
{
  int t = x & 1;
  return t != 0;
}

__attribute__ ((noipa)) long
times_eight (long x)
{
  return x * 8;
}

int
main (void)
{
  long n = 0;
  for (unsigned x = 0; x < 1000; x++)
    n += odd_nonzero (x * 7919u) + is_true (x) + times_eight (x);
  printf ("%ld\n", n);
  return 0;
}

/* { dg-final { scan-peephole-dump-not "rule ne_different_knownbits " } } */
/* { dg-final { scan-peephole-dump-not "rule is_true_bool " } } */
/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 1 } } */
/* { dg-final { compare-plain-run } } */
