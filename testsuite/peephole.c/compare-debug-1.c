/* Rewriting does not depend on debug information: -fcompare-debug
   compiles the file with and without -g (the plugin runs in both) and
   fails if the final code differs.  The rewrites sit among user
   variables, whose debug binds must follow the new statements.  mul_pow2_const
   is off by default: turned on here for the x * 8.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fcompare-debug -fplugin-arg-peephole-stats -fplugin-arg-peephole-enable=mul_pow2_const" } */

int
scale (int x, int k)
{
  int a = x * 8;
  int b = (a ^ k) ^ k;
  int c = b - b;
  return a + b + c + (k << 3) * 4;
}

unsigned long
mix (unsigned long x, unsigned long y)
{
  unsigned long t = x * 64;
  unsigned long u = ~~y;
  unsigned long v = t & t;
  return v + u * 16;
}

/* { dg-final { scan-peephole-stats mul_pow2_const {[1-9][0-9]*} } } */
