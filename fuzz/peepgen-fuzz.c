/* peepgen-fuzz.c: a libFuzzer target for peepgen's front end.

   Each input is a rule file.  It goes through every phase but the
   prover (lexing, parsing, checking, lowering, commutative variants,
   decision trees, emission of the matcher to /dev/null), with messages
   thrown away; the arena is freed after each input, so that a leak or
   a use of freed memory shows.  Build and run with 'make fuzz' (clang,
   libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FILE *null;
  if (!null)
    null = fopen ("/dev/null", "w");
  diag_reset (null);
  RuleSet rules = { NULL, 0, 0 };
  parse_buffer ("fuzz.rules", (const char *) data, size, &rules);
  check_rules (&rules);
  if (diag_error_count () == 0)
    {
      lower_rules (&rules);
      VariantList variants = lower_variants (&rules);
      if (diag_error_count () == 0)
	{
	  DecisionTrees trees;
	  tree_build_all (&variants, &trees);
	  EmitOptions options = { "/dev/null", NULL, true };
	  emit_file (null, &rules, &trees, NULL, 0, &options);
	}
    }
  arena_free_all ();
  return 0;
}
