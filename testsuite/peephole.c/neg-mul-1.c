/* neg_mul_c (rules/neg.rules) on pointers moved back, p - n, which
   GCC 12 -O2 leaves as p + -(n * size): where size is a power of two
   the rule makes the offset n * -size (opus's target_ptr - lag);
   where it is not (mawk's sp -= argcnt over 24-byte cells), the
   negation stays, for RTL subtracts n * 24 for it and would need an
   instruction more for n * -24.  The program checks the values.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-optimized" } */

extern void abort (void);

#define N __attribute__ ((noipa))

struct cell { long type, a, b; };

N long *
back_long (long *p, int n)
{
  return p - n;  /* { dg-message "applied rule neg_mul_c" } */
}

N struct cell *
back_cell (struct cell *sp, int n)
{
  return sp - n;  /* { dg-bogus "applied rule neg_mul_c" } */
}

int
main (void)
{
  long v[8];
  struct cell c[8];
  if (back_long (v + 7, 3) != v + 4 || back_long (v + 2, -5) != v + 7)
    abort ();
  if (back_cell (c + 7, 3) != c + 4 || back_cell (c + 2, -5) != c + 7)
    abort ();
  return 0;
}
