/* Rules apply at 128 bits too, where the target has __int128 (32-bit
   targets do not).  */
/* { dg-do compile } */
/* { dg-require-macro __SIZEOF_INT128__ "no __int128 on this target" } */

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

/* { dg-final { scan-peephole-dump-times "rule neg_neg " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule xor_x_x " 1 } } */
