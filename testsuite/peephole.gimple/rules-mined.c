/* The rules of rules/mined.rules, each on exactly its pattern.
   Written by testsuite/make-rule-tests.py.  Each function is
   the pattern of the rule it is named after; the program
   prints the same with and without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-enable=mined_round_down_count,mined_urshift_ne_zero,mined_and_pow2_ne_zero,mined_eq_and_inc_mask,mined_sext_trunc_fits,mined_invert_lshift_one,mined_ule_sub_nowrap,mined_eq_and_inc_mask_c,mined_ne_and_inc_mask_c,mined_ult_lshift_one,mined_urshift_ne_max,mined_urshift_eq_max,mined_urshift_or_small" } */

#include <stdio.h>

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_round_down (unsigned x)
{
  unsigned t;
  unsigned s;
  unsigned a;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 4294967232u;
  s_3 = t_2 >> 6u;
  a_4 = s_3 + 1u;
  r_5 = a_4 * 64u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_round_down_count (unsigned x)
{
  unsigned y;
  unsigned t;
  unsigned s;
  unsigned r;
  __BB(2):
  y_2 = x_1(D) | 64u;
  t_3 = y_2 + 4294967232u;
  s_4 = t_3 >> 6u;
  r_5 = s_4 + 1u;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_lshift_rshift_fits (int x)
{
  int t;
  int s;
  int r;
  __BB(2):
  t_2 = x_1(D) & 255;
  s_3 = t_2 << 6;
  r_4 = s_3 >> 6;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_urshift_ne_zero (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) >> 7u;
  r_3 = t_2 != 0u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_urshift_eq_zero (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) >> 7u;
  r_3 = t_2 == 0u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_pow2_ne_zero (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = __MIN (x_1(D), 7u);
  t_3 = a_2 & 4u;
  r_4 = t_3 != 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_pow2_eq_zero (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = __MIN (x_1(D), 7u);
  t_3 = a_2 & 4u;
  r_4 = t_3 == 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_gt_zero (int x, int y)
{
  int t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 > 0;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_ge_zero (int x, int y)
{
  int t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 >= 0;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_lt_zero (int x, int y)
{
  int t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 < 0;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_le_zero (int x, int y)
{
  int t;
  _Bool r;
  __BB(2):
  t_3 = x_1(D) - y_2(D);
  r_4 = t_3 <= 0;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_lshift_c_add_c (int x)
{
  int a;
  int t;
  int r;
  __BB(2):
  a_2 = x_1(D) & 15;
  t_3 = a_2 + 1;
  r_4 = 1 << t_3;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_min_lt_x (int x, int y)
{
  int m;
  _Bool r;
  __BB(2):
  m_3 = __MIN (x_1(D), y_2(D));
  r_4 = m_3 < x_1(D);
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_umin_lt_x (unsigned x, unsigned y)
{
  unsigned m;
  _Bool r;
  __BB(2):
  m_3 = __MIN (x_1(D), y_2(D));
  r_4 = m_3 < x_1(D);
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_max_gt_x (int x, int y)
{
  int m;
  _Bool r;
  __BB(2):
  m_3 = __MAX (x_1(D), y_2(D));
  r_4 = m_3 > x_1(D);
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_umax_gt_x (unsigned x, unsigned y)
{
  unsigned m;
  _Bool r;
  __BB(2):
  m_3 = __MAX (x_1(D), y_2(D));
  r_4 = m_3 > x_1(D);
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ne_add_add (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) + 16u;
  b_4 = y_2(D) + 1u;
  r_5 = a_3 != b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_eq_add_add (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) + 16u;
  b_4 = y_2(D) + 1u;
  r_5 = a_3 == b_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ne_and_inc_mask (unsigned x)
{
  unsigned t;
  unsigned m;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1u;
  m_3 = t_2 & 31u;
  r_4 = m_3 != 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_eq_and_inc_mask (unsigned x)
{
  unsigned t;
  unsigned m;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1u;
  m_3 = t_2 & 31u;
  r_4 = m_3 == 0u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_gt_and_round (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & _Literal (int) -8;
  r_3 = t_2 > 255;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ugt_and_round (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & 4294967288u;
  r_3 = t_2 > 383u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_eq_and_invert (unsigned x, unsigned y)
{
  unsigned n;
  unsigned t;
  _Bool r;
  __BB(2):
  n_3 = ~x_1(D);
  t_4 = n_3 & y_2(D);
  r_5 = t_4 == 0u;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ne_and_invert (unsigned x, unsigned y)
{
  unsigned n;
  unsigned t;
  _Bool r;
  __BB(2):
  n_3 = ~x_1(D);
  t_4 = n_3 & y_2(D);
  r_5 = t_4 != 0u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_add_add_cancel (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) + 1u;
  b_4 = x_1(D) + a_3;
  r_5 = b_4 + 4294967295u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_mul_add_const (unsigned x)
{
  unsigned a;
  unsigned m;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) + 4294967295u;
  m_3 = a_2 * 128u;
  r_4 = m_3 + 64u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ule_add_nowrap (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 255u;
  t_3 = a_2 + 8u;
  r_4 = t_3 <= 15u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ugt_add_nowrap (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 255u;
  t_3 = a_2 + 16u;
  r_4 = t_3 > 47u;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sext_trunc_fits (int x)
{
  int a;
  signed char c;
  int r;
  __BB(2):
  a_2 = x_1(D) & 127;
  c_3 = (signed char) a_2;
  r_4 = (int) c_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_zext_trunc_fits (unsigned x)
{
  unsigned a;
  unsigned char c;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) & 255u;
  c_3 = (unsigned char) a_2;
  r_4 = (unsigned) c_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_lshift_cast_rshift (unsigned x)
{
  int s;
  int t;
  unsigned u;
  unsigned r;
  __BB(2):
  s_2 = (int) x_1(D);
  t_3 = s_2 >> 4u;
  u_4 = (unsigned) t_3;
  r_5 = u_4 << 4u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_round_down_plus (unsigned x)
{
  unsigned t;
  unsigned s;
  unsigned a;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 4294967232u;
  s_3 = t_2 >> 6u;
  a_4 = s_3 + 3u;
  r_5 = a_4 * 64u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_neg_xor_mask (unsigned x)
{
  unsigned a;
  unsigned t;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) >> 26u;
  t_3 = a_2 ^ 63u;
  r_4 = -t_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_add_lshift (unsigned x)
{
  unsigned s;
  unsigned t;
  unsigned r;
  __BB(2):
  s_2 = x_1(D) << 3u;
  t_3 = s_2 + 7u;
  r_4 = t_3 & 4294967288u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ne_add_sub (unsigned x, unsigned y)
{
  unsigned z;
  unsigned d;
  unsigned t;
  _Bool r;
  __BB(2):
  z_3 = x_1(D) ^ 5u;
  d_4 = y_2(D) - z_3;
  t_5 = x_1(D) + d_4;
  r_6 = t_5 != 0u;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_eq_add_sub (unsigned x, unsigned y)
{
  unsigned z;
  unsigned d;
  unsigned t;
  _Bool r;
  __BB(2):
  z_3 = x_1(D) ^ 5u;
  d_4 = y_2(D) - z_3;
  t_5 = x_1(D) + d_4;
  r_6 = t_5 == 0u;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_round_up_exact (unsigned x)
{
  unsigned a;
  unsigned b;
  unsigned t;
  unsigned s;
  unsigned c;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) | 1u;
  b_3 = a_2 << 3u;
  t_4 = b_3 + 4294967295u;
  s_5 = t_4 >> 3u;
  c_6 = s_5 + 1u;
  r_7 = c_6 * 8u;
  return r_7;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_invert_lshift_one (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = 1u << x_1(D);
  r_3 = ~t_2;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ule_sub_nowrap (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) | 8u;
  t_3 = a_2 + 4294967293u;
  r_4 = t_3 <= 40u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ugt_sub_nowrap (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) | 8u;
  t_3 = a_2 + 4294967290u;
  r_4 = t_3 > 5u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ule_and_round (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & 4294967288u;
  r_3 = t_2 <= 31u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_le_and_round (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & _Literal (int) -8;
  r_3 = t_2 <= 31;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_eq_and_inc_mask_c (unsigned x)
{
  unsigned t;
  unsigned m;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1u;
  m_3 = t_2 & 65535u;
  r_4 = m_3 == 200u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ne_and_inc_mask_c (unsigned x)
{
  unsigned t;
  unsigned m;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1u;
  m_3 = t_2 & 65535u;
  r_4 = m_3 != 200u;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_or_known_zero (unsigned x, unsigned y)
{
  unsigned a;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) << 1u;
  t_4 = x_1(D) | a_3;
  r_5 = t_4 & 1u;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ule_urshift (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) >> 1u;
  r_3 = t_2 <= 2u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ugt_urshift (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) >> 1u;
  r_3 = t_2 > 2u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_add_add_consts (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) + 5u;
  b_4 = x_1(D) + a_3;
  r_5 = b_4 + 4294967295u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_add_mul_urshift (unsigned x)
{
  unsigned s;
  unsigned m;
  unsigned r;
  __BB(2):
  s_2 = x_1(D) >> 2u;
  m_3 = s_2 * 4294967292u;
  r_4 = m_3 + x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_mul_urshift (unsigned x)
{
  unsigned s;
  unsigned m;
  unsigned r;
  __BB(2):
  s_2 = x_1(D) >> 3u;
  m_3 = s_2 * 8u;
  r_4 = x_1(D) - m_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_rshift_mul_pow2 (int x)
{
  int m;
  int r;
  __BB(2):
  m_2 = x_1(D) * 8;
  r_3 = m_2 >> 3;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ult_lshift_one (unsigned x)
{
  unsigned s;
  _Bool r;
  __BB(2):
  s_2 = x_1(D) << 1u;
  r_3 = s_2 < x_1(D);
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_gt_add_x (int x, int y)
{
  int a;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) + y_2(D);
  r_4 = a_3 > x_1(D);
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_lt_add_x (int x, int y)
{
  int a;
  _Bool r;
  __BB(2):
  a_3 = x_1(D) + y_2(D);
  r_4 = a_3 < x_1(D);
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_uge_add_add (unsigned x)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) + 5u;
  b_3 = x_1(D) + 4u;
  r_4 = a_2 >= b_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_lshift_mod_pow2 (int x)
{
  int m;
  unsigned u;
  unsigned r;
  __BB(2):
  m_2 = x_1(D) % 256;
  u_3 = (unsigned) m_2;
  r_4 = u_3 << 24;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_eq_halves (unsigned x)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 65535u;
  b_3 = x_1(D) >> 16u;
  r_4 = a_2 == b_3;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ne_halves (unsigned x)
{
  unsigned a;
  unsigned b;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 65535u;
  b_3 = x_1(D) >> 16u;
  r_4 = a_2 != b_3;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_lshift_ne_and_pow2 (unsigned x)
{
  unsigned a;
  _Bool b;
  unsigned c;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) & 4u;
  b_3 = a_2 != 0u;
  c_4 = (unsigned) b_3;
  r_5 = c_4 << 2u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_and_self (unsigned x)
{
  unsigned a;
  unsigned s;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) & 4294967264u;
  s_3 = x_1(D) - a_2;
  r_4 = s_3 * a_2;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ugt_sub_wraps (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = __MIN (x_1(D), 2u);
  t_3 = a_2 + 4294967295u;
  r_4 = t_3 > 1u;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_ule_sub_wraps (unsigned x)
{
  unsigned a;
  unsigned t;
  _Bool r;
  __BB(2):
  a_2 = __MIN (x_1(D), 6u);
  t_3 = a_2 + 4294967291u;
  r_4 = t_3 <= 1u;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_zext_dec (unsigned x)
{
  unsigned char a;
  unsigned char b;
  unsigned char c;
  unsigned w;
  unsigned v;
  unsigned r;
  __BB(2):
  a_2 = (unsigned char) x_1(D);
  b_3 = a_2 | _Literal (unsigned char) 1;
  c_4 = b_3 + _Literal (unsigned char) 255;
  w_5 = (unsigned) b_3;
  v_6 = (unsigned) c_4;
  r_7 = w_5 - v_6;
  return r_7;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sub_mul_rshift (int x)
{
  int s;
  int m;
  int r;
  __BB(2):
  s_2 = x_1(D) >> 3;
  m_3 = s_2 * 8;
  r_4 = x_1(D) - m_3;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_add_mul_rshift (int x)
{
  int s;
  int m;
  int r;
  __BB(2):
  s_2 = x_1(D) >> 2;
  m_3 = s_2 * _Literal (int) -4;
  r_4 = m_3 + x_1(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_neg_lt_zero (int x)
{
  _Bool b;
  int c;
  int r;
  __BB(2):
  b_2 = x_1(D) < 0;
  c_3 = (int) b_2;
  r_4 = -c_3;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_or_ne_and_eq (unsigned x)
{
  unsigned a;
  _Bool b;
  _Bool c;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 255u;
  b_3 = a_2 != 255u;
  c_4 = x_1(D) == 1024u;
  r_5 = b_3 | c_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_eq_and_ne (unsigned x)
{
  unsigned a;
  _Bool b;
  _Bool c;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 240u;
  b_3 = a_2 == 48u;
  c_4 = x_1(D) != 69u;
  r_5 = b_3 & c_4;
  return r_5;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_urshift_ne_max (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) >> 12u;
  r_3 = t_2 != 1048575u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_urshift_eq_max (unsigned x)
{
  unsigned t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) >> 12u;
  r_3 = t_2 == 1048575u;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_div_gt_zero (int x, int y)
{
  int a;
  int b;
  int q;
  _Bool r;
  __BB(2):
  a_3 = y_2(D) & 255;
  b_4 = a_3 | 1;
  q_5 = x_1(D) / b_4;
  r_6 = q_5 > 0;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_div_le_zero (int x, int y)
{
  int a;
  int b;
  int q;
  _Bool r;
  __BB(2):
  a_3 = y_2(D) & 255;
  b_4 = a_3 | 1;
  q_5 = x_1(D) / b_4;
  r_6 = q_5 <= 0;
  return r_6;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_mul_c_le (int x)
{
  int a;
  int m;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 255;
  m_3 = a_2 * 4;
  r_4 = m_3 <= 1001;
  return r_4;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_mul_c_gt (int x)
{
  int a;
  int m;
  _Bool r;
  __BB(2):
  a_2 = x_1(D) & 255;
  m_3 = a_2 * 8;
  r_4 = m_3 > 100;
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_sext_xor_signbit (int x)
{
  unsigned short c;
  unsigned short t;
  int w;
  int r;
  __BB(2):
  c_2 = (unsigned short) x_1(D);
  t_3 = c_2 ^ _Literal (unsigned short) 32768;
  w_4 = (int) t_3;
  r_5 = w_4 + _Literal (int) -32768;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_xor_signbit_add (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) ^ 2147483648u;
  r_3 = t_2 + 2147483648u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_xor_known_zero (unsigned x, unsigned y)
{
  unsigned a;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) << 8u;
  t_4 = x_1(D) ^ a_3;
  r_5 = t_4 & 255u;
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_urshift_xor_known_zero (unsigned x, unsigned y)
{
  unsigned a;
  unsigned t;
  unsigned s;
  unsigned r;
  __BB(2):
  a_3 = y_2(D) & 2155872255u;
  t_4 = x_1(D) ^ a_3;
  s_5 = t_4 >> 23u;
  r_6 = s_5 & 255u;
  return r_6;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_rshift_xor_known_zero (int x, int y)
{
  int a;
  int t;
  int s;
  int r;
  __BB(2):
  a_3 = y_2(D) & _Literal (int) -2139095041;
  t_4 = x_1(D) ^ a_3;
  s_5 = t_4 >> 23;
  r_6 = s_5 & 255;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_and_xor_and_same (unsigned x, unsigned y)
{
  unsigned a;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 8388607u;
  t_4 = a_3 ^ y_2(D);
  r_5 = t_4 & 8388607u;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_add_sub_and_align (int x)
{
  int a;
  int s;
  int r;
  __BB(2):
  a_2 = x_1(D) & 7;
  s_3 = 8 - a_2;
  r_4 = s_3 + x_1(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_add_and_add_c (unsigned x)
{
  unsigned a;
  unsigned b;
  unsigned r;
  __BB(2):
  a_2 = x_1(D) + 1u;
  b_3 = a_2 & 4294967294u;
  r_4 = b_3 + 54u;
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_urshift_or_small (unsigned x, unsigned y)
{
  unsigned a;
  unsigned b;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 65535u;
  b_4 = y_2(D) << 16u;
  t_5 = a_3 | b_4;
  r_6 = t_5 >> 16u;
  return r_6;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_urshift_xor_small (unsigned x, unsigned y)
{
  unsigned a;
  unsigned t;
  unsigned r;
  __BB(2):
  a_3 = x_1(D) & 16777215u;
  t_4 = a_3 ^ y_2(D);
  r_5 = t_4 >> 24u;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_rshift_or_small (int x, int y)
{
  int a;
  int t;
  int r;
  __BB(2):
  a_3 = x_1(D) & 255;
  t_4 = a_3 | y_2(D);
  r_5 = t_4 >> 8;
  return r_5;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
mined_rshift_xor_small (int x, int y)
{
  int a;
  int t;
  int r;
  __BB(2):
  a_3 = x_1(D) & 255;
  t_4 = y_2(D) ^ a_3;
  r_5 = t_4 >> 8;
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
    printf ("mined_round_down %lld\n", (long long) mined_round_down (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_round_down_count %lld\n", (long long) mined_round_down_count (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_lshift_rshift_fits %lld\n", (long long) mined_lshift_rshift_fits (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_urshift_ne_zero %lld\n", (long long) mined_urshift_ne_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_urshift_eq_zero %lld\n", (long long) mined_urshift_eq_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_and_pow2_ne_zero %lld\n", (long long) mined_and_pow2_ne_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_and_pow2_eq_zero %lld\n", (long long) mined_and_pow2_eq_zero (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_sub_gt_zero %lld\n", (long long) mined_sub_gt_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_sub_ge_zero %lld\n", (long long) mined_sub_ge_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_sub_lt_zero %lld\n", (long long) mined_sub_lt_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_sub_le_zero %lld\n", (long long) mined_sub_le_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_lshift_c_add_c %lld\n", (long long) mined_lshift_c_add_c (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_min_lt_x %lld\n", (long long) mined_min_lt_x (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_umin_lt_x %lld\n", (long long) mined_umin_lt_x (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_max_gt_x %lld\n", (long long) mined_max_gt_x (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_umax_gt_x %lld\n", (long long) mined_umax_gt_x (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_ne_add_add %lld\n", (long long) mined_ne_add_add (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_eq_add_add %lld\n", (long long) mined_eq_add_add (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ne_and_inc_mask %lld\n", (long long) mined_ne_and_inc_mask (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_eq_and_inc_mask %lld\n", (long long) mined_eq_and_inc_mask (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_gt_and_round %lld\n", (long long) mined_gt_and_round (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ugt_and_round %lld\n", (long long) mined_ugt_and_round (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_eq_and_invert %lld\n", (long long) mined_eq_and_invert (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_ne_and_invert %lld\n", (long long) mined_ne_and_invert (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_add_add_cancel %lld\n", (long long) mined_add_add_cancel (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_mul_add_const %lld\n", (long long) mined_mul_add_const (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ule_add_nowrap %lld\n", (long long) mined_ule_add_nowrap (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ugt_add_nowrap %lld\n", (long long) mined_ugt_add_nowrap (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_sext_trunc_fits %lld\n", (long long) mined_sext_trunc_fits (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_zext_trunc_fits %lld\n", (long long) mined_zext_trunc_fits (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_lshift_cast_rshift %lld\n", (long long) mined_lshift_cast_rshift (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_round_down_plus %lld\n", (long long) mined_round_down_plus (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_neg_xor_mask %lld\n", (long long) mined_neg_xor_mask (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_and_add_lshift %lld\n", (long long) mined_and_add_lshift (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_ne_add_sub %lld\n", (long long) mined_ne_add_sub (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_eq_add_sub %lld\n", (long long) mined_eq_add_sub (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_round_up_exact %lld\n", (long long) mined_round_up_exact (values_unsigned[i]));
  for (unsigned i = 0; i < n_c; i++)
    printf ("mined_invert_lshift_one %lld\n", (long long) mined_invert_lshift_one (values_count[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ule_sub_nowrap %lld\n", (long long) mined_ule_sub_nowrap (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ugt_sub_nowrap %lld\n", (long long) mined_ugt_sub_nowrap (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ule_and_round %lld\n", (long long) mined_ule_and_round (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_le_and_round %lld\n", (long long) mined_le_and_round (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_eq_and_inc_mask_c %lld\n", (long long) mined_eq_and_inc_mask_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ne_and_inc_mask_c %lld\n", (long long) mined_ne_and_inc_mask_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_and_or_known_zero %lld\n", (long long) mined_and_or_known_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ule_urshift %lld\n", (long long) mined_ule_urshift (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ugt_urshift %lld\n", (long long) mined_ugt_urshift (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_add_add_consts %lld\n", (long long) mined_add_add_consts (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_add_mul_urshift %lld\n", (long long) mined_add_mul_urshift (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_sub_mul_urshift %lld\n", (long long) mined_sub_mul_urshift (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_rshift_mul_pow2 %lld\n", (long long) mined_rshift_mul_pow2 (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ult_lshift_one %lld\n", (long long) mined_ult_lshift_one (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_gt_add_x %lld\n", (long long) mined_gt_add_x (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_lt_add_x %lld\n", (long long) mined_lt_add_x (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_uge_add_add %lld\n", (long long) mined_uge_add_add (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_lshift_mod_pow2 %lld\n", (long long) mined_lshift_mod_pow2 (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_eq_halves %lld\n", (long long) mined_eq_halves (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ne_halves %lld\n", (long long) mined_ne_halves (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_lshift_ne_and_pow2 %lld\n", (long long) mined_lshift_ne_and_pow2 (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_sub_and_self %lld\n", (long long) mined_sub_and_self (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ugt_sub_wraps %lld\n", (long long) mined_ugt_sub_wraps (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_ule_sub_wraps %lld\n", (long long) mined_ule_sub_wraps (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_sub_zext_dec %lld\n", (long long) mined_sub_zext_dec (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_sub_mul_rshift %lld\n", (long long) mined_sub_mul_rshift (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_add_mul_rshift %lld\n", (long long) mined_add_mul_rshift (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_neg_lt_zero %lld\n", (long long) mined_neg_lt_zero (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_or_ne_and_eq %lld\n", (long long) mined_or_ne_and_eq (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_and_eq_and_ne %lld\n", (long long) mined_and_eq_and_ne (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_urshift_ne_max %lld\n", (long long) mined_urshift_ne_max (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_urshift_eq_max %lld\n", (long long) mined_urshift_eq_max (values_unsigned[i]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_div_gt_zero %lld\n", (long long) mined_div_gt_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_div_le_zero %lld\n", (long long) mined_div_le_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_mul_c_le %lld\n", (long long) mined_mul_c_le (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_mul_c_gt %lld\n", (long long) mined_mul_c_gt (values_int[i]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_sext_xor_signbit %lld\n", (long long) mined_sext_xor_signbit (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_xor_signbit_add %lld\n", (long long) mined_xor_signbit_add (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_and_xor_known_zero %lld\n", (long long) mined_and_xor_known_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_and_urshift_xor_known_zero %lld\n", (long long) mined_and_urshift_xor_known_zero (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_and_rshift_xor_known_zero %lld\n", (long long) mined_and_rshift_xor_known_zero (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_and_xor_and_same %lld\n", (long long) mined_and_xor_and_same (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    printf ("mined_add_sub_and_align %lld\n", (long long) mined_add_sub_and_align (values_int[i]));
  for (unsigned i = 0; i < n_u; i++)
    printf ("mined_add_and_add_c %lld\n", (long long) mined_add_and_add_c (values_unsigned[i]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_urshift_or_small %lld\n", (long long) mined_urshift_or_small (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_u; i++)
    for (unsigned j = 0; j < n_u; j++)
      printf ("mined_urshift_xor_small %lld\n", (long long) mined_urshift_xor_small (values_unsigned[i], values_unsigned[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_rshift_or_small %lld\n", (long long) mined_rshift_or_small (values_int[i], values_int[j]));
  for (unsigned i = 0; i < n_i; i++)
    for (unsigned j = 0; j < n_i; j++)
      printf ("mined_rshift_xor_small %lld\n", (long long) mined_rshift_xor_small (values_int[i], values_int[j]));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule mined_round_down " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_round_down_count " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_lshift_rshift_fits " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_urshift_ne_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_urshift_eq_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_pow2_ne_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_pow2_eq_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_gt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_ge_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_lt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_le_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_lshift_c_add_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_min_lt_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_umin_lt_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_max_gt_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_umax_gt_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ne_add_add " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_eq_add_add " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ne_and_inc_mask " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_eq_and_inc_mask " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_gt_and_round " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ugt_and_round " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_eq_and_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ne_and_invert " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_add_add_cancel " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_mul_add_const " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ule_add_nowrap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ugt_add_nowrap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sext_trunc_fits " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_zext_trunc_fits " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_lshift_cast_rshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_round_down_plus " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_neg_xor_mask " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_add_lshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ne_add_sub " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_eq_add_sub " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_round_up_exact " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_invert_lshift_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ule_sub_nowrap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ugt_sub_nowrap " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ule_and_round " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_le_and_round " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_eq_and_inc_mask_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ne_and_inc_mask_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_or_known_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ule_urshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ugt_urshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_add_add_consts " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_add_mul_urshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_mul_urshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_rshift_mul_pow2 " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ult_lshift_one " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_gt_add_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_lt_add_x " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_uge_add_add " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_lshift_mod_pow2 " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_eq_halves " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ne_halves " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_lshift_ne_and_pow2 " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_and_self " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ugt_sub_wraps " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_ule_sub_wraps " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_zext_dec " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sub_mul_rshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_add_mul_rshift " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_neg_lt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_or_ne_and_eq " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_eq_and_ne " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_urshift_ne_max " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_urshift_eq_max " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_div_gt_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_div_le_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_mul_c_le " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_mul_c_gt " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_sext_xor_signbit " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_xor_signbit_add " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_xor_known_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_urshift_xor_known_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_rshift_xor_known_zero " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_and_xor_and_same " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_add_sub_and_align " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_add_and_add_c " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_urshift_or_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_urshift_xor_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_rshift_or_small " 1 } } */

/* { dg-final { scan-peephole-dump-times "rule mined_rshift_xor_small " 1 } } */

/* { dg-final { compare-plain-run } } */
