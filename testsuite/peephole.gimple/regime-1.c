/* A rule that holds only because signed overflow is undefined
   (lt_add_one_x: x + 1 < x is false) applies to int; a rule that holds
   only with wrapping overflow (add_reassoc_consts) does not.  */
/* { dg-do compile } */

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

/* { dg-final { scan-peephole-dump-times "rule lt_add_one_x " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = 0;" } } */
/* { dg-final { scan-peephole-dump-not "rule add_reassoc_consts " } } */
