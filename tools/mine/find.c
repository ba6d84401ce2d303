/* find.c: the three questions asked of each root, with the semantics of
   the table of operations (include/peephole-semantics.h on Z3 terms,
   include/peephole-concrete.h on words), as gen/semantics.c asks them
   of rules:

     constant  is the root one value?  (a model gives the value v, then
               root == v is proven);
     same      is it equal to a leaf or another node of its width?
     cheaper   is there an expression of lower cost over its leaves and
               small constants, or with one constant found by
               counterexample-guided synthesis (Souper's CEGIS)?

   A finding holds when, wherever the facts of the leaves and the path
   conditions hold and the root is defined, the target is defined and
   equal to the root.  Candidates are first evaluated on words, on a few
   inputs that satisfy the facts; only those that survive go to Z3.  The
   constant of a candidate with a hole is solved for on the first input
   where its operations can be inverted, else guessed among a few, also
   on words.  The cheaper search of a root stops when its queries have
   used --root-rlimit of Z3's resources (or at --budget candidates):
   limits counted, not timed, so that any machine, loaded or not, finds
   the same.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mine.h"
#include "peephole-semantics.h"
#include "peephole-concrete.h"
#include "z3context.h"

/* Views.  */

void
view_init (View *view, const Record *record)
{
  int n = record->node_count;
  view->record = record;
  view->fact_mask = mine_alloc (n);
  view->facts = mine_alloc (n * sizeof *view->facts);
  view->cut = mine_alloc (n);
  view->condition_on = mine_alloc (record->condition_count + 1);
  for (int i = 0; i < n; i++)
    {
      const Node *node = &record->nodes[i];
      if (node->kind != NODE_LEAF)
	continue;
      unsigned p = node->p;
      const struct peep_facts *f = &node->facts;
      view->facts[i] = *f;
      view->fact_mask[i] = (f->lower != peep_minint (p)) << FACT_LOWER
	| (f->upper != peep_maxint (p)) << FACT_UPPER
	| (f->ulower != 0) << FACT_ULOWER
	| (f->uupper != peep_mask (p)) << FACT_UUPPER
	| (f->ones != 0) << FACT_ONES | (f->zeros != 0) << FACT_ZEROS;
    }
  memset (view->condition_on, 1, record->condition_count);
}

void
view_copy (View *to, const View *from)
{
  int n = from->record->node_count;
  to->record = from->record;
  memcpy (to->fact_mask, from->fact_mask, n);
  memcpy (to->facts, from->facts, n * sizeof *to->facts);
  memcpy (to->cut, from->cut, n);
  memcpy (to->condition_on, from->condition_on,
	  from->record->condition_count);
}

void
view_free (View *view)
{
  free (view->fact_mask);
  free (view->facts);
  free (view->cut);
  free (view->condition_on);
}

/* Whether node I is free: a leaf, or an operation cut into one.  */
static int
free_p (const View *view, int i)
{
  return view->record->nodes[i].kind == NODE_LEAF || view->cut[i];
}

/* Mark what NODE reaches in REACHABLE, not below cuts; return the count
   of nodes marked.  */
int
node_reachable (const View *view, int node, unsigned char *reachable)
{
  if (reachable[node])
    return 0;
  reachable[node] = 1;
  int count = 1;
  const Node *n = &view->record->nodes[node];
  if (n->kind == NODE_OPERATION && !view->cut[node])
    for (int i = 0; i < mine_ops[n->op].arity; i++)
      count += node_reachable (view, n->args[i], reachable);
  return count;
}

/* Whether OP from P to R bits is a conversion that changes only the
   type's sign: GIMPLE needs it for its types, and no instruction does
   it.  It counts for nothing: a finding that only drops one could not
   be written in GIMPLE, and saves nothing.  */
static int
nop_p (enum peep_op op, unsigned p, unsigned r)
{
  return op == PEEP_OP_int_cast && p == r;
}

/* Mark in DIES the operations that die when the root is rewritten to
   a target that uses node KEEP (-1: none): the root, and each
   operation of the DAG (reachable, not cut, not KEEP) that has no
   other use in the program ('X') and whose users in the record all
   die.  An operation below a cut stays: the cut node is a leaf of the
   pattern, which the rewrite leaves.  A user comes after its operands
   in a record, so one walk down from the last node decides.  */
static void
dying_nodes (const View *view, const unsigned char *reachable, int keep,
	     unsigned char *dies)
{
  const Record *record = view->record;
  unsigned char *stays = mine_alloc (record->node_count);
  for (int i = record->node_count - 1; i >= 0; i--)
    {
      const Node *node = &record->nodes[i];
      if (node->kind != NODE_OPERATION)
	continue;
      dies[i] = reachable[i] && !view->cut[i]
		&& (i == record->root
		    || (!node->used_elsewhere && !stays[i] && i != keep));
      if (!dies[i])
	for (int k = 0; k < mine_ops[node->op].arity; k++)
	  stays[node->args[k]] = 1;
    }
  free (stays);
}

/* What the root's DAG reaches (in *REACHABLE) and what of it dies
   (returned) where the target uses node KEEP (-1: none); the caller
   frees both.  */
static unsigned char *
view_dying (const View *view, int keep, unsigned char **reachable)
{
  const Record *record = view->record;
  *reachable = mine_alloc (record->node_count);
  unsigned char *dies = mine_alloc (record->node_count);
  node_reachable (view, record->root, *reachable);
  dying_nodes (view, *reachable, keep, dies);
  return dies;
}

/* The cost of what a rewrite of the root to a target that uses node
   KEEP (-1: none) saves: the COST column summed over the operations
   that die, each shared node once; *COUNT gets their number.  */
static int
view_saving (const View *view, int keep, int *count)
{
  const Record *record = view->record;
  unsigned char *reachable;
  unsigned char *dies = view_dying (view, keep, &reachable);
  int cost = 0;
  *count = 0;
  for (int i = 0; i < record->node_count; i++)
    if (dies[i] && !nop_p (record->nodes[i].op, record->nodes[i].p,
			   record->nodes[i].r))
      {
	cost += mine_ops[record->nodes[i].op].cost;
	++*count;
      }
  free (dies);
  free (reachable);
  return cost;
}

/* The cost of what the root's DAG saves when the root is rewritten;
   *COUNT gets the number of operations that die.  */
int
view_cost (const View *view, int *count)
{
  return view_saving (view, -1, count);
}

/* The operations of the pattern that stay for their other uses while
   an operation that uses them dies: what the rewrite leaves of the
   pattern.  Their indices go to KEPT (room for every node of the
   record); return their number.  */
int
view_kept (const View *view, int *kept)
{
  const Record *record = view->record;
  unsigned char *reachable;
  unsigned char *dies = view_dying (view, -1, &reachable);
  unsigned char *boundary = mine_alloc (record->node_count);
  for (int j = 0; j < record->node_count; j++)
    if (dies[j])
      for (int k = 0; k < mine_ops[record->nodes[j].op].arity; k++)
	{
	  int i = record->nodes[j].args[k];
	  boundary[i] = !free_p (view, i)
			&& record->nodes[i].kind == NODE_OPERATION && !dies[i];
	}
  int count = 0;
  for (int i = 0; i < record->node_count; i++)
    if (boundary[i])
      kept[count++] = i;
  free (boundary);
  free (dies);
  free (reachable);
  return count;
}

int
term_cost (const Term *term, int *count)
{
  if (term->kind != TERM_OPERATION)
    return 0;
  int cost = mine_ops[term->op].cost;
  if (!nop_p (term->op, term->p, term->r))
    ++*count;
  for (int i = 0; i < mine_ops[term->op].arity; i++)
    cost += term_cost (term->args[i], count);
  return cost;
}

/* Whether every node TERM uses is in REACHABLE.  */
int
term_uses_only (const Term *term, const unsigned char *reachable)
{
  if (term->kind == TERM_NODE)
    return reachable[term->node];
  if (term->kind == TERM_OPERATION)
    for (int i = 0; i < mine_ops[term->op].arity; i++)
      if (!term_uses_only (term->args[i], reachable))
	return 0;
  return 1;
}

/* Z3 terms.  */

static Z3_ast
z3_number (Z3_context z3, peep_uint value, unsigned width)
{
  char text[48], *end = text + sizeof text - 1;
  *end = '\0';
  do
    {
      *--end = '0' + (int) (value % 10);
      value /= 10;
    }
  while (value);
  return Z3_mk_numeral (z3, end, Z3_mk_bv_sort (z3, width));
}

static peep_uint
z3_to_uint (Z3_context z3, Z3_ast numeral)
{
  peep_uint value = 0;
  for (const char *c = Z3_get_numeral_string (z3, numeral); *c; c++)
    value = value * 10 + (peep_uint) (*c - '0');
  return value;
}

static Z3_ast
z3_and (Z3_context z3, Z3_ast a, Z3_ast b)
{
  Z3_ast both[2] = { a, b };
  return Z3_mk_and (z3, 2, both);
}

static unsigned
z3_width (Z3_context z3, Z3_ast a)
{
  return Z3_get_bv_sort_size (z3, Z3_get_sort (z3, a));
}

/* OP (A, B, C) of P-bit operands with a result of R bits, in the
   overflow regime UNDEFINED_REGIME; *DEFINED is strengthened by where
   it is defined.  A select's arms are defined only where taken.  */
static Z3_ast
operation_z3 (Z3_context z3, enum peep_op op, Z3_ast a, Z3_ast b, Z3_ast c,
	      Z3_ast operand_defined[3], unsigned p, unsigned r,
	      int undefined_regime, Z3_ast *defined_out)
{
  int flags = mine_ops[op].flags;
  Z3_ast defined = operand_defined[0];
  if (flags & PEEP_OPF_SELECT)
    {
      Z3_ast taken = peep_z3_true (z3, a);
      defined = z3_and (z3, defined,
			z3_and (z3, Z3_mk_implies (z3, taken,
						   operand_defined[1]),
				Z3_mk_implies (z3, Z3_mk_not (z3, taken),
					       operand_defined[2])));
    }
  else
    for (int i = 1; i < mine_ops[op].arity; i++)
      defined = z3_and (z3, defined, operand_defined[i]);
  if (b && (flags & PEEP_OPF_SHIFT) && z3_width (z3, b) != p)
    {
      /* A count of another width: below P, then as P bits.  */
      unsigned wb = z3_width (z3, b), wide = wb > p ? wb : p;
      Z3_ast value = wb < wide ? Z3_mk_zero_ext (z3, wide - wb, b) : b;
      defined = z3_and (z3, defined,
			Z3_mk_bvult (z3, value, z3_number (z3, p, wide)));
      b = wb > p ? Z3_mk_extract (z3, p - 1, 0, b)
	  : Z3_mk_zero_ext (z3, p - wb, b);
    }
  Z3_ast value = peep_z3_value (z3, op, a, b, c, p, r);
  for (int kind = 1; kind < (1 << PEEP_UB_KINDS); kind <<= 1)
    if ((mine_ops[op].undefined & kind)
	&& (kind != PEEP_UB_OVERFLOW || undefined_regime))
      defined = z3_and (z3, defined, peep_z3_defined (z3, op, kind, a, b, p));
  if ((flags & PEEP_OPF_COMPARISON) && r != p)
    value = peep_z3_resize (z3, value, p, r);
  *defined_out = defined;
  return value;
}

/* The record in Z3: the value and definedness of every node, and the
   hypothesis (facts, conditions, the root defined).  */
typedef struct Encoding
{
  Z3_ast *values, *defined;
  Z3_ast hypothesis;
  int ready;		/* made (encoded), with the record's context */
} Encoding;

static Z3_ast
fact_z3 (Z3_context z3, int fact, Z3_ast x, peep_uint v, unsigned p)
{
  Z3_ast f = z3_number (z3, v, p);
  switch (fact)
    {
    case FACT_LOWER: return Z3_mk_bvsle (z3, f, x);
    case FACT_UPPER: return Z3_mk_bvsle (z3, x, f);
    case FACT_ULOWER: return Z3_mk_bvule (z3, f, x);
    case FACT_UUPPER: return Z3_mk_bvule (z3, x, f);
    case FACT_ONES: return Z3_mk_eq (z3, Z3_mk_bvand (z3, x, f), f);
    default:
      return Z3_mk_eq (z3, Z3_mk_bvand (z3, x, f), z3_number (z3, 0, p));
    }
}

static peep_uint
fact_field (const struct peep_facts *f, int fact)
{
  const peep_uint fields[FACT_COUNT] = { f->lower, f->upper, f->ulower,
					 f->uupper, f->ones, f->zeros };
  return fields[fact];
}

static void
encode (Miner *miner, Encoding *e)
{
  Z3_context z3 = miner->z3;
  const View *view = &miner->view;
  const Record *record = view->record;
  int n = record->node_count;
  e->values = mine_alloc (n * sizeof *e->values);
  e->defined = mine_alloc (n * sizeof *e->defined);
  Z3_ast hypothesis = Z3_mk_true (z3);
  for (int i = 0; i < n; i++)
    {
      const Node *node = &record->nodes[i];
      e->defined[i] = Z3_mk_true (z3);
      if (free_p (view, i))
	{
	  char name[32];
	  snprintf (name, sizeof name, "n%d", i);
	  e->values[i] = Z3_mk_const (z3, Z3_mk_string_symbol (z3, name),
				      Z3_mk_bv_sort (z3, node->r));
	  if (node->kind == NODE_LEAF)
	    for (int f = 0; f < FACT_COUNT; f++)
	      if (view->fact_mask[i] & (1 << f))
		hypothesis = z3_and (z3, hypothesis,
				     fact_z3 (z3, f, e->values[i],
					      fact_field (&view->facts[i], f),
					      node->p));
	}
      else if (node->kind == NODE_CONSTANT)
	e->values[i] = z3_number (z3, node->value, node->p);
      else
	{
	  Z3_ast args[3] = { NULL, NULL, NULL };
	  Z3_ast defined[3];
	  for (int k = 0; k < mine_ops[node->op].arity; k++)
	    {
	      args[k] = e->values[node->args[k]];
	      defined[k] = e->defined[node->args[k]];
	    }
	  e->values[i] = operation_z3 (z3, node->op, args[0], args[1], args[2],
				       defined, node->p, node->r,
				       node->undefined_regime,
				       &e->defined[i]);
	}
    }
  for (int c = 0; c < record->condition_count; c++)
    if (view->condition_on[c])
      {
	const Condition *cond = &record->conditions[c];
	Z3_ast value = peep_z3_value (z3, cond->op, e->values[cond->a],
				      e->values[cond->b], NULL, cond->p,
				      cond->p);
	Z3_ast holds = Z3_mk_eq (z3, value, z3_number (z3, cond->holds,
						      cond->p));
	hypothesis = z3_and (z3, hypothesis,
			     z3_and (z3, holds,
				     z3_and (z3, e->defined[cond->a],
					     e->defined[cond->b])));
      }
  e->hypothesis = z3_and (z3, hypothesis, e->defined[record->root]);
}

static void
z3_failure (Z3_context z3, Z3_error_code code)
{
  fprintf (stderr, "peephole-mine-z3: internal error: Z3: %s\n",
	   Z3_get_error_msg (z3, code));
  abort ();
}

/* The Z3 context of a record is made at its first query, and deleted
   with the record (main.c): most records are answered on words alone,
   and making a context takes some milliseconds.  */
static void
need_context (Miner *miner)
{
  Context *context = miner->context;
  if (!context->z3)
    {
      context->z3 = z3_new_context (z3_failure);
      context->tactic = bit_blast_tactic (context->z3);
      context->rlimit_count = 0;
    }
  miner->z3 = context->z3;
  miner->tactic = context->tactic;
}

void
context_free (Context *context)
{
  if (context->z3)
    {
      Z3_tactic_dec_ref (context->z3, context->tactic);
      Z3_del_context (context->z3);
      context->z3 = NULL;
    }
}

/* E, made if it is not: the first use of Z3 by a record.  */
static void
need_encoding (Miner *miner, Encoding *e)
{
  if (!e->ready)
    {
      need_context (miner);
      encode (miner, e);
      e->ready = 1;
    }
}

static void
encoding_free (Encoding *e)
{
  free (e->values);
  free (e->defined);
}

/* TERM in Z3 over the nodes' VALUES; a hole is HOLE.  */
static Z3_ast
term_z3 (Z3_context z3, const Term *term, Z3_ast *values, Z3_ast hole,
	 int undefined_regime, Z3_ast *defined)
{
  switch (term->kind)
    {
    case TERM_NODE:
      *defined = Z3_mk_true (z3);
      return values[term->node];
    case TERM_CONSTANT:
      *defined = Z3_mk_true (z3);
      return z3_number (z3, term->value, term->width);
    case TERM_HOLE:
      *defined = Z3_mk_true (z3);
      return hole;
    default:
      break;
    }
  Z3_ast args[3] = { NULL, NULL, NULL }, arg_defined[3];
  for (int i = 0; i < mine_ops[term->op].arity; i++)
    args[i] = term_z3 (z3, term->args[i], values, hole, undefined_regime,
		       &arg_defined[i]);
  return operation_z3 (z3, term->op, args[0], args[1], args[2], arg_defined,
		       term->p, term->r, undefined_regime, defined);
}

static double
now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* The resource limit of a query: --rlimit, but no more than what is
   left of --root-rlimit in the cheaper search, so that one query does
   not overrun the search's budget.  Z3 counts resources per context,
   and counts the same for the same queries in the same order on any
   machine: with these limits (and no --timeout or --root-time) the
   findings do not depend on the machine or its load.  */
static unsigned
query_rlimit (Miner *miner)
{
  unsigned limit = miner->options->rlimit;
  if (miner->search_rlimit_end)
    {
      unsigned long long used = miner->context->rlimit_count;
      unsigned long long left = used < miner->search_rlimit_end
				? miner->search_rlimit_end - used : 1;
      if (left < limit)
	limit = (unsigned) left;
    }
  return limit;
}

/* Z3 does not count all its work in its resources: on a record of
   brotli's (a subtraction of two 64-bit extensions, under four path
   conditions) one query ran for minutes at an rlimit of 100000.  A
   query has SAFETY_MS of wall time at most, whatever its rlimit: on
   the harvest of zlib, bzip2 and lz4 the slowest query Z3 decided took
   0.2 s, the brotli one over two minutes.  Only near the cap may an
   answer depend on the machine: the queries the cap ended are
   counted apart (--stats), and the answer of their record is not kept
   in --cache.  */
#define SAFETY_MS 10000

/* The time limit of a query: SAFETY_MS, or less if --timeout or
   --root-time set one: --timeout, but no more than what is left of
   --root-time in the cheaper search (a query of 500 ms, then another of the second
   solver, in a search of 200 ms took some 10% of the finder's time
   over the corpus, mostly for candidates that timed out).  */
static unsigned
query_timeout (Miner *miner)
{
  unsigned ms = miner->options->timeout_ms;
  if (miner->deadline > 0)
    {
      double left = (miner->deadline - now ()) * 1e3;
      if (ms == 0 || left < ms)
	ms = left < 1 ? 1 : (unsigned) left;
    }
  return ms && ms < SAFETY_MS ? ms : SAFETY_MS;
}

static double
wall_now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* The resources Z3 has counted in the context of SOLVER, after its
   last query: its statistic "rlimit count".  */
static unsigned long long
rlimit_count (Z3_context z3, Z3_solver solver)
{
  Z3_stats stats = Z3_solver_get_statistics (z3, solver);
  Z3_stats_inc_ref (z3, stats);
  unsigned long long count = 0;
  for (unsigned i = 0, n = Z3_stats_size (z3, stats); i < n; i++)
    if (Z3_stats_is_uint (z3, stats, i)
	&& strcmp (Z3_stats_get_key (z3, stats, i), "rlimit count") == 0)
      count = Z3_stats_get_uint_value (z3, stats, i);
  Z3_stats_dec_ref (z3, stats);
  return count;
}

/* FORMULA on SOLVER within the limits; *MODEL gets a model if it is
   satisfiable and MODEL is not null.  */
static Z3_lbool
solve (Miner *miner, Z3_solver solver, Z3_ast formula, Z3_model *model)
{
  Z3_context z3 = miner->z3;
  Z3_solver_inc_ref (z3, solver);
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "rlimit"),
		      query_rlimit (miner));
  unsigned ms = query_timeout (miner);
  Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "timeout"), ms);
  double start = wall_now ();
  Z3_solver_set_params (z3, solver, params);
  Z3_params_dec_ref (z3, params);
  Z3_solver_assert (z3, solver, formula);
  miner->statistics->queries++;
  Z3_lbool result = Z3_solver_check (z3, solver);
  miner->context->rlimit_count = rlimit_count (z3, solver);
  if (result == Z3_L_UNDEF && ms == SAFETY_MS
      && wall_now () - start >= SAFETY_MS * 0.9e-3)
    {
      miner->statistics->capped++;
      miner->timed = 1;
    }
  if (result == Z3_L_TRUE && model)
    {
      *model = Z3_solver_get_model (z3, solver);
      Z3_model_inc_ref (z3, *model);
    }
  Z3_solver_dec_ref (z3, solver);
  return result;
}

/* The tactic of the first solver of each query: the first steps of
   QF_BV's (simplify, propagate the values, solve the equations), then
   bit-blasting and SAT, made once per context.  These queries are
   small, and QF_BV's own solver, a combination with an incremental
   core and a longer preprocessing, took some 20% more of the finder's
   CPU time to make and to run.  */
Z3_tactic
bit_blast_tactic (Z3_context z3)
{
  static const char *const steps[] = { "simplify", "propagate-values",
				       "solve-eqs", "bit-blast", "sat" };
  Z3_tactic tactic = Z3_mk_tactic (z3, steps[0]);
  Z3_tactic_inc_ref (z3, tactic);
  for (size_t i = 1; i < sizeof steps / sizeof *steps; i++)
    {
      Z3_tactic step = Z3_mk_tactic (z3, steps[i]);
      Z3_tactic_inc_ref (z3, step);
      Z3_tactic both = Z3_tactic_and_then (z3, tactic, step);
      Z3_tactic_inc_ref (z3, both);
      Z3_tactic_dec_ref (z3, tactic);
      Z3_tactic_dec_ref (z3, step);
      tactic = both;
    }
  return tactic;
}

/* Ask Z3 whether FORMULA is satisfiable, within the limits.  The
   solver is that of bit_blast_tactic first: the default solver, which
   looks at the formula to pick one, costs some 5 ms of CPU to make,
   more than most of these queries take; but it is faster on some (a
   32-bit uint_mod timed out in QF_BV's solver), so a query over
   its limit (or a formula the tactic cannot decide) asks it again.  */
static Z3_lbool
check (Miner *miner, Z3_ast formula, Z3_model *model)
{
  Z3_context z3 = miner->z3;
  Z3_lbool result = solve (miner, Z3_mk_solver_from_tactic (z3,
							      miner->tactic),
			   formula, model);
  if (result == Z3_L_UNDEF)
    result = solve (miner, Z3_mk_solver (z3), formula, model);
  if (result == Z3_L_UNDEF)
    miner->statistics->unknown++;
  return result;
}

/* Whether TARGET, with the hole HOLE, is defined and equal to the root
   wherever the hypothesis holds: 1 proven, 0 refuted (a counterexample
   in *MODEL if MODEL), -1 unknown.  */
static int
prove_target (Miner *miner, Encoding *e, const Term *target, Z3_ast hole,
	      Z3_model *model)
{
  need_encoding (miner, e);
  Z3_context z3 = miner->z3;
  const Record *record = miner->view.record;
  Z3_ast defined;
  Z3_ast value = term_z3 (z3, target, e->values, hole,
			  record->nodes[record->root].undefined_regime,
			  &defined);
  Z3_ast goal = z3_and (z3, defined,
			Z3_mk_eq (z3, value, e->values[record->root]));
  Z3_lbool result = check (miner, z3_and (z3, e->hypothesis,
					  Z3_mk_not (z3, goal)), model);
  return result == Z3_L_FALSE ? 1 : result == Z3_L_TRUE ? 0 : -1;
}

static int agrees_on_words (Miner *miner);
static int refuted_before (Miner *miner);
static void remember_counterexample (Miner *miner, Encoding *e,
				     Z3_model model);

/* Whether the finding of MINER still holds on its view.  A sample of
   words where the hypothesis holds and the target does not give the
   root's value refutes it with no query to Z3: minimization tries many
   views that do not hold.  The samples are those of the view, then the
   counterexamples Z3 gave for the views tried before.  */
int
finding_holds (Miner *miner)
{
  if (!agrees_on_words (miner) || refuted_before (miner))
    return 0;
  Encoding e = { NULL, NULL, NULL, 0 };
  Z3_model counterexample;
  int proven = prove_target (miner, &e, miner->target, NULL,
			     &counterexample);
  if (proven == 0)
    {
      remember_counterexample (miner, &e, counterexample);
      Z3_model_dec_ref (miner->z3, counterexample);
    }
  encoding_free (&e);
  return proven == 1;
}

/* Concrete evaluation.  A sample gives every free node a value; the
   others are computed.  */
#define SAMPLE_MAX 24

typedef struct Samples
{
  int count;
  peep_uint *values[SAMPLE_MAX];	/* per node */
  peep_uint root[SAMPLE_MAX];
} Samples;

static void add_model_sample (Miner *miner, Encoding *e, Samples *s,
			      Z3_model model);

/* prove_target without a hole; a counterexample becomes a sample of S,
   on which the next candidates of the root die on words rather than in
   Z3 (CEGIS; and roots with few samples, under a path condition
   x == 5, pass many candidates on words).  */
static int
prove_learning (Miner *miner, Encoding *e, const Term *target, Samples *s)
{
  Z3_model counterexample;
  int proven = prove_target (miner, e, target, NULL, &counterexample);
  if (proven == 0)
    {
      add_model_sample (miner, e, s, counterexample);
      Z3_model_dec_ref (miner->z3, counterexample);
    }
  return proven;
}

static int
concrete_operation (enum peep_op op, peep_uint a, peep_uint b, peep_uint c,
		    unsigned p, unsigned r, unsigned count_width,
		    int undefined_regime, peep_uint *value)
{
  int flags = mine_ops[op].flags, defined = 1;
  if ((flags & PEEP_OPF_SHIFT) && count_width != p)
    {
      defined = b < p;
      b = peep_norm (b, p);
    }
  *value = peep_concrete_value (op, a, b, c, p, r);
  for (int kind = 1; kind < (1 << PEEP_UB_KINDS); kind <<= 1)
    if ((mine_ops[op].undefined & kind)
	&& (kind != PEEP_UB_OVERFLOW || undefined_regime))
      defined &= peep_concrete_defined (op, kind, a, b, p);
  if (flags & PEEP_OPF_COMPARISON)
    *value = peep_norm (*value, r);
  return defined;
}

/* Evaluate the nodes of VALUES whose operands are set; return whether
   the hypothesis holds (facts, conditions, root defined).  */
static int
evaluate_sample (const View *view, peep_uint *values)
{
  const Record *record = view->record;
  int n = record->node_count;
  unsigned char *defined = mine_alloc (n);
  int ok = 1;
  for (int i = 0; i < n && ok; i++)
    {
      const Node *node = &record->nodes[i];
      defined[i] = 1;
      if (free_p (view, i))
	{
	  if (node->kind != NODE_LEAF)
	    continue;
	  const struct peep_facts *f = &view->facts[i];
	  peep_uint x = values[i];
	  unsigned p = node->p;
	  int m = view->fact_mask[i];
	  if (((m >> FACT_LOWER & 1) && peep_slt (x, f->lower, p))
	      || ((m >> FACT_UPPER & 1) && peep_slt (f->upper, x, p))
	      || ((m >> FACT_ULOWER & 1) && x < f->ulower)
	      || ((m >> FACT_UUPPER & 1) && x > f->uupper)
	      || ((m >> FACT_ONES & 1) && (x & f->ones) != f->ones)
	      || ((m >> FACT_ZEROS & 1) && (x & f->zeros) != 0))
	    ok = 0;
	  continue;
	}
      if (node->kind == NODE_CONSTANT)
	{
	  values[i] = node->value;
	  continue;
	}
      peep_uint a[3] = { 0, 0, 0 };
      int arity = mine_ops[node->op].arity;
      for (int k = 0; k < arity; k++)
	a[k] = values[node->args[k]];
      unsigned count_width = arity > 1 ? record->nodes[node->args[1]].r
			     : node->p;
      defined[i] = concrete_operation (node->op, a[0], a[1], a[2], node->p,
				       node->r, count_width,
				       node->undefined_regime, &values[i]);
      if (mine_ops[node->op].flags & PEEP_OPF_SELECT)
	defined[i] &= defined[node->args[0]]
	  && defined[node->args[a[0] ? 1 : 2]];
      else
	for (int k = 0; k < arity; k++)
	  defined[i] &= defined[node->args[k]];
    }
  for (int c = 0; c < record->condition_count && ok; c++)
    if (view->condition_on[c])
      {
	const Condition *cond = &record->conditions[c];
	peep_uint v = peep_concrete_value (cond->op, values[cond->a],
					   values[cond->b], 0, cond->p,
					   cond->p);
	ok = v == (peep_uint) cond->holds && defined[cond->a]
	  && defined[cond->b];
      }
  ok = ok && defined[record->root];
  free (defined);
  return ok;
}

/* TERM on the words of VALUES; return whether it is defined.  */
static int
term_concrete (const Term *term, const peep_uint *values, peep_uint hole,
	       int undefined_regime, peep_uint *value)
{
  switch (term->kind)
    {
    case TERM_NODE: *value = values[term->node]; return 1;
    case TERM_CONSTANT: *value = term->value; return 1;
    case TERM_HOLE: *value = hole; return 1;
    default: break;
    }
  peep_uint a[3] = { 0, 0, 0 };
  int defined = 1, arity = mine_ops[term->op].arity;
  for (int i = 0; i < arity; i++)
    defined &= term_concrete (term->args[i], values, hole, undefined_regime,
			      &a[i]);
  return concrete_operation (term->op, a[0], a[1], a[2], term->p, term->r,
			     term->p, undefined_regime, value) && defined;
}

#define RANDOM_SEED 88172645463325252ULL
static unsigned long long random_state = RANDOM_SEED;

static unsigned long long
random_word (void)
{
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return random_state;
}

static peep_uint fit_facts (const View *view, int i, peep_uint x, int pick);

/* A value of P bits: a corner (0, 1, -1, the extremes) or random,
   moved towards the leaf's facts.  */
static peep_uint
random_value (const View *view, int i)
{
  const Node *node = &view->record->nodes[i];
  unsigned p = node->r;
  peep_uint corners[6] = { 0, 1, peep_mask (p), peep_minint (p),
			   peep_maxint (p), 2 };
  int pick = (int) (random_word () % 12);
  /* Normalized: 2 is no value of a 1-bit leaf.  */
  peep_uint x = pick < 6 ? peep_norm (corners[pick], p)
		: peep_norm (PEEP_UINT (random_word (), random_word ())
			     >> (random_word () % p), p);
  return fit_facts (view, i, x, pick);
}

/* X moved towards the facts of node I; PICK chooses the bound an
   unsigned range is entered by.  */
static peep_uint
fit_facts (const View *view, int i, peep_uint x, int pick)
{
  const Node *node = &view->record->nodes[i];
  unsigned p = node->r;
  if (node->kind != NODE_LEAF || view->cut[i])
    return x;
  const struct peep_facts *f = &view->facts[i];
  int m = view->fact_mask[i];
  if (m & (1 << FACT_ULOWER | 1 << FACT_UUPPER))
    {
      peep_uint low = (m >> FACT_ULOWER & 1) ? f->ulower : 0;
      peep_uint high = (m >> FACT_UUPPER & 1) ? f->uupper : peep_mask (p);
      if (x < low || x > high)
	x = pick & 1 ? low : high > low ? low + x % (high - low + 1) : low;
    }
  if (m & (1 << FACT_LOWER | 1 << FACT_UPPER))
    {
      if ((m >> FACT_LOWER & 1) && peep_slt (x, f->lower, p))
	x = f->lower;
      if ((m >> FACT_UPPER & 1) && peep_slt (f->upper, x, p))
	x = f->upper;
    }
  if (m >> FACT_ONES & 1)
    x |= f->ones;
  if (m >> FACT_ZEROS & 1)
    x &= ~f->zeros;
  return x;
}

static void
add_sample (Samples *s, const View *view, peep_uint *values)
{
  if (s->count == SAMPLE_MAX)
    {
      free (values);
      return;
    }
  s->values[s->count] = values;
  s->root[s->count++] = values[view->record->root];
}

/* A sample from a model of Z3.  */
static void
add_model_sample (Miner *miner, Encoding *e, Samples *s, Z3_model model)
{
  const View *view = &miner->view;
  int n = view->record->node_count;
  peep_uint *values = mine_alloc (n * sizeof *values);
  for (int i = 0; i < n; i++)
    if (free_p (view, i))
      {
	Z3_ast v;
	Z3_model_eval (miner->z3, model, e->values[i], true, &v);
	values[i] = z3_to_uint (miner->z3, v);
      }
  if (evaluate_sample (view, values))
    add_sample (s, view, values);
  else
    free (values);
}

static void
random_samples (const View *view, Samples *s, int wanted)
{
  int n = view->record->node_count;
  for (int attempt = 0; attempt < 40 * wanted && s->count < wanted;
       attempt++)
    {
      peep_uint *values = mine_alloc (n * sizeof *values);
      for (int i = 0; i < n; i++)
	if (free_p (view, i))
	  values[i] = random_value (view, i);
      if (evaluate_sample (view, values))
	add_sample (s, view, values);
      else
	free (values);
    }
}

/* The samples where every free node is the same corner (0, 1, -1, the
   extremes): a candidate's constant that is wrong only at a corner
   (x != 2147483647 for (x + 1) > x) dies on words, not in Z3.  */
static void
corner_samples (const View *view, Samples *s)
{
  int n = view->record->node_count;
  for (int corner = 0; corner < 5; corner++)
    {
      peep_uint *values = mine_alloc (n * sizeof *values);
      for (int i = 0; i < n; i++)
	if (free_p (view, i))
	  {
	    unsigned p = view->record->nodes[i].r;
	    peep_uint corners[5] = { 0, 1, peep_mask (p), peep_minint (p),
				     peep_maxint (p) };
	    values[i] = fit_facts (view, i, corners[corner], corner);
	  }
      if (evaluate_sample (view, values))
	add_sample (s, view, values);
      else
	free (values);
    }
}

static void
samples_free (Samples *s)
{
  for (int i = 0; i < s->count; i++)
    free (s->values[i]);
  s->count = 0;
}

/* Whether TERM agrees with the root on every sample.  */
static int
agrees (const Term *term, const Samples *s, int undefined_regime)
{
  for (int i = 0; i < s->count; i++)
    {
      peep_uint v;
      if (!term_concrete (term, s->values[i], 0, undefined_regime, &v)
	  || v != s->root[i])
	return 0;
    }
  return 1;
}

/* Whether the target of MINER agrees with the root on samples of its
   view (the same ones for the same view: the samples start from the
   seed).  */
static int
agrees_on_words (Miner *miner)
{
  const Record *record = miner->view.record;
  Samples s = { 0 };
  unsigned long long saved = random_state;
  random_state = RANDOM_SEED;
  corner_samples (&miner->view, &s);
  random_samples (&miner->view, &s, s.count + 12);
  int result = agrees (miner->target, &s,
		       record->nodes[record->root].undefined_regime);
  samples_free (&s);
  random_state = saved;
  return result;
}

/* The counterexamples of the views of a finding that did not hold, as
   the values of the nodes.  The views minimization tries differ a
   little from each other (a bound moved, a bit or a condition
   dropped), and a counterexample of one refutes many of the next on
   words, with no query to Z3: a bound's bisection asks Z3 about the
   few steps none refutes.  Any values are a sample of any view (its
   hypothesis and root are computed again), so an old counterexample
   is never wrong, at worst useless.  A ring: the latest are kept.  */
#define COUNTEREXAMPLE_MAX 32

struct Counterexamples
{
  int count, next;
  peep_uint *values[COUNTEREXAMPLE_MAX];	/* per node */
};

static void
remember_counterexample (Miner *miner, Encoding *e, Z3_model model)
{
  const View *view = &miner->view;
  int n = view->record->node_count;
  peep_uint *values = mine_alloc (n * sizeof *values);
  for (int i = 0; i < n; i++)
    if (free_p (view, i))
      {
	Z3_ast v;
	Z3_model_eval (miner->z3, model, e->values[i], true, &v);
	values[i] = z3_to_uint (miner->z3, v);
      }
  if (!miner->counterexamples)
    miner->counterexamples = mine_alloc (sizeof *miner->counterexamples);
  struct Counterexamples *c = miner->counterexamples;
  if (c->count < COUNTEREXAMPLE_MAX)
    c->count++;
  else
    free (c->values[c->next]);
  c->values[c->next] = values;
  c->next = (c->next + 1) % COUNTEREXAMPLE_MAX;
}

/* Whether a counterexample remembered refutes the view of MINER.  */
static int
refuted_before (Miner *miner)
{
  const struct Counterexamples *c = miner->counterexamples;
  if (!c)
    return 0;
  const Record *record = miner->view.record;
  int n = record->node_count, refuted = 0;
  peep_uint *values = mine_alloc (n * sizeof *values);
  for (int k = 0; k < c->count && !refuted; k++)
    {
      peep_uint v;
      memcpy (values, c->values[k], n * sizeof *values);
      refuted = evaluate_sample (&miner->view, values)
	&& (!term_concrete (miner->target, values, 0,
			    record->nodes[record->root].undefined_regime, &v)
	    || v != values[record->root]);
    }
  free (values);
  return refuted;
}

void
forget_counterexamples (Miner *miner)
{
  struct Counterexamples *c = miner->counterexamples;
  if (!c)
    return;
  for (int k = 0; k < c->count; k++)
    free (c->values[k]);
  free (c);
  miner->counterexamples = NULL;
}

/* Terms.  */

static Term *
term_new (TermKind kind)
{
  Term *t = mine_alloc (sizeof *t);
  t->kind = kind;
  return t;
}

static Term *
term_node (int node)
{
  Term *t = term_new (TERM_NODE);
  t->node = node;
  return t;
}

static Term *
term_constant (peep_uint value, unsigned width)
{
  Term *t = term_new (TERM_CONSTANT);
  t->value = value;
  t->width = width;
  return t;
}

static Term *
term_copy (const Term *t)
{
  Term *copy = term_new (t->kind);
  *copy = *t;
  if (t->kind == TERM_OPERATION)
    for (int i = 0; i < mine_ops[t->op].arity; i++)
      copy->args[i] = term_copy (t->args[i]);
  return copy;
}

/* A copy of T with its hole replaced by the constant VALUE.  */
static Term *
term_fill (const Term *t, peep_uint value)
{
  if (t->kind == TERM_HOLE)
    return term_constant (value, t->width);
  Term *copy = term_copy (t);
  if (t->kind == TERM_OPERATION)
    for (int i = 0; i < mine_ops[t->op].arity; i++)
      copy->args[i] = term_fill (t->args[i], value);
  return copy;
}

/* Whether the root takes two values on the samples of S.  */
static int
varies_p (const Samples *s)
{
  for (int i = 1; i < s->count; i++)
    if (s->root[i] != s->root[0])
      return 1;
  return 0;
}

/* Question 1: is the root one value?  Words first: most roots take two
   values on the samples, and need no query to Z3 (which costs some
   milliseconds each, most of the finder's time).  */
static int
find_constant (Miner *miner, Encoding *e, Samples *s)
{
  const Record *record = miner->view.record;
  const Node *root = &record->nodes[record->root];
  corner_samples (&miner->view, s);
  random_samples (&miner->view, s, s->count + 12);
  if (varies_p (s))
    return 0;
  Z3_model model;
  need_encoding (miner, e);
  if (check (miner, e->hypothesis, &model) != Z3_L_TRUE)
    return 0;		/* never reached, or unknown */
  add_model_sample (miner, e, s, model);
  Z3_ast v;
  Z3_model_eval (miner->z3, model, e->values[record->root], true, &v);
  Z3_model_dec_ref (miner->z3, model);
  Term *target = term_constant (z3_to_uint (miner->z3, v), root->r);
  if (agrees (target, s, 0) && prove_learning (miner, e, target, s) == 1)
    {
      miner->kind = FINDING_CONSTANT;
      miner->target = target;
      return 1;
    }
  free (target);
  return 0;
}

/* Whether the root's DAG has no free node: a constant already.  */
static int
constant_dag_p (const View *view)
{
  unsigned char *reachable = mine_alloc (view->record->node_count);
  node_reachable (view, view->record->root, reachable);
  int constant = 1;
  for (int i = 0; i < view->record->node_count; i++)
    if (reachable[i] && free_p (view, i))
      constant = 0;
  free (reachable);
  return constant;
}

static int comparison_p (enum peep_op op);

/* Question 2: is the root equal to a leaf or another node?  */
static int
find_same (Miner *miner, Encoding *e, Samples *s)
{
  const Record *record = miner->view.record;
  const Node *root = &record->nodes[record->root];
  unsigned char *reachable = mine_alloc (record->node_count);
  node_reachable (&miner->view, record->root, reachable);
  int found = 0;
  for (int pass = 0; pass < 2 && !found; pass++)
    for (int i = 0; i < record->node_count && !found; i++)
      {
	const Node *node = &record->nodes[i];
	if (!reachable[i] || i == record->root || node->r != root->r
	    || node->kind == NODE_CONSTANT
	    || (pass == 0) != (node->kind == NODE_LEAF))
	  continue;
	/* x != 0 of a _Bool x is x, but a branch needs the comparison
	   (and GCC folds it elsewhere): a comparison is not "the same"
	   as its own operand.  */
	if (root->kind == NODE_OPERATION && comparison_p (root->op)
	    && (root->args[0] == i || root->args[1] == i))
	  continue;
	/* The target keeps node I: a rewrite must still save something
	   (a conversion of the sign alone of I saves nothing).  */
	int saved;
	view_saving (&miner->view, i, &saved);
	if (saved == 0)
	  continue;
	Term *target = term_node (i);
	if (agrees (target, s, 0)
	    && prove_learning (miner, e, target, s) == 1)
	  {
	    miner->kind = FINDING_SAME;
	    miner->target = target;
	    found = 1;
	  }
	else
	  free (target);
      }
  free (reachable);
  return found;
}

/* Question 3: a cheaper expression.  The candidates, cheapest first,
   are operations of the table over operands: the leaves, the small
   constants and the record's constants of the root's width, and a
   hole, one constant that synthesis finds.  */
typedef struct Search
{
  Miner *miner;
  Encoding *e;
  Samples *s;
  Term **operands;
  int operand_count;
  int ops[PEEP_OP_COUNT];
  int op_count;
  unsigned width;	/* of the values */
  int regime;
  int root_cost, root_count;
  int single;		/* the root is one operation on leaves and constants */
  int syntheses;	/* candidates with a hole tried */
  peep_uint *guesses;	/* of a hole (hole_guesses), made once per root */
  int guess_count;
  int refuter;		/* the sample that refuted the last hole value */
  double deadline;	/* of the search, in seconds of CPU time, if
			   --root-time */
  Term *found;
} Search;

/* The share of the budget of candidates that synthesis may take: each
   synthesis asks Z3, the other candidates are first tried on words.  */
#define SYNTHESIS_SHARE 50

/* Candidates are tried in peepgen's order of cost (gen/cost.c): fewer
   operations first, then a lower sum of ranks; without a hole first.  */

/* Whether COST, COUNT is below the root's: a lower sum of ranks, or the
   same sum with fewer operations.  */
static int
cheaper_p (const Search *search, int cost, int count)
{
  return cost < search->root_cost
	 || (cost == search->root_cost && count < search->root_count);
}

static void
term_free (Term *t)
{
  if (t->kind == TERM_OPERATION)
    for (int i = 0; i < 3; i++)
      if (t->args[i] && t->args[i]->kind == TERM_OPERATION)
	term_free (t->args[i]);
  if (t->kind == TERM_OPERATION)
    free (t);
}

/* Whether TERM contains the hole.  */
static int
has_hole (const Term *term)
{
  if (term->kind == TERM_HOLE)
    return 1;
  if (term->kind == TERM_OPERATION)
    for (int i = 0; i < mine_ops[term->op].arity; i++)
      if (has_hole (term->args[i]))
	return 1;
  return 0;
}

/* The value of the hole that makes TERM give WANTED on the words
   VALUES, by inverting the operations on the hole's path: exact for
   add, sub, xor, neg, invert and a multiplication by an odd number.
   Return 0 where an operation on the path cannot be inverted.  */
static int
invert_hole (const Term *term, const peep_uint *values, peep_uint wanted,
	     int regime, peep_uint *hole)
{
  if (term->kind == TERM_HOLE)
    {
      *hole = peep_norm (wanted, term->width);
      return 1;
    }
  if (term->kind != TERM_OPERATION)
    return 0;
  int arity = mine_ops[term->op].arity;
  int h = has_hole (term->args[0]) ? 0 : 1;
  peep_uint other = 0, w = term->p ? peep_mask (term->p) : 0;
  if (arity == 2
      && !term_concrete (term->args[1 - h], values, 0, regime, &other))
    return 0;
  peep_uint next;
  switch (term->op)
    {
    case PEEP_OP_int_add: next = wanted - other; break;
    case PEEP_OP_int_sub: next = h == 0 ? wanted + other : other - wanted;
      break;
    case PEEP_OP_int_xor: next = wanted ^ other; break;
    case PEEP_OP_int_neg: next = -wanted; break;
    case PEEP_OP_int_invert: next = ~wanted; break;
    case PEEP_OP_int_mul:
      {
	if (!(other & 1))
	  return 0;
	/* The inverse of an odd number modulo 2^P, by Newton's method.  */
	peep_uint inverse = other;
	for (int i = 0; i < 7; i++)
	  inverse *= 2 - other * inverse;
	next = wanted * inverse;
	break;
      }
    default:
      return 0;
    }
  return invert_hole (term->args[h], values, next & w, regime, hole);
}

/* The constants a hole of WIDTH is tried with where it cannot be
   solved for: small numbers, powers of two and masks, their negations,
   the record's constants and their neighbours, and the root's value on
   the first sample and its complement; each once.  */
static int
hole_guesses (const Search *search, peep_uint *guesses, int max)
{
  unsigned w = search->width;
  peep_uint mask = peep_mask (w);
  int n = 0;
#define GUESS(v) do { if (n < max) guesses[n++] = (v) & mask; } while (0)
  for (unsigned k = 0; k <= 16; k++)
    {
      GUESS (k);
      GUESS (-(peep_uint) k);
    }
  for (unsigned k = 5; k < w; k++)
    {
      GUESS ((peep_uint) 1 << k);
      GUESS (((peep_uint) 1 << k) - 1);
      GUESS (~(((peep_uint) 1 << k) - 1));
    }
  GUESS (peep_minint (w));
  GUESS (peep_maxint (w));
  for (int i = 0; i < search->operand_count; i++)
    if (search->operands[i]->kind == TERM_CONSTANT)
      {
	peep_uint v = search->operands[i]->value;
	GUESS (v);
	GUESS (v + 1);
	GUESS (v - 1);
	GUESS (~v);
	GUESS (-v);
      }
  if (search->s->count > 0)
    {
      GUESS (search->s->root[0]);
      GUESS (~search->s->root[0]);
    }
#undef GUESS
  int unique = 0;
  for (int i = 0; i < n; i++)
    {
      int seen = 0;
      for (int k = 0; k < unique && !seen; k++)
	seen = guesses[k] == guesses[i];
      if (!seen)
	guesses[unique++] = guesses[i];
    }
  return unique;
}

/* Whether TEMPLATE with the hole VALUE agrees with the root on every
   sample.  The sample that refuted the last value, *REFUTER, is tried
   first: the next value often fails on it too, where the first sample
   (a corner, such as 0) lets many pass.  */
static int
agrees_with_hole (const Term *template, const Samples *s, peep_uint value,
		  int regime, int *refuter)
{
  for (int k = -1; k < s->count; k++)
    {
      int i = k < 0 ? *refuter : k;
      if (k == *refuter || i >= s->count)
	continue;
      peep_uint v;
      if (!term_concrete (template, s->values[i], value, regime, &v)
	  || v != s->root[i])
	{
	  *refuter = i;
	  return 0;
	}
    }
  return 1;
}

/* The most values of a hole that survive the samples and are given to
   Z3 to prove.  */
#define HOLE_PROOFS 3

/* Synthesis of the hole of TEMPLATE, on words first: the hole's value
   is solved for on the first sample where the operations allow it,
   else guessed among a few constants; only values that agree with the
   root on every sample are proven by Z3.  A counterexample becomes a
   sample, and the next value must agree with it too.  Most templates
   die here without a query.  */
static Term *
synthesize (Search *search, const Term *template)
{
  Samples *s = search->s;
  if (s->count == 0)
    return NULL;
  peep_uint solved;
  const peep_uint *guesses = &solved;
  int count = 1;
  if (!invert_hole (template, s->values[0], s->root[0], search->regime,
		    &solved))
    {
      /* The guesses depend only on the root and its first sample,
	 which stays the first: they are made for the root's first
	 template, not for each.  */
      if (!search->guesses)
	{
	  search->guesses = mine_alloc (512 * sizeof *search->guesses);
	  search->guess_count = hole_guesses (search, search->guesses, 512);
	}
      guesses = search->guesses;
      count = search->guess_count;
    }
  int proofs = 0;
  for (int g = 0; g < count && proofs < HOLE_PROOFS; g++)
    {
      if (!agrees_with_hole (template, s, guesses[g], search->regime,
			     &search->refuter))
	continue;
      search->miner->statistics->syntheses++;
      proofs++;
      Term *candidate = term_fill (template, guesses[g]);
      if (prove_learning (search->miner, search->e, candidate, s) == 1)
	return candidate;
      term_free (candidate);
    }
  return NULL;
}

/* A candidate before it is built: SHAPE is one of the forms below,
   over the operations TOP and INNER and the operands A, B, C (indices
   of Search.operands).  */
typedef enum Shape
{
  SHAPE_U,		/* top (a) */
  SHAPE_B,		/* top (a, b) */
  SHAPE_U_B,		/* top (inner (a, b)) */
  SHAPE_U_U,		/* top (inner (a)) */
  SHAPE_B_U,		/* top (inner (a), b) */
  SHAPE_B_U_RIGHT,	/* top (b, inner (a)) */
  SHAPE_B_B,		/* top (inner (a, b), c) */
  SHAPE_B_B_RIGHT,	/* top (c, inner (a, b)) */
  SHAPE_SELECT		/* int_select (inner (a, b), c, d) */
} Shape;

typedef struct Candidate
{
  int cost, count, hole;
  Shape shape;
  enum peep_op top, inner;
  int a, b, c, d;
} Candidate;

/* The most candidates generated before they are sorted.  */
#define CANDIDATE_MAX 200000

static Term *
operation_term (const Search *search, enum peep_op op, Term *a, Term *b,
		int top)
{
  Term *t = term_new (TERM_OPERATION);
  t->op = op;
  t->args[0] = a;
  t->args[1] = b;
  const Node *root = &search->miner->view.record->nodes
    [search->miner->view.record->root];
  t->p = search->width;
  t->r = !(mine_ops[op].flags & PEEP_OPF_COMPARISON) ? search->width
	 : top ? root->r : 1;
  return t;
}

static Term *
candidate_term (const Search *search, const Candidate *c)
{
  Term **o = search->operands;
  switch (c->shape)
    {
    case SHAPE_U:
      return operation_term (search, c->top, o[c->a], NULL, 1);
    case SHAPE_B:
      return operation_term (search, c->top, o[c->a], o[c->b], 1);
    case SHAPE_U_B:
      return operation_term (search, c->top,
			     operation_term (search, c->inner, o[c->a],
					     o[c->b], 0), NULL, 1);
    case SHAPE_U_U:
      return operation_term (search, c->top,
			     operation_term (search, c->inner, o[c->a], NULL,
					     0), NULL, 1);
    case SHAPE_B_U:
    case SHAPE_B_U_RIGHT:
      {
	Term *inner = operation_term (search, c->inner, o[c->a], NULL, 0);
	return c->shape == SHAPE_B_U
	       ? operation_term (search, c->top, inner, o[c->b], 1)
	       : operation_term (search, c->top, o[c->b], inner, 1);
      }
    case SHAPE_SELECT:
      {
	Term *t = operation_term (search, PEEP_OP_int_select,
				  operation_term (search, c->inner, o[c->a],
						  o[c->b], 0), o[c->c], 1);
	t->args[2] = o[c->d];
	return t;
      }
    default:
      {
	Term *inner = operation_term (search, c->inner, o[c->a], o[c->b], 0);
	return c->shape == SHAPE_B_B
	       ? operation_term (search, c->top, inner, o[c->c], 1)
	       : operation_term (search, c->top, o[c->c], inner, 1);
      }
    }
}

/* Try candidate C: on the samples, then with Z3, or by synthesis of
   its hole.  */
static void
try_candidate (Search *search, const Candidate *c)
{
  Term *t = candidate_term (search, c);
  Term *found = NULL;
  if (c->hole)
    {
      if (search->syntheses++
	  < search->miner->options->budget / SYNTHESIS_SHARE + 1)
	found = synthesize (search, t);
    }
  else if (agrees (t, search->s, search->regime)
	   && prove_learning (search->miner, search->e, t, search->s) == 1)
    found = term_copy (t);
  term_free (t);
  search->found = found;
}

/* Whether OP may appear in a candidate: of one or two operands, not a
   conversion, at the width, and of the signedness the record's types
   allow (SIGNEDNESS: PEEP_OPF_SIGNED, PEEP_OPF_UNSIGNED or 0 when
   unknown, which allows only operations of either).  */
static int
op_allowed (enum peep_op op, unsigned width, int signedness)
{
  const OpInfo *info = &mine_ops[op];
  int w = width == 8 ? PEEP_W8 : width == 16 ? PEEP_W16 : width == 32
	  ? PEEP_W32 : width == 64 ? PEEP_W64 : width == 128 ? PEEP_W128 : 0;
  if (info->arity < 1 || info->arity > 2
      || (info->flags & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT
			 | PEEP_OPF_SELECT))
      || (w ? !(info->widths & w) : info->widths != PEEP_WANY))
    return 0;
  int sign = info->flags & (PEEP_OPF_SIGNED | PEEP_OPF_UNSIGNED);
  return !sign || sign == signedness;
}

/* The signedness of the root's type: signed where overflow is
   undefined, else what its operations say.  */
static int
record_signedness (const View *view, const unsigned char *reachable)
{
  const Record *record = view->record;
  if (record->nodes[record->root].undefined_regime)
    return PEEP_OPF_SIGNED;
  int seen = 0;
  for (int i = 0; i < record->node_count; i++)
    if (reachable[i] && record->nodes[i].kind == NODE_OPERATION
	&& record->nodes[i].p == record->nodes[record->root].p
	&& !(mine_ops[record->nodes[i].op].flags & PEEP_OPF_CONVERT))
      seen |= mine_ops[record->nodes[i].op].flags
	& (PEEP_OPF_SIGNED | PEEP_OPF_UNSIGNED);
  return seen == PEEP_OPF_SIGNED || seen == PEEP_OPF_UNSIGNED ? seen : 0;
}

/* The candidates of a root, grown as they are generated: most roots
   have a few thousand, and zeroing room for CANDIDATE_MAX of them per
   root took some 5% of the CPU time.  */
typedef struct CandidateList
{
  Candidate *items;
  int count, size;
} CandidateList;

/* The rank of candidate C in the order of trial: fewer operations,
   then a lower cost, then without a hole.  MAX_COST bounds the
   costs.  */
static int
candidate_rank (const Candidate *c, int max_cost)
{
  return ((c->count - 1) * (max_cost + 1) + c->cost) * 2 + c->hole;
}

/* Sort LIST in the order of trial, by counting: the ranks are few, and
   qsort of up to CANDIDATE_MAX candidates per root took some 5% of
   the CPU time.  Stable: candidates of equal rank are tried in the
   order they were generated.  */
static void
sort_candidates (CandidateList *list, int max_cost)
{
  int ranks = candidate_rank (&(Candidate) { .count = 2, .cost = max_cost,
					      .hole = 1 }, max_cost) + 1;
  int *start = mine_alloc ((ranks + 1) * sizeof *start);
  for (int i = 0; i < list->count; i++)
    {
      int rank = candidate_rank (&list->items[i], max_cost);
      if (rank < 0 || rank >= ranks)
	abort ();
      start[rank + 1]++;
    }
  for (int r = 0; r < ranks; r++)
    start[r + 1] += start[r];
  Candidate *sorted = malloc ((list->count + 1) * sizeof *sorted);
  if (!sorted)
    abort ();
  for (int i = 0; i < list->count; i++)
    sorted[start[candidate_rank (&list->items[i], max_cost)]++]
      = list->items[i];
  free (list->items);
  free (start);
  list->items = sorted;
  list->size = list->count + 1;
}

/* Add candidate C if it is cheaper than the root, uses a leaf, and
   has at most one hole.  LEAVES is the number of leaf operands: the
   operands are the leaves, then the constants, then the hole.  */
static void
add_candidate (Search *search, CandidateList *list, Candidate c,
	       int operand_count)
{
  int used[4] = { c.a, c.b, c.c, c.d };
  int leaf = 0, holes = 0, hole_index = search->operand_count - 1;
  for (int i = 0; i < operand_count; i++)
    {
      leaf |= search->operands[used[i]]->kind == TERM_NODE;
      holes += search->operands[used[i]]->kind == TERM_HOLE
	&& used[i] == hole_index;
    }
  c.cost = mine_ops[c.top].cost + (c.shape >= SHAPE_U_B
				   ? mine_ops[c.inner].cost : 0);
  c.count = c.shape >= SHAPE_U_B ? 2 : 1;
  c.hole = holes;
  if (!leaf || holes > 1 || !cheaper_p (search, c.cost, c.count)
      || list->count == CANDIDATE_MAX)
    return;
  if (list->count == list->size)
    {
      list->size = list->size ? 2 * list->size : 1024;
      list->items = realloc (list->items, list->size * sizeof *list->items);
      if (!list->items)
	abort ();
    }
  list->items[list->count++] = c;
}

static int
comparison_p (enum peep_op op)
{
  return (mine_ops[op].flags & PEEP_OPF_COMPARISON) != 0;
}

/* Whether A, B are in the order a commutative operation takes.  */
static int
ordered (enum peep_op op, int a, int b)
{
  return !(mine_ops[op].flags & PEEP_OPF_COMMUTATIVE) || a <= b;
}

static void
generate (Search *search, CandidateList *list, int top_comparison)
{
  int n = search->operand_count;
  for (int t = 0; t < search->op_count; t++)
    {
      enum peep_op top = search->ops[t];
      if (comparison_p (top) != top_comparison)
	continue;
      int top_arity = mine_ops[top].arity;
      for (int a = 0; a < n && cheaper_p (search, mine_ops[top].cost, 1);
	   a++)
	{
	  if (top_arity == 1)
	    add_candidate (search, list, (Candidate) { .shape = SHAPE_U,
			   .top = top, .a = a }, 1);
	  else
	    for (int b = 0; b < n; b++)
	      if (ordered (top, a, b))
		add_candidate (search, list, (Candidate) { .shape = SHAPE_B,
			       .top = top, .a = a, .b = b }, 2);
	}
      for (int i = 0; i < search->op_count; i++)
	{
	  enum peep_op inner = search->ops[i];
	  if (search->single || comparison_p (inner)
	      || !cheaper_p (search, mine_ops[top].cost
			     + mine_ops[inner].cost, 2))
	    continue;
	  int inner_arity = mine_ops[inner].arity;
	  for (int a = 0; a < n; a++)
	    {
	      if (inner_arity == 1 && top_arity == 1)
		add_candidate (search, list, (Candidate) {
			       .shape = SHAPE_U_U, .top = top,
			       .inner = inner, .a = a }, 1);
	      if (inner_arity == 1 && top_arity == 2)
		for (int b = 0; b < n; b++)
		  {
		    add_candidate (search, list, (Candidate) {
				   .shape = SHAPE_B_U, .top = top,
				   .inner = inner, .a = a, .b = b }, 2);
		    if (!(mine_ops[top].flags & PEEP_OPF_COMMUTATIVE))
		      add_candidate (search, list, (Candidate) {
				     .shape = SHAPE_B_U_RIGHT, .top = top,
				     .inner = inner, .a = a, .b = b }, 2);
		  }
	      if (inner_arity == 2)
		for (int b = 0; b < n; b++)
		  {
		    if (!ordered (inner, a, b))
		      continue;
		    if (top_arity == 1)
		      add_candidate (search, list, (Candidate) {
				     .shape = SHAPE_U_B, .top = top,
				     .inner = inner, .a = a, .b = b }, 2);
		    else
		      for (int c = 0; c < n; c++)
			{
			  add_candidate (search, list, (Candidate) {
					 .shape = SHAPE_B_B, .top = top,
					 .inner = inner, .a = a, .b = b,
					 .c = c }, 3);
			  if (!(mine_ops[top].flags & PEEP_OPF_COMMUTATIVE))
			    add_candidate (search, list, (Candidate) {
					   .shape = SHAPE_B_B_RIGHT,
					   .top = top, .inner = inner,
					   .a = a, .b = b, .c = c }, 3);
			}
		  }
	    }
	}
    }
}

/* Selects of two operands on a comparison of two:
   int_select (inner (a, b), c, d), without holes.  */
static void
generate_selects (Search *search, CandidateList *list)
{
  int n = search->operand_count - 1;
  for (int i = 0; i < search->op_count; i++)
    {
      enum peep_op inner = search->ops[i];
      if (!comparison_p (inner)
	  || !cheaper_p (search, mine_ops[PEEP_OP_int_select].cost
			 + mine_ops[inner].cost, 2))
	continue;
      for (int a = 0; a < n; a++)
	for (int b = 0; b < n; b++)
	  if (ordered (inner, a, b) && a != b
	      && search->operands[a]->kind == TERM_NODE)
	    for (int c = 0; c < n; c++)
	      for (int d = 0; d < n; d++)
		if (c != d)
		  add_candidate (search, list, (Candidate) {
				 .shape = SHAPE_SELECT,
				 .top = PEEP_OP_int_select, .inner = inner,
				 .a = a, .b = b, .c = c, .d = d }, 4);
    }
}

/* The operands of candidates: the leaves of the root's DAG of WIDTH,
   the constants 0, 1, -1 and the record's constants of WIDTH, then a
   hole.  */
static void
collect_operands (Search *search, const unsigned char *reachable)
{
  const Record *record = search->miner->view.record;
  unsigned w = search->width;
  search->operands = mine_alloc ((record->node_count + 4)
				 * sizeof *search->operands);
  int n = 0;
  for (int i = 0; i < record->node_count; i++)
    if (reachable[i] && free_p (&search->miner->view, i)
	&& record->nodes[i].r == w)
      search->operands[n++] = term_node (i);
  peep_uint small[3] = { 0, 1, peep_mask (w) };
  for (int k = 0; k < 3; k++)
    search->operands[n++] = term_constant (small[k], w);
  for (int i = 0; i < record->node_count; i++)
    if (record->nodes[i].kind == NODE_CONSTANT && record->nodes[i].r == w)
      {
	int seen = 0;
	for (int k = 0; k < n; k++)
	  seen |= search->operands[k]->kind == TERM_CONSTANT
	    && search->operands[k]->value == record->nodes[i].value;
	if (!seen)
	  search->operands[n++] = term_constant (record->nodes[i].value, w);
      }
  Term *hole = term_new (TERM_HOLE);
  hole->width = w;
  search->operands[n++] = hole;
  search->operand_count = n;
}

/* The operands of a root of one operation: its own.  Such a root can
   only become a leaf or a constant (the first two questions), or
   another operation of lower cost on the same operands; a search over
   other operands and constants would find what GCC's folding already
   does, at the cost of the whole search per root.  */
static void
collect_root_operands (Search *search)
{
  const Record *record = search->miner->view.record;
  const Node *root = &record->nodes[record->root];
  int arity = mine_ops[root->op].arity;
  search->operands = mine_alloc ((arity + 1) * sizeof *search->operands);
  int n = 0;
  for (int k = 0; k < arity; k++)
    {
      int seen = 0;
      for (int j = 0; j < k; j++)
	seen |= root->args[j] == root->args[k];
      const Node *arg = &record->nodes[root->args[k]];
      if (seen || arg->r != search->width)
	continue;
      search->operands[n++] = arg->kind == NODE_CONSTANT
			      ? term_constant (arg->value, search->width)
			      : term_node (root->args[k]);
    }
  search->operand_count = n;
}

static int
find_cheaper (Miner *miner, Encoding *e, Samples *s)
{
  const View *view = &miner->view;
  const Record *record = view->record;
  const Node *root = &record->nodes[record->root];
  int top_comparison = comparison_p (root->op);
  if (!top_comparison && root->r != root->p)
    return 0;
  Search search = { .miner = miner, .e = e, .s = s,
		    .width = root->p, .regime = root->undefined_regime };
  search.root_cost = view_cost (view, &search.root_count);
  unsigned char *reachable = mine_alloc (record->node_count);
  node_reachable (view, record->root, reachable);
  int signedness = record_signedness (view, reachable);
  for (int op = 1; op < PEEP_OP_COUNT; op++)
    if (op_allowed ((enum peep_op) op, search.width, signedness))
      search.ops[search.op_count++] = op;
  /* One operation dies, and it is the root: its operands are leaves,
     constants or operations that stay, which a target may use for
     nothing.  (If the one is below a conversion of the sign, the
     target must not use it: it would stay.)  */
  search.single = search.root_count == 1
		  && !nop_p (root->op, root->p, root->r);
  if (search.single)
    collect_root_operands (&search);
  else
    collect_operands (&search, reachable);
  free (reachable);
  CandidateList list = { NULL, 0, 0 };
  generate (&search, &list, top_comparison);
  if (!top_comparison && !search.single)
    generate_selects (&search, &list);
  sort_candidates (&list, search.root_cost);
  if (miner->options->root_time_ms)
    search.deadline = now () + miner->options->root_time_ms / 1e3;
  miner->deadline = search.deadline;
  if (miner->options->root_rlimit)
    miner->search_rlimit_end = miner->context->rlimit_count
			       + miner->options->root_rlimit;
  long queries = miner->statistics->queries;
  for (int i = 0; i < list.count && i < miner->options->budget
       && !search.found; i++)
    {
      /* The limits are looked at after a query to Z3; the clock of
	 --root-time, a system call, also every 256 candidates: most
	 die on words in less time than the call takes, and reading it
	 every 16 took 9% of the CPU time.  */
      if (miner->statistics->queries != queries
	  || (search.deadline > 0 && i % 256 == 0))
	{
	  queries = miner->statistics->queries;
	  if ((miner->search_rlimit_end
	       && miner->context->rlimit_count >= miner->search_rlimit_end)
	      || (search.deadline > 0 && now () > search.deadline))
	    {
	      miner->statistics->over_budget++;
	      break;
	    }
	}
      try_candidate (&search, &list.items[i]);
    }
  miner->search_rlimit_end = 0;
  miner->deadline = 0;
  free (list.items);
  free (search.guesses);
  for (int i = 0; i < search.operand_count; i++)
    free (search.operands[i]);
  free (search.operands);
  if (!search.found)
    return 0;
  miner->kind = FINDING_CHEAPER;
  miner->target = search.found;
  return 1;
}

/* Ask the three questions of the record of MINER's view, in order;
   return whether one found something (in MINER's kind and target).  */
int
find_finding (Miner *miner)
{
  /* A root that is a conversion of the sign alone (of a DAG of such)
     has nothing to save.  */
  int count;
  view_cost (&miner->view, &count);
  if (count == 0)
    return 0;
  Encoding e = { NULL, NULL, NULL, 0 };
  Samples s = { 0 };
  int found = 0;
  /* The answer of a record depends on its canonical key alone (main.c):
     its random samples do not depend on the records before it, nor do
     Z3's counterexamples and the resources Z3 counts, in a context of
     its own whose constants are named by node index.  */
  random_state = RANDOM_SEED;
  if (!constant_dag_p (&miner->view))
    found = find_constant (miner, &e, &s);
  if (!found && s.count > 0)
    found = find_same (miner, &e, &s) || find_cheaper (miner, &e, &s);
  samples_free (&s);
  encoding_free (&e);
  return found;
}
