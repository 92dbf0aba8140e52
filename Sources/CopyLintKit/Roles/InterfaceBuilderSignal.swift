import CopyRules

/// The role an Interface Builder string plays, from the class and property its comment names
/// (`Class = "UIButton"; normalTitle = "Share Feedback"; ObjectID = "7zN-Xh-yYi";`), or, without such a
/// comment, from the property in an IB key (`7zN-Xh-yYi.normalTitle`). The table is `roles/ib-classes.txt`.
struct InterfaceBuilderSignal: Sendable {
    /// "Class\tproperty" → role; the class is "*" for rows that match any class.
    private let roles: [String: Role]

    init(rows: [[String]]) {
        var roles: [String: Role] = [:]
        for row in rows where row.count >= 3 {
            guard let role = Role(rawValue: row[2]) else { continue }
            let key = row[0] + "\t" + row[1]
            if roles[key] == nil { roles[key] = role }
        }
        self.roles = roles
    }

    /// The role IB gives, nil when the entry is not an IB string or IB's class and property are not in the table.
    func role(comment: String?, key: String) -> Role? {
        if let comment, let (className, property) = Self.parseComment(comment) {
            return roles[className + "\t" + property] ?? roles["*\t" + property]
        }
        if let property = Self.propertyFromObjectIDKey(key) {
            return roles["*\t" + property]
        }
        return nil
    }

    /// Whether a comment is Interface Builder's, so that it is not read as a translator's.
    static func isInterfaceBuilderComment(_ comment: String) -> Bool {
        parseComment(comment) != nil
    }

    /// The class and property of `Class = "X"; property = …`; a property's index (`segmentTitles[0]`) is dropped.
    static func parseComment(_ comment: String) -> (String, String)? {
        // Most comments are not Interface Builder's: ruled out on their first byte, before any scalar view.
        guard comment.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 }) == UInt8(ascii: "C") else { return nil }
        var scalars = Substring(comment).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\n" || first == "\t" { scalars.removeFirst() }
        let prefix = "Class = \"".unicodeScalars
        guard scalars.starts(with: prefix) else { return nil }
        scalars = scalars.dropFirst(prefix.count)
        guard let quote = scalars.firstIndex(of: "\"") else { return nil }
        let className = String(String.UnicodeScalarView(scalars[..<quote]))
        scalars = scalars[scalars.index(after: quote)...]
        let separator = "; ".unicodeScalars
        guard !className.isEmpty, scalars.starts(with: separator) else { return nil }
        scalars = scalars.dropFirst(separator.count)
        guard let end = scalars.firstIndex(where: { $0 == " " || $0 == "=" || $0 == "[" }) else { return nil }
        let property = String(String.UnicodeScalarView(scalars[..<end]))
        return property.isEmpty ? nil : (className, property)
    }

    /// The property of an IB object-ID key such as `7zN-Xh-yYi.normalTitle` (three, two and three letters or digits).
    static func propertyFromObjectIDKey(_ key: String) -> String? {
        let bytes = key.utf8
        var index = bytes.startIndex
        for position in 0..<11 {
            guard index < bytes.endIndex else { return nil }
            let byte = bytes[index]
            switch position {
            case 3, 6: if byte != UInt8(ascii: "-") { return nil }
            case 10: if byte != UInt8(ascii: ".") { return nil }
            default: if !isAlphanumeric(byte) { return nil }
            }
            index = bytes.index(after: index)
        }
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "[")) ?? bytes.endIndex
        return index < end ? String(key[index..<end]) : nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
