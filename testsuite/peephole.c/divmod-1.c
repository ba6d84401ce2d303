/* Division by a symbolic constant, proven per value of the divisor,
   and a remainder below its divisor: GCC 12 -O2 keeps each
   (scan-plain-gcc-dump).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
mul_mod (unsigned char c)
{
  return (c * 7u) % 7u;  /* { dg-message "applied rule umod_mul_cancel" } */
}

__attribute__ ((noipa)) unsigned long
mul_mod_long (unsigned short c)
{
  return (c * 12ul) % 12ul;  /* { dg-message "applied rule umod_mul_cancel" } */
}

__attribute__ ((noipa)) unsigned
mod_div (unsigned x, unsigned y)
{
  return (x % y) / y;  /* { dg-message "applied rule udiv_umod_same" } */
}

/* Not rewritten: the product may wrap (x has every bit), and 17 is
   above the bound the rule is proven for.  */
__attribute__ ((noipa)) unsigned
mul_mod_wraps (unsigned x)
{
  return (x * 7u) % 7u;  /* { dg-bogus "applied rule" } */
}

__attribute__ ((noipa)) unsigned
mul_mod_17 (unsigned char c)
{
  return (c * 17u) % 17u;  /* { dg-bogus "applied rule" } */
}

/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ = _\[0-9\]+ % 7;" optimized } } */
/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ = _\[0-9\]+ % 12;" optimized } } */
/* { dg-final { scan-plain-gcc-dump "_\[0-9\]+ = _\[0-9\]+ / y_\[0-9\]+\\(D\\);" optimized } } */
/* { dg-final { scan-gcc-dump-not " % 12;" optimized } } */

int
main (void)
{
  static const unsigned xs[] = { 0, 1, 6, 7, 8, 100, 255, 256, 65535,
				 0x12345678, 0xfffffff9, 0xffffffff };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      if (xs[j] != 0)
	printf ("%u %lu %u %u %u\n", mul_mod (xs[i]), mul_mod_long (xs[i]),
		mod_div (xs[i], xs[j]), mul_mod_wraps (xs[i]),
		mul_mod_17 (xs[i]));
  return 0;
}

/* { dg-final { compare-plain-run } } */
