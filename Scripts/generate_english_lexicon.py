#!/usr/bin/env python3
"""Generate the English word lists in Dictionaries/en/ from WordNet 3.0 and curated tables.

Needs WordNet's database files (Debian: `apt-get install -y wordnet-base`, files in /usr/share/wordnet;
or --wordnet DIR). Reads index.verb (verb lemmas and collocations) and verb.exc (irregular forms).

Writes Dictionaries/en/:
  verbs.txt                      form<TAB>lemma: every single-word WordNet verb, inflected, plus auxiliaries
  phrasal-verbs.txt              verb<TAB>particle: WordNet collocations, plus a hand-added section
  articles.txt, coordinating-conjunctions.txt, short-prepositions.txt, long-prepositions.txt,
  subordinating-conjunctions.txt, terms.txt, standard-buttons.txt, judgmental.txt, tap-verbs.txt,
  subjects.txt, finite-verbs.txt, non-action-verbs.txt, title-lowercase.txt, lowercase-compounds.txt,
  capitalized-words.txt, question-words.txt, button-openers.txt     curated
and Dictionaries/LICENSES/WordNet.txt (WordNet's licence, which its data requires on every copy).

The output depends only on the WordNet files and this script: running it twice gives the same bytes.
"""

import argparse
import re
import sys
from pathlib import Path

SCRIPT = "Scripts/generate_english_lexicon.py"
REPO = Path(__file__).resolve().parent.parent
WORDNET_SOURCE = "WordNet 3.0 (Princeton University), Debian package wordnet-base"

# ---------------------------------------------------------------------------
# Verbs
# ---------------------------------------------------------------------------

# Verbs whose past tense or participle is never the regular "-ed" form (went, not goed).
# Verbs with a regular variant too (dreamed/dreamt, showed/shown, lit/lighted, hanged/hung,
# ringed/rang, teared/tore, winded/wound, speeded/sped, fitted/fit, ...) are not listed.
STRONG_VERBS = set("""
arise be bear beat become befall beget begin behold bend beset bet bid bind bite bleed blow break breed bring
broadcast build burst buy cast catch choose cling come cost creep cut deal dig do draw drink drive eat fall feed
feel fight find flee fling fly forbid forget forgive forgo forego foresee foretell forsake freeze get give go grind
grow have hear hide hit hold hurt input inset keep know lay lead leave lend let lose make mean meet miscast mislay
mislead misread mishear mistake misunderstand offset outbid outdo output overcome overdo overhear overpay override
overrun oversee overshoot oversleep overtake overthrow pay preset proofread put read rebuild recast redo remake
rerun reread resell reset resend retake retell rethink rewind rewrite rid ride rise run say see seek sell send set
shake shed shoot shrink shut sing sink sit slay sleep slide sling slit speak spend spin split spread spring stand
steal stick sting stink stride strike sublet swear sweep swim swing take teach tell think throw thrust tread
typeset undercut undergo understand undertake underwrite undo unwind uphold upset wear weep win withdraw withhold
withstand wring write
""".split())

# Where verb.exc doubles a consonant but the single-consonant spelling is also standard (US English):
# canceled/cancelled, focused/focussed, kidnaped/kidnapped, worshiped/worshipped.
BOTH_SPELLINGS_ENDINGS = ("l", "s")
BOTH_SPELLINGS = {"kidnap", "worship"}

# Verbs in consonant + o that take -s, not -es.
PLAIN_S_AFTER_O = {"solo", "tango", "disco", "demo", "photo", "memo", "limbo", "bingo", "lasso", "zero"}

# verb.exc pairs that are not English: verb.exc maps "singing" to singe as well as sing, for morphy's sake.
EXC_IGNORED = {("singing", "singe")}

# -ing forms the spelling rules get wrong and verb.exc does not list (singe → singeing, not singing).
ING_OVERRIDES = {"input": "inputting", "singe": "singeing", "swinge": "swingeing", "whinge": "whingeing"}

SPECIAL_FORMS = {
    "be": ["am", "are", "is", "was", "were", "been", "being"],
    "have": ["has", "had", "having"],
}

MODALS = [("can", "can"), ("could", "can"), ("may", "may"), ("might", "may"), ("must", "must"),
          ("shall", "shall"), ("should", "shall"), ("will", "will"), ("would", "will"), ("ought", "ought")]

NEGATIVE_CONTRACTIONS = [
    ("don't", "do"), ("doesn't", "do"), ("didn't", "do"), ("can't", "can"), ("couldn't", "can"),
    ("won't", "will"), ("wouldn't", "will"), ("shan't", "shall"), ("shouldn't", "shall"), ("mightn't", "may"),
    ("mustn't", "must"), ("needn't", "need"), ("oughtn't", "ought"), ("daren't", "dare"),
    ("isn't", "be"), ("aren't", "be"), ("wasn't", "be"), ("weren't", "be"),
    ("hasn't", "have"), ("haven't", "have"), ("hadn't", "have"), ("let's", "let"),
]

# Subject + auxiliary contractions: a clause on their own ("You’re all set", "It’s done").
SUBJECT_CONTRACTIONS = [
    ("I'm", "be"), ("you're", "be"), ("we're", "be"), ("they're", "be"),
    ("it's", "be"), ("he's", "be"), ("she's", "be"), ("that's", "be"), ("there's", "be"), ("here's", "be"),
    ("what's", "be"), ("who's", "be"), ("where's", "be"),
    ("I've", "have"), ("you've", "have"), ("we've", "have"), ("they've", "have"),
    ("I'll", "will"), ("you'll", "will"), ("he'll", "will"), ("she'll", "will"), ("it'll", "will"),
    ("we'll", "will"), ("they'll", "will"), ("that'll", "will"), ("there'll", "will"),
    ("I'd", "will"), ("you'd", "will"), ("he'd", "will"), ("she'd", "will"), ("it'd", "will"),
    ("we'd", "will"), ("they'd", "will"), ("that'd", "will"),
]

# ---------------------------------------------------------------------------
# Phrasal verbs
# ---------------------------------------------------------------------------

PARTICLES = ["in", "out", "up", "down", "on", "off", "over", "back", "away", "through", "along", "around",
             "about", "across", "by", "forward", "ahead", "aside", "apart", "together"]

# WordNet collocations left out: in UI copy the second word is a preposition ("Keep in Dock" is
# Apple's own Dock menu item, lower-case "in"), and title style must not capitalize it.
PHRASAL_EXCLUDED = {
    ("keep", "in"): "“Keep in Dock” (macOS Dock menu): in is a preposition there",
    ("keep", "on"): "on after keep is a preposition in UI items (Keep on Device); WordNet's keep_on is “continue”",
    ("get", "in"): "“Get in Touch”: in is a preposition there; WordNet's get_in is “arrive”",
    ("run", "on"): "“Run on Startup”, “Run on Battery”: on is a preposition in settings and menu items",
    ("call", "on"): "“Call on iPhone” (Continuity): on is a preposition; WordNet's call_on is “visit”",
}

# Phrasal verbs common in UI copy; the ones WordNet already has are written in its section.
PHRASAL_UI = [
    ("sign", "in"), ("sign", "out"), ("sign", "up"), ("log", "in"), ("log", "out"), ("log", "on"), ("log", "off"),
    ("opt", "in"), ("opt", "out"), ("zoom", "in"), ("zoom", "out"), ("set", "up"), ("back", "up"),
    ("turn", "on"), ("turn", "off"), ("start", "over"), ("start", "up"), ("shut", "down"), ("power", "on"),
    ("power", "off"), ("power", "down"), ("boot", "up"), ("scroll", "up"), ("scroll", "down"), ("swipe", "up"),
    ("swipe", "down"), ("check", "in"), ("check", "out"), ("look", "up"), ("pick", "up"), ("hang", "up"),
    ("clean", "up"), ("tidy", "up"), ("free", "up"), ("top", "up"), ("follow", "up"), ("try", "out"),
    ("fill", "in"), ("fill", "out"), ("cross", "out"), ("pair", "up"), ("sync", "up"),
]

# ---------------------------------------------------------------------------
# Curated word lists
# ---------------------------------------------------------------------------

ARTICLES = ["a", "an", "the"]
COORDINATING = ["and", "but", "or", "nor", "for", "yet", "so"]

SHORT_PREPOSITIONS = ["at", "by", "for", "from", "in", "into", "of", "off", "on", "onto", "out", "over", "per",
                      "to", "up", "via", "with"]
SHORT_PREPOSITIONS_ADDED = [
    ("as", "always lower-case, whatever its part of speech (Apple Style Guide `capitalization`)"),
    ("down", "the counterpart of up; a particle of a phrasal verb (Shut Down) is capitalized via phrasal-verbs.txt"),
    ("upon", "a preposition only"),
    ("amid", "a preposition only"),
    ("atop", "a preposition only"),
    ("unto", "a preposition only"),
    ("vs", "versus, as written: short (This vs That); “vs.” and “v.” read as the same word, their period no sentence end"),
    ("v", "versus, as written (This v. That); a one-letter capital is never lower-cased by it (Command V)"),
    ("en", "a French preposition in English phrases (en Route, en Masse)"),
    ("like", "a preposition mid-title (Posts like This); a verb after a subject or a finite verb (Things You Like, "
             "Would You Like), which title style tells from the word before it"),
]
SHORT_PREPOSITIONS_NOT = ("Not listed, though prepositions of four letters or fewer: near, past, plus, save, "
                          "than, till, next — each is as often a verb, adjective, noun or conjunction in UI copy "
                          "(Near Me, Past Events, Save), and lower-casing it would be wrong more often than right.")

LONG_PREPOSITIONS = ["aboard", "about", "above", "across", "after", "against", "along", "alongside", "among",
                     "amongst", "around", "before", "behind", "below", "beneath", "beside", "besides", "between",
                     "beyond", "concerning", "despite", "during", "except", "excluding", "including", "inside",
                     "outside", "regarding", "since", "through", "throughout", "toward", "towards", "under",
                     "underneath", "unlike", "until", "versus", "within", "without"]

SUBORDINATING = ["after", "although", "because", "before", "if", "lest", "once", "since", "than", "that",
                 "though", "unless", "until", "when", "whenever", "where", "whereas", "wherever", "whether",
                 "while", "whilst",
                 "as if", "as long as", "as soon as", "as though", "even if", "even though", "in case",
                 "in order that", "now that", "provided that", "so that"]
SUBORDINATING_NOTE = ("“as” is not listed: the Apple Style Guide keeps it lower-case whatever its part of speech "
                      "(see short-prepositions.txt). “till” is left out with the short prepositions' doubtful words.")

TERMS = [
    ("Apple devices and operating systems", [
        "iPhone", "iPad", "iPad Air", "iPad Pro", "iPad mini", "iPod", "iPod touch", "iMac", "Mac", "Mac mini",
        "Mac Pro", "Mac Studio", "MacBook", "MacBook Air", "MacBook Pro", "Apple Watch", "Apple TV",
        "Apple Vision Pro", "Apple Pencil", "AirPods", "AirPods Pro", "AirPods Max", "AirTag", "HomePod",
        "HomePod mini", "Magic Keyboard", "Magic Mouse", "Magic Trackpad", "iOS", "iPadOS", "macOS", "OS X",
        "watchOS", "tvOS", "visionOS"]),
    ("Apple services, apps and features (names that are not also ordinary nouns)", [
        "Apple ID", "Apple Account", "Apple Pay", "Apple Cash", "Apple Card", "Apple Music", "Apple Arcade",
        "Apple One", "Apple TV+", "App Store", "Mac App Store", "App Clip", "iCloud", "iCloud+", "iCloud Drive",
        "iCloud Keychain", "Keychain Access", "iMessage", "iTunes", "iWork", "iMovie", "GarageBand",
        "FaceTime", "Face ID", "Touch ID", "Optic ID", "Touch Bar", "Digital Crown", "AirDrop", "AirPlay",
        "AirPrint", "CarPlay", "SharePlay", "HomeKit", "HealthKit", "CloudKit", "SiriKit", "Siri", "Safari",
        "Finder", "Dock", "Launchpad", "Mission Control", "Control Center", "Notification Center",
        "Time Machine", "FileVault", "Handoff", "Memoji", "Animoji", "MagSafe", "Game Center",
        "TestFlight", "Xcode", "SwiftUI", "Sign in with Apple", "Continue with Apple"]),
    ("Technology names and abbreviations with fixed capitals", [
        "OK", "ID", "IDs", "PDF", "PDFs", "URL", "URLs", "HTTP", "HTTPS", "HTML", "CSV", "JSON", "API", "APIs",
        "VPN", "GPS", "USB", "USB-C", "NFC", "SIM", "eSIM", "SMS", "MMS", "LTE", "QR", "HDR", "Wi-Fi",
        "Wi\u2011Fi", "Bluetooth", "JavaScript"]),
    ("Other companies' products with fixed capitals", [
        "Google", "Google Drive", "Gmail", "Android", "YouTube", "GitHub", "Facebook", "Instagram", "WhatsApp",
        "LinkedIn", "PayPal", "Dropbox", "Microsoft", "OneDrive", "TikTok", "Spotify", "Netflix",
        "Twitter", "WordPress", "DuckDuckGo", "Firefox", "Wikipedia"]),
]
TERMS_NOT = [
    "Not listed, deliberately:",
    "email — Apple writes “email”, but its case is not fixed (Email at the start of a sentence or in title style).",
    "Keychain alone — Apple Style Guide: lower-case keychain except in iCloud Keychain and Keychain Access.",
    "PIN, AM, PM — the lower-case words pin, am, pm are ordinary words.",
    "Photos, Mail, Music, Notes, Messages, Maps, Files, Books, Settings, … — app names that are also ordinary "
    "nouns (delete 3 photos); Find My, Screen Time, Dark Mode — also ordinary phrases (find my keys).",
    "Zoom, Slack, Chrome, Outlook, Windows, Pages, Numbers, Keynote, Gatekeeper — also ordinary words "
    "(close all windows).",
]

STANDARD_BUTTONS = [
    ("Answers the HIG names for alert buttons (003: OK in informational alerts, Done for a single default "
     "button, Cancel for the cancelling one)", ["OK", "Done", "Cancel"]),
    ("Yes and No: yes_no_button reports them, so button_verb stays quiet", ["Yes", "No"]),
    ("Acknowledging, like OK (a past-tense verb, which button_verb's base-form test does not accept)", ["Got It"]),
    ("Moving between steps (HIG Writing: “Continue or Next … choose one and be consistent”)",
     ["Next", "Back", "Previous", "Continue"]),
    ("Deferring a request (Apple's own system buttons, e.g. AskPermission's “Not Now”, “Later”)",
     ["Not Now", "Later", "Maybe Later"]),
    ("Asking for more (Apple's own system buttons “Details”, “Learn More”, “More Info”)",
     ["Details", "More", "More Info", "Learn More", "Info", "About"]),
    ("Opening settings or choices (Apple's own “Settings”, “Options…”, “Other…”, “Custom…”)",
     ["Settings", "Preferences", "Options", "Advanced", "Custom", "Other", "All", "None", "New"]),
]

JUDGMENTAL = [
    ("Blaming the user directly (HIG-RULES.md judgmental_tone: “you failed”, “you forgot”)", "phrase", [
        "you failed", "you forgot", "you didn't", "you didn’t", "you did not", "you haven't", "you haven’t",
        "you have not", "you should have", "you were supposed to", "you made a mistake", "your fault",
        "user error", "you entered an invalid", "you entered an incorrect", "you entered the wrong",
        "you violated"]),
    ("Demanding (a requirement stated as the user's obligation)", "phrase", ["you must", "you need to"]),
    ("Judging the input rather than describing the problem (HIG-RULES.md: “invalid input”)", "phrase",
     ["invalid input", "bad input"]),
    ("Accusing or alarming words", "word", ["illegal", "forbidden", "fatal", "abort", "aborted"]),
    ("Insults", "word", ["stupid", "dumb", "idiot"]),
]
JUDGMENTAL_NOT = [
    "Not listed, deliberately, because Apple's own alerts use them to describe a state, not to blame:",
    "failed (“Download Failed”, “Verification Failed”), incorrect (“Incorrect Passcode”), invalid alone (it "
    "describes a value, not the user; the catalogue flags “invalid input”), wrong (“Something went wrong”), "
    "bad alone (“bad network connection”).",
]

TAP_VERBS = [
    ("click (HIG Writing: don't say “click” on a touch device where you mean “tap”)", [
        ("click", "tap"), ("clicks", "taps"), ("clicked", "tapped"), ("clicking", "tapping"),
        ("double-click", "double-tap"), ("double-clicks", "double-taps"), ("double-clicked", "double-tapped"),
        ("double-clicking", "double-tapping")]),
    ("click on, tap on (Apple Style Guide: don't use “click on” or “tap on”)", [
        ("click on", "tap"), ("clicks on", "taps"), ("clicked on", "tapped"), ("clicking on", "tapping"),
        ("tap on", "tap"), ("taps on", "taps"), ("tapped on", "tapped"), ("tapping on", "tapping")]),
    ("right-click: on a touch device a context menu opens with touch and hold (an inference from the Apple Style "
     "Guide's `touch and hold`)", [
        ("right-click", "touch and hold"), ("right-clicks", "touches and holds"),
        ("right-clicked", "touched and held"), ("right-clicking", "touching and holding")]),
    ("touch for pressing a control (002: tap)", [
        ("touch", "tap"), ("touches", "taps"), ("touched", "tapped"), ("touching", "tapping")]),
    ("tap and hold (Apple Style Guide: don't use; tap means touch and release quickly)", [
        ("tap and hold", "touch and hold"), ("taps and holds", "touches and holds"),
        ("tapped and held", "touched and held"), ("tapping and holding", "touching and holding")]),
    ("Correct as they are: a line whose two fields are equal is left alone (longest match wins)", [
        ("touch and hold", "touch and hold"), ("touches and holds", "touches and holds"),
        ("touched and held", "touched and held"), ("touching and holding", "touching and holding"),
        ("Touch ID", "Touch ID"), ("Touch Bar", "Touch Bar"), ("iPod touch", "iPod touch"),
        ("3D Touch", "3D Touch"), ("Multi-Touch", "Multi-Touch"), ("in touch", "in touch"),
        ("touch screen", "touch screen")]),
]
TAP_VERBS_CHOOSE = [
    "choose is not listed. HIG-RULES.md's tap_verb names it (from the 2014-era 002 alerts guidance), but the",
    "current HIG Alerts page (title-case-rules.md §4, [HIG-ALERTS]) says: “use a term like choose to account for",
    "people's current device and interaction method”. The newer edition is the default, so choose is correct.",
]

SUBJECTS = [
    ("Personal pronouns", "pronoun", ["I", "you", "he", "she", "it", "we", "they", "there", "who", "what"]),
    ("Indefinite pronouns", "pronoun", ["everyone", "everybody", "everything", "someone", "somebody", "something",
                                        "anyone", "anybody", "anything", "nobody", "nothing", "none"]),
    ("Demonstratives and quantifiers: a subject on their own (“This can’t be undone”) or the start of one "
     "(“This photo will be deleted”)", "both",
     ["this", "that", "these", "those", "all", "both", "each", "either", "neither", "some", "any", "many", "few",
      "several", "which"]),
    ("Determiners that start a noun-phrase subject (“Your password has expired”, “No items were found”)",
     "determiner", ["the", "a", "an", "your", "my", "our", "their", "his", "her", "its", "every", "no",
                    "another", "whose"]),
]

FINITE_AUXILIARIES = [("am", "be"), ("is", "be"), ("are", "be"), ("was", "be"), ("were", "be"),
                      ("has", "have"), ("have", "have"), ("had", "have"), ("does", "do"), ("do", "do"),
                      ("did", "do")]

NON_ACTION_VERBS = [
    ("Wanting, needing, preferring: “Do you want to delete…?”", ["want", "wish", "like", "love", "need", "prefer",
                                                                  "intend", "hope", "mean"]),
    ("Thinking and seeming: “Are you sure you think…”, “It seems…”", ["know", "think", "believe", "feel", "guess",
                                                                        "suppose", "expect", "seem", "appear"]),
    ("Helpers that introduce the real verb: “Let's start”, “Please confirm”", ["let", "please"]),
    ("Words WordNet lists as verbs that are adverbs or answers in alert titles: “Do you still want…”, "
     "“Even if…”, “Is it okay to…”", ["still", "even", "okay"]),
]


# Lists that CopyRules' Lexicon reads besides the ones above.
TITLE_LOWERCASE = [("as", "Apple Style Guide `capitalization`: “The word as, regardless of the part of speech”")]
LOWERCASE_COMPOUNDS = [
    ("Apple Style Guide `capitalization`: capitalize the second word of a hyphenated compound “except for "
     "Built-in and Plug-in”", ["built-in", "built-ins", "plug-in", "plug-ins"]),
]
CAPITALIZED_WORDS = [
    ("The pronoun I and its contractions", ["I", "I'm", "I’m", "I've", "I’ve", "I'll", "I’ll", "I'd", "I’d"]),
    ("Days of the week", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
    ("Months (not March and May, which are also the verbs march and may)",
     ["January", "February", "April", "June", "July", "August", "September", "October", "November",
      "December"]),
    ("Languages of the 39 locales copylint knows (not Polish, which is also the verb polish)",
     ["Arabic", "Catalan", "Chinese", "Croatian", "Czech", "Danish", "Dutch", "English", "Finnish", "French",
      "German", "Greek", "Hebrew", "Hindi", "Hungarian", "Indonesian", "Italian", "Japanese", "Korean", "Malay",
      "Norwegian", "Portuguese", "Romanian", "Russian", "Slovak", "Spanish", "Swedish", "Thai", "Turkish",
      "Ukrainian", "Vietnamese"]),
]
QUESTION_WORDS = ["how", "what", "when", "where", "which", "who", "whom", "whose", "why",
                  "how's", "how’s", "what's", "what’s", "when's", "when’s", "where's", "where’s", "who's", "who’s",
                  "why's", "why’s"]
BUTTON_OPENERS = [
    ("Negation before the verb (Don’t Save, Don’t Allow: Apple's own buttons)", ["don't", "don’t", "never"]),
    ("Adverbs before the verb (Always Allow: the macOS keychain prompt)", ["always", "only", "also",
                                                                                 "just", "still"]),
]

# ---------------------------------------------------------------------------
# WordNet reading
# ---------------------------------------------------------------------------

def read_index(path):
    lemmas, collocations, skipped = set(), set(), []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("  "):
            continue
        lemma = line.split(" ", 1)[0]
        if "_" in lemma:
            collocations.add(lemma)
        elif re.fullmatch(r"[a-z]+(-[a-z]+)*", lemma):
            lemmas.add(lemma)
        else:
            skipped.append(lemma)
    return lemmas, collocations, sorted(skipped)


def read_exceptions(path, lemmas):
    """lemma → set of irregular forms, for single-word forms of single-word lemmas."""
    forms = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split()
        if len(fields) < 2 or not re.fullmatch(r"[a-z]+(-[a-z]+)*", fields[0]):
            continue
        for lemma in fields[1:]:
            if lemma in lemmas and (fields[0], lemma) not in EXC_IGNORED:
                forms.setdefault(lemma, set()).add(fields[0])
    return forms


def licence_text(index_path):
    """WordNet's licence as it opens every database file (numbered lines with trailing spaces)."""
    lines = []
    for line in index_path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("  "):
            break
        lines.append(re.sub(r"^\s+\d+ ?", "", line).rstrip())
    return lines


# ---------------------------------------------------------------------------
# Inflection
# ---------------------------------------------------------------------------

def vowel_flags(word):
    """For each letter, whether it is a vowel: y is a vowel after a consonant; u after q is not."""
    flags = []
    for index, letter in enumerate(word):
        if letter in "aeio":
            flags.append(True)
        elif letter == "u":
            flags.append(not (index > 0 and word[index - 1] == "q"))
        elif letter == "y":
            flags.append(index > 0 and not flags[index - 1])
        else:
            flags.append(False)
    return flags


def doubles_final_consonant(word):
    """One-syllable words ending consonant-vowel-consonant (stop → stopped). Longer words double only where
    WordNet's verb.exc says so (prefer → preferred), since that depends on stress."""
    flags = vowel_flags(word)
    syllables = sum(1 for i, vowel in enumerate(flags) if vowel and (i == 0 or not flags[i - 1]))
    if syllables != 1 or len(word) < 3 or word[-1] in "wxy":
        return False
    return not flags[-1] and flags[-2] and word[-2] != "y" and not flags[-3]


def third_person(word):
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if len(word) > 1 and word.endswith("y") and not vowel_flags(word)[-2]:
        return word[:-1] + "ies"
    if len(word) > 1 and word.endswith("o") and not vowel_flags(word)[-2] and word not in PLAIN_S_AFTER_O:
        return word + "es"
    return word + "s"


def past(word):
    if word.endswith("e"):
        return word + "d"
    if len(word) > 1 and word.endswith("y") and not vowel_flags(word)[-2]:
        return word[:-1] + "ied"
    if doubles_final_consonant(word):
        return word + word[-1] + "ed"
    return word + "ed"


def present_participle(word):
    if word in ING_OVERRIDES:
        return ING_OVERRIDES[word]
    if word.endswith("ie"):
        return word[:-2] + "ying"
    if word.endswith("e") and not word.endswith(("ee", "oe", "ye")) and len(word) > 2:
        return word[:-1] + "ing"
    if doubles_final_consonant(word):
        return word + word[-1] + "ing"
    return word + "ing"


def verb_forms(lemma, exceptions):
    """All forms of a lemma: the lemma, its regular forms unless verb.exc or the strong-verb list says
    otherwise, and its irregular forms from verb.exc."""
    prefix, _, last = lemma.rpartition("-")
    prefix = prefix + "-" if prefix else ""
    irregular = exceptions.get(lemma, set())
    both = lemma.endswith(BOTH_SPELLINGS_ENDINGS) or lemma in BOTH_SPELLINGS
    forms = {lemma} | irregular | {prefix + f for f in SPECIAL_FORMS.get(last, [])}

    if last not in SPECIAL_FORMS:
        # -s: verb.exc respells a few (quiz → quizzes)
        if both or (lemma + lemma[-1] + "es") not in irregular:
            forms.add(prefix + third_person(last))
        # -ed: not for strong verbs, nor where verb.exc respells it (abet → abetted, panic → panicked)
        # (a compound of a strong verb is strong when verb.exc gives it an irregular past: outrun → outran)
        irregular_past = any(not f.endswith(("ed", "ing", "s")) for f in irregular)
        compound_of_strong = any(last[-n:] in STRONG_VERBS for n in range(2, len(last)))
        strong = last in STRONG_VERBS or lemma in STRONG_VERBS or (compound_of_strong and irregular_past)
        respelled = {lemma + lemma[-1] + "ed", lemma + "ked"} & irregular
        if not strong and (both or not respelled):
            forms.add(prefix + past(last))
        # -ing: where verb.exc has one, it is the right spelling (abetting, singeing)
        if both or not any(f.endswith("ing") for f in irregular):
            forms.add(prefix + present_participle(last))
    return forms


def with_curly(pairs):
    result = []
    for form, lemma in pairs:
        result.append((form, lemma))
        if "'" in form:
            result.append((form.replace("'", "’"), lemma))
    return result


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------

def header(title, sources, notes=()):
    lines = [f"# {title}", f"# Generated by {SCRIPT} — do not edit by hand; edit the script or its sources."]
    for source in sources:
        lines.append(f"# Source: {source}")
    for note in notes:
        lines.append(f"# {note}")
    return lines


def write(path, lines):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


def curated_list(path, title, source, items, notes=()):
    lines = header(title, [f"curated from {source}"], notes)
    lines.append("")
    lines += items
    write(path, lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"),
                        help="folder with WordNet's index.verb and verb.exc")
    parser.add_argument("--output", type=Path, default=REPO / "Dictionaries", help="the Dictionaries folder")
    args = parser.parse_args()

    index_path, exc_path = args.wordnet / "index.verb", args.wordnet / "verb.exc"
    if not index_path.exists() or not exc_path.exists():
        sys.exit(f"WordNet not found in {args.wordnet}: apt-get install -y wordnet-base")
    lemmas, collocations, skipped = read_index(index_path)
    exceptions = read_exceptions(exc_path, lemmas)
    en = args.output / "en"

    # Licence
    licence = licence_text(index_path)
    write(args.output / "LICENSES" / "WordNet.txt",
          [f"WordNet's licence, copied from the header of its database files ({WORDNET_SOURCE}).",
           "It covers Dictionaries/en/verbs.txt and Dictionaries/en/phrasal-verbs.txt, which are derived from",
           "WordNet 3.0's index.verb and verb.exc.", ""] + licence)

    # verbs.txt
    rows = set()
    for lemma in lemmas:
        for form in verb_forms(lemma, exceptions):
            rows.add((form, lemma))
    aux = MODALS + with_curly(NEGATIVE_CONTRACTIONS) + [("cannot", "can")]
    rows.update(aux)
    ordered = sorted(rows, key=lambda row: (row[0], row[0] != row[1], row[1]))
    lines = header("English verb forms: form<TAB>lemma.", [
        f"{WORDNET_SOURCE}: index.verb (every single-word lemma), verb.exc (irregular forms)",
        "WordNet licence: Dictionaries/LICENSES/WordNet.txt"], [
        "Regular -s/-ed/-ing forms follow English spelling rules; a one-syllable word doubles its final consonant",
        "(stop → stopped), longer ones only where verb.exc says so (prefer → preferred). Where verb.exc respells a",
        "form (abetted, panicked, singeing, quizzes) the regular spelling is left out, except where both are",
        "standard (canceled/cancelled, focused/focussed, kidnaped/kidnapped, worshiped/worshipped). Strong verbs",
        "(go, eat, run, …: the list is in the script) have no -ed form.",
        "Also: modals (could → can), and negative contractions with ' and ’ (don't → do, cannot → can, let's → let).",
        f"Left out: WordNet lemmas with periods ({', '.join(skipped)}), and collocations (see phrasal-verbs.txt).",
        "Sorted by form; where a form has several lemmas, the form's own lemma comes first (saw: saw, then see).",
    ])
    lines.append("")
    lines += [f"{form}\t{lemma}" for form, lemma in ordered]
    write(en / "verbs.txt", lines)

    # phrasal-verbs.txt
    wordnet_pairs = set()
    for collocation in collocations:
        words = collocation.split("_")
        if len(words) == 2 and words[1] in PARTICLES and re.fullmatch(r"[a-z]+", words[0]):
            if tuple(words) not in PHRASAL_EXCLUDED:
                wordnet_pairs.add(tuple(words))
    hand = sorted(set(PHRASAL_UI) - wordnet_pairs)
    lines = header("English phrasal verbs (verb + particle): verb<TAB>particle.", [
        f"{WORDNET_SOURCE}: index.verb two-word collocations whose second word is one of: {', '.join(PARTICLES)}",
        "WordNet licence: Dictionaries/LICENSES/WordNet.txt"], [
        "Title style capitalizes the particle of a phrasal verb (Sign In, Log Out, Set Up, Turn Off, Back Up).",
        "Left out of WordNet's list, because the second word is a preposition in UI copy:",
    ] + [f"  {verb} {particle}: {reason}" for (verb, particle), reason in sorted(PHRASAL_EXCLUDED.items())])
    lines.append("")
    lines.append("# --- WordNet ---")
    lines += [f"{verb}\t{particle}" for verb, particle in sorted(wordnet_pairs)]
    lines.append("")
    lines.append("# --- Hand-added: common in UI copy, missing from WordNet 3.0 ---")
    lines += [f"{verb}\t{particle}" for verb, particle in hand]
    write(en / "phrasal-verbs.txt", lines)

    # Minor words for title style
    catalogue = "HIG-RULES.md (Capitalization) and title-case-rules.md §1 (Apple Style Guide `capitalization`)"
    curated_list(en / "articles.txt", "Articles: lower-case in title style unless first or last.", catalogue,
                 ARTICLES)
    curated_list(en / "coordinating-conjunctions.txt",
                 "Coordinating conjunctions: lower-case in title style unless first or last.", catalogue,
                 COORDINATING)
    lines = list(SHORT_PREPOSITIONS)
    lines.append("# Added to the catalogue's list:")
    for word, reason in SHORT_PREPOSITIONS_ADDED:
        lines.append(f"# {word}: {reason}")
        lines.append(word)
    curated_list(en / "short-prepositions.txt",
                 "Prepositions of four letters or fewer: lower-case in title style unless first or last, or the "
                 "particle of a phrasal verb.", catalogue, lines, [SHORT_PREPOSITIONS_NOT])
    curated_list(en / "long-prepositions.txt",
                 "Prepositions of five letters or more: capitalized in title style (About, Between, Through).",
                 catalogue, LONG_PREPOSITIONS)
    curated_list(en / "subordinating-conjunctions.txt",
                 "Subordinating conjunctions: capitalized in title style (If, Because, When).", catalogue,
                 SUBORDINATING, ["Entries with a space are multi-word conjunctions (So That, Even If).",
                                 SUBORDINATING_NOTE])

    # terms.txt
    lines = []
    for heading, terms in TERMS:
        lines.append(f"# {heading}")
        lines += terms
        lines.append("")
    curated_list(en / "terms.txt", "Terms whose spelling and capitals are fixed: never re-cased by title_case or "
                 "sentence_case (one term a line; multi-word terms allowed).",
                 "HIG-RULES.md (iPhone, iCloud, macOS, AirDrop, OK, URL, PDF, Mac mini) and the Apple Style Guide "
                 "`product names` (title-case-rules.md §1); Wi\u2011Fi also with U+2011, as in Apple's strings",
                 lines[:-1], TERMS_NOT)

    # standard-buttons.txt
    lines = []
    for heading, titles in STANDARD_BUTTONS:
        lines.append(f"# {heading}")
        lines += titles
    curated_list(en / "standard-buttons.txt",
                 "Button titles accepted without a leading verb (button_verb does not flag them).",
                 "HIG-RULES.md button_verb; title-case-rules.md §2 and §4; Apple system strings "
                 "(kishikawakatsumi/applelocalization-tools data)", lines,
                 ["Matched against the whole title, case-insensitively, after removing a trailing ellipsis "
                  "(Options… is Options)."])

    # judgmental.txt
    lines = []
    for heading, kind, items in JUDGMENTAL:
        lines.append(f"# {heading}")
        lines += [f"{item}\t{kind}" for item in items]
    curated_list(en / "judgmental.txt", "Accusing or blaming words and phrases in alerts: text<TAB>word|phrase.",
                 "HIG-RULES.md judgmental_tone (002/003: don't blame the user); kept conservative", lines,
                 ["word: matched as a whole word; phrase: matched as a run of whole words; both case-insensitively."]
                 + JUDGMENTAL_NOT)

    # tap-verbs.txt
    lines = []
    for heading, pairs in TAP_VERBS:
        lines.append(f"# {heading}")
        lines += [f"{form}\t{fix}" for form, fix in pairs]
    curated_list(en / "tap-verbs.txt",
                 "Pointer words in alerts on touch platforms: form<TAB>touch-platform form (on macOS, the reverse).",
                 "HIG-RULES.md tap_verb; title-case-rules.md §4 (Apple Style Guide tap, touch and hold, click)",
                 lines, ["Matched as whole words, case-insensitively; the fix keeps the original's capitalization."]
                 + TAP_VERBS_CHOOSE)

    # subjects.txt
    lines = []
    for heading, kind, words in SUBJECTS:
        lines.append(f"# {heading}")
        lines += [f"{word}\t{kind}" for word in words]
    curated_list(en / "subjects.txt",
                 "Words that start the subject of a clause: word<TAB>pronoun|determiner|both.",
                 "HIG-RULES.md title_sentence_punctuation / sentence_case (complete sentence vs fragment)", lines,
                 ["pronoun: the subject itself; determiner: begins a noun phrase that is the subject; both: either.",
                  "Proper nouns and placeholders (“Safari can’t open…”, “%@ will be deleted”) are subjects too; "
                  "the rule recognizes those by shape."])

    # finite-verbs.txt
    pairs = FINITE_AUXILIARIES + MODALS + with_curly(
        [pair for pair in NEGATIVE_CONTRACTIONS if pair[0] != "let's"]) + [("cannot", "can")] + with_curly(
        SUBJECT_CONTRACTIONS)
    curated_list(en / "finite-verbs.txt",
                 "Finite auxiliaries that mark a clause (subject + finite verb = a complete sentence): form<TAB>lemma.",
                 "HIG-RULES.md title_sentence_punctuation (“This can't be reverted” is a complete sentence)",
                 [f"{form}\t{lemma}" for form, lemma in pairs],
                 ["Subject contractions (You’re, It’s, There’s) are a clause by themselves; ’d is would or had.",
                  "Main-verb past forms are deliberately absent: Apple's “Download Failed” is a fragment in title "
                  "style, not a sentence."])

    # Further lists read by CopyRules' Lexicon
    curated_list(en / "title-lowercase.txt", "Words title style keeps lower-case whatever their part of speech "
                 "(unless first or last).", catalogue, [f"# {reason}\n{word}" for word, reason in TITLE_LOWERCASE])
    lines = []
    for heading, words in LOWERCASE_COMPOUNDS:
        lines.append(f"# {heading}")
        lines += words
    curated_list(en / "lowercase-compounds.txt", "Hyphenated compounds whose later part stays lower-case in title "
                 "style.", catalogue, lines)
    lines = []
    for heading, words in CAPITALIZED_WORDS:
        lines.append(f"# {heading}")
        lines += words
    curated_list(en / "capitalized-words.txt", "Words capitalized in any sentence (sentence_case keeps their "
                 "capital).", "HIG-RULES.md sentence style (“the rest lowercase except proper nouns, the adjectives "
                 "derived from them, terms in the dictionaries and I”)", lines)
    curated_list(en / "question-words.txt", "Words that open a question (what, why, how, …), with ' and ’ "
                 "contractions.", "HIG-RULES.md question_mark (an alert title that is a question)", QUESTION_WORDS)
    lines = []
    for heading, words in BUTTON_OPENERS:
        lines.append(f"# {heading}")
        lines += words
    curated_list(en / "button-openers.txt", "Words that may open a button title before its verb (button_verb "
                 "looks at the word after them).", "HIG-RULES.md button_verb; Apple's own button titles", lines)

    # non-action-verbs.txt
    lines = []
    for heading, words in NON_ACTION_VERBS:
        lines.append(f"# {heading}")
        lines += words
    curated_list(en / "non-action-verbs.txt",
                 "Verbs in an alert title that do not name the action a button performs (yes_no_button's fix-it "
                 "skips them: “Do you want to delete this photo?” → Delete).",
                 "yes_no_button (HIG-RULES.md: Yes → the title's verb); base forms only", lines)


if __name__ == "__main__":
    main()
