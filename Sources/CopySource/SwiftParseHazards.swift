/// What in a Swift file would make swift-syntax's parse take time or memory out of all proportion to the file's
/// size, told from its bytes before it is parsed: such a file is skipped with a note, as an oversized one is. In a
/// pull request's sources, a few bytes of either would otherwise hang or crash the lint (swift-syntax 603):
///
/// - **Brackets opened one inside another** (`[[[[`, `([(`, with white space or comments between): at each, the
///   parser looks ahead for an inline-array type and then for any type, each look going through the brackets
///   inside, so the work doubles with each bracket. Twenty nested took 0.4 s here, twenty-five 12 s, a thousand
///   crashed the process.
/// - **Interpolations nested in interpolations** (`"\("\("…`): the lexer copies its stack of open strings at each
///   one, so memory grows with the square of the depth (5,000 deep took 1.2 GB).
///
/// Both are told from the bytes rather than lexed: brackets and interpolations in strings count too, which only
/// skips a file that did not need it; none of the corpus apps' 4,826 Swift files comes near either limit.
enum SwiftParseHazards {
    /// Runs of this many brackets or more count, each as 2 to the power of its length.
    static let countedRun = 4
    /// The sum of those: about the work of one run of twenty nested brackets.
    static let maximumRunCost = 1 << 20
    /// Interpolations (`\(`, `\#(`) in one file: the depth they can nest to is at most their number.
    static let maximumInterpolations = 1_000

    /// Why the file must not be parsed, or nil.
    static func problem(in bytes: [UInt8]) -> String? {
        if bracketRunCost(bytes) > maximumRunCost {
            return "brackets nested too deeply for the Swift parser (`[[[[…`)"
        }
        let interpolations = interpolationCount(bytes)
        if interpolations > maximumInterpolations {
            return "\(interpolations) string interpolations, more than the \(maximumInterpolations) read in a file"
        }
        return nil
    }

    /// The cost of the file's runs of nested brackets (`countedRun`), capped above `maximumRunCost`.
    static func bracketRunCost(_ bytes: [UInt8]) -> Int {
        var cost = 0
        var index = 0
        while index < bytes.count {
            guard isOpener(bytes[index]) else {
                index += 1
                continue
            }
            var run = 0
            while index < bytes.count, isOpener(bytes[index]) {
                run += 1
                index = skipTrivia(bytes, from: index + 1, counting: &run)
            }
            if run >= countedRun { cost += 1 << min(run, 40) }
            if cost > maximumRunCost { return cost }
        }
        return cost
    }

    /// `\(` and `\#(` (a raw string's interpolation, any number of `#`).
    static func interpolationCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "\\") else { continue }
            var next = index + 1
            while next < bytes.count, bytes[next] == UInt8(ascii: "#") { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: "(") { count += 1 }
        }
        return count
    }

    private static func isOpener(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(")
    }

    /// The first index from `start` that is neither white space nor in a comment. A comment does not end a run
    /// (the parser skips it too). One that starts on the bracket's own line may be the text of a string or a regular
    /// expression (`"[//"; [[[[`): its brackets after a quote or a slash, which would end that literal, are added
    /// to `run`. (The text of a block comment or of a multi-line string on later lines is not looked into, nor is
    /// commented-out code, whose brackets are no run.)
    private static func skipTrivia(_ bytes: [UInt8], from start: Int, counting run: inout Int) -> Int {
        let end = MemberReads.skipTrivia(bytes, from: start)
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index + 1 < end, bytes[index] == UInt8(ascii: "/") else { return end }
        var literalMayHaveEnded = false
        for byte in bytes[(index + 2)..<end] {
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") { literalMayHaveEnded = true }
            if literalMayHaveEnded, isOpener(byte) { run += 1 }
        }
        return end
    }
}
