/* An SSA name that occurs several times in the DAG is one node.  */
/* { dg-do compile } */

int
square (int a, int b)
{
  int t = a + b;
  return t * t + t;
}
/* { dg-final { scan-mine-record square {\nN 2 int_add 32 32 undef 0 1\nN 3 int_mul 32 32 undef 2 2\nN 4 int_add 32 32 undef 3 2\nE 4\n$} } } */
/* { dg-final { scan-mine-record-count square {int_add 32 32 undef 0 1\n} 3 } } */
