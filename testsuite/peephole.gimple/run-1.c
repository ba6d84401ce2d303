/* The rewritten functions compute what the originals compute: the
   program checks known results, and prints the same output with and
   without the plugin.  noipa keeps each function whole, so that the
   peephole pass sees it rather than its inlined copy.  mul_pow2_const,
   off by default, is turned on.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-stats -fplugin-arg-peephole-enable=mul_pow2_const" } */

#include <stdio.h>
#include <stdlib.h>

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
sub_add (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = x_1(D) + y_2(D);
  r_4 = t_3 - y_2(D);
  return r_4;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
reassoc (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) + 4294967295u;
  r_3 = t_2 + 3u;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
low_bits (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = x_1(D) << 20;
  r_3 = t_2 >> 20;
  return r_3;
}

_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
negative (int x)
{
  int t;
  _Bool r;
  __BB(2):
  t_2 = x_1(D) & _Literal (int) -2147483648;
  r_3 = t_2 != 0;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
times_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * _Literal (int) -1;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
times_32 (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 32;
  return r_2;
}

int
main (void)
{
  static const int values[] = { 0, 1, -1, 2, 1000, -1000, 65535, 2147483647,
				-2147483647 - 1 };
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
    {
      int x = values[i];
      unsigned u = (unsigned) x;
      if (sub_add (x, 7) != x
	  || reassoc (u) != u + 2u
	  || low_bits (u) != (u & 0xfffu)
	  || negative (x) != (x < 0)
	  || (x != -2147483647 - 1 && times_minus_one (x) != -x)
	  || (x >= -1000 && x <= 1000 && times_32 (x) != x * 32))
	abort ();
      printf ("%d %u %u %d\n", sub_add (x, 7), reassoc (u), low_bits (u),
	      (int) negative (x));
    }
  return 0;
}

/* { dg-final { scan-peephole-stats sub_add 1 } } */
/* { dg-final { scan-peephole-stats add_reassoc_consts 1 } } */
/* { dg-final { scan-peephole-stats urshift_lshift_x_c_c 1 } } */
/* { dg-final { scan-peephole-stats is_true_and_minint 1 } } */
/* { dg-final { scan-peephole-stats mul_minus_one 1 } } */
/* { dg-final { scan-peephole-stats mul_pow2_const {[1-9][0-9]*} } } */
/* { dg-final { compare-plain-run } } */
