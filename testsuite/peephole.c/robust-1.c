/* Statements the plugin does not handle are left alone, safely: vector
   arithmetic, pointer arithmetic, bit-fields of odd precision, _Complex
   integers, names in abnormal PHIs (setjmp), statements that can throw
   (-fnon-call-exceptions with a trapping division).  __int128, which
   32-bit targets lack, is in robust-3.c.  The statements around them
   that the plugin may touch
   (n * 8 before setjmp, q * 2 after the trapping division) are
   rewritten (mul_pow2_const, off by default, is turned on for them).
   The program prints the same with and
   without the plugin.  GCC folds the vector, pointer and _Complex
   statements here before the pass runs (the scan for their rules only
   shows that nothing went wrong); peephole.gimple/robust-2.c gives such
   statements to the pass itself.  */
/* { dg-do run } */
/* { dg-options "-O2 -fnon-call-exceptions -fplugin-arg-peephole-enable=mul_pow2_const -fopt-info-optimized" } */

#include <setjmp.h>
#include <stdio.h>

typedef int v4si __attribute__ ((vector_size (16)));

__attribute__ ((noipa)) v4si
vectors (v4si a, v4si b)
{
  v4si z = a - a;		/* sub_x_x would apply to a scalar.  */
  return (a ^ b ^ b) + z;
}

__attribute__ ((noipa)) long
pointers (int *p, int *q, long i)
{
  int *r = p + i - i;
  return (r - q) * 1;
}

struct bits { unsigned a : 3; unsigned b : 5; int c : 7; };

__attribute__ ((noipa)) unsigned
bitfields (struct bits *s)
{
  s->a = s->a + 0;
  s->b = s->b * 4;
  s->c = -(-s->c);
  return s->a + s->b + s->c;
}

__attribute__ ((noipa)) _Complex int
complexes (_Complex int x, _Complex int y)
{
  return x - x + y * 1;
}

static jmp_buf env;

__attribute__ ((noipa)) void
jump (int v)
{
  if (v > 5)
    longjmp (env, v);
}

__attribute__ ((noipa)) int
abnormal (int n)
{
  volatile int count = 0;
  int x = n * 8;  /* { dg-message "applied rule mul_pow2_const" } */
  /* On x86, IVOPTs makes the loop's i * 4 an induction variable's
     multiplication, at the function's line; other targets' addressing
     modes leave it in the address.  */
  /* { dg-message "applied rule mul_pow2_const" "IVOPTs' i * 4" { target x86_64-*-* i?86-*-* } 63 } */
  if (setjmp (env) != 0)
    return x + count;
  for (int i = 0; i < n; i++)
    {
      x = x - x + i * 4;
      count++;
      jump (i);
    }
  return x;
}

__attribute__ ((noipa)) int
throwing (int a, int b)
{
  int q = a / b;		/* may trap: it can throw here.  */
  return q * 2;  /* { dg-message "applied rule mul_pow2_const" } */
}

int
main (void)
{
  v4si a = { 1, 2, 3, 4 }, b = { 5, 6, 7, 8 };
  v4si v = vectors (a, b);
  int arr[10];
  struct bits s = { 5, 17, -33 };
  _Complex int c = complexes (3 + 4i, 5 - 2i);
  printf ("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
  printf ("%ld\n", pointers (arr + 5, arr, 3));
  printf ("%u %u %u %d\n", bitfields (&s), s.a, s.b, s.c);
  printf ("%d %d\n", __real__ c, __imag__ c);
  printf ("%d %d\n", abnormal (3), abnormal (9));
  printf ("%d\n", throwing (100, 7));
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 3 { target x86_64-*-* i?86-*-* } } } */
/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 2 { target aarch64*-*-* arm*-*-* riscv*-*-* } } } */
/* { dg-final { scan-peephole-dump-not "rule (sub_x_x|xor_xor_cancel|add_zero|mul_one|neg_neg|sub_neg) " } } */
/* { dg-final { compare-plain-run } } */
