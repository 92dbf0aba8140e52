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
        let scalars = Array(key.unicodeScalars)
        guard scalars.count > 11, scalars[3] == "-", scalars[6] == "-", scalars[10] == "." else { return nil }
        for index in [0, 1, 2, 4, 5, 7, 8, 9] where !isAlphanumeric(scalars[index]) { return nil }
        var property = String.UnicodeScalarView()
        for scalar in scalars[11...] {
            if scalar == "[" { break }
            property.append(scalar)
        }
        return property.isEmpty ? nil : String(property)
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }
}
