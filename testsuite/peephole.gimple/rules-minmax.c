/* The rules of rules/minmax.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
min_x_x (int x)
{
  int r;
  __BB(2):
  r_2 = __MIN (x_1(D), x_1(D));
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
max_x_x (int x)
{
  int r;
  __BB(2):
  r_2 = __MAX (x_1(D), x_1(D));
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umin_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = __MIN (x_1(D), x_1(D));
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umax_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = __MAX (x_1(D), x_1(D));
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umin_zero (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = __MIN (x_1(D), 0u);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umax_zero (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = __MAX (x_1(D), 0u);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umin_minus_one (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = __MIN (x_1(D), 4294967295u);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umax_minus_one (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = __MAX (x_1(D), 4294967295u);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
min_minint (int x)
{
  int r;
  __BB(2):
  r_2 = __MIN (x_1(D), _Literal (int) -2147483648);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
min_maxint (int x)
{
  int r;
  __BB(2):
  r_2 = __MIN (x_1(D), 2147483647);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
max_minint (int x)
{
  int r;
  __BB(2):
  r_2 = __MAX (x_1(D), _Literal (int) -2147483648);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
max_maxint (int x)
{
  int r;
  __BB(2):
  r_2 = __MAX (x_1(D), 2147483647);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
min_min_consts (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = __MIN (x_1(D), 10);
  r_3 = __MIN (t_2, _Literal (int) -3);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
max_max_consts (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = __MAX (x_1(D), _Literal (int) -3);
  r_3 = __MAX (t_2, 10);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umin_umin_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = __MIN (x_1(D), 300u);
  r_3 = __MIN (t_2, 10u);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umax_umax_consts (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = __MAX (x_1(D), 10u);
  r_3 = __MAX (t_2, 300u);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
min_max_absorb (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = __MAX (x_1(D), y_2(D));
  r_4 = __MIN (x_1(D), t_3);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
max_min_absorb (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = __MIN (x_1(D), y_2(D));
  r_4 = __MAX (x_1(D), t_3);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umin_umax_absorb (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = __MAX (x_1(D), y_2(D));
  r_4 = __MIN (x_1(D), t_3);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umax_umin_absorb (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_3 = __MIN (x_1(D), y_2(D));
  r_4 = __MAX (x_1(D), t_3);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
force_ge_zero_nonneg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 255;
  r_3 = __MAX (t_2, 0);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
min_known (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 255;
  r_3 = __MIN (t_2, 1000);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
max_known (int x)
{
  int a;
  int t;
  int r;
  __BB(2):
  a_2 = x_1(D) & 255;
  t_3 = a_2 | 4096;
  r_4 = __MAX (t_3, 100);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umin_known (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 255u;
  r_3 = __MIN (t_2, 1000u);
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umax_known (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) | 4096u;
  r_3 = __MAX (t_2, 100u);
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
    printf ("min_x_x %lld\n", (long long) min_x_x (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("max_x_x %lld\n", (long long) max_x_x (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umin_x_x %lld\n", (long long) umin_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umax_x_x %lld\n", (long long) umax_x_x (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umin_zero %lld\n", (long long) umin_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umax_zero %lld\n", (long long) umax_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umin_minus_one %lld\n", (long long) umin_minus_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umax_minus_one %lld\n", (long long) umax_minus_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("min_minint %lld\n", (long long) min_minint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("min_maxint %lld\n", (long long) min_maxint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("max_minint %lld\n", (long long) max_minint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("max_maxint %lld\n", (long long) max_maxint (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("min_min_consts %lld\n", (long long) min_min_consts (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("max_max_consts %lld\n", (long long) max_max_consts (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umin_umin_consts %lld\n", (long long) umin_umin_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umax_umax_consts %lld\n", (long long) umax_umax_consts (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("min_max_absorb %lld\n", (long long) min_max_absorb (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("max_min_absorb %lld\n", (long long) max_min_absorb (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("umin_umax_absorb %lld\n", (long long) umin_umax_absorb (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("umax_umin_absorb %lld\n", (long long) umax_umin_absorb (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("force_ge_zero_nonneg %lld\n", (long long) force_ge_zero_nonneg (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("min_known %lld\n", (long long) min_known (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("max_known %lld\n", (long long) max_known (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umin_known %lld\n", (long long) umin_known (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umax_known %lld\n", (long long) umax_known (values_unsigned[i]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule min_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule max_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umin_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umax_x_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umin_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umax_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umin_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umax_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule min_minint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule min_maxint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule max_minint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule max_maxint " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule min_min_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule max_max_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umin_umin_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umax_umax_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule min_max_absorb " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule max_min_absorb " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umin_umax_absorb " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umax_umin_absorb " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule force_ge_zero_nonneg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule min_known " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule max_known " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umin_known " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umax_known " 1 } } */

/* { dg-final { compare-plain-run } } */
