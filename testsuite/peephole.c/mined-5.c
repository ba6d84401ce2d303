/* Rules mined on libogg and giflib of the choose part of bench/corpus
   (rules/mined.rules, the section "Mined on libogg and giflib"), each
   on C written as the package writes it, which GCC 12 -O2 leaves (a
   rule fires on what reaches the pass, after vrp2).
   mined_urshift_ne_max and mined_urshift_eq_max are off by default.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-optimized -fplugin-arg-peephole-enable=mined_urshift_ne_max,mined_urshift_eq_max" } */

extern long peephole_kept;

/* libogg's oggpack_writetrunc: the bits left after the whole bytes.  */
long
sub_mul_rshift (long bits)
{
  long bytes = bits >> 3;
  peephole_kept = bytes;
  bits -= bytes * 8;  /* { dg-message "applied rule mined_sub_mul_rshift" } */
  return bits;
}

int
add_mul_rshift (int x)
{
  int q = x >> 4;
  peephole_kept = q;
  return q * -16 + x;  /* { dg-message "applied rule mined_add_mul_rshift" } */
}

/* libogg's ogg_sync_check.  */
struct sync { int storage; };
int
neg_lt_zero (struct sync *oy)
{
  if (oy->storage < 0)  /* { dg-message "applied rule mined_neg_lt_zero" } */
    return -1;
  return 0;
}

/* libogg's ogg_stream_pagein: a lacing value of 0x400 has no 255 in
   its low byte.  The | that GCC makes of the || has no location of
   its own: the message names the function's.  */
int
or_ne_and_eq (int *vals, int n)  /* { dg-message "applied rule mined_or_ne_and_eq" } */
{
  return (vals[n] & 0xff) < 255 || vals[n] == 0x400;
}

int
and_eq_and_ne (unsigned v)
{
  return (v & 0xf0) == 0x30 && v != 0x45;  /* { dg-message "applied rule mined_and_eq_and_ne" } */
}

/* giflib's hash table: a key of all ones marks an empty slot.  */
int
urshift_ne_max (unsigned *table, int i)
{
  return (table[i] >> 12) != 0xFFFFFu;  /* { dg-message "applied rule mined_urshift_ne_max" } */
}

int
urshift_eq_max (unsigned *table, int i)
{
  return (table[i] >> 12) == 0xFFFFFu;  /* { dg-message "applied rule mined_urshift_eq_max" } */
}

/* giflib's gifhisto: a loop that runs height / colors times.  */
int
div_gt_zero (int height, int colors)
{
  if (colors < 0)
    __builtin_unreachable ();
  return height / colors > 0;  /* { dg-message "applied rule mined_div_gt_zero" } */
}

int
div_le_zero (int height, int colors)
{
  if (colors < 0)
    __builtin_unreachable ();
  return height / colors <= 0;  /* { dg-message "applied rule mined_div_le_zero" } */
}
