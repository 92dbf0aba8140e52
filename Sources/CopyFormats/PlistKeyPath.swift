/// The keys property list readers give their entries: dictionary keys and array indices joined by `/`.
enum PlistKeyPath {
    static func appending(_ component: String, to path: String) -> String {
        path.isEmpty ? component : path + "/" + component
    }

    /// Whether a stringsdict string describes a plural rule (its type and number format) rather than holding text.
    static func isRuleDescription(_ path: String) -> Bool {
        path.hasSuffix("/NSStringFormatSpecTypeKey") || path.hasSuffix("/NSStringFormatValueTypeKey")
    }
}
