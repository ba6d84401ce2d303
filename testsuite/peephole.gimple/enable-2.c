/* -fplugin-arg-peephole-disable wins over -fplugin-arg-peephole-enable,
   whatever their order: mul_pow2_const stays off.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-disable=mul_pow2_const -fplugin-arg-peephole-enable=mul_pow2_const" } */

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
