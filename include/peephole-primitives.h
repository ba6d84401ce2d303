/* peephole-primitives.h: the end of a domain of the table of
   operations.  include/peephole-semantics.h (on Z3 terms) and
   include/peephole-concrete.h (on words) each define the primitives of
   the VALUE column (V_ADD, C_SLT ...) as macros, expand the table, and
   include this file to undefine them, so that the list of primitives
   is written here once.  No include guard: each domain includes it.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#undef V_ZERO
#undef V_ADD
#undef V_SUB
#undef V_MUL
#undef V_NEG
#undef V_NOT
#undef V_AND
#undef V_IOR
#undef V_XOR
#undef V_SHL
#undef V_ASHR
#undef V_LSHR
#undef V_ROTL
#undef V_ROTR
#undef V_SDIV
#undef V_SREM
#undef V_UDIV
#undef V_UREM
#undef V_SDIV_FLOOR
#undef V_SDIV_CEIL
#undef V_SDIV_ROUND
#undef V_UDIV_CEIL
#undef V_UDIV_ROUND
#undef V_UMULH
#undef V_SEXT
#undef V_ZEXT
#undef V_TRUNC
#undef V_BOOL
#undef V_POPCOUNT
#undef V_PARITY
#undef V_CLZ
#undef V_CTZ
#undef V_FFS
#undef V_BSWAP
#undef V_SELECT
#undef C_EQ
#undef C_NOT
#undef C_SLT
#undef C_ULT
#undef C_TRUE
