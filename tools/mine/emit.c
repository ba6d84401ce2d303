/* emit.c: findings in the FINDINGS FORMAT (version 1) of
   include/peephole-mine.h.  A minimized finding is printed in the rule
   language: leaves named x, y, z, w, v, u, x1, x2 ... in the order of
   their first occurrence in the pattern, then in the conditions;
   constants as signed decimals; operations by their table names.  Its
   canonical string (kind, pattern, target, checks, conditions; not the
   width) is the key under which findings from many roots are counted
   once.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <stdlib.h>
#include <string.h>

#include "mine.h"
#include "peephole-arith.h"

/* How many locations (A lines) a finding keeps.  */
#define LOCATION_MAX 5
#define SEEN_MAX 16

typedef struct Finding
{
  char *key;
  FindingKind kind;
  char *pattern, *target;
  char **checks;
  int check_count;
  char **conditions;		/* "EXPRESSION HOLDS" */
  int condition_count;
  char **kept;			/* builds operations, and these of the
				   pattern stay for other uses: 'S' */
  int kept_count;
  long long static_count, dynamic_count;
  unsigned seen_p[SEEN_MAX];
  int seen_regime[SEEN_MAX];
  int seen_count;
  const Record *locations[LOCATION_MAX];
  int location_count;
} Finding;

static Finding *findings;
static int finding_count;

const char *
regime_name (int undefined)
{
  return undefined ? "undef" : "wrap";
}

static const char *const kind_names[] = { "constant", "same", "cheaper" };

/* A growing string.  */
typedef struct Text
{
  char *s;
  size_t length, size;
} Text;

static void
text_add (Text *t, const char *s)
{
  size_t n = strlen (s);
  if (t->length + n + 1 > t->size)
    {
      t->size = 2 * (t->length + n + 1);
      t->s = realloc (t->s, t->size);
    }
  memcpy (t->s + t->length, s, n + 1);
  t->length += n;
}

static char *
text_take (Text *t)
{
  char *s = t->s ? t->s : mine_strdup ("");
  memset (t, 0, sizeof *t);
  return s;
}

/* VALUE of P bits as a signed decimal.  */
static void
add_signed (Text *t, peep_uint value, unsigned p)
{
  char digits[48], *end = digits + sizeof digits - 1;
  *end = '\0';
  /* A truth value (a comparison's 0 or 1) is not negative.  */
  int negative = p > 1 && peep_negative_p (value, p);
  peep_uint magnitude = negative ? peep_neg (value, p) : value;
  if (negative && p == 128 && magnitude == peep_minint (128))
    magnitude = peep_minint (128);
  do
    {
      *--end = '0' + (int) (magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude);
  if (negative)
    *--end = '-';
  text_add (t, end);
}

/* The names of the free nodes of a record, given in order.  */
typedef struct Names
{
  const View *view;
  int *index;		/* per node: 1 + number of its name, 0 if none */
  int count;
} Names;

static const char *
name_of (Names *names, int node, char *buffer)
{
  static const char *const first[] = { "x", "y", "z", "w", "v", "u" };
  if (!names->index[node])
    names->index[node] = ++names->count;
  int k = names->index[node] - 1;
  if (k < 6)
    return first[k];
  snprintf (buffer, 16, "x%d", k - 5);
  return buffer;
}

static void
add_node (Text *t, Names *names, int i)
{
  const View *view = names->view;
  const Node *node = &view->record->nodes[i];
  char buffer[16];
  if (node->kind == NODE_LEAF || view->cut[i])
    text_add (t, name_of (names, i, buffer));
  else if (node->kind == NODE_CONSTANT)
    add_signed (t, node->value, node->p);
  else
    {
      text_add (t, mine_ops[node->op].name);
      text_add (t, "(");
      for (int k = 0; k < mine_ops[node->op].arity; k++)
	{
	  if (k)
	    text_add (t, ", ");
	  add_node (t, names, node->args[k]);
	}
      text_add (t, ")");
    }
}

static void
add_term (Text *t, Names *names, const Term *term)
{
  switch (term->kind)
    {
    case TERM_NODE:
      add_node (t, names, term->node);
      return;
    case TERM_CONSTANT:
    case TERM_HOLE:
      add_signed (t, term->value, term->width);
      return;
    default:
      text_add (t, mine_ops[term->op].name);
      text_add (t, "(");
      for (int k = 0; k < mine_ops[term->op].arity; k++)
	{
	  if (k)
	    text_add (t, ", ");
	  add_term (t, names, term->args[k]);
	}
      text_add (t, ")");
    }
}

/* The check of fact F of the leaf I, named NAME: "x.uupper <=u 1023".  */
static char *
check_text (const View *view, int i, int f, const char *name)
{
  static const char *const forms[FACT_COUNT][2] = {
    { "lower", ">=" }, { "upper", "<=" }, { "ulower", ">=u" },
    { "uupper", "<=u" }, { "ones", NULL }, { "zeros", NULL } };
  const struct peep_facts *facts = &view->facts[i];
  const peep_uint values[FACT_COUNT] = { facts->lower, facts->upper,
					 facts->ulower, facts->uupper,
					 facts->ones, facts->zeros };
  unsigned p = view->record->nodes[i].p;
  Text t = { 0 };
  text_add (&t, name);
  text_add (&t, ".");
  text_add (&t, forms[f][0]);
  text_add (&t, " ");
  if (forms[f][1])
    {
      text_add (&t, forms[f][1]);
      text_add (&t, " ");
      add_signed (&t, values[f], p);
    }
  else
    {
      text_add (&t, "& ");
      add_signed (&t, values[f], p);
      text_add (&t, " == ");
      add_signed (&t, values[f], p);
    }
  return text_take (&t);
}

/* The finding of MINER as text, in a new Finding.  */
static Finding
describe (const Miner *miner)
{
  const View *view = &miner->view;
  const Record *record = view->record;
  Finding f;
  memset (&f, 0, sizeof f);
  f.kind = miner->kind;
  Names names = { view, mine_alloc (record->node_count * sizeof (int)), 0 };
  Text t = { 0 };
  add_node (&t, &names, record->root);
  f.pattern = text_take (&t);
  int *kept = mine_alloc (record->node_count * sizeof (int));
  int kept_count = miner->target->kind == TERM_OPERATION
		   ? view_kept (view, kept) : 0;
  f.kept = mine_alloc ((kept_count + 1) * sizeof (char *));
  for (int k = 0; k < kept_count; k++)
    {
      add_node (&t, &names, kept[k]);
      f.kept[f.kept_count++] = text_take (&t);
    }
  free (kept);
  add_term (&t, &names, miner->target);
  f.target = text_take (&t);
  f.conditions = mine_alloc ((record->condition_count + 1) * sizeof (char *));
  for (int c = 0; c < record->condition_count; c++)
    if (view->condition_on[c])
      {
	const Condition *cond = &record->conditions[c];
	text_add (&t, mine_ops[cond->op].name);
	text_add (&t, "(");
	add_node (&t, &names, cond->a);
	text_add (&t, ", ");
	add_node (&t, &names, cond->b);
	text_add (&t, cond->holds ? ") 1" : ") 0");
	f.conditions[f.condition_count++] = text_take (&t);
      }
  /* Checks, by variable then fact.  */
  f.checks = mine_alloc ((names.count * FACT_COUNT + 1) * sizeof (char *));
  for (int k = 1; k <= names.count; k++)
    for (int i = 0; i < record->node_count; i++)
      if (names.index[i] == k && record->nodes[i].kind == NODE_LEAF
	  && !view->cut[i])
	for (int fact = 0; fact < FACT_COUNT; fact++)
	  if (view->fact_mask[i] & (1 << fact))
	    {
	      char buffer[16];
	      const char *name = name_of (&names, i, buffer);
	      f.checks[f.check_count++] = check_text (view, i, fact, name);
	    }
  free (names.index);
  text_add (&t, kind_names[f.kind]);
  text_add (&t, "|");
  text_add (&t, f.pattern);
  text_add (&t, "|");
  text_add (&t, f.target);
  for (int i = 0; i < f.check_count; i++)
    {
      text_add (&t, "|Q ");
      text_add (&t, f.checks[i]);
    }
  for (int i = 0; i < f.condition_count; i++)
    {
      text_add (&t, "|I ");
      text_add (&t, f.conditions[i]);
    }
  f.key = text_take (&t);
  return f;
}

/* Count the finding of MINER under its canonical form.  */
void
emit_add (const Miner *miner)
{
  Finding f = describe (miner);
  const Record *record = miner->view.record;
  const Node *root = &record->nodes[record->root];
  Finding *known = NULL;
  for (int i = 0; i < finding_count && !known; i++)
    if (strcmp (findings[i].key, f.key) == 0)
      known = &findings[i];
  if (!known)
    {
      findings = realloc (findings, (finding_count + 1) * sizeof *findings);
      known = &findings[finding_count++];
      *known = f;
      known->dynamic_count = -1;
    }
  known->static_count++;
  /* The first place where an operation stays says which.  */
  if (!known->kept_count && f.kept_count)
    {
      known->kept = f.kept;
      known->kept_count = f.kept_count;
    }
  if (record->count >= 0)
    known->dynamic_count = (known->dynamic_count < 0 ? 0
			    : known->dynamic_count) + record->count;
  int seen = 0;
  for (int i = 0; i < known->seen_count; i++)
    seen |= known->seen_p[i] == root->p
      && known->seen_regime[i] == root->undefined_regime;
  if (!seen && known->seen_count < SEEN_MAX)
    {
      known->seen_p[known->seen_count] = root->p;
      known->seen_regime[known->seen_count++] = root->undefined_regime;
    }
  if (known->location_count < LOCATION_MAX)
    known->locations[known->location_count++] = record;
}

static int
compare_findings (const void *x, const void *y)
{
  const Finding *a = x, *b = y;
  if (a->static_count != b->static_count)
    return a->static_count > b->static_count ? -1 : 1;
  if (a->dynamic_count != b->dynamic_count)
    return a->dynamic_count > b->dynamic_count ? -1 : 1;
  return strcmp (a->key, b->key);
}

/* A short stable name: FNV-1a of the key.  */
static unsigned
key_hash (const char *key)
{
  unsigned h = 2166136261u;
  for (; *key; key++)
    h = (h ^ (unsigned char) *key) * 16777619u;
  return h;
}

void
emit_write (FILE *out)
{
  qsort (findings, finding_count, sizeof *findings, compare_findings);
  fprintf (out, "# peephole-mine-z3 2\n");
  for (int i = 0; i < finding_count; i++)
    {
      const Finding *f = &findings[i];
      fprintf (out, "F %08x %s %lld %lld\n", key_hash (f->key),
	       kind_names[f->kind], f->static_count, f->dynamic_count);
      fprintf (out, "P %s\nT %s\n", f->pattern, f->target);
      for (int k = 0; k < f->kept_count; k++)
	fprintf (out, "S %s\n", f->kept[k]);
      for (int k = 0; k < f->check_count; k++)
	fprintf (out, "Q %s\n", f->checks[k]);
      for (int k = 0; k < f->seen_count; k++)
	fprintf (out, "W %u %s\n", f->seen_p[k],
		 regime_name (f->seen_regime[k]));
      for (int k = 0; k < f->condition_count; k++)
	fprintf (out, "I %s\n", f->conditions[k]);
      for (int k = 0; k < f->location_count; k++)
	fprintf (out, "A %s %s %lld\n", f->locations[k]->location,
		 f->locations[k]->function, f->locations[k]->count);
      fprintf (out, "Z\n");
    }
}

int
emit_count (void)
{
  return finding_count;
}
