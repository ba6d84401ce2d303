/* mock.c: include/peephole-api.h without GCC, to test the generated
   matcher on its own.

   Each line of input is a statement to match, then what must happen:

     PRECISION SIGN REGIME  STATEMENT  ->  RESULT

   SIGN is 's' or 'u' (the type's signedness), REGIME 'wrap' or 'undef'.
   STATEMENT is an operation in the syntax of rule patterns, over names
   (SSA names defined elsewhere), integer literals and nested
   operations; a nested operation written with a leading '!' has other
   uses.  A name may carry facts: x[LOW,HIGH] is known to lie in
   [LOW, HIGH] (signed).  RESULT is "RULE: REPLACEMENT", with the
   replacement in the same syntax and constants in decimal, or "none";
   it may end in "(queries N)": the facts of N names were asked for
   (each name once a statement, as the plugin keeps what it was told).
   Lines starting with '#' are comments.

   The mock has one type, of PRECISION bits and the line's signedness
   and regime: every operand, constant and built operation is of it, so
   the conversions between precisions (int_sext, int_zext, int_trunc)
   cannot occur, int_cast is a copy, and a rule whose target computes
   in a type of another signedness (uint_cast ...) does not apply.

   For each line the program prints "PASS: LINE" or "FAIL: LINE (got
   ...)"; the exit status is 1 if any line failed.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "peephole-api.h"
#include "peephole-ops.h"

static const char *const op_names[PEEP_OP_COUNT] = {
  "(none)",
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) #NAME,
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

static const int op_arity[PEEP_OP_COUNT] = {
  0,
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) ARITY,
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

static const int op_flags[PEEP_OP_COUNT] = {
  0,
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) FLAGS,
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

/* The one type.  */
static const char the_type = 0;
#define TYPE ((peep_type) &the_type)

typedef struct Node
{
  enum peep_op op;		/* PEEP_OP_NONE: a name or a constant */
  int constant;
  peep_uint value;
  char name[32];
  int has_facts;
  peep_uint lower, upper;	/* facts of a name, signed */
  int asked;			/* its facts were asked for */
  struct Node *args[2];
  int shared;			/* has other uses */
} Node;

#define MAX_NODES 256

struct peep_ctx
{
  Node nodes[MAX_NODES];
  int node_count;
  Node *root;
  unsigned precision;
  int is_unsigned;
  enum peep_regime regime;
  int failed;
  int rule;
  Node *result;
  int queries;			/* names whose facts were asked for */
};

static peep_uint
mask (unsigned p)
{
  return p >= 128 ? ~(peep_uint) 0 : (((peep_uint) 1 << p) - 1);
}

static Node *
new_node (peep_ctx *ctx)
{
  if (ctx->node_count == MAX_NODES)
    {
      fprintf (stderr, "mock: statement too large\n");
      exit (2);
    }
  Node *n = &ctx->nodes[ctx->node_count++];
  memset (n, 0, sizeof *n);
  return n;
}

/* Parsing statements.  */

static const char *cursor;

static void
skip_space (void)
{
  while (isspace ((unsigned char) *cursor))
    cursor++;
}

static peep_uint
parse_number (void)
{
  int negative = 0;
  peep_uint value = 0;
  skip_space ();
  if (*cursor == '-')
    {
      negative = 1;
      cursor++;
    }
  unsigned base = 10;
  if (cursor[0] == '0' && cursor[1] == 'x')
    {
      base = 16;
      cursor += 2;
    }
  while (isxdigit ((unsigned char) *cursor))
    {
      int c = tolower ((unsigned char) *cursor);
      unsigned digit = isdigit (c) ? (unsigned) (c - '0')
		       : (unsigned) (c - 'a' + 10);
      if (digit >= base)
	break;
      value = value * base + digit;
      cursor++;
    }
  return negative ? -value : value;
}

static Node *
parse_node (peep_ctx *ctx)
{
  skip_space ();
  int shared = 0;
  if (*cursor == '!')
    {
      shared = 1;
      cursor++;
    }
  if (*cursor == '-' || isdigit ((unsigned char) *cursor))
    {
      Node *n = new_node (ctx);
      n->constant = 1;
      n->value = parse_number () & mask (ctx->precision);
      return n;
    }
  char name[32];
  int length = 0;
  while ((isalnum ((unsigned char) *cursor) || *cursor == '_') && length < 31)
    name[length++] = *cursor++;
  name[length] = '\0';
  skip_space ();
  if (*cursor != '(')
    {
      /* A name: the same node for every occurrence.  */
      for (int i = 0; i < ctx->node_count; i++)
	if (ctx->nodes[i].op == PEEP_OP_NONE && !ctx->nodes[i].constant
	    && strcmp (ctx->nodes[i].name, name) == 0)
	  return &ctx->nodes[i];
      Node *n = new_node (ctx);
      strcpy (n->name, name);
      if (*cursor == '[')
	{
	  cursor++;
	  n->has_facts = 1;
	  n->lower = parse_number () & mask (ctx->precision);
	  skip_space ();
	  cursor++;		/* , */
	  n->upper = parse_number () & mask (ctx->precision);
	  skip_space ();
	  cursor++;		/* ] */
	}
      return n;
    }
  cursor++;
  Node *n = new_node (ctx);
  n->shared = shared;
  for (int op = 1; op < PEEP_OP_COUNT; op++)
    if (strcmp (op_names[op], name) == 0)
      n->op = (enum peep_op) op;
  if (n->op == PEEP_OP_NONE)
    {
      fprintf (stderr, "mock: unknown operation '%s'\n", name);
      exit (2);
    }
  if (op_flags[n->op] & (PEEP_OPF_WIDENS | PEEP_OPF_NARROWS))
    {
      fprintf (stderr, "mock: '%s' changes the precision, and the mock "
	       "has one type\n", name);
      exit (2);
    }
  for (int i = 0; i < op_arity[n->op]; i++)
    {
      n->args[i] = parse_node (ctx);
      skip_space ();
      cursor++;			/* , or ) */
    }
  return n;
}

/* Printing replacements.  */

static void
print_value (char *out, size_t size, peep_uint v)
{
  char digits[48];
  int n = 0;
  do
    {
      digits[n++] = (char) ('0' + (int) (v % 10));
      v /= 10;
    }
  while (v);
  size_t i = 0;
  while (n > 0 && i + 1 < size)
    out[i++] = digits[--n];
  out[i] = '\0';
}

static void
print_node (char *out, size_t size, const Node *n)
{
  size_t used = strlen (out);
  if (n->constant)
    print_value (out + used, size - used, n->value);
  else if (n->op == PEEP_OP_NONE)
    snprintf (out + used, size - used, "%s", n->name);
  else
    {
      snprintf (out + used, size - used, "%s(", op_names[n->op]);
      for (int i = 0; i < op_arity[n->op]; i++)
	{
	  if (i)
	    strncat (out, ", ", size - strlen (out) - 1);
	  print_node (out, size, n->args[i]);
	}
      strncat (out, ")", size - strlen (out) - 1);
    }
}

/* The API.  */

enum peep_op
peep_root_op (peep_ctx *ctx)
{
  return ctx->root->op;
}

peep_operand
peep_root_operand (peep_ctx *ctx, int i)
{
  return ctx->root->args[i];
}

peep_type
peep_root_type (peep_ctx *ctx)
{
  (void) ctx;
  return TYPE;
}

peep_type
peep_operand_type (peep_ctx *ctx, peep_operand operand)
{
  (void) ctx;
  (void) operand;
  return TYPE;
}

int
peep_same_type_p (peep_ctx *ctx, peep_type a, peep_type b)
{
  (void) ctx;
  return a == b;
}

unsigned
peep_type_precision (peep_ctx *ctx, peep_type type)
{
  (void) type;
  return ctx->precision;
}

int
peep_type_unsigned_p (peep_ctx *ctx, peep_type type)
{
  (void) type;
  return ctx->is_unsigned;
}

enum peep_regime
peep_type_regime (peep_ctx *ctx, peep_type type)
{
  (void) type;
  return ctx->regime;
}

/* The one type is the unsigned or the signed type of its precision,
   and a _Bool where it is of one bit; there is no other.  */
peep_type
peep_unsigned_type (peep_ctx *ctx, peep_type type)
{
  return ctx->is_unsigned ? type : NULL;
}

peep_type
peep_signed_type (peep_ctx *ctx, peep_type type)
{
  return ctx->is_unsigned ? NULL : type;
}

peep_type
peep_bool_type (peep_ctx *ctx)
{
  return ctx->precision == 1 && ctx->is_unsigned ? TYPE : NULL;
}

enum peep_op
peep_def_op (peep_ctx *ctx, peep_operand operand)
{
  (void) ctx;
  return ((const Node *) operand)->op;
}

peep_operand
peep_def_operand (peep_ctx *ctx, peep_operand operand, int i)
{
  (void) ctx;
  const Node *n = operand;
  if (n->op == PEEP_OP_NONE || i >= op_arity[n->op])
    {
      fprintf (stderr, "mock: the matcher looked into a leaf\n");
      abort ();
    }
  return n->args[i];
}

/* A constant's value, held in the type's precision, extended as the
   type extends to 128 bits.  */
int
peep_constant_p (peep_ctx *ctx, peep_operand operand, peep_uint *value)
{
  const Node *n = operand;
  unsigned p = ctx->precision;
  if (!n->constant)
    return 0;
  *value = n->value & mask (p);
  if (!ctx->is_unsigned && p < 128 && ((*value >> (p - 1)) & 1))
    *value |= ~mask (p);
  return 1;
}

int
peep_same_p (peep_ctx *ctx, peep_operand a, peep_operand b, unsigned p)
{
  const Node *x = a, *y = b;
  (void) ctx;
  if (x->constant && y->constant)
    return ((x->value ^ y->value) & mask (p)) == 0;
  return x == y && x->op == PEEP_OP_NONE;
}

/* The mock's operations are trees: an operation two operations of a
   statement share is written twice, so that one with other uses has
   them outside the pattern.  */
int
peep_uses_inside_p (peep_ctx *ctx, peep_operand operand, int n, ...)
{
  (void) ctx;
  (void) n;
  return !((const Node *) operand)->shared;
}

/* Facts at P bits.  A name's facts are written at the type's
   precision; at another (which one type never asks for) nothing is
   known.  */
void
peep_get_facts (peep_ctx *ctx, peep_operand operand, unsigned p,
		struct peep_facts *facts)
{
  Node *n = (Node *) operand;
  peep_uint minint = (peep_uint) 1 << (p - 1);
  if (n->constant)
    {
      peep_uint value;
      peep_constant_p (ctx, operand, &value);
      value &= mask (p);
      facts->lower = facts->upper = facts->ulower = facts->uupper = value;
      facts->ones = value;
      facts->zeros = ~value & mask (p);
      return;
    }
  if (!n->asked)
    {
      n->asked = 1;
      ctx->queries++;
    }
  facts->lower = minint;
  facts->upper = minint - 1;
  facts->ulower = 0;
  facts->uupper = mask (p);
  facts->ones = facts->zeros = 0;
  if (n->has_facts && p == ctx->precision)
    {
      facts->lower = n->lower;
      facts->upper = n->upper;
      /* Both bounds nonnegative: the unsigned range is the same.  */
      if (!(n->lower & minint) && !(n->upper & minint))
	{
	  facts->ulower = n->lower;
	  facts->uupper = n->upper;
	}
    }
}

int
peep_facts_said_nothing_p (peep_ctx *ctx, peep_operand operand, unsigned p)
{
  const Node *n = operand;
  /* The facts of a name asked for, whose range was not given or is
     the whole type.  */
  return (!n->constant && n->asked
	  && (!n->has_facts || p != ctx->precision
	      || (n->lower == (peep_uint) 1 << (p - 1)
		  && n->upper == mask (p) >> 1)));
}

int
peep_rule_enabled_p (peep_ctx *ctx, int rule)
{
  (void) ctx;
  (void) rule;
  return 1;
}

peep_operand
peep_build_constant (peep_ctx *ctx, peep_type type, peep_uint value)
{
  if (type != TYPE)
    {
      ctx->failed = 1;
      return NULL;
    }
  Node *n = new_node (ctx);
  n->constant = 1;
  n->value = value & mask (ctx->precision);
  return n;
}

/* With one type, a select (whose condition is a _Bool) and a
   conversion that changes the precision cannot be built, and
   signed-only or unsigned-only operations (for a conversion, of its
   source; for uint_cast and sint_cast, of its result too) need the
   type's signedness.  */
peep_operand
peep_build_operation (peep_ctx *ctx, enum peep_op op, peep_type type,
		      peep_operand a, peep_operand b, peep_operand c)
{
  int flags = op > PEEP_OP_NONE && op < PEEP_OP_COUNT ? op_flags[op] : 0;
  (void) c;
  if (op <= PEEP_OP_NONE || op >= PEEP_OP_COUNT || type != TYPE || !a
      || (op_arity[op] > 1 && !b) || op_arity[op] > 2
      || (flags & (PEEP_OPF_WIDENS | PEEP_OPF_NARROWS))
      || ((flags & PEEP_OPF_SIGNED) && ctx->is_unsigned)
      || ((flags & PEEP_OPF_UNSIGNED) && !ctx->is_unsigned)
      || ((flags & PEEP_OPF_TO_SIGNED) && ctx->is_unsigned)
      || ((flags & PEEP_OPF_TO_UNSIGNED) && !ctx->is_unsigned))
    {
      ctx->failed = 1;
      return NULL;
    }
  Node *n = new_node (ctx);
  n->op = op;
  n->args[0] = (Node *) a;
  n->args[1] = (Node *) b;
  return n;
}

int
peep_replace (peep_ctx *ctx, int rule, peep_operand operand)
{
  if (ctx->failed || !operand)
    return 0;
  ctx->rule = rule;
  ctx->result = (Node *) operand;
  return 1;
}

int
peep_replace_operation (peep_ctx *ctx, int rule, enum peep_op op,
			peep_operand a, peep_operand b, peep_operand c)
{
  peep_operand n = peep_build_operation (ctx, op, TYPE, a, b, c);
  return n ? peep_replace (ctx, rule, n) : 0;
}

/* One line: match the statement, compare with the expected result.  */
static int
run_line (const char *line)
{
  static peep_ctx ctx;
  memset (&ctx, 0, sizeof ctx);
  ctx.rule = -1;
  char sign[8], regime[8];
  int consumed = 0;
  if (sscanf (line, "%u %7s %7s %n", &ctx.precision, sign, regime,
	      &consumed) != 3 || !strstr (line, "->"))
    {
      fprintf (stderr, "mock: bad line: %s\n", line);
      exit (2);
    }
  ctx.is_unsigned = sign[0] == 'u';
  ctx.regime = strcmp (regime, "undef") == 0 ? PEEP_REGIME_UNDEFINED
	       : PEEP_REGIME_WRAPPING;
  cursor = line + consumed;
  ctx.root = parse_node (&ctx);
  const char *expected = strstr (line, "->") + 2;
  while (isspace ((unsigned char) *expected))
    expected++;
  int count_queries = strstr (expected, "(queries ") != NULL;

  int fired = peep_match (&ctx);
  char got[1024] = "none";
  if (fired >= 0)
    {
      snprintf (got, sizeof got, "%s: ", peep_rules[fired].name);
      print_node (got, sizeof got, ctx.result);
    }
  if (fired != ctx.rule)
    snprintf (got, sizeof got, "inconsistent: peep_match returned %d, "
	      "the replacement was of rule %d", fired, ctx.rule);
  else if (count_queries)
    snprintf (got + strlen (got), sizeof got - strlen (got),
	      " (queries %d)", ctx.queries);
  size_t length = strlen (expected);
  while (length && isspace ((unsigned char) expected[length - 1]))
    length--;
  if (strlen (got) == length && strncmp (got, expected, length) == 0)
    {
      printf ("PASS: %s\n", line);
      return 0;
    }
  printf ("FAIL: %s (got %s)\n", line, got);
  return 1;
}

int
main (int argc, char **argv)
{
  FILE *in = argc > 1 ? fopen (argv[1], "r") : stdin;
  if (!in)
    {
      perror (argv[1]);
      return 2;
    }
  char line[4096];
  int failures = 0;
  while (fgets (line, sizeof line, in))
    {
      line[strcspn (line, "\n")] = '\0';
      const char *p = line;
      while (isspace ((unsigned char) *p))
	p++;
      if (*p == '#' || *p == '\0')
	continue;
      failures += run_line (line);
    }
  return failures != 0;
}
