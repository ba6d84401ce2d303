/* A shift count of a type other than the shifted value's is converted
   to the value's precision by a node of the table (here int_sext of the
   int count to 64 bits), as peep_z3_value needs operands of one
   precision; a constant count is a constant of that precision.  */
/* { dg-do compile } */

long long
shift (long long x, int n)
{
  return x << (n & 31);
}
/* { dg-final { scan-mine-record shift {\nN (\d+) int_and 32 32 undef \d+ \d+\nN (\d+) int_sext 32 64 undef \1\nN (\d+) int_lshift 64 64 undef 0 \2\nE \3\n$} } } */

long long
shift_constant (long long x)
{
  return x >> 3;
}
/* { dg-final { scan-mine-record shift_constant {\nK 1 64 0x3\nN 2 int_rshift 64 64 undef 0 1\nE 2\n$} } } */
