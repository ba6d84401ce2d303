/* The rules of rules/bitcount.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_popcount_zero (unsigned x)
{
  int p;
  _Bool r;
  __BB(2):
  p_2 = __builtin_popcount (x_1(D));
  r_3 = p_2 == _Literal (int) 0;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_popcount_zero (unsigned x)
{
  int p;
  _Bool r;
  __BB(2):
  p_2 = __builtin_popcount (x_1(D));
  r_3 = p_2 != _Literal (int) 0;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_popcount_width (unsigned x)
{
  int p;
  _Bool r;
  __BB(2):
  p_2 = __builtin_popcount (x_1(D));
  r_3 = p_2 == _Literal (int) 32;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_popcount_one (unsigned x)
{
  int p;
  int r;
  __BB(2):
  p_2 = __builtin_popcount (x_1(D));
  r_3 = p_2 & _Literal (int) 1;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
eq_ffs_zero (int x)
{
  int p;
  _Bool r;
  __BB(2):
  p_2 = __builtin_ffs (x_1(D));
  r_3 = p_2 == 0;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ne_ffs_zero (int x)
{
  int p;
  _Bool r;
  __BB(2):
  p_2 = __builtin_ffs (x_1(D));
  r_3 = p_2 != 0;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
bswap_bswap (unsigned x)
{
  unsigned a;
  unsigned r;
  __BB(2):
  a_2 = __builtin_bswap32 (x_1(D));
  r_3 = __builtin_bswap32 (a_2);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
parity_bswap (unsigned x)
{
  unsigned a;
  int r;
  __BB(2):
  a_2 = __builtin_bswap32 (x_1(D));
  r_3 = __builtin_parity (a_2);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
popcount_bswap (unsigned x)
{
  unsigned a;
  int r;
  __BB(2):
  a_2 = __builtin_bswap32 (x_1(D));
  r_3 = __builtin_popcount (a_2);
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ctz_known (unsigned x)
{
  unsigned a;
  unsigned b;
  int r;
  __BB(2):
  a_2 = x_1(D) | 4u;
  b_3 = a_2 & 4294967292u;
  r_4 = __builtin_ctz (b_3);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
ffs_known (int x)
{
  int a;
  int b;
  int r;
  __BB(2):
  a_2 = x_1(D) | 8;
  b_3 = a_2 & _Literal (int) -8;
  r_4 = __builtin_ffs (b_3);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
clz_known (unsigned x)
{
  unsigned a;
  unsigned b;
  int r;
  __BB(2):
  a_2 = x_1(D) | 65536u;
  b_3 = a_2 & 131071u;
  r_4 = __builtin_clz (b_3);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_popcount_halves (unsigned x)
{
  unsigned h;
  int p;
  unsigned l;
  int q;
  int r;
  __BB(2):
  h_2 = x_1(D) >> 16u;
  p_3 = __builtin_popcount (h_2);
  l_4 = x_1(D) & 65535u;
  q_5 = __builtin_popcount (l_4);
  r_6 = p_3 + q_5;
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
    printf ("eq_popcount_zero %lld\n", (long long) eq_popcount_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ne_popcount_zero %lld\n", (long long) ne_popcount_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("eq_popcount_width %lld\n", (long long) eq_popcount_width (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("and_popcount_one %lld\n", (long long) and_popcount_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("eq_ffs_zero %lld\n", (long long) eq_ffs_zero (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("ne_ffs_zero %lld\n", (long long) ne_ffs_zero (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("bswap_bswap %lld\n", (long long) bswap_bswap (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("parity_bswap %lld\n", (long long) parity_bswap (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("popcount_bswap %lld\n", (long long) popcount_bswap (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("ctz_known %lld\n", (long long) ctz_known (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("ffs_known %lld\n", (long long) ffs_known (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("clz_known %lld\n", (long long) clz_known (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("add_popcount_halves %lld\n", (long long) add_popcount_halves (values_unsigned[i]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule eq_popcount_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ne_popcount_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_popcount_width " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule and_popcount_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule eq_ffs_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ne_ffs_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule bswap_bswap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule parity_bswap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule popcount_bswap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ctz_known " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule ffs_known " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule clz_known " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule add_popcount_halves " 1 } } */

/* { dg-final { compare-plain-run } } */
