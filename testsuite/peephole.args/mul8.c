/* One rewrite for the tests of after=PASS: x * 8 becomes x << 3.  */
int
mul8 (int x)
{
  return x * 8;
}
