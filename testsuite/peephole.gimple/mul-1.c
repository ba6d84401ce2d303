/* The rules rooted at int_mul; mul_pow2_const, off by default, turned
   on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-enable=mul_pow2_const" } */

/* x * 0 */
int __GIMPLE (ssa,startwith("peephole"))
mul_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 0;
  return r_2;
}

/* x * 1 */
int __GIMPLE (ssa,startwith("peephole"))
mul_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 1;
  return r_2;
}

/* x * -1 */
int __GIMPLE (ssa,startwith("peephole"))
mul_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * _Literal (int) -1;
  return r_2;
}

/* x * 16 */
int __GIMPLE (ssa,startwith("peephole"))
mul_pow2_const (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 16;
  return r_2;
}

/* x * 12: not a power of two.  */
int __GIMPLE (ssa,startwith("peephole"))
mul_not_pow2 (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 12;
  return r_2;
}

/* x * (1 << y): nothing is known of y yet, so the check of mul_lshift
   fails and the rule must not fire.  */
long __GIMPLE (ssa,startwith("peephole"))
mul_lshift (long x, int y)
{
  long t;
  long r;
  __BB(2):
  t_3 = 1l << y_2(D);
  r_4 = x_1(D) * t_3;
  return r_4;
}

/* { dg-final { scan-peephole-dump-times "rule mul_zero " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule mul_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule mul_minus_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 1 } } */
/* { dg-final { scan-peephole-dump "=> r_2 = x_1\\(D\\) << 4;" } } */
/* { dg-final { scan-peephole-dump-not "rule mul_lshift " } } */
