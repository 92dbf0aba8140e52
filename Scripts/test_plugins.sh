#!/usr/bin/env bash
# Runs copylint's two SwiftPM plugins on Fixtures/PluginSample and checks what they print.
#
#   Scripts/test_plugins.sh
#
# Slow, so not part of `swift test`: the sample builds its own copy of copylint in its own
# scratch folder: about 2 minutes on 2 cores from clean, under a minute when that folder exists.
#
#   PLUGIN_SCRATCH       scratch folder (default: Fixtures/PluginSample/.build-plugins-sample, gitignored)
#   PLUGIN_BUILD_SYSTEM  swiftbuild (default; what Xcode uses) or native. Both build the sample and run both
#                        plugins; with the native build system a rebuild with nothing changed recompiles the
#                        C sources of copylint and Yams, and so reruns the lint (the one check that fails there).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sample="$root/Fixtures/PluginSample"
strings="$sample/Sources/SampleKit/Resources/en.lproj/Localizable.strings"
swift_file="$sample/Sources/SampleKit/SampleKit.swift"
scratch=${PLUGIN_SCRATCH:-$sample/.build-plugins-sample}
case $scratch in /*) ;; *) scratch="$root/$scratch" ;; esac
build_system=${PLUGIN_BUILD_SYSTEM:-swiftbuild}
logs="$scratch/test-logs"
mkdir -p "$logs"

started=$(date +%s)
passed=0
failed=0
backup=""

swift_backup=""

restore() {
    if [ -n "$backup" ] && [ -f "$backup" ]; then
        cp -p "$backup" "$strings" && rm -f "$backup"
    fi
    if [ -n "$swift_backup" ] && [ -f "$swift_backup" ]; then
        cp -p "$swift_backup" "$swift_file" && rm -f "$swift_backup"
    fi
}
trap restore EXIT

pass() { passed=$((passed + 1)); echo "  ok: $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL: $1"; [ -n "${2:-}" ] && sed 's/^/    | /' "$2" | tail -n 25; }

# run NAME COMMAND… : runs the command with stdout in NAME.out and stderr in NAME.err; sets $status.
run() {
    local name=$1
    shift
    "$@" > "$logs/$name.out" 2> "$logs/$name.err" < /dev/null
    status=$?
    cat "$logs/$name.out" "$logs/$name.err" > "$logs/$name.all"
}

# expect_status NAME WANT (a number, or "nonzero")
expect_status() {
    local name=$1 want=$2
    if { [ "$want" = nonzero ] && [ "$status" -ne 0 ]; } || [ "$status" = "$want" ]; then
        pass "$name exits $status"
    else
        fail "$name exits $status, expected $want" "$logs/$name.all"
    fi
}

# expect_line NAME STREAM TEXT : STREAM (out, err or all) has a line containing TEXT.
expect_line() {
    local name=$1 stream=$2 text=$3
    if grep -qF -- "$text" "$logs/$name.$stream"; then
        pass "$name prints: $(grep -F -- "$text" "$logs/$name.$stream" | head -n 1 | sed "s#$root/##")"
    else
        fail "$name does not print \"$text\" on std$stream" "$logs/$name.all"
    fi
}

expect_no_line() {
    local name=$1 stream=$2 text=$3
    if grep -qF -- "$text" "$logs/$name.$stream"; then
        fail "$name prints \"$text\"" "$logs/$name.all"
    else
        pass "$name does not print \"$text\""
    fi
}

swift_build() { swift build --package-path "$sample" --scratch-path "$scratch" --build-system "$build_system" "$@"; }
swift_package() { swift package --package-path "$sample" --scratch-path "$scratch" --build-system "$build_system" "$@"; }

finding="Localizable.strings:9:36:"
message="Write “OK”, not “Ok”. [ok_spelling]"
# The code makes "menu.export" certainly a menu item (NSMenuItem in SampleKit.swift; its comment alone is a guess),
# and title style is checked on certain roles.
code_finding="Localizable.strings:11:25: warning: Title style capitalizes “all”: write “All”. [title_case]"

echo "== build-tool plugin: swift build (build system: $build_system, scratch: ${scratch#"$root"/})"
# A report left by an earlier run of this script would keep the command from running: it is removed.
find "$scratch" -name "copylint-SampleKit.txt" -delete 2>/dev/null
t=$(date +%s)
run build swift_build
echo "  (first build: $(( $(date +%s) - t ))s)"
expect_status build 0
expect_line build all "$finding warning: $message"
expect_no_line build all ": error: $message"
expect_line build all "$code_finding"
list=$(find "$scratch" -name "copylint-SampleKit-sources.txt" -print -quit)
if [ -n "$list" ] && grep -qx "$swift_file" "$list"; then
    pass "build named SampleKit.swift in ${list#"$scratch"/}"
else
    fail "build wrote no source list naming $swift_file (found: ${list:-none})"
fi

echo "== build-tool plugin: nothing changed, so the command does not rerun"
run rebuild swift_build
expect_status rebuild 0
expect_no_line rebuild all "$message"

echo "== build-tool plugin: an edited Swift file reruns the command, with the roles it now gives"
# The menu item becomes a label: no role from the code, and the comment's guess does not run title_case.
swift_backup=$(mktemp "${TMPDIR:-/tmp}/copylint-plugin-swift.XXXXXX")
cp -p "$swift_file" "$swift_backup"
sed -i.bak 's/-> NSMenuItem/-> NSTextField/; s/NSMenuItem(title: \(.*\),$/NSTextField(labelWithString: \1)/
    /action: nil, keyEquivalent: "")/d' "$swift_file" && rm -f "$swift_file.bak"
run build-edited swift_build
expect_status build-edited 0
expect_line build-edited all "$message"
expect_no_line build-edited all "$code_finding"
cp "$swift_backup" "$swift_file" && rm -f "$swift_backup"  # a new date, as an edit gives
swift_backup=""
run build-unedited swift_build
expect_status build-unedited 0
expect_line build-unedited all "$code_finding"

echo "== build-tool plugin: COPYLINT_BUILD_SOURCES=0 reads no sources, so the code's role is not known"
run build-no-sources env COPYLINT_BUILD_SOURCES=0 \
    swift build --package-path "$sample" --scratch-path "$scratch" --build-system "$build_system"
expect_status build-no-sources 0
expect_line build-no-sources all "$message"
expect_no_line build-no-sources all "$code_finding"
run build-sources-again swift_build
expect_status build-sources-again 0
expect_line build-sources-again all "$code_finding"

echo "== build-tool plugin: COPYLINT_BUILD_FAIL_ON=error fails the build"
run build-fail env COPYLINT_BUILD_FAIL_ON=error swift build --package-path "$sample" --scratch-path "$scratch" --build-system "$build_system"
expect_status build-fail nonzero
expect_line build-fail all "$finding error: $message"
expect_line build-fail all "error: copylint found problems at error severity or above (COPYLINT_BUILD_FAIL_ON=error)"

echo "== build-tool plugin: unset again, the build passes (the failed run left no report, so it reruns)"
run build-again swift_build
expect_status build-again 0
expect_line build-again all "$finding warning: $message"

echo "== command plugin: swift package copylint"
run command swift_package --allow-writing-to-package-directory copylint
expect_status command 1
expect_line command out "$finding error: $message"
expect_line command out "fix-it (safe): replace \"Ok\" with \"OK\""
expect_line command err "error: copylint exited with status 1"

echo "== command plugin: --target SampleKit --format xcode"
run command-xcode swift_package --allow-writing-to-package-directory copylint --target SampleKit --format xcode
expect_status command-xcode 1
expect_line command-xcode out "$sample/Sources/SampleKit/Resources/en.lproj/$finding error: $message"

echo "== command plugin: --format json --output FILE (arguments pass through)"
rm -f "$scratch/copylint.json"
run command-json swift_package --allow-writing-to-package-directory copylint --format json --output "$scratch/copylint.json"
expect_status command-json 1
if grep -q '"ok_spelling"' "$scratch/copylint.json" 2>/dev/null; then pass "command-json wrote $(basename "$scratch")/copylint.json with ok_spelling"; else fail "command-json: no ok_spelling in $scratch/copylint.json" "$logs/command-json.all"; fi

echo "== command plugin: --target Nope"
run command-unknown swift_package --allow-writing-to-package-directory copylint --target Nope
expect_status command-unknown nonzero
expect_line command-unknown all "Nope"

echo "== command plugin: without --allow-writing-to-package-directory (permissions are static)"
run command-permission swift_package copylint
expect_status command-permission nonzero
expect_line command-permission all "--allow-writing-to-package-directory"

echo "== command plugin: --fix rewrites the strings file, then lint is clean"
backup=$(mktemp "${TMPDIR:-/tmp}/copylint-plugin-strings.XXXXXX")
cp -p "$strings" "$backup"
run command-fix swift_package --allow-writing-to-package-directory copylint --fix
expect_status command-fix 0
expect_line command-fix all "fixed 1 strings"
if grep -qF '"alert.delete_failed.button.ok" = "OK";' "$strings"; then pass "command-fix wrote \"OK\""; else fail "command-fix did not write \"OK\"" "$logs/command-fix.all"; fi
run command-after-fix swift_package --allow-writing-to-package-directory copylint
expect_status command-after-fix 0
restore
backup=""
if grep -qF '"alert.delete_failed.button.ok" = "Ok";' "$strings"; then pass "fixture restored"; else fail "fixture not restored: check $strings"; fi

elapsed=$(( $(date +%s) - started ))
echo
echo "$passed passed, $failed failed in ${elapsed}s (logs: ${logs#"$root"/})"
[ "$failed" -eq 0 ]
