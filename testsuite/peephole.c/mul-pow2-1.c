/* GCC keeps x * 8 as a multiplication in GIMPLE; mul_pow2_const makes
   it a shift.  The rule is off by default (rules/mul.rules):
   -fplugin-arg-peephole-enable turns it on.  peephole.gimple/default-
   off-1.c checks that it stays off without.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-peephole-enable=mul_pow2_const -fopt-info-optimized" } */

int
f (int x)
{
  return x * 8;  /* { dg-message "applied rule mul_pow2_const" } */
}

long
g (long x)
{
  return x * 1024;  /* { dg-message "applied rule mul_pow2_const" } */
}

/* { dg-final { scan-peephole-dump "=> _\[0-9\]+ = x_\[0-9\]+\\(D\\) << 3;" } } */
/* { dg-final { scan-peephole-dump "=> _\[0-9\]+ = x_\[0-9\]+\\(D\\) << 10;" } } */
