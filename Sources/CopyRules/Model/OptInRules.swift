/// The rules that are off unless a configuration turns them on (`opt_in_rules`), each with the reason.
///
/// Each was measured on six real apps by judging its findings against the apps' own code (`Evaluation/`): fewer
/// than four in five of its findings were right, most often because a translation follows its source on purpose, a
/// role was guessed from a key, or the space the rule worries about wraps. A rule leaves this table when its
/// measured precision on a fresh sample reaches 0.80.
///
/// Rules that were right where the role is certain, and wrong mostly on guessed roles, run by default with
/// `neededConfidence: .certain` instead of waiting here (roles from the app's code, read unless `--no-sources`;
/// Interface Builder, the configuration; measured with `Evaluation/sample.py --sources --certain-role`): `title_case`
/// (25 of 29 judged findings on certain roles right over two samples, 4 of 11 on likely ones) and `yes_no_button`
/// (5 of 5, with translations of a source's Yes left to the source).
public enum OptInRules {
    public static let reasons: [String: String] = [
        "action_sheet_cancel": "SwiftUI dialogs and watchOS sheets add their own Cancel, and a shared Cancel string "
            + "joins one group only, so sheets with a Cancel look cancel-less (0 of 16 right)",
        "alert_button_count": "alerts grouped by key prefix count unrelated keys as buttons (0 of 18 findings right)",
        "button_length": "ordinary translations and settings rows are longer than three words (1 of 4 right)",
        "button_terminal_punctuation": "brand-voice exclamations and help links worded as questions (12 of 16 right "
            + "on certain roles)",
        "cancel_label": "OK buttons that only acknowledge an informational alert, spelling variants of Apple's "
            + "Cancel (13 of 19 right on certain roles)",
        "button_verb": "nouns that name actions in toolbars and pickers (1 of 23 right before roles had a confidence)",
        "extra_translation": "keys whose source lives in code as SwiftUI literals (4 of 17 right)",
        "judgmental_tone": "ordinary instructions read as blame (0 of 8 right)",
        "length_expansion": "titles, alerts and rows wrap; only a few fixed-width places overflow (2 of 15 right)",
        "menu_article": "sentences whose comment mentions a menu (0 of 4 right)",
        "message_length": "long but deliberate onboarding and permission texts (1 of 4 right)",
        "personal_pronoun": "Apple's own alerts address the reader; translations follow their source (1 of 43)",
        "punctuation_mismatch": "titles translated as questions, hidden variation selectors (8 of 15 right)",
        "sentence_case": "sources lower-cased on purpose, feature names, short titles read as sentences (10 of 20 "
            + "right on certain roles)",
        "single_word_title": "one-word titles that are not alert titles, or that name the row just tapped (2 of 6 "
            + "right on certain roles)",
        "title_length": "long titles that are not alert titles, and alert titles that wrap (0 of 2 right)",
        "title_terminal_punctuation": "titles read as fragments that are sentences (0 of 2 right)",
        "untranslated": "brand and feature names kept in English on purpose (24 of 45 right)",
        "whitespace": "edge spaces that join pieces in code (11 of 15 right)",
        "whitespace_mismatch": "line breaks in unused or reflowed text, spaces joined in code (9 of 15 right)",
    ]
}

extension RuleDescription {
    /// Why the rule is off by default, when it is (`OptInRules`).
    public var optInReason: String? { OptInRules.reasons[identifier] }
}
