/* The rules of rules/compare.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_x_x (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) != x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lt_x_x (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) < x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
le_x_x (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) <= x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
gt_x_x (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) > x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ge_x_x (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) >= x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ult_x_x (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) < x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ule_x_x (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) <= x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ugt_x_x (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) > x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
uge_x_x (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) >= x_1(D);
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_sub_zero (unsigned x, unsigned y)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 == 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_sub_zero (unsigned x, unsigned y)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 != 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_xor_zero (unsigned x, unsigned y)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) ^ y_2(D);
  r_4 = t_3 == 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_xor_zero (unsigned x, unsigned y)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) ^ y_2(D);
  r_4 = t_3 != 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_add_c_c (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 5u;
  r_3 = t_2 == 12u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_add_c_c (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 5u;
  r_3 = t_2 != 12u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_xor_c_c (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) ^ 5u;
  r_3 = t_2 == 3u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_xor_c_c (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) ^ 5u;
  r_3 = t_2 != 3u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_neg_neg (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_3 = -x_1(D);
  b_4 = -y_2(D);
  r_5 = a_3 == b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_invert_invert (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_3 = ~x_1(D);
  b_4 = ~y_2(D);
  r_5 = a_3 == b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_invert_c (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = t_2 == 5u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ult_zero (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) < 0u;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
uge_zero (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) >= 0u;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ugt_minus_one (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) > 4294967295u;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ule_minus_one (unsigned x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) <= 4294967295u;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lt_minint (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) < _Literal (int) -2147483648;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ge_minint (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) >= _Literal (int) -2147483648;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
gt_maxint (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) > 2147483647;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
le_maxint (int x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) <= 2147483647;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
lt_known_false (int x, int y)
{
  int a;
  int b;
  int c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255;
  b_4 = a_3 | 256;
  c_5 = y_2(D) & 255;
  r_6 = b_4 < c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
le_known_false (int x, int y)
{
  int a;
  int b;
  int c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255;
  b_4 = a_3 | 256;
  c_5 = y_2(D) & 255;
  r_6 = b_4 <= c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
gt_known_true (int x, int y)
{
  int a;
  int b;
  int c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255;
  b_4 = a_3 | 256;
  c_5 = y_2(D) & 255;
  r_6 = b_4 > c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
gt_known_false (int x, int y)
{
  int a;
  int b;
  int c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255;
  b_4 = a_3 | 256;
  c_5 = y_2(D) & 255;
  r_6 = c_5 > b_4;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ge_known_true (int x, int y)
{
  int a;
  int b;
  int c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255;
  b_4 = a_3 | 256;
  c_5 = y_2(D) & 255;
  r_6 = b_4 >= c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ge_known_false (int x, int y)
{
  int a;
  int b;
  int c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255;
  b_4 = a_3 | 256;
  c_5 = y_2(D) & 255;
  r_6 = c_5 >= b_4;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ult_known_true (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = a_3 | 256u;
  c_5 = y_2(D) & 255u;
  r_6 = c_5 < b_4;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ult_known_false (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = a_3 | 256u;
  c_5 = y_2(D) & 255u;
  r_6 = b_4 < c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ugt_known_true (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = a_3 | 256u;
  c_5 = y_2(D) & 255u;
  r_6 = b_4 > c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ugt_known_false (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = a_3 | 256u;
  c_5 = y_2(D) & 255u;
  r_6 = c_5 > b_4;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
uge_known_true (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = a_3 | 256u;
  c_5 = y_2(D) & 255u;
  r_6 = b_4 >= c_5;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
uge_known_false (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned c;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = a_3 | 256u;
  c_5 = y_2(D) & 255u;
  r_6 = c_5 >= b_4;
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
    printf ("ne_x_x %lld\n", (long long) ne_x_x (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("lt_x_x %lld\n", (long long) lt_x_x (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("le_x_x %lld\n", (long long) le_x_x (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("gt_x_x %lld\n", (long long) gt_x_x (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("ge_x_x %lld\n", (long long) ge_x_x (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ult_x_x %lld\n", (long long) ult_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ule_x_x %lld\n", (long long) ule_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ugt_x_x %lld\n", (long long) ugt_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("uge_x_x %lld\n", (long long) uge_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("eq_sub_zero %lld\n", (long long) eq_sub_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("ne_sub_zero %lld\n", (long long) ne_sub_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("eq_xor_zero %lld\n", (long long) eq_xor_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("ne_xor_zero %lld\n", (long long) ne_xor_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("eq_add_c_c %lld\n", (long long) eq_add_c_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ne_add_c_c %lld\n", (long long) ne_add_c_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("eq_xor_c_c %lld\n", (long long) eq_xor_c_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ne_xor_c_c %lld\n", (long long) ne_xor_c_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("eq_neg_neg %lld\n", (long long) eq_neg_neg (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("eq_invert_invert %lld\n", (long long) eq_invert_invert (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("eq_invert_c %lld\n", (long long) eq_invert_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ult_zero %lld\n", (long long) ult_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("uge_zero %lld\n", (long long) uge_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ugt_minus_one %lld\n", (long long) ugt_minus_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ule_minus_one %lld\n", (long long) ule_minus_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("lt_minint %lld\n", (long long) lt_minint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("ge_minint %lld\n", (long long) ge_minint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("gt_maxint %lld\n", (long long) gt_maxint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("le_maxint %lld\n", (long long) le_maxint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("lt_known_false %lld\n", (long long) lt_known_false (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("le_known_false %lld\n", (long long) le_known_false (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("gt_known_true %lld\n", (long long) gt_known_true (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("gt_known_false %lld\n", (long long) gt_known_false (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("ge_known_true %lld\n", (long long) ge_known_true (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("ge_known_false %lld\n", (long long) ge_known_false (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("ult_known_true %lld\n", (long long) ult_known_true (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("ult_known_false %lld\n", (long long) ult_known_false (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("ugt_known_true %lld\n", (long long) ugt_known_true (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("ugt_known_false %lld\n", (long long) ugt_known_false (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("uge_known_true %lld\n", (long long) uge_known_true (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("uge_known_false %lld\n", (long long) uge_known_false (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule ne_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lt_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule le_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule gt_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ge_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ult_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ule_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ugt_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule uge_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_sub_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ne_sub_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_xor_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ne_xor_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_add_c_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ne_add_c_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_xor_c_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ne_xor_c_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_neg_neg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_invert_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_invert_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ult_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule uge_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ugt_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ule_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lt_minint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ge_minint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule gt_maxint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule le_maxint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule lt_known_false " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule le_known_false " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule gt_known_true " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule gt_known_false " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ge_known_true " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ge_known_false " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ult_known_true " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ult_known_false " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ugt_known_true " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ugt_known_false " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule uge_known_true " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule uge_known_false " 1 } } */

/* { dg-final { compare-plain-run } } */
