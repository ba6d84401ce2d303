/* mdlower.c: match.pd's sugar removed, as genmatch's lowering does.

   Each (simplify MATCH RESULT) becomes instances with one match and one
   result leaf, each step its own function, in genmatch's order:

   - (for ITER (OP...) ...) substitutes each operator for ITER, in the
     forms and in their C++ (where genmatch declares
     "const enum tree_code ITER = OP_EXPR;"), and an operator list used
     outside a for is iterated as if by one (expand_forms);
   - (match NAME ...) predicates used as operands are inlined with
     their conditions, each alternative an instance (inline_predicate);
   - convert?, convert1?, convert2? and view_convert? are present or
     absent (genmatch: lower_opt);
   - :c and :C operands are matched in both orders (lower_commutative);
   - a result's (if ...), (with ...) and (switch ...) become the
     conditions, negated on the else branch and in later cases, and
     the blocks on the way to each leaf (lower_result).

   :s and single_use are cost conditions, not semantic ones: an
   instance keeps them as written, and the prover ignores them.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <ctype.h>
#include <string.h>

/* A name bound to operators: an operator list, or an iterator.  */
typedef struct Binding
{
  const char *name;
  int count;
  const char **operators;
} Binding;

/* A (match NAME ...) predicate: its alternatives, each a form.  */
typedef struct Predicate
{
  const char *name;
  int count;
  const MdForm **forms;
} Predicate;

typedef struct Lowering
{
  Binding *lists;		/* define_operator_list */
  int list_count;
  Predicate *predicates;
  int predicate_count;
  int fresh;			/* for fresh capture names */
  MdPatterns *out;
} Lowering;

/* Conditions gathered on the way to an instance.  */
typedef struct Conditions
{
  int count;
  MdCondition items[32];
  int with_count;
  const char *withs[16];
} Conditions;

/* An alternative of an expanded match: an expression and the
   conditions of the predicates inlined in it.  */
typedef struct Alternative
{
  MdExpr *expr;
  Conditions conditions;
} Alternative;

typedef struct Alternatives
{
  int count;
  int capacity;
  Alternative *items;
  bool overflow;		/* more than MAX_ALTERNATIVES */
} Alternatives;

#define MAX_ALTERNATIVES 4096

static void
add_alternative (Alternatives *list, MdExpr *expr,
		 const Conditions *conditions)
{
  if (list->count == MAX_ALTERNATIVES)
    {
      list->overflow = true;
      return;
    }
  if (list->count == list->capacity)
    {
      int capacity = list->capacity ? list->capacity * 2 : 8;
      Alternative *items = arena_alloc (sizeof *items * (size_t) capacity);
      if (list->count)
	memcpy (items, list->items, sizeof *items * (size_t) list->count);
      list->items = items;
      list->capacity = capacity;
    }
  list->items[list->count].expr = expr;
  list->items[list->count].conditions = *conditions;
  list->count++;
}

static bool
merge_conditions (Conditions *into, const Conditions *from)
{
  if (into->count + from->count > 32
      || into->with_count + from->with_count > 16)
    return false;
  memcpy (into->items + into->count, from->items,
	  sizeof *from->items * (size_t) from->count);
  into->count += from->count;
  memcpy (into->withs + into->with_count, from->withs,
	  sizeof *from->withs * (size_t) from->with_count);
  into->with_count += from->with_count;
  return true;
}

/* The tree code of operator OP: plus is PLUS_EXPR; names that are not
   tree codes (BUILT_IN_POPCOUNT, IFN_..., CFN_...) stay.  */
const char *
md_code_name (const char *op)
{
  if (strncmp (op, "BUILT_IN_", 9) == 0 || strncmp (op, "IFN_", 4) == 0
      || strncmp (op, "CFN_", 4) == 0)
    return op;
  if (strcmp (op, "convert") == 0 || strcmp (op, "convert0") == 0
      || strcmp (op, "convert1") == 0 || strcmp (op, "convert2") == 0)
    return "NOP_EXPR";
  for (const char *p = op; *p; p++)
    if (isupper ((unsigned char) *p))
      return op;
  char *upper = arena_printf ("%s_EXPR", op);
  for (char *p = upper; *p; p++)
    *p = (char) toupper ((unsigned char) *p);
  return upper;
}

/* Substitution of iterators: NAME stands for OPERATOR.  */
typedef struct Substitution
{
  int count;
  const char *names[16];
  const char *operators[16];
} Substitution;

static const char *
substitute_name (const Substitution *s, const char *name)
{
  for (int i = s->count - 1; i >= 0; i--)
    if (strcmp (s->names[i], name) == 0)
      return s->operators[i];
  return name;
}

static bool
identifier_char (char c)
{
  return isalnum ((unsigned char) c) || c == '_';
}

/* TEXT, C++, with each iterator's identifier replaced by its
   operator's tree code (genmatch declares it so).  */
static const char *
substitute_text (const Substitution *s, const char *text)
{
  if (!text || !s->count)
    return text;
  size_t capacity = strlen (text) * 2 + 64, length = 0;
  char *out = arena_alloc (capacity);
  const char *p = text;
  while (*p)
    {
      if (identifier_char (*p) && (p == text || !identifier_char (p[-1]))
	  && !(p > text && p[-1] == '@'))
	{
	  const char *start = p;
	  while (identifier_char (*p))
	    p++;
	  char *word = arena_strndup (start, (size_t) (p - start));
	  const char *replaced = substitute_name (s, word);
	  if (replaced != word)
	    replaced = md_code_name (replaced);
	  size_t n = strlen (replaced);
	  if (length + n + 1 >= capacity)
	    {
	      char *bigger = arena_alloc (capacity * 2 + n);
	      memcpy (bigger, out, length);
	      out = bigger;
	      capacity = capacity * 2 + n;
	    }
	  memcpy (out + length, replaced, n);
	  length += n;
	  continue;
	}
      if (length + 2 >= capacity)
	{
	  char *bigger = arena_alloc (capacity * 2);
	  memcpy (bigger, out, length);
	  out = bigger;
	  capacity *= 2;
	}
      out[length++] = *p++;
    }
  out[length] = '\0';
  return out;
}

static MdExpr *
copy_expr (const MdExpr *expr)
{
  MdExpr *copy = arena_alloc (sizeof *copy);
  *copy = *expr;
  if (expr->arg_count)
    {
      copy->args = arena_alloc (sizeof *copy->args
				* (size_t) expr->arg_count);
      memcpy (copy->args, expr->args,
	      sizeof *copy->args * (size_t) expr->arg_count);
    }
  return copy;
}

static MdExpr *
substitute_expr (const Substitution *s, const MdExpr *expr)
{
  if (!expr)
    return NULL;
  MdExpr *copy = copy_expr (expr);
  if (expr->kind == MD_OPERATION || expr->kind == MD_PREDICATE)
    copy->name = substitute_name (s, expr->name);
  if (expr->kind == MD_C_EXPR)
    copy->text = substitute_text (s, expr->text);
  if (expr->type)
    copy->type = substitute_text (s, expr->type);
  for (int i = 0; i < expr->arg_count; i++)
    copy->args[i] = substitute_expr (s, expr->args[i]);
  return copy;
}

static MdResult *
substitute_result (const Substitution *s, const MdResult *result)
{
  if (!result)
    return NULL;
  MdResult *copy = arena_alloc (sizeof *copy);
  *copy = *result;
  copy->expr = substitute_expr (s, result->expr);
  copy->condition = substitute_text (s, result->condition);
  copy->then_ = substitute_result (s, result->then_);
  copy->else_ = substitute_result (s, result->else_);
  if (result->case_count)
    {
      copy->cases = arena_alloc (sizeof *copy->cases
				 * (size_t) result->case_count);
      for (int i = 0; i < result->case_count; i++)
	copy->cases[i] = substitute_result (s, result->cases[i]);
    }
  return copy;
}

/* Lists of operators.  */

static const Binding *
find_list (const Lowering *l, const char *name)
{
  for (int i = l->list_count - 1; i >= 0; i--)
    if (strcmp (l->lists[i].name, name) == 0)
      return &l->lists[i];
  return NULL;
}

static const Predicate *
find_predicate (const Lowering *l, const char *name)
{
  for (int i = 0; i < l->predicate_count; i++)
    if (strcmp (l->predicates[i].name, name) == 0)
      return &l->predicates[i];
  return NULL;
}

/* The operators NAME stands for: itself, or the members of the
   operator list NAME, themselves expanded.  */
static void
flatten_operators (const Lowering *l, const char *name, const char ***ops,
		   int *count, int *capacity)
{
  const Binding *list = find_list (l, name);
  if (!list)
    {
      if (*count == *capacity)
	{
	  *capacity = *capacity ? *capacity * 2 : 8;
	  const char **bigger = arena_alloc (sizeof *bigger
					     * (size_t) *capacity);
	  if (*count)
	    memcpy (bigger, *ops, sizeof *bigger * (size_t) *count);
	  *ops = bigger;
	}
      (*ops)[(*count)++] = name;
      return;
    }
  for (int i = 0; i < list->count; i++)
    flatten_operators (l, list->operators[i], ops, count, capacity);
}

/* The first operator list named in EXPR, which genmatch iterates as if
   in a (for ...).  */
static const char *
implicit_list (const Lowering *l, const MdExpr *expr)
{
  if (!expr)
    return NULL;
  if ((expr->kind == MD_OPERATION) && find_list (l, expr->name))
    return expr->name;
  for (int i = 0; i < expr->arg_count; i++)
    {
      const char *name = implicit_list (l, expr->args[i]);
      if (name)
	return name;
    }
  return NULL;
}

static const char *
implicit_list_in_result (const Lowering *l, const MdResult *result)
{
  if (!result)
    return NULL;
  const char *name = implicit_list (l, result->expr);
  if (!name)
    name = implicit_list_in_result (l, result->then_);
  if (!name)
    name = implicit_list_in_result (l, result->else_);
  for (int i = 0; !name && i < result->case_count; i++)
    name = implicit_list_in_result (l, result->cases[i]);
  return name;
}

/* Expansion of the match.  */

static void expand (Lowering *l, const MdExpr *expr, Alternatives *out);
static void expand_match (Lowering *l, const MdExpr *match,
			  Alternatives *out);

static const char *
fresh_capture (Lowering *l)
{
  return arena_printf ("_%d", l->fresh++);
}

/* Rename the captures of EXPR: PARAMETER[i] becomes ARGUMENT[i], any
   other capture a fresh one (recorded in RENAMES so that conditions
   follow).  */
typedef struct Renames
{
  int count;
  const char *from[32];
  const char *to[32];
} Renames;

static const char *
rename_capture (Lowering *l, Renames *r, const char *name)
{
  for (int i = 0; i < r->count; i++)
    if (strcmp (r->from[i], name) == 0)
      return r->to[i];
  if (r->count == 32)
    return name;
  r->from[r->count] = name;
  r->to[r->count] = fresh_capture (l);
  return r->to[r->count++];
}

static MdExpr *
rename_expr (Lowering *l, Renames *r, const MdExpr *expr)
{
  MdExpr *copy = copy_expr (expr);
  if (expr->capture)
    copy->capture = rename_capture (l, r, expr->capture);
  for (int i = 0; i < expr->arg_count; i++)
    copy->args[i] = rename_expr (l, r, expr->args[i]);
  return copy;
}

/* TEXT with @NAME replaced as R says.  */
static const char *
rename_text (const Renames *r, const char *text)
{
  if (!text)
    return NULL;
  char *out = arena_strdup ("");
  const char *p = text;
  while (*p)
    {
      if (*p == '@')
	{
	  const char *start = ++p;
	  while (identifier_char (*p))
	    p++;
	  const char *name = arena_strndup (start, (size_t) (p - start));
	  for (int i = 0; i < r->count; i++)
	    if (strcmp (r->from[i], name) == 0)
	      {
		name = r->to[i];
		break;
	      }
	  out = arena_printf ("%s@%s", out, name);
	  continue;
	}
      const char *start = p;
      while (*p && *p != '@')
	p++;
      out = arena_printf ("%s%.*s", out, (int) (p - start), start);
    }
  return out;
}

/* The conditions of a (match ...) form's result: its ifs, all of which
   must hold (a (match ...) has no else).  */
/* TEXT, a condition of a (match ...) predicate, where t is the tree
   it matched and type its type, about the capture SELF that now
   names that tree.  */
static const char *
predicate_text (const Renames *r, const char *text, const char *self)
{
  text = rename_text (r, text);
  char *out = arena_strdup ("");
  const char *p = text;
  while (*p)
    {
      if (identifier_char (*p) && (p == text || (!identifier_char (p[-1])
						 && p[-1] != '@')))
	{
	  const char *start = p;
	  while (identifier_char (*p))
	    p++;
	  size_t n = (size_t) (p - start);
	  if (n == 1 && *start == 't')
	    out = arena_printf ("%s@%s", out, self);
	  else if (n == 4 && strncmp (start, "type", 4) == 0)
	    out = arena_printf ("%sTREE_TYPE (@%s)", out, self);
	  else
	    out = arena_printf ("%s%.*s", out, (int) n, start);
	  continue;
	}
      out = arena_printf ("%s%c", out, *p++);
    }
  return out;
}

static bool
predicate_conditions (const Renames *r, const MdResult *result,
		      const char *self, Conditions *conditions)
{
  for (; result; result = result->then_)
    {
      if (result->kind == MD_RESULT_WITH)
	{
	  if (conditions->with_count == 16)
	    return false;
	  conditions->withs[conditions->with_count++]
	    = predicate_text (r, result->condition, self);
	  continue;
	}
      if (result->kind != MD_RESULT_IF || result->else_)
	return false;
      if (conditions->count == 32)
	return false;
      MdCondition *c = &conditions->items[conditions->count++];
      c->text = predicate_text (r, result->condition, self);
      c->location = result->condition_location;
      c->negated = false;
    }
  return true;
}

/* Inline predicate P at EXPR: (NAME ARGS...) or NAME@CAPTURE.  Each
   alternative of P, its parameters bound to the arguments, is matched
   in place of EXPR.  */
static void
inline_predicate (Lowering *l, const Predicate *p, const MdExpr *expr,
		  Alternatives *out)
{
  for (int f = 0; f < p->count; f++)
    {
      const MdForm *form = p->forms[f];
      Renames r = { 0, { NULL }, { NULL } };
      int params = form->parameter_count;
      bool bare = expr->kind == MD_PREDICATE;
      if (bare ? params != 0 : params != expr->arg_count)
	continue;
      /* A bare predicate NAME@N is (match NAME @X (if ... @X)): the
	 match's own capture becomes N.  */
      MdExpr *match;
      if (bare)
	{
	  const char *capture = expr->capture ? expr->capture
	    : fresh_capture (l);
	  if (form->match->kind == MD_CAPTURE)
	    {
	      r.from[r.count] = form->match->capture;
	      r.to[r.count++] = capture;
	    }
	  match = rename_expr (l, &r, form->match);
	  if (form->match->kind != MD_CAPTURE)
	    {
	      if (match->capture)
		continue;	/* captured twice: leave it */
	      match->capture = capture;
	    }
	}
      else
	{
	  /* Each argument of the use must be a capture, or be given one;
	     the parameter's capture in the definition then names it.  */
	  for (int i = 0; i < params && r.count < 32; i++)
	    {
	      const MdExpr *arg = expr->args[i];
	      r.from[r.count] = form->parameters[i]->capture;
	      r.to[r.count++] = arg->capture ? arg->capture
		: fresh_capture (l);
	    }
	  match = rename_expr (l, &r, form->match);
	  /* Where the parameter occurs in the definition, match the
	     argument's expression (a bare capture stays a capture).  */
	  for (int i = 0; i < params; i++)
	    {
	      const MdExpr *arg = expr->args[i];
	      if (arg->kind == MD_CAPTURE)
		continue;
	      /* Replace the capture node named r.to[i] by ARG with that
		 capture; done below by a walk.  */
	      MdExpr *with_capture = copy_expr (arg);
	      with_capture->capture = r.to[i];
	      /* Walk MATCH.  */
	      MdExpr *stack[64];
	      int depth = 0;
	      stack[depth++] = match;
	      while (depth)
		{
		  MdExpr *node = stack[--depth];
		  for (int a = 0; a < node->arg_count; a++)
		    {
		      MdExpr *child = node->args[a];
		      if (child->kind == MD_CAPTURE && child->capture
			  && strcmp (child->capture, r.to[i]) == 0)
			node->args[a] = with_capture;
		      else if (depth < 64)
			stack[depth++] = child;
		    }
		}
	    }
	  if (expr->capture && !match->capture)
	    match->capture = expr->capture;
	}
      Conditions conditions = { 0, { { NULL, { NULL, 0, 0 }, false } }, 0,
				{ NULL } };
      /* The tree the predicate matched, t in its conditions.  */
      if (!match->capture)
	{
	  match = copy_expr (match);
	  match->capture = fresh_capture (l);
	}
      if (!predicate_conditions (&r, form->result, match->capture,
				 &conditions))
	continue;
      Alternatives inner = { 0, 0, NULL, false };
      expand_match (l, match, &inner);
      out->overflow |= inner.overflow;
      for (int i = 0; i < inner.count; i++)
	{
	  Conditions all = conditions;
	  if (merge_conditions (&all, &inner.items[i].conditions))
	    add_alternative (out, inner.items[i].expr, &all);
	}
    }
}

/* The operands of EXPR expanded, as the cartesian product of their
   alternatives, each making a copy of EXPR.  */
static void
expand_operands (Lowering *l, const MdExpr *expr, Alternatives *out)
{
  Alternatives partial = { 0, 0, NULL, false };
  Conditions none = { 0, { { NULL, { NULL, 0, 0 }, false } }, 0, { NULL } };
  add_alternative (&partial, copy_expr (expr), &none);
  for (int i = 0; i < expr->arg_count; i++)
    {
      Alternatives arg = { 0, 0, NULL, false };
      expand (l, expr->args[i], &arg);
      Alternatives next = { 0, 0, NULL, false };
      next.overflow = partial.overflow | arg.overflow;
      for (int p = 0; p < partial.count; p++)
	for (int a = 0; a < arg.count; a++)
	  {
	    MdExpr *copy = copy_expr (partial.items[p].expr);
	    copy->args[i] = arg.items[a].expr;
	    Conditions conditions = partial.items[p].conditions;
	    if (merge_conditions (&conditions, &arg.items[a].conditions))
	      add_alternative (&next, copy, &conditions);
	  }
      partial = next;
    }
  out->overflow |= partial.overflow;
  for (int i = 0; i < partial.count; i++)
    add_alternative (out, partial.items[i].expr,
		     &partial.items[i].conditions);
}

static bool
has_flag (const MdExpr *expr, char flag)
{
  return expr->flags && strchr (expr->flags, flag);
}

/* The comparison with its operands swapped: lt for gt.  */
static const char *
swap_comparison (const char *name)
{
  static const char *const pairs[][2] = {
    { "lt", "gt" }, { "le", "ge" }, { "gt", "lt" }, { "ge", "le" },
    { "unlt", "ungt" }, { "unle", "unge" }, { "ungt", "unlt" },
    { "unge", "unle" }
  };
  for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
    if (strcmp (pairs[i][0], name) == 0)
      return pairs[i][1];
  return name;
}

/* EXPR, an operation with :c or :C, also with its first two operands
   swapped (genmatch: lower_commutative).  */
static void
lower_commutative (const Alternatives *in, Alternatives *out)
{
  for (int i = 0; i < in->count; i++)
    {
      MdExpr *expr = in->items[i].expr;
      add_alternative (out, expr, &in->items[i].conditions);
      if (expr->arg_count >= 2)
	{
	  MdExpr *swapped = copy_expr (expr);
	  swapped->args[0] = expr->args[1];
	  swapped->args[1] = expr->args[0];
	  /* A comparison's operands swap with it (genmatch: commutate,
	     swap_tree_comparison).  */
	  swapped->name = swap_comparison (expr->name);
	  add_alternative (out, swapped, &in->items[i].conditions);
	}
    }
}

/* genmatch's group of an optional operation (opt_grp): NAME? is in
   group 1, NAMEk? in group k + 1, all of whose members are present
   together or absent together.  */
static int
optional_group (const MdExpr *expr)
{
  size_t n = strlen (expr->name);
  if (n >= 2 && isdigit ((unsigned char) expr->name[n - 1]))
    return expr->name[n - 1] - '0' + 1;
  return 1;
}

static bool
has_group (const MdExpr *expr, int group)
{
  if (expr->kind != MD_OPERATION)
    return false;
  if (expr->optional && optional_group (expr) == group)
    return true;
  for (int i = 0; i < expr->arg_count; i++)
    if (has_group (expr->args[i], group))
      return true;
  return false;
}

/* EXPR with the optional operations of GROUP absent (STRIP: each
   replaced by its operand, which takes its capture) or present (no
   longer optional, named without the group's digit: convert1? is
   convert).  */
static MdExpr *
lower_group (const MdExpr *expr, int group, bool strip)
{
  if (expr->kind != MD_OPERATION)
    return (MdExpr *) expr;
  if (expr->optional && optional_group (expr) == group)
    {
      if (strip && expr->arg_count == 1)
	{
	  MdExpr *operand = lower_group (expr->args[0], group, strip);
	  if (expr->capture && !operand->capture)
	    {
	      operand = copy_expr (operand);
	      operand->capture = expr->capture;
	    }
	  return operand;
	}
      MdExpr *present = copy_expr (expr);
      present->optional = false;
      size_t n = strlen (expr->name);
      if (group > 1)
	present->name = arena_strndup (expr->name, n - 1);
      present->args = arena_alloc (sizeof *present->args
				   * (size_t) (expr->arg_count + 1));
      for (int i = 0; i < expr->arg_count; i++)
	present->args[i] = lower_group (expr->args[i], group, strip);
      return present;
    }
  MdExpr *copy = copy_expr (expr);
  copy->args = arena_alloc (sizeof *copy->args
			    * (size_t) (expr->arg_count + 1));
  for (int i = 0; i < expr->arg_count; i++)
    copy->args[i] = lower_group (expr->args[i], group, strip);
  return copy;
}

/* EXPAND of a match (of a (simplify) or of a (match) predicate) whose
   optional operations are first lowered as genmatch's lower_opt does:
   for each group, every form so far with the group's operations
   present and with them absent.  */
static void
expand_match (Lowering *l, const MdExpr *match, Alternatives *out)
{
  const MdExpr *forms[1024];
  int count = 0;
  forms[count++] = match;
  for (int group = 1; group <= 10; group++)
    {
      const MdExpr *next[1024];
      int n = 0;
      for (int i = 0; i < count; i++)
	if (!has_group (forms[i], group))
	  next[n++] = forms[i];
	else if (n + 2 <= 1024)
	  {
	    next[n++] = lower_group (forms[i], group, false);
	    next[n++] = lower_group (forms[i], group, true);
	  }
	else
	  out->overflow = true;
      memcpy (forms, next, sizeof *forms * (size_t) n);
      count = n;
    }
  for (int i = 0; i < count; i++)
    {
      Alternatives one = { 0, 0, NULL, false };
      expand (l, forms[i], &one);
      out->overflow |= one.overflow;
      for (int k = 0; k < one.count; k++)
	add_alternative (out, one.items[k].expr, &one.items[k].conditions);
    }
}

static void
expand (Lowering *l, const MdExpr *expr, Alternatives *out)
{
  Conditions none = { 0, { { NULL, { NULL, 0, 0 }, false } }, 0, { NULL } };
  /* No operation is optional any more: expand_match lowered them.  */
  gen_assert (!expr->optional);
  const Predicate *p = (expr->kind == MD_OPERATION
			|| expr->kind == MD_PREDICATE)
    ? find_predicate (l, expr->name) : NULL;
  if (p)
    {
      inline_predicate (l, p, expr, out);
      return;
    }
  if (expr->kind != MD_OPERATION)
    {
      add_alternative (out, copy_expr (expr), &none);
      return;
    }
  Alternatives operands = { 0, 0, NULL, false };
  expand_operands (l, expr, &operands);
  Alternatives swapped = { 0, 0, NULL, false };
  if (has_flag (expr, 'c') || has_flag (expr, 'C'))
    lower_commutative (&operands, &swapped);
  else
    swapped = operands;
  for (int i = 0; i < swapped.count; i++)
    add_alternative (out, swapped.items[i].expr,
		     &swapped.items[i].conditions);
  out->overflow |= swapped.overflow;
}

/* Results.  */

static void
add_instance (MdPattern *pattern, const MdInstance *instance)
{
  if (pattern->instance_count % 16 == 0)
    {
      MdInstance *bigger = arena_alloc (sizeof *bigger
					* (size_t) (pattern->instance_count
						    + 16));
      if (pattern->instance_count)
	memcpy (bigger, pattern->instances,
		sizeof *bigger * (size_t) pattern->instance_count);
      pattern->instances = bigger;
    }
  pattern->instances[pattern->instance_count++] = *instance;
}

static bool
push_condition (Conditions *c, const char *text, Location location,
		bool negated)
{
  if (c->count == 32)
    return false;
  c->items[c->count].text = text;
  c->items[c->count].location = location;
  c->items[c->count].negated = negated;
  c->count++;
  return true;
}

/* Each leaf of RESULT, with the conditions on the way to it, for each
   alternative of the match.  */
static void
lower_result (MdPattern *pattern, const Alternatives *matches,
	      const MdResult *result, Conditions conditions,
	      const char *operators)
{
  if (!result)
    return;
  switch (result->kind)
    {
    case MD_RESULT_EXPR:
      for (int i = 0; i < matches->count; i++)
	{
	  Conditions all = conditions;
	  if (!merge_conditions (&all, &matches->items[i].conditions))
	    continue;
	  MdInstance instance;
	  memset (&instance, 0, sizeof instance);
	  instance.form = pattern->form;
	  instance.match = matches->items[i].expr;
	  instance.result = result->expr;
	  instance.condition_count = all.count;
	  instance.conditions = arena_alloc (sizeof *instance.conditions
					     * (size_t) (all.count + 1));
	  memcpy (instance.conditions, all.items,
		  sizeof *all.items * (size_t) all.count);
	  instance.with_count = all.with_count;
	  instance.withs = arena_alloc (sizeof *instance.withs
					* (size_t) (all.with_count + 1));
	  memcpy (instance.withs, all.withs,
		  sizeof *all.withs * (size_t) all.with_count);
	  instance.operators = operators;
	  add_instance (pattern, &instance);
	}
      return;
    case MD_RESULT_IF:
      {
	Conditions then_ = conditions;
	if (push_condition (&then_, result->condition,
			    result->condition_location, false))
	  lower_result (pattern, matches, result->then_, then_, operators);
	if (result->else_)
	  {
	    Conditions else_ = conditions;
	    if (push_condition (&else_, result->condition,
				result->condition_location, true))
	      lower_result (pattern, matches, result->else_, else_,
			    operators);
	  }
	return;
      }
    case MD_RESULT_WITH:
      if (conditions.with_count < 16)
	{
	  conditions.withs[conditions.with_count++] = result->condition;
	  lower_result (pattern, matches, result->then_, conditions,
			operators);
	}
      return;
    case MD_RESULT_SWITCH:
      for (int i = 0; i < result->case_count; i++)
	{
	  const MdResult *c = result->cases[i];
	  if (c->kind == MD_RESULT_IF && !c->else_)
	    {
	      Conditions taken = conditions;
	      if (push_condition (&taken, c->condition,
				  c->condition_location, false))
		lower_result (pattern, matches, c->then_, taken, operators);
	      if (!push_condition (&conditions, c->condition,
				   c->condition_location, true))
		return;
	    }
	  else
	    lower_result (pattern, matches, c, conditions, operators);
	}
      return;
    }
}

/* Forms.  */

static void lower_forms (Lowering *l, MdForm *const *forms, int count,
			 const Substitution *s, Conditions conditions);

static const char *
operator_text (const Substitution *s)
{
  char *text = arena_strdup ("");
  for (int i = 0; i < s->count; i++)
    text = arena_printf ("%s%s%s", text, i ? ", " : "", s->operators[i]);
  return text;
}

static void
lower_simplify (Lowering *l, const MdForm *form, const Substitution *s,
		Conditions conditions)
{
  MdExpr *match = substitute_expr (s, form->match);
  MdResult *result = substitute_result (s, form->result);
  /* An operator list named outside a (for ...) is iterated.  */
  const char *list = implicit_list (l, match);
  if (!list)
    list = implicit_list_in_result (l, result);
  if (list && s->count < 16)
    {
      const char **ops = NULL;
      int count = 0, capacity = 0;
      flatten_operators (l, list, &ops, &count, &capacity);
      for (int i = 0; i < count; i++)
	{
	  Substitution inner = *s;
	  inner.names[inner.count] = list;
	  inner.operators[inner.count++] = ops[i];
	  MdForm *copy = arena_alloc (sizeof *copy);
	  *copy = *form;
	  copy->match = match;
	  copy->result = result;
	  lower_simplify (l, copy, &inner, conditions);
	}
      return;
    }
  MdPattern *pattern = &l->out->patterns[l->out->count];
  /* The pattern of the original form: instances of all iterations are
     kept together.  */
  for (int i = 0; i < l->out->count; i++)
    if (l->out->patterns[i].form->location.line == form->location.line
	&& l->out->patterns[i].form->location.file == form->location.file)
      pattern = &l->out->patterns[i];
  if (pattern == &l->out->patterns[l->out->count])
    {
      memset (pattern, 0, sizeof *pattern);
      pattern->form = form;
      l->out->count++;
    }
  Alternatives matches = { 0, 0, NULL, false };
  if (match)
    expand_match (l, match, &matches);
  if (matches.overflow)
    pattern->unsupported = "more than 4096 expansions of its match";
  lower_result (pattern, &matches, result, conditions, operator_text (s));
}

static void
lower_for (Lowering *l, const MdForm *form, const Substitution *s,
	   Conditions conditions)
{
  /* The operator lists of each iterator, flattened; all of one length
     (genmatch checks it).  */
  int n = -1;
  const char **ops[16];
  int counts[16];
  for (int i = 0; i < form->iterator_count && i < 16; i++)
    {
      int capacity = 0;
      ops[i] = NULL;
      counts[i] = 0;
      for (int j = 0; j < form->iterators[i].operator_count; j++)
	flatten_operators (l, substitute_name (s,
					       form->iterators[i].operators[j]),
			   &ops[i], &counts[i], &capacity);
      if (n < 0 || counts[i] < n)
	n = counts[i];
    }
  for (int k = 0; k < n; k++)
    {
      Substitution inner = *s;
      for (int i = 0; i < form->iterator_count && inner.count < 16; i++)
	{
	  inner.names[inner.count] = form->iterators[i].name;
	  inner.operators[inner.count++] = ops[i][k];
	}
      lower_forms (l, form->body, form->body_count, &inner, conditions);
    }
}

static void
lower_forms (Lowering *l, MdForm *const *forms, int count,
	     const Substitution *s, Conditions conditions)
{
  for (int i = 0; i < count; i++)
    {
      const MdForm *form = forms[i];
      switch (form->kind)
	{
	case MD_FORM_SIMPLIFY:
	  lower_simplify (l, form, s, conditions);
	  break;
	case MD_FORM_FOR:
	  lower_for (l, form, s, conditions);
	  break;
	case MD_FORM_IF:
	  {
	    Conditions inner = conditions;
	    if (push_condition (&inner, substitute_text (s, form->condition),
				form->condition_location, false))
	      lower_forms (l, form->body, form->body_count, s, inner);
	    break;
	  }
	case MD_FORM_WITH:
	  {
	    Conditions inner = conditions;
	    if (inner.with_count < 16)
	      {
		inner.withs[inner.with_count++]
		  = substitute_text (s, form->condition);
		lower_forms (l, form->body, form->body_count, s, inner);
	      }
	    break;
	  }
	case MD_FORM_OPERATOR_LIST:
	case MD_FORM_PREDICATES:
	case MD_FORM_MATCH:
	  break;
	}
    }
}

/* Operator lists and predicates are global in genmatch, whatever the
   nesting; gather them first (a (match ...) inside a (for ...) is one
   predicate per iteration, of the same name: its alternatives).  */
static void
gather (Lowering *l, MdForm *const *forms, int count, const Substitution *s,
	int *capacity_lists, int *capacity_predicates)
{
  for (int i = 0; i < count; i++)
    {
      const MdForm *form = forms[i];
      if (form->kind == MD_FORM_OPERATOR_LIST)
	{
	  if (l->list_count == *capacity_lists)
	    {
	      *capacity_lists = *capacity_lists ? *capacity_lists * 2 : 64;
	      Binding *bigger = arena_alloc (sizeof *bigger
					     * (size_t) *capacity_lists);
	      if (l->list_count)
		memcpy (bigger, l->lists, sizeof *bigger
			* (size_t) l->list_count);
	      l->lists = bigger;
	    }
	  Binding *b = &l->lists[l->list_count++];
	  b->name = form->name;
	  b->count = form->name_count;
	  b->operators = form->names;
	}
      else if (form->kind == MD_FORM_MATCH)
	{
	  Predicate *p = (Predicate *) find_predicate (l, form->name);
	  if (!p)
	    {
	      if (l->predicate_count == *capacity_predicates)
		{
		  *capacity_predicates = *capacity_predicates
		    ? *capacity_predicates * 2 : 64;
		  Predicate *bigger = arena_alloc (sizeof *bigger
						   * (size_t)
						   *capacity_predicates);
		  if (l->predicate_count)
		    memcpy (bigger, l->predicates, sizeof *bigger
			    * (size_t) l->predicate_count);
		  l->predicates = bigger;
		}
	      p = &l->predicates[l->predicate_count++];
	      p->name = form->name;
	      p->count = 0;
	      p->forms = NULL;
	    }
	  const MdForm **bigger = arena_alloc (sizeof *bigger
					       * (size_t) (p->count + 1));
	  if (p->count)
	    memcpy (bigger, p->forms, sizeof *bigger * (size_t) p->count);
	  MdForm *copy = arena_alloc (sizeof *copy);
	  *copy = *form;
	  copy->match = substitute_expr (s, form->match);
	  copy->result = substitute_result (s, form->result);
	  bigger[p->count++] = copy;
	  p->forms = bigger;
	}
      else if (form->kind == MD_FORM_FOR)
	{
	  /* A (match ...) in a (for ...): each iteration an
	     alternative.  */
	  int n = form->iterator_count ? form->iterators[0].operator_count
	    : 0;
	  for (int k = 0; k < n; k++)
	    {
	      Substitution inner = *s;
	      for (int it = 0; it < form->iterator_count && inner.count < 16;
		   it++)
		if (k < form->iterators[it].operator_count)
		  {
		    inner.names[inner.count] = form->iterators[it].name;
		    inner.operators[inner.count++]
		      = form->iterators[it].operators[k];
		  }
	      gather (l, form->body, form->body_count, &inner,
		      capacity_lists, capacity_predicates);
	    }
	}
      else if (form->kind == MD_FORM_IF || form->kind == MD_FORM_WITH)
	gather (l, form->body, form->body_count, s, capacity_lists,
		capacity_predicates);
    }
}

static int
count_simplify (MdForm *const *forms, int count)
{
  int n = 0;
  for (int i = 0; i < count; i++)
    n += forms[i]->kind == MD_FORM_SIMPLIFY ? 1
      : count_simplify (forms[i]->body, forms[i]->body_count);
  return n;
}

void
md_lower (const MdFile *file, MdPatterns *out)
{
  Lowering l;
  memset (&l, 0, sizeof l);
  l.out = out;
  int capacity_lists = 0, capacity_predicates = 0;
  Substitution none;
  memset (&none, 0, sizeof none);
  gather (&l, file->forms, file->form_count, &none, &capacity_lists,
	  &capacity_predicates);
  out->count = 0;
  out->patterns = arena_alloc (sizeof *out->patterns
			       * (size_t) (count_simplify (file->forms,
							   file->form_count)
					   + 1));
  Conditions conditions;
  memset (&conditions, 0, sizeof conditions);
  lower_forms (&l, file->forms, file->form_count, &none, conditions);
}
