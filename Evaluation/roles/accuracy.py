#!/usr/bin/env python3
"""Score the roles copylint gives English source strings against the hand-labelled set in labels.tsv.

  accuracy.py [--copylint PATH] [--before PATH] [--labels FILE] [--markdown] [--cache DIR]

Runs `copylint entries` over each corpus app (from the app's folder, so no project configuration is read), joins its
source-language entries to the labels on (file, key), and prints per app: the labelled strings; how many of them have
a HIG role (true role not `other`) and how many of those got exactly it; how many strings got a role
(anything but `unknown`); how many of those are right; coverage, the strings given a role (not `unknown`) from the
app's code or Interface Builder files (`role_source` `code` or `interface_builder`), and beside it how many entries
came from those sources at all (a use read, with or without a role); and the confusion pairs (true role -> given
role). With --before PATH, the same table for a second binary (today's main) first, so a change shows as before and
after. Always exits 0: it measures, it does not gate.

Judging a given role (see README.md):
- a string may be given several roles (one per use); it counts as right only if every role given is the true role or
  one of the other roles the note lists after `also:` (a string used as a button and as a menu item elsewhere);
- `alert.*` and `actionsheet.*` are different roles; `other` and `unknown` are labels for "no HIG role fits": such a
  string given `unknown` got no role, given any HIG role it is wrong;
- the `label~other` column also accepts `label` for a string labelled `other` (body text, row titles, footers and
  the like that sit in a label), because that boundary is a judgement call rather than a reading of the code.
"""

import argparse
import collections
import csv
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import evallib  # noqa: E402  (the evaluation folder's shared code: key hashing, corpus and binary defaults)

LABELS = os.path.join(HERE, "labels.tsv")
CERTAIN_SOURCES = ("code", "interface_builder")
NO_HIG_ROLE = ("other", "unknown")
ALSO = re.compile(r"also:\s*([a-z.]+(?:\s*,\s*[a-z.]+)*)")


def read_labels(path):
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows:
        accepted = {row["true_role"]}
        for match in ALSO.finditer(row["note"]):
            accepted.update(part.strip() for part in match.group(1).split(","))
        row["accepted"] = accepted
    return rows


def entries(copylint, corpus, app, cache_dir=None):
    """(file relative to the corpus, key as stored in the labels) -> the source entries copylint prints for it."""
    raw = None
    cached = os.path.join(cache_dir, app + ".entries.jsonl") if cache_dir else None
    if cached and os.path.exists(cached):
        with open(cached, "rb") as handle:
            raw = handle.read()
    if raw is None:
        root = os.path.join(corpus, app)
        result = subprocess.run([copylint, "entries", root], cwd=root, capture_output=True)
        if result.returncode != 0 and not result.stdout.strip():
            sys.exit(f"copylint entries failed for {app}: {result.stderr.decode('utf-8', 'replace')[:400]}")
        raw = result.stdout
        if cached:
            os.makedirs(cache_dir, exist_ok=True)
            with open(cached, "wb") as handle:
                handle.write(raw)
    found = collections.defaultdict(list)
    for line in raw.decode("utf-8").splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        if not entry.get("source"):
            continue
        path = entry["file"]
        if os.path.isabs(path):
            path = os.path.relpath(path, corpus)
        found[(path, evallib.key_ref(entry.get("key") or ""))].append(entry)
    return found


def score(labels, copylint, corpus, cache_dir=None):
    """Per app: counts and confusion pairs for one binary."""
    by_app = collections.defaultdict(list)
    for row in labels:
        by_app[row["app"]].append(row)
    table = {}
    for app in sorted(by_app):
        found = entries(copylint, corpus, app, cache_dir)
        stats = collections.Counter()
        confusion = collections.Counter()
        for row in by_app[app]:
            stats["labelled"] += 1
            given = found.get((row["file"], row["key"]), [])
            if not given:
                stats["not read"] += 1
            roles = {entry.get("role") or "unknown" for entry in given} - {"unknown"}
            certain = [entry for entry in given if entry.get("role_source") in CERTAIN_SOURCES]
            if certain:
                stats["read"] += 1
            if any((entry.get("role") or "unknown") != "unknown" for entry in certain):
                stats["coverage"] += 1
            if row["true_role"] not in NO_HIG_ROLE:
                stats["hig"] += 1
            if not roles:
                continue
            stats["with role"] += 1
            right = roles <= row["accepted"]
            stats["right"] += right
            stats["hig right"] += right and row["true_role"] not in NO_HIG_ROLE
            if right or (row["true_role"] == "other" and roles <= {"label"}):
                stats["right label~other"] += 1
            if not right:
                for role in sorted(roles - row["accepted"]):
                    confusion[(row["true_role"], role)] += 1
        table[app] = (stats, confusion)
    return table


def percent(part, whole):
    return f"{100 * part / whole:.0f}%" if whole else "-"


def render(title, table, markdown):
    total = collections.Counter()
    confusion_total = collections.Counter()
    lines = []
    header = ["app", "labelled", "HIG role", "HIG role right", "with role", "right", "accuracy",
              "accuracy label~other", "coverage (code/IB)", "read from code/IB"]
    rows = []
    for app, (stats, confusion) in table.items():
        total.update(stats)
        confusion_total.update(confusion)
        rows.append(row_of(app, stats))
    rows.append(row_of("all", total))
    missing = total["not read"]
    if markdown:
        lines.append(f"### {title}\n")
        lines.append("| " + " | ".join(header) + " |")
        lines.append("| " + " | ".join("---" if i == 0 else "---:" for i in range(len(header))) + " |")
        lines.extend("| " + " | ".join(row) + " |" for row in rows)
        lines.append("")
        lines.append("Confusion (true role -> given role, count): " + (", ".join(
            f"`{truth}` -> `{given}` {count}" for (truth, given), count in confusion_total.most_common()) or "none"))
        lines.append("")
        if missing:
            lines.append(f"{missing} labelled strings are not among copylint's entries (renamed file or key?).\n")
    else:
        lines.append(title)
        widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
        for row in [header] + rows:
            lines.append("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)))
        lines.append("confusion (true -> given):")
        for (truth, given), count in confusion_total.most_common():
            lines.append(f"  {truth} -> {given}: {count}")
        if missing:
            lines.append(f"{missing} labelled strings are not among copylint's entries (renamed file or key?)")
        lines.append("")
    return "\n".join(lines)


def row_of(app, stats):
    return [app, str(stats["labelled"]), str(stats["hig"]),
            f"{stats['hig right']} ({percent(stats['hig right'], stats['hig'])})",
            str(stats["with role"]), str(stats["right"]),
            percent(stats["right"], stats["with role"]), percent(stats["right label~other"], stats["with role"]),
            f"{stats['coverage']} ({percent(stats['coverage'], stats['labelled'])})", str(stats["read"])]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--copylint", default=evallib.DEFAULT_COPYLINT, help="the binary to measure")
    parser.add_argument("--before", help="a second binary (e.g. today's main) measured first, for a before/after")
    parser.add_argument("--labels", default=LABELS)
    parser.add_argument("--corpus", default=evallib.DEFAULT_CORPUS)
    parser.add_argument("--cache", help="keep each binary's entries here (one sub-folder per binary)")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    labels = read_labels(args.labels)
    runs = ([("before", args.before)] if args.before else []) + [("measured", args.copylint)]
    for name, binary in runs:
        if not os.path.exists(binary):
            sys.exit(f"no copylint at {binary} (build it: swift build --product copylint)")
        cache = os.path.join(args.cache, name) if args.cache else None
        table = score(labels, binary, args.corpus, cache)
        print(render(f"{name}: {binary}", table, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
