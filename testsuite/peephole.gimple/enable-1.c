/* -fplugin-arg-peephole-enable turns on a rule that is off by default
   (mul_pow2_const), and does nothing to one that is on (mul_one).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-enable=mul_pow2_const,mul_one" } */

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

/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule mul_one " 1 } } */
/* { dg-final { scan-peephole-dump "=> b_3 = a_2 << 3;" } } */
