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
        // Over the bytes in place: every delimiter is ASCII, so the names between them are whole characters.
        // (A walk over the comment's scalars was a visible cost, paid for every entry of every project.)
        var comment = comment
        return comment.withUTF8 { bytes -> (String, String)? in
            var index = 0
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "C") else { return nil }  // most comments stop here
            for byte in "Class = \"".utf8 {
                guard index < bytes.count, bytes[index] == byte else { return nil }
                index += 1
            }
            let classStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            guard index > classStart, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: ";"), bytes[index + 2] == UInt8(ascii: " ") else { return nil }
            let className = String(decoding: bytes[classStart..<index], as: UTF8.self)
            index += 3
            let propertyStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "[") { index += 1 }
            guard index < bytes.count, index > propertyStart else { return nil }
            return (className, String(decoding: bytes[propertyStart..<index], as: UTF8.self))
        }
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
