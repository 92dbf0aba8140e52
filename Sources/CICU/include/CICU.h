// Static inline wrappers over the ICU C API: ICU renames its functions with
// the version (ubrk_open -> ubrk_open_72), which Swift cannot import, so Swift
// calls these unversioned wrappers instead.
//
// Where ICU comes from:
// - Linux: the system ICU (libicu-dev: headers in /usr/include/unicode, libicuuc and libicui18n).
// - Apple platforms: the ICU every macOS ships as /usr/lib/libicucore.dylib, built without version renaming
//   (U_DISABLE_RENAMING) and without public headers: ICUDeclarations.h declares the few types, constants and
//   functions used here, with ICU's own values (Scripts/check_icu_declarations.sh compares them with ICU's
//   headers). Defining CICU_OWN_DECLARATIONS takes that path on Linux too, to compile-check it.
#ifndef COPYLINT_CICU_SHIM_H
#define COPYLINT_CICU_SHIM_H

#if defined(__APPLE__) || defined(CICU_OWN_DECLARATIONS)
#include "ICUDeclarations.h"
#else
#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
#include <unicode/ulocdata.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uloc.h>
#include <unicode/ucasemap.h>
#include <unicode/unorm2.h>
#include <unicode/uregex.h>
#endif

static inline UBreakIterator *cicu_ubrk_open(UBreakIteratorType type, const char *locale, UErrorCode *status) {
    return ubrk_open(type, locale, NULL, 0, status);
}
static inline void cicu_ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t length, UErrorCode *status) {
    ubrk_setText(bi, text, length, status);
}
static inline int32_t cicu_ubrk_first(UBreakIterator *bi) { return ubrk_first(bi); }
static inline int32_t cicu_ubrk_next(UBreakIterator *bi) { return ubrk_next(bi); }
static inline int32_t cicu_ubrk_getRuleStatus(UBreakIterator *bi) { return ubrk_getRuleStatus(bi); }
static inline void cicu_ubrk_close(UBreakIterator *bi) { ubrk_close(bi); }

static inline int32_t cicu_strToUpper(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, const char *locale, UErrorCode *status) {
    return u_strToUpper(dest, destCapacity, src, srcLength, locale, status);
}
static inline int32_t cicu_strToLower(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, const char *locale, UErrorCode *status) {
    return u_strToLower(dest, destCapacity, src, srcLength, locale, status);
}
/// Title-cases with a word break iterator (NULL: ICU's default for the locale).
static inline int32_t cicu_strToTitle(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, const char *locale, UErrorCode *status) {
    return u_strToTitle(dest, destCapacity, src, srcLength, NULL, locale, status);
}

/// Title-cases with the given word break iterator, reused from call to call (ICU opens one per call when given NULL).
static inline int32_t cicu_strToTitleWith(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, UBreakIterator *iterator, const char *locale, UErrorCode *status) {
    return u_strToTitle(dest, destCapacity, src, srcLength, iterator, locale, status);
}

/// A case map for a locale with options (U_TITLECASE_NO_LOWERCASE: title-case word starts, keep the rest),
/// which u_strToTitle does not take. Takes ownership of `iterator`: the map adopts it, or it is closed on failure.
static inline UCaseMap *cicu_ucasemap_open(const char *locale, uint32_t options, UBreakIterator *iterator, UErrorCode *status) {
    UCaseMap *map = ucasemap_open(locale, options, status);
    if (map == NULL || U_FAILURE(*status)) {
        if (map != NULL) { ucasemap_close(map); }
        if (iterator != NULL) { ubrk_close(iterator); }
        return NULL;
    }
    if (iterator != NULL) { ucasemap_setBreakIterator(map, iterator, status); }
    return map;
}
static inline void cicu_ucasemap_close(UCaseMap *map) { ucasemap_close(map); }
static inline int32_t cicu_ucasemap_toTitle(UCaseMap *map, UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, UErrorCode *status) {
    return ucasemap_toTitle(map, dest, destCapacity, src, srcLength, status);
}
/// Drops the break iterator's pointer to the last text titled, before that text goes away.
static inline void cicu_ucasemap_clearText(UCaseMap *map) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = (UBreakIterator *)ucasemap_getBreakIterator(map);
    if (iterator != NULL) { ubrk_setText(iterator, NULL, 0, &status); }
}

/// UTF-16 to UTF-8, for reading ICU's results into a Swift string without Swift's generic UTF-16 decoding.
static inline int32_t cicu_strToUTF8(char *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, UErrorCode *status) {
    int32_t length = 0;
    u_strToUTF8(dest, destCapacity, &length, src, srcLength, status);
    return length;
}

static inline int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }
static inline const char *cicu_uloc_getAvailable(int32_t n) { return uloc_getAvailable(n); }

static inline ULocaleData *cicu_ulocdata_open(const char *locale, UErrorCode *status) { return ulocdata_open(locale, status); }
static inline void cicu_ulocdata_close(ULocaleData *data) { ulocdata_close(data); }
static inline int32_t cicu_ulocdata_getDelimiter(ULocaleData *data, ULocaleDataDelimiterType type, UChar *result, int32_t resultLength, UErrorCode *status) {
    return ulocdata_getDelimiter(data, type, result, resultLength, status);
}

static inline UBool cicu_isupper(UChar32 c) { return u_isupper(c); }
static inline UBool cicu_islower(UChar32 c) { return u_islower(c); }
static inline UBool cicu_istitle(UChar32 c) { return u_istitle(c); }
static inline UBool cicu_isalpha(UChar32 c) { return u_isUAlphabetic(c); }
/// East Asian width class (UCHAR_EAST_ASIAN_WIDTH), for aligning carets under wide characters.
static inline int32_t cicu_eastAsianWidth(UChar32 c) { return u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH); }
/// Sentence_Break class (UCHAR_SENTENCE_BREAK): which characters can end a sentence in ICU's rules.
static inline int32_t cicu_sentenceBreak(UChar32 c) { return u_getIntPropertyValue(c, UCHAR_SENTENCE_BREAK); }
/// Grapheme_Cluster_Break class (UCHAR_GRAPHEME_CLUSTER_BREAK): which characters can join a neighbour.
static inline int32_t cicu_graphemeClusterBreak(UChar32 c) { return u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK); }
static inline UBool cicu_isUnassigned(UChar32 c) { return u_charType(c) == U_UNASSIGNED; }
static inline UBool cicu_hasCase(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_CASED); }
/// The simple title-case mapping of one code point, and whether the full one changes it at all.
static inline UChar32 cicu_totitle(UChar32 c) { return u_totitle(c); }
static inline UBool cicu_changesWhenTitlecased(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_CHANGES_WHEN_TITLECASED); }
/// Whether ICU's word rules hand the character to a dictionary break engine, not the rules alone: Han (with its
/// iteration marks), Hiragana, Katakana and Hangul (the CJK engine), and the scripts written without spaces (Thai,
/// Lao, Khmer, Myanmar: Line_Break Complex_Context).
static inline UBool cicu_isDictionaryWordCharacter(UChar32 c) {
    // All of them lie above U+0E00 (Thai, the first); most letters of cased scripts below (Latin, Greek, Cyrillic).
    if (c < 0x0E00) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(c, &status);
    return script == USCRIPT_HAN || script == USCRIPT_HIRAGANA || script == USCRIPT_KATAKANA || script == USCRIPT_HANGUL
        || u_getIntPropertyValue(c, UCHAR_LINE_BREAK) == U_LB_COMPLEX_CONTEXT;
}
/// A character that stays inside the word of the letters or digits around it in any locale's word rules
/// (Word_Break ALetter, Hebrew_Letter, Numeric, Extend, Format or ZWJ, outside the dictionary scripts): a run
/// of them that starts with a letter or digit is one word, wherever it stands.
static inline UBool cicu_staysInWord(UChar32 c) {
    int32_t wb = u_getIntPropertyValue(c, UCHAR_WORD_BREAK);
    return (wb == U_WB_ALETTER || wb == U_WB_HEBREW_LETTER || wb == U_WB_NUMERIC || wb == U_WB_EXTEND || wb == U_WB_FORMAT || wb == U_WB_ZWJ)
        && !cicu_isDictionaryWordCharacter(c);
}
/// A letter (not a modifier letter) or digit that stays in its word (above): title casing starts a word at it
/// (ICU's letter, number or symbol test takes a modifier letter only when it is cased, so none is taken here).
static inline UBool cicu_isWordStartLetterOrDigit(UChar32 c) {
    int32_t wb = u_getIntPropertyValue(c, UCHAR_WORD_BREAK);
    return (wb == U_WB_ALETTER || wb == U_WB_HEBREW_LETTER || wb == U_WB_NUMERIC) && !cicu_isDictionaryWordCharacter(c)
        && (U_MASK(u_charType(c)) & ((U_GC_L_MASK | U_GC_N_MASK) & ~U_GC_LM_MASK)) != 0;
}
/// Whether NFC leaves the character as it is wherever it stands after a starter: NFC_Quick_Check is Yes (it is
/// in NFC and never composes with what precedes it) and its canonical combining class is 0 (never reordered).
static inline UBool cicu_isNFCStableStarter(UChar32 c) {
    return u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES && u_getCombiningClass(c) == 0;
}

/// Regular expressions with a bound on the matching engine's steps (uregex_setTimeLimit), for patterns and
/// texts that a configuration and the files it lints choose.
static inline URegularExpression *cicu_uregex_open(const UChar *pattern, int32_t length, uint32_t flags, UParseError *parseError, UErrorCode *status) {
    return uregex_open(pattern, length, flags, parseError, status);
}
static inline URegularExpression *cicu_uregex_clone(const URegularExpression *regex, UErrorCode *status) { return uregex_clone(regex, status); }
static inline void cicu_uregex_close(URegularExpression *regex) { uregex_close(regex); }
static inline void cicu_uregex_setTimeLimit(URegularExpression *regex, int32_t limit, UErrorCode *status) { uregex_setTimeLimit(regex, limit, status); }
static inline void cicu_uregex_setText(URegularExpression *regex, const UChar *text, int32_t length, UErrorCode *status) {
    uregex_setText(regex, text, length, status);
}
static inline UBool cicu_uregex_find(URegularExpression *regex, int32_t start, UErrorCode *status) { return uregex_find(regex, start, status); }
static inline const char *cicu_errorName(UErrorCode code) { return u_errorName(code); }

#endif
