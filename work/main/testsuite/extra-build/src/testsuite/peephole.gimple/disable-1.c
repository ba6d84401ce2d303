/* -fplugin-arg-peephole-disable turns rules off: add_zero does not
   fire, sub_zero still does.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-disable=add_zero,mul_one" } */

int __GIMPLE (ssa,startwith("peephole"))
f (int x)
{
  int a;
  int b;
  __BB(2):
  a_2 = x_1(D) + 0;
  b_3 = a_2 - 0;
  return b_3;
}

/* { dg-final { scan-peephole-dump-not "rule add_zero " } } */
/* { dg-final { scan-peephole-dump-times "rule sub_zero " 1 } } */
