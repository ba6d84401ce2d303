/* An operation of the DAG whose value has a use outside the record's
   statements (here a store) has an 'X' line: it stays when the root is
   rewritten.  One used only by the record's statements has none, and
   the root never has one.  */
/* { dg-do compile } */

int sink;

int
uses (int a, int b)
{
  int t = a + b;
  int u = a ^ b;
  sink = t;
  return t * u;
}
/* { dg-final { scan-mine-record uses {\nN 2 int_add 32 32 undef 0 1\nN 3 int_xor 32 32 undef 0 1\nN 4 int_mul 32 32 undef 2 3\nX 2\nE 4\n$} } } */
