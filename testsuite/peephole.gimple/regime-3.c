/* Unsigned types wrap: x + 1 < x is true at UINT_MAX, so no rule turns
   it into 0 (uint_lt is another operation than int_lt, and no rule
   about it holds).  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdlib.h>

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lt_add_one (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1u;
  r_3 = t_2 < x_1(D);
  return r_3;
}

int
main (void)
{
  if (!lt_add_one (4294967295u) || lt_add_one (5u))
    abort ();
  return 0;
}

/* { dg-final { scan-peephole-dump-not "rule lt_add_one_x " } } */
