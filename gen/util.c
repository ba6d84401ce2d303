/* util.c: memory, 128-bit numbers and the tables every phase uses.

   peepgen allocates everything that lives as long as the rules from
   one arena, freed at exit: no phase frees anything, and nothing leaks
   on any path, errors included.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"
#include "sha256.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

unsigned widths[WIDTH_MAX] = { 8, 16, 32, 64, 128 };
int width_count = 5;

const OpInfo op_info[OP_COUNT] = {
  {"(none)", 0, 0, 0, 0, 0, OP_NONE, 0},
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  {#NAME, ARITY, FLAGS, COST, UNDEFINED, WIDTHS, OP_NONE, 0},
#define PEEP_SUGAR(NAME, CORE, SECOND) \
  {#NAME, 1, 0, 0, 0, PEEP_WANY, OP_##CORE, SECOND},
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

const OperatorInfo operator_info[OPERATOR_COUNT] = {
#define OPERATOR(NAME, SPELLING, PRECEDENCE, OPERAND, RESULT, C) \
  {SPELLING, PRECEDENCE, OPERAND, RESULT, C},
#include "operators.def"
#undef OPERATOR
};

const char *const function_names[FUNCTION_COUNT] = {
#define FUNCTION(NAME, ARITY, RESULT, KIND, C) #NAME,
#include "functions.def"
#undef FUNCTION
};

const int function_arity[FUNCTION_COUNT] = {
#define FUNCTION(NAME, ARITY, RESULT, KIND, C) ARITY,
#include "functions.def"
#undef FUNCTION
};

const Type function_result[FUNCTION_COUNT] = {
#define FUNCTION(NAME, ARITY, RESULT, KIND, C) RESULT,
#include "functions.def"
#undef FUNCTION
};

const FunctionKind function_kind[FUNCTION_COUNT] = {
#define FUNCTION(NAME, ARITY, RESULT, KIND, C) KIND,
#include "functions.def"
#undef FUNCTION
};

const char *const function_c[FUNCTION_COUNT] = {
#define FUNCTION(NAME, ARITY, RESULT, KIND, C) C,
#include "functions.def"
#undef FUNCTION
};

const char *const fact_names[FACT_COUNT] = {
#define FACT(NAME, DESCRIPTION) #NAME,
#include "facts.def"
#undef FACT
};

const char *const query_names[QUERY_COUNT] = {
#define QUERY(NAME, PARAMETERS, DEFINITION) #NAME,
#include "queries.def"
#undef QUERY
};

const char *const query_parameters[QUERY_COUNT] = {
#define QUERY(NAME, PARAMETERS, DEFINITION) PARAMETERS,
#include "queries.def"
#undef QUERY
};

const char *const query_definitions[QUERY_COUNT] = {
#define QUERY(NAME, PARAMETERS, DEFINITION) DEFINITION,
#include "queries.def"
#undef QUERY
};

/* ORDER SPECIALS.  */
const char *const special_names[SPECIAL_COUNT] = {
  "MININT", "MAXINT", "LONG_BIT"
};				/* ORDER SPECIALS.  */

Op
op_lookup (const char *name)
{
  for (int op = OP_NONE + 1; op < OP_COUNT; op++)
    if (strcmp (op_info[op].name, name) == 0)
      return (Op) op;
  return OP_NONE;
}

/* The operation the glue reports for a statement that OP matches: OP,
   but for a conversion to a type of the signedness it names (uint_cast),
   which GIMPLE has as the conversion without that (int_cast): where a
   pattern has it, the matcher checks the signedness of its result
   type.  */
Op
op_matched (Op op)
{
  int fixed = PEEP_OPF_TO_SIGNED | PEEP_OPF_TO_UNSIGNED;
  int flags = op_info[op].flags;
  if (!(flags & fixed))
    return op;
  for (int other = OP_NONE + 1; other < OP_COUNT; other++)
    if (op_info[other].flags == (flags & ~fixed))
      return (Op) other;
  gen_assert (!"a conversion of a fixed signedness without its plain one");
  return op;
}

/* The edit distance of A and B, for "did you mean" hints.  */
static size_t
edit_distance (const char *a, const char *b)
{
  size_t la = strlen (a), lb = strlen (b);
  size_t *row = xmalloc ((lb + 1) * sizeof *row);
  for (size_t j = 0; j <= lb; j++)
    row[j] = j;
  for (size_t i = 1; i <= la; i++)
    {
      size_t diagonal = row[0];
      row[0] = i;
      for (size_t j = 1; j <= lb; j++)
	{
	  size_t above = row[j];
	  size_t best = diagonal + (a[i - 1] != b[j - 1]);
	  if (row[j] + 1 < best)
	    best = row[j] + 1;
	  if (row[j - 1] + 1 < best)
	    best = row[j - 1] + 1;
	  row[j] = best;
	  diagonal = above;
	}
    }
  size_t distance = row[lb];
  free (row);
  return distance;
}

/* The name among NAMES closest to NAME, if it is close enough to be a
   likely misspelling; NULL otherwise.  */
const char *
closest_name (const char *name, const char *const *names, int count)
{
  const char *best = NULL;
  size_t best_distance = (size_t) -1;
  size_t limit = strlen (name) / 3 + 1;
  if (strlen (name) > 64)
    return NULL;
  for (int i = 0; i < count; i++)
    {
      if (!names[i] || strlen (names[i]) > 64)
	continue;
      size_t d = edit_distance (name, names[i]);
      if (d < best_distance)
	{
	  best = names[i];
	  best_distance = d;
	}
    }
  return best_distance <= limit ? best : NULL;
}

void *
xmalloc (size_t size)
{
  void *p = malloc (size ? size : 1);
  if (!p)
    diag_fatal ("out of memory");
  return p;
}

/* The arena: a list of blocks, each starting with a link to the
   previous one.  */
typedef union Align
{
  long double d;
  void *p;
  long long l;
} Align;

typedef struct Block
{
  struct Block *previous;
  size_t used;
  size_t size;
  Align data[];
} Block;

static Block *arena;
static unsigned generation;

void *
arena_alloc (size_t size)
{
  size = (size + sizeof (Align) - 1) & ~(sizeof (Align) - 1);
  if (!arena || arena->size - arena->used < size)
    {
      size_t block_size = size > 65536 ? size : 65536;
      Block *block = xmalloc (sizeof (Block) + block_size);
      block->previous = arena;
      block->used = 0;
      block->size = block_size;
      arena = block;
    }
  void *p = (char *) arena->data + arena->used;
  arena->used += size;
  memset (p, 0, size);
  return p;
}

char *
arena_strndup (const char *s, size_t n)
{
  char *copy = arena_alloc (n + 1);
  memcpy (copy, s, n);
  copy[n] = '\0';
  return copy;
}

char *
arena_strdup (const char *s)
{
  return arena_strndup (s, strlen (s));
}

char *
arena_printf (const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  int n = vsnprintf (NULL, 0, format, ap);
  va_end (ap);
  gen_assert (n >= 0);
  char *s = arena_alloc ((size_t) n + 1);
  va_start (ap, format);
  vsnprintf (s, (size_t) n + 1, format, ap);
  va_end (ap);
  return s;
}

/* How many times the arena was freed: caches of arena memory compare
   it with what it was when they were filled.  */
unsigned
arena_generation (void)
{
  return generation;
}

void
arena_free_all (void)
{
  generation++;
  while (arena)
    {
      Block *previous = arena->previous;
      free (arena);
      arena = previous;
    }
}

Wide
wide_from_uint (uint64_t low)
{
  Wide w = { 0, low };
  return w;
}

Wide
wide_truncate (Wide a, unsigned precision)
{
  if (precision >= 128)
    return a;
  if (precision >= 64)
    {
      unsigned high_bits = precision - 64;
      a.high &= high_bits ? (~(uint64_t) 0 >> (64 - high_bits)) : 0;
      return a;
    }
  a.high = 0;
  a.low &= (~(uint64_t) 0) >> (64 - precision);
  return a;
}

bool
wide_equal (Wide a, Wide b)
{
  return a.high == b.high && a.low == b.low;
}

/* A in decimal, for Z3 numerals and messages.  */
char *
wide_to_decimal (Wide a)
{
  char digits[48];
  int n = 0;
  do
    {
      /* Divide the 128-bit number by 10, 32 bits at a time.  */
      uint64_t parts[4] = { a.high >> 32, a.high & 0xffffffffu,
			    a.low >> 32, a.low & 0xffffffffu };
      uint64_t remainder = 0;
      for (int i = 0; i < 4; i++)
	{
	  uint64_t current = (remainder << 32) | parts[i];
	  parts[i] = current / 10;
	  remainder = current % 10;
	}
      digits[n++] = (char) ('0' + remainder);
      a.high = (parts[0] << 32) | parts[1];
      a.low = (parts[2] << 32) | parts[3];
    }
  while (a.high || a.low);
  char *s = arena_alloc ((size_t) n + 1);
  for (int i = 0; i < n; i++)
    s[i] = digits[n - 1 - i];
  return s;
}

/* Append the text of EXPR to BUFFER (an arena string, grown by
   copying); PRECEDENCE is that of the enclosing operator.  */
static char *
append_expr (char *buffer, const Expr *expr, int precedence)
{
  switch (expr->kind)
    {
    case EXPR_INTEGER:
      return arena_printf ("%s%s", buffer, wide_to_decimal (expr->value));
    case EXPR_NAME:
      return arena_printf ("%s%s", buffer, expr->name);
    case EXPR_SPECIAL:
      return arena_printf ("%s%s", buffer, special_names[expr->special]);
    case EXPR_OPERATION:
    case EXPR_CALL:
      /* unsigned () ..., a type test of the rule's own type, which the
	 checker gives the argument LONG_BIT.  */
      if (expr->kind == EXPR_CALL
	  && function_kind[expr->function] == FUNCTION_OF_TYPE
	  && expr->arg_count == 1 && expr->args[0]->kind == EXPR_SPECIAL)
	return arena_printf ("%s%s()", buffer,
			     function_names[expr->function]);
      buffer = arena_printf ("%s%s(", buffer, expr->kind == EXPR_CALL
			     ? function_names[expr->function]
			     : op_info[expr->op].name);
      for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
	buffer = append_expr (arena_printf ("%s%s", buffer, i ? ", " : ""),
			      expr->args[i], 0);
      if (expr->width_name)
	buffer = arena_printf ("%s, %s", buffer, expr->width_name);
      return arena_printf ("%s)", buffer);
    case EXPR_WIDTH:
      return arena_printf ("%s%s", buffer, expr->name);
    case EXPR_FACT:
      buffer = append_expr (buffer, expr->args[0], 99);
      return arena_printf ("%s.%s", buffer, fact_names[expr->fact]);
    case EXPR_QUERY:
      buffer = append_expr (buffer, expr->args[0], 99);
      buffer = arena_printf ("%s.%s(", buffer, query_names[expr->query]);
      for (int i = 1; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
	buffer = append_expr (arena_printf ("%s%s", buffer, i > 1 ? ", " : ""),
			      expr->args[i], 0);
      return arena_printf ("%s)", buffer);
    case EXPR_UNARY:
      {
	const char *spelling = operator_info[expr->operator_].spelling;
	bool word = expr->operator_ == OPERATOR_NOT;
	bool parenthesize = word && precedence > 3;
	buffer = arena_printf ("%s%s%s%s", buffer, parenthesize ? "(" : "",
			       spelling, word ? " " : "");
	buffer = append_expr (buffer, expr->args[0], word ? 3 : 11);
	return parenthesize ? arena_printf ("%s)", buffer) : buffer;
      }
    case EXPR_BINARY:
      {
	int own = operator_info[expr->operator_].precedence;
	bool parenthesize = own < precedence;
	buffer = arena_printf ("%s%s", buffer, parenthesize ? "(" : "");
	buffer = append_expr (buffer, expr->args[0], own);
	buffer = arena_printf ("%s %s ", buffer,
			       operator_info[expr->operator_].spelling);
	buffer = append_expr (buffer, expr->args[1], own + 1);
	return parenthesize ? arena_printf ("%s)", buffer) : buffer;
      }
    }
  return buffer;
}

/* EXPR as it would be written in a rule file.  */
char *
expr_text (const Expr *expr)
{
  return append_expr (arena_strdup (""), expr, 0);
}

/* The SHA-256 of the LENGTH bytes of DATA, in hexadecimal, for the
   keys of the proof cache.  */
char *
sha256_hex (const char *data, size_t length)
{
  char *hex = arena_alloc (65);
  sha256_hex_into (data, length, hex);
  return hex;
}

/* The GIMPLE form of each operation, from the table: "PLUS_EXPR",
   "CONVERT_EXPR" for a conversion, "CFN_POPCOUNT" for a call; NULL for
   sugar.  */
#define PEEP_TREE(CODE) #CODE
#define PEEP_CONVERT "CONVERT_EXPR"
#define PEEP_CALL(CFN) #CFN
const char *const op_gimple_form[OP_COUNT] = {
  NULL,
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  FORM,
#define PEEP_SUGAR(NAME, CORE, SECOND) NULL,
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};
#undef PEEP_TREE
#undef PEEP_CONVERT
#undef PEEP_CALL
