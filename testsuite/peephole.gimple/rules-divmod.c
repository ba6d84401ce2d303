/* The rules of rules/divmod.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
div_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) / 1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
udiv_one (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) / 1u;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
div_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) / _Literal (int) -1;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mod_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) % 1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umod_one (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) % 1u;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mod_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) % _Literal (int) -1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
udiv_pow2 (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) / 16u;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umod_pow2 (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) % 16u;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
div_pow2_nonneg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 1023;
  r_3 = t_2 / 8;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mod_pow2_nonneg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 1023;
  r_3 = t_2 % 8;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
udiv_known_small (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = y_2(D) | 256u;
  r_5 = a_3 / b_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umod_known_small (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 255u;
  b_4 = y_2(D) | 256u;
  r_5 = a_3 % b_4;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
div_known_small (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 7;
  r_3 = t_2 / 10;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mod_known_small (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 7;
  r_3 = t_2 % 10;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
udiv_umod_same (unsigned x, unsigned y)
{
  unsigned m;
  unsigned r;
  __BB(2):
  m_3 = x_1(D) % y_2(D);
  r_4 = m_3 / y_2(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
umod_mul_cancel (unsigned x)
{
  unsigned t;
  unsigned m;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) & 65535u;
  m_3 = t_2 * 7u;
  r_4 = m_3 % 7u;
  return r_4;
}

int
main (void)
{
  static const unsigned values_unsigned[] = { 0u, 1u, 2u, 3u, 5u, 7u, 8u, 15u, 16u, 255u, 256u, 1000u, 12345u, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu };
  static const int values_int[] = { -1000, -300, -7, -2, -1, 0, 1, 2, 3, 7, 8, 15, 255, 1000, 12345 };
  static const int values_count[] = { 0, 1, 3, 17, 31 };
  static const unsigned values_nonzero[] = { 1u, 2u, 3u, 7u, 16u, 255u, 1000u, 0x80000000u, 0xffffffffu };
  unsigned n_u = sizeof values_unsigned / sizeof (unsigned);
  unsigned n_i = sizeof values_int / sizeof (int);
  unsigned n_c = sizeof values_count / sizeof (int);
  unsigned n_z = sizeof values_nonzero / sizeof (unsigned);
  for (unsigned i = 0; i < n_i; i++)
    printf ("div_one %lld\n", (long long) div_one (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("udiv_one %lld\n", (long long) udiv_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("div_minus_one %lld\n", (long long) div_minus_one (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mod_one %lld\n", (long long) mod_one (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umod_one %lld\n", (long long) umod_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mod_minus_one %lld\n", (long long) mod_minus_one (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("udiv_pow2 %lld\n", (long long) udiv_pow2 (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umod_pow2 %lld\n", (long long) umod_pow2 (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("div_pow2_nonneg %lld\n", (long long) div_pow2_nonneg (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mod_pow2_nonneg %lld\n", (long long) mod_pow2_nonneg (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("udiv_known_small %lld\n", (long long) udiv_known_small (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("umod_known_small %lld\n", (long long) umod_known_small (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("div_known_small %lld\n", (long long) div_known_small (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mod_known_small %lld\n", (long long) mod_known_small (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_z; j++)
      printf ("udiv_umod_same %lld\n", (long long) udiv_umod_same (values_unsigned[i], values_nonzero[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("umod_mul_cancel %lld\n", (long long) umod_mul_cancel (values_unsigned[i]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule div_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule udiv_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule div_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mod_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umod_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mod_minus_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule udiv_pow2 " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umod_pow2 " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule div_pow2_nonneg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mod_pow2_nonneg " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule udiv_known_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umod_known_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule div_known_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mod_known_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule udiv_umod_same " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule umod_mul_cancel " 1 } } */

/* { dg-final { compare-plain-run } } */
