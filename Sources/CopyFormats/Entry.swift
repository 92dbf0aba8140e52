/// One localised string read from a file: its key, decoded text and what is known about it.
public struct Entry: Sendable {
    // (The flags come last, together: spread between the strings, each took a word of padding, 16 bytes of an
    // entry's 152, and a large file holds hundreds of thousands of entries.)
    /// The `.strings` key; for stringsdict and catalog variations a path such as `photos/items/one`; for XLIFF the trans-unit id.
    public var key: String
    /// The decoded value, escapes resolved.
    public var text: String
    /// The translator comment, if any.
    public var comment: String?
    /// The locale (`en`, `pt-BR`, `Base`, …), or "" when unknown.
    public var locale: String
    /// The table name, such as `Localizable`.
    public var table: String
    /// For a translation, the source text it translates, when the file says.
    public var sourceText: String?
    /// The string catalog unit state or XLIFF target state.
    public var state: String?
    /// Where the first character of the value is in the file.
    public var position: SourcePosition
    /// Whether this is source-language text rather than a translation.
    public var isSource: Bool
    /// Whether a string catalog marks the key `extractionState: stale`.
    public var isStale: Bool
    /// False when a string catalog marks the key `shouldTranslate: false`.
    public var shouldTranslate: Bool
    /// Whether `LocalizationFile.applying(_:)` can rewrite this value byte-exactly.
    public var isEditable: Bool

    public init(
        key: String,
        text: String,
        comment: String? = nil,
        locale: String = "",
        isSource: Bool = false,
        table: String = "",
        sourceText: String? = nil,
        state: String? = nil,
        isStale: Bool = false,
        shouldTranslate: Bool = true,
        position: SourcePosition = SourcePosition(line: 1, column: 1),
        isEditable: Bool = true
    ) {
        self.key = key
        self.text = text
        self.comment = comment
        self.locale = locale
        self.isSource = isSource
        self.table = table
        self.sourceText = sourceText
        self.state = state
        self.isStale = isStale
        self.shouldTranslate = shouldTranslate
        self.position = position
        self.isEditable = isEditable
    }
}
