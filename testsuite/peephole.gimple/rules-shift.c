/* The rules of rules/shift.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
rshift_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) >> 0;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
urshift_zero (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) >> 0u;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lshift_of_zero (unsigned y)
{
  unsigned r;
  __BB(2):
  r_2 = 0u << y_1(D);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
rshift_of_zero (int y)
{
  int r;
  __BB(2):
  r_2 = 0 >> y_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
urshift_of_zero (unsigned y)
{
  unsigned r;
  __BB(2):
  r_2 = 0u >> y_1(D);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
rshift_minus_one (int y)
{
  int r;
  __BB(2):
  r_2 = _Literal (int) -1 >> y_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lshift_lshift_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) << 3u;
  r_3 = t_2 << 4u;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
rshift_rshift_consts (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) >> 3;
  r_3 = t_2 >> 4;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
urshift_urshift_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) >> 3u;
  r_3 = t_2 >> 4u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lshift_urshift_x_c_c (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) >> 5u;
  r_3 = t_2 << 5u;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
rshift_known_small (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 15;
  r_3 = t_2 >> 4;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
urshift_known_small (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) >> 24u;
  r_3 = t_2 >> 8u;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
rshift_sign_nonneg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 1023;
  r_3 = t_2 >> 31;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
urshift_and_c_small (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 255u;
  r_3 = t_2 >> 9u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
urshift_known_zero (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) & 7u;
  b_4 = a_3 | 8u;
  t_5 = x_1(D) & 255u;
  r_6 = t_5 >> b_4;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lshift_known_zero (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) & 7u;
  b_4 = a_3 | 8u;
  t_5 = x_1(D) << 24u;
  r_6 = t_5 << b_4;
  return r_6;
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
    printf ("rshift_zero %lld\n", (long long) rshift_zero (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("urshift_zero %lld\n", (long long) urshift_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_c; i++)
    printf ("lshift_of_zero %lld\n", (long long) lshift_of_zero (values_count[i]));
  for (unsigned i = 0; i < n_c; i++)
    printf ("rshift_of_zero %lld\n", (long long) rshift_of_zero (values_count[i]));
  for (unsigned i = 0; i < n_c; i++)
    printf ("urshift_of_zero %lld\n", (long long) urshift_of_zero (values_count[i]));
  for (unsigned i = 0; i < n_c; i++)
    printf ("rshift_minus_one %lld\n", (long long) rshift_minus_one (values_count[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("lshift_lshift_consts %lld\n", (long long) lshift_lshift_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("rshift_rshift_consts %lld\n", (long long) rshift_rshift_consts (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("urshift_urshift_consts %lld\n", (long long) urshift_urshift_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("lshift_urshift_x_c_c %lld\n", (long long) lshift_urshift_x_c_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("rshift_known_small %lld\n", (long long) rshift_known_small (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("urshift_known_small %lld\n", (long long) urshift_known_small (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("rshift_sign_nonneg %lld\n", (long long) rshift_sign_nonneg (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("urshift_and_c_small %lld\n", (long long) urshift_and_c_small (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("urshift_known_zero %lld\n", (long long) urshift_known_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("lshift_known_zero %lld\n", (long long) lshift_known_zero (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule rshift_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule urshift_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lshift_of_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule rshift_of_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule urshift_of_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule rshift_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lshift_lshift_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule rshift_rshift_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule urshift_urshift_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lshift_urshift_x_c_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule rshift_known_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule urshift_known_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule rshift_sign_nonneg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule urshift_and_c_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule urshift_known_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lshift_known_zero " 1 } } */

/* { dg-final { compare-plain-run } } */
