#!/usr/bin/env python3
"""Generate the per-locale dictionaries in Dictionaries/<locale>/ from the shared reference tables.

Reads (default: ../shared/reference beside the repository, or --reference DIR):
  standard-commands.tsv   Apple's (and Android's) translations of standard commands, 39 locales
  pronouns.tsv            first- and second-person pronouns by language, with ambiguity notes
  locale-punctuation.tsv  CLDR quotation marks and Apple's observed punctuation per locale

Writes, for every locale in standard-commands.tsv:
  Dictionaries/<locale>/standard-commands.txt   EnglishKey<TAB>Localized, preferred first
  Dictionaries/<locale>/pronouns.txt            form[<TAB>exact]
  Dictionaries/<locale>/locale.txt              key = value
  Dictionaries/<locale>/ok-variants.txt         spellings of OK that ok_spelling flags
and Dictionaries/en/{cancel,edit-command}-synonyms.txt, Dictionaries/locales.txt,
Dictionaries/locale-aliases.txt.

The output depends only on the input files: running it twice gives the same bytes.
Judgement calls on the data are tables in this file, each entry with its reason; the
reasons are repeated as comments in the files they affect.
"""

import argparse
import csv
import hashlib
import re
import sys
import unicodedata
from collections import OrderedDict
from pathlib import Path

SCRIPT = "Scripts/generate_locale_data.py"
REPO = Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------------
# standard-commands.txt
# ---------------------------------------------------------------------------

# Apple rows that are not the command at all. Each drop is listed in the locale's file.
DROPPED_COMMANDS = {
    ("it", "No", "Nessuna"): "means “none” (SecurityAgent's No = none of the above), not the answer No",
    ("it", "Cancel", "Ignora"): "means “Ignore”, a different action",
    ("ru", "OK", "Продолжить"): "means “Continue”, a different action",
    ("nl", "Close", "Document sluiten"): "means “Close Document”, a command with an object",
    ("fr", "Undo", "Effacer"): "means “Erase/Clear”, a different command",
    ("fr-CA", "Undo", "Effacer"): "means “Erase/Clear”, a different command",
    ("pl", "Share", "Wyślij"): "means “Send”, a different command",
    ("tr", "No", "No."): "the abbreviation of numara (“No. 5”), not the answer No (Hayır in 28 of 29 bundles)",
}

# Where the first Apple row (UIKitCore) should not be the preferred name. The named text moves first;
# the UIKitCore text stays as an accepted alternative.
PREFERRED_OVERRIDES = {
    ("de", "Replace…"): ("Ersetzen\u00a0…",
                         "UIKitCore has U+2006 (six-per-em space) before the ellipsis; 3 of 4 other bundles and "
                         "21 of 22 German UIKitCore ellipses use a no-break space, which is this locale's "
                         "space_before_ellipsis, so the preferred name agrees with the ellipsis rule"),
    ("de", "Select All"): ("Alles auswählen",
                           "UIKitCore's “Alles” is the iOS callout's short form; the full command name "
                           "(macOS Edit menu, 5 of 14 other bundles) is the better fix-it; both are accepted"),
    ("ms", "Replace"): ("Ganti",
                        "11 of 12 bundles and UIKitCore's own Replace… (“Ganti…”) use Ganti; "
                        "UIKitCore's “Menggantikan” is kept as an alternative"),
}

# Share of bundles below which a case-only variant of OK ("Ok" where Apple writes "OK") is an
# inconsistency in Apple's own strings rather than an accepted spelling.
OK_SLIP_SHARE = 0.01

# ---------------------------------------------------------------------------
# ok-variants.txt
# ---------------------------------------------------------------------------

OK_VARIANTS_ENGLISH = ["Ok", "ok", "Okay", "okay", "O.K.", "o.k."]
# Outside English, ok_spelling fires only where the locale's standard OK differs from the Latin "OK"
# (tr Tamam, ko 확인, ru ОК in Cyrillic, …): there the Latin spellings are flagged. Where Apple's OK is
# the Latin "OK", "Ok"/"Okay" are accepted local spellings (corpus FINDINGS.md: nl "Ok", pl "Ok", da "Okay").
OK_VARIANTS_OTHER = ["OK", "Ok", "ok", "Okay", "O.K.", "o.k."]
# Case variants of OK written in the locale's own script, where Apple's OK is in that script.
OK_SCRIPT_VARIANTS = {
    "ОК": ["Ок", "ок"],  # Cyrillic О + К (ru, uk)
    "ΟΚ": ["Οκ", "οκ"],  # Greek Ο + Κ (el)
}

# ---------------------------------------------------------------------------
# pronouns.txt
# ---------------------------------------------------------------------------

# English: the personal_pronoun list in HIG-RULES.md (pronouns.tsv has only I, me, my, you, your).
ENGLISH_PRONOUNS = ["you", "your", "yours", "you're", "you've", "you'll", "you'd", "yourself",
                    "I", "me", "my", "mine", "I'm", "I've", "I'll", "I'd", "myself"]

# Rows (locale, pronoun cell) left out entirely, with the reason.
EXCLUDED_ROWS = {
    ("de", "ihr"): "lower-case ihr is also “her”, “their” and “to her” (pronouns.tsv: AMBIGUOUS); "
                   "the formal Ihr is listed with exact case",
    ("es", "su / sus"): "su/sus also mean his, her, its, their (pronouns.tsv: AMBIGUOUS)",
    ("pt", "seu / sua (seus, suas)"): "seu/sua also mean his, her, their (pronouns.tsv: AMBIGUOUS)",
    ("it", "Loro"): "loro is “they/their”; a sentence-initial Loro is ambiguous and the formal Loro is "
                    "archaic (pronouns.tsv: AMBIGUOUS)",
}
# First-person plural rows: the HIG catalogue's list (003: you, your, me, my; 002: あなた, あなたの, 私, 私の)
# has no “we”, so no locale flags it.
FIRST_PERSON_PLURAL_REASON = "first-person plural; the catalogue's list (and English's) has no “we”"

# Rows whose forms match only with their exact case (the lower-case form means something else).
EXACT_ROWS = {
    ("de", "Sie"): "lower-case sie is “she/they”",
    ("de", "Ihnen"): "lower-case ihnen is “to them”",
    ("de", "Ihr (Ihre, Ihren, …)"): "lower-case ihr/ihre is “her/their”",
    ("it", "Lei"): "lower-case lei is “she”",
    ("it", "il Suo / la Sua / i Suoi / le Sue"): "lower-case suo/sua is “his/her/its”",
}
EXACT_FORMS = {
    ("en", "I"): "lower-case i is a list marker or the letter, not the pronoun",
}

# Single forms left out, with the reason.
EXCLUDED_FORMS = {
    ("ko", "네"): "네 is also “yes” (pronouns.tsv: AMBIGUOUS)",
    ("ko", "내"): "내 is also Sino-Korean 內 “in/within”, as in 앱 내 구입 (in-app purchase)",
    ("ko", "제"): "제 is also the ordinal prefix 第, as in 제3자 / 제 3자 (third party)",
    ("sv", "min"): "min is also the abbreviation of minut/minuter (“5 min”)",
}

# Forms added to a row: paradigms that the row abbreviates with “…”, and forms its note names.
ADDED_FORMS = {
    ("de", "dein (deine, deinen, …)"): (["deinem", "deiner", "deines"],
                                        "“…” completed from the mein row's paradigm"),
    ("de", "euer (eure, …)"): (["euren", "eurem", "eurer", "eures"],
                               "“…” completed from the mein row's paradigm"),
    ("de", "Ihr (Ihre, Ihren, …)"): (["Ihrem", "Ihrer", "Ihres"],
                                     "“…” completed from the mein row's paradigm"),
    ("it", "il vostro / la vostra …"): (["vostri", "vostre"], "“…” completed (vostro, vostra, vostri, vostre)"),
    ("pt", "teu / tua"): (["teus", "tuas"], "plurals, as in the meu / minha row"),
    ("pt", "o senhor / a senhora"): (["os senhores", "as senhoras"], "plurals named in the row's note"),
    ("sv", "er"): (["ert", "era"], "possessive forms named in the row's note"),
    ("ru", "мой / моя / моё / мои"): (["мое"], "ё is routinely written е"),
    ("ru", "твой / твоя / твоё / твои"): (["твое"], "ё is routinely written е"),
}

# Rows of another locale that also apply: pt-BR's você is the ordinary “you” in Portugal too
# (its formality column: “semiformal in Portugal”).
SHARED_ROWS = {"pt-PT": ["pt-BR"]}

# Italian possessives are given with their articles ("il mio"); the article is not the pronoun.
ITALIAN_ARTICLES = {"il", "lo", "la", "i", "gli", "le", "l’", "l'"}

# Characters that mark a Chinese form as Simplified-only or Traditional-only.
HANS_ONLY = set("们")
HANT_ONLY = set("們")

# ---------------------------------------------------------------------------
# locale.txt
# ---------------------------------------------------------------------------

# title-case-rules.md §5a: Apple's title-like ratio per locale.
CASING_TITLE = {"tr", "pt-BR", "id", "ms"}
CASING_SENTENCE_NOUNS = {"de"}
CASING_NONE_LANGUAGES = {"ja", "zh", "ko", "th", "ar", "he", "hi"}

# CLDR quotation marks from ICU 72.1 (CLDR 42), ulocdata_getDelimiter(): used where
# locale-punctuation.tsv has no CLDR columns. (start, end, alternate start, alternate end)
ICU72_QUOTES = {
    "en": "“”‘’", "en-AU": "“”‘’", "en-GB": "“”‘’", "de": "„“‚‘", "fr": "«»«»", "fr-CA": "«»”“",
    "es": "«»“”", "es-419": "“”‘’", "it": "«»“”", "pt-BR": "“”‘’", "pt-PT": "«»“”", "nl": "‘’‘’",
    "sv": "””’’", "da": "“”‘’", "nb": "«»‘’", "fi": "””’’", "ru": "«»„“", "uk": "«»„“", "pl": "„”«»",
    "cs": "„“‚‘", "el": "«»“”", "tr": "“”‘’", "ja": "「」『』", "ko": "“”‘’", "zh-Hans": "“”‘’",
    "zh-Hant": "「」『』", "zh-Hant-HK": "「」『』", "ar": "”“’‘", "he": "””’’", "id": "“”‘’",
    "ms": "“”‘’", "ca": "«»“”", "hi": "“”‘’", "hr": "„“‚‘", "hu": "„”»«", "ro": "„”«»",
    "sk": "„“‚‘", "th": "“”‘’", "vi": "“”‘’",
}

# Sentence-end and question marks that differ from "." and "?", with the evidence.
FULL_STOP = {
    "ja": ("。", "Apple ja: 。 in 1345 sentences vs 107 “.” (locale-punctuation.tsv)"),
    "zh-Hans": ("。", "Apple zh-Hans: 。 in 1364 sentences vs 100 “.” (locale-punctuation.tsv)"),
    "zh-Hant": ("。", "Apple zh-Hant: 。 (locale-punctuation.tsv)"),
    "zh-Hant-HK": ("。", "Apple zh-Hant-HK: 。 (locale-punctuation.tsv)"),
    "hi": ("।", "Hindi's full stop is the danda । (U+0964); not measured in the reference tables"),
    "th": ("", "Thai ends sentences with a space, not a mark: empty means no full stop is expected"),
}
QUESTION_MARKS = {
    "ja": ("? ？", "Apple ja: ASCII ? in 153 questions vs ？ in 3; both accepted, ASCII preferred"),
    "zh-Hans": ("？", "Apple zh-Hans: ？ in 136 of 156 questions"),
    "zh-Hant": ("？", "Apple zh-Hant: ？ in 134 of 156 questions"),
    "zh-Hant-HK": ("？", "Apple zh-Hant-HK: ？"),
    "ar": ("؟", "Apple ar: ؟ (U+061F) in 133 of 136 questions"),
    "el": ("; \u037e", "Apple el: ; (U+003B) in 135 of 156 questions; U+037E GREEK QUESTION MARK "
                      "normalizes to it and is accepted too"),
}
QUESTION_OPENING = {
    "es": ("¿", "Apple es: 134 of 156 questions open with ¿"),
    "es-419": ("¿", "Apple es-419: 134 of 156 questions open with ¿"),
}
EXCLAMATION_OPENING = {
    "es": ("¡", "Spanish opens exclamations with ¡ (title-case-rules.md §6, [ES-WP])"),
    "es-419": ("¡", "Spanish opens exclamations with ¡ (title-case-rules.md §6, [ES-WP])"),
}
SPACE_BEFORE_QUESTION = {
    "fr": ("\u00a0", "Apple fr: no-break space before ? in 134 of 156 questions (U+202F is the "
                     "typographers' narrow alternative, [FR-MOZ]); fr-CA puts no space"),
}
SPACE_BEFORE_EXCLAMATION = {
    "fr": ("\u00a0", "French puts a no-break space before ! as before ? ([FR-MOZ], [FR-LG])"),
}
EXCLAMATION_MARKS = {
    "ja": ("! ！", "as for ?: ASCII preferred, full-width accepted"),
    "zh-Hans": ("！", "full-width, as for ？"),
    "zh-Hant": ("！", "full-width, as for ？"),
    "zh-Hant-HK": ("！", "full-width, as for ？"),
}
ELLIPSIS = {
    "zh-Hant": ("⋯", "Apple zh-Hant: U+22EF in 22 of 22 UIKitCore strings"),
    "zh-Hant-HK": ("⋯", "Apple zh-Hant-HK: U+22EF in 22 of 22 UIKitCore strings"),
}
SPACE_BEFORE_ELLIPSIS = {
    "de": ("\u00a0", "Apple de: no-break space before … in 21 of 22 UIKitCore strings"),
}

# ---------------------------------------------------------------------------
# Locale folders, fallbacks and aliases
# ---------------------------------------------------------------------------

FALLBACKS = {
    "en-AU": "en", "en-GB": "en", "fr-CA": "fr", "es-419": "es", "pt-BR": "pt", "pt-PT": "pt",
    "zh-Hant-HK": "zh-Hant", "zh-Hant": "zh", "zh-Hans": "zh",
}

# alias → canonical, with the reason for each group. Underscores are normalized to hyphens and
# case is ignored before lookup (DictionaryStore.canonicalLocale), so only hyphenated forms are listed.
ALIASES = [
    ("Apple's pt.lproj is Brazilian Portuguese", [("pt", "pt-BR")]),
    ("Chinese by region (Apple's zh_CN, zh_TW, zh_HK lproj names) and by bare script",
     [("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"),
      ("zh-TW", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"),
      ("zh-HK", "zh-Hant-HK"), ("zh-MO", "zh-Hant-HK"), ("zh-Hant-MO", "zh-Hant-HK")]),
    ("Norwegian: Apple's no.lproj is Bokmål", [("no", "nb"), ("no-NO", "nb"), ("nb-NO", "nb")]),
    ("Latin American Spanish (es-419 conventions, no vosotros)",
     [("es-MX", "es-419"), ("es-US", "es-419"), ("es-AR", "es-419"), ("es-BO", "es-419"),
      ("es-CL", "es-419"), ("es-CO", "es-419"), ("es-CR", "es-419"), ("es-CU", "es-419"),
      ("es-DO", "es-419"), ("es-EC", "es-419"), ("es-GT", "es-419"), ("es-HN", "es-419"),
      ("es-NI", "es-419"), ("es-PA", "es-419"), ("es-PE", "es-419"), ("es-PR", "es-419"),
      ("es-PY", "es-419"), ("es-SV", "es-419"), ("es-UY", "es-419"), ("es-VE", "es-419")]),
    ("Legacy ISO 639 codes", [("iw", "he"), ("in", "id")]),
    ("Legacy English-name lproj folders (older macOS bundles)",
     [("English", "en"), ("German", "de"), ("French", "fr"), ("Japanese", "ja"), ("Spanish", "es"),
      ("Italian", "it"), ("Dutch", "nl")]),
    ("Region-tagged spellings seen in real projects (the same as dropping the region)",
     [("en-US", "en"), ("de-DE", "de"), ("fr-FR", "fr"), ("es-ES", "es"), ("it-IT", "it"),
      ("ja-JP", "ja"), ("ko-KR", "ko"), ("nl-NL", "nl"), ("pl-PL", "pl"), ("ru-RU", "ru"),
      ("sv-SE", "sv"), ("da-DK", "da"), ("fi-FI", "fi"), ("tr-TR", "tr"), ("cs-CZ", "cs"),
      ("el-GR", "el"), ("hu-HU", "hu"), ("ro-RO", "ro"), ("sk-SK", "sk"), ("hr-HR", "hr"),
      ("uk-UA", "uk"), ("ca-ES", "ca"), ("he-IL", "he"), ("ar-SA", "ar"), ("hi-IN", "hi"),
      ("th-TH", "th"), ("vi-VN", "vi"), ("id-ID", "id"), ("ms-MY", "ms")]),
]

# ---------------------------------------------------------------------------
# English synonyms of standard commands
# ---------------------------------------------------------------------------

CANCEL_SYNONYMS = [
    ("Abort", "Cancel", "jargon for cancelling an operation; 003 labels the cancelling button Cancel"),
    ("Never Mind", "Cancel", "a casual cancel button"),
    ("Nevermind", "Cancel", "a casual cancel button (misspelled)"),
]
CANCEL_NOT_SYNONYMS = ("Not synonyms, deliberately: Dismiss and Close (they end an informational view, and "
                       "HIG asks for Done, not Cancel, on a single default button), Stop (halts work in "
                       "progress), Back (navigation), No (yes_no_button reports it), Discard (destructive).")

EDIT_COMMAND_SYNONYMS = [
    ("Clear", "Delete", "the 1986–1992 Macintosh HIG name of today's Delete (removes without the Clipboard)"),
    ("Erase", "Delete", "the same command under another verb"),
    ("Copy to Clipboard", "Copy", "the standard command with its implicit object spelled out"),
    ("Cut to Clipboard", "Cut", "the standard command with its implicit object spelled out"),
    ("Paste from Clipboard", "Paste", "the standard command with its implicit object spelled out"),
    ("Select Everything", "Select All", "the same command in other words"),
    ("Highlight All", "Select All", "the same command in other words"),
]
EDIT_NOT_SYNONYMS = ("Not synonyms, deliberately: Remove (takes an item out of a container without "
                     "destroying it; Delete destroys it), Duplicate (a File-menu command), Paste and Match "
                     "Style (a standard macOS command of its own), Undo/Redo with an object (\"Undo Typing\").")


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

def read_tsv(path):
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    header, body = rows[0], rows[1:]
    return [dict(zip(header, row)) for row in body if any(cell.strip() for cell in row)]


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]


def header(title, sources, notes=()):
    lines = [f"# {title}", f"# Generated by {SCRIPT} — do not edit by hand; edit the script or its sources."]
    for source in sources:
        lines.append(f"# Source: {source}")
    for note in notes:
        lines.append(f"# {note}" if note else "#")
    return lines


def write(path, lines):
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "\n".join(lines) + "\n"
    path.write_text(text, encoding="utf-8", newline="\n")


def escape_value(value):
    """Writes invisible or confusable characters as \\uXXXX (LocaleData.unescape reads them back)."""
    out = []
    for char in value:
        category = unicodedata.category(char)
        if (category in ("Zs", "Cf", "Cc") and char != " ") or char == "\u037e":
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return "".join(out)


def describe(text):
    """Text for a comment, with invisible characters named."""
    return escape_value(text)


def language(locale):
    return locale.split("-")[0]


def bundle_share(source):
    match = re.search(r"(\d+) of (\d+) bundle entries", source)
    return (int(match.group(1)), int(match.group(2))) if match else None


# ---------------------------------------------------------------------------
# standard-commands.txt and ok-variants.txt
# ---------------------------------------------------------------------------

def is_android(row):
    return row["source"].startswith("ANDROID")


def is_abbreviation(text):
    return bool(re.search(r"\w\.(\s|$)", text))


def standard_commands(rows, locale, keys):
    """The locale's names per key, preferred first, plus the rows dropped and why."""
    result = OrderedDict()
    dropped = []
    notes = []
    ok_slips = []
    for key in keys:
        apple = [row for row in rows if row["locale"] == locale and row["english_key"] == key and not is_android(row)]
        if not apple:
            android = [row for row in rows if row["locale"] == locale and row["english_key"] == key]
            if android:
                sys.exit(f"{locale} {key}: only Android rows; decide what to do before generating")
            continue
        candidates = []
        for index, row in enumerate(apple):
            text = row["localized_text"].strip(" \t\r\n")
            share = bundle_share(row["source"])
            origin = "UIKitCore" if "UIKitCore.framework.json (Apple iOS" in row["source"] else (
                f"{share[0]} of {share[1]} bundles" if share else "Apple bundles")
            reason = DROPPED_COMMANDS.get((locale, key, text))
            if reason is None and text[:1].islower() and key[:1].isupper():
                reason = "lower-case word used inside “Undo …” action names, not the command"
            if reason is None and key == "OK" and index > 0 and share and share[0] / share[1] < OK_SLIP_SHARE:
                first = apple[0]["localized_text"].strip()
                if text.casefold() == first.casefold() and text != first:
                    reason = (f"a case slip in {share[0]} of {share[1]} Apple bundles; "
                              f"{first} is Apple's spelling (listed in ok-variants.txt)")
                    ok_slips.append(text)
            if reason:
                dropped.append(f"{key} = “{describe(text)}” ({origin}): {reason}")
                continue
            count = share[0] if share else None
            candidates.append((text, origin, count, index))
        if not candidates:
            continue
        # Preferred: an override, else the first row (UIKitCore or the majority) unless it is an
        # abbreviation and a full form exists.
        preferred = candidates[0]
        override = PREFERRED_OVERRIDES.get((locale, key))
        if override:
            match = [c for c in candidates if c[0] == override[0]]
            if not match:
                sys.exit(f"{locale} {key}: override {override[0]!r} is not among Apple's rows")
            preferred = match[0]
            notes.append(f"{key}: prefers “{describe(override[0])}”: {override[1]}")
        elif is_abbreviation(preferred[0]):
            full = [c for c in candidates if not is_abbreviation(c[0])]
            if full:
                best = max(full, key=lambda c: (c[2] or 0, -c[3]))
                notes.append(f"{key}: prefers “{best[0]}” over the abbreviation “{preferred[0]}” "
                             f"({preferred[1]}); both are accepted")
                preferred = best
        rest = [c for c in candidates if c is not preferred]
        rest.sort(key=lambda c: (-(c[2] or 0), c[3]))
        names = []
        for text, _, _, _ in [preferred] + rest:
            if text not in names:
                names.append(text)
        result[key] = names
    return result, dropped, notes, ok_slips


def ok_variants(locale, commands, ok_slips):
    accepted = commands.get("OK", [])
    standard = accepted[0] if accepted else "OK"
    if language(locale) == "en":
        variants = list(OK_VARIANTS_ENGLISH)
    elif "OK" in accepted:
        variants = []
    else:
        variants = list(OK_VARIANTS_OTHER)
    for script_ok, script_variants in OK_SCRIPT_VARIANTS.items():
        if script_ok in accepted:
            variants += script_variants
    variants += ok_slips
    result = []
    for variant in variants:
        if variant not in accepted and variant not in result:
            result.append(variant)
    return standard, accepted, result


# ---------------------------------------------------------------------------
# pronouns.txt
# ---------------------------------------------------------------------------

def is_first_person_plural(person):
    return person.startswith("1pl")


def expand_pronoun_cell(locale_code, cell):
    """All written forms in a pronouns.tsv cell: "mein (meine, meinen, …)", "je / j’", "vuestro (-a, -os, -as)"."""
    forms = []
    cjk_or_cyrillic = language(locale_code) in ("ja", "ko", "zh", "ru")
    for alternative in [part.strip() for part in cell.split(" / ")]:
        alternative = alternative.replace("…", "").strip()
        match = re.fullmatch(r"(.*?)\s*\((.*)\)", alternative)
        head, extras = (match.group(1).strip(), [e.strip() for e in match.group(2).split(",")]) if match \
            else (alternative, [])
        words = head.split()
        if language(locale_code) == "it" and len(words) == 2 and words[0] in ITALIAN_ARTICLES:
            head = words[1]
        if head:
            forms.append(head)
        for extra in extras:
            if not extra:
                continue
            if extra.startswith("-"):
                # vuestro (-a, -os, -as): replace the final vowel of the head
                forms.append(head[:-1] + extra[1:])
            elif cjk_or_cyrillic and re.fullmatch(r"[A-Za-z ]+", extra):
                continue  # romanization (watashi), not a written form
            else:
                forms.append(extra)
    return forms


def pronoun_rows_for(locale, pronoun_rows):
    lang = language(locale)
    wanted = {lang}
    if locale.startswith("zh-Hant"):
        wanted.add("zh-Hant")
    if locale == "pt-BR":
        wanted.add("pt-BR")
    wanted.update(SHARED_ROWS.get(locale, []))
    return [row for row in pronoun_rows if row["locale"] in wanted]


def pronouns(locale, pronoun_rows):
    """(lines of forms, comment lines) for a locale."""
    entries = OrderedDict()  # casefold or exact key → (form, exact reason)
    comments = []

    def add(form, exact_reason=None):
        if form.endswith("’"):
            variants = [form, form[:-1] + "'"]
        elif "’" in form:
            variants = [form, form.replace("’", "'")]
        elif "'" in form:
            variants = [form, form.replace("'", "’")]
        else:
            variants = [form]
        for variant in variants:
            key = ("exact", variant) if exact_reason else ("fold", variant.casefold())
            if key in entries:
                if not exact_reason and variant.islower() and not entries[key][0].islower():
                    entries[key] = (variant, None)
                continue
            entries[key] = (variant, exact_reason)

    if language(locale) == "en":
        for form in ENGLISH_PRONOUNS:
            add(form, EXACT_FORMS.get(("en", form)))
        comments.append("English list: HIG-RULES.md personal_pronoun (you, your, yours, you're, you've, you'll, "
                        "you'd, yourself, I, me, my, mine, I'm, I've, I'll, I'd, myself), with ’ and ' spellings.")
        comments.append("Not flagged: we, us, our (the catalogue's list has no first-person plural).")
        return entries, comments

    rows = pronoun_rows_for(locale, pronoun_rows)
    if not rows:
        comments.append(f"pronouns.tsv has no rows for {language(locale)}: nothing to flag until it does.")
        return entries, comments
    for row in rows:
        cell, person, note = row["pronoun"], row["person"], row.get("ambiguity_note", "")
        key = (row["locale"], cell)
        if key in EXCLUDED_ROWS:
            comments.append(f"excluded: {cell} — {EXCLUDED_ROWS[key]}")
            continue
        if is_first_person_plural(person):
            comments.append(f"excluded: {cell} — {FIRST_PERSON_PLURAL_REASON}")
            continue
        if row["locale"] in SHARED_ROWS.get(locale, []):
            comments.append(f"included from {row['locale']}: {cell} — its formality column: “{row['formality']}”")
        exact_reason = EXACT_ROWS.get(key)
        forms = expand_pronoun_cell(row["locale"], cell)
        added, added_reason = ADDED_FORMS.get(key, ([], None))
        if added:
            comments.append(f"added to {cell}: {', '.join(added)} — {added_reason}")
        dropped_from_row = False
        for form in forms + added:
            if not exact_reason and language(locale) != "en":
                form = form.lower()  # matched case-insensitively: "Ваш / ваш" is one entry
            if language(locale) == "zh":
                if locale == "zh-Hans" and set(form) & HANT_ONLY:
                    continue
                if locale.startswith("zh-Hant") and set(form) & HANS_ONLY:
                    continue
            if (language(locale), form) in EXCLUDED_FORMS:
                comments.append(f"excluded: {form} — {EXCLUDED_FORMS[(language(locale), form)]}")
                dropped_from_row = True
                continue
            add(form, exact_reason)
        if exact_reason:
            comments.append(f"exact case: {cell} — {exact_reason}")
        elif (note.startswith("AMBIGUOUS") or note.startswith("same ambiguity")) and not dropped_from_row:
            comments.append(f"kept: {cell} — the ambiguity noted is between readings that are all "
                            f"second or first person, so the form is flagged either way")
    return entries, comments


# ---------------------------------------------------------------------------
# locale.txt
# ---------------------------------------------------------------------------

def casing(locale):
    if language(locale) == "en" or locale in CASING_TITLE:
        return "title"
    if locale in CASING_SENTENCE_NOUNS:
        return "sentence-nouns"
    if language(locale) in CASING_NONE_LANGUAGES:
        return "none"
    return "sentence"


def apple_quotes(observed):
    """(start, end) from the observed "“%@”" column, "none" for ASCII quotes, None when not observed."""
    if not observed or observed.strip() in ("—", "-"):
        return None
    if "U+0022" in observed.split("(")[0] or "ASCII" in observed:
        return "none"
    sample = observed.split(" (")[0]
    if "%@" not in sample:
        return None
    start, end = sample.split("%@", 1)
    if start in ("'", '"') or end in ("'", '"'):
        return "none"
    return start, end


def locale_properties(locale, punctuation):
    row = punctuation.get(locale)
    if row is None and language(locale) == "en":
        row = punctuation["en"]  # en-AU, en-GB: Apple's English practice
    notes = []
    props = OrderedDict()
    props["casing"] = casing(locale)

    def pick(table, default):
        value, reason = table.get(locale, (default, None))
        if reason:
            notes.append(reason)
        return value

    props["full_stop"] = pick(FULL_STOP, ".")
    props["question_marks"] = pick(QUESTION_MARKS, "?")
    props["question_opening"] = pick(QUESTION_OPENING, "")
    props["space_before_question"] = pick(SPACE_BEFORE_QUESTION, "")
    props["exclamation_marks"] = pick(EXCLAMATION_MARKS, "!")
    props["exclamation_opening"] = pick(EXCLAMATION_OPENING, "")
    props["space_before_exclamation"] = pick(SPACE_BEFORE_EXCLAMATION, "")
    props["ellipsis"] = pick(ELLIPSIS, "…")
    props["space_before_ellipsis"] = pick(SPACE_BEFORE_ELLIPSIS, "")
    # Scripts written without spaces between words: a source's edge space (" and %lld other") has no
    # counterpart there, so whitespace_mismatch leaves edge spaces alone.
    if language(locale) in ("ja", "zh", "th"):
        props["word_spaces"] = "no"
        notes.append("word_spaces = no: the script does not put spaces between words")
    # Japanese and Chinese render many English questions ("Would you like to …?") as requests, which end
    # without a question mark: punctuation_mismatch accepts that.
    if language(locale) in ("ja", "zh"):
        props["question_as_request"] = "yes"
        notes.append("question_as_request = yes: an English question may be rendered as a request")

    icu = ICU72_QUOTES[locale]
    if row and row.get("cldr_quotation_start"):
        cldr = (row["cldr_quotation_start"], row["cldr_quotation_end"],
                row["cldr_alt_quotation_start"], row["cldr_alt_quotation_end"])
        cldr_source = "CLDR per locale-punctuation.tsv"
    else:
        cldr = tuple(icu)
        cldr_source = "CLDR 42 as in ICU 72.1"
    observed = apple_quotes(row.get("apple_observed_quote_around_placeholder", "")) if row else None
    if observed == "none":
        props["quotes"] = "none"
        props["quote_start"] = props["quote_end"] = props["alt_quote_start"] = props["alt_quote_end"] = ""
        notes.append(f"quotes = none: Apple uses ASCII quotation marks here "
                     f"(“{row['apple_observed_quote_around_placeholder']}”), so straight_quotes does not enforce "
                     f"curly ones")
    else:
        props["quotes"] = "enforce"
        if observed:
            start, end = observed
            if (start.strip("\u00a0"), end.strip("\u00a0")) != (cldr[0], cldr[1]):
                notes.append(f"quotes: Apple writes {describe(start)}%@{describe(end)} (locale-punctuation.tsv), "
                             f"not {cldr_source} {cldr[0]}%@{cldr[1]}")
            elif (start, end) != (cldr[0], cldr[1]):
                notes.append("quotes: with Apple's no-break spaces inside the marks")
            else:
                notes.append(f"quotes: Apple and {cldr_source} agree")
        else:
            start, end = cldr[0], cldr[1]
            notes.append(f"quotes: {cldr_source} (Apple's practice not measured)")
        if icu[:2] != start.strip("\u00a0") + end.strip("\u00a0"):
            notes.append(f"quotes: ICU 72 on this toolchain says {icu[0]}…{icu[1]}; written out so the runtime "
                         f"ICU version does not matter")
        props["quote_start"], props["quote_end"] = start, end
        alternate = (cldr[2], cldr[3])
        if alternate == (start.strip("\u00a0"), end.strip("\u00a0")):
            # Apple's primary marks are CLDR's alternate ones: nest with the other pair.
            alternate = ("‘", "’") if (start, end) == ("“", "”") else (cldr[0], cldr[1])
            notes.append(f"alternate quotes: {alternate[0]}%@{alternate[1]}, since Apple's primary marks are "
                         f"{cldr_source}'s alternate ones and a nested quotation needs the other pair")
        else:
            notes.append(f"alternate quotes: {cldr_source}")
        props["alt_quote_start"], props["alt_quote_end"] = alternate
    return props, notes


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reference", type=Path, default=REPO.parent / "shared" / "reference",
                        help="folder with standard-commands.tsv, pronouns.tsv, locale-punctuation.tsv")
    parser.add_argument("--output", type=Path, default=REPO / "Dictionaries", help="the Dictionaries folder")
    args = parser.parse_args()

    commands_path = args.reference / "standard-commands.tsv"
    pronouns_path = args.reference / "pronouns.tsv"
    punctuation_path = args.reference / "locale-punctuation.tsv"
    command_rows = read_tsv(commands_path)
    pronoun_rows = read_tsv(pronouns_path)
    punctuation = {row["locale"]: row for row in read_tsv(punctuation_path)}

    src_commands = f"reference/standard-commands.tsv (sha256 {sha256(commands_path)}…)"
    src_pronouns = f"reference/pronouns.tsv (sha256 {sha256(pronouns_path)}…)"
    src_punct = f"reference/locale-punctuation.tsv (sha256 {sha256(punctuation_path)}…)"

    locales, keys = [], []
    for row in command_rows:
        if row["locale"] not in locales:
            locales.append(row["locale"])
        if row["english_key"] not in keys:
            keys.append(row["english_key"])
    locales.sort()

    used_overrides, used_drops = set(), set()
    for locale in locales:
        folder = args.output / locale
        commands, dropped, notes, ok_slips = standard_commands(command_rows, locale, keys)
        used_overrides.update(k for k in PREFERRED_OVERRIDES if k[0] == locale and k[1] in commands)
        used_drops.update(k for k in DROPPED_COMMANDS if k[0] == locale)

        lines = header(f"Standard command names for {locale}: EnglishKey<TAB>Localized.", [src_commands], [
            "Apple's rows only (the TSV's Android rows are ignored wherever Apple has the key, which is everywhere).",
            "Several lines with one key: every name Apple uses; the first is preferred (fix-its use it).",
            "Keys are spelled as in the TSV (“Don’t Save”, “Replace…”, “Share…”).",
        ])
        for note in notes:
            lines.append(f"# {note}")
        for drop in dropped:
            lines.append(f"# dropped: {drop}")
        lines.append("")
        for key, names in commands.items():
            for name in names:
                lines.append(f"{key}\t{name}")
        write(folder / "standard-commands.txt", lines)

        standard, accepted, variants = ok_variants(locale, commands, ok_slips)
        lines = header(f"Spellings of OK that ok_spelling flags on {locale} buttons (fix-it: “{standard}”).",
                       [src_commands, "HIG-RULES.md ok_spelling; Apple Style Guide `OK` (“not okay”)"], [
            f"Apple's OK here: {', '.join('“' + a + '”' for a in accepted)}; nothing Apple itself uses is listed.",
            "English flags Ok, Okay, O.K. Other languages are flagged only where Apple's OK is not the Latin “OK” "
            "(then the Latin spellings are wrong there); where it is, “Ok”/“Okay” are accepted local spellings "
            "(corpus FINDINGS.md: nl, pl, da).",
            "Matched case-sensitively, as whole words.",
        ])
        lines.append("")
        lines += variants
        write(folder / "ok-variants.txt", lines)

        entries, comments = pronouns(locale, pronoun_rows)
        lines = header(f"First- and second-person pronouns that personal_pronoun flags in {locale}.",
                       [src_pronouns if language(locale) != "en" else "HIG-RULES.md personal_pronoun; " + src_pronouns],
                       [
            "One form a line. A second field `exact`: match only with this exact case (the lower-case form means "
            "something else); otherwise match case-insensitively.",
            "Forms ending in ’ or ' are elided clitics (j’ in j’ai): they match at the start of a word.",
            "Forms with a space are phrases. A trailing period belongs to an abbreviation (Ud.).",
        ])
        for comment in comments:
            lines.append(f"# {comment}")
        lines.append("")
        for form, exact in entries.values():
            lines.append(f"{form}\texact" if exact else form)
        write(folder / "pronouns.txt", lines)

        props, notes = locale_properties(locale, punctuation)
        lines = header(f"Punctuation and casing conventions for {locale}: key = value.",
                       [src_punct, "title-case-rules.md §5 (casing), §3 (ellipsis), §6 (punctuation)",
                        "ICU 72.1 ulocdata_getDelimiter (CLDR 42) where the TSV has no CLDR columns"], [
            "\\uXXXX stands for an invisible or confusable character (\\u00A0 = no-break space).",
            "An empty value means none (no opening mark, no space before, no full stop expected).",
            "quotes = none: the locale's quotation marks are not enforced (Apple uses ASCII ones);",
            "otherwise quote_start/quote_end/alt_quote_* are the marks to use, written out for every locale.",
            "Lists (question_marks, exclamation_marks) are space-separated, preferred first.",
            "casing: title | sentence | sentence-nouns | none.",
        ])
        for note in notes:
            lines.append(f"# {note}")
        lines.append("")
        for key, value in props.items():
            lines.append(f"{key} = {escape_value(value)}".rstrip())
        write(folder / "locale.txt", lines)

    missing_overrides = set(PREFERRED_OVERRIDES) - used_overrides
    if missing_overrides:
        sys.exit(f"overrides that matched nothing: {sorted(missing_overrides)}")

    # English synonyms
    lines = header("Known synonyms of Cancel on a cancelling button (en): Synonym<TAB>StandardKey.",
                   ["HIG-RULES.md cancel_label (003: always label the cancelling button Cancel); curated"],
                   ["Matched against a whole button title, case-insensitively.", CANCEL_NOT_SYNONYMS])
    lines.append("")
    for synonym, key, reason in CANCEL_SYNONYMS:
        lines.append(f"# {synonym}: {reason}")
        lines.append(f"{synonym}\t{key}")
    write(args.output / "en" / "cancel-synonyms.txt", lines)

    lines = header("Known synonyms of standard edit-menu commands (en): Synonym<TAB>StandardKey.",
                   ["HIG-RULES.md edit_menu_standard_name (“a known synonym”); 1986/1992 Macintosh HIG (Clear); "
                    "curated"],
                   ["Matched against a whole edit-menu item, case-insensitively; the fix-it is the locale's name "
                    "for StandardKey (standard-commands.txt).", EDIT_NOT_SYNONYMS])
    lines.append("")
    for synonym, key, reason in EDIT_COMMAND_SYNONYMS:
        lines.append(f"# {synonym}: {reason}")
        lines.append(f"{synonym}\t{key}")
    write(args.output / "en" / "edit-command-synonyms.txt", lines)

    # Locale folders and fallbacks
    lines = header("Locale folders in Dictionaries/ and where each falls back: locale[<TAB>fallback].",
                   [src_commands + " (the locale list)"], [
            "A file missing from a locale's folder is looked up in its fallback, then the fallback's fallback.",
            "Fallbacks without a folder of their own (pt, zh) name the language only; lookup moves on from them.",
        ])
    lines.append("")
    for locale in locales:
        lines.append(f"{locale}\t{FALLBACKS[locale]}" if locale in FALLBACKS else locale)
    write(args.output / "locales.txt", lines)

    lines = header("Other spellings of the locale folders' names: alias<TAB>canonical.",
                   ["Apple lproj names in kishikawakatsumi/applelocalization-tools data (zh_CN, zh_TW, zh_HK, no, "
                    "es_419); lproj names in shared/corpus; curated"], [
            "Looked up case-insensitively after “_” becomes “-” (zh_CN, zh-cn and ZH-CN are all zh-CN).",
        ])
    for reason, pairs in ALIASES:
        lines.append("")
        lines.append(f"# {reason}")
        for alias, canonical in pairs:
            if canonical not in locales:
                sys.exit(f"alias {alias} → {canonical}: no such locale folder")
            lines.append(f"{alias}\t{canonical}")
    write(args.output / "locale-aliases.txt", lines)


if __name__ == "__main__":
    main()
