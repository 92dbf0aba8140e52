#!/usr/bin/env python3
"""Where the code uses the English strings that get no role from it: the calls around those uses, by count.

For one corpus app, runs `copylint entries --sources` and takes the English source strings whose key the code
reads (`in_sources`) but whose role does not come from the code or IB. For each, finds the line that defines the
key (`NSLocalizedString("key"`, `tr("Table", "key"`, a literal), the name it defines there (`static let NAME`,
`func NAME(`, `#define NAME`), and the lines that read that name; then prints the call or assignment each use sits
in (`SettingsCellView(label:)`, `set text`, `let`), most frequent first, with an example. A finder for rows and
wrappers worth adding; it reads text with regular expressions, so its counts are approximate.
Usage: unresolved.py [--copylint PATH | --entries FILE] APP_FOLDER [LIMIT]
(--entries: the output of `copylint entries --sources APP_FOLDER`, saved earlier)
"""
import collections
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import coverage  # noqa: E402  (its merging of a key's copies)

SOURCE = (".swift", ".m", ".mm", ".h")
DEFINED = re.compile(r"(?:#define\s+(\w+)|\b(?:let|var|func|case)\s+`?(\w+)`?)")
CALL = re.compile(r"(?:([A-Za-z_][\w.]*)\s*\(|(\w+)\s*:\s*$|\.(\w+)\s*=\s*$|\b(let|var|return|case)\b[^(]*$)")


def entries(copylint, path, saved=None):
    if saved:
        with open(saved) as handle:
            out = handle.read()
    else:
        out = subprocess.run([copylint, "entries", "--sources", path], capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def unresolved(rows):
    """Keys counted as `used` but not `from code/IB` by coverage.py (its way of merging a key's copies)."""
    keyed = coverage.english_sources(rows)
    return [key for key, row in keyed.items()
            if row.get("in_sources") and row["role_source"] not in ("code", "interface_builder")]


def enclosing_type(lines, number):
    """The name of the enum, struct or extension a definition at line `number` sits in, by indentation."""
    indent = len(lines[number]) - len(lines[number].lstrip())
    for index in range(number - 1, -1, -1):
        line = lines[index]
        stripped = line.lstrip()
        if stripped and len(line) - len(stripped) < indent:
            match = re.search(r"\b(?:enum|struct|class|extension)\s+(\w+)", line)
            if match:
                return match.group(1)
            indent = len(line) - len(stripped)
    return None


def context(line, start):
    """The call or assignment the text before `start` leaves open: the innermost unclosed `name(`, with the label
    of the argument; `set PROPERTY` for `x.PROPERTY = `; `let`/`return` for bindings and returns."""
    before = line if start is None else line[:start]
    depth = 0
    label = None
    for index in range(len(before) - 1, -1, -1):
        char = before[index]
        if char == ")":
            depth += 1
        elif char == "(":
            if depth == 0:
                match = re.search(r"([A-Za-z_][\w]*)\s*$", before[:index])
                callee = match.group(1) if match else "?"
                return f"{callee}({label or '_'}:)"
            depth -= 1
        elif char == ":" and depth == 0 and label is None:
            match = re.search(r"(\w+)\s*$", before[:index])
            if match:
                label = match.group(1)
    if re.search(r"\.(\w+)\s*=\s*$", before):
        return "set " + re.search(r"\.(\w+)\s*=\s*$", before).group(1)
    for word in ("return", "let", "var", "case"):
        if re.search(rf"\b{word}\b", before):
            return word
    if label:
        return f"…({label}:)"
    return "(line start) " + before.strip()[-30:]


def main():
    args = sys.argv[1:]
    copylint, saved = ".build/release/copylint", None
    if args[:1] == ["--copylint"]:
        copylint, args = args[1], args[2:]
    if args[:1] == ["--entries"]:
        saved, args = args[1], args[2:]
    app = args[0]
    limit = int(args[1]) if len(args) > 1 else 40
    keys = unresolved(entries(copylint, app, saved))
    files = {}
    for folder, dirs, names in os.walk(app):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in ("Pods", "Carthage", "build")]
        for name in names:
            if name.endswith(SOURCE):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    files[path] = handle.read().splitlines()
    # Indexes of every quoted string and every name, so that each key costs lookups, not a pass over the files.
    quoted_at = collections.defaultdict(list)
    names_at = collections.defaultdict(list)
    for path, lines in files.items():
        for number, line in enumerate(lines):
            for match in re.finditer(r'"((?:[^"\\]|\\.)*)"', line):
                quoted_at[match.group(1)].append((path, number, match.start()))
            for match in re.finditer(r"(?<![\w\"])\w+", line):
                names_at[match.group(0)].append((path, number, match.start()))
    contexts = collections.Counter()
    examples = {}
    unseen = 0
    for key in keys:
        names, uses = set(), []
        for path, number, position in quoted_at.get(json.dumps(key)[1:-1], []):
            line = files[path][number]
            match = DEFINED.search(line) or (DEFINED.search(files[path][number - 1]) if number else None)
            if match and ("NSLocalizedString" in line or "tr(" in line or "localized" in line.lower()):
                names.add((match.group(1) or match.group(2), enclosing_type(files[path], number)))
            else:
                uses.append((path, number, position))
        for name, owner in names:
            for path, number, position in names_at.get(name, []):
                line = files[path][number]
                if re.search(rf"\b(let|var|func|case|define)\s+`?{name}\b", line):
                    continue
                # A member is read through its type (`Alerts.title`, `UserText.title`) unless it is a global.
                if owner and not line[:position].endswith(owner + "."):
                    continue
                uses.append((path, number, position))
        if not uses:
            unseen += 1
        for path, number, position in uses[:3]:
            # The call may start lines above (one argument a line): the text before the use, from up to 8 lines.
            before = "".join(line.strip() + " " for line in files[path][max(0, number - 8):number])
            kind = context(before + files[path][number][:position].lstrip(), None)
            contexts[kind] += 1
            examples.setdefault(kind, f"{os.path.relpath(path, app)}:{number + 1}")
    print(f"{len(keys)} used strings without a role from code/IB; {unseen} with no use found by this script")
    for kind, count in contexts.most_common(limit):
        print(f"{count:5}  {kind:50} {examples[kind]}")


if __name__ == "__main__":
    main()
