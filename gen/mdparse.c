/* mdparse.c: match.pd's forms as written (see matchpd.h).

   The lexer reads match.pd as genmatch's libcpp does: C comments and
   white space (a newline is white space too), identifiers, pp-numbers,
   string and character literals, and single-character punctuators,
   which the parser joins where it needs to ("@" "0" is a capture) and
   which C++ code keeps as they were spaced ("-" ">" with nothing
   between them is "->").  It also does the preprocessing that match.pd
   relies on:

     #include "FILE"   looked for in the including file's directory,
                       then the current one (genmatch's build
                       directory); every #include is recorded in
                       MdFile.includes, and one that is not found
                       (GCC's generated cfn-operators.pd) is skipped;
     #define, #undef   object- and function-like macros with # and ##,
                       expanded where forms are read (match.pd's
                       DEFINE_INT_AND_FLOAT_ROUND_FN writes operator
                       lists) but not in C++ code, whose text stays as
                       written (trunk defines helper macros inside a
                       (with { ... }) block);
     #if GIMPLE        genmatch reads match.pd twice, once with
                       GIMPLE=1 GENERIC=0 and once the other way round.
                       peepgen keeps what either reading sees: a form
                       or a result under #if GIMPLE has only_in
                       "GIMPLE", one under #if GENERIC "GENERIC", the
                       others NULL; C++ code keeps the text of both
                       (match.pd has no #else).  A form or result of
                       which only a part is under #if is an error.  #if,
                       #elif, #ifdef, #ifndef, #else and #endif read
                       integers, GIMPLE, GENERIC, other macros, defined,
                       !, &&, || and parentheses.

   One extension: outside C++ code, a ';' that starts a line starts a
   comment that runs to its end, as in Lisp (the reference copy of
   trunk's match.pd names its origin in such a line; genmatch would
   reject it).

   The parser is genmatch's (parser::parse_pattern and what it calls),
   each function under its grammar rule.  White space matters where it
   does for genmatch: there is none between an operator and its '?',
   '!', ':' and capture, nor between a predicate and its capture, and
   some between operands.  It makes the checks genmatch makes without
   a table of operators (captures, @@, '?' only in a match and '!' only
   in a result, the flags c, C and s, the operands of (match NAME));
   the names themselves are resolved by mdlower.c.  Integer literals
   are not operands in match.pd (genmatch's parse_op rejects them), so
   MD_INTEGER never comes from here.

   C++ code, the COND of (if (COND) ...) and the blocks of (with { ... })
   and { ... } operands, is kept as the text of its tokens, one space
   where the source had white space or a comment, without the outer
   delimiters: (if (TYPE_UNSIGNED (type)\n && @0)) gives
   "TYPE_UNSIGNED (type) && @0".

   After a syntax error the parser skips to the end of the top-level
   form, or to a '(' in column 1, where match.pd starts its forms, so
   that one run reports the errors of every form.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "matchpd.h"

#include <ctype.h>
#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Limits that keep a malformed file from exhausting the stack.  */
#define MAX_DEPTH 200		/* nested forms, expressions, results */
#define MAX_SOURCES 200		/* nested macro expansions and #includes */
#define MAX_OPEN 512		/* open '(' and '{' named in messages */

/* Growable arrays and strings in the arena.  */

typedef struct Vector
{
  void **items;
  int count;
  int capacity;
} Vector;

static void
vector_push (Vector *vector, void *item)
{
  if (vector->count == vector->capacity)
    {
      int capacity = vector->capacity ? 2 * vector->capacity : 8;
      void **items = arena_alloc ((size_t) capacity * sizeof *items);
      if (vector->count)
	memcpy (items, vector->items, (size_t) vector->count * sizeof *items);
      vector->items = items;
      vector->capacity = capacity;
    }
  vector->items[vector->count++] = item;
}

typedef struct Text
{
  char *data;
  size_t length;
  size_t capacity;
} Text;

static void
text_append (Text *text, const char *s, size_t n)
{
  if (text->length + n + 1 > text->capacity)
    {
      size_t capacity = text->capacity ? 2 * text->capacity : 64;
      while (capacity < text->length + n + 1)
	capacity *= 2;
      char *data = arena_alloc (capacity);
      if (text->length)
	memcpy (data, text->data, text->length);
      text->data = data;
      text->capacity = capacity;
    }
  memcpy (text->data + text->length, s, n);
  text->length += n;
  text->data[text->length] = '\0';
}

static void
text_puts (Text *text, const char *s)
{
  text_append (text, s, strlen (s));
}

static void
text_trim_end (Text *text)
{
  while (text->length > 0
	 && isspace ((unsigned char) text->data[text->length - 1]))
    text->data[--text->length] = '\0';
}

static char *
text_string (const Text *text)
{
  return text->data ? text->data : arena_strdup ("");
}

static bool
name_start_p (int c)
{
  return c != EOF && (isalpha (c) || c == '_');
}

static bool
name_char_p (int c)
{
  return c != EOF && (isalnum (c) || c == '_');
}

/* The lexer.  */

typedef enum MdTokenKind
{
  MD_TOKEN_END,
  MD_TOKEN_NAME,
  MD_TOKEN_NUMBER,		/* a pp-number: 12, 0x1f, 1.5e+3 */
  MD_TOKEN_STRING,		/* "..." or '...' */
  MD_TOKEN_LPAREN,
  MD_TOKEN_RPAREN,
  MD_TOKEN_LBRACE,
  MD_TOKEN_RBRACE,
  MD_TOKEN_AT,
  MD_TOKEN_COLON,
  MD_TOKEN_QUERY,
  MD_TOKEN_NOT,
  MD_TOKEN_CARET,
  MD_TOKEN_OTHER		/* any other character, of C++ code */
} MdTokenKind;

typedef struct MdToken
{
  MdTokenKind kind;
  Location location;
  const char *start;		/* its text, in a file or an expansion */
  size_t length;
  bool space_before;		/* white space or a comment before it:
				   libcpp's PREV_WHITE */
  const char *only_in;		/* the reading it is in: see MdForm */
} MdToken;

typedef struct Macro
{
  const char *name;
  int parameter_count;		/* -1 for an object-like macro */
  const char **parameters;
  const char *body;
  struct Macro *next;
} Macro;

/* A file being read, or the expansion of a macro being rescanned.  */
typedef struct Source
{
  const char *file;
  const char *cursor;
  const char *end;
  int line;
  int column;
  bool line_start;		/* only white space so far on this line */
  const Macro *macro;		/* NULL for a file */
  Location origin;		/* MACRO: where it was used, the place of all
				   its tokens */
  struct Source *outer;
} Source;

/* The readings of genmatch, as a set: what a piece of text is in.  */
#define READ_GIMPLE 1u
#define READ_GENERIC 2u
#define READ_BOTH 3u

static const char gimple_name[] = "GIMPLE";
static const char generic_name[] = "GENERIC";

/* An #if ... #endif being read.  */
typedef struct Conditional
{
  Location location;		/* of its #if */
  const Source *source;		/* the file it is in */
  unsigned outer;		/* the readings of the text around it */
  unsigned taken;		/* those in which an earlier branch was read */
  unsigned readings;		/* those of the current branch */
  bool else_seen;
} Conditional;

typedef struct MdLexer
{
  Source *source;
  int source_count;
  Macro *macros;
  Conditional *conditionals;
  int conditional_count;
  int conditional_capacity;
  bool c_code;			/* reading C++: no macro expansion, ';' is a
				   token */
  Vector *includes;		/* MdInclude */
} MdLexer;

static int
source_peek (const Source *source, size_t ahead)
{
  if ((size_t) (source->end - source->cursor) <= ahead)
    return EOF;
  return (unsigned char) source->cursor[ahead];
}

/* Columns count as GCC counts them by default: a tab advances to the
   next multiple of 8.  */
static void
source_advance (Source *source)
{
  int c = source_peek (source, 0);
  if (c == EOF)
    return;
  source->cursor++;
  if (c == '\n')
    {
      source->line++;
      source->column = 1;
      source->line_start = true;
    }
  else if (c == '\t')
    source->column = ((source->column - 1) / 8 + 1) * 8 + 1;
  else
    source->column++;
}

static Location
source_location (const Source *source)
{
  if (source->macro)
    return source->origin;
  Location location = { source->file, source->line, source->column };
  return location;
}

/* The length of a backslash-newline at the cursor, 0 if none.  */
static int
splice_length (const Source *source)
{
  if (source_peek (source, 0) != '\\')
    return 0;
  if (source_peek (source, 1) == '\n')
    return 2;
  if (source_peek (source, 1) == '\r' && source_peek (source, 2) == '\n')
    return 3;
  return 0;
}

static unsigned
current_readings (const MdLexer *lexer)
{
  if (lexer->conditional_count == 0)
    return READ_BOTH;
  return lexer->conditionals[lexer->conditional_count - 1].readings;
}

static const char *
readings_name (unsigned readings)
{
  return readings == READ_GIMPLE ? gimple_name
	 : readings == READ_GENERIC ? generic_name : NULL;
}

/* Skip the comment at the cursor, if there is one.  */
static bool
skip_comment (Source *source)
{
  if (source_peek (source, 0) != '/')
    return false;
  if (source_peek (source, 1) == '/')
    {
      while (source_peek (source, 0) != EOF && source_peek (source, 0) != '\n')
	source_advance (source);
      return true;
    }
  if (source_peek (source, 1) != '*')
    return false;
  Location start = source_location (source);
  source_advance (source);
  source_advance (source);
  while (!(source_peek (source, 0) == '*' && source_peek (source, 1) == '/'))
    {
      if (source_peek (source, 0) == EOF)
	{
	  diag_error (start, "unterminated comment");
	  return true;
	}
      source_advance (source);
    }
  source_advance (source);
  source_advance (source);
  return true;
}

/* Skip the string or character literal at the cursor, appending it to
   TEXT if not NULL.  Like libcpp, a literal ends at the end of its
   line.  */
static void
skip_literal (Source *source, Text *text, Location location)
{
  int quote = source_peek (source, 0);
  const char *start = source->cursor;
  source_advance (source);
  for (;;)
    {
      int c = source_peek (source, 0);
      if (c == EOF || c == '\n')
	{
	  diag_error (location, "missing terminating %c character", quote);
	  break;
	}
      source_advance (source);
      if (c == quote)
	break;
      if (c == '\\' && source_peek (source, 0) != EOF)
	source_advance (source);
    }
  if (text)
    text_append (text, start, (size_t) (source->cursor - start));
}

/* Preprocessing directives.  */

/* The rest of the directive's logical line, its comments and
   backslash-newlines made spaces, trimmed; the cursor goes past its
   newline.  */
static char *
read_directive_line (Source *source)
{
  Text text = { 0 };
  for (;;)
    {
      int c = source_peek (source, 0);
      int splice = splice_length (source);
      if (c == EOF)
	break;
      if (c == '\n')
	{
	  source_advance (source);
	  break;
	}
      if (splice)
	{
	  while (splice--)
	    source_advance (source);
	  text_puts (&text, " ");
	}
      else if (skip_comment (source))
	text_puts (&text, " ");
      else if (c == '"' || c == '\'')
	skip_literal (source, &text, source_location (source));
      else
	{
	  char ch = (char) c;
	  text_append (&text, &ch, 1);
	  source_advance (source);
	}
    }
  text_trim_end (&text);
  const char *s = text_string (&text);
  while (isspace ((unsigned char) *s))
    s++;
  return (char *) s;
}

/* The identifier at *CURSOR, which moves past it; NULL if there is
   none.  */
static const char *
read_name (const char **cursor)
{
  const char *start = *cursor;
  if (!name_start_p ((unsigned char) *start))
    return NULL;
  while (name_char_p ((unsigned char) **cursor))
    (*cursor)++;
  return arena_strndup (start, (size_t) (*cursor - start));
}

static void
skip_spaces (const char **cursor)
{
  while (isspace ((unsigned char) **cursor))
    (*cursor)++;
}

static Macro *
find_macro (const MdLexer *lexer, const char *name, size_t length)
{
  for (Macro *macro = lexer->macros; macro; macro = macro->next)
    if (strlen (macro->name) == length
	&& memcmp (macro->name, name, length) == 0)
      return macro;
  return NULL;
}

static void
undefine (MdLexer *lexer, const char *name)
{
  for (Macro **link = &lexer->macros; *link; link = &(*link)->next)
    if (strcmp ((*link)->name, name) == 0)
      {
	*link = (*link)->next;
	return;
      }
}

/* #define NAME BODY, #define NAME(PARAMETERS) BODY.  */
static void
define_macro (MdLexer *lexer, const char *text, Location location)
{
  const char *cursor = text;
  const char *name = read_name (&cursor);
  if (!name)
    {
      diag_error (location, "expected a macro name after #define");
      return;
    }
  Macro *macro = arena_alloc (sizeof *macro);
  macro->name = name;
  macro->parameter_count = -1;
  if (*cursor == '(')
    {
      Vector parameters = { 0 };
      cursor++;
      skip_spaces (&cursor);
      while (*cursor != ')')
	{
	  const char *parameter = read_name (&cursor);
	  if (!parameter && strncmp (cursor, "...", 3) == 0)
	    {
	      parameter = "__VA_ARGS__";
	      cursor += 3;
	    }
	  skip_spaces (&cursor);
	  if (!parameter || (*cursor != ',' && *cursor != ')'))
	    {
	      diag_error (location, "expected a parameter name, ',' or ')'"
			  " in the parameters of the macro '%s'", name);
	      return;
	    }
	  vector_push (&parameters, (void *) parameter);
	  if (*cursor == ',')
	    cursor++;
	  skip_spaces (&cursor);
	}
      cursor++;
      macro->parameter_count = parameters.count;
      macro->parameters = (const char **) parameters.items;
    }
  skip_spaces (&cursor);
  macro->body = cursor;
  undefine (lexer, name);
  macro->next = lexer->macros;
  lexer->macros = macro;
}

/* #if's expressions: each value is the set of readings in which it is
   true.  */

typedef struct Condition
{
  const MdLexer *lexer;
  const char *cursor;
  bool bad;
} Condition;

static unsigned condition_or (Condition *condition);

static bool
condition_match (Condition *condition, const char *token)
{
  skip_spaces (&condition->cursor);
  size_t length = strlen (token);
  if (strncmp (condition->cursor, token, length) != 0)
    return false;
  condition->cursor += length;
  return true;
}

static unsigned
condition_name (Condition *condition, const char *name)
{
  if (strcmp (name, gimple_name) == 0)
    return READ_GIMPLE;
  if (strcmp (name, generic_name) == 0)
    return READ_GENERIC;
  const Macro *macro = find_macro (condition->lexer, name, strlen (name));
  if (macro && macro->parameter_count < 0
      && isdigit ((unsigned char) *macro->body))
    return strtoull (macro->body, NULL, 0) ? READ_BOTH : 0;
  return 0;			/* as in C, an unknown name is 0 */
}

/* unary -> '!' unary | '(' or ')' | 'defined' ['('] NAME [')']
	    | NUMBER | NAME */
static unsigned
condition_unary (Condition *condition)
{
  if (condition_match (condition, "!"))
    return READ_BOTH & ~condition_unary (condition);
  if (condition_match (condition, "("))
    {
      unsigned value = condition_or (condition);
      if (!condition_match (condition, ")"))
	condition->bad = true;
      return value;
    }
  skip_spaces (&condition->cursor);
  if (isdigit ((unsigned char) *condition->cursor))
    {
      char *end;
      unsigned long long value = strtoull (condition->cursor, &end, 0);
      while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
	end++;
      condition->cursor = end;
      return value ? READ_BOTH : 0;
    }
  const char *name = read_name (&condition->cursor);
  if (!name)
    {
      condition->bad = true;
      return READ_BOTH;
    }
  if (strcmp (name, "defined") != 0)
    return condition_name (condition, name);
  bool parenthesized = condition_match (condition, "(");
  skip_spaces (&condition->cursor);
  const char *defined = read_name (&condition->cursor);
  if (!defined || (parenthesized && !condition_match (condition, ")")))
    {
      condition->bad = true;
      return READ_BOTH;
    }
  return (find_macro (condition->lexer, defined, strlen (defined))
	  || strcmp (defined, gimple_name) == 0
	  || strcmp (defined, generic_name) == 0) ? READ_BOTH : 0;
}

static unsigned
condition_and (Condition *condition)
{
  unsigned value = condition_unary (condition);
  while (condition_match (condition, "&&"))
    value &= condition_unary (condition);
  return value;
}

static unsigned
condition_or (Condition *condition)
{
  unsigned value = condition_and (condition);
  while (condition_match (condition, "||"))
    value |= condition_and (condition);
  return value;
}

/* The readings in which the #if or #elif TEXT is true.  */
static unsigned
evaluate_condition (const MdLexer *lexer, const char *text, Location location)
{
  Condition condition = { lexer, text, false };
  unsigned value = condition_or (&condition);
  skip_spaces (&condition.cursor);
  if (condition.bad || *condition.cursor || !*text)
    {
      diag_error (location, "cannot evaluate '#if %s': peepgen reads "
		  "integers, GIMPLE, GENERIC, macros, defined, !, &&, || "
		  "and parentheses", text);
      return READ_BOTH;
    }
  return value;
}

static void
push_conditional (MdLexer *lexer, const Source *source, Location location,
		  unsigned value)
{
  if (lexer->conditional_count == lexer->conditional_capacity)
    {
      int capacity = lexer->conditional_capacity
		     ? 2 * lexer->conditional_capacity : 16;
      Conditional *bigger = arena_alloc ((size_t) capacity * sizeof *bigger);
      if (lexer->conditional_count)
	memcpy (bigger, lexer->conditionals,
		(size_t) lexer->conditional_count * sizeof *bigger);
      lexer->conditionals = bigger;
      lexer->conditional_capacity = capacity;
    }
  Conditional *conditional = &lexer->conditionals[lexer->conditional_count];
  conditional->location = location;
  conditional->source = source;
  conditional->outer = current_readings (lexer);
  conditional->taken = value;
  conditional->readings = conditional->outer & value;
  conditional->else_seen = false;
  lexer->conditional_count++;
}

/* #if, #ifdef, #ifndef, #elif, #else and #endif: false if NAME is
   none of them.  */
static bool
conditional_directive (MdLexer *lexer, const Source *source,
		       const char *name, const char *rest, Location location)
{
  bool skipping = current_readings (lexer) == 0;
  Conditional *top = NULL;
  if (lexer->conditional_count)
    top = &lexer->conditionals[lexer->conditional_count - 1];
  if (strcmp (name, "if") == 0)
    push_conditional (lexer, source, location, skipping
		      ? 0 : evaluate_condition (lexer, rest, location));
  else if (strcmp (name, "ifdef") == 0 || strcmp (name, "ifndef") == 0)
    {
      const char *cursor = rest;
      const char *macro = read_name (&cursor);
      if (!macro && !skipping)
	diag_error (location, "expected a macro name after #%s", name);
      bool defined = macro && (find_macro (lexer, macro, strlen (macro))
			       || strcmp (macro, gimple_name) == 0
			       || strcmp (macro, generic_name) == 0);
      bool value = name[2] == 'n' ? !defined : defined;
      push_conditional (lexer, source, location,
			skipping || !value ? 0 : READ_BOTH);
    }
  else if (strcmp (name, "elif") == 0 || strcmp (name, "else") == 0)
    {
      if (!top || top->else_seen)
	{
	  diag_error (location, top ? "#%s after #else" : "#%s without #if",
		      name);
	  return true;
	}
      unsigned value = READ_BOTH;
      if (name[1] == 'l' && name[2] == 'i')
	value = (top->outer & ~top->taken)
		? evaluate_condition (lexer, rest, location) : 0;
      else
	top->else_seen = true;
      top->readings = top->outer & value & ~top->taken;
      top->taken |= value;
    }
  else if (strcmp (name, "endif") == 0)
    {
      if (!top)
	diag_error (location, "#endif without #if");
      else
	lexer->conditional_count--;
    }
  else
    return false;
  return true;
}

static char *
read_file (const char *file, size_t *length)
{
  FILE *stream = fopen (file, "rb");
  if (!stream)
    return NULL;
  Text text = { 0 };
  char buffer[65536];
  size_t n;
  while ((n = fread (buffer, 1, sizeof buffer, stream)) > 0)
    text_append (&text, buffer, n);
  bool failed = ferror (stream);
  fclose (stream);
  if (failed)
    return NULL;
  *length = text.length;
  return text_string (&text);
}

static Source *
new_source (const char *file, const char *buffer, size_t length)
{
  Source *source = arena_alloc (sizeof *source);
  source->file = file;
  source->cursor = buffer;
  source->end = buffer + length;
  source->line = 1;
  source->column = 1;
  source->line_start = true;
  return source;
}

static void
push_source (MdLexer *lexer, Source *source)
{
  source->outer = lexer->source;
  lexer->source = source;
  lexer->source_count++;
}

/* Where #include "NAME" in FROM finds NAME, or NULL.  */
static const char *
find_include (const char *from, const char *name)
{
  if (name[0] != '/')
    {
      const char *slash = strrchr (from, '/');
      if (slash)
	{
	  const char *path = arena_printf ("%.*s/%s", (int) (slash - from),
					   from, name);
	  if (access (path, R_OK) == 0)
	    return path;
	}
    }
  return access (name, R_OK) == 0 ? name : NULL;
}

/* #include "NAME" or #include <NAME>.  */
static void
include_file (MdLexer *lexer, const char *text, Location location)
{
  char close = text[0] == '"' ? '"' : text[0] == '<' ? '>' : 0;
  const char *end = close ? strchr (text + 1, close) : NULL;
  if (!end)
    {
      diag_error (location, "#include expects \"FILENAME\" or <FILENAME>");
      return;
    }
  MdInclude *include = arena_alloc (sizeof *include);
  include->name = arena_strndup (text + 1, (size_t) (end - text - 1));
  include->location = location;
  include->path = find_include (location.file, include->name);
  vector_push (lexer->includes, include);
  if (!include->path)
    return;
  if (lexer->source_count >= MAX_SOURCES)
    {
      diag_error (location, "#include nested too deeply");
      return;
    }
  size_t length;
  char *buffer = read_file (include->path, &length);
  if (!buffer)
    {
      diag_error (location, "cannot read '%s': %s", include->path,
		  strerror (errno));
      return;
    }
  push_source (lexer, new_source (include->path, buffer, length));
}

/* The directive at the cursor, a '#' that starts a line of SOURCE.  */
static void
directive (MdLexer *lexer, Source *source)
{
  Location location = source_location (source);
  source_advance (source);
  const char *cursor = read_directive_line (source);
  const char *name = read_name (&cursor);
  skip_spaces (&cursor);
  if (!name)
    name = "";
  if (conditional_directive (lexer, source, name, cursor, location)
      || current_readings (lexer) == 0 || !*name)
    return;
  if (strcmp (name, "define") == 0)
    define_macro (lexer, cursor, location);
  else if (strcmp (name, "undef") == 0)
    undefine (lexer, cursor);
  else if (strcmp (name, "include") == 0)
    include_file (lexer, cursor, location);
  else if (strcmp (name, "error") == 0)
    diag_error (location, "#error %s", cursor);
  else if (strcmp (name, "warning") == 0)
    diag_warning (location, "#warning %s", cursor);
  else if (strcmp (name, "pragma") != 0)
    diag_error (location, "unknown preprocessing directive '#%s'", name);
}

/* Macro expansion.  */

static bool
macro_active (const MdLexer *lexer, const Macro *macro)
{
  for (const Source *source = lexer->source; source; source = source->outer)
    if (source->macro == macro)
      return true;
  return false;
}

typedef enum Call
{
  CALL_NONE,			/* no '(' after the name: not a call */
  CALL_READ,
  CALL_BAD			/* reported */
} Call;

/* The arguments of a use of a function-like macro, read from SOURCE
   after its name; SOURCE is as it was if no '(' follows.  */
static Call
read_arguments (Source *source, Vector *arguments, const Macro *macro,
		Location location)
{
  Source saved = *source;
  for (;;)
    {
      int c = source_peek (source, 0);
      if (c != EOF && isspace (c))
	source_advance (source);
      else if (!skip_comment (source))
	break;
    }
  if (source_peek (source, 0) != '(')
    {
      *source = saved;
      return CALL_NONE;
    }
  source_advance (source);
  Text argument = { 0 };
  int depth = 0;
  for (;;)
    {
      int c = source_peek (source, 0);
      if (c == EOF)
	{
	  diag_error (location, "unterminated argument list invoking "
		      "macro '%s'", macro->name);
	  return CALL_BAD;
	}
      if (skip_comment (source))
	{
	  text_puts (&argument, " ");
	  continue;
	}
      if (c == '"' || c == '\'')
	{
	  skip_literal (source, &argument, location);
	  continue;
	}
      source_advance (source);
      if ((c == ')' && depth == 0) || (c == ',' && depth == 0))
	{
	  text_trim_end (&argument);
	  const char *s = text_string (&argument);
	  skip_spaces (&s);
	  vector_push (arguments, (void *) s);
	  memset (&argument, 0, sizeof argument);
	  if (c == ')')
	    return CALL_READ;
	  continue;
	}
      if (c == '(')
	depth++;
      else if (c == ')')
	depth--;
      char ch = isspace (c) ? ' ' : (char) c;
      text_append (&argument, &ch, 1);
    }
}

static int
parameter_index (const Macro *macro, const char *name, size_t length)
{
  for (int i = 0; i < macro->parameter_count; i++)
    if (strlen (macro->parameters[i]) == length
	&& memcmp (macro->parameters[i], name, length) == 0)
      return i;
  return -1;
}

static void
stringify (Text *out, const char *argument)
{
  text_puts (out, "\"");
  for (const char *s = argument; *s; s++)
    {
      if (*s == '"' || *s == '\\')
	text_puts (out, "\\");
      text_append (out, s, 1);
    }
  text_puts (out, "\"");
}

/* MACRO's body with ARGUMENTS for its parameters, # and ## done.  */
static char *
substitute (const Macro *macro, char **arguments)
{
  Text out = { 0 };
  const char *s = macro->body;
  while (*s)
    {
      const char *start = s;
      if (s[0] == '#' && s[1] == '#')
	{
	  text_trim_end (&out);
	  s += 2;
	  skip_spaces (&s);
	  continue;
	}
      if (s[0] == '#' && macro->parameter_count >= 0)
	{
	  const char *name = s + 1;
	  skip_spaces (&name);
	  const char *end = name;
	  while (name_char_p ((unsigned char) *end))
	    end++;
	  int index = parameter_index (macro, name, (size_t) (end - name));
	  if (index >= 0 && name_start_p ((unsigned char) *name))
	    {
	      stringify (&out, arguments[index]);
	      s = end;
	      continue;
	    }
	}
      if (name_start_p ((unsigned char) *s))
	{
	  while (name_char_p ((unsigned char) *s))
	    s++;
	  int index = parameter_index (macro, start, (size_t) (s - start));
	  if (index >= 0)
	    text_puts (&out, arguments[index]);
	  else
	    text_append (&out, start, (size_t) (s - start));
	  continue;
	}
      if (isdigit ((unsigned char) *s))
	while (name_char_p ((unsigned char) *s) || *s == '.')
	  s++;
      else if (*s == '"' || *s == '\'')
	{
	  char quote = *s++;
	  while (*s && *s != quote)
	    s += s[0] == '\\' && s[1] ? 2 : 1;
	  if (*s)
	    s++;
	}
      else
	s++;
      text_append (&out, start, (size_t) (s - start));
    }
  return text_string (&out);
}

/* If NAME, just read from SOURCE, is a macro to expand, push its
   expansion.  */
static bool
expand_macro (MdLexer *lexer, Source *source, const MdToken *name)
{
  const Macro *macro = find_macro (lexer, name->start, name->length);
  if (!macro || macro_active (lexer, macro))
    return false;
  Vector arguments = { 0 };
  if (macro->parameter_count >= 0)
    switch (read_arguments (source, &arguments, macro, name->location))
      {
      case CALL_NONE:
	return false;
      case CALL_BAD:
	return true;
      case CALL_READ:
	break;
      }
  if (macro->parameter_count == 0 && arguments.count == 1
      && !*(const char *) arguments.items[0])
    arguments.count = 0;
  if (macro->parameter_count >= 0 && arguments.count != macro->parameter_count)
    {
      diag_error (name->location, "macro '%s' requires %d arguments, but "
		  "%d given", macro->name, macro->parameter_count,
		  arguments.count);
      return true;
    }
  if (lexer->source_count >= MAX_SOURCES)
    {
      diag_error (name->location, "macro '%s' expanded too deeply",
		  macro->name);
      return true;
    }
  char *text = substitute (macro, (char **) arguments.items);
  Source *expansion = new_source (source->file, text, strlen (text));
  expansion->macro = macro;
  expansion->origin = name->location;
  push_source (lexer, expansion);
  return true;
}

/* Tokens.  */

/* Skip white space, comments, directives and text that no reading
   sees.  False at the end of SOURCE.  */
static bool
skip_white (MdLexer *lexer, Source *source, bool *space)
{
  for (;;)
    {
      int c = source_peek (source, 0);
      int splice = splice_length (source);
      if (c == EOF)
	return false;
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
	  || c == '\v')
	source_advance (source);
      else if (splice)
	while (splice--)
	  source_advance (source);
      else if (skip_comment (source))
	;
      else if (!source->macro && source->line_start && c == '#')
	{
	  directive (lexer, source);
	  if (lexer->source != source)
	    {
	      *space = true;
	      return true;
	    }
	}
      else if (!source->macro && source->line_start && c == ';'
	       && !lexer->c_code)
	while (source_peek (source, 0) != EOF
	       && source_peek (source, 0) != '\n')
	  source_advance (source);
      else if (current_readings (lexer) == 0)
	{
	  source->line_start = false;
	  source_advance (source);
	}
      else
	return true;
      *space = true;
    }
}

static MdTokenKind
punctuator_kind (int c)
{
  switch (c)
    {
    case '(': return MD_TOKEN_LPAREN;
    case ')': return MD_TOKEN_RPAREN;
    case '{': return MD_TOKEN_LBRACE;
    case '}': return MD_TOKEN_RBRACE;
    case '@': return MD_TOKEN_AT;
    case ':': return MD_TOKEN_COLON;
    case '?': return MD_TOKEN_QUERY;
    case '!': return MD_TOKEN_NOT;
    case '^': return MD_TOKEN_CARET;
    default: return MD_TOKEN_OTHER;
    }
}

static MdToken
scan_token (const MdLexer *lexer, Source *source, bool space)
{
  MdToken token;
  memset (&token, 0, sizeof token);
  token.location = source_location (source);
  token.start = source->cursor;
  token.space_before = space;
  token.only_in = readings_name (current_readings (lexer));
  source->line_start = false;
  int c = source_peek (source, 0);
  if (name_start_p (c))
    {
      while (name_char_p (source_peek (source, 0)))
	source_advance (source);
      token.kind = MD_TOKEN_NAME;
    }
  else if (isdigit (c) || (c == '.' && isdigit (source_peek (source, 1))))
    {
      source_advance (source);
      for (;;)
	{
	  c = source_peek (source, 0);
	  int next = source_peek (source, 1);
	  if (strchr ("eEpP", c) && c != EOF && (next == '+' || next == '-'))
	    source_advance (source);
	  else if (!name_char_p (c) && c != '.')
	    break;
	  source_advance (source);
	}
      token.kind = MD_TOKEN_NUMBER;
    }
  else if (c == '"' || c == '\'')
    {
      skip_literal (source, NULL, token.location);
      token.kind = MD_TOKEN_STRING;
    }
  else
    {
      source_advance (source);
      token.kind = punctuator_kind (c);
    }
  token.length = (size_t) (source->cursor - token.start);
  return token;
}

/* The end of the current source: back to the one that used it, or
   false at the end of the file being parsed.  */
static bool
end_source (MdLexer *lexer)
{
  Source *source = lexer->source;
  while (lexer->conditional_count > 0
	 && lexer->conditionals[lexer->conditional_count - 1].source == source)
    {
      diag_error (lexer->conditionals[lexer->conditional_count - 1].location,
		  "unterminated #if");
      lexer->conditional_count--;
    }
  if (!source->outer)
    return false;
  lexer->source = source->outer;
  lexer->source_count--;
  return true;
}

static MdToken
lex_token (MdLexer *lexer)
{
  bool space = false;
  for (;;)
    {
      Source *source = lexer->source;
      if (!skip_white (lexer, source, &space))
	{
	  if (end_source (lexer))
	    continue;
	  MdToken end;
	  memset (&end, 0, sizeof end);
	  end.kind = MD_TOKEN_END;
	  end.location = source_location (source);
	  end.start = "";
	  end.space_before = space;
	  return end;
	}
      if (lexer->source != source)
	continue;
      MdToken token = scan_token (lexer, source, space);
      if (token.kind == MD_TOKEN_NAME && !lexer->c_code
	  && expand_macro (lexer, source, &token))
	{
	  space = token.space_before;
	  continue;
	}
      return token;
    }
}

/* The parser.  */

/* An open '(' or '{', for messages about its ')' or '}'.  */
typedef struct Open
{
  MdTokenKind kind;
  Location location;
  const char *name;		/* of the form or expression it opens */
} Open;

typedef struct MatchArity
{
  const char *name;
  int operand_count;
  Location location;
} MatchArity;

typedef struct Parser
{
  MdLexer lexer;
  MdToken ahead[3];
  int ahead_count;
  long consumed;		/* tokens consumed so far */
  Open open[MAX_OPEN];
  int open_count;		/* may exceed MAX_OPEN; those beyond are not
				   recorded */
  jmp_buf recover;		/* where a syntax error resumes */
  long form_start;		/* CONSUMED when the top-level form began */
  int depth;			/* of nesting, against stack overflow */
  bool in_match;		/* reading a match: genmatch's
				   parsing_match_operand */
  bool in_result;		/* reading a result, for messages */
  int for_depth;		/* enclosing (for and (if forms */
  int if_depth;
  const char *only_in;		/* of the form being read */
  bool only_in_reported;
  bool recovered;		/* the last top-level form had an error */
  Vector captures;		/* names the current form's match binds */
  Vector arities;		/* MatchArity of each (match NAME */
} Parser;

static MdToken *
peek (Parser *parser, int n)
{
  gen_assert (n < 3);
  while (parser->ahead_count <= n)
    parser->ahead[parser->ahead_count++] = lex_token (&parser->lexer);
  return &parser->ahead[n];
}

static bool
peek_kind (Parser *parser, int n, MdTokenKind kind)
{
  return peek (parser, n)->kind == kind;
}

static bool
token_is (const MdToken *token, const char *name)
{
  return token->kind == MD_TOKEN_NAME && strlen (name) == token->length
	 && memcmp (token->start, name, token->length) == 0;
}

static char *
token_text (const MdToken *token)
{
  return arena_strndup (token->start, token->length);
}

static const Open *
innermost_open (const Parser *parser)
{
  if (parser->open_count == 0 || parser->open_count > MAX_OPEN)
    return NULL;
  return &parser->open[parser->open_count - 1];
}

/* Name the innermost open '(' for messages: "the (simplify at 3:1".  */
static void
name_open (Parser *parser, const char *name)
{
  if (parser->open_count > 0 && parser->open_count <= MAX_OPEN)
    parser->open[parser->open_count - 1].name = name;
}

/* Forms and results are seen whole by both readings or by one, as
   their only_in says; C++ code is kept as either reading sees it.  */
static void
check_readings (Parser *parser, const MdToken *token)
{
  if (token->only_in == parser->only_in || parser->only_in_reported
      || (parser->lexer.c_code && !parser->only_in))
    return;
  diag_error (token->location, "only part of this %s is inside "
	      "'#if %s': peepgen reads what GIMPLE and GENERIC both see, "
	      "which it can do for whole forms and results only",
	      parser->in_result ? "result" : "form",
	      token->only_in ? token->only_in : parser->only_in);
  parser->only_in_reported = true;
}

static MdToken
advance (Parser *parser)
{
  MdToken token = *peek (parser, 0);
  if (token.kind == MD_TOKEN_END)
    return token;
  parser->ahead_count--;
  memmove (parser->ahead, parser->ahead + 1,
	   (size_t) parser->ahead_count * sizeof *parser->ahead);
  parser->consumed++;
  check_readings (parser, &token);
  if (token.kind == MD_TOKEN_LPAREN || token.kind == MD_TOKEN_LBRACE)
    {
      if (parser->open_count < MAX_OPEN)
	{
	  Open open = { token.kind, token.location, NULL };
	  parser->open[parser->open_count] = open;
	}
      parser->open_count++;
    }
  else if ((token.kind == MD_TOKEN_RPAREN || token.kind == MD_TOKEN_RBRACE)
	   && parser->open_count > 0)
    {
      /* A '}' does not close a '(', nor a ')' a '{'.  */
      const Open *open = innermost_open (parser);
      if (!open || (open->kind == MD_TOKEN_LPAREN)
		   == (token.kind == MD_TOKEN_RPAREN))
	parser->open_count--;
    }
  return token;
}

/* Consume the current token; its text.  */
static char *
advance_text (Parser *parser)
{
  MdToken token = advance (parser);
  return token_text (&token);
}

/* LOCATION as "LINE:COLUMN", with its file if not that of FROM.  */
static const char *
place (Location location, Location from)
{
  if (location.file && from.file && strcmp (location.file, from.file) == 0)
    return arena_printf ("%d:%d", location.line, location.column);
  return arena_printf ("%s:%d:%d", location.file ? location.file : "?",
		       location.line, location.column);
}

static const char *
describe (const MdToken *token)
{
  if (token->kind == MD_TOKEN_END)
    return "end of file";
  if (token->kind == MD_TOKEN_STRING)
    return "a string";
  if (token->length > 40)
    return arena_printf ("'%.37s...'", token->start);
  return arena_printf ("'%.*s'", (int) token->length, token->start);
}

static const char *
describe_open (const Open *open)
{
  if (open->kind == MD_TOKEN_LBRACE)
    return "'{'";
  if (!open->name)
    return "'('";
  return arena_printf ("(%s", open->name);
}

static void __attribute__ ((noreturn))
syntax_error (Parser *parser, const char *expected)
{
  const MdToken *token = peek (parser, 0);
  const Open *open = innermost_open (parser);
  if (token->kind == MD_TOKEN_END && open)
    diag_error (token->location, "expected %s, found end of file: the %s "
		"at %s is not closed", expected, describe_open (open),
		place (open->location, token->location));
  else
    diag_error (token->location, "expected %s, found %s", expected,
		describe (token));
  longjmp (parser->recover, 1);
}

/* The ')' of the innermost open '('.  */
static void
expect_close (Parser *parser)
{
  const MdToken *token = peek (parser, 0);
  if (token->kind == MD_TOKEN_RPAREN)
    {
      advance (parser);
      return;
    }
  const Open *open = innermost_open (parser);
  if (!open)
    syntax_error (parser, "')'");
  diag_error (token->location, "expected ')' to close the %s at %s, found %s",
	      describe_open (open), place (open->location, token->location),
	      describe (token));
  longjmp (parser->recover, 1);
}

static void
enter (Parser *parser)
{
  if (++parser->depth > MAX_DEPTH)
    {
      diag_error (peek (parser, 0)->location,
		  "forms or expressions nested more than %d deep", MAX_DEPTH);
      longjmp (parser->recover, 1);
    }
}

static void
leave (Parser *parser)
{
  parser->depth--;
}

/* The forms that only the top level and (for and (if bodies have.  */
static const char *const form_names[] = {
  "simplify", "match", "for", "if", "define_operator_list",
  "define_predicates"
};

/* A '(' that starts a form where an expression was expected means
   that a ')' is missing before it: say so, rather than that simplify
   is no operator.  */
static void
check_not_form (Parser *parser)
{
  const MdToken *name = peek (parser, 1);
  for (size_t i = 0; i < sizeof form_names / sizeof *form_names; i++)
    if (strcmp (form_names[i], "if") != 0 && token_is (name, form_names[i]))
      {
	const MdToken *open_paren = peek (parser, 0);
	const Open *open = innermost_open (parser);
	if (!open)
	  syntax_error (parser, "an expression");
	diag_error (open_paren->location, "expected ')' to close the %s at "
		    "%s before this (%s", describe_open (open),
		    place (open->location, open_paren->location),
		    form_names[i]);
	longjmp (parser->recover, 1);
      }
}

/* C++ code.  */

/* c_expr -> '(' TOKENS ')' | '{' TOKENS '}', the delimiters balanced;
   its text, without them.  */
static const char *
parse_c_expr (Parser *parser, Location *location)
{
  MdToken open = *peek (parser, 0);
  MdTokenKind close = open.kind == MD_TOKEN_LPAREN ? MD_TOKEN_RPAREN
		      : MD_TOKEN_RBRACE;
  gen_assert (parser->ahead_count == 1);
  parser->lexer.c_code = true;
  advance (parser);
  if (location)
    *location = open.location;
  Text text = { 0 };
  for (int count = 1;;)
    {
      const MdToken *token = peek (parser, 0);
      if (token->kind == MD_TOKEN_END)
	{
	  diag_error (token->location, "expected '%c' to close the '%c' at "
		      "%s, found end of file", close == MD_TOKEN_RPAREN
		      ? ')' : '}', *open.start,
		      place (open.location, token->location));
	  longjmp (parser->recover, 1);
	}
      if (token->kind == open.kind)
	count++;
      else if (token->kind == close && --count == 0)
	break;
      if (token->space_before && text.length)
	text_puts (&text, " ");
      text_append (&text, token->start, token->length);
      advance (parser);
    }
  advance (parser);
  gen_assert (parser->ahead_count == 0);
  parser->lexer.c_code = false;
  return text_string (&text);
}

/* Expressions.  */

static MdExpr *
new_expr (MdExprKind kind, Location location)
{
  MdExpr *expr = arena_alloc (sizeof *expr);
  expr->kind = kind;
  expr->location = location;
  return expr;
}

static bool
capture_known (const Parser *parser, const char *name)
{
  for (int i = 0; i < parser->captures.count; i++)
    if (strcmp (parser->captures.items[i], name) == 0)
      return true;
  return false;
}

/* capture -> '@' ['@'] (NUMBER | NAME), of EXPR; '@@' only in a
   match.  */
static void
parse_capture (Parser *parser, MdExpr *expr, bool require_existing)
{
  MdToken at = advance (parser);
  if (parser->in_match && peek_kind (parser, 0, MD_TOKEN_AT)
      && !peek (parser, 0)->space_before)
    {
      advance (parser);
      expr->value_match = true;
    }
  const MdToken *token = peek (parser, 0);
  if ((token->kind != MD_TOKEN_NUMBER && token->kind != MD_TOKEN_NAME)
      || token->space_before)
    syntax_error (parser, "a capture number or name after '@'");
  expr->capture = token_text (token);
  advance (parser);
  if (capture_known (parser, expr->capture))
    return;
  if (require_existing)
    diag_error (at.location, "unknown capture @%s: the match binds no "
		"such capture", expr->capture);
  vector_push (&parser->captures, (void *) expr->capture);
}

static MdExpr *parse_op (Parser *parser);

/* The flags of a match's operation, after ':'.  */
static void
check_flags (const MdToken *token)
{
  for (size_t i = 0; i < token->length; i++)
    if (!strchr ("cCs", token->start[i]))
      diag_error (token->location, "flag '%c' not recognized: a match's "
		  "operation takes c, C and s", token->start[i]);
}

/* operation -> NAME ['?']  */
static void
parse_operation (Parser *parser, MdExpr *expr)
{
  if (!peek_kind (parser, 0, MD_TOKEN_NAME))
    syntax_error (parser, "an operator name after '('");
  MdToken name = advance (parser);
  expr->name = token_text (&name);
  name_open (parser, expr->name);
  const MdToken *query = peek (parser, 0);
  if (query->kind != MD_TOKEN_QUERY || query->space_before)
    return;
  advance (parser);
  expr->optional = true;
  name_open (parser, arena_printf ("%s?", expr->name));
  if (!parser->in_match)
    diag_error (name.location, "conditional operation '%s?' in a result: "
		"'?' is for matches only", expr->name);
  if (name.start[name.length - 1] == '0')
    diag_error (name.location, "use '%.*s?' here", (int) name.length - 1,
		name.start);
}

/* The '!' or '^' after a result's operator.  */
static void
parse_marker (Parser *parser, MdExpr *expr)
{
  const MdToken *marker = peek (parser, 0);
  if ((marker->kind != MD_TOKEN_NOT && marker->kind != MD_TOKEN_CARET)
      || marker->space_before)
    return;
  if (parser->in_match)
    diag_error (marker->location, "'%c' after '%s' in a match: it marks "
		"operations of results", *marker->start, expr->name);
  if (marker->kind == MD_TOKEN_NOT)
    expr->force_leaf = true;
  else
    expr->force_single_use = true;
  advance (parser);
}

/* expr -> '(' operation ['!' | '^'] [':' (FLAGS | TYPE)] [capture]
	   (' ' op)* ')'
   genmatch reads what follows ':' as flags in a match and as a type
   in a result.  */
static MdExpr *
parse_expr (Parser *parser)
{
  enter (parser);
  MdToken open = advance (parser);
  MdExpr *expr = new_expr (MD_OPERATION, open.location);
  parse_operation (parser, expr);
  parse_marker (parser, expr);
  if (peek_kind (parser, 0, MD_TOKEN_COLON) && !peek (parser, 0)->space_before)
    {
      advance (parser);
      const MdToken *token = peek (parser, 0);
      if (token->kind != MD_TOKEN_NAME || token->space_before)
	syntax_error (parser, parser->in_match ? "flags after ':'"
		      : "a type after ':'");
      if (parser->in_match)
	{
	  check_flags (token);
	  expr->flags = token_text (token);
	}
      else
	expr->type = token_text (token);
      advance (parser);
    }
  if (peek_kind (parser, 0, MD_TOKEN_AT) && !peek (parser, 0)->space_before)
    parse_capture (parser, expr, false);
  Vector args = { 0 };
  while (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
    {
      if (peek_kind (parser, 0, MD_TOKEN_END))
	expect_close (parser);
      if (!peek (parser, 0)->space_before)
	syntax_error (parser, "white space before an operand, or ')'");
      vector_push (&args, parse_op (parser));
    }
  expr->arg_count = args.count;
  expr->args = (MdExpr **) args.items;
  if (expr->optional && expr->arg_count != 1)
    diag_error (peek (parser, 0)->location, "'%s?' has %d operands: only "
		"unary operations can be conditional", expr->name,
		expr->arg_count);
  expect_close (parser);
  leave (parser);
  return expr;
}

/* A predicate's name, its capture if any.  */
static MdExpr *
parse_predicate (Parser *parser)
{
  MdToken name = advance (parser);
  MdExpr *expr = new_expr (MD_PREDICATE, name.location);
  expr->name = token_text (&name);
  if (!parser->in_match)
    diag_error (name.location, "'%s' in a result: predicates are only "
		"allowed in matches", expr->name);
  const MdToken *token = peek (parser, 0);
  if (token->space_before)
    return expr;
  if (token->kind == MD_TOKEN_COLON)
    syntax_error (parser, arena_printf ("a capture or white space after "
					"'%s' (a predicate has no flags "
					"or type)", expr->name));
  if (token->kind == MD_TOKEN_AT)
    parse_capture (parser, expr, !parser->in_match);
  return expr;
}

/* op -> expr | '{' C++ '}' | NAME [capture] | capture  */
static MdExpr *
parse_op (Parser *parser)
{
  const MdToken *token = peek (parser, 0);
  MdExpr *expr;
  switch (token->kind)
    {
    case MD_TOKEN_LPAREN:
      check_not_form (parser);
      expr = parse_expr (parser);
      break;
    case MD_TOKEN_LBRACE:
      expr = new_expr (MD_C_EXPR, token->location);
      expr->text = parse_c_expr (parser, NULL);
      break;
    case MD_TOKEN_NAME:
      return parse_predicate (parser);
    case MD_TOKEN_AT:
      expr = new_expr (MD_CAPTURE, token->location);
      parse_capture (parser, expr, !parser->in_match);
      return expr;
    case MD_TOKEN_NUMBER:
      syntax_error (parser, "an operand (match.pd has no literals: use a "
		    "predicate such as integer_zerop, or a C++ expression "
		    "{ ... } in a result)");
    default:
      syntax_error (parser, parser->in_match
		    ? "an operand: '(', '@' or a predicate"
		    : "an operand: '(', '{' or '@'");
    }
  token = peek (parser, 0);
  if (token->kind == MD_TOKEN_AT && !token->space_before
      && expr->kind == MD_OPERATION)
    {
      diag_error (token->location, "a capture of an expression goes after "
		  "its operator, as in (%s@N ...), not after its ')'",
		  expr->name);
      longjmp (parser->recover, 1);
    }
  return expr;
}

/* Captures of a match: genmatch's finish_match_operand.  */
static void
collect_captures (MdExpr *expr, Vector *captured)
{
  if (expr->capture)
    vector_push (captured, expr);
  for (int i = 0; i < expr->arg_count; i++)
    collect_captures (expr->args[i], captured);
}

static void
check_value_matches (MdExpr *match)
{
  Vector captured = { 0 };
  collect_captures (match, &captured);
  for (int i = 0; i < captured.count; i++)
    {
      const MdExpr *expr = captured.items[i];
      if (!expr->value_match)
	continue;
      int others = 0;
      for (int j = 0; j < captured.count; j++)
	{
	  const MdExpr *other = captured.items[j];
	  if (j == i || strcmp (other->capture, expr->capture) != 0)
	    continue;
	  others++;
	  if (other->value_match && j > i)
	    diag_error (other->location, "duplicate @@%s", other->capture);
	}
      if (others == 0)
	diag_error (expr->location, "@@%s without a matching capture",
		    expr->capture);
    }
}

/* The match of a (simplify or a (match, read as genmatch reads
   matches.  */
static MdExpr *
parse_match_operand (Parser *parser)
{
  parser->in_match = true;
  MdExpr *match = parse_op (parser);
  parser->in_match = false;
  check_value_matches (match);
  return match;
}

/* Results.  */

static MdResult *
new_result (MdResultKind kind, Location location)
{
  MdResult *result = arena_alloc (sizeof *result);
  result->kind = kind;
  result->location = location;
  return result;
}

static MdResult *parse_result (Parser *parser, bool matcher);

/* The condition of an (if: '(' C++ ')'.  */
static void
parse_condition (Parser *parser, MdResult *result)
{
  if (!peek_kind (parser, 0, MD_TOKEN_LPAREN))
    syntax_error (parser, "'(' and the condition of the (if");
  result->condition = parse_c_expr (parser, &result->condition_location);
}

/* if -> '(' 'if' '(' C++ ')' [result [result]] ')'
   The results are optional in a (match only.  */
static MdResult *
parse_if (Parser *parser, bool matcher)
{
  enter (parser);
  MdToken open = advance (parser);
  advance (parser);
  name_open (parser, "if");
  MdResult *result = new_result (MD_RESULT_IF, open.location);
  parse_condition (parser, result);
  if (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
    {
      result->then_ = parse_result (parser, matcher);
      if (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
	result->else_ = parse_result (parser, matcher);
    }
  else if (!matcher)
    syntax_error (parser, "the result of the (if");
  expect_close (parser);
  leave (parser);
  return result;
}

/* with -> '(' 'with' '{' C++ '}' result ')'  */
static MdResult *
parse_with (Parser *parser, bool matcher)
{
  enter (parser);
  MdToken open = advance (parser);
  advance (parser);
  name_open (parser, "with");
  MdResult *result = new_result (MD_RESULT_WITH, open.location);
  if (!peek_kind (parser, 0, MD_TOKEN_LBRACE))
    syntax_error (parser, "'{' and the C++ declarations of the (with");
  result->condition = parse_c_expr (parser, &result->condition_location);
  if (peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, "the result of the (with");
  result->then_ = parse_result (parser, matcher);
  expect_close (parser);
  leave (parser);
  return result;
}

static bool
at_if (Parser *parser)
{
  return peek_kind (parser, 0, MD_TOKEN_LPAREN)
	 && token_is (peek (parser, 1), "if");
}

/* case -> '(' 'if' '(' C++ ')' result ')'  */
static MdResult *
parse_case (Parser *parser, bool matcher)
{
  MdToken open = advance (parser);
  advance (parser);
  name_open (parser, "if");
  MdResult *result = new_result (MD_RESULT_IF, open.location);
  parse_condition (parser, result);
  if (peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, "the result of the (if");
  result->then_ = parse_result (parser, matcher);
  expect_close (parser);
  return result;
}

/* switch -> '(' 'switch' case case... [result] ')'  */
static MdResult *
parse_switch (Parser *parser, bool matcher)
{
  enter (parser);
  MdToken open = advance (parser);
  MdToken keyword = advance (parser);
  name_open (parser, "switch");
  MdResult *result = new_result (MD_RESULT_SWITCH, open.location);
  Vector cases = { 0 };
  if (!at_if (parser))
    syntax_error (parser, "the first (if of the (switch");
  while (at_if (parser))
    vector_push (&cases, parse_case (parser, matcher));
  if (cases.count == 1)
    diag_error (keyword.location, "(switch with a single (if: write it "
		"as an (if");
  if (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
    vector_push (&cases, parse_result (parser, matcher));
  result->case_count = cases.count;
  result->cases = (MdResult **) cases.items;
  expect_close (parser);
  leave (parser);
  return result;
}

/* result -> op | if | with | switch
   In a (match (MATCHER), the result is conditions only: an (if, (with
   or (switch, no expression.  */
static MdResult *
parse_result_kind (Parser *parser, bool matcher)
{
  const MdToken *token = peek (parser, 0);
  if (token->kind == MD_TOKEN_LPAREN)
    {
      check_not_form (parser);
      const MdToken *keyword = peek (parser, 1);
      if (token_is (keyword, "if"))
	return parse_if (parser, matcher);
      if (token_is (keyword, "with"))
	return parse_with (parser, matcher);
      if (token_is (keyword, "switch"))
	return parse_switch (parser, matcher);
      if (matcher)
	syntax_error (parser, "(if, (with or (switch: a (match has "
		      "conditions, not a result");
    }
  MdResult *result = new_result (MD_RESULT_EXPR, token->location);
  result->expr = parse_op (parser);
  return result;
}

static MdResult *
parse_result (Parser *parser, bool matcher)
{
  const char *outer = parser->only_in;
  bool outer_in_result = parser->in_result;
  parser->only_in = peek (parser, 0)->only_in;
  parser->in_result = true;
  MdResult *result = parse_result_kind (parser, matcher);
  result->only_in = parser->only_in;
  parser->only_in = outer;
  parser->in_result = outer_in_result;
  return result;
}

/* Forms.  */

static MdForm *parse_form (Parser *parser);

/* pattern...: the body of a (for or an (if, up to its ')'.  */
static void
parse_body (Parser *parser, MdForm *form, const char *what)
{
  Vector body = { 0 };
  if (peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, arena_printf ("a form in the (%s", what));
  while (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
    {
      if (peek_kind (parser, 0, MD_TOKEN_END))
	expect_close (parser);
      const char *outer = parser->only_in;
      parser->only_in = peek (parser, 0)->only_in;
      vector_push (&body, parse_form (parser));
      parser->only_in = outer;
    }
  form->body_count = body.count;
  form->body = (MdForm **) body.items;
}

/* simplify -> 'simplify' op result  */
static void
parse_simplify (Parser *parser, MdForm *form)
{
  parser->captures.count = 0;
  if (peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, "the match of the (simplify");
  form->match = parse_match_operand (parser);
  if (form->match->capture)
    diag_error (form->match->location, "the outermost expression of a "
		"(simplify cannot be captured");
  if (peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, "the result of the (simplify");
  form->result = parse_result (parser, false);
}

/* genmatch's "non-matching number of match operands".  */
static void
check_match_arity (Parser *parser, const MdForm *form, Location location)
{
  for (int i = 0; i < parser->arities.count; i++)
    {
      const MatchArity *arity = parser->arities.items[i];
      if (strcmp (arity->name, form->name) != 0)
	continue;
      if (arity->operand_count != form->parameter_count)
	diag_error (location, "(match %s with %d operands, but it has %d in "
		    "the (match at %s", form->name, form->parameter_count,
		    arity->operand_count, place (arity->location, location));
      return;
    }
  MatchArity *arity = arena_alloc (sizeof *arity);
  arity->name = form->name;
  arity->operand_count = form->parameter_count;
  arity->location = location;
  vector_push (&parser->arities, arity);
}

/* match -> 'match' (NAME | '(' NAME capture... ')') op [result]  */
static void
parse_match (Parser *parser, MdForm *form)
{
  parser->captures.count = 0;
  Location location = peek (parser, 0)->location;
  bool with_operands = peek_kind (parser, 0, MD_TOKEN_LPAREN);
  if (with_operands)
    advance (parser);
  if (!peek_kind (parser, 0, MD_TOKEN_NAME))
    syntax_error (parser, with_operands ? "the name of the predicate"
		  : "the name of the predicate, or '(' and its name");
  form->name = token_text (peek (parser, 0));
  advance (parser);
  if (with_operands)
    {
      Vector parameters = { 0 };
      name_open (parser, form->name);
      while (peek_kind (parser, 0, MD_TOKEN_AT))
	{
	  MdExpr *capture = new_expr (MD_CAPTURE, peek (parser, 0)->location);
	  parse_capture (parser, capture, false);
	  vector_push (&parameters, capture);
	}
      expect_close (parser);
      form->parameter_count = parameters.count;
      form->parameters = (MdExpr **) parameters.items;
    }
  check_match_arity (parser, form, location);
  if (peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, arena_printf ("the match of the (match %s",
					form->name));
  form->match = parse_match_operand (parser);
  if (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
    form->result = parse_result (parser, true);
}

/* for -> 'for' iterator... pattern...
   iterator -> NAME '(' NAME... ')'  */
static void
parse_for (Parser *parser, MdForm *form)
{
  Vector iterators = { 0 };
  while (peek_kind (parser, 0, MD_TOKEN_NAME))
    {
      MdIterator *iterator = arena_alloc (sizeof *iterator);
      MdToken name = advance (parser);
      iterator->name = token_text (&name);
      if (!peek_kind (parser, 0, MD_TOKEN_LPAREN))
	syntax_error (parser, arena_printf ("'(' and the operators of "
					    "the iterator '%s'",
					    iterator->name));
      advance (parser);
      Vector operators = { 0 };
      while (peek_kind (parser, 0, MD_TOKEN_NAME))
	vector_push (&operators, advance_text (parser));
      if (operators.count == 0 && peek_kind (parser, 0, MD_TOKEN_RPAREN))
	diag_error (name.location, "the iterator '%s' has no operators",
		    iterator->name);
      expect_close (parser);
      iterator->operator_count = operators.count;
      iterator->operators = (const char **) operators.items;
      vector_push (&iterators, iterator);
    }
  if (iterators.count == 0)
    syntax_error (parser, "an iterator: a name and its operators in "
		  "parentheses");
  form->iterator_count = iterators.count;
  form->iterators = arena_alloc ((size_t) iterators.count
				 * sizeof *form->iterators);
  for (int i = 0; i < iterators.count; i++)
    form->iterators[i] = *(MdIterator *) iterators.items[i];
  parser->for_depth++;
  parse_body (parser, form, "for");
  parser->for_depth--;
}

/* if -> 'if' '(' C++ ')' pattern...  */
static void
parse_if_form (Parser *parser, MdForm *form)
{
  if (!peek_kind (parser, 0, MD_TOKEN_LPAREN))
    syntax_error (parser, "'(' and the condition of the (if");
  form->condition = parse_c_expr (parser, &form->condition_location);
  parser->if_depth++;
  parse_body (parser, form, "if");
  parser->if_depth--;
}

/* NAME... up to the ')'.  */
static void
parse_names (Parser *parser, MdForm *form)
{
  Vector names = { 0 };
  while (peek_kind (parser, 0, MD_TOKEN_NAME))
    vector_push (&names, advance_text (parser));
  if (!peek_kind (parser, 0, MD_TOKEN_RPAREN))
    syntax_error (parser, "a name or ')'");
  form->name_count = names.count;
  form->names = (const char **) names.items;
}

static void
check_top_level (Parser *parser, const MdForm *form, const char *what)
{
  if (parser->for_depth || parser->if_depth)
    diag_error (form->location, "(%s inside an (if or a (for: genmatch "
		"allows it at the top level only", what);
}

/* define_operator_list -> 'define_operator_list' NAME NAME...  */
static void
parse_operator_list (Parser *parser, MdForm *form)
{
  check_top_level (parser, form, "define_operator_list");
  if (!peek_kind (parser, 0, MD_TOKEN_NAME))
    syntax_error (parser, "the name of the operator list");
  form->name = token_text (peek (parser, 0));
  advance (parser);
  parse_names (parser, form);
  if (form->name_count == 0)
    diag_error (form->location, "the operator list '%s' is empty",
		form->name);
}

/* define_predicates -> 'define_predicates' NAME...  */
static void
parse_predicates (Parser *parser, MdForm *form)
{
  check_top_level (parser, form, "define_predicates");
  parse_names (parser, form);
}

/* The forms, in form_names' order.  */
static const struct
{
  MdFormKind kind;
  void (*parse) (Parser *, MdForm *);
} form_parsers[] = {
  { MD_FORM_SIMPLIFY, parse_simplify },
  { MD_FORM_MATCH, parse_match },
  { MD_FORM_FOR, parse_for },
  { MD_FORM_IF, parse_if_form },
  { MD_FORM_OPERATOR_LIST, parse_operator_list },
  { MD_FORM_PREDICATES, parse_predicates }
};

/* pattern -> '(' (simplify | match | for | if | define_operator_list
		   | define_predicates) ')'  */
static MdForm *
parse_form (Parser *parser)
{
  if (!peek_kind (parser, 0, MD_TOKEN_LPAREN))
    syntax_error (parser, "'(' to start a form");
  enter (parser);
  MdToken open = advance (parser);
  const MdToken *name = peek (parser, 0);
  size_t count = sizeof form_names / sizeof *form_names;
  size_t i = 0;
  while (i < count && !token_is (name, form_names[i]))
    i++;
  if (i == count)
    {
      const char *suggestion = name->kind == MD_TOKEN_NAME
	? closest_name (token_text (name), form_names, (int) count) : NULL;
      diag_error (name->location, "expected simplify, match, for, if, "
		  "define_operator_list or define_predicates after '(', "
		  "found %s%s%s%s", describe (name),
		  suggestion ? "; did you mean '" : "",
		  suggestion ? suggestion : "", suggestion ? "'?" : "");
      longjmp (parser->recover, 1);
    }
  name_open (parser, form_names[i]);
  advance (parser);
  MdForm *form = arena_alloc (sizeof *form);
  form->kind = form_parsers[i].kind;
  form->location = open.location;
  form->only_in = open.only_in;
  form_parsers[i].parse (parser, form);
  expect_close (parser);
  leave (parser);
  return form;
}

/* After a syntax error: skip to the end of the top-level form, or to a
   '(' in column 1, where match.pd starts its forms.  */
static void
recover (Parser *parser)
{
  parser->lexer.c_code = false;
  parser->in_match = parser->in_result = false;
  parser->depth = parser->for_depth = parser->if_depth = 0;
  parser->only_in_reported = true;
  bool moved = parser->consumed != parser->form_start;
  for (;;)
    {
      const MdToken *token = peek (parser, 0);
      if (token->kind == MD_TOKEN_END
	  || (moved && token->kind == MD_TOKEN_LPAREN
	      && token->location.column == 1)
	  || (moved && parser->open_count == 0))
	break;
      advance (parser);
      moved = true;
    }
  parser->open_count = 0;
}

/* file -> pattern...  */
static void
parse_forms (Parser *parser, Vector *forms)
{
  while (!peek_kind (parser, 0, MD_TOKEN_END))
    {
      const MdToken *token = peek (parser, 0);
      parser->form_start = parser->consumed;
      parser->only_in = token->only_in;
      parser->only_in_reported = false;
      if (token->kind != MD_TOKEN_LPAREN)
	{
	  /* After an error, what is left of the form is no news.  */
	  if (!parser->recovered)
	    diag_error (token->location, "expected '(' to start a form, "
			"found %s", describe (token));
	  parser->only_in_reported = true;
	  while (!peek_kind (parser, 0, MD_TOKEN_END)
		 && !peek_kind (parser, 0, MD_TOKEN_LPAREN))
	    advance (parser);
	  continue;
	}
      if (setjmp (parser->recover) == 0)
	{
	  vector_push (forms, parse_form (parser));
	  parser->recovered = false;
	}
      else
	{
	  recover (parser);
	  parser->recovered = true;
	}
    }
}

MdFile *
md_parse_buffer (const char *file, const char *buffer, size_t length)
{
  Parser *parser = arena_alloc (sizeof *parser);
  MdFile *md_file = arena_alloc (sizeof *md_file);
  Vector forms = { 0 }, includes = { 0 };
  md_file->file = arena_strdup (file);
  parser->lexer.includes = &includes;
  push_source (&parser->lexer, new_source (md_file->file, buffer, length));
  parse_forms (parser, &forms);
  md_file->form_count = forms.count;
  md_file->forms = (MdForm **) forms.items;
  md_file->include_count = includes.count;
  md_file->includes = arena_alloc ((size_t) includes.count
				   * sizeof *md_file->includes);
  for (int i = 0; i < includes.count; i++)
    md_file->includes[i] = *(MdInclude *) includes.items[i];
  return md_file;
}

MdFile *
md_parse_file (const char *file)
{
  size_t length;
  char *buffer = read_file (file, &length);
  if (!buffer)
    {
      Location nowhere = { NULL, 0, 0 };
      diag_error (nowhere, "cannot read '%s': %s", file, strerror (errno));
      return NULL;
    }
  return md_parse_buffer (file, buffer, length);
}

/* Printing.  */

static void
append_capture (Text *text, const MdExpr *expr)
{
  if (!expr->capture)
    return;
  text_puts (text, expr->value_match ? "@@" : "@");
  text_puts (text, expr->capture);
}

static void
append_expr (Text *text, const MdExpr *expr)
{
  switch (expr->kind)
    {
    case MD_OPERATION:
      text_puts (text, "(");
      text_puts (text, expr->name);
      text_puts (text, expr->optional ? "?" : "");
      text_puts (text, expr->force_leaf ? "!" : "");
      text_puts (text, expr->force_single_use ? "^" : "");
      if (expr->flags)
	text_puts (text, arena_printf (":%s", expr->flags));
      if (expr->type)
	text_puts (text, arena_printf (":%s", expr->type));
      append_capture (text, expr);
      for (int i = 0; i < expr->arg_count; i++)
	{
	  text_puts (text, " ");
	  append_expr (text, expr->args[i]);
	}
      text_puts (text, ")");
      break;
    case MD_CAPTURE:
      append_capture (text, expr);
      break;
    case MD_PREDICATE:
      text_puts (text, expr->name);
      append_capture (text, expr);
      break;
    case MD_INTEGER:
      text_puts (text, expr->text);
      break;
    case MD_C_EXPR:
      text_puts (text, arena_printf ("{ %s }", expr->text));
      break;
    }
}

char *
md_expr_text (const MdExpr *expr)
{
  Text text = { 0 };
  append_expr (&text, expr);
  return text_string (&text);
}
