/* Known bits of two variables, not of a variable and a constant (seed
   000's is_and_identity): x & y is x when y's known ones cover every
   bit x may have; x | y is x when every bit y may have is a known one
   of x; (x ^ y) - y is x when no bit is in both.  GCC 12 -O2 leaves
   each (scan-plain-gcc-dump); GCC turns (x | y) - y into x & ~y, which
   the first rule takes.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
top_nibble (unsigned a, unsigned b)
{
  unsigned x = a >> 28;
  unsigned y = b | 0xff;
  return x & y;  /* { dg-message "applied rule and_known_identity" } */
}

__attribute__ ((noipa)) unsigned
low_ones (unsigned a, unsigned b)
{
  unsigned x = (a << 4) + 15;
  unsigned y = b >> 28;
  return x | y;  /* { dg-message "applied rule or_known_identity" } */
}

__attribute__ ((noipa)) long
xor_sub (long a, long b)
{
  long x = a << 4;
  long y = b & 15;
  return (x ^ y) - y;  /* { dg-message "applied rule sub_xor_known_disjoint" } */
}

__attribute__ ((noipa)) int
or_sub (int a, int b)
{
  int x = a * 8;
  int y = b & 7;
  return (x | y) - y;  /* { dg-message "applied rule and_known_identity" } */
}

/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ = x_\[0-9\]+ & y_\[0-9\]+;" optimized } } */
/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ = x_\[0-9\]+ \\| y_\[0-9\]+;" optimized } } */
/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ = _\[0-9\]+ - y_\[0-9\]+;" optimized } } */

int
main (void)
{
  static const long xs[] = { -2147483647 - 1, -8, -7, -1, 0, 1, 4, 5, 6, 9,
			     0x12345678, 2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      printf ("%u %u %ld %d\n", top_nibble (xs[i], xs[j]),
	      low_ones (xs[i], xs[j]), xor_sub (xs[i], xs[j]),
	      or_sub (xs[i] & 0xfffff, xs[j]));
  return 0;
}

/* { dg-final { compare-plain-run } } */
