/* Rules over four integer types: (T) (((W) a & (W) b) >> C), with a
   and b zero-extended to W by C's promotions, is done in a's type
   (and over three, where b is of type W).
   GCC 12 -O2 leaves the promotions (scan-plain-gcc-dump).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) unsigned char
and_shift (unsigned char a, unsigned short b)
{
  return (a & b) >> 1;  /* { dg-message "applied rule trunc_rshift_and_zext" } */
}

__attribute__ ((noipa)) unsigned short
and_shift_unsigned (unsigned short a, unsigned b)
{
  return ((unsigned long) a & b) >> 5;  /* { dg-message "applied rule trunc_urshift_and_zext" } */
}

__attribute__ ((noipa)) unsigned char
and_shift_int (unsigned char a, unsigned b)
{
  return ((unsigned) a & b) >> 7;  /* { dg-message "applied rule trunc_urshift_and_zext_one" } */
}

/* { dg-final { scan-plain-gcc-dump "= \\(int\\) b_\[0-9\]+\\(D\\);" optimized } } */

int
main (void)
{
  static const unsigned xs[] = { 0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x1ff,
				 0x7fff, 0x8000, 0xffff, 0x12345678,
				 0xffffffff };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      printf ("%u %u %u\n", and_shift (xs[i], xs[j]),
	      and_shift_unsigned (xs[i], xs[j]), and_shift_int (xs[i], xs[j]));
  return 0;
}

/* { dg-final { compare-plain-run } } */
