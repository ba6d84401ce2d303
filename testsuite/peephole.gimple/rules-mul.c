/* The rules of rules/mul.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-enable=mul_pow2_const" } */

#include <stdio.h>

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mul_pow2_const (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) * 8u;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mul_neg_neg (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = -x_1(D);
  b_4 = -y_2(D);
  r_5 = a_3 * b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mul_neg_c (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = t_2 * 7u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mul_mul_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) * 3u;
  r_3 = t_2 * 5u;
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
  for (unsigned i = 0; i < n_u; i++)
    printf ("mul_pow2_const %lld\n", (long long) mul_pow2_const (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mul_neg_neg %lld\n", (long long) mul_neg_neg (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mul_neg_c %lld\n", (long long) mul_neg_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mul_mul_consts %lld\n", (long long) mul_mul_consts (values_unsigned[i]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mul_neg_neg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mul_neg_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mul_mul_consts " 1 } } */

/* { dg-final { compare-plain-run } } */
