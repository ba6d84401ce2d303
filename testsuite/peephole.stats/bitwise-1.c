/* An input of stats.exp: or_zero three times, and_x_x and xor_x_x
   once each.  */

unsigned __GIMPLE (ssa,startwith("peephole"))
f (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  unsigned d;
  unsigned e;
  unsigned g;
  __BB(2):
  a_3 = x_1(D) | 0u;
  b_4 = 0u | y_2(D);
  c_5 = a_3 & a_3;
  d_6 = b_4 ^ b_4;
  e_7 = c_5 | 0u;
  g_8 = e_7 - d_6;
  return g_8;
}
