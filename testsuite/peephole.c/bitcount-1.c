/* What GCC 12 -O2 leaves of the bit-counting built-ins: the count of
   trailing zeros of a value whose low bit is known set, the parity of
   swapped bytes, a popcount compared with the precision, and the
   popcounts of the two halves of a word added.  The rules of
   rules/bitcount.rules compute them: a constant, parity (x), x == -1,
   popcount (x).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
ctz_odd (unsigned x)
{
  return __builtin_ctz (x | 1);  /* { dg-message "applied rule ctz_known" } */
}

__attribute__ ((noipa)) int
parity_swapped (unsigned x)
{
  return __builtin_parity (__builtin_bswap32 (x));  /* { dg-message "applied rule parity_bswap" } */
}

__attribute__ ((noipa)) int
all_ones (unsigned long long x)
{
  return __builtin_popcountll (x) == 64;  /* { dg-message "applied rule eq_popcount_width" } */
}

__attribute__ ((noipa)) int
halves (unsigned x)
{
  return __builtin_popcount (x >> 16) + __builtin_popcount (x & 0xffff);  /* { dg-message "applied rule add_popcount_halves" } */
}

int
main (void)
{
  static const unsigned long long xs[] = { 0, 1, 2, 3, 0x80, 0xff, 0x100,
					   0x12345678, 0x7fffffff,
					   0x80000000, 0xfffffffe,
					   0xffffffff, -1ULL, -2ULL,
					   0x8000000000000000ULL };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    printf ("%d %d %d %d\n", ctz_odd ((unsigned) xs[i]),
	    parity_swapped ((unsigned) xs[i]), all_ones (xs[i]),
	    halves ((unsigned) xs[i]));
  return 0;
}

/* { dg-final { scan-plain-gcc-dump "__builtin_ctz" optimized } } */
/* { dg-final { scan-plain-gcc-dump "__builtin_bswap32" optimized } } */
/* { dg-final { scan-gcc-dump-not "__builtin_ctz|__builtin_bswap32" optimized } } */
/* { dg-final { compare-plain-run } } */
