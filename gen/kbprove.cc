/* kbprove.cc: prove the transfer functions of the known-bits domain
   sound with Z3, and write plugin/knownbits-proven.h.

     kbprove [--widths=8,16,32,64,128] [--timeout=MS] -o FILE
     kbprove --self-test-wrong [--widths=8] -o FILE

   plugin/knownbits.h is instantiated here on Z3 words: each operation
   on a Z3Word builds a bit-vector term, and select builds an
   if-then-else.  Called on words that are Z3 variables, a transfer
   function returns its result as a term in them, so what Z3 proves is
   the code that the plugin runs, not a transcription of it.

   A transfer function F is sound at width P when, for all well-formed
   abstract operands and all concrete operands that they contain, the
   abstract result is well formed and contains the result of the
   concrete operation, which is Z3's own (bvadd, bvmul, sign_extend
   ...).  For each width kbprove asks Z3 for a counterexample; "unsat"
   is a proof.
   - A counterexample is an error: kbprove prints it, goes on with the
     other functions, exits with status 1 and writes no FILE.
   - A query that times out is a warning: F is not proven at that width,
     and the plugin does not use it there.
   FILE defines KB_WIDTHS, the widths, and for each F the mask
   KB_PROVEN_F of the widths (bit I for KB_WIDTHS[I]) where F is proven.

   The functions that take a C number (a constant shift count, the
   precision of an extended operand) are proven for each of its values.

   The transfer functions of the conversions and of the bit-counting
   calls map a P-bit operand to an R-bit result.  Their concrete
   operation is the operation of the table (include/peephole-ops.def,
   with its value from include/peephole-semantics.h), which also says
   at which pairs of widths each is proven: a conversion from each
   width of --widths to each other one that it allows (wider, narrower
   or the same), a bit-counting call from each width of --widths the
   table lists to an int (32 bits, if --widths lists 32), where it is
   defined (clz and ctz are not at 0).  FILE's masks have a bit for each pair (P, R): bit
   I * KB_WIDTH_COUNT + J for P = KB_WIDTHS[I] and R = KB_WIDTHS[J],
   and I == J for the functions whose result has the operand's width.

   --self-test-wrong proves the table with add_without_carry, an
   addition that forgets its carries, in place of add: it must print a
   counterexample, exit with status 1 and leave FILE alone.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

#include "knownbits.h"
#include "options.h"
#include "peephole-api.h"
#include "peephole-semantics.h"
#include "z3context.h"

/* Z3 words: the word interface of knownbits.h on Z3 terms.  */

struct Z3Bool
{
  Z3_context z3;
  Z3_ast term;
};

struct Z3Word
{
  typedef Z3Bool boolean;
  Z3_context z3;
  Z3_ast term;
  unsigned width;
};

static Z3Bool
z3_bool (Z3_context z3, Z3_ast term)
{
  Z3Bool result = { z3, term };
  return result;
}

static Z3Word
z3_word (Z3_context z3, Z3_ast term, unsigned width)
{
  Z3Word result = { z3, term, width };
  return result;
}

static Z3Word
word_constant (const Z3Word &like, uint64_t value)
{
  if (like.width < 64)
    value &= ((uint64_t) 1 << like.width) - 1;
  Z3_sort sort = Z3_mk_bv_sort (like.z3, like.width);
  return z3_word (like.z3, Z3_mk_unsigned_int64 (like.z3, value, sort),
		  like.width);
}

static unsigned
word_precision (const Z3Word &a)
{
  return a.width;
}

static Z3Word
word_resize (const Z3Word &a, unsigned precision)
{
  if (precision > a.width)
    return z3_word (a.z3, Z3_mk_zero_ext (a.z3, precision - a.width, a.term),
		    precision);
  if (precision < a.width)
    return z3_word (a.z3, Z3_mk_extract (a.z3, precision - 1, 0, a.term),
		    precision);
  return a;
}

static Z3Word
select (const Z3Bool &condition, const Z3Word &a, const Z3Word &b)
{
  return z3_word (a.z3, Z3_mk_ite (a.z3, condition.term, a.term, b.term),
		  a.width);
}

typedef Z3_ast (*Z3Binary) (Z3_context, Z3_ast, Z3_ast);

static Z3Word
z3_binary (Z3Binary make, const Z3Word &a, const Z3Word &b)
{
  return z3_word (a.z3, make (a.z3, a.term, b.term), a.width);
}

static Z3Bool
z3_relation (Z3Binary make, const Z3Word &a, const Z3Word &b)
{
  return z3_bool (a.z3, make (a.z3, a.term, b.term));
}

static Z3Word
operator& (const Z3Word &a, const Z3Word &b)
{
  return z3_binary (Z3_mk_bvand, a, b);
}

static Z3Word
operator| (const Z3Word &a, const Z3Word &b)
{
  return z3_binary (Z3_mk_bvor, a, b);
}

static Z3Word
operator^ (const Z3Word &a, const Z3Word &b)
{
  return z3_binary (Z3_mk_bvxor, a, b);
}

static Z3Word
operator+ (const Z3Word &a, const Z3Word &b)
{
  return z3_binary (Z3_mk_bvadd, a, b);
}

static Z3Word
operator- (const Z3Word &a, const Z3Word &b)
{
  return z3_binary (Z3_mk_bvsub, a, b);
}

static Z3Word
operator* (const Z3Word &a, const Z3Word &b)
{
  return z3_binary (Z3_mk_bvmul, a, b);
}

static Z3Word
operator~ (const Z3Word &a)
{
  return z3_word (a.z3, Z3_mk_bvnot (a.z3, a.term), a.width);
}

static Z3Word
operator- (const Z3Word &a)
{
  return z3_word (a.z3, Z3_mk_bvneg (a.z3, a.term), a.width);
}

static Z3Bool
operator== (const Z3Word &a, const Z3Word &b)
{
  return z3_relation (Z3_mk_eq, a, b);
}

static Z3Bool
operator!= (const Z3Word &a, const Z3Word &b)
{
  return z3_bool (a.z3, Z3_mk_not (a.z3, Z3_mk_eq (a.z3, a.term, b.term)));
}

static Z3Bool
word_ult (const Z3Word &a, const Z3Word &b)
{
  return z3_relation (Z3_mk_bvult, a, b);
}

static Z3Bool
word_ule (const Z3Word &a, const Z3Word &b)
{
  return z3_relation (Z3_mk_bvule, a, b);
}

static Z3Bool
word_sle (const Z3Word &a, const Z3Word &b)
{
  return z3_relation (Z3_mk_bvsle, a, b);
}

/* Shifts by a C count.  A count of the width or more is not a numeral
   of the width, so it is replaced by one with the same effect.  */

static Z3Word
word_shl (const Z3Word &a, unsigned count)
{
  if (count >= a.width)
    return word_constant (a, 0);
  return z3_binary (Z3_mk_bvshl, a, word_constant (a, count));
}

static Z3Word
word_lshr (const Z3Word &a, unsigned count)
{
  if (count >= a.width)
    return word_constant (a, 0);
  return z3_binary (Z3_mk_bvlshr, a, word_constant (a, count));
}

static Z3Word
word_ashr (const Z3Word &a, unsigned count)
{
  if (count >= a.width)
    count = a.width - 1;
  return z3_binary (Z3_mk_bvashr, a, word_constant (a, count));
}

static Z3Bool
operator&& (const Z3Bool &a, const Z3Bool &b)
{
  Z3_ast both[2] = { a.term, b.term };
  return z3_bool (a.z3, Z3_mk_and (a.z3, 2, both));
}

static Z3Bool
operator|| (const Z3Bool &a, const Z3Bool &b)
{
  Z3_ast either[2] = { a.term, b.term };
  return z3_bool (a.z3, Z3_mk_or (a.z3, 2, either));
}

typedef KnownBits<Z3Word> Bits;

/* The deliberately wrong transfer function of --self-test-wrong: an
   addition that adds each bit on its own, forgetting the carries
   (0001 + 0001 is 0000).  */
template <class W>
KnownBits<W>
kb_add_without_carry (const KnownBits<W> &a, const KnownBits<W> &b)
{
  return kb_xor (a, b);
}

/* Proofs.  */

enum Outcome
{
  OUTCOME_PROVEN,
  OUTCOME_TIMED_OUT,
  OUTCOME_UNSOUND
};

/* The parts of a counterexample, in the order they are shown.  ORDER
   ROLES.  */
enum Role
{
  ROLE_CONCRETE_INPUT,
  ROLE_ABSTRACT_INPUT,
  ROLE_CONCRETE_RESULT,
  ROLE_ABSTRACT_RESULT,
  ROLE_COUNT
};

static const char *const role_names[ROLE_COUNT] = {
  "concrete inputs", "abstract inputs", "concrete result", "abstract result"
};				/* ORDER ROLES.  */

/* A value that a counterexample shows: a word, or known bits.  */
struct Shown
{
  Role role;
  const char *name;		/* NULL for a result */
  bool is_bits;
  Z3Word word;
  Bits bits;
};

/* A condition the query must establish, and what it means that it does
   not hold.  */
struct Goal
{
  Z3_ast condition;
  const char *broken;
};

#define MAX_SHOWN 8
#define MAX_GOALS 4

/* One transfer function at one width (from one width to another), in
   a Z3 context of its own.  A query is the assumptions and the
   negation of the goals.  */
struct Proof
{
  const char *function;
  unsigned width;		/* of the operands */
  unsigned result_width;	/* of the result: WIDTH, but for an
				   operation of the table that converts
				   or counts */
  enum peep_op operation;	/* that operation, or PEEP_OP_NONE */
  unsigned timeout_ms;
  Z3_context z3;
  Outcome outcome;
  /* The query being built.  */
  Z3_ast assumptions;
  char parameters[64];		/* its C arguments, "k = 3" */
  Shown shown[MAX_SHOWN];
  int shown_count;
  Goal goals[MAX_GOALS];
  int goal_count;
};

static void
z3_error (Z3_context z3, Z3_error_code code)
{
  fprintf (stderr, "kbprove: internal error: Z3: %s\n",
	   Z3_get_error_msg (z3, code));
  abort ();
}

static void
begin_query (Proof *proof)
{
  proof->assumptions = Z3_mk_true (proof->z3);
  proof->parameters[0] = '\0';
  proof->shown_count = 0;
  proof->goal_count = 0;
}

static void
assume (Proof *proof, const Z3Bool &condition)
{
  Z3_ast both[2] = { proof->assumptions, condition.term };
  proof->assumptions = Z3_mk_and (proof->z3, 2, both);
}

static void
expect (Proof *proof, const Z3Bool &condition, const char *broken)
{
  if (proof->goal_count == MAX_GOALS)
    abort ();
  Goal *goal = &proof->goals[proof->goal_count++];
  goal->condition = condition.term;
  goal->broken = broken;
}

static Shown *
add_shown (Proof *proof, Role role, const char *name)
{
  if (proof->shown_count == MAX_SHOWN)
    abort ();
  Shown *shown = &proof->shown[proof->shown_count++];
  shown->role = role;
  shown->name = name;
  return shown;
}

static void
show_word (Proof *proof, Role role, const char *name, const Z3Word &word)
{
  Shown *shown = add_shown (proof, role, name);
  shown->is_bits = false;
  shown->word = word;
}

static void
show_bits (Proof *proof, Role role, const char *name, const Bits &bits)
{
  Shown *shown = add_shown (proof, role, name);
  shown->is_bits = true;
  shown->bits = bits;
}

static Z3Word
fresh_word (Proof *proof, const char *name)
{
  Z3_sort sort = Z3_mk_bv_sort (proof->z3, proof->width);
  Z3_symbol symbol = Z3_mk_string_symbol (proof->z3, name);
  return z3_word (proof->z3, Z3_mk_const (proof->z3, symbol, sort),
		  proof->width);
}

/* A concrete input, shown in a counterexample.  */
static Z3Word
concrete_input (Proof *proof, const char *name)
{
  Z3Word word = fresh_word (proof, name);
  show_word (proof, ROLE_CONCRETE_INPUT, name, word);
  return word;
}

/* A word that is part of an abstract input, such as a range bound.  */
static Z3Word
abstract_word (Proof *proof, const char *name)
{
  Z3Word word = fresh_word (proof, name);
  show_word (proof, ROLE_ABSTRACT_INPUT, name, word);
  return word;
}

/* A well-formed abstract input.  */
static Bits
abstract_input (Proof *proof, const char *name)
{
  char ones[32], zeros[32];
  snprintf (ones, sizeof ones, "%s.ones", name);
  snprintf (zeros, sizeof zeros, "%s.zeros", name);
  Bits bits = kb_make (fresh_word (proof, ones), fresh_word (proof, zeros));
  assume (proof, kb_well_formed (bits));
  show_bits (proof, ROLE_ABSTRACT_INPUT, name, bits);
  return bits;
}

/* An operand: a concrete value and a well-formed abstract value that
   contains it.  */
struct Operand
{
  Z3Word value;
  Bits bits;
};

static Operand
operand (Proof *proof, const char *value_name, const char *bits_name)
{
  Operand result;
  result.value = concrete_input (proof, value_name);
  result.bits = abstract_input (proof, bits_name);
  assume (proof, kb_contains (result.bits, result.value));
  return result;
}

/* Running Z3.  */

/* Check FORMULA with a fresh solver: Z3's default solver, or the
   solver of TACTIC.  On "sat" store the model in *MODEL, with a
   reference that the caller drops.  */
static Z3_lbool
check_with (Z3_context z3, const char *tactic, Z3_ast formula,
	    unsigned timeout_ms, Z3_model *model)
{
  Z3_solver solver;
  if (tactic)
    {
      Z3_tactic t = Z3_mk_tactic (z3, tactic);
      Z3_tactic_inc_ref (z3, t);
      solver = Z3_mk_solver_from_tactic (z3, t);
      Z3_tactic_dec_ref (z3, t);
    }
  else
    solver = Z3_mk_solver (z3);
  Z3_solver_inc_ref (z3, solver);
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  Z3_params_set_uint (z3, params, Z3_mk_string_symbol (z3, "timeout"),
		      timeout_ms);
  Z3_solver_set_params (z3, solver, params);
  Z3_params_dec_ref (z3, params);
  Z3_solver_assert (z3, solver, formula);
  Z3_lbool result = Z3_solver_check (z3, solver);
  if (result == Z3_L_TRUE && model)
    {
      *model = Z3_solver_get_model (z3, solver);
      Z3_model_inc_ref (z3, *model);
    }
  Z3_solver_dec_ref (z3, solver);
  return result;
}

/* How long Z3's "smt" tactic may try a query first, in milliseconds.
   It decides most of these queries at once, and finds counterexamples
   where bit-blasting everything takes long; the default solver, which
   bit-blasts, then gets the rest of the budget.  */
#define SMT_BUDGET_MS 1000

static Z3_lbool
solve (Proof *proof, Z3_ast formula, Z3_model *model)
{
  unsigned first = (proof->timeout_ms < SMT_BUDGET_MS ? proof->timeout_ms
		    : SMT_BUDGET_MS);
  Z3_lbool result = check_with (proof->z3, "smt", formula, first, model);
  if (result != Z3_L_UNDEF || proof->timeout_ms <= first)
    return result;
  return check_with (proof->z3, NULL, formula, proof->timeout_ms - first,
		     model);
}

/* Counterexamples.  */

/* The value of WORD in MODEL, as WIDTH binary digits.  */
static void
model_bits (Z3_context z3, Z3_model model, const Z3Word &word, char *bits)
{
  Z3_ast value;
  if (!Z3_model_eval (z3, model, word.term, true, &value))
    abort ();
  const char *digits = Z3_get_numeral_binary_string (z3, value);
  size_t length = strlen (digits);
  if (length > word.width)
    abort ();
  memset (bits, '0', word.width - length);
  strcpy (bits + word.width - length, digits);
}

/* WORD in MODEL in hexadecimal and decimal: "0x0f (15)".  */
static void
format_word (Z3_context z3, Z3_model model, const Z3Word &word, char *text)
{
  char bits[129];
  model_bits (z3, model, word, bits);
  char *p = text;
  *p++ = '0';
  *p++ = 'x';
  unsigned digits = (word.width + 3) / 4;
  for (unsigned d = 0; d < digits; d++)
    {
      unsigned nibble = 0;
      for (unsigned b = 0; b < 4; b++)
	{
	  int i = (int) word.width - 4 * (int) (digits - d) + (int) b;
	  nibble = nibble * 2 + (i >= 0 && bits[i] == '1');
	}
      *p++ = "0123456789abcdef"[nibble];
    }
  Z3_ast value;
  Z3_model_eval (z3, model, word.term, true, &value);
  sprintf (p, " (%s)", Z3_get_numeral_string (z3, value));
}

/* BITS in MODEL in the seed's string form, most significant bit first:
   '0', '1', '?', and '!' for a bit known both ways.  */
static void
format_bits (Z3_context z3, Z3_model model, const Bits &bits, char *text)
{
  char ones[129], zeros[129];
  model_bits (z3, model, bits.ones, ones);
  model_bits (z3, model, bits.zeros, zeros);
  unsigned width = bits.ones.width;
  for (unsigned i = 0; i < width; i++)
    text[i] = (ones[i] == '1' ? (zeros[i] == '1' ? '!' : '1')
	       : zeros[i] == '1' ? '0' : '?');
  text[width] = '\0';
}

static void
print_shown (Z3_context z3, Z3_model model, const Shown *shown)
{
  char text[200];
  if (shown->is_bits)
    format_bits (z3, model, shown->bits, text);
  else
    format_word (z3, model, shown->word, text);
  if (shown->name)
    fprintf (stderr, "%s = %s", shown->name, text);
  else
    fputs (text, stderr);
}

/* "8 bits", or "64 bits to 32 bits" for an operation whose result has
   a width of its own.  */
static const char *
format_widths (unsigned width, unsigned result_width, char *text,
	       size_t size)
{
  if (result_width == width)
    snprintf (text, size, "%u bits", width);
  else
    snprintf (text, size, "%u bits to %u bits", width, result_width);
  return text;
}

static void
report_counterexample (Proof *proof, Z3_model model)
{
  Z3_context z3 = proof->z3;
  char widths[64];
  fprintf (stderr, "kbprove: error: transfer function '%s' is unsound at "
	   "%s\n", proof->function,
	   format_widths (proof->width, proof->result_width, widths,
			  sizeof widths));
  if (proof->parameters[0])
    fprintf (stderr, "kbprove: note: with %s\n", proof->parameters);
  for (int role = 0; role < ROLE_COUNT; role++)
    {
      const char *separator = "";
      for (int i = 0; i < proof->shown_count; i++)
	if (proof->shown[i].role == role)
	  {
	    if (!*separator)
	      fprintf (stderr, "kbprove: note: %s: ", role_names[role]);
	    fputs (separator, stderr);
	    print_shown (z3, model, &proof->shown[i]);
	    separator = ", ";
	  }
      if (*separator)
	fputc ('\n', stderr);
    }
  for (int i = 0; i < proof->goal_count; i++)
    {
      Z3_ast value;
      if (Z3_model_eval (z3, model, proof->goals[i].condition, true, &value)
	  && Z3_get_bool_value (z3, value) == Z3_L_FALSE)
	fprintf (stderr, "kbprove: note: %s\n", proof->goals[i].broken);
    }
}

/* Prove the goals of the query under its assumptions.  Return whether
   they hold; if not, record why in PROOF->outcome, and print the
   counterexample.  */
static bool
check (Proof *proof)
{
  Z3_context z3 = proof->z3;
  /* Assumptions that cannot hold would prove anything.  */
  if (check_with (z3, "smt", proof->assumptions, proof->timeout_ms, NULL)
      == Z3_L_FALSE)
    {
      char widths[64];
      fprintf (stderr, "kbprove: internal error: the assumptions of '%s' "
	       "at %s cannot hold\n", proof->function,
	       format_widths (proof->width, proof->result_width, widths,
			      sizeof widths));
      abort ();
    }
  Z3_ast goals[MAX_GOALS];
  for (int i = 0; i < proof->goal_count; i++)
    goals[i] = proof->goals[i].condition;
  Z3_ast negation = Z3_mk_not (z3, Z3_mk_and (z3, (unsigned) proof->goal_count,
					      goals));
  Z3_ast both[2] = { proof->assumptions, negation };
  Z3_model model = NULL;
  Z3_lbool result = solve (proof, Z3_mk_and (z3, 2, both), &model);
  if (result == Z3_L_FALSE)
    return true;
  if (result == Z3_L_UNDEF)
    proof->outcome = OUTCOME_TIMED_OUT;
  else
    {
      proof->outcome = OUTCOME_UNSOUND;
      report_counterexample (proof, model);
      Z3_model_dec_ref (z3, model);
    }
  return false;
}

/* The usual goal: RESULT is well formed and contains CONCRETE.  */
static bool
check_transfer (Proof *proof, const Bits &result, const Z3Word &concrete)
{
  show_word (proof, ROLE_CONCRETE_RESULT, NULL, concrete);
  show_bits (proof, ROLE_ABSTRACT_RESULT, NULL, result);
  expect (proof, kb_contains (result, concrete),
	  "the abstract result does not contain the concrete result");
  expect (proof, kb_well_formed (result),
	  "the abstract result is not well formed");
  return check (proof);
}

/* The transfer functions, each with the concrete operation it
   abstracts.  */

static void
prove_unknown (Proof *proof)
{
  begin_query (proof);
  Z3Word x = concrete_input (proof, "x");
  check_transfer (proof, kb_unknown (x), x);
}

static void
prove_constant (Proof *proof)
{
  begin_query (proof);
  Z3Word x = concrete_input (proof, "x");
  check_transfer (proof, kb_constant (x), x);
}

/* A value of A or of B is a value of what both know.  */
static void
prove_meet (Proof *proof)
{
  begin_query (proof);
  Z3Word x = concrete_input (proof, "x");
  Bits a = abstract_input (proof, "a");
  Bits b = abstract_input (proof, "b");
  assume (proof, kb_contains (a, x) || kb_contains (b, x));
  check_transfer (proof, kb_meet (a, b), x);
}

/* A value of A and of B is a value of both together.  */
static void
prove_combine (Proof *proof)
{
  begin_query (proof);
  Z3Word x = concrete_input (proof, "x");
  Bits a = abstract_input (proof, "a");
  Bits b = abstract_input (proof, "b");
  assume (proof, kb_contains (a, x) && kb_contains (b, x));
  check_transfer (proof, kb_combine (a, b), x);
}

static void
prove_and (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_and (x.bits, y.bits), x.value & y.value);
}

static void
prove_or (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_or (x.bits, y.bits), x.value | y.value);
}

static void
prove_xor (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_xor (x.bits, y.bits), x.value ^ y.value);
}

static void
prove_invert (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a");
  check_transfer (proof, kb_invert (x.bits), ~x.value);
}

static void
prove_neg (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a");
  check_transfer (proof, kb_neg (x.bits), -x.value);
}

static void
prove_add (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_add (x.bits, y.bits), x.value + y.value);
}

static void
prove_add_without_carry (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_add_without_carry (x.bits, y.bits),
		  x.value + y.value);
}

static void
prove_sub (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_sub (x.bits, y.bits), x.value - y.value);
}

static void
prove_mul (Proof *proof)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, kb_mul (x.bits, y.bits), x.value * y.value);
}

/* Shifts by a constant: one query for each count in [0, P).  */

typedef Bits (*ConstantShift) (const Bits &, unsigned);

static void
prove_constant_shift (Proof *proof, ConstantShift abstract,
		      Z3Binary concrete)
{
  for (unsigned k = 0; k < proof->width; k++)
    {
      begin_query (proof);
      snprintf (proof->parameters, sizeof proof->parameters, "k = %u", k);
      Operand x = operand (proof, "x", "a");
      Z3Word shifted = z3_binary (concrete, x.value,
				  word_constant (x.value, k));
      if (!check_transfer (proof, abstract (x.bits, k), shifted))
	return;
    }
}

static void
prove_shl_const (Proof *proof)
{
  prove_constant_shift (proof, kb_shl_const<Z3Word>, Z3_mk_bvshl);
}

static void
prove_lshr_const (Proof *proof)
{
  prove_constant_shift (proof, kb_lshr_const<Z3Word>, Z3_mk_bvlshr);
}

static void
prove_ashr_const (Proof *proof)
{
  prove_constant_shift (proof, kb_ashr_const<Z3Word>, Z3_mk_bvashr);
}

/* Shifts by a count C in [LO, HI], HI < P.  */

typedef Bits (*RangeShift) (const Bits &, const Z3Word &, const Z3Word &);

static void
prove_range_shift (Proof *proof, RangeShift abstract, Z3Binary concrete)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a");
  Z3Word count = concrete_input (proof, "c");
  Z3Word lo = abstract_word (proof, "lo");
  Z3Word hi = abstract_word (proof, "hi");
  assume (proof, word_ule (lo, count) && word_ule (count, hi)
		 && word_ult (hi, word_constant (hi, proof->width)));
  check_transfer (proof, abstract (x.bits, lo, hi),
		  z3_binary (concrete, x.value, count));
}

static void
prove_shl_range (Proof *proof)
{
  prove_range_shift (proof, kb_shl_range<Z3Word>, Z3_mk_bvshl);
}

static void
prove_lshr_range (Proof *proof)
{
  prove_range_shift (proof, kb_lshr_range<Z3Word>, Z3_mk_bvlshr);
}

static void
prove_ashr_range (Proof *proof)
{
  prove_range_shift (proof, kb_ashr_range<Z3Word>, Z3_mk_bvashr);
}

/* Minimum and maximum: the concrete result is X if X <= Y (X >= Y).  */

typedef Bits (*Binary) (const Bits &, const Bits &);
typedef Z3Bool (*Relation) (const Z3Word &, const Z3Word &);

static void
prove_choice (Proof *proof, Binary abstract, Relation x_first)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  check_transfer (proof, abstract (x.bits, y.bits),
		  select (x_first (x.value, y.value), x.value, y.value));
}

static Z3Bool
word_sge (const Z3Word &a, const Z3Word &b)
{
  return word_sle (b, a);
}

static Z3Bool
word_uge (const Z3Word &a, const Z3Word &b)
{
  return word_ule (b, a);
}

static void
prove_smin (Proof *proof)
{
  prove_choice (proof, kb_smin<Z3Word>, word_sle);
}

static void
prove_smax (Proof *proof)
{
  prove_choice (proof, kb_smax<Z3Word>, word_sge);
}

static void
prove_umin (Proof *proof)
{
  prove_choice (proof, kb_umin<Z3Word>, word_ule);
}

static void
prove_umax (Proof *proof)
{
  prove_choice (proof, kb_umax<Z3Word>, word_uge);
}

/* Extension of the low FROM bits, for each FROM in [1, P) and both
   signednesses.  Only the low FROM bits of the operand are constrained:
   the others are garbage that the function must ignore.  */
static bool
prove_extend_from (Proof *proof, unsigned from, bool is_signed)
{
  Z3_context z3 = proof->z3;
  begin_query (proof);
  snprintf (proof->parameters, sizeof proof->parameters,
	    "from_precision = %u, %s extension", from,
	    is_signed ? "sign" : "zero");
  Z3Word x = concrete_input (proof, "x");
  Bits a = kb_make (fresh_word (proof, "a.ones"),
		    fresh_word (proof, "a.zeros"));
  show_bits (proof, ROLE_ABSTRACT_INPUT, "a", a);
  Z3Word low_x = z3_word (z3, Z3_mk_extract (z3, from - 1, 0, x.term), from);
  Bits low_a = kb_make (z3_word (z3, Z3_mk_extract (z3, from - 1, 0,
						    a.ones.term), from),
			z3_word (z3, Z3_mk_extract (z3, from - 1, 0,
						    a.zeros.term), from));
  assume (proof, kb_well_formed (low_a) && kb_contains (low_a, low_x));
  unsigned extra = proof->width - from;
  Z3_ast extended = (is_signed ? Z3_mk_sign_ext (z3, extra, low_x.term)
		     : Z3_mk_zero_ext (z3, extra, low_x.term));
  return check_transfer (proof, kb_extend (a, from, is_signed),
			 z3_word (z3, extended, proof->width));
}

static void
prove_extend (Proof *proof)
{
  for (unsigned from = 1; from < proof->width; from++)
    if (!prove_extend_from (proof, from, false)
	|| !prove_extend_from (proof, from, true))
      return;
}

/* Comparisons.  */

static void
prove_bool (Proof *proof)
{
  begin_query (proof);
  Z3Word x = concrete_input (proof, "x");
  assume (proof, x == word_constant (x, 0) || x == word_constant (x, 1));
  check_transfer (proof, kb_bool (x), x);
}

static void
prove_comparison (Proof *proof, Binary abstract, bool equal)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a"), y = operand (proof, "y", "b");
  Z3Word one = word_constant (x.value, 1), zero = word_constant (x.value, 0);
  Z3Word result = select (x.value == y.value, equal ? one : zero,
			  equal ? zero : one);
  check_transfer (proof, abstract (x.bits, y.bits), result);
}

static void
prove_eq (Proof *proof)
{
  prove_comparison (proof, kb_eq<Z3Word>, true);
}

static void
prove_ne (Proof *proof)
{
  prove_comparison (proof, kb_ne<Z3Word>, false);
}

/* Ranges and bits.  */

static void
prove_from_urange (Proof *proof)
{
  begin_query (proof);
  Z3Word x = concrete_input (proof, "x");
  Z3Word lo = abstract_word (proof, "lo");
  Z3Word hi = abstract_word (proof, "hi");
  assume (proof, word_ule (lo, x) && word_ule (x, hi));
  check_transfer (proof, kb_from_urange (lo, hi), x);
}

typedef void (*ToRange) (const Bits &, Z3Word *, Z3Word *);

static void
prove_range (Proof *proof, ToRange abstract, Relation less_equal)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a");
  Z3Word lo, hi;
  abstract (x.bits, &lo, &hi);
  show_word (proof, ROLE_ABSTRACT_RESULT, "lo", lo);
  show_word (proof, ROLE_ABSTRACT_RESULT, "hi", hi);
  expect (proof, less_equal (lo, x.value) && less_equal (x.value, hi),
	  "the concrete input is outside the range");
  check (proof);
}

static void
prove_urange (Proof *proof)
{
  prove_range (proof, kb_urange<Z3Word>, word_ule);
}

static void
prove_srange (Proof *proof)
{
  prove_range (proof, kb_srange<Z3Word>, word_sle);
}

/* The operations of the table that convert and count, from P to R
   bits.  The concrete result is the table's value of the operation,
   where it is defined.  */

/* The value of the operation of PROOF on X, and the assumption that it
   is defined there.  */
static Z3Word
table_value (Proof *proof, const Z3Word &x)
{
  Z3_context z3 = proof->z3;
  enum peep_op op = proof->operation;
  int kinds = peep_undefined_kinds (op);
  for (int kind = 1; kind < 1 << PEEP_UB_KINDS; kind <<= 1)
    if (kinds & kind)
      assume (proof, z3_bool (z3, peep_z3_defined (z3, op, kind, x.term,
						   NULL, proof->width)));
  return z3_word (z3, peep_z3_value (z3, op, x.term, NULL, NULL,
				     proof->width, proof->result_width),
		  proof->result_width);
}

typedef Bits (*Resizing) (const Bits &, unsigned);

static void
prove_resizing (Proof *proof, Resizing abstract)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a");
  Z3Word value = table_value (proof, x.value);
  check_transfer (proof, abstract (x.bits, proof->result_width), value);
}

/* The interval [*LO, *HI] of the result, at R bits.  */
typedef void (*ResultRange) (const Bits &, unsigned, Z3Word *, Z3Word *);

static void
prove_result_range (Proof *proof, ResultRange abstract)
{
  begin_query (proof);
  Operand x = operand (proof, "x", "a");
  Z3Word value = table_value (proof, x.value);
  show_word (proof, ROLE_CONCRETE_RESULT, NULL, value);
  Z3Word lo, hi;
  abstract (x.bits, proof->result_width, &lo, &hi);
  show_word (proof, ROLE_ABSTRACT_RESULT, "lo", lo);
  show_word (proof, ROLE_ABSTRACT_RESULT, "hi", hi);
  expect (proof, word_ule (lo, value) && word_ule (value, hi),
	  "the concrete result is outside the range");
  check (proof);
}

static Bits
kb_cast_to (const Bits &a, unsigned)
{
  return kb_cast (a);
}

static Bits
kb_bswap_to (const Bits &a, unsigned)
{
  return kb_bswap (a);
}

static void
prove_trunc (Proof *proof)
{
  prove_resizing (proof, kb_trunc<Z3Word>);
}

static void
prove_cast (Proof *proof)
{
  prove_resizing (proof, kb_cast_to);
}

static void
prove_zext (Proof *proof)
{
  prove_resizing (proof, kb_zext<Z3Word>);
}

static void
prove_sext (Proof *proof)
{
  prove_resizing (proof, kb_sext<Z3Word>);
}

static void
prove_popcount (Proof *proof)
{
  prove_resizing (proof, kb_popcount<Z3Word>);
}

static void
prove_popcount_range (Proof *proof)
{
  prove_result_range (proof, kb_popcount_range<Z3Word>);
}

static void
prove_parity (Proof *proof)
{
  prove_resizing (proof, kb_parity<Z3Word>);
}

static void
prove_clz (Proof *proof)
{
  prove_resizing (proof, kb_clz<Z3Word>);
}

static void
prove_clz_range (Proof *proof)
{
  prove_result_range (proof, kb_clz_range<Z3Word>);
}

static void
prove_ctz (Proof *proof)
{
  prove_resizing (proof, kb_ctz<Z3Word>);
}

static void
prove_ctz_range (Proof *proof)
{
  prove_result_range (proof, kb_ctz_range<Z3Word>);
}

static void
prove_ffs (Proof *proof)
{
  prove_resizing (proof, kb_ffs<Z3Word>);
}

static void
prove_ffs_range (Proof *proof)
{
  prove_result_range (proof, kb_ffs_range<Z3Word>);
}

static void
prove_bswap (Proof *proof)
{
  prove_resizing (proof, kb_bswap_to);
}

/* The table of transfer functions, in the order of the output.  Those
   of an operation of the table are proven against it, at the widths
   it allows.  */

struct TransferFunction
{
  const char *name;
  void (*prove) (Proof *);
  enum peep_op operation;	/* or PEEP_OP_NONE */
};

static const TransferFunction transfer_functions[] = {
  { "unknown", prove_unknown, PEEP_OP_NONE },
  { "constant", prove_constant, PEEP_OP_NONE },
  { "meet", prove_meet, PEEP_OP_NONE },
  { "combine", prove_combine, PEEP_OP_NONE },
  { "and", prove_and, PEEP_OP_NONE },
  { "or", prove_or, PEEP_OP_NONE },
  { "xor", prove_xor, PEEP_OP_NONE },
  { "invert", prove_invert, PEEP_OP_NONE },
  { "neg", prove_neg, PEEP_OP_NONE },
  { "add", prove_add, PEEP_OP_NONE },
  { "sub", prove_sub, PEEP_OP_NONE },
  { "mul", prove_mul, PEEP_OP_NONE },
  { "shl_const", prove_shl_const, PEEP_OP_NONE },
  { "lshr_const", prove_lshr_const, PEEP_OP_NONE },
  { "ashr_const", prove_ashr_const, PEEP_OP_NONE },
  { "shl_range", prove_shl_range, PEEP_OP_NONE },
  { "lshr_range", prove_lshr_range, PEEP_OP_NONE },
  { "ashr_range", prove_ashr_range, PEEP_OP_NONE },
  { "smin", prove_smin, PEEP_OP_NONE },
  { "smax", prove_smax, PEEP_OP_NONE },
  { "umin", prove_umin, PEEP_OP_NONE },
  { "umax", prove_umax, PEEP_OP_NONE },
  { "extend", prove_extend, PEEP_OP_NONE },
  { "bool", prove_bool, PEEP_OP_NONE },
  { "eq", prove_eq, PEEP_OP_NONE },
  { "ne", prove_ne, PEEP_OP_NONE },
  { "from_urange", prove_from_urange, PEEP_OP_NONE },
  { "urange", prove_urange, PEEP_OP_NONE },
  { "srange", prove_srange, PEEP_OP_NONE },
  { "trunc", prove_trunc, PEEP_OP_int_trunc },
  { "cast", prove_cast, PEEP_OP_int_cast },
  { "zext", prove_zext, PEEP_OP_int_zext },
  { "sext", prove_sext, PEEP_OP_int_sext },
  { "popcount", prove_popcount, PEEP_OP_int_popcount },
  { "popcount_range", prove_popcount_range, PEEP_OP_int_popcount },
  { "parity", prove_parity, PEEP_OP_int_parity },
  { "clz", prove_clz, PEEP_OP_int_clz },
  { "clz_range", prove_clz_range, PEEP_OP_int_clz },
  { "ctz", prove_ctz, PEEP_OP_int_ctz },
  { "ctz_range", prove_ctz_range, PEEP_OP_int_ctz },
  { "ffs", prove_ffs, PEEP_OP_int_ffs },
  { "ffs_range", prove_ffs_range, PEEP_OP_int_ffs },
  { "bswap", prove_bswap, PEEP_OP_int_bswap },
};

#define TRANSFER_FUNCTION_COUNT \
  (sizeof transfer_functions / sizeof transfer_functions[0])

static const TransferFunction wrong_function = {
  "add_without_carry", prove_add_without_carry, PEEP_OP_NONE
};

/* The driver.  */

#define MAX_WIDTHS 8

struct Options
{
  unsigned widths[MAX_WIDTHS];
  int width_count;
  unsigned timeout_ms;
  const char *output;
  bool self_test_wrong;
};

/* Widths.  */

/* The precision of int, the result of the bit-counting calls.  */
#define INT_PRECISION 32

/* The FLAGS and WIDTHS columns of the table of operations.  */
static const struct
{
  int flags;
  int widths;
} operations[PEEP_OP_COUNT] = {
  { 0, 0 },
#define PEEP_OP(NAME, ARITY, FLAGS, FORM, COST, WIDTHS, VALUE, UNDEFINED) \
  { FLAGS, WIDTHS },
#define PEEP_SUGAR(NAME, CORE, SECOND)
#include "peephole-ops.def"
#undef PEEP_OP
#undef PEEP_SUGAR
};

/* Whether the WIDTHS column (PEEP_W8 ...) lists WIDTH.  */
static bool
table_lists_width (int widths, unsigned width)
{
  if (widths == PEEP_WANY)
    return true;
  for (int bit = 0; (PEEP_W8 << bit) <= PEEP_WANY; bit++)
    if (width == 8u << bit)
      return (widths & (PEEP_W8 << bit)) != 0;
  return false;
}

/* Whether the result of FUNCTION has a width of its own: it converts or
   counts.  */
static bool
own_result_width (const TransferFunction *function)
{
  return (function->operation != PEEP_OP_NONE
	  && (operations[function->operation].flags
	      & (PEEP_OPF_CONVERT | PEEP_OPF_OWN_RESULT)) != 0);
}

/* Whether FUNCTION is proven from WIDTH bits to RESULT_WIDTH bits: what
   its operation of the table allows.  */
static bool
applies (const TransferFunction *function, unsigned width,
	 unsigned result_width)
{
  if (function->operation == PEEP_OP_NONE)
    return result_width == width;
  int flags = operations[function->operation].flags;
  if (!table_lists_width (operations[function->operation].widths, width))
    return false;
  if (flags & PEEP_OPF_WIDENS)
    return result_width > width;
  if (flags & PEEP_OPF_NARROWS)
    return result_width < width;
  if (flags & PEEP_OPF_OWN_RESULT)
    return result_width == INT_PRECISION;
  return result_width == width;
}

static double
now_seconds (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

/* Prove FUNCTION from WIDTH to RESULT_WIDTH bits; the time it took in
   *SECONDS.  */
static Outcome
prove_function (const TransferFunction *function, unsigned width,
		unsigned result_width, unsigned timeout_ms, double *seconds)
{
  Proof proof;
  memset (&proof, 0, sizeof proof);
  proof.function = function->name;
  proof.width = width;
  proof.result_width = result_width;
  proof.operation = function->operation;
  proof.timeout_ms = timeout_ms;
  proof.z3 = z3_new_context (z3_error);
  proof.outcome = OUTCOME_PROVEN;
  double start = now_seconds ();
  function->prove (&proof);
  *seconds = now_seconds () - start;
  Z3_del_context (proof.z3);
  char widths[64];
  if (proof.outcome == OUTCOME_TIMED_OUT)
    fprintf (stderr, "kbprove: warning: the proof of transfer function "
	     "'%s' timed out at %s; not used there\n", function->name,
	     format_widths (width, result_width, widths, sizeof widths));
  return proof.outcome;
}

/* The table of times: a line per transfer function, a column per
   operand width; a function whose result has a width of its own has a
   line per result width, "popcount to 32".  */

#define NAME_COLUMN 22

static void
print_table_head (const Options *options)
{
  printf ("%-*s", NAME_COLUMN, "transfer function");
  for (int w = 0; w < options->width_count; w++)
    printf (" %4u bits", options->widths[w]);
  putchar ('\n');
}

/* Prove FUNCTION from each width of OPTIONS to RESULT_WIDTH (to itself
   if RESULT_WIDTH is 0) and print the line of the table; add the pairs
   of widths where it is proven to *PROVEN, and return whether it is
   proven at every pair where it applies.  Set *UNSOUND, and stop, if
   it is not sound at one.  */
static bool
prove_line (const TransferFunction *function, const Options *options,
	    unsigned result_width, unsigned long long *proven, bool *unsound)
{
  const unsigned *widths = options->widths;
  int count = options->width_count;
  bool any = false, everywhere = true, refuted = false;
  for (int w = 0; w < count; w++)
    any |= applies (function, widths[w], result_width ? result_width
						      : widths[w]);
  if (!any)
    return true;
  char name[64];
  if (result_width)
    snprintf (name, sizeof name, "%s to %u", function->name, result_width);
  else
    snprintf (name, sizeof name, "%s", function->name);
  printf ("%-*s", NAME_COLUMN, name);
  fflush (stdout);
  for (int w = 0; w < count && !refuted; w++)
    {
      unsigned result = result_width ? result_width : widths[w];
      if (!applies (function, widths[w], result))
	{
	  printf (" %8s", "-");
	  continue;
	}
      double seconds;
      Outcome outcome = prove_function (function, widths[w], result,
					options->timeout_ms, &seconds);
      if (outcome == OUTCOME_PROVEN)
	{
	  int r = 0;
	  while (widths[r] != result)
	    r++;
	  *proven |= 1ull << (w * count + r);
	  printf (" %7.2fs", seconds);
	}
      else
	{
	  everywhere = false;
	  printf (" %8s", outcome == OUTCOME_TIMED_OUT ? "timeout"
			  : "UNSOUND");
	}
      fflush (stdout);
      refuted = outcome == OUTCOME_UNSOUND;
    }
  putchar ('\n');
  *unsound |= refuted;
  return everywhere;
}

/* Prove FUNCTION at every pair of widths where it applies, print its
   lines of the table, and return the mask of the pairs where it is
   proven; set *EVERYWHERE if that is all of them, and *UNSOUND if it is
   not sound at one.  */
static unsigned long long
prove_everywhere (const TransferFunction *function, const Options *options,
		  bool *everywhere, bool *unsound)
{
  unsigned long long proven = 0;
  bool refuted = false;
  *everywhere = true;
  if (!own_result_width (function))
    *everywhere = prove_line (function, options, 0, &proven, &refuted);
  else
    for (int r = 0; r < options->width_count && !refuted; r++)
      *everywhere &= prove_line (function, options, options->widths[r],
				 &proven, &refuted);
  *unsound |= refuted;
  return proven;
}

static bool
write_header (const Options *options, const TransferFunction *functions,
	      size_t count, const unsigned long long *proven)
{
  char temporary[4096];
  snprintf (temporary, sizeof temporary, "%s.tmp", options->output);
  FILE *out = fopen (temporary, "w");
  if (!out)
    return false;
  fprintf (out, "/* Generated by kbprove from plugin/knownbits.h; do not "
	   "edit.\n\n"
	   "   Bit I * KB_WIDTH_COUNT + J of KB_PROVEN_F is set when Z3 "
	   "proved the\n"
	   "   transfer function kb_F sound from the precision "
	   "KB_WIDTHS[I] of its\n"
	   "   operands to the precision KB_WIDTHS[J] of its result; I == "
	   "J but for\n"
	   "   the conversions and the bit-counting calls.  */\n\n"
	   "#ifndef PEEPHOLE_KNOWNBITS_PROVEN_H\n"
	   "#define PEEPHOLE_KNOWNBITS_PROVEN_H\n\n"
	   "#define KB_WIDTHS {");
  for (int w = 0; w < options->width_count; w++)
    fprintf (out, "%s%u", w ? ", " : "", options->widths[w]);
  fprintf (out, "}\n#define KB_WIDTH_COUNT %d\n\n", options->width_count);
  for (size_t i = 0; i < count; i++)
    fprintf (out, "#define KB_PROVEN_%s 0x%llxULL\n", functions[i].name,
	     proven[i]);
  fprintf (out, "\n/* Whether the transfer function with the mask PROVEN "
	   "may be used from\n   PRECISION bits to RESULT_PRECISION bits.  */\n"
	   "static inline int\n"
	   "kb_proven_at (unsigned long long proven, unsigned precision,\n"
	   "\t      unsigned result_precision)\n"
	   "{\n"
	   "  static const unsigned widths[] = KB_WIDTHS;\n"
	   "  for (int i = 0; i < KB_WIDTH_COUNT; i++)\n"
	   "    for (int j = 0; j < KB_WIDTH_COUNT; j++)\n"
	   "      if (widths[i] == precision && widths[j] == result_precision)\n"
	   "\treturn (proven >> (i * KB_WIDTH_COUNT + j)) & 1;\n"
	   "  return 0;\n"
	   "}\n\n"
	   "#define KB_PROVEN_AT(F, PRECISION) \\\n"
	   "  kb_proven_at (KB_PROVEN_##F, PRECISION, PRECISION)\n"
	   "#define KB_PROVEN_FROM_TO(F, PRECISION, RESULT_PRECISION) \\\n"
	   "  kb_proven_at (KB_PROVEN_##F, PRECISION, RESULT_PRECISION)\n\n"
	   "#endif /* PEEPHOLE_KNOWNBITS_PROVEN_H */\n");
  if (fclose (out) != 0 || rename (temporary, options->output) != 0)
    {
      int saved = errno;
      remove (temporary);
      errno = saved;
      return false;
    }
  return true;
}

/* Prove the COUNT transfer functions FUNCTIONS and write the header.  */
static int
prove_all (const Options *options, const TransferFunction *functions,
	   size_t count)
{
  unsigned long long proven[TRANSFER_FUNCTION_COUNT];
  bool unsound = false;
  double start = now_seconds ();
  int everywhere = 0;
  print_table_head (options);
  for (size_t i = 0; i < count; i++)
    {
      bool all;
      proven[i] = prove_everywhere (&functions[i], options, &all, &unsound);
      everywhere += all;
    }
  printf ("%d transfer functions: %d proven at every width, %d not; "
	  "%.1f s\n", (int) count, everywhere, (int) count - everywhere,
	  now_seconds () - start);
  if (unsound)
    return 1;
  if (!write_header (options, functions, count, proven))
    {
      fprintf (stderr, "kbprove: error: cannot write '%s': %s\n",
	       options->output, strerror (errno));
      return 1;
    }
  return 0;
}

/* --self-test-wrong: the table, with add_without_carry in place of
   add.  The prover must refute it and write nothing.  */
static int
self_test_wrong (const Options *options)
{
  TransferFunction functions[TRANSFER_FUNCTION_COUNT];
  for (size_t i = 0; i < TRANSFER_FUNCTION_COUNT; i++)
    functions[i] = (strcmp (transfer_functions[i].name, "add") == 0
		    ? wrong_function : transfer_functions[i]);
  int status = prove_all (options, functions, TRANSFER_FUNCTION_COUNT);
  if (status == 0)
    {
      fprintf (stderr, "kbprove: internal error: the wrong transfer "
	       "function '%s' was not refuted\n", wrong_function.name);
      abort ();
    }
  return status;
}

static void
usage (FILE *out)
{
  fputs ("Usage: kbprove [OPTION]... -o FILE\n"
	 "Prove the transfer functions of the known-bits domain "
	 "(plugin/knownbits.h)\n"
	 "sound with Z3, and write FILE, the header that says where they "
	 "are proven.\n\n"
	 "  -o, --output=FILE   write the header to FILE\n"
	 "      --widths=LIST   prove at these precisions "
	 "(default 8,16,32,64,128);\n"
	 "                      a conversion from one to another, a count "
	 "to 32\n"
	 "      --timeout=MS    give up a proof query after MS "
	 "milliseconds (default 60000);\n"
	 "                      a function is not used where its proof "
	 "timed out\n"
	 "      --self-test-wrong  try to prove a deliberately wrong "
	 "function instead,\n"
	 "                      which must fail with a counterexample\n"
	 "      --help          print this help and exit\n"
	 "      --version       print the version of Z3 and exit\n\n"
	 "Exit status: 0 if no transfer function is unsound, 1 if one is "
	 "or FILE\ncannot be written, 2 on wrong usage.\n", out);
}

int
main (int argc, char **argv)
{
  option_program = "kbprove";
  enum { OPT_WIDTHS = 256, OPT_TIMEOUT, OPT_SELF_TEST_WRONG, OPT_HELP,
	 OPT_VERSION };
  static const struct option long_options[] = {
    {"output", required_argument, NULL, 'o'},
    {"widths", required_argument, NULL, OPT_WIDTHS},
    {"timeout", required_argument, NULL, OPT_TIMEOUT},
    {"self-test-wrong", no_argument, NULL, OPT_SELF_TEST_WRONG},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0}
  };
  Options options = { { 8, 16, 32, 64, 128 }, 5, 60000, NULL, false };
  int c;
  while ((c = getopt_long (argc, argv, "o:", long_options, NULL)) != -1)
    switch (c)
      {
      case 'o':
	options.output = optarg;
	break;
      case OPT_WIDTHS:
	parse_widths_option (optarg, options.widths, &options.width_count,
			     MAX_WIDTHS);
	break;
      case OPT_TIMEOUT:
	options.timeout_ms = parse_timeout_option (optarg);
	break;
      case OPT_SELF_TEST_WRONG:
	options.self_test_wrong = true;
	break;
      case OPT_HELP:
	usage (stdout);
	return 0;
      case OPT_VERSION:
	/* Part of the key of the build's cache of these proofs.  */
	printf ("kbprove, with Z3 %s\n", Z3_get_full_version ());
	return 0;
      default:
	fprintf (stderr, "Try 'kbprove --help' for more information.\n");
	return 2;
      }
  if (optind != argc)
    usage_error ("unexpected argument '%s'", argv[optind]);
  if (!options.output)
    usage_error ("%s", "nothing to do: give -o FILE");
  if (options.self_test_wrong)
    return self_test_wrong (&options);
  return prove_all (&options, transfer_functions, TRANSFER_FUNCTION_COUNT);
}
