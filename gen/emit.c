/* emit.c: the matcher, as C.

   The output is a C file that includes include/peephole-api.h and
   include/peephole-arith.h and defines what the API header says the
   matcher defines.  It holds:
   - the table of rules, in the order of the statistics (by operation as
     written, then file order), and where each rule was proven;
   - one function per rule, carrying the rule's text in a comment: its
     checks and assignments, then the building of its target; with
     --line-directives, #line directives point its code to the rule's
     lines, and one after it back to the output's own lines;
   - the decision tree of each root operation, built by tree.c, whose
     leaves call the rule functions;
   - peep_match, which dispatches on the statement's operation.
   The output depends only on the rules, not on how their files were
   named (with --relative-to): two runs write the same file.
   It is written to a temporary name and renamed, so that a failed run
   leaves no half-written matcher behind.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct Emitter
{
  FILE *out;
  const EmitOptions *options;
  const Rule *rule;
  int temporary;	/* counter for target temporaries */
  bool fetched[64];	/* facts fetched, by variable number */
  const char *fact_variables[64];
  int fact_variable_count;
} Emitter;

/* The name of the rule file FILE in the output: relative to
   OPTIONS->relative_to if it is under it, else as given.  */
const char *
emit_recorded_name (const EmitOptions *options, const char *file)
{
  if (!options->relative_to || !file)
    return file;
  char *real = realpath (file, NULL);
  if (!real)
    return file;
  size_t length = strlen (options->relative_to);
  const char *name = file;
  if (strncmp (real, options->relative_to, length) == 0
      && real[length] == '/')
    name = arena_strdup (real + length + 1);
  free (real);
  return name;
}

/* TEXT as a C string literal.  */
static void
emit_string (FILE *out, const char *text)
{
  fputc ('"', out);
  for (const char *c = text; *c; c++)
    if (*c == '"' || *c == '\\' || *c == '?')
      fprintf (out, "\\%c", *c);
    else if ((unsigned char) *c < ' ' || *c == 0x7f)
      fprintf (out, "\\%03o", (unsigned) (unsigned char) *c);
    else
      fputc (*c, out);
  fputc ('"', out);
}

/* With --line-directives, the code that follows comes from LOCATION.  */
static void
emit_line_directive (FILE *out, const EmitOptions *options,
		     Location location)
{
  if (!options->line_directives)
    return;
  fprintf (out, "#line %d ", location.line);
  emit_string (out, emit_recorded_name (options, location.file));
  fputc ('\n', out);
}

/* The #line back to the output's own lines, whose number is known only
   once the output is complete: emit_file replaces this line with it.
   It is no valid directive, so that one left behind cannot pass.  */
static const char resync_marker[] = "#line (back to the output)\n";

/* A matcher in parts (--shards): a part names a rule's index by the
   constant peep_id_NAME that the main file defines, so that a part's
   text does not change when rules elsewhere are added or removed.  */
static bool symbolic_ids;

static void
emit_id (FILE *out, const Rule *rule, int id)
{
  if (symbolic_ids)
    fprintf (out, "peep_id_%s", rule->name);
  else
    fprintf (out, "%d", id);
}

static void
emit_resync (FILE *out, const EmitOptions *options)
{
  if (options->line_directives)
    fputs (resync_marker, out);
}

static void
indent_line (FILE *out, int indent)
{
  for (int i = 0; i < indent; i++)
    fputs ("  ", out);
}

/* TEXT for a C comment: no comment terminator inside.  */
static void
emit_comment_text (FILE *out, const char *text, int indent)
{
  for (const char *c = text; *c; c++)
    {
      if (c[0] == '*' && c[1] == '/')
	{
	  fputs ("* /", out);
	  c++;
	}
      else if (*c == '\n')
	{
	  fputc ('\n', out);
	  indent_line (out, indent);
	  fputs ("   ", out);
	}
      else
	fputc (*c, out);
    }
}

static bool
assigned_p (const Rule *rule, const char *name)
{
  for (const Clause *c = rule->clauses; c; c = c->next)
    if (c->kind == CLAUSE_ASSIGN && strcmp (c->name, name) == 0)
      return true;
  return false;
}

/* VALUE at the precision of type TYPE.  */
static void
emit_wide (FILE *out, Wide value, int type)
{
  if (value.high == 0 && value.low < ((uint64_t) 1 << 62))
    fprintf (out, "peep_norm ((peep_uint) %llu, p%d)",
	     (unsigned long long) value.low, type);
  else
    fprintf (out, "peep_norm (PEEP_UINT (0x%llx, 0x%llx), p%d)",
	     (unsigned long long) value.high, (unsigned long long) value.low,
	     type);
}

static void emit_value (Emitter *e, const Expr *expr);

static bool
identifier_char_p (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	 || (c >= '0' && c <= '9') || c == '_';
}

/* TEMPLATE with %1 and %2 replaced by the operands of EXPR, %t1 and
   %p1 by the type and the precision of the type of the first (a type
   test's variable), and the precision p by that of EXPR's type.  */
static void
emit_template (Emitter *e, const char *template, const Expr *expr)
{
  for (const char *c = template; *c; c++)
    if (c[0] == '%' && (c[1] == '1' || c[1] == '2'))
      {
	emit_value (e, expr->args[c[1] - '1']);
	c++;
      }
    else if (c[0] == '%' && (c[1] == 't' || c[1] == 'p')
	     && (c[2] == '1' || c[2] == '2'))
      {
	fprintf (e->out, "%c%d", c[1], expr->args[c[2] - '1']->tvar);
	c += 2;
      }
    else if (c[0] == 'p' && !identifier_char_p (c[1])
	     && (c == template || !identifier_char_p (c[-1])))
      fprintf (e->out, "p%d", expr->tvar);
    else
      fputc (*c, e->out);
}

/* The C value of a check or assignment expression.  */
static void
emit_value (Emitter *e, const Expr *expr)
{
  switch (expr->kind)
    {
    case EXPR_INTEGER:
      emit_wide (e->out, expr->value, expr->tvar);
      return;
    case EXPR_SPECIAL:
      fprintf (e->out, expr->special == SPECIAL_MININT ? "peep_minint (p%d)"
	       : expr->special == SPECIAL_MAXINT ? "peep_maxint (p%d)"
	       : "peep_norm ((peep_uint) p0, p%d)", expr->tvar);
      return;
    case EXPR_WIDTH:
      fprintf (e->out, "peep_norm ((peep_uint) p%d, p%d)", expr->width_type,
	       expr->tvar);
      return;
    case EXPR_NAME:
      fprintf (e->out, "%s_%s", assigned_p (e->rule, expr->name) ? "let"
	       : "val", expr->name);
      return;
    case EXPR_FACT:
      fprintf (e->out, "fact_%s.%s", expr->args[0]->name,
	       fact_names[expr->fact]);
      return;
    case EXPR_UNARY:
    case EXPR_BINARY:
      emit_template (e, operator_info[expr->operator_].c, expr);
      return;
    case EXPR_CALL:
      emit_template (e, function_c[expr->function], expr);
      return;
    default:
      gen_assert (!"unexpected expression");
    }
}

/* Fetch the facts EXPR uses that are not fetched yet.  */
static void
fetch_facts (Emitter *e, const Expr *expr)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    fetch_facts (e, expr->args[i]);
  if (expr->kind != EXPR_FACT)
    return;
  const char *name = expr->args[0]->name;
  for (int i = 0; i < e->fact_variable_count; i++)
    if (strcmp (e->fact_variables[i], name) == 0)
      return;
  gen_assert (e->fact_variable_count < 64);
  e->fact_variables[e->fact_variable_count++] = name;
  fprintf (e->out, "  struct peep_facts fact_%s;\n"
	   "  peep_get_facts (ctx, var_%s, p%d, &fact_%s);\n", name, name,
	   expr->args[0]->tvar, name);
}

/* Whether EXPR uses a fact.  */
static bool
uses_facts_p (const Expr *expr)
{
  if (expr->kind == EXPR_FACT)
    return true;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    if (uses_facts_p (expr->args[i]))
      return true;
  return false;
}

/* Emit the test of the conjuncts of EXPR (a chain of 'and') that use
   facts, if WITH_FACTS, else of those that do not; return how many.  */
static int
emit_conjuncts (Emitter *e, const Expr *expr, bool with_facts, int count)
{
  if (expr->kind == EXPR_BINARY && expr->operator_ == OPERATOR_LAND)
    return emit_conjuncts (e, expr->args[1], with_facts,
			   emit_conjuncts (e, expr->args[0], with_facts,
					   count));
  if (uses_facts_p (expr) != with_facts)
    return count;
  fputs (count ? " && " : "  if (!(", e->out);
  emit_value (e, expr);
  return count + 1;
}

/* What is known of the value of a check expression when one variable's
   facts say nothing (its ranges the whole of its type, no bits known)
   and nothing is known of the others': a truth value, one of the values
   the unknown facts have (0, the least and greatest signed numbers, all
   ones), or nothing.  */
typedef enum Unknown
{
  UNKNOWN_NOTHING,
  UNKNOWN_FALSE,
  UNKNOWN_TRUE,
  UNKNOWN_ZERO,
  UNKNOWN_MININT,
  UNKNOWN_MAXINT,
  UNKNOWN_ALL_ONES
} Unknown;

/* Whether comparison EXPR, whose operands have folded to A and B, is
   false (FALSE), or true (TRUE), whatever the operand that did not
   fold: x < y is false if x is the greatest value or y the least, and
   so on.  UNKNOWN_NOTHING if neither.  The extreme values are those of
   the operands' precision, which is the comparison's.  */
static Unknown
unknown_comparison (const Expr *expr, Unknown a, Unknown b)
{
  Unknown low_signed = UNKNOWN_MININT, high_signed = UNKNOWN_MAXINT;
  Unknown low_unsigned = UNKNOWN_ZERO, high_unsigned = UNKNOWN_ALL_ONES;
  Unknown low, high, result;
  bool swap = false;
  switch (expr->operator_)
    {
    case OPERATOR_GT: swap = true; /* Fall through.  */
    case OPERATOR_LT:
      low = low_signed, high = high_signed, result = UNKNOWN_FALSE;
      break;
    case OPERATOR_GE: swap = true; /* Fall through.  */
    case OPERATOR_LE:
      low = low_signed, high = high_signed, result = UNKNOWN_TRUE;
      break;
    case OPERATOR_UGT: swap = true; /* Fall through.  */
    case OPERATOR_ULT:
      low = low_unsigned, high = high_unsigned, result = UNKNOWN_FALSE;
      break;
    case OPERATOR_UGE: swap = true; /* Fall through.  */
    case OPERATOR_ULE:
      low = low_unsigned, high = high_unsigned, result = UNKNOWN_TRUE;
      break;
    default:
      return UNKNOWN_NOTHING;
    }
  if (swap)
    {
      Unknown t = a;
      a = b;
      b = t;
    }
  /* a < y is false for the greatest a, x < b for the least b; a <= y
     is true for the least a, x <= b for the greatest b.  */
  if (result == UNKNOWN_FALSE ? a == high || b == low : a == low || b == high)
    return result;
  return UNKNOWN_NOTHING;
}

/* Fold EXPR, a check or part of one, given that the facts of variable
   NAME say nothing and nothing is known of anything else.  Each step
   holds whatever the other operand's value: x & 0 is 0, x < MININT is
   false.  Facts are of the variable's precision, and the operands of a
   comparison have the comparison's; an extreme value is used only as
   the direct operand of a comparison of that precision.  */
static Unknown
fold_unknown (const Expr *expr, const char *name)
{
  Unknown a, b;
  switch (expr->kind)
    {
    case EXPR_INTEGER:
      return expr->value.high == 0 && expr->value.low == 0 ? UNKNOWN_ZERO
	     : UNKNOWN_NOTHING;
    case EXPR_FACT:
      if (strcmp (expr->args[0]->name, name) != 0)
	return UNKNOWN_NOTHING;
      switch (expr->fact)
	{
	case FACT_lower: return UNKNOWN_MININT;
	case FACT_upper: return UNKNOWN_MAXINT;
	case FACT_ulower: return UNKNOWN_ZERO;
	case FACT_uupper: return UNKNOWN_ALL_ONES;
	case FACT_ones: return UNKNOWN_ZERO;
	case FACT_zeros: return UNKNOWN_ZERO;
	default: return UNKNOWN_NOTHING;
	}
    case EXPR_UNARY:
      if (expr->operator_ != OPERATOR_NOT)
	return UNKNOWN_NOTHING;
      a = fold_unknown (expr->args[0], name);
      return a == UNKNOWN_TRUE ? UNKNOWN_FALSE
	     : a == UNKNOWN_FALSE ? UNKNOWN_TRUE : UNKNOWN_NOTHING;
    case EXPR_BINARY:
      break;
    default:
      return UNKNOWN_NOTHING;
    }
  a = fold_unknown (expr->args[0], name);
  b = fold_unknown (expr->args[1], name);
  switch (expr->operator_)
    {
    case OPERATOR_LOR:
      return a == UNKNOWN_TRUE || b == UNKNOWN_TRUE ? UNKNOWN_TRUE
	     : a == UNKNOWN_FALSE && b == UNKNOWN_FALSE ? UNKNOWN_FALSE
	     : UNKNOWN_NOTHING;
    case OPERATOR_LAND:
      return a == UNKNOWN_FALSE || b == UNKNOWN_FALSE ? UNKNOWN_FALSE
	     : a == UNKNOWN_TRUE && b == UNKNOWN_TRUE ? UNKNOWN_TRUE
	     : UNKNOWN_NOTHING;
    case OPERATOR_BIT_AND:
      return a == UNKNOWN_ZERO || b == UNKNOWN_ZERO ? UNKNOWN_ZERO
	     : UNKNOWN_NOTHING;
    case OPERATOR_BIT_OR:
    case OPERATOR_BIT_XOR:
      return a == UNKNOWN_ZERO && b == UNKNOWN_ZERO ? UNKNOWN_ZERO
	     : UNKNOWN_NOTHING;
    case OPERATOR_EQ:
    case OPERATOR_NE:
      if (a != UNKNOWN_ZERO || b != UNKNOWN_ZERO)
	return UNKNOWN_NOTHING;
      return expr->operator_ == OPERATOR_EQ ? UNKNOWN_TRUE : UNKNOWN_FALSE;
    default:
      break;
    }
  /* An extreme value only as a direct operand of the precision of the
     comparison (0 is 0 at every precision).  */
  if ((a != UNKNOWN_ZERO && a != UNKNOWN_NOTHING
       && (expr->args[0]->kind != EXPR_FACT
	   || expr->args[0]->tvar != expr->tvar))
      || (b != UNKNOWN_ZERO && b != UNKNOWN_NOTHING
	  && (expr->args[1]->kind != EXPR_FACT
	      || expr->args[1]->tvar != expr->tvar)))
    return UNKNOWN_NOTHING;
  return unknown_comparison (expr, a, b);
}

/* Collect in VARIABLES (of room for 64) the variables whose facts EXPR
   uses and that are not fetched yet, in order of first use; return how
   many there are, counting from COUNT.  */
static int
unfetched_fact_variables (const Emitter *e, const Expr *expr,
			  const Expr **variables, int count)
{
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    count = unfetched_fact_variables (e, expr->args[i], variables, count);
  if (expr->kind != EXPR_FACT)
    return count;
  const char *name = expr->args[0]->name;
  for (int i = 0; i < e->fact_variable_count; i++)
    if (strcmp (e->fact_variables[i], name) == 0)
      return count;
  for (int i = 0; i < count; i++)
    if (strcmp (variables[i]->args[0]->name, name) == 0)
      return count;
  gen_assert (count < 64);
  variables[count] = expr;
  return count + 1;
}

/* A check: its conjuncts that need no facts first, so that a rule
   whose constants do not fit asks the ranger nothing.  The order is
   free: a conjunct the rule's order would not evaluate (one after a
   false one) makes the check fail either way, false or undefined (U),
   and the conjuncts have no other effect.  Then the facts, one
   variable at a time: where the check is false whenever a variable's
   facts say nothing (x.known_lt (y) when nothing is known of x), the
   matcher gives up before it asks for the next variable's, as the
   check would fail anyway; most operands have no facts.  It gives up
   before any query if such a variable's facts were asked for already
   and said nothing.  */
static void
emit_check (Emitter *e, const Expr *expr)
{
  if (emit_conjuncts (e, expr, false, 0))
    fputs (") || u)\n    return 0;\n", e->out);
  const Expr *variables[64];
  int count = unfetched_fact_variables (e, expr, variables, 0);
  /* Facts asked for already (with a commutative operation's operands
     the other way round, say) cost no query.  */
  for (int i = 0; count > 1 && i < count; i++)
    if (fold_unknown (expr, variables[i]->args[0]->name) == UNKNOWN_FALSE)
      fprintf (e->out, "  if (peep_facts_said_nothing_p (ctx, var_%s, p%d))\n"
	       "    return 0;\n", variables[i]->args[0]->name,
	       variables[i]->args[0]->tvar);
  for (int i = 0; i < count; i++)
    {
      fetch_facts (e, variables[i]);
      const char *name = variables[i]->args[0]->name;
      if (i + 1 < count && fold_unknown (expr, name) == UNKNOWN_FALSE)
	fprintf (e->out, "  if (peep_facts_unknown_p (&fact_%s, p%d))\n"
		 "    return 0;\n", name, variables[i]->args[0]->tvar);
    }
  if (emit_conjuncts (e, expr, true, 0))
    fputs (") || u)\n    return 0;\n", e->out);
}

static void
emit_clauses (Emitter *e)
{
  for (const Clause *c = e->rule->clauses; c; c = c->next)
    {
      emit_line_directive (e->out, e->options, c->location);
      if (c->kind == CLAUSE_CHECK)
	emit_check (e, c->expr);
      else
	{
	  fetch_facts (e, c->expr);
	  fprintf (e->out, "  peep_uint let_%s = ", c->name);
	  emit_value (e, c->expr);
	  fputs (";\n  if (u)\n    return 0;\n", e->out);
	}
    }
}

static bool
plain_variable_p (const Emitter *e, const Expr *expr)
{
  return expr->kind == EXPR_NAME && !assigned_p (e->rule, expr->name)
	 && expr->name[0] != 'C';
}

/* The constants of the target, computed before anything is built, so
   that a rule whose constant turns out undefined builds nothing.  The
   K-th constant, in depth-first order, is kK.  */
static void
emit_target_constants (Emitter *e, const Expr *expr)
{
  if (expr->kind == EXPR_OPERATION)
    {
      for (int i = 0; i < expr->arg_count; i++)
	emit_target_constants (e, expr->args[i]);
      return;
    }
  if (plain_variable_p (e, expr))
    return;
  fprintf (e->out, "  peep_uint k%d = ", ++e->temporary);
  emit_value (e, expr);
  fputs (";\n", e->out);
}

static const char *emit_target_operands (Emitter *e, const Expr *expr,
					 int *constant);

/* An operand of the target; returns the C expression that names it.
   *CONSTANT counts the constants used so far.  */
static const char *
emit_target_operand (Emitter *e, const Expr *expr, int *constant)
{
  if (plain_variable_p (e, expr))
    return arena_printf ("var_%s", expr->name);
  const char *temp = arena_printf ("n%d", ++e->temporary);
  if (expr->kind != EXPR_OPERATION)
    {
      fprintf (e->out, "  peep_operand %s = peep_build_constant (ctx, t%d, "
	       "k%d);\n", temp, expr->tvar, ++*constant);
      return temp;
    }
  const char *operands = emit_target_operands (e, expr, constant);
  fprintf (e->out, "  peep_operand %s = peep_build_operation (ctx, "
	   "PEEP_OP_%s, t%d, %s);\n", temp, op_info[expr->op].name,
	   expr->tvar, operands);
  return temp;
}

/* The operands of EXPR, an operation of the target, built: their C
   expressions, "a, b, c" with NULL for those it does not have.  */
static const char *
emit_target_operands (Emitter *e, const Expr *expr, int *constant)
{
  const char *names[3] = { "NULL", "NULL", "NULL" };
  for (int i = 0; i < expr->arg_count && i < 3; i++)
    names[i] = emit_target_operand (e, expr->args[i], constant);
  return arena_printf ("%s, %s, %s", names[0], names[1], names[2]);
}

static void
emit_target (Emitter *e, int id)
{
  const Expr *target = e->rule->target;
  emit_line_directive (e->out, e->options, target->location);
  e->temporary = 0;
  emit_target_constants (e, target);
  if (e->temporary)
    fputs ("  if (u)\n    return 0;\n", e->out);
  int constant = 0;
  if (target->kind != EXPR_OPERATION)
    {
      const char *operand = emit_target_operand (e, target, &constant);
      fputs ("  return peep_replace (ctx, ", e->out);
      emit_id (e->out, e->rule, id);
      fprintf (e->out, ", %s);\n", operand);
      return;
    }
  const char *operands = emit_target_operands (e, target, &constant);
  fputs ("  return peep_replace_operation (ctx, ", e->out);
  emit_id (e->out, e->rule, id);
  fprintf (e->out, ", PEEP_OP_%s, %s);\n", op_info[target->op].name,
	   operands);
}

/* The pattern variables of RULE in order of first occurrence.  */
static int
rule_variables (const Expr *expr, const char **names, int count)
{
  if (expr->kind == EXPR_NAME && strcmp (expr->name, "_") != 0)
    {
      for (int i = 0; i < count; i++)
	if (strcmp (names[i], expr->name) == 0)
	  return count;
      gen_assert (count < 64);
      names[count++] = expr->name;
      return count;
    }
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count; i++)
      count = rule_variables (expr->args[i], names, count);
  return count;
}

static void
emit_rule_function (FILE *out, const Rule *rule, int id,
		    const EmitOptions *options)
{
  Emitter e;
  memset (&e, 0, sizeof e);
  e.out = out;
  e.options = options;
  e.rule = rule;
  fprintf (out, "/* %s (", rule->name);
  emit_comment_text (out, emit_recorded_name (options, rule->location.file), 0);
  fprintf (out, ":%d)\n   ", rule->location.line);
  emit_comment_text (out, rule->text, 0);
  fputs ("  */\n", out);
  emit_line_directive (out, options, rule->location);
  fprintf (out, "static int\nrule_%s (peep_ctx *ctx", rule->name);
  for (int t = 0; t < rule->type_count; t++)
    fprintf (out, ", peep_type t%d, unsigned p%d", t, t);
  const char *names[64];
  int count = rule_variables (rule->pattern, names, 0);
  for (int i = 0; i < count; i++)
    {
      fprintf (out, ", peep_operand var_%s", names[i]);
      if (names[i][0] == 'C')
	fprintf (out, ", peep_uint val_%s", names[i]);
    }
  fputs (")\n{\n  int u = 0;\n", out);
  fputs ("  (void) u;\n", out);
  for (int t = 0; t < rule->type_count; t++)
    fprintf (out, "  (void) t%d;\n  (void) p%d;\n", t, t);
  for (int i = 0; i < count; i++)
    fprintf (out, "  (void) var_%s;\n", names[i]);
  emit_clauses (&e);
  emit_target (&e, id);
  fputs ("}\n", out);
  emit_resync (out, options);
  fputs ("\n", out);
}

/* The node of PATTERN at PATH ("" the root, "0_1" the second operand
   of the first).  */
static const Expr *
node_at (const Expr *pattern, Path path)
{
  const Expr *node = pattern;
  for (const char *c = path; *c; c++)
    if (*c >= '0' && *c <= '9')
      {
	gen_assert (node->kind == EXPR_OPERATION && *c - '0' < node->arg_count);
	node = node->args[*c - '0'];
      }
  return node;
}

static int
path_type (const Expr *pattern, Path path)
{
  return node_at (pattern, path)->tvar;
}

static void
emit_path_operand (FILE *out, Path path)
{
  fprintf (out, "o%s", path);
}

static void emit_node (FILE *out, const Node *node, const int *ids,
		       int indent);
static void emit_inner_operands (FILE *out, const Expr *pattern);

static void
emit_guard (FILE *out, const Expr *pattern, const Guard *g, int indent)
{
  fputs ("\n", out);
  indent_line (out, indent + 2);
  fputs ("&& ", out);
  switch (g->kind)
    {
    case GUARD_SAME:
      fprintf (out, "peep_same_p (ctx, o%s, o%s, p%d)", g->path, g->other,
	       path_type (pattern, g->path));
      break;
    case GUARD_USES_INSIDE:
      fprintf (out, "peep_uses_inside_p (ctx, o%s", g->path);
      emit_inner_operands (out, pattern);
      fputs (")", out);
      break;
    case GUARD_LITERAL:
      {
	/* A constant expression may be undefined at this precision:
	   then nothing equals it.  */
	Emitter e;
	memset (&e, 0, sizeof e);
	e.out = out;
	fprintf (out, "(u = 0, peep_norm (v%s, p%d) == ", g->path,
		 g->literal->tvar);
	emit_value (&e, g->literal);
	fputs (" && !u)", out);
	break;
      }
    }
}

/* The paths of PATTERN's nodes, in pre-order, with the type of each;
   a shift count that is a variable or a constant has none: GIMPLE lets
   it have any integer type.  */
typedef struct TypedPath
{
  const char *path;
  int type;
} TypedPath;

static int
typed_paths (const Expr *expr, const char *path, bool count,
	     TypedPath *out, int n)
{
  if (!(count && expr->kind != EXPR_OPERATION) && n < 64)
    out[n++] = (TypedPath) { path, expr->tvar };
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count; i++)
      n = typed_paths (expr->args[i],
		       *path ? arena_printf ("%s_%d", path, i)
		       : arena_printf ("%d", i),
		       i == 1 && (op_info[expr->op].flags & PEEP_OPF_SHIFT),
		       out, n);
  return n;
}

/* ", N, o..., o...": the number of PATTERN's inner operations (every
   operation but the root), then their operands, in pre-order.  */
static void
emit_inner_operands (FILE *out, const Expr *pattern)
{
  TypedPath paths[64];
  int n = typed_paths (pattern, "", false, paths, 0);
  const char *inner[64];
  int count = 0;
  for (int i = 0; i < n; i++)
    if (*paths[i].path
	&& node_at (pattern, paths[i].path)->kind == EXPR_OPERATION)
      inner[count++] = paths[i].path;
  fprintf (out, ", %d", count);
  for (int i = 0; i < count; i++)
    fprintf (out, ", o%s", inner[i]);
}

/* The C expression that makes the type that MADE_BY, an operation of
   a target, fixes (TypeVar's made_by): the glue's, from the type of
   its operand, which is bound before it (types.c numbers it first).  */
static const char *
made_type (const Expr *made_by)
{
  int flags = op_info[made_by->op].flags;
  if (flags & PEEP_OPF_SELECT)
    return "peep_bool_type (ctx)";
  return arena_printf ("peep_%ssigned_type (ctx, t%d)",
		       (flags & PEEP_OPF_TO_UNSIGNED) ? "un" : "",
		       made_by->args[0]->tvar);
}

/* The types of the match: each bound from its first node, the others
   checked to be the same, and those only the target has made; their
   slots (none for a type the glue could not make); the signedness
   they need.  */
static void
emit_types (FILE *out, const Rule *rule, const Expr *pattern, int indent)
{
  TypedPath paths[64];
  int n = typed_paths (pattern, "", false, paths, 0);
  const char *first[TYPE_MAX] = { NULL };
  for (int t = 0; t < rule->type_count; t++)
    {
      for (int i = 0; i < n && !first[t]; i++)
	if (paths[i].type == t)
	  first[t] = paths[i].path;
      gen_assert (first[t] || rule->types[t].made_by);
      indent_line (out, indent);
      if (!first[t])
	fprintf (out, "peep_type t%d = %s;\n", t,
		 made_type (rule->types[t].made_by));
      else if (*first[t])
	fprintf (out, "peep_type t%d = peep_operand_type (ctx, o%s);\n", t,
		 first[t]);
      else
	fprintf (out, "peep_type t%d = peep_root_type (ctx);\n", t);
      indent_line (out, indent);
      fprintf (out, "unsigned p%d = 0;\n", t);
      indent_line (out, indent);
      fprintf (out, "int s%d = type_slot (ctx, t%d, &p%d);\n", t, t, t);
    }
  indent_line (out, indent);
  fputs ("if (", out);
  for (int t = 0; t < rule->type_count; t++)
    fprintf (out, "%ss%d >= 0", t ? " && " : "", t);
  fputs ("\n", out);
  indent_line (out, indent + 2);
  fprintf (out, "&& slot_proven_p (rule_slots_%s, ", rule->name);
  for (int t = 0; t < rule->type_count; t++)
    fprintf (out, "%s(s%d << %d)", t ? " | " : "", t, 4 * t);
  fputs (")", out);
  for (int t = 0; t < rule->type_count; t++)
    if (rule->types[t].sign)
      {
	fputs ("\n", out);
	indent_line (out, indent + 2);
	fprintf (out, "&& %speep_type_unsigned_p (ctx, t%d)",
		 rule->types[t].sign > 0 ? "" : "!", t);
      }
  for (int i = 0; i < n; i++)
    if (*paths[i].path && paths[i].path != first[paths[i].type])
      {
	fputs ("\n", out);
	indent_line (out, indent + 2);
	fprintf (out, "&& peep_same_type_p (ctx, t%d, peep_operand_type "
		 "(ctx, o%s))", paths[i].type, paths[i].path);
      }
}

static void
emit_leaf (FILE *out, const Match *match, const int *ids, int indent)
{
  const Rule *rule = match->variant->rule;
  const Expr *pattern = match->variant->pattern;
  int id = ids[rule->index];
  indent_line (out, indent);
  fprintf (out, "/* %s: %s */\n", rule->name, expr_text (pattern));
  indent_line (out, indent);
  fputs ("{\n", out);
  emit_types (out, rule, pattern, indent + 1);
  fputs ("\n", out);
  indent_line (out, indent + 3);
  fputs ("&& peep_rule_enabled_p (ctx, ", out);
  emit_id (out, rule, id);
  fputs (")", out);
  for (int i = 0; i < match->guard_count; i++)
    emit_guard (out, pattern, &match->guards[i], indent + 1);
  fputs ("\n", out);
  indent_line (out, indent + 3);
  fprintf (out, "&& rule_%s (ctx", rule->name);
  for (int t = 0; t < rule->type_count; t++)
    fprintf (out, ", t%d, p%d", t, t);
  const char *names[64];
  int count = rule_variables (rule->pattern, names, 0);
  for (int i = 0; i < count; i++)
    for (int b = 0; b < match->bound_count; b++)
      if (strcmp (match->bound[b].name, names[i]) == 0)
	{
	  fprintf (out, ", o%s", match->bound[b].path);
	  if (match->bound[b].constant)
	    fprintf (out, ", peep_norm (v%s, p%d)", match->bound[b].path,
		     path_type (pattern, match->bound[b].path));
	}
  fputs ("))\n", out);
  indent_line (out, indent + 2);
  fputs ("return ", out);
  emit_id (out, rule, id);
  fputs (";\n", out);
  indent_line (out, indent);
  fputs ("}\n", out);
}

static void
emit_case (FILE *out, const Node *node, const Case *c, const int *ids,
	   int indent)
{
  indent_line (out, indent);
  if (c->head == HEAD_CONSTANT)
    fputs ("case HEAD_CONSTANT:\n", out);
  else
    fprintf (out, "case PEEP_OP_%s:\n", op_info[c->head].name);
  indent_line (out, indent + 1);
  fputs ("{\n", out);
  if (c->head != HEAD_CONSTANT)
    for (int i = 0; i < op_info[c->head].arity; i++)
      {
	indent_line (out, indent + 2);
	fprintf (out, "peep_operand o%s_%d UNUSED = peep_def_operand (ctx, o%s, "
		 "%d);\n", node->path, i, node->path, i);
      }
  emit_node (out, c->subtree, ids, indent + 2);
  indent_line (out, indent + 1);
  fputs ("}\n", out);
  indent_line (out, indent + 1);
  fputs ("break;\n", out);
}

static void
emit_switch (FILE *out, const Node *node, const int *ids, int indent)
{
  indent_line (out, indent);
  fputs ("{\n", out);
  indent_line (out, indent + 1);
  fprintf (out, "peep_uint v%s UNUSED = 0;\n", node->path);
  indent_line (out, indent + 1);
  fprintf (out, "int k%s = peep_constant_p (ctx, ", node->path);
  emit_path_operand (out, node->path);
  fprintf (out, ", &v%s) ? HEAD_CONSTANT : (int) peep_def_op (ctx, ",
	   node->path);
  emit_path_operand (out, node->path);
  fputs (");\n", out);
  indent_line (out, indent + 1);
  fprintf (out, "switch (k%s)\n", node->path);
  indent_line (out, indent + 2);
  fputs ("{\n", out);
  for (int i = 0; i < node->case_count; i++)
    emit_case (out, node, &node->cases[i], ids, indent + 2);
  if (node->otherwise->kind != NODE_FAIL)
    {
      indent_line (out, indent + 2);
      fputs ("default:\n", out);
      emit_node (out, node->otherwise, ids, indent + 3);
      indent_line (out, indent + 3);
      fputs ("break;\n", out);
    }
  indent_line (out, indent + 2);
  fputs ("}\n", out);
  indent_line (out, indent);
  fputs ("}\n", out);
}

static void
emit_node (FILE *out, const Node *node, const int *ids, int indent)
{
  for (; node; node = node->otherwise)
    switch (node->kind)
      {
      case NODE_FAIL:
	return;
      case NODE_LEAF:
	emit_leaf (out, node->match, ids, indent);
	break;
      case NODE_SWITCH:
	emit_switch (out, node, ids, indent);
	return;
      }
}

/* The statistics order: by operation as written, then file order.  */
static int *
statistics_order (const RuleSet *rules, int *ids)
{
  int *order = arena_alloc (sizeof (int) * (size_t) (rules->count + 1));
  int n = 0;
  for (int op = 0; op < OP_COUNT; op++)
    for (int i = 0; i < rules->count; i++)
      if ((int) rules->rules[i]->written_op == op)
	{
	  ids[i] = n;
	  order[n++] = i;
	}
  gen_assert (n == rules->count);
  return order;
}

static void emit_rule_helpers (FILE *out, const RuleSet *rules,
			       const int *order, const bool *used);

static void
emit_tables (FILE *out, const RuleSet *rules, const int *order,
	     const EmitOptions *options)
{
  fputs ("const unsigned peep_widths[] = {", out);
  for (int w = 0; w < width_count; w++)
    fprintf (out, "%s %u", w ? "," : "", widths[w]);
  fprintf (out, " };\nconst int peep_width_count = %d;\n\n", width_count);
  fputs ("const struct peep_rule peep_rules[] = {\n", out);
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[order[i]];
      fprintf (out, "  { \"%s\", \"%s\", ", rule->name,
	       op_info[rule->written_op].name);
      emit_string (out, emit_recorded_name (options, rule->location.file));
      fprintf (out, ", %d, %d },\n", rule->location.line,
	       rule->off_by_default);
    }
  if (rules->count == 0)
    fputs ("  { 0, 0, 0, 0, 0 }\n", out);
  fprintf (out, "};\nconst int peep_rule_count = %d;\n\n", rules->count);
  if (symbolic_ids)
    {
      fputs ("/* The index of each rule, for the parts of the matcher.  */\n",
	     out);
      for (int i = 0; i < rules->count; i++)
	fprintf (out, "const int peep_id_%s = %d;\n",
		 rules->rules[order[i]]->name, i);
      fputs ("\n", out);
      return;
    }
  emit_rule_helpers (out, rules, order, NULL);
}

/* The tables of where each rule of ORDER (of those USED, if not NULL)
   is proven, and the functions that read them.  */
static void
emit_rule_helpers (FILE *out, const RuleSet *rules, const int *order,
		   const bool *used)
{
  fprintf (out, "/* Where each rule is proven: for each of its types, "
	   "(REGIME * %d + W)\n   for precision peep_widths[W], shifted "
	   "left 4 bits a type, is the\n   number of a bit.  */\n",
	   WIDTH_MAX);
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[order[i]];
      if (used && !used[rule->index])
	continue;
      int bytes = SLOT_BYTES (rule->type_count);
      fprintf (out, "static const unsigned char rule_slots_%s[%d] UNUSED = {",
	       rule->name, bytes);
      for (int b = 0; b < bytes; b++)
	fprintf (out, "%s%s0x%02x", b ? "," : "", b % 12 ? " " : "\n  ",
		 rule->proven_slots ? rule->proven_slots[b] : 0);
      fputs ("\n};\n", out);
    }
  fputs ("\nstatic int UNUSED\nslot_proven_p (const unsigned char *slots, "
	 "int slot)\n{\n  return (slots[slot >> 3] >> (slot & 7)) & 1;\n"
	 "}\n\n", out);
  fprintf (out, "/* The slot of TYPE, whose precision goes to *P; -1 if "
	   "rules are not\n   proven at its precision, or if there is no "
	   "TYPE (the glue could not\n   make it).  A truth value (_Bool) "
	   "has its own.  */\n"
	   "static int UNUSED\ntype_slot (peep_ctx *ctx, peep_type type, "
	   "unsigned *p)\n{\n  if (!type)\n    return -1;\n"
	   "  *p = peep_type_precision (ctx, type);\n"
	   "  if (*p == 1 && peep_type_unsigned_p (ctx, type))\n"
	   "    return %d;\n"
	   "  for (int w = 0; w < peep_width_count; w++)\n"
	   "    if (peep_widths[w] == *p)\n"
	   "      return (int) peep_type_regime (ctx, type) * %d + w;\n"
	   "  return -1;\n}\n\n", WIDTH_BOOL, WIDTH_MAX);
}

static void
emit_root_function (FILE *out, const DecisionTrees *trees, Op op,
		    const int *ids)
{
  fprintf (out, "/* The decision tree of the %d variants rooted at %s "
	   "(%d leaves).  */\n%s\nmatch_%s (peep_ctx *ctx)\n{\n"
	   "  int u UNUSED = 0;\n", trees->variant_counts[op],
	   op_info[op].name, trees->leaf_counts[op],
	   symbolic_ids ? "int" : "static int", op_info[op].name);
  for (int i = 0; i < op_info[op].arity; i++)
    fprintf (out, "  peep_operand o%d UNUSED = peep_root_operand (ctx, %d);\n",
	     i, i);
  emit_node (out, trees->roots[op], ids, 1);
  fputs ("  return -1;\n}\n\n", out);
}

static void
emit_dispatch (FILE *out, const DecisionTrees *trees)
{
  if (symbolic_ids)
    {
      for (int op = OP_NONE + 1; op < OP_COUNT; op++)
	if (trees->roots[op])
	  fprintf (out, "int match_%s (peep_ctx *ctx);\n", op_info[op].name);
      fputs ("\n", out);
    }
  fputs ("int\npeep_match (peep_ctx *ctx)\n{\n"
	 "  switch (peep_root_op (ctx))\n    {\n", out);
  for (int op = OP_NONE + 1; op < OP_COUNT; op++)
    if (trees->roots[op])
      fprintf (out, "    case PEEP_OP_%s:\n      return match_%s (ctx);\n",
	       op_info[op].name, op_info[op].name);
  fputs ("    default:\n      return -1;\n    }\n}\n", out);
}

static void
emit_code (FILE *out, const RuleSet *rules, const DecisionTrees *trees,
	   char **files, int file_count, const EmitOptions *options)
{
  fputs ("/* Generated by peepgen from", out);
  for (int i = 0; i < file_count; i++)
    {
      fputc (' ', out);
      emit_comment_text (out, emit_recorded_name (options, files[i]), 0);
    }
  fputs (".  Do not edit.\n   The rules are proven with Z3; see "
	 "the comments of each rule function.  */\n\n", out);
  fputs ("#include \"peephole-api.h\"\n#include \"peephole-arith.h\"\n\n"
	 "#include <stddef.h>\n\n"
	 "#define UNUSED __attribute__ ((unused))\n"
	 "#define HEAD_CONSTANT ((int) PEEP_OP_COUNT)\n\n", out);
  int *ids = arena_alloc (sizeof (int) * (size_t) (rules->count + 1));
  int *order = statistics_order (rules, ids);
  emit_tables (out, rules, order, options);
  if (!symbolic_ids)
    {
      for (int i = 0; i < rules->count; i++)
	emit_rule_function (out, rules->rules[i], ids[i], options);
      for (int op = OP_NONE + 1; op < OP_COUNT; op++)
	if (trees->roots[op])
	  emit_root_function (out, trees, (Op) op, ids);
    }
  emit_dispatch (out, trees);
}

/* The rules with a leaf in the tree NODE, in *USED.  */
static void
mark_used (const Node *node, bool *used)
{
  for (; node; node = node->otherwise)
    {
      if (node->kind == NODE_LEAF)
	used[node->match->variant->rule->index] = true;
      else if (node->kind == NODE_SWITCH)
	{
	  for (int i = 0; i < node->case_count; i++)
	    mark_used (node->cases[i].subtree, used);
	  mark_used (node->otherwise, used);
	  return;
	}
    }
}

/* Part PART of SHARDS of the matcher: the decision trees of the root
   operations OP with OP % SHARDS == PART, and what they use of the
   rules: their tables and functions (static, in each part that uses
   them), and the names of their indexes.  */
static void
emit_part (FILE *out, const RuleSet *rules, const DecisionTrees *trees,
	   int part, int shards, const EmitOptions *options)
{
  fprintf (out, "/* Generated by peepgen: part %d of %d of the matcher.  "
	   "Do not edit.  */\n\n", part, shards);
  fputs ("#include \"peephole-api.h\"\n#include \"peephole-arith.h\"\n\n"
	 "#include <stddef.h>\n\n"
	 "#define UNUSED __attribute__ ((unused))\n"
	 "#define HEAD_CONSTANT ((int) PEEP_OP_COUNT)\n\n", out);
  bool *used = arena_alloc (sizeof (bool) * (size_t) (rules->count + 1));
  memset (used, 0, sizeof (bool) * (size_t) (rules->count + 1));
  for (int op = OP_NONE + 1; op < OP_COUNT; op++)
    if (trees->roots[op] && op % shards == part)
      mark_used (trees->roots[op], used);
  int *ids = arena_alloc (sizeof (int) * (size_t) (rules->count + 1));
  int *order = statistics_order (rules, ids);
  for (int i = 0; i < rules->count; i++)
    if (used[rules->rules[order[i]]->index])
      fprintf (out, "extern const int peep_id_%s;\n",
	       rules->rules[order[i]]->name);
  fputs ("\n", out);
  emit_rule_helpers (out, rules, order, used);
  for (int i = 0; i < rules->count; i++)
    if (used[i])
      emit_rule_function (out, rules->rules[i], ids[i], options);
  for (int op = OP_NONE + 1; op < OP_COUNT; op++)
    if (trees->roots[op] && op % shards == part)
      emit_root_function (out, trees, (Op) op, ids);
}

/* TEXT to OUT, with each resync marker replaced by the #line that
   names the next line of OUTPUT.  */
static void
write_resolved (FILE *out, const char *text, const char *output)
{
  size_t marker_length = strlen (resync_marker);
  int line = 1;
  for (const char *start = text; *start; line++)
    {
      const char *newline = strchr (start, '\n');
      size_t length = newline ? (size_t) (newline - start) + 1
			      : strlen (start);
      if (length == marker_length
	  && memcmp (start, resync_marker, length) == 0)
	{
	  fprintf (out, "#line %d ", line + 1);
	  emit_string (out, output);
	  fputc ('\n', out);
	}
      else
	fwrite (start, 1, length, out);
      start += length;
    }
}

/* A stream to memory, *TEXT when closed.  */
static FILE *
open_memory (char **text, size_t *size)
{
  *text = NULL;
  *size = 0;
  FILE *memory = open_memstream (text, size);
  if (!memory)
    diag_fatal ("cannot write the matcher to memory: %s", strerror (errno));
  return memory;
}

static void
close_memory (FILE *memory)
{
  if (fclose (memory) != 0)
    diag_fatal ("cannot write the matcher to memory");
}

/* The matcher, written to memory first: the #line directives back to
   OUT need the line numbers of the complete output.  */
void
emit_file (FILE *out, const RuleSet *rules, const DecisionTrees *trees,
	   char **files, int file_count, const EmitOptions *options)
{
  char *text;
  size_t size;
  FILE *memory = open_memory (&text, &size);
  emit_code (memory, rules, trees, files, file_count, options);
  close_memory (memory);
  write_resolved (out, text, options->output);
  free (text);
}

static char *temporary_output;

static void
remove_temporary (void)
{
  if (temporary_output)
    unlink (temporary_output);
}

/* Whether the file PATH holds exactly TEXT.  */
static bool
same_content (const char *path, const char *text, size_t size)
{
  FILE *in = fopen (path, "r");
  if (!in)
    return false;
  bool same = true;
  char buffer[65536];
  size_t offset = 0, n;
  while (same && (n = fread (buffer, 1, sizeof buffer, in)) > 0)
    {
      same = offset + n <= size && memcmp (buffer, text + offset, n) == 0;
      offset += n;
    }
  fclose (in);
  return same && offset == size;
}

/* Write TEXT to OUTPUT through a temporary file renamed at the end;
   with UNLESS_SAME, leave OUTPUT alone if it holds TEXT already, so
   that its time does not change and make does not compile it again.  */
static bool
write_output (const char *output, const char *text, bool unless_same)
{
  Location nowhere = { NULL, 0, 0 };
  size_t size = strlen (text);
  if (unless_same && same_content (output, text, size))
    return true;
  temporary_output = arena_printf ("%s.tmp%ld", output, (long) getpid ());
  FILE *out = fopen (temporary_output, "w");
  if (!out)
    {
      diag_error (nowhere, "cannot write '%s': %s", temporary_output,
		  strerror (errno));
      temporary_output = NULL;
      return false;
    }
  fwrite (text, 1, size, out);
  bool failed = ferror (out);
  if (fclose (out) != 0 || failed)
    {
      diag_error (nowhere, "cannot write '%s'", temporary_output);
      return false;
    }
  if (rename (temporary_output, output) != 0)
    {
      diag_error (nowhere, "cannot rename '%s' to '%s': %s",
		  temporary_output, output, strerror (errno));
      return false;
    }
  temporary_output = NULL;
  return true;
}

/* The name of part PART of the matcher OUTPUT: "plugin/matcher-3.c"
   for "plugin/matcher.c".  */
static char *
part_name (const char *output, int part)
{
  size_t n = strlen (output);
  if (n > 2 && strcmp (output + n - 2, ".c") == 0)
    return arena_printf ("%.*s-%d.c", (int) (n - 2), output, part);
  return arena_printf ("%s-%d", output, part);
}

/* TEXT, with its resync markers resolved for OUTPUT, as a string.  */
static char *
resolved_text (const char *text, const char *output)
{
  char *result;
  size_t size;
  FILE *memory = open_memory (&result, &size);
  write_resolved (memory, text, output);
  close_memory (memory);
  return result;
}

/* The identity of the rule set, peep_rules_id: the first 16 hex digits
   of the SHA-256 of TEXT, every text of the matcher but this line.  The
   matcher holds each rule, in order, with its file and line, and where
   it is proven (its widths and regimes): a change to any of these
   changes the identity, which the plugin reports with its version, for
   caches of compilations (ccache) to see.  The texts are those before
   resync markers are resolved, which do not depend on the output's
   name.  */
static void
emit_identity (FILE *out, const char *text, size_t size)
{
  char *hash = sha256_hex (text, size);
  fprintf (out, "\n/* The identity of this rule set.  */\n"
	   "const char peep_rules_id[] = \"%.16s\";\n", hash);
}

/* Write TEXT to OUTPUT through a temporary name and rename it, as
   every file peepgen writes (unless UNLESS_SAME and OUTPUT holds TEXT
   already); false, with an error, if it cannot be written.  */
bool
emit_write_file (const char *output, const char *text, bool unless_same)
{
  static bool registered;
  if (!registered)
    atexit (remove_temporary);
  registered = true;
  return write_output (output, text, unless_same);
}

/* Write the matcher to OUTPUT, and with OPTIONS->shards its parts to
   the files part_name names, each unless it holds the same already.  */
bool
emit_matcher (const RuleSet *rules, const DecisionTrees *trees,
	      char **files, int file_count, const EmitOptions *options)
{
  const char *output = options->output;
  atexit (remove_temporary);
  symbolic_ids = options->shards > 0;
  /* Every text of the matcher, parts first, for its identity.  */
  char *all = NULL;
  size_t all_size;
  FILE *all_text = open_memory (&all, &all_size);
  for (int part = 0; part < options->shards; part++)
    {
      char *text;
      size_t size;
      FILE *memory = open_memory (&text, &size);
      EmitOptions part_options = *options;
      part_options.output = part_name (output, part);
      emit_part (memory, rules, trees, part, options->shards, &part_options);
      close_memory (memory);
      fwrite (text, 1, size, all_text);
      char *resolved = resolved_text (text, part_options.output);
      bool ok = write_output (part_options.output, resolved, true);
      free (resolved);
      free (text);
      if (!ok)
	return false;
    }
  char *text;
  size_t size;
  FILE *memory = open_memory (&text, &size);
  emit_code (memory, rules, trees, files, file_count, options);
  /* TEXT and SIZE hold what was written once the stream is flushed.  */
  if (fflush (memory) != 0)
    diag_fatal ("cannot write the matcher to memory");
  fwrite (text, 1, size, all_text);
  close_memory (all_text);
  emit_identity (memory, all, all_size);
  free (all);
  close_memory (memory);
  char *resolved = resolved_text (text, output);
  bool ok = write_output (output, resolved, options->shards > 0);
  free (resolved);
  free (text);
  return ok;
}
