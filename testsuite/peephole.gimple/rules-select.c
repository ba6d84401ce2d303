/* The rules of rules/select.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "the GIMPLE front end of GCC 11 reads no c ? a : b" } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-enable=select_one_zero,select_add_one,select_sub_one,select_or_one,select_or_one_bit,select_or_one_any,select_xor_one,select_eq_zero_one,select_bool_or" } */

#include <stdio.h>

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_same (unsigned x, unsigned c)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = c_2(D) > 5u;
  r_4 = b_3 ? x_1(D) : x_1(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_one_zero (int x, int y)
{
  _Bool b;
  int r;
  __BB(2):
  b_3 = x_1(D) > y_2(D);
  r_4 = b_3 ? 1 : 0;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_add_one (int x, int c)
{
  _Bool b;
  int t;
  int r;
  __BB(2):
  b_3 = c_2(D) > 5;
  t_4 = x_1(D) + 1;
  r_5 = b_3 ? t_4 : x_1(D);
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_sub_one (int x, int c)
{
  _Bool b;
  int t;
  int r;
  __BB(2):
  b_3 = c_2(D) > 5;
  t_4 = x_1(D) + _Literal (int) -1;
  r_5 = b_3 ? t_4 : x_1(D);
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_or_one (unsigned x, unsigned y)
{
  unsigned a;
  _Bool b;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) & 1u;
  b_4 = a_3 != 0u;
  t_5 = x_1(D) | 1u;
  r_6 = b_4 ? t_5 : x_1(D);
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_or_one_bit (unsigned x, unsigned y)
{
  unsigned a;
  _Bool b;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) & 8u;
  b_4 = a_3 != 0u;
  t_5 = x_1(D) | 1u;
  r_6 = b_4 ? t_5 : x_1(D);
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_or_one_any (unsigned x, unsigned c)
{
  _Bool b;
  unsigned t;
  unsigned r;
  __BB(2):
  b_3 = c_2(D) > 5u;
  t_4 = x_1(D) | 1u;
  r_5 = b_3 ? t_4 : x_1(D);
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_xor_one (unsigned x, unsigned c)
{
  _Bool b;
  unsigned t;
  unsigned r;
  __BB(2):
  b_3 = c_2(D) > 5u;
  t_4 = x_1(D) ^ 1u;
  r_5 = b_3 ? t_4 : x_1(D);
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_ne_same (unsigned x, unsigned y)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) != y_2(D);
  r_4 = b_3 ? x_1(D) : y_2(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_eq_same (unsigned x, unsigned y)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) == y_2(D);
  r_4 = b_3 ? x_1(D) : y_2(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_lt_min (int x, int y)
{
  _Bool b;
  int r;
  __BB(2):
  b_3 = x_1(D) < y_2(D);
  r_4 = b_3 ? x_1(D) : y_2(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_lt_max (int x, int y)
{
  _Bool b;
  int r;
  __BB(2):
  b_3 = x_1(D) < y_2(D);
  r_4 = b_3 ? y_2(D) : x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_ult_min (unsigned x, unsigned y)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) < y_2(D);
  r_4 = b_3 ? x_1(D) : y_2(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_ult_max (unsigned x, unsigned y)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) < y_2(D);
  r_4 = b_3 ? y_2(D) : x_1(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_gt_min (int x, int y)
{
  _Bool b;
  int r;
  __BB(2):
  b_3 = x_1(D) > y_2(D);
  r_4 = b_3 ? y_2(D) : x_1(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_gt_max (int x, int y)
{
  _Bool b;
  int r;
  __BB(2):
  b_3 = x_1(D) > y_2(D);
  r_4 = b_3 ? x_1(D) : y_2(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_ugt_min (unsigned x, unsigned y)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) > y_2(D);
  r_4 = b_3 ? y_2(D) : x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_ugt_max (unsigned x, unsigned y)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) > y_2(D);
  r_4 = b_3 ? x_1(D) : y_2(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_lt_max_constant (int x)
{
  _Bool b;
  int r;
  __BB(2):
  b_2 = x_1(D) < 11;
  r_3 = b_2 ? 10 : x_1(D);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_ult_max_constant (unsigned x)
{
  _Bool b;
  unsigned r;
  __BB(2):
  b_2 = x_1(D) < 11u;
  r_3 = b_2 ? 10u : x_1(D);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_abs (int x)
{
  _Bool b;
  int t;
  int r;
  __BB(2):
  b_2 = x_1(D) < 0;
  t_3 = -x_1(D);
  r_4 = b_2 ? t_3 : x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_usub_sat (unsigned x, unsigned y)
{
  _Bool b;
  unsigned t;
  unsigned r;
  __BB(2):
  b_3 = x_1(D) < y_2(D);
  t_4 = y_2(D) - x_1(D);
  r_5 = b_3 ? t_4 : 0u;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_eq_zero_one (int x)
{
  _Bool b;
  int r;
  __BB(2):
  b_2 = x_1(D) == 0;
  r_3 = b_2 ? 1 : x_1(D);
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_bool_and (unsigned x, unsigned y)
{
  _Bool b;
  _Bool d;
  _Bool r;
  __BB(2):
  b_3 = x_1(D) < 5u;
  d_4 = y_2(D) < 9u;
  r_5 = b_3 ? d_4 : _Literal (_Bool) 0;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
select_bool_or (unsigned x, unsigned y)
{
  _Bool b;
  _Bool d;
  _Bool r;
  __BB(2):
  b_3 = x_1(D) < 5u;
  d_4 = y_2(D) < 9u;
  r_5 = b_3 ? _Literal (_Bool) 1 : d_4;
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
      printf ("select_same %lld\n", (long long) select_same (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_one_zero %lld\n", (long long) select_one_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_add_one %lld\n", (long long) select_add_one (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_sub_one %lld\n", (long long) select_sub_one (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_or_one %lld\n", (long long) select_or_one (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_or_one_bit %lld\n", (long long) select_or_one_bit (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_or_one_any %lld\n", (long long) select_or_one_any (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_xor_one %lld\n", (long long) select_xor_one (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_ne_same %lld\n", (long long) select_ne_same (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_eq_same %lld\n", (long long) select_eq_same (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_lt_min %lld\n", (long long) select_lt_min (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_lt_max %lld\n", (long long) select_lt_max (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_ult_min %lld\n", (long long) select_ult_min (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_ult_max %lld\n", (long long) select_ult_max (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_gt_min %lld\n", (long long) select_gt_min (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("select_gt_max %lld\n", (long long) select_gt_max (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_ugt_min %lld\n", (long long) select_ugt_min (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_ugt_max %lld\n", (long long) select_ugt_max (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("select_lt_max_constant %lld\n", (long long) select_lt_max_constant (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("select_ult_max_constant %lld\n", (long long) select_ult_max_constant (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("select_abs %lld\n", (long long) select_abs (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_usub_sat %lld\n", (long long) select_usub_sat (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("select_eq_zero_one %lld\n", (long long) select_eq_zero_one (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_bool_and %lld\n", (long long) select_bool_and (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("select_bool_or %lld\n", (long long) select_bool_or (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule select_same " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_one_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_add_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_sub_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_or_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_or_one_bit " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_or_one_any " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_xor_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_ne_same " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_eq_same " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_lt_min " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_lt_max " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_ult_min " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_ult_max " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_gt_min " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_gt_max " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_ugt_min " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_ugt_max " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_lt_max_constant " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_ult_max_constant " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_abs " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_usub_sat " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_eq_zero_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_bool_and " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule select_bool_or " 1 } } */

/* { dg-final { compare-plain-run } } */
