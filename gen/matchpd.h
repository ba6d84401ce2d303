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
  MD_INTEGER,	/* a literal integer, text as written ("-1", "0") */
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
  const char *flags;	/* the letters after ':' (c, C, s, S), or NULL */
  const char *type;	/* :TYPE or :{ C++ } after the flags, or NULL;
			   for a braced type, its text without the braces */
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
  MD_RESULT_SWITCH	/* cases: IFs, the last possibly an EXPR (the
			   default) */
} MdResultKind;

typedef struct MdResult
{
  MdResultKind kind;
  Location location;
  MdExpr *expr;
  const char *condition;	/* C++ text: (if (COND)) gives "COND";
				   captures stay as written, "@0" */
  Location condition_location;
  struct MdResult *then_;
  struct MdResult *else_;
  int case_count;
  struct MdResult **cases;
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
  Location condition_location;
  int body_count;
  struct MdForm **body;
  int name_count;
  const char **names;
} MdForm;

typedef struct MdFile
{
  const char *file;
  int form_count;
  MdForm **forms;
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

#endif /* MATCHPD_H */
