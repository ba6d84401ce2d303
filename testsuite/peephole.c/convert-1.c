/* Narrow shifts between a truncation and a widening: C's promotions
   turn (unsigned char) x >> 3 into three statements (truncate, shift,
   widen), which GCC 12 -O2 keeps; the rules of rules/convert.rules do
   the shift in the wide type and mask: two statements.
   Without the plugin, GCC -O2 leaves the narrow shift in the optimized
   code; with it, it is gone.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
byte_high (int x)
{
  unsigned char c = x;
  return c >> 3;  /* { dg-message "applied rule zext_urshift_trunc" } */
}

__attribute__ ((noipa)) long long
word_top (long long x)
{
  unsigned int w = x;
  return w >> 31;  /* { dg-message "applied rule zext_urshift_trunc" } */
}

__attribute__ ((noipa)) int
byte_shifted (int x)
{
  unsigned char c = x;
  unsigned char d = c << 4;
  return d;  /* { dg-message "applied rule zext_lshift_trunc" } */
}

__attribute__ ((noipa)) int
sign_of_byte (int x)
{
  signed char c = x;
  return c >> 7;  /* { dg-message "applied rule sext_rshift_trunc" } */
}

__attribute__ ((noipa)) int
field (unsigned x)
{
  unsigned char c = x;
  return (c >> 3) & 7;  /* { dg-message "applied rule zext_and_urshift_trunc_cast" } */
}

__attribute__ ((noipa)) int
byte_xor (int x, int y)
{
  unsigned char a = x, b = y;
  return (unsigned char) (a ^ b);  /* { dg-message "applied rule zext_xor_trunc" } */
}

int
main (void)
{
  static const long long xs[] = { 0, 1, 7, 8, 127, 128, 200, 255, 256,
				  1000, -1, -2, -128, -129, 0x12345678,
				  0x7fffffff, -0x7fffffff - 1,
				  0x123456789abcdefLL };
  int n = sizeof xs / sizeof xs[0];
  for (int i = 0; i < n; i++)
    {
      printf ("%d %lld %d %d %d\n", byte_high ((int) xs[i]), word_top (xs[i]),
	      byte_shifted ((int) xs[i]), sign_of_byte ((int) xs[i]),
	      field ((unsigned) xs[i]));
      for (int j = 0; j < n; j++)
	printf ("%d\n", byte_xor ((int) xs[i], (int) xs[j]));
    }
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule zext_urshift_trunc " 2 } } */
/* { dg-final { scan-plain-gcc-dump "\\(unsigned char\\)" optimized } } */
/* { dg-final { scan-gcc-dump-not "\\((un)?signed char\\)" optimized } } */
/* { dg-final { compare-plain-run } } */
