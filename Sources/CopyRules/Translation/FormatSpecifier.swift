import CopyText

/// A printf-style format specifier or variable, reduced to what must agree between a source and
/// its translation: the argument it consumes and the type it reads that argument as.
public struct FormatSpecifier: Sendable, Equatable {
    /// The argument position: explicit (`%2$@`) or implicit (counted left to right).
    public var position: Int
    /// Whether the position was written explicitly.
    public var isPositional: Bool
    /// What the argument is read as: `@` object, `lld` 64-bit integer, `f` double, … (flags, width, precision dropped).
    public var type: String
    /// The specifier as written, for messages.
    public var text: String
    public var range: Range<Int>

    /// The specifiers of an analysed string, in order; `%%` consumes no argument and is skipped.
    public static func all(in text: AnalyzedText) -> [FormatSpecifier] {
        // Every specifier starts with "%", which most strings lack: no need to look for spans.
        guard text.contains(byte: 0x25) else { return [] }
        var result: [FormatSpecifier] = []
        var implicit = 0
        let scalars = text.scalars
        // The placeholders are opaque spans, which need no segmenting (see `AnalyzedText.forEachOpaqueSpan`):
        // strings of no role are checked for placeholders and rarely for anything that reads words.
        text.forEachOpaqueSpan { range, kind in
            guard kind == .placeholder, scalars[range.lowerBound] == "%", !(range.count == 2 && scalars[range.lowerBound + 1] == "%") else { return }
            // What follows the "%", read in the analysed text's scalars (a span's range is its text there):
            // copying each specifier's scalars out was most of this rule's cost on a project.
            let body = scalars[(range.lowerBound + 1)..<range.upperBound]
            if body.first == "#" {
                // %#@name@: a plural variable. Its name is the translation's own (each locale's stringsdict or
                // catalog defines its variables), so only the argument it reads is compared.
                implicit += 1
                result.append(FormatSpecifier(position: implicit, isPositional: false, type: "%#@", text: text.text(range), range: range))
                return
            }
            var rest = body
            var position: Int?
            if let dollar = body.firstIndex(of: "$"), let number = decimal(body[..<dollar]) {
                position = number
                rest = body[(dollar + 1)...]
            }
            if position == nil { implicit += 1 }
            let type = rest.first == "#" ? "%#@" : canonicalType(rest)  // %1$#@name@: a numbered plural variable
            result.append(FormatSpecifier(position: position ?? implicit, isPositional: position != nil, type: type, text: text.text(range), range: range))
        }
        return result
    }

    /// The scalars read as `Int(String)` reads them (a sign, then digits; nil when empty or out of range),
    /// without building the String: that was most of the cost of a numbered specifier.
    static func decimal(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        var digits = scalars
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for scalar in digits {
            guard ("0"..."9").contains(scalar) else { return nil }
            let digit = Int(scalar.value - 0x30)
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
        }
        return value
    }

    /// Length modifier and conversion, with equivalent spellings merged (`%i` = `%d`, `%ld` = `%d` on 64-bit Apple platforms is not merged: it is a real type difference).
    private static func canonicalType(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        // An ASCII specifier (every one Apple documents) is made from its kept bytes at once, not from a scalar
        // view grown a scalar at a time and joined to the merged conversion, which was costly per specifier.
        if scalars.count <= 16, scalars.allSatisfy(\.isASCII) { return asciiCanonicalType(scalars) }
        var type = String.UnicodeScalarView()
        for scalar in scalars where !isFlagWidthOrPrecision(scalar) { type.append(scalar) }
        guard let last = type.last, let merged = mergedConversion(last) else { return String(type) }
        type.removeLast()
        return String(type) + merged
    }

    /// `canonicalType` of at most 16 ASCII scalars.
    private static func asciiCanonicalType(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        // One byte more than the scalars: a merged conversion is at most two ("D" is "ld").
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count + 1)
        for scalar in scalars where !isFlagWidthOrPrecision(scalar) { bytes.append(UInt8(truncatingIfNeeded: scalar.value)) }
        if let last = bytes.last, let merged = mergedConversion(Unicode.Scalar(last)) {
            bytes.removeLast()
            bytes += merged.utf8
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Flags, width and precision: what a specifier's type leaves out.
    private static func isFlagWidthOrPrecision(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "+", " ", "#", "0"..."9", "'", ".", "*": return true
        default: return false
        }
    }

    /// The spelling a conversion (a specifier's last scalar) is merged into, if it has an equivalent one.
    private static func mergedConversion(_ conversion: Unicode.Scalar) -> String? {
        switch conversion {
        case "i": return "d"
        case "F", "E", "e", "G", "g", "a", "A": return "f"
        case "X": return "x"
        case "D": return "ld"
        case "U": return "lu"
        case "O": return "lo"
        default: return nil
        }
    }
}
