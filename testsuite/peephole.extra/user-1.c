/* The user's rule fires; the bundled rules are still there.  */

int __GIMPLE (ssa,startwith("peephole"))
f (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = x_1(D) ^ y_2(D);
  r_4 = x_1(D) ^ t_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole"))
g (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) + 0;
  return r_2;
}
