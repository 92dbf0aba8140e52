import CByteScan
import CopyFormats

/// Writes JSON text by hand, keys in the order given, so output is stable and fast to produce.
/// It appends UTF-8 bytes to one growing buffer that the nested value closures share (a class, so
/// nothing is copied on the way through them); `output` decodes it once at the end.
final class JSONWriter {
    private var bytes = ByteBuffer(capacity: 1 << 16)

    init() {}

    /// The JSON text written so far.
    var output: String { bytes.withBytes { String(decoding: $0, as: UTF8.self) } }

    func raw(_ text: String) {
        bytes.append(utf8: text)
    }

    func string(_ value: String) {
        // One exclusive access to the buffer per string (each `bytes.append` on a class property is checked).
        Self.appendString(value, to: &bytes)
    }

    /// A string in quotes into a buffer.
    static func appendString(_ value: String, to bytes: inout ByteBuffer) {
        UTF8Bytes.withBytes(of: value) { appendQuoted($0, to: &bytes) }
    }

    /// The string in quotes with JSON escapes, plus the line separators other tools split JSON Lines on
    /// (U+0085, U+2028, U+2029). Runs that need no escape are copied whole: most text has none.
    static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout ByteBuffer) {
        bytes.append(0x22)
        guard let base = utf8.baseAddress else {
            bytes.append(0x22)
            return
        }
        // A string shorter than a block (a locale, a rule, a short label) is tested as one block, padded with plain bytes.
        if utf8.count < blockSize {
            var block = SIMD16<UInt8>(repeating: 0x41)
            let plain = withUnsafeMutableBytes(of: &block) { block in
                block.baseAddress!.copyMemory(from: base, byteCount: utf8.count)
                return copylint_json_escape_candidate(block.baseAddress!, 0) == blockSize
            }
            if plain {
                bytes.append(utf8)
                bytes.append(0x22)
                return
            }
        }
        var runStart = 0
        var index = 0
        while index < utf8.count {
            if utf8.count >= blockSize {
                // A block at a time to the next byte that can start an escape: JSON reports are mostly plain
                // text. The last few are tested as the string's last block, from where this one left off.
                let block = min(index, utf8.count - blockSize)
                let candidate = Int(copylint_json_escape_candidate(base + block, Int32(index - block)))
                if candidate == blockSize {
                    index = block + blockSize
                    continue
                }
                index = block + candidate
            }
            let byte = utf8[index]
            // Only these bytes can start something to escape.
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xC2 || byte == 0xE2 else {
                index += 1
                continue
            }
            var length = 1
            var separator: UInt32 = 0
            if byte == 0xC2 {
                guard index + 1 < utf8.count, utf8[index + 1] == 0x85 else {
                    index = pastContinuationBytes(utf8, index + 1)
                    continue
                }
                separator = 0x85
                length = 2
            } else if byte == 0xE2 {
                guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 else {
                    // A curly quote, an ellipsis: the rest of its character needs nothing.
                    index = pastContinuationBytes(utf8, index + 1)
                    continue
                }
                separator = utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029
                length = 3
            }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch byte {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)
            case 0x09: bytes.append(0x5C); bytes.append(0x74)
            case 0xC2, 0xE2: appendUnicodeEscape(separator, to: &bytes)
            default: appendUnicodeEscape(UInt32(byte), to: &bytes)
            }
            index += length
            runStart = index
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        bytes.append(0x22)
    }

    /// The first index from `index` that is not a UTF-8 continuation byte (at most two are passed; none is ever escaped).
    private static func pastContinuationBytes(_ utf8: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        var index = index
        for _ in 0..<2 where index < utf8.count && utf8[index] & 0xC0 == 0x80 { index += 1 }
        return index
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

    /// Bytes tested at once for anything to escape (vector compares, in C: see CByteScan).
    private static let blockSize = 16

    /// `\uXXXX`, lowercase hex.
    private static func appendUnicodeEscape(_ value: UInt32, to bytes: inout ByteBuffer) {
        bytes.append(0x5C)
        bytes.append(0x75)
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)  // 0-9, then a-f
        }
    }
}
