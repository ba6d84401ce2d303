/* sha256.h: SHA-256 in hexadecimal (sha256.c).

   Copyright (C) 2026 The peephole developers.
   This file is part of peephole, free software under the GNU GPL v3+.  */

#ifndef PEEP_SHA256_H
#define PEEP_SHA256_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The SHA-256 of the LENGTH bytes of DATA, in hexadecimal, into HEX
   (64 digits and a null).  */
void sha256_hex_into (const char *data, size_t length, char hex[65]);

#ifdef __cplusplus
}
#endif

#endif /* PEEP_SHA256_H */
