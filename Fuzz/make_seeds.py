#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora from the repository's Fixtures/ (and, with --shared, a few small real
files from ../shared/corpus, copied into the build directory only: they are never committed).

    python3 Fuzz/make_seeds.py OUT_DIR [--fixtures Fixtures] [--shared ../shared/corpus] [--shared-per-format 4]

OUT_DIR/<target>/ gets one file per seed, named by content hash, for the targets
strings, plist, bplist, xcstrings, xliff, rules, fix-reparse and configuration (see Fuzz/README.md for their input
layouts).
Python 3 standard library only; deterministic for the same inputs.
"""
import argparse
import hashlib
import json
import os
import plistlib
import re
import sys

TARGETS = ["strings", "plist", "bplist", "xcstrings", "xliff", "rules", "fix-reparse", "configuration"]
# Must match the order of the formats Fuzz/Targets/fuzz-fix-reparse.swift picks from (`LocalizationFormat.all`
# with an extension): .strings, .stringsdict, .xcstrings, .xliff, Interface Builder (.xib, .storyboard).
FIX_FORMATS = {"strings": 0, "stringsdict": 1, "xcstrings": 2, "xliff": 3, "xib": 4, "storyboard": 4}
# Must match Fuzz/Common/RuleSupport.swift's tables (only their sizes matter for spreading seeds).
ROLE_COUNT = 17
LOCALE_COUNT = 22

STRINGS_PAIR = re.compile(rb'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.S)
XML_TEXT = re.compile(r"<(string|source|target)>(.*?)</\1>", re.S)


def write(out, target, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def decode_text(data):
    """A text file's contents as str, whatever its BOM or UTF-16 layout; None for binary."""
    if data.startswith(b"bplist"):
        return None
    for bom, enc in ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(enc)
            except UnicodeDecodeError:
                return None
    if len(data) >= 2 and data[0] == 0:
        enc = "utf-16-be"
    elif len(data) >= 2 and data[1] == 0:
        enc = "utf-16-le"
    else:
        enc = "utf-8"
    try:
        return data.decode(enc)
    except UnicodeDecodeError:
        return None


def unescape_strings(raw):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), m.group(1)), raw)


def texts_of(path, data):
    """Strings a fixture holds, roughly: enough to seed the rules target."""
    text = decode_text(data)
    if text is None:
        return []
    ext = path.rsplit(".", 1)[-1]
    found = []
    if ext == "xcstrings":
        try:
            catalog = json.loads(text)
        except ValueError:
            return []

        def walk(node):
            if isinstance(node, dict):
                for key, value in node.items():
                    if key == "value" and isinstance(value, str):
                        found.append(value)
                    else:
                        walk(value)
            elif isinstance(node, list):
                for value in node:
                    walk(value)

        walk(catalog.get("strings", {}) if isinstance(catalog, dict) else {})
        if isinstance(catalog, dict):
            found.extend(k for k in catalog.get("strings", {}) if isinstance(k, str))
    elif text.lstrip().startswith("<"):
        found = [m.group(2) for m in XML_TEXT.finditer(text)]
    else:
        for m in STRINGS_PAIR.finditer(text.encode("utf-8")):
            found.append(unescape_strings(m.group(2).decode("utf-8", "replace")))
    return [t for t in found if t and len(t.encode("utf-8")) < 400]


def strings_dict(text):
    """A text .strings file's pairs as a dict (for binary plist seeds)."""
    pairs = {}
    for m in STRINGS_PAIR.finditer(text.encode("utf-8")):
        pairs[unescape_strings(m.group(1).decode("utf-8", "replace"))] = unescape_strings(m.group(2).decode("utf-8", "replace"))
    return pairs


def binary_plists(path, data):
    """Binary property lists with the same content as a fixture, for the bplist target."""
    text = decode_text(data)
    values = []
    if text is not None and text.lstrip().startswith("<"):
        try:
            values.append(plistlib.loads(text.encode("utf-8"), fmt=plistlib.FMT_XML))
        except Exception:
            pass
    elif text is not None and path.endswith(".strings"):
        pairs = strings_dict(text)
        if pairs:
            values.append(pairs)
    return [plistlib.dumps(v, fmt=plistlib.FMT_BINARY) for v in values]


def handmade_bplists():
    """Shapes the fixtures lack: nesting, arrays, every scalar type, astral and empty strings."""
    import datetime
    shapes = [
        {},
        {"a": ""},
        {"k": "é😀\u2028\n\t", "n": 1, "f": 1.5, "b": True, "d": b"\x00\xff", "t": datetime.datetime(2024, 1, 1)},
        {"photos": {"NSStringLocalizedFormatKey": "%#@items@", "items": {
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
            "one": "%d photo", "other": "%d photos"}}},
        {"list": ["one", ["two", {"three": "3"}], 4]},
        ["top", "level", "array"],
        {"deep": {"a": {"b": {"c": {"d": {"e": "f"}}}}}},
        {str(i): "value %d" % i for i in range(40)},
    ]
    return [plistlib.dumps(s, fmt=plistlib.FMT_BINARY) for s in shapes]


def rules_seeds(texts):
    seeds = []
    for i, t in enumerate(texts):
        header = bytes([i % ROLE_COUNT, (i * 7) % LOCALE_COUNT, i % 4])
        seeds.append(header + t.encode("utf-8"))
        if i + 1 < len(texts):
            # A translation: this text, with the next one as its source.
            seeds.append(header + t.encode("utf-8") + b"\xff" + texts[i + 1].encode("utf-8"))
    extra = [
        "Delete Photo?", "Are you sure you want to delete this photo?", "ok", "Yes", "No", "Cancel",
        "Tap here to continue...", "Add to favorites", "Copy", "select all", "  Save  ", "\u201cDone\u201d",
        "Eine Datei l\u00f6schen?", "Annuler", "\u30ad\u30e3\u30f3\u30bb\u30eb", "\u53d6\u6d88", "\u0391\u03ba\u03cd\u03c1\u03c9\u03c3\u03b7;",
        "\u0625\u0644\u063a\u0627\u0621", "\u0130ptal", "\u0e22\u0e01\u0e40\u0e25\u0e34\u0e01", "%@ of %@", "%1$@ sent %2$lld photos",
        "e\u0301 \U0001F469\u200d\U0001F4BB \U0001F1EB\U0001F1F7", "Visit https://example.com or mail a@b.co.",
    ]
    for i, t in enumerate(extra):
        seeds.append(bytes([(i * 5) % ROLE_COUNT, i % LOCALE_COUNT, 0]) + t.encode("utf-8"))
    # An alert: title, then message as source-less second part, then group members.
    seeds.append(bytes([0, 0, 0]) + b"Delete Photo?\xff\xffDelete\xffCancel")
    return seeds


def configuration_seeds(fixtures):
    """The configuration target's seeds: every .yml under Fixtures/ as YAML (mode byte 0), and recipes (mode 1) for
    the generator in Fuzz/Targets/fuzz-configuration.swift: each top-level entry is a key (two bytes) and a
    value (an operation byte and its arguments)."""
    seeds = []
    for folder, dirs, names in os.walk(fixtures):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".build"))
        for n in sorted(names):
            if n.endswith((".yml", ".yaml")):
                with open(os.path.join(folder, n), "rb") as f:
                    seeds.append(b"\x00" + f.read())
    # Keys: 11 roles, 12 groups, 13 terms, 14 words, 36 on are odd ones. Operations: 0 scalar, 1 flow list, 2 flow
    # mapping, 3 huge scalar, 4 anchor, 5 alias, 6 billion laughs, 7 deep brackets, 8 deep block, 9/10 block
    # list/mapping.
    recipes = [
        [0, 14, 6, 8, 7],                                   # words: nine levels of nine aliases
        [0, 11, 7, 255, 1],                                 # roles: 1,021 flow brackets, closed
        [0, 11, 7, 255, 0],                                 # the same, left open
        [0, 12, 8, 255, 0],                                 # groups: a run of 1,021 "- "
        [0, 14, 8, 200, 1],                                 # words: 600 mappings, one indentation deeper each
        [0, 13, 3, 255, 1],                                 # terms: a 1 MB quoted scalar
        [0, 12, 9, 2, 10, 1, 0, 30, 4, 1, 1, 0, 0, 31, 5, 0],  # groups: block list of mappings, an anchor, an alias
        [0, 14, 4, 2, 2, 0, 17, 1, 2, 0, 0, 0, 13, 5, 0],      # words: an anchored flow mapping
        [0, 36, 0, 0, 5, 0, 37, 0, 0, 6, 0, 39, 0, 0, 7, 0, 40, 0, 0, 8, 0, 44, 0, 0, 9],  # odd keys
    ]
    seeds += [bytes([1] + recipe) for recipe in recipes]
    return seeds


def classify(path):
    """The reader targets a file seeds, by extension and content."""
    name = path.lower()
    with open(path, "rb") as f:
        data = f.read()
    targets = []
    if name.endswith(".strings"):
        if data.startswith(b"bplist"):
            targets.append("bplist")
        elif (decode_text(data) or "").lstrip().startswith("<"):
            targets += ["plist", "strings"]
        else:
            targets.append("strings")
    elif name.endswith(".stringsdict"):
        targets.append("bplist" if data.startswith(b"bplist") else "plist")
    elif name.endswith(".xcstrings"):
        targets.append("xcstrings")
    elif name.endswith(".xliff"):
        targets.append("xliff")
    return data, targets


def fix_seed(path, data, index):
    ext = path.rsplit(".", 1)[-1].lower()
    if ext not in FIX_FORMATS or data.startswith(b"bplist"):
        return None
    return bytes([FIX_FORMATS[ext], index % ROLE_COUNT, index % LOCALE_COUNT]) + data


def files_under(root, extensions):
    found = []
    for folder, dirs, names in os.walk(root):
        # Skip hidden folders (build products such as .build-*/ inside a fixture package).
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for n in names:
            if n.rsplit(".", 1)[-1].lower() in extensions:
                found.append(os.path.join(folder, n))
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--fixtures", default="Fixtures")
    parser.add_argument("--shared", help="../shared/corpus: add a few small real files per format")
    parser.add_argument("--shared-per-format", type=int, default=4)
    parser.add_argument("--shared-max-bytes", type=int, default=12000)
    args = parser.parse_args()

    extensions = set(FIX_FORMATS)
    paths = files_under(args.fixtures, extensions)
    if args.shared and os.path.isdir(args.shared):
        by_format = {}
        for p in files_under(args.shared, extensions):
            size = os.path.getsize(p)
            if 200 <= size <= args.shared_max_bytes:
                by_format.setdefault(p.rsplit(".", 1)[-1].lower(), []).append((size, p))
        for ext, candidates in sorted(by_format.items()):
            candidates.sort()
            step = max(1, len(candidates) // args.shared_per_format)
            paths += [p for _, p in candidates[::step][: args.shared_per_format]]

    counts = {t: 0 for t in TARGETS}
    texts = []
    for index, path in enumerate(paths):
        data, targets = classify(path)
        for t in targets:
            write(args.out, t, data)
            counts[t] += 1
        if "malformed" not in path.split(os.sep):
            for b in binary_plists(path, data):
                write(args.out, "bplist", b)
                counts["bplist"] += 1
            seed = fix_seed(path, data, index)
            if seed is not None:
                write(args.out, "fix-reparse", seed)
                counts["fix-reparse"] += 1
            texts += texts_of(path, data)
    for b in handmade_bplists():
        write(args.out, "bplist", b)
        counts["bplist"] += 1
    seen = set()
    unique_texts = [t for t in texts if not (t in seen or seen.add(t))]
    for s in rules_seeds(unique_texts):
        write(args.out, "rules", s)
        counts["rules"] += 1
    for s in configuration_seeds(args.fixtures):
        write(args.out, "configuration", s)
        counts["configuration"] += 1
    print("seeds: " + ", ".join("%s %d" % (t, counts[t]) for t in TARGETS) + " (from %d files)" % len(paths))


if __name__ == "__main__":
    sys.exit(main())
