/* lex.c: the tokens of rule files.

   Whitespace, newlines included, separates tokens and means nothing
   else; '#' starts a comment that runs to the end of the line.
   Columns count as GCC counts them by default: a tab advances to the
   next multiple of 8.  The lexer reports malformed tokens itself and
   goes on, so that one file yields every error it has.

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#include "peepgen.h"

#include <ctype.h>
#include <string.h>

void
lex_init (Lexer *lexer, const char *file, const char *buffer, size_t length)
{
  lexer->file = file;
  lexer->buffer = buffer;
  lexer->end = buffer + length;
  lexer->cursor = buffer;
  lexer->line = 1;
  lexer->column = 1;
}

static Location
here (const Lexer *lexer)
{
  Location location = { lexer->file, lexer->line, lexer->column };
  return location;
}

static int
peek (const Lexer *lexer, size_t ahead)
{
  if ((size_t) (lexer->end - lexer->cursor) <= ahead)
    return EOF;
  return (unsigned char) lexer->cursor[ahead];
}

static void
advance (Lexer *lexer)
{
  int c = peek (lexer, 0);
  if (c == EOF)
    return;
  lexer->cursor++;
  if (c == '\n')
    {
      lexer->line++;
      lexer->column = 1;
    }
  else if (c == '\t')
    lexer->column = ((lexer->column - 1) / 8 + 1) * 8 + 1;
  else
    lexer->column++;
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

static void
skip_space_and_comments (Lexer *lexer)
{
  for (;;)
    {
      int c = peek (lexer, 0);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
	  || c == '\v')
	advance (lexer);
      else if (c == '#')
	while (peek (lexer, 0) != EOF && peek (lexer, 0) != '\n')
	  advance (lexer);
      else
	return;
    }
}

static int
digit_value (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return 99;
}

/* VALUE * BASE + DIGIT; false if the result needs more than 128 bits.  */
static bool
wide_append_digit (Wide *value, unsigned base, unsigned digit)
{
  uint64_t parts[4] = { value->low & 0xffffffffu, value->low >> 32,
			value->high & 0xffffffffu, value->high >> 32 };
  uint64_t carry = digit;
  for (int i = 0; i < 4; i++)
    {
      uint64_t product = parts[i] * base + carry;
      parts[i] = product & 0xffffffffu;
      carry = product >> 32;
    }
  if (carry)
    return false;
  value->low = parts[0] | (parts[1] << 32);
  value->high = parts[2] | (parts[3] << 32);
  return true;
}

/* integer -> DIGITS | '0x' HEXDIGITS | '0b' BINDIGITS */
static void
lex_integer (Lexer *lexer, Token *token)
{
  unsigned base = 10;
  bool too_large = false, any_digit = false;
  Wide value = { 0, 0 };
  if (peek (lexer, 0) == '0' && (peek (lexer, 1) == 'x' || peek (lexer, 1) == 'X'))
    base = 16;
  else if (peek (lexer, 0) == '0'
	   && (peek (lexer, 1) == 'b' || peek (lexer, 1) == 'B'))
    base = 2;
  if (base != 10)
    {
      advance (lexer);
      advance (lexer);
    }
  while ((unsigned) digit_value (peek (lexer, 0)) < base)
    {
      any_digit = true;
      if (!too_large
	  && !wide_append_digit (&value, base,
				 (unsigned) digit_value (peek (lexer, 0))))
	too_large = true;
      advance (lexer);
    }
  token->length = (size_t) (lexer->cursor - token->start);
  if (name_char_p (peek (lexer, 0)) || !any_digit)
    {
      while (name_char_p (peek (lexer, 0)))
	advance (lexer);
      token->length = (size_t) (lexer->cursor - token->start);
      diag_error (token->location, "invalid integer literal '%.*s'",
		  (int) token->length, token->start);
      value = wide_from_uint (0);
    }
  else if (too_large)
    {
      diag_error (token->location,
		  "integer literal '%.*s' does not fit in 128 bits",
		  (int) token->length, token->start);
      value = wide_from_uint (0);
    }
  token->kind = TOKEN_INTEGER;
  token->value = value;
}

static void
lex_name (Lexer *lexer, Token *token)
{
  while (name_char_p (peek (lexer, 0)))
    advance (lexer);
  token->length = (size_t) (lexer->cursor - token->start);
  token->kind = TOKEN_NAME;
  static const struct
  {
    const char *spelling;
    TokenKind kind;
  } keywords[] = { {"check", TOKEN_CHECK}, {"SORRY_Z3", TOKEN_SORRY_Z3},
		   {"default", TOKEN_DEFAULT},
		   {"and", TOKEN_OPERATOR}, {"or", TOKEN_OPERATOR},
		   {"not", TOKEN_OPERATOR} };
  for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
    if (strlen (keywords[i].spelling) == token->length
	&& memcmp (keywords[i].spelling, token->start, token->length) == 0)
      token->kind = keywords[i].kind;
}

/* The operator spelled by the LENGTH characters at the cursor.  */
static bool
find_operator (const Lexer *lexer, size_t length, Operator *result)
{
  for (int i = 0; i < OPERATOR_COUNT; i++)
    {
      const char *spelling = operator_info[i].spelling;
      if (strlen (spelling) == length && isalpha ((unsigned char) spelling[0]) == 0
	  && (size_t) (lexer->end - lexer->cursor) >= length
	  && memcmp (spelling, lexer->cursor, length) == 0)
	{
	  *result = (Operator) i;
	  return true;
	}
    }
  return false;
}

/* Punctuation and symbolic operators, longest match first.  An operator
   ending in 'u' (<u, >>u ...) is one only if no name character follows,
   so that "x<unused" still reads as x < unused.  */
static bool
lex_punctuation (Lexer *lexer, Token *token)
{
  static const struct
  {
    const char *spelling;
    TokenKind kind;
  } punctuation[] = { {"=>", TOKEN_ARROW}, {"(", TOKEN_LPAREN},
		      {")", TOKEN_RPAREN}, {",", TOKEN_COMMA},
		      {":", TOKEN_COLON}, {".", TOKEN_DOT} };
  for (size_t length = 3; length >= 1; length--)
    {
      Operator found;
      if (find_operator (lexer, length, &found)
	  && !(lexer->cursor[length - 1] == 'u'
	       && name_char_p (peek (lexer, length))))
	{
	  token->kind = TOKEN_OPERATOR;
	  token->operator_ = found;
	  token->length = length;
	  goto consume;
	}
      for (size_t i = 0; i < sizeof punctuation / sizeof punctuation[0]; i++)
	if (strlen (punctuation[i].spelling) == length
	    && (size_t) (lexer->end - lexer->cursor) >= length
	    && memcmp (punctuation[i].spelling, lexer->cursor, length) == 0)
	  {
	    token->kind = punctuation[i].kind;
	    token->length = length;
	    goto consume;
	  }
    }
  if (peek (lexer, 0) == '=')
    {
      token->kind = TOKEN_ASSIGN;
      token->length = 1;
      goto consume;
    }
  return false;

consume:
  for (size_t i = 0; i < token->length; i++)
    advance (lexer);
  return true;
}

Token
lex_next (Lexer *lexer)
{
  Token token;
  memset (&token, 0, sizeof token);
  for (;;)
    {
      skip_space_and_comments (lexer);
      token.location = here (lexer);
      token.start = lexer->cursor;
      int c = peek (lexer, 0);
      if (c == EOF)
	{
	  token.kind = TOKEN_END;
	  return token;
	}
      if (isdigit (c))
	{
	  lex_integer (lexer, &token);
	  return token;
	}
      if (name_start_p (c))
	{
	  lex_name (lexer, &token);
	  if (token.kind == TOKEN_OPERATOR)
	    for (int i = 0; i < OPERATOR_COUNT; i++)
	      if (strlen (operator_info[i].spelling) == token.length
		  && memcmp (operator_info[i].spelling, token.start,
			     token.length) == 0)
		token.operator_ = (Operator) i;
	  return token;
	}
      if (lex_punctuation (lexer, &token))
	return token;
      if (c == '/')
	{
	  /* Go on as if '//' was meant, to avoid a cascade of errors.  */
	  diag_error (token.location,
		      "'/' is not an operator; use '//' for floor division");
	  advance (lexer);
	  token.kind = TOKEN_OPERATOR;
	  token.operator_ = OPERATOR_FLOORDIV;
	  token.length = 1;
	  return token;
	}
      if (c == '"' || c == '\'')
	diag_error (token.location, "strings are not part of the rule "
		    "language");
      else if (isprint (c))
	diag_error (token.location, "stray '%c' in rule file", c);
      else
	diag_error (token.location, "stray '\\%03o' in rule file", c);
      advance (lexer);
    }
}

/* The token for messages: "'int_add'", "end of file".  */
const char *
token_describe (const Token *token)
{
  if (token->kind == TOKEN_END)
    return "end of file";
  return arena_printf ("'%.*s'", (int) (token->length > 40 ? 40 : token->length),
		       token->start);
}
