/* c ? x | 1 : x is x | (T) c only where (T) c costs no comparison: c
   is b != 0 of a b that is 0 or 1 (a _Bool, y & 1: select_or_one), or
   tests one bit (y & 4: select_or_one_bit); both are off by default,
   on here.
   Where c compares anything else (c > 5, an int flag), (T) c is a
   setcc where the branch needed only the flags: select_or_one_any, off
   by default, does that, and these rules leave the branch.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-peephole-enable=select_or_one,select_or_one_bit" } */

#include <stdio.h>

__attribute__ ((noipa)) int
flag_or (int x, _Bool f)
{
  return f ? x | 1 : x;  /* { dg-message "applied rule select_or_one " } */
}

__attribute__ ((noipa)) long
low_bit_or (long x, unsigned y)
{
  unsigned b = y & 1;
  if (b)  /* { dg-message "applied rule select_or_one " } */
    x |= 1;
  return x;
}

__attribute__ ((noipa)) unsigned
bit_or (unsigned x, unsigned char y)
{
  if (y & 4)  /* { dg-message "applied rule select_or_one_bit" } */
    x |= 1;
  return x;
}

__attribute__ ((noipa)) int
compare_or (int x, int c)
{
  return c > 5 ? x | 1 : x;  /* { dg-bogus "applied rule" } */
}

int flag;

__attribute__ ((noipa)) int
int_flag_or (int x)
{
  if (flag)  /* { dg-bogus "applied rule" } */
    x |= 1;
  return x;
}

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -8, -7, -1, 0, 1, 4, 5, 6, 9,
			    2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], c = xs[j];
	flag = c;
	printf ("%d %ld %u %d %d\n", flag_or (x, c & 1),
		low_bit_or (x, (unsigned) c), bit_or (x, (unsigned char) c),
		compare_or (x, c), int_flag_or (x));
      }
  return 0;
}

/* { dg-final { compare-plain-run } } */
