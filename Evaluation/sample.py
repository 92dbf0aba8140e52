#!/usr/bin/env python3
"""Draw a fresh stratified sample of copylint findings on the corpus that no reference has judged yet, and write a
to-judge file for a person to fill in; then fold the filled-in file into Evaluation/judged/.

  sample.py draw   --out /tmp/to-judge.tsv [--per-rule 15] [--seed 1] [--copylint PATH] [--rule R ...]
                   [--locale L ...] [--app APP ...] [--per-cell N --min-cell 400] [--per-family FAMILY=N ...]
                   [--sources] [--opt-in] [--cache DIR]
  sample.py show   /tmp/to-judge.tsv [--from N] [--count M]      # read the rows with their context
  sample.py finish /tmp/to-judge.tsv --into Evaluation/judged/NAME.tsv   # keep judged rows, drop the scratch

The to-judge file has the reference columns (see README.md), an `id`, and a `scratch` column with the text, its
source, comment, role, message, fix-its and where the key is used in the app's code. The scratch holds corpus text:
write the file under /tmp (or another folder git ignores) and never commit it; `finish` writes only the reference
columns.
"""

import argparse
import collections
import csv
import json
import os
import random
import re
import subprocess
import sys

import evallib

SOURCE_SUFFIXES = (".swift", ".m", ".h", ".mm", ".storyboard", ".xib")
IB_KEY = re.compile(r"^([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\.")
DEFINITION = re.compile(r"(?:static\s+(?:let|var|func)\s+|#define\s+|\bcase\s+)`?([A-Za-z_][A-Za-z0-9_]*)")


def stratified(candidates, per_rule, seed, locales_seen, caps=None):
    """Up to `per_rule` findings of each rule, spread over apps, keys, locales and files: each pick prefers an app
    this rule has fewest picks in, then a key it has not picked yet, then a locale not yet in the sample, then a (file, locale) not yet picked."""
    rng = random.Random(seed)
    by_rule = collections.defaultdict(list)
    for row in candidates:
        by_rule[row["rule"]].append(row)
    picked = []
    for rule in sorted(by_rule):
        pool = by_rule[rule][:]
        rng.shuffle(pool)
        app_count = collections.Counter()
        rule_locales = collections.Counter()
        rule_keys = collections.Counter()
        tables = set()
        chosen = []
        cap = (caps or {}).get(evallib.family_of(rule), per_rule)
        while pool and len(chosen) < cap:
            def score(row):
                return (app_count[row["app"]], rule_keys[row["key"]], row["locale"] in locales_seen,
                        rule_locales[row["locale"]],
                        (row["file"], row["locale"]) in tables)
            best = min(range(len(pool)), key=lambda i: score(pool[i]))
            row = pool.pop(best)
            chosen.append(row)
            app_count[row["app"]] += 1
            rule_locales[row["locale"]] += 1
            rule_keys[row["key"]] += 1
            locales_seen.add(row["locale"])
            tables.add((row["file"], row["locale"]))
        picked.extend(chosen)
    return picked


def table_id(path):
    return re.sub(r"/[^/]+\.lproj/", "/*.lproj/", path)


def load_entries(copylint, corpus, app, options=()):
    """copylint's own reading of the app's strings: (file, locale, key) -> entry, and the source entries."""
    root = os.path.join(corpus, app)
    result = subprocess.run([copylint, "entries", root, *options], cwd=root, capture_output=True)
    entries, sources = {}, {}
    for line in result.stdout.decode("utf-8", "replace").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        entries[(entry["file"], entry["locale"], entry["key"])] = entry
        if entry.get("source"):
            sources.setdefault((entry["file"], entry["key"]), entry)
            sources.setdefault((table_id(entry["file"]), entry["key"]), entry)
    return entries, sources


def swiftgen_name(part):
    pieces = [piece for piece in re.split(r"[_\-\s]+", part) if piece]
    return "".join(piece[:1].upper() + piece[1:] for piece in pieces)


class CodeIndex:
    """Where a key is used in an app's Swift, Objective-C and Interface Builder files."""

    def __init__(self, root):
        self.files = []
        for folder, _, names in os.walk(root):
            for name in names:
                if name.endswith(SOURCE_SUFFIXES):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8", errors="replace") as handle:
                        self.files.append((os.path.relpath(path, root), handle.read()))

    def grep(self, needle, limit, skip=None):
        hits = []
        for path, text in self.files:
            start = text.find(needle)
            while start >= 0 and len(hits) < limit:
                line_no = text.count("\n", 0, start) + 1
                line_start = text.rfind("\n", 0, start) + 1
                line_end = text.find("\n", start)
                line = text[line_start:line_end if line_end >= 0 else len(text)].strip()
                if (path, line_no) != skip:
                    hits.append((path, line_no, line[:220]))
                start = text.find(needle, line_end if line_end >= 0 else len(text))
            if len(hits) >= limit:
                break
        return hits

    def line_before(self, path, line_no):
        for candidate, text in self.files:
            if candidate == path:
                lines = text.split("\n")
                return lines[line_no - 2] if line_no >= 2 else ""
        return ""

    def usage(self, key):
        lines = []
        ib = IB_KEY.match(key)
        if ib:
            for path, line_no, line in self.grep(f'id="{ib.group(1)}"', 2):
                lines.append(f"  {path}:{line_no}: {line}")
            return lines
        for path, line_no, line in self.grep(f'"{key}"', 3):
            lines.append(f"  {path}:{line_no}: {line}")
            definition = DEFINITION.search(line)
            if not definition and "L10n.tr(" in line:
                # A SwiftGen function (a format with arguments) declares its name on the line above.
                definition = DEFINITION.search(self.line_before(path, line_no))
            if definition and "L10n.tr(" in line and "." in key:
                # SwiftGen nests a dotted key in enums: "a.b_c.d" is L10n.A.BC.d; the last two parts are specific.
                parts = [swiftgen_name(part) for part in key.split(".")]
                parts[-1] = parts[-1][:1].lower() + parts[-1][1:]
                # The longest accessor suffix that is used somewhere (the whole path first): a short one such as
                # "Button.title" matches unrelated keys.
                uses = []
                for size in range(len(parts), min(len(parts), 3) - 1, -1):
                    uses = self.grep(".".join(parts[-size:]), 3, skip=(path, line_no))
                    if uses:
                        break
                for use_path, use_no, use_line in uses:
                    lines.append(f"    used {use_path}:{use_no}: {use_line}")
            elif definition and len(definition.group(1)) > 3:
                name = definition.group(1)
                for use_path, use_no, use_line in self.grep(f".{name}", 3, skip=(path, line_no)) or \
                        self.grep(name, 3, skip=(path, line_no)):
                    lines.append(f"    used {use_path}:{use_no}: {use_line}")
        return lines


def scratch(row, entries, sources, code, coverage, same_as_source=None):
    raw = row["_raw"]
    entry = entries.get((raw["file"], raw.get("locale"), raw.get("key")))
    source = sources.get((raw["file"], raw.get("key"))) or sources.get((table_id(raw["file"]), raw.get("key")))
    parts = [f"message: {raw.get('message', '')}", f"role: {raw.get('role', '')}"]
    if entry:
        parts[-1] += f" ({entry.get('role_source', '')})"
        parts.append(f"text: {json.dumps(entry.get('text', ''), ensure_ascii=False)}")
        if entry.get("comment"):
            parts.append(f"comment: {json.dumps(entry['comment'], ensure_ascii=False)}")
        if entry.get("group"):
            parts.append(f"group: {entry['group']}")
    else:
        parts.append(f"span: {json.dumps(raw.get('text', ''), ensure_ascii=False)}")
    if source and source is not entry:
        parts.append(f"source: {json.dumps(source.get('text', ''), ensure_ascii=False)}")
    if raw.get("fixits"):
        parts.append(f"fixits: {json.dumps(raw['fixits'], ensure_ascii=False)}")
    if row["rule"] == "missing_translation":
        parts.append(f"table coverage: {coverage.get((table_id(raw['file']), raw.get('locale')), '?')}")
    if row["rule"] == "untranslated" and same_as_source is not None:
        table = (table_id(raw["file"]), raw.get("locale"))
        parts.append(f"untranslated in this table and locale: {same_as_source[table]} of "
                     f"{coverage.get(table, '?').split('/')[0]} translated entries")
    parts.append("key: " + raw.get("key", ""))
    parts.append("code:")
    parts.extend(code.usage(raw.get("key", "")) or ["  (key not found in the app's sources)"])
    return "\n".join(parts)


def coverage_of(entries):
    """(table, locale) -> 'translated/source keys', to tell a partial locale from a gap in a complete one. Keys are
    counted once per table, so a table present as both Base.lproj and en.lproj is not counted twice."""
    source_keys = collections.defaultdict(set)
    translated = collections.defaultdict(set)
    for (path, locale, key), entry in entries.items():
        if entry.get("source"):
            source_keys[table_id(path)].add(key)
        else:
            translated[(table_id(path), locale)].add(key)
    return {table: f"{len(keys)}/{len(source_keys[table[0]])}" for table, keys in translated.items()}


def draw(args):
    copylint = evallib.ensure_copylint(args.copylint, args.build)
    references = evallib.read_references(evallib.reference_files(args.judged))
    options = evallib.copylint_options(args.sources, args.opt_in, copylint)
    findings = evallib.all_findings(copylint, args.corpus, args.cache, options=options)
    if args.rule:
        findings = [row for row in findings if row["rule"] in args.rule]
    if args.locale:
        findings = [row for row in findings if row["locale"] in args.locale]
    if args.app:
        findings = [row for row in findings if row["app"] in args.app]
    if args.certain_role:
        # As a rule that needs a certain role reports (`neededConfidence: .certain`): only strings whose role comes
        # from the app's code, Interface Builder or the configuration.
        certain = set()
        for app in evallib.apps(args.corpus):
            entries, _ = load_entries(copylint, args.corpus, app, options)
            certain.update(where for where, entry in entries.items() if entry.get("role_confidence") == "certain")
        findings = [row for row in findings if row["rule"] not in args.certain_role
                    or (row["_raw"]["file"], row["_raw"].get("locale"), row["_raw"].get("key")) in certain]
    _, unjudged = evallib.Matcher(references).match(findings)
    locales_seen = set()
    if args.per_cell:
        # Heavy cells: up to --per-cell findings from each (rule, app) cell that makes at least --min-cell findings,
        # so the figure weighted by findings rests on judged findings from the cells that carry the weight.
        cells = collections.defaultdict(list)
        for row in unjudged:
            cells[(row["rule"], row["app"])].append(row)
        population = collections.Counter((row["rule"], row["app"]) for row in findings)
        sample = []
        for cell in sorted(cells):
            if population[cell] >= args.min_cell:
                sample += stratified(cells[cell], args.per_cell, args.seed, locales_seen)
    else:
        caps = {}
        for item in args.per_family or []:
            family, _, count = item.rpartition("=")
            if family not in evallib.FAMILIES or not count.isdigit():
                sys.exit(f"--per-family {item}: expected FAMILY=N with a family of {sorted(evallib.FAMILIES)}")
            caps[family] = int(count)
        sample = stratified(unjudged, args.per_rule, args.seed, locales_seen, caps)
    by_app = collections.defaultdict(list)
    for row in sample:
        by_app[row["app"]].append(row)
    same_as_source = collections.Counter((table_id(row["_raw"]["file"]), row["locale"])
                                         for row in findings if row["rule"] == "untranslated")
    for app, rows in sorted(by_app.items()):
        entries, sources = load_entries(copylint, args.corpus, app, options)
        code = CodeIndex(os.path.join(args.corpus, app))
        coverage = coverage_of(entries)
        for row in rows:
            row["scratch"] = scratch(row, entries, sources, code, coverage, same_as_source)
    sample.sort(key=lambda row: (row["rule"], row["app"], row["file"], row["locale"]))
    columns = ["id"] + evallib.COLUMNS + ["scratch"]
    for number, row in enumerate(sample, 1):
        row["id"] = str(number)
    evallib.write_rows(args.out, sample, columns)
    rules = collections.Counter(row["rule"] for row in sample)
    print(f"wrote {len(sample)} findings to judge ({len(rules)} rules, {len(locales_seen)} locales, "
          f"{len(by_app)} apps) to {args.out}; {len(unjudged)} findings were not yet judged", file=sys.stderr)


def read_to_judge(path):
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def show(args):
    rows = read_to_judge(args.file)
    for row in rows[args.start - 1:args.start - 1 + args.count]:
        print(f"#{row['id']} {row['rule']} | {row['app']} | {row['file']}:{row['line']} | {row['locale']}"
              + (f" | => {row['verdict']} {row['cause']} {row['note']}" if row["verdict"] else ""))
        print(row["scratch"])
        print()


def finish(args):
    rows = read_to_judge(args.file)
    judged = [row for row in rows if row["verdict"]]
    for row in judged:
        if row["verdict"] not in evallib.VERDICTS:
            sys.exit(f"#{row['id']}: verdict must be one of {evallib.VERDICTS}")
        if row["verdict"] == "wrong" and row["cause"] not in evallib.CAUSES:
            sys.exit(f"#{row['id']}: a wrong finding needs a cause from {evallib.CAUSES}")
    existing = evallib.read_references([args.into]) if os.path.exists(args.into) else []
    seen = {evallib.identity(row) + (row["at"],) for row in existing}
    added = [row for row in judged if evallib.identity(row) + (row["at"],) not in seen]
    evallib.write_rows(args.into, existing + added)
    print(f"{args.into}: {len(existing)} kept, {len(added)} added, {len(rows) - len(judged)} left unjudged",
          file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    draw_parser = commands.add_parser("draw", help="draw findings not yet judged")
    draw_parser.add_argument("--out", required=True, help="the to-judge TSV (under /tmp: it holds corpus text)")
    draw_parser.add_argument("--per-rule", type=int, default=15, help="at most this many findings per rule")
    draw_parser.add_argument("--per-cell", type=int, help="instead: at most this many per (rule, app) cell...")
    draw_parser.add_argument("--min-cell", type=int, default=400, help="...among cells with at least this many findings")
    draw_parser.add_argument("--per-family", action="append",
                             help="FAMILY=N: at most N findings of each rule of this family (repeatable; weighs "
                                  "families with few judged findings)")
    draw_parser.add_argument("--seed", type=int, default=1)
    draw_parser.add_argument("--rule", action="append", help="only this rule (repeatable)")
    draw_parser.add_argument("--locale", action="append", help="only findings in this locale (repeatable)")
    draw_parser.add_argument("--app", action="append", help="only findings in this corpus app (repeatable)")
    draw_parser.add_argument("--copylint", default=evallib.DEFAULT_COPYLINT)
    draw_parser.add_argument("--build", action="store_true", help="swift build first")
    draw_parser.add_argument("--corpus", default=evallib.DEFAULT_CORPUS)
    draw_parser.add_argument("--judged", default=evallib.JUDGED_DIR, help="folder of references to leave out")
    draw_parser.add_argument("--cache", help="keep/reuse copylint's JSON per app in this folder")
    draw_parser.add_argument("--sources", action="store_true", help="copylint --sources: roles from the app's code")
    draw_parser.add_argument("--opt-in", action="store_true", help="turn every opt-in rule on")
    draw_parser.add_argument("--certain-role", action="append",
                             help="only this rule's findings on strings whose role is certain (repeatable)")
    show_parser = commands.add_parser("show", help="print rows with their context")
    show_parser.add_argument("file")
    show_parser.add_argument("--from", dest="start", type=int, default=1)
    show_parser.add_argument("--count", type=int, default=20)
    finish_parser = commands.add_parser("finish", help="append the judged rows, without the scratch, to a reference")
    finish_parser.add_argument("file")
    finish_parser.add_argument("--into", required=True)
    args = parser.parse_args()
    {"draw": draw, "show": show, "finish": finish}[args.command](args)


if __name__ == "__main__":
    main()
