/* Rules rooted at the condition of a GIMPLE_COND: a comparison that a
   rule decides makes the condition constant, and the CFG cleanup that
   follows removes the dead branch.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-after=vrp1" } */
/* After vrp1: with -fgimple and startwith, GCC still runs the passes
   that provide a property, and between vrp1 and vrp2 (the default
   place) some clean up the CFG, which folds a branch before the pass
   sees it; after vrp1 the pass sees the input as written.  */

int __GIMPLE (ssa,startwith("peephole"))
same (int x)
{
  __BB(2):
  if (x_1(D) == x_1(D))
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  return 1;

  __BB(4):
  return 0;
}

/* Bit 0 of x | 1 is one: it is not zero (ne_different_knownbits),
   from the bits of its definition, without CCP.  */
int __GIMPLE (ssa,startwith("peephole"))
odd (unsigned x)
{
  unsigned t;
  __BB(2):
  t_2 = x_1(D) | 1u;
  if (t_2 != 0u)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  return 1;

  __BB(4):
  return 0;
}

/* Nothing is known of x | y: the condition stays.  */
int __GIMPLE (ssa,startwith("peephole"))
maybe (unsigned x, unsigned y)
{
  unsigned t;
  __BB(2):
  t_3 = x_1(D) | y_2(D);
  if (t_3 != 0u)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  return 1;

  __BB(4):
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule eq_x_x " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule ne_different_knownbits " 1 } } */
/* { dg-final { scan-peephole-dump-times "=> if \\(1 != 0\\)" 2 } } */
/* The cleanup after the pass removes the dead branches, and only those.  */
/* { dg-final { scan-peephole-dump-times "Removing basic block 4" 2 } } */
/* { dg-final { scan-peephole-dump "int maybe \[^\n\]*\n\{\n\[^\}\]*if \\(t_3 != 0\\)" } } */
