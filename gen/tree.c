/* tree.c: decision trees for the matcher.

   The variants of all rules with one root operation compile into one
   decision tree, after Maranget, "Compiling Pattern Matching to Good
   Decision Trees" (2008), as PyPy does: a statement is examined once
   per distinct test, not once per rule, so matching does not slow down
   as rules are added.

   A row is a variant in priority order with the tests it still needs:
   the head (defining operation, or "constant") of an operand at some
   path.  A node switches on the head of the first pending test of the
   first row; each case keeps the rows that expect that head, with the
   tests of the operation's operands added, and the rows that do not
   care; the default keeps only the rows that do not care.  When the
   first row has no test left, a leaf tries it (its guards: repeated
   variables, literals, uses inside the pattern; then its checks) and, if that
   fails, goes on with the remaining rows.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <string.h>

typedef struct Test
{
  Path path;
  int head;
  const Expr *node;
} Test;

typedef struct Row
{
  const Match *match;
  Test *tests;		/* pending */
  int test_count;
} Row;

static Path
child_path (Path parent, int i)
{
  return *parent ? arena_printf ("%s_%d", parent, i) : arena_printf ("%d", i);
}

static bool
constant_variable_p (const Expr *node)
{
  return node->kind == EXPR_NAME && node->name[0] == 'C';
}

/* The head NODE requires of its operand, or -1 for none: the
   operation the glue reports for it.  */
static int
required_head (const Expr *node)
{
  if (node->kind == EXPR_OPERATION)
    return (int) op_matched (node->op);
  if (node->kind == EXPR_NAME)
    return constant_variable_p (node) ? HEAD_CONSTANT : -1;
  return HEAD_CONSTANT;		/* a literal */
}

typedef struct Analysis
{
  Bound bound[64];
  int bound_count;
  Guard guards[64];
  int guard_count;
  bool uses_inside;	/* inner operations must have no use outside
			   the pattern */
} Analysis;

static void
add_guard (Analysis *a, GuardKind kind, Path path, Path other,
	   const Expr *literal)
{
  gen_assert (a->guard_count < 64);
  Guard *g = &a->guards[a->guard_count++];
  g->kind = kind;
  g->path = path;
  g->other = other;
  g->literal = literal;
}

/* Bindings and guards of the pattern NODE at PATH.  */
static void
analyze (Analysis *a, const Expr *node, Path path)
{
  switch (node->kind)
    {
    case EXPR_OPERATION:
      if (*path && a->uses_inside)
	add_guard (a, GUARD_USES_INSIDE, path, NULL, NULL);
      for (int i = 0; i < node->arg_count; i++)
	analyze (a, node->args[i], child_path (path, i));
      return;
    case EXPR_NAME:
      if (strcmp (node->name, "_") == 0)
	return;
      for (int i = 0; i < a->bound_count; i++)
	if (strcmp (a->bound[i].name, node->name) == 0)
	  {
	    add_guard (a, GUARD_SAME, a->bound[i].path, path, NULL);
	    return;
	  }
      gen_assert (a->bound_count < 64);
      a->bound[a->bound_count].name = node->name;
      a->bound[a->bound_count].path = path;
      a->bound[a->bound_count].constant = constant_variable_p (node);
      a->bound_count++;
      return;
    default:
      add_guard (a, GUARD_LITERAL, path, NULL, node);
      return;
    }
}

static Match *
make_match (const Variant *variant)
{
  Analysis a;
  memset (&a, 0, sizeof a);
  /* A target that builds operations replaces the inner operations of
     the pattern only where they die with the root: where each is used
     by the pattern's operations alone (once, or by two of them, as
     (x + s) ^ s uses s), unless the rule says "shared": then they stay
     for their other uses.  */
  a.uses_inside = variant->rule->target_kind == TARGET_OPERATION
		  && !variant->rule->shared;
  analyze (&a, variant->pattern, "");
  Match *match = arena_alloc (sizeof *match);
  match->variant = variant;
  match->bound = arena_alloc (sizeof (Bound) * (size_t) (a.bound_count + 1));
  memcpy (match->bound, a.bound, sizeof (Bound) * (size_t) a.bound_count);
  match->bound_count = a.bound_count;
  match->guards = arena_alloc (sizeof (Guard) * (size_t) (a.guard_count + 1));
  memcpy (match->guards, a.guards, sizeof (Guard) * (size_t) a.guard_count);
  match->guard_count = a.guard_count;
  return match;
}

static int
find_test (const Row *row, Path path)
{
  for (int i = 0; i < row->test_count; i++)
    if (strcmp (row->tests[i].path, path) == 0)
      return i;
  return -1;
}

/* ROW without its test number DONE, with the tests of the operands of
   that test's operation added.  */
static Row
specialize (const Row *row, int done)
{
  const Test *test = &row->tests[done];
  int arity = test->node->kind == EXPR_OPERATION ? test->node->arg_count : 0;
  Row result = { row->match, NULL, 0 };
  result.tests = arena_alloc (sizeof (Test)
			      * (size_t) (row->test_count + arity));
  for (int i = 0; i < row->test_count; i++)
    if (i != done)
      result.tests[result.test_count++] = row->tests[i];
  for (int i = 0; i < arity; i++)
    {
      const Expr *child = test->node->args[i];
      int head = required_head (child);
      if (head < 0)
	continue;
      Test *t = &result.tests[result.test_count++];
      t->path = child_path (test->path, i);
      t->head = head;
      t->node = child;
    }
  return result;
}

static Node *
new_node (NodeKind kind)
{
  Node *node = arena_alloc (sizeof *node);
  node->kind = kind;
  return node;
}

static Node *
build (const Row *rows, int count, int *leaf_count)
{
  if (count == 0)
    return new_node (NODE_FAIL);
  if (rows[0].test_count == 0)
    {
      Node *leaf = new_node (NODE_LEAF);
      leaf->match = rows[0].match;
      leaf->otherwise = build (rows + 1, count - 1, leaf_count);
      ++*leaf_count;
      return leaf;
    }
  Node *node = new_node (NODE_SWITCH);
  node->path = rows[0].tests[0].path;
  int heads[OP_COUNT + 1], head_count = 0;
  for (int r = 0; r < count; r++)
    {
      int t = find_test (&rows[r], node->path);
      if (t < 0)
	continue;
      bool seen = false;
      for (int h = 0; h < head_count; h++)
	seen |= heads[h] == rows[r].tests[t].head;
      if (!seen)
	heads[head_count++] = rows[r].tests[t].head;
    }
  node->cases = arena_alloc (sizeof (Case) * (size_t) head_count);
  node->case_count = head_count;
  Row *subrows = arena_alloc (sizeof (Row) * (size_t) count);
  for (int h = 0; h < head_count; h++)
    {
      int n = 0;
      for (int r = 0; r < count; r++)
	{
	  int t = find_test (&rows[r], node->path);
	  if (t < 0)
	    subrows[n++] = rows[r];
	  else if (rows[r].tests[t].head == heads[h])
	    subrows[n++] = specialize (&rows[r], t);
	}
      node->cases[h].head = heads[h];
      node->cases[h].subtree = build (subrows, n, leaf_count);
    }
  int n = 0;
  for (int r = 0; r < count; r++)
    if (find_test (&rows[r], node->path) < 0)
      subrows[n++] = rows[r];
  node->otherwise = build (subrows, n, leaf_count);
  return node;
}

/* The decision tree of the variants whose root operation is ROOT.  */
static Node *
tree_build (const VariantList *variants, Op root, int *leaf_count)
{
  Row *rows = arena_alloc (sizeof (Row) * (size_t) (variants->count + 1));
  int count = 0;
  for (int i = 0; i < variants->count; i++)
    {
      const Variant *v = &variants->variants[i];
      if (op_matched (v->pattern->op) != root)
	continue;
      Row *row = &rows[count++];
      row->match = make_match (v);
      /* The root's own test is settled by the dispatch on its operation:
	 start with the tests of its operands.  */
      Test root_test = { "", (int) root, v->pattern };
      Row start = { row->match, &root_test, 1 };
      *row = specialize (&start, 0);
    }
  *leaf_count = 0;
  return build (rows, count, leaf_count);
}

/* The decision tree of each root operation that roots a variant.  */
void
tree_build_all (const VariantList *variants, DecisionTrees *trees)
{
  memset (trees, 0, sizeof *trees);
  for (int i = 0; i < variants->count; i++)
    trees->variant_counts[op_matched (variants->variants[i].pattern->op)]++;
  for (int op = OP_NONE + 1; op < OP_COUNT; op++)
    if (trees->variant_counts[op])
      trees->roots[op] = tree_build (variants, (Op) op,
				     &trees->leaf_counts[op]);
}
