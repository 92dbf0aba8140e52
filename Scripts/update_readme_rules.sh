#!/usr/bin/env bash
# Rewrites the README's rule tables (between <!-- rules:begin --> and <!-- rules:end -->)
# from the rules' own descriptions, via `copylint rules --markdown`.
set -euo pipefail
cd "$(dirname "$0")/.."
table=$(swift run -q copylint rules --markdown)
python3 - "$table" <<'PY'
import sys, re
table = sys.argv[1]
readme = open("README.md", encoding="utf-8").read()
start, end = "<!-- rules:begin -->", "<!-- rules:end -->"
before, rest = readme.split(start, 1)
_, after = rest.split(end, 1)
open("README.md", "w", encoding="utf-8").write(before + start + "\n" + table.strip("\n") + "\n" + end + after)
PY
