/* A file for peephole.builds/builds.exp: rules on by default rewrite
   it at -O2 (as in peephole.c/mined-1.c).  */

/* (x ^ 7) & 32 is x & 32: mined_and_xor_known_zero.  */
unsigned
xor_mask (unsigned x)
{
  return (x ^ 7) & 32;
}

/* 1 << (x + 1) is 2 << x where x is not negative: mined_lshift_c_add_c.  */
int
pow_shift (int x)
{
  if (x < 0 || x > 20)
    return 0;
  return 1 << (x + 1);
}
