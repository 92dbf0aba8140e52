import XCTest
@testable import CopyRules
import CopyText

/// Format specifiers read in place in the analysed text give what the reading of each specifier's own text
/// (the first implementation, kept here as the reference) gave.
final class FormatSpecifierTests: XCTestCase {
    /// The first implementation: each specifier's scalars copied out of its text.
    private func reference(_ text: AnalyzedText) -> [FormatSpecifier] {
        func canonicalType(_ scalars: [Unicode.Scalar]) -> String {
            let significant = scalars.filter { !"-+ #0'.*".unicodeScalars.contains($0) && !($0 >= "0" && $0 <= "9") }
            var type = String(String.UnicodeScalarView(significant))
            if type.hasSuffix("i") { type = String(type.dropLast()) + "d" }
            for (from, to) in [("F", "f"), ("E", "f"), ("e", "f"), ("G", "f"), ("g", "f"), ("a", "f"), ("A", "f"), ("X", "x"), ("D", "ld"), ("U", "lu"), ("O", "lo")] where type.hasSuffix(from) {
                type = String(type.dropLast(from.count)) + to
            }
            return type
        }
        var result: [FormatSpecifier] = []
        var implicit = 0
        for token in text.tokens where token.kind == .placeholder && text.text(of: token).hasPrefix("%") && text.text(of: token) != "%%" {
            var scalars = Array(text.text(of: token).unicodeScalars.dropFirst())
            if scalars.first == "#" {
                implicit += 1
                result.append(FormatSpecifier(position: implicit, isPositional: false, type: "%#@", text: text.text(of: token), range: token.range))
                continue
            }
            var position: Int?
            if let dollar = scalars.firstIndex(of: "$"), let number = Int(String(String.UnicodeScalarView(scalars[..<dollar]))) {
                position = number
                scalars = Array(scalars[(dollar + 1)...])
            }
            if position == nil { implicit += 1 }
            let type = scalars.first == "#" ? "%#@" : canonicalType(scalars)
            result.append(FormatSpecifier(position: position ?? implicit, isPositional: position != nil, type: type, text: text.text(of: token), range: token.range))
        }
        return result
    }

    func testEverySpellingReadsAsBefore() {
        let conversions = ["@", "d", "i", "u", "x", "X", "o", "O", "D", "U", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p"]
        let lengths = ["", "l", "ll", "h", "hh", "q", "L", "z", "t", "j"]
        let prefixes = ["", "1$", "2$", "10$", "-", "+", " ", "#", "0", "'", "5", ".2", "*", "-08.3", "1$-", "2$.*"]
        var texts: [String] = []
        for prefix in prefixes {
            for length in lengths {
                texts.append(conversions.map { "%\(prefix)\(length)\($0)" }.joined(separator: " and "))
            }
        }
        texts += ["%#@files@ in %#@folders@", "%1$#@count@", "100%% of %d", "é %1$@ 写真 %2$ld — %3$.1f%%", "%", "%1$", "{name} %@ {0}", "a%@b%dc"]
        let analyzer = Analyzer(locale: "en")
        var specifiers = 0
        for text in texts {
            let analyzed = analyzer.analyze(text)
            XCTAssertEqual(FormatSpecifier.all(in: analyzed), reference(analyzed), text)
            specifiers += reference(analyzed).count
        }
        XCTAssertGreaterThan(specifiers, 3_000)
    }

    /// A specifier's position is read as `Int(String)` would read it, sign, overflow and all.
    func testPositionIsReadAsIntReadsIt() {
        for text in ["1", "12", "007", "", "+", "-", "+3", "-2", "1a", "a1", " 1", "9223372036854775807", "9223372036854775808",
                     "-9223372036854775808", "-9223372036854775809", "１", "٣"] {
            XCTAssertEqual(FormatSpecifier.decimal(ArraySlice(text.unicodeScalars)), Int(text), text)
        }
    }
}
