/* roundtrip.c: peepgen --round-trip, the check that what
   peepgen --emit=match.pd writes reads back as the rules it came from.

   The rules, proven, are exported to a match.pd file (emitmd.c), or
   the file given is taken for their export; the match.pd front end
   (matchpd.h) reads it as it reads GCC's own, each form into rules of
   the language.  The comment the export writes above each form names
   its rule and the rule's place:

     add_zero (rules/add.rules:4): ...
     (simplify (plus:c @0 integer_zerop) (if (...) @0))

   A rule round-trips when one of its form's rules has the rule's
   pattern, up to the names of its variables (x0 for x, C1 for C1), and
   at each width and regime where the rule is proven, the rule read
   back is the rule: its checks hold exactly where the rule's do, and
   there its target has the value of the rule's (prove_equivalent, in
   prove.c).  Two rules that are each proven correct could still
   differ in where they apply: an export that narrowed a condition
   would lose cases silently, one that widened it would be wrong; both
   are caught.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


/* What round_trip_rule's answer starts with when the match.pd front
   end does not translate the exported form back (a construct it does
   not support): the rule is not compared.  */
#define UNREAD "read back, its form is unsupported: "

/* The original's names and types for the import's: built as the
   patterns are matched.  */
typedef struct Renaming
{
  int count;
  const char *from[64];		/* the import's variables */
  const Expr *to[64];		/* the original's: a variable, or a
				   literal that the import matches as a
				   constant with a check (a shift count,
				   MININT) */
  int types[TYPE_MAX];		/* the original's type of each import
				   type, or -1 */
  bool any_types;		/* match whatever the types */
  const Expr *other_type;	/* with ANY_TYPES: the first variable */
  const Expr *other_imported;	/* typed otherwise, and its import */
} Renaming;

/* Type T of RULE in words.  */
static const char *
type_words (const Rule *rule, int t)
{
  if (t == 0)
    return "the rule's type";
  if (t < 0 || t >= rule->type_count)
    return "no type";
  return arena_printf ("the type of %s", expr_text (rule->types[t].first));
}

/* Whether FROM may stand for TO: the same pairs as before, one to one
   between variables ('_', which matches anything, may have several
   partners), a literal for a constant.  */
static bool
rename_variable (Renaming *r, const char *from, const Expr *to)
{
  bool variable = to->kind == EXPR_NAME;
  bool wildcard = variable && strcmp (to->name, "_") == 0;
  for (int i = 0; i < r->count; i++)
    {
      if (strcmp (r->from[i], from) == 0)
	return !wildcard && expr_equal (r->to[i], to);
      if (variable && !wildcard && r->to[i]->kind == EXPR_NAME
	  && strcmp (r->to[i]->name, to->name) == 0)
	return false;
    }
  if (r->count == 64)
    return false;
  r->from[r->count] = from;
  r->to[r->count++] = to;
  return true;
}

static bool
map_type (Renaming *r, int from, int to)
{
  if (from < 0 || from >= TYPE_MAX)
    return from == to;
  if (r->types[from] < 0)
    r->types[from] = to;
  return r->types[from] == to;
}

/* Whether a variable matches constants only: C1 of the rule language,
   INTEGER_CST@1 in the export, C1 again in the import.  */
static bool
constant_name_p (const char *name)
{
  return name[0] == 'C';
}

/* Whether IMPORTED, a pattern of the import, is ORIGINAL with its
   variables renamed, R the renaming so far.  A literal that GCC has no
   predicate for (MININT, a shift count of 0) comes back as a constant
   and a check on it.  */
static bool
same_pattern (const Expr *original, const Expr *imported, Renaming *r)
{
  if (original->kind != EXPR_NAME && original->kind != EXPR_OPERATION
      && imported->kind == EXPR_NAME && constant_name_p (imported->name))
    return map_type (r, imported->tvar, original->tvar)
	   && rename_variable (r, imported->name, original);
  if (original->kind != imported->kind
      || original->arg_count != imported->arg_count)
    return false;
  if (r->any_types && original->kind == EXPR_NAME && !r->other_type
      && original->tvar != imported->tvar)
    {
      r->other_type = original;
      r->other_imported = imported;
    }
  if (!map_type (r, imported->tvar, original->tvar) && !r->any_types)
    return false;
  switch (original->kind)
    {
    case EXPR_NAME:
      return constant_name_p (original->name)
	     == constant_name_p (imported->name)
	     && rename_variable (r, imported->name, original);
    case EXPR_OPERATION:
      /* A conversion's width name (int_zext (x, N)) is the import's own:
	 its checks refer to the width by its type.  */
      /* A uint_cast or sint_cast of the pattern is a conversion that
	 keeps the precision into a type of that sign: the export's
	 convert with its TYPE_UNSIGNED, read back as int_cast and a
	 check, which the proof of the two then compares.  */
      if (original->op != imported->op
	  && !(imported->op == OP_int_cast
	       && (op_info[original->op].flags
		   & (PEEP_OPF_TO_UNSIGNED | PEEP_OPF_TO_SIGNED))))
	return false;
      break;
    default:
      return expr_equal (original, imported);
    }
  for (int i = 0; i < original->arg_count && i < EXPR_MAX_ARGS; i++)
    if (!same_pattern (original->args[i], imported->args[i], r))
      return false;
  return true;
}

/* Map the types that only IMPORTED's target has (TypeVar's made_by)
   to the original RULE's: the type of a uint_cast or sint_cast of an
   operand of a type mapped already to that of the same conversion of
   its counterpart, a select's _Bool to a select's.  */
static void
map_target_types (const Rule *rule, const Rule *imported, Renaming *r)
{
  for (int k = 0; k < imported->type_count; k++)
    {
      const Expr *m = imported->types[k].made_by;
      if (!m || r->types[k] >= 0)
	continue;
      for (int o = 0; o < rule->type_count; o++)
	{
	  const Expr *n = rule->types[o].made_by;
	  bool taken = false;
	  for (int j = 0; j < TYPE_MAX; j++)
	    taken |= r->types[j] == o;
	  if (!n || taken || n->op != m->op
	      || (!(op_info[m->op].flags & PEEP_OPF_SELECT)
		  && r->types[m->args[0]->tvar] != n->args[0]->tvar))
	    continue;
	  r->types[k] = o;
	  break;
	}
    }
}

/* EXPR of the import, in the original's names and types; *MISSING says
   what has no counterpart.  */
static Expr *
renamed (const Expr *expr, const Renaming *r, const char **missing)
{
  Expr *copy = arena_alloc (sizeof *copy);
  *copy = *expr;
  if (expr->tvar >= 0 && expr->tvar < TYPE_MAX)
    {
      if (r->types[expr->tvar] < 0)
	*missing = "a type that its pattern does not have";
      copy->tvar = r->types[expr->tvar];
    }
  if (expr->kind == EXPR_WIDTH)
    {
      if (r->types[expr->width_type] < 0)
	*missing = "a precision of a type that its pattern does not have";
      copy->width_type = r->types[expr->width_type];
    }
  if (expr->kind == EXPR_NAME)
    {
      const Expr *to = NULL;
      for (int i = 0; i < r->count; i++)
	if (strcmp (r->from[i], expr->name) == 0)
	  to = r->to[i];
      if (!to)
	*missing = arena_printf ("%s, which its pattern does not bind",
				 expr->name);
      else if (to->kind == EXPR_NAME)
	copy->name = to->name;
      else
	{
	  /* The literal, in the type of where the import uses it.  */
	  int tvar = copy->tvar;
	  *copy = *to;
	  copy->tvar = tvar;
	  return copy;
	}
    }
  for (int i = 0; i < expr->arg_count && i < EXPR_MAX_ARGS; i++)
    copy->args[i] = renamed (expr->args[i], r, missing);
  return copy;
}

static Clause *
renamed_clauses (const Clause *clauses, const Renaming *r,
		 const char **missing)
{
  if (!clauses)
    return NULL;
  Clause *copy = arena_alloc (sizeof *copy);
  *copy = *clauses;
  copy->expr = renamed (clauses->expr, r, missing);
  copy->text = expr_text (copy->expr);
  copy->next = renamed_clauses (clauses->next, r, missing);
  return copy;
}

/* Whether the rule with RULE's pattern, CLAUSES and TARGET is RULE at
   every obligation of RULE: the same where RULE is proven, and never
   applying where it is not (refuted, skipped after a refutation,
   timed out, vacuous): NULL, or why not.  */
static const char *
same_where_proven (const Rule *rule, const Clause *clauses,
		   const Expr *target, unsigned timeout_ms)
{
  for (int i = 0; i < rule->obligation_count; i++)
    {
      const Signature *s = &rule->obligation_signatures[i];
      const char *why = NULL;
      Outcome o = prove_equivalent (rule, clauses, target, s,
				    rule->obligation_outcomes[i]
				    == OUTCOME_PROVEN, timeout_ms, &why);
      if (o == OUTCOME_TIMEOUT)
	return arena_printf ("the proof that they are the same timed out "
			     "at %s", prove_signature_text (rule, s));
      if (o != OUTCOME_PROVEN)
	return why;
    }
  return NULL;
}

/* Whether RULE round-trips through V, the verdict of its form: NULL, or
   why not.  */
static const char *
round_trip_rule (const Rule *rule, const MdVerdict *v, unsigned timeout_ms)
{
  const char *why = NULL, *unsupported = NULL;
  for (int i = 0; i < v->translated_count; i++)
    {
      const MdTranslated *t = &v->translated[i];
      if (!unsupported)
	unsupported = t->unsupported ? t->unsupported : t->not_integer;
      for (int j = 0; j < t->rule_count; j++)
	{
	  const Rule *imported = t->rules[j];
	  Renaming r;
	  memset (&r, 0, sizeof r);
	  for (int k = 0; k < TYPE_MAX; k++)
	    r.types[k] = -1;
	  if (!same_pattern (rule->pattern, imported->pattern, &r))
	    {
	      /* The same pattern but for the types of its nodes (a shift
		 count, whose type GIMPLE leaves free, typed otherwise):
		 another rule of the language.  */
	      Renaming any;
	      memset (&any, 0, sizeof any);
	      any.any_types = true;
	      if (!why && same_pattern (rule->pattern, imported->pattern, &any)
		  && any.other_type)
		why = arena_printf ("its rule read back, %s, has its pattern "
				    "with other types: %s has %s, %s %s",
				    imported->name, any.other_type->name,
				    type_words (rule, any.other_type->tvar),
				    any.other_imported->name,
				    type_words (imported,
						any.other_imported->tvar));
	      continue;
	    }
	  map_target_types (rule, imported, &r);
	  const char *missing = NULL;
	  Clause *clauses = renamed_clauses (imported->clauses, &r, &missing);
	  Expr *target = renamed (imported->target, &r, &missing);
	  const char *differs = missing
	    ? arena_printf ("its rule read back has %s", missing)
	    : same_where_proven (rule, clauses, target, timeout_ms);
	  if (!differs)
	    return NULL;
	  if (!why)
	    why = arena_printf ("its rule read back, %s, is not the rule: %s",
				imported->name, differs);
	}
    }
  if (why)
    return why;
  if (unsupported)
    return arena_printf ("%s%s", UNREAD, unsupported);
  return "no rule read back from its form has its pattern";
}

/* The export's comments.  */

typedef struct Lines
{
  char **lines;
  int count;
} Lines;

static Lines
read_lines (const char *file)
{
  Lines l = { NULL, 0 };
  FILE *in = fopen (file, "r");
  if (!in)
    return l;
  int capacity = 0;
  char *line = NULL;
  size_t size = 0;
  ssize_t length;
  while ((length = getline (&line, &size, in)) >= 0)
    {
      if (l.count == capacity)
	{
	  capacity = capacity ? 2 * capacity : 1024;
	  char **bigger = arena_alloc (sizeof *bigger * (size_t) capacity);
	  if (l.count)
	    memcpy (bigger, l.lines, sizeof *bigger * (size_t) l.count);
	  l.lines = bigger;
	}
      line[strcspn (line, "\n")] = '\0';
      l.lines[l.count++] = arena_strdup (line);
    }
  free (line);
  fclose (in);
  return l;
}

/* The rule named by the export's comment on line LINE (from 1), "NAME
   (FILE:LINE)", or NULL.  */
static const char *
header_name (const Lines *l, int line)
{
  const char *text = l->lines[line - 1];
  if (strncmp (text, "/* ", 3) != 0)
    return NULL;
  text += 3;
  size_t length = strspn (text, "abcdefghijklmnopqrstuvwxyz"
			  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
  if (!length || strncmp (text + length, " (", 2) != 0)
    return NULL;
  return arena_strndup (text, length);
}

/* The name of the rule whose form starts on line LINE: that of the
   nearest comment above it.  */
static const char *
form_rule_name (const Lines *l, int line)
{
  for (int i = line - 1; i >= 1 && i <= l->count; i--)
    {
      const char *name = header_name (l, i);
      if (name)
	return name;
    }
  return NULL;
}

/* Why the export says NAME is not exported ("NAME: not exported:
   REASON (FILE:LINE)." in a comment, wrapped), or NULL.  */
static const char *
not_exported_reason (const Lines *l, const char *name)
{
  const char *start = arena_printf ("/* %s: not exported: ", name);
  for (int i = 0; i < l->count; i++)
    {
      if (strncmp (l->lines[i], start, strlen (start)) != 0)
	continue;
      char *text = arena_strdup (l->lines[i] + strlen (start));
      for (int j = i + 1; j < l->count && !strstr (text, "*/"); j++)
	{
	  const char *more = l->lines[j];
	  while (isspace ((unsigned char) *more))
	    more++;
	  text = arena_printf ("%s %s", text, more);
	}
      /* Without the place, " (FILE:LINE).", at its end.  */
      char *end = strstr (text, "*/");
      if (end)
	*end = '\0';
      char *place = strrchr (text, '(');
      if (place && place > text)
	place[-1] = '\0';
      return text;
    }
  return NULL;
}

/* peepgen --round-trip.  */

/* Write the export of RULES into a new temporary directory: the file's
   name, or NULL after an error.  */
static char *
export_to_temporary (const RuleSet *rules, char **files, int file_count,
		     const EmitOptions *emit_options)
{
  const char *tmp = getenv ("TMPDIR");
  char *directory = arena_printf ("%s/peepgen-round-trip-XXXXXX",
				  tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp (directory))
    {
      Location nowhere = { NULL, 0, 0 };
      diag_error (nowhere, "cannot make a temporary directory '%s': %s",
		  directory, strerror (errno));
      return NULL;
    }
  EmitOptions options = *emit_options;
  options.output = arena_printf ("%s/exported.pd", directory);
  if (!emit_match_pd (rules, files, file_count, &options))
    return NULL;
  return (char *) options.output;
}

int
round_trip_check (const RuleSet *rules, char **files, int file_count,
		  const char *exported, const ProveOptions *options,
		  const EmitOptions *emit_options)
{
  const char *file = exported;
  if (!file)
    file = export_to_temporary (rules, files, file_count, emit_options);
  if (!file)
    return 1;
  MdFile *md = md_parse_file (file);
  Lines lines = read_lines (file);
  if (!exported)
    {
      char *directory = arena_strdup (file);
      unlink (file);
      *strrchr (directory, '/') = '\0';
      rmdir (directory);
    }
  if (!md || diag_error_count ())
    return 1;
  MdPatterns patterns;
  md_lower (md, &patterns);
  MdVerdict *verdicts = arena_alloc (sizeof *verdicts
				     * (size_t) (patterns.count + 1));
  RuleSet imported = { NULL, 0, 0 };
  md_translate (&patterns, verdicts, &imported);
  const char **form_names = arena_alloc (sizeof *form_names
					 * (size_t) (patterns.count + 1));
  for (int p = 0; p < patterns.count; p++)
    form_names[p] = form_rule_name (&lines,
				    patterns.patterns[p].form->location.line);
  int round_trips = 0, failures = 0, not_exported = 0, not_read = 0;
  for (int i = 0; i < rules->count; i++)
    {
      const Rule *rule = rules->rules[i];
      const MdVerdict *v = NULL;
      for (int p = 0; p < patterns.count && !v; p++)
	if (form_names[p] && strcmp (form_names[p], rule->name) == 0)
	  v = &verdicts[p];
      const char *reason = v ? NULL : not_exported_reason (&lines,
							    rule->name);
      const char *why = v ? round_trip_rule (rule, v, options->timeout_ms)
			: reason ? NULL : "its export has no form of it";
      printf ("%s:%d: %s: ", rule->location.file, rule->location.line,
	      rule->name);
      if (reason)
	{
	  printf ("not exported: %s\n", reason);
	  not_exported++;
	}
      else if (why && strncmp (why, UNREAD, strlen (UNREAD)) == 0)
	{
	  /* The export is GCC's to compile (check-genmatch); what the
	     front end cannot translate it cannot compare.  */
	  printf ("not read back: %s\n", why + strlen (UNREAD));
	  not_read++;
	}
      else if (why)
	{
	  printf ("does not round-trip: %s\n", why);
	  failures++;
	}
      else
	{
	  printf ("round-trips\n");
	  round_trips++;
	}
      fflush (stdout);
    }
  printf ("\n%d rule%s: %d round-trip%s, %d do%s not, %d not exported, "
	  "%d not read back\n",
	  rules->count, rules->count == 1 ? "" : "s", round_trips,
	  round_trips == 1 ? "s" : "", failures, failures == 1 ? "es" : "",
	  not_exported, not_read);
  return failures ? 1 : 0;
}
