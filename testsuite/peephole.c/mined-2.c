/* The end of a loop over blocks appears only after IVOPTs: with the pass
   after vrp1 alone, mined_round_down does not fire on sum16 of
   mined-1.c, where the default places make it fire.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=vrp1 -fplugin-arg-peephole-stats" } */

unsigned
sum16 (const unsigned char *p, unsigned long len)
{
  const unsigned char *end = p + len;
  unsigned h = 0;
  if (len >= 16)
    {
      const unsigned char *limit = end - 16;
      do
	{
	  h = h * 31 + p[0] + p[4] + p[8] + p[12];
	  p += 16;
	}
      while (p <= limit);
    }
  while (p < end)
    h += *p++;
  return h;
}

/* { dg-final { scan-peephole-stats mined_round_down 0 } } */
/* { dg-final { scan-peephole-dump-times "Function sum16 " 1 } } */
