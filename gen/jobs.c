/* jobs.c: independent tasks run in child processes (jobs.h).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#define _GNU_SOURCE 1
#include "jobs.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* GNU make's jobserver: its pipe, or -1.  */
static int token_read = -1, token_write = -1;

/* Whether FD is open and a pipe (make 4.3 closes the descriptors of
   --jobserver-auth in a recipe it does not mark recursive, where they
   may then be anything).  */
static bool
pipe_p (int fd)
{
  struct stat st;
  return fd >= 0 && fcntl (fd, F_GETFD) != -1 && fstat (fd, &st) == 0
	 && S_ISFIFO (st.st_mode);
}

static int
processors (void)
{
  long cpus = sysconf (_SC_NPROCESSORS_ONLN);
  return cpus > 1 ? (int) cpus : 1;
}

int
jobs_limit (int requested)
{
  if (requested > 0)
    return requested;
  const char *flags = getenv ("MAKEFLAGS");
  if (!flags)
    return 1;
  /* The options of MAKEFLAGS follow its single-letter flags, each
     word starting with '-'.  */
  const char *j = strstr (flags, " -j");
  if (!j && strncmp (flags, "-j", 2) == 0)
    j = flags - 1;
  if (!j)
    return 1;
  if (j[3] < '0' || j[3] > '9')
    return processors ();
  int limit = atoi (j + 3);
  const char *auth = strstr (flags, "--jobserver-auth=");
  if (!auth)
    auth = strstr (flags, "--jobserver-fds=");
  if (limit <= 1 || !auth)
    return 1;
  auth = strchr (auth, '=') + 1;
  if (token_read >= 0)
    return limit;
  if (strncmp (auth, "fifo:", 5) == 0)
    {
      char path[4096];
      size_t n = strcspn (auth + 5, " ");
      if (n >= sizeof path)
	return 1;
      memcpy (path, auth + 5, n);
      path[n] = '\0';
      token_read = open (path, O_RDONLY | O_CLOEXEC);
      token_write = open (path, O_WRONLY | O_CLOEXEC);
    }
  else if (sscanf (auth, "%d,%d", &token_read, &token_write) != 2)
    token_read = token_write = -1;
  if (!pipe_p (token_read) || !pipe_p (token_write))
    {
      token_read = token_write = -1;
      return 1;
    }
  return limit;
}

typedef struct Child
{
  int task;
  pid_t pid;
  int fd;		/* the read end of its standard error */
  bool token;		/* it holds a byte of the jobserver */
  char *output;
  size_t length, size;
} Child;

static void
give_token (void)
{
  char token = '+';
  while (write (token_write, &token, 1) < 0 && errno == EINTR)
    ;
}

static bool
start (Child *c, int task, bool token, int (*run) (int, void *), void *data)
{
  int fds[2];
  memset (c, 0, sizeof *c);
  c->task = task;
  c->fd = -1;
  if (pipe (fds) != 0)
    return false;
  fflush (stdout);
  fflush (stderr);
  pid_t pid = fork ();
  if (pid < 0)
    {
      close (fds[0]);
      close (fds[1]);
      return false;
    }
  if (pid == 0)
    {
      close (fds[0]);
      if (token_read >= 0)
	{
	  close (token_read);
	  close (token_write);
	}
      dup2 (fds[1], STDERR_FILENO);
      close (fds[1]);
      int status = run (task, data);
      fflush (stdout);
      fflush (stderr);
      _exit (status);
    }
  close (fds[1]);
  c->pid = pid;
  c->fd = fds[0];
  c->token = token;
  return true;
}

/* Start TASK in a free place of CHILDREN, holding a byte of the
   jobserver if TOKEN; if it cannot start, give the byte back and report
   the task as failed.  Return whether it runs.  */
static bool
launch (Child *children, int task, bool token, int (*run) (int, void *),
	void (*done) (int, const char *, size_t, int, void *), void *data)
{
  int slot = 0;
  while (children[slot].pid)
    slot++;
  if (start (&children[slot], task, token, run, data))
    return true;
  if (token)
    give_token ();
  done (task, "", 0, -1, data);
  return false;
}

/* Read what child C wrote; return false at the end of it.  */
static bool
drain (Child *c)
{
  if (c->size - c->length < 4096)
    {
      c->size = c->size ? 2 * c->size : 8192;
      char *bigger = realloc (c->output, c->size);
      if (!bigger)
	abort ();
      c->output = bigger;
    }
  ssize_t n;
  do
    n = read (c->fd, c->output + c->length, c->size - c->length - 1);
  while (n < 0 && errno == EINTR);
  if (n <= 0)
    return false;
  c->length += (size_t) n;
  return true;
}

/* Child C has closed its pipe: wait for it, give back its byte, and
   report it.  */
static void
finish (Child *c, void (*done) (int, const char *, size_t, int, void *),
	void *data)
{
  int status;
  close (c->fd);
  while (waitpid (c->pid, &status, 0) < 0 && errno == EINTR)
    ;
  if (c->token)
    give_token ();
  if (c->output)
    c->output[c->length] = '\0';
  done (c->task, c->output ? c->output : "", c->length,
	WIFEXITED (status) ? WEXITSTATUS (status) : -1, data);
  free (c->output);
  c->pid = 0;
}

void
jobs_run (int count, int limit, int (*run) (int, void *),
	  void (*done) (int, const char *, size_t, int, void *), void *data)
{
  if (limit < 1)
    limit = 1;
  Child *children = calloc ((size_t) limit, sizeof *children);
  struct pollfd *polls = calloc ((size_t) limit + 1, sizeof *polls);
  if (!children || !polls)
    abort ();
  int next = 0, running = 0;
  while (next < count || running > 0)
    {
      /* Start a child if a slot is free: the recipe's own (no child
	 holds it) or a byte of the jobserver.  */
      bool own_free = true;
      for (int i = 0; i < limit; i++)
	if (children[i].pid && !children[i].token)
	  own_free = false;
      bool want = next < count && running < limit;
      int n = 0;
      if (want && (own_free || token_read < 0))
	{
	  running += launch (children, next++, false, run, done, data);
	  continue;
	}
      for (int i = 0; i < limit; i++)
	if (children[i].pid)
	  {
	    polls[n].fd = children[i].fd;
	    polls[n].events = POLLIN;
	    polls[n++].revents = 0;
	  }
      int waiting_token = want ? n : -1;
      if (want)
	{
	  polls[n].fd = token_read;
	  polls[n].events = POLLIN;
	  polls[n++].revents = 0;
	}
      if (poll (polls, (nfds_t) n, -1) < 0)
	{
	  if (errno == EINTR)
	    continue;
	  abort ();
	}
      for (int i = 0, p = 0; i < limit; i++)
	if (children[i].pid && p < n)
	  {
	    if (polls[p].revents && !drain (&children[i]))
	      {
		finish (&children[i], done, data);
		running--;
	      }
	    p++;
	  }
      if (waiting_token >= 0 && polls[waiting_token].revents)
	{
	  /* Another process may have taken the byte first: then the
	     read waits for one, which some job of make gives back.  */
	  char token;
	  ssize_t got;
	  do
	    got = read (token_read, &token, 1);
	  while (got < 0 && errno == EINTR);
	  if (got != 1)
	    continue;
	  running += launch (children, next++, true, run, done, data);
	}
    }
  free (children);
  free (polls);
}

const char *
jobs_last_line (const char *output, size_t length)
{
  const char *last = output + length;
  while (last > output && last[-1] == '\n')
    last--;
  while (last > output && last[-1] != '\n')
    last--;
  return last;
}
