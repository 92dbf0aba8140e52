#!/usr/bin/env bash
# Checks Sources/CICU/include/ICUDeclarations.h (copylint's own declarations of the ICU it uses on Apple
# platforms, whose ICU ships without headers) against the real ICU headers of this machine (libicu-dev):
#
#   1. every constant it declares has ICU's value;
#   2. every function it declares has ICU's prototype (the compiler rejects a redeclaration with other types);
#   3. CICU.h compiles on those declarations, links against this ICU, and its wrappers answer as ICU's do;
#   4. CopyText, the Swift that uses them, compiles on them (as on a Mac): a constant used in Swift but not
#      declared fails here (about a minute; SWIFT=0 skips it; its build goes to .build-own-icu).
#
# On macOS, which has no ICU headers to compare with, it checks instead that Apple's libicucore exports every
# function declared, under its plain name (the SDK's libicucore.tbd lists the exports).
#
#   Scripts/check_icu_declarations.sh        (Linux: a C compiler, pkg-config and libicu-dev; macOS: Xcode)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
include="$root/Sources/CICU/include"
declarations="$include/ICUDeclarations.h"
functions=$(sed -n 's/^[A-Za-z].*[ *]\([a-z][A-Za-z0-9_]*\)(.*/\1/p' "$declarations" | sort -u)

if [ "$(uname -s)" = Darwin ]; then
    tbd="$(xcrun --show-sdk-path)/usr/lib/libicucore.tbd"
    missing=0
    for name in $functions; do
        grep -qw "_$name" "$tbd" || { echo "libicucore does not export $name" >&2; missing=1; }
    done
    [ "$missing" = 0 ] && echo "libicucore exports all $(echo "$functions" | wc -l | tr -d ' ') declared functions"
    exit "$missing"
fi
cc=${CC:-$(command -v clang || command -v cc)}
work=$(mktemp -d "${TMPDIR:-/tmp}/copylint-icu.XXXXXX")
trap 'rm -rf "$work"' EXIT
icu_headers='#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
#include <unicode/ulocdata.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uloc.h>
#include <unicode/ucasemap.h>
#include <unicode/unorm2.h>
#include <unicode/uregex.h>'
read -r -a icu_flags <<< "$(pkg-config --cflags --libs icu-uc icu-i18n)"

# Enumerators ("    NAME = value,") and object-like macros ("#define NAME value") the declarations define.
constants=$(sed -n -e 's/^    \([A-Z][A-Z0-9_]*\) = .*/\1/p' -e 's/^#define \([A-Z][A-Z0-9_]*\) .*/\1/p' "$declarations" | sort -u)
{
    echo '#include <stdio.h>'
    echo 'int main(void) {'
    for name in $constants; do echo "    printf(\"$name %lld\\n\", (long long)($name));"; done
    echo '    return 0;'
    echo '}'
} > "$work/print.inc"

echo "1. constants ($(echo "$constants" | wc -l | tr -d ' '))"
{ echo "$icu_headers"; cat "$work/print.inc"; } > "$work/icu.c"
{ echo '#include "ICUDeclarations.h"'; cat "$work/print.inc"; } > "$work/own.c"
"$cc" -o "$work/icu" "$work/icu.c" "${icu_flags[@]}" && "$work/icu" > "$work/icu.txt"
"$cc" -I "$include" -o "$work/own" "$work/own.c" && "$work/own" > "$work/own.txt"
diff -u "$work/icu.txt" "$work/own.txt"
echo "   same values as ICU $(pkg-config --modversion icu-uc)"

echo "2. prototypes ($(echo "$functions" | wc -l | tr -d ' '))"
{ echo "$icu_headers"; echo '#define CICU_FUNCTIONS_ONLY'; echo '#include "ICUDeclarations.h"'; } > "$work/prototypes.c"
"$cc" -fsyntax-only -Werror -I "$include" "$work/prototypes.c"
echo "   same prototypes as ICU's headers"

echo "3. CICU.h on these declarations, linked against this ICU"
# This ICU renames its functions with its version; Apple's does not. Rename the declared names as ICU would.
{
    echo '#include <unicode/uvernum.h>'
    for name in $functions; do echo "#define $name U_ICU_ENTRY_POINT_RENAME($name)"; done
} > "$work/rename.h"
cat > "$work/wrappers.c" <<'C'
#include <stdio.h>
#include <string.h>
#include "CICU.h"
int main(void) {
    UErrorCode status = U_ZERO_ERROR;
    UChar source[] = {'i', 0x00DF};  // "iß"
    UChar upper[8];
    int32_t length = cicu_strToUpper(upper, 8, source, 2, "tr", &status);
    UBreakIterator *words = cicu_ubrk_open(UBRK_WORD, "en", &status);
    UChar text[] = {'a', ' ', 'b'};
    cicu_ubrk_setText(words, text, 3, &status);
    int32_t boundaries = 0;
    for (int32_t b = cicu_ubrk_first(words); b != UBRK_DONE; b = cicu_ubrk_next(words)) boundaries++;
    cicu_ubrk_close(words);
    int ok = U_SUCCESS(status) && length == 3 && upper[0] == 0x0130 && upper[1] == 'S' && boundaries == 4
        && cicu_eastAsianWidth(0x6F22) == U_EA_WIDE && cicu_isDictionaryWordCharacter(0x3042)
        && cicu_staysInWord('a') && !cicu_staysInWord(' ') && cicu_uloc_countAvailable() > 0;
    printf("%s\n", ok ? "wrappers answer as ICU does" : "WRONG ANSWERS");
    return ok ? 0 : 1;
}
C
"$cc" -DCICU_OWN_DECLARATIONS -include "$work/rename.h" -I "$include" -o "$work/wrappers" "$work/wrappers.c" \
    "${icu_flags[@]}"
printf '   '; "$work/wrappers"

if [ "${SWIFT:-1}" != 0 ]; then
    echo "4. CopyText compiled on these declarations"
    mkdir -p "$root/.build-own-icu"
    cp "$work/rename.h" "$root/.build-own-icu/rename.h"
    swift build --package-path "$root" --target CopyText --scratch-path "$root/.build-own-icu" \
        -Xcc -DCICU_OWN_DECLARATIONS -Xcc -include -Xcc "$root/.build-own-icu/rename.h" 2>&1 | tail -n 1
    test "${PIPESTATUS[0]}" -eq 0
fi
