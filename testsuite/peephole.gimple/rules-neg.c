/* The rules of rules/neg.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
neg_sub (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = -t_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
neg_invert (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = -t_2;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
invert_neg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = ~t_2;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
invert_add_minus_one (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 4294967295u;
  r_3 = ~t_2;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
neg_mul_c (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) * 8u;
  r_3 = -t_2;
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
    for (unsigned j = 0; j < n_i; j++)
      printf ("neg_sub %lld\n", (long long) neg_sub (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("neg_invert %lld\n", (long long) neg_invert (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("invert_neg %lld\n", (long long) invert_neg (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("invert_add_minus_one %lld\n", (long long) invert_add_minus_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("neg_mul_c %lld\n", (long long) neg_mul_c (values_unsigned[i]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule neg_sub " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule neg_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule invert_neg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule invert_add_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule neg_mul_c " 1 } } */

/* { dg-final { compare-plain-run } } */
