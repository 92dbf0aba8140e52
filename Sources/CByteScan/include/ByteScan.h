// Byte scans that want vector instructions. Swift's SIMD types compare lane by lane here (Swift 6.3: a
// loop over the sixteen bytes, spilled to the stack), while Clang's vector extensions give one compare per
// byte class (SSE2 on x86-64, NEON on arm64). Static inline, so Swift callers get them inlined.
#ifndef COPYLINT_BYTE_SCAN_H
#define COPYLINT_BYTE_SCAN_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef uint8_t copylint_bytes16 __attribute__((vector_size(16)));

/// The offset of the first of the sixteen bytes at `bytes` (any alignment), from `from` on, that is below 0x20
/// or one of `"`, `\`, 0xC2, 0xE2: the bytes that can start something a JSON string escapes (C2 85 and
/// E2 80 A8/A9 are line separators). 16 when there is none.
static inline int copylint_json_escape_candidate(const void *bytes, int from) {
    copylint_bytes16 block;
    memcpy(&block, bytes, 16);
    copylint_bytes16 found = (copylint_bytes16)((block < 0x20) | (block == 0x22) | (block == 0x5C) | (block == 0xC2) | (block == 0xE2));
    // Each half as a number whose low byte is the first (both x86-64 and arm64 are little-endian).
    uint64_t halves[2];
    memcpy(halves, &found, 16);
    if (from >= 8) {
        halves[0] = 0;
        halves[1] &= ~(uint64_t)0 << (8 * (from - 8));
    } else {
        halves[0] &= ~(uint64_t)0 << (8 * from);
    }
    if (halves[0]) return __builtin_ctzll(halves[0]) / 8;
    if (halves[1]) return 8 + __builtin_ctzll(halves[1]) / 8;
    return 16;
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "copylint_json_escape_candidate reads lanes as little-endian numbers"
#endif

#endif
