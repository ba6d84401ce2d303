/* -ftrapv in one function (its optimize attribute) makes signed
   overflow trap there: the plugin leaves the signed operations of that
   function alone (TYPE_OVERFLOW_TRAPS), also after it has seen the same
   type in a function without -ftrapv, and the functions around it are
   rewritten as usual.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) int
ordered (int x, int y)
{
  if (x < 10 && y > 20)
    return x < y;  /* { dg-message "applied rule lt_known_true" } */
  return 7;
}

__attribute__ ((noipa, optimize ("trapv"))) int
ordered_trapv (int x, int y)
{
  if (x < 10 && y > 20)
    return x < y;  /* { dg-bogus "applied rule" } */
  return 7;
}

__attribute__ ((noipa)) int
ordered_again (int x, int y)
{
  if (x < 10 && y > 20)
    return x < y;  /* { dg-message "applied rule lt_known_true" } */
  return 8;
}

int
main (void)
{
  if (ordered (1, 30) != 1 || ordered_trapv (1, 30) != 1
      || ordered_again (1, 30) != 1 || ordered (20, 30) != 7
      || ordered_trapv (20, 30) != 7 || ordered_again (20, 30) != 8)
    {
      printf ("FAIL\n");
      return 1;
    }
  return 0;
}
