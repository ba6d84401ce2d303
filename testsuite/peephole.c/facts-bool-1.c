/* A comparison's value is 0 or 1: t != 0 is t (is_true_bool, seed 000),
   and a condition on it tests it directly.  t & 3 can be 2: the
   negative twin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized -fplugin-arg-peephole-enable=is_true_bool" } */
/* is_true_bool is off by default (measured), so enabled.  */

#include <stdio.h>

__attribute__ ((noipa)) int
less (int a, int b)
{
  int t = a < b;
  return t != 0;  /* { dg-message "applied rule is_true_bool" } */
}

__attribute__ ((noipa)) int
low_bits (int a)
{
  int t = a & 3;
  return t != 0;
}

int
main (void)
{
  int s = 0;
  for (int a = -20; a < 20; a++)
    s = s * 3 + less (a, 3) + low_bits (a);
  printf ("%d\n", s);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule is_true_bool " 1 } } */
/* { dg-final { compare-plain-run } } */
