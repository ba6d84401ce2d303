/* The end of a loop over blocks appears only after IVOPTs: with the pass
   after vrp1 alone, mined_round_down does not fire on sum16 of
   mined-1.c, where the default place makes it fire.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fplugin-arg-peephole-after=vrp1 -fplugin-arg-peephole-stats" } */

#include "mined-1.c"

/* { dg-final { scan-peephole-stats mined_round_down 0 } } */
/* { dg-final { scan-peephole-dump-times "Function sum16 " 1 } } */
