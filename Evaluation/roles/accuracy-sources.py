#!/usr/bin/env python3
"""Accuracy of the roles copylint gives, against hand-labelled references.

references.tsv: app, localisation file (relative to the app's folder), key (as a JSON string), true role, note (where the code uses
the string, file:line, and why that role). The true role was read from the code, not from copylint's output.
For each app, runs `copylint entries` (with --sources unless --no-sources is passed on) and prints how many of the
labelled strings got a role, and how many of those are right.
Usage: accuracy-sources.py [--copylint PATH] [--no-sources] [--entries DIR] [CORPUS]
(--entries: read DIR/<app>.jsonl, saved `copylint entries --sources` output, instead of running copylint)
"""
import collections
import csv
import json
import os
import subprocess
import sys

def main():
    args = sys.argv[1:]
    copylint = ".build/release/copylint"
    flags = ["--sources", "--no-cache"]
    if args[:1] == ["--copylint"]:
        copylint, args = args[1], args[2:]
    if args[:1] == ["--no-sources"]:
        flags, args = ["--no-sources"], args[1:]
    saved = None
    if args[:1] == ["--entries"]:
        saved, args = args[1], args[2:]
    corpus = args[0] if args else "/work/shared/corpus"
    here = os.path.dirname(os.path.abspath(__file__))
    references = collections.defaultdict(dict)
    with open(os.path.join(here, "references.tsv"), newline="") as handle:
        for row in csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t", quoting=csv.QUOTE_NONE):
            references[row["app"]][(row["file"], json.loads(row["key"]))] = row["role"]
    totals = [0, 0, 0]
    print(f"{'app':30} {'labelled':>8} {'given a role':>12} {'right':>12}")
    for app in sorted(references):
        root = f"{corpus}/{app}"
        if saved:
            with open(os.path.join(saved, app + ".jsonl")) as handle:
                out = handle.read()
        else:
            out = subprocess.run([copylint, "entries", *flags, root], capture_output=True, text=True).stdout
        given = {}
        for line in out.splitlines():
            entry = json.loads(line)
            if entry["source"] and entry["locale"] == "en":
                given[(os.path.relpath(entry["file"], root), entry["key"])] = entry["role"]
        labelled = references[app]
        roled = [key for key in labelled if given.get(key, "unknown") != "unknown"]
        right = [key for key in roled if given[key] == labelled[key]]
        for key in roled:
            if given[key] != labelled[key]:
                print(f"  wrong: {app} {key[0]} {key[1]!r}: given {given[key]}, true {labelled[key]}")
        missing = [key for key in labelled if key not in given]
        for key in missing:
            print(f"  not read: {app} {key[0]} {key[1]!r}")
        share = f"{100 * len(right) / len(roled):.1f}%" if roled else "-"
        print(f"{app:30} {len(labelled):>8} {len(roled):>12} {len(right):>6} {share:>6}")
        totals = [totals[0] + len(labelled), totals[1] + len(roled), totals[2] + len(right)]
    share = f"{100 * totals[2] / totals[1]:.1f}%" if totals[1] else "-"
    print(f"{'all':30} {totals[0]:>8} {totals[1]:>12} {totals[2]:>6} {share:>6}")

if __name__ == "__main__":
    main()
