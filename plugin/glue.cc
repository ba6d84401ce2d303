/* glue.cc: include/peephole-api.h on GIMPLE.

   The generated matcher asks about a statement through the functions
   of peephole-api.h; this file answers from GIMPLE and builds the
   replacement.  It decides what the plugin may touch:
   - assignments whose operation is in the table of operations
     (include/peephole-ops.def), on INTEGER_TYPEs of at most 128 bits
     whose values are all those of their precision;
   - not statements that can throw, nor names that occur in abnormal
     PHIs, nor types whose overflow traps;
   - inner operations only of the same type as the statement, so that a
     rule never crosses a width.
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

/* Operations: their tree codes and flags, from the table.  ORDER OPS.  */

#define PEEP_OPF_COMMUTATIVE 1
#define PEEP_OPF_SIGNED 2
#define PEEP_OPF_UNSIGNED 4
#define PEEP_OPF_COMPARISON 8
#define PEEP_OPF_SHIFT 16

static const struct
{
  enum tree_code code;
  int arity;
  int flags;
} op_table[PEEP_OP_COUNT] = {
  { ERROR_MARK, 0, 0 },
#define PEEP_OP(NAME, ARITY, FLAGS, CODE, COST) { CODE, ARITY, FLAGS },
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

static tree
operand_tree (peep_operand operand)
{
  return CONST_CAST_TREE ((const_tree) operand);
}

static bool
abnormal_p (tree t)
{
  return TREE_CODE (t) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t);
}

/* The type an operation of STMT works on: of the operands of a
   comparison, else of the result.  */
static tree
operation_type (gimple *stmt, int flags)
{
  if (gimple_code (stmt) == GIMPLE_COND)
    return TREE_TYPE (gimple_cond_lhs (stmt));
  if (flags & PEEP_OPF_COMPARISON)
    return TREE_TYPE (gimple_assign_rhs1 (stmt));
  return TREE_TYPE (gimple_assign_lhs (stmt));
}

/* The operation CODE with ARITY operands, on operands of TYPE.  */
static enum peep_op
classify_code (enum tree_code code, int arity, tree type)
{
  if (!INTEGRAL_TYPE_P (type))
    return PEEP_OP_NONE;
  for (int op = PEEP_OP_NONE + 1; op < PEEP_OP_COUNT; op++)
    {
      if (op_table[op].code != code || op_table[op].arity != arity)
	continue;
      if ((op_table[op].flags & PEEP_OPF_SIGNED) && TYPE_UNSIGNED (type))
	continue;
      if ((op_table[op].flags & PEEP_OPF_UNSIGNED) && !TYPE_UNSIGNED (type))
	continue;
      return (enum peep_op) op;
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
  int arity = gimple_num_ops (stmt) - 1;
  tree type = TREE_CODE_CLASS (code) == tcc_comparison
	      ? TREE_TYPE (gimple_assign_rhs1 (stmt))
	      : TREE_TYPE (gimple_assign_lhs (stmt));
  return classify_code (code, arity, type);
}

/* Whether the plugin may compute with values of TYPE: an integer type
   of at most 128 bits whose values are every value of its precision,
   and whose overflow does not trap.  */
static bool
supported_type_p (tree type)
{
  if (TREE_CODE (type) != INTEGER_TYPE || TYPE_PRECISION (type) > 128
      || TYPE_PRECISION (type) < 2 || TYPE_OVERFLOW_TRAPS (type))
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

/* Whether the operands of STMT may be used by a replacement.  */
static bool
operands_ok_p (gimple *stmt)
{
  unsigned first = gimple_code (stmt) == GIMPLE_COND ? 0 : 1;
  for (unsigned i = first; i < first + 2 && i < gimple_num_ops (stmt); i++)
    {
      tree t = gimple_op (stmt, i);
      if (abnormal_p (t)
	  || (TREE_CODE (t) != SSA_NAME && TREE_CODE (t) != INTEGER_CST))
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
  if (stmt_could_throw_p (cfun, stmt) || !operands_ok_p (stmt))
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

/* The statement defining OPERAND, if the matcher may look into it: an
   assignment of an operation of the table, of the statement's type,
   that cannot throw and whose operands may be reused.  */
static gimple *
matchable_def (peep_ctx *ctx, tree t, enum peep_op *op)
{
  if (TREE_CODE (t) != SSA_NAME || abnormal_p (t))
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (t);
  *op = peep_classify (def);
  if (*op == PEEP_OP_NONE || stmt_could_throw_p (cfun, def)
      || !operands_ok_p (def))
    return NULL;
  /* Its value, and for a comparison its operands too, must be of the
     statement's type.  */
  if (!types_compatible_p (TREE_TYPE (t), ctx->type)
      || !types_compatible_p (operation_type (def, op_table[*op].flags),
			      ctx->type))
    return NULL;
  return def;
}

enum peep_op
peep_def_op (peep_ctx *ctx, peep_operand operand)
{
  enum peep_op op;
  return matchable_def (ctx, operand_tree (operand), &op) ? op
	 : PEEP_OP_NONE;
}

peep_operand
peep_def_operand (peep_ctx *ctx, peep_operand operand, int i)
{
  enum peep_op op;
  gimple *def = matchable_def (ctx, operand_tree (operand), &op);
  gcc_assert (def && i < op_table[op].arity);
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

/* The value of constant T, truncated to P bits.  */
static peep_uint
constant_value (const_tree t, unsigned p)
{
  return peep_low_bits (wi::to_widest (t), p);
}

int
peep_constant_p (peep_ctx *ctx, peep_operand operand, peep_uint *value)
{
  tree t = operand_tree (operand);
  if (TREE_CODE (t) != INTEGER_CST)
    return 0;
  *value = constant_value (t, ctx->precision);
  return 1;
}

/* Constants are the same when their values are, at the statement's
   precision: that is what the proofs compare.  */
int
peep_same_p (peep_ctx *ctx, peep_operand a, peep_operand b)
{
  tree x = operand_tree (a), y = operand_tree (b);
  if (TREE_CODE (x) == INTEGER_CST && TREE_CODE (y) == INTEGER_CST)
    return constant_value (x, ctx->precision)
	   == constant_value (y, ctx->precision);
  return x == y && TREE_CODE (x) == SSA_NAME;
}

int
peep_single_use_p (peep_ctx *, peep_operand operand)
{
  tree t = operand_tree (operand);
  return TREE_CODE (t) == SSA_NAME && has_single_use (t);
}

static peep_uint
mask (unsigned p)
{
  return p >= 128 ? ~(peep_uint) 0 : (((peep_uint) 1 << p) - 1);
}

void
peep_get_facts (peep_ctx *ctx, peep_operand operand,
		struct peep_facts *facts)
{
  unsigned p = ctx->precision;
  peep_uint value;
  if (peep_constant_p (ctx, operand, &value))
    {
      facts->lower = facts->upper = facts->ulower = facts->uupper = value;
      facts->ones = value;
      facts->zeros = ~value & mask (p);
      return;
    }
  peep_facts_of (operand_tree (operand), ctx->stmt, p, facts);
  if (peep_verify_enabled)
    peep_verify_note_facts (operand_tree (operand), facts);
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

peep_operand
peep_build_constant (peep_ctx *ctx, peep_uint value)
{
  if (peep_verify_corrupt_constants)
    value++;			/* for the tests of verify.cc */
  return build_constant (ctx->type, value & mask (ctx->precision));
}

static peep_operand
fail (peep_ctx *ctx)
{
  ctx->failed = true;
  return NULL;
}

/* Whether T may be operand I of OP in the statement's type.  */
static bool
operand_fits_p (peep_ctx *ctx, enum peep_op op, int i, tree t)
{
  if (i == 1 && (op_table[op].flags & PEEP_OPF_SHIFT))
    return INTEGRAL_TYPE_P (TREE_TYPE (t));
  return types_compatible_p (TREE_TYPE (t), ctx->type);
}

static bool
operation_fits_p (peep_ctx *ctx, enum peep_op op, tree a, tree b)
{
  int flags = op_table[op].flags;
  if (!a || (op_table[op].arity > 1 && !b))
    return false;
  if (((flags & PEEP_OPF_SIGNED) && TYPE_UNSIGNED (ctx->type))
      || ((flags & PEEP_OPF_UNSIGNED) && !TYPE_UNSIGNED (ctx->type)))
    return false;
  return operand_fits_p (ctx, op, 0, a)
	 && (op_table[op].arity < 2 || operand_fits_p (ctx, op, 1, b));
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
   value, converted to TYPE when TYPE is not one.  */
static tree
build_value (peep_ctx *ctx, tree type, enum peep_op op, tree a, tree b)
{
  if ((op_table[op].flags & PEEP_OPF_COMPARISON)
      && TREE_CODE (type) != BOOLEAN_TYPE)
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
peep_build_operation (peep_ctx *ctx, enum peep_op op, peep_operand a,
		      peep_operand b)
{
  tree x = operand_tree (a), y = b ? operand_tree (b) : NULL_TREE;
  if (ctx->failed || !operation_fits_p (ctx, op, x, y))
    return fail (ctx);
  return build_value (ctx, ctx->type, op, x, y);
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

/* The statement becomes OP (A, B).  */
int
peep_replace_operation (peep_ctx *ctx, int rule, enum peep_op op,
			peep_operand a, peep_operand b)
{
  tree x = operand_tree (a), y = b ? operand_tree (b) : NULL_TREE;
  if (ctx->failed || !operation_fits_p (ctx, op, x, y))
    return discard (ctx);
  bool comparison = (op_table[op].flags & PEEP_OPF_COMPARISON) != 0;
  if (gimple_code (ctx->stmt) == GIMPLE_COND)
    {
      if (comparison)
	return commit (ctx, rule, op_table[op].code, x, y);
      return commit (ctx, rule, SSA_NAME,
		     build_value (ctx, ctx->type, op, x, y), NULL_TREE);
    }
  tree lhs_type = TREE_TYPE (gimple_assign_lhs (ctx->stmt));
  bool direct = comparison
		? (TREE_CODE (lhs_type) == BOOLEAN_TYPE
		   || TYPE_PRECISION (lhs_type) == 1)
		: types_compatible_p (lhs_type, ctx->type);
  if (direct)
    return commit (ctx, rule, op_table[op].code, x, y);
  /* Compute in the operation's type, then convert.  */
  tree value = build_value (ctx, comparison ? boolean_type_node : ctx->type,
			    op, x, y);
  return commit (ctx, rule, NOP_EXPR, value, NULL_TREE);
}
