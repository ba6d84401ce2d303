/* peepgen.h: the internal header of peepgen, the rule compiler.

   peepgen reads rule files and writes the matcher of the plugin.  Its
   pipeline, one file per phase: lex.c (tokens), parse.c (rules),
   check.c (names and types), lower.c (sugar, queries, commutative
   variants, rule order), prove.c (Z3), tree.c (decision trees), emit.c
   (C code), main.c (the command line).  The prover is several files
   with an internal header of their own, prove.h: prove.c (the driver),
   semantics.c (rules as Z3 terms), solver.c (Z3's solvers and
   tactics), counterexample.c, cache.c (the proof cache), cost.c (the
   termination check) and summary.c; z3context.c sets up Z3 for it and
   for kbprove.  peepsearch.c, a second program, uses the same phases
   to search for new rules.  This header declares the types the phases
   share and, grouped by file, their functions.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPGEN_H
#define PEEPGEN_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "peephole-ops.h"

/* A place in a rule file; line and column count from 1.  */
typedef struct Location
{
  const char *file;
  int line;
  int column;
} Location;

/* A 128-bit unsigned number: literals, and values of a given precision
   held zero-extended.  */
typedef struct Wide
{
  uint64_t high;
  uint64_t low;
} Wide;

/* Operations of the rule language, then its sugar.  ORDER OPS.  */
typedef enum Op
{
  OP_NONE,
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) OP_##NAME,
#define PEEP_SUGAR(NAME, CORE, SECOND) OP_##NAME,
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
  OP_COUNT
} Op;

typedef struct OpInfo
{
  const char *name;
  int arity;
  int flags;
  int cost;
  int undefined;	/* PEEP_UB_* */
  int widths;		/* PEEP_W* */
  Op core;		/* for sugar: the operation it stands for, else OP_NONE */
  int second;		/* for sugar: the constant second operand */
} OpInfo;

/* Operators of check and assignment expressions.  ORDER OPERATORS.  */
typedef enum Operator
{
#define OPERATOR(NAME, SPELLING, PRECEDENCE, OPERAND, RESULT, C) \
  OPERATOR_##NAME,
#include "operators.def"
#undef OPERATOR
  OPERATOR_COUNT
} Operator;

/* The two types of expressions.  */
typedef enum Type
{
  TYPE_NONE,
  TYPE_INT,
  TYPE_BOOL
} Type;

typedef struct OperatorInfo
{
  const char *spelling;
  int precedence;	/* binary operators; 0 for unary ones */
  Type operand;
  Type result;
  const char *c;	/* its C code, %1 and %2 standing for the operands */
} OperatorInfo;

/* Helper functions of expressions.  ORDER FUNCTIONS.  */
typedef enum Function
{
#define FUNCTION(NAME, ARITY, RESULT, KIND, C) FUNCTION_##NAME,
#include "functions.def"
#undef FUNCTION
  FUNCTION_COUNT
} Function;

/* What a helper function computes on (the KIND column of
   functions.def).  */
typedef enum FunctionKind
{
  FUNCTION_OF_VALUES,	/* the values of its integer arguments */
  FUNCTION_OF_TYPE	/* the type of its argument, a pattern variable:
			   a type test (unsigned (x), precision (x) ...) */
} FunctionKind;

/* What the compiler knows of a pattern variable (x.lower ...).
   ORDER FACTS.  */
typedef enum Fact
{
#define FACT(NAME, DESCRIPTION) FACT_##NAME,
#include "facts.def"
#undef FACT
  FACT_COUNT
} Fact;

/* IntBound-style queries (x.known_lt_const (c) ...).  ORDER QUERIES.  */
typedef enum Query
{
#define QUERY(NAME, PARAMETERS, DEFINITION) QUERY_##NAME,
#include "queries.def"
#undef QUERY
  QUERY_COUNT
} Query;

/* MININT, MAXINT and LONG_BIT: constants of the statement's precision.
   ORDER SPECIALS: special_names in gen/util.c.  */
typedef enum Special
{
  SPECIAL_MININT,
  SPECIAL_MAXINT,
  SPECIAL_LONG_BIT,
  SPECIAL_COUNT
} Special;

typedef enum ExprKind
{
  EXPR_INTEGER,		/* a literal: value */
  EXPR_NAME,		/* a pattern variable or an assigned name: name */
  EXPR_SPECIAL,		/* MININT, MAXINT, LONG_BIT: special */
  EXPR_OPERATION,	/* int_add (a, b) in a pattern or target: op */
  EXPR_UNARY,		/* -a, ~a, not a: operator */
  EXPR_BINARY,		/* a + b ... a and b: operator */
  EXPR_CALL,		/* highest_bit (a): function */
  EXPR_FACT,		/* x.lower: fact, args[0] the variable */
  EXPR_QUERY,		/* x.known_lt_const (c): query, args[0] x */
  EXPR_WIDTH		/* N, bound by int_zext (x, N): the precision of
			   the operand of the operation that binds it,
			   whose type is width_type */
} ExprKind;

#define EXPR_MAX_ARGS 3

typedef struct Expr
{
  ExprKind kind;
  Location location;
  Wide value;
  const char *name;
  Special special;
  Op op;
  Operator operator_;
  Function function;
  Fact fact;
  Query query;
  int arg_count;
  struct Expr *args[EXPR_MAX_ARGS];
  Type type;		/* set by the checker */
  const char *width_name;	/* int_zext (x, N)'s optional N, in a
				   pattern */
  int width_type;	/* EXPR_WIDTH: the type whose precision it is */
  int tvar;		/* set by types.c: the type of the value, or for a
			   comparison or a condition, of its operands */
} Expr;

typedef enum ClauseKind
{
  CLAUSE_CHECK,		/* check EXPR */
  CLAUSE_ASSIGN		/* NAME = EXPR */
} ClauseKind;

typedef struct Clause
{
  ClauseKind kind;
  Location location;
  const char *name;
  const char *text;	/* the expression as written */
  Expr *expr;
  struct Clause *next;
} Clause;

/* What a rule's target is; rules are tried in this order.  */
typedef enum TargetKind
{
  TARGET_CONSTANT,	/* => 0, => C */
  TARGET_OPERAND,	/* => x */
  TARGET_OPERATION	/* => int_neg (x) */
} TargetKind;

/* Overflow regimes.  ORDER REGIMES: enum peep_regime in
   include/peephole-api.h, regime_names in gen/prove.c, regime_text in
   plugin/verify.cc.  */
typedef enum Regime
{
  REGIME_WRAPPING,
  REGIME_UNDEFINED,
  REGIME_COUNT
} Regime;

/* The result of proving a rule at one width in one regime.  ORDER
   OUTCOMES: outcome_names (the proof cache's files, and
   prove_outcome_name) in gen/cache.c,
   and why (prove_print_summary) and words (prove_print_time_report) in
   gen/summary.c.  */
typedef enum Outcome
{
  OUTCOME_NOT_APPLICABLE,	/* unsigned-only rules never see undefined
				   overflow; the type tests of the checks
				   exclude the obligation's types */
  OUTCOME_PROVEN,
  OUTCOME_VACUOUS,		/* the pattern and the checks never hold */
  OUTCOME_FAILED,		/* counterexample */
  OUTCOME_TIMEOUT,
  OUTCOME_SORRY,		/* SORRY_Z3: not proven, by request */
  OUTCOME_SKIPPED		/* not tried: wrong at another width in the
				   same regimes (never in the cache) */
} Outcome;

/* The precisions rules are proven at (--widths).  */
#define WIDTH_MAX 8

/* The width index of truth values (_Bool, one bit), beyond those of
   --widths: only types that hold the value of a comparison have it.  */
#define WIDTH_BOOL (WIDTH_MAX - 1)

/* The integer types a rule involves (types.c): the type of its root
   operation is type 0; conversions introduce the others, in the
   pattern, and in the target where the operand's type fixes the
   result's (uint_cast, sint_cast) or the type is a select's _Bool.  */
#define TYPE_MAX 5

typedef struct TypeVar
{
  int sign;		/* -1 signed types only, 1 unsigned only, 0 any */
  bool overflows;	/* an operation of this type can overflow, so its
			   regime matters */
  bool regime_tested;	/* a check tests its regime (wraps (x),
			   undefined (x)), so that it matters too
			   (type_regime_matters) */
  int widths;		/* PEEP_W*: the precisions its operations exist
			   at, PEEP_W1 for a truth value (all of
			   PEEP_WANY: any precision of --widths) */
  bool truth;		/* it holds the value of a comparison: it may be
			   _Bool (WIDTH_BOOL) */
  bool computed;	/* an operation other than a comparison computes
			   in it; a type that is not (its values are only
			   compared, or converted to another type) may be
			   a _Bool too, as b in (int) (b != 0) */
  const Expr *first;	/* where it first occurs in the pattern; for a
			   type only the target has, the node MADE_BY
			   fixes the type of */
  const Expr *made_by;	/* a type only the target has: the uint_cast or
			   sint_cast of the target whose result it is (the
			   type of that signedness and of its operand's
			   precision), or the select whose condition it is
			   (a _Bool); NULL for the pattern's types */
} TypeVar;

/* A conversion's constraint between the precisions of two types:
   RELATION is -1, 0 or 1 as the precision of type FROM is below, equal
   to or above that of type TO.  */
typedef struct WidthRelation
{
  int from, to;
  int relation;
} WidthRelation;

#define RELATION_MAX 8

/* One proof obligation: a width (index into widths) and a regime for
   each type of a rule.  Its slot, in the emitted tables of where rules
   are proven, is the sum of (REGIME * WIDTH_MAX + W) << (4 * TYPE).  */
typedef struct Signature
{
  unsigned char width[TYPE_MAX];
  unsigned char regime[TYPE_MAX];
} Signature;

/* The bytes of the table of slots of a rule of N types (at least 1).  */
#define SLOT_BYTES(N) ((1 << (4 * (N))) / 8)

/* Where a rule holds: bit REGIME * WIDTH_COUNT + W for each precision
   widths[W] and regime.  */
typedef uint32_t ProofMask;

typedef struct Rule
{
  const char *name;
  Location location;
  const char *text;	/* the rule as written */
  Expr *pattern;
  Clause *clauses;
  bool sorry_z3;
  bool off_by_default;	/* "default off": the plugin applies it only
			   when -fplugin-arg-peephole-enable names it */
  Location default_location;	/* of its "default" line, if any */
  bool shared;		/* "shared": the rule applies where an inner
			   operation of the pattern has other uses */
  Location shared_location;	/* of its "shared" line, if any */
  Expr *target;
  bool bad;		/* the checker found an error in it */
  /* Set by the checker and lowering.  */
  Op written_op;	/* the pattern's operation before lowering */
  TargetKind target_kind;
  int sign;		/* of type 0: -1 signed only, 1 unsigned only, 0 any */
  int index;		/* in file order */
  /* Set by types.c.  */
  int type_count;
  TypeVar types[TYPE_MAX];
  WidthRelation relations[RELATION_MAX];
  int relation_count;
  bool tests_types;	/* its checks, assignments or target use type
			   tests (unsigned (x), precision (x) ...) */
  /* Set by the prover.  */
  ProofMask proven;	/* of type 0, where the rule is proven for some
			   widths and regimes of its other types */
  ProofMask applicable;	/* the widths and regimes the rule applies to */
  unsigned char outcome[REGIME_COUNT][WIDTH_MAX];	/* an Outcome, of
							   single-type rules */
  unsigned char *proven_slots;	/* bit per Signature slot */
  /* Every obligation of the rule, in the order of rule_obligations (a
     width and a regime for each type; those its types do not allow are
     not obligations), and its result, in every mode of the prover
     (prove_verdict sums them up).  An obligation is OUTCOME_SKIPPED
     after a counterexample at a narrower one with the same regimes, or
     in a settled family (see FAMILY),
     OUTCOME_SORRY in a SORRY_Z3 rule, and OUTCOME_NOT_APPLICABLE where
     the rule's type tests exclude its types (precision (x) == 8 at 16
     bits): the pattern and the checks could hold there only if the
     type tests had other values.  */
  int obligation_count;
  /* In a triage of match.pd, the form the rule comes from (1, 2 ...),
     else 0: a form's rules are proven as a family, and once one of
     them has a counterexample, or a proof that timed out at some width,
     the family's other obligations (theirs at that width or wider) are
     not tried (OUTCOME_SKIPPED): the form's outcome is settled.  */
  int family;
  /* In a triage, a rule of a form that another of its instances makes
     unsupported: the form cannot be proven, only refuted, and its rule
     is searched for counterexamples at the two narrowest widths of
     --widths only (rule_obligations).  */
  bool search_only;
  Signature *obligation_signatures;
  unsigned char *obligation_outcomes;	/* an Outcome each */
  char **obligation_reports;	/* each its counterexample (failed), or
				   the conditions that conflict (vacuous,
				   or not applicable), or NULL */
} Rule;

typedef struct RuleSet
{
  Rule **rules;
  int count;
  int capacity;
} RuleSet;

/* A commutative variant of a rule's pattern: what the matcher tries.  */
typedef struct Variant
{
  Rule *rule;
  Expr *pattern;
} Variant;

typedef struct VariantList
{
  Variant *variants;
  int count;
} VariantList;

extern unsigned widths[WIDTH_MAX];
extern int width_count;

/* util.c */
void *xmalloc (size_t size);
void *arena_alloc (size_t size);
char *arena_strdup (const char *s);
char *arena_strndup (const char *s, size_t n);
char *arena_printf (const char *format, ...)
  __attribute__ ((format (printf, 1, 2)));
void arena_free_all (void);
unsigned arena_generation (void);
Wide wide_from_uint (uint64_t low);
Wide wide_truncate (Wide a, unsigned precision);
bool wide_equal (Wide a, Wide b);
char *wide_to_decimal (Wide a);
char *expr_text (const struct Expr *expr);
char *sha256_hex (const char *data, size_t length);
extern const OpInfo op_info[OP_COUNT];
extern const char *const op_gimple_form[OP_COUNT];
extern const OperatorInfo operator_info[OPERATOR_COUNT];
extern const char *const function_names[FUNCTION_COUNT];
extern const int function_arity[FUNCTION_COUNT];
extern const Type function_result[FUNCTION_COUNT];
extern const FunctionKind function_kind[FUNCTION_COUNT];
extern const char *const function_c[FUNCTION_COUNT];
extern const char *const fact_names[FACT_COUNT];
extern const char *const special_names[SPECIAL_COUNT];
extern const char *const query_names[QUERY_COUNT];
extern const char *const query_parameters[QUERY_COUNT];
extern const char *const query_definitions[QUERY_COUNT];
Op op_lookup (const char *name);
Op op_matched (Op op);
const char *closest_name (const char *name, const char *const *names,
			  int count);

/* diag.c */
void diag_error (Location location, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));
void diag_verror (Location location, const char *format, va_list ap)
  __attribute__ ((format (printf, 2, 0)));
void diag_warning (Location location, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));
void diag_note (Location location, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));
void diag_fatal (const char *format, ...)
  __attribute__ ((format (printf, 1, 2), noreturn));
void diag_internal (const char *file, int line, const char *message)
  __attribute__ ((noreturn));
int diag_error_count (void);
void diag_reset (FILE *out);
FILE *diag_stream (void);
#define gen_assert(COND) \
  ((COND) ? (void) 0 : diag_internal (__FILE__, __LINE__, #COND))

/* lex.c */
typedef enum TokenKind
{
  TOKEN_END,
  TOKEN_NAME,
  TOKEN_INTEGER,
  TOKEN_CHECK,		/* check */
  TOKEN_SORRY_Z3,	/* SORRY_Z3 */
  TOKEN_DEFAULT,	/* default */
  TOKEN_ARROW,		/* => */
  TOKEN_ASSIGN,		/* = */
  TOKEN_COLON,
  TOKEN_COMMA,
  TOKEN_DOT,
  TOKEN_LPAREN,
  TOKEN_RPAREN,
  TOKEN_OPERATOR	/* + - ... and or not: operator */
} TokenKind;

typedef struct Token
{
  TokenKind kind;
  Location location;
  const char *start;	/* the token's text in the buffer */
  size_t length;
  Wide value;		/* TOKEN_INTEGER */
  Operator operator_;	/* TOKEN_OPERATOR */
} Token;

typedef struct Lexer
{
  const char *file;
  const char *buffer;
  const char *end;
  const char *cursor;
  int line;
  int column;
} Lexer;

void lex_init (Lexer *lexer, const char *file, const char *buffer,
	       size_t length);
Token lex_next (Lexer *lexer);
const char *token_describe (const Token *token);

/* parse.c */
bool parse_file (const char *file, RuleSet *rules);
void parse_buffer (const char *file, const char *buffer, size_t length,
		   RuleSet *rules);
Expr *parse_expression_string (const char *text, const char *origin);
Expr *expr_new (ExprKind kind, Location location);

/* check.c */
void check_rules (RuleSet *rules);
Type check_free_expression (Expr *expr, const char *const *names,
			    int count);

/* types.c */
void types_infer (RuleSet *rules);
extern int types_limit;
bool type_regime_matters (const Rule *rule, int type);
int signature_slot (const Signature *signature, int type_count);
unsigned width_value (int index);
const char *signature_widths (const Signature *signature, int type_count);

/* lower.c */
void lower_rules (RuleSet *rules);
VariantList lower_variants (RuleSet *rules);
int expr_operation_count (const Expr *expr);
bool expr_equal (const Expr *a, const Expr *b);

/* prove.c */
typedef struct ProveOptions
{
  unsigned timeout_ms;	/* per query */
  bool verbose;
  bool smt2;		/* print each query in SMT-LIB 2 */
  const char *cache;	/* directory of the proof cache, or NULL */
  bool quiet;		/* outcomes only, no counterexamples (peepsearch) */
  int jobs;		/* proofs at once: 0 for make's jobserver, or 1 */
  bool triage;		/* record the outcomes only (the obligations of
			   each Rule, prove_verdict), for a report: no
			   errors, warnings or notes, no termination
			   check (match.pd's rules) */
} ProveOptions;

/* A rule's outcome as a whole, from its obligations.  ORDER VERDICTS:
   verdict_names in gen/prove.c.  */
typedef enum RuleVerdict
{
  VERDICT_PROVEN,	/* every obligation that can hold is proven */
  VERDICT_REFUTED,	/* a counterexample at some obligation */
  VERDICT_TIMEOUT,	/* no counterexample, but some proof timed out */
  VERDICT_VACUOUS,	/* no obligation can hold (or there is none) */
  VERDICT_SORRY		/* SORRY_Z3: not proven, by request */
} RuleVerdict;

void prove_rules (RuleSet *rules, const ProveOptions *options);
RuleVerdict prove_verdict (const Rule *rule);
const char *prove_verdict_name (RuleVerdict verdict);
const char *prove_outcome_name (Outcome outcome);
const char *prove_signature_text (const Rule *rule,
				  const Signature *signature);
Outcome prove_obligation (const Rule *rule, unsigned width, Regime regime,
			  const ProveOptions *options);
Outcome prove_covers (const Rule *candidate, const Clause *clauses,
		      const char *const *names, const Expr *const *terms,
		      int count, unsigned width, Regime regime,
		      unsigned timeout_ms);
Outcome prove_equivalent (const Rule *rule, const Clause *clauses,
			  const Expr *target, const Signature *signature,
			  bool proven, unsigned timeout_ms, const char **why);

/* semantics.c */
bool prove_evaluate (const char *line, FILE *out);

/* cost.c */
int prove_compare_cost (const Expr *a, const Expr *b);

/* summary.c */
void prove_print_summary (const RuleSet *rules, FILE *out);
void prove_print_time_report (FILE *out, int count);

/* tree.c */

/* Where an operand sits in a pattern: "" is the statement, "0" its
   first operand, "0_1" the second operand of the definition of that.  */
typedef const char *Path;

/* What the matcher knows of a matched variant once its tree has
   reached it: the operands it binds and the tests left for its leaf.  */
typedef enum GuardKind
{
  GUARD_SAME,		/* a repeated variable: same SSA name or constant */
  GUARD_LITERAL,	/* a constant operand equals a literal */
  GUARD_USES_INSIDE	/* an inner matched operation has no use outside
			   the pattern */
} GuardKind;

typedef struct Guard
{
  GuardKind kind;
  Path path;
  Path other;		/* GUARD_SAME */
  const Expr *literal;	/* GUARD_LITERAL */
} Guard;

typedef struct Bound
{
  const char *name;
  Path path;
  bool constant;	/* a C-variable: its value is known too */
} Bound;

typedef struct Match
{
  const Variant *variant;
  Bound *bound;
  int bound_count;
  Guard *guards;
  int guard_count;
} Match;

/* The head of an operand, which a switch tests: an operation, or one of
   these.  */
#define HEAD_CONSTANT ((int) OP_COUNT)

typedef enum NodeKind
{
  NODE_FAIL,		/* no rule matches */
  NODE_SWITCH,		/* on the head of the operand at PATH */
  NODE_LEAF		/* try MATCH; if it fails, go on with OTHERWISE */
} NodeKind;

typedef struct Case
{
  int head;		/* an Op, or HEAD_CONSTANT */
  struct Node *subtree;
} Case;

typedef struct Node
{
  NodeKind kind;
  Path path;
  Case *cases;
  int case_count;
  struct Node *otherwise;
  const Match *match;
} Node;

/* The decision trees of a rule set: one for each root operation, NULL
   where no variant is rooted.  */
typedef struct DecisionTrees
{
  Node *roots[OP_COUNT];
  int variant_counts[OP_COUNT];
  int leaf_counts[OP_COUNT];
} DecisionTrees;

void tree_build_all (const VariantList *variants, DecisionTrees *trees);

/* emit.c */
typedef struct EmitOptions
{
  const char *output;		/* the file to write */
  /* A canonical directory (realpath, no trailing '/'): the rule files
     under it are named relative to it in the output, so that the output
     does not depend on how their paths were spelled.  NULL names them
     as given.  */
  const char *relative_to;
  bool line_directives;		/* #line to the rules, and back */
  int shards;			/* parts of the matcher besides OUTPUT */
} EmitOptions;
void emit_file (FILE *out, const RuleSet *rules, const DecisionTrees *trees,
		char **files, int file_count, const EmitOptions *options);
bool emit_write_file (const char *output, const char *text,
		      bool unless_same);
const char *emit_recorded_name (const EmitOptions *options,
				const char *file);
bool emit_matcher (const RuleSet *rules, const DecisionTrees *trees,
		   char **files, int file_count, const EmitOptions *options);

/* emitmd.c */
/* The proven rules of RULES as GCC match.pd (simplify ...) forms, to
   OPTIONS->output (--emit=match.pd); a rule without a translation is a
   comment that says why.  */
bool emit_match_pd (const RuleSet *rules, char **files, int file_count,
		    const EmitOptions *options);

#endif /* PEEPGEN_H */
