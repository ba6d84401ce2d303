/* The user's rules fire; the bundled rules are still there.  */

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

/* The rules with type tests: user_lshift_low_bit fires on unsigned
   types only (h, not h2); user_neg_add where overflow wraps (k, and k2
   under -fwrapv).  */

unsigned int __GIMPLE (ssa,startwith("peephole"))
h (unsigned int x)
{
  unsigned int a;
  unsigned int r;
  __BB(2):
  a_2 = x_1(D) & 1u;
  r_3 = a_2 << 31;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole"))
h2 (int x)
{
  int a;
  int r;
  __BB(2):
  a_2 = x_1(D) & 1;
  r_3 = a_2 << 31;
  return r_3;
}

unsigned int __GIMPLE (ssa,startwith("peephole"))
k (unsigned int x)
{
  unsigned int a;
  unsigned int r;
  __BB(2):
  a_2 = x_1(D) + 5u;
  r_3 = -a_2;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole"))
k2 (int x)
{
  int a;
  int r;
  __BB(2):
  a_2 = x_1(D) + 5;
  r_3 = -a_2;
  return r_3;
}
