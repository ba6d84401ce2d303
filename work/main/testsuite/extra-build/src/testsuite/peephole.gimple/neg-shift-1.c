/* The rules rooted at int_neg and at shifts.  */
/* { dg-do compile } */

int __GIMPLE (ssa,startwith("peephole"))
neg_neg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = -t_2;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole"))
lshift_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) << 0;
  return r_2;
}

/* (x << 8) >> 8 on unsigned: the low 24 bits of x.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
urshift_lshift (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) << 8;
  r_3 = t_2 >> 8;
  return r_3;
}

/* The same on int is an arithmetic shift: no rewrite.  */
int __GIMPLE (ssa,startwith("peephole"))
rshift_lshift (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) << 8;
  r_3 = t_2 >> 8;
  return r_3;
}

/* { dg-final { scan-peephole-dump-times "rule neg_neg " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule lshift_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule urshift_lshift_x_c_c " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = x_1\\(D\\) & 16777215;" } } */
