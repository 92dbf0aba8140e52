import CopyText

/// An alert message longer than two lines or than three sentences.
package struct MessageLengthRule: StringRule {
    public init() {}

    /// The default limits: display columns (`message_length`) and sentences (`message_sentences`).
    public static let limit = RuleParameter(name: "message_length", defaultValue: 160, documentation: "the most display columns in an alert message")
    public static let sentences = RuleParameter(name: "message_sentences", defaultValue: 3, documentation: "the most sentences in an alert message")

    public static let description = RuleDescription(
        identifier: "message_length",
        name: "Alert message length",
        description: "Keep an alert message short enough to read without scrolling: about two lines. Fires above 160 display columns (`message_length`) or more than three sentences (`message_sentences`).",
        guideline: "002 (alert messages: short enough to fit on one or two lines), 003",
        area: .alertText,
        severity: .info,
        roles: [.alertMessage],
        isFixable: false,
        parameters: [limit, sentences],
        translations: .sourceOnly,
        nonTriggeringExamples: [
            Example("This photo will be deleted from all your devices.", role: .alertMessage),
            Example("The server has rejected your credentials. Sign in again to continue.", role: .alertMessage),
            Example("One. Two. Three.", role: .alertMessage),
            Example("Eins. Zwei. Drei. Vier.", role: .alertMessage, locale: "de", source: "One, two, three. Four."),
            // The source is judged; its translations follow it.
            Example("Eins. Zwei. Drei. Vier.", role: .alertMessage, locale: "de", source: "One. Two. Three. Four."),
        ],
        triggeringExamples: [
            Example("↓This photo will be deleted from iCloud Photos on all your devices, including your iPhone, iPad and Mac, and it can't be recovered once the 30 days in Recently Deleted have passed.", role: .alertMessage),
            Example("↓One. Two. Three. Four.", role: .alertMessage),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let limit = subject.options.value(of: Self.limit)
        let sentenceLimit = subject.options.value(of: Self.sentences)
        let range = subject.text.trimmedRange
        if let width = subject.text.columns(range, exceeding: limit) {
            return [diagnostic("The message takes \(width) columns; keep it to about two lines (\(limit)).", at: range)]
        }
        let sentences = subject.text.wordSentenceCount
        if sentences > sentenceLimit {
            return [diagnostic("The message has \(sentences) sentences; keep it to \(sentenceLimit) or fewer.", at: range)]
        }
        return []
    }
}
