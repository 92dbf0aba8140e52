#!/usr/bin/env python3
"""Count localisation entries per app and format, independently of the Swift readers.

Usage: Scripts/count_entries.py CORPUS_DIR > Fixtures/formats/corpus-counts.tsv

CORPUS_DIR holds one folder per app. The counts follow the CopyFormats entry model:
  strings       one per `key = value;` (or `key;`) pair, duplicates included
  stringsPlist  one per string in a .strings file that is a property list (XML or binary)
  stringsdict   one per string, except NSStringFormatSpecTypeKey / NSStringFormatValueTypeKey
  xcstrings     one per stringUnit in every localization (variations and substitutions included),
                plus one per key whose source language has no localization (the key is its source text)
  xliff         one per <source> and one per <target> of every trans-unit
Files are found as FileDiscovery finds them: hidden folders skipped, only the XLIFF inside .xcloc bundles.
Parsing uses plistlib, json and xml.etree, and a small tokenizer for text .strings files.
"""
import json
import os
import plistlib
import re
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict

EXTENSIONS = {".strings", ".stringsdict", ".xcstrings", ".xliff"}
FORMAT_KEYS = {"NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"}


def decode_text(data):
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith(b"\xff\xfe"):
        return data[2:].decode("utf-16-le")
    if data.startswith(b"\xfe\xff"):
        return data[2:].decode("utf-16-be")
    if len(data) >= 2 and data[0] == 0:
        return data.decode("utf-16-be")
    if len(data) >= 2 and data[1] == 0:
        return data.decode("utf-16-le")
    return data.decode("utf-8")


TOKEN = re.compile(
    r"""\s+|//[^\n\r]*|/\*.*?\*/|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|[A-Za-z0-9_$/:.\-]+|[=;]""",
    re.S,
)


def count_strings_text(text):
    tokens = []
    pos = 0
    while pos < len(text):
        match = TOKEN.match(text, pos)
        if not match:
            raise ValueError(f"unexpected character at offset {pos}")
        token = match.group(0)
        pos = match.end()
        if token.isspace() or token.startswith("//") or token.startswith("/*"):
            continue
        tokens.append(token)
    pairs = 0
    i = 0
    while i < len(tokens):
        if i + 1 < len(tokens) and tokens[i + 1] == ";":  # "key"; shorthand
            pairs += 1
            i += 2
        elif i + 3 < len(tokens) and tokens[i + 1] == "=" and tokens[i + 3] == ";":
            pairs += 1
            i += 4
        else:
            raise ValueError(f"unexpected token {tokens[i]!r}")
    return pairs


def count_plist_strings(value, key=None, skip_format_keys=False):
    if isinstance(value, str):
        return 0 if skip_format_keys and key in FORMAT_KEYS else 1
    if isinstance(value, dict):
        return sum(count_plist_strings(v, k, skip_format_keys) for k, v in value.items())
    if isinstance(value, list):
        return sum(count_plist_strings(v, None, skip_format_keys) for v in value)
    return 0


def count_units(node):
    count = 1 if "stringUnit" in node else 0
    for categories in node.get("variations", {}).values():
        count += sum(count_units(child) for child in categories.values())
    for substitution in node.get("substitutions", {}).values():
        for categories in substitution.get("variations", {}).values():
            count += sum(count_units(child) for child in categories.values())
    return count


def count_xcstrings(data):
    catalog = json.loads(data.decode("utf-8"))
    source = catalog["sourceLanguage"]
    count = 0
    for entry in catalog.get("strings", {}).values():
        localizations = entry.get("localizations", {})
        if source not in localizations:
            count += 1
        count += sum(count_units(node) for node in localizations.values())
    return count


def count_xliff(data):
    root = ET.fromstring(data)
    count = 0
    for unit in root.iter():
        if unit.tag.endswith("}trans-unit") or unit.tag == "trans-unit":
            for child in unit:
                name = child.tag.rsplit("}", 1)[-1]
                if name in ("source", "target"):
                    count += 1
    return count


def count_file(path):
    """(format, entry count) for one file."""
    with open(path, "rb") as handle:
        data = handle.read()
    extension = os.path.splitext(path)[1]
    if extension == ".xcstrings":
        return "xcstrings", count_xcstrings(data)
    if extension == ".xliff":
        return "xliff", count_xliff(data)
    if extension == ".stringsdict":
        return "stringsdict", count_plist_strings(plistlib.loads(data), skip_format_keys=True)
    if data.startswith(b"bplist"):
        return "stringsPlist", count_plist_strings(plistlib.loads(data))
    text = decode_text(data)
    if text.lstrip().startswith("<"):
        return "stringsPlist", count_plist_strings(plistlib.loads(text.encode("utf-8")))
    return "strings", count_strings_text(text)


def localization_files(root):
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        inside_xcloc = any(part.endswith(".xcloc") for part in directory.split(os.sep))
        for name in sorted(files):
            extension = os.path.splitext(name)[1]
            if name.startswith(".") or extension not in EXTENSIONS:
                continue
            if inside_xcloc and extension != ".xliff":
                continue
            yield os.path.join(directory, name)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    files = defaultdict(int)
    entries = defaultdict(int)
    for path in localization_files(root):
        app = os.path.relpath(path, root).split(os.sep)[0]
        file_format, count = count_file(path)
        files[(app, file_format)] += 1
        entries[(app, file_format)] += count
    print("app\tformat\tfiles\tentries")
    for app, file_format in sorted(files):
        print(f"{app}\t{file_format}\t{files[(app, file_format)]}\t{entries[(app, file_format)]}")


if __name__ == "__main__":
    main()
