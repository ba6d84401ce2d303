/* Conditions: the GIMPLE_CONDs that decide whether the root is reached
   are C lines, holding (1) on the true edge's side and not (0) on the
   false edge's; their operands are nodes of the record, the DAG's
   where it has them, new leaves and constants otherwise; the facts of
   the leaves are those at the root, so that the conditions narrow
   them.  */
/* { dg-do compile } */

int
inside (int x)
{
  if (x > 9)
    return (x & 255) + 1;
  return 0;
}
/* { dg-final { scan-mine-record inside {^R \S+:13:\d+ inside -1\nL 0 32 x_\d+\(D\) 0xa 0x7fffffff 0xa 0x7fffffff 0x0 0x80000000\nK 1 32 0xff\nN 2 int_and 32 32 undef 0 1\nK 3 32 0x1\nN 4 int_add 32 32 undef 2 3\nK 5 32 0x9\nC int_gt 32 0 5 1\nE 4\n$} } } */

unsigned
otherwise (unsigned x, unsigned y)
{
  if (x < 100)
    return y;
  return x * 3 + 1;
}
/* GCC tests x <= 99.  */
/* { dg-final { scan-mine-record otherwise {\nL 0 32 x_\d+\(D\) 0x80000000 0x7fffffff 0x64 0xffffffff [^\n]*\n(?:[^\n]*\n)*K (\d+) 32 0x63\nC uint_le 32 0 \1 0\nE \d+\n$} } } */

void side (void);

/* The nearest condition first.  (The call keeps GCC from testing both
   conditions at once.)  */
unsigned
nested (unsigned x, unsigned y, unsigned z)
{
  if (y != 0)
    {
      side ();
      if (z > 7)
	return x ^ 5;
    }
  return 0;
}
/* { dg-final { scan-mine-record nested {\nN 2 int_xor 32 32 wrap 0 1\nL 3 32 z_\d+\(D\) 0x[0-9a-f]+ 0x[0-9a-f]+ 0x8 0xffffffff [^\n]*\nK 4 32 0x7\nL 5 32 y_\d+\(D\) [^\n]*\nK 6 32 0x0\nC uint_gt 32 3 4 1\nC int_ne 32 5 6 1\nE 2\n$} } } */
