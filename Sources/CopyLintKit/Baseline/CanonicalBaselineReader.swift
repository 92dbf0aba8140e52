import CopyFormats
import CopyLowLevel

/// Reads a baseline file in exactly the form `Baseline.jsonUTF8` writes: one finding a line, the keys in their
/// order, no other spaces. Foundation's `JSONDecoder` is slow on a large baseline, and reads it on one core
/// after the lint: it was a large part of what `--baseline` added to the run.
///
/// Anything else — a file edited by hand, written by another tool, or not valid — is not read here (nil), and
/// `Baseline` gives it to `JSONDecoder`, which reads any layout and words the errors. So this reader accepts only
/// what it is sure of: valid UTF-8, the escapes JSON defines, counts from 1 to `Baseline.maximumCount` written plainly.
enum CanonicalBaselineReader {
    static func counts(in bytes: [UInt8]) -> [Fingerprint: Int]? {
        guard UTF8Bytes.firstInvalidByte(in: bytes.span, from: 0) == nil else { return nil }
        var scanner = Scanner(bytes: bytes)
        guard scanner.take(#"{"version":1,"findings":["#) else { return nil }
        var counts: [Fingerprint: Int] = [:]
        // A finding a line: room for them all at once, where growing the table hashed every fingerprint again
        // at each step.
        counts.reserveCapacity(bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
        if scanner.take("]}\n") { return scanner.atEnd ? counts : nil }
        guard scanner.take("\n") else { return nil }
        while true {
            guard scanner.take(#"{"file":"#), let file = scanner.string(),
                  scanner.take(#","key":"#), let key = scanner.take("null") ? .some(nil) : scanner.string().map(Optional.some),
                  scanner.take(#","locale":"#), let locale = scanner.string(),
                  scanner.take(#","rule":"#), let rule = scanner.string(),
                  scanner.take(#","text":"#), let text = scanner.string(),
                  scanner.take(#","count":"#), let count = scanner.count(),
                  scanner.take("}") else { return nil }
            counts[Fingerprint(file: file, key: key, locale: locale, rule: rule, text: text), default: 0] += count
            if scanner.take(",\n") { continue }
            return scanner.take("\n]}\n") && scanner.atEnd ? counts : nil
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        var atEnd: Bool { offset == bytes.count }

        /// Steps over `literal` when the bytes at the offset are it.
        mutating func take(_ literal: StaticString) -> Bool {
            guard UTF8Bytes.matches(bytes.span, at: offset, literal) else { return false }
            offset += literal.utf8CodeUnitCount
            return true
        }

        /// A count as `Baseline` writes it: digits, no leading zero, from 1 to `Baseline.maximumCount`.
        mutating func count() -> Int? {
            var value = 0
            let start = offset
            while offset < bytes.count, offset - start < 10, (0x30...0x39).contains(bytes[offset]) {
                value = value * 10 + Int(bytes[offset] - 0x30)
                offset += 1
            }
            let digits = offset - start
            guard digits >= 1, digits < 10, bytes[start] != 0x30, value <= Baseline.maximumCount else { return nil }
            return value
        }

        /// A JSON string at the offset. The file's UTF-8 is already checked; nil for what JSON does not allow
        /// (a control character, an unknown escape) and for an escaped surrogate without its pair.
        mutating func string() -> String? {
            guard take("\"") else { return nil }
            let start = offset
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x22:
                    defer { offset += 1 }
                    return String(decoding: bytes[start..<offset], as: UTF8.self)
                case 0x5C:
                    return escapedString(from: start)
                case ..<0x20:
                    return nil
                default:
                    offset += 1
                }
            }
            return nil
        }

        /// The rest of a string that has escapes, from `start` (after its opening quote).
        private mutating func escapedString(from start: Int) -> String? {
            var decoded = Array(bytes[start..<offset])
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case 0x22:
                    return String(decoding: decoded, as: UTF8.self)
                case 0x5C:
                    guard offset < bytes.count else { return nil }
                    let escape = bytes[offset]
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = escapedScalar() else { return nil }
                        UTF8Bytes.append(scalar, to: &decoded)
                    default:
                        return nil
                    }
                case ..<0x20:
                    return nil
                default:
                    decoded.append(byte)
                }
            }
            return nil
        }

        /// The scalar of a `\u` escape (its `\u` read), with the second half of a surrogate pair; nil without it.
        private mutating func escapedScalar() -> UInt32? {
            guard let unit = hexUnit() else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
                guard take("\\u"), let low = hexUnit(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                return nil
            default:
                return unit
            }
        }

        private mutating func hexUnit() -> UInt32? {
            guard bytes.count - offset >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[offset]
                switch byte {
                case 0x30...0x39: value = value << 4 | UInt32(byte - 0x30)
                case 0x41...0x46: value = value << 4 | UInt32(byte - 0x37)
                case 0x61...0x66: value = value << 4 | UInt32(byte - 0x57)
                default: return nil
                }
                offset += 1
            }
            return value
        }
    }
}
