/* The rules of seed 000 that have checks, on operands whose facts the
   plugin knows: constants exactly, and names from the known bits of
   their definitions.  The checks hold, and the rules fire
   (eq_different_knownbits, off by default, turned on).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-enable=eq_different_knownbits" } */

/* (x << 3) >>u 3: the low bits of x.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
urshift_lshift (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) << 3;
  r_3 = t_2 >> 3;
  return r_3;
}

/* x * (1 << 5), with 5 known to lie in [0, LONG_BIT].  */
long __GIMPLE (ssa,startwith("peephole"))
mul_lshift (long x)
{
  long t;
  long r;
  __BB(2):
  t_2 = 1l << 5;
  r_3 = x_1(D) * t_2;
  return r_3;
}

/* (x & 3) & 7: x & 3 lies in [0, 3], within the low ones of 7 (its
   range comes from its known bits).  */
int __GIMPLE (ssa,startwith("peephole"))
and_in_range (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 3;
  r_3 = t_2 & 7;
  return r_3;
}

/* 3 == 5: their bits differ.  */
_Bool __GIMPLE (ssa,startwith("peephole"))
different (void)
{
  _Bool r;
  __BB(2):
  r_1 = 3 == 5;
  return r_1;
}

/* { dg-final { scan-peephole-dump-times "rule urshift_lshift_x_c_c " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = x_1\\(D\\) & 536870911;" } } */
/* { dg-final { scan-peephole-dump-times "rule mul_lshift " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = x_1\\(D\\) << 5;" } } */
/* { dg-final { scan-peephole-dump-times "rule and_x_c_in_range " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule eq_different_knownbits " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_1 = 0;" } } */
