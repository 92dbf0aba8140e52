/// Writes JSON text by hand, keys in the order given, so output is stable and fast to produce.
/// It appends UTF-8 bytes to one growing buffer that the nested value closures share (a class, so
/// nothing is copied on the way through them); `output` decodes it once at the end.
final class JSONWriter {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    /// The JSON text written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    func string(_ value: String) {
        bytes.append(0x22)
        if let done: Void = value.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) {
            _ = done
        } else {
            Array(value.utf8).withUnsafeBufferPointer { appendEscaped($0) }
        }
        bytes.append(0x22)
    }

    /// JSON string escapes, plus the line separators other tools split JSON Lines on (U+0085, U+2028, U+2029).
    private func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] == 0x85 {
                appendUnicodeEscape(0x85)
                index += 2
                continue
            }
            if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 3
                continue
            }
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
            case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
            case 0..<0x20: appendUnicodeEscape(UInt32(byte))
            default: bytes.append(byte)
            }
            index += 1
        }
    }

    func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// Writes `{"k": v, …}` where each closure writes its value.
    func object(_ fields: [(String, (JSONWriter) -> Void)]) {
        bytes.append(0x7B)
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            string(field.0)
            bytes.append(0x3A)
            field.1(self)
        }
        bytes.append(0x7D)
    }

    func array<T>(_ items: [T], _ write: (JSONWriter, T) -> Void) {
        bytes.append(0x5B)
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            write(self, item)
        }
        bytes.append(0x5D)
    }

    private func appendUnicodeEscape(_ value: UInt32) {
        let hex = String(value, radix: 16)
        bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
