/* Facts from a loop bound: inside for (i = 0; i < 100; i++), i < 200
   holds (le_known_true on i <= 199).  The negative twin, i < 50, does
   not.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
count_below_200 (void)
{
  int s = 0;
  for (int i = 0; i < 100; i++)
    s += i < 200;  /* { dg-message "applied rule le_known_true" } */
  return s;
}

__attribute__ ((noipa)) int
count_below_50 (void)
{
  int s = 0;
  for (int i = 0; i < 100; i++)
    s += i < 50;
  return s;
}

int
main (void)
{
  printf ("%d %d\n", count_below_200 (), count_below_50 ());
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule le_known_true " 1 } } */
/* { dg-final { compare-plain-run } } */
