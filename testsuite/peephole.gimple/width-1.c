/* Rules apply at every precision they are proven at: 8, 16, 32, 64
   and 128 bits.  */
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

long __GIMPLE (ssa,startwith("peephole"))
mul_one_64 (long x)
{
  long r;
  __BB(2):
  r_2 = x_1(D) * 1l;
  return r_2;
}

__int128 __GIMPLE (ssa,startwith("peephole"))
neg_neg_128 (__int128 x)
{
  __int128 t;
  __int128 r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = -t_2;
  return r_3;
}

unsigned __int128 __GIMPLE (ssa,startwith("peephole"))
xor_x_x_128 (unsigned __int128 x)
{
  unsigned __int128 r;
  __BB(2):
  r_2 = x_1(D) ^ x_1(D);
  return r_2;
}

/* { dg-final { scan-peephole-dump-times "rule add_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule sub_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule mul_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule neg_neg " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule xor_x_x " 1 } } */
