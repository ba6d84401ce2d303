/* A valid program in csmith's style with nothing for planted_or_x_c
   (peephole.verify/wrong.rules) to rewrite: the interestingness test of
   a kept failure must reject it.  */
#include "csmith.h"

static uint32_t g = 5;

int
main (void)
{
  platform_main_begin ();
  crc32_gentab ();
  transparent_crc (g * 3, "g", 0);
  platform_main_end (crc32_context ^ 0xFFFFFFFFUL, 0);
  return 0;
}
