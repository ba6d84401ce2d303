/* A select's condition that is a comparison in the select's own
   statement (a COND_EXPR's) is a node of one bit at the select's
   level; a _Bool condition is a node of one bit too.  */
/* { dg-do compile } */
/* { dg-require-gcc 12 "the GIMPLE front end of GCC 11 reads no c ? a : b" } */
/* { dg-options "-O2 -fgimple" } */

int __GIMPLE (ssa,startwith("peephole-mine"))
select (int x, int y, int a)
{
  int r;
  _Bool w;
  int v;
  int s;
  __BB(2):
  r_4 = x_1(D) > y_2(D) ? a_3(D) : 7;
  w_5 = x_1(D) < y_2(D);
  v_7 = w_5 ? r_4 : a_3(D);
  s_6 = v_7 + r_4;
  return s_6;
}
/* { dg-final { scan-mine-record select {\nN 2 int_lt 32 1 undef 0 1\nN 3 int_gt 32 1 undef 0 1\nL 4 32 a_3\(D\) [^\n]*\nK 5 32 0x7\nN 6 int_select 32 32 undef 3 4 5\nN 7 int_select 32 32 undef 2 6 4\nN 8 int_add 32 32 undef 7 6\nE 8\n$} } } */
