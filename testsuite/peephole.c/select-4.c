/* A join of several PHIs is rewritten only if a rule replaces each:
   here one PHI (of pointers) has none, and replacing the others would
   keep the branch and add their replacements.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-optimized" } */

#include <stdio.h>

static const char *names[] = { "less", "more" };

__attribute__ ((noipa)) int
spread_named (int a, int b, const char **name)
{
  int lo, hi;
  const char *n;
  if (a < b)  /* { dg-bogus "applied rule" } */
    {
      lo = a;
      hi = b;
      n = names[0];
    }
  else
    {
      lo = b;
      hi = a;
      n = names[1];
    }
  *name = n;
  return hi - lo;
}

int
main (void)
{
  static const int xs[] = { -8, -1, 0, 1, 9 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	const char *name;
	int d = spread_named (xs[i], xs[j], &name);
	printf ("%d %s\n", d, name);
      }
  return 0;
}

/* { dg-final { compare-plain-run } } */
