/* With -fwrapv, int wraps: the rule that holds only with undefined
   overflow (lt_add_one_x) must not fire, the one that holds only with
   wrapping overflow (add_reassoc_consts) does.  The same functions as
   regime-1.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fwrapv" } */

_Bool __GIMPLE (ssa,startwith("peephole"))
lt_add_one (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1;
  r_3 = t_2 < x_1(D);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole"))
reassoc (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) + 3;
  r_3 = t_2 + 5;
  return r_3;
}

/* { dg-final { scan-peephole-dump-not "rule lt_add_one_x " } } */
/* { dg-final { scan-peephole-dump-times "rule add_reassoc_consts " 1 } } */
