/* A leaf's facts: the PHI of two x & 255 is a leaf, known to be at
   most 0xff with its high bits zero.  */
/* { dg-do compile } */

unsigned
phi (unsigned x, unsigned y, int c)
{
  unsigned t;
  if (c)
    t = x & 255;
  else
    t = y & 255;
  return t * 3 + 1;
}
/* { dg-final { scan-mine-record phi {\nL 0 32 [a-z]*_\d+ 0x0 0xff 0x0 0xff 0x0 0xffffff00\n} } } */
