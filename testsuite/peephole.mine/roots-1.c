/* Roots: each integer statement of the final GIMPLE that the plugin
   could rewrite is the root of a record, with the operations of the
   table, their precisions (P of the operands, R of the result) and
   regimes, and a GIMPLE_COND's comparison is one too; without a
   profile, the count is -1.  */
/* { dg-do compile } */

unsigned
mix (unsigned a, unsigned b)
{
  return (a ^ b) >> 3;
}
/* { dg-final { scan-mine-record mix {^R \S+:11:\d+ mix -1\nL 0 32 a_\d+\(D\) 0x80000000 0x7fffffff 0x0 0xffffffff 0x0 0x0\nL 1 32 b_\d+\(D\) [^\n]*\nN 2 int_xor 32 32 wrap 0 1\nK 3 32 0x3\nN 4 uint_rshift 32 32 wrap 2 3\nE 4\n$} } } */

int
sum (int a, int b)
{
  return a + b;
}
/* { dg-final { scan-mine-record sum {\nN 2 int_add 32 32 undef 0 1\nE 2\n$} } } */

long long
widen (int a)
{
  return a;
}
/* { dg-final { scan-mine-record widen {\nN 1 int_sext 32 64 undef 0\nE 1\n$} } } */

unsigned char
narrow (unsigned char a, unsigned char b)
{
  return a & b;
}
/* { dg-final { scan-mine-record narrow {\nL 0 8 a_\d+\(D\) 0x80 0x7f 0x0 0xff 0x0 0x0\n.*\nN 2 int_and 8 8 wrap 0 1\nE 2\n$} } } */

int
pop (unsigned x)
{
  return __builtin_popcount (x);
}
/* { dg-final { scan-mine-record pop {\nN 1 int_popcount 32 32 undef 0\nE 1\n$} } } */

int g (void);

int
branch (int a)
{
  if (a > 9)
    return g ();
  return 0;
}
/* { dg-final { scan-mine-record branch {^R \S+:\d+:\d+ branch -1\nL 0 32 a_\d+\(D\) [^\n]*\nK 1 32 0x9\nN 2 int_gt 32 1 undef 0 1\nE 2\n$} } } */
