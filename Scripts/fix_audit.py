#!/usr/bin/env python3
"""Damage audit of `copylint lint --fix` (issue 44): what each fix level rewrites on real apps.

For every app of the corpus and every fix level, the app is copied to a temporary folder, linted (JSON, to
collect the reported fix-its), fixed with `lint --fix --fix-level LEVEL`, and fixed a second time. Every string
whose text changed is listed with its app, file, key, locale, rules, level, before and after, and whether it is
exactly the reported fix-its applied (`announced`). The second run's changes show whether one run reached the
fixed point.

Output (in --out, default a new temporary folder; never commit it: it holds corpus text):
  changes.tsv, changes.jsonl   one row per changed string
  summary.json                 counts per level and app, unannounced changes, second-run changes

Usage: Scripts/fix_audit.py [--binary .build/debug/copylint] [--corpus /work/shared/corpus] [--out DIR]
                            [--apps APP,...] [--levels safe,suggested]
Python standard library only.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile


def run(binary, args, cwd=None):
    """Runs copylint; returns standard output (exit 1 means findings, not failure)."""
    done = subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        sys.stderr.write(f"copylint {' '.join(args)}: exit {done.returncode}\n{done.stderr[-2000:]}\n")
    return done.stdout


def entries(binary, root):
    """(relative file, key, locale, occurrence) → text, for every string copylint reads under root."""
    texts = {}
    seen = collections.Counter()
    for line in run(binary, ["entries", root]).splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        base = (os.path.relpath(entry["file"], root), entry.get("key"), entry.get("locale"))
        seen[base] += 1
        texts[base + (seen[base],)] = entry.get("text", "")
    return texts


def reported_fixits(binary, root, level=None, scratch=None):
    """(relative file, key, locale, text) → [(rule, fixit)] from the JSON report of a lint without --fix, or (with
    `level`) of the fixing run's own plan (`lint --fix --dry-run`), which judges translations against their
    sources as fixed."""
    if level is None:
        report = json.loads(run(binary, ["lint", "--format", "json", "--lenient", root]) or '{"diagnostics": []}')
    else:
        path = os.path.join(scratch, "plan.json")
        run(binary, ["lint", "--fix", "--dry-run", "--fix-level", level, "--format", "json", "--output", path, root])
        with open(path, encoding="utf-8") as file:
            report = json.load(file)
        os.remove(path)
    fixits = collections.defaultdict(list)
    for diagnostic in report.get("diagnostics", []):
        for fixit in diagnostic.get("fixits", []):
            where = (os.path.relpath(diagnostic["file"], root), diagnostic.get("key"), diagnostic.get("locale"), diagnostic.get("text"))
            fixits[where].append((diagnostic["rule"], fixit))
    return fixits


def apply(fixits, text):
    """FixIt.apply: by position, the first of overlapping fix-its wins; the same range twice is taken once."""
    ordered = sorted(enumerate(fixits), key=lambda pair: (pair[1]["start"], pair[0]))
    taken, cursor, last = [], 0, None
    for _, fixit in ordered:
        if fixit["start"] < cursor or (last and (last["start"], last["end"]) == (fixit["start"], fixit["end"])):
            continue
        taken.append(fixit)
        cursor, last = fixit["end"], fixit
    out, position = [], 0
    for fixit in taken:
        out.append(text[position:fixit["start"]])
        out.append(fixit["replacement"])
        position = fixit["end"]
    out.append(text[position:])
    return "".join(out)


LEVELS = ["safe", "suggested"]


def audit_app(binary, app_path, app, level, scratch):
    copy = os.path.join(scratch, f"{app}-{level}")
    shutil.copytree(app_path, copy, symlinks=True)
    # The corpus is read-only (as CI lays it) and `--fix` refuses read-only files: the copy is the team's own.
    for folder, _, names in os.walk(copy):
        for name in names:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o644)
    before = entries(binary, copy)
    fixits = reported_fixits(binary, copy)
    planned = reported_fixits(binary, copy, level, scratch)
    run(binary, ["lint", "--fix", "--fix-level", level, "--format", "json", "--lenient", copy])
    after = entries(binary, copy)
    run(binary, ["lint", "--fix", "--fix-level", level, "--format", "json", "--lenient", copy])
    again = entries(binary, copy)
    rows = []
    allowed = LEVELS[: LEVELS.index(level) + 1]
    for where, old in before.items():
        new = after.get(where)
        if new is None or new == old:
            continue
        file, key, locale, _ = where
        proposals = [(rule, fixit) for rule, fixit in fixits.get((file, key, locale, old), []) if fixit.get("level", "suggested") in allowed]
        expected = apply([fixit for _, fixit in proposals], old)
        # Not what a plain lint reported: what the fixing run's plan announced (a translation of a fixed source).
        in_plan = False
        if expected != new:
            proposals = [(rule, fixit) for rule, fixit in planned.get((file, key, locale, old), []) if fixit.get("level", "suggested") in allowed]
            in_plan = apply([fixit for _, fixit in proposals], old) == new
        rows.append({
            "app": app, "file": file, "key": key, "locale": locale, "level": level,
            "rules": ",".join(sorted({rule for rule, _ in proposals})) or "-",
            "fixit_levels": ",".join(sorted({fixit.get("level", "?") for _, fixit in proposals})) or "-",
            "before": old, "after": new, "announced": "lint" if expected == new else ("plan" if in_plan else "no"),
        })
    second = sum(1 for where, text in after.items() if again.get(where) != text)
    shutil.rmtree(copy, ignore_errors=True)
    return rows, second


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/copylint")
    parser.add_argument("--corpus", default="/work/shared/corpus")
    parser.add_argument("--out", default=None)
    parser.add_argument("--apps", default=None, help="comma-separated app folders (default: all)")
    parser.add_argument("--levels", default=",".join(LEVELS))
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    out = options.out or tempfile.mkdtemp(prefix="fix-audit-")
    os.makedirs(out, exist_ok=True)
    apps = sorted(name for name in os.listdir(options.corpus) if os.path.isdir(os.path.join(options.corpus, name)))
    if options.apps:
        apps = [app for app in apps if app in options.apps.split(",")]
    rows, summary = [], {"levels": {}}
    with tempfile.TemporaryDirectory(prefix="fix-audit-copies-") as scratch:
        for level in options.levels.split(","):
            per_app = {}
            for app in apps:
                changed, second = audit_app(binary, os.path.join(options.corpus, app), app, level, scratch)
                rows += changed
                per_app[app] = {"changed": len(changed), "unannounced": sum(row["announced"] == "no" for row in changed),
                                "announced_by_plan_only": sum(row["announced"] == "plan" for row in changed),
                                "second_run_changed": second}
                print(f"{level}\t{app}\t{per_app[app]}", file=sys.stderr)
            summary["levels"][level] = per_app
    columns = ["app", "file", "key", "locale", "rules", "fixit_levels", "level", "announced", "before", "after"]
    with open(os.path.join(out, "changes.tsv"), "w", encoding="utf-8") as tsv:
        tsv.write("\t".join(columns) + "\n")
        for row in rows:
            tsv.write("\t".join(json.dumps(row[c], ensure_ascii=False) if c in ("before", "after", "key") else str(row[c]) for c in columns) + "\n")
    with open(os.path.join(out, "changes.jsonl"), "w", encoding="utf-8") as jsonl:
        for row in rows:
            jsonl.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as file:
        json.dump(summary, file, indent=2)
    for level, per_app in summary["levels"].items():
        total = {key: sum(app[key] for app in per_app.values()) for key in next(iter(per_app.values()), {})}
        print(f"{level}\ttotal\t{total}", file=sys.stderr)
    print(out)


if __name__ == "__main__":
    main()
