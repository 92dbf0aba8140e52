// The part of ICU's C API that CICU.h wraps, declared for Apple platforms, whose ICU (/usr/lib/libicucore.dylib,
// on every macOS, iOS, tvOS, watchOS and visionOS) ships without headers. Apple builds it without version
// renaming (U_DISABLE_RENAMING), so its functions carry ICU's plain names: `ubrk_open`, not `ubrk_open_74`.
//
// Every value below is ICU's own: ICU never renumbers a published constant (they are its stable ABI).
// Scripts/check_icu_declarations.sh compiles these declarations against a real ICU's headers and compares every
// constant, so a typo here fails on Linux as well as on a Mac.
#ifndef COPYLINT_CICU_ICU_DECLARATIONS_H
#define COPYLINT_CICU_ICU_DECLARATIONS_H

#include <stddef.h>
#include <stdint.h>

// The check script includes ICU's real headers first and sets CICU_FUNCTIONS_ONLY, so that the prototypes below
// are compared with ICU's (a C compiler rejects a redeclaration with other types).
#ifndef CICU_FUNCTIONS_ONLY

// umachine.h: UBool is a signed byte in C; UChar a UTF-16 code unit; UChar32 a code point.
typedef int8_t UBool;
typedef uint16_t UChar;
typedef int32_t UChar32;

// utypes.h: negative values are warnings, zero success, positive errors.
typedef enum UErrorCode {
    U_USING_FALLBACK_WARNING = -128,
    U_USING_DEFAULT_WARNING = -127,
    U_ZERO_ERROR = 0,
    U_ILLEGAL_ARGUMENT_ERROR = 1,
    U_BUFFER_OVERFLOW_ERROR = 15,
    U_REGEX_TIME_OUT = 66322
} UErrorCode;
#define U_SUCCESS(x) ((x) <= U_ZERO_ERROR)
#define U_FAILURE(x) ((x) > U_ZERO_ERROR)

// ubrk.h
typedef struct UBreakIterator UBreakIterator;

// uregex.h, parseerr.h
typedef struct URegularExpression URegularExpression;
typedef enum URegexpFlag {
    UREGEX_CASE_INSENSITIVE = 2
} URegexpFlag;
enum { U_PARSE_CONTEXT_LEN = 16 };
typedef struct UParseError {
    int32_t line;
    int32_t offset;
    UChar preContext[U_PARSE_CONTEXT_LEN];
    UChar postContext[U_PARSE_CONTEXT_LEN];
} UParseError;
typedef enum UBreakIteratorType {
    UBRK_CHARACTER = 0,
    UBRK_WORD = 1,
    UBRK_LINE = 2,
    UBRK_SENTENCE = 3
} UBreakIteratorType;
#define UBRK_DONE ((int32_t) -1)

// ucasemap.h, stringoptions.h
typedef struct UCaseMap UCaseMap;
#define U_TITLECASE_NO_LOWERCASE 0x100

// ulocdata.h
typedef struct ULocaleData ULocaleData;
typedef enum ULocaleDataDelimiterType {
    ULOCDATA_QUOTATION_START = 0,
    ULOCDATA_QUOTATION_END = 1,
    ULOCDATA_ALT_QUOTATION_START = 2,
    ULOCDATA_ALT_QUOTATION_END = 3
} ULocaleDataDelimiterType;

// uchar.h: the properties read, and the values compared.
typedef enum UProperty {
    UCHAR_CASED = 49,
    UCHAR_CHANGES_WHEN_TITLECASED = 53,
    UCHAR_EAST_ASIAN_WIDTH = 0x1004,
    UCHAR_LINE_BREAK = 0x1008,
    UCHAR_NFC_QUICK_CHECK = 0x100E,
    UCHAR_GRAPHEME_CLUSTER_BREAK = 0x1012,
    UCHAR_SENTENCE_BREAK = 0x1013,
    UCHAR_WORD_BREAK = 0x1014
} UProperty;

typedef enum UCharCategory {
    U_UNASSIGNED = 0,
    U_UPPERCASE_LETTER = 1,
    U_LOWERCASE_LETTER = 2,
    U_TITLECASE_LETTER = 3,
    U_MODIFIER_LETTER = 4,
    U_OTHER_LETTER = 5,
    U_DECIMAL_DIGIT_NUMBER = 9,
    U_LETTER_NUMBER = 10,
    U_OTHER_NUMBER = 11
} UCharCategory;
#define U_MASK(x) ((uint32_t)1 << (x))
#define U_GC_LM_MASK U_MASK(U_MODIFIER_LETTER)
#define U_GC_L_MASK (U_MASK(U_UPPERCASE_LETTER) | U_MASK(U_LOWERCASE_LETTER) | U_MASK(U_TITLECASE_LETTER) \
    | U_MASK(U_MODIFIER_LETTER) | U_MASK(U_OTHER_LETTER))
#define U_GC_N_MASK (U_MASK(U_DECIMAL_DIGIT_NUMBER) | U_MASK(U_LETTER_NUMBER) | U_MASK(U_OTHER_NUMBER))

typedef enum UEastAsianWidth {
    U_EA_FULLWIDTH = 3,
    U_EA_WIDE = 5
} UEastAsianWidth;

typedef enum ULineBreak {
    U_LB_COMPLEX_CONTEXT = 24
} ULineBreak;

typedef enum UGraphemeClusterBreak {
    U_GCB_OTHER = 0,
    U_GCB_CONTROL = 1,
    U_GCB_LF = 5
} UGraphemeClusterBreak;

typedef enum USentenceBreak {
    U_SB_ATERM = 1,
    U_SB_CLOSE = 2,
    U_SB_SEP = 7,
    U_SB_SP = 8,
    U_SB_STERM = 9,
    U_SB_CR = 11,
    U_SB_LF = 13
} USentenceBreak;

typedef enum UWordBreakValues {
    U_WB_ALETTER = 1,
    U_WB_FORMAT = 2,
    U_WB_NUMERIC = 6,
    U_WB_EXTEND = 9,
    U_WB_HEBREW_LETTER = 14,
    U_WB_ZWJ = 21
} UWordBreakValues;

// unorm2.h
typedef enum UNormalizationCheckResult {
    UNORM_NO = 0,
    UNORM_YES = 1,
    UNORM_MAYBE = 2
} UNormalizationCheckResult;

// uscript.h
typedef enum UScriptCode {
    USCRIPT_HAN = 17,
    USCRIPT_HANGUL = 18,
    USCRIPT_HIRAGANA = 20,
    USCRIPT_KATAKANA = 22
} UScriptCode;

#endif // CICU_FUNCTIONS_ONLY

#ifdef __cplusplus
extern "C" {
#endif

UBreakIterator *ubrk_open(UBreakIteratorType type, const char *locale, const UChar *text, int32_t textLength,
                          UErrorCode *status);
void ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t ubrk_first(UBreakIterator *bi);
int32_t ubrk_next(UBreakIterator *bi);
int32_t ubrk_getRuleStatus(UBreakIterator *bi);
void ubrk_close(UBreakIterator *bi);

int32_t u_strToUpper(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, const char *locale,
                     UErrorCode *pErrorCode);
int32_t u_strToLower(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, const char *locale,
                     UErrorCode *pErrorCode);
int32_t u_strToTitle(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength, UBreakIterator *titleIter,
                     const char *locale, UErrorCode *pErrorCode);
char *u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src, int32_t srcLength,
                   UErrorCode *pErrorCode);

UCaseMap *ucasemap_open(const char *locale, uint32_t options, UErrorCode *pErrorCode);
void ucasemap_close(UCaseMap *csm);
const UBreakIterator *ucasemap_getBreakIterator(const UCaseMap *csm);
void ucasemap_setBreakIterator(UCaseMap *csm, UBreakIterator *iterToAdopt, UErrorCode *pErrorCode);
int32_t ucasemap_toTitle(UCaseMap *csm, UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength,
                         UErrorCode *pErrorCode);

int32_t uloc_countAvailable(void);
const char *uloc_getAvailable(int32_t n);

ULocaleData *ulocdata_open(const char *localeID, UErrorCode *status);
void ulocdata_close(ULocaleData *uld);
int32_t ulocdata_getDelimiter(ULocaleData *uld, ULocaleDataDelimiterType type, UChar *result, int32_t resultLength,
                              UErrorCode *status);

UBool u_isupper(UChar32 c);
UBool u_islower(UChar32 c);
UBool u_istitle(UChar32 c);
UBool u_isUAlphabetic(UChar32 c);
UBool u_hasBinaryProperty(UChar32 c, UProperty which);
int32_t u_getIntPropertyValue(UChar32 c, UProperty which);
int8_t u_charType(UChar32 c);
UChar32 u_totitle(UChar32 c);
uint8_t u_getCombiningClass(UChar32 c);
UScriptCode uscript_getScript(UChar32 codepoint, UErrorCode *err);

const char *u_errorName(UErrorCode code);

URegularExpression *uregex_open(const UChar *pattern, int32_t patternLength, uint32_t flags, UParseError *pe,
                                UErrorCode *status);
URegularExpression *uregex_clone(const URegularExpression *regexp, UErrorCode *status);
void uregex_close(URegularExpression *regexp);
void uregex_setTimeLimit(URegularExpression *regexp, int32_t limit, UErrorCode *status);
void uregex_setText(URegularExpression *regexp, const UChar *text, int32_t textLength, UErrorCode *status);
UBool uregex_find(URegularExpression *regexp, int32_t startIndex, UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif
