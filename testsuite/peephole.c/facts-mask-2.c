/* The negative twin of facts-mask-1.c: masks that do not establish the
   facts.  x & 0x1f0 can exceed 0xff, and x & 0x1ff can reach 300: the
   rules must not fire.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-peephole-after=ssa" } */

extern void g (void);
extern void h (void);

unsigned
low_byte (unsigned x)
{
  unsigned y = x & 0x1f0;
  return y & 0xff;
}

void
small (unsigned x)
{
  unsigned y = x & 0x1ff;
  if (y < 300)
    g ();
  else
    h ();
}

/* { dg-final { scan-peephole-dump-not "rule and_x_c_in_range " } } */
/* { dg-final { scan-peephole-dump-not "rule ule_known_true " } } */
/* { dg-final { scan-peephole-dump-not "rule ule_known_false " } } */
