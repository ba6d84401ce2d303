/* What GCC 12 -O2 leaves of selects: a branch and a PHI for c ? x + 1
   : x and its kin, for a saturating difference, for x == 0 ? 1 : x and
   for selects of truth values.  The rules of rules/select.rules replace
   each PHI by straight-line code, and the branch goes with it.  (GCC
   itself already does c ? x : x, c ? 1 : 0, minima, maxima and abs.)
   The select rules off by default (measured: rules/select.rules) are
   enabled.  GCC 11's ifcombine already makes c ? d : 0 and c ? 1 : d
   of truth values d & c and d | c, leaving no PHI: there the test
   checks that the two rules do not fire (dg-message-since 12).  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-optimized -fopt-info-optimized -fplugin-arg-peephole-enable=select_or_one_any,select_xor_one,select_eq_zero_one,select_one_zero,select_add_one,select_sub_one,select_bool_or" } */

#include <stdio.h>

__attribute__ ((noipa)) int
add_one (int x, int c)
{
  return c > 5 ? x + 1 : x;  /* { dg-message "applied rule select_add_one" } */
}

__attribute__ ((noipa)) int
sub_one (int x, int c)
{
  if (c > 5)  /* { dg-message "applied rule select_sub_one" } */
    x--;
  return x;
}

__attribute__ ((noipa)) unsigned
or_one (unsigned x, int c)
{
  return c > 5 ? x | 1 : x;  /* { dg-message "applied rule select_or_one_any" } */
}

__attribute__ ((noipa)) unsigned
xor_one (unsigned x, int c)
{
  return c > 5 ? x ^ 1 : x;  /* { dg-message "applied rule select_xor_one" } */
}

__attribute__ ((noipa)) unsigned
saturating (unsigned x, unsigned y)
{
  return x < y ? y - x : 0;  /* { dg-message "applied rule select_usub_sat" } */
}

__attribute__ ((noipa)) int
nonzero (int x)
{
  return x == 0 ? 1 : x;  /* { dg-message "applied rule select_eq_zero_one" } */
}

__attribute__ ((noipa)) _Bool
both (int a, int b, _Bool d)
{
  return a < b ? d : 0;  /* { dg-message-since 12 "applied rule select_bool_and" } */
}

__attribute__ ((noipa)) _Bool
either (int a, int b, _Bool d)
{
  return a < b ? 1 : d;  /* { dg-message-since 12 "applied rule select_bool_or" } */
}

__attribute__ ((noipa)) _Bool
flip (int a, int b, _Bool d)
{
  return a < b ? !d : d;  /* { dg-message "applied rule select_bool_xor" } */
}

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -7, -1, 0, 1, 5, 6, 9,
			    2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	int x = xs[i], c = xs[j];
	if (!(c > 5 && x == 2147483647))
	  printf ("%d ", add_one (x, c));
	if (!(c > 5 && x == -2147483647 - 1))
	  printf ("%d ", sub_one (x, c));
	printf ("%u %u %u %d %d %d %d\n", or_one (x, c), xor_one (x, c),
		saturating (x, c), nonzero (x), both (x, c, j & 1),
		either (x, c, j & 1), flip (x, c, j & 1));
      }
  return 0;
}

/* GCC leaves a PHI in each (iftmp.N of ?:, x of sub_one); the plugin,
   none but main's loops.  */
/* { dg-final { scan-plain-gcc-dump "iftmp\\.\[0-9\]+_\[0-9\]+ = PHI <" optimized } } */
/* { dg-final { scan-plain-gcc-dump "x_\[0-9\]+ = PHI <" optimized } } */
/* { dg-final { scan-gcc-dump-not "(iftmp\\.\[0-9\]+|x)_\[0-9\]+ = PHI <" optimized } } */
/* { dg-final { compare-plain-run } } */
