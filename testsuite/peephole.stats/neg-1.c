/* An input of stats.exp: neg_neg, invert_invert and add_zero once
   each.  */

int __GIMPLE (ssa,startwith("peephole"))
f (int x, int y)
{
  int a;
  int b;
  int c;
  int d;
  int e;
  __BB(2):
  a_3 = -x_1(D);
  b_4 = -a_3;
  c_5 = ~y_2(D);
  d_6 = ~c_5;
  e_7 = b_4 + d_6;
  e_8 = e_7 + 0;
  return e_8;
}
