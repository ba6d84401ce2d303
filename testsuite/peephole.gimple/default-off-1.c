/* A rule marked "default off" (mul_pow2_const, rules/mul.rules) does
   not fire unless -fplugin-arg-peephole-enable names it; the rules on
   by default still fire (mul_one).  enable-1.c turns it on.  */
/* { dg-do compile } */

int __GIMPLE (ssa,startwith("peephole"))
f (int x)
{
  int a;
  int b;
  __BB(2):
  a_2 = x_1(D) * 1;
  b_3 = a_2 * 8;
  return b_3;
}

/* { dg-final { scan-peephole-dump-not "rule mul_pow2_const " } } */
/* { dg-final { scan-peephole-dump-times "rule mul_one " 1 } } */
