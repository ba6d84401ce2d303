/* A C program with integer code the rules touch behaves the same with
   and without the plugin.  */
/* { dg-do run } */

#include <stdio.h>

__attribute__ ((noipa)) long
scale (long x, int k)
{
  return x * 64 + (x * 4) * k;
}

__attribute__ ((noipa)) unsigned
mix (unsigned x, unsigned y)
{
  unsigned a = (x ^ y) ^ y;
  unsigned b = (a << 5) >> 5;
  return a * 16 + b;
}

int
main (void)
{
  unsigned h = 2166136261u;
  for (int i = -300; i < 300; i++)
    {
      h = (h ^ (unsigned) scale (i, i % 7)) * 16777619u;
      h = (h ^ mix ((unsigned) i * 2654435761u, h)) * 16777619u;
    }
  printf ("%08x\n", h);
  return 0;
}

/* { dg-final { compare-plain-run } } */
