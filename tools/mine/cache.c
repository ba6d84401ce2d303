/* cache.c: answers as text, and the cache of answers that outlives a
   run (--cache), in a directory or in Redis, shared by every machine
   that mines.

   An answer is what the finder concluded of a record's canonical key
   (main.c): "N" (no finding), or

     A KIND (MASK CUT FACTS)... ON... TERM

   the minimized finding: its kind; per node, which facts it keeps, if
   it is cut, and the six facts as weakened (each two hexadecimal
   halves); per condition whether it is kept; the target in prefix form
   (KIND NODE OP WIDTH P R VALUE-HIGH VALUE-LOW, then the operands).  A
   worker of --jobs hands its answers to the parent in this form too.

   KEY FORMAT.  An answer depends on the record's canonical key, on the
   finder (its questions, and the semantics of the table it asks them
   with: FINDER_HASH, the SHA-256 of its sources), on Z3's version and
   on the counted limits.  Its identity is the text

     peephole-mine-z3 answer 1
     finder FINDER_HASH
     z3 Z3-VERSION
     limits RLIMIT ROOT-RLIMIT BUDGET
     record CANONICAL-KEY

   and its key is "peephole-mine:1:" and the SHA-256 of the identity:
   in Redis, that key; in a directory, the file DIR/XX/REST of the
   SHA-256's first two digits and the rest.  The value is four lines:

     peephole-mine-z3 answer 1
     SHA-256 of the identity
     the answer
     sum FNV-1a-64 of the three lines above, in hexadecimal

   An entry that is not so, whose identity is another (a stale entry,
   or a collision), whose sum differs (a corrupt one), whose answer does
   not fit the record, or whose finding Z3 does not prove again (in a
   process of its own, one query; "no finding" could only be checked by
   asking all the questions again) is refused: counted, said once, and
   the record is answered again, and its entry written anew.  The sum
   catches damage, not a forger: whoever can write the cache decides
   which findings are missed.  Timed limits (--timeout, --root-time)
   make answers depend on the machine, and are refused with --cache.

   Redis is spoken to in its protocol (RESP) over TCP: MGET for the
   answers of many records at once, SET (pipelined) for new ones.  When
   the server cannot be reached, or stops answering within 10 s, the
   finder says so once and goes on without the cache.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include <errno.h>
#include <netdb.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <fcntl.h>

#include "mine.h"
#include "finder-hash.h"
#include "options.h"
#include "sha256.h"

#define KEY_PREFIX "peephole-mine:1:"
#define VALUE_HEADER "peephole-mine-z3 answer 1"

/* Answers as text.  */

static void
text_uint (Text *t, peep_uint v)
{
  text_printf (t, " %llx %llx", (unsigned long long) (v >> 64),
	       (unsigned long long) v);
}

static void
text_term (Text *t, const Term *term)
{
  text_printf (t, " %d %d %d %u %u %u", (int) term->kind, term->node,
	       (int) term->op, term->width, term->p, term->r);
  text_uint (t, term->value);
  if (term->kind == TERM_OPERATION)
    for (int i = 0; i < mine_ops[term->op].arity; i++)
      text_term (t, term->args[i]);
}

char *
answer_text (const CacheEntry *entry)
{
  Text t = { NULL, 0, 0 };
  if (!entry->found)
    {
      text_printf (&t, "N");
      return t.s;
    }
  const View *view = &entry->view;
  const Record *record = view->record;
  text_printf (&t, "A %d", (int) entry->kind);
  for (int i = 0; i < record->node_count; i++)
    {
      const struct peep_facts *f = &view->facts[i];
      text_printf (&t, " %d %d", view->fact_mask[i], view->cut[i]);
      text_facts (&t, f, ' ');
    }
  for (int c = 0; c < record->condition_count; c++)
    text_printf (&t, " %d", view->condition_on[c]);
  text_term (&t, entry->target);
  return t.s;
}

/* A reader of an answer that may be damaged: every number is checked,
   and OK is cleared at the first that is not one.  */
typedef struct Cursor
{
  const char *p;
  int ok;
} Cursor;

static long
cursor_int (Cursor *c, long low, long high)
{
  char *end;
  errno = 0;
  long v = c->ok && *c->p == ' ' ? strtol (c->p + 1, &end, 10) : 0;
  if (!c->ok || *c->p != ' ' || end == c->p + 1 || errno || v < low
      || v > high)
    {
      c->ok = 0;
      return low;
    }
  c->p = end;
  return v;
}

static peep_uint
cursor_uint (Cursor *c)
{
  peep_uint halves[2] = { 0, 0 };
  for (int h = 0; h < 2; h++)
    {
      char *end;
      errno = 0;
      if (!c->ok || c->p[0] != ' ' || c->p[1] == '-' || c->p[1] == '+'
	  || c->p[1] == ' ')
	{
	  c->ok = 0;
	  return 0;
	}
      halves[h] = strtoull (c->p + 1, &end, 16);
      if (end == c->p + 1 || errno)
	{
	  c->ok = 0;
	  return 0;
	}
      c->p = end;
    }
  return halves[0] << 64 | halves[1];
}

#define TERM_DEPTH_MAX 8

static Term *
cursor_term (Cursor *c, const Record *record, int depth)
{
  Term *t = mine_alloc (sizeof *t);
  t->kind = (TermKind) cursor_int (c, TERM_NODE, TERM_HOLE);
  t->node = (int) cursor_int (c, -1, record->node_count - 1);
  t->op = (enum peep_op) cursor_int (c, 0, PEEP_OP_COUNT - 1);
  t->width = (unsigned) cursor_int (c, 0, 128);
  t->p = (unsigned) cursor_int (c, 0, 128);
  t->r = (unsigned) cursor_int (c, 0, 128);
  t->value = cursor_uint (c);
  if (c->ok && t->kind == TERM_NODE && t->node < 0)
    c->ok = 0;
  if (c->ok && t->kind == TERM_OPERATION)
    {
      if (t->op == 0 || depth >= TERM_DEPTH_MAX)
	c->ok = 0;
      for (int i = 0; c->ok && i < mine_ops[t->op].arity; i++)
	t->args[i] = cursor_term (c, record, depth + 1);
    }
  return t;
}

/* Free T, a term of answer_parse: each of its nodes is its own.  */
void
parsed_term_free (Term *t)
{
  if (!t)
    return;
  if (t->kind == TERM_OPERATION)
    for (int i = 0; i < 3; i++)
      parsed_term_free (t->args[i]);
  free (t);
}

int
answer_parse (const char *text, CacheEntry *entry, const Record *record)
{
  if (strcmp (text, "N") == 0)
    {
      entry->found = 0;
      return 1;
    }
  if (text[0] != 'A')
    return 0;
  Cursor c = { text + 1, 1 };
  View view;
  view_init (&view, record);
  FindingKind kind = (FindingKind) cursor_int (&c, FINDING_CONSTANT,
					       FINDING_CHEAPER);
  for (int i = 0; i < record->node_count && c.ok; i++)
    {
      struct peep_facts *f = &view.facts[i];
      view.fact_mask[i] = (unsigned char) cursor_int (&c, 0,
						      (1 << FACT_COUNT) - 1);
      view.cut[i] = (unsigned char) cursor_int (&c, 0, 1);
      f->lower = cursor_uint (&c);
      f->upper = cursor_uint (&c);
      f->ulower = cursor_uint (&c);
      f->uupper = cursor_uint (&c);
      f->ones = cursor_uint (&c);
      f->zeros = cursor_uint (&c);
    }
  for (int i = 0; i < record->condition_count && c.ok; i++)
    view.condition_on[i] = (unsigned char) cursor_int (&c, 0, 1);
  Term *target = c.ok ? cursor_term (&c, record, 0) : NULL;
  /* A constant is a constant, the same value a node, a cheaper one an
     operation (find.c).  */
  static const TermKind kinds[] = { TERM_CONSTANT, TERM_NODE,
				    TERM_OPERATION };
  if (c.ok && target->kind != kinds[kind])
    c.ok = 0;
  if (!c.ok || *c.p != '\0')
    {
      parsed_term_free (target);
      view_free (&view);
      return 0;
    }
  entry->found = 1;
  entry->kind = kind;
  entry->target = target;
  entry->view = view;
  return 1;
}

/* The store: a directory or a Redis server.  */

struct Store
{
  char *name;			/* as given */
  char *directory;		/* or: */
  int fd;			/* of the connection to Redis, -1 if none */
  char *in;			/* what Redis sent, not yet read */
  size_t in_start, in_length, in_size;
  char prefix[256];		/* of the identity, before the record */
};

static void
store_warning (Store *store, const char *what, const char *why)
{
  fprintf (stderr, "peephole-mine-z3: warning: cache %s: %s%s%s; going on "
	   "without it\n", store->name, what, why ? ": " : "", why ? why : "");
}

/* Drop the connection to Redis after an error, and say so.  */
static void
redis_fail (Store *store, const char *what, const char *why)
{
  if (store->fd >= 0)
    {
      store_warning (store, what, why);
      close (store->fd);
      store->fd = -1;
    }
}

static int
redis_send (Store *store, const char *data, size_t length)
{
  while (store->fd >= 0 && length > 0)
    {
      ssize_t n = write (store->fd, data, length);
      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	{
	  redis_fail (store, "writing", n < 0 ? strerror (errno) : NULL);
	  return 0;
	}
      data += n;
      length -= n;
    }
  return store->fd >= 0;
}

/* A command of COUNT arguments, as RESP's array of bulk strings, added
   to T.  */
static void
redis_command (Text *t, int count, const char *const *arguments,
	       const size_t *lengths)
{
  text_printf (t, "*%d\r\n", count);
  for (int i = 0; i < count; i++)
    {
      text_printf (t, "$%zu\r\n", lengths[i]);
      if (t->length + lengths[i] + 3 > t->size)
	{
	  t->size = 2 * (t->length + lengths[i] + 3);
	  t->s = realloc (t->s, t->size);
	  if (!t->s)
	    abort ();
	}
      memcpy (t->s + t->length, arguments[i], lengths[i]);
      t->length += lengths[i];
      text_printf (t, "\r\n");
    }
}

/* At least LENGTH bytes of Redis's reply, in IN from IN_START.  */
static int
redis_need (Store *store, size_t length)
{
  while (store->fd >= 0 && store->in_length - store->in_start < length)
    {
      if (store->in_start > 0)
	{
	  memmove (store->in, store->in + store->in_start,
		   store->in_length - store->in_start);
	  store->in_length -= store->in_start;
	  store->in_start = 0;
	}
      if (store->in_size < length + 4096)
	{
	  store->in_size = 2 * (length + 4096);
	  store->in = realloc (store->in, store->in_size);
	  if (!store->in)
	    abort ();
	}
      ssize_t n = read (store->fd, store->in + store->in_length,
			store->in_size - store->in_length);
      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	{
	  redis_fail (store, "reading",
		      n < 0 ? (errno == EAGAIN ? "no answer in 10 s"
			       : strerror (errno))
		      : "the server closed the connection");
	  return 0;
	}
      store->in_length += n;
    }
  return store->fd >= 0;
}

/* A line of the reply (its "\r\n" replaced by a null), or NULL.  */
static char *
redis_line (Store *store)
{
  for (size_t scanned = 0;; )
    {
      char *start = store->in + store->in_start;
      size_t have = store->in_length - store->in_start;
      for (; scanned + 1 < have; scanned++)
	if (start[scanned] == '\r' && start[scanned + 1] == '\n')
	  {
	    start[scanned] = '\0';
	    store->in_start += scanned + 2;
	    return start;
	  }
      if (!redis_need (store, have + 1))
	return NULL;
    }
}

/* One reply: a bulk string's bytes into *VALUE (null if nil, a new
   null-terminated copy otherwise), or a status.  Returns 1 for a
   string or nil, 2 for a status (+OK) or an integer, 0 on an error
   (which drops the connection).  */
static int
redis_reply (Store *store, char **value)
{
  *value = NULL;
  char *line = redis_line (store);
  if (!line)
    return 0;
  if (line[0] == '+' || line[0] == ':')
    return 2;
  if (line[0] == '-')
    {
      redis_fail (store, "the server answered", line + 1);
      return 0;
    }
  char *end;
  long length = line[0] == '$' ? strtol (line + 1, &end, 10) : -2;
  if (line[0] != '$' || *end || length < -1 || length > (1L << 28))
    {
      redis_fail (store, "a reply not in Redis's protocol", NULL);
      return 0;
    }
  if (length < 0)
    return 1;
  if (!redis_need (store, (size_t) length + 2))
    return 0;
  const char *data = store->in + store->in_start;
  if (data[length] != '\r' || data[length + 1] != '\n')
    {
      redis_fail (store, "a reply not in Redis's protocol", NULL);
      return 0;
    }
  *value = mine_alloc ((size_t) length + 1);
  memcpy (*value, data, (size_t) length);
  store->in_start += (size_t) length + 2;
  return 1;
}

/* The header of an array reply of COUNT elements.  */
static int
redis_array (Store *store, int count)
{
  char *line = redis_line (store);
  if (!line)
    return 0;
  if (line[0] == '-')
    {
      redis_fail (store, "the server answered", line + 1);
      return 0;
    }
  if (line[0] != '*' || atoi (line + 1) != count)
    {
      redis_fail (store, "a reply not in Redis's protocol", NULL);
      return 0;
    }
  return 1;
}

/* Connect to redis://HOST[:PORT][/DB] (the part after "redis://" in
   SPEC); a failure is said, and leaves FD -1.  */
static void
redis_connect (Store *store, const char *spec)
{
  char host[256], port[16] = "6379";
  int db = 0, length = 0;
  if (sscanf (spec, "%255[^:/]%n", host, &length) != 1)
    usage_error ("--cache '%s': expected redis://HOST[:PORT][/DB]",
		 store->name);
  spec += length;
  if (*spec == ':'
      && (sscanf (spec, ":%15[0-9]%n", port, &length) != 1 || !length))
    usage_error ("--cache '%s': expected redis://HOST[:PORT][/DB]",
		 store->name);
  if (*spec == ':')
    spec += length;
  if (*spec == '/'
      && (sscanf (spec, "/%d%n", &db, &length) != 1 || db < 0))
    usage_error ("--cache '%s': expected redis://HOST[:PORT][/DB]",
		 store->name);
  if (*spec == '/')
    spec += length;
  if (*spec)
    usage_error ("--cache '%s': expected redis://HOST[:PORT][/DB]",
		 store->name);
  struct addrinfo hints, *addresses;
  memset (&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  int status = getaddrinfo (host, port, &hints, &addresses);
  if (status != 0)
    {
      store_warning (store, "connecting", gai_strerror (status));
      return;
    }
  const char *why = NULL;
  for (struct addrinfo *a = addresses; a && store->fd < 0; a = a->ai_next)
    {
      int fd = socket (a->ai_family, a->ai_socktype, a->ai_protocol);
      if (fd < 0)
	continue;
      struct timeval limit = { 10, 0 };
      int one = 1;
      setsockopt (fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
      setsockopt (fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
      setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      if (connect (fd, a->ai_addr, a->ai_addrlen) == 0)
	store->fd = fd;
      else
	{
	  why = strerror (errno);
	  close (fd);
	}
    }
  freeaddrinfo (addresses);
  if (store->fd < 0)
    {
      store_warning (store, "connecting", why);
      return;
    }
  if (db)
    {
      char number[16];
      snprintf (number, sizeof number, "%d", db);
      const char *arguments[] = { "SELECT", number };
      size_t lengths[] = { 6, strlen (number) };
      Text t = { NULL, 0, 0 };
      redis_command (&t, 2, arguments, lengths);
      char *value;
      if (redis_send (store, t.s, t.length))
	redis_reply (store, &value);
      free (t.s);
    }
}

Store *
store_open (const char *spec, const Options *options)
{
  if (options->timeout_ms || options->root_time_ms)
    usage_error ("--cache needs the counted limits alone: --timeout and "
		 "--root-time make answers depend on the machine", NULL);
  Store *store = mine_alloc (sizeof *store);
  store->name = mine_strdup (spec);
  store->fd = -1;
  snprintf (store->prefix, sizeof store->prefix,
	    VALUE_HEADER "\nfinder %s\nz3 %s\nlimits %u %llu %d\nrecord ",
	    FINDER_HASH, Z3_get_full_version (), options->rlimit,
	    options->root_rlimit, options->budget);
  if (strncmp (spec, "redis://", 8) == 0)
    redis_connect (store, spec + 8);
  else
    {
      if (mkdir (spec, 0777) != 0 && errno != EEXIST)
	{
	  fprintf (stderr, "peephole-mine-z3: %s: %s\n", spec,
		   strerror (errno));
	  exit (1);
	}
      store->directory = store->name;
    }
  return store;
}

void
store_close (Store *store)
{
  if (store->fd >= 0)
    close (store->fd);
  free (store->in);
  free (store->name);
  free (store);
}

static unsigned long long
fnv64 (const char *text, size_t length)
{
  unsigned long long h = 14695981039346656037ull;
  for (size_t i = 0; i < length; i++)
    h = (h ^ (unsigned char) text[i]) * 1099511628211ull;
  return h;
}

/* The SHA-256 of the identity of ENTRY's answer, into HASH.  */
static void
identity_hash (const Store *store, const CacheEntry *entry, char hash[65])
{
  size_t length = strlen (store->prefix), key = strlen (entry->key);
  char *identity = mine_alloc (length + key + 1);
  memcpy (identity, store->prefix, length);
  memcpy (identity + length, entry->key, key + 1);
  sha256_hex_into (identity, length + key, hash);
  free (identity);
}

/* The value of an answer whose identity is HASH.  */
static char *
store_value (const char *hash, const char *answer)
{
  Text t = { NULL, 0, 0 };
  text_printf (&t, VALUE_HEADER "\n%s\n%s\n", hash, answer);
  unsigned long long sum = fnv64 (t.s, t.length);
  text_printf (&t, "sum %016llx\n", sum);
  return t.s;
}

/* The answer in VALUE, if VALUE is whole and its identity is HASH;
   a pointer into VALUE (modified), or NULL.  */
static char *
value_answer (char *value, const char *hash)
{
  size_t length = strlen (value);
  char *sum = length > 21 ? value + length - 21 : NULL;
  if (!sum || strncmp (sum, "sum ", 4) != 0 || sum[-1] != '\n'
      || value[length - 1] != '\n')
    return NULL;
  char expected[32];
  snprintf (expected, sizeof expected, "sum %016llx\n",
	    fnv64 (value, sum - value));
  if (strcmp (sum, expected) != 0)
    return NULL;
  sum[-1] = '\0';
  size_t header = strlen (VALUE_HEADER);
  if (strncmp (value, VALUE_HEADER "\n", header + 1) != 0
      || strncmp (value + header + 1, hash, 64) != 0
      || value[header + 65] != '\n')
    return NULL;
  return value + header + 66;
}

static char *
entry_path (const Store *store, const char *hash)
{
  char *path = mine_alloc (strlen (store->directory) + 72);
  sprintf (path, "%s/%.2s/%s", store->directory, hash, hash + 2);
  return path;
}

static char *
read_whole (const char *path)
{
  FILE *in = fopen (path, "rb");
  if (!in)
    return NULL;
  Text t = { NULL, 0, 0 };
  char chunk[4096];
  size_t n;
  text_printf (&t, "%s", "");
  while ((n = fread (chunk, 1, sizeof chunk, in)) > 0)
    {
      if (memchr (chunk, '\0', n))
	{
	  free (t.s);
	  fclose (in);
	  return mine_strdup ("");
	}
      text_printf (&t, "%.*s", (int) n, chunk);
    }
  fclose (in);
  return t.s;
}

/* The values of the COUNT identities HASHES, into VALUES (NULL where
   there is none).  */
static void
store_get (Store *store, char (*hashes)[65], int count, char **values)
{
  for (int i = 0; i < count; i++)
    values[i] = NULL;
  if (store->directory)
    {
      for (int i = 0; i < count; i++)
	{
	  char *path = entry_path (store, hashes[i]);
	  values[i] = read_whole (path);
	  free (path);
	}
      return;
    }
  /* MGET by batches, so that a reply stays small.  */
  enum { BATCH = 512 };
  for (int first = 0; first < count && store->fd >= 0; first += BATCH)
    {
      int n = count - first < BATCH ? count - first : BATCH;
      const char **arguments = mine_alloc ((n + 1) * sizeof *arguments);
      size_t *lengths = mine_alloc ((n + 1) * sizeof *lengths);
      char (*keys)[96] = mine_alloc (n * sizeof *keys);
      arguments[0] = "MGET";
      lengths[0] = 4;
      for (int i = 0; i < n; i++)
	{
	  snprintf (keys[i], sizeof keys[i], KEY_PREFIX "%s",
		    hashes[first + i]);
	  arguments[i + 1] = keys[i];
	  lengths[i + 1] = strlen (keys[i]);
	}
      Text t = { NULL, 0, 0 };
      redis_command (&t, n + 1, arguments, lengths);
      if (redis_send (store, t.s, t.length) && redis_array (store, n))
	for (int i = 0; i < n; i++)
	  if (redis_reply (store, &values[first + i]) != 1)
	    break;
      free (t.s);
      free (keys);
      free (lengths);
      free (arguments);
    }
}

/* Write VALUE under the identity HASH: to a temporary file renamed, in
   a directory, so that parallel runs share it safely.  */
static void
store_put_file (Store *store, const char *hash, const char *value)
{
  static int warned;
  char *path = entry_path (store, hash);
  char *slash = strrchr (path, '/');
  *slash = '\0';
  mkdir (path, 0777);
  *slash = '/';
  char *temporary = mine_alloc (strlen (path) + 32);
  sprintf (temporary, "%s.tmp-%ld", path, (long) getpid ());
  FILE *out = fopen (temporary, "wb");
  int ok = out && fputs (value, out) >= 0;
  if (out)
    ok &= fclose (out) == 0;
  if (!ok || rename (temporary, path) != 0)
    {
      if (!warned++)
	fprintf (stderr, "peephole-mine-z3: warning: cache %s: %s: %s\n",
		 store->name, temporary, strerror (errno));
      remove (temporary);
    }
  free (temporary);
  free (path);
}

/* Prove again the findings read from the store, the entries FOUND
   (COUNT of them, of the records RECORDS): HOLDS[I] is set if the
   finding of FOUND[I] holds.  In a process of their own, for a damaged
   entry may hold a target that Z3 cannot even build (operands of
   another width), and Z3 ends the process then: the process answers
   them in order, a line each, and if it dies, the entry it was on is
   refused and another process goes on after it.  */
static void
prove_again (CacheEntry **found, const Record **records, int count,
	     char *holds, const Options *options, Statistics *statistics)
{
  for (int next = 0; next < count; )
    {
      int channel[2];
      fflush (NULL);
      pid_t pid = pipe (channel) == 0 ? fork () : -1;
      if (pid < 0)
	{
	  /* Refused, all of them: answered again.  */
	  memset (holds + next, 0, count - next);
	  return;
	}
      if (pid == 0)
	{
	  close (channel[0]);
	  int null = open ("/dev/null", O_WRONLY);
	  if (null >= 0)
	    dup2 (null, 2);
	  FILE *out = fdopen (channel[1], "w");
	  for (int i = next; i < count && out; i++)
	    {
	      Statistics mine = { 0 };
	      fprintf (out, "%d %d\n", i,
		       answer_holds (found[i], records[i], options, &mine));
	      fflush (out);
	    }
	  _exit (0);
	}
      close (channel[1]);
      FILE *in = fdopen (channel[0], "r");
      int i = next - 1, result;
      while (in && fscanf (in, "%d %d", &i, &result) == 2)
	{
	  holds[i] = result == 1;
	  statistics->store_proofs++;
	}
      if (in)
	fclose (in);
      int status;
      waitpid (pid, &status, 0);
      if (i + 1 < count)
	holds[i + 1] = 0;		/* it died on this one */
      next = i + 2;
    }
}

/* Verify and use the answers of the COUNT ENTRIES (of the records
   RECORDS) that the store has: set their answers, and FROM_STORE.  */
void
store_fetch (Store *store, CacheEntry **entries, const Record **records,
	     int count, const Options *options, Statistics *statistics)
{
  char (*hashes)[65] = mine_alloc ((count + 1) * sizeof *hashes);
  char **values = mine_alloc ((count + 1) * sizeof *values);
  char *ok = mine_alloc (count + 1);
  for (int i = 0; i < count; i++)
    identity_hash (store, entries[i], hashes[i]);
  store_get (store, hashes, count, values);
  /* Read every entry; then prove the findings again, all at once.  */
  CacheEntry **found = mine_alloc ((count + 1) * sizeof *found);
  const Record **found_records = mine_alloc ((count + 1)
					     * sizeof *found_records);
  int *found_index = mine_alloc ((count + 1) * sizeof *found_index);
  char *holds = mine_alloc (count + 1);
  int found_count = 0;
  for (int i = 0; i < count; i++)
    if (values[i])
      {
	char *answer = value_answer (values[i], hashes[i]);
	ok[i] = answer && answer_parse (answer, entries[i], records[i]);
	if (ok[i] && entries[i]->found)
	  {
	    found[found_count] = entries[i];
	    found_records[found_count] = records[i];
	    found_index[found_count++] = i;
	  }
      }
  prove_again (found, found_records, found_count, holds, options,
	       statistics);
  for (int k = 0; k < found_count; k++)
    if (!holds[k])
      {
	CacheEntry *entry = found[k];
	parsed_term_free (entry->target);
	view_free (&entry->view);
	entry->found = 0;
	ok[found_index[k]] = 0;
      }
  int said = 0;
  for (int i = 0; i < count; i++)
    {
      if (!values[i])
	continue;
      if (ok[i])
	{
	  entries[i]->from_store = 1;
	  statistics->store_hits++;
	}
      else
	{
	  statistics->store_refused++;
	  if (!said++)
	    fprintf (stderr, "peephole-mine-z3: warning: cache %s: the entry "
		     "%s%s is stale or corrupt, or its finding is not proven "
		     "again; answering its record again\n", store->name,
		     store->directory ? "" : KEY_PREFIX, hashes[i]);
	}
      free (values[i]);
    }
  free (found);
  free (found_records);
  free (found_index);
  free (holds);
  free (ok);
  free (values);
  free (hashes);
}

/* Write the answers of the COUNT ENTRIES to the store.  */
void
store_save (Store *store, CacheEntry **entries, int count)
{
  Text commands = { NULL, 0, 0 };
  int pending = 0;
  for (int i = 0; i <= count; i++)
    {
      /* Redis: SETs pipelined, their replies read every 256.  */
      if (store->fd >= 0 && (pending == 256 || (i == count && pending)))
	{
	  char *reply;
	  if (redis_send (store, commands.s, commands.length))
	    for (int k = 0; k < pending && redis_reply (store, &reply) == 2;
		 k++)
	      ;
	  commands.length = 0;
	  pending = 0;
	}
      if (i == count || (!store->directory && store->fd < 0)
	  || entries[i]->timed)
	continue;
      char hash[65];
      identity_hash (store, entries[i], hash);
      char *answer = answer_text (entries[i]);
      char *value = store_value (hash, answer);
      free (answer);
      if (store->directory)
	store_put_file (store, hash, value);
      else
	{
	  char key[96];
	  snprintf (key, sizeof key, KEY_PREFIX "%s", hash);
	  const char *arguments[] = { "SET", key, value };
	  size_t lengths[] = { 3, strlen (key), strlen (value) };
	  redis_command (&commands, 3, arguments, lengths);
	  pending++;
	}
      free (value);
    }
  free (commands.s);
}
