/* The rules rooted at int_sub.  */
/* { dg-do compile } */

/* x - 0 */
int __GIMPLE (ssa,startwith("peephole"))
sub_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) - 0;
  return r_2;
}

/* 0 - x */
int __GIMPLE (ssa,startwith("peephole"))
sub_from_zero (int x)
{
  int r;
  __BB(2):
  r_2 = 0 - x_1(D);
  return r_2;
}

/* x - x */
int __GIMPLE (ssa,startwith("peephole"))
sub_x_x (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) - x_1(D);
  return r_2;
}

/* (x + y) - y */
int __GIMPLE (ssa,startwith("peephole"))
sub_add_1 (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = x_1(D) + y_2(D);
  r_4 = t_3 - y_2(D);
  return r_4;
}

/* (y + x) - y: the inner addition matches in both orders.  */
int __GIMPLE (ssa,startwith("peephole"))
sub_add_2 (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = y_2(D) + x_1(D);
  r_4 = t_3 - y_2(D);
  return r_4;
}

/* (x + y) - z: not the same operand, no rewrite.  */
int __GIMPLE (ssa,startwith("peephole"))
sub_add_no (int x, int y, int z)
{
  int t;
  int r;
  __BB(2):
  t_4 = x_1(D) + y_2(D);
  r_5 = t_4 - z_3(D);
  return r_5;
}

/* (x + 10) - 3 with wrapping overflow: x - -7.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
sub_add_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 10u;
  r_3 = t_2 - 3u;
  return r_3;
}

/* { dg-final { scan-peephole-dump-times "rule sub_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule sub_from_zero " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_2 = -x_1\\(D\\);" } } */
/* { dg-final { scan-peephole-dump-times "rule sub_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule sub_add " 2 } } */
/* { dg-final { scan-peephole-dump-times "rule sub_add_consts " 1 } } */
