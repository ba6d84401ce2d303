/* glue.cc: include/peephole-api.h on GIMPLE.

   The generated matcher asks about a statement through the functions
   of peephole-api.h; this file answers from GIMPLE and builds the
   replacement.  It decides what the plugin may touch:
   - assignments whose operation is in the table of operations
     (include/peephole-ops.def), and conditions that compare, on
     INTEGER_TYPEs of 2 to 128 bits whose values are all those of their
     precision; conversions between two such types are operations too
     (int_sext, int_zext, int_trunc, int_cast, told apart by the
     precisions and the source's signedness);
   - not statements that can throw, nor names that occur in abnormal
     PHIs, nor types whose overflow traps.
   Inner operations may have types other than the statement's: the
   matcher asks for the type of everything it matched and checks that
   the types are those the rule was proven for.  Every builder checks
   its operands' types against the type it builds in, so that a matcher
   that forgot a check builds nothing rather than wrong GIMPLE.
   A replacement is built into a sequence and inserted only when the
   whole of it could be built.

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

#include "compat.h"
#include "glue.h"
#include "peephole-arith.h"
#include "peephole-ops.h"

/* Operations: their tree codes, arities and flags, from the table.  A
   conversion's code is NOP_EXPR, what the glue builds for it; which
   conversion a NOP_EXPR or CONVERT_EXPR is, its flags decide
   (conversion_fits_p).  ORDER OPS.  */

#define PEEP_TREE(CODE) CODE
#define PEEP_CONVERT NOP_EXPR
#define PEEP_CALL(CFN) ERROR_MARK

static const struct
{
  enum tree_code code;
  int arity;
  int flags;
} op_table[PEEP_OP_COUNT] = {
  { ERROR_MARK, 0, 0 },
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  { FORM, ARITY, FLAGS },
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

#undef PEEP_TREE
#undef PEEP_CONVERT
#undef PEEP_CALL

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

/* Whether the glue knows OP in GIMPLE: calls (PEEP_CALL) it neither
   matches nor builds yet.  */
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

/* Whether the plugin may compute with values of TYPE: an integer type
   of 2 to 128 bits whose values are every value of its precision, and
   whose overflow does not trap.  */
static bool
supported_type_p (tree type)
{
  if (!type || TREE_CODE (type) != INTEGER_TYPE
      || TYPE_PRECISION (type) > 128 || TYPE_PRECISION (type) < 2
      || TYPE_OVERFLOW_TRAPS (type))
    return false;
  unsigned precision = TYPE_PRECISION (type);
  signop sign = TYPE_SIGN (type);
  return (TYPE_MIN_VALUE (type) && TYPE_MAX_VALUE (type)
	  && TREE_CODE (TYPE_MIN_VALUE (type)) == INTEGER_CST
	  && TREE_CODE (TYPE_MAX_VALUE (type)) == INTEGER_CST
	  && wi::eq_p (wi::to_wide (TYPE_MIN_VALUE (type)),
		       wi::min_value (precision, sign))
	  && wi::eq_p (wi::to_wide (TYPE_MAX_VALUE (type)),
		       wi::max_value (precision, sign)));
}

/* Whether an operation with FLAGS may work on a value of TYPE, as far
   as signedness goes: that of the operands, for a conversion that of
   its source.  */
static bool
signedness_fits_p (int flags, tree type)
{
  return !(((flags & PEEP_OPF_SIGNED) && TYPE_UNSIGNED (type))
	   || ((flags & PEEP_OPF_UNSIGNED) && !TYPE_UNSIGNED (type)));
}

/* Whether conversion OP may convert a value of SOURCE to TYPE: both
   supported, and their precisions related as OP's flags say.  The same
   test classifies conversions and checks those built, so that the two
   cannot disagree.  */
static bool
conversion_fits_p (enum peep_op op, tree type, tree source)
{
  int flags = op_table[op].flags;
  if (!conversion_op_p (op) || !supported_type_p (type)
      || !supported_type_p (source) || !signedness_fits_p (flags, source))
    return false;
  unsigned r = TYPE_PRECISION (type), p = TYPE_PRECISION (source);
  if (flags & PEEP_OPF_WIDENS)
    return r > p;
  if (flags & PEEP_OPF_NARROWS)
    return r < p;
  return r == p;
}

/* The conversion from SOURCE to TYPE, or PEEP_OP_NONE.  */
static enum peep_op
classify_conversion (tree type, tree source)
{
  for (int op = PEEP_OP_NONE + 1; op < PEEP_OP_COUNT; op++)
    if (conversion_fits_p ((enum peep_op) op, type, source))
      return (enum peep_op) op;
  return PEEP_OP_NONE;
}

/* The type an operation of STMT works on: of the operands of a
   comparison, else of the result (for a conversion, the type it
   converts to).  */
static tree
operation_type (gimple *stmt, int flags)
{
  if (gimple_code (stmt) == GIMPLE_COND)
    return TREE_TYPE (gimple_cond_lhs (stmt));
  if (flags & PEEP_OPF_COMPARISON)
    return TREE_TYPE (gimple_assign_rhs1 (stmt));
  return TREE_TYPE (gimple_assign_lhs (stmt));
}

/* The operation CODE with ARITY operands, on operands of TYPE; never a
   conversion (classify_conversion).  */
static enum peep_op
classify_code (enum tree_code code, int arity, tree type)
{
  if (!INTEGRAL_TYPE_P (type))
    return PEEP_OP_NONE;
  for (int op = PEEP_OP_NONE + 1; op < PEEP_OP_COUNT; op++)
    {
      enum peep_op candidate = (enum peep_op) op;
      if (!known_op_p (candidate) || conversion_op_p (candidate)
	  || op_table[op].code != code || op_table[op].arity != arity
	  || !signedness_fits_p (op_table[op].flags, type))
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

/* Whether the operands of STMT, of operation OP, may be used by a
   replacement: SSA names not in abnormal PHIs, or constants, of
   supported types (a shift count, of any integral type).  GIMPLE's
   own rules make most of the type checks redundant; they cost little
   and keep the matcher's types within what it can be proven for.  */
static bool
operands_ok_p (gimple *stmt, enum peep_op op)
{
  unsigned first = gimple_code (stmt) == GIMPLE_COND ? 0 : 1;
  for (int i = 0; i < op_table[op].arity; i++)
    {
      if (first + i >= gimple_num_ops (stmt))
	return false;
      tree t = gimple_op (stmt, first + i);
      if (!t || abnormal_p (t)
	  || (TREE_CODE (t) != SSA_NAME && TREE_CODE (t) != INTEGER_CST))
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
  memset (ctx, 0, sizeof *ctx);
  ctx->op = peep_classify (stmt);
  if (ctx->op == PEEP_OP_NONE)
    return false;
  if (gimple_code (stmt) != GIMPLE_COND)
    {
      tree lhs = gimple_assign_lhs (stmt);
      if (TREE_CODE (lhs) != SSA_NAME || abnormal_p (lhs))
	return false;
    }
  if (stmt_could_throw_p (cfun, stmt) || !operands_ok_p (stmt, ctx->op))
    return false;
  ctx->type = operation_type (stmt, op_table[ctx->op].flags);
  if (!supported_type_p (ctx->type))
    return false;
  ctx->gsi = gsi;
  ctx->stmt = stmt;
  ctx->precision = TYPE_PRECISION (ctx->type);
  ctx->regime = TYPE_OVERFLOW_WRAPS (ctx->type) ? PEEP_REGIME_WRAPPING
		: PEEP_REGIME_UNDEFINED;
  if (gimple_code (stmt) == GIMPLE_COND)
    {
      ctx->operands[0] = gimple_cond_lhs (stmt);
      ctx->operands[1] = gimple_cond_rhs (stmt);
    }
  else
    {
      ctx->operands[0] = gimple_assign_rhs1 (stmt);
      ctx->operands[1] = op_table[ctx->op].arity > 1
			 ? gimple_assign_rhs2 (stmt) : NULL_TREE;
    }
  ctx->rule = -1;
  if (peep_verify_enabled)
    peep_verify_begin (ctx);
  return true;
}

/* Questions of the matcher.  */

unsigned
peep_precision (peep_ctx *ctx)
{
  return ctx->precision;
}

int
peep_unsigned_p (peep_ctx *ctx)
{
  return TYPE_UNSIGNED (ctx->type);
}

enum peep_regime
peep_regime (peep_ctx *ctx)
{
  return ctx->regime;
}

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

/* The statement defining T, if the matcher may look into it: an
   assignment of an operation of the table on supported types, that
   cannot throw and whose operands may be reused.  Its types may differ
   from the statement's: the matcher checks them.  A comparison's
   result, of a type of its own, must be a supported type too (not a
   _Bool): the matcher reads it as the comparison's 0 or 1 in that
   type.  */
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

enum peep_op
peep_def_op (peep_ctx *, peep_operand operand)
{
  enum peep_op op;
  return matchable_def (operand_tree (operand), &op) ? op : PEEP_OP_NONE;
}

peep_operand
peep_def_operand (peep_ctx *, peep_operand operand, int i)
{
  enum peep_op op;
  gimple *def = matchable_def (operand_tree (operand), &op);
  gcc_assert (def && i >= 0 && i < op_table[op].arity);
  if (peep_verify_enabled)
    peep_verify_note_def (operand_tree (operand));
  return i == 0 ? gimple_assign_rhs1 (def) : gimple_assign_rhs2 (def);
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
peep_single_use_p (peep_ctx *, peep_operand operand)
{
  tree t = operand_tree (operand);
  return TREE_CODE (t) == SSA_NAME && has_single_use (t);
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
  peep_facts_of (t, ctx->stmt, p, facts);
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

/* Whether T may be operand I of OP, whose operands are of
   OPERAND_TYPE (a shift count may be of any integral type).  */
static bool
operand_fits_p (enum peep_op op, tree operand_type, int i, tree t)
{
  if (i == 1 && (op_table[op].flags & PEEP_OPF_SHIFT))
    return INTEGRAL_TYPE_P (TREE_TYPE (t));
  return types_compatible_p (TREE_TYPE (t), operand_type);
}

/* Whether A and B (B NULL for a unary OP) may be the operands of OP,
   not a conversion, on operands of OPERAND_TYPE: a supported type of
   the signedness OP needs.  */
static bool
operands_fit_p (enum peep_op op, tree operand_type, tree a, tree b)
{
  if (!known_op_p (op) || conversion_op_p (op) || !a
      || (op_table[op].arity > 1 && !b)
      || !supported_type_p (operand_type)
      || !signedness_fits_p (op_table[op].flags, operand_type))
    return false;
  return operand_fits_p (op, operand_type, 0, a)
	 && (op_table[op].arity < 2 || operand_fits_p (op, operand_type, 1, b));
}

/* Whether OP (A, B) may be built with a result of TYPE: a conversion
   converts A to TYPE; a comparison compares operands of their own
   type, whose 0 or 1 is converted to TYPE; any other operation has
   operands of TYPE.  */
static bool
operation_fits_p (enum peep_op op, tree type, tree a, tree b)
{
  if (!known_op_p (op) || !supported_type_p (type) || !a)
    return false;
  if (conversion_op_p (op))
    return conversion_fits_p (op, type, TREE_TYPE (a));
  return operands_fit_p (op, comparison_op_p (op) ? TREE_TYPE (a) : type,
			 a, b);
}

/* A new statement RESULT = OP (A, B), added to the pending sequence.  */
static void
add_pending (peep_ctx *ctx, tree result, enum peep_op op, tree a, tree b)
{
  gassign *stmt = op_table[op].arity > 1
		  ? gimple_build_assign (result, op_table[op].code, a, b)
		  : gimple_build_assign (result, op_table[op].code, a);
  gimple_set_location (stmt, gimple_location (ctx->stmt));
  gimple_seq_add_stmt_without_update (&ctx->pending, stmt);
}

/* A conversion RESULT = (type) A, added to the pending sequence.  */
static void
add_conversion (peep_ctx *ctx, tree result, tree a)
{
  gassign *stmt = gimple_build_assign (result, NOP_EXPR, a);
  gimple_set_location (stmt, gimple_location (ctx->stmt));
  gimple_seq_add_stmt_without_update (&ctx->pending, stmt);
}

/* A new SSA name of TYPE, with nothing cached about it.  */
static tree
new_name (tree type)
{
  tree name = make_ssa_name (type);
  peep_facts_forget (name);
  return name;
}

/* OP (A, B) as a new SSA name of TYPE.  A comparison yields a truth
   value, converted to TYPE when TYPE is not one; a conversion (a
   NOP_EXPR, op_table) yields a value of TYPE.  */
static tree
build_value (peep_ctx *ctx, tree type, enum peep_op op, tree a, tree b)
{
  if (comparison_op_p (op) && TREE_CODE (type) != BOOLEAN_TYPE)
    {
      tree truth = new_name (boolean_type_node);
      add_pending (ctx, truth, op, a, b);
      tree result = new_name (type);
      add_conversion (ctx, result, truth);
      return result;
    }
  tree result = new_name (type);
  add_pending (ctx, result, op, a, b);
  return result;
}

peep_operand
peep_build_operation (peep_ctx *ctx, enum peep_op op, peep_type type,
		      peep_operand a, peep_operand b)
{
  tree t = type_tree (type);
  tree x = a ? operand_tree (a) : NULL_TREE;
  tree y = b ? operand_tree (b) : NULL_TREE;
  if (ctx->failed || !operation_fits_p (op, t, x, y))
    return fail (ctx);
  /* A constant converted is a constant, not a statement.  */
  if (conversion_op_p (op) && TREE_CODE (x) == INTEGER_CST)
    return build_constant (t, constant_value (x, TYPE_PRECISION (t)));
  return build_value (ctx, t, op, x, y);
}

/* Forget the pending statements.  */
static int
discard (peep_ctx *ctx)
{
  for (gimple_stmt_iterator i = gsi_start (ctx->pending); !gsi_end_p (i);
       gsi_next (&i))
    release_ssa_name (gimple_assign_lhs (gsi_stmt (i)));
  ctx->pending = NULL;
  ctx->failed = false;
  return 0;
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

/* Insert the pending statements and make the statement compute
   CODE (A, B): for a condition, make it test that.  */
static int
commit (peep_ctx *ctx, int rule, enum tree_code code, tree a, tree b)
{
  if (peep_verify_enabled)
    peep_verify_note_commit (ctx);
  gsi_insert_seq_before (&ctx->gsi, ctx->pending, GSI_SAME_STMT);
  ctx->pending = NULL;
  ctx->rule = rule;
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    return commit_condition (ctx, code, a, b);
  if (b)
    gimple_assign_set_rhs_with_ops (&ctx->gsi, code, a, b);
  else
    gimple_assign_set_rhs_with_ops (&ctx->gsi, code, a);
  ctx->stmt = gsi_stmt (ctx->gsi);
  update_stmt (ctx->stmt);
  return 1;
}

/* The statement becomes a copy of OPERAND.  The proofs show that the
   value is the statement's; a comparison's 0 or 1 converts to its
   truth type without loss.  */
int
peep_replace (peep_ctx *ctx, int rule, peep_operand operand)
{
  tree x = operand ? operand_tree (operand) : NULL_TREE;
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
  tree lhs_type = TREE_TYPE (gimple_assign_lhs (ctx->stmt));
  if (types_compatible_p (lhs_type, ctx->type))
    return commit (ctx, rule, TREE_CODE (x) == SSA_NAME ? SSA_NAME
		   : INTEGER_CST, x, NULL_TREE);
  if (TREE_CODE (x) == INTEGER_CST)
    return commit (ctx, rule, INTEGER_CST, fold_convert (lhs_type, x),
		   NULL_TREE);
  return commit (ctx, rule, NOP_EXPR, x, NULL_TREE);
}

/* The statement becomes a conversion of A to the type of its result:
   only an assignment that is not a comparison, whose result is of the
   type the matcher checked (peep_root_type); a condition has no result
   to convert to, and the matcher does not see the type of a
   comparison's result.  */
static int
replace_by_conversion (peep_ctx *ctx, int rule, enum peep_op op, tree a)
{
  if (gimple_code (ctx->stmt) == GIMPLE_COND || comparison_op_p (ctx->op))
    return discard (ctx);
  tree lhs_type = TREE_TYPE (gimple_assign_lhs (ctx->stmt));
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
  if (!operands_fit_p (op, TREE_TYPE (a), a, b))
    return discard (ctx);
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    return commit (ctx, rule, op_table[op].code, a, b);
  tree lhs_type = TREE_TYPE (gimple_assign_lhs (ctx->stmt));
  if (TREE_CODE (lhs_type) == BOOLEAN_TYPE || TYPE_PRECISION (lhs_type) == 1)
    return commit (ctx, rule, op_table[op].code, a, b);
  tree truth = build_value (ctx, boolean_type_node, op, a, b);
  return commit (ctx, rule, NOP_EXPR, truth, NULL_TREE);
}

/* The statement becomes OP (A, B).  An arithmetic operation is computed
   in the statement's operation type: a condition tests that it is not
   0, an assignment of another type (a comparison's) converts it.  */
int
peep_replace_operation (peep_ctx *ctx, int rule, enum peep_op op,
			peep_operand a, peep_operand b)
{
  tree x = a ? operand_tree (a) : NULL_TREE;
  tree y = b ? operand_tree (b) : NULL_TREE;
  if (ctx->failed || !known_op_p (op) || !x)
    return discard (ctx);
  if (conversion_op_p (op))
    return replace_by_conversion (ctx, rule, op, x);
  if (comparison_op_p (op))
    return replace_by_comparison (ctx, rule, op, x, y);
  if (!operands_fit_p (op, ctx->type, x, y))
    return discard (ctx);
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    return commit (ctx, rule, SSA_NAME,
		   build_value (ctx, ctx->type, op, x, y), NULL_TREE);
  tree lhs_type = TREE_TYPE (gimple_assign_lhs (ctx->stmt));
  if (types_compatible_p (lhs_type, ctx->type))
    return commit (ctx, rule, op_table[op].code, x, y);
  tree value = build_value (ctx, ctx->type, op, x, y);
  return commit (ctx, rule, NOP_EXPR, value, NULL_TREE);
}
