/* lock.c: stats-lock FILE SECONDS takes the lock that the plugin takes
   on a statistics file (an fcntl write lock on all of FILE), says
   "locked" on standard output, holds the lock for SECONDS, then appends
   the comment line "# lock holder done" and unlocks.  A compilation
   started meanwhile must wait, and write its record after that line
   (stats.exp).  */

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int
lock_file (int fd, short type)
{
  struct flock lock;
  memset (&lock, 0, sizeof lock);
  lock.l_type = type;
  lock.l_whence = SEEK_SET;
  return fcntl (fd, F_SETLKW, &lock);
}

int
main (int argc, char **argv)
{
  static const char done[] = "# lock holder done\n";
  if (argc != 3)
    {
      fprintf (stderr, "usage: stats-lock FILE SECONDS\n");
      return 2;
    }
  int fd = open (argv[1], O_WRONLY | O_APPEND | O_CREAT, 0666);
  if (fd < 0 || lock_file (fd, F_WRLCK) < 0)
    {
      perror (argv[1]);
      return 1;
    }
  printf ("locked\n");
  fflush (stdout);
  sleep (atoi (argv[2]));
  if (write (fd, done, sizeof done - 1) != sizeof done - 1
      || lock_file (fd, F_UNLCK) < 0 || close (fd) < 0)
    {
      perror (argv[1]);
      return 1;
    }
  return 0;
}
