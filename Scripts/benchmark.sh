#!/usr/bin/env bash
# copylint's performance against the targets of issue 7, side by side in one run:
#   - the floor: each corpus string converted to UTF-16 and walked with ICU's word and sentence iterators,
#     nothing else (Benchmarks/Sources/floor), against `copylint check` on the same strings;
#   - copylint's stages (Benchmarks/Sources/stages): read, analyse, rules, report;
#   - `copylint lint` on the whole corpus: wall, CPU, peak memory (with the apps' sources read cold, through the
#     cache, and not at all);
#   - `copylint fix` of every corpus string as a button, start-up (`check` of one line) and a small project's lint
#     (Fixtures/SampleApp: what most CI runs on one app are made of);
#   - `copylint entries` of the corpus, and its output checked back with `check --input jsonl`;
#   - `lint --fix` of a fresh copy of the corpus (never of the corpus itself);
#   - scaling: `check` on 1x, 4x and 16x the corpus lines, and on one string of 40,000, 160,000 and 640,000 words;
#   - peers: translate-toolkit's pofilter on DuckDuckGo's Localizable.strings (all locales, converted with
#     prop2po), and Python's titlecase on every corpus string, installed in a scratch venv (never a dependency);
#     each peer and copylint are run in turn, run by run.
# Every figure is the median of RUNS runs (default 5); CPU is user + system time; instruction counts come
# from `perf stat` where it works. Release builds go to .build-perf and Benchmarks/.build.
#
# Usage: Scripts/benchmark.sh [CORPUS]     (default: ../shared/corpus)
#   RUNS=3 Scripts/benchmark.sh            fewer runs
#   PEERS=0 Scripts/benchmark.sh           skip the peers (no PyPI needed)
#   LONG=0 Scripts/benchmark.sh            skip the one-long-string scaling rows
#   FORMATS=0 Scripts/benchmark.sh         skip the report formats (every format of `lint` and of `check`)
#   PEERS_VENV=/tmp/peers-venv             where the peers are installed
#   REUSE_BUILD=1 Scripts/benchmark.sh     keep the release builds of the last run (see "building" below)
#   CALLGRIND=1 / CALLGRIND=0              count instructions with callgrind / never (default: only where perf
#                                          cannot read the instruction counter, as in virtual machines without one)
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=$(cd "${1:-../shared/corpus}" && pwd)
RUNS=${RUNS:-5}
PEERS=${PEERS:-1}
LONG=${LONG:-1}
PEERS_VENV=${PEERS_VENV:-/tmp/peers-venv}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

echo "== building (release, from clean)"
# From clean: an incremental release build can link a stale binary. Swift's default cross-module optimisation
# inlines a module's internals (a class's size, a struct's layout) into the modules that import it, and a change
# to those internals alone did not recompile the importers: a field added to a struct in CopyRules left the
# copylint executable allocating the old size, and the binary aborted (swiftlang/swift#89636 is the same
# failure). REUSE_BUILD=1 keeps the previous builds, for quick runs on unchanged sources.
if [ "${REUSE_BUILD:-0}" != 1 ]; then rm -rf .build-perf Benchmarks/.build; fi
# COPYLINT=/path/to/copylint measures another build (an older one, for before/after); its stages are not measured.
if [ -z "${COPYLINT:-}" ]; then
    # As copylint is installed on Linux (README, "Installing"): the Swift runtime and Foundation linked in, so
    # the dynamic loader does not resolve their symbols at every start (about 7 ms of each run here).
    STATIC=()
    if [ "$(uname)" = Linux ]; then STATIC=(--static-swift-stdlib); fi
    # The Jemalloc trait: the command allocates with jemalloc on Linux (libjemalloc-dev), as released.
    swift build -c release --scratch-path .build-perf --product copylint --traits Jemalloc "${STATIC[@]}" 2>&1 \
        | tail -1
    COPYLINT=$PWD/.build-perf/release/copylint
    STAGES_RUN=1
fi
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build 2>&1 | tail -1
FLOOR=$PWD/Benchmarks/.build/release/floor
STAGES=$PWD/Benchmarks/.build/release/stages
# The rows without the apps' sources say --no-sources, so that they stay as they are if reading sources becomes
# the default (docs/sources.md); an older binary without the flag reads no sources anyway.
NO_SOURCES=()
if "$COPYLINT" lint --help 2>/dev/null | grep -q -- --no-sources; then NO_SOURCES=(--no-sources); fi


# The corpus strings, one a line (line breaks inside a string made spaces), and 4x / 16x of them.
"$COPYLINT" entries "$CORPUS" "${NO_SOURCES[@]}" | python3 -c '
import sys, json
for line in sys.stdin:
    text = json.loads(line)["text"]
    for separator in ("\n", "\r", "\u2028", "\u2029", "\x85"):
        text = text.replace(separator, " ")
    print(text)' > "$WORK/lines1"
# For scaling, 1, 4 and 16 copies whose lines end in their copy's number: copies that repeated each other
# would be checked once (`RepeatedLines`), and time would not grow with the input at all.
python3 -c '
import sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
for copies in (1, 4, 16):
    with open(f"{sys.argv[2]}/lines{copies}x", "w", encoding="utf-8") as out:
        for copy in range(1, copies + 1):
            out.writelines(f"{line} ({copy})\n" for line in lines)' "$WORK/lines1" "$WORK"
echo "corpus: $CORPUS, $(wc -l < "$WORK/lines1") strings, $(find "$CORPUS" -type f | wc -l) files; $RUNS runs each, medians"

# time_once NAME STDIN COMMAND…: runs the command once (output to /dev/null), records wall, CPU and peak RSS.
# Measured around the command alone, to the microsecond (`os.wait4`'s resource usage): `time` printed CPU in
# hundredths of a second, and `date` before and after it added the start of two processes to the wall time. Where
# the floor takes 0.18 s of CPU, a hundredth is 5% of it, and the two dates were 4% of DuckDuckGo's 67 ms.
cat > "$WORK/timed.py" <<'EOF'
import os, subprocess, sys, time
out, stdin, command = sys.argv[1], sys.argv[2], sys.argv[3:]
with open(stdin, "rb") as source, open(os.devnull, "wb") as sink, open(out + ".stderr", "wb") as errors:
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=source, stdout=sink, stderr=errors)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
with open(out, "w") as result:
    result.write(f"{wall:.6f} {usage.ru_utime:.6f} {usage.ru_stime:.6f} {usage.ru_maxrss}\n")
sys.exit(os.waitstatus_to_exitcode(status))
EOF
time_once() {
    local name=$1 input=$2
    shift 2
    # Exit status 1 is copylint's "findings"; anything above it is a failure worth showing.
    local status=0
    python3 "$WORK/timed.py" "$WORK/time" "$input" "$@" || status=$?
    if [ "$status" -gt 1 ]; then echo "$name failed ($status):"; tail -5 "$WORK/time.stderr"; fi
    echo "$name $(cat "$WORK/time")" >> "$WORK/results"
}

# count_instructions NAME STDIN COMMAND…: the command's instructions, where perf can count them.
count_instructions() {
    local name=$1 input=$2
    shift 2
    if command -v perf > /dev/null && perf stat -x, -e instructions -o "$WORK/perf" "$@" < "$input" > /dev/null 2>&1 || [ -s "$WORK/perf" ]; then
        local count
        count=$(grep instructions "$WORK/perf" 2>/dev/null | cut -d, -f1 || true)
        # Only a number: where perf cannot read the counter it writes "<not supported>".
        if [[ "$count" =~ ^[0-9]+$ ]]; then echo "$name $count" >> "$WORK/instructions"; fi
        rm -f "$WORK/perf"
    fi
}

# measure NAME STDIN COMMAND…: runs the command RUNS times, then counts its instructions.
measure() {
    for _ in $(seq "$RUNS"); do time_once "$@"; done
    count_instructions "$@"
}

echo "== the floor and check (one core)"
measure floor "$WORK/lines1" "$FLOOR" en
measure check "$WORK/lines1" taskset -c 0 "$COPYLINT" check --input lines --role alert.message --format json -
# The command as the performance issue writes it: the default report, text, with the string and a caret per finding.
measure check-text "$WORK/lines1" taskset -c 0 "$COPYLINT" check --input lines --role alert.message -
# The same on both cores, as a user runs it (records are checked in chunks on every core).
measure check-both-cores "$WORK/lines1" "$COPYLINT" check --input lines --role alert.message --format json -
"$FLOOR" en --parts < "$WORK/lines1"

if [ -n "${STAGES_RUN:-}" ]; then
    echo "== stages (in one process)"
    "$STAGES" lines "$WORK/lines1"
    "$STAGES" corpus "$CORPUS"
fi

echo "== whole corpus"
# With the app's sources: cold (every file parsed), then as every later run reads them, through the cache of
# file scans; and without them.
measure lint-sources-cold /dev/null "$COPYLINT" lint "$CORPUS" --format json --sources --no-cache
# The largest app alone, cold: what one team's first run costs (the rows above read six apps at once).
if [ -d "$CORPUS/Automattic__pocket-casts-ios" ]; then
    measure lint-sources-app-cold /dev/null "$COPYLINT" lint "$CORPUS/Automattic__pocket-casts-ios" --format json \
        --sources --no-cache
fi
# Every later run finds the cache in $WORK (XDG_CACHE_HOME), never the user's.
export XDG_CACHE_HOME="$WORK/cache"
"$COPYLINT" lint "$CORPUS" --format json --sources > /dev/null || true
measure lint-sources /dev/null "$COPYLINT" lint "$CORPUS" --format json --sources
measure lint /dev/null "$COPYLINT" lint "$CORPUS" --format json "${NO_SOURCES[@]}"
measure lint-one-core /dev/null taskset -c 0 "$COPYLINT" lint "$CORPUS" --format json "${NO_SOURCES[@]}"

if [ "${FORMATS:-1}" = 1 ]; then
    echo "== report formats"
    # What CI runs: the whole corpus in each format (json is the row above), and `check` of every string in
    # each format on one core, where the report is most of the difference (191,000 findings).
    for format in text sarif github xcode checkstyle junit markdown; do
        measure "lint-$format" /dev/null "$COPYLINT" lint "$CORPUS" --format "$format" "${NO_SOURCES[@]}"
    done
    for format in sarif github xcode checkstyle junit markdown; do
        measure "check-$format" "$WORK/lines1" taskset -c 0 "$COPYLINT" check --input lines --role alert.message --format "$format" -
    done
    # Adopting copylint on an existing project: every finding recorded in a baseline, then left out with it.
    measure lint-write-baseline /dev/null "$COPYLINT" lint "$CORPUS" --write-baseline "$WORK/baseline.json" "${NO_SOURCES[@]}"
    measure lint-with-baseline /dev/null "$COPYLINT" lint "$CORPUS" --baseline "$WORK/baseline.json" --format json "${NO_SOURCES[@]}"
fi

echo "== entries and JSON Lines"
# `copylint entries` of the corpus, and its output checked back as JSON Lines (each record with its role,
# locale, key and comment): the pipeline `entries | jq … | check --input jsonl`.
measure entries /dev/null "$COPYLINT" entries "$CORPUS" "${NO_SOURCES[@]}"
"$COPYLINT" entries "$CORPUS" "${NO_SOURCES[@]}" > "$WORK/entries.jsonl"
measure check-jsonl "$WORK/entries.jsonl" "$COPYLINT" check --input jsonl --format json -

echo "== lint --fix of a copy of the corpus"
# `lint --fix` writes the files it fixes: it runs on a fresh copy each time, never on the corpus itself, and
# the copying is not timed.
for _ in $(seq "$RUNS"); do
    rm -rf "$WORK/fix-copy" && cp -r "$CORPUS" "$WORK/fix-copy" && chmod -R u+w "$WORK/fix-copy"
    time_once lint-fix /dev/null "$COPYLINT" lint "$WORK/fix-copy" --fix --format json "${NO_SOURCES[@]}"
done
rm -rf "$WORK/fix-copy"

echo "== fixing (both cores)"
# `copylint fix` on every string as a button, and start-up: `check` of one line.
measure fix-buttons "$WORK/lines1" "$COPYLINT" fix --role button -
printf 'Delete\n' > "$WORK/one-line"
measure start-up "$WORK/one-line" "$COPYLINT" check --input lines --role button -
measure lint-sample /dev/null "$COPYLINT" lint Fixtures/SampleApp

echo "== scaling"
measure check-1x "$WORK/lines1x" taskset -c 0 "$COPYLINT" check --input lines --role alert.message --format json -
measure check-4x "$WORK/lines4x" taskset -c 0 "$COPYLINT" check --input lines --role alert.message --format json -
measure check-16x "$WORK/lines16x" taskset -c 0 "$COPYLINT" check --input lines --role alert.message --format json -

echo "== scale: 200,000 entries (issue 45: lint under 3 s and 300 MB, lint --fix under 5 s)"
# A generated project (Scripts/make_scale_project.py): an English and a German .strings of 200,000 entries each,
# and one catalog of the same entries in both languages. `--fix` runs on a fresh copy each time.
python3 Scripts/make_scale_project.py "$WORK/scale" 200000
measure scale-strings /dev/null "$COPYLINT" lint "$WORK/scale/strings" --format json
measure scale-catalog /dev/null "$COPYLINT" lint "$WORK/scale/catalog" --format json
for _ in $(seq "$RUNS"); do
    rm -rf "$WORK/scale-fix" && cp -r "$WORK/scale" "$WORK/scale-fix"
    time_once scale-strings-fix /dev/null "$COPYLINT" lint "$WORK/scale-fix/strings" --fix --format json
    time_once scale-catalog-fix /dev/null "$COPYLINT" lint "$WORK/scale-fix/catalog" --fix --format json
done
rm -rf "$WORK/scale" "$WORK/scale-fix"

if [ "$LONG" = 1 ]; then
    echo "== one long string (a finding on nearly every word)"
    # One line of 40,000 corpus words (seeded), and 4x and 16x as many, checked as a menu item: title case
    # flags most words. Builds up to 51bb579 wrote the whole string under each
    # finding: 16x then runs out of memory; set LONG=0 to measure them.
    python3 - "$WORK/lines1" "$WORK" <<'PY'
import random, sys
words = open(sys.argv[1], encoding="utf-8").read().split()
for name, count in (("long1", 40_000), ("long4", 160_000), ("long16", 640_000)):
    generator = random.Random(1)
    with open(f"{sys.argv[2]}/{name}", "w", encoding="utf-8") as out:
        out.write(" ".join(generator.choice(words) for _ in range(count)) + "\n")
PY
    measure long-1x "$WORK/long1" "$COPYLINT" check --input lines --role menu.item -
    measure long-4x "$WORK/long4" "$COPYLINT" check --input lines --role menu.item -
    measure long-16x "$WORK/long16" "$COPYLINT" check --input lines --role menu.item -
fi

if [ "$PEERS" = 1 ]; then
    echo "== peers"
    if [ ! -x "$PEERS_VENV/bin/pofilter" ] || ! "$PEERS_VENV/bin/python" -c 'import titlecase' 2>/dev/null; then
        python3 -m venv "$PEERS_VENV"
        "$PEERS_VENV/bin/pip" install -q translate-toolkit titlecase
    fi
    DDG="$CORPUS/duckduckgo__iOS/DuckDuckGo"
    mkdir -p "$WORK/po"
    for folder in "$DDG"/*.lproj; do
        locale=$(basename "$folder" .lproj)
        [ "$locale" = en ] && continue
        "$PEERS_VENV/bin/prop2po" --progress=none --personality=strings-utf8 --encoding=utf-8 --encoding-template=utf-8 \
            -t "$DDG/en.lproj/Localizable.strings" "$folder/Localizable.strings" "$WORK/po/$locale.po"
    done
    echo "pofilter: $(ls "$WORK/po" | wc -l) PO files (every locale but the source); copylint: $(ls -d "$DDG"/*.lproj | wc -l) Localizable.strings"
    # Each peer and copylint run in turn, run by run: this machine's speed drifts within minutes, and a ratio of
    # runs taken minutes apart measured the drift too.
    POFILTER=(sh -c "rm -rf '$WORK/po-out' && '$PEERS_VENV/bin/pofilter' --progress=none '$WORK/po' '$WORK/po-out'")
    COPYLINT_DDG=("$COPYLINT" lint "$DDG"/*.lproj/Localizable.strings --format json)
    for _ in $(seq "$RUNS"); do
        time_once pofilter /dev/null "${POFILTER[@]}"
        time_once copylint-ddg /dev/null "${COPYLINT_DDG[@]}"
    done
    count_instructions pofilter /dev/null "${POFILTER[@]}"
    count_instructions copylint-ddg /dev/null "${COPYLINT_DDG[@]}"
    # Not titlecase.py: the script would shadow the package it imports.
    cat > "$WORK/titlecase_peer.py" <<'EOF'
import sys
from titlecase import titlecase
out = sys.stdout
for line in sys.stdin:
    out.write(titlecase(line.rstrip("\n")) + "\n")
EOF
    TITLECASE=("$PEERS_VENV/bin/python" "$WORK/titlecase_peer.py")
    COPYLINT_TITLECASE=("$COPYLINT" fix --only-rule title_case --role menu.item -)
    for _ in $(seq "$RUNS"); do
        time_once titlecase "$WORK/lines1" "${TITLECASE[@]}"
        time_once copylint-titlecase "$WORK/lines1" "${COPYLINT_TITLECASE[@]}"
    done
    count_instructions titlecase "$WORK/lines1" "${TITLECASE[@]}"
    count_instructions copylint-titlecase "$WORK/lines1" "${COPYLINT_TITLECASE[@]}"
fi

# Where perf cannot count instructions, callgrind does, for the floor, check, lint, start-up and the small project (about 5 minutes:
# each runs once, some 50 times slower). It reads copies without debug information: valgrind 3.19 cannot read
# the DWARF 5 that Swift writes. Its counts include every thread's work, like perf's.
CALLGRIND=${CALLGRIND:-auto}
if [ "$CALLGRIND" = auto ]; then
    CALLGRIND=0
    if command -v valgrind > /dev/null && ! perf stat -x, -e instructions true 2>&1 | grep -q '^[0-9]'; then CALLGRIND=1; fi
fi
if [ "$CALLGRIND" = 1 ]; then
    echo "== instructions (callgrind)"
    cp "$COPYLINT" "$WORK/copylint-nodebug" && strip --strip-debug "$WORK/copylint-nodebug"
    cp "$FLOOR" "$WORK/floor-nodebug" && strip --strip-debug "$WORK/floor-nodebug"
    rm -f "$WORK/instructions"
    count() {
        local name=$1 input=$2
        shift 2
        # Exit status 1 is copylint's "findings", as in `measure`.
        local status=0
        # `check` is counted on one core, as it is timed. On two it has two workers, each with its own result
        # cache, and which repeats a cache answers depends on how the chunks fell: the count varied by 200 M.
        local pin=()
        if [[ "$name" == check* ]]; then pin=(taskset -c 0); fi
        "${pin[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$input" > /dev/null 2> "$WORK/callgrind" || status=$?
        if [ "$status" -gt 1 ]; then echo "$name failed under callgrind ($status):"; tail -5 "$WORK/callgrind"; return; fi
        echo "$name $(grep -o 'Collected : [0-9]*' "$WORK/callgrind" | grep -o '[0-9]*$')" >> "$WORK/instructions"
    }
    count floor "$WORK/lines1" "$WORK/floor-nodebug" en
    count check "$WORK/lines1" "$WORK/copylint-nodebug" check --input lines --role alert.message --format json -
    count check-text "$WORK/lines1" "$WORK/copylint-nodebug" check --input lines --role alert.message -
    count lint /dev/null "$WORK/copylint-nodebug" lint "$CORPUS" --format json
    count start-up "$WORK/one-line" "$WORK/copylint-nodebug" check --input lines --role button -
    count lint-sample /dev/null "$WORK/copylint-nodebug" lint Fixtures/SampleApp
    if [ "${FORMATS:-1}" = 1 ]; then
        for format in sarif github xcode checkstyle junit; do
            count "check-$format" "$WORK/lines1" "$WORK/copylint-nodebug" check --input lines --role alert.message --format "$format" -
        done
    fi
fi

echo "== results (median of $RUNS)"
python3 - "$WORK/results" "$WORK/instructions" <<'EOF'
import statistics, sys, os
runs = {}
for line in open(sys.argv[1]):
    name, wall, user, system, rss = line.split()
    runs.setdefault(name, []).append((float(wall), float(user) + float(system), int(rss)))
instructions = {}
if os.path.exists(sys.argv[2]):
    for line in open(sys.argv[2]):
        name, count = line.split(None, 1)
        count = count.strip()
        if count.isdigit():
            instructions[name] = int(count)
median = {name: (statistics.median(r[0] for r in rows), statistics.median(r[1] for r in rows), max(r[2] for r in rows))
          for name, rows in runs.items()}
print(f"{'run':<20} {'wall s':>8} {'cpu s':>8} {'peak MB':>8} {'instructions':>16}")
for name, (wall, cpu, rss) in median.items():
    count = f"{instructions[name]:,}" if name in instructions else "-"
    print(f"{name:<20} {wall:>8.3f} {cpu:>8.3f} {rss / 1024:>8.1f} {count:>16}")
def ratio(label, a, b, index, target, more_is_better=False):
    if a in median and b in median and median[b][index] > 0:
        value = median[a][index] / median[b][index]
        verdict = "meets" if (value >= target if more_is_better else value <= target) else "misses"
        print(f"{label}: {value:.2f}x ({verdict} target {'>=' if more_is_better else '<='} {target}x)")
print()
ratio("check / floor (CPU, one core)", "check", "floor", 1, 2)
ratio("check, text report / floor (CPU, one core)", "check-text", "floor", 1, 2)
for name in ("check", "check-text"):
    if name in instructions and "floor" in instructions:
        print(f"{name} / floor (instructions): {instructions[name] / instructions['floor']:.2f}x")
if "lint" in median:
    wall, cpu, rss = median["lint"]
    print(f"lint: {wall:.3f} s wall ({'meets' if wall < 1 else 'misses'} < 1 s), {cpu:.3f} s CPU, {rss / 1024:.0f} MB peak ({'meets' if rss < 200 * 1024 else 'misses'} < 200 MB)")
ratio("scaling 4x / 1x (CPU)", "check-4x", "check-1x", 1, 4.4)
ratio("scaling 16x / 1x (CPU)", "check-16x", "check-1x", 1, 17.6)
# Instructions too: this machine's speed can drift within one run of the script, times cannot tell it from growth.
for big, factor in (("check-4x", 4), ("check-16x", 16)):
    if big in instructions and "check-1x" in instructions:
        print(f"scaling {factor}x / 1x (instructions): {instructions[big] / instructions['check-1x']:.2f}x")
ratio("one long string 4x / 1x (CPU)", "long-4x", "long-1x", 1, 4.4)
ratio("one long string 16x / 1x (CPU)", "long-16x", "long-1x", 1, 17.6)
ratio("pofilter / copylint (wall)", "pofilter", "copylint-ddg", 0, 50, True)
ratio("titlecase / copylint (wall)", "titlecase", "copylint-titlecase", 0, 30, True)
# (`lint-fix` and `lint-sample` are rows of their own, printed below or above.)
formats = [name[5:] for name in median if name.startswith("lint-") and "-" not in name[5:] and name not in ("lint-sample", "lint-fix")]
if formats and "lint" in median:
    print("report formats, lint of the corpus (wall) and check on one core (CPU), against json:")
    for format in formats:
        line = f"  {format:<11} lint {median['lint-' + format][0]:.3f} s ({median['lint-' + format][0] / median['lint'][0]:.2f}x)"
        if "check-" + format in median and "check" in median:
            line += f", check {median['check-' + format][1]:.3f} s ({median['check-' + format][1] / median['check'][1]:.2f}x)"
        if "check-" + format in instructions and "check" in instructions:
            line += f", {instructions['check-' + format] / instructions['check']:.2f}x the instructions"
        print(line)
for name in ("lint-write-baseline", "lint-with-baseline", "entries", "check-jsonl", "lint-fix"):
    if name in median and "lint" in median:
        print(f"{name}: {median[name][0]:.3f} s wall ({median[name][0] / median['lint'][0]:.2f}x lint)")
EOF
