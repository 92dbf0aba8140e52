import CopyText

/// The punctuation conventions of `locale.txt` as the punctuation rules need them, where an
/// empty value means "none" (Thai expects no full stop, English no space before "?").
extension LocaleData {
    // `sentenceFullStop`, the full stop a sentence should end with (nil: none), is read once, in `LocaleData`.

    /// The mark that opens a question (Spanish "¿"), if the locale has one.
    package var questionOpening: String? { property("question_opening") }

    /// The space the locale puts before a question mark (French no-break space), if any.
    package var spaceBeforeQuestion: String? { property("space_before_question") }

    /// Whether a scalar is one of the locale's accepted question marks.
    package func acceptsQuestionMark(_ scalar: Unicode.Scalar) -> Bool {
        questionMarks.contains { $0.unicodeScalars.count == 1 && $0.unicodeScalars.first == scalar }
    }
}
