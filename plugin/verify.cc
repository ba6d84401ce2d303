/* verify.cc: -fplugin-arg-peephole-verify, every rewrite checked by Z3.

   The rules are proven when the plugin is built; this mode checks, in
   addition, each rewrite the plugin makes on real code (translation
   validation, as in Alive2 and seed 002): it catches a wrong rule that
   skipped its proof (SORRY_Z3), and a glue that builds something other
   than what the rule says.  For example, for

     _2 = a_1(D) + 3;                _2 = a_1(D) + 3;
     _4 = _2 + 5;            =>      _4 = a_1(D) + 8;

   (add_reassoc_consts) it asks Z3 whether, for some a_1(D), the old
   _4, (a_1(D) + 3) + 5, differs from the new one, a_1(D) + 8.

   The check runs right after the rewrite, on the IL the glue produced:
   - the original value is the statement's old operation on its old
     operands (kept before the glue changed it), with every operand the
     matcher looked into (peep_def_operand) replaced by the expression
     of its defining statement, which the rewrite leaves alone; other
     SSA names are free variables;
   - the replacement is the statement's new right-hand side (or
     condition), with the names of the statements the glue inserted
     replaced by their expressions.
   Checking after, not before, means the check covers what the glue did
   with the rule's result (conversions of truth values, conditions made
   constant), not only what the matcher asked for.

   Semantics are the table's (include/peephole-ops.def), instantiated
   on Z3 terms by include/peephole-semantics.h, as gen/semantics.c does,
   at the precision of each statement's own types: every statement, an
   assignment or a call, is classified as the glue classifies it
   (peep_classify), its value is the operation's VALUE (for a call
   whose result has a type of its own, at the operand's precision P
   and the result's R) and its definedness the absence of the
   operation's UNDEFINED kinds (signed overflow only where the type's
   overflow is undefined; __builtin_clz of 0).  Two things are GIMPLE's
   own: a shift or rotate count may have a type of its own, and is in
   range when it lies in [0, P) as a number of that type; conversions,
   copies and the truth values a comparison yields change width as
   GIMPLE converts.  The matched inner statements execute before the
   statement in both programs: their definedness is assumed.  So are
   the facts (ranges, known bits) the rule's checks read
   (peep_get_facts), each at the precision it was read at: facts.cc
   proves them separately.  Z3 is asked for inputs where the original is
   defined and the replacement is undefined or different: "sat" is an
   internal error with the counterexample, "unknown" (timeout) a warning
   in the dump, counted.

   This file is a shared object of its own, peephole_verify.so, linked
   with libz3: peephole.so loads it (verify-loader.cc) only when
   -fplugin-arg-peephole-verify is given, so that no other compilation
   loads Z3.

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
#include "gimple-pretty-print.h"
#include "diagnostic-core.h"
#include "dumpfile.h"

#include "compat.h"
#include "glue.h"

#include <z3.h>
#include "peephole-semantics.h"

/* Checked rewrites, over the compilation.  */
static unsigned long verified_count, unknown_count;
static double solver_seconds;

/* Give up a query after this many milliseconds (verify=MS).  */
static unsigned timeout_ms = 10000;

/* A fresh context every so many queries, so that memory stays bounded
   over a long compilation.  */
#define QUERIES_PER_CONTEXT 512

static Z3_context z3;
static unsigned context_queries;

/* What one rewrite attempt recorded, from peep_ctx_init to the check.  */

struct noted_facts
{
  tree operand;
  unsigned precision;		/* the facts are of values of so many bits */
  struct peep_facts facts;
};

static struct
{
  bool condition;		/* the statement is a GIMPLE_COND */
  enum peep_op op;		/* its operation before the rewrite */
  enum tree_code code;		/* idem, as GIMPLE has it: CALL_EXPR for
				   a call, COND_EXPR for a PHI */
  tree operands[3];
  basic_block arms[2];		/* of a PHI: the blocks of its true and
				   its false arm, or NULL */
  tree type;			/* of its value: of the LHS, or boolean */
  vec<tree> opened;		/* names the matcher looked into */
  vec<tree> built;		/* names of the statements the glue built */
  vec<noted_facts> facts;	/* facts the rule's checks read */
  char *original_text;		/* the statement before the rewrite */
} attempt;

/* A translated name: its term, and whether it is a free variable.  */
struct translated
{
  tree name;
  Z3_ast term;
  bool leaf;
};

/* The state of one check.  */
static vec<translated> terms;
static Z3_ast assumed;		/* matched inner statements are defined,
				   facts hold */
static Z3_ast replacement_defined;

/* A shift count that is not a constant: a query Z3 does not answer at
   once is split into its values, as gen/solver.c splits proofs.  */
static Z3_ast split_count;	/* the count, widened */
static Z3_ast split_count_ok;	/* it is in [0, P) */
static unsigned split_limit;	/* P */

/* The first attempt at a query gets at most this many milliseconds
   before the split.  */
#define FIRST_ATTEMPT_MS 300

static void
z3_error (Z3_context c, Z3_error_code code)
{
  internal_error ("peephole: verify: Z3: %s", Z3_get_error_msg (c, code));
}

static bool
verify_configure (const char *value)
{
  if (value)
    {
      char *end;
      unsigned long ms = strtoul (value, &end, 10);
      if (!*value || *end || ms == 0 || ms > 3600000)
	{
	  error ("peephole: %<-fplugin-arg-peephole-verify=%s%>: the timeout "
		 "must be a number of milliseconds in [1, 3600000]", value);
	  return false;
	}
      timeout_ms = (unsigned) ms;
    }
  peep_verify_enabled = true;
  /* A testing knob: build every constant one too big, so that the
     tests can see a wrong rewrite caught.  Only with verify, so that it
     can never produce wrong code unnoticed.  */
  const char *corrupt = getenv ("PEEPHOLE_TEST_CORRUPT_CONSTANTS");
  peep_verify_corrupt_constants = corrupt && *corrupt && strcmp (corrupt, "0");
  return true;
}

/* Recording.  */

static void
verify_begin (peep_ctx *ctx)
{
  attempt.opened.truncate (0);
  attempt.built.truncate (0);
  attempt.facts.truncate (0);
  free (attempt.original_text);
  attempt.original_text = NULL;
  attempt.condition = gimple_code (ctx->stmt) == GIMPLE_COND;
  attempt.op = ctx->op;
  if (attempt.condition)
    {
      attempt.code = gimple_cond_code (ctx->stmt);
      attempt.type = boolean_type_node;
    }
  else
    {
      attempt.code = is_gimple_assign (ctx->stmt)
		     ? gimple_assign_rhs_code (ctx->stmt)
		     : is_gimple_call (ctx->stmt) ? CALL_EXPR : COND_EXPR;
      attempt.type = TREE_TYPE (gimple_get_lhs (ctx->stmt));
    }
  for (int i = 0; i < 3; i++)
    attempt.operands[i] = ctx->operands[i];
  attempt.arms[0] = ctx->arms[0];
  attempt.arms[1] = ctx->arms[1];
}

static void
verify_note_def (tree name)
{
  if (!attempt.opened.contains (name))
    attempt.opened.safe_push (name);
}

static void
verify_note_facts (tree operand, unsigned precision,
			const struct peep_facts *facts)
{
  if (TREE_CODE (operand) != SSA_NAME)
    return;
  noted_facts n = { operand, precision, *facts };
  attempt.facts.safe_push (n);
}

static char *
statement_text (gimple *stmt)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  print_gimple_stmt (out, stmt, 0, TDF_SLIM);
  fclose (out);
  if (size && text[size - 1] == '\n')
    text[size - 1] = 0;
  return text;
}

/* The glue is about to insert CTX->pending and change the statement.  */
static void
verify_note_commit (peep_ctx *ctx)
{
  attempt.original_text = statement_text (ctx->stmt);
  for (gimple_stmt_iterator i = gsi_start (ctx->pending); !gsi_end_p (i);
       gsi_next (&i))
    attempt.built.safe_push (gimple_get_lhs (gsi_stmt (i)));
}

/* Terms.  */

static unsigned
width_of (tree t)
{
  return TYPE_PRECISION (TREE_TYPE (t));
}

static Z3_sort
bv_sort (unsigned width)
{
  return Z3_mk_bv_sort (z3, width);
}

static Z3_ast
bv_value (peep_uint value, unsigned width)
{
  if (width <= 64)
    return Z3_mk_unsigned_int64 (z3, (uint64_t) value, bv_sort (width));
  Z3_ast high = Z3_mk_unsigned_int64 (z3, (uint64_t) (value >> 64),
				      bv_sort (width - 64));
  return Z3_mk_concat (z3, high, Z3_mk_unsigned_int64 (z3, (uint64_t) value,
						       bv_sort (64)));
}

static Z3_ast
bv_uint (unsigned value, unsigned width)
{
  return Z3_mk_unsigned_int64 (z3, value, bv_sort (width));
}

static Z3_ast
mk_and2 (Z3_ast a, Z3_ast b)
{
  Z3_ast args[2] = { a, b };
  return Z3_mk_and (z3, 2, args);
}

/* The width of TERM, a bit-vector.  */
static unsigned
term_width (Z3_ast term)
{
  return Z3_get_bv_sort_size (z3, Z3_get_sort (z3, term));
}

/* TERM, a truth value as 0 or 1 of its width, as WIDTH bits.  */
static Z3_ast
resize_truth (Z3_ast term, unsigned width)
{
  unsigned from = term_width (term);
  if (from == width)
    return term;
  if (from > width)
    return Z3_mk_extract (z3, width - 1, 0, term);
  return Z3_mk_zero_ext (z3, width - from, term);
}

/* TERM, a value of FROM's type, as a value of WIDTH bits: truncated, or
   extended as FROM extends.  */
static Z3_ast
convert_term (Z3_ast term, tree from, unsigned width)
{
  unsigned q = TYPE_PRECISION (from);
  if (q == width)
    return term;
  if (q > width)
    return Z3_mk_extract (z3, width - 1, 0, term);
  return TYPE_UNSIGNED (from) ? Z3_mk_zero_ext (z3, width - q, term)
	 : Z3_mk_sign_ext (z3, width - q, term);
}

/* The value of constant T.  */
static Z3_ast
constant_term (tree t)
{
  unsigned p = width_of (t);
  wide_int w = wi::to_wide (t);
  peep_uint value = wi::extract_uhwi (w, 0, MIN (p, 64));
  if (p > 64)
    value |= (peep_uint) wi::extract_uhwi (w, 64, p - 64) << 64;
  return bv_value (value, p);
}

/* A shift or rotate count B (of COUNT_TYPE) for a value of P bits: the
   condition that it is in [0, P), and its value in P bits there.  */
static Z3_ast
count_term (Z3_ast b, tree count_type, unsigned p, Z3_ast *count_ok)
{
  unsigned wide = MAX (TYPE_PRECISION (count_type), p) + 1;
  Z3_ast w = convert_term (b, count_type, wide);
  Z3_ast limit = bv_uint (p, wide);
  *count_ok = TYPE_UNSIGNED (count_type) ? Z3_mk_bvult (z3, w, limit)
	      : mk_and2 (Z3_mk_bvsle (z3, bv_uint (0, wide), w),
			 Z3_mk_bvslt (z3, w, limit));
  if (!split_count && !Z3_is_numeral_ast (z3, b))
    {
      split_count = w;
      split_count_ok = *count_ok;
      split_limit = p;
    }
  return Z3_mk_extract (z3, p - 1, 0, w);
}

static Z3_ast operand_term (tree t);

/* The value of the select OP (CONDITION, A, B), of values of TYPE, as
   the table defines it: CONDITION, a truth value, is not 0.  NULL if it
   cannot be translated.  */
static Z3_ast
select_term (enum peep_op op, tree type, tree condition, tree a, tree b)
{
  if (!condition || !a || !b)
    return NULL;
  Z3_ast c = operand_term (condition);
  Z3_ast x = operand_term (a);
  Z3_ast y = operand_term (b);
  unsigned p = TYPE_PRECISION (type);
  if (!c || !x || !y || term_width (x) != p || term_width (y) != p)
    return NULL;
  return peep_z3_value (z3, op, c, x, y, p, p);
}

/* The condition that OP (A, B), of operands of P bits, is defined,
   where OPERATION_TYPE is the type OP works in and COUNT_OK the
   condition that a shift count is in range (count_term); NULL if the
   semantics know a kind of undefined behaviour that this does not.  */
static Z3_ast
defined_term (enum peep_op op, tree operation_type, Z3_ast a, Z3_ast b,
	      unsigned p, Z3_ast count_ok)
{
  Z3_ast defined = Z3_mk_true (z3);
  int kinds = peep_undefined_kinds (op);
  for (int kind = 1; kind < (1 << PEEP_UB_KINDS); kind <<= 1)
    {
      if (!(kinds & kind)
	  || (kind == PEEP_UB_OVERFLOW
	      && !TYPE_OVERFLOW_UNDEFINED (operation_type)))
	continue;
      Z3_ast ok = kind == PEEP_UB_COUNT && count_ok ? count_ok
		  : peep_z3_defined (z3, op, kind, a, b, p);
      if (!ok)
	return NULL;
      defined = mk_and2 (defined, ok);
    }
  return defined;
}

/* The value of CODE (RHS1, RHS2, RHS3), which the glue classifies as
   OP, as a value of TYPE, as GIMPLE computes it; the conditions under
   which it is defined are added to *DEFINED, those of the operands'
   definitions where they belong.  CODE is CALL_EXPR for a call of RHS1,
   COND_EXPR for a select (of a COND_EXPR or a PHI).  NULL if the
   verifier cannot translate it.  */
static Z3_ast
expression_term (enum peep_op op, enum tree_code code, tree type, tree rhs1,
		 tree rhs2, tree rhs3, Z3_ast *defined)
{
  unsigned r = TYPE_PRECISION (type);
  if (code == SSA_NAME || code == INTEGER_CST || CONVERT_EXPR_CODE_P (code))
    {
      Z3_ast a = operand_term (rhs1);
      return a ? convert_term (a, TREE_TYPE (rhs1), r) : NULL;
    }
  if (op == PEEP_OP_NONE)
    return NULL;
  int flags = peep_op_flags (op);
  if (flags & PEEP_OPF_SELECT)
    return select_term (op, type, rhs1, rhs2, rhs3);
  if ((flags & PEEP_OPF_CONVERT)
      || (peep_op_arity (op) > 1) != (rhs2 != NULL_TREE))
    return NULL;
  Z3_ast a = operand_term (rhs1);
  Z3_ast b = rhs2 ? operand_term (rhs2) : NULL;
  if (!a || (rhs2 && !b))
    return NULL;
  /* The precision of the operands, and the type the operation works
     in: of the operands of a comparison, else of the result.  A
     comparison's truth value and a bit count (of a result of its own
     type) have a precision other than the operands'.  */
  unsigned p = TYPE_PRECISION (TREE_TYPE (rhs1));
  tree operation_type = (flags & PEEP_OPF_COMPARISON) ? TREE_TYPE (rhs1)
			: type;
  bool own_result = (flags & PEEP_OPF_OWN_RESULT) != 0;
  Z3_ast count_ok = NULL;
  if (flags & PEEP_OPF_SHIFT)
    b = count_term (b, TREE_TYPE (rhs2), p, &count_ok);
  if (term_width (a) != p || (b && term_width (b) != p)
      || (!(flags & PEEP_OPF_COMPARISON) && !own_result && r != p))
    return NULL;
  Z3_ast value = peep_z3_value (z3, op, a, b, NULL, p, own_result ? r : p);
  Z3_ast ok = defined_term (op, operation_type, a, b, p, count_ok);
  if (!value || !ok)
    return NULL;
  *defined = mk_and2 (*defined, ok);
  return (flags & PEEP_OPF_COMPARISON) ? resize_truth (value, r) : value;
}

/* The value of STMT, an assignment or a call, as a value of TYPE, and
   where it is defined (expression_term).  */
static Z3_ast
statement_term (gimple *stmt, tree type, Z3_ast *defined)
{
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      if (gimple_call_num_args (call) != 1)
	return NULL;
      return expression_term (peep_classify (call), CALL_EXPR, type,
			      gimple_call_arg (call, 0), NULL_TREE, NULL_TREE,
			      defined);
    }
  gassign *assign = as_a <gassign *> (stmt);
  return expression_term (peep_classify (assign),
			  gimple_assign_rhs_code (assign), type,
			  gimple_assign_rhs1 (assign),
			  gimple_num_ops (assign) > 2
			  ? gimple_assign_rhs2 (assign) : NULL_TREE,
			  gimple_num_ops (assign) > 3
			  ? gimple_assign_rhs3 (assign) : NULL_TREE, defined);
}

static Z3_ast operand_term (tree t);

/* Whether DEF, a statement the glue built, computes the condition of
   the select being rewritten, a comparison that is not of integers.  */
static bool
same_condition_p (gimple *def)
{
  tree condition = attempt.operands[0];
  return (condition && COMPARISON_CLASS_P (condition)
	  && peep_classify_condition (condition) == PEEP_OP_NONE
	  && gimple_assign_rhs_code (def) == TREE_CODE (condition)
	  && gimple_assign_rhs1 (def) == TREE_OPERAND (condition, 0)
	  && operand_equal_p (gimple_assign_rhs2 (def),
			      TREE_OPERAND (condition, 1), 0));
}

/* Where arm ARM (0 true, 1 false) of the PHI is taken: its condition
   holds, or does not.  */
static Z3_ast
arm_guard (int arm)
{
  Z3_ast c = operand_term (attempt.operands[0]);
  if (!c)
    return NULL;
  Z3_ast taken = Z3_mk_not (z3, Z3_mk_eq (z3, c, bv_uint (0, term_width (c))));
  return arm == 0 ? taken : Z3_mk_not (z3, taken);
}

static translated *
find_term (tree name)
{
  for (unsigned i = 0; i < terms.length (); i++)
    if (terms[i].name == name)
      return &terms[i];
  return NULL;
}

static char *
name_text (tree name)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  print_generic_expr (out, name, TDF_SLIM);
  fclose (out);
  return text;
}

/* The value of operand T: a constant; the expression of a statement the
   matcher looked into (whose definedness is assumed) or the glue built
   (whose definedness the replacement needs); else a free variable.  */
static Z3_ast
operand_term (tree t)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return constant_term (t);
  /* A select's condition, a comparison in no statement of its own (of
     which nothing is known when it does not compare integers: a free
     truth value, below).  Comparisons are defined everywhere.  */
  enum peep_op comparison = peep_classify_condition (t);
  if (comparison != PEEP_OP_NONE)
    {
      Z3_ast always = Z3_mk_true (z3);
      return expression_term (comparison, TREE_CODE (t), boolean_type_node,
			      TREE_OPERAND (t, 0), TREE_OPERAND (t, 1),
			      NULL_TREE, &always);
    }
  if (COMPARISON_CLASS_P (t))
    {
      if (translated *known = find_term (t))
	return known->term;
      char *text = name_text (t);
      translated entry = { t, Z3_mk_const (z3, Z3_mk_string_symbol (z3, text),
					   bv_sort (1)), true };
      free (text);
      terms.safe_push (entry);
      return entry.term;
    }
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return NULL;
  if (translated *known = find_term (t))
    return known->term;
  gimple *def = SSA_NAME_DEF_STMT (t);
  bool opened = attempt.opened.contains (t);
  bool built = attempt.built.contains (t);
  /* The condition of a select that compares what the verifier does not
     translate (pointers), computed into a _Bool by the glue: the same
     free truth value as the condition.  */
  if (built && is_gimple_assign (def) && same_condition_p (def))
    return operand_term (attempt.operands[0]);
  translated entry = { t, NULL, false };
  if ((opened || built) && (is_gimple_assign (def) || is_gimple_call (def)))
    {
      /* A statement of an arm of a PHI is computed only where the
	 condition takes the arm: it is assumed defined there only.  */
      int arm = !built && gimple_bb (def) == attempt.arms[0] ? 0
		: !built && gimple_bb (def) == attempt.arms[1] ? 1 : -1;
      Z3_ast in_arm = Z3_mk_true (z3);
      Z3_ast *sink = built ? &replacement_defined
		     : arm >= 0 ? &in_arm : &assumed;
      entry.term = statement_term (def, TREE_TYPE (t), sink);
      if (!entry.term)
	return NULL;
      if (arm >= 0)
	{
	  Z3_ast guard = arm_guard (arm);
	  if (!guard)
	    return NULL;
	  assumed = mk_and2 (assumed, Z3_mk_implies (z3, guard, in_arm));
	}
    }
  else
    {
      char *text = name_text (t);
      entry.term = Z3_mk_const (z3, Z3_mk_string_symbol (z3, text),
				bv_sort (width_of (t)));
      entry.leaf = true;
      free (text);
    }
  terms.safe_push (entry);
  return entry.term;
}

/* Assume the noted facts of their operands, each at the precision it
   was computed at: of the operand's value truncated, or extended as its
   type extends, to that precision (facts.cc).  */
static void
assume_facts (void)
{
  for (unsigned i = 0; i < attempt.facts.length (); i++)
    {
      const noted_facts &n = attempt.facts[i];
      unsigned p = n.precision;
      Z3_ast x = operand_term (n.operand);
      if (!x)
	continue;
      x = convert_term (x, TREE_TYPE (n.operand), p);
      const struct peep_facts &f = n.facts;
      Z3_ast sound[6] = {
	Z3_mk_bvsle (z3, bv_value (f.lower, p), x),
	Z3_mk_bvsle (z3, x, bv_value (f.upper, p)),
	Z3_mk_bvule (z3, bv_value (f.ulower, p), x),
	Z3_mk_bvule (z3, x, bv_value (f.uupper, p)),
	Z3_mk_eq (z3, Z3_mk_bvand (z3, x, bv_value (f.ones, p)),
		  bv_value (f.ones, p)),
	Z3_mk_eq (z3, Z3_mk_bvand (z3, x, bv_value (f.zeros, p)),
		  bv_uint (0, p))
      };
      assumed = mk_and2 (assumed, Z3_mk_and (z3, 6, sound));
    }
}

/* The truth of the condition OP (A, B), comparison CODE, and where it
   is defined.  */
static Z3_ast
condition_term (enum peep_op op, enum tree_code code, tree a, tree b,
		Z3_ast *defined)
{
  Z3_ast value = expression_term (op, code, TREE_TYPE (a), a, b, NULL_TREE,
				 defined);
  if (!value)
    return NULL;
  return Z3_mk_not (z3, Z3_mk_eq (z3, value,
				  bv_uint (0, term_width (value))));
}

/* The value of the statement before the rewrite (an assignment's value
   as a bit-vector, a condition's truth), and where it is defined.  */
static Z3_ast
original_term (Z3_ast *defined)
{
  if (attempt.condition)
    return condition_term (attempt.op, attempt.code, attempt.operands[0],
			   attempt.operands[1], defined);
  return expression_term (attempt.op, attempt.code, attempt.type,
			  attempt.operands[0], attempt.operands[1],
			  attempt.operands[2], defined);
}

/* The value of STMT after the rewrite.  */
static Z3_ast
replacement_term (gimple *stmt)
{
  if (gcond *cond = dyn_cast <gcond *> (stmt))
    return condition_term (peep_classify (cond), gimple_cond_code (cond),
			   gimple_cond_lhs (cond), gimple_cond_rhs (cond),
			   &replacement_defined);
  return statement_term (stmt, attempt.type, &replacement_defined);
}

/* Reporting.  */

/* VALUE, a term of a model, as a number of a type that is unsigned if
   IS_UNSIGNED.  */
static char *
model_text (Z3_model model, Z3_ast value, bool is_unsigned)
{
  if (Z3_get_sort_kind (z3, Z3_get_sort (z3, value)) == Z3_BOOL_SORT)
    {
      Z3_ast out;
      Z3_model_eval (z3, model, value, true, &out);
      return xstrdup (Z3_get_bool_value (z3, out) == Z3_L_TRUE ? "true"
		      : "false");
    }
  Z3_ast out;
  Z3_model_eval (z3, model, Z3_mk_bv2int (z3, value, !is_unsigned), true,
		 &out);
  return xstrdup (Z3_get_numeral_string (z3, out));
}

/* The inputs of a counterexample: every free variable.  */
static char *
inputs_text (Z3_model model)
{
  char *text = xstrdup ("");
  for (unsigned i = 0; i < terms.length (); i++)
    if (terms[i].leaf)
      {
	char *name = name_text (terms[i].name);
	char *value = model_text (model, terms[i].term,
				  TYPE_UNSIGNED (TREE_TYPE (terms[i].name)));
	char *more = concat (text, *text ? ", " : "", name, " = ", value, NULL);
	free (text);
	free (name);
	free (value);
	text = more;
      }
  return text;
}

/* The built statements and the statement, after the rewrite.  */
static char *
replacement_text (gimple *stmt)
{
  char *text = xstrdup ("");
  for (unsigned i = 0; i < attempt.built.length (); i++)
    {
      char *s = statement_text (SSA_NAME_DEF_STMT (attempt.built[i]));
      char *more = concat (text, s, "; ", NULL);
      free (text);
      free (s);
      text = more;
    }
  char *s = statement_text (stmt);
  char *all = concat (text, s, NULL);
  free (text);
  free (s);
  return all;
}

/* ORDER REGIMES.  */
static const char *
regime_text (peep_ctx *ctx)
{
  return ctx->regime == PEEP_REGIME_UNDEFINED ? "undefined signed overflow"
	 : "wrapping overflow";
}

static void
report_wrong (peep_ctx *ctx, Z3_solver solver, Z3_ast original,
	      Z3_ast replacement)
{
  Z3_model model = Z3_solver_get_model (z3, solver);
  Z3_model_inc_ref (z3, model);
  const struct peep_rule *rule = &peep_rules[ctx->rule];
  char *inputs = inputs_text (model);
  bool is_unsigned = TYPE_UNSIGNED (attempt.type);
  char *before = model_text (model, original, is_unsigned);
  char *after = model_text (model, replacement, is_unsigned);
  Z3_ast defined_value;
  Z3_model_eval (z3, model, replacement_defined, true, &defined_value);
  bool undefined = Z3_get_bool_value (z3, defined_value) != Z3_L_TRUE;
  char *now = replacement_text (ctx->stmt);
  internal_error ("peephole: verify: rule %s (%s:%d) rewrote %<%s%> wrongly "
		  "into %<%s%>: at precision %u, with %s, for %s%s: the "
		  "statement computes %s, the replacement %s",
		  rule->name, rule->file, rule->line, attempt.original_text,
		  now, ctx->precision, regime_text (ctx), inputs,
		  attempt.facts.is_empty () ? "" : " (and the facts assumed)",
		  before, undefined ? "is undefined" : after);
}

/* V, a value of P bits, in decimal: as a signed number if SIGNED_P.  */
static const char *
decimal (peep_uint v, unsigned p, bool signed_p, char buffer[48])
{
  bool negative = signed_p && ((v >> (p - 1)) & 1);
  if (negative)
    v = (~v + 1) & (p >= 128 ? ~(peep_uint) 0 : (((peep_uint) 1 << p) - 1));
  char *end = buffer + 47, *s = end;
  *s = 0;
  do
    *--s = (char) ('0' + (int) (v % 10));
  while ((v /= 10) != 0);
  if (negative)
    *--s = '-';
  return s;
}

static const char *
hexadecimal (peep_uint v, char buffer[48])
{
  if (v >> 64)
    snprintf (buffer, 48, "0x%llx%016llx", (unsigned long long) (v >> 64),
	      (unsigned long long) v);
  else
    snprintf (buffer, 48, "0x%llx", (unsigned long long) v);
  return buffer;
}

/* Say in the dump which facts the check assumed.  */
static void
dump_facts (void)
{
  char b[6][48];
  for (unsigned i = 0; i < attempt.facts.length (); i++)
    {
      const struct peep_facts &f = attempt.facts[i].facts;
      unsigned p = attempt.facts[i].precision;
      fprintf (dump_file, "  verify: assuming the facts of ");
      print_generic_expr (dump_file, attempt.facts[i].operand, TDF_SLIM);
      fprintf (dump_file, " (proven separately): [%s, %s], unsigned "
	       "[%s, %s], ones %s, zeros %s\n",
	       decimal (f.lower, p, true, b[0]), decimal (f.upper, p, true, b[1]),
	       decimal (f.ulower, p, false, b[2]),
	       decimal (f.uupper, p, false, b[3]), hexadecimal (f.ones, b[4]),
	       hexadecimal (f.zeros, b[5]));
    }
}

/* The check.  */

static void
ensure_context (void)
{
  if (z3 && context_queries < QUERIES_PER_CONTEXT)
    return;
  if (z3)
    Z3_del_context (z3);
  Z3_config config = Z3_mk_config ();
  z3 = Z3_mk_context (config);
  Z3_del_config (config);
  Z3_set_error_handler (z3, z3_error);
  context_queries = 0;
}

static void
set_timeout (Z3_solver solver, unsigned ms)
{
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "timeout"), ms);
  Z3_solver_set_params (z3, solver, params);
  Z3_params_dec_ref (z3, params);
}

/* Check FORMULA with a fresh solver, giving up after MS milliseconds.
   *SOLVER is the solver, for the model when FORMULA is satisfiable.  */
static Z3_lbool
check (Z3_ast formula, unsigned ms, Z3_solver *solver)
{
  if (*solver)
    Z3_solver_dec_ref (z3, *solver);
  *solver = Z3_mk_solver (z3);
  Z3_solver_inc_ref (z3, *solver);
  set_timeout (*solver, ms);
  Z3_solver_assert (z3, *solver, formula);
  return Z3_solver_check (z3, *solver);
}

/* FORMULA split on the values of split_count: outside [0, P), then each
   value in it substituted, so that the simplifier folds what depends on
   it before anything is bit-blasted (gen/solver.c does the same).
   Unsatisfiable if every case is.  */
static Z3_lbool
check_split (Z3_ast formula, Z3_solver *solver)
{
  unsigned wide = Z3_get_bv_sort_size (z3, Z3_get_sort (z3, split_count));
  Z3_lbool result = check (mk_and2 (formula, Z3_mk_not (z3, split_count_ok)),
			   timeout_ms, solver);
  for (unsigned k = 0; k < split_limit && result == Z3_L_FALSE; k++)
    {
      Z3_ast value = bv_uint (k, wide);
      Z3_ast in_case = Z3_substitute (z3, formula, 1, &split_count, &value);
      result = check (mk_and2 (in_case, Z3_mk_eq (z3, split_count, value)),
		      timeout_ms, solver);
    }
  return result;
}

/* Whether, under the assumptions, ORIGINAL can be defined where
   REPLACEMENT is undefined or different.  *SOLVER holds the model.  */
static Z3_lbool
solve (Z3_ast original_defined, Z3_ast original, Z3_ast replacement,
       Z3_solver *solver)
{
  Z3_ast parts[3] = {
    assumed, original_defined,
    Z3_mk_not (z3, mk_and2 (replacement_defined,
			    Z3_mk_eq (z3, original, replacement)))
  };
  Z3_ast formula = Z3_mk_and (z3, 3, parts);
  clock_t start = clock ();
  Z3_lbool result = check (formula, split_count
			   ? MIN (timeout_ms, FIRST_ATTEMPT_MS)
			   : timeout_ms, solver);
  if (result == Z3_L_UNDEF && split_count && timeout_ms > FIRST_ATTEMPT_MS)
    result = check_split (formula, solver);
  solver_seconds += (double) (clock () - start) / CLOCKS_PER_SEC;
  return result;
}

static void
unknown (peep_ctx *ctx, const char *why)
{
  unknown_count++;
  if (dump_file)
    fprintf (dump_file, "  verify: warning: rule %s not verified: %s\n",
	     peep_rules[ctx->rule].name, why);
}

/* Check the rewrite CTX has just made.  */
static void
verify_rewrite (peep_ctx *ctx)
{
  ensure_context ();
  context_queries++;
  terms.truncate (0);
  split_count = NULL;
  assumed = Z3_mk_true (z3);
  replacement_defined = Z3_mk_true (z3);
  Z3_ast original_defined = Z3_mk_true (z3);
  Z3_ast original = original_term (&original_defined);
  Z3_ast replacement = original ? replacement_term (ctx->stmt) : NULL;
  if (!original || !replacement)
    {
      unknown (ctx, "an operation the verifier cannot translate");
      return;
    }
  assume_facts ();
  Z3_solver solver = NULL;
  Z3_lbool result = solve (original_defined, original, replacement, &solver);
  if (result == Z3_L_TRUE)
    report_wrong (ctx, solver, original, replacement);
  if (result == Z3_L_FALSE)
    {
      verified_count++;
      if (dump_file)
	fprintf (dump_file, "  verify: rule %s verified at precision %u, "
		 "%s\n", peep_rules[ctx->rule].name, ctx->precision,
		 regime_text (ctx));
    }
  else
    {
      char *why = concat ("Z3 gave up (", Z3_solver_get_reason_unknown (z3,
									solver),
			  ")", NULL);
      unknown (ctx, why);
      free (why);
    }
  if (dump_file)
    dump_facts ();
  Z3_solver_dec_ref (z3, solver);
}

/* At the end of the compilation: the counts, with the statistics or
   whenever a rewrite could not be verified.  */
static void
verify_summary (bool statistics)
{
  if (!peep_verify_enabled)
    return;
  if (statistics || unknown_count)
    fprintf (stderr, "peephole: verify: %lu rewrites verified, %lu not "
	     "verified (Z3 gave up), %.2f s in Z3\n", verified_count,
	     unknown_count, solver_seconds);
}


/* What peephole.so calls (verify-loader.cc).  */
extern "C" const struct peep_verify_module peep_verify_module = {
  verify_configure,
  verify_begin,
  verify_note_def,
  verify_note_facts,
  verify_note_commit,
  verify_rewrite,
  verify_summary
};
