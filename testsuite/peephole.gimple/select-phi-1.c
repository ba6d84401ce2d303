/* Selects at PHIs: the PHI of two arguments at the join of a triangle
   or a diamond that one condition controls is a select, whatever way
   the branch is ordered; its replacement goes after the join's labels
   and may use only what is available there.  */
/* { dg-do run } */
/* { dg-options "-O2 -fgimple -fplugin-arg-peephole-after=vrp1 -fplugin-arg-peephole-enable=select_one_zero,select_add_one,select_sub_one" } */
/* After vrp1: with -fgimple and startwith, GCC still runs the passes
   that provide a property, and between vrp1 and vrp2 (the default
   place) some clean up the CFG, which folds a branch before the pass
   sees it; after vrp1 the pass sees the input as written.  */
/* select_one_zero, select_add_one and select_sub_one are off by default (measured), so enabled.  */

#include <stdio.h>

/* A triangle: x + 1 is computed only where c > 5, and may overflow
   elsewhere as far as the arm knows; x + (c > 5) is defined where the
   PHI is.  */
int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
triangle (int x, int c)
{
  int t;
  int r;
  __BB(2):
  if (c_2(D) > 5)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  t_3 = x_1(D) + 1;
  goto __BB4;

  __BB(4):
  r_4 = __PHI (__BB2: x_1(D), __BB3: t_3);
  return r_4;
}

/* A diamond: x < y ? y - x : 0.  */
unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
diamond (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  if (x_1(D) < y_2(D))
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  t_3 = y_2(D) - x_1(D);
  goto __BB5;

  __BB(4):
  goto __BB5;

  __BB(5):
  r_4 = __PHI (__BB3: t_3, __BB4: 0u);
  return r_4;
}

/* The same, with the condition the other way round: x >= y ? 0 : y - x.  */
unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
inverted (unsigned x, unsigned y)
{
  unsigned t;
  unsigned r;
  __BB(2):
  if (x_1(D) >= y_2(D))
    goto __BB4;
  else
    goto __BB3;

  __BB(3):
  t_3 = y_2(D) - x_1(D);
  goto __BB4;

  __BB(4):
  r_4 = __PHI (__BB2: 0u, __BB3: t_3);
  return r_4;
}

/* c ? d : 0 is c & d, but d is computed in the arm: the join does not
   have it, and the PHI stays.  */
_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
unavailable (unsigned x, unsigned y)
{
  _Bool d;
  _Bool r;
  __BB(2):
  if (x_1(D) < 5u)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  d_3 = y_2(D) < 9u;
  goto __BB4;

  __BB(4):
  r_4 = __PHI (__BB2: _Literal (_Bool) 0, __BB3: d_3);
  return r_4;
}

/* The same with d computed before the branch: c & d.  */
_Bool __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
available (unsigned x, unsigned y)
{
  _Bool d;
  _Bool r;
  __BB(2):
  d_3 = y_2(D) < 9u;
  if (x_1(D) < 5u)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  goto __BB4;

  __BB(4):
  r_4 = __PHI (__BB2: _Literal (_Bool) 0, __BB3: d_3);
  return r_4;
}

/* c ? x + 1 : x, but the arm stores too: the branch would stay, and
   the PHI is left alone.  */
int __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
stores (int x, int c, int *p)
{
  int t;
  int m;
  __BB(2):
  if (c_2(D) > 5)
    goto __BB3;
  else
    goto __BB4;

  __BB(3):
  __MEM <int> (p_5(D)) = x_1(D);
  t_3 = x_1(D) + 1;
  goto __BB4;

  __BB(4):
  m_4 = __PHI (__BB2: x_1(D), __BB3: t_3);
  return m_4;
}

/* A loop's PHI is no select.  */
unsigned __GIMPLE (ssa,startwith("peephole")) __attribute__ ((noipa))
loop (unsigned n)
{
  unsigned i;
  unsigned s;
  unsigned s2;
  unsigned i2;
  __BB(2):
  goto __BB3;

  __BB(3):
  i_1 = __PHI (__BB2: 0u, __BB4: i2_5);
  s_2 = __PHI (__BB2: 0u, __BB4: s2_4);
  if (i_1 < n_3(D))
    goto __BB4;
  else
    goto __BB5;

  __BB(4):
  s2_4 = s_2 + i_1;
  i2_5 = i_1 + 1u;
  goto __BB3;

  __BB(5):
  return s_2;
}

int
main (void)
{
  static const int xs[] = { -2147483647 - 1, -7, -1, 0, 1, 5, 6, 9,
			    2147483647 };
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      {
	/* triangle's x + 1 overflows for x = MAXINT where c > 5.  */
	int x = xs[i], c = xs[j];
	int stored = 0;
	if (!(x == 2147483647 && c > 5))
	  printf ("triangle %d %d %d\n", triangle (x, c),
		  stores (x, c, &stored), stored);
	printf ("diamond %u %u %u %d %d\n", diamond (x, c), inverted (x, c),
		loop ((unsigned) x & 15), unavailable (x, c),
		available (x, c));
      }
  return 0;
}

/* { dg-final { scan-peephole-dump-times "rule select_add_one " 1 } } */
/* { dg-final { scan-peephole-dump-times "rule select_usub_sat " 2 } } */
/* { dg-final { scan-peephole-dump-times "rule select_bool_and " 1 } } */
/* Five functions' PHIs are tried, once each (the one place).  */
/* { dg-final { scan-peephole-dump-times "Matching: r_4 = PHI" 5 } } */
/* { dg-final { scan-peephole-dump-not "Matching: (i|s|m)_\[0-9\]+ = PHI" } } */
/* { dg-final { compare-plain-run } } */
