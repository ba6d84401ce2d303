/* The rules of rules/convert.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple" } */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_urshift_trunc (int x)
{
  unsigned char c;
  unsigned char s;
  int r;
  __BB(2):
  c_2 = (unsigned char) x_1(D);
  s_3 = c_2 >> 3;
  r_4 = (int) s_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_urshift_trunc_unsigned (unsigned x)
{
  unsigned short c;
  unsigned short s;
  unsigned r;
  __BB(2):
  c_2 = (unsigned short) x_1(D);
  s_3 = c_2 >> 9u;
  r_4 = (unsigned) s_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_lshift_trunc (int x)
{
  unsigned char c;
  unsigned char s;
  int r;
  __BB(2):
  c_2 = (unsigned char) x_1(D);
  s_3 = c_2 << 4;
  r_4 = (int) s_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_and_urshift_trunc (int x)
{
  unsigned char c;
  unsigned char s;
  unsigned char m;
  int r;
  __BB(2):
  c_2 = (unsigned char) x_1(D);
  s_3 = c_2 >> 3;
  m_4 = s_3 & _Literal (unsigned char) 7;
  r_5 = (int) m_4;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_and_urshift_trunc_unsigned (unsigned x)
{
  unsigned char c;
  unsigned char s;
  unsigned char m;
  unsigned r;
  __BB(2):
  c_2 = (unsigned char) x_1(D);
  s_3 = c_2 >> 2u;
  m_4 = s_3 & _Literal (unsigned char) 60;
  r_5 = (unsigned) m_4;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_and_urshift_trunc_cast (unsigned x)
{
  unsigned char c;
  unsigned char s;
  unsigned char m;
  int r;
  __BB(2):
  c_2 = (unsigned char) x_1(D);
  s_3 = c_2 >> 3u;
  m_4 = s_3 & _Literal (unsigned char) 7;
  r_5 = (int) m_4;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_xor_trunc (int x, int y)
{
  unsigned char a;
  unsigned char b;
  unsigned char t;
  int r;
  __BB(2):
  a_3 = (unsigned char) x_1(D);
  b_4 = (unsigned char) y_2(D);
  t_5 = a_3 ^ b_4;
  r_6 = (int) t_5;
  return r_6;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_or_trunc (int x, int y)
{
  unsigned short a;
  unsigned short b;
  unsigned short t;
  int r;
  __BB(2):
  a_3 = (unsigned short) x_1(D);
  b_4 = (unsigned short) y_2(D);
  t_5 = a_3 | b_4;
  r_6 = (int) t_5;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_and_trunc (unsigned x, unsigned y)
{
  unsigned char a;
  unsigned char b;
  unsigned char t;
  unsigned r;
  __BB(2):
  a_3 = (unsigned char) x_1(D);
  b_4 = (unsigned char) y_2(D);
  t_5 = a_3 & b_4;
  r_6 = (unsigned) t_5;
  return r_6;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
sext_rshift_trunc (int x)
{
  signed char c;
  signed char s;
  int r;
  __BB(2):
  c_2 = (signed char) x_1(D);
  s_3 = c_2 >> 3;
  r_4 = (int) s_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_add_trunc (unsigned x, unsigned y)
{
  unsigned char a;
  unsigned char b;
  unsigned char t;
  unsigned r;
  __BB(2):
  a_3 = (unsigned char) x_1(D);
  b_4 = (unsigned char) y_2(D);
  t_5 = a_3 + b_4;
  r_6 = (unsigned) t_5;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_sub_trunc (unsigned x, unsigned y)
{
  unsigned short a;
  unsigned short b;
  unsigned short t;
  unsigned r;
  __BB(2):
  a_3 = (unsigned short) x_1(D);
  b_4 = (unsigned short) y_2(D);
  t_5 = a_3 - b_4;
  r_6 = (unsigned) t_5;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
zext_mul_trunc (unsigned x, unsigned y)
{
  unsigned char a;
  unsigned char b;
  unsigned char t;
  unsigned r;
  __BB(2):
  a_3 = (unsigned char) x_1(D);
  b_4 = (unsigned char) y_2(D);
  t_5 = a_3 * b_4;
  r_6 = (unsigned) t_5;
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
    printf ("zext_urshift_trunc %lld\n", (long long) zext_urshift_trunc (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("zext_urshift_trunc_unsigned %lld\n", (long long) zext_urshift_trunc_unsigned (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("zext_lshift_trunc %lld\n", (long long) zext_lshift_trunc (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("zext_and_urshift_trunc %lld\n", (long long) zext_and_urshift_trunc (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("zext_and_urshift_trunc_unsigned %lld\n", (long long) zext_and_urshift_trunc_unsigned (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("zext_and_urshift_trunc_cast %lld\n", (long long) zext_and_urshift_trunc_cast (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("zext_xor_trunc %lld\n", (long long) zext_xor_trunc (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("zext_or_trunc %lld\n", (long long) zext_or_trunc (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("zext_and_trunc %lld\n", (long long) zext_and_trunc (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("sext_rshift_trunc %lld\n", (long long) sext_rshift_trunc (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("zext_add_trunc %lld\n", (long long) zext_add_trunc (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("zext_sub_trunc %lld\n", (long long) zext_sub_trunc (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("zext_mul_trunc %lld\n", (long long) zext_mul_trunc (values_unsigned[i], values_unsigned[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule zext_urshift_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_urshift_trunc_unsigned " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_lshift_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_and_urshift_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_and_urshift_trunc_unsigned " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_and_urshift_trunc_cast " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_xor_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_or_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_and_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule sext_rshift_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_add_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_sub_trunc " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule zext_mul_trunc " 1 } } */

/* { dg-final { compare-plain-run } } */
