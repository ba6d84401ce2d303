/* What GCC's optimizers folded is not in the final GIMPLE, and so in no
   record; what they left is.  */
/* { dg-do compile } */

int
gone (int a)
{
  return a * 0 + (a - a) + 7;
}
/* { dg-final { scan-mine-record-count gone {} 0 } } */

int
kept (int a)
{
  return a * 7;
}
/* { dg-final { scan-mine-record-count kept {int_mul} 1 } } */
