/* lower.c: from the rule language to its core.

   Each piece of sugar is removed by its own small step, so that the
   prover and the emitter see only the core language:
   - sugared operations (int_is_true (x) is int_ne (x, 0));
   - queries (x.known_lt_const (c) is x.upper < c, from queries.def:
     the one definition that both the prover and the matcher use);
   - commutative operations, by listing every order of their operands
     at every depth (lower_variants);
   - rule order: constant results first, then existing operands, then
     new operations, file order inside each group (seed 000).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <stdlib.h>
#include <string.h>

/* The most variants one pattern may have.  */
#define MAX_VARIANTS 256

static Expr *
copy_expr (const Expr *expr)
{
  Expr *copy = arena_alloc (sizeof *copy);
  *copy = *expr;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    copy->args[i] = copy_expr (expr->args[i]);
  return copy;
}

/* int_is_true (x) -> int_ne (x, 0), and the like, everywhere in EXPR.  */
static void
desugar (Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    desugar (expr->args[i]);
  if (expr->kind != EXPR_OPERATION || op_info[expr->op].core == OP_NONE)
    return;
  Expr *second = expr_new (EXPR_INTEGER, expr->location);
  second->value = wide_from_uint ((uint64_t) op_info[expr->op].second);
  second->type = TYPE_INT;
  expr->op = op_info[expr->op].core;
  expr->name = op_info[expr->op].name;
  expr->args[expr->arg_count++] = second;
}

/* The type of EXPR, an expression whose operators and facts are known;
   for the definitions of queries, which the checker does not see.  */
static Type
infer_type (Expr *expr, const char *origin)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    infer_type (expr->args[i], origin);
  switch (expr->kind)
    {
    case EXPR_UNARY:
    case EXPR_BINARY:
      expr->type = operator_info[expr->operator_].result;
      break;
    case EXPR_FACT:
      {
	int fact = -1;
	for (int i = 0; i < FACT_COUNT; i++)
	  if (strcmp (fact_names[i], expr->name) == 0)
	    fact = i;
	if (fact < 0)
	  diag_internal (__FILE__, __LINE__, origin);
	expr->fact = (Fact) fact;
	expr->type = TYPE_INT;
	break;
      }
    case EXPR_INTEGER:
    case EXPR_SPECIAL:
    case EXPR_NAME:
      expr->type = TYPE_INT;
      break;
    default:
      diag_internal (__FILE__, __LINE__, origin);
    }
  return expr->type;
}

/* The parsed definition of QUERY.  */
static const Expr *
query_definition (Query query)
{
  static Expr *definitions[QUERY_COUNT];
  static unsigned generation;
  if (generation != arena_generation ())
    {
      memset (definitions, 0, sizeof definitions);
      generation = arena_generation ();
    }
  if (!definitions[query])
    {
      const char *origin = arena_printf ("queries.def:%s",
					 query_names[query]);
      /* Errors in the rule files before are theirs.  */
      int errors = diag_error_count ();
      definitions[query] = parse_expression_string (query_definitions[query],
						    origin);
      if (!definitions[query] || diag_error_count () != errors
	  || infer_type (definitions[query], origin) != TYPE_BOOL)
	diag_internal (__FILE__, __LINE__, origin);
    }
  return definitions[query];
}

/* A copy of DEFINITION where self, a and b are ARGUMENTS[0..2], placed
   at LOCATION.  */
static Expr *
substitute (const Expr *definition, Expr *const *arguments, int count,
	    Location location)
{
  if (definition->kind == EXPR_NAME)
    {
      static const char *const parameters[] = { "self", "a", "b" };
      for (int i = 0; i < count; i++)
	if (strcmp (definition->name, parameters[i]) == 0)
	  return copy_expr (arguments[i]);
      diag_internal (__FILE__, __LINE__, definition->name);
    }
  Expr *copy = arena_alloc (sizeof *copy);
  *copy = *definition;
  copy->location = location;
  for (int i = 0; i < definition->arg_count; i++)
    copy->args[i] = substitute (definition->args[i], arguments, count,
				location);
  return copy;
}

/* EXPR with every query replaced by its definition.  */
static Expr *
expand_queries (Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    expr->args[i] = expand_queries (expr->args[i]);
  if (expr->kind != EXPR_QUERY)
    return expr;
  return substitute (query_definition (expr->query), expr->args,
		     expr->arg_count, expr->location);
}

void
lower_rules (RuleSet *rules)
{
  for (int i = 0; i < rules->count; i++)
    {
      Rule *rule = rules->rules[i];
      desugar (rule->pattern);
      desugar (rule->target);
      for (Clause *clause = rule->clauses; clause; clause = clause->next)
	clause->expr = expand_queries (clause->expr);
    }
}

bool
expr_equal (const Expr *a, const Expr *b)
{
  if (a->kind != b->kind || a->arg_count != b->arg_count)
    return false;
  switch (a->kind)
    {
    case EXPR_INTEGER:
      return wide_equal (a->value, b->value);
    case EXPR_NAME:
    case EXPR_WIDTH:
      return strcmp (a->name, b->name) == 0;
    case EXPR_SPECIAL:
      return a->special == b->special;
    case EXPR_OPERATION:
      if (a->op != b->op
	  || (a->width_name != NULL) != (b->width_name != NULL)
	  || (a->width_name && strcmp (a->width_name, b->width_name) != 0))
	return false;
      break;
    case EXPR_UNARY:
    case EXPR_BINARY:
      if (a->operator_ != b->operator_)
	return false;
      break;
    case EXPR_CALL:
      if (a->function != b->function)
	return false;
      break;
    case EXPR_FACT:
      if (a->fact != b->fact)
	return false;
      break;
    case EXPR_QUERY:
      if (a->query != b->query)
	return false;
      break;
    }
  for (int i = 0; i < a->arg_count && i < EXPR_MAX_ARGS; i++)
    if (!expr_equal (a->args[i], b->args[i]))
      return false;
  return true;
}

int
expr_operation_count (const Expr *expr)
{
  int count = expr->kind == EXPR_OPERATION;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    count += expr_operation_count (expr->args[i]);
  return count;
}

typedef struct ExprList
{
  Expr *items[MAX_VARIANTS];
  int count;
  bool overflow;
} ExprList;

static void
list_add_new (ExprList *list, Expr *expr)
{
  for (int i = 0; i < list->count; i++)
    if (expr_equal (list->items[i], expr))
      return;
  if (list->count == MAX_VARIANTS)
    list->overflow = true;
  else
    list->items[list->count++] = expr;
}

/* Every order of the operands of commutative operations in EXPR.  */
static void
commutative_variants (Expr *expr, ExprList *out)
{
  out->count = 0;
  out->overflow = false;
  if (expr->kind != EXPR_OPERATION)
    {
      out->items[out->count++] = expr;
      return;
    }
  ExprList *first = xmalloc (sizeof *first);
  ExprList *second = xmalloc (sizeof *second);
  commutative_variants (expr->args[0], first);
  if (expr->arg_count > 1)
    commutative_variants (expr->args[1], second);
  else
    {
      second->count = 1;
      second->items[0] = NULL;
      second->overflow = false;
    }
  out->overflow = first->overflow || second->overflow;
  bool commutative = (op_info[expr->op].flags & PEEP_OPF_COMMUTATIVE) != 0;
  for (int swap = 0; swap <= (int) commutative; swap++)
    for (int i = 0; i < first->count; i++)
      for (int j = 0; j < second->count; j++)
	{
	  Expr *variant = arena_alloc (sizeof *variant);
	  *variant = *expr;
	  variant->args[swap] = first->items[i];
	  if (expr->arg_count > 1)
	    variant->args[1 - swap] = second->items[j];
	  list_add_new (out, variant);
	}
  free (first);
  free (second);
}

/* What the matcher tries, in the order it tries it.  */
VariantList
lower_variants (RuleSet *rules)
{
  VariantList list = { NULL, 0 };
  int capacity = 0;
  ExprList *variants = xmalloc (sizeof *variants);
  for (int i = 0; i < rules->count; i++)
    {
      Rule *rule = rules->rules[i];
      commutative_variants (rule->pattern, variants);
      if (variants->overflow)
	diag_error (rule->location, "the pattern of '%s' has more than %d "
		    "orders of its commutative operands", rule->name,
		    MAX_VARIANTS);
      for (int j = 0; j < variants->count; j++)
	{
	  if (list.count == capacity)
	    {
	      capacity = capacity ? 2 * capacity : 256;
	      Variant *bigger = arena_alloc ((size_t) capacity * sizeof *bigger);
	      if (list.count)
		memcpy (bigger, list.variants,
			(size_t) list.count * sizeof *bigger);
	      list.variants = bigger;
	    }
	  list.variants[list.count].rule = rule;
	  list.variants[list.count].pattern = variants->items[j];
	  list.count++;
	}
    }
  free (variants);
  if (list.count > 1)
    {
      /* One pass per kind of target keeps file order inside each.  */
      Variant *sorted = arena_alloc ((size_t) list.count * sizeof *sorted);
      int n = 0;
      for (int kind = TARGET_CONSTANT; kind <= TARGET_OPERATION; kind++)
	for (int i = 0; i < list.count; i++)
	  if ((int) list.variants[i].rule->target_kind == kind)
	    sorted[n++] = list.variants[i];
      list.variants = sorted;
    }
  return list;
}
