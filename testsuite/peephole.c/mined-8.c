/* Rules mined on zopfli (rules/mined.rules, mined_urshift_or_small,
   off by default, and its siblings), on C written as the package
   writes it, which GCC 12 -O2 leaves; and where the low part is not
   known small, no rewrite.  The program checks the values.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-peephole-enable=mined_urshift_or_small" } */

extern void abort (void);

/* zopfli's adler32 (zlib_container.c), as GCC inlines it where
   ZopfliZlibCompress writes the checksum a byte at a time: the sums are
   remainders of 65521, put together as s2 << 16 | s1.  */
#define ADLER32(data, size, result)				\
  do								\
    {								\
      const unsigned char *p_ = (data);				\
      unsigned long size_ = (size);				\
      unsigned s1 = 1, s2 = 0;					\
      while (size_ > 0)						\
	{							\
	  unsigned long amount = size_ > 5550 ? 5550 : size_;	\
	  size_ -= amount;					\
	  while (amount > 0)					\
	    {							\
	      s1 += *p_++;					\
	      s2 += s1;						\
	      amount--;						\
	    }							\
	  s1 %= 65521;						\
	  s2 %= 65521;						\
	}							\
      (result) = (s2 << 16) | s1;				\
    }								\
  while (0)

__attribute__ ((noipa)) unsigned
adler32 (const unsigned char *data, unsigned long size)
{
  unsigned checksum;
  ADLER32 (data, size, checksum);
  return checksum;
}

__attribute__ ((noipa)) unsigned
trailer_byte_1 (const unsigned char *data, unsigned long size)
{
  unsigned checksum;
  ADLER32 (data, size, checksum);
  return (checksum >> 16) % 256;  /* { dg-message "applied rule mined_urshift_or_small" } */
}

__attribute__ ((noipa)) unsigned
high_half (unsigned a, unsigned b)
{
  unsigned s1 = a % 65521, s2 = b % 65521;
  unsigned sums = (s2 << 16) | s1;
  return sums >> 16;  /* { dg-message "applied rule mined_urshift_or_small" } */
}

__attribute__ ((noipa)) unsigned
high_byte_xor (unsigned a, unsigned b)
{
  unsigned lo = a & 0xffffff;
  return (lo ^ b) >> 24;  /* { dg-message "applied rule mined_urshift_xor_small" } */
}

__attribute__ ((noipa)) int
signed_or (int a, int b)
{
  int lo = a & 255;
  return (lo | b) >> 8;  /* { dg-message "applied rule mined_rshift_or_small" } */
}

__attribute__ ((noipa)) int
signed_xor (int a, int b)
{
  int lo = a & 255;
  return (lo ^ b) >> 8;  /* { dg-message "applied rule mined_rshift_xor_small" } */
}

/* a may have bit 16: no rewrite.  */
__attribute__ ((noipa)) unsigned
not_small (unsigned a, unsigned b)
{
  unsigned lo = a & 0x1ffff;
  return (lo | b << 16) >> 16;  /* { dg-bogus "applied rule mined_urshift_or_small" } */
}

int
main (void)
{
  static const unsigned char text[] = "Wikipedia";
  if (adler32 (text, 9) != 0x11e60398 || trailer_byte_1 (text, 9) != 0xe6)
    abort ();
  if (high_half (70000, 65522) != 1)
    abort ();
  if (high_byte_xor (0xffffffff, 0xab000000) != 0xab)
    abort ();
  if (signed_or (-1, -4096) != -16)
    abort ();
  if (signed_xor (0x1ff, 0x300) != 3)
    abort ();
  if (not_small (0x1ffff, 2) != 3)
    abort ();
  return 0;
}
