/* emitmd.c: proven rules as GCC's match.pd (peepgen --emit=match.pd).

   Each rule that the prover proved somewhere becomes one (simplify ...)
   form that GCC 12's genmatch reads, under the conditions the rule was
   proven with, so that a mined rule can become a GCC patch:

     # x + 0 == x
     add_zero: int_add(x, 0)
         => x

   becomes

     [a comment: add_zero (rules/add.rules:4), its comment and text,
      and where it was proven]
     (simplify
      (plus:c @0 integer_zerop)
      (if (INTEGRAL_TYPE_P (type)
           && pow2p_hwi (TYPE_PRECISION (type))
           && IN_RANGE (TYPE_PRECISION (type), 8, 128)
           && !TYPE_OVERFLOW_TRAPS (type)
           && !TYPE_OVERFLOW_SANITIZED (type))
       @0))

   The translation, step by step:
   - the pattern: operations by the FORM column of the table of
     operations (PLUS_EXPR is plus; a conversion convert; a call of the
     bit-counting functions an iterator over GCC's operator list of it,
     POPCOUNT ..., from cfn-operators.pd), :c on commutative ones, :s on
     inner ones when the target builds operations (the plugin's single
     use); variables become captures @0, @1 ... in order, C variables
     INTEGER_CST@N, the literals 0, 1 and -1 GCC's predicates, other
     constants INTEGER_CST@N with a condition on their value;
   - the types: one C++ expression per type of the rule (type, or
     TREE_TYPE (@N) of a node of that type), INTEGRAL_TYPE_P, the
     signedness its operations need, types_match where GIMPLE does not
     make two nodes of one type agree, the precisions of the
     conversions' relations;
   - where the rule was proven: the precisions of each type and the
     overflow regimes, from the rule's table of proven obligations;
     GCC applies it nowhere else (a rule proven at 8 to 128 bits can be
     wrong at 3);
   - the checks and assignments: wide-int arithmetic on the captures
     (wi::to_wide), at the precision of each expression's type, with the
     rule language's semantics (wrapping, signed comparisons by default,
     floor division, a shift undefined outside [0, P)); facts from
     GCC 12's global ranges (get_global_range_query), known ones from
     the high bits the range's bounds share (GCC 12 keeps no known one
     bits of its own) and nonzero bits (tree_nonzero_bits), in #if
     GIMPLE;
   - the target: the same operations, constants built by
     wide_int_to_tree in their type, conversions and inner calls and
     comparisons with their type named; a type that only the target
     has is GCC's, declared in the (with ...) block (tree utype =
     unsigned_type_for (type) for a uint_cast, signed_type_for for a
     sint_cast), or boolean_type_node for a select's condition, which
     is written as its comparison.
   Whatever has no translation (a call in the target that the pattern
   does not fix the function of)
   makes the rule "not exported", with the reason in a comment: never a
   guess.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifdef HAVE_CONFIG_H
#include "peephole-config.h"
#endif
#include "peepgen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif


/* A conjunction of conditions, each a conjunct of its own in the
   (if ...) it ends up in: they are separated by CONJUNCT.  */
#define CONJUNCT "\001"

/* The most captures, types to name and iterators of one form.  */
#define CAPTURE_MAX 64
#define ITERATOR_MAX 8

/* A capture of the match: a pattern variable (all its occurrences), or
   a node of the pattern (a constant, '_', or an operation whose type
   is needed).  */
typedef struct Capture
{
  const char *name;	/* the variable, or NULL for a node */
  const Expr *node;	/* its first occurrence */
  bool constant;	/* a C variable: INTEGER_CST */
  bool typed;		/* it occurs where the pattern gives it a type
			   (not only as a shift count, whose type GIMPLE
			   leaves free) */
  bool checked;		/* its type is checked against its rule type
			   (types_match), although it is only a count */
} Capture;

/* A call iterator: (for popcount (POPCOUNT) ...).  Calls of one kind
   on operands of one rule type share one; the iterators of calls on
   operands of one type iterate in step (BUILT_IN_POPCOUNTL with
   BUILT_IN_PARITYL), as the operator lists of cfn-operators.pd do.  */
typedef struct Iterator
{
  Op op;
  int type;		/* the rule type of the operand */
  const char *name;	/* popcount, or popcount1 ... */
  const char *list;	/* POPCOUNT, or BSWAP's explicit list */
  int group;		/* iterators of one group iterate in step */
  bool in_pattern, in_target;
} Iterator;

typedef struct Export
{
  const Rule *rule;
  const char *reason;	/* why the rule is not exported, or NULL */
  Capture captures[CAPTURE_MAX];
  int capture_count;
  const Expr *nodes[CAPTURE_MAX];	/* pattern nodes with a capture */
  int node_capture[CAPTURE_MAX];
  int node_count;
  const char *type_tree[TYPE_MAX];	/* C++: type, TREE_TYPE (@N); for a
					   type only the target has, its
					   name (utype) */
  const char *made_tree[TYPE_MAX];	/* C++ that makes a type only the
					   target has:
					   unsigned_type_for (type) */
  const char *type_name[TYPE_MAX];	/* for :TYPE in the result */
  bool type_name_used[TYPE_MAX];
  bool root_comparison;	/* the match's type is not type 0 */
  bool single_use;	/* :s on the inner operations */
  Iterator iterators[ITERATOR_MAX];
  int iterator_count;
  char *conditions[128];	/* of types and of the match */
  int condition_count;
  char *checks[128];	/* of the checks and assignments */
  int check_count;
  char *declarations;	/* the C++ of the (with ...) block */
  bool facts;		/* the rule asks for facts: #if GIMPLE */
  bool suffixed;	/* the iterators are popcount_fn ...: their
			   plain names are identifiers of the C++ */
  bool written[CAPTURE_MAX];	/* in the match text already */
  unsigned narrowest[TYPE_MAX];	/* the least precision of each type */
} Export;

static void
refuse (Export *x, const char *reason)
{
  if (!x->reason)
    x->reason = reason;
}

/* Add CONDITION, a conjunct each line that starts with "&& ".  */
static void
add_condition (Export *x, char *condition)
{
  char *split = strstr (condition, "\n&& ");
  if (split)
    {
      *split = '\0';
      add_condition (x, condition);
      add_condition (x, split + 4);
      return;
    }
  split = strchr (condition, CONJUNCT[0]);
  if (split)
    {
      *split = '\0';
      add_condition (x, condition);
      add_condition (x, split + 1);
      return;
    }
  for (int i = 0; i < x->condition_count; i++)
    if (strcmp (x->conditions[i], condition) == 0)
      return;
  gen_assert (x->condition_count < 128);
  x->conditions[x->condition_count++] = condition;
}

static void
add_check (Export *x, char *check)
{
  char *split = strchr (check, CONJUNCT[0]);
  if (split)
    {
      *split = '\0';
      add_check (x, check);
      add_check (x, split + 1);
      return;
    }
  for (int i = 0; i < x->check_count; i++)
    if (strcmp (x->checks[i], check) == 0)
      return;
  gen_assert (x->check_count < 128);
  x->checks[x->check_count++] = check;
}

/* The pattern and its nodes.  */

static bool
constant_variable_p (const char *name)
{
  return name[0] == 'C';
}

static bool
is_comparison (const Expr *expr)
{
  return expr->kind == EXPR_OPERATION
	 && (op_info[expr->op].flags & PEEP_OPF_COMPARISON);
}

/* Whether the Ith operand of operation EXPR is a shift count.  */
static bool
count_operand_p (const Expr *expr, int i)
{
  return i == 1 && (op_info[expr->op].flags & PEEP_OPF_SHIFT);
}

/* The literals GCC's predicates match: 0, 1 and all ones.  */
static bool minus_one_p (const Expr *expr);

static const char *
literal_predicate (const Expr *expr)
{
  if (minus_one_p (expr))
    return "integer_all_onesp";
  if (expr->kind != EXPR_INTEGER)
    return NULL;
  if (expr->value.high == 0 && expr->value.low == 0)
    return "integer_zerop";
  if (expr->value.high == 0 && expr->value.low == 1)
    return "integer_onep";
  return NULL;
}

/* -1 as written: the negation of the literal 1.  */
static bool
minus_one_p (const Expr *expr)
{
  return expr->kind == EXPR_UNARY && expr->operator_ == OPERATOR_NEG
	 && expr->args[0]->kind == EXPR_INTEGER
	 && expr->args[0]->value.high == 0 && expr->args[0]->value.low == 1;
}

static int
variable_capture (const Export *x, const char *name)
{
  for (int i = 0; i < x->capture_count; i++)
    if (x->captures[i].name && strcmp (x->captures[i].name, name) == 0)
      return i;
  return -1;
}

/* The capture of pattern node EXPR (of its variable, for a variable),
   made if CREATE and there is none; -1 if none.  */
static int
node_capture (Export *x, const Expr *expr, bool create)
{
  if (expr->kind == EXPR_NAME && strcmp (expr->name, "_") != 0)
    return variable_capture (x, expr->name);
  for (int i = 0; i < x->node_count; i++)
    if (x->nodes[i] == expr)
      return x->node_capture[i];
  if (!create)
    return -1;
  if (x->capture_count == CAPTURE_MAX || x->node_count == CAPTURE_MAX)
    {
      refuse (x, "too many captures");
      return 0;
    }
  Capture *c = &x->captures[x->capture_count];
  memset (c, 0, sizeof *c);
  c->node = expr;
  c->typed = true;
  x->nodes[x->node_count] = expr;
  x->node_capture[x->node_count++] = x->capture_count;
  return x->capture_count++;
}

/* The captures of the variables, '_' and constants of EXPR, in order;
   COUNT says whether EXPR is a shift count.  */
static void
collect_captures (Export *x, const Expr *expr, bool count)
{
  if (expr->kind == EXPR_OPERATION)
    {
      for (int i = 0; i < expr->arg_count; i++)
	collect_captures (x, expr->args[i], count_operand_p (expr, i));
      return;
    }
  if (expr->kind == EXPR_NAME && strcmp (expr->name, "_") != 0)
    {
      int c = variable_capture (x, expr->name);
      if (c < 0)
	{
	  if (x->capture_count == CAPTURE_MAX)
	    {
	      refuse (x, "too many captures");
	      return;
	    }
	  c = x->capture_count++;
	  memset (&x->captures[c], 0, sizeof x->captures[c]);
	  x->captures[c].name = expr->name;
	  x->captures[c].node = expr;
	  x->captures[c].constant = constant_variable_p (expr->name);
	}
      x->captures[c].typed |= !count;
      return;
    }
  /* '_' and constants: one capture each, but for the literals that a
     predicate matches where the operand has the rule's type.  */
  if (count || !literal_predicate (expr))
    x->captures[node_capture (x, expr, true)].typed = !count;
}

/* The types.  */

static const char *
precision_of (const Export *x, int type)
{
  return arena_printf ("TYPE_PRECISION (%s)", x->type_tree[type]);
}

/* The first node of EXPR of type TYPE that carries it in GIMPLE, with
   a capture if WITH_CAPTURE: not a shift count that is no operation,
   not the root when it is a comparison (of type 0, its operands').  */
static const Expr *
type_carrier (Export *x, const Expr *expr, int type, bool count,
	      bool with_capture)
{
  if (!(count && expr->kind != EXPR_OPERATION)
      && !(expr == x->rule->pattern && x->root_comparison)
      && expr->tvar == type
      && (!with_capture || node_capture (x, expr, false) >= 0))
    return expr;
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count; i++)
      {
	const Expr *found = type_carrier (x, expr->args[i], type,
					  count_operand_p (expr, i),
					  with_capture);
	if (found)
	  return found;
      }
  return NULL;
}

/* The C++ of type T, which only the target has (TypeVar's made_by),
   as GCC's own results make it: boolean_type_node for a select's
   condition; for a uint_cast or a sint_cast, unsigned_type_for or
   signed_type_for of its operand's type, declared in the (with ...)
   block as utype or stype (utype2 ... if there are several).  */
static void
name_made_type (Export *x, int t)
{
  const Expr *made_by = x->rule->types[t].made_by;
  int flags = op_info[made_by->op].flags;
  if (flags & PEEP_OPF_SELECT)
    {
      x->type_tree[t] = x->made_tree[t] = x->type_name[t]
	= "boolean_type_node";
      return;
    }
  const char *sign = (flags & PEEP_OPF_TO_UNSIGNED) ? "unsigned" : "signed";
  int operand = made_by->args[0]->tvar;
  x->made_tree[t] = arena_printf ("%s_type_for (%s)", sign,
				  x->made_tree[operand]
				  ? x->made_tree[operand]
				  : x->type_tree[operand]);
  int same = 1;
  for (int other = 0; other < t; other++)
    same += x->made_tree[other]
	    && op_info[x->rule->types[other].made_by->op].flags == flags;
  x->type_tree[t] = x->type_name[t]
    = same == 1 ? arena_printf ("%ctype", *sign)
      : arena_printf ("%ctype%d", *sign, same);
  /* Declared whether or not the result names it: its constants use it
     too.  */
  x->type_name_used[t] = true;
}

/* The C++ of each type: type for the type of the match, else
   TREE_TYPE of a capture of that type, preferably an existing one, or
   what makes it (name_made_type).  */
static void
name_types (Export *x)
{
  for (int t = 0; t < x->rule->type_count; t++)
    {
      if (x->rule->types[t].made_by)
	{
	  name_made_type (x, t);
	  continue;
	}
      x->type_name[t] = arena_printf ("t%d", t);
      if (t == 0 && !x->root_comparison)
	{
	  x->type_tree[t] = "type";
	  x->type_name[t] = "type";
	  continue;
	}
      const Expr *carrier = type_carrier (x, x->rule->pattern, t, false,
					  true);
      if (!carrier)
	carrier = type_carrier (x, x->rule->pattern, t, false, false);
      if (!carrier)
	{
	  refuse (x, "a type of the rule has no node in the pattern");
	  x->type_tree[t] = "type";
	  continue;
	}
      x->type_tree[t] = arena_printf ("TREE_TYPE (@%d)",
				      node_capture (x, carrier, true));
    }
}

/* Components of the pattern: nodes whose types GIMPLE makes agree (the
   operands and result of most operations), each a number in
   COMPONENT[] by the nodes' order in NODES[].  */
typedef struct Components
{
  const Expr *nodes[256];
  int component[256];
  int count;
  int parent[256];	/* of each component, for the variables */
  int components;
} Components;

static int
component_find (Components *c, int a)
{
  while (c->parent[a] != a)
    a = c->parent[a] = c->parent[c->parent[a]];
  return a;
}

static int
component_new (Components *c)
{
  gen_assert (c->components < 256);
  c->parent[c->components] = c->components;
  return c->components++;
}

/* Number the type carriers of EXPR, in component COMPONENT (-1: none,
   for the root comparison and shift counts that are no operations).  */
static void
components_of (Components *c, const Expr *expr, int component)
{
  if (component >= 0 && c->count < 256)
    {
      c->nodes[c->count] = expr;
      c->component[c->count++] = component;
    }
  if (expr->kind != EXPR_OPERATION)
    return;
  int flags = op_info[expr->op].flags;
  int operands = (flags & PEEP_OPF_COMPARISON) ? component_new (c) : -1;
  for (int i = 0; i < expr->arg_count; i++)
    {
      int child = component;
      if (flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT))
	child = component_new (c);
      else if (flags & PEEP_OPF_COMPARISON)
	child = operands;
      else if ((flags & PEEP_OPF_SELECT) && i == 0)
	child = component_new (c);
      else if (count_operand_p (expr, i))
	child = expr->args[i]->kind == EXPR_OPERATION ? component_new (c)
		: -1;
      else if (child < 0)
	child = component_new (c);
      components_of (c, expr->args[i], child);
    }
}

/* types_match between the type of each type and the nodes of that type
   whose GIMPLE types nothing makes agree with it.  */
static void
match_components (Export *x)
{
  Components *c = xmalloc (sizeof *c);
  memset (c, 0, sizeof *c);
  const Expr *root = x->rule->pattern;
  components_of (c, root, x->root_comparison ? -1 : component_new (c));
  /* A variable is one tree wherever it occurs.  */
  for (int i = 0; i < c->count; i++)
    for (int j = 0; j < i; j++)
      if (c->nodes[i]->kind == EXPR_NAME && c->nodes[j]->kind == EXPR_NAME
	  && strcmp (c->nodes[i]->name, "_") != 0
	  && strcmp (c->nodes[i]->name, c->nodes[j]->name) == 0)
	c->parent[component_find (c, c->component[i])]
	  = component_find (c, c->component[j]);
  for (int t = 0; t < x->rule->type_count; t++)
    {
      int own = -1;
      if (t == 0 && !x->root_comparison)
	own = component_find (c, c->component[0]);
      bool seen[256] = { false };
      for (int i = 0; i < c->count; i++)
	{
	  if (c->nodes[i]->tvar != t)
	    continue;
	  int k = component_find (c, c->component[i]);
	  const char *tree = arena_printf ("TREE_TYPE (@%d)",
					   node_capture (x, c->nodes[i],
							 false));
	  if (own < 0 && node_capture (x, c->nodes[i], false) >= 0
	      && strcmp (tree, x->type_tree[t]) == 0)
	    own = k;
	  if (seen[k])
	    continue;
	  seen[k] = true;
	}
      for (int k = 0; k < c->components; k++)
	{
	  if (!seen[k] || k == own)
	    continue;
	  /* The first node of the component stands for it.  */
	  for (int i = 0; i < c->count; i++)
	    if (c->nodes[i]->tvar == t && component_find (c, c->component[i])
		== k)
	      {
		int n = node_capture (x, c->nodes[i], true);
		add_condition (x, arena_printf ("types_match (%s, TREE_TYPE "
						"(@%d))", x->type_tree[t], n));
		break;
	      }
	}
    }
  free (c);
}

/* Whether SIGNATURE is proven for RULE.  */
static bool
signature_proven (const Rule *rule, const Signature *signature)
{
  if (!rule->proven_slots)
    return false;
  int slot = signature_slot (signature, rule->type_count);
  return (rule->proven_slots[slot >> 3] >> (slot & 7)) & 1;
}

/* The width indexes a type may have: those of --widths, then _Bool.  */
static int
width_index (int i)
{
  return i < width_count ? i : WIDTH_BOOL;
}

/* Call F on each signature of RULE's types, with DATA; stop when it
   returns false.  */
static bool
each_signature (const Rule *rule,
		bool (*f) (const Rule *, const Signature *, void *),
		void *data)
{
  int choices = (width_count + 1) * REGIME_COUNT, total = 1;
  for (int t = 0; t < rule->type_count; t++)
    total *= choices;
  for (int n = 0; n < total; n++)
    {
      Signature s;
      memset (&s, 0, sizeof s);
      int rest = n;
      for (int t = 0; t < rule->type_count; t++)
	{
	  s.width[t] = (unsigned char) width_index (rest % (width_count + 1));
	  s.regime[t] = (unsigned char) (rest / (width_count + 1)
					 % REGIME_COUNT);
	  rest /= choices;
	}
      if (!f (rule, &s, data))
	return false;
    }
  return true;
}

/* Per type, the widths (bit W) and regimes (bit R) proven.  */
typedef struct ProvenSets
{
  unsigned widths[TYPE_MAX];
  unsigned regimes[TYPE_MAX];
  int count;
} ProvenSets;

static bool
collect_proven (const Rule *rule, const Signature *s, void *data)
{
  ProvenSets *sets = data;
  if (!signature_proven (rule, s))
    return true;
  sets->count++;
  for (int t = 0; t < rule->type_count; t++)
    {
      sets->widths[t] |= 1u << s->width[t];
      sets->regimes[t] |= 1u << s->regime[t];
    }
  return true;
}

/* Whether a value of RULE's types can have signature S: a _Bool
   wraps, an unsigned type wraps, the conversions' precisions relate as
   they must.  */
static bool
signature_possible (const Rule *rule, const Signature *s)
{
  for (int t = 0; t < rule->type_count; t++)
    if (s->regime[t] == REGIME_UNDEFINED
	&& (s->width[t] == WIDTH_BOOL || rule->types[t].sign > 0))
      return false;
  for (int i = 0; i < rule->relation_count; i++)
    {
      const WidthRelation *r = &rule->relations[i];
      unsigned from = width_value (s->width[r->from]);
      unsigned to = width_value (s->width[r->to]);
      if ((from < to ? -1 : from > to ? 1 : 0) != r->relation)
	return false;
    }
  return true;
}

/* Whether every possible signature in the product of SETS is
   proven.  */
static bool
product_proven (const Rule *rule, const Signature *s, void *data)
{
  const ProvenSets *sets = data;
  for (int t = 0; t < rule->type_count; t++)
    if (!(sets->widths[t] >> s->width[t] & 1)
	|| !(sets->regimes[t] >> s->regime[t] & 1))
      return true;
  return !signature_possible (rule, s) || signature_proven (rule, s);
}

/* The condition that the precision P of type T is one of WIDTHS
   (width indexes): pow2p_hwi and IN_RANGE for a run of powers of two,
   else a list; a _Bool is an unsigned type of one bit.  */
static char *
width_condition (const char *p, const char *t, unsigned set)
{
  unsigned values[WIDTH_MAX];
  int n = 0;
  for (int w = 0; w < width_count; w++)
    if (set >> w & 1)
      values[n++] = widths[w];
  char *text = NULL;
  bool run = n >= 3;
  for (int i = 0; i < n && run; i++)
    run = (values[i] & (values[i] - 1)) == 0
	  && (i == 0 || values[i] == 2 * values[i - 1]);
  bool one = set >> WIDTH_BOOL & 1;
  if (run)
    text = arena_printf ("pow2p_hwi (%s)%sIN_RANGE (%s, %u, %u)", p,
			 one ? " && " : "\n&& ", p, values[0],
			 values[n - 1]);
  else
    for (int i = 0; i < n; i++)
      text = arena_printf ("%s%s%s == %u", text ? text : "",
			   text ? " || " : "", p, values[i]);
  if (one)
    {
      char *bool_width = arena_printf ("(%s == 1 && TYPE_UNSIGNED (%s))", p, t);
      text = text ? arena_printf ("(%s\n || (%s))", bool_width, text)
	     : bool_width;
    }
  else if (text && !run && n > 1)
    text = arena_printf ("(%s)", text);
  return text;
}

/* The conditions on the types: integral, signedness, where proven.  */
static void
type_conditions (Export *x)
{
  const Rule *rule = x->rule;
  if (rule->sorry_z3)
    {
      /* The plugin applies it wherever it would be proven.  */
      refuse (x, "not proven (SORRY_Z3)");
      return;
    }
  ProvenSets sets;
  memset (&sets, 0, sizeof sets);
  each_signature (rule, collect_proven, &sets);
  if (sets.count == 0)
    {
      refuse (x, "proven at no width");
      return;
    }
  if (!each_signature (rule, product_proven, &sets))
    {
      refuse (x, "the widths and regimes it is proven at are not the "
	      "same for each width and regime of its other types");
      return;
    }
  for (int t = 0; t < rule->type_count; t++)
    {
      /* A type only the target has is what GCC makes of another type
	 (name_made_type): integral, of its signedness, and of the
	 precision the rule's conversions say, whatever it is made of;
	 it is named in the (with ...) block only, after the
	 conditions.  */
      bool made = rule->types[t].made_by != NULL;
      const char *tree = made ? x->made_tree[t] : x->type_tree[t];
      const char *p = arena_printf ("TYPE_PRECISION (%s)", tree);
      if (!made)
	{
	  add_condition (x, arena_printf ("INTEGRAL_TYPE_P (%s)", tree));
	  if (rule->types[t].sign)
	    add_condition (x, arena_printf ("%sTYPE_UNSIGNED (%s)",
					    rule->types[t].sign < 0 ? "!" : "",
					    tree));
	  add_condition (x, width_condition (p, tree, sets.widths[t]));
	}
      for (int w = WIDTH_MAX - 1; w >= 0; w--)
	if (sets.widths[t] >> w & 1)
	  x->narrowest[t] = width_value (w) < x->narrowest[t]
			    || !x->narrowest[t] ? width_value (w)
			    : x->narrowest[t];
      if (!type_regime_matters (rule, t) || rule->types[t].sign > 0)
	continue;
      unsigned regimes = sets.regimes[t] & ~(sets.widths[t] == 1u << WIDTH_BOOL
					     ? 1u << REGIME_UNDEFINED : 0);
      if (regimes == 1u << REGIME_WRAPPING)
	add_condition (x, arena_printf ("TYPE_OVERFLOW_WRAPS (%s)", tree));
      else
	{
	  /* Where overflow is undefined, the target may remove an
	     overflow of the pattern: not where it traps (-ftrapv) or
	     where -fsanitize=signed-integer-overflow reports it.  */
	  add_condition (x, arena_printf (regimes == 1u << REGIME_UNDEFINED
					  ? "TYPE_OVERFLOW_UNDEFINED (%s)"
					  : "!TYPE_OVERFLOW_TRAPS (%s)",
					  tree));
	  add_condition (x, arena_printf ("!TYPE_OVERFLOW_SANITIZED (%s)",
					  tree));
	}
    }
  for (int i = 0; i < rule->relation_count; i++)
    {
      const WidthRelation *r = &rule->relations[i];
      if (rule->types[r->to].made_by || rule->types[r->from].made_by)
	continue;
      /* As "<" or "==", so that the same relation twice (a widening
	 of type 1 to type 0 and a narrowing of type 0 to type 1) is
	 one condition.  */
      bool swap = r->relation > 0
		  || (r->relation == 0 && r->from > r->to);
      add_condition (x, arena_printf ("%s %s %s",
				      precision_of (x, swap ? r->to : r->from),
				      r->relation ? "<" : "==",
				      precision_of (x, swap ? r->from
						    : r->to)));
    }
}

/* Checks and assignments, as wide-int arithmetic.  */

/* A value in C++ and when it is defined (NULL: always).  */
typedef struct Cpp
{
  char *value;
  char *defined;
} Cpp;

/* The facts a check asks of each capture: bit F for fact F.  */
typedef struct FactUse
{
  unsigned facts[CAPTURE_MAX];
} FactUse;

static FactUse *fact_use;

static char *
conjoin (char *a, char *b)
{
  if (!a)
    return b;
  if (!b)
    return a;
  return arena_printf ("%s" CONJUNCT "%s", a, b);
}

/* A conjunction inside a larger condition.  */
static char *
inline_conjunction (const char *conjunction)
{
  char *text = arena_strdup ("");
  for (const char *c = conjunction; *c; c++)
    text = *c == CONJUNCT[0] ? arena_printf ("%s && ", text)
	   : arena_printf ("%s%c", text, *c);
  return text;
}

/* Literal VALUE at precision P.  */
static char *
wide_text (Wide value, const char *p)
{
  if (value.high == 0 && value.low < ((uint64_t) 1 << 62))
    return arena_printf ("wi::shwi (%llu, %s)",
			 (unsigned long long) value.low, p);
  if (value.high == 0)
    return arena_printf ("wi::uhwi (HOST_WIDE_INT_UC (0x%llx), %s)",
			 (unsigned long long) value.low, p);
  return arena_printf ("(wi::lshift (wi::uhwi (HOST_WIDE_INT_UC (0x%llx), "
		       "%s), 64)\n | wi::uhwi (HOST_WIDE_INT_UC (0x%llx), %s))",
		       (unsigned long long) value.high, p,
		       (unsigned long long) value.low, p);
}

/* A literal that C++ may take as an int beside a wide_int of its type:
   one that fits the type's least precision, signed, so that the int
   is that wide_int's value as it is the rule's.  */
static char *
plain_literal (const Export *x, const Expr *expr)
{
  unsigned p = x->narrowest[expr->tvar];
  uint64_t limit = p >= 2 ? (uint64_t) 1 << (p - 1 < 20 ? p - 1 : 20) : 1;
  if (expr->kind == EXPR_INTEGER && expr->value.high == 0
      && expr->value.low < limit)
    return arena_printf ("%llu", (unsigned long long) expr->value.low);
  if (expr->kind == EXPR_UNARY && expr->operator_ == OPERATOR_NEG
      && expr->args[0]->kind == EXPR_INTEGER
      && expr->args[0]->value.high == 0
      && expr->args[0]->value.low <= limit)
    return arena_printf ("-%llu",
			 (unsigned long long) expr->args[0]->value.low);
  return NULL;
}

/* The name in C++ of an assigned name: the name itself unless it is
   one that the code genmatch writes, or C++, has.  */
static const char *
assigned_identifier (const char *name)
{
  static const char *const taken[] = {
    "type", "captures", "res_op", "seq", "valueize", "loc", "code", "op0",
    "op1", "op2", "wi", "tree", "int", "bool", "char", "long", "short",
    "unsigned", "signed", "auto", "const", "new", "delete", "this",
    "class", "return", "if", "else", "for", "while", "do", "switch", "case",
    "default", "break", "continue", "true", "false", "not", "and", "or",
    "xor", "register", "static", "void", "template", "typename", "union",
    "struct", "enum", "operator", "sizeof", "goto", "volatile", "wide_int",
    "NULL"
  };
  for (size_t i = 0; i < sizeof taken / sizeof *taken; i++)
    if (strcmp (name, taken[i]) == 0)
      return arena_printf ("%s_", name);
  return name;
}

static bool
assigned_p (const Rule *rule, const char *name)
{
  for (const Clause *c = rule->clauses; c; c = c->next)
    if (c->kind == CLAUSE_ASSIGN && strcmp (c->name, name) == 0)
      return true;
  return false;
}

static Cpp int_value (Export *x, const Expr *expr);
static Cpp bool_value (Export *x, const Expr *expr);

/* An operand of an infix operator whose other operand is OTHER: a
   small literal as a plain number where the other is a wide_int.  */
static Cpp
infix_operand (Export *x, const Expr *expr, const Expr *other)
{
  char *plain = plain_literal (x, expr);
  if (plain && !plain_literal (x, other))
    return (Cpp) { plain, NULL };
  return int_value (x, expr);
}

/* The fact variable of EXPR, x.lower: x_lower, computed in the (with
   ...) block.  */
static char *
fact_value (Export *x, const Expr *expr)
{
  const char *name = expr->args[0]->name;
  int c = variable_capture (x, name);
  if (c < 0)
    {
      refuse (x, "a fact of a variable that the pattern does not have");
      return arena_strdup ("0");
    }
  fact_use->facts[c] |= 1u << expr->fact;
  x->facts = true;
  /* A shift count's facts are of its own type in GIMPLE.  */
  if (!x->captures[c].typed && !x->captures[c].checked)
    {
      x->captures[c].checked = true;
      add_condition (x, arena_printf ("types_match (%s, TREE_TYPE (@%d))",
				      x->type_tree[expr->args[0]->tvar], c));
    }
  return arena_printf ("%s_%s", name, fact_names[expr->fact]);
}

/* The value of a C variable: wi::to_wide of its INTEGER_CST, at the
   precision of its rule type (a shift count's constant has a type of
   its own).  */
static char *
constant_value (Export *x, const Expr *expr)
{
  int c = variable_capture (x, expr->name);
  gen_assert (c >= 0);
  if (x->captures[c].typed)
    return arena_printf ("wi::to_wide (@%d)", c);
  return arena_printf ("wi::to_wide (@%d, %s)", c,
		       precision_of (x, expr->tvar));
}

static Cpp
name_value (Export *x, const Expr *expr)
{
  if (assigned_p (x->rule, expr->name))
    return (Cpp) { arena_strdup (assigned_identifier (expr->name)), NULL };
  if (constant_variable_p (expr->name))
    return (Cpp) { constant_value (x, expr), NULL };
  refuse (x, arena_printf ("it uses the value of %s, which matches any "
			   "operand", expr->name));
  return (Cpp) { arena_strdup ("0"), NULL };
}

/* wi::F (A, B), defined where both are.  */
static Cpp
call2 (const char *f, Cpp a, Cpp b, const char *extra)
{
  return (Cpp) { arena_printf ("%s (%s, %s%s)", f, a.value, b.value,
			       extra ? extra : ""),
		 conjoin (a.defined, b.defined) };
}

static Cpp
binary_int_value (Export *x, const Expr *expr)
{
  const char *p = precision_of (x, expr->tvar);
  const Expr *l = expr->args[0], *r = expr->args[1];
  Cpp a, b;
  switch (expr->operator_)
    {
    case OPERATOR_SHL:
    case OPERATOR_SHR:
    case OPERATOR_USHR:
      {
	/* Undefined for a count outside [0, P): as an unsigned number
	   of its own precision, below P.  */
	a = int_value (x, l);
	b = int_value (x, r);
	const char *f = expr->operator_ == OPERATOR_SHL ? "wi::lshift"
			: expr->operator_ == OPERATOR_SHR ? "wi::arshift"
			: "wi::lrshift";
	Cpp result = call2 (f, a, b, NULL);
	result.defined = conjoin (result.defined,
				  arena_printf ("wi::ltu_p (%s, %s)", b.value,
						p));
	return result;
      }
    case OPERATOR_FLOORDIV:
    case OPERATOR_MOD:
      {
	a = int_value (x, l);
	b = int_value (x, r);
	Cpp result = call2 (expr->operator_ == OPERATOR_FLOORDIV
			    ? "wi::div_floor" : "wi::mod_floor", a, b,
			    ", SIGNED");
	result.defined = conjoin (result.defined,
				  arena_printf ("%s != 0", b.value));
	return result;
      }
    default:
      break;
    }
  a = infix_operand (x, l, r);
  b = infix_operand (x, r, l);
  return (Cpp) { arena_printf ("(%s %s %s)", a.value,
			       operator_info[expr->operator_].spelling,
			       b.value),
		 conjoin (a.defined, b.defined) };
}

static Cpp
call_int_value (Export *x, const Expr *expr)
{
  const char *p = precision_of (x, expr->tvar);
  if (expr->function == FUNCTION_precision)
    return (Cpp) { arena_printf ("wi::uhwi (%s, %s)",
				 precision_of (x, expr->args[0]->tvar), p),
		   NULL };
  Cpp a = int_value (x, expr->args[0]);
  switch (expr->function)
    {
    case FUNCTION_highest_bit:
      return (Cpp) { arena_printf ("wi::shwi (wi::floor_log2 (%s), %s)",
				   a.value, p),
		     conjoin (a.defined, arena_printf ("%s != 0", a.value)) };
    case FUNCTION_popcount:
      return (Cpp) { arena_printf ("wi::shwi (wi::popcount (%s), %s)",
				   a.value, p), a.defined };
    case FUNCTION_zext:
      return (Cpp) { arena_printf ("wide_int::from (%s, %s, UNSIGNED)",
				   a.value, p), a.defined };
    case FUNCTION_min:
      return call2 ("wi::smin", a, int_value (x, expr->args[1]), NULL);
    case FUNCTION_max:
      return call2 ("wi::smax", a, int_value (x, expr->args[1]), NULL);
    case FUNCTION_umin:
      return call2 ("wi::umin", a, int_value (x, expr->args[1]), NULL);
    case FUNCTION_umax:
      return call2 ("wi::umax", a, int_value (x, expr->args[1]), NULL);
    default:
      refuse (x, arena_printf ("no translation of %s ()",
			       function_names[expr->function]));
      return a;
    }
}

/* The value of an integer expression at the precision of its type.  */
static Cpp
int_value (Export *x, const Expr *expr)
{
  const char *p = precision_of (x, expr->tvar);
  switch (expr->kind)
    {
    case EXPR_INTEGER:
      return (Cpp) { wide_text (expr->value, p), NULL };
    case EXPR_SPECIAL:
      if (expr->special == SPECIAL_LONG_BIT)
	return (Cpp) { arena_printf ("wi::uhwi (%s, %s)", precision_of (x, 0),
				     p), NULL };
      return (Cpp) { arena_printf ("wi::%s_value (%s, SIGNED)",
				   expr->special == SPECIAL_MININT ? "min"
				   : "max", p), NULL };
    case EXPR_WIDTH:
      return (Cpp) { arena_printf ("wi::uhwi (%s, %s)",
				   precision_of (x, expr->width_type), p),
		     NULL };
    case EXPR_NAME:
      return name_value (x, expr);
    case EXPR_FACT:
      return (Cpp) { fact_value (x, expr), NULL };
    case EXPR_UNARY:
      {
	char *plain = plain_literal (x, expr);
	if (plain && expr->operator_ == OPERATOR_NEG)
	  return (Cpp) { arena_printf ("wi::shwi (%s, %s)", plain, p), NULL };
	/* Of a literal, whose wi::shwi is a wi::hwi_with_prec, which
	   - and ~ do not take: wi::neg and wi::bit_not.  */
	Cpp a = int_value (x, expr->args[0]);
	bool neg = expr->operator_ == OPERATOR_NEG;
	if (expr->args[0]->kind == EXPR_INTEGER)
	  return (Cpp) { arena_printf ("wi::%s (%s)", neg ? "neg" : "bit_not",
				       a.value), a.defined };
	return (Cpp) { arena_printf ("(%s%s)", neg ? "-" : "~", a.value),
		       a.defined };
      }
    case EXPR_BINARY:
      return binary_int_value (x, expr);
    case EXPR_CALL:
      return call_int_value (x, expr);
    default:
      refuse (x, arena_printf ("no translation of '%s'", expr_text (expr)));
      return (Cpp) { arena_strdup ("0"), NULL };
    }
}

/* The wi:: predicate of a comparison operator.  */
static const char *
comparison_predicate (Operator op)
{
  switch (op)
    {
    case OPERATOR_LT: return "wi::lts_p";
    case OPERATOR_LE: return "wi::les_p";
    case OPERATOR_GT: return "wi::gts_p";
    case OPERATOR_GE: return "wi::ges_p";
    case OPERATOR_ULT: return "wi::ltu_p";
    case OPERATOR_ULE: return "wi::leu_p";
    case OPERATOR_UGT: return "wi::gtu_p";
    case OPERATOR_UGE: return "wi::geu_p";
    default: return NULL;
    }
}

/* The value of a condition; the right operand of 'and' and 'or' is
   computed only when needed, so that it may be undefined where it is
   not.  */
static Cpp
bool_value (Export *x, const Expr *expr)
{
  if (expr->kind == EXPR_CALL)
    {
      const char *tree = x->type_tree[expr->args[0]->tvar];
      const char *test = expr->function == FUNCTION_unsigned
			 ? "TYPE_UNSIGNED"
			 : expr->function == FUNCTION_wraps
			 ? "TYPE_OVERFLOW_WRAPS"
			 : expr->function == FUNCTION_undefined
			 ? "TYPE_OVERFLOW_UNDEFINED" : NULL;
      if (!test)
	refuse (x, arena_printf ("no translation of %s ()",
				 function_names[expr->function]));
      return (Cpp) { arena_printf ("%s (%s)", test ? test : "", tree), NULL };
    }
  if (expr->kind == EXPR_UNARY)
    {
      Cpp a = bool_value (x, expr->args[0]);
      return (Cpp) { arena_printf ("!(%s)", a.value), a.defined };
    }
  gen_assert (expr->kind == EXPR_BINARY);
  Operator op = expr->operator_;
  if (op == OPERATOR_LAND || op == OPERATOR_LOR)
    {
      Cpp a = bool_value (x, expr->args[0]);
      Cpp b = bool_value (x, expr->args[1]);
      const char *spelling = op == OPERATOR_LAND ? "&&" : "||";
      char *defined = a.defined;
      if (b.defined)
	defined = conjoin (a.defined,
			   arena_printf (op == OPERATOR_LAND ? "(!(%s) || %s)"
					 : "((%s) || %s)", a.value,
					 inline_conjunction (b.defined)));
      return (Cpp) { arena_printf ("(%s %s %s)", a.value, spelling, b.value),
		     defined };
    }
  const char *predicate = comparison_predicate (op);
  Cpp a = infix_operand (x, expr->args[0], expr->args[1]);
  Cpp b = infix_operand (x, expr->args[1], expr->args[0]);
  if (predicate)
    return call2 (predicate, a, b, NULL);
  return (Cpp) { arena_printf ("%s %s %s", a.value,
			       operator_info[op].spelling, b.value),
		 conjoin (a.defined, b.defined) };
}

/* The conjuncts of a check that it is defined and true, each a
   condition of its own.  */
static void
add_truth (Export *x, const Expr *expr)
{
  if (expr->kind == EXPR_BINARY && expr->operator_ == OPERATOR_LAND)
    {
      add_truth (x, expr->args[0]);
      add_truth (x, expr->args[1]);
      return;
    }
  Cpp c = bool_value (x, expr);
  if (c.defined)
    add_check (x, c.defined);
  add_check (x, c.value);
}

/* The (with ...) block: the names of types the result needs, the facts
   of the captures, the assigned names.  */

static void
declare (Export *x, char *line)
{
  x->declarations = arena_printf ("%s%s\n", x->declarations
				  ? x->declarations : "", line);
}

static void
declare_facts (Export *x, int c)
{
  unsigned facts = fact_use->facts[c];
  const char *name = x->captures[c].name;
  const char *t = arena_printf ("TREE_TYPE (@%d)", c);
  const char *p = arena_printf ("TYPE_PRECISION (%s)", t);
  if (facts & (1u << FACT_zeros))
    declare (x, arena_printf ("wide_int %s_zeros = ~tree_nonzero_bits "
			      "(@%d);", name, c));
  static const struct
  {
    Fact fact;
    const char *value;
    const char *sign;
  } bounds[] = {
    { FACT_lower, "min", "SIGNED" }, { FACT_upper, "max", "SIGNED" },
    { FACT_ulower, "min", "UNSIGNED" }, { FACT_uupper, "max", "UNSIGNED" }
  };
  unsigned range_facts = facts & (1u << FACT_ones);
  for (int i = 0; i < 4; i++)
    range_facts |= facts & (1u << bounds[i].fact);
  if (!range_facts)
    return;
  /* The global range is of the type's sign; of the other sign too
     where it does not cross the sign bit.  GCC 12 keeps no known ones:
     those of the range are the high bits its bounds share, which every
     value in between has (none where the range crosses the sign bit
     of a signed type, whose bounds differ there).  */
  declare (x, arena_printf ("value_range %s_range;", name));
  declare (x, arena_printf ("bool %s_ranged\n  = (get_global_range_query "
			    "()->range_of_expr (%s_range, @%d)\n     && "
			    "%s_range.kind () == VR_RANGE);", name, name, c,
			    name));
  if (range_facts & ~(1u << FACT_ones))
    declare (x, arena_printf ("bool %s_one_half\n  = (%s_ranged\n     && "
			      "wi::neg_p (%s_range.lower_bound ())\n"
			      "        == wi::neg_p (%s_range.upper_bound ()));",
			      name, name, name, name));
  for (int i = 0; i < 4; i++)
    if (facts & (1u << bounds[i].fact))
      declare (x, arena_printf ("wide_int %s_%s\n  = (%s_ranged && (%sTYPE_"
				"UNSIGNED (%s) || %s_one_half)\n     ? "
				"wide_int (%s_range.%s_bound ())\n     : "
				"wi::%s_value (%s, %s));", name,
				fact_names[bounds[i].fact], name,
				bounds[i].sign[0] == 'S' ? "!" : "", t, name,
				name, bounds[i].value[1] == 'i' ? "lower"
				: "upper", bounds[i].value, p,
				bounds[i].sign));
  if (facts & (1u << FACT_ones))
    declare (x, arena_printf ("wide_int %s_ones\n"
			      "  = (%s_ranged\n"
			      "     ? wi::bit_and_not (%s_range.lower_bound (),\n"
			      "                        wi::mask (%s\n"
			      "                                  - wi::clz "
			      "(wi::bit_xor\n"
			      "                                             "
			      "(%s_range.lower_bound (),\n"
			      "                                              "
			      "%s_range.upper_bound ())),\n"
			      "                                  false, %s))\n"
			      "     : wi::zero (%s));", name, name, name, p,
			      name, name, p, p));
}

static void
declare_assignments (Export *x)
{
  for (const Clause *c = x->rule->clauses; c; c = c->next)
    {
      if (c->kind == CLAUSE_CHECK)
	{
	  add_truth (x, c->expr);
	  continue;
	}
      /* Computed before its definedness is known: wide-int arithmetic
	 never traps (a shift by too much gives 0, a division by 0
	 divides by 1), and the check that it is defined comes before
	 anything uses it.  */
      Cpp value = int_value (x, c->expr);
      if (value.defined)
	add_check (x, value.defined);
      declare (x, arena_printf ("wide_int %s = %s;",
				assigned_identifier (c->name), value.value));
    }
}

/* Calls: iterators over GCC's operator lists.  */

static bool
call_p (const Expr *expr)
{
  return expr->kind == EXPR_OPERATION
	 && strncmp (op_gimple_form[expr->op], "CFN_", 4) == 0;
}

static bool
bswap_p (Op op)
{
  return strcmp (op_gimple_form[op], "CFN_BSWAP") == 0;
}

static Iterator *
find_iterator (Export *x, const Expr *expr)
{
  for (int i = 0; i < x->iterator_count; i++)
    if (x->iterators[i].op == expr->op
	&& x->iterators[i].type == expr->args[0]->tvar)
      return &x->iterators[i];
  return NULL;
}

/* The iterators of the calls of EXPR, of the pattern if PATTERN.  */
static void
collect_iterators (Export *x, const Expr *expr, bool pattern)
{
  if (expr->kind != EXPR_OPERATION)
    return;
  for (int i = 0; i < expr->arg_count; i++)
    collect_iterators (x, expr->args[i], pattern);
  if (!call_p (expr))
    return;
  Iterator *it = find_iterator (x, expr);
  if (!it)
    {
      if (x->iterator_count == ITERATOR_MAX)
	{
	  refuse (x, "too many calls");
	  return;
	}
      it = &x->iterators[x->iterator_count++];
      memset (it, 0, sizeof *it);
      it->op = expr->op;
      it->type = expr->args[0]->tvar;
      const char *kind = op_gimple_form[expr->op] + 4;
      int same = 0;
      for (int i = 0; i < x->iterator_count - 1; i++)
	same += x->iterators[i].op == expr->op;
      char *name = arena_strdup (kind);
      for (char *c = name; *c; c++)
	*c = (char) (*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
      it->name = same ? arena_printf ("%s%d", name, same) : name;
      if (x->suffixed)
	it->name = arena_printf ("%s_fn", it->name);
      /* cfn-operators.pd's lists have the built-in functions for int,
	 long, long long and intmax_t, then the internal function;
	 bswap's are by width and have none.  */
      it->list = bswap_p (expr->op)
		 ? "BUILT_IN_BSWAP16 BUILT_IN_BSWAP32 BUILT_IN_BSWAP64 "
		   "BUILT_IN_BSWAP128"
		 : kind;
      /* Calls on operands of one type iterate in step; bswap's list
	 alone.  */
      it->group = x->iterator_count - 1;
      for (int i = 0; i < x->iterator_count - 1; i++)
	if (!bswap_p (expr->op) && !bswap_p (x->iterators[i].op)
	    && x->iterators[i].type == it->type)
	  it->group = x->iterators[i].group;
    }
  if (pattern)
    it->in_pattern = true;
  else
    it->in_target = true;
}

/* The iterators, and what they need: a call of the target takes the
   built-in function of its operand's type from a call of the pattern
   on an operand of that type, iterating in step; the internal
   functions of the target's new calls may not be supported by the
   target machine, and those of clz and ctz may be defined at 0.  */
static void
settle_iterators (Export *x)
{
  collect_iterators (x, x->rule->pattern, true);
  collect_iterators (x, x->rule->target, false);
  for (int i = 0; i < x->iterator_count; i++)
    {
      Iterator *it = &x->iterators[i];
      bool fixed = it->in_pattern;
      for (int j = 0; j < x->iterator_count; j++)
	fixed |= x->iterators[j].group == it->group
		 && x->iterators[j].in_pattern;
      if (!fixed)
	refuse (x, arena_printf ("its target calls %s on an operand whose "
				 "type no call of the pattern has: no "
				 "built-in function to call", it->name));
      const char *kind = op_gimple_form[it->op];
      bool undefined_at_zero = strcmp (kind, "CFN_CLZ") == 0
			       || strcmp (kind, "CFN_CTZ") == 0;
      if (!bswap_p (it->op)
	  && ((it->in_pattern && undefined_at_zero) || !it->in_pattern))
	add_condition (x, arena_printf ("%s != %s", it->name, kind));
    }
}

/* The match.  */

static const char *
operation_name (Export *x, const Expr *expr)
{
  if (call_p (expr))
    {
      Iterator *it = find_iterator (x, expr);
      return it ? it->name : "?";
    }
  if (op_info[expr->op].flags & PEEP_OPF_CONVERT)
    return "convert";
  /* PLUS_EXPR is plus.  */
  const char *form = op_gimple_form[expr->op];
  size_t length = strlen (form);
  gen_assert (length > 5 && strcmp (form + length - 5, "_EXPR") == 0);
  char *name = arena_strndup (form, length - 5);
  for (char *c = name; *c; c++)
    *c = (char) (*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
  return name;
}

static char *
match_text (Export *x, const Expr *expr, bool count)
{
  if (expr->kind == EXPR_OPERATION)
    {
      bool inner = expr != x->rule->pattern;
      const char *flags = arena_printf ("%s%s",
					(op_info[expr->op].flags
					 & PEEP_OPF_COMMUTATIVE) ? "c" : "",
					inner && x->single_use ? "s" : "");
      char *text = arena_printf ("(%s%s%s", operation_name (x, expr),
				 *flags ? ":" : "", flags);
      int c = node_capture (x, expr, false);
      if (c >= 0)
	text = arena_printf ("%s@%d", text, c);
      for (int i = 0; i < expr->arg_count; i++)
	text = arena_printf ("%s %s", text,
			     match_text (x, expr->args[i],
					 count_operand_p (expr, i)));
      return arena_printf ("%s)", text);
    }
  int c = node_capture (x, expr, false);
  if (expr->kind == EXPR_NAME && strcmp (expr->name, "_") != 0)
    {
      /* A variable again: the same operand (operand_equal_p).  */
      bool again = x->written[c];
      x->written[c] = true;
      return arena_printf (x->captures[c].constant && !again
			   ? "INTEGER_CST@%d" : "@%d", c);
    }
  if (expr->kind == EXPR_NAME)
    return arena_printf ("@%d", c);
  const char *predicate = count ? NULL : literal_predicate (expr);
  if (predicate)
    return c >= 0 ? arena_printf ("%s@%d", predicate, c)
	   : arena_strdup (predicate);
  return arena_printf ("INTEGER_CST@%d", c);
}

/* The conditions on the constants of the pattern that no predicate
   matches: their value, at the precision of their rule type.  */
static void
constant_conditions (Export *x, const Expr *expr, bool count)
{
  if (expr->kind == EXPR_OPERATION)
    {
      for (int i = 0; i < expr->arg_count; i++)
	constant_conditions (x, expr->args[i], count_operand_p (expr, i));
      return;
    }
  if (expr->kind == EXPR_NAME || (!count && literal_predicate (expr)))
    return;
  int c = node_capture (x, expr, false);
  const char *p = precision_of (x, expr->tvar);
  const char *constant = count ? arena_printf ("wi::to_wide (@%d, %s)", c, p)
			 : arena_printf ("wi::to_wide (@%d)", c);
  char *plain = plain_literal (x, expr);
  if (plain)
    {
      add_condition (x, arena_printf ("%s == %s", constant, plain));
      return;
    }
  /* A constant expression: where it is undefined, nothing equals it.  */
  Cpp value = int_value (x, expr);
  if (value.defined)
    add_condition (x, value.defined);
  add_condition (x, arena_printf ("%s == %s", constant, value.value));
}

/* The result.  */

/* The name of type TYPE for :TYPE in the result: type, or tN declared
   in the (with ...) block.  */
static const char *
type_name (Export *x, int type)
{
  x->type_name_used[type] = true;
  return x->type_name[type];
}

/* A constant of the target, of type TYPE: its tree.  */
static char *
constant_tree (Export *x, const Expr *expr, int type)
{
  const char *tree = x->type_tree[type];
  if (expr->kind == EXPR_INTEGER && literal_predicate (expr))
    return arena_printf ("build_%s_cst (%s)", expr->value.low ? "one"
			 : "zero", tree);
  if (minus_one_p (expr))
    return arena_printf ("build_all_ones_cst (%s)", tree);
  char *plain = plain_literal (x, expr);
  if (plain)
    return arena_printf ("build_int_cst (%s, %s)", tree, plain);
  Cpp value = int_value (x, expr);
  if (value.defined)
    add_check (x, value.defined);
  return arena_printf ("wide_int_to_tree (%s, %s)", tree, value.value);
}

static char *result_text (Export *x, const Expr *expr, bool count,
			  bool condition);

/* EXPR, the root of the target.  Its value has type 0; where the
   match's type is another (a comparison's), it is converted.  */
static char *
result_root (Export *x, const Expr *expr)
{
  if (!x->root_comparison)
    return result_text (x, expr, false, false);
  if (expr->kind == EXPR_OPERATION)
    {
      char *text = result_text (x, expr, false, true);
      return is_comparison (expr) ? text : arena_printf ("(convert %s)",
							 text);
    }
  if (expr->kind == EXPR_NAME && !constant_variable_p (expr->name)
      && !assigned_p (x->rule, expr->name))
    return arena_printf ("(convert %s)", result_text (x, expr, false,
						      false));
  /* The value is the comparison's 0 or 1.  */
  if (expr->kind == EXPR_INTEGER && literal_predicate (expr))
    return arena_printf ("{ build_%s_cst (type); }", expr->value.low
			 ? "one" : "zero");
  return arena_printf ("{ fold_convert (type, %s); }",
		       constant_tree (x, expr, 0));
}

/* EXPR in the target; COUNT if it is a shift count, CONDITION if it is
   a select's condition or the root comparison, whose type genmatch
   knows.  */
static char *
result_text (Export *x, const Expr *expr, bool count, bool condition)
{
  bool root = expr == x->rule->target;
  /* genmatch gives the outermost operation the match's type; others
     the type of their first operand, but for what we name.  */
  bool outermost = root && !x->root_comparison;
  if (expr->kind == EXPR_OPERATION)
    {
      int flags = op_info[expr->op].flags;
      char *text = arena_printf ("(%s", operation_name (x, expr));
      if (flags & PEEP_OPF_COMPARISON)
	text = arena_printf ("%s%s", text, condition ? ""
			     : ":boolean_type_node");
      else if (!outermost
	       && (flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT)))
	text = arena_printf ("%s:%s", text, type_name (x, expr->tvar));
      for (int i = 0; i < expr->arg_count; i++)
	text = arena_printf ("%s %s", text,
			     result_text (x, expr->args[i],
					  count_operand_p (expr, i),
					  i == 0 && (flags & PEEP_OPF_SELECT)));
      text = arena_printf ("%s)", text);
      /* A comparison's truth value, in the type of its value; a type
	 that is only ever a _Bool (the pattern's select condition,
	 which the target takes as a value) is boolean_type_node's.  */
      if ((flags & PEEP_OPF_COMPARISON) && !condition
	  && (root || x->rule->types[expr->tvar].widths != PEEP_W1))
	text = root ? arena_printf ("(convert %s)", text)
	       : arena_printf ("(convert:%s %s)", type_name (x, expr->tvar),
			       text);
      return text;
    }
  if (expr->kind == EXPR_NAME && !assigned_p (x->rule, expr->name))
    {
      int c = variable_capture (x, expr->name);
      gen_assert (c >= 0);
      Capture *capture = &x->captures[c];
      /* A variable that is only a count in the pattern has a type of
	 its own there.  */
      if (!capture->typed && !count && !capture->checked)
	{
	  capture->checked = true;
	  add_condition (x, arena_printf ("types_match (%s, TREE_TYPE (@%d))",
					  x->type_tree[expr->tvar], c));
	}
      if (!capture->constant || capture->typed || count || capture->checked)
	return arena_printf ("@%d", c);
    }
  return arena_printf ("{ %s; }", constant_tree (x, expr, expr->tvar));
}

/* The form.  */

/* "(if (A\n && B)" at INDENT, the conjuncts lined up.  */
static char *
if_text (char **conjuncts, int count, int indent)
{
  char *text = arena_printf ("%*s(if (", indent, "");
  for (int i = 0; i < count; i++)
    {
      if (i)
	text = arena_printf ("%s\n%*s&& ", text, indent + 5, "");
      /* A conjunct of several lines: its lines lined up too.  */
      for (const char *c = conjuncts[i]; *c; c++)
	text = *c == '\n' ? arena_printf ("%s\n%*s", text, indent + 8, "")
	       : arena_printf ("%s%c", text, *c);
    }
  return arena_printf ("%s)\n", text);
}

/* TEXT, each line after the first indented by INDENT more.  */
static char *
indented (const char *text, int indent)
{
  char *result = arena_strdup ("");
  for (const char *c = text; *c; c++)
    result = *c == '\n' && c[1] ? arena_printf ("%s\n%*s", result, indent, "")
	     : arena_printf ("%s%c", result, *c);
  return result;
}

/* The (for ...) around the form: one per group of iterators that
   iterate in step.  */
static char *
for_text (const Export *x, int *depth)
{
  char *text = arena_strdup ("");
  bool done[ITERATOR_MAX] = { false };
  for (int i = 0; i < x->iterator_count; i++)
    {
      if (done[i])
	continue;
      text = arena_printf ("%s%*s(for", text, *depth, "");
      for (int j = i; j < x->iterator_count; j++)
	if (x->iterators[j].group == x->iterators[i].group)
	  {
	    done[j] = true;
	    text = arena_printf ("%s %s (%s)", text, x->iterators[j].name,
				 x->iterators[j].list);
	  }
      text = arena_printf ("%s\n", text);
      (*depth)++;
    }
  return text;
}

/* Whether EXPR, the pattern, has operations below its root.  */
static bool
has_inner_operation (const Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    if (expr->args[i]->kind == EXPR_OPERATION)
      return true;
  return false;
}

static bool
identifier_char (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	 || (c >= '0' && c <= '9') || c == '_';
}

/* Whether NAME is an identifier of the C++ TEXT (wi::popcount has
   popcount).  */
static bool
has_identifier (const char *text, const char *name)
{
  size_t length = strlen (name);
  for (const char *p = text ? strstr (text, name) : NULL; p;
       p = strstr (p + 1, name))
    if ((p == text || !identifier_char (p[-1]))
	&& !identifier_char (p[length]))
      return true;
  return false;
}

/* Whether the name of an iterator of X is an identifier of its C++:
   genmatch would put the operator of each iteration in its place
   (wi::popcount would become wi::CFN_BUILT_IN_POPCOUNT).  */
static bool
iterator_in_cpp (const Export *x, const char *assignments)
{
  for (int i = 0; i < x->iterator_count; i++)
    {
      const char *name = x->iterators[i].name;
      if (has_identifier (x->declarations, name)
	  || has_identifier (assignments, name))
	return true;
      for (int k = 0; k < x->check_count; k++)
	if (has_identifier (x->checks[k], name))
	  return true;
    }
  return false;
}

/* The (simplify ...) of X's rule, or NULL if it is not exported.  */
static char *
form_text (Export *x)
{
  const Rule *rule = x->rule;
  FactUse uses;
  memset (&uses, 0, sizeof uses);
  fact_use = &uses;
  x->root_comparison = is_comparison (rule->pattern);
  /* The plugin's uses inside the pattern: a target that builds
     operations must not leave an inner operation of the pattern alive,
     unless 'shared'.  GCC's :s is single use, which is stricter (two
     operations of the pattern that share one leave it two uses).  */
  x->single_use = !rule->shared && rule->target->kind == EXPR_OPERATION
		  && has_inner_operation (rule->pattern);
  collect_captures (x, rule->pattern, false);
  name_types (x);
  type_conditions (x);
  if (x->reason)
    return NULL;
  match_components (x);
  constant_conditions (x, rule->pattern, false);
  settle_iterators (x);
  declare_assignments (x);
  char *assignments = x->declarations;
  x->declarations = NULL;
  char *result = result_root (x, rule->target);
  char *match = match_text (x, rule->pattern, false);
  if (x->reason)
    return NULL;
  for (int t = 0; t < rule->type_count; t++)
    if (x->type_name_used[t] && strcmp (x->type_name[t], "type") != 0
	&& strcmp (x->type_name[t], "boolean_type_node") != 0)
      declare (x, arena_printf ("tree %s = %s;", x->type_name[t],
				x->made_tree[t] ? x->made_tree[t]
				: x->type_tree[t]));
  for (int c = 0; c < x->capture_count; c++)
    if (uses.facts[c])
      declare_facts (x, c);
  if (!x->suffixed && iterator_in_cpp (x, assignments))
    {
      memset (x, 0, sizeof *x);
      x->rule = rule;
      x->suffixed = true;
      return form_text (x);
    }
  if (assignments)
    x->declarations = arena_printf ("%s%s", x->declarations
				    ? x->declarations : "", assignments);
  int depth = 0;
  char *text = arena_strdup (x->facts ? "#if GIMPLE\n" : "");
  text = arena_printf ("%s%s", text, for_text (x, &depth));
  int for_depth = depth;
  text = arena_printf ("%s%*s(simplify\n%*s%s\n", text, depth, "", depth + 1,
		       "", indented (match, depth + 1));
  int closing = 1;
  if (x->declarations)
    {
      text = arena_printf ("%s%s", text, if_text (x->conditions,
						   x->condition_count,
						   depth + 1));
      text = arena_printf ("%s%*s(with\n%*s{\n%*s%s%*s}\n", text, depth + 2,
			   "", depth + 3, "", depth + 5, "",
			   indented (x->declarations, depth + 5), depth + 3,
			   "");
      closing += 2;
      depth += 2;
      if (x->check_count)
	{
	  text = arena_printf ("%s%s", text, if_text (x->checks,
						       x->check_count,
						       depth + 1));
	  closing++;
	  depth++;
	}
    }
  else
    {
      for (int i = 0; i < x->check_count; i++)
	add_condition (x, x->checks[i]);
      text = arena_printf ("%s%s", text, if_text (x->conditions,
						   x->condition_count,
						   depth + 1));
      closing++;
      depth++;
    }
  text = arena_printf ("%s%*s%s", text, depth + 1, "",
		       indented (result, depth + 1));
  /* One ')' a (for ...) too: depth counts them.  */
  for (int i = 0; i < closing + for_depth; i++)
    text = arena_printf ("%s)", text);
  return arena_printf ("%s\n%s", text, x->facts ? "#endif\n" : "");
}

/* The comment above each form.  */

/* The lines of the rule files, for the comments above the rules.  */
typedef struct SourceFile
{
  const char *name;
  char **lines;
  int count;
} SourceFile;

static SourceFile *sources;
static int source_count;

static const SourceFile *
source_file (const char *name)
{
  for (int i = 0; i < source_count; i++)
    if (strcmp (sources[i].name, name) == 0)
      return &sources[i];
  SourceFile *grown = arena_alloc (sizeof *grown * (size_t) (source_count + 1));
  if (source_count)
    memcpy (grown, sources, sizeof *grown * (size_t) source_count);
  sources = grown;
  SourceFile *file = &sources[source_count++];
  memset (file, 0, sizeof *file);
  file->name = name;
  FILE *in = fopen (name, "r");
  if (!in)
    return file;
  char line[4096];
  int capacity = 0;
  while (fgets (line, sizeof line, in))
    {
      line[strcspn (line, "\n")] = '\0';
      if (file->count == capacity)
	{
	  capacity = capacity ? 2 * capacity : 256;
	  char **bigger = arena_alloc (sizeof *bigger * (size_t) capacity);
	  if (file->count)
	    memcpy (bigger, file->lines, sizeof *bigger * (size_t) file->count);
	  file->lines = bigger;
	}
      file->lines[file->count++] = arena_strdup (line);
    }
  fclose (in);
  return file;
}

/* The comment lines right above RULE in its file, without their '#',
   or NULL.  */
static char *
rule_comment (const Rule *rule)
{
  const SourceFile *file = source_file (rule->location.file);
  int last = rule->location.line - 2, first = last + 1;
  while (first > 0 && first - 1 < file->count
	 && file->lines[first - 1][0] == '#')
    first--;
  if (first > last || last >= file->count)
    return NULL;
  char *text = arena_strdup ("");
  for (int i = first; i <= last; i++)
    {
      const char *line = file->lines[i] + 1;
      if (*line == ' ')
	line++;
      text = arena_printf ("%s%s%s", text, i > first ? "\n" : "", line);
    }
  return text;
}

/* TEXT safe inside a C comment.  */
static char *
comment_safe (const char *text)
{
  char *result = arena_strdup ("");
  for (const char *c = text; *c; c++)
    result = c[0] == '*' && c[1] == '/' ? arena_printf ("%s* ", result)
	     : arena_printf ("%s%c", result, *c);
  return result;
}

/* TEXT wrapped at 76 columns, each line after the first starting with
   PREFIX.  */
static char *
wrapped (const char *text, const char *prefix)
{
  char *result = arena_strdup ("");
  int column = 3;
  const char *word = text;
  while (*word)
    {
      size_t length = strcspn (word, " ");
      if (column > 3 && column + 1 + (int) length > 76)
	{
	  result = arena_printf ("%s\n%s", result, prefix);
	  column = (int) strlen (prefix);
	}
      else if (column > 3)
	{
	  result = arena_printf ("%s ", result);
	  column++;
	}
      result = arena_printf ("%s%.*s", result, (int) length, word);
      column += (int) length;
      word += length;
      while (*word == ' ')
	word++;
    }
  return result;
}

/* Where a rule is proven: each group of regimes (of the types whose
   regime matters) with the widths proven in it.  */
typedef struct ProvenText
{
  Signature group;	/* the regimes being listed */
  char *widths;		/* " 8, 16," */
  char *regimes[REGIME_COUNT << TYPE_MAX];	/* of each group */
  char *group_widths[REGIME_COUNT << TYPE_MAX];
  int count;
} ProvenText;

static bool
regime_matters (const Rule *rule, int t)
{
  return type_regime_matters (rule, t) && rule->types[t].sign <= 0;
}

static bool
same_group (const Rule *rule, const Signature *a, const Signature *b)
{
  for (int t = 0; t < rule->type_count; t++)
    if (regime_matters (rule, t) && a->regime[t] != b->regime[t])
      return false;
  return true;
}

static bool
list_widths (const Rule *rule, const Signature *s, void *data)
{
  ProvenText *p = data;
  if (signature_proven (rule, s) && same_group (rule, s, &p->group)
      && signature_possible (rule, s)
      && !strstr (p->widths, arena_printf (" %s,", signature_widths
					   (s, rule->type_count))))
    p->widths = arena_printf ("%s %s,", p->widths,
			      signature_widths (s, rule->type_count));
  return true;
}

/* The words for the regimes of SIGNATURE's types that matter.  */
static char *
regimes_text (const Rule *rule, const Signature *s)
{
  char *text = arena_strdup ("");
  for (int t = 0; t < rule->type_count; t++)
    if (regime_matters (rule, t))
      text = arena_printf ("%s%s%s", text, *text ? " and " : "",
			   s->regime[t] ? "undefined signed overflow"
			   : "wrapping overflow");
  if (rule->type_count > 1 && *text)
    {
      text = arena_printf ("%s in", text);
      bool first = true;
      for (int t = 0; t < rule->type_count; t++)
	if (regime_matters (rule, t))
	  {
	    text = arena_printf ("%s%s %s", text, first ? "" : " and",
				 t == 0 ? "the rule's type"
				 : arena_printf ("the type of %s",
						 expr_text (rule->types[t]
							    .first)));
	    first = false;
	  }
    }
  return text;
}

static bool
list_groups (const Rule *rule, const Signature *s, void *data)
{
  ProvenText *p = data;
  if (!signature_proven (rule, s) || !signature_possible (rule, s))
    return true;
  char *regimes = regimes_text (rule, s);
  for (int i = 0; i < p->count; i++)
    if (strcmp (p->regimes[i], regimes) == 0)
      return true;
  p->group = *s;
  p->widths = arena_strdup ("");
  each_signature (rule, list_widths, p);
  /* " 8, 16, 32," as "8, 16, 32".  */
  p->widths[strlen (p->widths) - 1] = '\0';
  gen_assert (p->count < (REGIME_COUNT << TYPE_MAX));
  p->regimes[p->count] = regimes;
  p->group_widths[p->count++] = p->widths + 1;
  return true;
}

/* Where RULE is proven: "at 8, 16 bits with wrapping overflow and with
   undefined signed overflow".  */
static char *
proven_text (const Rule *rule)
{
  ProvenText p;
  memset (&p, 0, sizeof p);
  each_signature (rule, list_groups, &p);
  char *text = arena_strdup ("");
  bool done[REGIME_COUNT << TYPE_MAX] = { false };
  for (int i = 0; i < p.count; i++)
    {
      if (done[i])
	continue;
      text = arena_printf ("%s%s at %s bits", text, *text ? ";" : "",
			   p.group_widths[i]);
      if (rule->type_count > 1 && i == 0)
	{
	  text = arena_printf ("%s (the rule's type", text);
	  for (int t = 1; t < rule->type_count; t++)
	    text = arena_printf ("%s/%s", text,
				 arena_printf ("the type of %s",
					       expr_text (rule->types[t].first)));
	  text = arena_printf ("%s)", text);
	}
      for (int j = i; j < p.count; j++)
	if (!done[j] && strcmp (p.group_widths[j], p.group_widths[i]) == 0)
	  {
	    done[j] = true;
	    if (*p.regimes[j])
	      text = arena_printf ("%s%s with %s", text, j > i ? " and" : "",
				   p.regimes[j]);
	  }
    }
  if (p.count == 1 && !*p.regimes[0])
    text = arena_printf ("%s, in either overflow regime (no operation can "
			 "overflow)", text);
  return text;
}

static char *
comment_text (const Rule *rule, const EmitOptions *options)
{
  const char *file = emit_recorded_name (options, rule->location.file);
  char *comment = rule_comment (rule);
  char *text = arena_printf ("/* %s (%s:%d)", rule->name, comment_safe (file),
			     rule->location.line);
  if (comment)
    {
      text = arena_printf ("%s:", text);
      for (const char *line = comment; *line;)
	{
	  size_t length = strcspn (line, "\n");
	  text = arena_printf ("%s\n   %s", text,
			       comment_safe (arena_strndup (line, length)));
	  line += length + (line[length] == '\n');
	}
    }
  text = arena_printf ("%s\n\n", text);
  for (const char *line = rule->text; *line;)
    {
      size_t length = strcspn (line, "\n");
      text = arena_printf ("%s   %s\n", text,
			   comment_safe (arena_strndup (line, length)));
      line += length + (line[length] == '\n');
    }
  char *proven = arena_printf ("Proven by peepgen%s.%s%s", proven_text (rule),
			       rule->off_by_default
			       ? "  Off by default in the plugin." : "",
			       rule->shared ? "  Shared in the plugin: it "
			       "applies where an inner operation has other "
			       "uses." : "");
  return arena_printf ("%s\n   %s  */\n", text, wrapped (proven, "   "));
}

/* The file.  */

static void
emit_header (FILE *out, char **files, int file_count,
	     const EmitOptions *options)
{
  char *names = arena_strdup ("");
  for (int i = 0; i < file_count; i++)
    names = arena_printf ("%s %s", names,
			  comment_safe (emit_recorded_name (options, files[i])));
  fprintf (out, "/* Generated by peepgen (peephole) %s, with "
	   "--emit=match.pd, from\n   %s.\n   Do not edit: edit the rules.\n\n",
	   PACKAGE_VERSION, wrapped (*names ? names + 1 : names, "   "));
  fputs ("   Each rule that peepgen proved with Z3 is a (simplify ...) form "
	 "of GCC 12's\n   match.pd, under the conditions it was proven with: "
	 "the precisions and\n   the overflow regimes that its comment lists.  "
	 "The forms use match.pd's\n   predicates (integer_zerop ...) and the "
	 "operator lists of its\n   cfn-operators.pd (POPCOUNT ...): they go "
	 "at the end of match.pd.  */\n\n", out);
}

/* The rules of RULES as match.pd, to OPTIONS->output.  */
bool
emit_match_pd (const RuleSet *rules, char **files, int file_count,
	       const EmitOptions *options)
{
  char *text;
  size_t size;
  FILE *out = open_memstream (&text, &size);
  if (!out)
    diag_fatal ("cannot write match.pd to memory: %s", strerror (errno));
  emit_header (out, files, file_count, options);
  int refused = 0;
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[i];
      Export *x = xmalloc (sizeof *x);
      memset (x, 0, sizeof *x);
      x->rule = rule;
      char *form = form_text (x);
      if (form)
	fprintf (out, "%s%s\n", comment_text (rule, options), form);
      else
	{
	  refused++;
	  char *text = arena_printf ("%s: not exported: %s (%s:%d).",
				     rule->name, x->reason,
				     emit_recorded_name (options,
						    rule->location.file),
				     rule->location.line);
	  fprintf (out, "/* %s  */\n\n", wrapped (comment_safe (text),
						  "   "));
	}
      free (x);
    }
  if (fclose (out) != 0)
    diag_fatal ("cannot write match.pd to memory");
  bool ok = emit_write_file (options->output, text, false);
  free (text);
  if (refused)
    {
      Location nowhere = { NULL, 0, 0 };
      diag_note (nowhere, "%d of %d rules not exported to match.pd; the "
		 "comments in '%s' say why", refused, rules->count,
		 options->output);
    }
  return ok;
}
