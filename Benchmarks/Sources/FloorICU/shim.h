// Unversioned wrappers over ICU's break iterator C API (ICU renames its functions per version).
#include <unicode/utypes.h>
#include <unicode/ubrk.h>

static inline UBreakIterator *floor_ubrk_open(UBreakIteratorType type, const char *locale, UErrorCode *status) {
    return ubrk_open(type, locale, NULL, 0, status);
}
static inline void floor_ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t length, UErrorCode *status) {
    ubrk_setText(bi, text, length, status);
}
static inline int32_t floor_ubrk_next(UBreakIterator *bi) { return ubrk_next(bi); }
