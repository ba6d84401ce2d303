/* mdnew.c: what a match.pd has that an older one lacks.

   peepgen --match-pd --new-since=OLD FILE... translates OLD's forms as
   it does FILE's, and keeps of FILE's rules only those that none of
   OLD's rules is the same as.  Two rules are the same when their
   canonical forms are: the rule's text with its variables renamed in
   the order they first occur in the pattern (x0 and C1 are x#0 and
   C#1 in both files, whatever captures they come from), its pattern taken
   in the order of its commutative operands that gives the least text.
   So a pattern that a newer GCC only moved or renumbered is not new,
   and one whose conditions changed is (its checks differ).  Forms with
   no translated rule (unsupported, not integer) have no canonical form
   and are not compared.

   -o FILE (with --match-pd) writes the rules proven wherever they
   apply, in the rule language, each under a comment naming the form
   it comes from: the first draft of rules for the plugin.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The canonical form of RULE (a rule of a translated instance): the
   least of md_canonical_body over the orders of its pattern's
   commutative operands.  */
static const char *
canonical_form (Rule *rule)
{
  /* Its checks and target: the lines of its text after the first.  */
  const char *rest = strchr (rule->text, '\n');
  rest = rest ? rest + 1 : "";
  RuleSet one = { &rule, 1, 1 };
  VariantList variants = lower_variants (&one);
  const char *best = NULL;
  for (int i = 0; i < variants.count; i++)
    {
      const char *form
	= md_canonical_body (arena_printf ("%s\n%s",
					   expr_text (variants.variants[i]
						      .pattern), rest));
      if (!best || strcmp (form, best) < 0)
	best = form;
    }
  return best;
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The canonical forms of OLD's rules, sorted.  */
typedef struct Forms
{
  int count;
  const char **forms;
} Forms;

static Forms
forms_of (const RuleSet *rules)
{
  Forms f = { 0, arena_alloc (sizeof (char *) * (size_t) (rules->count + 1)) };
  for (int i = 0; i < rules->count; i++)
    f.forms[f.count++] = canonical_form (rules->rules[i]);
  qsort (f.forms, (size_t) f.count, sizeof *f.forms, compare_strings);
  return f;
}

static bool
forms_have (const Forms *f, const char *form)
{
  return bsearch (&form, f->forms, (size_t) f->count, sizeof *f->forms,
		  compare_strings) != NULL;
}

static int
compare_pointers (const void *a, const void *b)
{
  const char *x = *(const char *const *) a, *y = *(const char *const *) b;
  return x < y ? -1 : x > y;
}

/* The rules of the instances of VERDICTS, each once (instances share
   rules, and so do files: those of another file are in no RuleSet of
   this one's).  */
static int
distinct_rules (const MdVerdict *verdicts, int count)
{
  int n = 0;
  for (int i = 0; i < count; i++)
    for (int k = 0; k < verdicts[i].translated_count; k++)
      n += verdicts[i].translated[k].rule_count;
  const void **all = xmalloc (sizeof *all * (size_t) (n + 1));
  n = 0;
  for (int i = 0; i < count; i++)
    for (int k = 0; k < verdicts[i].translated_count; k++)
      for (int r = 0; r < verdicts[i].translated[k].rule_count; r++)
	all[n++] = verdicts[i].translated[k].rules[r];
  qsort (all, (size_t) n, sizeof *all, compare_pointers);
  int distinct = 0;
  for (int i = 0; i < n; i++)
    distinct += i == 0 || all[i] != all[i - 1];
  free (all);
  return distinct;
}

int
md_keep_new (MdVerdict *verdicts, int count, const RuleSet *old_rules,
	     RuleSet *rules, MdNewCounts *counts)
{
  Forms old = forms_of (old_rules);
  memset (counts, 0, sizeof *counts);
  counts->all_rules = distinct_rules (verdicts, count);
  /* The new rules of this file, in its order, and sorted by address
     to be looked up.  A rule that the other file's translation shares (the same text)
     is in no list of this file's: OLD has it.  */
  RuleSet kept = { arena_alloc (sizeof (Rule *) * (size_t) (rules->count + 1)),
		   0, rules->count + 1 };
  for (int i = 0; i < rules->count; i++)
    if (!forms_have (&old, canonical_form (rules->rules[i])))
      kept.rules[kept.count++] = rules->rules[i];
  Rule **sorted = arena_alloc (sizeof *sorted * (size_t) (kept.count + 1));
  if (kept.count)
    memcpy (sorted, kept.rules, sizeof *sorted * (size_t) kept.count);
  qsort (sorted, (size_t) kept.count, sizeof *sorted, compare_pointers);
  int n = 0;
  for (int i = 0; i < count; i++)
    {
      MdVerdict *v = &verdicts[i];
      int before = 0, after = 0;
      for (int k = 0; k < v->translated_count; k++)
	{
	  MdTranslated *t = &v->translated[k];
	  int m = 0;
	  for (int r = 0; r < t->rule_count; r++)
	    if (bsearch (&t->rules[r], sorted, (size_t) kept.count,
			 sizeof *sorted, compare_pointers))
	      t->rules[m++] = t->rules[r];
	  before += t->rule_count;
	  t->rule_count = m;
	  after += m;
	}
      if (!before)
	{
	  /* An integer pattern with no rule (unsupported); forms of no
	     integer pattern are not counted.  */
	  bool integer = v->pattern->unsupported != NULL;
	  for (int k = 0; k < v->translated_count; k++)
	    integer |= !v->translated[k].not_integer;
	  counts->not_compared += integer;
	  continue;
	}
      counts->compared++;
      if (!after)
	continue;
      counts->new_forms++;
      verdicts[n++] = *v;
    }
  counts->new_rules = kept.count;
  *rules = kept;
  return n;
}

/* The rule's text after its name.  */
static const char *
rule_body (const Rule *rule)
{
  const char *colon = strchr (rule->text, ':');
  return colon ? colon + 1 : rule->text;
}

bool
md_write_rules (const char *file, const MdVerdict *verdicts, int count)
{
  Location nowhere = { NULL, 0, 0 };
  char *temporary = arena_printf ("%s.tmp", file);
  FILE *out = fopen (temporary, "w");
  if (!out)
    {
      diag_error (nowhere, "cannot write '%s': %s", temporary,
		  strerror (errno));
      return false;
    }
  fprintf (out, "# The rules proven wherever they apply, of the integer "
	   "patterns of\n# peepgen --match-pd, written by peepgen; review "
	   "each before use.\n");
  /* A rule that several forms share (the same text) is written once,
     under the first.  */
  int written = 0, capacity = 64;
  const Rule **done = xmalloc (sizeof *done * (size_t) capacity);
  for (int i = 0; i < count; i++)
    {
      const MdVerdict *v = &verdicts[i];
      bool header = false;
      for (int k = 0; k < v->translated_count; k++)
	{
	  const MdTranslated *t = &v->translated[k];
	  for (int r = 0; r < t->rule_count; r++)
	    {
	      const Rule *rule = t->rules[r];
	      if (prove_verdict (rule) != VERDICT_PROVEN)
		continue;
	      bool seen = false;
	      for (int j = 0; j < written && !seen; j++)
		seen = done[j] == rule;
	      if (seen)
		continue;
	      if (written == capacity)
		{
		  capacity *= 2;
		  const Rule **bigger = xmalloc (sizeof *bigger
						 * (size_t) capacity);
		  memcpy (bigger, done, sizeof *done * (size_t) written);
		  free (done);
		  done = bigger;
		}
	      done[written++] = rule;
	      if (!header)
		{
		  fprintf (out, "\n# %s:%d: (simplify ...)\n",
			   v->pattern->form->location.file,
			   v->pattern->form->location.line);
		  header = true;
		}
	      fprintf (out, "%s:%s", rule->name, rule_body (rule));
	      if (rule->text[strlen (rule->text) - 1] != '\n')
		fputc ('\n', out);
	    }
	}
    }
  free (done);
  if (fclose (out) != 0 || rename (temporary, file) != 0)
    {
      diag_error (nowhere, "cannot write '%s': %s", file,
		  strerror (errno));
      remove (temporary);
      return false;
    }
  return true;
}
