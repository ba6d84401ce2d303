/* The rules of rules/bool.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_eq_zero (unsigned x, unsigned y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) == 0u;
  b_4 = y_2(D) == 0u;
  r_5 = a_3 & b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_ne_zero (unsigned x, unsigned y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) != 0u;
  b_4 = y_2(D) != 0u;
  r_5 = a_3 | b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_lt_zero (int x, int y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) < 0;
  b_4 = y_2(D) < 0;
  r_5 = a_3 ^ b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_lt_zero (int x, int y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) < 0;
  b_4 = y_2(D) < 0;
  r_5 = a_3 & b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_lt_zero (int x, int y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) < 0;
  b_4 = y_2(D) < 0;
  r_5 = a_3 | b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_ge_zero (int x, int y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) >= 0;
  b_4 = y_2(D) >= 0;
  r_5 = a_3 & b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_ge_zero (int x, int y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) >= 0;
  b_4 = y_2(D) >= 0;
  r_5 = a_3 | b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_lt_one (int x, int y)
{
  _Bool t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) < y_2(D);
  r_4 = t_3 ^ _Literal (_Bool) 1;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_ult_one (unsigned x, unsigned y)
{
  _Bool t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) < y_2(D);
  r_4 = t_3 ^ _Literal (_Bool) 1;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_eq_one (unsigned x, unsigned y)
{
  _Bool t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) == y_2(D);
  r_4 = t_3 ^ _Literal (_Bool) 1;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_eq_ne (unsigned x, unsigned y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) == y_2(D);
  b_4 = x_1(D) != y_2(D);
  r_5 = a_3 & b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_eq_ne (unsigned x, unsigned y)
{
  _Bool a;
  _Bool b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) == y_2(D);
  b_4 = x_1(D) != y_2(D);
  r_5 = a_3 | b_4;
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
      printf ("and_eq_zero %lld\n", (long long) and_eq_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("or_ne_zero %lld\n", (long long) or_ne_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("xor_lt_zero %lld\n", (long long) xor_lt_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("and_lt_zero %lld\n", (long long) and_lt_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("or_lt_zero %lld\n", (long long) or_lt_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("and_ge_zero %lld\n", (long long) and_ge_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("or_ge_zero %lld\n", (long long) or_ge_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("xor_lt_one %lld\n", (long long) xor_lt_one (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("xor_ult_one %lld\n", (long long) xor_ult_one (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("xor_eq_one %lld\n", (long long) xor_eq_one (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("and_eq_ne %lld\n", (long long) and_eq_ne (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("or_eq_ne %lld\n", (long long) or_eq_ne (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule and_eq_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_ne_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_lt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_lt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_lt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_ge_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_ge_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_lt_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_ult_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_eq_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_eq_ne " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_eq_ne " 1 } } */

/* { dg-final { compare-plain-run } } */
