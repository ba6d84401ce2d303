/* Rules mined on wavpack, jbig2dec and libtommath of the choose part
   of bench/corpus (rules/mined.rules, the section "Mined on wavpack,
   jbig2dec and libtommath"), each on C written as the package writes
   it, which GCC 12 -O2 leaves.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-optimized" } */

/* libtommath's mp_sqr: GCC makes (used * 2) + 1 < 512 used * 2 <= 510.  */
struct mp_int { int used; };
int
mul_c_le (const struct mp_int *a)
{
  return ((a->used * 2) + 1) < 512;  /* { dg-message "applied rule mined_mul_c_le" } */
}

int
mul_c_gt (int n, int m)
{
  if (n * 4 > 100)  /* { dg-message "applied rule mined_mul_c_gt" } */
    return m;
  return 0;
}

/* jbig2dec's get_int16 and get_int32.  */
#define get_uint16(bptr) (((bptr)[0] << 8) | (bptr)[1])
#define get_int16(bptr) (((int) get_uint16 (bptr) ^ 0x8000) - 0x8000)
int
sext_xor_signbit (const unsigned char *b)
{
  return ((int) get_int16 (b) << 16) | get_uint16 (b + 2);  /* { dg-message "applied rule mined_sext_xor_signbit" } */
}

unsigned short
xor_signbit_add (unsigned short x)
{
  return (unsigned short) ((x ^ 0x8000) + 0x8000);  /* { dg-message "applied rule mined_xor_signbit_add" } */
}
