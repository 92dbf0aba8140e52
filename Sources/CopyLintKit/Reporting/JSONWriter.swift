/// Writes JSON text by hand, keys in the order given, so output is stable and fast to produce.
/// A class: the nested closures that write values all append to one buffer, which a struct passed
/// `inout` through them would copy on every append (quadratic on large reports).
final class JSONWriter {
    private(set) var output = ""

    init() {}

    func raw(_ text: String) { output += text }

    func string(_ value: String) {
        output += "\""
        // Most strings need no escaping: append them whole, and otherwise append the runs between escapes.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0xC2 && $0 != 0xE2 }) {
            output += value
        } else {
            let scalars = value.unicodeScalars
            var runStart = scalars.startIndex
            var index = runStart
            while index < scalars.endIndex {
                if let escaped = Self.escape(scalars[index]) {
                    output.unicodeScalars.append(contentsOf: scalars[runStart..<index])
                    output += escaped
                    runStart = scalars.index(after: index)
                }
                index = scalars.index(after: index)
            }
            output.unicodeScalars.append(contentsOf: scalars[runStart..<index])
        }
        output += "\""
    }

    /// The JSON escape for a scalar, nil when it is written as itself. Line separators other tools split
    /// JSON Lines on (U+0085, U+2028, U+2029) are escaped too.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }

    func optionalString(_ value: String?) {
        if let value { string(value) } else { output += "null" }
    }

    /// Writes `{"k": v, …}` where each closure writes its value.
    func object(_ fields: [(String, (JSONWriter) -> Void)]) {
        output += "{"
        for (index, field) in fields.enumerated() {
            if index > 0 { output += "," }
            string(field.0)
            output += ":"
            field.1(self)
        }
        output += "}"
    }

    func array<T>(_ items: [T], _ write: (JSONWriter, T) -> Void) {
        output += "["
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            write(self, item)
        }
        output += "]"
    }
}
