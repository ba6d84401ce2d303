# The operators of arith.rules: selector, rule, expression, kind.
# The same list as arith.rules; keep the two in step.
set arith_table {
    {1 eval_add {C1 + C2} int}
    {2 eval_sub {C1 - C2} int}
    {3 eval_mul {C1 * C2} int}
    {4 eval_floordiv {C1 // C2} int}
    {5 eval_mod {C1 % C2} int}
    {6 eval_and {C1 & C2} int}
    {7 eval_or {C1 | C2} int}
    {8 eval_xor {C1 ^ C2} int}
    {9 eval_shl {C1 << C2} int}
    {10 eval_shr {C1 >> C2} int}
    {11 eval_ushr {C1 >>u C2} int}
    {12 eval_neg {-C1 + 0 * C2} int}
    {13 eval_invert {~C1 + 0 * C2} int}
    {14 eval_highest_bit {highest_bit(C1) + 0 * C2} int}
    {15 eval_popcount {popcount(C1) + 0 * C2} int}
    {16 eval_min {min(C1, C2)} int}
    {17 eval_max {max(C1, C2)} int}
    {18 eval_umin {umin(C1, C2)} int}
    {19 eval_umax {umax(C1, C2)} int}
    {20 eval_minint {MININT + 0 * C1 * C2} int}
    {21 eval_maxint {MAXINT + 0 * C1 * C2} int}
    {22 eval_long_bit {LONG_BIT + 0 * C1 * C2} int}
    {23 eval_eq {C1 == C2} bool}
    {24 eval_ne {C1 != C2} bool}
    {25 eval_lt {C1 < C2} bool}
    {26 eval_le {C1 <= C2} bool}
    {27 eval_gt {C1 > C2} bool}
    {28 eval_ge {C1 >= C2} bool}
    {29 eval_ult {C1 <u C2} bool}
    {30 eval_ule {C1 <=u C2} bool}
    {31 eval_ugt {C1 >u C2} bool}
    {32 eval_uge {C1 >=u C2} bool}
    {33 eval_and_partial {C2 != 0 and C1 // C2 > 1} bool}
    {34 eval_or_partial {C2 == 0 or C1 // C2 > 1} bool}
}
