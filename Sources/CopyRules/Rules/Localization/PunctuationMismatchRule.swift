import CopyText

/// A translation that ends differently from its source: a question that is no longer one, a lost ellipsis.
package struct PunctuationMismatchRule: TranslationRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "punctuation_mismatch",
        name: "Terminal punctuation mismatch",
        description: "A translation should end with the same kind of mark as its source — question, ellipsis, colon, full stop or none — written the locale's way (? ？ ; ؟, … ⋯, . 。). Locales without a full stop (Thai) are not asked for one.",
        guideline: "HIG-RULES Across localisations; locale-punctuation.tsv",
        area: .localization,
        severity: .warning,
        roles: Role.all,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Dieses Foto löschen?", locale: "de", source: "Delete this photo?"),
            Example("この写真を削除しますか?", locale: "ja", source: "Delete this photo?"),
            Example("删除这张照片？", locale: "zh-Hans", source: "Delete this photo?"),
            Example("Διαγραφή φωτογραφίας;", locale: "el", source: "Delete this photo?"),
            Example("هل تريد حذف الصورة؟", locale: "ar", source: "Delete this photo?"),
            Example("Umbenennen\u{00A0}…", locale: "de", source: "Rename…"),
            Example("取代⋯", locale: "zh-Hant", source: "Replace…"),
            Example("写真が削除されました。", locale: "ja", source: "The photo was deleted."),
            Example("ลบรูปภาพแล้ว", locale: "th", source: "The photo was deleted."),
            // Burmese and Armenian write their own full stops; a variation selector left after a stop hides nothing.
            Example("ဓာတ်ပုံကို ဖျက်လိုက်ပါပြီ။", locale: "my", source: "The photo was deleted."),
            Example("Լուսանկարը ջնջվեց։", locale: "hy", source: "The photo was deleted."),
            Example("Das Foto wurde gelöscht.\u{FE0F}", locale: "de", source: "The photo was deleted."),
            Example("Super !", locale: "fr", source: "Great."),
            Example("Sie haben ein falsches Passwort eingegeben.", locale: "de", source: "The password is incorrect"),
            // A question rendered as a request; Persian and Arabic ask with their own mark.
            Example("設定で位置情報サービスをオンにしてください。", locale: "ja", source: "Would you like to turn on Location Services in Settings?"),
            Example("请在设置中打开定位服务。", locale: "zh-Hans", source: "Would you like to turn on Location Services in Settings?"),
            Example("آیا می‌خواهید این عکس را حذف کنید؟", locale: "fa", source: "Delete this photo?"),
        ],
        triggeringExamples: [
            Example("Dieses Foto löschen↓.", locale: "de", source: "Delete this photo?"),
            Example("Umbenennen↓", locale: "de", source: "Rename…"),
            Example("Das Foto wurde gelöscht↓", locale: "de", source: "The photo was deleted."),
            Example("Foto gelöscht↓?", locale: "de", source: "Photo Deleted"),
            Example("Supprimer cette photo↓.", locale: "fr", source: "Delete this photo?"),
        ],
        corrections: [
            Example("Dieses Foto löschen.", locale: "de", corrected: "Dieses Foto löschen?", source: "Delete this photo?"),
            Example("Dieses Foto löschen", locale: "de", corrected: "Dieses Foto löschen?", source: "Delete this photo?"),
            Example("删除这张照片", locale: "zh-Hans", corrected: "删除这张照片？", source: "Delete this photo?"),
            Example("Eliminar esta foto", locale: "es", corrected: "¿Eliminar esta foto?", source: "Delete this photo?"),
            Example("Umbenennen", locale: "de", corrected: "Umbenennen\u{00A0}…", source: "Rename…"),
            Example("Renommer", locale: "fr", corrected: "Renommer…", source: "Rename…"),
            Example("Das Foto wurde gelöscht", locale: "de", corrected: "Das Foto wurde gelöscht.", source: "The photo was deleted."),
        ]
    )

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        let want = source.text.terminal
        let have = translation.text.terminal
        guard want != have, !translation.text.words.isEmpty else { return [] }
        let locale = translation.locale
        // Exclamation marks come and go in translation, and a translator may end a sentence the source
        // left open; a full stop is only asked of locales that write one.
        let lenient: Set<TerminalPunctuation> = [.fullStop, .exclamation]
        if lenient.contains(want) && lenient.contains(have) { return [] }
        if want == .none && have == .fullStop { return [] }
        // Japanese and Chinese render many English questions as requests, sentences of their own that end with a
        // full stop ("…してください。", "请…。"): no "?" needed.
        if want == .question, have == .fullStop, locale.property("question_as_request") == "yes" { return [] }
        if want == .fullStop || have == .fullStop, locale.property("full_stop") == nil, locale.properties["full_stop"] != nil { return [] }
        let message = "The source ends with \(name(want)), the translation with \(name(have))."
        let end = translation.text.trimmedRange.upperBound
        let markIndex = translation.text.terminalIndex ?? end
        let hasMark = have != .none
        let range = hasMark ? markIndex..<(markIndex + 1) : end..<end
        guard let mark = mark(for: want, locale), have == .none || have == .fullStop else {
            return [diagnostic(message, at: range)]
        }
        let replaceRange = hasMark ? markIndex..<(markIndex + 1) : end..<end
        var fixIts = [FixIt(range: replaceRange, replacement: mark)]
        // A question in a locale that opens one ("¿" in Spanish) gets its opening mark in the same fix: added a
        // run later, by `question_mark`, one `--fix` left the string half fixed.
        if want == .question, let opening = openingToInsert(translation.text, locale) { fixIts.insert(opening, at: 0) }
        return [diagnostic(message, at: range, fixIts: fixIts)]
    }

    /// The locale's opening question mark, before the first word of the last sentence, when that sentence has none.
    private func openingToInsert(_ text: AnalyzedText, _ locale: LocaleData) -> FixIt? {
        guard let opening = locale.questionOpening, let sentence = text.sentences.last,
              !text.scalars[sentence].contains(where: { opening.unicodeScalars.contains($0) }),
              let first = text.tokens.first(where: { $0.isContent && sentence.contains($0.range.lowerBound) }) else { return nil }
        return FixIt(range: first.range.lowerBound..<first.range.lowerBound, replacement: opening)
    }

    /// The locale's own mark for a kind, with its spacing; nil where no single mark is right.
    private func mark(for kind: TerminalPunctuation, _ locale: LocaleData) -> String? {
        switch kind {
        case .question: return (locale.property("space_before_question") ?? "") + (locale.questionMarks.first ?? "?")
        case .ellipsis: return locale.spaceBeforeEllipsis + locale.ellipsis
        case .fullStop: return locale.fullStop
        default: return nil
        }
    }

    private func name(_ kind: TerminalPunctuation) -> String {
        switch kind {
        case .none: return "no mark"
        case .fullStop: return "a full stop"
        case .question: return "a question mark"
        case .exclamation: return "an exclamation mark"
        case .ellipsis: return "an ellipsis"
        case .colon: return "a colon"
        case .semicolon: return "a semicolon"
        }
    }
}
