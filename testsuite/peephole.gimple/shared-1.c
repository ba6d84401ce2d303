/* "shared": a rule that says so applies where an inner operation of its
   pattern has other uses, and that operation stays; a rule that does
   not say so leaves such a statement alone.  mined_sub_and_self is
   shared; mined_and_or_known_zero and mined_and_xor_known_zero are not
   (rules/mined.rules).  */
/* { dg-do compile } */

/* x - (x & 15) with x & 15 stored too: x & -16, and the AND stays for
   the store.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
sub_shared (unsigned x, unsigned * p)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 15u;
  *p_3(D) = t_2;
  r_4 = x_1(D) - t_2;
  return r_4;
}

/* (x | y) & 15 where y has no bit of 15, with x | y stored too: the
   rule is not shared (where x | y lives on, x & 15 made libtheora's
   decoder 144 bytes larger), so the statement stays.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
or_shared (unsigned x, unsigned z, unsigned * p)
{
  unsigned y;
  unsigned t;
  unsigned r;
  __BB(2):
  y_3 = z_2(D) & 240u;
  t_4 = x_1(D) | y_3;
  *p_5(D) = t_4;
  r_6 = t_4 & 15u;
  return r_6;
}

/* (x ^ 7) & 32 with x ^ 7 stored too: the rule is not shared, so the
   statement stays.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
xor_shared (unsigned x, unsigned * p)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) ^ 7u;
  *p_3(D) = t_2;
  r_4 = t_2 & 32u;
  return r_4;
}

/* The same with a single use: it applies.  */
unsigned __GIMPLE (ssa,startwith("peephole"))
xor_single (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) ^ 7u;
  r_3 = t_2 & 32u;
  return r_3;
}

/* { dg-final { scan-peephole-dump-times "rule mined_sub_and_self " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_4 = x_1\\(D\\) & 4294967280;" } } */
/* { dg-final { scan-peephole-dump-times "rule mined_and_or_known_zero " 0 } } */
/* { dg-final { scan-peephole-dump-times "rule mined_and_xor_known_zero " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_3 = x_1\\(D\\) & 32;" } } */
