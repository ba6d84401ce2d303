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
#include "peephole-mine.h"

static Finding *findings;
static int finding_count;

/* The findings by key: the index of each in FINDINGS, chained.  */
#define FINDING_BUCKETS 65536
static int buckets[FINDING_BUCKETS];	/* 1 + index, 0 if none */
static int *next_in_bucket;		/* per finding, likewise */

const char *
regime_name (int undefined)
{
  return undefined ? "undef" : "wrap";
}

static const char *const kind_names[] = { "constant", "same", "cheaper" };

const char *
kind_name (FindingKind kind)
{
  return kind_names[kind];
}

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

/* The canonical string of F: its kind, pattern, target, checks and
   conditions (not where it was seen).  */
char *
finding_key (const Finding *f)
{
  Text t = { 0 };
  text_add (&t, kind_names[f->kind]);
  text_add (&t, "|");
  text_add (&t, f->pattern);
  text_add (&t, "|");
  text_add (&t, f->target);
  for (int i = 0; i < f->check_count; i++)
    {
      text_add (&t, "|Q ");
      text_add (&t, f->checks[i]);
    }
  for (int i = 0; i < f->condition_count; i++)
    {
      text_add (&t, "|I ");
      text_add (&t, f->conditions[i]);
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
  f.key = finding_key (&f);
  return f;
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

static void
free_strings (char **strings, int count)
{
  for (int i = 0; i < count; i++)
    free (strings[i]);
  free (strings);
}

void
finding_free (Finding *f)
{
  free (f->key);
  free (f->pattern);
  free (f->target);
  free_strings (f->checks, f->check_count);
  free_strings (f->conditions, f->condition_count);
  free_strings (f->kept, f->kept_count);
  for (int i = 0; i < f->place_count; i++)
    if (f->places[i].owned)
      {
	free (f->places[i].location);
	free (f->places[i].function);
      }
}

static int
compare_ordinals (const void *x, const void *y)
{
  int a = *(const int *) x, b = *(const int *) y;
  return (a > b) - (a < b);
}

/* Merge the places where a finding was seen: KNOWN's and F's, each in
   the order of their records, into the first SEEN_MAX in that order,
   a precision and regime at its first record.  */
static void
merge_seen (Finding *known, const Finding *f)
{
  Seen all[2 * SEEN_MAX];
  int count = known->seen_count;
  memcpy (all, known->seen, count * sizeof *all);
  for (int i = 0; i < f->seen_count; i++)
    {
      int k = 0;
      while (k < count && (all[k].p != f->seen[i].p
			   || all[k].regime != f->seen[i].regime))
	k++;
      if (k == count)
	all[count++] = f->seen[i];
      else if (f->seen[i].ordinal < all[k].ordinal)
	all[k].ordinal = f->seen[i].ordinal;
    }
  /* The ordinal is the first member: sort by it.  */
  qsort (all, count, sizeof *all, compare_ordinals);
  known->seen_count = count < SEEN_MAX ? count : SEEN_MAX;
  memcpy (known->seen, all, known->seen_count * sizeof *all);
}

/* Likewise the locations, the first LOCATION_MAX; F's are taken.  */
static void
merge_places (Finding *known, Finding *f)
{
  Place all[2 * LOCATION_MAX];
  int count = known->place_count;
  memcpy (all, known->places, count * sizeof *all);
  memcpy (all + count, f->places, f->place_count * sizeof *all);
  count += f->place_count;
  f->place_count = 0;
  qsort (all, count, sizeof *all, compare_ordinals);
  for (int i = LOCATION_MAX; i < count; i++)
    if (all[i].owned)
      {
	free (all[i].location);
	free (all[i].function);
      }
  known->place_count = count < LOCATION_MAX ? count : LOCATION_MAX;
  memcpy (known->places, all, known->place_count * sizeof *all);
}

/* Count F, whose strings it takes, under its key: its counts add, its
   places and the operations that stay merge by the order of the
   records they come from, so that findings counted in any order, in
   any number of parts (--shard), come out as counted in one.  */
void
emit_merge (Finding *f)
{
  unsigned bucket = key_hash (f->key) % FINDING_BUCKETS;
  Finding *known = NULL;
  for (int i = buckets[bucket]; i && !known; i = next_in_bucket[i - 1])
    if (strcmp (findings[i - 1].key, f->key) == 0)
      known = &findings[i - 1];
  if (!known)
    {
      if ((finding_count & (finding_count - 1)) == 0)
	{
	  size_t size = finding_count ? 2 * finding_count : 1;
	  findings = realloc (findings, size * sizeof *findings);
	  next_in_bucket = realloc (next_in_bucket,
				    size * sizeof *next_in_bucket);
	  if (!findings || !next_in_bucket)
	    abort ();
	}
      findings[finding_count] = *f;
      next_in_bucket[finding_count] = buckets[bucket];
      buckets[bucket] = ++finding_count;
      return;
    }
  known->static_count += f->static_count;
  if (f->dynamic_count >= 0)
    known->dynamic_count = (known->dynamic_count < 0 ? 0
			    : known->dynamic_count) + f->dynamic_count;
  /* The first place where an operation stays says which.  */
  if (f->kept_count
      && (!known->kept_count || f->kept_ordinal < known->kept_ordinal))
    {
      char **kept = known->kept;
      int kept_count = known->kept_count;
      known->kept = f->kept;
      known->kept_count = f->kept_count;
      known->kept_ordinal = f->kept_ordinal;
      f->kept = kept;
      f->kept_count = kept_count;
    }
  merge_seen (known, f);
  merge_places (known, f);
  finding_free (f);
}

/* Count the finding of MINER under its canonical form.  */
void
emit_add (const Miner *miner)
{
  Finding f = describe (miner);
  const Record *record = miner->view.record;
  const Node *root = &record->nodes[record->root];
  f.static_count = 1;
  f.dynamic_count = record->count >= 0 ? record->count : -1;
  f.kept_ordinal = record->ordinal;
  f.seen[0] = (Seen) { record->ordinal, root->p, root->undefined_regime };
  f.seen_count = 1;
  f.places[0] = (Place) { record->ordinal, record->location,
			  record->function, record->count, 0 };
  f.place_count = 1;
  emit_merge (&f);
}

/* The end of an 'S', 'W' or 'A' line: in a shard's findings, the
   ordinal of the record it comes from.  */
static void
write_ordinal (FILE *out, const char *shard, int ordinal)
{
  if (shard)
    fprintf (out, " @%d", ordinal);
  fputc ('\n', out);
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

void
emit_write (FILE *out, const char *shard)
{
  /* Sorted, the table no longer finds by key; it is written once.  */
  qsort (findings, finding_count, sizeof *findings, compare_findings);
  fprintf (out, "# peephole-mine-z3 %d%s%s\n", PEEP_MINE_FORMAT_VERSION,
	   shard ? " shard " : "", shard ? shard : "");
  for (int i = 0; i < finding_count; i++)
    {
      const Finding *f = &findings[i];
      fprintf (out, "F %08x %s %lld %lld\n", key_hash (f->key),
	       kind_names[f->kind], f->static_count, f->dynamic_count);
      fprintf (out, "P %s\nT %s\n", f->pattern, f->target);
      for (int k = 0; k < f->kept_count; k++)
	{
	  fprintf (out, "S %s", f->kept[k]);
	  write_ordinal (out, shard, f->kept_ordinal);
	}
      for (int k = 0; k < f->check_count; k++)
	fprintf (out, "Q %s\n", f->checks[k]);
      for (int k = 0; k < f->seen_count; k++)
	{
	  fprintf (out, "W %u %s", f->seen[k].p,
		   regime_name (f->seen[k].regime));
	  write_ordinal (out, shard, f->seen[k].ordinal);
	}
      for (int k = 0; k < f->condition_count; k++)
	fprintf (out, "I %s\n", f->conditions[k]);
      for (int k = 0; k < f->place_count; k++)
	{
	  fprintf (out, "A %s %s %lld", f->places[k].location,
		   f->places[k].function, f->places[k].count);
	  write_ordinal (out, shard, f->places[k].ordinal);
	}
      fprintf (out, "Z\n");
    }
}

int
emit_count (void)
{
  return finding_count;
}
