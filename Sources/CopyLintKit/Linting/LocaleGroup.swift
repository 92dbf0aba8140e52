import CopyLowLevel

/// An alert or action sheet of one locale: its strings share a group and a locale (a group's translations are
/// another locale's alert). What the group rules check together, and what `--fix` checks again together.
/// Hashed and compared by bytes, as keys are (`ByteKey`), the hash made once: a large file's table of groups hashed
/// every group's two strings again each time it grew.
struct LocaleGroup: Hashable {
    let locale: String
    let group: String
    private let hash: UInt64

    init(locale: String, group: String) {
        self.locale = locale
        self.group = group
        hash = ByteHash.of(group) &* 0x9E37_79B9_7F4A_7C15 ^ ByteHash.of(locale)
    }

    static func == (a: LocaleGroup, b: LocaleGroup) -> Bool {
        a.hash == b.hash && sameBytes(a.group, b.group) && sameBytes(a.locale, b.locale)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    func _rawHashValue(seed: Int) -> Int {
        ByteHash.mixed(hash, seed: seed)
    }
}

extension LintedEntry {
    /// The alert or action sheet of the entry's locale it belongs to; nil for an entry in none.
    var localeGroup: LocaleGroup? {
        assignment.group.map { LocaleGroup(locale: locale, group: $0) }
    }
}
