/* matchpd.h: peepgen's second front end, GCC's match.pd.

   peepgen --match-pd FILE... reads match.pd as GCC's genmatch does and
   lowers each integer (simplify ...) form to rules of the rule
   language, which the same checker, type inference and prover decide;
   a report says, per form, whether it is proven, refuted, unsupported
   or timed out.  The phases, one file each:

     mdparse.c   the lexer and parser: match.pd's forms as written
                 (this header's Md* types), every node with its place;
     mdlower.c   the sugar removed: (for ...) iterators and operator
                 lists expanded, (match ...) predicates inlined, :c and
                 :C commuted, convert? expanded; the result is a list
                 of instances, each one match and one result with the
                 conditions on the way to it;
     mdcond.c    the C++ of (if ...) and (with ...) translated from a
                 documented vocabulary into checks and type tests, or
                 "unsupported: CONSTRUCT";
     mdrule.c    each instance written as a rule of the language (tree
                 codes become int_ and uint_ operations by the
                 signedness of their type), then parsed, checked,
                 typed and proven as any rule;
     mdreport.c  the text and HTML reports.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef MATCHPD_H
#define MATCHPD_H

#include "peepgen.h"

/* An operand or an expression of a match or a result, as written.

   (plus:c @0 integer_zerop@1)  is an MD_OPERATION "plus", flags "c",
   with an MD_CAPTURE "0" and an MD_PREDICATE "integer_zerop" whose
   capture is "1".  */
typedef enum MdExprKind
{
  MD_OPERATION,	/* (NAME[!^][:FLAGS][:TYPE] ARGS...)[@CAPTURE]: NAME is
		   an operator (plus, convert?, an iterator, an operator
		   list, a (match ...) predicate with operands) */
  MD_CAPTURE,	/* @CAPTURE or @@CAPTURE alone */
  MD_PREDICATE,	/* a bare NAME[@CAPTURE]: a predicate (integer_zerop,
		   a (match NAME ...) or define_predicates name) or a
		   tree code with no operands (INTEGER_CST, SSA_NAME) */
  MD_INTEGER,	/* a literal integer, text as written ("-1", "0"); not
		   from mdparse.c: match.pd has no literal operands
		   (genmatch's parse_op rejects them) */
  MD_C_EXPR	/* { C++ } in a result: text, without the braces */
} MdExprKind;

typedef struct MdExpr
{
  MdExprKind kind;
  Location location;
  const char *name;	/* OPERATION and PREDICATE: as written, without
			   the '?' of convert? (see optional) */
  bool optional;	/* convert?, convert1?, view_convert? ... */
  bool force_leaf;	/* NAME! in a result (no further folding) */
  bool force_single_use; /* NAME^ (trunk) */
  const char *flags;	/* in a match, the letters after ':' (c, C, s),
			   or NULL */
  const char *type;	/* in a result, the type after ':' (utype), or
			   NULL: genmatch reads ':' as flags in a match
			   and as a type in a result */
  const char *capture;	/* "0", "1", "foo" for @0 ..., or NULL */
  bool value_match;	/* @@N: matches by value (operand_equal_p) */
  const char *text;	/* INTEGER and C_EXPR */
  int arg_count;
  struct MdExpr **args;
} MdExpr;

/* The result of a (simplify ...), and the conditions of a (match ...).

   (if COND THEN [ELSE]), (with { C++ } BODY), (switch (if ...)...
   [DEFAULT]) nest; an expression is a leaf.  */
typedef enum MdResultKind
{
  MD_RESULT_EXPR,	/* expr */
  MD_RESULT_IF,		/* condition, then_, else_ (NULL if none) */
  MD_RESULT_WITH,	/* condition holds the block's C++; then_ the body */
  MD_RESULT_SWITCH	/* cases: IFs with no else_, the last possibly
			   the default, any other result (an EXPR, a
			   WITH ...) */
} MdResultKind;

typedef struct MdResult
{
  MdResultKind kind;
  Location location;
  MdExpr *expr;
  const char *condition;	/* C++ text: (if (COND)) gives "COND";
				   captures stay as written, "@0" */
  Location condition_location;	/* of COND's '(' or the block's '{' */
  struct MdResult *then_;
  struct MdResult *else_;
  int case_count;
  struct MdResult **cases;
  const char *only_in;		/* as MdForm's: "GIMPLE" for the (with
				   ...) of (if (C) @0 #if GIMPLE (with ...)
				   #endif) in a form both readings see */
} MdResult;

/* (for NAME (OP...) NAME2 (OP2...) ...): each iterator and its
   operators, all lists of the same length.  */
typedef struct MdIterator
{
  const char *name;
  int operator_count;
  const char **operators;
} MdIterator;

typedef enum MdFormKind
{
  MD_FORM_SIMPLIFY,	/* (simplify MATCH RESULT): match, result */
  MD_FORM_MATCH,	/* (match NAME MATCH [RESULT]) or
			   (match (NAME @0 ...) MATCH [RESULT]): name,
			   parameters, match, result (ifs, no
			   expression; NULL if none) */
  MD_FORM_FOR,		/* iterators, body */
  MD_FORM_IF,		/* (if (COND) FORMS...) around forms:
			   condition, body */
  MD_FORM_WITH,		/* (with { C++ } FORMS...), if genmatch has it
			   at this level: condition, body */
  MD_FORM_OPERATOR_LIST,	/* (define_operator_list NAME OP...): name,
				   names */
  MD_FORM_PREDICATES	/* (define_predicates NAME...): names */
} MdFormKind;

typedef struct MdForm
{
  MdFormKind kind;
  Location location;		/* of its '(' */
  const char *name;
  int parameter_count;
  MdExpr **parameters;		/* MATCH: the captures of (NAME @0 ...) */
  MdExpr *match;
  MdResult *result;
  int iterator_count;
  MdIterator *iterators;
  const char *condition;	/* IF, WITH: C++ text */
  Location condition_location;	/* of its '(' or '{' */
  int body_count;
  struct MdForm **body;
  int name_count;
  const char **names;
  const char *only_in;		/* "GIMPLE" or "GENERIC" if the form is
				   under #if GIMPLE (GENERIC): genmatch
				   reads match.pd once for each, and the
				   other reading does not see it; NULL if
				   both do */
} MdForm;

/* An #include of match.pd.  Its forms are read in its place, when it
   is found; GCC's cfn-operators.pd, which defines operator lists of
   math functions (SQRT ...), is generated in GCC's build directory,
   which genmatch looks in and peepgen does not.  */
typedef struct MdInclude
{
  const char *name;		/* as written */
  Location location;
  const char *path;		/* where it was found, or NULL */
} MdInclude;

typedef struct MdFile
{
  const char *file;
  int form_count;
  MdForm **forms;
  int include_count;
  MdInclude *includes;
} MdFile;

/* mdparse.c */

/* Read FILE as genmatch does (its comments, its C++ blocks, its
   lexical rules).  Errors go through diag_error with the place, and
   the forms read before them are kept; NULL only if FILE cannot be
   read.  */
MdFile *md_parse_file (const char *file);
MdFile *md_parse_buffer (const char *file, const char *buffer,
			 size_t length);
/* The text of EXPR in match.pd's syntax, for reports.  */
char *md_expr_text (const MdExpr *expr);

/* mdlower.c */

/* A condition on the way to a result: the C++ of an (if ...), true or,
   on an else branch or a later case of a (switch ...), false.  */
typedef struct MdCondition
{
  const char *text;
  Location location;
  bool negated;
} MdCondition;

/* One instance of a (simplify ...): the sugar removed, one match and one
   result leaf, the conditions that lead to it (of the (if ...) forms
   around the (simplify ...), of the (match ...) predicates inlined in
   the match, and of the result's ifs and switches), and the (with ...)
   blocks in scope, outermost first.  */
typedef struct MdInstance
{
  const MdForm *form;		/* the (simplify ...) */
  MdExpr *match;
  MdExpr *result;
  int condition_count;
  MdCondition *conditions;
  int with_count;
  const char **withs;
  const char *operators;	/* the iterators' operators, "plus, minus" */
} MdInstance;

/* A (simplify ...) form and its instances.  */
typedef struct MdPattern
{
  const MdForm *form;
  int instance_count;
  MdInstance *instances;
  const char *unsupported;	/* why it could not be expanded, or NULL */
} MdPattern;

typedef struct MdPatterns
{
  int count;
  MdPattern *patterns;
} MdPatterns;

/* Expand the (simplify ...) forms of FILE, in file order.  */
void md_lower (const MdFile *file, MdPatterns *out);
/* The tree code spelling of a match.pd operator (plus: PLUS_EXPR) as
   genmatch substitutes it for an iterator in C++.  */
const char *md_code_name (const char *op);

/* mdcond.c */

/* A capture of an instance, as the rule spells it.  */
typedef struct MdCapture
{
  const char *name;		/* "0" for @0 */
  const char *var;		/* the rule's variable (x0, C1), or NULL
				   where it captures an operation */
  const char *type_var;		/* a variable of its type, or NULL */
  bool constant;		/* matches constants only (C1) */
  bool literal;			/* var is a literal (integer_zerop@1: 0) */
  int type_class;		/* which captures share a type */
} MdCapture;

typedef struct MdCaptures
{
  int count;
  MdCapture items[64];
  const char *root_var;		/* a variable of the rule's type, or NULL */
  bool root_comparison;		/* type is a comparison's truth value */
  int root_class;		/* the type_class of type */
} MdCaptures;

/* The conditions of an instance in the rule language.  */
typedef struct MdTranslation
{
  const char *check;		/* one condition, or NULL for none */
  bool never;			/* they cannot hold for integer types */
  const char *not_integer;	/* the construct that says so (FLOAT_TYPE_P) */
  const char *unsupported;	/* the construct not translated */
  const char *needs_constant;	/* a capture that must be a constant for
				   the conditions to mean something: make
				   it one and translate again */
  bool float_only;		/* they ask what only floating point has */
} MdTranslation;

MdTranslation md_translate_conditions (const MdInstance *instance,
				       const MdCaptures *captures);
const char *md_translate_value (const char *text, const MdInstance *instance,
				const MdCaptures *captures,
				const char **unsupported);
const char *md_translate_type (const char *name, const MdInstance *instance,
			       const MdCaptures *captures,
			       const char **unsupported);

/* mdrule.c */

/* An instance translated: its rules (one per signedness and conversion
   that types), or why there are none.  */
typedef struct MdTranslated
{
  const MdInstance *instance;
  int rule_count;
  Rule **rules;
  const char *unsupported;	/* the construct, or NULL */
  const char *not_integer;	/* why it is no integer pattern, or NULL */
  bool force_leaf;		/* its result has OP!, which applies only
				   where OP simplifies further */
} MdTranslated;

/* BODY, the text of a rule after its name, with the variables (x0, C1,
   x_3, N2) renamed in the order they first occur: rules that differ
   only in the names of their captures have one.  */
const char *md_canonical_body (const char *body);

/* The outcome of a (simplify ...) form.  ORDER MD_OUTCOMES:
   md_outcome_names in mdreport.c.  */
typedef enum MdOutcome
{
  MD_PROVEN,
  MD_REFUTED,
  MD_UNSUPPORTED,
  MD_TIMEOUT,
  MD_NOT_INTEGER,
  MD_OUTCOME_COUNT
} MdOutcome;

typedef struct MdVerdict
{
  const MdPattern *pattern;
  int translated_count;
  MdTranslated *translated;	/* one per instance */
  MdOutcome outcome;		/* set by md_judge (mdreport.c) */
  const char *reason;		/* unsupported: the construct; not
				   integer: why */
  struct MdReproduction *reproduction;	/* of a refutation, or NULL */
} MdVerdict;

/* Translate the instances of PATTERNS into VERDICTS (one per pattern),
   adding their rules to RULES for the prover.  */
void md_translate (const MdPatterns *patterns, MdVerdict *verdicts,
		   RuleSet *rules);

/* mdreport.c */
/* The outcome of V's form, from the verdicts of its rules.  */
void md_judge (MdVerdict *v);
void md_print_report (FILE *out, MdVerdict *verdicts, int count,
		      bool verbose);
/* Reproduce the first counterexample of each refuted form of
   VERDICTS with CC, writing the programs into DIRECTORY.  */
void md_reproduce_all (MdVerdict *verdicts, int count, const char *cc,
		       const char *directory);
/* The HTML report, written to FILE through a temporary name; false
   (with an error) if it cannot be written.  */
bool md_write_html (const char *file, const MdVerdict *verdicts, int count);

/* mdrepro.c */

/* What a reproducer of a refutation showed.  ORDER MD_REPRO:
   md_repro_names in mdrepro.c.  */
typedef enum MdReproOutcome
{
  MD_REPRO_NONE,		/* not tried */
  MD_REPRO_MISCOMPILED,		/* GCC's code gave the target's value */
  MD_REPRO_NOT_REPRODUCED,	/* GCC's code gave the pattern's value */
  MD_REPRO_FAILED		/* no reproducer could be built or run */
} MdReproOutcome;

typedef struct MdReproduction
{
  MdReproOutcome outcome;
  const char *file;		/* the reproducer, or NULL */
  const char *detail;		/* what it printed, or why it failed, and
				   what follows: applied, undefined, the
				   C types chosen */
  const char *applied;		/* whether GCC folded the pattern, from
				   the optimized GIMPLE, or NULL */
  const char *undefined;	/* the target's undefined behaviour that
				   the counterexample names, or NULL */
} MdReproduction;

/* Write a reproducer of obligation OBLIGATION of RULE (refuted: its
   report has the counterexample) into DIRECTORY as NAME.c: a program
   that makes GCC apply the pattern to the counterexample's inputs and
   checks the result; compile it with CC (GCC 12) and run it.  */
MdReproduction md_reproduce (const Rule *rule, int obligation,
			     const char *cc, const char *directory,
			     const char *name);
const char *md_repro_name (MdReproOutcome outcome);

/* mdnew.c */

/* What md_keep_new compared.  */
typedef struct MdNewCounts
{
  int compared;		/* integer forms with translated rules */
  int not_compared;	/* integer forms without: unsupported ... */
  int new_forms;	/* forms with a rule the older file lacks */
  int all_rules;	/* rules of the newer file */
  int new_rules;	/* those of them that the older lacks */
} MdNewCounts;

/* Keep of RULES, the rules of VERDICTS (COUNT forms, translated after
   OLD_RULES, those of an older match.pd), only the rules whose
   canonical form none of OLD_RULES has, in RULES and in each instance;
   move the verdicts of the forms left with a rule to the front of
   VERDICTS, and return how many there are.  */
int md_keep_new (MdVerdict *verdicts, int count, const RuleSet *old_rules,
		 RuleSet *rules, MdNewCounts *counts);

/* Write the rules of VERDICTS proven wherever they apply to FILE, in
   the rule language, through a temporary name; false (with an error)
   if it cannot be written.  */
bool md_write_rules (const char *file, const MdVerdict *verdicts, int count);

/* roundtrip.c */

/* peepgen --round-trip: export RULES, proven, to match.pd (or take
   EXPORTED, if not NULL, for their export), read it back, and print
   whether each rule comes back as the same rule, where it is proven;
   the exit status, 1 if one does not.  */
int round_trip_check (const RuleSet *rules, char **files, int file_count,
		      const char *exported, const ProveOptions *options,
		      const EmitOptions *emit_options);

#endif /* MATCHPD_H */
