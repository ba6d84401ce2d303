/* glue.h: what the pass (plugin/peephole.cc) and the glue
   (plugin/glue.cc) share.  Include after GCC's headers.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_GLUE_H
#define PEEPHOLE_GLUE_H

#include "peephole-api.h"

/* The statement the matcher is looking at, and the replacement being
   built for it.  */
struct peep_ctx
{
  gimple_stmt_iterator gsi;	/* at the statement; for a PHI, where
				   its replacement goes: after the
				   join's labels */
  gimple *stmt;			/* an assignment, a call, a GIMPLE_COND
				   or a PHI */
  location_t location;		/* of what is built: the statement's; a
				   PHI's, its condition's */
  gphi_iterator psi;		/* at the PHI, if the statement is
				   one */
  basic_block join;		/* the PHI's block */
  basic_block arms[2];		/* the blocks a PHI's condition leads to
				   when true and when false, on the way
				   to the join; NULL for an edge that
				   goes to the join directly */
  enum peep_op op;
  tree operands[3];		/* a PHI's condition: a comparison, built
				   from the GIMPLE_COND that controls it,
				   in no statement */
  tree type;			/* of the root operation: of the operands
				   of a comparison, else of the result
				   (of a conversion, the type it converts
				   to; of a call, its result's); inner
				   operations may have others */
  unsigned precision;		/* of TYPE */
  enum peep_regime regime;	/* of TYPE */
  gimple_seq pending;		/* built, inserted once committed */
  bool failed;			/* a builder failed */
  int rule;			/* the rule that fired */
  bool folded;			/* a condition became constant */
  bool trial;			/* only find whether a rule applies: a
				   rewrite that would commit discards
				   what it built and returns 1, the
				   statement unchanged (a join of
				   several PHIs is rewritten only if
				   every PHI is) */
  unsigned known_count;		/* entries of KNOWN filled */
  /* The facts of the operands asked for so far: several rules ask
     about the same operand, and a commutative pattern is tried in both
     orders.  Last: peep_ctx_init clears what comes before.  */
  struct
  {
    tree name;
    unsigned precision;
    struct peep_facts facts;
  } known[4];
};

/* Per rule: how often it fired, and whether it is not applied (nonzero:
   the user disabled it, or it is off by default and not enabled).  */
extern unsigned long *peep_counts;
extern unsigned char *peep_disabled;

/* Set up CTX for the statement at GSI; false if the plugin must leave
   the statement alone.  For the PHI at PSI: a select, if it is a PHI of
   two arguments at the join of a diamond or a triangle that one
   GIMPLE_COND controls.  A rewrite of the PHI removes it (PSI then
   points to the next PHI) and sets its result by an assignment after
   the join's labels.  */
bool peep_ctx_init (peep_ctx *ctx, gimple_stmt_iterator gsi);
bool peep_ctx_init_phi (peep_ctx *ctx, gphi_iterator psi);

/* A select whose condition is a comparison in no statement of its own
   (a PHI's, or a COND_EXPR's) is also the select of the opposite
   comparison with its values swapped: make CTX that, so that a rule
   fires whichever way GCC ordered the branch.  False if CTX is no
   such select.  */
bool peep_ctx_invert_select (peep_ctx *ctx);

/* The operation of STMT (an assignment, a call, or the condition of a
   GIMPLE_COND), or PEEP_OP_NONE.  A conversion is one only between
   integer types the plugin supports; a call, only of a function of the
   table, without side effects, of one operand of a width the table
   lists.  */
enum peep_op peep_classify (gimple *stmt);

/* The comparison T, a select's condition in no statement of its own,
   as an operation, or PEEP_OP_NONE if it does not compare integers of
   a supported type.  */
enum peep_op peep_classify_condition (tree t);

/* The arity and the PEEP_OPF_* flags (include/peephole-ops.h) of OP,
   from the table of operations.  */
int peep_op_arity (enum peep_op op);
int peep_op_flags (enum peep_op op);

/* The low P bits of W (P <= 128).  */
peep_uint peep_low_bits (const widest_int &w, unsigned p);

/* facts.cc: what is known of operands.  The facts of T at STMT as a
   value of PRECISION bits: T's low bits, or T extended as its type
   extends.  */
void peep_facts_start (bool enabled);
void peep_facts_finish (function *fun);
void peep_facts_of (tree t, gimple *stmt, unsigned precision,
		    struct peep_facts *facts);
void peep_facts_forget (tree t);

/* -fplugin-arg-peephole-verify, each rewrite checked with Z3 (verify.cc,
   the shared object peephole_verify.so that verify-loader.cc loads when
   the argument is given).  The glue notes what the matcher looked into
   and what it built; peep_verify_configure loads the checker, and the
   other functions call it (only once it is loaded, when
   peep_verify_enabled).  */
struct peep_verify_module
{
  bool (*configure) (const char *value);
  void (*begin) (peep_ctx *ctx);
  void (*note_def) (tree name);
  void (*note_facts) (tree operand, unsigned precision,
		      const struct peep_facts *facts);
  void (*note_commit) (peep_ctx *ctx);
  void (*rewrite) (peep_ctx *ctx);
  void (*summary) (bool statistics);
};
extern bool peep_verify_enabled;
extern bool peep_verify_corrupt_constants;	/* testing only */
bool peep_verify_configure (const char *value);
void peep_verify_begin (peep_ctx *ctx);
void peep_verify_note_def (tree name);
void peep_verify_note_facts (tree operand, unsigned precision,
			     const struct peep_facts *facts);
void peep_verify_note_commit (peep_ctx *ctx);
void peep_verify_rewrite (peep_ctx *ctx);
void peep_verify_summary (bool statistics);

#endif /* PEEPHOLE_GLUE_H */
