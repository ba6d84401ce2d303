/* A rule that is not "shared" applies where each inner operation of its
   pattern is used by the pattern's operations alone: once, or by two
   of them.  In (x - m) ^ -m, with m = (int) (x < 0), m is used twice,
   both times inside the pattern, and dies with the statement: abs (x).
   Where m is stored too, it stays, abs would be one operation more,
   and the statement stays (its result is r_8, so that the dump's r_6
   is abs_inside's).  newer_abs_xor_sign (rules/newer.rules) is not
   shared.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple" } */

int __GIMPLE (ssa,startwith("peephole"))
abs_inside (int x)
{
  _Bool b;
  int m;
  int s;
  int n;
  int r;
  __BB(2):
  b_2 = x_1(D) < 0;
  m_3 = (int) b_2;
  s_4 = x_1(D) - m_3;
  n_5 = -m_3;
  r_6 = s_4 ^ n_5;
  return r_6;
}

int __GIMPLE (ssa,startwith("peephole"))
abs_outside (int x, int * p)
{
  _Bool b;
  int m;
  int s;
  int n;
  int r;
  __BB(2):
  b_2 = x_1(D) < 0;
  m_3 = (int) b_2;
  *p_7(D) = m_3;
  s_4 = x_1(D) - m_3;
  n_5 = -m_3;
  r_8 = s_4 ^ n_5;
  return r_8;
}

/* { dg-final { scan-peephole-dump-times "rule newer_abs_xor_sign " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_6 = ABS_EXPR <x_1\\(D\\)>;" } } */
