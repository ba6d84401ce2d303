/* The rules of rules/add.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_sub_x_y_y (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 + y_2(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_neg (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = -y_2(D);
  r_4 = x_1(D) + t_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_neg_x_x (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = t_2 + x_1(D);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_invert_x_x (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = t_2 + x_1(D);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_invert_one (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = t_2 + 1u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_sub_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) - 5u;
  r_3 = t_2 + 12u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_sub_c_x_c (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = 7u - x_1(D);
  r_3 = t_2 + 100u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_and_xor (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & y_2(D);
  b_4 = x_1(D) ^ y_2(D);
  r_5 = a_3 + b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_and_or (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & y_2(D);
  b_4 = x_1(D) | y_2(D);
  r_5 = a_3 + b_4;
  return r_5;
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
    for (unsigned j = 0; j < n_u; j++)
      printf ("add_sub_x_y_y %lld\n", (long long) add_sub_x_y_y (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("add_neg %lld\n", (long long) add_neg (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("add_neg_x_x %lld\n", (long long) add_neg_x_x (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("add_invert_x_x %lld\n", (long long) add_invert_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("add_invert_one %lld\n", (long long) add_invert_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("add_sub_consts %lld\n", (long long) add_sub_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("add_sub_c_x_c %lld\n", (long long) add_sub_c_x_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("add_and_xor %lld\n", (long long) add_and_xor (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("add_and_or %lld\n", (long long) add_and_or (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule add_sub_x_y_y " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_neg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_neg_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_invert_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_invert_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_sub_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_sub_c_x_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_and_xor " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_and_or " 1 } } */

/* { dg-final { compare-plain-run } } */
