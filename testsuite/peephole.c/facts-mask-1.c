/* Facts from a mask: x & 0xf0 lies in [0, 0xf0], so & 0xff keeps it
   whole (and_x_c_in_range), and it is below 300 (ule_known_true, which
   folds the condition: h is never called).  The pass runs right after
   SSA construction, before GCC's own optimizations use the same facts.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fopt-info-optimized" } */

#include <stdio.h>

int calls_g, calls_h;
__attribute__ ((noipa)) void g (void) { calls_g++; }
__attribute__ ((noipa)) void h (void) { calls_h++; }

__attribute__ ((noipa)) unsigned
low_byte (unsigned x)
{
  unsigned y = x & 0xf0;
  return y & 0xff;  /* { dg-message "applied rule and_x_c_in_range" } */
}

__attribute__ ((noipa)) void
small (unsigned x)
{
  unsigned y = x & 0xff;
  if (y < 300)  /* { dg-message "applied rule ule_known_true" } */
    g ();
  else
    h ();
}

int
main (void)
{
  unsigned sum = 0;
  for (unsigned x = 0; x < 4096; x += 7)
    {
      sum += low_byte (x * 2654435761u);
      small (x * 40503u);
    }
  printf ("%u %d %d\n", sum, calls_g, calls_h);
  return 0;
}

/* { dg-final { compare-plain-run } } */
/* GCC -O2 removes the call of h by itself; what the plugin does is
   make the condition constant.  */
/* { dg-final { scan-peephole-dump-times "=> if \\(1 != 0\\)" 1 } } */
