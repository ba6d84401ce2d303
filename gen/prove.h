/* prove.h: what the files of peepgen's prover share.

   The prover (prove.c, the driver) proves each rule with Z3: the
   meaning of its pattern, checks and target as Z3 terms (semantics.c),
   the solvers that decide them (solver.c), counterexamples and why a
   rule never applies (counterexample.c), the proof cache (cache.c),
   the termination check (cost.c) and the summary of --check
   (summary.c).  Their functions for the other phases are declared in
   peepgen.h; this header declares the types they share and, grouped by
   file, the functions one of them calls in another.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PROVE_H
#define PROVE_H

#include <z3.h>

#include "peepgen.h"

/* A named value: a pattern variable, an assigned name, a fact, or an
   intermediate value for counterexamples.  */
typedef struct Named
{
  const char *name;
  Z3_ast value;
  unsigned width;	/* 0 for conditions */
  struct Named *next;
} Named;

/* A condition with the text that explains it, for unsat cores and for
   saying why a target is undefined.  */
typedef struct Condition
{
  const char *text;
  const char *broken;	/* what it means that it does not hold */
  Z3_ast condition;
  struct Condition *next;
} Condition;

/* The exact value over the integers of an operation that can
   overflow, in twice its width (semantics.c, exact_value).  */
typedef struct Exact
{
  Z3_ast value;		/* the operation's P-bit value */
  Z3_ast exact;		/* its exact value, in 2P bits */
  struct Exact *next;
} Exact;

/* One proof: its Z3 context and what is translated in it.  */
typedef struct Proof
{
  Z3_context z3;
  const Rule *rule;
  unsigned widths[TYPE_MAX];	/* of each type of the rule */
  Regime regimes[TYPE_MAX];
  /* The type being translated: its width, sort and regime.  */
  unsigned width;
  Regime regime;
  Z3_sort sort;
  Named *variables;	/* pattern variables and assigned names */
  Named *facts;		/* x.lower ..., created as checks use them */
  Named *trace;		/* intermediate values, newest first */
  Condition *assumptions;	/* soundness of facts */
  Condition *pattern_defined;
  Condition *target_defined;
  Condition *checks;	/* checks, and definedness of assignments */
  Z3_ast splits[8];	/* terms with few values, to split the proof on */
  unsigned split_limits[8];	/* each takes values in [0, limit) */
  int split_count;
  Exact *exacts;	/* exact values of operations that can overflow */
  Z3_ast guards[4];	/* conditions to split the proof on first */
  int guard_count;
  bool in_assignment;	/* translating an assignment: collect guards */
  Z3_ast powers[4];	/* variables that checks make 0 or a power of 2 */
  int power_count;
  /* Type tests whose value the obligation does not decide: unsigned
     (x) of a type of either signedness in the wrapping regime, a free
     Boolean for each type (by type; the tests, by their text, for
     counterexamples).  With FREE_TYPE_TESTS, every type test is free
     (prove.c, excluded_by_type_tests).  */
  Z3_ast free_tests[FUNCTION_COUNT][TYPE_MAX];
  Named *type_tests;
  bool free_type_tests;
  double value_split_deadline;	/* solver.c, split_values */
  double deadline;	/* when the search for a counterexample gives up,
			   all its cases together (a triage), or 0: each
			   query has the whole timeout */
} Proof;

/* The result of one obligation.  */
typedef struct Result
{
  Outcome outcome;
  char *report;		/* the counterexample, or the conflicting conditions */
} Result;

/* The obligations of a rule: every assignment of a width and a regime
   to each of its types that its conversions and signedness allow.  A
   type none of whose operations can overflow is proven in the wrapping
   regime only: its regime changes nothing, and the proof holds for
   both.  */
typedef struct Obligations
{
  Signature *signatures;
  Result *results;
  int count;
} Obligations;

/* prove.c */
extern const char *const regime_names[REGIME_COUNT];

/* What is known of a family of rules (Rule's FAMILY) in a triage.  */
typedef struct FamilyState
{
  bool refuted;			/* a rule of it has a counterexample */
  unsigned timeout_width;	/* the narrowest width a proof of it timed
				   out at, or 0 */
} FamilyState;
/* The state of FAMILY, or NULL for 0 (no family).  */
FamilyState *prove_family (int family);
unsigned signature_width (const Rule *rule, const Signature *signature);
/* Whether an obligation at WIDTH of a rule of FAMILY (NULL: none) need
   not be tried: the family has a counterexample, or timed out at WIDTH
   or narrower.  */
bool family_settled (const FamilyState *family, unsigned width);
void family_record (FamilyState *family, Outcome outcome, unsigned width);
bool prove_tries (const Rule *rule, const Obligations *o, int i,
		  const FamilyState *family);
Obligations rule_obligations (const Rule *rule);
bool same_regimes (const Rule *rule, const Signature *a, const Signature *b);
const char *signature_regimes (const Rule *rule, const Signature *signature);
Result prove_at (const Rule *rule, const Signature *signature,
		 const ProveOptions *options);
ProofMask mask_bit (Regime regime, int w);

/* semantics.c */
Z3_ast mk_and2 (Z3_context z3, Z3_ast a, Z3_ast b);
Z3_ast conjunction (Proof *proof, const Condition *conditions);
Named *add_named (Named **list, const char *name, Z3_ast value,
		  unsigned width);
Named *find_named (Named *list, const char *name);
void set_uniform_type (Proof *proof, unsigned width, Regime regime);
Z3_ast term_value (Proof *proof, const Expr *expr, Condition **defined);
void translate_clauses (Proof *proof, const Clause *clauses,
			Condition **checks);
Z3_ast preconditions (Proof *proof);

/* solver.c */
void z3_error (Z3_context z3, Z3_error_code code);
Z3_solver make_solver (Z3_context z3, unsigned timeout_ms);
Z3_lbool check_fresh (Proof *proof, Z3_ast formula, unsigned timeout_ms,
		      Z3_model *model);
Z3_lbool find_model (Proof *proof, Z3_ast formula, unsigned timeout_ms);
Z3_lbool find_counterexample (Proof *proof, Z3_ast formula,
			      unsigned timeout_ms, Z3_model *model);

/* counterexample.c */
char *format_counterexample (Proof *proof, Z3_model model, Z3_ast pattern,
			     Z3_ast target);
Z3_model minimize_counterexample (Proof *proof, Z3_ast formula);
char *explain_vacuous (Proof *proof, unsigned timeout_ms);

/* cache.c */
extern int cache_hits, cache_misses;	/* from the cache, proven now */
typedef struct Timing
{
  const Rule *rule;
  Signature signature;
  Outcome outcome;
  double seconds;	/* wall-clock time of the proof */
} Timing;
extern Timing *timings;		/* each obligation proven now */
extern int timing_count;
Result prove_cached (const Rule *rule, const Signature *signature,
		     const ProveOptions *options);
const char *cache_key (const Rule *rule, const Signature *signature,
		       const ProveOptions *options);
bool cache_lookup (const Rule *rule, const Signature *signature,
		   const ProveOptions *options, Result *result);
double now_seconds (void);
Result prove_now (const Rule *rule, const Signature *signature,
		  const ProveOptions *options, double *seconds);

/* parallel.c */
void prove_in_parallel (RuleSet *rules, const ProveOptions *options);
bool parallel_fresh (const char *path, double *seconds);
extern int parallel_count;	/* cache.c: of cache_misses, proven by
				   children */

/* cost.c */
void check_cost (const Rule *rule);

/* summary.c */
void record_outcomes (Rule *rule, const Obligations *o);

#endif /* PROVE_H */
