/* The rules of rules/bitwise.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_invert_x_x (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = x_1(D) & t_2;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_invert_x_x (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = x_1(D) | t_2;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_invert_x_x (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = x_1(D) ^ t_2;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_or_absorb (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) | y_2(D);
  r_4 = x_1(D) & t_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_and_absorb (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) & y_2(D);
  r_4 = x_1(D) | t_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_xor_cancel (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) ^ y_2(D);
  r_4 = x_1(D) ^ t_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_and_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 1020u;
  r_3 = t_2 & 255u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_or_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) | 16u;
  r_3 = t_2 | 3u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_xor_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) ^ 12u;
  r_3 = t_2 ^ 10u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_invert_invert (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = ~x_1(D);
  b_4 = ~y_2(D);
  r_5 = a_3 & b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_invert_invert (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = ~x_1(D);
  b_4 = ~y_2(D);
  r_5 = a_3 | b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_invert_invert (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = ~x_1(D);
  b_4 = ~y_2(D);
  r_5 = a_3 ^ b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_invert_c (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = t_2 ^ 5u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_or_c_disjoint (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) | 240u;
  r_3 = t_2 & 15u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_and_c_covered (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 240u;
  r_3 = t_2 | 4294967055u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_xor_self (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) ^ y_2(D);
  r_4 = t_3 | x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_xor_self (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) ^ y_2(D);
  r_4 = t_3 & x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_and_self (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) & y_2(D);
  r_4 = t_3 ^ x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
xor_or_self (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) | y_2(D);
  r_4 = t_3 ^ x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_c_known_zeros (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 240u;
  r_3 = t_2 & 4080u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_c_known_disjoint (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) << 8u;
  r_3 = t_2 & 255u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_c_known_bits (unsigned x)
{
  unsigned a;
  unsigned t;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) << 8u;
  t_3 = a_2 | 5u;
  r_4 = t_3 & 255u;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_c_known_ones (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) | 48u;
  r_3 = t_2 | 16u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_known_disjoint (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 15u;
  b_4 = y_2(D) << 4u;
  r_5 = a_3 & b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_known_identity (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 15u;
  b_4 = y_2(D) | 31u;
  r_5 = a_3 & b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
or_known_identity (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) | 15u;
  b_4 = y_2(D) & 7u;
  r_5 = a_3 | b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
sub_xor_known_disjoint (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) << 4u;
  b_4 = y_2(D) & 15u;
  t_5 = a_3 ^ b_4;
  r_6 = t_5 - b_4;
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
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_invert_x_x %lld\n", (long long) and_invert_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("or_invert_x_x %lld\n", (long long) or_invert_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("xor_invert_x_x %lld\n", (long long) xor_invert_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("and_or_absorb %lld\n", (long long) and_or_absorb (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("or_and_absorb %lld\n", (long long) or_and_absorb (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("xor_xor_cancel %lld\n", (long long) xor_xor_cancel (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_and_consts %lld\n", (long long) and_and_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("or_or_consts %lld\n", (long long) or_or_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("xor_xor_consts %lld\n", (long long) xor_xor_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("and_invert_invert %lld\n", (long long) and_invert_invert (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("or_invert_invert %lld\n", (long long) or_invert_invert (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("xor_invert_invert %lld\n", (long long) xor_invert_invert (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("xor_invert_c %lld\n", (long long) xor_invert_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_or_c_disjoint %lld\n", (long long) and_or_c_disjoint (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("or_and_c_covered %lld\n", (long long) or_and_c_covered (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("or_xor_self %lld\n", (long long) or_xor_self (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("and_xor_self %lld\n", (long long) and_xor_self (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("xor_and_self %lld\n", (long long) xor_and_self (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("xor_or_self %lld\n", (long long) xor_or_self (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_c_known_zeros %lld\n", (long long) and_c_known_zeros (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_c_known_disjoint %lld\n", (long long) and_c_known_disjoint (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_c_known_bits %lld\n", (long long) and_c_known_bits (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("or_c_known_ones %lld\n", (long long) or_c_known_ones (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("and_known_disjoint %lld\n", (long long) and_known_disjoint (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("and_known_identity %lld\n", (long long) and_known_identity (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("or_known_identity %lld\n", (long long) or_known_identity (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("sub_xor_known_disjoint %lld\n", (long long) sub_xor_known_disjoint (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule and_invert_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_invert_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_invert_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_or_absorb " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_and_absorb " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_xor_cancel " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_and_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_or_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_xor_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_invert_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_invert_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_invert_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_invert_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_or_c_disjoint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_and_c_covered " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_xor_self " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_xor_self " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_and_self " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule xor_or_self " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_c_known_zeros " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_c_known_disjoint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_c_known_bits " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_c_known_ones " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_known_disjoint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_known_identity " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule or_known_identity " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule sub_xor_known_disjoint " 1 } } */

/* { dg-final { compare-plain-run } } */
