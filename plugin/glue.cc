/* glue.cc: include/peephole-api.h on GIMPLE.

   The generated matcher asks about a statement through the functions
   of peephole-api.h; this file answers from GIMPLE and builds the
   replacement.  It decides what the plugin may touch:
   - assignments whose operation is in the table of operations
     (include/peephole-ops.def), and conditions that compare, on
     INTEGER_TYPEs of 1 to 128 bits whose values are all those of their
     precision (of 1 bit only unsigned) and on _Bool; conversions
     between two such types are operations too (int_sext, int_zext,
     int_trunc, int_cast, told apart by the precisions and the source's
     signedness), but for conversions into _Bool from wider types;
   - calls of the table's bit-counting functions (PEEP_CALL: popcount,
     parity, clz, ctz, ffs, bswap), built-in or internal, of one
     operand of a precision the table lists, whose result is an
     INTEGER_TYPE: they are const, so have no virtual operands;
   - on _Bool, only what GCC itself does with truth values: &, |, ^,
     ~ and comparisons;
   - not statements that can throw, nor names that occur in abnormal
     PHIs, nor types whose overflow traps.
   Inner operations may have types other than the statement's: the
   matcher asks for the type of everything it matched and checks that
   the types are those the rule was proven for.  A replacement may
   compute in types the statement does not have, which GCC makes from
   the matched ones (unsigned_type_for, signed_type_for,
   boolean_type_node): where it makes none that the plugin supports,
   the rule does not apply.  Every builder checks its operands' types
   against the type it builds in, so that a matcher that forgot a check
   builds nothing rather than wrong GIMPLE.
   A replacement is built into a sequence and inserted only when the
   whole of it could be built.  For example, and_popcount_one rewrites

     p_2 = __builtin_popcount (x_1(D));     p_2 = __builtin_popcount (x_1(D));
     r_3 = p_2 & 1;                   =>    r_3 = __builtin_parity (x_1(D));

   replacing the assignment of r_3 by a call with the same result.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "tree-eh.h"
#include "stringpool.h"
#include "tree-ssanames.h"
#include "fold-const.h"
#include "tree-cfg.h"

#include "compat.h"
#include "glue.h"
#include "peephole-arith.h"
#include "peephole-ops.h"

/* Operations: their GIMPLE forms, arities, flags and widths, from the
   table.  A conversion's code is NOP_EXPR, what the glue builds for
   it; which conversion a NOP_EXPR or CONVERT_EXPR is, its flags decide
   (conversion_fits_p).  A call's code is CALL_EXPR, and CALL says
   which functions compute it (call_functions).  ORDER OPS.  */

/* The calls of the table, by the name it gives them: GCC's combined
   function of the internal function (PEEP_CALL (CFN_POPCOUNT)).  ORDER
   CALLS: call_functions.  */
enum call_kind
{
  CALL_NONE,
  CALL_CFN_POPCOUNT,
  CALL_CFN_PARITY,
  CALL_CFN_CLZ,
  CALL_CFN_CTZ,
  CALL_CFN_FFS,
  CALL_CFN_BSWAP,
  CALL_COUNT
};

#define PEEP_TREE(CODE) CODE, CALL_NONE
#define PEEP_CONVERT NOP_EXPR, CALL_NONE
#define PEEP_CALL(CFN) CALL_EXPR, CALL_##CFN

static const struct
{
  enum tree_code code;
  enum call_kind call;
  int arity;
  int flags;
  int widths;
} op_table[PEEP_OP_COUNT] = {
  { ERROR_MARK, CALL_NONE, 0, 0, 0 },
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  { FORM, ARITY, FLAGS, WIDTHS },
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

#undef PEEP_TREE
#undef PEEP_CONVERT
#undef PEEP_CALL

/* The GIMPLE functions of each call: GCC reaches the operation through
   a built-in function per operand type, and through an internal
   function.  The builder takes the first built-in whose parameter has
   the operand's type; the classifier knows them all.  Internal
   functions whose meaning differs from the table's are left out (as
   IFN_LAST): GCC's .CLZ and .CTZ are defined at zero where the target
   defines them (tree-ssa-phiopt.cc makes one of x != 0 ? clz (x) : 32),
   while the table's int_clz and int_ctz are undefined there, so a rule
   may assume their operand nonzero; GCC 12 has no .BSWAP.
   ORDER CALLS.  */
static const struct
{
  enum built_in_function builtins[4];
  enum internal_fn internal;
} call_functions[CALL_COUNT] = {
  { { END_BUILTINS, END_BUILTINS, END_BUILTINS, END_BUILTINS }, IFN_LAST },
  { { BUILT_IN_POPCOUNT, BUILT_IN_POPCOUNTL, BUILT_IN_POPCOUNTLL,
      BUILT_IN_POPCOUNTIMAX }, IFN_POPCOUNT },
  { { BUILT_IN_PARITY, BUILT_IN_PARITYL, BUILT_IN_PARITYLL,
      BUILT_IN_PARITYIMAX }, IFN_PARITY },
  { { BUILT_IN_CLZ, BUILT_IN_CLZL, BUILT_IN_CLZLL, BUILT_IN_CLZIMAX },
    IFN_LAST },
  { { BUILT_IN_CTZ, BUILT_IN_CTZL, BUILT_IN_CTZLL, BUILT_IN_CTZIMAX },
    IFN_LAST },
  { { BUILT_IN_FFS, BUILT_IN_FFSL, BUILT_IN_FFSLL, BUILT_IN_FFSIMAX },
    IFN_FFS },
  { { BUILT_IN_BSWAP16, BUILT_IN_BSWAP32, BUILT_IN_BSWAP64,
      BUILT_IN_BSWAP128 }, IFN_LAST },
};

int
peep_op_arity (enum peep_op op)
{
  gcc_assert (op > PEEP_OP_NONE && op < PEEP_OP_COUNT);
  return op_table[op].arity;
}

int
peep_op_flags (enum peep_op op)
{
  gcc_assert (op > PEEP_OP_NONE && op < PEEP_OP_COUNT);
  return op_table[op].flags;
}

/* Whether the glue knows OP in GIMPLE.  */
static bool
known_op_p (enum peep_op op)
{
  return op > PEEP_OP_NONE && op < PEEP_OP_COUNT
	 && op_table[op].code != ERROR_MARK;
}

static bool
conversion_op_p (enum peep_op op)
{
  return (op_table[op].flags & PEEP_OPF_CONVERT) != 0;
}

static bool
comparison_op_p (enum peep_op op)
{
  return (op_table[op].flags & PEEP_OPF_COMPARISON) != 0;
}

static bool
call_op_p (enum peep_op op)
{
  return op_table[op].call != CALL_NONE;
}

static bool
select_op_p (enum peep_op op)
{
  return (op_table[op].flags & PEEP_OPF_SELECT) != 0;
}

/* Whether OP exists at the precision of TYPE, its operands' type (the
   WIDTHS column).  */
static bool
width_fits_p (enum peep_op op, tree type)
{
  int widths = op_table[op].widths;
  if (widths == PEEP_WANY)
    return true;
  for (int i = 0; (PEEP_W8 << i) <= PEEP_W128; i++)
    if (TYPE_PRECISION (type) == 8u << i)
      return (widths & (PEEP_W8 << i)) != 0;
  return false;
}

/* Whether OP may work on operands of TYPE when TYPE is _Bool: only
   comparisons and the operations the table says (PEEP_OPF_TRUTH).  */
static bool
boolean_fits_p (enum peep_op op, tree type)
{
  return (TREE_CODE (type) != BOOLEAN_TYPE
	  || (op_table[op].flags & (PEEP_OPF_COMPARISON | PEEP_OPF_TRUTH)));
}

static tree
operand_tree (peep_operand operand)
{
  return CONST_CAST_TREE ((const_tree) operand);
}

static tree
type_tree (peep_type type)
{
  return CONST_CAST_TREE ((const_tree) type);
}

static bool
abnormal_p (tree t)
{
  return TREE_CODE (t) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t);
}

/* Whether T may be an operand of a replacement: an SSA name not in an
   abnormal PHI, or a constant.  */
static bool
usable_p (tree t)
{
  return t && (TREE_CODE (t) == INTEGER_CST
	       || (TREE_CODE (t) == SSA_NAME && !abnormal_p (t)));
}

/* Whether T is a comparison that a select has as its condition, in no
   statement of its own (a COND_EXPR's, or the GIMPLE_COND's of a PHI),
   over operands a replacement may use.  The matcher sees it as an
   operand of type _Bool; a replacement that uses it computes it
   first (gimple_value).  */
static bool
condition_tree_p (tree t)
{
  return (t && COMPARISON_CLASS_P (t) && usable_p (TREE_OPERAND (t, 0))
	  && usable_p (TREE_OPERAND (t, 1)));
}

/* Whether the plugin may compute with values of TYPE: an integer type
   of 1 to 128 bits whose values are every value of its precision, and
   whose overflow does not trap, or a _Bool.  A 1-bit type must be
   unsigned: its values are the 0 and 1 of a truth value (a signed one,
   0 and -1, is not a truth value to the rules).  */
static bool
supported_type_uncached_p (tree type)
{
  if (!type
      || (TREE_CODE (type) != INTEGER_TYPE
	  && TREE_CODE (type) != BOOLEAN_TYPE)
      || TYPE_PRECISION (type) > 128 || TYPE_PRECISION (type) < 1
      || TYPE_OVERFLOW_TRAPS (type))
    return false;
  unsigned precision = TYPE_PRECISION (type);
  if ((TREE_CODE (type) == BOOLEAN_TYPE || precision == 1)
      && (precision != 1 || !TYPE_UNSIGNED (type)))
    return false;
  signop sign = TYPE_SIGN (type);
  return (TYPE_MIN_VALUE (type) && TYPE_MAX_VALUE (type)
	  && TREE_CODE (TYPE_MIN_VALUE (type)) == INTEGER_CST
	  && TREE_CODE (TYPE_MAX_VALUE (type)) == INTEGER_CST
	  && wi::eq_p (wi::to_wide (TYPE_MIN_VALUE (type)),
		       wi::min_value (precision, sign))
	  && wi::eq_p (wi::to_wide (TYPE_MAX_VALUE (type)),
		       wi::max_value (precision, sign)));
}

/* The same, remembered for the last few types asked about: every
   operand of every statement is asked about, and a program has few
   types.  An entry holds the type's unique number too, which no other
   type has, even one that reuses the memory of a type collected
   since, and -ftrapv, which a function's optimize attribute may
   change and on which TYPE_OVERFLOW_TRAPS depends.  */
static bool
supported_type_p (tree type)
{
  static struct
  {
    tree type;
    unsigned uid;
    bool trapv;
    bool supported;
  } cache[16];
  if (!type || !TYPE_P (type))
    return supported_type_uncached_p (type);
  unsigned i = (TYPE_UID (type) * 7u) % ARRAY_SIZE (cache);
  if (cache[i].type != type || cache[i].uid != TYPE_UID (type)
      || cache[i].trapv != (flag_trapv != 0))
    {
      cache[i].type = type;
      cache[i].uid = TYPE_UID (type);
      cache[i].trapv = flag_trapv != 0;
      cache[i].supported = supported_type_uncached_p (type);
    }
  return cache[i].supported;
}

/* Whether an operation with FLAGS may work on a value of TYPE, as far
   as signedness goes: that of the operands, for a conversion or a call
   that of its operand.  */
static bool
signedness_fits_p (int flags, tree type)
{
  return !(((flags & PEEP_OPF_SIGNED) && TYPE_UNSIGNED (type))
	   || ((flags & PEEP_OPF_UNSIGNED) && !TYPE_UNSIGNED (type)));
}

/* Whether conversion OP may convert a value of SOURCE to TYPE: both
   supported, of the signedness OP needs (of the source; of TYPE for
   uint_cast and sint_cast), and their precisions related as OP's
   flags say.  Not into a _Bool from a wider type: the rules read a
   conversion as keeping the low bits, and the front ends convert to
   _Bool by comparing with 0, so that such a conversion in GIMPLE is
   best left alone.  The same test classifies conversions and checks
   those built, so that the two cannot disagree.  */
static bool
conversion_fits_p (enum peep_op op, tree type, tree source)
{
  int flags = op_table[op].flags;
  if (!conversion_op_p (op) || !supported_type_p (type)
      || !supported_type_p (source) || !signedness_fits_p (flags, source)
      || !width_fits_p (op, source)
      || ((flags & PEEP_OPF_TO_SIGNED) && TYPE_UNSIGNED (type))
      || ((flags & PEEP_OPF_TO_UNSIGNED) && !TYPE_UNSIGNED (type)))
    return false;
  unsigned r = TYPE_PRECISION (type), p = TYPE_PRECISION (source);
  if (TREE_CODE (type) == BOOLEAN_TYPE && p != 1)
    return false;
  if (flags & PEEP_OPF_WIDENS)
    return r > p;
  if (flags & PEEP_OPF_NARROWS)
    return r < p;
  return r == p;
}

/* The operations of the table that are not calls, by tree code (a
   conversion's is NOP_EXPR), in the table's order: the first of each
   code, and the next of the same code.  Every statement is classified,
   and most have a code of none.  */
static unsigned char next_op_of_code[PEEP_OP_COUNT];

static int
first_op_of_code (enum tree_code code)
{
  static unsigned char first[MAX_TREE_CODES];
  static bool indexed;
  STATIC_ASSERT (PEEP_OP_COUNT <= 256);
  if (!indexed)
    {
      for (int op = PEEP_OP_COUNT - 1; op > PEEP_OP_NONE; op--)
	if (known_op_p ((enum peep_op) op) && !call_op_p ((enum peep_op) op))
	  {
	    next_op_of_code[op] = first[op_table[op].code];
	    first[op_table[op].code] = op;
	  }
      indexed = true;
    }
  return first[code];
}

/* The conversion from SOURCE to TYPE, or PEEP_OP_NONE.  Never
   uint_cast nor sint_cast: a conversion that keeps the precision is
   int_cast, and the matcher checks the signedness of its result where
   a rule's pattern says uint_cast (gen/util.c, op_matched).  */
static enum peep_op
classify_conversion (tree type, tree source)
{
  if (!supported_type_p (type) || !supported_type_p (source))
    return PEEP_OP_NONE;
  for (int op = first_op_of_code (NOP_EXPR); op != PEEP_OP_NONE;
       op = next_op_of_code[op])
    if (!(op_table[op].flags & (PEEP_OPF_TO_SIGNED | PEEP_OPF_TO_UNSIGNED))
	&& conversion_fits_p ((enum peep_op) op, type, source))
      return (enum peep_op) op;
  return PEEP_OP_NONE;
}

/* Whether TYPE may be the operand type of call OP: an INTEGER_TYPE
   (not a _Bool) of a precision OP exists at, of the signedness it
   needs, whose precision is its mode's (GCC computes the call in that
   mode).  */
static bool
call_operand_type_p (enum peep_op op, tree type)
{
  return (supported_type_p (type) && TREE_CODE (type) == INTEGER_TYPE
	  && type_has_mode_precision_p (type) && width_fits_p (op, type)
	  && signedness_fits_p (op_table[op].flags, type));
}

/* Whether call OP may compute a value of TYPE from A: A of an operand
   type of OP, TYPE an INTEGER_TYPE, of A's type unless OP's result has
   a type of its own.  The same test classifies calls and checks those
   built.  */
static bool
call_fits_p (enum peep_op op, tree type, tree a)
{
  if (!known_op_p (op) || !call_op_p (op) || !a
      || !call_operand_type_p (op, TREE_TYPE (a)) || !supported_type_p (type)
      || TREE_CODE (type) != INTEGER_TYPE || !type_has_mode_precision_p (type))
    return false;
  return ((op_table[op].flags & PEEP_OPF_OWN_RESULT) != 0
	  || types_compatible_p (type, TREE_TYPE (a)));
}

/* The call operation that FN, a combined function, computes, or
   PEEP_OP_NONE.  */
static enum peep_op
call_op (combined_fn fn)
{
  for (int op = PEEP_OP_NONE + 1; op < PEEP_OP_COUNT; op++)
    {
      enum call_kind kind = op_table[op].call;
      if (kind == CALL_NONE)
	continue;
      if (internal_fn_p (fn) && call_functions[kind].internal != IFN_LAST
	  && as_internal_fn (fn) == call_functions[kind].internal)
	return (enum peep_op) op;
      if (builtin_fn_p (fn))
	for (int i = 0; i < 4; i++)
	  if (as_builtin_fn (fn) == call_functions[kind].builtins[i])
	    return (enum peep_op) op;
    }
  return PEEP_OP_NONE;
}

/* The operation of CALL: a call of one of the table's functions, of one
   operand, with a result, without side effects (the bit-counting
   functions are const: a call with virtual operands is another
   function, or one declared otherwise).  */
static enum peep_op
classify_call (gcall *call)
{
  tree lhs = gimple_call_lhs (call);
  if (!lhs || gimple_call_num_args (call) != 1 || gimple_call_chain (call)
      || gimple_vdef (call) || gimple_vuse (call)
      || gimple_has_side_effects (call))
    return PEEP_OP_NONE;
  enum peep_op op = call_op (gimple_call_combined_fn (call));
  if (op == PEEP_OP_NONE
      || !call_fits_p (op, TREE_TYPE (lhs), gimple_call_arg (call, 0)))
    return PEEP_OP_NONE;
  return op;
}

/* The type an operation of STMT works on: of the operands of a
   comparison, else of the result (for a conversion, the type it
   converts to; for a call, that of its result).  */
static tree
operation_type (gimple *stmt, int flags)
{
  if (gimple_code (stmt) == GIMPLE_COND)
    return TREE_TYPE (gimple_cond_lhs (stmt));
  if (flags & PEEP_OPF_COMPARISON)
    return TREE_TYPE (gimple_assign_rhs1 (stmt));
  return TREE_TYPE (gimple_get_lhs (stmt));
}

/* Operand I of the operation of STMT: of a condition, a call's
   argument, or an assignment's right-hand side; NULL if there is
   none.  */
static tree
operation_operand (gimple *stmt, int i)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_COND:
      return i == 0 ? gimple_cond_lhs (stmt) : gimple_cond_rhs (stmt);
    case GIMPLE_CALL:
      return (unsigned) i < gimple_call_num_args (stmt)
	     ? gimple_call_arg (stmt, i) : NULL_TREE;
    default:
      return (unsigned) i + 1 < gimple_num_ops (stmt)
	     ? gimple_op (stmt, i + 1) : NULL_TREE;
    }
}

/* The operation CODE with ARITY operands, on operands of TYPE; never a
   conversion (classify_conversion) nor a call (classify_call).  */
static enum peep_op
classify_code (enum tree_code code, int arity, tree type)
{
  if (!INTEGRAL_TYPE_P (type))
    return PEEP_OP_NONE;
  for (int op = first_op_of_code (code); op != PEEP_OP_NONE;
       op = next_op_of_code[op])
    {
      enum peep_op candidate = (enum peep_op) op;
      if (conversion_op_p (candidate) || op_table[op].arity != arity
	  || !signedness_fits_p (op_table[op].flags, type)
	  || !width_fits_p (candidate, type)
	  || !boolean_fits_p (candidate, type))
	continue;
      return candidate;
    }
  return PEEP_OP_NONE;
}

enum peep_op
peep_classify (gimple *stmt)
{
  if (gimple_code (stmt) == GIMPLE_COND)
    return classify_code (gimple_cond_code (stmt), 2,
			  TREE_TYPE (gimple_cond_lhs (stmt)));
  if (gcall *call = dyn_cast <gcall *> (stmt))
    return classify_call (call);
  if (!is_gimple_assign (stmt))
    return PEEP_OP_NONE;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (CONVERT_EXPR_CODE_P (code))
    return classify_conversion (TREE_TYPE (gimple_assign_lhs (stmt)),
				TREE_TYPE (gimple_assign_rhs1 (stmt)));
  int arity = gimple_num_ops (stmt) - 1;
  tree type = TREE_CODE_CLASS (code) == tcc_comparison
	      ? TREE_TYPE (gimple_assign_rhs1 (stmt))
	      : TREE_TYPE (gimple_assign_lhs (stmt));
  return classify_code (code, arity, type);
}

enum peep_op
peep_classify_condition (tree t)
{
  if (!condition_tree_p (t)
      || !supported_type_p (TREE_TYPE (TREE_OPERAND (t, 0))))
    return PEEP_OP_NONE;
  return classify_code (TREE_CODE (t), 2, TREE_TYPE (TREE_OPERAND (t, 0)));
}

/* Whether the operands of STMT, of operation OP, may be used by a
   replacement: SSA names not in abnormal PHIs, or constants, of
   supported types (a shift count, of any integral type; a select's
   condition may be a comparison, condition_tree_p).  GIMPLE's own rules
   make most of the type checks redundant; they cost little and keep the
   matcher's types within what it can be proven for.  */
static bool
operands_ok_p (gimple *stmt, enum peep_op op)
{
  for (int i = 0; i < op_table[op].arity; i++)
    {
      tree t = operation_operand (stmt, i);
      if (i == 0 && select_op_p (op) && condition_tree_p (t))
	continue;
      if (!usable_p (t))
	return false;
      if (i == 1 && (op_table[op].flags & PEEP_OPF_SHIFT)
	  ? !INTEGRAL_TYPE_P (TREE_TYPE (t))
	  : !supported_type_p (TREE_TYPE (t)))
	return false;
    }
  return true;
}

bool
peep_ctx_init (peep_ctx *ctx, gimple_stmt_iterator gsi)
{
  gimple *stmt = gsi_stmt (gsi);
  enum peep_op op = peep_classify (stmt);
  if (op == PEEP_OP_NONE)
    return false;
  /* All but the facts asked for, of which there are none yet.  */
  memset (ctx, 0, offsetof (peep_ctx, known));
  ctx->op = op;
  if (gimple_code (stmt) != GIMPLE_COND)
    {
      tree lhs = gimple_get_lhs (stmt);
      if (!lhs || TREE_CODE (lhs) != SSA_NAME || abnormal_p (lhs))
	return false;
    }
  if (stmt_could_throw_p (cfun, stmt) || !operands_ok_p (stmt, ctx->op))
    return false;
  ctx->type = operation_type (stmt, op_table[ctx->op].flags);
  if (!supported_type_p (ctx->type))
    return false;
  ctx->gsi = gsi;
  ctx->stmt = stmt;
  ctx->location = gimple_location (stmt);
  ctx->precision = TYPE_PRECISION (ctx->type);
  ctx->regime = TYPE_OVERFLOW_WRAPS (ctx->type) ? PEEP_REGIME_WRAPPING
		: PEEP_REGIME_UNDEFINED;
  for (int i = 0; i < op_table[ctx->op].arity; i++)
    ctx->operands[i] = operation_operand (stmt, i);
  ctx->rule = -1;
  if (peep_verify_enabled)
    peep_verify_begin (ctx);
  return true;
}

/* The block whose GIMPLE_COND leads to B when B is an arm of a diamond
   or a triangle: B's single predecessor, B having one successor, both
   by normal edges; NULL otherwise.  */
static basic_block
arm_source (basic_block b)
{
  if (!single_pred_p (b) || !single_succ_p (b)
      || ((single_pred_edge (b)->flags | single_succ_edge (b)->flags)
	  & EDGE_COMPLEX))
    return NULL;
  return single_pred (b);
}

/* The GIMPLE_COND that controls PHI, a PHI of two arguments at the join
   of a diamond (each argument comes from an arm that the condition
   branches to) or a triangle (one comes from the condition's block
   itself), which of its arguments the condition's true edge leads to
   (*TRUE_ARG), and the arm of each argument (ARMS, NULL for the edge
   from the condition's block itself); NULL if PHI is not at such a
   join.  These are the shapes GCC's phiopt replaces.  */
static gcond *
controlling_condition (gphi *phi, int *true_arg, basic_block arms[2])
{
  basic_block join = gimple_bb (phi);
  if (gimple_phi_num_args (phi) != 2 || EDGE_COUNT (join->preds) != 2)
    return NULL;
  edge in[2] = { gimple_phi_arg_edge (phi, 0), gimple_phi_arg_edge (phi, 1) };
  if ((in[0]->flags | in[1]->flags) & EDGE_COMPLEX)
    return NULL;
  basic_block from[2] = { in[0]->src, in[1]->src };
  basic_block source[2] = { arm_source (from[0]), arm_source (from[1]) };
  basic_block branch;
  /* The edges out of the branching block that lead to each argument.  */
  edge first[2];
  if (source[0] && source[0] == source[1])
    {
      branch = source[0];
      first[0] = single_pred_edge (from[0]);
      first[1] = single_pred_edge (from[1]);
    }
  else if (source[1] && source[1] == from[0])
    {
      branch = from[0];
      first[0] = in[0];
      first[1] = single_pred_edge (from[1]);
    }
  else if (source[0] && source[0] == from[1])
    {
      branch = from[1];
      first[0] = single_pred_edge (from[0]);
      first[1] = in[1];
    }
  else
    return NULL;
  /* In one loop: a replacement at a join outside the branch's loop
     would use the loop's values outside it, which loop-closed SSA
     form forbids where a loop pass has it.  */
  if (branch == join || EDGE_COUNT (branch->succs) != 2
      || branch->loop_father != join->loop_father)
    return NULL;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (branch));
  if (!cond || first[0] == first[1])
    return NULL;
  if (first[0]->flags & EDGE_TRUE_VALUE)
    *true_arg = 0;
  else if (first[1]->flags & EDGE_TRUE_VALUE)
    *true_arg = 1;
  else
    return NULL;
  for (int i = 0; i < 2; i++)
    arms[i] = from[i] == branch ? NULL : from[i];
  return cond;
}

/* Whether replacing PHI, with the other PHIs of its join, leaves its
   branch with nothing to do, so that the branch goes at the next CFG
   cleanup: the join has no virtual PHI (which would mean that an arm
   stores), and each of ARMS computes nothing but values, without side
   effects, that only the arm and the join's PHIs use (dead once they
   are gone).  A select that leaves its branch in place only adds code,
   as the arm computes what it did and the join the replacement; GCC's
   phiopt asks the same of the blocks it empties.  Where the join has
   several PHIs, the pass rewrites them only if a rule applies to each
   (peephole.cc, rewrite_join).  */
static bool
branch_goes_p (gphi *phi, basic_block arms[2])
{
  basic_block join = gimple_bb (phi);
  for (gphi_iterator psi = gsi_start_phis (join); !gsi_end_p (psi);
       gsi_next (&psi))
    if (virtual_operand_p (gimple_phi_result (psi.phi ())))
      return false;
  for (int i = 0; i < 2; i++)
    {
      if (!arms[i])
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (arms[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_NOP)
	    continue;
	  if (!is_gimple_assign (stmt) || gimple_has_side_effects (stmt)
	      || gimple_vdef (stmt) || stmt_could_throw_p (cfun, stmt)
	      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
	    return false;
	  imm_use_iterator uses;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, uses, gimple_assign_lhs (stmt))
	    {
	      gimple *user = USE_STMT (use);
	      if (!is_gimple_debug (user) && gimple_bb (user) != arms[i]
		  && !(gimple_code (user) == GIMPLE_PHI
		       && gimple_bb (user) == join))
		return false;
	    }
	}
    }
  return true;
}

bool
peep_ctx_invert_select (peep_ctx *ctx)
{
  tree condition = ctx->operands[0];
  if (!select_op_p (ctx->op) || !condition_tree_p (condition))
    return false;
  enum tree_code code = invert_tree_comparison (TREE_CODE (condition),
						false);
  if (code == ERROR_MARK)
    return false;
  ctx->operands[0] = build2 (code, TREE_TYPE (condition),
			     TREE_OPERAND (condition, 0),
			     TREE_OPERAND (condition, 1));
  std::swap (ctx->operands[1], ctx->operands[2]);
  std::swap (ctx->arms[0], ctx->arms[1]);
  ctx->rule = -1;
  if (peep_verify_enabled)
    peep_verify_begin (ctx);
  return true;
}

bool
peep_ctx_init_phi (peep_ctx *ctx, gphi_iterator psi)
{
  gphi *phi = psi.phi ();
  memset (ctx, 0, offsetof (peep_ctx, known));
  tree lhs = gimple_phi_result (phi);
  int true_arg;
  basic_block arms[2];
  if (virtual_operand_p (lhs) || abnormal_p (lhs)
      || !supported_type_p (TREE_TYPE (lhs)))
    return false;
  gcond *cond = controlling_condition (phi, &true_arg, arms);
  if (!cond || !branch_goes_p (phi, arms))
    return false;
  ctx->op = classify_code (COND_EXPR, 3, TREE_TYPE (lhs));
  tree condition = build2 (gimple_cond_code (cond), boolean_type_node,
			   gimple_cond_lhs (cond), gimple_cond_rhs (cond));
  tree if_true = gimple_phi_arg_def (phi, true_arg);
  tree if_false = gimple_phi_arg_def (phi, 1 - true_arg);
  if (ctx->op == PEEP_OP_NONE || !condition_tree_p (condition)
      || !usable_p (if_true) || !usable_p (if_false))
    return false;
  ctx->stmt = phi;
  ctx->location = gimple_location (cond);
  ctx->psi = psi;
  ctx->join = gimple_bb (phi);
  ctx->arms[0] = arms[true_arg];
  ctx->arms[1] = arms[1 - true_arg];
  ctx->gsi = gsi_after_labels (ctx->join);
  ctx->type = TREE_TYPE (lhs);
  ctx->precision = TYPE_PRECISION (ctx->type);
  ctx->regime = TYPE_OVERFLOW_WRAPS (ctx->type) ? PEEP_REGIME_WRAPPING
		: PEEP_REGIME_UNDEFINED;
  ctx->operands[0] = condition;
  ctx->operands[1] = if_true;
  ctx->operands[2] = if_false;
  ctx->rule = -1;
  if (peep_verify_enabled)
    peep_verify_begin (ctx);
  return true;
}

/* Questions of the matcher.  */

enum peep_op
peep_root_op (peep_ctx *ctx)
{
  return ctx->op;
}

peep_operand
peep_root_operand (peep_ctx *ctx, int i)
{
  return ctx->operands[i];
}

peep_type
peep_root_type (peep_ctx *ctx)
{
  return ctx->type;
}

peep_type
peep_operand_type (peep_ctx *, peep_operand operand)
{
  return TREE_TYPE (operand_tree (operand));
}

int
peep_same_type_p (peep_ctx *, peep_type a, peep_type b)
{
  return a && b && types_compatible_p (type_tree (a), type_tree (b));
}

unsigned
peep_type_precision (peep_ctx *, peep_type type)
{
  return TYPE_PRECISION (type_tree (type));
}

int
peep_type_unsigned_p (peep_ctx *, peep_type type)
{
  return TYPE_UNSIGNED (type_tree (type));
}

enum peep_regime
peep_type_regime (peep_ctx *, peep_type type)
{
  return TYPE_OVERFLOW_WRAPS (type_tree (type)) ? PEEP_REGIME_WRAPPING
	 : PEEP_REGIME_UNDEFINED;
}

/* TYPE if the plugin may compute with values of it and it is of the
   precision PRECISION; else NULL.  */
static peep_type
type_if_supported (tree type, unsigned precision)
{
  if (!type || !supported_type_p (type) || TYPE_PRECISION (type) != precision)
    return NULL;
  return type;
}

/* The types a target may compute in that the statement need not have:
   GCC's own, as match.pd's results use them.  unsigned_type_for and
   signed_type_for return TYPE itself where it has the signedness
   asked for, NULL_TREE for a type that has no such variant; a signed
   type of one bit is not supported (supported_type_p).  */
peep_type
peep_unsigned_type (peep_ctx *, peep_type type)
{
  tree t = type_tree (type);
  if (!t || !supported_type_p (t))
    return NULL;
  return type_if_supported (unsigned_type_for (t), TYPE_PRECISION (t));
}

peep_type
peep_signed_type (peep_ctx *, peep_type type)
{
  tree t = type_tree (type);
  if (!t || !supported_type_p (t))
    return NULL;
  return type_if_supported (signed_type_for (t), TYPE_PRECISION (t));
}

peep_type
peep_bool_type (peep_ctx *)
{
  return type_if_supported (boolean_type_node, 1);
}

/* The statement defining T, if the matcher may look into it: an
   assignment or a call of an operation of the table on supported
   types, that cannot throw and whose operands may be reused.  Its
   types may differ from the statement's: the matcher checks them.  A
   comparison's result, of a type of its own, must be a supported type
   too (a _Bool is, at one bit): the matcher reads it as the
   comparison's 0 or 1 in that type.  */
static gimple *
matchable_def (tree t, enum peep_op *op)
{
  if (TREE_CODE (t) != SSA_NAME || abnormal_p (t)
      || !supported_type_p (TREE_TYPE (t)))
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (t);
  *op = peep_classify (def);
  if (*op == PEEP_OP_NONE || stmt_could_throw_p (cfun, def)
      || !operands_ok_p (def, *op)
      || !supported_type_p (operation_type (def, op_table[*op].flags)))
    return NULL;
  return def;
}

/* Whether T, used by a replacement of CTX's statement, has its value
   there: always, but that a replacement of a PHI goes after the join's
   labels, where only names defined in blocks that dominate it (or by
   its PHIs) are; a comparison, where its operands are.  */
static bool
available_p (peep_ctx *ctx, tree t)
{
  if (!ctx->join || TREE_CODE (t) == INTEGER_CST)
    return true;
  if (COMPARISON_CLASS_P (t))
    return (available_p (ctx, TREE_OPERAND (t, 0))
	    && available_p (ctx, TREE_OPERAND (t, 1)));
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (t);
  basic_block bb = gimple_bb (def);
  if (!bb)
    return true;		/* built, pending */
  if (bb == ctx->join)
    return gimple_code (def) == GIMPLE_PHI;
  return dominated_by_p (CDI_DOMINATORS, ctx->join, bb);
}

/* The statement defining OPERAND that the matcher may look into, and
   its operation; or, for a comparison that a select has as condition,
   the comparison's operation.  At a PHI, the statements of the arms
   too: the prover reads a select's arms as defined only where the
   condition takes them (gen/prove.c, arm_values), as they are
   computed.  */
static enum peep_op
def_op (peep_ctx *, tree t, gimple **def)
{
  enum peep_op op = PEEP_OP_NONE;
  *def = NULL;
  if (COMPARISON_CLASS_P (t))
    return peep_classify_condition (t);
  *def = matchable_def (t, &op);
  return *def ? op : PEEP_OP_NONE;
}

enum peep_op
peep_def_op (peep_ctx *ctx, peep_operand operand)
{
  gimple *def;
  return def_op (ctx, operand_tree (operand), &def);
}

peep_operand
peep_def_operand (peep_ctx *ctx, peep_operand operand, int i)
{
  gimple *def;
  tree t = operand_tree (operand);
  enum peep_op op = def_op (ctx, t, &def);
  gcc_assert (op != PEEP_OP_NONE && i >= 0 && i < op_table[op].arity);
  if (!def)
    return TREE_OPERAND (t, i);
  if (peep_verify_enabled)
    peep_verify_note_def (t);
  return operation_operand (def, i);
}

peep_uint
peep_low_bits (const widest_int &w, unsigned p)
{
  peep_uint low = (unsigned HOST_WIDE_INT) w.to_shwi ();
  peep_uint high = (unsigned HOST_WIDE_INT) wi::arshift (w, 64).to_shwi ();
  return ((high << 64) | (low & ~(unsigned HOST_WIDE_INT) 0)) & peep_mask (p);
}

/* The value of constant T, extended as its type extends, in P bits.  */
static peep_uint
constant_value (const_tree t, unsigned p)
{
  return peep_low_bits (wi::to_widest (t), p);
}

int
peep_constant_p (peep_ctx *, peep_operand operand, peep_uint *value)
{
  tree t = operand_tree (operand);
  if (TREE_CODE (t) != INTEGER_CST)
    return 0;
  *value = constant_value (t, 128);
  return 1;
}

/* Constants are the same when their values are, in the P bits the rule
   sees them at: that is what the proofs compare.  */
int
peep_same_p (peep_ctx *, peep_operand a, peep_operand b, unsigned p)
{
  tree x = operand_tree (a), y = operand_tree (b);
  gcc_assert (p >= 1 && p <= 128);
  if (TREE_CODE (x) == INTEGER_CST && TREE_CODE (y) == INTEGER_CST)
    return constant_value (x, p) == constant_value (y, p);
  return x == y && TREE_CODE (x) == SSA_NAME;
}

int
peep_uses_inside_p (peep_ctx *ctx, peep_operand operand, int n, ...)
{
  tree t = operand_tree (operand);
  /* A select's condition in no statement of its own is the select's
     alone: a COND_EXPR's, or the GIMPLE_COND's of a PHI, which a
     replaced PHI leaves with nothing to decide when its arms compute
     nothing else.  */
  if (COMPARISON_CLASS_P (t))
    return 1;
  if (TREE_CODE (t) != SSA_NAME)
    return 0;
  /* One use: its operation's in the pattern.  */
  if (has_single_use (t))
    return 1;
  /* Several: each must be in the statement or in one that defines an
     inner operation of the pattern.  A use elsewhere keeps T alive.  */
  gimple *inner[16];
  int count = 0;
  if (n > (int) ARRAY_SIZE (inner))
    return 0;
  va_list ap;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    {
      tree u = operand_tree (va_arg (ap, peep_operand));
      if (TREE_CODE (u) == SSA_NAME)
	inner[count++] = SSA_NAME_DEF_STMT (u);
    }
  va_end (ap);
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, t)
    {
      gimple *s = USE_STMT (use);
      if (is_gimple_debug (s) || s == ctx->stmt)
	continue;
      int i = 0;
      while (i < count && inner[i] != s)
	i++;
      if (i == count)
	return 0;
    }
  return 1;
}

/* The entry of CTX's facts for name T at P bits, or NULL.  */
static const struct peep_facts *
known_facts (peep_ctx *ctx, tree t, unsigned p)
{
  unsigned n = ctx->known_count < ARRAY_SIZE (ctx->known)
	       ? ctx->known_count : ARRAY_SIZE (ctx->known);
  for (unsigned i = 0; i < n; i++)
    if (ctx->known[i].name == t && ctx->known[i].precision == p)
      return &ctx->known[i].facts;
  return NULL;
}

int
peep_facts_said_nothing_p (peep_ctx *ctx, peep_operand operand, unsigned p)
{
  tree t = operand_tree (operand);
  if (TREE_CODE (t) != SSA_NAME)
    return 0;
  const struct peep_facts *facts = known_facts (ctx, t, p);
  return facts && peep_facts_unknown_p (facts, p);
}

/* The facts of OPERAND as a value of P bits: its low P bits, or its
   value extended as its type extends (facts.cc).  */
void
peep_get_facts (peep_ctx *ctx, peep_operand operand, unsigned p,
		struct peep_facts *facts)
{
  tree t = operand_tree (operand);
  gcc_assert (p >= 1 && p <= 128);
  if (TREE_CODE (t) == INTEGER_CST)
    {
      peep_uint value = constant_value (t, p);
      facts->lower = facts->upper = facts->ulower = facts->uupper = value;
      facts->ones = value;
      facts->zeros = ~value & peep_mask (p);
      return;
    }
  /* Of a name an arm of a PHI computes, nothing is known at the join
     (the arm may not have been taken).  */
  if (!available_p (ctx, t))
    {
      facts->lower = peep_minint (p);
      facts->upper = peep_maxint (p);
      facts->ulower = 0;
      facts->uupper = peep_mask (p);
      facts->ones = facts->zeros = 0;
      return;
    }
  if (const struct peep_facts *known = known_facts (ctx, t, p))
    *facts = *known;
  else
    {
      peep_facts_of (t, ctx->stmt, p, facts);
      /* Once full, the oldest entry goes.  */
      unsigned i = ctx->known_count++ % ARRAY_SIZE (ctx->known);
      ctx->known[i].name = t;
      ctx->known[i].precision = p;
      ctx->known[i].facts = *facts;
    }
  if (peep_verify_enabled)
    peep_verify_note_facts (t, p, facts);
}

int
peep_rule_enabled_p (peep_ctx *, int rule)
{
  return !peep_disabled[rule];
}

/* Building the replacement.  */

static tree
build_constant (tree type, peep_uint value)
{
  HOST_WIDE_INT parts[2] = { (HOST_WIDE_INT) (unsigned HOST_WIDE_INT) value,
			     (HOST_WIDE_INT) (unsigned HOST_WIDE_INT)
			     (value >> 64) };
  unsigned p = TYPE_PRECISION (type);
  return wide_int_to_tree (type, wide_int::from_array (parts, 2, p));
}

static peep_operand
fail (peep_ctx *ctx)
{
  ctx->failed = true;
  return NULL;
}

peep_operand
peep_build_constant (peep_ctx *ctx, peep_type type, peep_uint value)
{
  tree t = type_tree (type);
  if (!supported_type_p (t))
    return fail (ctx);
  if (peep_verify_corrupt_constants)
    value++;			/* for the tests of verify.cc */
  return build_constant (t, value & peep_mask (TYPE_PRECISION (t)));
}

/* Whether TYPE holds truth values: _Bool, or an unsigned type of one
   bit.  */
static bool
truth_type_p (tree type)
{
  return (TREE_CODE (type) == BOOLEAN_TYPE
	  || (TREE_CODE (type) == INTEGER_TYPE && TYPE_PRECISION (type) == 1
	      && TYPE_UNSIGNED (type)));
}

/* Whether T may be operand I of OP, whose operands are of
   OPERAND_TYPE (a shift count may be of any integral type; a select's
   condition is a truth value).  */
static bool
operand_fits_p (enum peep_op op, tree operand_type, int i, tree t)
{
  if (i == 1 && (op_table[op].flags & PEEP_OPF_SHIFT))
    return INTEGRAL_TYPE_P (TREE_TYPE (t));
  if (i == 0 && select_op_p (op))
    return truth_type_p (TREE_TYPE (t));
  return types_compatible_p (TREE_TYPE (t), operand_type);
}

/* Whether A, B and C (NULL where OP has fewer operands) may be the
   operands of OP, neither a conversion nor a call, on operands of
   OPERAND_TYPE: a supported type of the signedness OP needs, of a
   width it exists at, and a _Bool only for what GCC does with truth
   values.  */
static bool
operands_fit_p (enum peep_op op, tree operand_type, tree a, tree b, tree c)
{
  tree operands[3] = { a, b, c };
  if (!known_op_p (op) || conversion_op_p (op) || call_op_p (op)
      || !supported_type_p (operand_type)
      || !signedness_fits_p (op_table[op].flags, operand_type)
      || !width_fits_p (op, operand_type)
      || !boolean_fits_p (op, operand_type))
    return false;
  for (int i = 0; i < op_table[op].arity; i++)
    if (!operands[i] || !operand_fits_p (op, operand_type, i, operands[i]))
      return false;
  return true;
}

/* Whether OP (A, B, C) may be built with a result of TYPE: a conversion
   converts A to TYPE; a call computes a value of TYPE from A; a
   comparison compares operands of their own type, whose 0 or 1 is
   converted to TYPE; any other operation has operands of TYPE (but a
   select's condition).  */
static bool
operation_fits_p (enum peep_op op, tree type, tree a, tree b, tree c)
{
  if (!known_op_p (op) || !supported_type_p (type) || !a)
    return false;
  if (conversion_op_p (op))
    return conversion_fits_p (op, type, TREE_TYPE (a));
  if (call_op_p (op))
    return call_fits_p (op, type, a);
  return operands_fit_p (op, comparison_op_p (op) ? TREE_TYPE (a) : type,
			 a, b, c);
}

/* A new statement RESULT = OP (A, B, C), added to the pending
   sequence.  */
static void
add_pending (peep_ctx *ctx, tree result, enum peep_op op, tree a, tree b,
	     tree c)
{
  gassign *stmt
    = op_table[op].arity > 2
      ? gimple_build_assign (result, op_table[op].code, a, b, c)
      : op_table[op].arity > 1
      ? gimple_build_assign (result, op_table[op].code, a, b)
      : gimple_build_assign (result, op_table[op].code, a);
  gimple_set_location (stmt, ctx->location);
  gimple_seq_add_stmt_without_update (&ctx->pending, stmt);
}

/* A conversion RESULT = (type) A, added to the pending sequence.  */
static void
add_conversion (peep_ctx *ctx, tree result, tree a)
{
  gassign *stmt = gimple_build_assign (result, NOP_EXPR, a);
  gimple_set_location (stmt, ctx->location);
  gimple_seq_add_stmt_without_update (&ctx->pending, stmt);
}

/* A call RESULT = FNDECL (A), added to the pending sequence.  */
static void
add_call (peep_ctx *ctx, tree result, tree fndecl, tree a)
{
  gcall *call = gimple_build_call (fndecl, 1, a);
  gimple_call_set_lhs (call, result);
  gimple_set_location (call, ctx->location);
  gimple_seq_add_stmt_without_update (&ctx->pending, call);
}

/* A new SSA name of TYPE, with nothing cached about it.  */
static tree
new_name (tree type)
{
  tree name = make_ssa_name (type);
  peep_facts_forget (name);
  return name;
}

/* The built-in function that computes call OP of an operand of TYPE:
   the first of call_functions whose parameter has that type, if GCC
   may call it; NULL if there is none.  */
static tree
call_decl (enum peep_op op, tree type)
{
  const enum built_in_function *builtins
    = call_functions[op_table[op].call].builtins;
  for (int i = 0; i < 4; i++)
    {
      if (builtins[i] == END_BUILTINS)
	continue;
      tree decl = builtin_decl_implicit (builtins[i]);
      if (!decl)
	continue;
      tree parameters = TYPE_ARG_TYPES (TREE_TYPE (decl));
      if (parameters && TREE_VALUE (parameters)
	  && types_compatible_p (TREE_VALUE (parameters), type))
	return decl;
    }
  return NULL_TREE;
}

/* The result type of FNDECL.  */
static tree
call_result_type (tree fndecl)
{
  return TREE_TYPE (TREE_TYPE (fndecl));
}

/* Call OP (A) as a new SSA name of TYPE, computed by a built-in
   function; NULL if there is none for A's type.  A bit count, of the
   function's result type (int), is converted to TYPE when that is
   another INTEGER_TYPE: a count is small and not negative, so the
   conversion keeps it as the table's value at TYPE's precision does
   (zero-extended or truncated).  */
static tree
build_call_value (peep_ctx *ctx, tree type, enum peep_op op, tree a)
{
  tree fndecl = call_decl (op, TREE_TYPE (a));
  if (!fndecl)
    return NULL_TREE;
  tree result_type = call_result_type (fndecl);
  if (TREE_CODE (result_type) != INTEGER_TYPE
      || (!types_compatible_p (result_type, type)
	  && !(op_table[op].flags & PEEP_OPF_OWN_RESULT)))
    return NULL_TREE;
  tree value = new_name (result_type);
  add_call (ctx, value, fndecl, a);
  if (types_compatible_p (result_type, type))
    return value;
  tree result = new_name (type);
  add_conversion (ctx, result, value);
  return result;
}

/* OP (A, B, C) as a new SSA name of TYPE.  A comparison yields a truth
   value, converted to TYPE when TYPE cannot hold a comparison's result
   (one of 1 bit can: _Bool, or a 1-bit unsigned type); a conversion (a
   NOP_EXPR, op_table) yields a value of TYPE; a call, build_call_value.
   NULL if it cannot be built.  */
static tree
build_value (peep_ctx *ctx, tree type, enum peep_op op, tree a, tree b,
	     tree c)
{
  if (call_op_p (op))
    return build_call_value (ctx, type, op, a);
  if (comparison_op_p (op) && !truth_type_p (type))
    {
      tree truth = new_name (boolean_type_node);
      add_pending (ctx, truth, op, a, b, NULL_TREE);
      tree result = new_name (type);
      add_conversion (ctx, result, truth);
      return result;
    }
  tree result = new_name (type);
  add_pending (ctx, result, op, a, b, c);
  return result;
}

/* Operand T as a GIMPLE value: a comparison (a select's condition,
   condition_tree_p) is computed into a new _Bool first.  */
static tree
gimple_value (peep_ctx *ctx, tree t)
{
  if (!t || !COMPARISON_CLASS_P (t))
    return t;
  tree truth = new_name (boolean_type_node);
  gassign *stmt = gimple_build_assign (truth, TREE_CODE (t),
				       TREE_OPERAND (t, 0),
				       TREE_OPERAND (t, 1));
  gimple_set_location (stmt, ctx->location);
  gimple_seq_add_stmt_without_update (&ctx->pending, stmt);
  return truth;
}

static tree
operand_value (peep_ctx *ctx, peep_operand operand)
{
  return operand ? gimple_value (ctx, operand_tree (operand)) : NULL_TREE;
}

peep_operand
peep_build_operation (peep_ctx *ctx, enum peep_op op, peep_type type,
		      peep_operand a, peep_operand b, peep_operand c)
{
  tree t = type_tree (type);
  if (ctx->failed)
    return fail (ctx);
  tree x = operand_value (ctx, a);
  tree y = operand_value (ctx, b);
  tree z = operand_value (ctx, c);
  if (!operation_fits_p (op, t, x, y, z))
    return fail (ctx);
  /* A constant converted is a constant, not a statement.  */
  if (conversion_op_p (op) && TREE_CODE (x) == INTEGER_CST)
    return build_constant (t, constant_value (x, TYPE_PRECISION (t)));
  tree value = build_value (ctx, t, op, x, y, z);
  return value ? value : fail (ctx);
}

/* Forget the pending statements.  */
static int
discard (peep_ctx *ctx)
{
  for (gimple_stmt_iterator i = gsi_start (ctx->pending); !gsi_end_p (i);
       gsi_next (&i))
    release_ssa_name (gimple_get_lhs (gsi_stmt (i)));
  ctx->pending = NULL;
  ctx->failed = false;
  return 0;
}

/* The type of the statement's result: an assignment's or a call's.  */
static tree
result_type (peep_ctx *ctx)
{
  return TREE_TYPE (gimple_get_lhs (ctx->stmt));
}

/* The condition of CTX becomes CODE (A, B) when CODE is a comparison,
   and A != 0 when A is a value; a constant folds it.  */
static int
commit_condition (peep_ctx *ctx, enum tree_code code, tree a, tree b)
{
  gcond *cond = as_a <gcond *> (ctx->stmt);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    gimple_cond_set_condition (cond, code, a, b);
  else if (TREE_CODE (a) == INTEGER_CST)
    {
      if (integer_zerop (a))
	gimple_cond_make_false (cond);
      else
	gimple_cond_make_true (cond);
      ctx->folded = true;
    }
  else
    gimple_cond_set_condition (cond, NE_EXPR, a,
			       build_zero_cst (TREE_TYPE (a)));
  update_stmt (cond);
  return 1;
}

/* A trial (CTX->trial) found that rule RULE would rewrite the
   statement: forget what it built, and say so.  */
static int
trial_result (peep_ctx *ctx, int rule)
{
  discard (ctx);
  ctx->rule = rule;
  return 1;
}

/* Insert the pending statements before the statement, which rule RULE
   is about to change.  */
static void
insert_pending (peep_ctx *ctx, int rule)
{
  if (peep_verify_enabled)
    peep_verify_note_commit (ctx);
  gsi_insert_seq_before (&ctx->gsi, ctx->pending, GSI_SAME_STMT);
  ctx->pending = NULL;
  ctx->rule = rule;
}

/* The statement becomes STMT, a new statement that sets the same
   result (so that the result, still used, is not released).
   gsi_replace keeps the location and moves the iterator to STMT.  A
   PHI is removed (its iterator moves to the next PHI) and STMT goes
   after the join's labels, after the pending statements.  */
static int
replace_statement (peep_ctx *ctx, gimple *stmt)
{
  if (ctx->join)
    {
      gimple_set_location (stmt, ctx->location);
      remove_phi_node (&ctx->psi, false);
      gsi_insert_before (&ctx->gsi, stmt, GSI_NEW_STMT);
    }
  else
    gsi_replace (&ctx->gsi, stmt, false);
  ctx->stmt = gsi_stmt (ctx->gsi);
  update_stmt (ctx->stmt);
  return 1;
}

/* Whether the replacement of a PHI may go after the join's labels:
   the pending statements use only values available there, and so do
   A, B and C, the operands of what the PHI's result becomes.  The
   matcher may have looked into the arms, whose names the join does
   not have.  */
static bool
replacement_available_p (peep_ctx *ctx, tree a, tree b, tree c)
{
  if (!ctx->join)
    return true;
  for (gimple_stmt_iterator i = gsi_start (ctx->pending); !gsi_end_p (i);
       gsi_next (&i))
    {
      gimple *stmt = gsi_stmt (i);
      unsigned first = is_gimple_call (stmt) ? 3 : 1;
      for (unsigned j = first; j < gimple_num_ops (stmt); j++)
	if (gimple_op (stmt, j) && !available_p (ctx, gimple_op (stmt, j)))
	  return false;
    }
  return ((!a || available_p (ctx, a)) && (!b || available_p (ctx, b))
	  && (!c || available_p (ctx, c)));
}

/* Insert the pending statements and make the statement compute
   CODE (A, B, C): for a condition, make it test that.  An assignment
   changes its right-hand side; a call or a PHI, which have none, are
   replaced by an assignment.  */
static int
commit (peep_ctx *ctx, int rule, enum tree_code code, tree a, tree b,
	tree c = NULL_TREE)
{
  if (!replacement_available_p (ctx, a, b, c))
    return discard (ctx);
  if (ctx->trial)
    return trial_result (ctx, rule);
  insert_pending (ctx, rule);
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    return commit_condition (ctx, code, a, b);
  if (!is_gimple_assign (ctx->stmt))
    {
      tree lhs = gimple_get_lhs (ctx->stmt);
      return replace_statement (ctx, c ? gimple_build_assign (lhs, code, a, b,
							      c)
				: b ? gimple_build_assign (lhs, code, a, b)
				: gimple_build_assign (lhs, code, a));
    }
  if (c)
    gimple_assign_set_rhs_with_ops (&ctx->gsi, code, a, b, c);
  else if (b)
    gimple_assign_set_rhs_with_ops (&ctx->gsi, code, a, b);
  else
    gimple_assign_set_rhs_with_ops (&ctx->gsi, code, a);
  ctx->stmt = gsi_stmt (ctx->gsi);
  update_stmt (ctx->stmt);
  return 1;
}

/* Insert the pending statements and replace the statement, an
   assignment or a call, by a call of FNDECL (A) with the same
   result.  */
static int
commit_call (peep_ctx *ctx, int rule, tree fndecl, tree a)
{
  gcc_assert (gimple_code (ctx->stmt) != GIMPLE_COND);
  if (!replacement_available_p (ctx, a, NULL_TREE, NULL_TREE))
    return discard (ctx);
  if (ctx->trial)
    return trial_result (ctx, rule);
  insert_pending (ctx, rule);
  gcall *call = gimple_build_call (fndecl, 1, a);
  gimple_call_set_lhs (call, gimple_get_lhs (ctx->stmt));
  return replace_statement (ctx, call);
}

/* The statement becomes a copy of OPERAND.  The proofs show that the
   value is the statement's; a comparison's 0 or 1 converts to its
   truth type without loss.  */
int
peep_replace (peep_ctx *ctx, int rule, peep_operand operand)
{
  tree x = ctx->failed ? NULL_TREE : operand_value (ctx, operand);
  if (ctx->failed || !x || !types_compatible_p (TREE_TYPE (x), ctx->type))
    return discard (ctx);
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    {
      /* A condition that tests X is already "X != 0": no rewrite.  */
      gcond *cond = as_a <gcond *> (ctx->stmt);
      if (gimple_cond_code (cond) == NE_EXPR && gimple_cond_lhs (cond) == x
	  && integer_zerop (gimple_cond_rhs (cond)))
	return discard (ctx);
      return commit (ctx, rule, TREE_CODE (x), x, NULL_TREE);
    }
  tree lhs_type = result_type (ctx);
  if (types_compatible_p (lhs_type, ctx->type))
    return commit (ctx, rule, TREE_CODE (x) == SSA_NAME ? SSA_NAME
		   : INTEGER_CST, x, NULL_TREE);
  if (TREE_CODE (x) == INTEGER_CST)
    return commit (ctx, rule, INTEGER_CST, fold_convert (lhs_type, x),
		   NULL_TREE);
  return commit (ctx, rule, NOP_EXPR, x, NULL_TREE);
}

/* The statement becomes a conversion of A to the type of its result:
   only an assignment that is not a comparison, or a call, whose result
   is of the type the matcher checked (peep_root_type); a condition has
   no result to convert to, and the matcher does not see the type of a
   comparison's result.  */
static int
replace_by_conversion (peep_ctx *ctx, int rule, enum peep_op op, tree a)
{
  if (gimple_code (ctx->stmt) == GIMPLE_COND || comparison_op_p (ctx->op))
    return discard (ctx);
  tree lhs_type = result_type (ctx);
  if (!types_compatible_p (lhs_type, ctx->type)
      || !conversion_fits_p (op, lhs_type, TREE_TYPE (a)))
    return discard (ctx);
  if (TREE_CODE (a) == INTEGER_CST)
    return commit (ctx, rule, INTEGER_CST,
		   build_constant (lhs_type,
				   constant_value (a, TYPE_PRECISION (lhs_type))),
		   NULL_TREE);
  return commit (ctx, rule, NOP_EXPR, a, NULL_TREE);
}

/* The statement becomes the comparison OP (A, B), of operands of their
   own type: a condition tests it, an assignment takes its 0 or 1.  */
static int
replace_by_comparison (peep_ctx *ctx, int rule, enum peep_op op, tree a,
		       tree b)
{
  if (!operands_fit_p (op, TREE_TYPE (a), a, b, NULL_TREE))
    return discard (ctx);
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    return commit (ctx, rule, op_table[op].code, a, b);
  tree lhs_type = result_type (ctx);
  if (TREE_CODE (lhs_type) == BOOLEAN_TYPE || TYPE_PRECISION (lhs_type) == 1)
    return commit (ctx, rule, op_table[op].code, a, b);
  tree truth = build_value (ctx, boolean_type_node, op, a, b, NULL_TREE);
  return commit (ctx, rule, NOP_EXPR, truth, NULL_TREE);
}

/* The statement becomes the call OP (A), whose value is of the
   statement's operation type, as for any other operation: an
   assignment or a call of that result type becomes the call itself
   when the built-in function returns that type; otherwise the call is
   built before and its value is tested (a condition), copied or
   converted (a comparison's result).  */
static int
replace_by_call (peep_ctx *ctx, int rule, enum peep_op op, tree a)
{
  tree fndecl = call_decl (op, TREE_TYPE (a));
  if (!call_fits_p (op, ctx->type, a) || !fndecl)
    return discard (ctx);
  bool condition = gimple_code (ctx->stmt) == GIMPLE_COND;
  tree lhs_type = condition ? NULL_TREE : result_type (ctx);
  if (!condition && types_compatible_p (lhs_type, ctx->type)
      && types_compatible_p (lhs_type, call_result_type (fndecl)))
    return commit_call (ctx, rule, fndecl, a);
  tree value = build_call_value (ctx, ctx->type, op, a);
  if (!value)
    return discard (ctx);
  if (condition || types_compatible_p (lhs_type, ctx->type))
    return commit (ctx, rule, SSA_NAME, value, NULL_TREE);
  return commit (ctx, rule, NOP_EXPR, value, NULL_TREE);
}

/* The statement becomes OP (A, B, C).  An arithmetic operation (or a
   select) is computed in the statement's operation type: a condition
   tests that it is not 0, an assignment of another type (a
   comparison's) converts it.  */
int
peep_replace_operation (peep_ctx *ctx, int rule, enum peep_op op,
			peep_operand a, peep_operand b, peep_operand c)
{
  if (ctx->failed)
    return discard (ctx);
  tree x = operand_value (ctx, a);
  tree y = operand_value (ctx, b);
  tree z = operand_value (ctx, c);
  if (!known_op_p (op) || !x)
    return discard (ctx);
  if (conversion_op_p (op))
    return replace_by_conversion (ctx, rule, op, x);
  if (comparison_op_p (op))
    return replace_by_comparison (ctx, rule, op, x, y);
  if (call_op_p (op))
    return replace_by_call (ctx, rule, op, x);
  if (!operands_fit_p (op, ctx->type, x, y, z))
    return discard (ctx);
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    return commit (ctx, rule, SSA_NAME,
		   build_value (ctx, ctx->type, op, x, y, z), NULL_TREE);
  tree lhs_type = result_type (ctx);
  if (types_compatible_p (lhs_type, ctx->type))
    return commit (ctx, rule, op_table[op].code, x, y, z);
  tree value = build_value (ctx, ctx->type, op, x, y, z);
  return commit (ctx, rule, NOP_EXPR, value, NULL_TREE);
}
