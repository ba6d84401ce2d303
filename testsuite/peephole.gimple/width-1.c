/* Rules apply at every precision they are proven at: 8, 16, 32 and 64
   bits (long long, which is 64 bits on 32-bit targets too); 128 bits in
   width-2.c.  */
/* { dg-do compile } */

unsigned char __GIMPLE (ssa,startwith("peephole"))
add_zero_8 (unsigned char x)
{
  unsigned char r;
  __BB(2):
  r_2 = x_1(D) + _Literal (unsigned char) 0;
  return r_2;
}

short __GIMPLE (ssa,startwith("peephole"))
sub_x_x_16 (short x)
{
  short r;
  __BB(2):
  r_2 = x_1(D) - x_1(D);
  return r_2;
}

long long __GIMPLE (ssa,startwith("peephole"))
mul_one_64 (long long x)
{
  long long r;
  __BB(2):
  r_2 = x_1(D) * 1ll;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
xor_x_x_32 (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) ^ x_1(D);
  return r_2;
}

/* { dg-final { scan-peephole-dump-times "rule add_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule sub_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule mul_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule xor_x_x " 1 } } */
