/* -fplugin-arg-peephole-verify on rules of every kind, at their exact
   patterns: each rewrite is checked by Z3, and the dump says so.
   Constants computed (add_reassoc_consts, sub_add_consts,
   urshift_lshift_x_c_c), new operations (xor_minus_one,
   mul_pow2_const, is_true_and_minint), comparisons with a truth or an
   int result (lt_add_one_x, eq_x_x), GIMPLE_COND roots (eq_x_x,
   ne_different_knownbits), and a rule whose check reads facts
   (and_x_c_in_range; mul_lshift at 128 bits in gimple-2.c, for the
   targets with __int128).  64 bits are long long, 64 bits on 32-bit
   targets too.  mul_pow2_const is off by default: turned on here.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-after=vrp1 -fplugin-arg-peephole-verify -fplugin-arg-peephole-stats -fplugin-arg-peephole-enable=mul_pow2_const" } */
/* After vrp1: with -fgimple and startwith, GCC still runs the passes
   that provide a property, and between vrp1 and vrp2 (the default
   place) some clean up the CFG, which folds a branch before the pass
   sees it; after vrp1 the pass sees the input as written.  */

unsigned __GIMPLE (ssa,startwith("peephole"))
reassoc (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 3u;
  r_3 = t_2 + 4294967295u;
  return r_3;
}

unsigned long long __GIMPLE (ssa,startwith("peephole"))
sub_consts (unsigned long long x)
{
  unsigned long long t;
  unsigned long long r;
  __BB(2):
  t_2 = x_1(D) + 7ull;
  r_3 = t_2 - 12ull;
  return r_3;
}

unsigned char __GIMPLE (ssa,startwith("peephole"))
shift_mask (unsigned char x)
{
  unsigned char t;
  unsigned char r;
  __BB(2):
  t_2 = x_1(D) << 3;
  r_3 = t_2 >> 3;
  return r_3;
}

long long __GIMPLE (ssa,startwith("peephole"))
xor_ones (long long x)
{
  long long r;
  __BB(2):
  r_2 = x_1(D) ^ _Literal (long long) -1;
  return r_2;
}

short __GIMPLE (ssa,startwith("peephole"))
mul_eight (short x)
{
  short r;
  __BB(2):
  r_2 = x_1(D) * _Literal (short) 8;
  return r_2;
}

_Bool __GIMPLE (ssa,startwith("peephole"))
sign_bit (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & _Literal (int) -2147483648;
  r_3 = t_2 != 0;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole"))
lt_add_one (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) + 1;
  r_3 = t_2 < x_1(D);
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole"))
eq_int (long long x)
{
  _Bool r;
  __BB(2):
  r_2 = x_1(D) == x_1(D);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
cond_same (int x)
{
  __BB(2):
  if (x_1(D) == x_1(D))
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  return 1;

  __BB(4):
  return 0;
}

int __GIMPLE (ssa,startwith("peephole"))
cond_odd (unsigned x)
{
  unsigned t;
  __BB(2):
  t_2 = x_1(D) | 1u;
  if (t_2 != 0u)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  return 1;

  __BB(4):
  return 0;
}

int __GIMPLE (ssa,startwith("peephole"))
mask_in_range (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) & 240;
  r_3 = t_2 & 255;
  return r_3;
}

/* { dg-final { scan-peephole-dump-times "verify: rule add_reassoc_consts verified at precision 32, wrapping overflow" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule sub_add_consts verified at precision 64, wrapping overflow" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule urshift_lshift_x_c_c verified at precision 8," 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule xor_minus_one verified at precision 64," 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule mul_pow2_const verified at precision 16," 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule is_true_and_minint verified" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule lt_add_one_x verified at precision 32, undefined signed overflow" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule eq_x_x verified at precision 64" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule eq_x_x verified at precision 32" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule ne_different_knownbits verified" 1 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule and_x_c_in_range verified" 1 } } */
/* The facts the checks read are assumed, and the dump says which.  */
/* { dg-final { scan-peephole-dump "verify: assuming the facts of t_2 \\(proven separately\\): \\\[0, 240\\\]" } } */
/* Every rewrite is verified: as many as were applied, none unknown.  */
/* { dg-final { scan-peephole-dump-times "applied rule" 11 } } */
/* { dg-final { scan-peephole-dump-times "verify: rule \[a-z_0-9\]+ verified" 11 } } */
/* { dg-final { scan-peephole-dump-not "not verified" } } */
/* { dg-final { scan-peephole-verify "11 rewrites verified, 0 not verified" } } */
