/* Facts from branch conditions, through the ranger: where x is known to
   be 0 or 1, x == 1 is x (eq_one, seed 000); where x < 10 and y > 20,
   x < y is true (lt_known_true).  The negative twins: x in [0, 2], and
   y > 5.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized -fplugin-arg-peephole-enable=eq_one" } */
/* eq_one is off by default (measured), so enabled.  */

#include <stdio.h>

__attribute__ ((noipa)) int
is_one (int x)
{
  if (x >= 0 && x <= 1)
    return x == 1;  /* { dg-message "applied rule eq_one" } */
  return 5;
}

__attribute__ ((noipa)) int
is_one_wide (int x)
{
  if (x >= 0 && x <= 2)
    return x == 1;
  return 5;
}

__attribute__ ((noipa)) int
ordered (int x, int y)
{
  if (x < 10 && y > 20)
    return x < y;  /* { dg-message "applied rule lt_known_true" } */
  return 7;
}

__attribute__ ((noipa)) int
ordered_overlap (int x, int y)
{
  if (x < 10 && y > 5)
    return x < y;
  return 7;
}

int
main (void)
{
  int s = 0;
  for (int x = -5; x < 30; x++)
    for (int y = -5; y < 30; y++)
      s = s * 3 + is_one (x) + is_one_wide (y) + ordered (x, y)
	  + ordered_overlap (x, y);
  printf ("%d\n", s);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule eq_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule lt_known_true " 1 } } */
/* { dg-final { compare-plain-run } } */
