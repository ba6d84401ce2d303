/* __int128 is handled at precision 128 like the other widths: x * 8
   becomes x << 3 there (mul_pow2_const, off by default, is turned on),
   and the program prints the same with and without the plugin.  Apart
   from robust-1.c, since 32-bit targets have no __int128.  */
/* { dg-do run } */
/* { dg-require-macro __SIZEOF_INT128__ "no __int128 on this target" } */
/* { dg-options "-O2 -fplugin-arg-peephole-enable=mul_pow2_const -fopt-info-optimized" } */

#include <stdio.h>

__attribute__ ((noipa)) __int128
wide (__int128 x)
{
  return x * 8;  /* { dg-message "applied rule mul_pow2_const" } */
}

int
main (void)
{
  __int128 w = wide (((__int128) 1 << 100) + 12345);
  printf ("%llx %llx\n", (unsigned long long) (w >> 64),
	  (unsigned long long) w);
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule mul_pow2_const " 1 } } */
/* { dg-final { compare-plain-run } } */
