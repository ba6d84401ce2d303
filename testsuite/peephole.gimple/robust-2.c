/* Statements of types the rules are not for, on exactly the patterns
   of rules for integers: the pass must leave them alone.  (In C, GCC
   folds these before the pass runs, so robust-1.c cannot show it.)
   x - x (sub_x_x), x ^ x (xor_x_x) on a vector and x - x on a
   _Complex int, and p + 0 (add_zero) on a pointer (POINTER_PLUS_EXPR;
   GCC 12's GIMPLE front end crashes on p - q, so POINTER_DIFF_EXPR is
   not tested here); the integer control at the end is rewritten.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple" } */

typedef int v4si __attribute__ ((vector_size (16)));
typedef int *intp;

v4si __GIMPLE (ssa,startwith("peephole"))
vector_sub (v4si a)
{
  v4si r;
  __BB(2):
  r_2 = a_1(D) - a_1(D);
  return r_2;
}

v4si __GIMPLE (ssa,startwith("peephole"))
vector_xor (v4si a)
{
  v4si r;
  __BB(2):
  r_2 = a_1(D) ^ a_1(D);
  return r_2;
}

_Complex int __GIMPLE (ssa,startwith("peephole"))
complex_sub (_Complex int a)
{
  _Complex int r;
  __BB(2):
  r_2 = a_1(D) - a_1(D);
  return r_2;
}

intp __GIMPLE (ssa,startwith("peephole"))
pointer_plus (intp p)
{
  intp r;
  __BB(2):
  r_2 = p_1(D) + 0ul;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
control (int a)
{
  int r;
  __BB(2):
  r_2 = a_1(D) - a_1(D);
  return r_2;
}

/* Only the integer statement is rewritten; on targets with vector
   registers (x86_64, aarch64), it is the only statement even looked at.
   Without them (32-bit arm's default FPU, riscv64 in GCC 12), GCC's
   veclower splits the vector statements into statements on their
   elements, BIT_FIELD_REFs of a_1 each, which the pass looks at and
   leaves alone.  */
/* { dg-final { scan-peephole-dump-times "Matching:" 1 { target x86_64-*-* i?86-*-* aarch64*-*-* } } } */
/* { dg-final { scan-peephole-dump-times "applied rule" 1 } } */
/* { dg-final { scan-peephole-dump "Function control \[^\n\]*\n\nMatching: r_2 = a_1\\(D\\) - a_1\\(D\\);\n\[^\n\]*applied rule sub_x_x" } } */
