/* Rules found by mining with other uses counted, on C shaped like the
   code they were found in (bench/corpus).  The program prints the same
   with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-optimized -fno-tree-vectorize" } */

#include <stdio.h>

/* LZ4HC's test of a repeated pattern: the two halves of a word are
   equal when the word rotated by half its width is the word.  */
__attribute__ ((noipa)) int
repeated (unsigned pattern)
{
  /* GCC locates the rewrite at the second line of the return.  */
  return ((pattern & 0xFFFF) == (pattern >> 16))
	 & ((pattern & 0xFF) == (pattern >> 24));  /* { dg-message "applied rule mined_eq_halves" } */
}

/* Lua's CREATE_ABCk: a remainder by 256 shifted to the top byte is the
   value shifted, even for a negative value.  */
__attribute__ ((noipa)) unsigned
create (int a, int asize)
{
  int rc = asize % 256;
  return ((unsigned) a << 7) | ((unsigned) rc << 24);  /* { dg-message "applied rule mined_lshift_mod_pow2" } */
}

int
main (void)
{
  unsigned long sum = 0;
  unsigned words[] = { 0, 0x10001, 0x1010101, 0xabcdabcd, 0xffff0000, 7,
		       0x80008000, 0xffffffff };
  for (int i = 0; i < 8; i++)
    sum = sum * 7 + repeated (words[i])
	  + create (i, (int) words[i] - 300) + create (-i, -(int) words[i]);
  printf ("%lu\n", sum);
  return 0;
}

/* { dg-final { compare-plain-run } } */
