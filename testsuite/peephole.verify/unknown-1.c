/* A rewrite that Z3 cannot check in time is not verified: the dump
   warns, and the count is printed at the end even without
   -fplugin-arg-peephole-stats.  One millisecond is far too little for
   a 128-bit multiplier (gimple-2.c verifies the same rewrite).  */
/* { dg-do compile } */
/* { dg-require-macro __SIZEOF_INT128__ "no __int128 on this target" } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-verify=1" } */

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

/* { dg-final { scan-peephole-dump-times "applied rule mul_lshift" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: warning: rule mul_lshift not verified: Z3 gave up \\(\[^)\]*\\)" 1 } } */
/* { dg-final { scan-peephole-dump "verify: assuming the facts of y_3" } } */
/* { dg-final { scan-peephole-dump-not "verify: rule mul_lshift verified" } } */
/* { dg-final { scan-peephole-verify "0 rewrites verified, 1 not verified \\(Z3 gave up\\)" } } */
