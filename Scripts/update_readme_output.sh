#!/usr/bin/env bash
# Rewrites the README's quick-start output (between <!-- quickstart-output:begin --> and
# <!-- quickstart-output:end -->) from what `copylint lint Fixtures/SampleApp` prints now: as many findings as the
# README shows, "…", the summary from standard error and the exit status. ReadmeOutputTests fails when it is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --product copylint
binary="$(swift build --show-bin-path)/copylint"
status=0
NO_COLOR=1 "$binary" lint Fixtures/SampleApp > .readme-output.out 2> .readme-output.err || status=$?
trap 'rm -f .readme-output.out .readme-output.err' EXIT
python3 - "$status" <<'PY'
import sys
status = sys.argv[1]
path = "README.md"
text = open(path, encoding="utf-8").read()
start, end = "<!-- quickstart-output:begin -->\n```\n", "```\n<!-- quickstart-output:end -->"
before, rest = text.split(start, 1)
shown, after = rest.split(end, 1)
# A finding starts on a line that is not indented; the README keeps as many as it showed.
count = sum(1 for line in shown.split("\n")[: shown.split("\n").index("…")] if line and not line.startswith(" "))
lines = open(".readme-output.out", encoding="utf-8").read().split("\n")
starts = [i for i, line in enumerate(lines) if line and not line.startswith(" ")]
cut = starts[count] if count < len(starts) else len(lines)
summary = open(".readme-output.err", encoding="utf-8").read().strip()
block = "\n".join(lines[:cut]) + f"\n…\n(standard error) {summary}\n(exit status {status})\n"
open(path, "w", encoding="utf-8").write(before + start + block + end + after)
PY
