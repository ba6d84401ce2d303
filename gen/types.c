/* types.c: the integer types of a rule.

   A rule may involve several integer types: conversions (int_sext,
   int_zext, int_trunc, int_cast) change the type.  This phase infers,
   by unification, which values of a rule share a type, and numbers the
   types: type 0 is the type of the root operation (of its operands, for
   a comparison), the others follow in the pattern's order.  For each
   type it records the signedness its operations need and whether an
   operation of it can overflow or a check tests its regime (so that
   its regime matters); for each conversion, how the precisions of its
   two types relate.  The prover proves the rule for every assignment
   of widths and regimes to the types that these allow; the matcher
   checks the types of what it matched.

   Unification:
   - the operands and the result of an operation share a type, but for
     a conversion, whose result has a type of its own, and a select,
     whose condition has a type of its own, restricted to _Bool (GIMPLE's
     conditions are truth values);
   - the operands of a comparison share a type, and its 0 or 1 has a
     type of its own, but at the root of a pattern, where it is of its
     operands' type (the type the glue sees the statement in);
   - a pattern variable has one type wherever it occurs; the target
     computes in the pattern's types, its root in type 0, but for the
     types that its operations fix: the result of a uint_cast or a
     sint_cast, of the signedness it names and its operand's
     precision, and the condition of a select, a _Bool, may be a type
     of the rule that only the target has (numbered after the
     pattern's, each after the type that fixes it);
   - a shift count has the type of the value it shifts, unless
     something else gives it one (GIMPLE lets counts have any integer
     type);
   - a type that holds the value of a comparison (elsewhere than at
     the root) may be _Bool, of one bit;
   - in checks and assignments, the operands of an operator share a
     type, but for the count of a shift and the argument of zext ();
     a literal, a precision name (N) and precision (x) take the type
     they are used at; MININT, MAXINT and LONG_BIT are of type 0;
     facts have their variable's type, and so has the argument of a
     type test (unsigned (x) ...), which tests it.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <string.h>

/* The most integer types a rule may involve: TYPE_MAX for rule files;
   the match.pd front end asks for fewer (mdrule.c).  */
int types_limit = TYPE_MAX;

#define CLASS_MAX 256

typedef struct Infer
{
  Rule *rule;
  int parent[CLASS_MAX];
  int count;
  /* Shift counts, whose type is that of their shifted value unless
     something else gives them one: GIMPLE lets them have any integer
     type.  */
  Expr *counts[64];
  int count_classes[64];
  int count_count;
  const char *names[64];	/* variables and assigned names */
  int name_class[64];
  int name_count;
  int root;
  bool bad;
} Infer;

static int
fresh (Infer *inf)
{
  if (inf->count == CLASS_MAX)
    {
      if (!inf->bad)
	diag_error (inf->rule->location, "rule '%s' is too large to type",
		    inf->rule->name);
      inf->bad = true;
      return 0;
    }
  inf->parent[inf->count] = inf->count;
  return inf->count++;
}

static int
find (Infer *inf, int c)
{
  while (inf->parent[c] != c)
    c = inf->parent[c] = inf->parent[inf->parent[c]];
  return c;
}

static void
unify (Infer *inf, int a, int b)
{
  a = find (inf, a);
  b = find (inf, b);
  if (a != b)
    inf->parent[a < b ? b : a] = a < b ? a : b;
}

static int
name_class (Infer *inf, const char *name)
{
  for (int i = 0; i < inf->name_count; i++)
    if (strcmp (inf->names[i], name) == 0)
      return inf->name_class[i];
  gen_assert (inf->name_count < 64);
  inf->names[inf->name_count] = name;
  inf->name_class[inf->name_count] = fresh (inf);
  return inf->name_class[inf->name_count++];
}

static int expression_class (Infer *inf, Expr *expr);

/* The class of the value of EXPR, an operand of a pattern or target
   (or its root, if ROOT).  */
static int
term_class (Infer *inf, Expr *expr, bool root)
{
  if (expr->kind != EXPR_OPERATION)
    {
      if (expr->kind == EXPR_NAME && strcmp (expr->name, "_") == 0)
	return expr->tvar = fresh (inf);
      return expression_class (inf, expr);
    }
  int flags = op_info[expr->op].flags;
  /* A select's condition has a type of its own; its values, the
     others.  */
  int skip = (flags & PEEP_OPF_SELECT) ? 1 : 0;
  if (skip)
    term_class (inf, expr->args[0], false);
  int first = term_class (inf, expr->args[skip], false);
  for (int i = skip + 1; i < expr->arg_count; i++)
    {
      int c = term_class (inf, expr->args[i], false);
      if (!(flags & PEEP_OPF_SHIFT))
	unify (inf, first, c);
      else if (inf->count_count < 64)
	{
	  inf->counts[inf->count_count] = expr->args[i];
	  inf->count_classes[inf->count_count++] = first;
	}
    }
  /* A conversion's result has a type of its own, and so has the 0 or 1
     of a comparison, but at the root of a pattern: the glue sees a
     comparison in the type of its operands.  */
  if ((flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT))
      || ((flags & PEEP_OPF_COMPARISON) && !root))
    return expr->tvar = fresh (inf);
  return expr->tvar = first;
}

/* The class of an integer expression of a check, an assignment or a
   constant; -1 for a condition (whose operands get a class).  */
static int
expression_class (Infer *inf, Expr *expr)
{
  int c;
  switch (expr->kind)
    {
    case EXPR_INTEGER:
    case EXPR_WIDTH:
      c = fresh (inf);
      break;
    case EXPR_SPECIAL:
      c = inf->root;
      break;
    case EXPR_NAME:
      c = name_class (inf, expr->name);
      break;
    case EXPR_FACT:
      c = name_class (inf, expr->args[0]->name);
      break;
    case EXPR_UNARY:
    case EXPR_BINARY:
    case EXPR_CALL:
      {
	c = -1;
	bool shift = expr->kind == EXPR_BINARY
		     && (expr->operator_ == OPERATOR_SHL
			 || expr->operator_ == OPERATOR_SHR
			 || expr->operator_ == OPERATOR_USHR);
	bool converts = expr->kind == EXPR_CALL
			&& expr->function == FUNCTION_zext;
	/* A type test's argument has its variable's type; its result, a
	   condition or a precision, none of it.  */
	converts |= expr->kind == EXPR_CALL
		    && function_kind[expr->function] == FUNCTION_OF_TYPE;
	for (int i = 0; i < expr->arg_count; i++)
	  {
	    int a = expression_class (inf, expr->args[i]);
	    if (a < 0 || (shift && i == 1) || converts)
	      continue;
	    if (c < 0)
	      c = a;
	    else
	      unify (inf, c, a);
	  }
	if (c < 0)
	  c = converts ? fresh (inf) : inf->root;
	expr->tvar = c;
	if (expr->type == TYPE_BOOL)
	  return -1;
	break;
      }
    default:
      gen_assert (!"unexpected expression");
    }
  return expr->tvar = c;
}

/* Mark the classes of EXPR's nodes that a pattern gives a type: all
   but shift counts that are not operations.  */
static void
anchor (Infer *inf, const Expr *expr, bool count, bool *anchored)
{
  if (!(count && expr->kind != EXPR_OPERATION))
    anchored[find (inf, expr->tvar)] = true;
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count; i++)
      anchor (inf, expr->args[i],
	      i == 1 && (op_info[expr->op].flags & PEEP_OPF_SHIFT), anchored);
}

/* A shift count that nothing else gives a type has the type of the
   value it shifts.  */
static void
settle_counts (Infer *inf)
{
  bool anchored[CLASS_MAX] = { false };
  anchor (inf, inf->rule->pattern, false, anchored);
  anchored[find (inf, inf->root)] = true;
  for (int i = 0; i < inf->count_count; i++)
    {
      int c = find (inf, inf->counts[i]->tvar);
      if (!anchored[c])
	{
	  unify (inf, c, inf->count_classes[i]);
	  anchored[find (inf, c)] = true;
	}
    }
}

/* Renumbering: the final type of each class.  */
typedef struct Numbering
{
  int type_of[CLASS_MAX];	/* by class representative, or -1 */
  int count;
} Numbering;

static void
number_pattern (Infer *inf, Numbering *n, const Expr *expr)
{
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count; i++)
      number_pattern (inf, n, expr->args[i]);
  int c = find (inf, expr->tvar);
  if (n->type_of[c] >= 0)
    return;
  if (n->count < TYPE_MAX)
    inf->rule->types[n->count].first = expr;
  n->type_of[c] = n->count++;
}

/* The node of EXPR, an operation of the target, whose type EXPR fixes
   although the pattern may not have it: a uint_cast's or a sint_cast's
   result, once its operand's type is numbered; a select's condition.
   NULL if none.  */
static const Expr *
made_node (Infer *inf, const Numbering *n, const Expr *expr)
{
  int flags = op_info[expr->op].flags;
  if (flags & PEEP_OPF_SELECT)
    return expr->args[0];
  if ((flags & (PEEP_OPF_TO_SIGNED | PEEP_OPF_TO_UNSIGNED))
      && n->type_of[find (inf, expr->args[0]->tvar)] >= 0)
    return expr;
  return NULL;
}

/* Number the types of EXPR, part of the target, that the pattern does
   not have but the target fixes (made_node); return whether it
   numbered one.  */
static bool
number_made (Infer *inf, Numbering *n, const Expr *expr)
{
  if (expr->kind != EXPR_OPERATION)
    return false;
  bool numbered = false;
  for (int i = 0; i < expr->arg_count; i++)
    numbered |= number_made (inf, n, expr->args[i]);
  const Expr *node = made_node (inf, n, expr);
  if (!node || n->type_of[find (inf, node->tvar)] >= 0)
    return numbered;
  if (n->count < TYPE_MAX)
    {
      inf->rule->types[n->count].first = node;
      inf->rule->types[n->count].made_by = expr;
    }
  n->type_of[find (inf, node->tvar)] = n->count++;
  return true;
}

/* Replace the class of every node of EXPR by its type; classes the
   rule does not have are type 0 (polymorphic constants) in checks,
   an error in a target.  */
static void
renumber (Infer *inf, Numbering *n, Expr *expr, bool target)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    renumber (inf, n, expr->args[i], target);
  int type = n->type_of[find (inf, expr->tvar)];
  if (type < 0 && target && expr->kind == EXPR_OPERATION && !inf->bad)
    {
      diag_error (expr->location, "'%s' computes in a type that the "
		  "pattern does not have", expr_text (expr));
      inf->bad = true;
    }
  expr->tvar = type < 0 ? 0 : type;
}

/* The operation that binds precision NAME (the precision of its
   operand), in EXPR.  */
static const Expr *
find_binder (const Expr *expr, const char *name)
{
  if (expr->kind != EXPR_OPERATION)
    return NULL;
  if (expr->width_name && strcmp (expr->width_name, name) == 0)
    return expr;
  for (int i = 0; i < expr->arg_count; i++)
    {
      const Expr *found = find_binder (expr->args[i], name);
      if (found)
	return found;
    }
  return NULL;
}

static void
resolve_widths (Rule *rule, Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    resolve_widths (rule, expr->args[i]);
  if (expr->kind == EXPR_WIDTH)
    {
      const Expr *binder = find_binder (rule->pattern, expr->name);
      gen_assert (binder);
      expr->width_type = binder->args[0]->tvar;
    }
}

/* Signedness, overflow and conversions of the types of EXPR.  */
static void
collect (Infer *inf, const Expr *expr, const Expr *signed_op[TYPE_MAX],
	 const Expr *unsigned_op[TYPE_MAX])
{
  if (expr->kind != EXPR_OPERATION)
    return;
  Rule *rule = inf->rule;
  int flags = op_info[expr->op].flags;
  int type = expr->tvar;
  if (flags & PEEP_OPF_CONVERT)
    {
      int from = expr->args[0]->tvar;
      int relation = (flags & PEEP_OPF_WIDENS) ? -1
		     : (flags & PEEP_OPF_NARROWS) ? 1 : 0;
      if (from == type && !inf->bad)
	{
	  diag_error (expr->location, "'%s' converts a value to its own "
		      "type", expr_text (expr));
	  inf->bad = true;
	}
      else if (rule->relation_count < RELATION_MAX)
	rule->relations[rule->relation_count++]
	  = (WidthRelation) { from, type, relation };
      /* The result's signedness, where the conversion fixes it.  */
      if ((flags & PEEP_OPF_TO_SIGNED) && !signed_op[type])
	signed_op[type] = expr;
      if ((flags & PEEP_OPF_TO_UNSIGNED) && !unsigned_op[type])
	unsigned_op[type] = expr;
      type = from;		/* the source's signedness */
    }
  if ((flags & PEEP_OPF_COMPARISON) && expr != rule->pattern
      && expr != rule->target)
    rule->types[expr->tvar].truth = true;
  /* A comparison's 0 or 1 is in a type of its own (or, at the root, in
     no type of the rule's: the glue sees it in its operands' type).  */
  if (!(flags & PEEP_OPF_COMPARISON))
    rule->types[expr->tvar].computed = true;
  /* GIMPLE's conditions are _Bool.  */
  if (flags & PEEP_OPF_SELECT)
    {
      int condition = expr->args[0]->tvar;
      rule->types[condition].truth = true;
      rule->types[condition].widths &= PEEP_W1;
    }
  if (flags & (PEEP_OPF_COMPARISON | PEEP_OPF_OWN_RESULT))
    type = expr->args[0]->tvar;
  rule->types[type].widths &= op_info[expr->op].widths == PEEP_WANY
			       ? PEEP_WANY | PEEP_W1 : op_info[expr->op].widths;
  if ((flags & PEEP_OPF_SIGNED) && !signed_op[type])
    signed_op[type] = expr;
  if ((flags & PEEP_OPF_UNSIGNED) && !unsigned_op[type])
    unsigned_op[type] = expr;
  if (op_info[expr->op].undefined & PEEP_UB_OVERFLOW)
    rule->types[type].overflows = true;
  for (int i = 0; i < expr->arg_count; i++)
    collect (inf, expr->args[i], signed_op, unsigned_op);
}

/* The type tests of EXPR: the rule tests types, and the regimes of
   the types whose regime a check tests matter.  */
static void
collect_type_tests (Rule *rule, const Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    collect_type_tests (rule, expr->args[i]);
  if (expr->kind != EXPR_CALL
      || function_kind[expr->function] != FUNCTION_OF_TYPE)
    return;
  rule->tests_types = true;
  if (expr->function == FUNCTION_wraps
      || expr->function == FUNCTION_undefined)
    rule->types[expr->args[0]->tvar].regime_tested = true;
}

/* What OPERATION, which needs a type of signedness SIGNEDNESS
   ("signed"), does with it.  */
static const char *
sign_words (const Expr *operation, const char *signedness)
{
  if (op_info[operation->op].flags
      & (PEEP_OPF_TO_SIGNED | PEEP_OPF_TO_UNSIGNED))
    return arena_printf ("converts to %s %s type",
			 *signedness == 'u' ? "an" : "a", signedness);
  return arena_printf ("works on %s types", signedness);
}

static void
record_types (Infer *inf)
{
  Rule *rule = inf->rule;
  const Expr *signed_op[TYPE_MAX] = { NULL }, *unsigned_op[TYPE_MAX] = { NULL };
  rule->relation_count = 0;
  for (int t = 0; t < rule->type_count; t++)
    rule->types[t].widths = PEEP_WANY | PEEP_W1;
  collect (inf, rule->pattern, signed_op, unsigned_op);
  collect (inf, rule->target, signed_op, unsigned_op);
  rule->tests_types = false;
  for (Clause *c = rule->clauses; c; c = c->next)
    collect_type_tests (rule, c->expr);
  collect_type_tests (rule, rule->target);
  for (int t = 0; t < rule->type_count; t++)
    {
      if (signed_op[t] && unsigned_op[t] && !inf->bad)
	{
	  diag_error (unsigned_op[t]->location,
		      "'%s' %s, but the rule also uses a signed operation "
		      "on the same type; convert between the two with "
		      "int_cast", unsigned_op[t]->name,
		      sign_words (unsigned_op[t], "unsigned"));
	  diag_note (signed_op[t]->location, "'%s' %s", signed_op[t]->name,
		     sign_words (signed_op[t], "signed"));
	  inf->bad = true;
	}
      rule->types[t].sign = signed_op[t] ? -1 : unsigned_op[t] ? 1 : 0;
    }
  rule->sign = rule->types[0].sign;
}

/* A computation on precisions alone (precision (x) == precision (y))
   that nothing else gives a type is in the type of the first variable
   whose precision it takes, not the rule's: where the rule's type is
   a _Bool, 8 and 16 would both be 0.  */
static void
anchor_precisions (Infer *inf, Numbering *n, const Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    anchor_precisions (inf, n, expr->args[i]);
  if (expr->kind != EXPR_CALL || expr->function != FUNCTION_precision)
    return;
  int c = find (inf, expr->tvar);
  int of = n->type_of[find (inf, expr->args[0]->tvar)];
  if (n->type_of[c] < 0 && of >= 0)
    n->type_of[c] = of;
}

/* The condition of a select of PATTERN that is EXPR, or NULL.  */
static const Expr *
pattern_condition (const Expr *pattern, const Expr *expr)
{
  if (pattern->kind != EXPR_OPERATION)
    return NULL;
  if ((op_info[pattern->op].flags & PEEP_OPF_SELECT)
      && expr_equal (pattern->args[0], expr))
    return pattern->args[0];
  for (int i = 0; i < pattern->arg_count; i++)
    {
      const Expr *found = pattern_condition (pattern->args[i], expr);
      if (found)
	return found;
    }
  return NULL;
}

/* The nodes of EXPR in class C.  */
static int
class_nodes (Infer *inf, const Expr *expr, int c)
{
  int n = find (inf, expr->tvar) == c;
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count; i++)
      n += class_nodes (inf, expr->args[i], c);
  return n;
}

/* A comparison of the target that nothing else gives a type (the
   operand of a conversion), and that is the condition of a select of
   the pattern (the same operation on the same operands), is computed
   in the condition's type, a _Bool: the target may take the condition
   as a value, (T) (b != 0).  Only a select's condition: another
   comparison of the pattern may have any type, which this would make
   a _Bool, proving less than the pattern matches.  */
static void
share_comparisons (Infer *inf, const Rule *rule, const Expr *expr)
{
  if (expr->kind != EXPR_OPERATION)
    return;
  for (int i = 0; i < expr->arg_count; i++)
    share_comparisons (inf, rule, expr->args[i]);
  if (expr == rule->target
      || !(op_info[expr->op].flags & PEEP_OPF_COMPARISON))
    return;
  int c = find (inf, expr->tvar);
  if (class_nodes (inf, rule->pattern, c)
      + class_nodes (inf, rule->target, c) != 1)
    return;
  const Expr *same = pattern_condition (rule->pattern, expr);
  if (same)
    unify (inf, same->tvar, expr->tvar);
}

static void
infer_rule (Rule *rule)
{
  Infer inf;
  memset (&inf, 0, sizeof inf);
  inf.rule = rule;
  inf.root = term_class (&inf, rule->pattern, true);
  for (Clause *c = rule->clauses; c; c = c->next)
    {
      int value = expression_class (&inf, c->expr);
      if (c->kind == CLAUSE_ASSIGN && value >= 0)
	unify (&inf, name_class (&inf, c->name), value);
    }
  unify (&inf, inf.root, term_class (&inf, rule->target, false));
  share_comparisons (&inf, rule, rule->target);
  settle_counts (&inf);
  if (inf.bad)
    return;
  Numbering n;
  memset (n.type_of, -1, sizeof n.type_of);
  n.count = 0;
  memset (rule->types, 0, sizeof rule->types);
  n.type_of[find (&inf, inf.root)] = n.count++;
  rule->types[0].first = rule->pattern;
  number_pattern (&inf, &n, rule->pattern);
  int pattern_types = n.count;
  while (number_made (&inf, &n, rule->target))
    continue;
  if (n.count > types_limit)
    {
      if (n.count > pattern_types)
	diag_error (rule->location, "rule '%s' involves %d integer types, "
		    "%d of them only in its target (uint_cast, sint_cast, "
		    "a select's condition); at most %d are supported",
		    rule->name, n.count, n.count - pattern_types,
		    types_limit);
      else
	diag_error (rule->location, "rule '%s' involves %d integer types; "
		    "at most %d are supported", rule->name, n.count,
		    types_limit);
      return;
    }
  rule->type_count = n.count;
  for (Clause *c = rule->clauses; c; c = c->next)
    anchor_precisions (&inf, &n, c->expr);
  renumber (&inf, &n, rule->pattern, false);
  for (Clause *c = rule->clauses; c; c = c->next)
    renumber (&inf, &n, c->expr, false);
  renumber (&inf, &n, rule->target, true);
  if (inf.bad)
    return;
  for (Clause *c = rule->clauses; c; c = c->next)
    resolve_widths (rule, c->expr);
  resolve_widths (rule, rule->target);
  record_types (&inf);
}

void
types_infer (RuleSet *rules)
{
  for (int i = 0; i < rules->count; i++)
    infer_rule (rules->rules[i]);
}

/* Whether the regime of type TYPE of RULE matters: an operation of it
   can overflow, or a check tests it.  A type whose regime does not
   matter is proven in the wrapping regime only, and the proof holds
   in both.  */
bool
type_regime_matters (const Rule *rule, int type)
{
  return rule->types[type].overflows || rule->types[type].regime_tested;
}

/* Where SIGNATURE's obligation sits in the tables of proven rules.  */
int
signature_slot (const Signature *signature, int type_count)
{
  int slot = 0;
  for (int t = 0; t < type_count; t++)
    slot |= (signature->regime[t] * WIDTH_MAX + signature->width[t])
	    << (4 * t);
  return slot;
}

/* The widths of SIGNATURE: "32", or "32/8" for a rule of two types.  */
const char *
signature_widths (const Signature *signature, int type_count)
{
  char *text = arena_printf ("%u", width_value (signature->width[0]));
  for (int t = 1; t < type_count; t++)
    text = arena_printf ("%s/%u", text, width_value (signature->width[t]));
  return text;
}

/* The precision of width index INDEX.  */
unsigned
width_value (int index)
{
  return index == WIDTH_BOOL ? 1 : widths[index];
}
