/* The rules of rules/abs.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
abs_neg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = __ABS t_2;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
abs_nonneg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 255;
  r_3 = __ABS t_2;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
abs_nonpos (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) | _Literal (int) -256;
  r_3 = __ABS t_2;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_abs_zero (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = __ABS x_1(D);
  r_3 = t_2 == 0;
  return r_3;
}

int
main (void)
{
  static const unsigned values_unsigned[] = { 0u, 1u, 2u, 3u, 5u, 7u, 8u, 15u, 16u, 255u, 256u, 1000u, 12345u, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu };
  static const int values_int[] = { -1000, -300, -7, -2, -1, 0, 1, 2, 3, 7, 8, 15, 255, 1000, 12345 };
  static const int values_count[] = { 0, 1, 3, 17, 31 };
  unsigned n_u = sizeof values_unsigned / sizeof (unsigned);
  unsigned n_i = sizeof values_int / sizeof (int);
  unsigned n_c = sizeof values_count / sizeof (int);
  for (unsigned i = 0; i < n_i; i++)
    printf ("abs_neg %lld\n", (long long) abs_neg (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("abs_nonneg %lld\n", (long long) abs_nonneg (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("abs_nonpos %lld\n", (long long) abs_nonpos (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("eq_abs_zero %lld\n", (long long) eq_abs_zero (values_int[i]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule abs_neg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule abs_nonneg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule abs_nonpos " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_abs_zero " 1 } } */

/* { dg-final { compare-plain-run } } */
