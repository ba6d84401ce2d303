/* mdrule.c: instances of match.pd patterns as rules of the language.

   Each instance's match and result are written as a rule's pattern and
   target, its conditions as a check (mdcond.c); the text is parsed,
   checked, lowered and typed as any rule file's, so that what is
   proven is what a user could write.  A tree code whose meaning
   depends on the signedness of its type (rshift, lt, min, trunc_div)
   becomes the int_ or the uint_ operation, and a conversion one of
   int_sext, int_zext, int_trunc and int_cast: every choice is a
   variant, and the type inference keeps those whose signedness and
   precisions agree, so that an instance is proven for every width
   tuple and signedness it allows.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* What a match.pd operator is in the rule language.  */
typedef struct OperatorMap
{
  const char *name;		/* match.pd's (lowercase tree code, or the
				   name of a function or list) */
  const char *ops[4];		/* the rule's operations it may be */
} OperatorMap;

static const OperatorMap operator_map[] = {
  { "plus", { "int_add" } }, { "minus", { "int_sub" } },
  { "mult", { "int_mul" } }, { "negate", { "int_neg" } },
  { "bit_not", { "int_invert" } }, { "bit_and", { "int_and" } },
  { "bit_ior", { "int_or" } }, { "bit_xor", { "int_xor" } },
  { "lshift", { "int_lshift" } },
  { "rshift", { "int_rshift", "uint_rshift" } },
  { "lrotate", { "int_rotl" } }, { "rrotate", { "int_rotr" } },
  { "eq", { "int_eq" } }, { "ne", { "int_ne" } },
  { "lt", { "int_lt", "uint_lt" } }, { "le", { "int_le", "uint_le" } },
  { "gt", { "int_gt", "uint_gt" } }, { "ge", { "int_ge", "uint_ge" } },
  { "min", { "int_min", "uint_min" } }, { "max", { "int_max", "uint_max" } },
  { "abs", { "int_abs" } },
  { "trunc_div", { "int_div", "uint_div" } },
  { "trunc_mod", { "int_mod", "uint_mod" } },
  { "mult_highpart", { "uint_mul_high" } },
  { "exact_div", { "int_exact_div", "uint_exact_div" } },
  { "floor_div", { "int_floor_div", "uint_floor_div" } },
  { "floor_mod", { "int_floor_mod", "uint_floor_mod" } },
  { "ceil_div", { "int_ceil_div", "uint_ceil_div" } },
  { "ceil_mod", { "int_ceil_mod", "uint_ceil_mod" } },
  { "round_div", { "int_round_div", "uint_round_div" } },
  { "round_mod", { "int_round_mod", "uint_round_mod" } },
  { "convert", { "int_sext", "int_zext", "int_trunc", "int_cast" } },
  { "convert0", { "int_sext", "int_zext", "int_trunc", "int_cast" } },
  { "convert1", { "int_sext", "int_zext", "int_trunc", "int_cast" } },
  { "convert2", { "int_sext", "int_zext", "int_trunc", "int_cast" } },
  { "nop_expr", { "int_sext", "int_zext", "int_trunc", "int_cast" } },
  { "cond", { "int_select" } },
  { "view_convert", { "int_cast" } },
  { "POPCOUNT", { "int_popcount" } }, { "PARITY", { "int_parity" } },
  { "CLZ", { "int_clz" } }, { "CTZ", { "int_ctz" } },
  { "FFS", { "int_ffs" } }, { "BSWAP", { "int_bswap" } },
  { NULL, { NULL } }
};

/* Operators of other types than integers, by the reason reported.  */
static const struct
{
  const char *name;
  const char *reason;
} foreign_operators[] = {
  { "rdiv", "floating point" }, { "float", "floating point" },
  { "fix_trunc", "floating point" }, { "REAL_CST", "floating point" },
  { "real_zerop", "floating point" }, { "real_onep", "floating point" },
  { "real_minus_onep", "floating point" }, { "real_maybe_zerop", "floating point" },
  { "vec_cond", "vectors" }, { "vec_perm", "vectors" },
  { "VECTOR_CST", "vectors" }, { "vec_duplicate", "vectors" },
  { "vec_series", "vectors" }, { "CONSTRUCTOR", "vectors" },
  { "bit_insert", "vectors" }, { "BIT_FIELD_REF", "vectors" },
  { "bit_field_ref", "vectors" }, { "vec_pack_trunc", "vectors" },
  { "vec_unpack_lo", "vectors" }, { "vec_unpack_hi", "vectors" },
  { "reduc_plus", "vectors" }, { "IFN_REDUC_PLUS", "vectors" },
  { "complex", "complex numbers" }, { "realpart", "complex numbers" },
  { "imagpart", "complex numbers" }, { "conj", "complex numbers" },
  { "COMPLEX_CST", "complex numbers" },
  { "ltgt", "floating point" }, { "unordered", "floating point" },
  { "ordered", "floating point" }, { "uneq", "floating point" },
  { "unlt", "floating point" }, { "unle", "floating point" },
  { "ungt", "floating point" }, { "unge", "floating point" },
  { "FIXED_CST", "fixed point" }, { "IFN_FMA", "floating point" },
  { "IFN_FMS", "floating point" }, { "IFN_FNMA", "floating point" },
  { "IFN_FNMS", "floating point" }, { "FMA", "floating point" },
  { "pointer_plus", "pointers" }, { "pointer_diff", "pointers" },
  { "addr", "pointers" }, { "ADDR_EXPR", "pointers" },
  { "mem_ref", "pointers" }, { "MEM_REF", "pointers" },
  { NULL, NULL }
};

static const char *
foreign_reason (const char *name)
{
  for (int i = 0; foreign_operators[i].name; i++)
    if (strcmp (foreign_operators[i].name, name) == 0)
      return foreign_operators[i].reason;
  /* Math functions (SQRT, POW, BUILT_IN_SQRT ...) are of floating
     point, but for the integer ones of operator_map.  */
  static const char *const math[] = {
    "SQRT", "CBRT", "POW", "POWI", "EXP", "EXP2", "EXP10", "POW10", "LOG",
    "LOG2", "LOG10", "SIN", "COS", "TAN", "ATAN", "SINH", "COSH", "TANH",
    "COPYSIGN", "FMA", "FMIN", "FMAX", "HYPOT", "LDEXP", "SCALBN",
    "SCALBLN", "FLOOR", "CEIL", "ROUND", "TRUNC", "RINT", "NEARBYINT",
    "LROUND", "LLROUND", "IROUND", "LRINT", "LLRINT", "IRINT", "LFLOOR",
    "LLFLOOR", "IFLOOR", "LCEIL", "LLCEIL", "ICEIL", "SIGNBIT", "CABS",
    "CEXPI", "CEXP", "NAN", "FABS", "ISINF", "ISNAN", "FREXP", "MODF",
    "COPYSIGN_ALL", "FMAX_ALL", "FMIN_ALL", "SQRT_ALL", NULL
  };
  const char *base = name;
  if (strncmp (base, "BUILT_IN_", 9) == 0)
    base += 9;
  else if (strncmp (base, "IFN_", 4) == 0 || strncmp (base, "CFN_", 4) == 0)
    base += 4;
  for (int i = 0; math[i]; i++)
    if (strncmp (base, math[i], strlen (math[i])) == 0)
      return "floating point";
  return NULL;
}

/* GENERIC's truth operations (TRUTH_NOT_EXPR ...), which take any
   integer operand as a truth value (nonzero is true) and give 0 or 1
   of their own type: written with comparisons and selects, %1 and %2
   their operands.  truth_not only: the others, written so, would need
   more types than a rule may have (each comparison's is its own), and
   the short-circuit ones (truth_andif, truth_orif) are not selects at
   all (the second operand does not count where the first decides).  */
static const struct
{
  const char *name;
  int arity;
  const char *text;
} truth_operations[] = {
  { "truth_not", 1, "int_select(int_eq(%1, 0), 1, 0)" },
  { NULL, 0, NULL }
};

static int
truth_operation (const char *name, int arity)
{
  for (int i = 0; truth_operations[i].name; i++)
    if (strcmp (truth_operations[i].name, name) == 0
	&& truth_operations[i].arity == arity)
      return i;
  return -1;
}

/* The text of truth operation I with operands ARGS.  */
static const char *
write_truth (int i, const char *const *args)
{
  const char *p = truth_operations[i].text;
  char *text = arena_printf ("%s", "");
  for (; *p; p++)
    if (*p == '%' && (p[1] == '1' || p[1] == '2'))
      text = arena_printf ("%s%s", text, args[*++p - '1']);
    else
      text = arena_printf ("%s%c", text, *p);
  return text;
}

static const OperatorMap *
find_operator (const char *name)
{
  /* BUILT_IN_POPCOUNTL, IFN_CLZ, CFN_BUILT_IN_CTZLL: by their base.  */
  const char *base = name;
  if (strncmp (base, "CFN_", 4) == 0)
    base += 4;
  if (strncmp (base, "BUILT_IN_", 9) == 0)
    base += 9;
  else if (strncmp (base, "IFN_", 4) == 0)
    base += 4;
  for (int i = 0; operator_map[i].name; i++)
    {
      size_t n = strlen (operator_map[i].name);
      if (strcmp (operator_map[i].name, name) == 0)
	return &operator_map[i];
      if (base != name && strncmp (operator_map[i].name, base, n) == 0
	  && (!base[n] || strcmp (base + n, "L") == 0
	      || strcmp (base + n, "LL") == 0
	      || strcmp (base + n, "IMAX") == 0
	      || (strcmp (operator_map[i].name, "BSWAP") == 0
		  && (strcmp (base + n, "16") == 0
		      || strcmp (base + n, "32") == 0
		      || strcmp (base + n, "64") == 0
		      || strcmp (base + n, "128") == 0))))
	return &operator_map[i];
    }
  return NULL;
}

static int
op_choice_count (const OperatorMap *map)
{
  int n = 0;
  while (n < 4 && map->ops[n])
    n++;
  return n;
}

/* Leaves that stand for constants.  */
static const struct
{
  const char *name;
  const char *literal;		/* the literal it matches, or NULL for any
				   constant (a C variable) */
  const char *check;		/* on the constant (%s), or NULL */
} leaf_predicates[] = {
  { "integer_zerop", "0", NULL }, { "integer_onep", "1", NULL },
  { "integer_all_onesp", "-1", NULL }, { "integer_minus_onep", "-1", NULL },
  { "integer_truep", "1", NULL }, { "zerop", "0", NULL },
  { "integer_each_onep", "1", NULL },
  { "INTEGER_CST", NULL, NULL }, { "CONSTANT_CLASS_P", NULL, NULL },
  { "uniform_integer_cst_p", NULL, NULL }, { "poly_int_tree_p", NULL, NULL },
  { "integer_nonzerop", NULL, "%s != 0" },
  { "integer_pow2p", NULL, "%s != 0 and %s & (%s - 1) == 0" },
  { NULL, NULL, NULL }
};

/* The most integer types of a translated rule (types_limit).  */
#define MD_TYPE_MAX 3

/* The writing of one instance.  */
typedef struct Writer
{
  const MdInstance *instance;
  MdCaptures captures;
  const char *forced_constant[16];	/* captures made constants */
  int forced_count;
  /* The choices of operations: each node with several, in pre-order of
     the match then the result.  */
  int choice_count;
  int choices[32];
  int next_choice;
  const char *checks[16];	/* from predicates */
  int check_count;
  int fresh;
  int node;			/* pre-order index of the match's node being
				   written, as classify numbers them */
  const char *node_var[128];	/* by that index: a variable of the
				   node's type (class_var), or NULL */
  const char *truth_captures[16];	/* captures of the type of a
					   select's condition, _Bool */
  int truth_count;
  /* The match's captured operations written so far, and their text
     again (without the names of conversions' precisions), for a use of
     the capture after them.  */
  const char *operation_names[16];
  const char *operation_texts[16];
  int operation_count;
  bool force_leaf;		/* the result has an OP! */
  bool pattern_none;		/* a conversion of the match may be none:
				   the retry of an instance that types
				   only where one converts between types
				   of one precision (a change of sign, the
				   same bits) */
  const char *unsupported;
  const char *not_integer;
} Writer;

static void
fail (Writer *w, const char *reason)
{
  if (!w->unsupported)
    w->unsupported = reason;
}

static bool
forced_constant (const Writer *w, const char *name)
{
  for (int i = 0; i < w->forced_count; i++)
    if (strcmp (w->forced_constant[i], name) == 0)
      return true;
  return false;
}

static MdCapture *
find_capture (Writer *w, const char *name)
{
  for (int i = 0; i < w->captures.count; i++)
    if (strcmp (w->captures.items[i].name, name) == 0)
      return &w->captures.items[i];
  return NULL;
}

static MdCapture *
add_capture (Writer *w, const char *name, const char *var, bool constant)
{
  MdCapture *c = find_capture (w, name);
  if (c)
    return c;
  if (w->captures.count == 64)
    {
      fail (w, "more than 64 captures");
      return &w->captures.items[0];
    }
  c = &w->captures.items[w->captures.count++];
  c->name = name;
  c->var = var;
  c->type_var = var;
  c->constant = constant;
  return c;
}

static const char *
capture_var (const char *name, bool constant)
{
  return arena_printf ("%s%s", constant ? "C" : "x", name);
}

/* The leaf predicate NAME, or NULL.  */
static int
leaf_predicate (const char *name)
{
  for (int i = 0; leaf_predicates[i].name; i++)
    if (strcmp (leaf_predicates[i].name, name) == 0)
      return i;
  return -1;
}

/* Type classes of the match, to give each capture of an operation a
   variable of its type (TREE_TYPE (@2)).  */
typedef struct Classes
{
  const MdExpr *nodes[128];
  int parent[128];
  int operand_of[128];		/* a conversion's: its operand's node */
  bool condition[128];		/* a select's condition */
  int count;
} Classes;

static int
class_find (Classes *k, int i)
{
  while (k->parent[i] != i)
    i = k->parent[i] = k->parent[k->parent[i]];
  return i;
}

static void
class_unify (Classes *k, int a, int b)
{
  a = class_find (k, a);
  b = class_find (k, b);
  if (a != b)
    k->parent[b] = a;
}

/* convert, nop_expr ... and view_convert (an int_cast only).  */
static bool
is_conversion (const char *name)
{
  const OperatorMap *map = find_operator (name);
  return map && (strcmp (map->ops[0], "int_sext") == 0
		 || strcmp (map->ops[0], "int_cast") == 0);
}

static bool
is_comparison (const char *name)
{
  static const char *const names[] = { "eq", "ne", "lt", "le", "gt", "ge",
				       NULL };
  for (int i = 0; names[i]; i++)
    if (strcmp (names[i], name) == 0)
      return true;
  return false;
}

static bool
own_result (const char *name)
{
  static const char *const counting[] = {
    "int_popcount", "int_parity", "int_clz", "int_ctz", "int_ffs", NULL
  };
  const OperatorMap *map = find_operator (name);
  for (int i = 0; map && counting[i]; i++)
    if (strcmp (map->ops[0], counting[i]) == 0)
      return true;
  return false;
}

static int
classify (Classes *k, const MdExpr *expr, bool root)
{
  if (k->count == 128)
    return 0;
  int self = k->count++;
  k->nodes[self] = expr;
  k->parent[self] = self;
  k->condition[self] = false;
  if (expr->kind != MD_OPERATION)
    return self;
  bool select = strcmp (expr->name, "cond") == 0;
  bool shift = strcmp (expr->name, "lshift") == 0
    || strcmp (expr->name, "rshift") == 0
    || strcmp (expr->name, "lrotate") == 0
    || strcmp (expr->name, "rrotate") == 0;
  int operand = -1;
  k->operand_of[self] = self;
  for (int i = 0; i < expr->arg_count; i++)
    {
      int c = classify (k, expr->args[i], false);
      if (i == 0)
	k->operand_of[self] = c;
      if (select && i == 0)
	k->condition[c] = true;
      if ((select && i == 0) || (shift && i == 1))
	continue;
      if (operand < 0)
	operand = c;
      else
	class_unify (k, operand, c);
    }
  bool own = is_conversion (expr->name) || own_result (expr->name)
    || truth_operation (expr->name, expr->arg_count) >= 0
    || strcmp (expr->name, "absu") == 0
    || (is_comparison (expr->name) && !root);
  if (!own && operand >= 0)
    class_unify (k, self, operand);
  return self;
}

/* A variable of the class of node I: a capture's, preferring names to
   constants.  */
static const char *
class_var (Writer *w, Classes *k, int i)
{
  const char *found = NULL;
  int c = class_find (k, i);
  for (int j = 0; j < k->count; j++)
    if (class_find (k, j) == c && k->nodes[j]->capture)
      {
	const MdCapture *capture = find_capture (w, k->nodes[j]->capture);
	if (capture && capture->var && !capture->literal
	    && (!found || !capture->constant))
	  found = capture->var;
      }
  if (found)
    return found;
  /* The class of the root's operands: the rule's type.  */
  if (c == class_find (k, 0) || (k->nodes[0]->kind == MD_OPERATION
				 && is_comparison (k->nodes[0]->name)
				 && k->count > 1
				 && c == class_find (k, 1)))
    return "#LONG_BIT";
  /* A select's condition that no capture names (a comparison): a
     truth value, _Bool in GIMPLE, whose tests are known ("#W1").  */
  for (int j = 0; j < k->count; j++)
    if (k->condition[j] && class_find (k, j) == c)
      return "#W1";
  /* A class no capture has: the operand of a conversion names its
     precision ("#N3"), the only test of such a type.  */
  for (int j = 0; j < k->count; j++)
    if (k->nodes[j]->kind == MD_OPERATION
	&& is_conversion (k->nodes[j]->name)
	&& class_find (k, k->operand_of[j]) == c)
      return arena_printf ("#N%d", j);
  return NULL;
}

static void
collect_captures (Writer *w, const MdExpr *expr)
{
  switch (expr->kind)
    {
    case MD_CAPTURE:
      {
	bool constant = forced_constant (w, expr->capture);
	add_capture (w, expr->capture, capture_var (expr->capture, constant),
		     constant);
	return;
      }
    case MD_PREDICATE:
      {
	if (!expr->capture)
	  return;
	int p = leaf_predicate (expr->name);
	if (p >= 0 && leaf_predicates[p].literal)
	  {
	    /* integer_zerop@1: the literal, wherever @1 is used.  */
	    MdCapture *c = add_capture (w, expr->capture,
					leaf_predicates[p].literal, true);
	    c->literal = true;
	    c->type_var = NULL;
	    return;
	  }
	bool constant = p >= 0 || forced_constant (w, expr->capture);
	add_capture (w, expr->capture, capture_var (expr->capture, constant),
		     constant);
	return;
      }
    case MD_INTEGER:
      if (expr->capture)
	add_capture (w, expr->capture, capture_var (expr->capture, true),
		     true);
      return;
    case MD_OPERATION:
      for (int i = 0; i < expr->arg_count; i++)
	collect_captures (w, expr->args[i]);
      if (expr->capture)
	{
	  MdCapture *c = add_capture (w, expr->capture, NULL, false);
	  c->var = NULL;
	}
      return;
    case MD_C_EXPR:
      return;
    }
}

static void
type_captures (Writer *w, const MdExpr *match)
{
  Classes k;
  k.count = 0;
  int root = classify (&k, match, true);
  /* A capture used again is one value, of one type.  */
  for (int i = 0; i < k.count; i++)
    for (int j = 0; j < i; j++)
      if (k.nodes[i]->capture && k.nodes[j]->capture
	  && strcmp (k.nodes[i]->capture, k.nodes[j]->capture) == 0)
	class_unify (&k, i, j);
  w->truth_count = 0;
  for (int i = 0; i < k.count; i++)
    {
      w->node_var[i] = class_var (w, &k, i);
      if (!k.nodes[i]->capture || w->truth_count == 16)
	continue;
      for (int j = 0; j < k.count; j++)
	if (k.condition[j] && class_find (&k, j) == class_find (&k, i))
	  {
	    w->truth_captures[w->truth_count++] = k.nodes[i]->capture;
	    break;
	  }
    }
  for (int i = 0; i < k.count; i++)
    if (k.nodes[i]->capture)
      {
	MdCapture *c = find_capture (w, k.nodes[i]->capture);
	if (c)
	  c->type_class = class_find (&k, i);
	if (c && (!c->var || c->literal))
	  c->type_var = class_var (w, &k, i);
      }
  w->captures.root_comparison = match->kind == MD_OPERATION
    && is_comparison (match->name);
  w->captures.root_class = w->captures.root_comparison ? -1
    : class_find (&k, root);
  w->captures.root_var = w->captures.root_comparison ? NULL
    : class_var (w, &k, root);
}

/* Pattern and target text.  */

static const char *write_term (Writer *w, const MdExpr *expr, bool pattern,
			       int depth);

/* The operation of a node with several meanings, from W's choices;
   NULL for the EXTRA-th option past the map's (a result's conversion
   that converts to the type its operand already has: none).  */
static const char *
choose (Writer *w, const OperatorMap *map, int extra)
{
  int n = op_choice_count (map) + extra;
  if (n == 1)
    return map->ops[0];
  int index = w->next_choice++;
  if (index >= 32)
    {
      fail (w, "more than 32 operations of several meanings");
      return map->ops[0];
    }
  if (index >= w->choice_count)
    {
      w->choices[index] = 0;
      w->choice_count = index + 1;
    }
  int choice = w->choices[index] % n;
  return choice < op_choice_count (map) ? map->ops[choice] : NULL;
}

/* The options of a node: a conversion in a result may also be none
   (GCC folds a conversion to the same type away), and one in the match
   where W->pattern_none.  */
static int
choice_count (const Writer *w, const OperatorMap *map, const MdExpr *node,
	      bool pattern)
{
  return op_choice_count (map)
    + ((!pattern || w->pattern_none) && is_conversion (node->name) ? 1 : 0);
}

static const char *
write_leaf (Writer *w, const MdExpr *expr, bool pattern)
{
  if (expr->kind == MD_INTEGER)
    {
      if (strpbrk (expr->text, ".eE") && !strpbrk (expr->text, "xX"))
	{
	  if (!w->not_integer)
	    w->not_integer = "floating point";
	  return "0";
	}
      return expr->capture && pattern ? find_capture (w, expr->capture)->var
	: expr->text;
    }
  if (expr->kind == MD_CAPTURE)
    {
      MdCapture *c = find_capture (w, expr->capture);
      if (!c)
	{
	  fail (w, arena_printf ("@%s, which the match does not capture",
				 expr->capture));
	  return "x";
	}
      if (!c->var)
	{
	  /* A captured operation: its expression again.  */
	  const MdExpr *found = NULL;
	  const MdExpr *stack[128];
	  int depth = 0;
	  stack[depth++] = w->instance->match;
	  while (depth && !found)
	    {
	      const MdExpr *node = stack[--depth];
	      if (node->kind == MD_OPERATION && node->capture
		  && strcmp (node->capture, expr->capture) == 0)
		found = node;
	      for (int i = 0; i < node->arg_count && depth < 128; i++)
		stack[depth++] = node->args[i];
	    }
	  if (pattern)
	    for (int i = 0; i < w->operation_count; i++)
	      if (strcmp (w->operation_names[i], expr->capture) == 0)
		return w->operation_texts[i];
	  if (pattern || !found)
	    {
	      fail (w, "a capture of an operation used again in the match");
	      return "x";
	    }
	  MdExpr copy = *found;
	  copy.capture = NULL;
	  return write_term (w, &copy, false, 0);
	}
      return c->var;
    }
  if (expr->kind == MD_PREDICATE)
    {
      const char *reason = foreign_reason (expr->name);
      if (reason)
	{
	  if (!w->not_integer)
	    w->not_integer = reason;
	  return "0";
	}
      if (strcmp (expr->name, "SSA_NAME") == 0)
	return expr->capture ? find_capture (w, expr->capture)->var
	  : arena_printf ("x_%d", w->fresh++);
      int p = leaf_predicate (expr->name);
      if (p < 0 && expr->capture)
	{
	  /* A predicate on a name: its condition, a fact.  */
	  MdCapture *c = find_capture (w, expr->capture);
	  const char *test = NULL;
	  if (strcmp (expr->name, "tree_expr_nonnegative_p") == 0)
	    test = arena_printf ("(unsigned(%s) or %s.known_nonnegative())",
				 c->var, c->var);
	  else if (strcmp (expr->name, "tree_expr_nonzero_p") == 0)
	    test = arena_printf ("%s.known_nonzero()", c->var);
	  if (test)
	    {
	      if (w->check_count < 16)
		w->checks[w->check_count++] = test;
	      return c->var;
	    }
	}
      if (p < 0)
	{
	  fail (w, arena_printf ("the predicate %s", expr->name));
	  return "x";
	}
      if (leaf_predicates[p].literal)
	return leaf_predicates[p].literal;
      const char *var = expr->capture ? find_capture (w, expr->capture)->var
	: arena_printf ("C_%d", w->fresh++);
      if (leaf_predicates[p].check && w->check_count < 16)
	w->checks[w->check_count++]
	  = arena_printf (leaf_predicates[p].check, var, var, var);
      return var;
    }
  fail (w, "C++ in a match");
  return "x";
}

/* The variable of a capture whose type EXPR has: EXPR's, or that of
   the first operand of an operation that keeps its operand's type; NULL
   if none.  */
static const char *
type_witness (Writer *w, const MdExpr *expr)
{
  while (expr->kind == MD_OPERATION && expr->arg_count >= 1
	 && !expr->capture && !is_conversion (expr->name)
	 && !is_comparison (expr->name) && !own_result (expr->name)
	 && strcmp (expr->name, "cond") != 0)
    expr = expr->args[0];
  if (!expr->capture || expr->kind == MD_OPERATION)
    return NULL;
  const MdCapture *c = find_capture (w, expr->capture);
  return c && c->var && !c->literal ? c->var : NULL;
}

/* Whether EXPR, of a result, computes in the type NAME: it converts to
   it, or is an operation of it, or its first operand does.  */
static bool
of_type (const MdExpr *expr, const char *name)
{
  if (expr->kind != MD_OPERATION)
    return false;
  if (expr->type)
    return strcmp (expr->type, name) == 0;
  return !is_conversion (expr->name) && expr->arg_count
	 && of_type (expr->args[0], name);
}

/* Whether the values that EXPR computes in NAME, a type made to wrap
   ("#wV": V's type where it wraps, its unsigned type elsewhere), have
   the same bits in either: computed by operations that do not depend
   on the sign, and used by them or converted to the form's type, of
   their precision, where ROOT (V's is the form's type).  PARENT_OK: the
   operation using EXPR is such a use.  */
static bool
wrapping_uses_ok (const MdExpr *expr, const char *name, bool root,
		  bool parent_ok)
{
  static const char *const agnostic[] = {
    "plus", "minus", "mult", "negate", "bit_and", "bit_ior", "bit_xor",
    "bit_not", "lshift", NULL
  };
  if (expr->kind != MD_OPERATION)
    return true;
  bool typed = of_type (expr, name);
  bool conversion = is_conversion (expr->name);
  if (typed && !parent_ok)
    return false;
  if (typed && !conversion)
    {
      bool ok = false;
      for (int i = 0; agnostic[i]; i++)
	ok |= strcmp (expr->name, agnostic[i]) == 0;
      if (!ok)
	return false;
    }
  bool inner_ok = (typed && !conversion)
		  || (conversion && !expr->type && root);
  for (int i = 0; i < expr->arg_count; i++)
    if (!wrapping_uses_ok (expr->args[i], name, root, inner_ok))
      return false;
  return true;
}

/* The type of a result's operation EXPR that its :NAME gives, from the
   instance's (with ...) blocks (md_translate_type): "#uV" or "#sV" for
   the unsigned or signed type of the precision of V's type, "#wV" for
   V's type made to wrap, which is written as its unsigned type where
   the result's uses of it allow (wrapping_uses_ok); NULL for none, or
   for a type not translated (*WHY then says which).  */
static const char *
result_type (const Writer *w, const MdExpr *expr, const char **why)
{
  *why = NULL;
  if (!expr->type || strcmp (expr->type, "type") == 0)
    return NULL;
  const char *t = md_translate_type (expr->type, w->instance, &w->captures,
				     why);
  if (t && t[1] == 'w'
      && !wrapping_uses_ok (w->instance->result, expr->type, !t[2], false))
    {
      *why = arena_printf ("a result in %s, a type made to wrap, used where "
			   "its sign matters", expr->type);
      return NULL;
    }
  if (t && (strcmp (t, "#W1") == 0 || (t[0] == '=' && t[1] == '#')))
    {
      *why = arena_printf ("a result of the type %s", expr->type);
      return NULL;
    }
  return t;
}

/* What EXPR, of a result, is if it converts to a type that its :NAME
   declares, of the precision of a capture's type: 'u' or 's' for
   uint_cast or sint_cast of the operand (convert:utype @N, with utype
   = unsigned_type_for (TREE_TYPE (@N))), 'n' for none where the
   operand's value is of that type already (convert:ctype @N, with
   ctype = TREE_TYPE (@N); convert:boolean_type_node of a select's
   condition, which GIMPLE makes a _Bool); 0 for none of these.  */
static int
typed_conversion (const Writer *w, const MdExpr *expr)
{
  const char *why;
  const char *t;
  if (expr->kind != MD_OPERATION || !is_conversion (expr->name)
      || expr->arg_count != 1 || !expr->type)
    return 0;
  if (strcmp (expr->type, "boolean_type_node") == 0)
    {
      const MdExpr *x = expr->args[0];
      for (int i = 0; i < w->truth_count; i++)
	if (x->kind != MD_OPERATION && x->capture
	    && strcmp (w->truth_captures[i], x->capture) == 0)
	  return 'n';
      return 0;
    }
  if (!(t = result_type (w, expr, &why)))
    return 0;
  /* A type made to wrap is written as its unsigned type (the uses
     checked in result_type).  */
  int kind = t[0] == '=' ? 'n' : t[1] == 'w' ? 'u' : t[1];
  const MdExpr *x = expr->args[0];
  if (x->kind == MD_OPERATION)
    return x->type && strcmp (x->type, expr->type) == 0 ? 'n' : 0;
  const MdCapture *c = x->capture ? find_capture ((Writer *) w, x->capture)
		       : NULL;
  if (!c)
    return 0;
  /* The class of the type V names: the root's, or a capture's whose
     variable or type variable V is.  */
  const char *base = t + (t[0] == '=' ? 1 : 2);
  if (!*base)
    return !w->captures.root_comparison
	   && c->type_class == w->captures.root_class ? kind : 0;
  for (int i = 0; i < w->captures.count; i++)
    {
      const MdCapture *o = &w->captures.items[i];
      if ((o->var && strcmp (o->var, base) == 0)
	  || (o->type_var && strcmp (o->type_var, base) == 0))
	return o->type_class == c->type_class ? kind : 0;
    }
  return 0;
}

/* absu (ABSU_EXPR): the absolute value of a signed operand X in the
   unsigned type of its precision, defined everywhere: (U) X, negated
   where X is negative, negated in U, which wraps.  In a match, GIMPLE's
   typing of ABSU_EXPR gives the checks that U is unsigned and of X's
   precision and X signed, U being the rule's type at the root, else
   that of a variable of the node's type.  In a result, at the root
   only: the type of the form must be so, or the negation is undefined
   (as GCC's ABSU_EXPR of a signed type would be).  */
static const char *
write_absu (Writer *w, const MdExpr *expr, bool pattern, int depth)
{
  int node = pattern ? w->node++ : -1;
  const char *own = "";
  if (depth > 0)
    {
      const char *var = pattern ? w->node_var[node] : NULL;
      if (var && strcmp (var, "#LONG_BIT") == 0)
	var = "";
      if (!var || var[0] == '#')
	{
	  fail (w, pattern ? "absu below the root, of a type no variable has"
		: "absu below the root of a result");
	  return "x";
	}
      own = var;
    }
  const char *x = write_term (w, expr->args[0], pattern, depth + 1);
  /* Each conversion of a match binds the precision of its operand to
     a name of its own.  */
  const char *cast = pattern ? arena_printf ("int_cast(%s, N%d)", x, node)
    : arena_printf ("int_cast(%s)", x);
  const char *cast2 = pattern ? arena_printf ("int_cast(%s, N%d_)", x, node)
    : cast;
  if (pattern)
    {
      const char *var = type_witness (w, expr->args[0]);
      if (!var)
	{
	  fail (w, "absu of an operand of no captured type");
	  return "x";
	}
      if (w->check_count + 3 <= 16)
	{
	  w->checks[w->check_count++] = arena_printf ("unsigned(%s)", own);
	  w->checks[w->check_count++] = arena_printf ("not unsigned(%s)", var);
	  w->checks[w->check_count++]
	    = arena_printf ("precision(%s) == precision(%s)", var, own);
	}
    }
  return arena_printf ("int_select(int_lt(%s, 0), int_neg(%s), %s)", x, cast,
		       cast2);
}

static const char *write_node (Writer *w, const MdExpr *expr, bool pattern,
			       int depth);
static const MdExpr *definitions_first (const MdExpr *expr);

/* TEXT without the names that its conversions give the precisions of
   their operands (", N3)", ", N3_)"): a second occurrence of a
   captured operation, which must not bind them again.  */
static const char *
without_binders (const char *text)
{
  char *out = arena_strdup (text);
  char *o = out;
  for (const char *p = text; *p;)
    {
      const char *q = p + 3;
      if (strncmp (p, ", N", 3) == 0 && isdigit ((unsigned char) *q))
	{
	  while (isdigit ((unsigned char) *q))
	    q++;
	  if (*q == '_')
	    q++;
	  if (*q == ')')
	    {
	      p = q;
	      continue;
	    }
	}
      *o++ = *p++;
    }
  *o = '\0';
  return out;
}

/* The text of EXPR: write_node's, kept for a later use of the capture
   of an operation of the match.  */
static const char *
write_term (Writer *w, const MdExpr *expr, bool pattern, int depth)
{
  const char *text = write_node (w, expr, pattern, depth);
  if (pattern && expr->kind == MD_OPERATION && expr->capture
      && w->operation_count < 16)
    {
      w->operation_names[w->operation_count] = expr->capture;
      w->operation_texts[w->operation_count++] = without_binders (text);
    }
  return text;
}

static const char *
write_node (Writer *w, const MdExpr *expr, bool pattern, int depth)
{
  if (depth > 16)
    {
      fail (w, "nesting deeper than 16");
      return "x";
    }
  if (expr->kind == MD_C_EXPR)
    {
      if (pattern)
	{
	  fail (w, "C++ in a match");
	  return "x";
	}
      const char *why = NULL;
      const char *value = md_translate_value (expr->text, w->instance,
					      &w->captures, &why);
      if (!value)
	{
	  fail (w, why);
	  return "0";
	}
      return value;
    }
  if (expr->kind != MD_OPERATION)
    {
      if (pattern)
	w->node++;
      return write_leaf (w, expr, pattern);
    }
  const char *reason = foreign_reason (expr->name);
  if (reason)
    {
      if (!w->not_integer)
	w->not_integer = reason;
      return "0";
    }
  /* non_lvalue and paren (PAREN_EXPR, which only keeps the operand
     from being reassociated) are GENERIC's: their operand's value.  */
  if ((strcmp (expr->name, "non_lvalue") == 0
       || strcmp (expr->name, "paren") == 0) && expr->arg_count == 1)
    return write_term (w, expr->args[0], pattern, depth);
  if (strcmp (expr->name, "absu") == 0 && expr->arg_count == 1)
    return write_absu (w, expr, pattern, depth);
  int truth = truth_operation (expr->name, expr->arg_count);
  if (truth >= 0)
    {
      if (pattern)
	w->node++;
      const char *args[2];
      for (int i = 0; i < expr->arg_count; i++)
	args[i] = write_term (w, expr->args[i], pattern, depth + 1);
      return write_truth (truth, args);
    }
  const OperatorMap *map = find_operator (expr->name);
  if (!map)
    {
      fail (w, arena_printf ("the operation %s", expr->name));
      return "x";
    }
  if (!pattern && expr->force_leaf)
    w->force_leaf = true;
  /* (convert { build_all_ones_cst (TREE_TYPE (@0)); }): a constant of
     a type of its own, converted; a literal of the rule takes the type
     of where it is used.  */
  if (!pattern && is_conversion (expr->name) && expr->arg_count == 1
      && expr->args[0]->kind == MD_C_EXPR)
    fail (w, "a conversion of a C++ constant");
  int typed = pattern ? 0 : typed_conversion (w, expr);
  if (typed)
    {
      const char *x = write_term (w, expr->args[0], pattern, depth + 1);
      return typed == 'n' ? x : arena_printf ("%s(%s)", typed == 'u'
					      ? "uint_cast" : "sint_cast", x);
    }
  /* A comparison below the root has a type of its own, a truth value
     (0 or 1) of one bit, as boolean_type_node is.  */
  if (expr->type && !pattern && strcmp (expr->type, "type") != 0
      && !(depth > 0 && is_comparison (expr->name)
	   && strcmp (expr->type, "boolean_type_node") == 0))
    {
      /* (op:utype A B): its type is that of its first operand, which
	 must be of that type itself (a conversion to it, or another
	 operation of it); type inference gives the rest.  */
      const char *why;
      const char *t = result_type (w, expr, &why);
      const MdExpr *first = expr->arg_count ? expr->args[0] : NULL;
      if (t && is_conversion (expr->name))
	fail (w, arena_printf ("a conversion to %s of a value of another "
			       "type", expr->type));
      else if (!t || !first || first->kind != MD_OPERATION || !first->type
	       || strcmp (first->type, expr->type) != 0)
	fail (w, why ? why : arena_printf ("a result of the type %s",
					   expr->type));
    }
  const char *op = choose (w, map, choice_count (w, map, expr, pattern)
			   - op_choice_count (map));
  if (!op)
    {
      /* None: the node keeps its number, as classify counts it.  */
      if (pattern)
	w->node++;
      return write_term (w, expr->args[0], pattern, depth + 1);
    }
  int node = pattern ? w->node++ : -1;
  char *text = arena_printf ("%s(", op);
  for (int i = 0; i < expr->arg_count; i++)
    text = arena_printf ("%s%s%s", text, i ? ", " : "",
			 write_term (w, expr->args[i], pattern, depth + 1));
  /* A conversion names the precision of its operand (#N in
     type_var).  */
  if (pattern && is_conversion (expr->name))
    text = arena_printf ("%s, N%d", text, node);
  return arena_printf ("%s)", text);
}

/* The rule of W's current choices, as text.  */
static const char *
write_rule (Writer *w, const char *name, const char *check)
{
  w->next_choice = 0;
  w->check_count = 0;
  w->fresh = 0;
  w->node = 0;
  w->operation_count = 0;
  const char *pattern = write_term (w, w->instance->match, true, 0);
  const char *target = write_term (w, w->instance->result, false, 0);
  char *text = arena_printf ("%s: %s\n", name, pattern);
  for (int i = 0; i < w->check_count; i++)
    text = arena_printf ("%s    check %s\n", text, w->checks[i]);
  if (check)
    text = arena_printf ("%s    check %s\n", text, check);
  return arena_printf ("%s    => %s\n", text, target);
}

/* The next combination of choices; false after the last.  */
static bool
next_choices (Writer *w, const int *counts)
{
  for (int i = 0; i < w->choice_count; i++)
    {
      if (++w->choices[i] < counts[i])
	return true;
      w->choices[i] = 0;
    }
  return false;
}

/* Parse, check, lower and type TEXT, silently; the rule, or NULL with
   the first message in *WHY.  */
static Rule *
accept_rule (const char *text, const char *file, const char **why)
{
  static FILE *sink;
  if (!sink)
    sink = tmpfile ();
  rewind (sink);
  diag_reset (sink);
  RuleSet set = { NULL, 0, 0 };
  parse_buffer (file, text, strlen (text), &set);
  if (!diag_error_count ())
    check_rules (&set);
  if (!diag_error_count ())
    lower_rules (&set);
  /* GCC's patterns of four or five types have too many variants of
     widths, signedness and conversions to prove in the time of a
     match.pd run (with five, GCC 12's did not finish in 21 minutes, a
     proof process at 3 GB): the front end takes forms of at most
     MD_TYPE_MAX types, as before rules could have more.  */
  if (!diag_error_count ())
    {
      int saved = types_limit;
      types_limit = MD_TYPE_MAX;
      types_infer (&set);
      types_limit = saved;
    }
  bool ok = !diag_error_count () && set.count == 1;
  if (!ok)
    {
      char line[512] = "";
      fflush (sink);
      rewind (sink);
      if (fgets (line, sizeof line, sink))
	{
	  line[strcspn (line, "\n")] = '\0';
	  const char *message = strstr (line, "error: ");
	  *why = arena_strdup (message ? message + 7 : line);
	}
      if (getenv ("PEEPGEN_MD_DEBUG"))
	fprintf (stderr, "not a rule (%s):\n%s", *why, text);
    }
  diag_reset (NULL);
  return ok ? set.rules[0] : NULL;
}

/* Rules by their text after the name: the first rule of each text.  */
#define SEEN_SIZE 65536
static struct
{
  const char *body;
  Rule *rule;
} seen[SEEN_SIZE];

static int seen_count;

/* BODY with the variables (x0, C1, x_3, N2) renamed in the order they
   first occur: rules that differ only in the names of their captures
   (the two orders of :c) have one key.  */
const char *
md_canonical_body (const char *body)
{
  const char *names[64];
  int count = 0;
  char *out = arena_strdup ("");
  const char *p = body;
  while (*p)
    {
      bool start = p == body || !(isalnum ((unsigned char) p[-1])
				  || p[-1] == '_');
      if (start && (*p == 'x' || *p == 'C' || *p == 'N')
	  && (isdigit ((unsigned char) p[1]) || p[1] == '_'))
	{
	  const char *q = p + 1;
	  while (isalnum ((unsigned char) *q) || *q == '_')
	    q++;
	  const char *name = arena_strndup (p, (size_t) (q - p));
	  int i = 0;
	  while (i < count && strcmp (names[i], name) != 0)
	    i++;
	  if (i == count && count < 64)
	    names[count++] = name;
	  out = arena_printf ("%s%c#%d", out, *p, i);
	  p = q;
	  continue;
	}
      out = arena_printf ("%s%c", out, *p++);
    }
  return out;
}

static Rule *
seen_rule (const char *body, Rule *rule)
{
  if (seen_count == SEEN_SIZE / 2)
    return rule;
  body = md_canonical_body (body);
  unsigned hash = 5381;
  for (const char *p = body; *p; p++)
    hash = hash * 33 + (unsigned char) *p;
  for (unsigned i = hash % SEEN_SIZE;; i = (i + 1) % SEEN_SIZE)
    {
      if (!seen[i].body)
	{
	  seen_count++;
	  seen[i].body = body;
	  seen[i].rule = rule;
	  return rule;
	}
      if (strcmp (seen[i].body, body) == 0)
	return seen[i].rule;
    }
}

/* The signedness that TYPED's operations give the operand type of its
   pattern's conversion that names the precision WIDTH (int_zext (x,
   N3)): 1 unsigned, -1 signed, 0 either.  */
static int
width_operand_sign (const Rule *typed, const Expr *expr, const char *width)
{
  if (expr->kind != EXPR_OPERATION)
    return 0;
  if (expr->width_name && strcmp (expr->width_name, width) == 0)
    return typed->types[expr->args[0]->tvar].sign;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    {
      int sign = width_operand_sign (typed, expr->args[i], width);
      if (sign)
	return sign;
    }
  return 0;
}

/* CHECK with each "unsigned(#N3)" (mdcond.c: TYPE_UNSIGNED of a type
   that only a conversion's operand has, which no variable can test)
   replaced by true, or, where TYPED is the variant typed, by what its
   operations make it (int_zext's operand is unsigned, int_sext's and
   int_rshift's signed): true or false at every obligation.  Where they
   leave it free (the operand of int_trunc or int_cast, whose values do
   not depend on it), by IF_FREE's (1 unsigned, -1 signed), or if it is
   0, NULL: the caller writes a rule for each sign, each exact for the
   types of that sign.  */
static const char *
operand_signs (const char *check, const Rule *typed, int if_free)
{
  const char *text = check;
  const char *at;
  while ((at = strstr (text, "unsigned(#N")))
    {
      const char *end = strchr (at, ')');
      const char *width = arena_strndup (at + 10, (size_t) (end - at - 10));
      int sign = typed ? width_operand_sign (typed, typed->pattern, width)
		 : 1;
      if (typed && sign == 0)
	{
	  if (!if_free)
	    return NULL;
	  sign = if_free;
	}
      text = arena_printf ("%.*s%s%s", (int) (at - text), text,
			   sign >= 0 ? "0 == 0" : "0 != 0", end + 1);
    }
  return text;
}

/* The family of the rules being written (Rule's FAMILY): the form's
   number, counted from 1.  */
static int current_family;

/* Add the variant of W's choices named NAME, with the checks CHECK, to
   OUT and RULES if it types as a rule (else *WHY, if not yet set, says
   why); once, however many instances and variants share it.  */
static void
add_variant (Writer *w, const MdInstance *instance, const char *name,
	     const char *check, MdTranslated *out, RuleSet *rules,
	     const char **why)
{
  const char *reason = NULL;
  const char *text = write_rule (w, name, check);
  Rule *rule = accept_rule (text, instance->form->location.file,
			    &reason);
  if (!rule)
    {
      if (!*why)
	*why = reason;
      return;
    }
  rule->location = instance->form->location;
  rule->text = text;
  /* The same rule as another variant's: once; the same as another
     instance's: proven once, shared.  */
  const char *body = strchr (text, ':');
  for (int i = 0; i < out->rule_count; i++)
    if (strcmp (strchr (out->rules[i]->text, ':'), body) == 0)
      return;
  Rule *same = seen_rule (body, rule);
  Rule **bigger = arena_alloc (sizeof *bigger
			       * (size_t) (out->rule_count + 1));
  if (out->rule_count)
    memcpy (bigger, out->rules, sizeof *bigger * (size_t) out->rule_count);
  bigger[out->rule_count++] = same;
  out->rules = bigger;
  if (same != rule)
    return;
  if (rules->count == rules->capacity)
    {
      rules->capacity = rules->capacity ? rules->capacity * 2 : 256;
      Rule **grown = xmalloc (sizeof *grown * (size_t) rules->capacity);
      if (rules->count)
	memcpy (grown, rules->rules, sizeof *grown * (size_t) rules->count);
      free (rules->rules);
      rules->rules = grown;
    }
  rule->family = current_family;
  rules->rules[rules->count++] = rule;
}

/* Write each variant of W's choices for INSTANCE (named NAME, with the
   conditions T) that types as a rule, into OUT and RULES; the reason
   of the first that does not.  */
static const char *
write_variants (Writer *w, const MdInstance *instance, const char *name,
		const MdTranslation *t, MdTranslated *out, RuleSet *rules)
{
  /* A first writing finds the choices.  */
  w->choice_count = 0;
  write_rule (w, name, t->check);
  int counts[32];
  int total = 1;
  /* Each choice's number of options: known from the writing's
     operations; recount by writing with each index at its maximum.  */
  for (int i = 0; i < w->choice_count; i++)
    counts[i] = 1;
  {
    /* The choice nodes are, in order, those write_term met; their
       counts are those of their operator maps, found by a walk in the
       same order.  */
    int index = 0;
    const MdExpr *stack[2][256];
    int depth;
    for (int part = 0; part < 2; part++)
      {
	depth = 0;
	stack[part][depth++] = part ? instance->result : instance->match;
	while (depth)
	  {
	    const MdExpr *node = stack[part][--depth];
	    if (node->kind == MD_OPERATION)
	      {
		const OperatorMap *map = find_operator (node->name);
		int n = map && !(part && typed_conversion (w, node))
			? choice_count (w, map, node, part == 0) : 0;
		if (n > 1 && index < 32)
		  counts[index++] = n;
		for (int i = node->arg_count - 1; i >= 0 && depth < 256; i--)
		  stack[part][depth++] = node->args[i];
	      }
	    else if (part && node->kind == MD_CAPTURE)
	      {
		/* A captured operation written again in the result.  */
		const MdCapture *c = find_capture (w, node->capture);
		if (c && !c->var)
		  {
		    const MdExpr *s[128];
		    int d = 0;
		    s[d++] = instance->match;
		    while (d)
		      {
			const MdExpr *n = s[--d];
			if (n->kind == MD_OPERATION && n->capture
			    && strcmp (n->capture, node->capture) == 0
			    && depth < 256)
			  {
			    stack[part][depth++] = n;
			    break;
			  }
			for (int i = 0; i < n->arg_count && d < 128; i++)
			  s[d++] = n->args[i];
		      }
		  }
	      }
	  }
      }
    gen_assert (index == w->choice_count);
  }
  for (int i = 0; i < w->choice_count; i++)
    total *= counts[i];
  if (total > 1024)
    {
      out->unsupported = "more than 1024 variants of signedness and "
	"conversions";
      return NULL;
    }
  memset (w->choices, 0, sizeof w->choices);
  const char *why = NULL;
  int variant = 0;
  do
    {
      const char *variant_name = arena_printf ("%s_%d", name, variant++);
      const char *check = t->check;
      const char *reason = NULL;
      if (!check || !strstr (check, "unsigned(#N"))
	{
	  add_variant (w, instance, variant_name, check, out, rules, &why);
	  continue;
	}
      /* The signs of the types without variables, from the variant
	 typed.  */
      Rule *typed = accept_rule (write_rule (w, variant_name,
					     operand_signs (check, NULL, 0)),
				 instance->form->location.file, &reason);
      if (!typed)
	{
	  if (!why)
	    why = reason;
	  continue;
	}
      const char *exact = operand_signs (check, typed, 0);
      if (exact)
	add_variant (w, instance, variant_name, exact, out, rules, &why);
      else
	for (int sign = 1; sign >= -1; sign -= 2)
	  add_variant (w, instance,
		       arena_printf ("%s%s", variant_name, sign > 0 ? "u" : "s"),
		       operand_signs (check, typed, sign), out, rules, &why);
    }
  while (next_choices (w, counts));
  return why;
}

/* Translate INSTANCE into rules (each variant of its choices that
   types), appended to RULES.  */
static void
translate_instance (const MdInstance *instance, int number, MdTranslated *out,
		    RuleSet *rules)
{
  Writer w;
  MdTranslation t;
  memset (out, 0, sizeof *out);
  out->instance = instance;
  MdInstance *reordered = arena_alloc (sizeof *reordered);
  *reordered = *instance;
  reordered->match = (MdExpr *) definitions_first (instance->match);
  instance = reordered;
  for (int attempt = 0;; attempt++)
    {
      static Writer zero;
      int forced = attempt ? w.forced_count : 0;
      const char *forced_names[16];
      if (attempt)
	memcpy (forced_names, w.forced_constant, sizeof forced_names);
      w = zero;
      w.instance = instance;
      w.forced_count = forced;
      memcpy (w.forced_constant, forced_names,
	      sizeof (const char *) * (size_t) forced);
      collect_captures (&w, instance->match);
      type_captures (&w, instance->match);
      t = md_translate_conditions (instance, &w.captures);
      if (t.needs_constant && w.forced_count < 16
	  && !forced_constant (&w, t.needs_constant))
	{
	  w.forced_constant[w.forced_count++] = t.needs_constant;
	  continue;
	}
      break;
    }
  if (t.float_only)
    {
      out->not_integer = "floating point";
      return;
    }
  if (t.never)
    {
      out->not_integer = t.not_integer ? t.not_integer
	: "its conditions never hold for integer types";
      return;
    }
  if (t.needs_constant)
    t.unsupported = arena_printf ("@%s as a constant and a name",
				  t.needs_constant);
  /* A first writing finds the choices and what is not integer.  */
  const char *name = arena_printf ("md_%d_%d", instance->form->location.line,
				   number);
  write_rule (&w, name, t.check);
  if (w.not_integer)
    {
      out->not_integer = w.not_integer;
      return;
    }
  out->force_leaf = w.force_leaf;
  if (t.unsupported || w.unsupported)
    {
      out->unsupported = t.unsupported ? t.unsupported : w.unsupported;
      return;
    }
  const char *why = write_variants (&w, instance, name, &t, out, rules);
  /* No variant types where a conversion of the match converts between
     types of one precision, which changes the sign and not the bits:
     the same as no conversion, which the rule language writes as
     none.  */
  if (!out->rule_count && !out->unsupported && why
      && strstr (why, "converts a value to its own type"))
    {
      w.pattern_none = true;
      why = write_variants (&w, instance, name, &t, out, rules);
    }
  if (!out->rule_count && !out->unsupported)
    out->unsupported = why ? why : "no variant types";
}

/* Whether EXPR captures an operation as NAME (@NAME defined there).  */
static bool
defines_operation (const MdExpr *expr, const char *name)
{
  if (expr->kind != MD_OPERATION)
    return false;
  if (expr->capture && strcmp (expr->capture, name) == 0)
    return true;
  for (int i = 0; i < expr->arg_count; i++)
    if (defines_operation (expr->args[i], name))
      return true;
  return false;
}

/* Whether EXPR uses a capture of an operation that OTHER defines.  */
static bool
uses_operation_of (const MdExpr *expr, const MdExpr *other)
{
  if (expr->kind == MD_CAPTURE)
    return defines_operation (other, expr->capture);
  if (expr->kind != MD_OPERATION)
    return false;
  for (int i = 0; i < expr->arg_count; i++)
    if (uses_operation_of (expr->args[i], other))
      return true;
  return false;
}

/* EXPR, a match, with the operands of its commutative operations in
   the order where a captured operation comes before a use of it
   ((bit_xor @2 (plus @0 (rshift@2 @0 @1))), an order :c gives): the
   same value, which the rule can write (write_leaf).  */
static const MdExpr *
definitions_first (const MdExpr *expr)
{
  static const char *const commutative[] = {
    "plus", "mult", "bit_and", "bit_ior", "bit_xor", "eq", "ne", "min",
    "max", "mult_highpart", NULL
  };
  if (expr->kind != MD_OPERATION)
    return expr;
  MdExpr *copy = arena_alloc (sizeof *copy);
  *copy = *expr;
  copy->args = arena_alloc (sizeof *copy->args
			    * (size_t) (expr->arg_count + 1));
  for (int i = 0; i < expr->arg_count; i++)
    copy->args[i] = (MdExpr *) definitions_first (expr->args[i]);
  bool swappable = false;
  for (int i = 0; commutative[i]; i++)
    swappable |= strcmp (expr->name, commutative[i]) == 0;
  if (swappable && expr->arg_count == 2
      && uses_operation_of (copy->args[0], copy->args[1])
      && !uses_operation_of (copy->args[1], copy->args[0]))
    {
      MdExpr *first = copy->args[0];
      copy->args[0] = copy->args[1];
      copy->args[1] = first;
    }
  return copy;
}

void
md_translate (const MdPatterns *patterns, MdVerdict *verdicts,
	      RuleSet *rules)
{
  for (int p = 0; p < patterns->count; p++)
    {
      current_family = p + 1;
      const MdPattern *pattern = &patterns->patterns[p];
      MdVerdict *v = &verdicts[p];
      memset (v, 0, sizeof *v);
      v->pattern = pattern;
      v->translated_count = pattern->instance_count;
      v->translated = arena_alloc (sizeof *v->translated
				   * (size_t) (pattern->instance_count + 1));
      for (int i = 0; i < pattern->instance_count; i++)
	translate_instance (&pattern->instances[i], i, &v->translated[i],
			    rules);
    }
}
