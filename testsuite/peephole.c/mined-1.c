/* Rules found by mining real builds, on C shaped like the code they
   were found in (bench/corpus).  The pass runs at its default place,
   after vrp2; the end of a loop over blocks is computed by IVOPTs,
   after vrp1, so that place finds it (mined-2.c shows that a place
   after vrp1 does not).  The program prints the same with and without
   the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-optimized -fno-tree-vectorize" } */
/* (No vectorizer: its messages would be excess ones.)  */

#include <stdio.h>

/* A loop over blocks of 16 bytes (lz4's xxhash.c, libsodium's hashes):
   IVOPTs computes where the pointer ends as
   p + ((((len - 16) >>u 4) + 1) * 16), which is p + (len & -16).  */
__attribute__ ((noipa)) unsigned
sum16 (const unsigned char *p, unsigned long len)  /* { dg-message "applied rule mined_round_down" } */
{
  const unsigned char *end = p + len;
  unsigned h = 0;
  if (len >= 16)
    {
      const unsigned char *limit = end - 16;
      do
	{
	  h = h * 31 + p[0] + p[4] + p[8] + p[12];
	  p += 16;
	}
      while (p <= limit);
    }
  while (p < end)
    h += *p++;
  return h;
}

/* (a << 6) >> 6 is a when a fits in 26 bits (lz4's clamped
   acceleration).  */
__attribute__ ((noipa)) int
clamp_shift (int a)
{
  if (a < 1)
    a = 1;
  if (a > 65537)
    a = 65537;
  return (a << 6) >> 6;  /* { dg-message "applied rule mined_lshift_rshift_fits" } */
}

/* (x ^ 7) & 32 is x & 32: 7 has no bit of 32.  */
__attribute__ ((noipa)) unsigned
xor_mask (unsigned x)
{
  return (x ^ 7) & 32;  /* { dg-message "applied rule mined_and_xor_known_zero" } */
}

/* 1 << (x + 1) is 2 << x where x is not negative.  */
__attribute__ ((noipa)) int
pow_shift (int x)
{
  if (x < 0 || x > 20)
    return 0;
  return 1 << (x + 1);  /* { dg-message "applied rule mined_lshift_c_add_c" } */
}

/* GCC writes (1 << n) - 1 as ~m with m = -1 << n: acc & ~m != 0 is
   (m & acc) != acc, one operation fewer (libsodium's codecs.c).  */
__attribute__ ((noipa)) int
low_bits_clear (unsigned acc, unsigned n)
{
  if (n > 4U || (acc & ((1U << n) - 1U)) != 0U)  /* { dg-message "applied rule mined_ne_and_invert" } */
    return -1;
  return 0;
}

int
main (void)
{
  static unsigned char buf[1000];
  for (int i = 0; i < 1000; i++)
    buf[i] = (unsigned char) (i * 37 + 11);
  unsigned long sum = 0;
  for (unsigned long n = 0; n < 1000; n += 13)
    sum += sum16 (buf + n % 7, n);
  int values[] = { -70000, -5, 0, 1, 2, 63, 64, 65537, 65538, 1 << 30 };
  for (int i = 0; i < 10; i++)
    sum += (unsigned long) clamp_shift (values[i]) * 3
	   + xor_mask ((unsigned) values[i])
	   + (unsigned long) pow_shift (i * 3 - 2)
	   + (unsigned long) low_bits_clear ((unsigned) values[i], i % 6);
  printf ("%lu\n", sum);
  return 0;
}

/* { dg-final { compare-plain-run } } */
/* One place, one dump of each function (places-1.c has two).  */
/* { dg-final { scan-peephole-dump-times "Function sum16 " 1 } } */
