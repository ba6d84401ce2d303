/* An input of stats.exp: add_zero twice, sub_x_x once.  */

int __GIMPLE (ssa,startwith("peephole"))
f (int x, int y)
{
  int a;
  int b;
  int c;
  int d;
  __BB(2):
  a_3 = x_1(D) + 0;
  b_4 = 0 + y_2(D);
  c_5 = a_3 - a_3;
  d_6 = b_4 + c_5;
  return d_6;
}
