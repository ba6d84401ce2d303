/* mdreport.c: the outcome of each (simplify ...) form of match.pd, and
   the reports of peepgen --match-pd.

   A form is refuted if any rule of any of its instances has a
   counterexample; else unsupported if an integer instance could not
   be translated; else timed out if a proof timed out; else proven.
   A form none of whose instances is an integer pattern (floating
   point, vectors, complex numbers, pointers alone) is counted by
   reason, not listed.  An instance whose rules can never hold, as
   translated, proves nothing: GCC's if-else chains give instances
   whose conditions contradict each other, which GCC never applies,
   but a condition translated to something false would give one too.
   So such instances are counted in the details, and a form none of
   whose instances holds anywhere is unsupported, not proven.

   The text report has a line per integer form, FILE:LINE: OUTCOME,
   and details on lines that begin with a space; the HTML report a
   sortable row per form.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

/* ORDER MD_OUTCOMES.  */
static const char *const md_outcome_names[MD_OUTCOME_COUNT] = {
  "proven", "refuted", "unsupported", "timeout", "not integer"
};

/* The verdict of an instance's rules: the worst of them.  */
static RuleVerdict
instance_verdict (const MdTranslated *t)
{
  bool timeout = false, real = false;
  for (int i = 0; i < t->rule_count; i++)
    {
      RuleVerdict v = prove_verdict (t->rules[i]);
      if (v == VERDICT_REFUTED)
	return VERDICT_REFUTED;
      timeout |= v == VERDICT_TIMEOUT;
      real |= v != VERDICT_VACUOUS;
    }
  return timeout ? VERDICT_TIMEOUT : real ? VERDICT_PROVEN : VERDICT_VACUOUS;
}

void
md_judge (MdVerdict *v)
{
  bool integer = false, unsupported = false, timeout = false, real = false;
  const char *not_integer = NULL;
  v->reason = NULL;
  for (int i = 0; i < v->translated_count; i++)
    {
      const MdTranslated *t = &v->translated[i];
      if (t->not_integer)
	{
	  if (!not_integer)
	    not_integer = t->not_integer;
	  continue;
	}
      integer = true;
      if (t->unsupported)
	{
	  if (!unsupported)
	    v->reason = t->unsupported;
	  unsupported = true;
	  continue;
	}
      RuleVerdict verdict = instance_verdict (t);
      if (verdict == VERDICT_REFUTED && t->force_leaf)
	{
	  /* OP! in the result: GCC applies it only where OP simplifies
	     further, and the proof computes OP.  Not a refutation.  */
	  if (!unsupported)
	    v->reason = "OP! in the result (applies only where OP simplifies "
	      "further), refuted where OP is computed";
	  unsupported = true;
	  continue;
	}
      if (verdict == VERDICT_REFUTED)
	{
	  v->outcome = MD_REFUTED;
	  v->reason = NULL;
	  return;
	}
      real |= verdict != VERDICT_VACUOUS;
      timeout |= verdict == VERDICT_TIMEOUT;
    }
  if (v->pattern->unsupported)
    {
      v->outcome = MD_UNSUPPORTED;
      v->reason = v->pattern->unsupported;
      return;
    }
  if (!integer)
    {
      v->outcome = MD_NOT_INTEGER;
      v->reason = not_integer ? not_integer : "no instance";
      return;
    }
  if (!unsupported && !real)
    {
      v->reason = "its conditions, as translated, never hold";
      unsupported = true;
    }
  v->outcome = unsupported ? MD_UNSUPPORTED
    : timeout ? MD_TIMEOUT : MD_PROVEN;
}

/* Counts by reason.  */
typedef struct Tally
{
  int count;
  const char *names[512];
  int counts[512];
} Tally;

static void
tally (Tally *t, const char *name)
{
  for (int i = 0; i < t->count; i++)
    if (strcmp (t->names[i], name) == 0)
      {
	t->counts[i]++;
	return;
      }
  if (t->count == 512)
    return;
  t->names[t->count] = name;
  t->counts[t->count++] = 1;
}

static void
print_tally (FILE *out, const char *title, Tally *t)
{
  /* Most first, then by name.  */
  for (int i = 1; i < t->count; i++)
    for (int j = i; j > 0 && (t->counts[j] > t->counts[j - 1]
			      || (t->counts[j] == t->counts[j - 1]
				  && strcmp (t->names[j], t->names[j - 1])
				  < 0)); j--)
      {
	const char *n = t->names[j];
	int c = t->counts[j];
	t->names[j] = t->names[j - 1];
	t->counts[j] = t->counts[j - 1];
	t->names[j - 1] = n;
	t->counts[j - 1] = c;
      }
  if (t->count)
    fprintf (out, " %s:\n", title);
  for (int i = 0; i < t->count; i++)
    fprintf (out, "  %5d  %s\n", t->counts[i], t->names[i]);
}

/* The first rule of V with an obligation of OUTCOME, and that
   obligation.  */
static const Rule *
first_with (const MdVerdict *v, Outcome outcome, int *obligation)
{
  for (int i = 0; i < v->translated_count; i++)
    for (int r = 0; r < v->translated[i].rule_count; r++)
      {
	const Rule *rule = v->translated[i].rules[r];
	for (int o = 0; o < rule->obligation_count; o++)
	  if (rule->obligation_outcomes[o] == outcome)
	    {
	      *obligation = o;
	      return rule;
	    }
      }
  return NULL;
}

/* The first refuted rule of V and its first counterexample.  */
static const Rule *
first_refuted (const MdVerdict *v, int *obligation)
{
  return first_with (v, OUTCOME_FAILED, obligation);
}

/* Why a proof of V timed out, for the summary: the operations of its
   first rule that timed out that are hard for a solver (a product or
   a quotient of two variables is a circuit quadratic in the width),
   and the widths where it did.  */
static const char *
timeout_reason (const MdVerdict *v)
{
  int o;
  const Rule *rule = first_with (v, OUTCOME_TIMEOUT, &o);
  if (!rule)
    return "no obligation timed out";
  static const struct { const char *op, *what; } hard[] = {
    { "mul_high", "high part of a product" }, { "_mul(", "product" },
    { "div(", "quotient" }, { "mod(", "remainder" }, { NULL, NULL }
  };
  const char *what = NULL;
  for (int h = 0; hard[h].op; h++)
    if (strstr (rule->text, hard[h].op))
      what = what ? arena_printf ("%s, %s", what, hard[h].what)
	: hard[h].what;
  return arena_printf ("%s at %s bits", what ? what : "no product or quotient",
		       signature_widths (&rule->obligation_signatures[o],
					 rule->type_count));
}

static void
print_details (FILE *out, const MdVerdict *v, bool verbose)
{
  if (v->reason)
    fprintf (out, " %s: %s\n", md_outcome_names[v->outcome], v->reason);
  int rules = 0;
  for (int i = 0; i < v->translated_count; i++)
    rules += v->translated[i].rule_count;
  fprintf (out, " %d instance%s, %d rule%s\n", v->translated_count,
	   v->translated_count == 1 ? "" : "s", rules, rules == 1 ? "" : "s");
  int vacuous = 0;
  for (int i = 0; i < v->translated_count; i++)
    if (!v->translated[i].not_integer && !v->translated[i].unsupported
	&& instance_verdict (&v->translated[i]) == VERDICT_VACUOUS)
      vacuous++;
  if (vacuous && v->outcome != MD_UNSUPPORTED)
    fprintf (out, " %d instance%s whose conditions, as translated, never "
	     "hold\n", vacuous, vacuous == 1 ? "" : "s");
  int o;
  const Rule *rule = first_refuted (v, &o);
  if (rule)
    {
      fprintf (out, " wrong at %s:\n", prove_signature_text
	       (rule, &rule->obligation_signatures[o]));
      fprintf (out, "%s", rule->text);
      if (rule->obligation_reports[o])
	fprintf (out, "%s", rule->obligation_reports[o]);
    }
  else if (v->outcome == MD_TIMEOUT
	   && (rule = first_with (v, OUTCOME_TIMEOUT, &o)))
    {
      fprintf (out, " timed out at %s (and not tried wider):\n",
	       prove_signature_text (rule, &rule->obligation_signatures[o]));
      fprintf (out, "%s", rule->text);
    }
  if (v->reproduction && v->reproduction->outcome != MD_REPRO_NONE)
    {
      fprintf (out, " reproducer: %s", md_repro_name
	       (v->reproduction->outcome));
      if (v->reproduction->file)
	fprintf (out, " (%s)", v->reproduction->file);
      fputc ('\n', out);
      if (v->reproduction->detail)
	fprintf (out, "  %s\n", v->reproduction->detail);
    }
  if (!verbose)
    return;
  for (int i = 0; i < v->translated_count; i++)
    for (int r = 0; r < v->translated[i].rule_count; r++)
      fprintf (out, " %s: %s", prove_verdict_name
	       (prove_verdict (v->translated[i].rules[r])),
	       v->translated[i].rules[r]->text);
}

/* FILE's name without its directory and its extension: match for
   /usr/src/gcc/match.pd.  */
static const char *
md_file_stem (const char *file)
{
  const char *base = strrchr (file, '/');
  base = base ? base + 1 : file;
  const char *dot = strrchr (base, '.');
  return dot ? arena_strndup (base, (size_t) (dot - base)) : base;
}

void
md_reproduce_all (MdVerdict *verdicts, int count, const char *cc,
		  const char *directory)
{
  /* The directory, made if it is not there (one level, as mkdir).  */
  if (mkdir (directory, 0777) != 0 && errno != EEXIST)
    diag_error ((Location) { directory, 0, 0 }, "cannot make the directory: %s",
		strerror (errno));
  for (int i = 0; i < count; i++)
    {
      MdVerdict *v = &verdicts[i];
      if (v->outcome != MD_REFUTED)
	continue;
      const char *name = arena_printf ("%s-%d", md_file_stem
				       (v->pattern->form->location.file),
				       v->pattern->form->location.line);
      /* The first counterexample that a program can reproduce (some,
	 of a signed _Bool or a rotate, have no GIMPLE to write), trying
	 at most eight.  */
      int tries = 0;
      for (int t = 0; t < v->translated_count && tries < 8; t++)
	for (int r = 0; r < v->translated[t].rule_count && tries < 8; r++)
	  {
	    const Rule *rule = v->translated[t].rules[r];
	    for (int o = 0; o < rule->obligation_count && tries < 8; o++)
	      {
		if (rule->obligation_outcomes[o] != OUTCOME_FAILED)
		  continue;
		tries++;
		MdReproduction got = md_reproduce (rule, o, cc, directory,
						   name);
		if (!v->reproduction || got.outcome != MD_REPRO_FAILED)
		  {
		    if (!v->reproduction)
		      v->reproduction = arena_alloc (sizeof *v->reproduction);
		    *v->reproduction = got;
		  }
		if (got.outcome != MD_REPRO_FAILED)
		  tries = 8;
		break;
	      }
	  }
    }
}

void
md_print_report (FILE *out, MdVerdict *verdicts, int count, bool verbose)
{
  int outcomes[MD_OUTCOME_COUNT] = { 0 };
  Tally unsupported = { 0, { NULL }, { 0 } };
  Tally not_integer = { 0, { NULL }, { 0 } };
  Tally timeouts = { 0, { NULL }, { 0 } };
  int instances = 0, rules = 0, integer = 0;
  for (int i = 0; i < count; i++)
    {
      MdVerdict *v = &verdicts[i];
      outcomes[v->outcome]++;
      if (v->outcome == MD_NOT_INTEGER)
	{
	  tally (&not_integer, v->reason);
	  continue;
	}
      integer++;
      instances += v->translated_count;
      for (int t = 0; t < v->translated_count; t++)
	rules += v->translated[t].rule_count;
      if (v->outcome == MD_UNSUPPORTED)
	tally (&unsupported, v->reason);
      if (v->outcome == MD_TIMEOUT)
	tally (&timeouts, timeout_reason (v));
      fprintf (out, "%s:%d: %s\n", v->pattern->form->location.file,
	       v->pattern->form->location.line,
	       md_outcome_names[v->outcome]);
      print_details (out, v, verbose);
    }
  fprintf (out, "\nSummary: %d (simplify ...) forms, %d integer patterns "
	   "(%d instances, %d rules)\n", count, integer, instances, rules);
  for (int o = 0; o < MD_OUTCOME_COUNT; o++)
    if (o != MD_NOT_INTEGER)
      fprintf (out, " %-12s %5d\n", md_outcome_names[o], outcomes[o]);
  fprintf (out, " decided: %d of %d integer patterns (%.1f%%)\n",
	   outcomes[MD_PROVEN] + outcomes[MD_REFUTED], integer,
	   integer ? 100.0 * (outcomes[MD_PROVEN] + outcomes[MD_REFUTED])
	   / integer : 0.0);
  fprintf (out, " not integer patterns: %d\n", outcomes[MD_NOT_INTEGER]);
  print_tally (out, "not integer, by reason", &not_integer);
  print_tally (out, "unsupported, by construct", &unsupported);
  print_tally (out, "timeout, by what timed out first", &timeouts);
}

/* HTML.  */

static void
html_escape (FILE *out, const char *text)
{
  for (const char *p = text ? text : ""; *p; p++)
    switch (*p)
      {
      case '<': fputs ("&lt;", out); break;
      case '>': fputs ("&gt;", out); break;
      case '&': fputs ("&amp;", out); break;
      case '"': fputs ("&quot;", out); break;
      default: fputc (*p, out);
      }
}

/* The worst outcome of V's rules at width index W of type 0 and regime
   R: 'P' proven, 'F' refuted, 'T' timeout, '-' none.  */
static char
grid_cell (const MdVerdict *v, int w, int r)
{
  char cell = '-';
  for (int i = 0; i < v->translated_count; i++)
    for (int k = 0; k < v->translated[i].rule_count; k++)
      {
	const Rule *rule = v->translated[i].rules[k];
	for (int o = 0; o < rule->obligation_count; o++)
	  {
	    const Signature *s = &rule->obligation_signatures[o];
	    if (s->width[0] != w || s->regime[0] != r)
	      continue;
	    Outcome outcome = (Outcome) rule->obligation_outcomes[o];
	    if (outcome == OUTCOME_FAILED)
	      return 'F';
	    if (outcome == OUTCOME_TIMEOUT)
	      cell = 'T';
	    else if (outcome == OUTCOME_PROVEN && cell == '-')
	      cell = 'P';
	  }
      }
  return cell;
}

static void
html_grid (FILE *out, const MdVerdict *v)
{
  fputs ("<table class=grid><tr><th></th>", out);
  for (int w = 0; w < width_count; w++)
    fprintf (out, "<th>%u</th>", widths[w]);
  fputs ("</tr>", out);
  static const char *const names[REGIME_COUNT] = { "wrap", "undef" };
  for (int r = 0; r < REGIME_COUNT; r++)
    {
      fprintf (out, "<tr><th>%s</th>", names[r]);
      for (int w = 0; w < width_count; w++)
	{
	  char c = grid_cell (v, w, r);
	  fprintf (out, "<td class=g%c>%s</td>", c,
		   c == 'P' ? "&#10003;" : c == 'F' ? "&#10007;"
		   : c == 'T' ? "T" : "");
	}
      fputs ("</tr>", out);
    }
  fputs ("</table>", out);
}

static void
html_details (FILE *out, const char *summary, const char *body)
{
  fputs ("<details><summary>", out);
  html_escape (out, summary);
  fputs ("</summary><pre>", out);
  html_escape (out, body);
  fputs ("</pre></details>", out);
}

static void
html_row (FILE *out, const MdVerdict *v)
{
  const MdForm *form = v->pattern->form;
  fprintf (out, "<tr class=%s><td data-key=%d>", md_outcome_names[v->outcome],
	   form->location.line);
  html_escape (out, form->location.file);
  fprintf (out, ":%d</td><td><code>", form->location.line);
  html_escape (out, form->match ? md_expr_text (form->match) : "");
  fputs ("</code></td><td>", out);
  char *rules = arena_strdup ("");
  int rule_count = 0;
  for (int i = 0; i < v->translated_count; i++)
    for (int k = 0; k < v->translated[i].rule_count; k++, rule_count++)
      rules = arena_printf ("%s# %s\n%s\n", rules,
			    prove_verdict_name (prove_verdict
						(v->translated[i].rules[k])),
			    v->translated[i].rules[k]->text);
  if (rule_count)
    html_details (out, arena_printf ("%d rule%s", rule_count,
				     rule_count == 1 ? "" : "s"), rules);
  fprintf (out, "</td><td class=o>%s", md_outcome_names[v->outcome]);
  if (v->reason)
    {
      fputs ("<br><small>", out);
      html_escape (out, v->reason);
      fputs ("</small>", out);
    }
  fputs ("</td><td>", out);
  html_grid (out, v);
  fputs ("</td><td>", out);
  int o;
  const Rule *rule = first_refuted (v, &o);
  if (rule)
    html_details (out, prove_signature_text
		  (rule, &rule->obligation_signatures[o]),
		  arena_printf ("%s%s", rule->text,
				rule->obligation_reports[o]
				? rule->obligation_reports[o] : ""));
  fputs ("</td><td>", out);
  if (v->reproduction && v->reproduction->outcome != MD_REPRO_NONE)
    html_details (out, md_repro_name (v->reproduction->outcome),
		  arena_printf ("%s\n%s", v->reproduction->file
				? v->reproduction->file : "",
				v->reproduction->detail
				? v->reproduction->detail : ""));
  fputs ("</td></tr>\n", out);
}

static const char html_head[] =
  "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>\n"
  "<meta name=viewport content=\"width=device-width\">\n"
  "<title>match.pd, proven</title>\n<style>\n"
  "body{font-family:sans-serif;margin:1em;max-width:100%%}\n"
  "table.main{border-collapse:collapse;width:100%%;table-layout:fixed}\n"
  "table.main td,table.main th{border:1px solid #ccc;padding:3px;"
  "vertical-align:top;overflow-wrap:anywhere}\n"
  "table.main th{background:#eee;cursor:pointer}\n"
  "code,pre{white-space:pre-wrap;font-size:85%%}\n"
  "tr.refuted td.o{background:#fbb}tr.proven td.o{background:#bfb}\n"
  "tr.unsupported td.o{background:#eee}tr.timeout td.o{background:#ffb}\n"
  "table.grid{border-collapse:collapse;font-size:75%%}\n"
  "table.grid td,table.grid th{border:1px solid #ddd;padding:0 2px}\n"
  "td.gP{color:#080}td.gF{color:#c00;font-weight:bold}\n"
  "</style></head><body>\n";

static const char html_script[] =
  "<script>\n"
  "document.querySelectorAll('table.main th').forEach(function(th,i){\n"
  " th.onclick=function(){var t=th.closest('table'),b=t.tBodies[0];\n"
  "  var rows=Array.from(b.rows),d=th.dataset.d=th.dataset.d=='1'?'-1':'1';\n"
  "  rows.sort(function(a,c){var x=a.cells[i],y=c.cells[i];\n"
  "   var p=x.dataset.key,q=y.dataset.key;\n"
  "   if(p!==undefined)return d*(p-q);\n"
  "   return d*x.textContent.localeCompare(y.textContent);});\n"
  "  rows.forEach(function(r){b.appendChild(r)});};});\n"
  "</script>\n";

bool
md_write_html (const char *file, const MdVerdict *verdicts, int count)
{
  char *temporary = arena_printf ("%s.tmp", file);
  FILE *out = fopen (temporary, "w");
  if (!out)
    {
      diag_error ((Location) { file, 0, 0 }, "cannot write: %s",
		  strerror (errno));
      return false;
    }
  fprintf (out, html_head);
  int outcomes[MD_OUTCOME_COUNT] = { 0 };
  Tally unsupported = { 0, { NULL }, { 0 } };
  for (int i = 0; i < count; i++)
    {
      outcomes[verdicts[i].outcome]++;
      if (verdicts[i].outcome == MD_UNSUPPORTED)
	tally (&unsupported, verdicts[i].reason);
    }
  fputs ("<h1>match.pd, proven</h1>\n<p>", out);
  for (int o = 0; o < MD_OUTCOME_COUNT; o++)
    fprintf (out, "%s%s: %d", o ? ", " : "", md_outcome_names[o],
	     outcomes[o]);
  fputs (" (forms of <code>(simplify ...)</code>; those of no integer "
	 "pattern are not listed).</p>\n", out);
  if (unsupported.count)
    {
      fputs ("<details><summary>Unsupported, by construct</summary>"
	     "<table>", out);
      for (int i = 0; i < unsupported.count; i++)
	{
	  fprintf (out, "<tr><td>%d</td><td>", unsupported.counts[i]);
	  html_escape (out, unsupported.names[i]);
	  fputs ("</td></tr>", out);
	}
      fputs ("</table></details>\n", out);
    }
  fputs ("<table class=main><colgroup><col style=\"width:11%\">"
	 "<col style=\"width:24%\"><col style=\"width:11%\">"
	 "<col style=\"width:11%\"><col style=\"width:15%\">"
	 "<col style=\"width:16%\"><col style=\"width:12%\"></colgroup>\n"
	 "<thead><tr><th>line</th><th>pattern</th><th>rules</th>"
	 "<th>outcome</th><th>widths and regimes</th>"
	 "<th>counterexample</th><th>reproducer</th></tr></thead>"
	 "<tbody>\n", out);
  for (int i = 0; i < count; i++)
    if (verdicts[i].outcome != MD_NOT_INTEGER)
      html_row (out, &verdicts[i]);
  fputs ("</tbody></table>\n", out);
  fputs (html_script, out);
  fputs ("</body></html>\n", out);
  if (fclose (out) != 0 || rename (temporary, file) != 0)
    {
      diag_error ((Location) { file, 0, 0 }, "cannot write: %s",
		  strerror (errno));
      remove (temporary);
      return false;
    }
  return true;
}
