/* -fplugin-arg-peephole-verify on selects: a PHI whose arm computes a
   sum that may overflow where the arm is not taken (select_add_one: the
   verifier assumes the arm defined only where it is taken), a PHI whose
   condition compares pointers (a free truth value to the verifier, and
   the same one where the replacement computes it), a COND_EXPR with a
   comparison written in it, and a PHI whose branch is the other way
   round (the select inverted).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-verify -fplugin-arg-peephole-stats -fplugin-arg-peephole-enable=select_one_zero,select_add_one,select_sub_one" } */
/* select_one_zero, select_add_one and select_sub_one are off by default (measured), so enabled.  */

int __GIMPLE (ssa,startwith("peephole"))
arm (int x, int c)
{
  int t;
  int r;
  __BB(2):
  if (c_2(D) > 5)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  t_3 = x_1(D) + 1;
  goto __BB4;

  __BB(4):
  r_4 = __PHI (__BB2: x_1(D), __BB3: t_3);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole"))
pointer (int *p)
{
  int r;
  __BB(2):
  if (p_1(D) != _Literal (int *) 0)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  goto __BB4;

  __BB(4):
  r_2 = __PHI (__BB2: 0, __BB3: 1);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
embedded (unsigned x, unsigned y)
{
  unsigned r;
  __BB(2):
  r_3 = x_1(D) < y_2(D) ? x_1(D) : y_2(D);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
inverted (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  if (x_1(D) >= y_2(D))
    goto __BB4;
  else
    goto __BB3;

  __BB(3):
  t_3 = y_2(D) - x_1(D);
  goto __BB4;

  __BB(4):
  r_4 = __PHI (__BB2: 0u, __BB3: t_3);
  return r_4;
}

/* { dg-final { scan-peephole-dump "verify: rule select_add_one verified at precision 32, undefined signed overflow" } } */
/* { dg-final { scan-peephole-dump "verify: rule select_one_zero verified at precision 32" } } */
/* { dg-final { scan-peephole-dump "verify: rule select_ult_min verified at precision 32" } } */
/* { dg-final { scan-peephole-dump "verify: rule select_usub_sat verified at precision 32" } } */
/* { dg-final { scan-peephole-verify "4 rewrites verified, 0 not verified" } } */
