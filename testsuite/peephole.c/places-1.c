/* Two places (the default was these two before one was measured to be
   enough): each writes to the one dump file, each function once for
   each place, and the rule that fires at the second still fires.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vectorize -fplugin-arg-peephole-after=vrp1,vrp2 -fplugin-arg-peephole-stats" } */

#include "mined-1.c"

/* { dg-final { scan-peephole-stats mined_round_down 1 } } */
/* { dg-final { scan-peephole-dump-times "Function sum16 " 2 } } */
