/* The rules rooted at comparisons.  A comparison's result is a
   _Bool; its operands have the precision the rules are proven at.  */
/* { dg-do compile } */

_Bool __GIMPLE (ssa,startwith("peephole"))
eq_x_x (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) == x_1(D);
  return r_2;
}

/* (x & MININT) != 0 is x < 0.  */
_Bool __GIMPLE (ssa,startwith("peephole"))
sign_bit (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & _Literal (int) -2147483648;
  r_3 = t_2 != 0;
  return r_3;
}

/* On unsigned, x < 0 would be a signed comparison of an unsigned
   value: the rule needs a signed type and must not fire.  */
_Bool __GIMPLE (ssa,startwith("peephole"))
sign_bit_unsigned (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & 2147483648u;
  r_3 = t_2 != 0u;
  return r_3;
}

/* x == 1 is x only if x is known to be 0 or 1: not here.  */
_Bool __GIMPLE (ssa,startwith("peephole"))
eq_one (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) == 1;
  return r_2;
}

/* { dg-final { scan-peephole-dump-times "rule eq_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule is_true_and_minint " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = x_1\\(D\\) < 0;" } } */
/* { dg-final { scan-peephole-dump-not "rule eq_one " } } */
