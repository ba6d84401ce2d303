/* With -fwrapv, signed overflow wraps: a rule proven only with wrapping
   overflow applies to int too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fwrapv" } */

int __GIMPLE (ssa,startwith("peephole"))
reassoc_int (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) + 3;
  r_3 = t_2 + 5;
  return r_3;
}

/* { dg-final { scan-peephole-dump-times "rule add_reassoc_consts " 1 } } */
