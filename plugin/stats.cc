/* stats.cc: -fplugin-arg-peephole-stats=FILE adds the counts of the
   compilation to FILE, as one record:

     # peephole-stats 1
     int_add add_zero 2
     int_add add_reassoc_consts 0
     int_sub sub_zero 1
     ...

   a header line, then a line "OPERATION RULE COUNT" for every rule,
   zeros included, in the order of the rule table.  Each record names
   all its rules, so that a reader needs no rule list of its own and
   the summed table shows the rules that never fired.

   Many compilations (make -j) may append to FILE at once: each opens it
   with O_APPEND, takes an exclusive fcntl lock (which also works on
   NFS, unlike flock on old systems), writes its whole record with one
   write, and unlocks; records never interleave (peep_append_locked,
   which the harvest of -fplugin-arg-peephole-mine=FILE, plugin/mine.cc,
   uses too).  The peephole-stats command (tools/peephole-stats.c) sums
   such files.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "diagnostic-core.h"

#include <fcntl.h>

#include "glue.h"
#include "stats.h"

/* The record of this compilation, in a string to free.  */
static char *
format_record (size_t *length)
{
  size_t size = sizeof PEEP_STATS_HEADER;
  for (int i = 0; i < peep_rule_count; i++)
    /* Two spaces, up to 20 digits and a newline.  */
    size += strlen (peep_rules[i].operation) + strlen (peep_rules[i].name)
	    + 24;
  char *record = XNEWVEC (char, size);
  size_t n = snprintf (record, size, "%s", PEEP_STATS_HEADER);
  for (int i = 0; i < peep_rule_count; i++)
    n += snprintf (record + n, size - n, "%s %s %lu\n",
		   peep_rules[i].operation, peep_rules[i].name,
		   peep_counts[i]);
  gcc_assert (n < size);
  *length = n;
  return record;
}

/* Lock (F_WRLCK) or unlock (F_UNLCK) all of FD, waiting for the lock.  */
static bool
lock_file (int fd, short type)
{
  struct flock lock;
  memset (&lock, 0, sizeof lock);
  lock.l_type = type;
  lock.l_whence = SEEK_SET;
  lock.l_start = 0;
  lock.l_len = 0;
  while (fcntl (fd, F_SETLKW, &lock) < 0)
    if (errno != EINTR)
      return false;
  return true;
}

/* Write all LENGTH bytes of DATA to FD.  */
static bool
write_all (int fd, const char *data, size_t length)
{
  while (length > 0)
    {
      ssize_t written = write (fd, data, length);
      if (written < 0 && errno == EINTR)
	continue;
      if (written <= 0)
	{
	  if (written == 0)
	    errno = EIO;
	  return false;
	}
      data += written;
      length -= written;
    }
  return true;
}

bool
peep_append_locked (const char *file, const char *data, size_t length)
{
  int fd = open (file, O_WRONLY | O_APPEND | O_CREAT, 0666);
  bool ok = fd >= 0 && lock_file (fd, F_WRLCK)
	    && write_all (fd, data, length);
  int saved_errno = errno;
  /* close would drop the lock as well; say it.  */
  if (fd >= 0)
    {
      lock_file (fd, F_UNLCK);
      if (close (fd) < 0 && ok)
	{
	  ok = false;
	  saved_errno = errno;
	}
    }
  errno = saved_errno;
  return ok;
}

void
peep_stats_append (const char *file)
{
  size_t length;
  char *record = format_record (&length);
  if (!peep_append_locked (file, record, length))
    error_at (UNKNOWN_LOCATION,
	      "peephole: cannot add the statistics to %qs: %s", file,
	      xstrerror (errno));
  XDELETEVEC (record);
}
