/* Rules mined on wavpack again, of the choose part of bench/corpus
   (rules/mined.rules, the section "Mined on wavpack again"), each on C
   written as the package writes it, which GCC 12 -O2 leaves.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-optimized" } */

/* wavpack's float fields (wavpack_local.h).  */
#define get_mantissa(f) ((f) & 0x7fffff)
#define get_exponent(f) (((f) >> 23) & 0xff)
#define set_mantissa(f,v) (f) ^= (((f) ^ (v)) & 0x7fffff)
#define set_exponent(f,v) (f) ^= (((f) ^ ((unsigned) (v) << 23)) & 0x7f800000)

unsigned
and_xor_known_zero (unsigned f, unsigned v, int e)
{
  set_mantissa (f, v);
  set_exponent (f, e);
  return get_mantissa (f);  /* { dg-message "applied rule mined_and_xor_known_zero" } */
}

/* The exponent read after the mantissa was set: the mantissa is below
   2^23, and mined_urshift_xor_small (rules/mined.rules, "Mined on
   zopfli, libgsm and libtasn1-6") takes the xor out of the shift
   first.  */
unsigned
urshift_xor_small (unsigned f, unsigned v)
{
  set_mantissa (f, v);
  return get_exponent (f);  /* { dg-message "applied rule mined_urshift_xor_small" } */
}

int
rshift_xor_small (int f, int v)
{
  set_mantissa (f, v);
  return get_exponent (f);  /* { dg-message "applied rule mined_rshift_xor_small" } */
}

/* The exponent read after the sign and the mantissa were set: the
   xor's operand is not below 2^23, but it has no bit of the
   exponent.  */
#define set_sign_mantissa(f,v) (f) ^= (((f) ^ (v)) & 0x807fffff)

unsigned
and_urshift_xor_known_zero (unsigned f, unsigned v)
{
  set_sign_mantissa (f, v);
  return get_exponent (f);  /* { dg-message "applied rule mined_and_urshift_xor_known_zero" } */
}

int
and_rshift_xor_known_zero (int f, int v)
{
  set_sign_mantissa (f, v);
  return get_exponent (f);  /* { dg-message "applied rule mined_and_rshift_xor_known_zero" } */
}

unsigned
and_xor_and_same (unsigned f, unsigned v)
{
  set_mantissa (f, v);
  return get_mantissa (f);  /* { dg-message "applied rule mined_and_xor_and_same" } */
}

/* wavpack's riff.c rounds a bit count up with bits += 8 - bits % 8,
   GCC making the % an & where bits is known not negative: here the &
   itself.  */
int
add_sub_and_align (int bits)
{
  return bits + (8 - (bits & 7));  /* { dg-message "applied rule mined_add_sub_and_align" } */
}

/* wavpack's aiff_write.c: a size rounded up to even, and a header.  */
unsigned
add_and_add_c (unsigned n)
{
  unsigned total = (n + 1) & ~1u;
  return total + 54;  /* { dg-message "applied rule mined_add_and_add_c" } */
}
