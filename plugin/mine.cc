/* mine.cc: the harvest of the miner, -fplugin-arg-peephole-mine=FILE.

   The GIMPLE pass "peephole-mine" runs after GCC's "optimized" pass
   (pass_cleanup_cfg_post_optimizing), so that it sees the final GIMPLE,
   the optimized dump's, and changes nothing.  Every statement that the
   rewriting pass could look at (peep_ctx_init accepts it: an operation
   of the table on supported types, a GIMPLE_COND's comparison too) is
   the root of one record of the harvest format of
   include/peephole-mine.h.  For

     int f (int x) { if (x > 9) return (x & 255) + 1; return 0; }

   whose optimized GIMPLE is

     <bb 2>:  if (x_3(D) > 9) goto <bb 3>; else goto <bb 4>;
     <bb 3>:  _1 = x_3(D) & 255;
              _4 = _1 + 1;

   the root _4 gives

     R f.c:1:45 f -1
     L 0 32 x_3(D) 0xa 0x7fffffff 0xa 0x7fffffff 0x0 0x80000000
     K 1 32 0xff
     N 2 int_and 32 32 undef 0 1
     K 3 32 0x1
     N 4 int_add 32 32 undef 2 3
     K 5 32 0x9
     C int_gt 32 0 5 1
     E 4

   (_1 has no use but _4's: no 'X' line.  _1 and the condition are
   roots of records of their own).

   The DAG: the operands of a root are looked into through their
   definitions as the matcher looks into them (peep_def_op: an operation
   of the table, in any block), MAX_DEPTH operation levels below the
   root; beyond, and at anything else (a parameter, a PHI, a load, a
   call), an SSA name is a leaf, with the facts that facts.cc gives at
   the root statement.  A name is one node wherever it occurs, looked
   into if one of its occurrences is within the bound.  A select's
   condition that is a comparison in the select's own statement (a
   COND_EXPR's) is part of that statement: a node at the select's level.
   Equal constants of one precision are one node.

   peep_z3_value takes operands of the precision P that their operation
   works at (a select's condition aside), and GIMPLE lets a shift count
   have a type of its own: the record converts such a count to P with a
   node of the table that GIMPLE does not have (int_zext, int_sext or
   int_trunc, as the count's type extends), and has a constant count as
   a constant of P bits.  A root with anything the format cannot say (a
   select whose condition compares pointers) has no record.

   Uses: an operation of the DAG below the root whose value has a use
   outside the record's statements (a statement that is not the root
   nor the definition of a name the DAG looks into; a GIMPLE_COND, a
   store, a PHI) has an 'X' line: it stays when the root is rewritten,
   and saves nothing.  The matcher applies a rule that builds
   operations only where its inner operations die (or the rule says
   "shared"); the finder counts only what dies.

   Conditions: the GIMPLE_CONDs of the dominators of the root's block
   (the nearest MAX_CONDITIONS, among MAX_DOMINATORS dominators), each
   with the edge that must be taken to reach the root: an edge whose
   destination has no other predecessor and dominates the root's block.

   The records of the compilation are kept in memory and appended to
   FILE at its end with one write under a lock (peep_append_locked,
   stats.cc), after the line "# peephole-mine 2", so that compilations
   running at once (make -j) never mix their records.

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
#include "tree-pass.h"
#include "tree-cfg.h"
#include "diagnostic-core.h"
#include "dominance.h"
#include "profile-count.h"

#include "compat.h"
#include "glue.h"
#include "peephole-arith.h"
#include "peephole-ops.h"
#include "peephole-mine.h"
#include "stats.h"
#include "mine.h"

/* How many operation levels below the root the DAG looks into.  */
#define MAX_DEPTH 3

/* How many dominating conditions a record has at most (the nearest),
   and how many dominators are looked at for them, so that a statement
   deep in a long function costs no walk to its entry.  */
#define MAX_CONDITIONS 4
#define MAX_DOMINATORS 64

/* The names of the operations, as peephole-ops.def and the rule files
   write them.  ORDER OPS.  */
static const char *const op_names[PEEP_OP_COUNT] = {
  "none",
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  #NAME,
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

/* A growing string.  */
struct text
{
  char *data;
  size_t length;
  size_t size;
};

static void text_printf (text *t, const char *format, ...)
  ATTRIBUTE_PRINTF_2;

static void
text_printf (text *t, const char *format, ...)
{
  va_list args;
  for (;;)
    {
      size_t room = t->size - t->length;
      va_start (args, format);
      int n = vsnprintf (t->data ? t->data + t->length : NULL, room, format,
			 args);
      va_end (args);
      gcc_assert (n >= 0);
      if ((size_t) n < room)
	{
	  t->length += n;
	  return;
	}
      t->size = MAX (2 * t->size, t->length + n + 256);
      t->data = XRESIZEVEC (char, t->data, t->size);
    }
}

static void
text_append (text *t, const text *more)
{
  if (!more->length)
    return;
  if (t->length + more->length >= t->size)
    {
      t->size = MAX (2 * t->size, t->length + more->length + 256);
      t->data = XRESIZEVEC (char, t->data, t->size);
    }
  memcpy (t->data + t->length, more->data, more->length);
  t->length += more->length;
}

/* A value in hexadecimal, after a space.  */
static void
text_hex (text *t, peep_uint value)
{
  unsigned long long high = (unsigned long long) (value >> 64);
  unsigned long long low = (unsigned long long) value;
  if (high)
    text_printf (t, " 0x%llx%016llx", high, low);
  else
    text_printf (t, " 0x%llx", low);
}

/* The records of the compilation, after the line "# peephole-mine 2".  */
static text harvest;

static bool use_facts;

/* An SSA name of the DAG, or a comparison that is a select's condition
   in the select's statement: at which level it was first reached, the
   operation it is looked into as (PEEP_OP_NONE for a leaf), and its
   node (-1 before it is written).  */
struct name_entry
{
  tree t;
  int depth;
  enum peep_op op;
  int id;
};

/* A constant node.  */
struct constant_entry
{
  unsigned p;
  peep_uint value;
  int id;
};

/* The record being built.  */
struct record
{
  gimple *root;
  peep_ctx ctx;			/* the glue's view of the root */
  vec<name_entry> names;
  vec<constant_entry> constants;
  int next_id;
  bool failed;			/* something odd: no record */
  text nodes;			/* node lines */
  text conditions;		/* condition lines */
};

static record current;

static int
fail (record *r)
{
  r->failed = true;
  return -1;
}

/* Whether P is a precision a record can hold.  */
static bool
precision_ok_p (unsigned p)
{
  return p >= 1 && p <= 128;
}

static name_entry *
find_name (record *r, tree t)
{
  for (unsigned i = 0; i < r->names.length (); i++)
    if (r->names[i].t == t)
      return &r->names[i];
  return NULL;
}

/* Whether T is a comparison in the statement of a select.  */
static bool
inner_condition_p (tree t)
{
  return COMPARISON_CLASS_P (t);
}

/* Note T, an operand reached at DEPTH, unless it is known already (a
   name is first reached at its lowest level: collect_names goes level
   by level).  */
static void
note_name (record *r, tree t, int depth)
{
  if ((TREE_CODE (t) == SSA_NAME || inner_condition_p (t))
      && !find_name (r, t))
    {
      name_entry entry = { t, depth, PEEP_OP_NONE, -1 };
      r->names.safe_push (entry);
    }
}

/* Note the operands of an operation of names at DEPTH; a select's
   condition in its statement is at the select's level.  */
static void
note_operands (record *r, enum peep_op op, const tree *operands, int depth)
{
  for (int i = 0; i < peep_op_arity (op); i++)
    note_name (r, operands[i],
	       inner_condition_p (operands[i]) ? depth : depth + 1);
}

/* Operand I of the definition of T, which is looked into as an
   operation.  */
static tree
def_operand (record *r, tree t, int i)
{
  return CONST_CAST_TREE ((const_tree) peep_def_operand (&r->ctx, t, i));
}

/* The names of the root's DAG, level by level from the root's operands
   (level 1), each with the operation it is looked into as if it is
   within MAX_DEPTH.  */
static void
collect_names (record *r)
{
  note_operands (r, r->ctx.op, r->ctx.operands, 0);
  for (int level = 0; level <= MAX_DEPTH; level++)
    /* Comparisons of this level are appended while it is gone
       through.  */
    for (unsigned i = 0; i < r->names.length (); i++)
      {
	if (r->names[i].depth != level)
	  continue;
	tree t = r->names[i].t;
	enum peep_op op = peep_def_op (&r->ctx, t);
	r->names[i].op = op;
	if (op == PEEP_OP_NONE)
	  continue;
	tree operands[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
	for (int j = 0; j < peep_op_arity (op); j++)
	  operands[j] = def_operand (r, t, j);
	note_operands (r, op, operands, level);
      }
}

/* The node of the constant VALUE of P bits.  */
static int
constant_node (record *r, unsigned p, peep_uint value)
{
  for (unsigned i = 0; i < r->constants.length (); i++)
    if (r->constants[i].p == p && r->constants[i].value == value)
      return r->constants[i].id;
  constant_entry entry = { p, value, r->next_id++ };
  r->constants.safe_push (entry);
  text_printf (&r->nodes, "K %d %u", entry.id, p);
  text_hex (&r->nodes, value);
  text_printf (&r->nodes, "\n");
  return entry.id;
}

static const char *
regime_name (tree type)
{
  return TYPE_OVERFLOW_WRAPS (type) ? "wrap" : "undef";
}

/* The SSA name T as GCC prints it (dump_generic_node): "x_1(D)", "_5",
   "iftmp.0_3".  print_generic_expr_to_str would say the same, at the
   cost of a pretty printer for every leaf of every record.  */
static void
name_text (text *out, tree t)
{
  if (tree identifier = SSA_NAME_IDENTIFIER (t))
    text_printf (out, "%s", IDENTIFIER_POINTER (identifier));
  text_printf (out, "_%u", SSA_NAME_VERSION (t));
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    text_printf (out, "(D)");
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t))
    text_printf (out, "(ab)");
}

/* A leaf: T, an SSA name of its own precision, with its facts at the
   root.  */
static int
leaf_node (record *r, tree t)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return fail (r);
  unsigned p = TYPE_PRECISION (TREE_TYPE (t));
  if (!precision_ok_p (p))
    return fail (r);
  tree identifier = SSA_NAME_IDENTIFIER (t);
  if (identifier && strchr (IDENTIFIER_POINTER (identifier), ' '))
    return fail (r);
  struct peep_facts f;
  peep_facts_of (t, r->root, p, &f);
  int id = r->next_id++;
  text_printf (&r->nodes, "L %d %u ", id, p);
  name_text (&r->nodes, t);
  const peep_uint values[] = { f.lower, f.upper, f.ulower, f.uupper, f.ones,
			       f.zeros };
  for (size_t i = 0; i < ARRAY_SIZE (values); i++)
    text_hex (&r->nodes, values[i] & peep_mask (p));
  text_printf (&r->nodes, "\n");
  return id;
}

static int value_node (record *r, tree t);

/* The precision of T's value as its node has it.  */
static unsigned
value_precision (tree t)
{
  return inner_condition_p (t) ? 1 : TYPE_PRECISION (TREE_TYPE (t));
}

/* The conversion of node ID, of a value of SOURCE (a type), to P bits,
   as part of an operation on values of TYPE.  */
static int
conversion_node (record *r, int id, tree source, unsigned p, tree type)
{
  unsigned q = TYPE_PRECISION (source);
  enum peep_op op = q > p ? PEEP_OP_int_trunc
		    : TYPE_UNSIGNED (source) ? PEEP_OP_int_zext
		    : PEEP_OP_int_sext;
  int converted = r->next_id++;
  text_printf (&r->nodes, "N %d %s %u %u %s %d\n", converted, op_names[op],
	       q, p, regime_name (type), id);
  return converted;
}

/* The node of operand T of an operation on values of TYPE, which works
   on P bits (0: T's own precision, a select's condition).  */
static int
operand_node (record *r, tree t, unsigned p, tree type)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      unsigned q = p ? p : TYPE_PRECISION (TREE_TYPE (t));
      if (!precision_ok_p (q))
	return fail (r);
      return constant_node (r, q, peep_low_bits (wi::to_widest (t), q));
    }
  int id = value_node (r, t);
  if (id < 0 || p == 0 || value_precision (t) == p)
    return id;
  if (inner_condition_p (t) || !precision_ok_p (value_precision (t)))
    return fail (r);
  return conversion_node (r, id, TREE_TYPE (t), p, type);
}

/* The node of OP (OPERANDS), whose result is of RESULT_TYPE (NULL for a
   GIMPLE_COND's comparison).  P is the precision of the operands (of a
   select, its values'; of a conversion, its source's), R the result's;
   the regime is that of the type the operation works in, as the glue's
   (of the operands of a comparison, else of the result).  */
static int
operation_node (record *r, enum peep_op op, const tree *operands,
		tree result_type)
{
  int flags = peep_op_flags (op);
  bool comparison = (flags & PEEP_OPF_COMPARISON) != 0;
  if (!comparison && !result_type)
    return fail (r);
  tree value_type = (flags & PEEP_OPF_SELECT) ? result_type
		    : TREE_TYPE (operands[0]);
  tree operation_type = comparison ? TREE_TYPE (operands[0]) : result_type;
  unsigned p = TYPE_PRECISION (value_type);
  unsigned precision = comparison ? 1 : TYPE_PRECISION (result_type);
  if (!precision_ok_p (p) || !precision_ok_p (precision))
    return fail (r);
  int ids[3];
  int arity = peep_op_arity (op);
  for (int i = 0; i < arity; i++)
    {
      bool own = i == 0 && (flags & PEEP_OPF_SELECT);
      ids[i] = operand_node (r, operands[i], own ? 0 : p, operation_type);
      if (ids[i] < 0)
	return -1;
    }
  int id = r->next_id++;
  text_printf (&r->nodes, "N %d %s %u %u %s", id, op_names[op], p, precision,
	       regime_name (operation_type));
  for (int i = 0; i < arity; i++)
    text_printf (&r->nodes, " %d", ids[i]);
  text_printf (&r->nodes, "\n");
  return id;
}

/* The node of T, an SSA name or a select's condition, looked into as
   the operation OP.  A comparison's result is a truth value of one
   bit, as the glue accepts it and GIMPLE verifies.  */
static int
definition_node (record *r, tree t, enum peep_op op)
{
  if ((peep_op_flags (op) & PEEP_OPF_COMPARISON) && value_precision (t) != 1)
    return fail (r);
  tree operands[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
  for (int i = 0; i < peep_op_arity (op); i++)
    operands[i] = def_operand (r, t, i);
  return operation_node (r, op, operands, TREE_TYPE (t));
}

/* The node of T, an SSA name or a select's condition, written once.  */
static int
value_node (record *r, tree t)
{
  name_entry *entry = find_name (r, t);
  if (!entry)
    return fail (r);
  if (entry->id >= 0)
    return entry->id;
  enum peep_op op = entry->op;
  int id;
  if (op != PEEP_OP_NONE)
    id = definition_node (r, t, op);
  else if (inner_condition_p (t))
    /* A comparison of a type the table has no operation on (of
       pointers): it has no name to be a leaf by.  */
    id = fail (r);
  else
    id = leaf_node (r, t);
  find_name (r, t)->id = id;
  return id;
}

/* Whether STMT is one of the record's: the root, or the definition of
   a name the DAG looks into.  */
static bool
record_statement_p (record *r, gimple *stmt)
{
  if (stmt == r->root)
    return true;
  for (unsigned i = 0; i < r->names.length (); i++)
    if (r->names[i].id >= 0 && r->names[i].op != PEEP_OP_NONE
	&& TREE_CODE (r->names[i].t) == SSA_NAME
	&& SSA_NAME_DEF_STMT (r->names[i].t) == stmt)
      return true;
  return false;
}

/* Whether the SSA name T has a use outside the record's statements (a
   debug statement's aside): its operation stays when the root is
   rewritten.  */
static bool
used_elsewhere_p (record *r, tree t)
{
  imm_use_iterator iterator;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, iterator, t)
    {
      gimple *user = USE_STMT (use);
      if (!is_gimple_debug (user) && !record_statement_p (r, user))
	return true;
    }
  return false;
}

/* An 'X' line for each operation of the DAG but the root whose value is
   used elsewhere.  */
static void
add_uses_elsewhere (record *r)
{
  for (unsigned i = 0; i < r->names.length (); i++)
    {
      tree t = r->names[i].t;
      if (r->names[i].id >= 0 && r->names[i].op != PEEP_OP_NONE
	  && TREE_CODE (t) == SSA_NAME && used_elsewhere_p (r, t))
	text_printf (&r->nodes, "X %d\n", r->names[i].id);
    }
}

/* The node of T, an operand of a condition: the DAG's, or a new leaf or
   constant.  */
static int
condition_operand_node (record *r, tree t, unsigned p)
{
  if (TREE_CODE (t) == SSA_NAME && !find_name (r, t))
    {
      name_entry entry = { t, MAX_DEPTH + 1, PEEP_OP_NONE, -1 };
      r->names.safe_push (entry);
    }
  return operand_node (r, t, p, TREE_TYPE (t));
}

/* Add the condition of COND to the record, that holds (HOLDS) or not
   where the root is reached; return whether it is one the table can
   say.  */
static bool
add_condition (record *r, gcond *cond, bool holds)
{
  peep_ctx ctx;
  if (!peep_ctx_init (&ctx, gsi_for_stmt (cond))
      || !(peep_op_flags (ctx.op) & PEEP_OPF_COMPARISON))
    return false;
  int a = condition_operand_node (r, ctx.operands[0], ctx.precision);
  int b = condition_operand_node (r, ctx.operands[1], ctx.precision);
  if (a < 0 || b < 0)
    return false;
  text_printf (&r->conditions, "C %s %u %d %d %d\n", op_names[ctx.op],
	       ctx.precision, a, b, holds ? 1 : 0);
  return true;
}

/* The edge out of D, which ends in a GIMPLE_COND, that every path to
   BB takes: its destination has no other predecessor and dominates
   BB.  NULL if there is none.  */
static edge
deciding_edge (basic_block d, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, d->succs)
    if ((e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
	&& single_pred_p (e->dest)
	&& dominated_by_p (CDI_DOMINATORS, bb, e->dest))
      return e;
  return NULL;
}

/* The conditions of the branches that decide whether the root is
   reached, the nearest first.  */
static void
add_conditions (record *r)
{
  basic_block bb = gimple_bb (r->root);
  int found = 0, looked = 0;
  for (basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb);
       d && d != ENTRY_BLOCK_PTR_FOR_FN (cfun) && found < MAX_CONDITIONS
       && looked < MAX_DOMINATORS;
       d = get_immediate_dominator (CDI_DOMINATORS, d), looked++)
    {
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (d));
      edge e = cond ? deciding_edge (d, bb) : NULL;
      if (e && add_condition (r, cond, (e->flags & EDGE_TRUE_VALUE) != 0))
	found++;
      if (r->failed)
	return;
    }
}

/* "FILE:LINE:COL" of STMT, a space in FILE written "%20" (and any other
   blank or control character so, which would break the line).  */
static void
location_text (text *t, gimple *stmt)
{
  expanded_location location = expand_location (gimple_location (stmt));
  if (!location.file || !*location.file)
    {
      text_printf (t, "?:0:0");
      return;
    }
  for (const char *c = location.file; *c; c++)
    if ((unsigned char) *c <= ' ' || *c == 0x7f)
      text_printf (t, "%%%02X", (unsigned char) *c);
    else
      text_printf (t, "%c", *c);
  text_printf (t, ":%d:%d", location.line, location.column);
}

/* The root's execution count: its block's, from a profile read, or
   -1.  Only a count the profile measured (or scaled from one) is one:
   a block of a function the training run never entered has counts
   GCC guessed, which ipa () leaves uninitialized.  */
static long long
root_count (function *fun, gimple *stmt)
{
  profile_count count = gimple_bb (stmt)->count.ipa ();
  if (profile_status_for_fn (fun) != PROFILE_READ || !count.initialized_p ())
    return -1;
  return (long long) count.to_gcov_type ();
}

static void
reset_record (record *r, gimple *root)
{
  r->root = root;
  r->names.truncate (0);
  r->constants.truncate (0);
  r->next_id = 0;
  r->failed = false;
  r->nodes.length = 0;
  r->conditions.length = 0;
}

/* The record of the statement at GSI, if it is a root, added to the
   harvest.  */
static void
harvest_statement (function *fun, const char *function_name,
		   gimple_stmt_iterator gsi)
{
  record *r = &current;
  /* peep_ctx_init also starts what -verify notes of an attempt; the
     rewriting of the function is over, and a rewrite starts it
     again.  */
  if (!peep_ctx_init (&r->ctx, gsi))
    return;
  reset_record (r, gsi_stmt (gsi));
  collect_names (r);
  tree result_type = gimple_code (r->root) == GIMPLE_COND ? NULL_TREE
		     : TREE_TYPE (gimple_get_lhs (r->root));
  int root = operation_node (r, r->ctx.op, r->ctx.operands, result_type);
  if (root < 0 || r->failed)
    return;
  add_uses_elsewhere (r);
  add_conditions (r);
  if (r->failed)
    return;
  text_printf (&harvest, "R ");
  location_text (&harvest, r->root);
  text_printf (&harvest, " %s %lld\n", function_name,
	       root_count (fun, r->root));
  text_append (&harvest, &r->nodes);
  text_append (&harvest, &r->conditions);
  text_printf (&harvest, "E %d\n", root);
}

namespace {

const pass_data pass_data_peephole_mine = {
  GIMPLE_PASS,			/* type */
  "peephole-mine",		/* name */
  OPTGROUP_OTHER,		/* optinfo_flags */
  TV_PLUGIN_RUN,		/* tv_id */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class pass_peephole_mine : public gimple_opt_pass
{
public:
  pass_peephole_mine (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_peephole_mine, ctxt)
  {
  }

  /* Where the rewriting pass runs (its gate, in peephole.cc): when
     optimizing, in SSA form, not in code the sanitizers instrument.
     -fdump-passes asks with a dummy function, which has no
     properties.  */
  bool gate (function *fun) final override
  {
    const unsigned needed = PROP_ssa | PROP_cfg;
    return (optimize > 0
	    && (fun->curr_properties == 0
		|| (fun->curr_properties & needed) == needed)
	    && !(flag_sanitize
		 & (SANITIZE_UNDEFINED | SANITIZE_UNDEFINED_NONDEFAULT)));
  }

  unsigned int execute (function *fun) final override;
};

unsigned int
pass_peephole_mine::execute (function *fun)
{
  const char *function_name
    = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (current_function_decl));
  /* The conditions ask what dominates what; the ranger needs it too.
     Leave the IR's state as it was found.  */
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  peep_facts_start (use_facts);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      harvest_statement (fun, function_name, gsi);
  peep_facts_finish (fun);
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
  current.names.release ();
  current.constants.release ();
  return 0;
}

} // anon namespace

opt_pass *
peep_mine_make_pass (gcc::context *ctxt, bool facts)
{
  use_facts = facts;
  text_printf (&harvest, "# peephole-mine %d\n", PEEP_MINE_FORMAT_VERSION);
  return new pass_peephole_mine (ctxt);
}

void
peep_mine_append (const char *file)
{
  /* A compilation that failed is run again once it is fixed: its
     records would be counted twice.  */
  if (seen_error ())
    return;
  if (!peep_append_locked (file, harvest.data, harvest.length))
    error_at (UNKNOWN_LOCATION,
	      "peephole: cannot add the harvest to %qs: %s", file,
	      xstrerror (errno));
  XDELETEVEC (harvest.data);
  harvest.data = NULL;
  harvest.length = harvest.size = 0;
}
