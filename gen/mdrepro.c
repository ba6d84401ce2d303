/* mdrepro.c: reproducers of match.pd's refutations.

   A refuted rule of match.pd is a claim that GCC is wrong: that its
   pattern, at some types and inputs, has another value than what GCC
   replaces it with.  md_reproduce checks the claim on GCC itself.  It
   writes the rule's pattern as a GIMPLE function for GCC's GIMPLE front
   end (-fgimple), one statement per operation, in SSA, with C types of
   the obligation's widths and signedness, and a main that calls it
   with the counterexample's inputs; then it compiles the program with
   GCC 12 at -O2 and runs it.  For md_5828_1_3 (match.pd:5828), refuted
   at 8 bits with x0 = 0 and x1 = 1,

     md_5828_1_3: uint_gt(x0, int_sub(x0, x1))
	 check unsigned(x0)
	 => uint_gt(x1, x0)

   becomes

     unsigned char __GIMPLE (ssa, startwith ("forwprop1"))
     __attribute__ ((noipa))
     pattern (unsigned char x0, unsigned char x1)
     {
       unsigned char _3;
       _Bool _4;
       unsigned char _5;

       __BB(2):
       _3 = x0_1(D) - x1_2(D);
       _4 = x0_1(D) > _3;
       _5 = (unsigned char) _4;
       return _5;
     }

   and the same function, pattern_O0, at -O0, where nothing folds; main
   checks that pattern_O0 (0, 1) is the counterexample's value of the
   pattern, 0, and prints "GCC miscompiles: got X, expected 0" (exit 1)
   or "not reproduced: got 0" (exit 0) by what pattern (0, 1) gives.
   Here GCC leaves the pattern as written: match.pd:5828 is (gt:c
   (minus @0 @1) @0), whose :c swaps the comparison too (@0 < (minus
   @0 @1)), which the rule's lowering had not done.

   The function starts at forwprop1, the first pass of the -O2
   pipeline that folds every statement with match.pd's patterns
   (fold_stmt; ccp1, before it, folds only the statements it
   substitutes into); every later pass runs too, and GCC's final
   GIMPLE is the same as without startwith.  Constants (C1 ...) are
   literals, as match.pd's INTEGER_CST captures require, and so are
   their conversions, which GIMPLE never has; the other variables are
   parameters, behind noipa, so that nothing folds them into constants
   first.  A comparison computes a _Bool, and a call that counts bits
   an int, converted where the rule's value has another type, as GIMPLE
   from C does (at the root, the rule computes a comparison in its
   operands' type); -x and ~x of types narrower than int are 0 - x and
   x ^ -1 (narrow_spellings); facts of the counterexample (x0.lower
   ...) are told GCC by guards that lead to __builtin_unreachable.
   The one compilation also dumps forwprop1 and the optimized GIMPLE,
   which say whether GCC folded the pattern at all: a "not reproduced"
   where GCC left the pattern alone says nothing of GCC's pattern; one
   where it rewrote it, to the right value, says that the refutation
   is peepgen's mistake.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#define _GNU_SOURCE 1
#include "matchpd.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The pass the pattern starts at, and how long GCC and the program
   may take.  */
#define START_PASS "forwprop1"
#define COMPILE_SECONDS 120
#define RUN_SECONDS 10

/* The most values of a counterexample, and operations of a pattern.  */
#define VALUE_MAX 64
#define NODE_MAX 128

/* ORDER MD_REPRO.  */
static const char *const md_repro_names[] = {
  "not tried", "GCC miscompiles", "not reproduced", "no reproducer"
};

const char *
md_repro_name (MdReproOutcome outcome)
{
  if ((unsigned) outcome >= sizeof md_repro_names / sizeof *md_repro_names)
    return "?";
  return md_repro_names[outcome];
}

/* Values of up to 128 bits, in two's complement.  */
typedef unsigned __int128 Bits;

static Bits
truncate_bits (Bits value, unsigned precision)
{
  return precision >= 128 ? value
	 : value & (((Bits) 1 << precision) - 1);
}

/* VALUE of PRECISION bits, sign-extended to 128 bits: negative
   values are above 2^127.  */
static Bits
sign_extend (Bits value, unsigned precision)
{
  value = truncate_bits (value, precision);
  if (precision < 128 && precision > 0 && (value >> (precision - 1)) & 1)
    value |= ~(Bits) 0 << precision;
  return value;
}

static char *
bits_decimal (Bits value)
{
  char digits[48];
  int n = 0;
  do
    {
      digits[n++] = (char) ('0' + (int) (value % 10));
      value /= 10;
    }
  while (value);
  char *text = arena_alloc ((size_t) n + 1);
  for (int i = 0; i < n; i++)
    text[i] = digits[n - 1 - i];
  text[n] = '\0';
  return text;
}

/* The counterexample.  */

typedef struct Value
{
  const char *name;	/* x0, x0.lower, unsigned(x0) */
  Bits bits;
} Value;

typedef struct Counterexample
{
  Value inputs[VALUE_MAX];
  int input_count;
  Value facts[VALUE_MAX];
  int fact_count;
  Value tests[VALUE_MAX];	/* type tests: 1 for true */
  int test_count;
  bool has_pattern, has_target;
  Bits pattern, target;
  const char *undefined;	/* why the target is undefined, or NULL */
} Counterexample;

static int
digit_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static bool
parse_digits (const char *p, int base, Bits *bits)
{
  Bits value = 0;
  int n = 0;
  for (; digit_value (*p) >= 0 && digit_value (*p) < base; p++, n++)
    value = value * (Bits) base + (Bits) digit_value (*p);
  *bits = value;
  return n > 0;
}

/* A value as counterexample.c prints it: "5", "-1 (0xff)", "true".  */
static bool
parse_value (const char *text, Bits *bits)
{
  while (*text == ' ')
    text++;
  if (strncmp (text, "true", 4) == 0 || strncmp (text, "false", 5) == 0)
    {
      *bits = *text == 't';
      return true;
    }
  const char *hex = strstr (text, "(0x");
  if (hex)
    return parse_digits (hex + 3, 16, bits);
  bool negative = *text == '-';
  if (!parse_digits (text + negative, 10, bits))
    return false;
  if (negative)
    *bits = -*bits;
  return true;
}

/* "    NAME = VALUE" into LIST.  */
static void
parse_named (const char *line, Value *list, int *count)
{
  const char *equals = strstr (line, " = ");
  Bits bits;
  if (!equals || *count == VALUE_MAX || !parse_value (equals + 3, &bits))
    return;
  const char *name = line;
  while (*name == ' ')
    name++;
  list[*count].name = arena_strndup (name, (size_t) (equals - name));
  list[(*count)++].bits = bits;
}

/* "  pattern EXPR = VALUE" and "  BUT target EXPR = VALUE" (or "is
   undefined: WHY").  */
static void
parse_result (const char *line, bool *has, Bits *bits)
{
  const char *equals = strstr (line, " = ");
  for (const char *p = equals; p; p = strstr (p + 1, " = "))
    equals = p;
  *has = equals && parse_value (equals + 3, bits);
}

/* The sections of a counterexample, by their headings.  */
typedef enum Section
{
  SECTION_NONE, SECTION_INPUTS, SECTION_FACTS, SECTION_TESTS
} Section;

static Section
section_of (const char *heading)
{
  if (strcmp (heading, "counterexample values:") == 0)
    return SECTION_INPUTS;
  if (strcmp (heading, "facts:") == 0)
    return SECTION_FACTS;
  if (strcmp (heading, "type tests:") == 0)
    return SECTION_TESTS;
  return SECTION_NONE;
}

static void
parse_line (const char *line, Section *section, Counterexample *cx)
{
  static const char undefined[] = " is undefined: ";
  if (strncmp (line, "  pattern ", 10) == 0)
    parse_result (line, &cx->has_pattern, &cx->pattern);
  else if (strncmp (line, "  BUT target ", 13) == 0)
    {
      const char *u = strstr (line, undefined);
      if (u)
	cx->undefined = arena_strdup (u + sizeof undefined - 1);
      else
	parse_result (line, &cx->has_target, &cx->target);
    }
  else if (strncmp (line, "    ", 4) != 0)
    *section = section_of (line + strspn (line, " "));
  else if (*section == SECTION_INPUTS)
    parse_named (line, cx->inputs, &cx->input_count);
  else if (*section == SECTION_FACTS)
    parse_named (line, cx->facts, &cx->fact_count);
  else if (*section == SECTION_TESTS)
    parse_named (line, cx->tests, &cx->test_count);
}

static void
parse_counterexample (const char *report, Counterexample *cx)
{
  memset (cx, 0, sizeof *cx);
  Section section = SECTION_NONE;
  while (report && *report)
    {
      size_t length = strcspn (report, "\n");
      parse_line (arena_strndup (report, length), &section, cx);
      report += length + (report[length] == '\n');
    }
}

static const Value *
find_value (const Value *list, int count, const char *name)
{
  for (int i = 0; i < count; i++)
    if (strcmp (list[i].name, name) == 0)
      return &list[i];
  return NULL;
}

/* The C types.  */

typedef struct CType
{
  unsigned precision;
  bool is_unsigned;
} CType;

/* The types of comparisons and of the built-in functions that count
   bits.  */
static const CType bool_type = { 1, true };
static const CType int_type = { 32, false };

/* The C type of PRECISION bits on x86_64 (LP64), or NULL.  */
static const char *
c_type_name (CType t)
{
  switch (t.precision)
    {
    case 1:
      return t.is_unsigned ? "_Bool" : NULL;
    case 8:
      return t.is_unsigned ? "unsigned char" : "signed char";
    case 16:
      return t.is_unsigned ? "unsigned short" : "short";
    case 32:
      return t.is_unsigned ? "unsigned int" : "int";
    case 64:
      return t.is_unsigned ? "unsigned long" : "long";
    case 128:
      return t.is_unsigned ? "unsigned __int128" : "__int128";
    default:
      return NULL;
    }
}

/* The types of a reproducer: a C type for each type of the rule, and
   whether signed overflow wraps (-fwrapv).  */
typedef struct Types
{
  int count;
  CType types[TYPE_MAX];
  bool wrapv;
  const char *text;	/* the choices, for the reader */
} Types;

/* The type of variable NAME in EXPR, or -1.  */
static int
variable_type (const Expr *expr, const char *name)
{
  if (expr->kind == EXPR_NAME && strcmp (expr->name, name) == 0)
    return expr->tvar;
  if (expr->kind != EXPR_OPERATION)
    return -1;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    {
      int type = variable_type (expr->args[i], name);
      if (type >= 0)
	return type;
    }
  return -1;
}

/* What the counterexample's type tests say of the signedness of type
   TYPE: 1 unsigned, 0 signed, -1 nothing.  Only unsigned (x) is free
   in an obligation (semantics.c, unsigned_value).  */
static int
tested_unsigned (const Rule *rule, const Counterexample *cx, int type)
{
  for (int i = 0; i < cx->test_count; i++)
    {
      const char *name = cx->tests[i].name;
      if (strncmp (name, "unsigned(", 9) != 0)
	continue;
      char *variable = arena_strndup (name + 9, strcspn (name + 9, ")"));
      if (variable_type (rule->pattern, variable) == type)
	return cx->tests[i].bits != 0;
    }
  return -1;
}

/* Whether type TYPE is unsigned in the reproducer: as its operations
   or its regime say; else as the counterexample's type test says;
   else unsigned, where the obligation covers both.  */
static bool
choose_unsigned (const Rule *rule, const Signature *signature,
		 const Counterexample *cx, int type)
{
  if (signature->regime[type] == REGIME_UNDEFINED)
    return false;
  if (rule->types[type].sign != 0)
    return rule->types[type].sign > 0;
  return tested_unsigned (rule, cx, type) != 0;
}

/* Why type TYPE is T, for the reader.  */
static const char *
type_reason (const Rule *rule, const Signature *signature,
	     const Counterexample *cx, int type, CType t)
{
  bool wraps = signature->regime[type] == REGIME_WRAPPING;
  const char *why = t.is_unsigned ? "unsigned"
    : !wraps ? "signed: overflow is undefined"
    : type_regime_matters (rule, type) ? "signed: overflow wraps, -fwrapv"
    : "signed: its regime does not matter";
  if (rule->types[type].sign != 0 || !wraps || t.precision == 1)
    return why;
  return arena_printf ("%s, %s", why, tested_unsigned (rule, cx, type) >= 0
		       ? "as the counterexample's type test says"
		       : "either would do: the obligation covers both");
}

/* Choose the C type of TYPE; NULL, or why there is none.  Signed
   types need -fwrapv (*WRAPS) in the wrapping regime and not
   (*UNDEFINED) in the undefined one, where their regime matters.  */
static const char *
choose_type (const Rule *rule, const Signature *signature,
	     const Counterexample *cx, int type, Types *out, bool *wraps,
	     bool *undefined)
{
  Regime regime = (Regime) signature->regime[type];
  CType *t = &out->types[type];
  t->precision = width_value (signature->width[type]);
  t->is_unsigned = choose_unsigned (rule, signature, cx, type);
  if (regime == REGIME_UNDEFINED && rule->types[type].sign > 0)
    return arena_printf ("type %d is unsigned, but of the undefined "
			 "regime", type);
  if (!c_type_name (*t) && t->precision == 1)
    return arena_printf ("type %d would be a signed 1-bit type: GIMPLE "
			 "from C gives comparisons the type _Bool, and the "
			 "GIMPLE front end has no other 1-bit type", type);
  if (!c_type_name (*t))
    return arena_printf ("type %d has %u bits, which no C type of x86_64 "
			 "has", type, t->precision);
  if (!t->is_unsigned && type_regime_matters (rule, type))
    *(regime == REGIME_WRAPPING ? wraps : undefined) = true;
  out->text = arena_printf ("%s%stype %d is %s (%s)", out->text,
			    type ? "; " : "", type, c_type_name (*t),
			    type_reason (rule, signature, cx, type, *t));
  return NULL;
}

static const char *
choose_types (const Rule *rule, const Signature *signature,
	      const Counterexample *cx, Types *out)
{
  bool wraps = false, undefined = false;
  memset (out, 0, sizeof *out);
  out->count = rule->type_count;
  out->text = "";
  for (int t = 0; t < rule->type_count && t < TYPE_MAX; t++)
    {
      const char *why = choose_type (rule, signature, cx, t, out, &wraps,
				     &undefined);
      if (why)
	return why;
    }
  if (wraps && undefined)
    return "one signed type wraps and another has undefined overflow: "
      "-fwrapv is for all or none";
  out->wrapv = wraps;
  return NULL;
}

/* The GIMPLE function.  */

/* How GCC 12's GIMPLE front end writes an operation, by its form in
   the table of operations (PLUS_EXPR, CONVERT_EXPR, CFN_POPCOUNT); and
   how the dumps show it.  In SOURCE, %1 to %3 are the operands, %T the
   result's type, %P the precision of the operand, %L the suffix of the
   built-in function for it ("" int, "l" long), %Z and %M the literals
   0 and -1 of the result's type.  LROTATE_EXPR and RROTATE_EXPR, and
   the divisions other than TRUNC_DIV_EXPR and TRUNC_MOD_EXPR
   (EXACT_DIV_EXPR, FLOOR_DIV_EXPR ...), have no spelling in GCC 12's
   GIMPLE front end.  Unary operations narrower than int are written
   otherwise: narrow_spellings, below.  */
typedef struct Spelling
{
  const char *form;
  const char *source;
  const char *dump;
} Spelling;

static const Spelling spellings[] = {
  { "PLUS_EXPR", "%1 + %2", " + " },
  { "MINUS_EXPR", "%1 - %2", " - " },
  { "MULT_EXPR", "%1 * %2", " * " },
  { "NEGATE_EXPR", "-%1", "= -" },
  { "BIT_NOT_EXPR", "~%1", "= ~" },
  { "BIT_AND_EXPR", "%1 & %2", " & " },
  { "BIT_IOR_EXPR", "%1 | %2", " | " },
  { "BIT_XOR_EXPR", "%1 ^ %2", " ^ " },
  { "LSHIFT_EXPR", "%1 << %2", " << " },
  { "RSHIFT_EXPR", "%1 >> %2", " >> " },
  { "EQ_EXPR", "%1 == %2", " == " },
  { "NE_EXPR", "%1 != %2", " != " },
  { "LT_EXPR", "%1 < %2", " < " },
  { "LE_EXPR", "%1 <= %2", " <= " },
  { "GT_EXPR", "%1 > %2", " > " },
  { "GE_EXPR", "%1 >= %2", " >= " },
  { "MIN_EXPR", "__MIN (%1, %2)", "MIN_EXPR <" },
  { "MAX_EXPR", "__MAX (%1, %2)", "MAX_EXPR <" },
  { "ABS_EXPR", "__ABS %1", "ABS_EXPR <" },
  { "TRUNC_DIV_EXPR", "%1 / %2", " / " },
  { "TRUNC_MOD_EXPR", "%1 % %2", " % " },
  { "MULT_HIGHPART_EXPR", "%1 __MULT_HIGHPART %2", " h* " },
  { "CONVERT_EXPR", "(%T) %1", "= (%T) " },
  { "COND_EXPR", "%1 ? %2 : %3", " ? " },
  { "CFN_POPCOUNT", "__builtin_popcount%L (%1)", "popcount" },
  { "CFN_PARITY", "__builtin_parity%L (%1)", "parity" },
  { "CFN_CLZ", "__builtin_clz%L (%1)", "clz" },
  { "CFN_CTZ", "__builtin_ctz%L (%1)", "ctz" },
  { "CFN_FFS", "__builtin_ffs%L (%1)", "ffs" },
  { "CFN_BSWAP", "__builtin_bswap%P (%1)", "bswap" },
  { NULL, NULL, NULL }
};

/* The front end builds unary operations as C does (build_unary_op),
   with the integer promotions: -x of a char is -(int) x, which is no
   GIMPLE.  Below the precision of int, they are written as the binary
   operation that forwprop1 folds to them first, before it folds the
   statements that use them (match.pd: 0 - x is -x, x ^ -1 is ~x);
   "" if there is none.  */
typedef struct NarrowSpelling
{
  const char *form;
  const char *source;
  char unary;		/* how the dumps show the operation: '-', '~' */
} NarrowSpelling;

static const NarrowSpelling narrow_spellings[] = {
  { "NEGATE_EXPR", "%Z - %1", '-' },
  { "BIT_NOT_EXPR", "%1 ^ %M", '~' },
  { "ABS_EXPR", "", 0 },
  { NULL, NULL, 0 }
};


static const NarrowSpelling *
narrow_spelling_of (const char *form)
{
  for (int i = 0; narrow_spellings[i].form; i++)
    if (strcmp (narrow_spellings[i].form, form) == 0)
      return &narrow_spellings[i];
  return NULL;
}

static const Spelling *
spelling_of (Op op)
{
  const char *form = (unsigned) op < OP_COUNT ? op_gimple_form[op] : NULL;
  for (int i = 0; form && spellings[i].form; i++)
    if (strcmp (spellings[i].form, form) == 0)
      return &spellings[i];
  return NULL;
}

/* A parameter: a variable of the pattern that is no constant.  */
typedef struct Parameter
{
  const char *variable;	/* the rule's name */
  const char *name;	/* its name in C */
  int type;
  Bits value;
} Parameter;

/* The function being written.  */
typedef struct Body
{
  const Rule *rule;
  const Counterexample *cx;
  const Types *types;
  Parameter parameters[VALUE_MAX];
  int parameter_count;
  char *declarations;
  char *guards;		/* the blocks of the facts' guards */
  char *statements;	/* the pattern's */
  int statement_count;
  char stand_in[NODE_MAX];	/* by statement: the unary operation
				   ('-', '~') it stands for, or 0 */
  int block;		/* the next basic block's number */
  int version;		/* the next SSA version */
  const Expr *done[NODE_MAX];	/* operations written, and their names */
  const char *done_names[NODE_MAX];
  int done_count;
  const char *result;	/* the returned SSA name */
  const char *root_dump;	/* the root's operation as dumps show it */
  const char *error;
} Body;

static void
body_error (Body *b, const char *message)
{
  if (!b->error)
    b->error = message;
}

static bool
is_constant (const char *variable)
{
  return variable[0] == 'C';
}

/* NAME if it can be a C identifier of the reproducer (x0, x_0), else
   a name of its own.  */
static const char *
parameter_name (const char *name, int index)
{
  bool ok = (name[0] >= 'a' && name[0] <= 'z')
	    || (name[0] >= 'A' && name[0] <= 'Z');
  for (const char *p = name; *p && ok; p++)
    ok = *p == '_' || (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z')
	 || (*p >= 'A' && *p <= 'Z');
  bool taken = strcmp (name, "pattern") == 0 || strcmp (name, "main") == 0
	       || strncmp (name, "fact", 4) == 0;
  return ok && !taken && strlen (name) < 32 ? name
	 : arena_printf ("v%d", index);
}

static void
collect_parameters (Body *b, const Expr *expr)
{
  if (expr->kind == EXPR_OPERATION)
    for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
      collect_parameters (b, expr->args[i]);
  if (expr->kind != EXPR_NAME || is_constant (expr->name))
    return;
  for (int i = 0; i < b->parameter_count; i++)
    if (strcmp (b->parameters[i].variable, expr->name) == 0)
      return;
  const Value *v = find_value (b->cx->inputs, b->cx->input_count,
			       expr->name);
  if (!v || b->parameter_count == VALUE_MAX)
    {
      body_error (b, arena_printf ("the counterexample has no value of %s",
				   expr->name));
      return;
    }
  Parameter *p = &b->parameters[b->parameter_count];
  p->variable = expr->name;
  p->name = parameter_name (expr->name, b->parameter_count);
  p->type = expr->tvar;
  p->value = v->bits;
  b->parameter_count++;
}

static const Parameter *
find_parameter (const Body *b, const char *variable)
{
  for (int i = 0; i < b->parameter_count; i++)
    if (strcmp (b->parameters[i].variable, variable) == 0)
      return &b->parameters[i];
  return NULL;
}

/* The default definition of parameter P: x0_1(D).  Parameters have
   the first versions.  */
static const char *
parameter_ssa (const Body *b, const Parameter *p)
{
  return arena_printf ("%s_%d(D)", p->name, (int) (p - b->parameters) + 1);
}

/* VALUE as a literal of type T: _Literal (T) N.  The front end folds
   N, of its C type, to T; N must fit T where T is signed, or the
   constant has TREE_OVERFLOW set, which GIMPLE must not have.  NULL
   if there is no such N (128-bit values beyond 64 bits).  */
static const char *
gimple_literal (Bits value, CType t)
{
  const char *name = c_type_name (t);
  Bits bits = truncate_bits (value, t.precision);
  Bits extended = sign_extend (bits, t.precision);
  bool negative = extended >> 127;
  if ((t.is_unsigned || !negative) && !(bits >> 64))
    return arena_printf ("_Literal (%s) %s%s", name, bits_decimal (bits),
			 bits >> 31 ? "ull" : "");
  /* -M, M of a signed C type (-2^63 of a 64-bit type is __int128's):
     the front end negates it, then extends it to T.  */
  Bits magnitude = -extended;
  if (negative && (t.precision <= 64 || !(magnitude >> 63)))
    return arena_printf ("_Literal (%s) -%s", name,
			 bits_decimal (magnitude));
  return NULL;
}

/* A new SSA name of type T: _N.  */
static const char *
new_ssa (Body *b, CType t)
{
  int version = b->version++;
  b->declarations = arena_printf ("%s  %s _%d;\n", b->declarations,
				  c_type_name (t), version);
  return arena_printf ("_%d", version);
}

static void
add_statement (Body *b, const char *lhs, const char *rhs, char stand_in)
{
  b->statements = arena_printf ("%s  %s = %s;\n", b->statements, lhs, rhs);
  if (b->statement_count < NODE_MAX)
    b->stand_in[b->statement_count] = stand_in;
  b->statement_count++;
}

/* SOURCE with its placeholders replaced.  */
static const char *
expand_spelling (Body *b, const char *source, const char **operands,
		 int operand_count, CType result, CType operand)
{
  char *text = arena_strdup ("");
  for (const char *p = source; *p; p++)
    {
      if (*p != '%' || !p[1] || p[1] == ' ')
	{
	  text = arena_printf ("%s%c", text, *p);
	  continue;
	}
      p++;
      if (*p >= '1' && *p <= '3' && *p - '1' < operand_count)
	text = arena_printf ("%s%s", text, operands[*p - '1']);
      else if (*p == 'T')
	text = arena_printf ("%s%s", text, c_type_name (result));
      else if (*p == 'P')
	text = arena_printf ("%s%u", text, operand.precision);
      else if (*p == 'Z' || *p == 'M')
	text = arena_printf ("%s%s", text,
			     gimple_literal (*p == 'M' ? ~(Bits) 0 : 0,
					     result));
      else if (*p == 'L' && (operand.precision == 32
			     || operand.precision == 64))
	text = arena_printf ("%s%s", text, operand.precision == 64 ? "l" : "");
      else
	body_error (b, arena_printf ("no built-in function of %u bits for "
				     "'%s'", operand.precision, source));
    }
  return text;
}

static const char *write_term (Body *b, const Expr *expr);

/* The value of EXPR, a literal of the pattern (5, -1, ~0, MININT), at
   PRECISION bits; false if it is none.  */
static bool
constant_value (const Expr *expr, unsigned precision, Bits *value)
{
  Bits a, b;
  switch (expr->kind)
    {
    case EXPR_INTEGER:
      *value = ((Bits) expr->value.high << 64) | expr->value.low;
      return true;
    case EXPR_SPECIAL:
      *value = expr->special == SPECIAL_LONG_BIT ? 64
	       : ((Bits) 1 << (precision - 1))
		 - (expr->special == SPECIAL_MAXINT);
      return true;
    case EXPR_UNARY:
      if (!constant_value (expr->args[0], precision, &a))
	return false;
      *value = expr->operator_ == OPERATOR_NEG ? -a : ~a;
      return expr->operator_ == OPERATOR_NEG
	     || expr->operator_ == OPERATOR_INVERT;
    case EXPR_BINARY:
      if (!constant_value (expr->args[0], precision, &a)
	  || !constant_value (expr->args[1], precision, &b))
	return false;
      switch (expr->operator_)
	{
	case OPERATOR_ADD: *value = a + b; return true;
	case OPERATOR_SUB: *value = a - b; return true;
	case OPERATOR_MUL: *value = a * b; return true;
	case OPERATOR_BIT_AND: *value = a & b; return true;
	case OPERATOR_BIT_OR: *value = a | b; return true;
	case OPERATOR_BIT_XOR: *value = a ^ b; return true;
	default: return false;
	}
    default:
      return false;
    }
}

/* The value of EXPR if it is a constant of the pattern (C1, 5, -1),
   at its type's precision.  */
static bool
leaf_constant (Body *b, const Expr *expr, Bits *value)
{
  if (expr->kind != EXPR_NAME)
    return constant_value (expr, b->types->types[expr->tvar].precision,
			   value);
  if (!is_constant (expr->name))
    return false;
  const Value *v = find_value (b->cx->inputs, b->cx->input_count,
			       expr->name);
  if (!v)
    {
      body_error (b, arena_printf ("the counterexample has no value of %s",
				   expr->name));
      return false;
    }
  *value = v->bits;
  return true;
}

static const char *
write_literal (Body *b, const Expr *expr, Bits value, CType t)
{
  const char *literal = gimple_literal (value, t);
  if (!literal)
    body_error (b, arena_printf ("'%s' has a value of %u bits that GCC "
				 "12's GIMPLE front end cannot write",
				 expr_text (expr), t.precision));
  return literal ? literal : "0";
}

static const char *
write_leaf (Body *b, const Expr *expr)
{
  Bits value;
  if (expr->kind == EXPR_NAME && !is_constant (expr->name))
    {
      const Parameter *p = find_parameter (b, expr->name);
      return p ? parameter_ssa (b, p) : "0";
    }
  if (leaf_constant (b, expr, &value))
    return write_literal (b, expr, value, b->types->types[expr->tvar]);
  body_error (b, arena_printf ("'%s' in a pattern", expr_text (expr)));
  return "0";
}

/* An operation written before: GCC's value numbering makes equal
   operations one SSA name before the later passes, and match.pd's
   repeated captures need that.  */
static const char *
written_before (const Body *b, const Expr *expr)
{
  for (int i = 0; i < b->done_count; i++)
    if (b->done[i]->tvar == expr->tvar && expr_equal (b->done[i], expr))
      return b->done_names[i];
  return NULL;
}

static void
remember (Body *b, const Expr *expr, const char *name)
{
  if (b->done_count < NODE_MAX)
    {
      b->done[b->done_count] = expr;
      b->done_names[b->done_count++] = name;
    }
}

/* A conversion of a constant, as the literal GCC folds it to: GIMPLE
   has no conversions of constants (convert? of an INTEGER_CST matches
   without the conversion).  NULL if EXPR is none.  */
static const char *
converted_constant (Body *b, const Expr *expr)
{
  Bits value;
  if (!(op_info[expr->op].flags & PEEP_OPF_CONVERT)
      || expr->args[0]->kind == EXPR_OPERATION
      || !leaf_constant (b, expr->args[0], &value))
    return NULL;
  CType from = b->types->types[expr->args[0]->tvar];
  value = from.is_unsigned ? truncate_bits (value, from.precision)
	  : sign_extend (value, from.precision);
  return write_literal (b, expr, value, b->types->types[expr->tvar]);
}

/* The right-hand side of EXPR, an operation of result type RESULT on
   OPERANDS; *UNARY is the unary operation that it stands for, if
   any (narrow_spellings).  */
static const char *
operation_rhs (Body *b, const Expr *expr, const char **operands,
	       int count, CType result, char *unary)
{
  const Spelling *s = spelling_of (expr->op);
  *unary = 0;
  if (!s)
    {
      body_error (b, arena_printf ("%s (%s) has no spelling in GCC 12's "
				   "GIMPLE front end", op_info[expr->op].name,
				   op_gimple_form[expr->op] ? op_gimple_form[expr->op]
				   : "no GIMPLE form"));
      return "0";
    }
  if ((op_info[expr->op].flags & PEEP_OPF_SELECT) && count
      && strncmp (operands[0], "_Literal", 8) == 0)
    body_error (b, "a select of a constant has no spelling in GCC 12's "
		"GIMPLE front end");
  const NarrowSpelling *narrow = result.precision < 32
    ? narrow_spelling_of (s->form) : NULL;
  if (narrow && !*narrow->source)
    body_error (b, arena_printf ("%s of %u bits has no spelling in GCC 12's "
				 "GIMPLE front end, which promotes the "
				 "operand of a unary operation to int",
				 op_info[expr->op].name, result.precision));
  if (narrow)
    *unary = narrow->unary;
  if (expr == b->rule->pattern)
    b->root_dump = expand_spelling (b, s->dump, operands, 0, result,
				    result);
  int operand = count ? expr->args[0]->tvar : expr->tvar;
  return expand_spelling (b, narrow ? narrow->source : s->source, operands,
			  count, result, b->types->types[operand]);
}

static const char *
write_operation (Body *b, const Expr *expr)
{
  const char *name = written_before (b, expr);
  if (!name)
    name = converted_constant (b, expr);
  if (name)
    return name;
  const char *operands[EXPR_MAX_ARGS];
  int count = 0;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    if (expr->args[i]->kind != EXPR_WIDTH)
      operands[count++] = write_term (b, expr->args[i]);
  int flags = op_info[expr->op].flags;
  CType type = b->types->types[expr->tvar];
  CType result = (flags & PEEP_OPF_COMPARISON) ? bool_type
		 : (flags & PEEP_OPF_OWN_RESULT) ? int_type : type;
  char unary;
  const char *rhs = operation_rhs (b, expr, operands, count, result, &unary);
  name = new_ssa (b, result);
  add_statement (b, name, rhs, unary);
  /* A comparison's _Bool and a count's int, where the value has
     another type, as C's GIMPLE converts them.  */
  if (result.precision != type.precision
      || result.is_unsigned != type.is_unsigned)
    {
      const char *converted = new_ssa (b, type);
      add_statement (b, converted, arena_printf ("(%s) %s",
						 c_type_name (type), name), 0);
      name = converted;
    }
  remember (b, expr, name);
  return name;
}

static const char *
write_term (Body *b, const Expr *expr)
{
  if (expr->kind == EXPR_OPERATION)
    return write_operation (b, expr);
  return write_leaf (b, expr);
}

/* Guards of facts.  */

/* The condition under which fact FACT of a value V of type T would be
   false, as statements of a guard block and its if: x0.lower = L is
   "if (x0 < L) __builtin_unreachable ()".  Signed facts of unsigned
   values (and unsigned facts of signed ones) compare a conversion.  */
static const char *
fact_condition (Body *b, int index, const char *v, CType t, Fact fact,
		Bits value, char **statements)
{
  bool signed_fact = fact == FACT_lower || fact == FACT_upper;
  bool masked = fact == FACT_ones || fact == FACT_zeros;
  CType view = t;
  if (!masked)
    view.is_unsigned = !signed_fact;
  const char *mask = gimple_literal (value, t);
  if (!c_type_name (view) || !mask)
    return NULL;
  const char *operand = v;
  if (masked || view.is_unsigned != t.is_unsigned)
    {
      operand = arena_printf ("fact%d_%d", index, b->version++);
      b->declarations = arena_printf ("%s  %s fact%d;\n", b->declarations,
				      c_type_name (view), index);
      const char *rhs = masked ? arena_printf ("%s & %s", v, mask)
	: arena_printf ("(%s) %s", c_type_name (view), v);
      *statements = arena_printf ("%s  %s = %s;\n", *statements, operand,
				  rhs);
    }
  const char *literal = gimple_literal (fact == FACT_zeros ? 0 : value,
					view);
  static const char *const comparisons[FACT_COUNT] = {
    [FACT_lower] = "<", [FACT_upper] = ">", [FACT_ulower] = "<",
    [FACT_uupper] = ">", [FACT_ones] = "!=", [FACT_zeros] = "!="
  };
  if (!literal)
    return NULL;
  return arena_printf ("%s %s %s", operand, comparisons[fact], literal);
}

/* The fact named NAME (x0.lower): its variable and kind.  */
static bool
parse_fact (const char *name, char **variable, Fact *fact)
{
  const char *dot = strrchr (name, '.');
  if (!dot)
    return false;
  for (int f = 0; f < FACT_COUNT; f++)
    if (strcmp (dot + 1, fact_names[f]) == 0)
      {
	*variable = arena_strndup (name, (size_t) (dot - name));
	*fact = (Fact) f;
	return true;
      }
  return false;
}

static void
write_guard (Body *b, int index, const Value *fact_value)
{
  char *variable;
  Fact fact;
  const Parameter *p;
  if (!parse_fact (fact_value->name, &variable, &fact)
      || !(p = find_parameter (b, variable)))
    {
      body_error (b, arena_printf ("the fact %s, of no parameter",
				   fact_value->name));
      return;
    }
  char *statements = arena_strdup ("");
  const char *condition
    = fact_condition (b, index, parameter_ssa (b, p),
		      b->types->types[p->type], fact, fact_value->bits,
		      &statements);
  if (!condition)
    {
      body_error (b, arena_printf ("the fact %s has no GIMPLE condition",
				   fact_value->name));
      return;
    }
  int here = b->block;
  b->guards = arena_printf ("%s  /* %s = %s */\n  __BB(%d):\n%s"
			    "  if (%s)\n    goto __BB%d;\n  else\n"
			    "    goto __BB%d;\n\n  __BB(%d):\n"
			    "  __builtin_unreachable ();\n\n",
			    b->guards, fact_value->name,
			    bits_decimal (truncate_bits
					  (fact_value->bits,
					   b->types->types[p->type]
					   .precision)),
			    here, statements, condition, here + 1, here + 2,
			    here + 1);
  b->block += 2;
}

/* Write RULE's pattern as the body of a GIMPLE function: B's
   declarations, guards and statements; B->error says why not.  */
static void
write_body (Body *b, const Rule *rule, const Counterexample *cx,
	    const Types *types)
{
  memset (b, 0, sizeof *b);
  b->rule = rule;
  b->cx = cx;
  b->types = types;
  b->declarations = b->guards = b->statements = arena_strdup ("");
  b->block = 2;
  collect_parameters (b, rule->pattern);
  b->version = b->parameter_count + 1;
  for (int i = 0; i < cx->fact_count && !b->error; i++)
    write_guard (b, i, &cx->facts[i]);
  if (rule->pattern->kind != EXPR_OPERATION)
    body_error (b, "the pattern is no operation");
  b->result = write_term (b, rule->pattern);
}

/* The program.  */

/* A value of type T in C, for main.  */
static const char *
c_value (Bits value, CType t)
{
  const char *name = c_type_name (t);
  Bits bits = truncate_bits (value, t.precision);
  if (t.precision == 128)
    return arena_printf ("(%s) (((unsigned __int128) %sull << 64) | %sull)",
			 name, bits_decimal (bits >> 64),
			 bits_decimal ((uint64_t) bits));
  Bits extended = sign_extend (bits, t.precision);
  if (t.is_unsigned || !(extended >> 127))
    return arena_printf ("(%s) %s%s", name, bits_decimal (bits),
			 bits >> 31 ? "ull" : "");
  Bits magnitude = -extended;
  if (magnitude >> 63)
    return arena_printf ("(%s) (-9223372036854775807ll - 1)", name);
  return arena_printf ("(%s) -%sll", name, bits_decimal (magnitude));
}

/* A value of type T as the reproducer prints it (print_value).  */
static const char *
value_text (Bits value, CType t)
{
  Bits bits = truncate_bits (value, t.precision);
  if (t.precision == 128)
    return arena_printf ("0x%016llx%016llx",
			 (unsigned long long) (uint64_t) (bits >> 64),
			 (unsigned long long) (uint64_t) bits);
  Bits extended = sign_extend (bits, t.precision);
  if (t.is_unsigned || !(extended >> 127))
    return bits_decimal (bits);
  return arena_printf ("-%s", bits_decimal (-extended));
}

static const char *
print_function (CType t)
{
  const char *body;
  if (t.precision == 128)
    body = "  printf (\"0x%016llx%016llx\", (unsigned long long) "
      "((unsigned __int128) v >> 64),\n"
      "\t  (unsigned long long) v);\n";
  else if (t.is_unsigned)
    body = "  printf (\"%llu\", (unsigned long long) v);\n";
  else
    body = "  printf (\"%lld\", (long long) v);\n";
  return arena_printf ("/* A value of the pattern's type.  */\n"
		       "static void\nprint_value (%s v)\n{\n%s}\n\n",
		       c_type_name (t), body);
}

/* TEXT with no end of a C comment in it.  */
static char *
comment_safe (const char *text)
{
  char *safe = arena_strdup (text ? text : "");
  for (char *p = strstr (safe, "*/"); p; p = strstr (p, "*/"))
    p[1] = '\\';
  return safe;
}

/* TEXT as lines of a C comment, indented by INDENT.  */
static const char *
comment_text (const char *text, const char *indent)
{
  char *out = arena_strdup ("");
  while (text && *text)
    {
      size_t length = strcspn (text, "\n");
      char *line = comment_safe (arena_strndup (text, length));
      out = arena_printf ("%s%s%s\n", out, *line ? indent : "", line);
      text += length + (text[length] == '\n');
    }
  return out;
}

/* NAME as one word of a shell command, for the reader.  */
static const char *
shell_word (const char *name)
{
  if (strspn (name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	      "0123456789_.-+") == strlen (name))
    return name;
  char *word = arena_strdup ("'");
  for (const char *p = name; *p; p++)
    word = *p == '\'' ? arena_printf ("%s'\\''", word)
	   : arena_printf ("%s%c", word, *p);
  return arena_printf ("%s'", word);
}

static const char *
parameter_list (const Body *b)
{
  if (!b->parameter_count)
    return "void";
  char *text = arena_strdup ("");
  for (int i = 0; i < b->parameter_count; i++)
    text = arena_printf ("%s%s%s %s", text, i ? ", " : "",
			 c_type_name (b->types->types[b->parameters[i].type]),
			 b->parameters[i].name);
  return text;
}

static const char *
argument_list (const Body *b)
{
  char *text = arena_strdup ("");
  for (int i = 0; i < b->parameter_count; i++)
    text = arena_printf ("%s%s%s", text, i ? ", " : "",
			 c_value (b->parameters[i].value,
				  b->types->types[b->parameters[i].type]));
  return text;
}

static const char *
function_text (const Body *b, const char *name, const char *attributes)
{
  return arena_printf ("%s %s\n%s (%s)\n{\n%s\n%s  __BB(%d):\n%s"
		       "  return %s;\n}\n\n",
		       c_type_name (b->types->types[0]), attributes, name,
		       parameter_list (b), b->declarations, b->guards,
		       b->block, b->statements, b->result);
}

static const char *
main_text (const Body *b, Bits expected)
{
  const char *type = c_type_name (b->types->types[0]);
  const char *arguments = argument_list (b);
  return arena_printf
    ("int\nmain (void)\n{\n"
     "  /* The counterexample's value of the pattern.  */\n"
     "  %s expected = %s;\n"
     "  %s reference = pattern_O0 (%s);\n"
     "  if (reference != expected)\n    {\n"
     "      printf (\"no reproduction: at -O0 the pattern gives \");\n"
     "      print_value (reference);\n"
     "      printf (\", the counterexample says \");\n"
     "      print_value (expected);\n"
     "      printf (\"\\n\");\n      return 2;\n    }\n"
     "  %s got = pattern (%s);\n"
     "  if (got != expected)\n    {\n"
     "      printf (\"GCC miscompiles: got \");\n"
     "      print_value (got);\n"
     "      printf (\", expected \");\n"
     "      print_value (expected);\n"
     "      printf (\"\\n\");\n      return 1;\n    }\n"
     "  printf (\"not reproduced: got \");\n"
     "  print_value (got);\n"
     "  printf (\"\\n\");\n  return 0;\n}\n",
     type, c_value (expected, b->types->types[0]), type, arguments, type,
     arguments);
}

static const char *
compile_flags (const Types *types)
{
  return types->wrapv ? "-O2 -fgimple -fwrapv" : "-O2 -fgimple";
}

/* The comment that opens the program: where it comes from, the rule
   and its counterexample, what the program does, how to run it.  */
static const char *
program_comment (const Rule *rule, int obligation, const Body *b,
		 const char *name)
{
  const Signature *s = &rule->obligation_signatures[obligation];
  const char *c_file = shell_word (arena_printf ("%s.c", name));
  const char *program = shell_word (name);
  const char *head = arena_printf
    ("/* Generated by peepgen --match-pd from %s:%d:\n   a reproducer of "
     "the refutation of %s at %s.\n   Do not edit.\n\n%s\n%s\n",
     comment_safe (rule->location.file ? rule->location.file : "match.pd"),
     rule->location.line, comment_safe (rule->name),
     prove_signature_text (rule, s), comment_text (rule->text, "   "),
     comment_text (rule->obligation_reports[obligation], "   "));
  return arena_printf
    ("%s   pattern () is the pattern in GIMPLE, started at " START_PASS
     ", the first pass\n   of -O2 that folds every statement with "
     "match.pd's patterns; the rest\n   of -O2 runs after it.  "
     "pattern_O0 () is the same at -O0, where\n   nothing folds.  "
     "main compares both with the counterexample.\n\n"
     "   Types: %s.\n\n   gcc %s %s -o %s && ./%s  */\n\n",
     head, b->types->text, compile_flags (b->types), comment_safe (c_file),
     comment_safe (program), comment_safe (program));
}

static const char *
program_text (const Rule *rule, int obligation, const Body *b,
	      const Counterexample *cx, const char *name)
{
  return arena_printf
    ("%s#include <stdio.h>\n\n%s%s%s%s",
     program_comment (rule, obligation, b, name),
     print_function (b->types->types[0]),
     function_text (b, "pattern", "__GIMPLE (ssa, startwith (\""
		    START_PASS "\"))\n__attribute__ ((noipa))"),
     function_text (b, "pattern_O0", "__GIMPLE (ssa)\n__attribute__ "
		    "((noipa, optimize (\"O0\")))"),
     main_text (b, cx->pattern));
}

/* Files and processes.  */

static bool
write_file (const char *path, const char *text, const char **why)
{
  char *temporary = arena_printf ("%s.tmp%ld", path, (long) getpid ());
  FILE *out = fopen (temporary, "w");
  if (!out)
    {
      *why = arena_printf ("cannot write %s: %s", temporary,
			   strerror (errno));
      return false;
    }
  bool ok = fputs (text, out) >= 0;
  ok &= fclose (out) == 0;
  if (!ok || rename (temporary, path) != 0)
    {
      *why = arena_printf ("cannot write %s: %s", path, strerror (errno));
      remove (temporary);
      return false;
    }
  return true;
}

static char *
read_file (const char *path)
{
  FILE *in = fopen (path, "r");
  if (!in)
    return NULL;
  char *text = arena_strdup ("");
  char buffer[4096];
  size_t n;
  while ((n = fread (buffer, 1, sizeof buffer - 1, in)) > 0)
    {
      buffer[n] = '\0';
      text = arena_printf ("%s%s", text, buffer);
    }
  fclose (in);
  return text;
}

static double
seconds_now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

/* How a command ended.  */
typedef struct Run
{
  enum { RUN_EXITED, RUN_SIGNALED, RUN_TIMED_OUT, RUN_NOT_STARTED } how;
  int code;		/* the exit status, or the signal */
  const char *output;	/* its stdout and stderr */
} Run;

/* Start ARGV (no shell) in a process group of its own, with its
   output to LOG and no input; 0, or the error.  */
static int
spawn (char *const argv[], const char *log, pid_t *pid)
{
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_addopen (&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen (&actions, 1, log,
				    O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2 (&actions, 1, 2);
  posix_spawnattr_init (&attributes);
  posix_spawnattr_setpgroup (&attributes, 0);
  posix_spawnattr_setflags (&attributes, POSIX_SPAWN_SETPGROUP);
  int error = posix_spawnp (pid, argv[0], &actions, &attributes, argv,
			    environ);
  posix_spawn_file_actions_destroy (&actions);
  posix_spawnattr_destroy (&attributes);
  return error;
}

/* Run ARGV, its output to LOG; kill its process group after
   SECONDS.  */
static Run
run_command (char *const argv[], const char *log, int seconds)
{
  Run run = { RUN_NOT_STARTED, 0, "" };
  pid_t pid;
  int error = spawn (argv, log, &pid);
  if (error)
    {
      run.output = arena_printf ("cannot run %s: %s", argv[0],
				 strerror (error));
      return run;
    }
  double deadline = seconds_now () + seconds;
  int status = 0;
  pid_t done;
  while ((done = waitpid (pid, &status, WNOHANG)) == 0
	 || (done < 0 && errno == EINTR))
    {
      if (seconds_now () > deadline)
	{
	  kill (-pid, SIGKILL);
	  waitpid (pid, &status, 0);
	  run.how = RUN_TIMED_OUT;
	  return run;
	}
      nanosleep (&(struct timespec) { 0, 10000000 }, NULL);
    }
  run.how = WIFSIGNALED (status) ? RUN_SIGNALED : RUN_EXITED;
  run.code = WIFSIGNALED (status) ? WTERMSIG (status) : WEXITSTATUS (status);
  const char *output = read_file (log);
  run.output = output ? output : "";
  return run;
}

/* The line of OUTPUT that has "error:", or its first line.  */
static const char *
first_error (const char *output)
{
  const char *line = strstr (output, "error:");
  if (line)
    while (line > output && line[-1] != '\n')
      line--;
  else
    line = output;
  return arena_strndup (line, strcspn (line, "\n"));
}

static const char *
run_failure (const char *what, const Run *run, int seconds)
{
  if (run->how == RUN_NOT_STARTED)
    return run->output;
  if (run->how == RUN_TIMED_OUT)
    return arena_printf ("%s did not finish in %d s", what, seconds);
  if (run->how == RUN_SIGNALED)
    return arena_printf ("%s was killed by signal %d (%s)", what, run->code,
			 strsignal (run->code));
  return arena_printf ("%s failed (exit %d): %s", what, run->code,
		       first_error (run->output));
}

/* What the dumps show.  */

static bool
identifier_char (char c)
{
  return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
	 || (c >= 'A' && c <= 'Z');
}

/* LINE, a statement of a dump, with SSA versions removed (x0_1(D) is
   x0, _12 is _) and annotations ([tail call]) dropped.  */
static const char *
normalize_statement (const char *line)
{
  char *out = arena_strdup ("");
  const char *p = line;
  while (*p && !(*p == ' ' && p[1] == '['))
    {
      const char *end = p;
      if (p == line || !identifier_char (p[-1]))
	while (identifier_char (*end))
	  end++;
      if (end == p || (*p >= '0' && *p <= '9'))
	{
	  out = arena_printf ("%s%c", out, *p++);
	  continue;
	}
      /* NAME_VERSION is NAME; _VERSION, an anonymous name, is _.  */
      const char *cut = end;
      while (cut[-1] >= '0' && cut[-1] <= '9')
	cut--;
      const char *kept = end;
      if (cut < end && cut[-1] == '_')
	kept = cut - 1 > p ? cut - 1 : cut;
      out = arena_printf ("%s%.*s", out, (int) (kept - p), p);
      p = strncmp (end, "(D)", 3) == 0 ? end + 3 : end;
    }
  return out;
}

/* LINE without its annotations (" [tail call]").  */
static const char *
strip_annotation (const char *line)
{
  const char *bracket = strstr (line, " [");
  return bracket ? arena_strndup (line, (size_t) (bracket - line)) : line;
}

/* STATEMENT, normalized, of a binary operation that stands for the
   unary operation UNARY ('-', '~'), as the unary one: "_ = 0 - x0;"
   is "_ = -x0;", "_ = x0 ^ 255;" is "_ = ~x0;".  */
static const char *
as_unary (const char *statement, char unary)
{
  const char *equals = strstr (statement, " = ");
  if (!equals)
    return statement;
  const char *operand = equals + 3;
  size_t length;
  if (unary == '-' && strncmp (operand, "0 - ", 4) == 0)
    length = strcspn (operand += 4, ";");
  else if (unary == '~' && strstr (operand, " ^ "))
    length = (size_t) (strstr (operand, " ^ ") - operand);
  else
    return statement;
  return arena_printf ("%.*s = %c%.*s;", (int) (equals - statement),
		       statement, unary, (int) length, operand);
}

/* The statements of function NAME in DUMP, "a; b; return c;", without
   the guards of facts; NULL if the dump has no NAME.  If NORMALIZED,
   without SSA versions, and the stand-ins of AS_WRITTEN's statements
   (if not NULL) as the unary operations they stand for.  */
static const char *
dump_statements (const char *dump, const char *name, bool normalized,
		 const Body *as_written)
{
  const char *header = arena_printf (";; Function %s (", name);
  const char *p = dump ? strstr (dump, header) : NULL;
  if (!p)
    return NULL;
  const char *end = strstr (p + 1, "\n;; Function ");
  const char *blocks = strstr (p, "\n  <bb ");
  char *out = arena_strdup ("");
  int index = 0;
  for (p = blocks; p && *p && (!end || p < end); p = strchr (p, '\n'))
    {
      p++;
      char *line = arena_strndup (p, strcspn (p, "\n"));
      if (strncmp (line, "  ", 2) != 0 || line[2] == ' ' || line[2] == '<'
	  || line[2] == '#' || !strchr (line, ';')
	  || strncmp (line + 2, "fact", 4) == 0
	  || strstr (line, "__builtin_unreachable"))
	continue;
      const char *statement = normalized ? normalize_statement (line + 2)
	: strip_annotation (line + 2);
      if (normalized && as_written && index < NODE_MAX
	  && index < as_written->statement_count
	  && as_written->stand_in[index])
	statement = as_unary (statement, as_written->stand_in[index]);
      index++;
      out = arena_printf ("%s%s%s", out, *out ? " " : "", statement);
    }
  return out;
}

/* Whether GCC applied a pattern to B's function: the optimized GIMPLE
   of pattern () against that of pattern_O0 (), the pattern as
   written, and forwprop1's.  Where the root's operation is still
   there, GCC changed something, which need not be the match.pd
   pattern refuted.  */
static const char *
applied_text (const Body *b, const char *optimized, const char *forwprop)
{
  const char *as_written = dump_statements (optimized, "pattern_O0", true,
					    b);
  const char *final = dump_statements (optimized, "pattern", true, NULL);
  const char *shown = dump_statements (optimized, "pattern", false, NULL);
  const char *early = dump_statements (forwprop, "pattern", true, NULL);
  if (!as_written || !final)
    return "the optimized GIMPLE was not dumped: whether GCC folded the "
      "pattern is unknown";
  if (strcmp (as_written, final) == 0)
    return arena_printf ("GCC left the pattern as written: its optimized "
			 "GIMPLE is \"%s\"", shown);
  const char *root = b->root_dump ? b->root_dump : "?";
  const char *when = !early ? ""
    : strcmp (early, as_written) != 0 ? " in " START_PASS " already"
    : " after " START_PASS;
  if (!strstr (final, root))
    return arena_printf ("GCC rewrote the pattern%s: its optimized GIMPLE "
			 "is \"%s\", without the root's operation (\"%s\")",
			 when, shown, root);
  return arena_printf ("GCC changed the pattern%s, but its optimized GIMPLE, "
		       "\"%s\", still has the root's operation (\"%s\"): "
		       "it may not have applied the pattern refuted", when,
		       shown, root);
}

/* The reproduction.  */

static MdReproduction
failed (MdReproduction r, const char *why)
{
  r.outcome = MD_REPRO_FAILED;
  r.detail = why;
  return r;
}

/* Whether every node of EXPR has a type of the rule's COUNT.  */
static bool
typed_p (const Expr *expr, int count)
{
  if (expr->tvar < 0 || expr->tvar >= count)
    return false;
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    if (expr->args[i] && !typed_p (expr->args[i], count))
      return false;
  return true;
}

/* Why ARGUMENTS cannot make a reproducer, or NULL.  */
static const char *
check_arguments (const Rule *rule, int obligation, const char *cc,
		 const char *directory, const char *name)
{
  if (!rule || !rule->pattern || !rule->name || obligation < 0
      || obligation >= rule->obligation_count
      || !rule->obligation_signatures || !rule->obligation_outcomes
      || !rule->obligation_reports)
    return "no such obligation";
  if (rule->bad || rule->type_count < 1 || rule->type_count > TYPE_MAX
      || !typed_p (rule->pattern, rule->type_count))
    return "the rule has no types";
  if (rule->obligation_outcomes[obligation] != OUTCOME_FAILED
      || !rule->obligation_reports[obligation])
    return "the obligation has no counterexample";
  if (!cc || !*cc || !directory || !*directory)
    return "no compiler or directory";
  if (!name || !*name || strchr (name, '/') || name[0] == '.')
    return "no valid name for the reproducer";
  return NULL;
}

/* The detail of a run of the reproducer: what it printed and what GCC
   did.  */
static const char *
run_detail (const char *line, const Counterexample *cx, const Types *types,
	    const char *applied)
{
  static const char miscompiles[] = "GCC miscompiles: got ";
  size_t prefix = sizeof miscompiles - 1;
  char *detail = arena_strdup (line);
  if (cx->has_target && strncmp (line, miscompiles, prefix) == 0
      && strcmp (arena_strndup (line + prefix, strcspn (line + prefix, ",")),
		 value_text (cx->target, types->types[0])) == 0)
    detail = arena_printf ("%s (the target's value)", detail);
  detail = arena_printf ("%s; %s", detail, applied);
  if (cx->undefined)
    detail = arena_printf ("%s; the target introduces undefined behaviour: "
			   "%s", detail, cx->undefined);
  if (cx->fact_count)
    detail = arena_printf ("%s; the facts are guards that lead to "
			   "__builtin_unreachable", detail);
  return arena_printf ("%s; %s", detail, types->text);
}

/* Compile the reproducer at PATH with CC into WORK/reproducer, with
   the dumps of the optimized GIMPLE and of the starting pass.  */
static Run
compile_reproducer (const char *cc, const char *path, const char *work,
		    const Types *types)
{
  char *argv[12];
  int n = 0;
  argv[n++] = (char *) cc;
  argv[n++] = (char *) "-O2";
  argv[n++] = (char *) "-fgimple";
  if (types->wrapv)
    argv[n++] = (char *) "-fwrapv";
  argv[n++] = (char *) "-o";
  argv[n++] = arena_printf ("%s/reproducer", work);
  argv[n++] = arena_printf ("-fdump-tree-optimized=%s/optimized", work);
  argv[n++] = arena_printf ("-fdump-tree-" START_PASS "=%s/" START_PASS,
			    work);
  /* A source that GCC could read as an option is ./-name.  */
  argv[n++] = path[0] == '-' ? arena_printf ("./%s", path) : (char *) path;
  argv[n] = NULL;
  return run_command (argv, arena_printf ("%s/log", work), COMPILE_SECONDS);
}

/* R after RUN of the reproducer, whose first line is LINE.  */
static MdReproduction
judge_run (MdReproduction r, const Run *run, const char *line,
	   const Body *b, const Counterexample *cx)
{
  if (run->how == RUN_EXITED && (run->code == 0 || run->code == 1))
    {
      r.outcome = run->code ? MD_REPRO_MISCOMPILED : MD_REPRO_NOT_REPRODUCED;
      r.detail = run_detail (line, cx, b->types, r.applied);
      return r;
    }
  const char *failure = run_failure ("the reproducer", run, RUN_SECONDS);
  if (run->how == RUN_SIGNALED && cx->undefined)
    {
      /* pattern_O0 runs first, and the pattern is defined on the
	 counterexample: the optimized pattern () trapped, on the
	 target's undefined behaviour.  */
      r.outcome = MD_REPRO_MISCOMPILED;
      r.detail = arena_printf ("%s: the target introduces undefined "
			       "behaviour: %s; %s", failure, cx->undefined,
			       r.applied);
      return r;
    }
  return failed (r, run->how == RUN_EXITED && *line ? line : failure);
}

/* Compile and run the reproducer at PATH in the directory WORK.  */
static MdReproduction
compile_and_run (MdReproduction r, const char *cc, const char *path,
		 const char *work, const Body *b, const Counterexample *cx)
{
  Run compile = compile_reproducer (cc, path, work, b->types);
  if (compile.how != RUN_EXITED || compile.code != 0)
    return failed (r, run_failure (arena_printf ("%s %s", cc,
						 compile_flags (b->types)),
				   &compile, COMPILE_SECONDS));
  r.applied = applied_text (b, read_file (arena_printf ("%s/optimized",
							work)),
			    read_file (arena_printf ("%s/" START_PASS, work)));
  char *argv[2] = { arena_printf ("%s/reproducer", work), NULL };
  Run run = run_command (argv, arena_printf ("%s/log", work), RUN_SECONDS);
  const char *line = arena_strndup (run.output, strcspn (run.output, "\n"));
  return judge_run (r, &run, line, b, cx);
}

/* A directory of its own for the program and the dumps.  */
static char *
work_directory (void)
{
  const char *tmp = getenv ("TMPDIR");
  char *template = arena_printf ("%s/peepgen-repro-XXXXXX",
				 tmp && *tmp ? tmp : "/tmp");
  return mkdtemp (template);
}

static void
remove_work_directory (const char *work)
{
  static const char *const files[] = {
    "reproducer", "optimized", START_PASS, "log", NULL
  };
  for (int i = 0; files[i]; i++)
    remove (arena_printf ("%s/%s", work, files[i]));
  rmdir (work);
}

MdReproduction
md_reproduce (const Rule *rule, int obligation, const char *cc,
	      const char *directory, const char *name)
{
  MdReproduction r = { MD_REPRO_FAILED, NULL, NULL, NULL, NULL };
  const char *why = check_arguments (rule, obligation, cc, directory, name);
  if (why)
    return failed (r, why);
  Counterexample cx;
  parse_counterexample (rule->obligation_reports[obligation], &cx);
  r.undefined = cx.undefined;
  if (!cx.has_pattern)
    return failed (r, "the counterexample has no value of the pattern");
  Types types;
  why = choose_types (rule, &rule->obligation_signatures[obligation], &cx,
		      &types);
  if (why)
    return failed (r, why);
  Body body;
  write_body (&body, rule, &cx, &types);
  if (body.error)
    return failed (r, body.error);
  const char *path = arena_printf ("%s/%s.c", directory, name);
  if (!write_file (path, program_text (rule, obligation, &body, &cx, name),
		   &why))
    return failed (r, why);
  r.file = path;
  char *work = work_directory ();
  if (!work)
    return failed (r, arena_printf ("cannot make a temporary directory: %s",
				    strerror (errno)));
  r = compile_and_run (r, cc, path, work, &body, &cx);
  remove_work_directory (work);
  return r;
}
