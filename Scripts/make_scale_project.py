#!/usr/bin/env python3
"""Writes a generated project for the benchmark's scale rows (issue 45): an English and a German
Localizable.strings of ENTRIES entries each, and one Localizable.xcstrings holding the same entries in both
languages. Keys name roles (alert titles, messages, buttons, menu items) so the rules run; a share of the values
have fixable findings. Deterministic; standard library only.

    python3 Scripts/make_scale_project.py OUT_DIR [ENTRIES]   (default 200000)
"""
import json
import os
import sys

ROLES = [("alert.%d.title", "Delete this photo %d?"), ("alert.%d.message", "The photo %d will be deleted..."),
         ("alert.%d.button.ok", "Ok"), ("menu.rename_%d", "rename album %d..."), ("button.share_%d", "Share %d photos")]


def escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
    entries = []
    for index in range(count):
        key, value = ROLES[index % len(ROLES)]
        entries.append((key % index, value % index if "%d" in value else value))
    strings = os.path.join(out, "strings")
    for locale in ("en", "de"):
        folder = os.path.join(strings, f"{locale}.lproj")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Localizable.strings"), "w", encoding="utf-8") as f:
            for key, value in entries:
                f.write(f'/* {key} */\n"{escape(key)}" = "{escape(value)}";\n')
    catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {
        key: {"localizations": {locale: {"stringUnit": {"state": "translated", "value": value}} for locale in ("en", "de")}}
        for key, value in entries}}
    os.makedirs(os.path.join(out, "catalog"), exist_ok=True)
    with open(os.path.join(out, "catalog", "Localizable.xcstrings"), "w", encoding="utf-8") as f:
        json.dump(catalog, f, ensure_ascii=False, indent=2)


main()
