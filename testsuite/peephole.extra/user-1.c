/* The user's rule fires; the bundled rules are still there.  */

int __GIMPLE (ssa,startwith("peephole"))
f (int x, int y)
{
  int a;
  int n;
  int b;
  int r;
  __BB(2):
  a_3 = x_1(D) & y_2(D);
  n_4 = ~y_2(D);
  b_5 = x_1(D) & n_4;
  r_6 = a_3 | b_5;
  return r_6;
}

int __GIMPLE (ssa,startwith("peephole"))
g (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) + 0;
  return r_2;
}
