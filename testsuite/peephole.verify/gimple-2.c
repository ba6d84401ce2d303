/* -fplugin-arg-peephole-verify on mul_lshift at 128 bits, whose check
   reads the facts of the shift count, and whose proof is split on it
   (gimple-1.c has the other rules; this one needs __int128).  */
/* { dg-do compile } */
/* { dg-require-macro __SIZEOF_INT128__ "no __int128 on this target" } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-after=vrp1 -fplugin-arg-peephole-verify -fplugin-arg-peephole-stats" } */
/* After vrp1, as gimple-1.c says.  */

typedef unsigned __int128 u128;

u128 __GIMPLE (ssa,startwith("peephole"))
mul_shift (u128 x, int z)
{
  int y;
  u128 t;
  u128 r;
  __BB(2):
  y_3 = z_1(D) & 127;
  t_4 = _Literal (u128) 1 << y_3;
  r_5 = x_2(D) * t_4;
  return r_5;
}

/* { dg-final { scan-peephole-dump-times "verify: rule mul_lshift verified at precision 128" 1 } } */
/* { dg-final { scan-peephole-dump "verify: assuming the facts of y_3 \\(proven separately\\): \\\[0, 127\\\]" } } */
/* { dg-final { scan-peephole-dump-times "applied rule" 1 } } */
/* { dg-final { scan-peephole-verify "1 rewrites verified, 0 not verified" } } */
