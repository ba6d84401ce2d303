/* Facts from a shift: an unsigned char shifted right by 4 lies in
   [0, 15], so & 15 keeps it whole (and_x_c_in_range).  Shifted by 3 it
   can reach 31: the negative twin, where the rule must not fire.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
high_nibble (unsigned x)
{
  unsigned y = (x & 0xff) >> 4;
  return y & 15;  /* { dg-message "applied rule and_x_c_in_range" } */
}

__attribute__ ((noipa)) unsigned
five_bits (unsigned x)
{
  unsigned y = (x & 0xff) >> 3;
  /* GCC makes this (x >> 3) & 31 & 15, whose masks combine.  */
  return y & 15;  /* { dg-message "applied rule and_and_consts" } */
}

int
main (void)
{
  unsigned s = 0;
  for (unsigned x = 0; x < 3000; x++)
    s = s * 31 + high_nibble (x * 2654435761u) + five_bits (x * 40503u);
  printf ("%u\n", s);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule and_x_c_in_range " 1 } } */
/* { dg-final { compare-plain-run } } */
