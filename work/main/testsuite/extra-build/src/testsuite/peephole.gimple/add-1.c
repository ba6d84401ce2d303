/* The rules rooted at int_add, on exactly their patterns.  */
/* { dg-do compile } */

/* x + 0 */
int __GIMPLE (ssa,startwith("peephole"))
add_zero_1 (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) + 0;
  return r_2;
}

/* 0 + x: commutative operations match both orders.  */
int __GIMPLE (ssa,startwith("peephole"))
add_zero_2 (int x)
{
  int r;
  __BB(2):
  r_2 = 0 + x_1(D);
  return r_2;
}

/* (x + 3) + 5 with wrapping overflow: x + 8.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
reassoc_unsigned (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 3u;
  r_3 = t_2 + 5u;
  return r_3;
}

/* The same on int, where signed overflow is undefined: the rule is
   proven only with wrapping overflow, so it must not fire.  */
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

/* The inner addition has another use: rewriting would not save work.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
reassoc_shared (unsigned x, unsigned * p)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) + 3u;
  *p_2(D) = t_3;
  r_4 = t_3 + 5u;
  return r_4;
}

/* { dg-final { scan-peephole-dump-times "rule add_zero " 2 } } */
/* { dg-final { scan-peephole-dump-times "rule add_reassoc_consts " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = x_1\\(D\\) \\+ 8;" } } */
