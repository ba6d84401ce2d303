/* -fopt-info-optimized reports each rewrite, with its place and rule.
   The GIMPLE front end gives statements no locations of their own, so
   the report is at the function.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fopt-info-optimized" } */

int __GIMPLE (ssa,startwith("peephole"))
f (int x, int y) /* { dg-message "applied rule sub_add \\(.*rules/sub.rules:\[0-9\]+\\)" } */
{
  int t;
  int r;
  __BB(2):
  t_3 = x_1(D) + y_2(D);
  r_4 = t_3 - y_2(D);
  return r_4;
}
