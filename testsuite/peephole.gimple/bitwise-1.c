/* The rules rooted at int_and, int_or, int_xor and int_invert.  */
/* { dg-do compile } */

unsigned __GIMPLE (ssa,startwith("peephole"))
and_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) & x_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
and_zero (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) & 0u;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
and_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) & _Literal (int) -1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
or_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) | x_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
or_zero (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) | 0u;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
or_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) | _Literal (int) -1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
xor_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) ^ x_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
xor_zero (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) ^ 0u;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
xor_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) ^ _Literal (int) -1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
invert_invert (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = ~t_2;
  return r_3;
}

/* x & 255 with nothing known of x: and_x_c_in_range must not fire.  */
int __GIMPLE (ssa,startwith("peephole"))
and_range_unknown (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) & 255;
  return r_2;
}

/* { dg-final { scan-peephole-dump-times "rule and_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule and_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule and_minus_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule or_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule or_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule or_minus_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule xor_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule xor_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule xor_minus_one " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_2 = ~x_1\\(D\\);" } } */
/* { dg-final { scan-peephole-dump-times "rule invert_invert " 1 } } */
/* { dg-final { scan-peephole-dump-not "rule and_x_c_in_range " } } */
