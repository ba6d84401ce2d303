/* check.c: names, arities and types of parsed rules.

   Everything a rule file can get wrong that is not syntax is reported
   here, with the place of the mistake and a note for the other place
   involved: unknown operations, functions, facts and queries (with a
   "did you mean"), wrong arities, undefined names, names assigned
   twice, checks that are not conditions, type tests of what is not a
   pattern variable, targets that use names the pattern does not bind,
   duplicate rule names, targets deeper than the emitter supports.  (types.c checks the types of rules: signedness,
   conversions.)
   Unused pattern variables get a warning.  The checker also records
   what later phases need: each expression's type, the rule's written
   operation, the kind of its target and the signedness it needs.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <stdarg.h>
#include <string.h>

/* The deepest target the emitter builds: operations inside operations
   inside the root replacement.  */
#define TARGET_MAX_DEPTH 4

typedef enum BindingKind
{
  BINDING_VARIABLE,	/* a pattern variable: x */
  BINDING_CONSTANT,	/* a pattern variable that matches constants: C1 */
  BINDING_ASSIGNED,	/* NAME = EXPR */
  BINDING_WIDTH		/* int_trunc (x, N): a precision */
} BindingKind;

typedef struct Binding
{
  const char *name;
  BindingKind kind;
  Location location;
  int uses;		/* occurrences besides the first in the pattern */
  struct Binding *next;
} Binding;

typedef struct Scope
{
  Rule *rule;
  Binding *bindings;
  bool bad;		/* an error was reported in this rule */
} Scope;

static void __attribute__ ((format (printf, 3, 4)))
rule_error (Scope *scope, Location location, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  diag_verror (location, format, ap);
  va_end (ap);
  scope->bad = true;
}

static Binding *
lookup (Scope *scope, const char *name)
{
  for (Binding *b = scope->bindings; b; b = b->next)
    if (strcmp (b->name, name) == 0)
      return b;
  return NULL;
}

static Binding *
bind (Scope *scope, const char *name, BindingKind kind, Location location)
{
  Binding *b = arena_alloc (sizeof *b);
  b->name = name;
  b->kind = kind;
  b->location = location;
  b->next = scope->bindings;
  scope->bindings = b;
  return b;
}

/* "; did you mean 'x'?" for NAME among the names in scope, or "".  */
static const char *
scope_hint (Scope *scope, const char *name)
{
  const char *names[64];
  int count = 0;
  for (Binding *b = scope->bindings; b && count < 64; b = b->next)
    names[count++] = b->name;
  const char *best = closest_name (name, names, count);
  return best ? arena_printf ("; did you mean '%s'?", best) : "";
}

static const char *
list_hint (const char *name, const char *const *names, int count)
{
  const char *best = closest_name (name, names, count);
  return best ? arena_printf ("; did you mean '%s'?", best) : "";
}

static bool
constant_name_p (const char *name)
{
  return name[0] == 'C';
}

static bool
wildcard_p (const char *name)
{
  return strcmp (name, "_") == 0;
}

static const char *op_names[OP_COUNT];

static Type check_expression (Scope *scope, Expr *expr);

/* Whether EXPR, in a pattern, uses only literals, MININT, MAXINT,
   LONG_BIT and helper functions; reports the first thing it may not
   use.  */
static bool
pattern_constant_p (Scope *scope, const Expr *expr)
{
  if (expr->kind == EXPR_NAME || expr->kind == EXPR_FACT
      || expr->kind == EXPR_QUERY)
    {
      rule_error (scope, expr->location, "a constant in a pattern may use "
		  "literals, MININT, MAXINT and LONG_BIT, but not '%s'",
		  expr_text (expr));
      return false;
    }
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    if (!pattern_constant_p (scope, expr->args[i]))
      return false;
  return true;
}

/* A constant expression in a pattern: the operand must equal it.  */
static void
check_pattern_constant (Scope *scope, Expr *expr)
{
  if (!pattern_constant_p (scope, expr))
    return;
  if (check_expression (scope, expr) == TYPE_BOOL)
    rule_error (scope, expr->location, "a pattern needs an integer here, "
		"not a condition");
}

static void
check_operation_name (Scope *scope, Expr *expr)
{
  if (expr->op != OP_NONE)
    {
      int arity = op_info[expr->op].arity;
      if (expr->arg_count != arity)
	rule_error (scope, expr->location,
		    "'%s' takes %d operand%s, but %d %s given", expr->name,
		    arity, arity == 1 ? "" : "s", expr->arg_count,
		    expr->arg_count == 1 ? "was" : "were");
      return;
    }
  for (int op = 1; op < OP_COUNT; op++)
    op_names[op] = op_info[op].name;
  rule_error (scope, expr->location, "unknown operation '%s'%s", expr->name,
	      list_hint (expr->name, op_names + 1, OP_COUNT - 1));
}

/* N in int_zext (x, N): bind it, once.  */
static void
check_width_binding (Scope *scope, Expr *expr)
{
  const char *name = expr->width_name;
  Binding *previous = lookup (scope, name);
  if (wildcard_p (name) || constant_name_p (name))
    rule_error (scope, expr->location, "'%s' cannot name a precision: "
		"'_' and names that start with 'C' match operands", name);
  else if (previous)
    {
      rule_error (scope, expr->location, "'%s' is bound twice", name);
      diag_note (previous->location, "'%s' was bound here", name);
    }
  else
    bind (scope, name, BINDING_WIDTH, expr->location);
}

/* pattern: operations, variables, constants.  Binds variables.  */
static void
check_pattern (Scope *scope, Expr *expr)
{
  switch (expr->kind)
    {
    case EXPR_OPERATION:
      check_operation_name (scope, expr);
      for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
	check_pattern (scope, expr->args[i]);
      if (expr->width_name)
	check_width_binding (scope, expr);
      break;
    case EXPR_NAME:
      {
	if (wildcard_p (expr->name))
	  break;
	Binding *b = lookup (scope, expr->name);
	if (b)
	  b->uses++;
	else
	  bind (scope, expr->name,
		constant_name_p (expr->name) ? BINDING_CONSTANT
		: BINDING_VARIABLE, expr->location);
	break;
      }
    default:
      check_pattern_constant (scope, expr);
      break;
    }
}

/* The pattern variable named by EXPR, for facts and queries; NULL (and
   an error) if EXPR is not one.  */
static Binding *
fact_variable (Scope *scope, Expr *expr, const char *what)
{
  if (expr->kind == EXPR_NAME && !wildcard_p (expr->name))
    {
      Binding *b = lookup (scope, expr->name);
      if (!b)
	{
	  rule_error (scope, expr->location, "undefined name '%s'%s",
		      expr->name, scope_hint (scope, expr->name));
	  return NULL;
	}
      if (b->kind != BINDING_ASSIGNED)
	{
	  b->uses++;
	  return b;
	}
    }
  rule_error (scope, expr->location,
	      "%s needs a pattern variable before the '.'", what);
  return NULL;
}

static void
require_type (Scope *scope, Expr *expr, Type want, const char *context)
{
  Type got = check_expression (scope, expr);
  if (got == TYPE_NONE || got == want)
    return;
  rule_error (scope, expr->location,
	      want == TYPE_BOOL ? "%s needs a condition, not an integer"
	      : "%s needs an integer, not a condition", context);
}

static Type
check_name (Scope *scope, Expr *expr)
{
  if (wildcard_p (expr->name))
    {
      rule_error (scope, expr->location, "'%s' matches anything and has no "
		  "value", expr->name);
      return TYPE_NONE;
    }
  Binding *b = lookup (scope, expr->name);
  if (!b)
    {
      rule_error (scope, expr->location, "undefined name '%s'%s", expr->name,
		  scope_hint (scope, expr->name));
      return TYPE_NONE;
    }
  b->uses++;
  if (b->kind == BINDING_WIDTH)
    {
      expr->kind = EXPR_WIDTH;
      return TYPE_INT;
    }
  if (b->kind == BINDING_VARIABLE)
    {
      rule_error (scope, expr->location,
		  "'%s' is not a constant; use what is known of it "
		  "('.lower', '.known_lt_const(...)' ...), or match a "
		  "constant with a name that starts with 'C'", expr->name);
      return TYPE_NONE;
    }
  return TYPE_INT;
}

/* A type test, unsigned (x) ...: its argument is a pattern variable
   (one that matches constants too), whose type it tests.  */
static Type
check_type_test (Scope *scope, Expr *expr)
{
  Expr *argument = expr->args[0];
  Binding *b = argument->kind == EXPR_NAME && !wildcard_p (argument->name)
	       ? lookup (scope, argument->name) : NULL;
  if (!b || (b->kind != BINDING_VARIABLE && b->kind != BINDING_CONSTANT))
    {
      rule_error (scope, argument->location, "the argument of '%s' must be "
		  "a pattern variable, whose type it tests%s", expr->name,
		  argument->kind == EXPR_NAME && !b
		  && !wildcard_p (argument->name)
		  ? scope_hint (scope, argument->name) : "");
      return TYPE_NONE;
    }
  b->uses++;
  argument->type = TYPE_INT;
  return function_result[expr->function];
}

static Type
check_call (Scope *scope, Expr *expr)
{
  int function = -1;
  for (int i = 0; i < FUNCTION_COUNT; i++)
    if (strcmp (function_names[i], expr->name) == 0)
      function = i;
  if (function < 0)
    {
      if (op_lookup (expr->name) != OP_NONE)
	rule_error (scope, expr->location, "operation '%s' cannot be used in "
		    "a check or an assignment; match it in the pattern",
		    expr->name);
      else
	rule_error (scope, expr->location, "unknown function '%s'%s",
		    expr->name,
		    list_hint (expr->name, function_names, FUNCTION_COUNT));
      return TYPE_NONE;
    }
  expr->function = (Function) function;
  if (function_kind[function] == FUNCTION_OF_TYPE && expr->arg_count == 0)
    {
      /* unsigned () ...: of the rule's own type, whose precision
	 LONG_BIT is (and which no variable may have: the root of a
	 conversion).  */
      Expr *root = expr_new (EXPR_SPECIAL, expr->location);
      root->special = SPECIAL_LONG_BIT;
      root->type = TYPE_INT;
      expr->args[0] = root;
      expr->arg_count = 1;
      return function_result[function];
    }
  if (expr->arg_count != function_arity[function])
    {
      rule_error (scope, expr->location,
		  "'%s' takes %d argument%s, but %d %s given", expr->name,
		  function_arity[function],
		  function_arity[function] == 1 ? "" : "s", expr->arg_count,
		  expr->arg_count == 1 ? "was" : "were");
      return TYPE_NONE;
    }
  if (function_kind[function] == FUNCTION_OF_TYPE)
    return check_type_test (scope, expr);
  for (int i = 0; i < expr->arg_count; i++)
    require_type (scope, expr->args[i], TYPE_INT,
		  arena_printf ("argument %d of '%s'", i + 1, expr->name));
  return function_result[function];
}

static Type
check_fact (Scope *scope, Expr *expr)
{
  for (int i = 0; i < FACT_COUNT; i++)
    if (strcmp (fact_names[i], expr->name) == 0)
      {
	expr->fact = (Fact) i;
	return fact_variable (scope, expr->args[0],
			      arena_printf ("'.%s'", expr->name))
	       ? TYPE_INT : TYPE_NONE;
      }
  for (int i = 0; i < QUERY_COUNT; i++)
    if (strcmp (query_names[i], expr->name) == 0)
      {
	rule_error (scope, expr->location, "query '%s' needs its arguments "
		    "in parentheses: '.%s()'", expr->name, expr->name);
	return TYPE_NONE;
      }
  const char *names[FACT_COUNT + QUERY_COUNT];
  memcpy (names, fact_names, sizeof fact_names);
  memcpy (names + FACT_COUNT, query_names, sizeof query_names);
  rule_error (scope, expr->location, "unknown fact '.%s'%s", expr->name,
	      list_hint (expr->name, names, FACT_COUNT + QUERY_COUNT));
  return TYPE_NONE;
}

static Type
check_query (Scope *scope, Expr *expr)
{
  int query = -1;
  for (int i = 0; i < QUERY_COUNT; i++)
    if (strcmp (query_names[i], expr->name) == 0)
      query = i;
  if (query < 0)
    {
      const char *names[FACT_COUNT + QUERY_COUNT];
      memcpy (names, fact_names, sizeof fact_names);
      memcpy (names + FACT_COUNT, query_names, sizeof query_names);
      const char *hint = list_hint (expr->name, names, FACT_COUNT + QUERY_COUNT);
      rule_error (scope, expr->location, "unknown query '.%s()'%s",
		  expr->name, hint);
      return TYPE_NONE;
    }
  expr->query = (Query) query;
  bool ok = fact_variable (scope, expr->args[0],
			   arena_printf ("'.%s()'", expr->name)) != NULL;
  const char *parameters = query_parameters[query];
  int want = (int) strlen (parameters);
  if (expr->arg_count - 1 != want)
    {
      rule_error (scope, expr->location,
		  "'.%s()' takes %d argument%s, but %d %s given", expr->name,
		  want, want == 1 ? "" : "s", expr->arg_count - 1,
		  expr->arg_count - 1 == 1 ? "was" : "were");
      return TYPE_NONE;
    }
  for (int i = 0; i < want; i++)
    {
      Expr *argument = expr->args[i + 1];
      if (parameters[i] == 'v')
	ok &= fact_variable (scope, argument,
			     arena_printf ("argument %d of '.%s()'", i + 1,
					   expr->name)) != NULL;
      else
	require_type (scope, argument, TYPE_INT,
		      arena_printf ("argument %d of '.%s()'", i + 1,
				    expr->name));
    }
  return ok ? TYPE_BOOL : TYPE_NONE;
}

/* The type of EXPR in a check or an assignment, TYPE_NONE after an
   error.  */
static Type
check_expression (Scope *scope, Expr *expr)
{
  Type type = TYPE_NONE;
  switch (expr->kind)
    {
    case EXPR_INTEGER:
    case EXPR_SPECIAL:
    case EXPR_WIDTH:
      type = TYPE_INT;
      break;
    case EXPR_NAME:
      type = check_name (scope, expr);
      break;
    case EXPR_UNARY:
    case EXPR_BINARY:
      {
	const OperatorInfo *info = &operator_info[expr->operator_];
	for (int i = 0; i < expr->arg_count; i++)
	  require_type (scope, expr->args[i], info->operand,
			arena_printf ("'%s'", info->spelling));
	type = info->result;
	break;
      }
    case EXPR_CALL:
      type = check_call (scope, expr);
      break;
    case EXPR_FACT:
      type = check_fact (scope, expr);
      break;
    case EXPR_QUERY:
      type = check_query (scope, expr);
      break;
    case EXPR_OPERATION:
      gen_assert (!"operation in an expression");
    }
  expr->type = type;
  return type;
}

static void
check_clauses (Scope *scope)
{
  for (Clause *clause = scope->rule->clauses; clause; clause = clause->next)
    {
      if (clause->kind == CLAUSE_CHECK)
	{
	  Type type = check_expression (scope, clause->expr);
	  if (type == TYPE_INT)
	    rule_error (scope, clause->expr->location, "check is not a "
			"condition: it computes an integer%s",
			clause->expr->kind == EXPR_NAME
			? arena_printf ("; did you mean '%s != 0'?",
					clause->expr->name) : "");
	  continue;
	}
      Type type = check_expression (scope, clause->expr);
      if (type == TYPE_BOOL)
	rule_error (scope, clause->expr->location, "'%s' is assigned a "
		    "condition; assignments compute integers", clause->name);
      Binding *previous = lookup (scope, clause->name);
      bool special = false;
      for (int i = 0; i < SPECIAL_COUNT; i++)
	special |= strcmp (clause->name, special_names[i]) == 0;
      if (special || wildcard_p (clause->name))
	rule_error (scope, clause->location, "cannot assign to '%s'",
		    clause->name);
      else if (previous)
	{
	  rule_error (scope, clause->location, "'%s' is assigned twice",
		      clause->name);
	  diag_note (previous->location, previous->kind == BINDING_ASSIGNED
		     ? "'%s' was assigned here" : "'%s' is bound by the "
		     "pattern here", clause->name);
	}
      else
	bind (scope, clause->name, BINDING_ASSIGNED, clause->location);
    }
}

/* target: operations over bound names and constants.  Returns its depth
   of nested operations.  */
static int
check_target (Scope *scope, Expr *expr)
{
  switch (expr->kind)
    {
    case EXPR_OPERATION:
      {
	check_operation_name (scope, expr);
	if (expr->width_name)
	  rule_error (scope, expr->location, "a target cannot name the "
		      "precision of a conversion; the pattern's types "
		      "decide it");
	int depth = 0;
	for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
	  {
	    int d = check_target (scope, expr->args[i]);
	    if (d > depth)
	      depth = d;
	  }
	return depth + 1;
      }
    case EXPR_NAME:
      {
	Binding *b = wildcard_p (expr->name) ? NULL
		     : lookup (scope, expr->name);
	if (b && b->kind == BINDING_WIDTH)
	  {
	    b->uses++;
	    expr->kind = EXPR_WIDTH;
	  }
	else if (b)
	  b->uses++;
	else if (wildcard_p (expr->name))
	  rule_error (scope, expr->location, "the target cannot use '_', "
		      "which matches anything");
	else
	  rule_error (scope, expr->location,
		      "the target uses '%s', which the pattern does not "
		      "bind%s", expr->name, scope_hint (scope, expr->name));
	return 0;
      }
    default:
      if (check_expression (scope, expr) == TYPE_BOOL)
	rule_error (scope, expr->location, "the target needs an integer "
		    "here, not a condition");
      return 0;
    }
}

static TargetKind
target_kind (Scope *scope, const Expr *target)
{
  if (target->kind == EXPR_OPERATION)
    return TARGET_OPERATION;
  if (target->kind == EXPR_NAME)
    {
      Binding *b = lookup (scope, target->name);
      if (b && b->kind == BINDING_VARIABLE)
	return TARGET_OPERAND;
    }
  return TARGET_CONSTANT;
}

static void
warn_unused (Scope *scope)
{
  for (Binding *b = scope->bindings; b; b = b->next)
    if (b->kind == BINDING_WIDTH)
      continue;
    else if (b->kind != BINDING_ASSIGNED && b->uses == 0 && b->name[0] != '_')
      diag_warning (b->location, "pattern variable '%s' is not used; "
		    "call it '_' (or '_%s') if it is meant to match "
		    "anything", b->name, b->name);
    else if (b->kind == BINDING_ASSIGNED && b->uses == 0)
      diag_warning (b->location, "'%s' is assigned but not used", b->name);
}

static void
check_rule (Rule *rule)
{
  Scope scope = { rule, NULL, false };
  check_pattern (&scope, rule->pattern);
  check_clauses (&scope);
  int depth = check_target (&scope, rule->target);
  if (depth > TARGET_MAX_DEPTH)
    rule_error (&scope, rule->target->location,
		"the target nests operations %d deep; at most %d are "
		"supported", depth, TARGET_MAX_DEPTH);
  if (scope.bad)
    {
      rule->bad = true;
      return;
    }
  warn_unused (&scope);
  rule->written_op = rule->pattern->op;
  rule->target_kind = target_kind (&scope, rule->target);
  if (rule->shared && rule->target_kind != TARGET_OPERATION)
    diag_warning (rule->shared_location, "'shared' has no effect in rule "
		  "'%s': a target that builds no operation applies whatever "
		  "the uses of the pattern's operations", rule->name);
}

void
check_rules (RuleSet *rules)
{
  for (int i = 0; i < rules->count; i++)
    {
      Rule *rule = rules->rules[i];
      for (int j = 0; j < i; j++)
	if (strcmp (rules->rules[j]->name, rule->name) == 0)
	  {
	    diag_error (rule->location, "duplicate rule name '%s'",
			rule->name);
	    diag_note (rules->rules[j]->location, "'%s' was defined here",
		       rule->name);
	    break;
	  }
      check_rule (rule);
    }
}

/* Check EXPR, a free-standing expression over the constants NAMES (for
   peepgen --evaluate); return its type, or TYPE_NONE after an error.  */
Type
check_free_expression (Expr *expr, const char *const *names, int count)
{
  Rule rule;
  memset (&rule, 0, sizeof rule);
  Scope scope = { &rule, NULL, false };
  Location nowhere = { NULL, 0, 0 };
  for (int i = 0; i < count; i++)
    bind (&scope, names[i], BINDING_CONSTANT, nowhere);
  Type type = check_expression (&scope, expr);
  return scope.bad ? TYPE_NONE : type;
}
