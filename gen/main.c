/* main.c: the command line of peepgen, and its pipeline:
   parse, check, lower, prove, build the decision trees, emit.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifdef HAVE_CONFIG_H
#include "peephole-config.h"
#endif
#include "peepgen.h"
#include "options.h"
#include "matchpd.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

static void
usage (FILE *out)
{
  fputs ("Usage: peepgen [OPTION]... FILE...\n"
	 "  or:  peepgen --match-pd [OPTION]... MATCH.PD...\n"
	 "Check and prove the peephole rules in FILE..., and write the "
	 "matcher of the\nGCC plugin peephole.so; or prove the integer "
	 "patterns of GCC's match.pd.\n\n"
	 "  -o, --output=FILE   write the matcher (C) to FILE; with "
	 "--match-pd, the rules\n"
	 "                      proven wherever they apply, in the rule "
	 "language\n"
	 "      --emit=WHAT     what -o writes: matcher (the default), or "
	 "match.pd: each\n"
	 "                      proven rule as a (simplify ...) form of "
	 "GCC's match.pd,\n"
	 "                      under the conditions it was proven with\n"
	 "      --relative-to=DIR\n"
	 "                      name the rule files under DIR relative to "
	 "DIR in the\n"
	 "                      matcher, however their paths are spelled\n"
	 "      --shards=N      write the decision trees to N more files, "
	 "FILE-0.c ...\n"
	 "                      (for -o FILE.c), each left alone if it "
	 "would not change\n"
	 "      --line-directives\n"
	 "                      point the code of each rule in the matcher "
	 "to the rule's\n"
	 "                      lines with #line, for debuggers and "
	 "compiler messages\n"
	 "      --check         check and prove only; print a summary\n"
	 "      --match-pd      read the files as GCC's match.pd: prove each "
	 "integer\n"
	 "                      (simplify ...) and print FILE:LINE: proven, "
	 "refuted,\n"
	 "                      unsupported or timeout, and why\n"
	 "      --new-since=OLD with --match-pd, only the rules that the "
	 "older match.pd\n"
	 "                      OLD lacks: those whose canonical form none "
	 "of OLD's has\n"
	 "      --round-trip[=EXPORT]\n"
	 "                      prove the rules, export them to match.pd "
	 "(or take EXPORT\n"
	 "                      for their export), read the export back as "
	 "--match-pd\n"
	 "                      does, and print whether each rule comes "
	 "back the same\n"
	 "      --html=FILE     with --match-pd, also write the report as "
	 "HTML\n"
	 "      --reproducers=DIR\n"
	 "                      with --match-pd, write into DIR a program "
	 "for each\n"
	 "                      refuted form, run on its counterexample "
	 "with GCC\n"
	 "      --cc=GCC        the GCC of the reproducers (default gcc)\n"
	 "      --widths=LIST   prove at these precisions "
	 "(default 8,16,32,64,128)\n"
	 "      --timeout=MS    give up a proof query after MS milliseconds "
	 "(default 60000);\n"
	 "                      a rule is not applied where its proof timed "
	 "out\n"
	 "      --cache=DIR     keep the results of proofs in DIR, and reuse "
	 "them\n"
	 "  -j, --jobs=N        prove at most N obligations at once, in "
	 "child processes\n"
	 "                      (with --cache); by default as many as the "
	 "job slots\n"
	 "                      of GNU make's jobserver, when make runs "
	 "peepgen as a\n"
	 "                      recursive command ('+'), else one\n"
	 "      --time-report[=N]\n"
	 "                      print on standard error how long the proofs "
	 "took, with\n"
	 "                      the N slowest obligations and rules "
	 "(default 10)\n"
	 "  -v, --verbose       also show counterexamples of rules that hold "
	 "in one regime\n"
	 "      --smt2          print each proof query in SMT-LIB 2\n"
	 "      --evaluate      compute the expressions of standard input, "
	 "one a line:\n"
	 "                      WIDTH [NAME=HIGH:LOW]... : EXPRESSION, as "
	 "the prover\n"
	 "                      does (values in hexadecimal halves)\n"
	 "      --help          print this help and exit\n"
	 "      --version       print the version and exit\n\n"
	 "Exit status: 0 if all is well, 1 if a rule file has an error, 2 "
	 "on wrong usage.\n", out);
}

/* --evaluate: each line of standard input is an expression to compute
   as the prover does.  */
static int
evaluate_lines (void)
{
  char line[4096];
  int status = 0;
  while (fgets (line, sizeof line, stdin))
    {
      line[strcspn (line, "\n")] = '\0';
      if (!prove_evaluate (line, stdout))
	status = 1;
      arena_free_all ();
    }
  return status;
}

/* --relative-to=DIR: DIR without symbolic links, "." or "..", and
   without a trailing '/' (the root is "").  */
static const char *
canonical_directory (const char *dir)
{
  char *real = realpath (dir, NULL);
  if (!real)
    usage_error ("invalid --relative-to '%s': no such directory", dir);
  if (strcmp (real, "/") == 0)
    real[0] = '\0';
  const char *canonical = arena_strdup (real);
  free (real);
  return canonical;
}

/* peepgen --match-pd FILE...: the pipeline of the second front end
   (matchpd.h): parse, lower, translate into rules, prove them all, and
   report the outcome of each (simplify ...) form.  */
static MdPatterns
read_match_pd (char **files, int count)
{
  MdPatterns all = { 0, NULL };
  for (int i = 0; i < count; i++)
    {
      MdFile *file = md_parse_file (files[i]);
      if (!file)
	continue;
      MdPatterns patterns;
      md_lower (file, &patterns);
      MdPattern *grown = arena_alloc (sizeof *grown
				      * (size_t) (all.count + patterns.count
						  + 1));
      if (all.count)
	memcpy (grown, all.patterns, sizeof *grown * (size_t) all.count);
      memcpy (grown + all.count, patterns.patterns,
	      sizeof *grown * (size_t) patterns.count);
      all.patterns = grown;
      all.count += patterns.count;
    }
  return all;
}

/* What --match-pd does beside its report.  */
typedef struct MatchPdOptions
{
  const char *html;		/* --html */
  const char *reproducers;	/* --reproducers */
  const char *cc;		/* --cc */
  const char *new_since;	/* --new-since */
  const char *output;		/* -o: the proven rules */
  int time_report;
} MatchPdOptions;

static int
check_match_pd (char **files, int count, ProveOptions *options,
		const MatchPdOptions *md)
{
  /* The older file first: the rules its forms translate to, not
     proven.  */
  RuleSet old_rules = { NULL, 0, 0 };
  if (md->new_since)
    {
      char *old_file = (char *) md->new_since;
      MdPatterns old = read_match_pd (&old_file, 1);
      if (diag_error_count ())
	return 1;
      MdVerdict *old_verdicts = arena_alloc (sizeof *old_verdicts
					     * (size_t) (old.count + 1));
      md_translate (&old, old_verdicts, &old_rules);
    }
  MdPatterns all = read_match_pd (files, count);
  if (diag_error_count ())
    return 1;
  MdVerdict *verdicts = arena_alloc (sizeof *verdicts
				     * (size_t) (all.count + 1));
  RuleSet rules = { NULL, 0, 0 };
  md_translate (&all, verdicts, &rules);
  int reported = all.count;
  MdNewCounts counts;
  if (md->new_since)
    reported = md_keep_new (verdicts, all.count, &old_rules, &rules,
			    &counts);
  /* A form with an unsupported instance can only be refuted: its rules
     are searched for counterexamples at the narrow widths, where the
     counterexamples of a pattern over every precision show; but a rule
     that a form which can be proven shares is proven.  */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < reported; i++)
      {
	const MdVerdict *v = &verdicts[i];
	bool unprovable = false;
	for (int k = 0; k < v->translated_count; k++)
	  unprovable |= v->translated[k].unsupported != NULL
			&& !v->translated[k].not_integer;
	if (unprovable != (pass == 0))
	  continue;
	for (int k = 0; k < v->translated_count; k++)
	  for (int r = 0; r < v->translated[k].rule_count; r++)
	    v->translated[k].rules[r]->search_only = unprovable;
      }
  options->triage = true;
  prove_rules (&rules, options);
  if (md->time_report)
    prove_print_time_report (stderr, md->time_report);
  for (int i = 0; i < reported; i++)
    md_judge (&verdicts[i]);
  if (md->reproducers)
    md_reproduce_all (verdicts, reported, md->cc, md->reproducers);
  md_print_report (stdout, verdicts, reported, options->verbose);
  if (md->new_since)
    printf ("Against %s: %d of %d integer patterns with translated "
	    "rules have rules it lacks (%d of %d rules); %d integer "
	    "patterns without translated rules are not compared\n",
	    md->new_since, counts.new_forms, counts.compared,
	    counts.new_rules, counts.all_rules, counts.not_compared);
  if (md->html && !md_write_html (md->html, verdicts, reported))
    return 1;
  if (md->output && !md_write_rules (md->output, verdicts, reported))
    return 1;
  return 0;
}

static int
finish (int status)
{
  arena_free_all ();
  return status;
}

int
main (int argc, char **argv)
{
  enum { OPT_CHECK = 256, OPT_WIDTHS, OPT_TIMEOUT, OPT_HELP, OPT_VERSION, OPT_SMT2,
	 OPT_EVALUATE, OPT_CACHE, OPT_RELATIVE_TO, OPT_LINE_DIRECTIVES,
	 OPT_TIME_REPORT, OPT_SHARDS, OPT_MATCH_PD, OPT_HTML, OPT_EMIT, OPT_REPRODUCERS, OPT_CC,
	 OPT_ROUND_TRIP, OPT_NEW_SINCE };
  static const struct option options[] = {
    {"output", required_argument, NULL, 'o'},
    {"check", no_argument, NULL, OPT_CHECK},
    {"widths", required_argument, NULL, OPT_WIDTHS},
    {"timeout", required_argument, NULL, OPT_TIMEOUT},
    {"verbose", no_argument, NULL, 'v'},
    {"smt2", no_argument, NULL, OPT_SMT2},
    {"evaluate", no_argument, NULL, OPT_EVALUATE},
    {"cache", required_argument, NULL, OPT_CACHE},
    {"relative-to", required_argument, NULL, OPT_RELATIVE_TO},
    {"line-directives", no_argument, NULL, OPT_LINE_DIRECTIVES},
    {"time-report", optional_argument, NULL, OPT_TIME_REPORT},
    {"jobs", required_argument, NULL, 'j'},
    {"shards", required_argument, NULL, OPT_SHARDS},
    {"match-pd", no_argument, NULL, OPT_MATCH_PD},
    {"html", required_argument, NULL, OPT_HTML},
    {"reproducers", required_argument, NULL, OPT_REPRODUCERS},
    {"cc", required_argument, NULL, OPT_CC},
    {"emit", required_argument, NULL, OPT_EMIT},
    {"round-trip", optional_argument, NULL, OPT_ROUND_TRIP},
    {"new-since", required_argument, NULL, OPT_NEW_SINCE},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0}
  };
  const char *output = NULL;
  EmitOptions emit_options = { NULL, NULL, false, 0 };
  bool check_only = false, evaluate = false, match_pd = false;
  const char *html = NULL, *reproducers = NULL, *cc = "gcc";
  const char *new_since = NULL;	/* --new-since=OLD */
  bool emit_md = false;		/* --emit=match.pd */
  bool round_trip = false;
  const char *exported = NULL;	/* --round-trip=EXPORT */
  int time_report = 0;
  ProveOptions prove_options = { 60000, false, false, NULL, false, 0, false };
  int c;
  while ((c = getopt_long (argc, argv, "o:vj:", options, NULL)) != -1)
    switch (c)
      {
      case 'o':
	output = optarg;
	break;
      case OPT_CHECK:
	check_only = true;
	break;
      case OPT_WIDTHS:
	parse_widths_option (optarg, widths, &width_count, WIDTH_MAX);
	break;
      case OPT_TIMEOUT:
	prove_options.timeout_ms = parse_timeout_option (optarg);
	break;
      case 'v':
	prove_options.verbose = true;
	break;
      case 'j':
	prove_options.jobs = parse_count_option ("--jobs", optarg);
	break;
      case OPT_SHARDS:
	emit_options.shards = parse_count_option ("--shards", optarg);
	if (emit_options.shards > 64)
	  usage_error ("invalid --shards '%s': give at most 64", optarg);
	break;
      case OPT_MATCH_PD:
	match_pd = true;
	break;
      case OPT_HTML:
	html = optarg;
	break;
      case OPT_REPRODUCERS:
	reproducers = optarg;
	break;
      case OPT_CC:
	cc = optarg;
	break;
      case OPT_EMIT:
	if (strcmp (optarg, "match.pd") == 0)
	  emit_md = true;
	else if (strcmp (optarg, "matcher") == 0)
	  emit_md = false;
	else
	  usage_error ("invalid --emit '%s': give matcher or match.pd",
		       optarg);
	break;
      case OPT_ROUND_TRIP:
	round_trip = true;
	exported = optarg;
	break;
      case OPT_NEW_SINCE:
	new_since = optarg;
	break;
      case OPT_SMT2:
	prove_options.smt2 = true;
	break;
      case OPT_EVALUATE:
	evaluate = true;
	break;
      case OPT_CACHE:
	prove_options.cache = optarg;
	break;
      case OPT_RELATIVE_TO:
	emit_options.relative_to = canonical_directory (optarg);
	break;
      case OPT_LINE_DIRECTIVES:
	emit_options.line_directives = true;
	break;
      case OPT_TIME_REPORT:
	time_report = optarg ? parse_count_option ("--time-report", optarg)
	  : 10;
	break;
      case OPT_HELP:
	usage (stdout);
	return 0;
      case OPT_VERSION:
	printf ("peepgen (peephole) %s\n", PACKAGE_VERSION);
	return 0;
      default:
	fprintf (stderr, "Try 'peepgen --help' for more information.\n");
	return 2;
      }
  if (evaluate)
    return evaluate_lines ();
  if (optind == argc)
    usage_error ("%s", match_pd ? "no match.pd files given"
		 : "no rule files given");
  if ((html || reproducers || new_since) && !match_pd)
    usage_error ("%s", "--html, --reproducers and --new-since go with "
		 "--match-pd");
  if (match_pd)
    {
      if (emit_md || check_only || round_trip)
	usage_error ("%s", "--match-pd takes no --emit, --check or "
		     "--round-trip");
      MatchPdOptions md = { html, reproducers, cc, new_since, output,
			    time_report };
      return finish (check_match_pd (argv + optind, argc - optind,
				     &prove_options, &md));
    }
  if (!output && !check_only && !round_trip)
    usage_error ("%s", "nothing to do: give -o FILE or --check");

  RuleSet rules = { NULL, 0, 0 };
  for (int i = optind; i < argc; i++)
    parse_file (argv[i], &rules);
  /* Check what parsed, even after syntax errors, to report all errors;
     the types of the rules without errors too.  */
  check_rules (&rules);
  if (diag_error_count ())
    {
      RuleSet good = { NULL, 0, 0 };
      good.rules = xmalloc (sizeof (Rule *) * (size_t) (rules.count + 1));
      for (int i = 0; i < rules.count; i++)
	if (!rules.rules[i]->bad)
	  good.rules[good.count++] = rules.rules[i];
      lower_rules (&good);
      types_infer (&good);
      return finish (1);
    }
  lower_rules (&rules);
  types_infer (&rules);
  if (diag_error_count ())
    return finish (1);
  VariantList variants = lower_variants (&rules);
  if (diag_error_count ())
    return finish (1);
  prove_rules (&rules, &prove_options);
  if (time_report)
    prove_print_time_report (stderr, time_report);
  if (diag_error_count ())
    return finish (1);
  if (round_trip)
    return finish (round_trip_check (&rules, argv + optind, argc - optind,
				     exported, &prove_options,
				     &emit_options));
  if (check_only)
    prove_print_summary (&rules, stdout);
  if (!output)
    return finish (0);
  emit_options.output = output;
  if (emit_md)
    return finish (emit_match_pd (&rules, argv + optind, argc - optind,
				  &emit_options) ? 0 : 1);
  DecisionTrees trees;
  tree_build_all (&variants, &trees);
  emit_options.output = output;
  if (!emit_matcher (&rules, &trees, argv + optind, argc - optind,
		     &emit_options))
    return finish (1);
  return finish (0);
}
