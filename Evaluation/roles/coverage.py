#!/usr/bin/env python3
"""Coverage of roles read from the app's own code and Interface Builder files, per corpus app.

For each app under the corpus folder, runs `copylint entries` twice (with --sources, and without) and
prints, for the English source strings whose key the app's code or IB files read (`in_sources`):
  used      how many there are
  before    how many get any role without the sources (keys, comments, siblings)
  from code how many get a role from the code or IB (role_source code / interface_builder)
  unknown   of those, how many the code says play no role of ours (accessibility text, App Intent metadata)
Usage: coverage.py [--copylint PATH] [--entries DIR] [CORPUS]   (default: .build/release/copylint, /work/shared/corpus)
(--entries: DIR/<app>.jsonl and DIR/<app>.before.jsonl, saved `copylint entries` output with and without
--sources, instead of running copylint)
"""
import json
import subprocess
import sys
import time

def entries(copylint, path, *flags, saved=None):
    started = time.monotonic()
    if saved:
        with open(saved) as handle:
            rows = [json.loads(line) for line in handle if line.strip()]
        return rows, 0.0
    out = subprocess.run([copylint, "entries", *flags, path], capture_output=True, text=True).stdout
    rows = [json.loads(line) for line in out.splitlines() if line.strip()]
    return rows, time.monotonic() - started

def english_sources(rows):
    """English source strings by key: a key an app holds in several files (an XLIFF per locale, each with the
    English source) is counted once, with the best role any of its copies got."""
    keyed = {}
    rank = {"code": 0, "interface_builder": 0}
    for row in rows:
        if row["source"] and row["locale"] == "en":
            key = row["key"]
            old = keyed.get(key)
            if old is None or rank.get(row["role_source"], 1) < rank.get(old["role_source"], 1) \
                    or (old["role"] == "unknown" and row["role"] != "unknown"):
                row = dict(row, in_sources=row.get("in_sources") or (old or {}).get("in_sources"))
                keyed[key] = row
            elif row.get("in_sources"):
                old["in_sources"] = True
    return keyed

def main():
    args = sys.argv[1:]
    copylint = ".build/release/copylint"
    if args[:1] == ["--copylint"]:
        copylint, args = args[1], args[2:]
    saved = None
    if args[:1] == ["--entries"]:
        saved, args = args[1], args[2:]
    corpus = args[0] if args else "/work/shared/corpus"
    apps = ["mastodon__mastodon-ios", "duckduckgo__iOS", "home-assistant__iOS", "Dimillian__IceCubesApp",
            "newmarcel__KeepingYouAwake", "Automattic__pocket-casts-ios"]
    print(f"{'app':30} {'en keys':>10} {'used':>6} {'before':>14} {'from code/IB':>14} {'unknown':>8} "
          f"{'any role after':>15}")
    for app in apps:
        path = f"{corpus}/{app}"
        after, _ = entries(copylint, path, "--sources", "--no-cache", saved=saved and f"{saved}/{app}.jsonl")
        before, _ = entries(copylint, path, "--no-sources", saved=saved and f"{saved}/{app}.before.jsonl")
        after, before = english_sources(after), english_sources(before)
        used = [key for key, row in after.items() if row.get("in_sources")]
        had = sum(1 for key in used if before.get(key, {}).get("role", "unknown") != "unknown")
        code = sum(1 for key in used if after[key]["role_source"] in ("code", "interface_builder"))
        unknown = sum(1 for key in used if after[key]["role_source"] in ("code", "interface_builder")
                      and after[key]["role"] == "unknown")
        anyrole = sum(1 for row in after.values() if row["role"] != "unknown")
        anybefore = sum(1 for row in before.values() if row["role"] != "unknown")
        share = lambda n, d: f"{n} ({100 * n / d:.0f}%)" if d else "0"
        print(f"{app:30} {len(after):>10} {len(used):>6} {share(had, len(used)):>14} {share(code, len(used)):>14} {unknown:>8} "
              f"{share(anybefore, len(before)):>7}→{share(anyrole, len(after))}")

if __name__ == "__main__":
    main()
