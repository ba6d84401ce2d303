/* The user's rules whose targets compute in types the pattern does
   not have: user_add_add_consts_unsigned in the unsigned type of
   int (add_add, add_add_negative), user_and_neg_sign with a select of
   a _Bool (and_neg_sign); user_sign_bit_cast matches a conversion to
   unsigned int (sign_bit).  The program checks the rewritten functions
   on inputs where the originals are defined, and prints "ok".  noipa
   keeps each function whole, so that the peephole pass sees it.  */

#include <stdio.h>
#include <stdlib.h>

/* (x + 2147483647) + 10: 2147483647 + 10 overflows.  */
int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_add (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) + 2147483647;
  r_3 = t_2 + 10;
  return r_3;
}

/* (x - 2000000000) - 2000000000, as sums.  */
int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_add_negative (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) + _Literal (int) -2000000000;
  r_3 = t_2 + _Literal (int) -2000000000;
  return r_3;
}

/* (x + 3) + 5: the constants do not overflow, and the rule does not
   apply.  */
int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
add_add_small (int x)
{
  int t;
  int r;
  __BB(2):
  t_2 = x_1(D) + 3;
  r_3 = t_2 + 5;
  return r_3;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
and_neg_sign (unsigned x, unsigned y)
{
  unsigned t;
  unsigned n;
  unsigned r;
  __BB(2):
  t_3 = x_1(D) >> 31;
  n_4 = -t_3;
  r_5 = n_4 & y_2(D);
  return r_5;
}

unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
sign_bit (int x)
{
  unsigned u;
  unsigned r;
  __BB(2):
  u_2 = (unsigned) x_1(D);
  r_3 = u_2 >> 31;
  return r_3;
}

static int failures;

static void
expect (const char *what, long long got, long long wanted)
{
  if (got != wanted)
    {
      printf ("FAIL: %s = %lld, not %lld\n", what, got, wanted);
      failures++;
    }
}

int
main (void)
{
  expect ("add_add (-10)", add_add (-10), 2147483647);
  expect ("add_add (-2147483647)", add_add (-2147483647), 10);
  expect ("add_add (-2147483647 - 1)", add_add (-2147483647 - 1), 9);
  expect ("add_add_negative (2147483647)", add_add_negative (2147483647),
	  -1852516353);
  expect ("add_add_negative (2000000000)", add_add_negative (2000000000),
	  -2000000000);
  expect ("add_add_small (-1)", add_add_small (-1), 7);
  expect ("and_neg_sign (0x80000000, 77)", and_neg_sign (0x80000000u, 77),
	  77);
  expect ("and_neg_sign (0xffffffff, 0xffffffff)",
	  and_neg_sign (0xffffffffu, 0xffffffffu), 0xffffffffu);
  expect ("and_neg_sign (0x7fffffff, 77)", and_neg_sign (0x7fffffffu, 77), 0);
  expect ("sign_bit (-5)", sign_bit (-5), 1);
  expect ("sign_bit (5)", sign_bit (5), 0);
  expect ("sign_bit (-2147483647 - 1)", sign_bit (-2147483647 - 1), 1);
  if (failures)
    return 1;
  puts ("ok");
  return 0;
}
