/* knownbits-concrete.h: the concrete words of the known-bits domain.

   The plugin computes known bits on ConcreteWord: a value of P bits,
   1 <= P <= 128, held zero-extended in a peep_uint, with P carried at
   run time.  Every operation wraps modulo 2^P, and shifts follow
   SMT-LIB as the Z3 words of gen/kbprove do: a count of P or more
   shifts every bit out.  Both operands of an operation have the same
   precision; mixing precisions is a bug in the caller, and traps.  A
   word changes precision only through word_resize.

     ConcreteWord x = concrete_word (5, 8);
     KnownBits<ConcreteWord> k = kb_shl_const (kb_constant (x), 1);
     kb_to_string (k, buffer);		// "00001010"

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEPHOLE_KNOWNBITS_CONCRETE_H
#define PEEPHOLE_KNOWNBITS_CONCRETE_H

#include "peephole-arith.h"
#include "knownbits.h"

struct ConcreteWord
{
  typedef bool boolean;
  peep_uint value;		/* zero-extended from PRECISION bits */
  unsigned precision;
};

inline ConcreteWord
concrete_word (peep_uint value, unsigned precision)
{
  ConcreteWord word = { value & peep_mask (precision), precision };
  return word;
}

/* The precision of both operands of a binary operation.  */
inline unsigned
concrete_precision (const ConcreteWord &a, const ConcreteWord &b)
{
  if (a.precision != b.precision)
    __builtin_trap ();
  return a.precision;
}

/* Compare A and B as unsigned numbers, or as signed ones by flipping
   the sign bits first: -1, 0 or 1.  */
inline int
concrete_compare (const ConcreteWord &a, const ConcreteWord &b, bool as_signed)
{
  unsigned precision = concrete_precision (a, b);
  peep_uint flip = as_signed ? (peep_uint) 1 << (precision - 1) : 0;
  peep_uint x = a.value ^ flip, y = b.value ^ flip;
  return x < y ? -1 : x > y;
}

/* The word interface of knownbits.h.  */

inline ConcreteWord
word_constant (const ConcreteWord &like, uint64_t value)
{
  return concrete_word (value, like.precision);
}

inline unsigned
word_precision (const ConcreteWord &a)
{
  return a.precision;
}

inline ConcreteWord
word_resize (const ConcreteWord &a, unsigned precision)
{
  return concrete_word (a.value, precision);
}

inline ConcreteWord
select (bool condition, const ConcreteWord &a, const ConcreteWord &b)
{
  return condition ? a : b;
}

inline ConcreteWord
operator& (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_word (a.value & b.value, concrete_precision (a, b));
}

inline ConcreteWord
operator| (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_word (a.value | b.value, concrete_precision (a, b));
}

inline ConcreteWord
operator^ (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_word (a.value ^ b.value, concrete_precision (a, b));
}

inline ConcreteWord
operator~ (const ConcreteWord &a)
{
  return concrete_word (~a.value, a.precision);
}

inline ConcreteWord
operator+ (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_word (a.value + b.value, concrete_precision (a, b));
}

inline ConcreteWord
operator- (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_word (a.value - b.value, concrete_precision (a, b));
}

inline ConcreteWord
operator- (const ConcreteWord &a)
{
  return concrete_word (-a.value, a.precision);
}

inline ConcreteWord
operator* (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_word (a.value * b.value, concrete_precision (a, b));
}

inline bool
operator== (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_compare (a, b, false) == 0;
}

inline bool
operator!= (const ConcreteWord &a, const ConcreteWord &b)
{
  return !(a == b);
}

inline bool
word_ult (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_compare (a, b, false) < 0;
}

inline bool
word_ule (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_compare (a, b, false) <= 0;
}

inline bool
word_sle (const ConcreteWord &a, const ConcreteWord &b)
{
  return concrete_compare (a, b, true) <= 0;
}

inline ConcreteWord
word_shl (const ConcreteWord &a, unsigned count)
{
  if (count >= a.precision)
    return concrete_word (0, a.precision);
  return concrete_word (a.value << count, a.precision);
}

inline ConcreteWord
word_lshr (const ConcreteWord &a, unsigned count)
{
  if (count >= a.precision)
    return concrete_word (0, a.precision);
  return concrete_word (a.value >> count, a.precision);
}

/* Shift the value to the top of the peep_uint, shift back as signed.  */
inline ConcreteWord
word_ashr (const ConcreteWord &a, unsigned count)
{
  unsigned top = 128 - a.precision;
  __extension__ typedef __int128 peep_int;
  peep_int value = (peep_int) (a.value << top) >> top;
  if (count >= a.precision)
    count = a.precision - 1;
  return concrete_word ((peep_uint) (value >> count), a.precision);
}

/* The seed's string form of A: '0', '1' or '?' for each bit, most
   significant first, and '!' for a bit known both ways (never in a
   well-formed value).  BUFFER has room for P + 1 characters.  */
inline char *
kb_to_string (const KnownBits<ConcreteWord> &a, char *buffer)
{
  unsigned precision = a.ones.precision;
  for (unsigned i = 0; i < precision; i++)
    {
      unsigned bit = precision - 1 - i;
      bool one = (a.ones.value >> bit) & 1;
      bool zero = (a.zeros.value >> bit) & 1;
      buffer[i] = one && zero ? '!' : one ? '1' : zero ? '0' : '?';
    }
  buffer[precision] = '\0';
  return buffer;
}

#endif /* PEEPHOLE_KNOWNBITS_CONCRETE_H */
