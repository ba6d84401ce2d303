/* peephole-api.h: the narrow C interface between the matcher that
   peepgen generates and the plugin's GCC glue.

   The generated matcher is C; it sees a statement only through the
   functions below, which plugin/glue.cc implements on GIMPLE (and a
   test harness can implement without GCC).  A statement is an
   operation over operands; an operand is an SSA name or a constant,
   handled through an opaque pointer.  The statement may also be the
   PHI at the join of a diamond or a triangle that one condition
   controls: a select of the condition, a comparison the matcher sees as
   an operand, between the PHI's arguments.  Values are two's-complement bit
   patterns of the statement's precision P (at most 128 bits), held
   zero-extended in a peep_uint.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_API_H
#define PEEPHOLE_API_H

#ifdef __cplusplus
extern "C" {
#endif

/* Values of up to 128 bits.  configure checks that the compiler has
   unsigned __int128.  */
__extension__ typedef unsigned __int128 peep_uint;

/* A 128-bit constant from two 64-bit halves.  */
#define PEEP_UINT(HIGH, LOW) \
  ((((peep_uint) (HIGH)) << 64) | (peep_uint) (LOW))

/* The statement being rewritten, with everything the glue knows of it.  */
typedef struct peep_ctx peep_ctx;

/* An operand: an SSA name or a constant.  */
typedef const void *peep_operand;

/* An integer type.  A rule may involve several types (conversions
   change the type); the matcher asks for the type of every operand it
   matched and checks that the types are those the rule was proven
   for.  */
typedef const void *peep_type;

enum peep_op
{
  PEEP_OP_NONE,
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  PEEP_OP_##NAME,
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
  PEEP_OP_COUNT
};

/* The overflow regimes a rule is proven in.  ORDER REGIMES: enum Regime
   in gen/peepgen.h.  */
enum peep_regime
{
  PEEP_REGIME_WRAPPING,		/* unsigned, or signed with -fwrapv */
  PEEP_REGIME_UNDEFINED,	/* signed overflow is undefined */
  PEEP_REGIME_COUNT
};

/* What the compiler knows of an operand's value.  Every field is sound:
   the value lies in [lower, upper] as signed and [ulower, uupper] as
   unsigned numbers, has every bit of ONES set and no bit of ZEROS.  An
   operand the glue knows nothing about has the full ranges and no
   known bits.  */
struct peep_facts
{
  peep_uint lower, upper;
  peep_uint ulower, uupper;
  peep_uint ones, zeros;
};

/* A rule, for statistics and messages.  */
struct peep_rule
{
  const char *name;
  const char *operation;	/* root operation as written: "int_add" */
  const char *file;
  int line;
  int off_by_default;		/* "default off": applied only if
				   -fplugin-arg-peephole-enable names it */
};

/* Implemented by the glue: questions about the statement.  */

/* The statement's operation and operands.  */
enum peep_op peep_root_op (peep_ctx *ctx);
peep_operand peep_root_operand (peep_ctx *ctx, int i);

/* Types.  The type of the statement's operation: of the operands of a
   comparison, else of the result.  The type of OPERAND.  Whether A and
   B are the same type (types_compatible_p).  A type's precision, its
   signedness and its overflow regime.  */
peep_type peep_root_type (peep_ctx *ctx);
peep_type peep_operand_type (peep_ctx *ctx, peep_operand operand);
int peep_same_type_p (peep_ctx *ctx, peep_type a, peep_type b);
unsigned peep_type_precision (peep_ctx *ctx, peep_type type);
int peep_type_unsigned_p (peep_ctx *ctx, peep_type type);
enum peep_regime peep_type_regime (peep_ctx *ctx, peep_type type);

/* The types a rule's target computes in that the statement need not
   have: the unsigned and the signed type of TYPE's precision
   (unsigned_type_for, signed_type_for), for uint_cast and sint_cast;
   the type of a truth value (_Bool), for a select's condition.  NULL
   where there is no such type that the plugin supports: the matcher
   then applies no rule that needs it.  */
peep_type peep_unsigned_type (peep_ctx *ctx, peep_type type);
peep_type peep_signed_type (peep_ctx *ctx, peep_type type);
peep_type peep_bool_type (peep_ctx *ctx);

/* The operation that defines OPERAND, if it is an SSA name defined by
   an assignment that the matcher may look into: an operation of the
   table on integer types the plugin supports (conversions included,
   classified by the precisions and the source's signedness), that
   cannot throw; PEEP_OP_NONE otherwise.  Its types may differ from the
   statement's: the matcher checks them.  Operand I of that
   definition.  */
enum peep_op peep_def_op (peep_ctx *ctx, peep_operand operand);
peep_operand peep_def_operand (peep_ctx *ctx, peep_operand operand, int i);

/* Whether OPERAND is a constant; its value, sign- or zero-extended as
   its type extends, to 128 bits (the matcher truncates it to the
   precision it needs).  */
int peep_constant_p (peep_ctx *ctx, peep_operand operand, peep_uint *value);

/* Whether A and B are the same SSA name, or constants equal in their
   low P bits.  */
int peep_same_p (peep_ctx *ctx, peep_operand a, peep_operand b, unsigned p);

/* Whether every use of OPERAND, an SSA name, is in the statement being
   matched or in a statement that defines one of the N operands that
   follow (the pattern's inner operations), so that OPERAND dies with
   the statement when the statement is replaced: it has one use (its
   operation's in the pattern), or several, all inside the pattern (an
   operand that two operations of the pattern share).  */
int peep_uses_inside_p (peep_ctx *ctx, peep_operand operand, int n, ...);

/* The facts about OPERAND at the statement, as values of P bits (the
   precision the rule sees OPERAND at).  */
void peep_get_facts (peep_ctx *ctx, peep_operand operand, unsigned p,
		     struct peep_facts *facts);

/* Whether the facts about OPERAND as values of P bits are known to say
   nothing (peep_facts_unknown_p) without a new query: they were asked
   for at this statement already, by another rule or by the same rule
   with a commutative operation's operands the other way round.  0 if
   they were not: then they may say something.  */
int peep_facts_said_nothing_p (peep_ctx *ctx, peep_operand operand,
			       unsigned p);

/* Whether rule RULE may fire (it was not disabled by the user).  */
int peep_rule_enabled_p (peep_ctx *ctx, int rule);

/* Implemented by the glue: building the replacement.  Nothing is
   changed until peep_replace or peep_replace_operation succeeds; a
   builder that fails returns NULL, and then the replacement fails too
   and everything built is discarded.  */

/* A constant of TYPE.  */
peep_operand peep_build_constant (peep_ctx *ctx, peep_type type,
				  peep_uint value);

/* A new statement computing OP (A, B, C) (B and C are NULL where OP
   has fewer operands), whose result is of TYPE, inserted before the
   statement once the rewrite is committed.  The operands of an
   arithmetic operation are of TYPE too; those of a comparison are of a
   type of their own (the comparison's 0 or 1 is then converted to
   TYPE); a conversion converts A to TYPE; a select's condition A is a
   truth value, B and C are of TYPE.  */
peep_operand peep_build_operation (peep_ctx *ctx, enum peep_op op,
				   peep_type type, peep_operand a,
				   peep_operand b, peep_operand c);

/* Rewrite the statement to a copy of OPERAND, or to OP (A, B, C),
   keeping its result; count RULE.  Return nonzero on success.  The
   operands of OP are of the statement's type, but for a comparison
   (whose operands have a type of their own, and whose 0 or 1 becomes
   the statement's result), a conversion (which converts A to the type
   of the statement's result) and a select's condition A.  */
int peep_replace (peep_ctx *ctx, int rule, peep_operand operand);
int peep_replace_operation (peep_ctx *ctx, int rule, enum peep_op op,
			    peep_operand a, peep_operand b, peep_operand c);

/* Implemented by the generated matcher.  */

/* The rules, in the order of the statistics table.  */
extern const struct peep_rule peep_rules[];
extern const int peep_rule_count;

/* The identity of the rule set: 16 hex digits of a SHA-256 of the
   generated matcher (its rules, and where each is proven).  */
extern const char peep_rules_id[];

/* The precisions rules are proven at.  */
extern const unsigned peep_widths[];
extern const int peep_width_count;

/* Try the rules on the statement; return the rule that fired, or -1.  */
int peep_match (peep_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* PEEPHOLE_API_H */
