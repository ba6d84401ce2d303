/* mine.h: what the files of peephole-mine-z3 share.

   peephole-mine-z3 is the find part of the miner (include/peephole-mine.h):
   it reads harvest files (read.c), asks Z3 per root whether the root is
   a constant, equal to a value already computed, or computable more
   cheaply (find.c), minimizes each finding (minimize.c), and prints the
   findings, deduplicated by their canonical form (emit.c); main.c is the
   pipeline.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef MINE_H
#define MINE_H

#include <stdio.h>
#include <z3.h>

#include "peephole-api.h"
#include "peephole-ops.h"

/* The operations of the table.  ORDER OPS.  */
typedef struct OpInfo
{
  const char *name;
  int arity, flags, cost, undefined, widths;
} OpInfo;
extern const OpInfo mine_ops[PEEP_OP_COUNT];

/* A node of a harvested DAG: a leaf, a constant or an operation.
   Operands (indices into the record's nodes) come before users.  */
typedef enum NodeKind { NODE_LEAF, NODE_CONSTANT, NODE_OPERATION } NodeKind;

typedef struct Node
{
  NodeKind kind;
  int id;
  unsigned p, r;		/* operand and result precisions */
  enum peep_op op;
  int undefined_regime;		/* signed overflow is undefined */
  int args[3];
  char *name;			/* of a leaf, as GCC prints it */
  peep_uint value;		/* of a constant */
  struct peep_facts facts;	/* of a leaf */
  int used_elsewhere;		/* an operation with other uses ('X') */
} Node;

/* A path condition: OP (A, B) is HOLDS.  */
typedef struct Condition
{
  enum peep_op op;
  unsigned p;
  int a, b;
  int holds;
} Condition;

typedef struct Record
{
  char *location, *function;
  long long count;
  int ordinal;			/* among the records read */
  const char *file;
  int line;
  Node *nodes;
  int node_count;
  Condition *conditions;
  int condition_count;
  int root;
} Record;

/* The six facts of a leaf, ORDER FACTS (gen/facts.def).  */
enum { FACT_LOWER, FACT_UPPER, FACT_ULOWER, FACT_UUPPER, FACT_ONES,
       FACT_ZEROS, FACT_COUNT };

/* A record as a finding sees it while it is minimized: which facts and
   conditions it keeps, the facts as weakened, which nodes are cut (read
   as fresh leaves of which nothing is known).  */
typedef struct View
{
  const Record *record;
  unsigned char *fact_mask;	/* per node: 1 << FACT_* */
  struct peep_facts *facts;	/* per node */
  unsigned char *cut;		/* per node */
  unsigned char *condition_on;	/* per condition */
} View;

/* An expression over the nodes of a record: a target.  */
typedef enum TermKind { TERM_NODE, TERM_CONSTANT, TERM_OPERATION, TERM_HOLE }
  TermKind;

typedef struct Term
{
  TermKind kind;
  int node;
  peep_uint value;
  unsigned width;		/* of a constant or a hole */
  enum peep_op op;
  unsigned p, r;
  struct Term *args[3];
} Term;

typedef enum FindingKind { FINDING_CONSTANT, FINDING_SAME, FINDING_CHEAPER }
  FindingKind;

/* How many locations (A lines) and widths (W lines) a finding keeps:
   the first, in the order of the records.  */
#define LOCATION_MAX 5
#define SEEN_MAX 16

/* Where a finding was seen: its record's ORDINAL (first, for sorting),
   the root's precision and regime.  */
typedef struct Seen
{
  int ordinal;
  unsigned p;
  int regime;
} Seen;

/* Where it occurred; OWNED if the strings are the finding's (read by
   --merge), not a record's.  */
typedef struct Place
{
  int ordinal;
  char *location, *function;
  long long count;
  int owned;
} Place;

/* A finding as it is counted (emit.c) and merged (merge.c).  KEY is
   its canonical string (kind, pattern, target, checks, conditions).  */
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
  int kept_count, kept_ordinal;
  long long static_count, dynamic_count;
  Seen seen[SEEN_MAX];
  int seen_count;
  Place places[LOCATION_MAX];
  int place_count;
} Finding;

/* The limits: RLIMIT of Z3's resources per query, ROOT_RLIMIT per
   root in the cheaper search, BUDGET candidates per root; these are
   counted, and give the same findings on any machine.  TIMEOUT_MS and
   ROOT_TIME_MS are timed (0: none; a query has 10 s at most all the
   same, find.c), and do not.  */
typedef struct Options
{
  unsigned rlimit;
  unsigned long long root_rlimit;
  int budget;
  unsigned timeout_ms;
  unsigned root_time_ms;	/* of the cheaper search, per root */
  int stats;
} Options;

/* SYNTHESES counts the values of a hole given to Z3 to prove, CACHED
   the records answered by an equal one, STORE_HITS the keys whose
   answer came from --cache, STORE_REFUSED those whose entry was stale
   or corrupt, UNKNOWN the queries Z3 did not
   decide within the limits, OVER_BUDGET the roots whose cheaper search
   hit --root-rlimit (or --root-time).  */
typedef struct Statistics
{
  long records, queries, unknown, findings, syntheses, cached, over_budget;
  long store_hits, store_refused;	/* of --cache, by key */
  long store_records;			/* answered by --cache */
  long store_proofs;			/* its findings proven again */
  long capped;				/* queries ended by the safety cap */
} Statistics;

/* The Z3 context of a record, made at its first query (find.c), and
   the resources Z3 counted in it after its last query.  */
typedef struct Context
{
  Z3_context z3;
  Z3_tactic tactic;		/* of the first solver (bit_blast_tactic) */
  unsigned long long rlimit_count;
} Context;

/* One record's work: its Z3 context and the view being asked about;
   while a finding is minimized, the counterexamples of the views that
   did not hold (find.c).  */
typedef struct Miner
{
  Z3_context z3;
  Z3_tactic tactic;		/* of the first solver (bit_blast_tactic) */
  Context *context;		/* of Z3 and TACTIC */
  const Options *options;
  Statistics *statistics;
  View view;
  FindingKind kind;
  Term *target;
  struct Counterexamples *counterexamples;
  double deadline;		/* of the cheaper search, in seconds of CPU
				   time; 0 outside it or without
				   --root-time */
  int timed;			/* a query ended at the safety cap
				   (find.c): the answer may depend on the
				   machine */
  unsigned long long search_rlimit_end;	/* of the cheaper search, in
					   the context's count of
					   resources; 0 outside it or
					   without --root-rlimit */
} Miner;

/* The answer of a record's canonical key (main.c): an entry of the
   cache of a run.  An entry keeps the minimized finding (or that there
   was none), whose view and target are by node index, and so fit every
   record of the key.  */
typedef struct CacheEntry
{
  char *key;
  int found;
  FindingKind kind;
  Term *target;
  View view;
  int in_shard;			/* of --shard, or no --shard */
  int from_store;		/* answered by --cache */
  int timed;			/* a query of it ended at the safety cap */
  struct CacheEntry *next;
} CacheEntry;

/* A growing string.  */
typedef struct Text
{
  char *s;
  size_t length, size;
} Text;

/* read.c */
void text_printf (Text *t, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));
void text_facts (Text *t, const struct peep_facts *f, char separator);
void read_file (const char *file, Record **records, int *count);
void mine_error (const char *file, int line, const char *format, ...)
  __attribute__ ((format (printf, 3, 4), noreturn));
void *mine_alloc (size_t size);
char *mine_strdup (const char *text);

/* find.c */
void view_init (View *view, const Record *record);
void view_copy (View *to, const View *from);
void view_free (View *view);
void context_free (Context *context);
int find_finding (Miner *miner);
int finding_holds (Miner *miner);
Z3_tactic bit_blast_tactic (Z3_context z3);
void forget_counterexamples (Miner *miner);
int node_reachable (const View *view, int node, unsigned char *reachable);
int term_cost (const Term *term, int *count);
int view_cost (const View *view, int *count);
int view_kept (const View *view, int *kept);
int term_uses_only (const Term *term, const unsigned char *reachable);

/* minimize.c */
void minimize_finding (Miner *miner);

/* emit.c */
void emit_add (const Miner *miner);
void emit_merge (Finding *f);
void finding_free (Finding *f);
char *finding_key (const Finding *f);
void emit_write (FILE *out, const char *shard);
int emit_count (void);
const char *regime_name (int undefined);
const char *kind_name (FindingKind kind);

/* cache.c */
typedef struct Store Store;
char *answer_text (const CacheEntry *entry);
int answer_parse (const char *text, CacheEntry *entry, const Record *record);
void parsed_term_free (Term *t);
Store *store_open (const char *spec, const Options *options);
void store_fetch (Store *store, CacheEntry **entries, const Record **records,
		  int count, const Options *options, Statistics *statistics);
void store_save (Store *store, CacheEntry **entries, int count);
void store_close (Store *store);

/* main.c */
int answer_holds (CacheEntry *entry, const Record *record,
		  const Options *options, Statistics *statistics);

/* merge.c */
void merge_files (char **files, int count);

#endif /* MINE_H */
