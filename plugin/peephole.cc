/* peephole.cc: the GIMPLE pass "peephole" and the plugin around it.

   The pass rewrites integer statements with the rules that peepgen
   proved and compiled into the matcher.  For example, given the rule

     sub_add: int_sub(int_add(x, y), y)
         => x

   it rewrites

     _2 = a_1(D) + b_3(D);         _2 = a_1(D) + b_3(D);
     _4 = _2 - b_3(D);       =>    _4 = a_1(D);

   keeping each statement's result and leaving dead statements to DCE.
   It visits the statements of each function in reverse postorder, so
   that operands are seen before their users, and retries a rewritten
   statement until no rule applies (at most MAX_REWRITES times).

   With -fplugin-arg-peephole-mine=FILE the plugin adds a second pass,
   "peephole-mine" (mine.cc), after GCC's "optimized": it records the
   final GIMPLE's integer statements for the miner and changes nothing.

   The plugin's arguments, -fplugin-arg-peephole-KEY[=VALUE], are the
   table "arguments" below: the help, the errors and plugin_info come
   from it.  README.md and doc/peephole.texi describe each argument;
   testsuite/peephole.args/doc.exp checks that they list the same ones.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pass.h"
#include "timevar.h"
#include "cfganal.h"
#include "dumpfile.h"
#include "context.h"
#include "diagnostic-core.h"
#include "options.h"
#include "pass_manager.h"
#include "plugin.h"
#include "intl.h"

#include "compat.h"
#include "glue.h"
#include "stats.h"
#include "mine.h"

int plugin_is_GPL_compatible;

/* How often one statement may be rewritten.  */
#define MAX_REWRITES 8

unsigned long *peep_counts;
unsigned char *peep_disabled;

/* Why a rule is not applied: the bits of peep_disabled.  disable=
   sets the first and enable= clears the second, so that disable= wins
   whatever the order of the arguments.  */
#define DISABLED_BY_ARGUMENT 1	/* disable= names it */
#define OFF_BY_DEFAULT 2	/* "default off", and enable= does not
				   name it */

/* What the arguments asked for.  */
static bool print_stats;
static const char *stats_file;
static const char *mine_file;
static const char *dump_name;	/* "" for GCC's name of the dump file */
static const char *after_list = "vrp2";	/* after=PASS[,PASS...] */
static bool use_facts = true;

/* The functions compiled with optimization, and the places of the pass
   (one for each pass that after= names) with whether one of them was
   reached in SSA form: a place where no function in SSA form comes
   (before "ssa", or after an instance GCC does not run, such as dom1
   in the pipeline of OpenACC kernels) is reported at the end.  */
static unsigned long functions_optimized;
struct place
{
  opt_pass *after;		/* GCC's pass instance it follows */
  opt_pass *pass;		/* the rewriting pass there */
  bool reached;
};
static struct place *places;
static int n_places;

/* Report the rewrite of the statement of CTX.  */
static void
report_rewrite (peep_ctx *ctx)
{
  const struct peep_rule *rule = &peep_rules[ctx->rule];
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, ctx->stmt,
		     "peephole: applied rule %s (%s:%d)\n", rule->name,
		     rule->file, rule->line);
  if (dump_file)
    {
      fprintf (dump_file, "  => ");
      print_gimple_stmt (dump_file, ctx->stmt, 0, TDF_SLIM);
    }
}

/* Try the rules on the statement of CTX, set up, and on a select also
   with its condition inverted; return whether one fired.  */
static bool
apply_rules (peep_ctx *ctx)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Matching: ");
      print_gimple_stmt (dump_file, ctx->stmt, 0, TDF_SLIM);
    }
  if (peep_match (ctx) < 0
      && !(peep_ctx_invert_select (ctx) && peep_match (ctx) >= 0))
    return false;
  gcc_assert (ctx->rule >= 0 && ctx->rule < peep_rule_count);
  peep_counts[ctx->rule]++;
  report_rewrite (ctx);
  if (peep_verify_enabled)
    peep_verify_rewrite (ctx);
  return true;
}

/* Apply rules to the statement at *GSI until none applies.  A rewrite
   may replace the statement; *GSI follows it.  Return whether a
   condition became constant.  */
static bool
rewrite_statement (gimple_stmt_iterator *gsi)
{
  peep_ctx ctx;
  bool folded = false;
  for (int n = 0; n < MAX_REWRITES && peep_ctx_init (&ctx, *gsi); n++)
    {
      if (!apply_rules (&ctx))
	break;
      *gsi = ctx.gsi;
      folded |= ctx.folded;
    }
  return folded;
}

/* Apply rules to the PHI at *PSI, a select if it joins a diamond or a
   triangle.  A rewrite removes it, *PSI moving to the next PHI, and
   sets its result by an assignment at the start of the block, which
   the statements' walk then sees.  Return whether it was rewritten.  */
static bool
rewrite_phi (gphi_iterator *psi)
{
  peep_ctx ctx;
  if (!peep_ctx_init_phi (&ctx, *psi) || !apply_rules (&ctx))
    return false;
  *psi = ctx.psi;
  return true;
}

/* Whether a rule would rewrite the PHI at PSI (a trial: nothing
   changes, nothing is counted).  */
static bool
phi_rewrites_p (gphi_iterator psi)
{
  peep_ctx ctx;
  if (!peep_ctx_init_phi (&ctx, psi))
    return false;
  ctx.trial = true;
  return (peep_match (&ctx) >= 0
	  || (peep_ctx_invert_select (&ctx) && peep_match (&ctx) >= 0));
}

/* Apply rules to the PHIs of BB.  Where a branch joins with several
   PHIs (a swap, if (a > b) { t = a; a = b; b = t; }, is a min and a
   max), the branch goes only once every PHI is replaced: rewriting
   some would add their replacements and keep the branch.  So they are
   rewritten only if a rule applies to each.  Return whether one was
   rewritten.  */
static bool
rewrite_join (basic_block bb)
{
  gphi_iterator psi = gsi_start_phis (bb);
  if (gsi_end_p (psi))
    return false;
  gphi_iterator second = psi;
  gsi_next (&second);
  if (!gsi_end_p (second))
    for (gphi_iterator i = psi; !gsi_end_p (i); gsi_next (&i))
      if (!phi_rewrites_p (i))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "Join of several PHIs left: no rule for ");
	      print_gimple_stmt (dump_file, i.phi (), 0, TDF_SLIM);
	    }
	  return false;
	}
  bool rewritten = false;
  while (!gsi_end_p (psi))
    if (rewrite_phi (&psi))
      rewritten = true;
    else
      gsi_next (&psi);
  return rewritten;
}

/* Whether code the sanitizers instrument could be in FUN: the plugin
   leaves it alone.  */
static bool
sanitized_p (function *)
{
  return (flag_sanitize & (SANITIZE_UNDEFINED | SANITIZE_UNDEFINED_NONDEFAULT))
	 != 0;
}

namespace {

const pass_data pass_data_peephole = {
  GIMPLE_PASS,			/* type */
  "peephole",			/* name */
  OPTGROUP_OTHER,		/* optinfo_flags */
  TV_NONE,			/* tv_id: the pass times itself, as the
				   client item "peephole" of -ftime-report */
  PROP_ssa | PROP_cfg,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class pass_peephole : public gimple_opt_pass
{
public:
  pass_peephole (gcc::context *ctxt, struct place *place)
    : gimple_opt_pass (pass_data_peephole, ctxt), m_place (place)
  {
  }

  opt_pass *clone () final override
  {
    return new pass_peephole (m_ctxt, m_place);
  }

  bool gate (function *fun) final override
  {
    if (optimize <= 0)
      return false;
    /* after=PASS may name a pass that runs before the CFG or SSA form
       exist: do nothing there.  (-fdump-passes asks with a dummy
       function, which has no properties at all.)  */
    const unsigned needed = PROP_ssa | PROP_cfg;
    if (fun->curr_properties != 0
	&& (fun->curr_properties & needed) != needed)
      return false;
    m_place->reached |= fun->curr_properties != 0;
    return !sanitized_p (fun);
  }

  unsigned int execute (function *fun) final override;

private:
  struct place *m_place;
};

unsigned int
pass_peephole::execute (function *fun)
{
  /* -ftime-report shows the pass on a line of its own (GCC has no
     time variable for a plugin's pass but "plugin execution", which
     every plugin callback shares).  */
  if (g_timer)
    g_timer->push_client_item ("peephole");
  bool folded = false, cleanup = false;
  /* Selects at PHIs ask what dominates their join.  */
  calculate_dominance_info (CDI_DOMINATORS);
  peep_facts_start (use_facts);
  int *order = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, order, false);
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, order[i]);
      cleanup |= rewrite_join (bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	folded |= rewrite_statement (&gsi);
    }
  XDELETEVEC (order);
  peep_facts_finish (fun);
  if (g_timer)
    g_timer->pop_client_item ();
  /* A condition made constant leaves a dead edge for CFG cleanup, and a
     PHI replaced may leave a branch with nothing left to do.  */
  return folded || cleanup ? TODO_cleanup_cfg : 0;
}

} // anon namespace

/* The table of seed 000's jit-intbounds-stats: each operation, then the
   count of each of its rules, zeros included.  */
static void
print_statistics (void *, void *)
{
  peep_verify_summary (print_stats);
  if (!print_stats)
    return;
  const char *operation = NULL;
  for (int i = 0; i < peep_rule_count; i++)
    {
      if (!operation || strcmp (operation, peep_rules[i].operation) != 0)
	{
	  operation = peep_rules[i].operation;
	  fprintf (stderr, "%s\n", operation);
	}
      fprintf (stderr, "    %s %lu\n", peep_rules[i].name, peep_counts[i]);
    }
}

/* stats=FILE: add the counts to FILE.  */
static void
append_statistics (void *, void *)
{
  peep_stats_append (stats_file);
}

/* mine=FILE: add the harvest of the miner to FILE.  */
static void
append_harvest (void *, void *)
{
  peep_mine_append (mine_file);
}

/* The handlers of the arguments: each gets the value, NULL if none,
   and returns false after an error.  */

/* stats[=FILE]  */
static bool
set_statistics (const char *file)
{
  if (file)
    stats_file = file;
  else
    print_stats = true;
  return true;
}

/* dump[=FILE]: GCC 12 rejects -fdump-tree-peephole, because it reads
   dump options before it loads plugins; plugin_init turns the dump on
   once the pass exists.  */
static bool
set_dump (const char *file)
{
  dump_name = file ? file : "";
  return true;
}

static int
find_rule (const char *name)
{
  for (int i = 0; i < peep_rule_count; i++)
    if (strcmp (peep_rules[i].name, name) == 0)
      return i;
  return -1;
}

/* For each rule of LIST, "R1,R2,...", the value of -fplugin-arg-
   peephole-KEY: set the bits SET of its peep_disabled and clear the
   bits CLEAR.  */
static bool
change_rules (const char *list, const char *key, unsigned char set,
	      unsigned char clear)
{
  char *copy = xstrdup (list);
  bool ok = true;
  for (char *name = strtok (copy, ","); name; name = strtok (NULL, ","))
    {
      int rule = find_rule (name);
      if (rule < 0)
	{
	  error ("peephole: unknown rule %qs in %<-fplugin-arg-peephole-"
		 "%s%>; %<-fplugin-arg-peephole-help%> lists the rules",
		 name, key);
	  ok = false;
	}
      else
	peep_disabled[rule] = (peep_disabled[rule] | set) & ~clear;
    }
  free (copy);
  return ok;
}

/* disable=R1,R2,...  */
static bool
disable_rules (const char *list)
{
  return change_rules (list, "disable", DISABLED_BY_ARGUMENT, 0);
}

/* enable=R1,R2,...: rules off by default; on a rule that is on, it does
   nothing.  */
static bool
enable_rules (const char *list)
{
  return change_rules (list, "enable", 0, OFF_BY_DEFAULT);
}

/* after=PASS[,PASS...]: plugin_init looks each pass up
   (find_gimple_pass).  */
static bool
set_after (const char *list)
{
  after_list = list;
  return true;
}

/* no-facts: rules whose checks need a fact see nothing known.  */
static bool
set_no_facts (const char *)
{
  use_facts = false;
  return true;
}

/* mine=FILE: plugin_init adds the pass of mine.cc.  */
static bool
set_mine (const char *file)
{
  mine_file = file;
  return true;
}

static bool print_help (const char *);
static bool print_version (const char *);

/* Whether an argument takes a value.  */
enum value_use { VALUE_NONE, VALUE_OPTIONAL, VALUE_REQUIRED };

/* One argument, -fplugin-arg-peephole-KEY[=VALUE].  */
struct argument
{
  const char *key;
  enum value_use use;
  const char *value;		/* what the value is, as the help names it */
  const char *description;	/* one line of help */
  bool (*handle) (const char *value);
};

/* The arguments, in the order of the help.  README.md's table and
   doc/peephole.texi's "Invoking" list them too (peephole.args/doc.exp
   checks it).  */
static const struct argument arguments[] = {
  { "stats", VALUE_OPTIONAL, "FILE",
    "print how often each rule fired, or add to FILE", set_statistics },
  { "dump", VALUE_OPTIONAL, "FILE", "write the dump file of the pass",
    set_dump },
  { "disable", VALUE_REQUIRED, "RULE,...", "do not apply these rules",
    disable_rules },
  { "enable", VALUE_REQUIRED, "RULE,...",
    "also apply these rules, off by default", enable_rules },
  { "after", VALUE_REQUIRED, "PASS,...",
    "run after each PASS (default: vrp2)", set_after },
  { "no-facts", VALUE_NONE, NULL, "compute no facts (ranges, known bits)",
    set_no_facts },
  { "verify", VALUE_OPTIONAL, "MS",
    "check every rewrite with Z3, MS ms at most each",
    peep_verify_configure },
  { "mine", VALUE_REQUIRED, "FILE",
    "add the final GIMPLE's integer statements to FILE, for the miner",
    set_mine },
  { "version", VALUE_NONE, NULL,
    "print the version and the identity of the rules", print_version },
  { "help", VALUE_NONE, NULL, "list the arguments and the rules",
    print_help }
};

/* ARG as the help writes it: "stats[=FILE]", "after=PASS", "help".
   The result lasts until the next call.  */
static const char *
argument_usage (const struct argument *arg)
{
  static char usage[64];
  switch (arg->use)
    {
    case VALUE_NONE:
      snprintf (usage, sizeof usage, "%s", arg->key);
      break;
    case VALUE_OPTIONAL:
      snprintf (usage, sizeof usage, "%s[=%s]", arg->key, arg->value);
      break;
    case VALUE_REQUIRED:
      snprintf (usage, sizeof usage, "%s=%s", arg->key, arg->value);
      break;
    }
  return usage;
}

/* The help on the arguments, a line for each, without a final newline:
   -fplugin-arg-peephole-help prints it, and GCC's --help prints it as
   plugin_info.help.  */
static const char *
arguments_help (void)
{
  static char *help;
  if (help)
    return help;
  help = xstrdup ("arguments, as -fplugin-arg-peephole-KEY:");
  for (size_t i = 0; i < ARRAY_SIZE (arguments); i++)
    {
      char line[128];
      snprintf (line, sizeof line, "\n  %-18s %s",
		argument_usage (&arguments[i]), arguments[i].description);
      help = reconcat (help, help, line, NULL);
    }
  return help;
}

/* The arguments for an error: 'stats[=FILE]', ... and 'help'.  The
   caller frees it.  */
static char *
argument_list (void)
{
  char *list = xstrdup ("");
  const size_t count = ARRAY_SIZE (arguments);
  for (size_t i = 0; i < count; i++)
    list = reconcat (list, list, i == 0 ? "" : i + 1 < count ? ", " : " and ",
		     open_quote, argument_usage (&arguments[i]), close_quote,
		     NULL);
  return list;
}

/* The plugin's version and the identity of its rule set (peepgen's
   peep_rules_id): "0.1.0 (rules 0123456789abcdef)".  GCC prints it
   among the "Versions of loaded plugins" of 'gcc -v'.  */
static const char *
identity (void)
{
  static char *text;
  if (!text)
    text = concat (PEEPHOLE_VERSION, " (rules ", peep_rules_id, ")", NULL);
  return text;
}

/* version: the version, the identity of the rules and the GCC the
   plugin was built for, on standard error, for a cache of compilations
   to hash (doc/peephole.texi, "Caches and distributed builds").  */
static bool
print_version (const char *)
{
  fprintf (stderr, "peephole: version %s, for GCC %s\n", identity (),
	   gcc_version.basever);
  return true;
}

/* help: the arguments and the rules, on standard error.  */
static bool
print_help (const char *)
{
  fprintf (stderr, "peephole: %s\n", arguments_help ());
  fprintf (stderr, "peephole: %d rules:", peep_rule_count);
  for (int i = 0; i < peep_rule_count; i++)
    fprintf (stderr, " %s%s", peep_rules[i].name,
	     peep_rules[i].off_by_default ? " (off by default)" : "");
  fprintf (stderr, "\n");
  return true;
}

/* The GIMPLE pass instance that after=NAME names: NAME as -fdump-passes
   prints it, with or without "tree-"; for a pass with several
   instances, NAME without a number is the first one (NAME1).  */
static opt_pass *
find_gimple_pass (const char *name)
{
  gcc::pass_manager *passes = g->get_passes ();
  if (strncmp (name, "tree-", 5) == 0)
    name = name + 5;
  opt_pass *pass = NULL;
  for (int numbered = 0; numbered < 2 && !pass; numbered++)
    {
      char *full = concat ("tree-", name, numbered ? "1" : "", NULL);
      pass = passes->get_pass_by_name (full);
      free (full);
    }
  if (!pass || pass->type != GIMPLE_PASS || pass->static_pass_number <= 0)
    return NULL;
  return pass;
}

/* At the start of each function's optimization passes.  */
static void
count_function (void *, void *)
{
  if (optimize > 0)
    functions_optimized++;
}

/* At the end: say so for each place no function reached.  */
static void
check_reached (void *, void *)
{
  if (functions_optimized == 0 || seen_error ())
    return;
  for (int i = 0; i < n_places; i++)
    if (!places[i].reached)
      warning_at (UNKNOWN_LOCATION, 0, "peephole: the pass ran on no "
		  "function: none in SSA form went through %qs, a pass "
		  "that %<-fplugin-arg-peephole-after%> names; "
		  "%<-fdump-passes%> lists the instances of each pass",
		  g->get_dumps ()->get_dump_file_info
		    (places[i].after->static_pass_number)->swtch);
}

/* Look up the passes that after= names, into PLACES; return false
   after an error.  */
static bool
find_places (void)
{
  size_t length = strlen (after_list);
  if (length == 0 || after_list[0] == ',' || after_list[length - 1] == ','
      || strstr (after_list, ",,"))
    {
      error ("peephole: %<-fplugin-arg-peephole-after=%s%> has an empty "
	     "pass name", after_list);
      return false;
    }
  char *list = xstrdup (after_list);
  n_places = 0;
  places = XCNEWVEC (struct place, length / 2 + 1);
  bool ok = true;
  for (char *name = strtok (list, ","); name && ok;
       name = strtok (NULL, ","))
    {
      opt_pass *after = find_gimple_pass (name);
      if (!after)
	{
	  error ("peephole: no GIMPLE pass %qs for %<-fplugin-arg-peephole-"
		 "after%>; %<-fdump-passes%> lists the passes "
		 "(%<tree-NAME%>)", name);
	  ok = false;
	}
      for (int i = 0; ok && i < n_places; i++)
	if (places[i].after == after)
	  {
	    error ("peephole: %<-fplugin-arg-peephole-after%> names pass "
		   "%qs twice", name);
	    ok = false;
	  }
      if (ok)
	places[n_places++].after = after;
    }
  free (list);
  return ok;
}

/* mine=FILE: the pass of mine.cc goes after GCC's "optimized"
   (pass_cleanup_cfg_post_optimizing, one instance), whose dump is the
   final GIMPLE, that the pass records.  It changes nothing and is not
   the pass that check_reached asks about.  */
static bool
register_mine_pass (const char *plugin_name)
{
  opt_pass *optimized = find_gimple_pass ("optimized");
  if (!optimized)
    {
      error ("peephole: no GIMPLE pass %<optimized%> for "
	     "%<-fplugin-arg-peephole-mine%>");
      return false;
    }
  struct register_pass_info pass_info;
  pass_info.pass = peep_mine_make_pass (g, use_facts);
  pass_info.reference_pass_name = optimized->name;
  pass_info.ref_pass_instance_number = optimized->static_pass_number;
  pass_info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &pass_info);
  return true;
}

static const struct argument *
find_argument (const char *key)
{
  for (size_t i = 0; i < ARRAY_SIZE (arguments); i++)
    if (strcmp (arguments[i].key, key) == 0)
      return &arguments[i];
  return NULL;
}

/* Check KEY[=VALUE] against the table and apply it; return false after
   an error.  */
static bool
parse_argument (const char *key, const char *value)
{
  const struct argument *arg = find_argument (key);
  if (!arg)
    {
      char *list = argument_list ();
      error ("peephole: unknown argument %<-fplugin-arg-peephole-%s%>; "
	     "the arguments are %s", key, list);
      free (list);
      return false;
    }
  if (value && arg->use == VALUE_NONE)
    {
      error ("peephole: %<-fplugin-arg-peephole-%s=%s%> takes no value: the "
	     "argument is %qs", key, value, argument_usage (arg));
      return false;
    }
  if (value ? !*value : arg->use == VALUE_REQUIRED)
    {
      error ("peephole: %<-fplugin-arg-peephole-%s%s%> needs a value: the "
	     "argument is %qs", key, value ? "=" : "", argument_usage (arg));
      return false;
    }
  return arg->handle (value);
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("peephole: this plugin was built for GCC %s and cannot be "
	     "loaded by GCC %s", gcc_version.basever, version->basever);
      return 1;
    }
  peep_counts = XCNEWVEC (unsigned long, peep_rule_count + 1);
  peep_disabled = XCNEWVEC (unsigned char, peep_rule_count + 1);
  for (int i = 0; i < peep_rule_count; i++)
    if (peep_rules[i].off_by_default)
      peep_disabled[i] = OFF_BY_DEFAULT;
  bool ok = true;
  for (int i = 0; i < info->argc; i++)
    ok &= parse_argument (info->argv[i].key, info->argv[i].value);
  if (!ok)
    return 1;

  static struct plugin_info plugin_info = {
    identity (), arguments_help ()
  };
  register_callback (info->base_name, PLUGIN_INFO, NULL, &plugin_info);
  /* cc1 -E (ccache runs it for every miss) loads the plugin and runs no
     pass: no statistics, no record, no harvest, no warning, as if the
     plugin were not there.  The arguments are checked all the same.  */
  if (flag_preprocess_only)
    return 0;

  if (!find_places ())
    return 1;
  /* Before the rewriting pass: each goes right after the pass it
     names, so that with after=optimized the rewriting pass comes
     first and the harvest sees what it did.  */
  if (mine_file && !register_mine_pass (info->base_name))
    return 1;
  for (int i = 0; i < n_places; i++)
    {
      struct register_pass_info pass_info;
      pass_info.pass = places[i].pass = new pass_peephole (g, &places[i]);
      pass_info.reference_pass_name = places[i].after->name;
      /* After the pass manager has registered the dump files, an
	 instance's static_pass_number is its dump id, and that is what
	 position_pass compares with ref_pass_instance_number: so naming
	 the id places the pass after exactly that instance (a number of
	 2 or more would match no instance).  */
      pass_info.ref_pass_instance_number
	= places[i].after->static_pass_number;
      pass_info.pos_op = PASS_POS_INSERT_AFTER;
      register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			 &pass_info);
    }
  register_callback (info->base_name, PLUGIN_ALL_PASSES_START,
		     count_function, NULL);
  if (dump_name)
    {
      /* The pass exists now, and with it its dump file.  */
      char *option = *dump_name
		     ? concat ("tree-peephole-details=", dump_name, NULL)
		     : xstrdup ("tree-peephole-details");
      g->get_dumps ()->dump_switch_p (option);
      free (option);
      /* Each place has a dump file of its own, and the first write of
	 each truncates its file: with one FILE for all, the first place
	 (the earliest, for a function) truncates it and the others
	 add to it.  */
      for (int i = 1; *dump_name && i < n_places; i++)
	g->get_dumps ()->get_dump_file_info
	  (places[i].pass->static_pass_number)->pstate = 1;
    }
  register_callback (info->base_name, PLUGIN_FINISH, print_statistics, NULL);
  /* GCC calls the last callback registered first: the warning comes
     before the statistics.  */
  register_callback (info->base_name, PLUGIN_FINISH, check_reached, NULL);
  if (stats_file)
    register_callback (info->base_name, PLUGIN_FINISH, append_statistics,
		       NULL);
  if (mine_file)
    register_callback (info->base_name, PLUGIN_FINISH, append_harvest, NULL);
  return 0;
}
