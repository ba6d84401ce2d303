#!/usr/bin/env python3
"""make-rule-tests.py: write the GIMPLE front-end tests of the rules.

  python3 testsuite/make-rule-tests.py [DIRECTORY]

writes testsuite/peephole.gimple/rules-FAMILY.c (or DIRECTORY/rules-FAMILY.c)
for each family below.  The files are committed; this script is how
they were written, and is run again by hand when rules are added.  The
test suite writes them into a directory of its own and fails if the
committed ones differ (peephole.gimple/gimple.exp).  Each test holds, for each rule,
a function whose body is exactly the rule's pattern in GIMPLE (the
pipeline starts at the peephole pass, so GCC's folders do not see it
first), and asserts that the rule fires there once.  Its main calls
every function on edge values (unsigned) or values where the original
has no undefined behaviour (signed), prints the results, and the test
checks that the program prints the same with and without the plugin.
A rule whose rule file marks it "default off" is turned on by the
test's -fplugin-arg-peephole-enable: the script reads which rules are
off from rules/*.rules.

A case is NAME, TYPE, PARAMS, BODY: PARAMS are names, or NAME:KIND with
KIND "count" (a shift count in [0, precision)) or "nonzero"; BODY is a
list of "VAR = EXPR" or "VAR:TYPE = EXPR" lines; the last VAR is
returned.  EXPR uses the parameters, earlier VARs, literals, MININT,
MAXINT, min(a, b), max(a, b), abs(a) and selects "c ? a : b" of a
_Bool c.
"""

import os
import re
import sys

U = "unsigned"
I = "int"

FAMILIES = {
    "add": [
        ("add_sub_x_y_y", U, "x y", ["t = x - y", "r = t + y"]),
        ("add_neg", U, "x y", ["t = -y", "r = x + t"]),
        ("add_neg_x_x", I, "x", ["t = -x", "r = t + x"]),
        ("add_invert_x_x", U, "x", ["t = ~x", "r = t + x"]),
        ("add_invert_one", U, "x", ["t = ~x", "r = t + 1"]),
        ("add_sub_consts", U, "x", ["t = x - 5", "r = t + 12"]),
        ("add_sub_c_x_c", U, "x", ["t = 7 - x", "r = t + 100"]),
        ("add_and_xor", U, "x y", ["a = x & y", "b = x ^ y", "r = a + b"]),
        ("add_and_or", U, "x y", ["a = x & y", "b = x | y", "r = a + b"]),
    ],
    "sub": [
        ("sub_sub_x_c_c", U, "x", ["t = x - 5", "r = t - 9"]),
        ("sub_sub_c_x_c", U, "x", ["t = 5 - x", "r = t - 9"]),
        ("sub_c_sub_c_x", U, "x", ["t = 5 - x", "r = 9 - t"]),
        ("sub_x_sub_x_y", U, "x y", ["t = x - y", "r = x - t"]),
        ("sub_sub_x_y_x", U, "x y", ["t = x - y", "r = t - x"]),
        ("sub_x_add_x_y", U, "x y", ["t = x + y", "r = x - t"]),
        ("sub_neg", U, "x y", ["t = -y", "r = x - t"]),
        ("sub_minus_one_x", U, "x", ["r = -1 - x"]),
        ("sub_or_and", U, "x y", ["a = x | y", "b = x & y", "r = a - b"]),
        ("sub_or_x_y_y", U, "x y", ["t = x | y", "r = t - y"]),
        ("sub_x_and_x_y", U, "x y", ["t = x & y", "r = x - t"]),
    ],
    "neg": [
        ("neg_sub", I, "x y", ["t = x - y", "r = -t"]),
        ("neg_invert", I, "x", ["t = ~x", "r = -t"]),
        ("invert_neg", I, "x", ["t = -x", "r = ~t"]),
        ("invert_add_minus_one", U, "x", ["t = x + -1", "r = ~t"]),
        ("neg_mul_c", U, "x", ["t = x * 8", "r = -t"]),
    ],
    "mul": [
        ("mul_pow2_const", U, "x", ["r = x * 8"]),
        ("mul_neg_neg", U, "x y", ["a = -x", "b = -y", "r = a * b"]),
        ("mul_neg_c", U, "x", ["t = -x", "r = t * 7"]),
        ("mul_mul_consts", U, "x", ["t = x * 3", "r = t * 5"]),
    ],
    "bitwise": [
        ("and_invert_x_x", U, "x", ["t = ~x", "r = x & t"]),
        ("or_invert_x_x", U, "x", ["t = ~x", "r = x | t"]),
        ("xor_invert_x_x", U, "x", ["t = ~x", "r = x ^ t"]),
        ("and_or_absorb", U, "x y", ["t = x | y", "r = x & t"]),
        ("or_and_absorb", U, "x y", ["t = x & y", "r = x | t"]),
        ("xor_xor_cancel", U, "x y", ["t = x ^ y", "r = x ^ t"]),
        ("and_and_consts", U, "x", ["t = x & 1020", "r = t & 255"]),
        ("or_or_consts", U, "x", ["t = x | 16", "r = t | 3"]),
        ("xor_xor_consts", U, "x", ["t = x ^ 12", "r = t ^ 10"]),
        ("and_invert_invert", U, "x y", ["a = ~x", "b = ~y", "r = a & b"]),
        ("or_invert_invert", U, "x y", ["a = ~x", "b = ~y", "r = a | b"]),
        ("xor_invert_invert", U, "x y", ["a = ~x", "b = ~y", "r = a ^ b"]),
        ("xor_invert_c", U, "x", ["t = ~x", "r = t ^ 5"]),
        ("and_or_c_disjoint", U, "x", ["t = x | 240", "r = t & 15"]),
        ("or_and_c_covered", U, "x", ["t = x & 240", "r = t | 4294967055"]),
        ("or_xor_self", U, "x y", ["t = x ^ y", "r = t | x"]),
        ("and_xor_self", U, "x y", ["t = x ^ y", "r = t & x"]),
        ("xor_and_self", U, "x y", ["t = x & y", "r = t ^ x"]),
        ("xor_or_self", U, "x y", ["t = x | y", "r = t ^ x"]),
        ("and_c_known_zeros", U, "x", ["t = x & 240", "r = t & 4080"]),
        ("and_c_known_disjoint", U, "x", ["t = x << 8", "r = t & 255"]),
        ("and_c_known_bits", U, "x",
         ["a = x << 8", "t = a | 5", "r = t & 255"]),
        ("or_c_known_ones", U, "x", ["t = x | 48", "r = t | 16"]),
        ("and_known_disjoint", U, "x y",
         ["a = x & 15", "b = y << 4", "r = a & b"]),
        ("and_known_identity", U, "x y",
         ["a = x & 15", "b = y | 31", "r = a & b"]),
        ("or_known_identity", U, "x y",
         ["a = x | 15", "b = y & 7", "r = a | b"]),
        ("sub_xor_known_disjoint", U, "x y",
         ["a = x << 4", "b = y & 15", "t = a ^ b", "r = t - b"]),
    ],
    "shift": [
        ("rshift_zero", I, "x", ["r = x >> 0"]),
        ("urshift_zero", U, "x", ["r = x >> 0"]),
        ("lshift_of_zero", U, "y:count", ["r = 0 << y"]),
        ("rshift_of_zero", I, "y:count", ["r = 0 >> y"]),
        ("urshift_of_zero", U, "y:count", ["r = 0 >> y"]),
        ("rshift_minus_one", I, "y:count", ["r = -1 >> y"]),
        ("lshift_lshift_consts", U, "x", ["t = x << 3", "r = t << 4"]),
        ("rshift_rshift_consts", I, "x", ["t = x >> 3", "r = t >> 4"]),
        ("urshift_urshift_consts", U, "x", ["t = x >> 3", "r = t >> 4"]),
        ("lshift_urshift_x_c_c", U, "x", ["t = x >> 5", "r = t << 5"]),
        ("rshift_known_small", I, "x", ["t = x & 15", "r = t >> 4"]),
        ("urshift_known_small", U, "x", ["t = x >> 24", "r = t >> 8"]),
        ("rshift_sign_nonneg", I, "x", ["t = x & 1023", "r = t >> 31"]),
        ("urshift_and_c_small", U, "x", ["t = x & 255", "r = t >> 9"]),
        ("urshift_known_zero", U, "x y",
         ["a = y & 7", "b = a | 8", "t = x & 255", "r = t >> b"]),
        ("lshift_known_zero", U, "x y",
         ["a = y & 7", "b = a | 8", "t = x << 24", "r = t << b"]),
    ],
    "compare": [
        ("ne_x_x", I, "x", ["r:_Bool = x != x"]),
        ("lt_x_x", I, "x", ["r:_Bool = x < x"]),
        ("le_x_x", I, "x", ["r:_Bool = x <= x"]),
        ("gt_x_x", I, "x", ["r:_Bool = x > x"]),
        ("ge_x_x", I, "x", ["r:_Bool = x >= x"]),
        ("ult_x_x", U, "x", ["r:_Bool = x < x"]),
        ("ule_x_x", U, "x", ["r:_Bool = x <= x"]),
        ("ugt_x_x", U, "x", ["r:_Bool = x > x"]),
        ("uge_x_x", U, "x", ["r:_Bool = x >= x"]),
        ("eq_sub_zero", U, "x y", ["t = x - y", "r:_Bool = t == 0"]),
        ("ne_sub_zero", U, "x y", ["t = x - y", "r:_Bool = t != 0"]),
        ("eq_xor_zero", U, "x y", ["t = x ^ y", "r:_Bool = t == 0"]),
        ("ne_xor_zero", U, "x y", ["t = x ^ y", "r:_Bool = t != 0"]),
        ("eq_add_c_c", U, "x", ["t = x + 5", "r:_Bool = t == 12"]),
        ("ne_add_c_c", U, "x", ["t = x + 5", "r:_Bool = t != 12"]),
        ("eq_xor_c_c", U, "x", ["t = x ^ 5", "r:_Bool = t == 3"]),
        ("ne_xor_c_c", U, "x", ["t = x ^ 5", "r:_Bool = t != 3"]),
        ("eq_neg_neg", U, "x y", ["a = -x", "b = -y", "r:_Bool = a == b"]),
        ("eq_invert_invert", U, "x y",
         ["a = ~x", "b = ~y", "r:_Bool = a == b"]),
        ("eq_invert_c", U, "x", ["t = ~x", "r:_Bool = t == 5"]),
        ("ult_zero", U, "x", ["r:_Bool = x < 0"]),
        ("uge_zero", U, "x", ["r:_Bool = x >= 0"]),
        ("ugt_minus_one", U, "x", ["r:_Bool = x > -1"]),
        ("ule_minus_one", U, "x", ["r:_Bool = x <= -1"]),
        ("lt_minint", I, "x", ["r:_Bool = x < MININT"]),
        ("ge_minint", I, "x", ["r:_Bool = x >= MININT"]),
        ("gt_maxint", I, "x", ["r:_Bool = x > MAXINT"]),
        ("le_maxint", I, "x", ["r:_Bool = x <= MAXINT"]),
        # b is in [256, 511] and c in [0, 255], from their known bits.
        ("lt_known_false", I, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b < c"]),
        ("le_known_false", I, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b <= c"]),
        ("gt_known_true", I, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b > c"]),
        ("gt_known_false", I, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = c > b"]),
        ("ge_known_true", I, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b >= c"]),
        ("ge_known_false", I, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = c >= b"]),
        ("ult_known_true", U, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = c < b"]),
        ("ult_known_false", U, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b < c"]),
        ("ugt_known_true", U, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b > c"]),
        ("ugt_known_false", U, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = c > b"]),
        ("uge_known_true", U, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = b >= c"]),
        ("uge_known_false", U, "x y",
         ["a = x & 255", "b = a | 256", "c = y & 255", "r:_Bool = c >= b"]),
    ],
    "mined": [
        ("mined_round_down", U, "x",
         ["t = x + -64", "s = t >> 6", "a = s + 1", "r = a * 64"]),
        ("mined_round_down_count", U, "x",
         ["y = x | 64", "t = y + -64", "s = t >> 6", "r = s + 1"]),
        ("mined_lshift_rshift_fits", I, "x",
         ["t = x & 255", "s = t << 6", "r = s >> 6"]),
        ("mined_urshift_ne_zero", U, "x", ["t = x >> 7", "r:_Bool = t != 0"]),
        ("mined_urshift_eq_zero", U, "x", ["t = x >> 7", "r:_Bool = t == 0"]),
        ("mined_and_pow2_ne_zero", U, "x",
         ["a = min(x, 7)", "t = a & 4", "r:_Bool = t != 0"]),
        ("mined_and_pow2_eq_zero", U, "x",
         ["a = min(x, 7)", "t = a & 4", "r:_Bool = t == 0"]),
        ("mined_sub_gt_zero", I, "x y", ["t = x - y", "r:_Bool = t > 0"]),
        ("mined_sub_ge_zero", I, "x y", ["t = x - y", "r:_Bool = t >= 0"]),
        ("mined_sub_lt_zero", I, "x y", ["t = x - y", "r:_Bool = t < 0"]),
        ("mined_sub_le_zero", I, "x y", ["t = x - y", "r:_Bool = t <= 0"]),
        ("mined_lshift_c_add_c", I, "x",
         ["a = x & 15", "t = a + 1", "r = 1 << t"]),
        ("mined_min_lt_x", I, "x y", ["m = min(x, y)", "r:_Bool = m < x"]),
        ("mined_umin_lt_x", U, "x y", ["m = min(x, y)", "r:_Bool = m < x"]),
        ("mined_max_gt_x", I, "x y", ["m = max(x, y)", "r:_Bool = m > x"]),
        ("mined_umax_gt_x", U, "x y", ["m = max(x, y)", "r:_Bool = m > x"]),
        ("mined_ne_add_add", U, "x y",
         ["a = x + 16", "b = y + 1", "r:_Bool = a != b"]),
        ("mined_eq_add_add", U, "x y",
         ["a = x + 16", "b = y + 1", "r:_Bool = a == b"]),
        ("mined_ne_and_inc_mask", U, "x",
         ["t = x + 1", "m = t & 31", "r:_Bool = m != 0"]),
        ("mined_eq_and_inc_mask", U, "x",
         ["t = x + 1", "m = t & 31", "r:_Bool = m == 0"]),
        ("mined_gt_and_round", I, "x", ["t = x & -8", "r:_Bool = t > 255"]),
        ("mined_ugt_and_round", U, "x", ["t = x & -8", "r:_Bool = t > 383"]),
        ("mined_eq_and_invert", U, "x y",
         ["n = ~x", "t = n & y", "r:_Bool = t == 0"]),
        ("mined_ne_and_invert", U, "x y",
         ["n = ~x", "t = n & y", "r:_Bool = t != 0"]),
        ("mined_add_add_cancel", U, "x y",
         ["a = y + 1", "b = x + a", "r = b + -1"]),
        ("mined_mul_add_const", U, "x",
         ["a = x + -1", "m = a * 128", "r = m + 64"]),
        ("mined_ule_add_nowrap", U, "x",
         ["a = x & 255", "t = a + 8", "r:_Bool = t <= 15"]),
        ("mined_ugt_add_nowrap", U, "x",
         ["a = x & 255", "t = a + 16", "r:_Bool = t > 47"]),
        ("mined_sext_trunc_fits", I, "x",
         ["a = x & 127", "c:signed char = (signed char) a", "r = (int) c"]),
        ("mined_zext_trunc_fits", U, "x",
         ["a = x & 255", "c:unsigned char = (unsigned char) a",
          "r = (unsigned) c"]),
        ("mined_lshift_cast_rshift", U, "x",
         ["s:int = (int) x", "t:int = s >> 4", "u = (unsigned) t",
          "r = u << 4"]),
        ("mined_round_down_plus", U, "x",
         ["t = x + -64", "s = t >> 6", "a = s + 3", "r = a * 64"]),
        ("mined_neg_xor_mask", U, "x",
         ["a = x >> 26", "t = a ^ 63", "r = -t"]),
        ("mined_and_add_lshift", U, "x",
         ["s = x << 3", "t = s + 7", "r = t & -8"]),
        ("mined_ne_add_sub", U, "x y",
         ["z = x ^ 5", "d = y - z", "t = x + d", "r:_Bool = t != 0"]),
        ("mined_eq_add_sub", U, "x y",
         ["z = x ^ 5", "d = y - z", "t = x + d", "r:_Bool = t == 0"]),
        ("mined_round_up_exact", U, "x",
         ["a = x | 1", "b = a << 3", "t = b + -1", "s = t >> 3", "c = s + 1",
          "r = c * 8"]),
        ("mined_invert_lshift_one", U, "x:count", ["t = 1 << x", "r = ~t"]),
        ("mined_ule_sub_nowrap", U, "x",
         ["a = x | 8", "t = a + -3", "r:_Bool = t <= 40"]),
        ("mined_ugt_sub_nowrap", U, "x",
         ["a = x | 8", "t = a + -6", "r:_Bool = t > 5"]),
        ("mined_ule_and_round", U, "x", ["t = x & -8", "r:_Bool = t <= 31"]),
        ("mined_le_and_round", I, "x", ["t = x & -8", "r:_Bool = t <= 31"]),
        ("mined_eq_and_inc_mask_c", U, "x",
         ["t = x + 1", "m = t & 65535", "r:_Bool = m == 200"]),
        ("mined_ne_and_inc_mask_c", U, "x",
         ["t = x + 1", "m = t & 65535", "r:_Bool = m != 200"]),
        ("mined_and_or_known_zero", U, "x y",
         ["a = y << 1", "t = x | a", "r = t & 1"]),
        ("mined_ule_urshift", U, "x", ["t = x >> 1", "r:_Bool = t <= 2"]),
        ("mined_ugt_urshift", U, "x", ["t = x >> 1", "r:_Bool = t > 2"]),
        ("mined_add_add_consts", U, "x y",
         ["a = y + 5", "b = x + a", "r = b + -1"]),
        ("mined_add_mul_urshift", U, "x",
         ["s = x >> 2", "m = s * -4", "r = m + x"]),
        ("mined_sub_mul_urshift", U, "x",
         ["s = x >> 3", "m = s * 8", "r = x - m"]),
        ("mined_rshift_mul_pow2", I, "x", ["m = x * 8", "r = m >> 3"]),
        ("mined_ult_lshift_one", U, "x", ["s = x << 1", "r:_Bool = s < x"]),
        ("mined_gt_add_x", I, "x y", ["a = x + y", "r:_Bool = a > x"]),
        ("mined_lt_add_x", I, "x y", ["a = x + y", "r:_Bool = a < x"]),
        ("mined_uge_add_add", U, "x",
         ["a = x + 5", "b = x + 4", "r:_Bool = a >= b"]),
        ("mined_lshift_mod_pow2", I, "x",
         ["m = x % 256", "u:unsigned = (unsigned) m", "r:unsigned = u << 24"]),
        ("mined_eq_halves", U, "x",
         ["a = x & 65535", "b = x >> 16", "r:_Bool = a == b"]),
        ("mined_ne_halves", U, "x",
         ["a = x & 65535", "b = x >> 16", "r:_Bool = a != b"]),
        ("mined_lshift_ne_and_pow2", U, "x",
         ["a = x & 4", "b:_Bool = a != 0", "c = (unsigned) b", "r = c << 2"]),
        ("mined_sub_and_self", U, "x",
         ["a = x & -32", "s = x - a", "r = s * a"]),
        ("mined_ugt_sub_wraps", U, "x",
         ["a = min(x, 2)", "t = a + -1", "r:_Bool = t > 1"]),
        ("mined_ule_sub_wraps", U, "x",
         ["a = min(x, 6)", "t = a + -5", "r:_Bool = t <= 1"]),
        ("mined_sub_zext_dec", U, "x",
         ["a:unsigned char = (unsigned char) x", "b:unsigned char = a | 1",
          "c:unsigned char = b + 255", "w = (unsigned) b", "v = (unsigned) c",
          "r = w - v"]),
        ("mined_sub_mul_rshift", I, "x",
         ["s = x >> 3", "m = s * 8", "r = x - m"]),
        ("mined_add_mul_rshift", I, "x",
         ["s = x >> 2", "m = s * -4", "r = m + x"]),
        ("mined_neg_lt_zero", I, "x",
         ["b:_Bool = x < 0", "c = (int) b", "r = -c"]),
        ("mined_or_ne_and_eq", U, "x",
         ["a = x & 255", "b:_Bool = a != 255", "c:_Bool = x == 1024",
          "r:_Bool = b | c"]),
        ("mined_and_eq_and_ne", U, "x",
         ["a = x & 240", "b:_Bool = a == 48", "c:_Bool = x != 69",
          "r:_Bool = b & c"]),
        ("mined_urshift_ne_max", U, "x",
         ["t = x >> 12", "r:_Bool = t != 1048575"]),
        ("mined_urshift_eq_max", U, "x",
         ["t = x >> 12", "r:_Bool = t == 1048575"]),
        ("mined_div_gt_zero", I, "x y",
         ["a = y & 255", "b = a | 1", "q = x / b", "r:_Bool = q > 0"]),
        ("mined_div_le_zero", I, "x y",
         ["a = y & 255", "b = a | 1", "q = x / b", "r:_Bool = q <= 0"]),
        ("mined_mul_c_le", I, "x",
         ["a = x & 255", "m = a * 4", "r:_Bool = m <= 1001"]),
        ("mined_mul_c_gt", I, "x",
         ["a = x & 255", "m = a * 8", "r:_Bool = m > 100"]),
        ("mined_sext_xor_signbit", I, "x",
         ["c:unsigned short = (unsigned short) x",
          "t:unsigned short = c ^ 32768", "w = (int) t", "r = w + -32768"]),
        ("mined_xor_signbit_add", U, "x",
         ["t = x ^ 2147483648", "r = t + 2147483648"]),
        ("mined_and_xor_known_zero", U, "x y",
         ["a = y << 8", "t = x ^ a", "r = t & 255"]),
        # y's sign bit may be set: mined_urshift_xor_small does not take
        # the xor first.
        ("mined_and_urshift_xor_known_zero", U, "x y",
         ["a = y & 2155872255", "t = x ^ a", "s = t >> 23", "r = s & 255"]),
        ("mined_and_rshift_xor_known_zero", I, "x y",
         ["a = y & -2139095041", "t = x ^ a", "s = t >> 23", "r = s & 255"]),
        ("mined_and_xor_and_same", U, "x y",
         ["a = x & 8388607", "t = a ^ y", "r = t & 8388607"]),
        ("mined_add_sub_and_align", I, "x",
         ["a = x & 7", "s = 8 - a", "r = s + x"]),
        ("mined_add_and_add_c", U, "x",
         ["a = x + 1", "b = a & 4294967294", "r = b + 54"]),
        ("mined_urshift_or_small", U, "x y",
         ["a = x & 65535", "b = y << 16", "t = a | b", "r = t >> 16"]),
        ("mined_urshift_xor_small", U, "x y",
         ["a = x & 16777215", "t = a ^ y", "r = t >> 24"]),
        ("mined_rshift_or_small", I, "x y",
         ["a = x & 255", "t = a | y", "r = t >> 8"]),
        ("mined_rshift_xor_small", I, "x y",
         ["a = x & 255", "t = y ^ a", "r = t >> 8"]),
    ],
    "minmax": [
        ("min_x_x", I, "x", ["r = min(x, x)"]),
        ("max_x_x", I, "x", ["r = max(x, x)"]),
        ("umin_x_x", U, "x", ["r = min(x, x)"]),
        ("umax_x_x", U, "x", ["r = max(x, x)"]),
        ("umin_zero", U, "x", ["r = min(x, 0)"]),
        ("umax_zero", U, "x", ["r = max(x, 0)"]),
        ("umin_minus_one", U, "x", ["r = min(x, -1)"]),
        ("umax_minus_one", U, "x", ["r = max(x, -1)"]),
        ("min_minint", I, "x", ["r = min(x, MININT)"]),
        ("min_maxint", I, "x", ["r = min(x, MAXINT)"]),
        ("max_minint", I, "x", ["r = max(x, MININT)"]),
        ("max_maxint", I, "x", ["r = max(x, MAXINT)"]),
        ("min_min_consts", I, "x", ["t = min(x, 10)", "r = min(t, -3)"]),
        ("max_max_consts", I, "x", ["t = max(x, -3)", "r = max(t, 10)"]),
        ("umin_umin_consts", U, "x", ["t = min(x, 300)", "r = min(t, 10)"]),
        ("umax_umax_consts", U, "x", ["t = max(x, 10)", "r = max(t, 300)"]),
        ("min_max_absorb", I, "x y", ["t = max(x, y)", "r = min(x, t)"]),
        ("max_min_absorb", I, "x y", ["t = min(x, y)", "r = max(x, t)"]),
        ("umin_umax_absorb", U, "x y", ["t = max(x, y)", "r = min(x, t)"]),
        ("umax_umin_absorb", U, "x y", ["t = min(x, y)", "r = max(x, t)"]),
        ("force_ge_zero_nonneg", I, "x", ["t = x & 255", "r = max(t, 0)"]),
        ("min_known", I, "x", ["t = x & 255", "r = min(t, 1000)"]),
        ("max_known", I, "x",
         ["a = x & 255", "t = a | 4096", "r = max(t, 100)"]),
        ("umin_known", U, "x", ["t = x & 255", "r = min(t, 1000)"]),
        ("umax_known", U, "x", ["t = x | 4096", "r = max(t, 100)"]),
    ],
    "abs": [
        ("abs_neg", I, "x", ["t = -x", "r = abs(t)"]),
        ("abs_nonneg", I, "x", ["t = x & 255", "r = abs(t)"]),
        ("abs_nonpos", I, "x", ["t = x | -256", "r = abs(t)"]),
        ("eq_abs_zero", I, "x", ["t = abs(x)", "r:_Bool = t == 0"]),
    ],
    "convert": [
        ("zext_urshift_trunc", I, "x",
         ["c:unsigned char = (unsigned char) x", "s:unsigned char = c >> 3",
          "r = (int) s"]),
        ("zext_urshift_trunc_unsigned", U, "x",
         ["c:unsigned short = (unsigned short) x",
          "s:unsigned short = c >> 9", "r = (unsigned) s"]),
        ("zext_lshift_trunc", I, "x",
         ["c:unsigned char = (unsigned char) x", "s:unsigned char = c << 4",
          "r = (int) s"]),
        ("zext_and_urshift_trunc", I, "x",
         ["c:unsigned char = (unsigned char) x", "s:unsigned char = c >> 3",
          "m:unsigned char = s & 7", "r = (int) m"]),
        ("zext_and_urshift_trunc_unsigned", U, "x",
         ["c:unsigned char = (unsigned char) x", "s:unsigned char = c >> 2",
          "m:unsigned char = s & 60", "r = (unsigned) m"]),
        ("zext_and_urshift_trunc_cast", U, "x",
         ["c:unsigned char = (unsigned char) x", "s:unsigned char = c >> 3",
          "m:unsigned char = s & 7", "r:int = (int) m"]),
        ("zext_xor_trunc", I, "x y",
         ["a:unsigned char = (unsigned char) x",
          "b:unsigned char = (unsigned char) y", "t:unsigned char = a ^ b",
          "r = (int) t"]),
        ("zext_or_trunc", I, "x y",
         ["a:unsigned short = (unsigned short) x",
          "b:unsigned short = (unsigned short) y",
          "t:unsigned short = a | b", "r = (int) t"]),
        ("zext_and_trunc", U, "x y",
         ["a:unsigned char = (unsigned char) x",
          "b:unsigned char = (unsigned char) y", "t:unsigned char = a & b",
          "r = (unsigned) t"]),
        ("sext_rshift_trunc", I, "x",
         ["c:signed char = (signed char) x", "s:signed char = c >> 3",
          "r = (int) s"]),
        ("zext_add_trunc", U, "x y",
         ["a:unsigned char = (unsigned char) x",
          "b:unsigned char = (unsigned char) y", "t:unsigned char = a + b",
          "r = (unsigned) t"]),
        ("zext_sub_trunc", U, "x y",
         ["a:unsigned short = (unsigned short) x",
          "b:unsigned short = (unsigned short) y",
          "t:unsigned short = a - b", "r = (unsigned) t"]),
        ("zext_mul_trunc", U, "x y",
         ["a:unsigned char = (unsigned char) x",
          "b:unsigned char = (unsigned char) y", "t:unsigned char = a * b",
          "r = (unsigned) t"]),
    ],
    "bitcount": [
        ("eq_popcount_zero", U, "x",
         ["p:int = __builtin_popcount (x)", "r:_Bool = p == 0"]),
        ("ne_popcount_zero", U, "x",
         ["p:int = __builtin_popcount (x)", "r:_Bool = p != 0"]),
        ("eq_popcount_width", U, "x",
         ["p:int = __builtin_popcount (x)", "r:_Bool = p == 32"]),
        ("and_popcount_one", U, "x",
         ["p:int = __builtin_popcount (x)", "r:int = p & 1"]),
        ("eq_ffs_zero", I, "x",
         ["p:int = __builtin_ffs (x)", "r:_Bool = p == 0"]),
        ("ne_ffs_zero", I, "x",
         ["p:int = __builtin_ffs (x)", "r:_Bool = p != 0"]),
        ("bswap_bswap", U, "x",
         ["a = __builtin_bswap32 (x)", "r = __builtin_bswap32 (a)"]),
        ("parity_bswap", U, "x",
         ["a = __builtin_bswap32 (x)", "r:int = __builtin_parity (a)"]),
        ("popcount_bswap", U, "x",
         ["a = __builtin_bswap32 (x)", "r:int = __builtin_popcount (a)"]),
        ("ctz_known", U, "x",
         ["a = x | 4", "b = a & -4", "r:int = __builtin_ctz (b)"]),
        ("ffs_known", I, "x",
         ["a = x | 8", "b = a & -8", "r:int = __builtin_ffs (b)"]),
        ("clz_known", U, "x",
         ["a = x | 65536", "b = a & 131071", "r:int = __builtin_clz (b)"]),
        ("add_popcount_halves", U, "x",
         ["h = x >> 16", "p:int = __builtin_popcount (h)", "l = x & 65535",
          "q:int = __builtin_popcount (l)", "r:int = p + q"]),
    ],
    "bool": [
        ("and_eq_zero", U, "x y",
         ["a:_Bool = x == 0", "b:_Bool = y == 0", "r:_Bool = a & b"]),
        ("or_ne_zero", U, "x y",
         ["a:_Bool = x != 0", "b:_Bool = y != 0", "r:_Bool = a | b"]),
        ("xor_lt_zero", I, "x y",
         ["a:_Bool = x < 0", "b:_Bool = y < 0", "r:_Bool = a ^ b"]),
        ("and_lt_zero", I, "x y",
         ["a:_Bool = x < 0", "b:_Bool = y < 0", "r:_Bool = a & b"]),
        ("or_lt_zero", I, "x y",
         ["a:_Bool = x < 0", "b:_Bool = y < 0", "r:_Bool = a | b"]),
        ("and_ge_zero", I, "x y",
         ["a:_Bool = x >= 0", "b:_Bool = y >= 0", "r:_Bool = a & b"]),
        ("or_ge_zero", I, "x y",
         ["a:_Bool = x >= 0", "b:_Bool = y >= 0", "r:_Bool = a | b"]),
        ("xor_lt_one", I, "x y", ["t:_Bool = x < y", "r:_Bool = t ^ 1"]),
        ("xor_ult_one", U, "x y", ["t:_Bool = x < y", "r:_Bool = t ^ 1"]),
        ("xor_eq_one", U, "x y", ["t:_Bool = x == y", "r:_Bool = t ^ 1"]),
        ("and_eq_ne", U, "x y",
         ["a:_Bool = x == y", "b:_Bool = x != y", "r:_Bool = a & b"]),
        ("or_eq_ne", U, "x y",
         ["a:_Bool = x == y", "b:_Bool = x != y", "r:_Bool = a | b"]),
    ],
    "select": [
        ("select_same", U, "x c", ["b:_Bool = c > 5", "r = b ? x : x"]),
        ("select_one_zero", I, "x y", ["b:_Bool = x > y", "r = b ? 1 : 0"]),
        ("select_add_one", I, "x c",
         ["b:_Bool = c > 5", "t = x + 1", "r = b ? t : x"]),
        ("select_sub_one", I, "x c",
         ["b:_Bool = c > 5", "t = x + -1", "r = b ? t : x"]),
        ("select_or_one", U, "x y",
         ["a = y & 1", "b:_Bool = a != 0", "t = x | 1", "r = b ? t : x"]),
        ("select_or_one_bit", U, "x y",
         ["a = y & 8", "b:_Bool = a != 0", "t = x | 1", "r = b ? t : x"]),
        ("select_or_one_any", U, "x c",
         ["b:_Bool = c > 5", "t = x | 1", "r = b ? t : x"]),
        ("select_xor_one", U, "x c",
         ["b:_Bool = c > 5", "t = x ^ 1", "r = b ? t : x"]),
        ("select_ne_same", U, "x y", ["b:_Bool = x != y", "r = b ? x : y"]),
        ("select_eq_same", U, "x y", ["b:_Bool = x == y", "r = b ? x : y"]),
        ("select_lt_min", I, "x y", ["b:_Bool = x < y", "r = b ? x : y"]),
        ("select_lt_max", I, "x y", ["b:_Bool = x < y", "r = b ? y : x"]),
        ("select_ult_min", U, "x y", ["b:_Bool = x < y", "r = b ? x : y"]),
        ("select_ult_max", U, "x y", ["b:_Bool = x < y", "r = b ? y : x"]),
        ("select_gt_min", I, "x y", ["b:_Bool = x > y", "r = b ? y : x"]),
        ("select_gt_max", I, "x y", ["b:_Bool = x > y", "r = b ? x : y"]),
        ("select_ugt_min", U, "x y", ["b:_Bool = x > y", "r = b ? y : x"]),
        ("select_ugt_max", U, "x y", ["b:_Bool = x > y", "r = b ? x : y"]),
        ("select_lt_max_constant", I, "x",
         ["b:_Bool = x < 11", "r = b ? 10 : x"]),
        ("select_ult_max_constant", U, "x",
         ["b:_Bool = x < 11", "r = b ? 10 : x"]),
        ("select_abs", I, "x", ["b:_Bool = x < 0", "t = -x", "r = b ? t : x"]),
        ("select_usub_sat", U, "x y",
         ["b:_Bool = x < y", "t = y - x", "r = b ? t : 0"]),
        ("select_eq_zero_one", I, "x", ["b:_Bool = x == 0", "r = b ? 1 : x"]),
        ("select_bool_and", U, "x y",
         ["b:_Bool = x < 5", "d:_Bool = y < 9", "r:_Bool = b ? d : 0"]),
        ("select_bool_or", U, "x y",
         ["b:_Bool = x < 5", "d:_Bool = y < 9", "r:_Bool = b ? 1 : d"]),
        # select_bool_xor: ~ of a _Bool, which the GIMPLE front end
        # promotes to int: peephole.c/select-1.c.
    ],
    "divmod": [
        ("div_one", I, "x", ["r = x / 1"]),
        ("udiv_one", U, "x", ["r = x / 1"]),
        ("div_minus_one", I, "x", ["r = x / -1"]),
        ("mod_one", I, "x", ["r = x % 1"]),
        ("umod_one", U, "x", ["r = x % 1"]),
        ("mod_minus_one", I, "x", ["r = x % -1"]),
        ("udiv_pow2", U, "x", ["r = x / 16"]),
        ("umod_pow2", U, "x", ["r = x % 16"]),
        ("div_pow2_nonneg", I, "x", ["t = x & 1023", "r = t / 8"]),
        ("mod_pow2_nonneg", I, "x", ["t = x & 1023", "r = t % 8"]),
        ("udiv_known_small", U, "x y",
         ["a = x & 255", "b = y | 256", "r = a / b"]),
        ("umod_known_small", U, "x y",
         ["a = x & 255", "b = y | 256", "r = a % b"]),
        ("div_known_small", I, "x", ["t = x & 7", "r = t / 10"]),
        ("mod_known_small", I, "x", ["t = x & 7", "r = t % 10"]),
        ("udiv_umod_same", U, "x y:nonzero", ["m = x % y", "r = m / y"]),
        ("umod_mul_cancel", U, "x",
         ["t = x & 65535", "m = t * 7", "r = m % 7"]),
    ],
}

VALUES = {
    U: ["0u", "1u", "2u", "3u", "5u", "7u", "8u", "15u", "16u", "255u",
        "256u", "1000u", "12345u", "0x7fffffffu", "0x80000000u",
        "0xfffffffeu", "0xffffffffu"],
    # Signed values where the patterns have no undefined behaviour.
    I: ["-1000", "-300", "-7", "-2", "-1", "0", "1", "2", "3", "7", "8",
        "15", "255", "1000", "12345"],
    "count": ["0", "1", "3", "17", "31"],
    # Divisors.
    "nonzero": ["1u", "2u", "3u", "7u", "16u", "255u", "1000u",
                "0x80000000u", "0xffffffffu"],
}


def literal(token, ctype, vtype=None):
    if vtype and vtype not in (ctype, "_Bool"):
        return "_Literal (%s) %d" % (vtype, int(token))
    if token == "MININT":
        return "_Literal (int) -2147483648"
    if token == "MAXINT":
        return "2147483647"
    value = int(token)
    if ctype == U:
        return "%du" % (value & 0xffffffff)
    if value < 0:
        return "_Literal (int) %d" % value
    return str(value)


def function(name, ctype, params, body):
    names = {}
    types = {}
    decls = []
    version = 1
    plist = []
    kinds = []
    for p in params.split():
        pname, _, kind = p.partition(":")
        names[pname] = "%s_%d(D)" % (pname, version)
        version += 1
        plist.append("%s %s" % (ctype, pname))
        kinds.append(kind or ctype)
    lines = []
    rtype = ctype
    last = None
    for line in body:
        lhs, expr = [s.strip() for s in line.split("=", 1)]
        var, _, vtype = lhs.partition(":")
        vtype = vtype or ctype
        decls.append("  %s %s;" % (vtype, var))

        def operand(tok, typed=True):
            tok = tok.strip()
            if tok in names:
                return names[tok]
            return literal(tok, ctype, vtype if typed else None)

        def value(tok):
            if tok in names or vtype != "_Bool":
                return operand(tok)
            return "_Literal (_Bool) %d" % int(tok)

        m = re.match(r"^(min|max)\((.*), (.*)\)$", expr)
        select = re.match(r"^(\w+) \? (\S+) : (\S+)$", expr)
        cast = re.match(r"^\(([a-z ]+)\) (\w+)$", expr)
        call = re.match(r"^(__builtin_\w+) \((\w+)\)$", expr)
        if select:
            text = "%s ? %s : %s" % (names[select.group(1)],
                                     value(select.group(2)),
                                     value(select.group(3)))
        elif call:
            text = "%s (%s)" % (call.group(1), operand(call.group(2)))
        elif cast:
            text = "(%s) %s" % (cast.group(1), operand(cast.group(2)))
        elif m:
            text = "__%s (%s, %s)" % (m.group(1).upper(), operand(m.group(2)),
                                     operand(m.group(3)))
        elif re.match(r"^abs\((.*)\)$", expr):
            text = "__ABS %s" % operand(expr[4:-1])
        elif expr[0] in "-~" and " " not in expr and not expr[1:].isdigit():
            text = "%s%s" % (expr[0], operand(expr[1:]))
        else:
            a, op, b = expr.split(" ")
            if op in ("==", "!=", "<", "<=", ">", ">=") and a in types:
                right = literal(b, ctype, types[a]) if b not in names \
                    else names[b]
            elif vtype == "_Bool" and op in ("&", "|", "^") \
                    and b not in names:
                # A truth value's constant: (_Bool) 1.
                right = "_Literal (_Bool) %d" % int(b)
            else:
                right = operand(b, op not in ("<<", ">>"))
            text = "%s %s %s" % (operand(a), op, right)
        types[var] = vtype
        names[var] = "%s_%d" % (var, version)
        version += 1
        lines.append("  %s = %s;" % (names[var], text))
        rtype = vtype
        last = names[var]
    return (
        "%s __GIMPLE (ssa,startwith(\"peephole\")) __attribute__ ((noipa))\n"
        "%s (%s)\n{\n%s\n  __BB(2):\n%s\n  return %s;\n}\n"
        % (rtype, name, ", ".join(plist), "\n".join(decls), "\n".join(lines),
           last), kinds)


def main_function(cases):
    out = ["int", "main (void)", "{"]
    used = set(k for _, kinds in cases for k in kinds)
    for kind, values in VALUES.items():
        if kind == "nonzero" and kind not in used:
            continue
        ctype = "unsigned" if kind in (U, "nonzero") else "int"
        out.append("  static const %s values_%s[] = { %s };"
                   % (ctype, kind, ", ".join(values)))
    out.append("  unsigned n_u = sizeof values_unsigned / sizeof (unsigned);")
    out.append("  unsigned n_i = sizeof values_int / sizeof (int);")
    out.append("  unsigned n_c = sizeof values_count / sizeof (int);")
    if "nonzero" in used:
        out.append("  unsigned n_z = sizeof values_nonzero / sizeof (unsigned);")
    for name, kinds in cases:
        arrays = [("values_unsigned", "n_u") if k == U
                  else ("values_count", "n_c") if k == "count"
                  else ("values_nonzero", "n_z") if k == "nonzero"
                  else ("values_int", "n_i") for k in kinds]
        if len(kinds) == 1:
            out.append("  for (unsigned i = 0; i < %s; i++)" % arrays[0][1])
            out.append("    printf (\"%s %%lld\\n\", (long long) %s (%s[i]));"
                       % (name, name, arrays[0][0]))
        else:
            out.append("  for (unsigned i = 0; i < %s; i++)" % arrays[0][1])
            out.append("    for (unsigned j = 0; j < %s; j++)" % arrays[1][1])
            out.append("      printf (\"%s %%lld\\n\", (long long) %s (%s[i], "
                       "%s[j]));" % (name, name, arrays[0][0], arrays[1][0]))
    out += ["  return 0;", "}"]
    return "\n".join(out) + "\n"


def rules_off_by_default(rules_directory):
    """The names of the rules that a "default off" line turns off."""
    off = set()
    for name in sorted(os.listdir(rules_directory)):
        if not name.endswith(".rules"):
            continue
        rule = None
        with open(os.path.join(rules_directory, name)) as f:
            for line in f:
                line = line.split("#", 1)[0]
                header = re.match(r"^(\w+)\s*:", line)
                if header:
                    rule = header.group(1)
                elif rule and re.match(r"^\s+default\s+off\s*$", line):
                    off.add(rule)
    return off


def uses_select(entries):
    """Whether a pattern of ENTRIES has a select, c ? a : b."""
    return any(" ? " in line for _, _, _, body in entries for line in body)


def write_family(directory, family, entries, off):
    enabled = [name for name, _, _, _ in entries if name in off]
    options = "-O2 -fgimple"
    if enabled:
        options += " -fplugin-arg-peephole-enable=" + ",".join(enabled)
    # GCC 11's GIMPLE front end reads no c ? a : b (GCC 12's does): the
    # test needs GCC 12, and is UNSUPPORTED, with the reason, before.
    require = ""
    if uses_select(entries):
        require = ("/* { dg-require-gcc 12 \"the GIMPLE front end of GCC 11"
                   " reads no c ? a : b\" } */\n")
    parts = ["/* The rules of rules/%s.rules, each on exactly its pattern.\n"
             "   Written by testsuite/make-rule-tests.py.  Each function is\n"
             "   the pattern of the rule it is named after; the program\n"
             "   prints the same with and without the plugin.  */\n"
             "/* { dg-do run } */\n"
             "%s"
             "/* { dg-options \"%s\" } */\n\n"
             "#include <stdio.h>\n" % (family, require, options)]
    cases = []
    for name, ctype, params, body in entries:
        text, kinds = function(name, ctype, params, body)
        parts.append(text)
        cases.append((name, kinds))
    parts.append(main_function(cases))
    for name, _, _, _ in entries:
        parts.append("/* { dg-final { scan-peephole-dump-times "
                     "\"rule %s \" 1 } } */\n" % name)
    parts.append("/* { dg-final { compare-plain-run } } */\n")
    path = os.path.join(directory, "rules-%s.c" % family)
    with open(path + ".tmp", "w") as f:
        f.write("\n".join(parts))
    os.rename(path + ".tmp", path)


def main():
    if len(sys.argv) > 2 or (len(sys.argv) == 2
                             and sys.argv[1].startswith("-")):
        sys.exit("usage: make-rule-tests.py [DIRECTORY]")
    if len(sys.argv) == 2:
        directory = sys.argv[1]
    else:
        directory = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                 "peephole.gimple")
    off = rules_off_by_default(os.path.join(
        os.path.dirname(os.path.abspath(__file__)), os.pardir, "rules"))
    for family, entries in FAMILIES.items():
        write_family(directory, family, entries, off)


if __name__ == "__main__":
    main()
