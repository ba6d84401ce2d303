/* -fplugin-arg-peephole-verify on C: the pass runs right after SSA
   construction, before GCC's own folding, so that the rules find their
   patterns; every rewrite is checked by Z3, and the program still
   computes what it computes without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa -fplugin-arg-peephole-verify -fplugin-arg-peephole-stats" } */

#include <stdio.h>

int calls_g, calls_h;
__attribute__ ((noipa)) void g (void) { calls_g++; }
__attribute__ ((noipa)) void h (void) { calls_h++; }

__attribute__ ((noipa)) unsigned
low_byte (unsigned x)
{
  unsigned y = x & 0xf0;
  return y & 0xff;
}

__attribute__ ((noipa)) void
small (unsigned x)
{
  unsigned y = x & 0xff;
  if (y < 300)
    g ();
  else
    h ();
}

__attribute__ ((noipa)) unsigned
nibble (unsigned x)
{
  unsigned y = (x & 0xff) >> 4;
  return y & 15;
}

__attribute__ ((noipa)) long long
scale (long long x, long long y)
{
  long long t = x + y;
  return t - y;
}

int
main (void)
{
  unsigned sum = 0;
  for (unsigned x = 0; x < 4096; x += 7)
    {
      sum += low_byte (x * 2654435761u) + nibble (x * 40503u);
      sum += (unsigned) scale (x, 12345);
      small (x * 40503u);
    }
  printf ("%u %d %d\n", sum, calls_g, calls_h);
  return 0;
}

/* { dg-final { compare-plain-run } } */
/* { dg-final { scan-peephole-dump "verify: rule and_x_c_in_range verified" } } */
/* { dg-final { scan-peephole-dump "verify: rule ule_known_true verified" } } */
/* { dg-final { scan-peephole-dump "verify: rule sub_add verified at precision 64, undefined signed overflow" } } */
/* { dg-final { scan-peephole-dump-not "not verified" } } */
/* { dg-final { scan-peephole-verify "\[1-9\]\[0-9\]* rewrites verified, 0 not verified" } } */
