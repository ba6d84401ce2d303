/* verify-loader.cc: what peephole.so has of -fplugin-arg-peephole-verify:
   it loads the checker, peephole_verify.so (verify.cc), from the
   directory peephole.so itself was loaded from, when the argument is
   given, and calls it.  The checker links libz3, a large library whose
   loading alone costs a small compilation several percent: a
   compilation without -verify never loads it.

   A plugin that has the checker linked in (the test suite's, from the
   objects of both) uses that one.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "diagnostic-core.h"

#include <dlfcn.h>

#include "compat.h"
#include "glue.h"

bool peep_verify_enabled;
bool peep_verify_corrupt_constants;

#ifndef PEEPHOLE_VERIFY

bool
peep_verify_configure (const char *)
{
  error ("peephole: %<-fplugin-arg-peephole-verify%> needs a plugin built "
	 "with Z3; this one was configured with %<--disable-verify%>");
  return false;
}

void peep_verify_begin (peep_ctx *) {}
void peep_verify_note_def (tree) {}
void peep_verify_note_facts (tree, unsigned, const struct peep_facts *) {}
void peep_verify_note_commit (peep_ctx *) {}
void peep_verify_rewrite (peep_ctx *) {}
void peep_verify_summary (bool) {}

#else /* PEEPHOLE_VERIFY */

/* The checker's file name, in the directory of peephole.so.  */
#define MODULE_NAME "peephole_verify.so"

static const struct peep_verify_module *module;

/* The checker: the one linked into this plugin if there is one, else
   the one beside it, loaded; NULL after an error.  */
static const struct peep_verify_module *
load_module (void)
{
  void *linked = dlsym (RTLD_DEFAULT, "peep_verify_module");
  if (linked)
    return (const struct peep_verify_module *) linked;
  Dl_info self;
  if (!dladdr ((void *) &load_module, &self) || !self.dli_fname)
    {
      error ("peephole: %<-fplugin-arg-peephole-verify%>: cannot tell "
	     "where the plugin was loaded from");
      return NULL;
    }
  const char *slash = strrchr (self.dli_fname, '/');
  size_t directory = slash ? slash - self.dli_fname + 1 : 0;
  char *path = XNEWVEC (char, directory + sizeof "./" MODULE_NAME);
  if (slash)
    memcpy (path, self.dli_fname, directory);
  strcpy (path + directory, slash ? MODULE_NAME : "./" MODULE_NAME);
  void *handle = dlopen (path, RTLD_NOW | RTLD_LOCAL);
  void *table = handle ? dlsym (handle, "peep_verify_module") : NULL;
  if (!table)
    error ("peephole: %<-fplugin-arg-peephole-verify%>: cannot load the "
	   "checker %qs: %s", path, dlerror ());
  free (path);
  return (const struct peep_verify_module *) table;
}

bool
peep_verify_configure (const char *value)
{
  if (!module)
    module = load_module ();
  return module && module->configure (value);
}

void
peep_verify_begin (peep_ctx *ctx)
{
  module->begin (ctx);
}

void
peep_verify_note_def (tree name)
{
  module->note_def (name);
}

void
peep_verify_note_facts (tree operand, unsigned precision,
			const struct peep_facts *facts)
{
  module->note_facts (operand, precision, facts);
}

void
peep_verify_note_commit (peep_ctx *ctx)
{
  module->note_commit (ctx);
}

void
peep_verify_rewrite (peep_ctx *ctx)
{
  module->rewrite (ctx);
}

void
peep_verify_summary (bool statistics)
{
  if (module && peep_verify_enabled)
    module->summary (statistics);
}

#endif /* PEEPHOLE_VERIFY */
