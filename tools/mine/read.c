/* read.c: the harvest files (HARVEST FORMAT version 2 of
   include/peephole-mine.h, and version 1, which has no 'X' lines).

     record    -> 'R' location function count (node | use)* condition*
                  'E' id
     node      -> 'L' id p name lower upper ulower uupper ones zeros
                | 'K' id p value
                | 'N' id op p r regime a [b [c]]
     use       -> 'X' id
     condition -> 'C' op p a b holds

   Every error is "FILE:LINE: error: ..." and ends the program with
   status 1, before anything is written.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mine.h"
#include "peephole-arith.h"

const OpInfo mine_ops[PEEP_OP_COUNT] = {
  { "none", 0, 0, 0, 0, 0 },
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  { #NAME, ARITY, FLAGS, COST, UNDEFINED, WIDTHS },
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

void
mine_error (const char *file, int line, const char *format, ...)
{
  va_list ap;
  fprintf (stderr, "peephole-mine-z3: %s:%d: error: ", file, line);
  va_start (ap, format);
  vfprintf (stderr, format, ap);
  va_end (ap);
  fputc ('\n', stderr);
  exit (1);
}

void *
mine_alloc (size_t size)
{
  void *p = calloc (1, size ? size : 1);
  if (!p)
    {
      fprintf (stderr, "peephole-mine-z3: out of memory\n");
      exit (1);
    }
  return p;
}

char *
mine_strdup (const char *text)
{
  char *copy = mine_alloc (strlen (text) + 1);
  strcpy (copy, text);
  return copy;
}

/* Append to T what printf would print.  */
void
text_printf (Text *t, const char *format, ...)
{
  for (;;)
    {
      va_list ap;
      va_start (ap, format);
      int n = vsnprintf (t->s + t->length, t->size - t->length, format, ap);
      va_end (ap);
      if (t->length + n < t->size)
	{
	  t->length += n;
	  return;
	}
      t->size = 2 * (t->size + n) + 64;
      t->s = realloc (t->s, t->size);
      if (!t->s)
	{
	  fprintf (stderr, "peephole-mine-z3: out of memory\n");
	  exit (1);
	}
    }
}

/* Append to T the six facts F, each " HIGH<SEPARATOR>LOW" in
   hexadecimal.  */
void
text_facts (Text *t, const struct peep_facts *f, char separator)
{
  const peep_uint values[6] = { f->lower, f->upper, f->ulower, f->uupper,
				f->ones, f->zeros };
  for (int i = 0; i < 6; i++)
    text_printf (t, " %llx%c%llx", (unsigned long long) (values[i] >> 64),
		 separator, (unsigned long long) values[i]);
}

/* The reader's position, for messages.  */
typedef struct Reader
{
  const char *file;
  int line;
  char *fields[16];
  int field_count;
} Reader;

static void
split_fields (Reader *reader, char *text)
{
  reader->field_count = 0;
  for (char *f = strtok (text, " \n"); f; f = strtok (NULL, " \n"))
    {
      if (reader->field_count == 16)
	mine_error (reader->file, reader->line, "too many fields");
      reader->fields[reader->field_count++] = f;
    }
}

static void
expect_fields (Reader *reader, int count, const char *form)
{
  if (reader->field_count != count)
    mine_error (reader->file, reader->line, "expected '%s'", form);
}

static long
read_integer (Reader *reader, const char *text, long low, long high,
	      const char *what)
{
  char *end;
  errno = 0;
  long value = strtol (text, &end, 10);
  if (*text == '\0' || *end != '\0' || errno || value < low || value > high)
    mine_error (reader->file, reader->line, "%s '%s' is not an integer in "
		"[%ld, %ld]", what, text, low, high);
  return value;
}

/* A value "0x..." of precision P.  */
static peep_uint
read_value (Reader *reader, const char *text, unsigned p)
{
  if (strncmp (text, "0x", 2) != 0 || text[2] == '\0')
    mine_error (reader->file, reader->line, "value '%s' is not hexadecimal "
		"with a 0x prefix", text);
  peep_uint value = 0;
  for (const char *c = text + 2; *c; c++)
    {
      int digit = (*c >= '0' && *c <= '9') ? *c - '0'
		  : (*c >= 'a' && *c <= 'f') ? *c - 'a' + 10
		  : (*c >= 'A' && *c <= 'F') ? *c - 'A' + 10 : -1;
      if (digit < 0)
	mine_error (reader->file, reader->line, "value '%s' is not "
		    "hexadecimal", text);
      if (value >> 124)
	mine_error (reader->file, reader->line, "value '%s' does not fit in "
		    "128 bits", text);
      value = (value << 4) | (peep_uint) digit;
    }
  if (value & ~peep_mask (p))
    mine_error (reader->file, reader->line, "value '%s' does not fit in %u "
		"bits", text, p);
  return value;
}

static enum peep_op
read_op (Reader *reader, const char *text)
{
  for (int op = 1; op < PEEP_OP_COUNT; op++)
    if (strcmp (mine_ops[op].name, text) == 0)
      return (enum peep_op) op;
  mine_error (reader->file, reader->line, "unknown operation '%s'", text);
}

/* The index of the node with id TEXT in RECORD.  */
static int
read_operand (Reader *reader, const Record *record, const char *text)
{
  int id = (int) read_integer (reader, text, 0, 1000000, "node id");
  for (int i = 0; i < record->node_count; i++)
    if (record->nodes[i].id == id)
      return i;
  mine_error (reader->file, reader->line, "node %d is not defined before "
	      "its use", id);
}

static Node *
new_node (Reader *reader, Record *record, NodeKind kind)
{
  int id = (int) read_integer (reader, reader->fields[1], 0, 1000000,
			       "node id");
  for (int i = 0; i < record->node_count; i++)
    if (record->nodes[i].id == id)
      mine_error (reader->file, reader->line, "node %d defined twice", id);
  record->nodes = realloc (record->nodes, (record->node_count + 1)
			   * sizeof *record->nodes);
  Node *node = &record->nodes[record->node_count++];
  memset (node, 0, sizeof *node);
  node->kind = kind;
  node->id = id;
  return node;
}

/* leaf -> 'L' id p name lower upper ulower uupper ones zeros */
static void
read_leaf (Reader *reader, Record *record)
{
  expect_fields (reader, 10, "L ID P NAME LOWER UPPER ULOWER UUPPER ONES "
		 "ZEROS");
  Node *node = new_node (reader, record, NODE_LEAF);
  node->p = node->r = read_integer (reader, reader->fields[2], 1, 128,
				    "precision");
  node->name = mine_strdup (reader->fields[3]);
  peep_uint *facts[FACT_COUNT] = { &node->facts.lower, &node->facts.upper,
				   &node->facts.ulower, &node->facts.uupper,
				   &node->facts.ones, &node->facts.zeros };
  for (int f = 0; f < FACT_COUNT; f++)
    *facts[f] = read_value (reader, reader->fields[4 + f], node->p);
}

/* constant -> 'K' id p value */
static void
read_constant (Reader *reader, Record *record)
{
  expect_fields (reader, 4, "K ID P VALUE");
  Node *node = new_node (reader, record, NODE_CONSTANT);
  node->p = node->r = read_integer (reader, reader->fields[2], 1, 128,
				    "precision");
  node->value = read_value (reader, reader->fields[3], node->p);
}

/* operation -> 'N' id op p r regime a [b [c]] */
static void
read_operation (Reader *reader, Record *record)
{
  if (reader->field_count < 7)
    mine_error (reader->file, reader->line, "expected 'N ID OP P R REGIME "
		"A [B [C]]'");
  enum peep_op op = read_op (reader, reader->fields[2]);
  int arity = mine_ops[op].arity;
  if (reader->field_count != 6 + arity)
    mine_error (reader->file, reader->line, "%s takes %d operand%s, not %d",
		mine_ops[op].name, arity, arity == 1 ? "" : "s",
		reader->field_count - 6);
  Node *node = new_node (reader, record, NODE_OPERATION);
  node->op = op;
  node->p = read_integer (reader, reader->fields[3], 1, 128, "precision");
  node->r = read_integer (reader, reader->fields[4], 1, 128, "precision");
  if (strcmp (reader->fields[5], "wrap") == 0)
    node->undefined_regime = 0;
  else if (strcmp (reader->fields[5], "undef") == 0)
    node->undefined_regime = 1;
  else
    mine_error (reader->file, reader->line, "regime '%s' is neither 'wrap' "
		"nor 'undef'", reader->fields[5]);
  for (int i = 0; i < arity; i++)
    node->args[i] = read_operand (reader, record, reader->fields[6 + i]);
  /* The operands' widths, as peep_z3_value needs them.  */
  Node *a = &record->nodes[node->args[0]];
  int flags = mine_ops[op].flags;
  unsigned want = (flags & PEEP_OPF_SELECT) ? record->nodes[node->args[1]].r
		  : node->p;
  if (!(flags & PEEP_OPF_SELECT) && a->r != node->p)
    mine_error (reader->file, reader->line, "operand %d has precision %u, "
		"not %u", a->id, a->r, node->p);
  for (int i = 1; i < arity; i++)
    if (!(flags & PEEP_OPF_SHIFT) && record->nodes[node->args[i]].r != want)
      mine_error (reader->file, reader->line, "operand %d has precision %u, "
		  "not %u", record->nodes[node->args[i]].id,
		  record->nodes[node->args[i]].r, want);
  if ((flags & PEEP_OPF_SELECT) && node->p != want)
    mine_error (reader->file, reader->line, "a select of precision %u of "
		"values of precision %u", node->p, want);
  if (!(flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT
		 | PEEP_OPF_COMPARISON)) && node->r != node->p)
    mine_error (reader->file, reader->line, "%s of precision %u with a "
		"result of precision %u", mine_ops[op].name, node->p,
		node->r);
  if ((flags & PEEP_OPF_COMPARISON) && node->r > node->p)
    mine_error (reader->file, reader->line, "a comparison of precision %u "
		"with a result of precision %u", node->p, node->r);
}

/* condition -> 'C' op p a b holds */
static void
read_condition (Reader *reader, Record *record)
{
  expect_fields (reader, 6, "C OP P A B HOLDS");
  enum peep_op op = read_op (reader, reader->fields[1]);
  if (!(mine_ops[op].flags & PEEP_OPF_COMPARISON))
    mine_error (reader->file, reader->line, "'%s' is not a comparison",
		reader->fields[1]);
  record->conditions = realloc (record->conditions,
				(record->condition_count + 1)
				* sizeof *record->conditions);
  Condition *c = &record->conditions[record->condition_count++];
  c->op = op;
  c->p = read_integer (reader, reader->fields[2], 1, 128, "precision");
  c->a = read_operand (reader, record, reader->fields[3]);
  c->b = read_operand (reader, record, reader->fields[4]);
  c->holds = read_integer (reader, reader->fields[5], 0, 1, "holds");
  if (record->nodes[c->a].r != c->p || record->nodes[c->b].r != c->p)
    mine_error (reader->file, reader->line, "the operands of the condition "
		"are not of precision %u", c->p);
}

/* use -> 'X' id */
static void
read_use (Reader *reader, Record *record)
{
  expect_fields (reader, 2, "X ID");
  Node *node = &record->nodes[read_operand (reader, record,
					    reader->fields[1])];
  if (node->kind != NODE_OPERATION)
    mine_error (reader->file, reader->line, "%s is not an operation: only "
		"an operation stays for its other uses", reader->fields[1]);
  node->used_elsewhere = 1;
}

/* end -> 'E' id */
static void
read_end (Reader *reader, Record *record)
{
  expect_fields (reader, 2, "E ROOT");
  record->root = read_operand (reader, record, reader->fields[1]);
  if (record->nodes[record->root].kind != NODE_OPERATION)
    mine_error (reader->file, reader->line, "the root %s is not an "
		"operation", reader->fields[1]);
  if (record->nodes[record->root].used_elsewhere)
    mine_error (reader->file, reader->line, "the root %s has an 'X' line: "
		"it is what a rewrite replaces", reader->fields[1]);
}

/* header -> 'R' location function count */
static void
read_header (Reader *reader, Record *record)
{
  expect_fields (reader, 4, "R LOCATION FUNCTION COUNT");
  memset (record, 0, sizeof *record);
  record->location = mine_strdup (reader->fields[1]);
  record->function = mine_strdup (reader->fields[2]);
  char *end;
  errno = 0;
  record->count = strtoll (reader->fields[3], &end, 10);
  if (*end || errno || record->count < -1)
    mine_error (reader->file, reader->line, "count '%s' is not -1 or a "
		"count", reader->fields[3]);
  record->file = reader->file;
  record->line = reader->line;
}

/* Read the records of FILE ("-": standard input), appended to
   *RECORDS.  */
void
read_file (const char *file, Record **records, int *count)
{
  Reader reader = { strcmp (file, "-") == 0 ? "<stdin>" : file, 0, {0}, 0 };
  FILE *in = strcmp (file, "-") == 0 ? stdin : fopen (file, "r");
  if (!in)
    {
      fprintf (stderr, "peephole-mine-z3: %s: %s\n", file, strerror (errno));
      exit (1);
    }
  char *text = NULL;
  size_t size = 0;
  Record *record = NULL;
  int conditions_started = 0;
  while (getline (&text, &size, in) >= 0)
    {
      reader.line++;
      size_t length = strlen (text);
      if (length == 0 || text[length - 1] != '\n')
	mine_error (reader.file, reader.line, "no newline at the end of the "
		    "file: a record cut short?");
      if (text[0] == '#' || text[0] == '\n')
	continue;
      split_fields (&reader, text);
      if (reader.field_count == 0 || strlen (reader.fields[0]) != 1)
	mine_error (reader.file, reader.line, "expected a line R, L, K, N, "
		    "X, C or E");
      char kind = reader.fields[0][0];
      if (kind == 'R')
	{
	  if (record)
	    mine_error (reader.file, reader.line, "a record before the end "
			"(E) of the record at line %d", record->line);
	  *records = realloc (*records, (*count + 1) * sizeof **records);
	  record = &(*records)[(*count)++];
	  read_header (&reader, record);
	  conditions_started = 0;
	  continue;
	}
      if (!record)
	mine_error (reader.file, reader.line, "a line '%c' outside a record "
		    "(R ... E)", kind);
      if (strchr ("LKNX", kind) && conditions_started)
	mine_error (reader.file, reader.line, "a node after the conditions");
      switch (kind)
	{
	case 'L': read_leaf (&reader, record); break;
	case 'K': read_constant (&reader, record); break;
	case 'N': read_operation (&reader, record); break;
	case 'X': read_use (&reader, record); break;
	case 'C':
	  read_condition (&reader, record);
	  conditions_started = 1;
	  break;
	case 'E':
	  read_end (&reader, record);
	  record = NULL;
	  break;
	default:
	  mine_error (reader.file, reader.line, "unknown line '%c'", kind);
	}
    }
  if (record)
    mine_error (reader.file, reader.line, "end of file in the record at "
		"line %d: no E line", record->line);
  free (text);
  if (in != stdin)
    fclose (in);
}
