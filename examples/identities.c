/* identities.c: the simple identities of seed 000, on exactly their
   patterns.

   GCC folds x + 0 and friends long before a plugin pass could see them,
   so these functions are written in GCC's GIMPLE front end and start
   the pass pipeline at the peephole pass:

     gcc -O2 -fgimple -fplugin=./peephole.so -fplugin-arg-peephole-stats \
         identities.c -o identities && ./identities

   The program prints the same lines with and without the plugin.  */

#include <stdio.h>

int __GIMPLE (ssa,startwith("peephole"))
add_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) + 0;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
sub_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) - 0;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
sub_x_x (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) - x_1(D);
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
sub_add (int x, int y)
{
  int t;
  int r;
  __BB(2):
  t_3 = x_1(D) + y_2(D);
  r_4 = t_3 - y_2(D);
  return r_4;
}

int __GIMPLE (ssa,startwith("peephole"))
mul_zero (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 0;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
mul_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * 1;
  return r_2;
}

int __GIMPLE (ssa,startwith("peephole"))
mul_minus_one (int x)
{
  int r;
  __BB(2):
  r_2 = x_1(D) * _Literal (int) -1;
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
xor_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) ^ x_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
and_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) & x_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
or_x_x (unsigned x)
{
  unsigned r;
  __BB(2):
  r_2 = x_1(D) | x_1(D);
  return r_2;
}

unsigned __GIMPLE (ssa,startwith("peephole"))
invert_invert (unsigned x)
{
  unsigned t;
  unsigned r;
  __BB(2):
  t_2 = ~x_1(D);
  r_3 = ~t_2;
  return r_3;
}

int __GIMPLE (ssa,startwith("peephole"))
neg_neg (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = -x_1(D);
  r_3 = -t_2;
  return r_3;
}

int
main (void)
{
  static const int inputs[] = { 0, 1, -1, 7, -42, 2147483647, -2147483647 };
  for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
    {
      int x = inputs[i];
      printf ("%d: %d %d %d %d %d %d %d %u %u %u %u %d\n", x, add_zero (x),
	      sub_zero (x), sub_x_x (x), sub_add (x, 5), mul_zero (x),
	      mul_one (x), mul_minus_one (x), xor_x_x (x), and_x_x (x),
	      or_x_x (x), invert_invert (x), neg_neg (x));
    }
  return 0;
}
