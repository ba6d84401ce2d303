/* parse.c: rules from tokens.

   The grammar is that of PyPy's rule DSL (seed 000), with newlines
   insignificant: a rule ends where the next "NAME :" begins.  Each
   parse function starts with its grammar rule.  Names are resolved by
   the checker, not here: the parser records what was written and where.
   After a syntax error the parser skips to the next rule, so that one
   run reports the errors of every rule.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct Parser
{
  Lexer lexer;
  Token current;
  Token next;
  const char *previous_end;	/* end of the last token consumed */
  jmp_buf recover;		/* where a syntax error resumes */
  int depth;			/* of nested expressions, against stack overflow */
} Parser;

#define MAX_DEPTH 200

static void
consume (Parser *parser)
{
  parser->previous_end = parser->current.start + parser->current.length;
  parser->current = parser->next;
  parser->next = lex_next (&parser->lexer);
}

/* A syntax error: report it and resume at the next rule.  */
static void __attribute__ ((noreturn))
syntax_error (Parser *parser, const char *expected)
{
  diag_error (parser->current.location, "expected %s before %s", expected,
	      token_describe (&parser->current));
  longjmp (parser->recover, 1);
}

static Token
expect (Parser *parser, TokenKind kind, const char *description)
{
  Token token = parser->current;
  if (token.kind != kind)
    syntax_error (parser, description);
  consume (parser);
  return token;
}

static bool
at_operator (const Parser *parser, Operator op)
{
  return parser->current.kind == TOKEN_OPERATOR
	 && parser->current.operator_ == op;
}

Expr *
expr_new (ExprKind kind, Location location)
{
  Expr *expr = arena_alloc (sizeof *expr);
  expr->kind = kind;
  expr->location = location;
  return expr;
}

static char *
token_text (const Token *token)
{
  return arena_strndup (token->start, token->length);
}

static void
add_argument (Expr *expr, Expr *argument)
{
  if (expr->arg_count < EXPR_MAX_ARGS)
    expr->args[expr->arg_count] = argument;
  expr->arg_count++;
}

/* A name that is MININT, MAXINT or LONG_BIT, or a plain name.  */
static Expr *
name_or_special (const Token *token)
{
  char *text = token_text (token);
  for (int i = 0; i < SPECIAL_COUNT; i++)
    if (strcmp (text, special_names[i]) == 0)
      {
	Expr *expr = expr_new (EXPR_SPECIAL, token->location);
	expr->special = (Special) i;
	return expr;
      }
  Expr *expr = expr_new (EXPR_NAME, token->location);
  expr->name = text;
  return expr;
}

static Expr *parse_expression (Parser *parser, int min_precedence);

/* arguments -> '(' [ ITEM { ',' ITEM } ] ')' */
static void
parse_arguments (Parser *parser, Expr *call,
		 Expr *(*parse_item) (Parser *parser))
{
  expect (parser, TOKEN_LPAREN, "'('");
  if (parser->current.kind != TOKEN_RPAREN)
    for (;;)
      {
	add_argument (call, parse_item (parser));
	if (parser->current.kind != TOKEN_COMMA)
	  break;
	consume (parser);
      }
  expect (parser, TOKEN_RPAREN, "',' or ')'");
}

static Expr *parse_term (Parser *parser);

/* operation -> NAME arguments   (in patterns and targets)
   The optional second argument of a conversion or a call whose result
   has a type of its own, a name, binds the precision of its operand:
   int_zext (x, N), int_popcount (x, N).  */
static Expr *
parse_operation (Parser *parser)
{
  Token name = expect (parser, TOKEN_NAME, "an operation");
  Expr *expr = expr_new (EXPR_OPERATION, name.location);
  expr->name = token_text (&name);
  expr->op = op_lookup (expr->name);
  if (++parser->depth > MAX_DEPTH)
    {
      diag_error (name.location, "operations nested too deeply");
      longjmp (parser->recover, 1);
    }
  parse_arguments (parser, expr, parse_term);
  parser->depth--;
  if (expr->op != OP_NONE
      && (op_info[expr->op].flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT))
      && expr->arg_count == 2 && expr->args[1]->kind == EXPR_NAME)
    {
      expr->width_name = expr->args[1]->name;
      expr->arg_count = 1;
    }
  return expr;
}

static bool
function_name_p (const Token *token)
{
  for (int i = 0; i < FUNCTION_COUNT; i++)
    if (strlen (function_names[i]) == token->length
	&& memcmp (function_names[i], token->start, token->length) == 0)
      return true;
  return false;
}

/* term -> operation | expression
   (in a pattern, the expression is a variable or a constant; the
   checker says which expressions each place allows) */
static Expr *
parse_term (Parser *parser)
{
  if (parser->current.kind == TOKEN_NAME && parser->next.kind == TOKEN_LPAREN
      && !function_name_p (&parser->current))
    return parse_operation (parser);
  if (parser->current.kind == TOKEN_ARROW || parser->current.kind == TOKEN_RPAREN
      || parser->current.kind == TOKEN_COMMA || parser->current.kind == TOKEN_END)
    syntax_error (parser, "an operation, a variable or an integer");
  return parse_expression (parser, 1);
}

static Expr *
parse_argument_expression (Parser *parser)
{
  return parse_expression (parser, 1);
}

/* primary -> INTEGER | NAME | NAME arguments | '(' expression ')' */
static Expr *
parse_primary (Parser *parser)
{
  Token token = parser->current;
  if (token.kind == TOKEN_INTEGER)
    {
      consume (parser);
      Expr *expr = expr_new (EXPR_INTEGER, token.location);
      expr->value = token.value;
      return expr;
    }
  if (token.kind == TOKEN_NAME && parser->next.kind == TOKEN_LPAREN)
    {
      consume (parser);
      Expr *expr = expr_new (EXPR_CALL, token.location);
      expr->name = token_text (&token);
      parse_arguments (parser, expr, parse_argument_expression);
      return expr;
    }
  if (token.kind == TOKEN_NAME)
    {
      consume (parser);
      return name_or_special (&token);
    }
  if (token.kind == TOKEN_LPAREN)
    {
      consume (parser);
      Expr *expr = parse_expression (parser, 1);
      expect (parser, TOKEN_RPAREN, "')'");
      return expr;
    }
  syntax_error (parser, "an expression");
}

/* postfix -> primary { '.' NAME [ arguments ] } */
static Expr *
parse_postfix (Parser *parser)
{
  Expr *expr = parse_primary (parser);
  while (parser->current.kind == TOKEN_DOT)
    {
      consume (parser);
      Token name = expect (parser, TOKEN_NAME, "a fact or a query after '.'");
      Expr *access;
      if (parser->current.kind == TOKEN_LPAREN)
	{
	  access = expr_new (EXPR_QUERY, name.location);
	  access->name = token_text (&name);
	  add_argument (access, expr);
	  parse_arguments (parser, access, parse_argument_expression);
	}
      else
	{
	  access = expr_new (EXPR_FACT, name.location);
	  access->name = token_text (&name);
	  add_argument (access, expr);
	}
      expr = access;
    }
  return expr;
}

/* unary -> ('-' | '~') unary | 'not' unary-level expression | postfix
   As in Python, 'not' binds more loosely than comparisons.  */
static Expr *
parse_unary (Parser *parser)
{
  Token token = parser->current;
  if (++parser->depth > MAX_DEPTH)
    {
      diag_error (token.location, "expression nested too deeply");
      longjmp (parser->recover, 1);
    }
  Expr *expr;
  if (at_operator (parser, OPERATOR_SUB) || at_operator (parser, OPERATOR_INVERT)
      || at_operator (parser, OPERATOR_NOT))
    {
      consume (parser);
      expr = expr_new (EXPR_UNARY, token.location);
      expr->operator_ = token.operator_ == OPERATOR_SUB ? OPERATOR_NEG
			: token.operator_;
      add_argument (expr, token.operator_ == OPERATOR_NOT
			    ? parse_expression (parser, 3) : parse_unary (parser));
    }
  else
    expr = parse_postfix (parser);
  parser->depth--;
  return expr;
}

static bool
comparison_p (Operator op)
{
  return operator_info[op].precedence == 4;
}

/* expression -> unary { BINARY-OPERATOR unary }, by precedence climbing;
   comparisons do not chain.  */
static Expr *
parse_expression (Parser *parser, int min_precedence)
{
  Expr *left = parse_unary (parser);
  for (;;)
    {
      if (parser->current.kind != TOKEN_OPERATOR)
	return left;
      Operator op = parser->current.operator_;
      int precedence = operator_info[op].precedence;
      if (precedence == 0 || precedence < min_precedence)
	return left;
      Token token = parser->current;
      consume (parser);
      Expr *expr = expr_new (EXPR_BINARY, token.location);
      expr->operator_ = op;
      add_argument (expr, left);
      add_argument (expr, parse_expression (parser, precedence + 1));
      if (comparison_p (op) && parser->current.kind == TOKEN_OPERATOR
	  && comparison_p (parser->current.operator_))
	{
	  diag_error (parser->current.location,
		      "comparisons do not chain; use 'and'");
	  longjmp (parser->recover, 1);
	}
      left = expr;
    }
}

/* default -> 'default' ( 'on' | 'off' )
   Like SORRY_Z3, a line of the body that may come anywhere in it:
   "default off" keeps the rule out of the plugin's default set;
   "default on", the default, may be written for emphasis.  */
static void
parse_default (Parser *parser, Rule *rule)
{
  Location location = parser->current.location;
  consume (parser);
  Token value = parser->current;
  bool on = value.kind == TOKEN_NAME && value.length == 2
	    && memcmp (value.start, "on", 2) == 0;
  bool off = value.kind == TOKEN_NAME && value.length == 3
	     && memcmp (value.start, "off", 3) == 0;
  if (!on && !off)
    syntax_error (parser, "'on' or 'off' after 'default'");
  consume (parser);
  if (rule->default_location.line)
    {
      diag_error (location, "second 'default' line in rule '%s'",
		  rule->name);
      diag_note (rule->default_location, "the first is here");
    }
  rule->default_location = location;
  rule->off_by_default = off;
}

/* shared -> 'shared'
   A line of the body like "default": the rule applies even where an
   inner operation of its pattern has other uses (that operation then
   stays, and the rewrite may not save work: the rule's author measured
   that it does).  "shared" is not reserved: "shared = ..." assigns a
   variable.  */
static void
parse_shared (Parser *parser, Rule *rule)
{
  Location location = parser->current.location;
  consume (parser);
  if (rule->shared_location.line)
    {
      diag_error (location, "second 'shared' line in rule '%s'",
		  rule->name);
      diag_note (rule->shared_location, "the first is here");
    }
  rule->shared_location = location;
  rule->shared = true;
}

/* clause -> 'check' expression | NAME '=' expression | 'SORRY_Z3'
	     | default | shared */
static bool
parse_clause (Parser *parser, Rule *rule, Clause ***tail)
{
  Token token = parser->current;
  if (token.kind == TOKEN_SORRY_Z3)
    {
      consume (parser);
      rule->sorry_z3 = true;
      return true;
    }
  if (token.kind == TOKEN_DEFAULT)
    {
      parse_default (parser, rule);
      return true;
    }
  if (token.kind == TOKEN_NAME && token.length == 6
      && memcmp (token.start, "shared", 6) == 0
      && parser->next.kind != TOKEN_ASSIGN)
    {
      parse_shared (parser, rule);
      return true;
    }
  Clause *clause = arena_alloc (sizeof *clause);
  clause->location = token.location;
  if (token.kind == TOKEN_CHECK)
    {
      consume (parser);
      clause->kind = CLAUSE_CHECK;
    }
  else if (token.kind == TOKEN_NAME && parser->next.kind == TOKEN_ASSIGN)
    {
      consume (parser);
      consume (parser);
      clause->kind = CLAUSE_ASSIGN;
      clause->name = token_text (&token);
    }
  else
    return false;
  const char *start = parser->current.start;
  clause->expr = parse_expression (parser, 1);
  clause->text = arena_strndup (start,
				(size_t) (parser->previous_end - start));
  **tail = clause;
  *tail = &clause->next;
  return true;
}

/* rule -> NAME ':' operation { clause } '=>' term */
static Rule *
parse_rule (Parser *parser)
{
  Token name = expect (parser, TOKEN_NAME, "a rule name");
  Rule *rule = arena_alloc (sizeof *rule);
  rule->name = token_text (&name);
  rule->location = name.location;
  expect (parser, TOKEN_COLON, "':' after the rule name");
  if (parser->current.kind != TOKEN_NAME || parser->next.kind != TOKEN_LPAREN)
    syntax_error (parser, "a pattern (an operation such as 'int_add(x, 0)')");
  rule->pattern = parse_operation (parser);
  Clause **tail = &rule->clauses;
  while (parse_clause (parser, rule, &tail))
    ;
  expect (parser, TOKEN_ARROW,
	  "'check', 'NAME =', 'SORRY_Z3', 'default off', 'shared' or "
	  "'=>'");
  rule->target = parse_term (parser);
  rule->text = arena_strndup (name.start,
			      (size_t) (parser->previous_end - name.start));
  return rule;
}

/* After a syntax error: skip to the next "NAME :", the start of a rule.  */
static void
skip_to_next_rule (Parser *parser)
{
  while (parser->current.kind != TOKEN_END
	 && !(parser->current.kind == TOKEN_NAME
	      && parser->next.kind == TOKEN_COLON))
    consume (parser);
}

static void
rules_add (RuleSet *rules, Rule *rule)
{
  if (rules->count == rules->capacity)
    {
      int capacity = rules->capacity ? 2 * rules->capacity : 64;
      Rule **bigger = arena_alloc ((size_t) capacity * sizeof *bigger);
      if (rules->count)
	memcpy (bigger, rules->rules, (size_t) rules->count * sizeof *bigger);
      rules->rules = bigger;
      rules->capacity = capacity;
    }
  rule->index = rules->count;
  rules->rules[rules->count++] = rule;
}

static void
parser_init (Parser *parser, const char *file, const char *buffer,
	     size_t length)
{
  memset (parser, 0, sizeof *parser);
  lex_init (&parser->lexer, file, buffer, length);
  parser->current = lex_next (&parser->lexer);
  parser->next = lex_next (&parser->lexer);
  parser->previous_end = buffer;
}

/* file -> { rule } END */
static void
parse_rules (Parser *parser, RuleSet *rules)
{
  const char *rule_start = NULL;
  while (parser->current.kind != TOKEN_END)
    {
      if (setjmp (parser->recover))
	{
	  parser->depth = 0;
	  /* Resume at the next rule; if the error was at the start of a
	     rule other than the one that failed, that rule is next.  */
	  if (parser->current.start == rule_start
	      || !(parser->current.kind == TOKEN_NAME
		   && parser->next.kind == TOKEN_COLON))
	    {
	      if (parser->current.kind != TOKEN_END)
		consume (parser);
	      skip_to_next_rule (parser);
	    }
	  continue;
	}
      rule_start = parser->current.start;
      rules_add (rules, parse_rule (parser));
    }
}

/* Read FILE whole into the arena.  */
static char *
read_file (const char *file, size_t *length)
{
  FILE *stream = fopen (file, "rb");
  if (!stream)
    {
      Location nowhere = { NULL, 0, 0 };
      diag_error (nowhere, "cannot open '%s': %s", file, strerror (errno));
      return NULL;
    }
  size_t capacity = 4096, size = 0;
  char *buffer = xmalloc (capacity);
  size_t n;
  while ((n = fread (buffer + size, 1, capacity - size, stream)) > 0)
    {
      size += n;
      if (size == capacity)
	{
	  char *bigger = xmalloc (capacity * 2);
	  memcpy (bigger, buffer, size);
	  free (buffer);
	  buffer = bigger;
	  capacity *= 2;
	}
    }
  bool failed = ferror (stream);
  fclose (stream);
  if (failed)
    {
      Location nowhere = { NULL, 0, 0 };
      diag_error (nowhere, "cannot read '%s'", file);
      free (buffer);
      return NULL;
    }
  char *copy = arena_strndup (buffer, size);
  free (buffer);
  *length = size;
  return copy;
}

/* Parse the LENGTH bytes of BUFFER, the contents of rule file FILE,
   into RULES.  */
void
parse_buffer (const char *file, const char *buffer, size_t length,
	      RuleSet *rules)
{
  Parser parser;
  parser_init (&parser, arena_strdup (file), buffer, length);
  parse_rules (&parser, rules);
}

/* Parse the rules of FILE into RULES.  False if it cannot be read.  */
bool
parse_file (const char *file, RuleSet *rules)
{
  size_t length;
  char *buffer = read_file (file, &length);
  if (!buffer)
    return false;
  parse_buffer (file, buffer, length, rules);
  return true;
}

/* Parse TEXT, a whole expression; ORIGIN names it in messages.  Used
   for the definitions of queries.  */
Expr *
parse_expression_string (const char *text, const char *origin)
{
  Parser parser;
  parser_init (&parser, origin, text, strlen (text));
  if (setjmp (parser.recover))
    return NULL;
  Expr *expr = parse_expression (&parser, 1);
  if (parser.current.kind != TOKEN_END)
    syntax_error (&parser, "the end of the expression");
  return expr;
}
