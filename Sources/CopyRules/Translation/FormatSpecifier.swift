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
        var result: [FormatSpecifier] = []
        var implicit = 0
        for token in text.tokens where token.kind == .placeholder && token.text.hasPrefix("%") && token.text != "%%" {
            var scalars = Array(token.text.unicodeScalars.dropFirst())
            if scalars.first == "#" {
                // %#@name@: a plural variable. Its name is the translation's own (each locale's stringsdict or
                // catalog defines its variables), so only the argument it reads is compared.
                implicit += 1
                result.append(FormatSpecifier(position: implicit, isPositional: false, type: "%#@", text: token.text, range: token.range))
                continue
            }
            var position: Int?
            if let dollar = scalars.firstIndex(of: "$"), let number = Int(String(String.UnicodeScalarView(scalars[..<dollar]))) {
                position = number
                scalars = Array(scalars[(dollar + 1)...])
            }
            if position == nil { implicit += 1 }
            let type = scalars.first == "#" ? "%#@" : canonicalType(scalars)  // %1$#@name@: a numbered plural variable
            result.append(FormatSpecifier(position: position ?? implicit, isPositional: position != nil, type: type, text: token.text, range: token.range))
        }
        return result
    }

    /// Length modifier and conversion, with equivalent spellings merged (`%i` = `%d`, `%ld` = `%d` on 64-bit Apple platforms is not merged: it is a real type difference).
    private static func canonicalType(_ scalars: [Unicode.Scalar]) -> String {
        let significant = scalars.filter { !"-+ #0'.*".unicodeScalars.contains($0) && !($0 >= "0" && $0 <= "9") }
        var type = String(String.UnicodeScalarView(significant))
        if type.hasSuffix("i") { type = String(type.dropLast()) + "d" }
        for (from, to) in [("F", "f"), ("E", "f"), ("e", "f"), ("G", "f"), ("g", "f"), ("a", "f"), ("A", "f"), ("X", "x"), ("D", "ld"), ("U", "lu"), ("O", "lo")] where type.hasSuffix(from) {
            type = String(type.dropLast(from.count)) + to
        }
        return type
    }
}
