#!/usr/bin/env bash
# Builds and runs copylint's libFuzzer targets (see Fuzz/README.md).
#
#   Scripts/fuzz.sh build                  compile the targets into .build-fuzz/fuzz/bin/
#   Scripts/fuzz.sh seeds                  (re)write the seed corpora from Fixtures/ (+ a few ../shared/corpus files)
#   Scripts/fuzz.sh run SECONDS [TARGET…]  build, seed, replay the regressions, then fuzz each target for SECONDS
#   Scripts/fuzz.sh smoke                  CI: build, replay the regressions, fuzz every target 10 s (two at a time)
#   Scripts/fuzz.sh replay [TARGET…]       run every file in Fuzz/regressions/TARGET/ once through TARGET
#   Scripts/fuzz.sh list                   the target names
#
# Environment: FUZZ_JOBS (targets fuzzed at once by `run`/`smoke`, default 1 for run, 2 for smoke),
# SMOKE_SECONDS (per target, default 10), COPYLINT_FUZZ_STRICT=1 (also stop on non-idempotent fixes and
# fix-its that split grapheme clusters), FUZZ_KEEP_GOING=1 (restart a target after a crash for its remaining
# time), FUZZ_ARGS (extra libFuzzer flags).
# Everything it writes is under .build-fuzz/fuzz/: bin/, seeds/, corpus/ (grows across runs), artifacts/, logs/.
set -euo pipefail
cd "$(dirname "$0")/.."

ROOT=$PWD
OUT=$ROOT/.build-fuzz/fuzz
BIN=$OUT/bin
MODULES=$OUT/modules
TARGETS=(strings plist bplist xcstrings xliff rules fix-reparse configuration)
SWIFTC=${SWIFTC:-swiftc}
# `-package-name`: the modules share `package` declarations (CopyLowLevel), as in the SwiftPM build.
FLAGS=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name copylint)

# Swift's own backtracer would race ASan for the crash report (and wait 30 s); libFuzzer's report is enough.
export SWIFT_BACKTRACE=enable=no

log() { printf '[fuzz] %s\n' "$*" >&2; }

needs_rules() { [[ $1 == rules || $1 == fix-reparse || $1 == configuration ]]; }

dict_for() {
    case $1 in
        strings) echo "$ROOT/Fuzz/dicts/strings.dict" ;;
        plist|xliff) echo "$ROOT/Fuzz/dicts/xml.dict" ;;
        xcstrings) echo "$ROOT/Fuzz/dicts/json.dict" ;;
        rules) echo "$ROOT/Fuzz/dicts/rules.dict" ;;
        configuration) echo "$ROOT/Fuzz/dicts/yaml.dict" ;;
        *) echo "" ;;
    esac
}

max_len_for() {
    case $1 in
        rules) echo 1024 ;;
        fix-reparse) echo 8192 ;;
        configuration) echo 65536 ;;
        *) echo 16384 ;;
    esac
}

# Whether $1 is missing or older than any file in the remaining arguments (files or folders).
stale() {
    local target=$1
    shift
    [[ ! -e $target ]] && return 0
    [[ -n $(find "$@" -newer "$target" -type f 2>/dev/null | head -1) ]]
}

# One module as a static library with its .swiftmodule: NAME OUTPUT_DEPS… -- SOURCES…
build_module() {
    local name=$1
    shift
    local sources=("$@")
    local lib=$OUT/lib$name.a
    if ! stale "$lib" "${sources[@]}"; then return; fi
    log "compiling $name (${#sources[@]} files)"
    # Warnings are kept in the log; the log is shown when the compile fails.
    "$SWIFTC" "${FLAGS[@]}" "${MODULE_FLAGS[@]}" -module-name "$name" -I "$MODULES" -I "$ROOT/Sources/CICU/include" \
        -emit-module -emit-module-path "$MODULES/$name.swiftmodule" \
        -emit-library -static -o "$lib" "${sources[@]}" >"$OUT/logs/build-$name.log" 2>&1 || {
        grep -E -A6 'error:' "$OUT/logs/build-$name.log" >&2 || cat "$OUT/logs/build-$name.log" >&2
        rm -f "$lib"
        echo "compiling $name failed (full log: $OUT/logs/build-$name.log)" >&2
        exit 1
    }
}

# Extra swiftc flags for the next build_module (Yams needs its C module and SWIFT_PACKAGE).
MODULE_FLAGS=()

# The configuration target's modules: Yams and its C part (libyaml) from SwiftPM's checkout, and of CopySource and
# CopyLintKit the files the configuration loader is made of. The rest of them needs swift-syntax, which is far too
# much to build here; the loader does not use it.
build_configuration_modules() {
    local yams
    yams=$(find "$ROOT/.build/checkouts" -maxdepth 1 -iname yams 2>/dev/null | head -1)
    if [[ -z $yams ]]; then
        swift package resolve >&2
        yams=$(find "$ROOT/.build/checkouts" -maxdepth 1 -iname yams | head -1)
    fi
    local cyaml=$yams/Sources/CYaml
    if stale "$OUT/libCYaml.a" "$cyaml"; then
        log "compiling CYaml"
        mkdir -p "$OUT/cyaml"
        local c
        for c in "$cyaml"/src/*.c; do
            "${CC:-clang}" -O1 -g -fsanitize=fuzzer-no-link,address -DYAML_DECLARE_EXPORT -I "$cyaml/include" \
                -c "$c" -o "$OUT/cyaml/$(basename "$c" .c).o" 2>>"$OUT/logs/build-CYaml.log"
        done
        rm -f "$OUT/libCYaml.a"
        ar rcs "$OUT/libCYaml.a" "$OUT"/cyaml/*.o
    fi
    MODULE_FLAGS=(-D SWIFT_PACKAGE -I "$cyaml/include")
    build_module Yams "$yams"/Sources/Yams/*.swift
    MODULE_FLAGS=()
    build_module CopySource "$(find "$ROOT/Sources" -name APIRoleTable.swift | head -1)"
    local kit_sources
    mapfile -t kit_sources < <({ find "$ROOT/Sources/CopyLintKit" -path '*/Configuration/*.swift' \
        ! -name 'Configuration+LintOptions.swift'; find "$ROOT/Sources" -name RolePattern.swift; } | sort)
    build_module CopyLintKit "${kit_sources[@]}"
}

link_target() {
    local t=$1
    local sources=("$ROOT/Fuzz/Common/FuzzSupport.swift")
    local libs=(-lCopyFormats -lCopyLowLevel $(pkg-config --libs icu-uc icu-i18n))
    local deps=("$OUT/libCopyFormats.a" "$OUT/libCopyLowLevel.a")
    if needs_rules "$t"; then
        deps+=("$OUT/libCopyText.a" "$OUT/libCopyRules.a")
        sources+=("$ROOT/Fuzz/Common/RuleSupport.swift")
        libs=(-lCopyRules -lCopyText -lCopyFormats -lCopyLowLevel $(pkg-config --libs icu-uc icu-i18n))
    fi
    if [[ $t == configuration ]]; then
        deps+=("$OUT/libCopyLintKit.a" "$OUT/libCopySource.a" "$OUT/libYams.a" "$OUT/libCYaml.a")
        libs=(-lCopyLintKit -lCopySource -lYams -lCYaml "${libs[@]}")
    fi
    sources+=("$ROOT/Fuzz/Targets/fuzz-$t.swift")
    stale "$BIN/fuzz-$t" "${sources[@]}" "${deps[@]}" || return 0
    log "linking fuzz-$t"
    "$SWIFTC" "${FLAGS[@]}" -module-name "fuzz_${t//-/_}" -I "$MODULES" -I "$ROOT/Sources/CICU/include" \
        "${sources[@]}" -L "$OUT" "${libs[@]}" -o "$BIN/fuzz-$t" >"$OUT/logs/link-$t.log" 2>&1 || {
        # ld.gold warns about every ASan helper symbol; only the errors matter.
        grep -v "Cannot export local symbol" "$OUT/logs/link-$t.log" >&2
        echo "linking fuzz-$t failed" >&2
        exit 1
    }
}

build() {
    command -v pkg-config >/dev/null && pkg-config --exists icu-uc icu-i18n || {
        echo "ICU development files are missing: apt-get install -y libicu-dev pkg-config" >&2
        exit 1
    }
    mkdir -p "$BIN" "$MODULES"
    # CopyRules needs EmbeddedDictionaries.swift. It is checked in under Sources/CopyRules/Generated/; should it
    # ever be generated at build time instead, make it here with the same tool.
    local dictionaries=()
    if [[ -z $(find "$ROOT/Sources/CopyRules" -name EmbeddedDictionaries.swift | head -1) ]]; then
        if stale "$OUT/embed-dictionaries" Sources/EmbedDictionariesTool; then
            log "compiling embed-dictionaries"
            "$SWIFTC" -O Sources/EmbedDictionariesTool/main.swift -o "$OUT/embed-dictionaries"
        fi
        if stale "$OUT/EmbeddedDictionaries.swift" Dictionaries "$OUT/embed-dictionaries"; then
            "$OUT/embed-dictionaries" "$ROOT/Dictionaries" "$OUT/EmbeddedDictionaries.swift"
            touch "$OUT/EmbeddedDictionaries.swift"
        fi
        dictionaries=("$OUT/EmbeddedDictionaries.swift")
    fi
    # The reader targets need CopyFormats (and the low-level module under it) only: link them before compiling the
    # rules (which others may be editing).
    build_module CopyLowLevel "$ROOT"/Sources/CopyLowLevel/*.swift
    if stale "$OUT/libCopyFormats.a" "$OUT/libCopyLowLevel.a"; then rm -f "$OUT/libCopyFormats.a" "$OUT/libCopyText.a"; fi
    # The module's files, its format folders (`Formats/<Name>/`) included.
    local formats_sources
    mapfile -t formats_sources < <(find "$ROOT/Sources/CopyFormats" -name '*.swift' | sort)
    build_module CopyFormats "${formats_sources[@]}"
    local t
    for t in "${TARGETS[@]}"; do needs_rules "$t" || link_target "$t"; done
    build_module CopyText "$ROOT"/Sources/CopyText/*.swift
    # CopyRules depends on CopyText: rebuild it when CopyText's library changed too.
    if stale "$OUT/libCopyRules.a" "$OUT/libCopyText.a"; then rm -f "$OUT/libCopyRules.a"; fi
    local rules_sources
    mapfile -t rules_sources < <(find "$ROOT/Sources/CopyRules" -name '*.swift' | sort)
    build_module CopyRules "${rules_sources[@]}" "${dictionaries[@]}"
    # The configuration modules depend on CopyRules: rebuilt when it was.
    local module
    for module in CopySource CopyLintKit; do
        if stale "$OUT/lib$module.a" "$OUT/libCopyRules.a"; then rm -f "$OUT/lib$module.a"; fi
    done
    build_configuration_modules
    for t in "${TARGETS[@]}"; do needs_rules "$t" && link_target "$t"; done
    log "targets in $BIN: ${TARGETS[*]}"
}

seeds() {
    rm -rf "$OUT/seeds"
    local shared=()
    [[ -d $ROOT/../shared/corpus ]] && shared=(--shared "$ROOT/../shared/corpus")
    python3 Fuzz/make_seeds.py "$OUT/seeds" --fixtures Fixtures "${shared[@]}" >&2
    # Committed hand-made seeds and the regression inputs seed too.
    local t
    for t in "${TARGETS[@]}"; do
        mkdir -p "$OUT/seeds/$t"
        for extra in Fuzz/seeds/$t Fuzz/regressions/$t; do
            [[ -d $extra ]] && cp "$extra"/* "$OUT/seeds/$t/" 2>/dev/null || true
        done
    done
}

check_target() {
    local t
    for t in "${TARGETS[@]}"; do [[ $t == "$1" ]] && return 0; done
    echo "unknown target '$1'; targets: ${TARGETS[*]}" >&2
    exit 64
}

# Runs every committed regression input once; fails on the first crash.
replay() {
    local t status=0
    for t in "$@"; do
        local dir=$ROOT/Fuzz/regressions/$t
        [[ -d $dir ]] && compgen -G "$dir/*" >/dev/null || continue
        log "replaying $(ls "$dir" | wc -l) regression input(s) through fuzz-$t"
        ASAN_OPTIONS=detect_leaks=0 "$BIN/fuzz-$t" -runs=1 "$dir"/* >"$OUT/logs/replay-$t.log" 2>&1 || {
            echo "fuzz-$t crashed on a regression input: see $OUT/logs/replay-$t.log" >&2
            tail -40 "$OUT/logs/replay-$t.log" >&2
            status=1
        }
    done
    return $status
}

# Fuzzes one target for $2 seconds; prints one summary line; returns non-zero if it found a crash.
# With FUZZ_KEEP_GOING=1 a crash does not end the target's time: libFuzzer is restarted (at most 8 times)
# for the seconds left, and the summary adds up the segments.
fuzz_one() {
    local t=$1 seconds=$2
    local corpus=$OUT/corpus/$t artifacts=$OUT/artifacts/$t/ logfile=$OUT/logs/$t.log
    mkdir -p "$corpus" "$artifacts"
    local dict
    dict=$(dict_for "$t")
    local base=(-timeout=10 -rss_limit_mb=3072 -max_len="$(max_len_for "$t")"
        -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts")
    [[ -n $dict ]] && base+=(-dict="$dict")
    # shellcheck disable=SC2206
    base+=(${FUZZ_ARGS:-})
    local start=$SECONDS left=$seconds crashes=0 segment=0 total_runs=0 status cov="" first_crash=""
    : >"$logfile"
    while ((left > 0)); do
        segment=$((segment + 1))
        local seglog=$OUT/logs/$t.$segment.log
        status=0
        ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 "$BIN/fuzz-$t" -max_total_time="$left" "${base[@]}" \
            "$corpus" "$OUT/seeds/$t" >"$seglog" 2>&1 || status=$?
        cat "$seglog" >>"$logfile"
        # Runs: the final stats, or for a crash the last status line's count.
        local runs
        runs=$(grep -E '^stat::number_of_executed_units:' "$seglog" | awk '{print $2}' | tail -1)
        [[ -z $runs ]] && runs=$(grep -oE '^#[0-9]+' "$seglog" | tail -1 | tr -d '#')
        total_runs=$((total_runs + ${runs:-0}))
        cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$seglog" | tail -1 || true)
        rm -f "$seglog"
        if ((status != 0)); then
            crashes=$((crashes + 1))
            [[ -z $first_crash ]] && first_crash=$(grep -m1 -E 'ERROR: |Fatal error|fuzz invariant|deadly signal|timeout after' "$logfile" | cut -c1-220)
            [[ ${FUZZ_KEEP_GOING:-0} == 1 && $segment -lt 8 ]] || break
        else
            break
        fi
        left=$((seconds - (SECONDS - start)))
    done
    local elapsed=$((SECONDS - start))
    if ((crashes > 0)); then
        printf '%-12s CRASH x%d, %d runs in %ds (%s) — %s; inputs in %s\n' "$t" "$crashes" "$total_runs" "$elapsed" "$cov" "$first_crash" "$artifacts"
        return 1
    fi
    printf '%-12s %d runs in %ds (%d exec/s), %s, corpus %d files\n' "$t" "$total_runs" "$elapsed" \
        "$((total_runs / (elapsed > 0 ? elapsed : 1)))" "$cov" "$(ls "$corpus" | wc -l)"
}

fuzz_all() {
    local seconds=$1 jobs=$2
    shift 2
    local failed=0 pids=() names=() t
    for t in "$@"; do
        fuzz_one "$t" "$seconds" &
        pids+=($!)
        names+=("$t")
        if ((${#pids[@]} >= jobs)); then
            wait "${pids[0]}" || failed=1
            pids=("${pids[@]:1}")
        fi
    done
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    return $failed
}

command=${1:-}
shift || true
mkdir -p "$OUT/logs"
case $command in
    build) build ;;
    seeds) seeds ;;
    list) printf '%s\n' "${TARGETS[@]}" ;;
    replay)
        build
        selected=("$@")
        ((${#selected[@]})) || selected=("${TARGETS[@]}")
        for t in "${selected[@]}"; do check_target "$t"; done
        replay "${selected[@]}"
        ;;
    run)
        seconds=${1:?usage: Scripts/fuzz.sh run SECONDS [TARGET…]}
        shift
        selected=("$@")
        ((${#selected[@]})) || selected=("${TARGETS[@]}")
        for t in "${selected[@]}"; do check_target "$t"; done
        build
        seeds
        replay "${selected[@]}"
        fuzz_all "$seconds" "${FUZZ_JOBS:-1}" "${selected[@]}"
        ;;
    smoke)
        build
        seeds
        replay "${TARGETS[@]}"
        fuzz_all "${SMOKE_SECONDS:-10}" "${FUZZ_JOBS:-2}" "${TARGETS[@]}"
        echo "fuzz smoke: ${#TARGETS[@]} targets, no crash"
        ;;
    *)
        sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
        exit 64
        ;;
esac
