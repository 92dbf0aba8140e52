/// A key's text as the app's code gives it where it defines the key (`NSLocalizedString("k", value: "Save",
/// comment: …)`, `String(localized: "k", defaultValue: "Save")`): what the app shows when a table lacks the key,
/// and the source a translation renders when the development language has no table of its own.
struct CodeDefaultValue: Sendable, Codable, Hashable {
    var key: LocalizedKey
    var text: String
}
