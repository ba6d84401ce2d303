/* -fplugin-arg-peephole-stats prints each rule's count, grouped by
   operation, zeros included, at the end of the compilation.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-stats" } */

int __GIMPLE (ssa,startwith("peephole"))
f (int x)
{
  int a;
  int b;
  __BB(2):
  a_2 = x_1(D) + 0;
  b_3 = a_2 * 1;
  return b_3;
}

int __GIMPLE (ssa,startwith("peephole"))
g (int x)
{
  int a;
  __BB(2):
  a_2 = 0 + x_1(D);
  return a_2;
}

/* { dg-final { scan-peephole-stats add_zero 2 } } */
/* { dg-final { scan-peephole-stats mul_one 1 } } */
/* { dg-final { scan-peephole-stats sub_x_x 0 } } */
/* { dg-final { scan-peephole-output "int_add\n    add_zero 2\n" } } */
