#!/usr/bin/env bash
# Rewrites the rule tables of docs/rules.md (between <!-- rules:begin --> and <!-- rules:end -->)
# from the rules' own descriptions, via `copylint rules --markdown`. ReadmeTests fails when they are stale.
set -euo pipefail
cd "$(dirname "$0")/.."
table=$(swift run -q copylint rules --markdown)
python3 - "$table" <<'PY'
import sys
table = sys.argv[1]
path = "docs/rules.md"
text = open(path, encoding="utf-8").read()
start, end = "<!-- rules:begin -->", "<!-- rules:end -->"
before, rest = text.split(start, 1)
_, after = rest.split(end, 1)
open(path, "w", encoding="utf-8").write(before + start + "\n" + table.strip("\n") + "\n" + end + after)
PY
