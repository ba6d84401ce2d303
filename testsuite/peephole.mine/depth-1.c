/* The DAG looks three operation levels below the root; an operation
   beyond is a leaf, with its facts.  */
/* { dg-do compile } */

unsigned
chain (unsigned a)
{
  unsigned b = a * 3;
  unsigned c = b ^ 5;
  unsigned d = c * 7;
  unsigned e = d ^ 9;
  unsigned f = e * 11;
  return f ^ 13;
}
/* { dg-final { scan-mine-record chain {^R [^\n]*\nL 0 32 [a-z]?_\d+ 0x80000000 0x7fffffff 0x0 0xffffffff 0x0 0x0\nK 1 32 0x7\nN 2 int_mul 32 32 wrap 0 1\nK 3 32 0x9\nN 4 int_xor 32 32 wrap 2 3\nK 5 32 0xb\nN 6 int_mul 32 32 wrap 4 5\nK 7 32 0xd\nN 8 int_xor 32 32 wrap 6 7\nE 8\n$} } } */
/* { dg-final { scan-mine-record chain {\nK 3 32 0x5\nN 4 int_xor 32 32 wrap 2 3\nK 5 32 0x7\nN 6 int_mul 32 32 wrap 4 5\nK 7 32 0x9\nN 8 int_xor 32 32 wrap 6 7\nE 8\n$} } } */
