/* Facts through the bit-counting calls and conversions (the transfer
   functions of knownbits.h for them, proven by kbprove): the known
   bits of a call's operand bound its count, as a range and as known
   bits, and the known bits of a conversion's operand give those of
   its result.  GCC 12's own ranges know none of these bounds: they
   come from ones known in the operand.  Each has a negative twin that
   asks for one more.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

/* Bit 4 of x | 16 is one: ctz is at most 4.  */
__attribute__ ((noipa)) int
ctz_small (unsigned x)
{
  int c = __builtin_ctz (x | 16);
  return c < 5;  /* { dg-message "applied rule le_known_true" } */
}

__attribute__ ((noipa)) int
ctz_twin (unsigned x)
{
  int c = __builtin_ctz (x | 16);
  return c < 4;
}

/* Bit 20 is one: clz is at most 11.  */
__attribute__ ((noipa)) int
clz_small (unsigned x)
{
  int c = __builtin_clz ((x & ~0x100000u) ^ 0x100000u);
  return c < 12;  /* { dg-message "applied rule le_known_true" } */
}

__attribute__ ((noipa)) int
clz_twin (unsigned x)
{
  int c = __builtin_clz ((x & ~0x100000u) ^ 0x100000u);
  return c < 11;
}

/* Three known ones: popcount is at least 3.  */
__attribute__ ((noipa)) int
popcount_big (unsigned x)
{
  int c = __builtin_popcount (x | 7);
  return c > 2;  /* { dg-message "applied rule gt_known_true" } */
}

__attribute__ ((noipa)) int
popcount_twin (unsigned x)
{
  int c = __builtin_popcount (x | 7);
  return c > 3;
}

/* Bit 8 is one: ffs of a long is at most 9.  */
__attribute__ ((noipa)) int
ffs_small (long x)
{
  int c = __builtin_ffsl (x | 0x100);
  return c <= 9;  /* { dg-message "applied rule le_known_true" } */
}

/* The count's known bits, 00...0??? for [0, 4], sign-extended to a
   long: at most 7.  */
__attribute__ ((noipa)) int
ctz_long (unsigned x)
{
  long l = __builtin_ctz (x | 16);
  return l < 8;  /* { dg-message "applied rule le_known_true" } */
}

__attribute__ ((noipa)) int
ctz_long_twin (unsigned x)
{
  long l = __builtin_ctz (x | 16);
  return l < 4;
}

/* The low byte of x | 1 is the high byte of its swap.  */
__attribute__ ((noipa)) int
bswap_high (unsigned x)
{
  unsigned y = __builtin_bswap32 (x | 1);
  return y >= 0x1000000;  /* { dg-message "applied rule ugt_known_true" } */
}

/* Bit 7 survives the truncation to unsigned char: c >= 0x80, which
   GIMPLE asks as (signed char) c < 0.  */
__attribute__ ((noipa)) int
truncated (unsigned x)
{
  unsigned char c = x | 0x80;
  return c >= 0x80;  /* { dg-message "applied rule lt_known_true" } */
}

__attribute__ ((noipa)) int
truncated_twin (unsigned x)
{
  unsigned char c = x | 0x40;
  return c >= 0x80;
}

int
main (void)
{
  unsigned n = 0;
  for (unsigned i = 0; i < 1000; i++)
    {
      unsigned x = i * 2654435761u;
      n = n * 3 + ctz_small (x) + ctz_twin (x) + clz_small (x)
	  + clz_twin (x) + popcount_big (x) + popcount_twin (x)
	  + ffs_small ((long) x << 20) + ctz_long (x) + ctz_long_twin (x)
	  + bswap_high (x) + truncated (x) + truncated_twin (x);
    }
  printf ("%u\n", n);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule le_known_true " 4 } } */
/* { dg-final { scan-peephole-dump-times "rule gt_known_true " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule lt_known_true " 1 } } */
/* { dg-final { compare-plain-run } } */
