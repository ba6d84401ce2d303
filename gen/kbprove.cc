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
   addition that forgets its carries, in place of add, and with a
   kb_mul that claims one known low bit more than it knows: it must
   print a counterexample of each, exit with status 1 and leave FILE
   alone.

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
#include "jobs.h"
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
  /* Solve with polynomials in normal form (prove_mul's identity).  */
  bool normalize;
  /* Terms the goals have in place of others (prove_mul's products).  */
  Z3_ast replaced[4], replacements[4];
  int replaced_count;
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
  proof->normalize = false;
  proof->replaced_count = 0;
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

/* The solver of an identity of polynomials: Z3's simplifier with
   sums of monomials (som), which brings both sides to the same normal
   form, then the "smt" tactic.  */
static Z3_lbool
solve_normalized (Proof *proof, Z3_ast formula, Z3_model *model)
{
  Z3_context z3 = proof->z3;
  Z3_params params = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, params);
  Z3_params_set_bool (z3, params, Z3_mk_string_symbol (z3, "som"), true);
  Z3_tactic simplify = Z3_mk_tactic (z3, "simplify");
  Z3_tactic_inc_ref (z3, simplify);
  Z3_tactic som = Z3_tactic_using_params (z3, simplify, params);
  Z3_tactic_inc_ref (z3, som);
  Z3_tactic smt = Z3_mk_tactic (z3, "smt");
  Z3_tactic_inc_ref (z3, smt);
  Z3_tactic both = Z3_tactic_and_then (z3, som, smt);
  Z3_tactic_inc_ref (z3, both);
  Z3_solver solver = Z3_mk_solver_from_tactic (z3, both);
  Z3_solver_inc_ref (z3, solver);
  Z3_params timeout = Z3_mk_params (z3);
  Z3_params_inc_ref (z3, timeout);
  Z3_params_set_uint (z3, timeout, Z3_mk_string_symbol (z3, "timeout"),
		      proof->timeout_ms);
  Z3_solver_set_params (z3, solver, timeout);
  Z3_solver_assert (z3, solver, formula);
  Z3_lbool result = Z3_solver_check (z3, solver);
  if (result == Z3_L_TRUE && model)
    {
      *model = Z3_solver_get_model (z3, solver);
      Z3_model_inc_ref (z3, *model);
    }
  Z3_solver_dec_ref (z3, solver);
  Z3_params_dec_ref (z3, timeout);
  Z3_tactic_dec_ref (z3, both);
  Z3_tactic_dec_ref (z3, smt);
  Z3_tactic_dec_ref (z3, som);
  Z3_tactic_dec_ref (z3, simplify);
  Z3_params_dec_ref (z3, params);
  return result;
}

static Z3_lbool
solve (Proof *proof, Z3_ast formula, Z3_model *model)
{
  if (proof->normalize)
    return solve_normalized (proof, formula, model);
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
  /* Assumptions that cannot hold would prove anything.  The default
     solver, which bit-blasts: the "smt" tactic can take minutes to find
     values for the assumptions of a product of 128 bits.  */
  if (check_with (z3, NULL, proof->assumptions, proof->timeout_ms, NULL)
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
  Z3_ast formula = Z3_mk_and (z3, 2, both);
  if (proof->replaced_count)
    formula = Z3_substitute (z3, formula, (unsigned) proof->replaced_count,
			     proof->replaced, proof->replacements);
  Z3_model model = NULL;
  Z3_lbool result = solve (proof, formula, &model);
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

/* Multiplication.  The direct query, a product of words of the known
   bits against the product of the operands, defeats the SAT solver
   from 16 bits on.  So kb_mul is proven from two lemmas, each proven
   at the width:
   1. Trailing zeros: if P's bits under the low mask M1 and Q's under
      the low mask M2 are zeros, so are P * Q's under
      kb_widen_mask (M1, M2), the low mask of their counts added.
   2. The identity X * Y - A * B = A * (Y - B) + (X - A) * Y, true in
      every commutative ring, proven by bringing both sides to the
      normal form of polynomials.
   Then, with A and B the known ones of X and Y: Y - B has zeros under
   the known low bits of Y, and A under its known low zeros; the main
   query has the four products replaced by fresh words that satisfy
   what the lemmas say of them (the products themselves do), and no
   multiplier is left: the low bits of X * Y that kb_mul claims to know
   are those of A * B.
   3. Carries: if T1 and T2 have zeros under the low masks M1 and M2,
      and P - Q = T1 + T2, then P and Q agree under M2 & M1, the mask
      of kb_mul's known bits.
   The masks kb_widen_mask builds are fresh words in the main query as
   well: it needs of them only what lemmas 1 and 3 say.  Replacing a
   term by a fresh word everywhere in a query that has no model keeps
   it without one: the term's own value would be a model.  */
static Z3Bool
low_mask (const Z3Word &m)
{
  return (m & (m + word_constant (m, 1))) == word_constant (m, 0);
}

static Z3Bool
zeros_under (const Z3Word &v, const Z3Word &m)
{
  return (v & m) == word_constant (v, 0);
}

/* Lemma 1: P has zeros under M1 and Q under M2, low masks; then
   PRODUCT, their product, has zeros under the widened mask, a low
   mask.  */
static Z3Bool
zeros_hypotheses (const Z3Word &p, const Z3Word &m1, const Z3Word &q,
		  const Z3Word &m2)
{
  return low_mask (m1) && low_mask (m2) && zeros_under (p, m1)
	 && zeros_under (q, m2);
}

static Z3Bool
zeros_conclusion (const Z3Word &product, const Z3Word &m1, const Z3Word &m2)
{
  Z3Word widened = kb_widen_mask (m1, m2);
  return zeros_under (product, widened) && low_mask (widened);
}

/* Lemma 3: T1 has zeros under M1 and T2 under M2, low masks, and
   P - Q = T1 + T2; then P and Q agree under M2 & M1.  */
static Z3Bool
carries_hypotheses (const Z3Word &p, const Z3Word &q, const Z3Word &t1,
		    const Z3Word &m1, const Z3Word &t2, const Z3Word &m2)
{
  return low_mask (m1) && low_mask (m2) && zeros_under (t1, m1)
	 && zeros_under (t2, m2) && p - q == t1 + t2;
}

static Z3Bool
implies (const Z3Bool &a, const Z3Bool &b)
{
  return z3_bool (a.z3, Z3_mk_implies (a.z3, a.term, b.term));
}

/* --self-test-wrong: kb_mul claims one known low bit more than it
   knows, which the proof from the lemmas must refute.  */
static bool mul_claims_one_more_bit;

static void
prove_mul (Proof *proof)
{
  begin_query (proof);
  Z3Word p = concrete_input (proof, "p"), q = concrete_input (proof, "q");
  Z3Word m1 = abstract_word (proof, "m1"), m2 = abstract_word (proof, "m2");
  assume (proof, zeros_hypotheses (p, m1, q, m2));
  expect (proof, zeros_conclusion (p * q, m1, m2),
	  "lemma 1: the product has fewer trailing zeros");
  if (!check (proof))
    return;

  begin_query (proof);
  Z3Word x = concrete_input (proof, "x"), y = concrete_input (proof, "y");
  Z3Word a = abstract_word (proof, "a"), b = abstract_word (proof, "b");
  expect (proof, x * y - a * b == a * (y - b) + (x - a) * y,
	  "lemma 2: the identity of polynomials does not hold");
  proof->normalize = true;
  if (!check (proof))
    return;

  begin_query (proof);
  p = concrete_input (proof, "p");
  q = concrete_input (proof, "q");
  Z3Word t1 = concrete_input (proof, "t1"), t2 = concrete_input (proof, "t2");
  m1 = abstract_word (proof, "m1");
  m2 = abstract_word (proof, "m2");
  assume (proof, carries_hypotheses (p, q, t1, m1, t2, m2));
  expect (proof, zeros_under (p ^ q, m2 & m1),
	  "lemma 3: the low bits of the difference are not zeros");
  if (!check (proof))
    return;

  begin_query (proof);
  Operand xo = operand (proof, "x", "a"), yo = operand (proof, "y", "b");
  const Bits &ab = xo.bits, &bb = yo.bits;
  Z3Word xy = xo.value * yo.value, product = ab.ones * bb.ones;
  /* Fresh words for the four products of lemma 2, with what the lemmas
     say of them.  */
  Z3Word fxy = fresh_word (proof, "x*y");
  Z3Word fproduct = fresh_word (proof, "a.ones*b.ones");
  Z3Word ffirst = fresh_word (proof, "a.ones*(y-b.ones)");
  Z3Word fsecond = fresh_word (proof, "(x-a.ones)*y");
  assume (proof, fxy - fproduct == ffirst + fsecond);
  Z3Word known_low_a = kb_trailing_ones (kb_known (ab));
  Z3Word known_low_b = kb_trailing_ones (kb_known (bb));
  Z3Word zeros_low_a = kb_trailing_ones (ab.zeros);
  Z3Word zeros_low_b = kb_trailing_ones (bb.zeros);
  /* Lemma 1 for (y - b.ones) * a.ones and (x - a.ones) * y, with the
     masks in the order kb_mul widens them.  */
  Z3Word y_minus_b = yo.value - bb.ones, x_minus_a = xo.value - ab.ones;
  assume (proof, implies (zeros_hypotheses (y_minus_b, known_low_b, ab.ones,
					    zeros_low_a),
			  zeros_conclusion (ffirst, known_low_b,
					    zeros_low_a)));
  assume (proof, implies (zeros_hypotheses (x_minus_a, known_low_a,
					    yo.value, zeros_low_b),
			  zeros_conclusion (fsecond, known_low_a,
					    zeros_low_b)));
  /* Lemma 3, for the two products: kb_mul's known bits are w2 & w1.  */
  Z3Word w1 = kb_widen_mask (known_low_b, zeros_low_a);
  Z3Word w2 = kb_widen_mask (known_low_a, zeros_low_b);
  assume (proof, implies (carries_hypotheses (fxy, fproduct, ffirst, w1,
					      fsecond, w2),
			  zeros_under (fxy ^ fproduct, w2 & w1)));
  /* The products, and the masks of lemma 1: what the query needs of the
     masks is what the lemmas say of them, so that they are fresh words
     too, and no chain of kb_widen_mask's selects is left.  */
  proof->replaced[0] = xy.term;
  proof->replacements[0] = fxy.term;
  proof->replaced[1] = product.term;
  proof->replacements[1] = fproduct.term;
  proof->replaced[2] = w1.term;
  proof->replacements[2] = fresh_word (proof, "widen(kb,za)").term;
  proof->replaced[3] = w2.term;
  proof->replacements[3] = fresh_word (proof, "widen(ka,zb)").term;
  proof->replaced_count = 4;
  Bits result = kb_mul (xo.bits, yo.bits);
  if (mul_claims_one_more_bit)
    {
      Z3Word more = (w2 & w1) + (w2 & w1) + word_constant (w1, 1);
      result = kb_make (product & more, ~product & more);
    }
  check_transfer (proof, result, xy);
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
  int jobs;		/* --jobs, or 0 for make's jobserver */
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

/* One proof: FUNCTION from WIDTH to RESULT bits, in a child process
   (jobs.h), with its outcome, its time and what it wrote on standard
   error.  */
struct Task
{
  const TransferFunction *function;
  unsigned width, result;
  Outcome outcome;
  double seconds;
  char *messages;
};

struct Tasks
{
  Task *tasks;
  unsigned timeout_ms;
};

static int
run_task (int i, void *data)
{
  const Tasks *all = (const Tasks *) data;
  const Task *task = &all->tasks[i];
  double seconds;
  Outcome outcome = prove_function (task->function, task->width,
				    task->result, all->timeout_ms, &seconds);
  fprintf (stderr, "\n%d %.6f\n", (int) outcome, seconds);
  return 0;
}

static void
task_done (int i, const char *output, size_t length, int status,
	   void *data)
{
  Task *task = &((Tasks *) data)->tasks[i];
  const char *last = jobs_last_line (output, length);
  int outcome;
  if (status != 0 || sscanf (last, "%d %lf", &outcome, &task->seconds) != 2)
    {
      fprintf (stderr, "kbprove: internal error: the proof of '%s' at %u "
	       "bits did not finish (status %d)\n%s", task->function->name,
	       task->width, status, output);
      abort ();
    }
  task->outcome = (Outcome) outcome;
  size_t n = (size_t) (last - output);
  while (n > 0 && output[n - 1] == '\n')
    n--;
  task->messages = (char *) malloc (n + 2);
  memcpy (task->messages, output, n);
  task->messages[n] = n ? '\n' : '\0';
  task->messages[n + (n != 0)] = '\0';
}

/* The line of the table of FUNCTION to RESULT_WIDTH (to itself if 0),
   from TASKS[*NEXT...], then what its proofs wrote on standard error;
   add the pairs of widths where it is proven to *PROVEN, and return
   whether it is proven at every pair where it applies.  Set *UNSOUND
   if it is not sound at one.  */
static bool
print_line (const TransferFunction *function, const Options *options,
	    unsigned result_width, const Task *tasks, int *next,
	    unsigned long long *proven, bool *unsound)
{
  const unsigned *widths = options->widths;
  int count = options->width_count;
  bool any = false, everywhere = true;
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
  int first = *next;
  for (int w = 0; w < count; w++)
    {
      unsigned result = result_width ? result_width : widths[w];
      if (!applies (function, widths[w], result))
	{
	  printf (" %8s", "-");
	  continue;
	}
      const Task *task = &tasks[(*next)++];
      if (task->outcome == OUTCOME_PROVEN)
	{
	  int r = 0;
	  while (widths[r] != result)
	    r++;
	  *proven |= 1ull << (w * count + r);
	  printf (" %7.2fs", task->seconds);
	}
      else
	{
	  everywhere = false;
	  printf (" %8s", task->outcome == OUTCOME_TIMED_OUT ? "timeout"
			  : "UNSOUND");
	  *unsound |= task->outcome == OUTCOME_UNSOUND;
	}
    }
  putchar ('\n');
  fflush (stdout);
  for (int i = first; i < *next; i++)
    fputs (tasks[i].messages, stderr);
  return everywhere;
}

/* The tasks of FUNCTION's line to RESULT_WIDTH (to itself if 0), added
   to TASKS[*COUNT...].  */
static void
add_tasks (const TransferFunction *function, const Options *options,
	   unsigned result_width, Task *tasks, int *count)
{
  for (int w = 0; w < options->width_count; w++)
    {
      unsigned width = options->widths[w];
      unsigned result = result_width ? result_width : width;
      if (!applies (function, width, result))
	continue;
      Task *task = &tasks[(*count)++];
      memset (task, 0, sizeof *task);
      task->function = function;
      task->width = width;
      task->result = result;
    }
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

/* Prove the COUNT transfer functions FUNCTIONS, at once as many as
   OPTIONS->jobs allows (jobs.h), and write the header.  */
static int
prove_all (const Options *options, const TransferFunction *functions,
	   size_t count)
{
  unsigned long long proven[TRANSFER_FUNCTION_COUNT];
  bool unsound = false;
  double start = now_seconds ();
  int everywhere = 0;
  /* A line for each function, or for each result width; a task for
     each width.  */
  size_t most = count * MAX_WIDTHS * MAX_WIDTHS;
  Tasks all = { (Task *) calloc (most, sizeof (Task)), options->timeout_ms };
  int task_count = 0;
  for (size_t i = 0; i < count; i++)
    if (!own_result_width (&functions[i]))
      add_tasks (&functions[i], options, 0, all.tasks, &task_count);
    else
      for (int r = 0; r < options->width_count; r++)
	add_tasks (&functions[i], options, options->widths[r], all.tasks,
		   &task_count);
  jobs_run (task_count, jobs_limit (options->jobs), run_task, task_done,
	    &all);
  print_table_head (options);
  int next = 0;
  for (size_t i = 0; i < count; i++)
    {
      bool line_all = true;
      proven[i] = 0;
      if (!own_result_width (&functions[i]))
	line_all = print_line (&functions[i], options, 0, all.tasks, &next,
			       &proven[i], &unsound);
      else
	for (int r = 0; r < options->width_count; r++)
	  line_all &= print_line (&functions[i], options, options->widths[r],
				  all.tasks, &next, &proven[i], &unsound);
      everywhere += line_all;
    }
  for (int i = 0; i < task_count; i++)
    free (all.tasks[i].messages);
  free (all.tasks);
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
  mul_claims_one_more_bit = true;
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
	 "  -j, --jobs=N        run at most N proofs at once (by default as "
	 "many as\n"
	 "                      the job slots of GNU make's jobserver, "
	 "else one)\n"
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
    {"jobs", required_argument, NULL, 'j'},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0}
  };
  Options options = { { 8, 16, 32, 64, 128 }, 5, 60000, NULL, false, 0 };
  int c;
  while ((c = getopt_long (argc, argv, "o:j:", long_options, NULL)) != -1)
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
      case 'j':
	options.jobs = parse_count_option ("--jobs", optarg);
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
