/// Writes JSON text by hand, keys in the order given, so output is stable and fast to produce.
struct JSONWriter {
    private(set) var output = ""

    mutating func raw(_ text: String) { output += text }

    mutating func string(_ value: String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            // Line separators other tools split JSON Lines on (U+0085, U+2028, U+2029) are escaped too.
            case _ where scalar.value < 0x20 || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { output += "null" }
    }

    /// Writes `{"k": v, …}` where each closure writes its value.
    mutating func object(_ fields: [(String, (inout JSONWriter) -> Void)]) {
        output += "{"
        for (index, field) in fields.enumerated() {
            if index > 0 { output += "," }
            string(field.0)
            output += ":"
            field.1(&self)
        }
        output += "}"
    }

    mutating func array<T>(_ items: [T], _ write: (inout JSONWriter, T) -> Void) {
        output += "["
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            write(&self, item)
        }
        output += "]"
    }
}
