/* One rewrite for the tests of after=PASS: x * 8 becomes x << 3, with
   -fplugin-arg-peephole-enable=mul_pow2_const (the rule is off by
   default).  */
int
mul8 (int x)
{
  return x * 8;
}
