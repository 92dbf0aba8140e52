"""Shared pieces of the real-world evaluation: running copylint over the corpus, naming a finding without copying
corpus text, rule families, and reading/writing judged references. Python 3 standard library only."""

import csv
import hashlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
DEFAULT_CORPUS = os.path.normpath(os.path.join(PACKAGE, "..", "shared", "corpus"))
DEFAULT_COPYLINT = os.path.join(PACKAGE, ".build", "debug", "copylint")
JUDGED_DIR = os.path.join(HERE, "judged")

# The columns of a judged reference file (TSV, one row per judged finding, header first).
# `at` is the finding's span in the string (start-end, UTF-16 or byte offsets as the JSON reports them) and tells two
# findings of one rule on one string apart; `digest` is a hash of the message and fix-its, so a finding whose advice
# changed is noticed. `line` is the line in the localisation file, for the reader; matching never uses it.
COLUMNS = ["app", "file", "line", "key", "locale", "rule", "at", "digest", "verdict", "cause", "note"]
VERDICTS = ("right", "wrong", "unsure")
CAUSES = ("translation-vs-source", "not-prose", "role-guess", "locale", "noise", "lexicon", "standard-term", "other")

# Families follow the sections of HIG-RULES.md; the "edit menu and standard terms" family also holds the
# translation of standard command names.
FAMILIES = {
    "capitalisation": ["title_case", "sentence_case"],
    "punctuation": ["title_terminal_punctuation", "title_sentence_punctuation", "question_mark",
                    "message_terminal_punctuation", "menu_article", "button_terminal_punctuation", "ellipsis",
                    "straight_quotes", "whitespace"],
    "alert text": ["single_word_title", "title_length", "message_length", "personal_pronoun", "judgmental_tone",
                   "tap_verb", "quoted_button_name"],
    "buttons": ["button_verb", "button_length", "yes_no_button", "ok_spelling", "cancel_label",
                "alert_button_count", "action_sheet_cancel"],
    "edit menu and standard terms": ["edit_menu_standard_name", "edit_menu_custom_name",
                                     "standard_term_translation"],
    "across localisations": ["placeholder_mismatch", "missing_translation", "extra_translation", "untranslated",
                             "punctuation_mismatch", "whitespace_mismatch", "length_expansion", "duplicate_key"],
    "before translation": ["missing_comment", "ambiguous_source", "positional_placeholders",
                           "concatenation_fragment", "plural_candidate"],
}
RULE_FAMILY = {rule: family for family, rules in FAMILIES.items() for rule in rules}


def family_of(rule):
    return RULE_FAMILY.get(rule, "unmapped")


_PLAIN_KEY = re.compile(r"^[A-Za-z0-9_.\-:/\[\]@+#]{1,120}$")


def key_ref(key):
    """The key as stored in a reference. Keys that are identifiers are kept; a key that is itself copy (String
    Catalogs and SwiftUI use the English text as the key) is stored as a hash, so no corpus text is copied."""
    if _PLAIN_KEY.match(key):
        return key
    return "sha1:" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:16]


def digest(diagnostic):
    """A hash of what the finding says: its message and its fix-its' edits (not other fix-it fields such as a
    safety level, so adding a field to the JSON does not mark every finding as changed)."""
    edits = [[fixit.get("start"), fixit.get("end"), fixit.get("replacement")] for fixit in diagnostic.get("fixits", [])]
    payload = json.dumps([diagnostic.get("message", ""), edits], ensure_ascii=False)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:10]


def apps(corpus):
    return sorted(name for name in os.listdir(corpus)
                  if os.path.isdir(os.path.join(corpus, name)) and not name.startswith("."))


def ensure_copylint(path, build):
    if os.path.exists(path) and not build:
        return path
    if path != DEFAULT_COPYLINT and not build:
        sys.exit(f"no copylint at {path}")
    print("building copylint (swift build --product copylint)...", file=sys.stderr)
    subprocess.run(["swift", "build", "--product", "copylint"], cwd=PACKAGE, check=True)
    return DEFAULT_COPYLINT


def copylint_options(sources=False, opt_in=False, copylint=None):
    """Extra `copylint lint` arguments: `--sources` (roles from the app's code) or `--no-sources`, and, with
    `opt_in`, a configuration that turns every opt-in rule on (to measure rules that are off by default)."""
    options = ["--sources"] if sources else ["--no-sources"]
    if opt_in:
        listing = subprocess.run([copylint, "rules"], capture_output=True, text=True).stdout
        rules = [line.split("\t")[0] for line in listing.splitlines() if line and not line.startswith(("#", " "))]
        path = os.path.join("/tmp", f"copylint-opt-in-{os.getpid()}.yml")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("opt_in_rules:\n" + "".join(f"  - {rule}\n" for rule in rules if re.match(r"^[a-z_]+$", rule)))
        options += ["--config", path]
    return options


def lint_app(copylint, corpus, app, cache_dir=None, options=()):
    """copylint's JSON diagnostics for one app; run from the app's folder so no project configuration is read
    (`options`: see `copylint_options`)."""
    if cache_dir:
        cached = os.path.join(cache_dir, app + ".json")
        if os.path.exists(cached):
            with open(cached, encoding="utf-8") as handle:
                return json.load(handle)["diagnostics"]
    root = os.path.join(corpus, app)
    result = subprocess.run([copylint, "lint", root, "--format", "json", *options], cwd=root, capture_output=True)
    if not result.stdout.strip():
        sys.exit(f"copylint printed nothing for {app}: {result.stderr.decode('utf-8', 'replace')[:400]}")
    data = json.loads(result.stdout)
    if cache_dir:
        os.makedirs(cache_dir, exist_ok=True)
        with open(os.path.join(cache_dir, app + ".json"), "wb") as handle:
            handle.write(result.stdout)
    return data["diagnostics"]


def finding(corpus, app, diagnostic):
    """One diagnostic as a reference row (without the verdict), plus the raw diagnostic under `_raw`."""
    path = os.path.relpath(diagnostic["file"], corpus) if os.path.isabs(diagnostic["file"]) else diagnostic["file"]
    return {
        "app": app, "file": path, "line": str(diagnostic.get("line", "")),
        "key": key_ref(diagnostic.get("key") or ""), "locale": diagnostic.get("locale") or "",
        "rule": diagnostic["rule"], "at": f"{diagnostic.get('start', '')}-{diagnostic.get('end', '')}",
        "digest": digest(diagnostic), "verdict": "", "cause": "", "note": "", "_raw": diagnostic,
    }


def all_findings(copylint, corpus, cache_dir=None, only_apps=None, options=()):
    rows = []
    for app in apps(corpus):
        if only_apps and app not in only_apps:
            continue
        for diagnostic in lint_app(copylint, corpus, app, cache_dir, options):
            rows.append(finding(corpus, app, diagnostic))
    return rows


def identity(row):
    return (row["file"], row["key"], row["locale"], row["rule"])


def read_references(paths):
    rows = []
    for path in paths:
        with open(path, encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                row["_source"] = os.path.basename(path)
                rows.append(row)
    return rows


def reference_files(directory=JUDGED_DIR):
    if not os.path.isdir(directory):
        return []
    return sorted(os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".tsv"))


def write_rows(path, rows, columns=COLUMNS):
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, delimiter="\t", extrasaction="ignore",
                                lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow(row)


class Matcher:
    """Matches current findings to judged references: first by (file, key, locale, rule, at), then, for what is
    left, by (file, key, locale, rule) in order, so a finding whose span moved still matches its reference."""

    def __init__(self, references):
        self.references = references

    def match(self, findings):
        exact = {}
        for index, row in enumerate(self.references):
            exact.setdefault(identity(row) + (row["at"],), []).append(index)
        matched = {}  # reference index -> finding
        unmatched_findings = []
        for found in findings:
            slot = exact.get(identity(found) + (found["at"],))
            if slot:
                matched[slot.pop(0)] = found
            else:
                unmatched_findings.append(found)
        loose = {}
        for index, row in enumerate(self.references):
            if index not in matched:
                loose.setdefault(identity(row), []).append(index)
        new = []
        for found in unmatched_findings:
            slot = loose.get(identity(found))
            if slot:
                matched[slot.pop(0)] = found
            else:
                new.append(found)
        return matched, new
