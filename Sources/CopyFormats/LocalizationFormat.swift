/// The kinds of Apple localisation file copylint reads.
public enum LocalizationFormat: String, Sendable {
    /// A text `.strings` file (`"key" = "value";`).
    case strings
    /// A `.strings` file that is a property list (XML or binary) rather than text.
    case stringsPlist
    case stringsdict
    case xcstrings
    case xliff
}
