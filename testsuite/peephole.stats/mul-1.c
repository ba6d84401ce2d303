/* An input of stats.exp: mul_one once, mul_zero twice.  */

int __GIMPLE (ssa,startwith("peephole"))
f (int x, int y)
{
  int a;
  int b;
  int c;
  int d;
  int e;
  __BB(2):
  a_3 = x_1(D) * 1;
  b_4 = y_2(D) * 0;
  c_5 = 0 * a_3;
  d_6 = b_4 + c_5;
  e_7 = a_3 - d_6;
  return e_7;
}
