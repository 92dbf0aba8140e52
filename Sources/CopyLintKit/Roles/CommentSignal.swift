import CopyFormats
import CopyLowLevel
import CopyRules
import CopyText

/// Roles named by translator comments ("Title for alert shown when …", "Confirmation button in alert"),
/// from the phrases of `roles/comment-phrases.txt`, matched on whole words with plain string comparison.
struct CommentSignal: Sendable {
    /// What a comment says.
    struct Finding: Sendable, Equatable {
        /// The role of the first phrase found; `.unknown` when that phrase says "no visible role".
        var role: Role?
        /// Whether a phrase marks the cancelling button.
        var isCancel: Bool
    }

    private enum Part: Sendable, Equatable {
        case word(String)
        case gap
    }

    private enum Meaning: Sendable, Equatable {
        case role(Role)
        case cancel
    }

    private struct Phrase: Sendable {
        var parts: [Part]
        var meaning: Meaning
        /// Written `^phrase`: matches only at the start of the comment or of a clause in it.
        var isAnchored: Bool
        /// Written `^… phrase`: up to `maxGap` words may come before it in its clause.
        var allowsLeadingWords: Bool
        /// The row in the file: lower wins a tie.
        var order: Int
    }

    struct Token: Equatable {
        var word: String
        /// Punctuation between this word and the one before.
        var breakBefore: Bool
        var isArticle: Bool
    }

    /// The largest number of words a gap (`…`) spans.
    static let maxGap = 3

    /// Phrases by their first word.
    private let phrases: [String: [Phrase]]
    private let gapStops: Set<String>

    init(rows: [[String]], gapStops: [String]) {
        var phrases: [String: [Phrase]] = [:]
        for (order, row) in rows.enumerated() where row.count >= 2 {
            let meaning: Meaning
            if row[1] == "cancel" {
                meaning = .cancel
            } else if row[1] == "none" {
                meaning = .role(.unknown)
            } else if let role = Role(rawValue: row[1]) {
                meaning = .role(role)
            } else {
                continue
            }
            let isAnchored = row[0].hasPrefix("^")
            var parts: [Part] = Self.tokens(isAnchored ? String(row[0].dropFirst()) : row[0], isPhrase: true).map { $0.word == "…" ? .gap : .word($0.word) }
            let allowsLeadingWords = isAnchored && parts.first == .gap
            if allowsLeadingWords { parts.removeFirst() }
            guard case .word(let first)? = parts.first else { continue }
            phrases[first, default: []].append(Phrase(parts: parts, meaning: meaning, isAnchored: isAnchored, allowsLeadingWords: allowsLeadingWords, order: order))
        }
        self.phrases = phrases
        self.gapStops = Set(gapStops)
    }

    /// The comment to read, or nil for none, an Interface Builder comment, a `MARK:` section marker,
    /// Xcode's "No comment provided by engineer." and a comment that only repeats the text or key.
    static func usableComment(_ entry: Entry) -> String? {
        guard let comment = entry.comment else { return nil }
        let trimmed = comment.trimmingWhitespace()
        if trimmed.isEmpty || trimmed.hasPrefix("MARK:") || trimmed == "No comment provided by engineer." || trimmed == "(No Comment)" {
            return nil
        }
        if trimmed == entry.text.trimmingWhitespace() || trimmed == entry.key || trimmed == entry.sourceText?.trimmingWhitespace() {
            return nil
        }
        if InterfaceBuilderSignal.isInterfaceBuilderComment(trimmed) { return nil }
        return trimmed
    }

    /// The role of the phrase that starts first in the comment (the longer one at the same start, then
    /// the one listed first), and whether any phrase marks a cancel button.
    func find(in comment: String) -> Finding {
        let tokens = Self.tokens(comment)
        var finding = Finding(role: nil, isCancel: false)
        // How many words (articles aside) come before a token in its clause, and whether one of them is a gap stop.
        var wordsBefore = 0
        var stopBefore = false
        for start in tokens.indices {
            if start > 0, tokens[start].breakBefore {
                wordsBefore = 0
                stopBefore = false
            }
            defer {
                if !tokens[start].isArticle {
                    wordsBefore += 1
                    if gapStops.contains(tokens[start].word) { stopBefore = true }
                }
            }
            if tokens[start].isArticle { continue }
            let startsClause = wordsBefore == 0
            let nearClauseStart = wordsBefore <= Self.maxGap && !stopBefore
            let word = tokens[start].word
            var candidates = phrases[word] ?? []
            // (The last byte first: most words do not end in "s", and counting a word's characters walks its clusters.)
            if word.utf8.last == UInt8(ascii: "s"), word.count > 2, word.hasSuffix("s"), let singular = phrases[String(word.dropLast())] {
                candidates += singular
            }
            var best: (end: Int, order: Int, meaning: Meaning)?
            for phrase in candidates where !phrase.isAnchored || startsClause || (phrase.allowsLeadingWords && nearClauseStart) {
                guard let end = match(phrase.parts[...], tokens, at: start) else { continue }
                if case .cancel = phrase.meaning {
                    finding.isCancel = true
                    continue
                }
                if best == nil || end > best!.end || (end == best!.end && phrase.order < best!.order) {
                    best = (end, phrase.order, phrase.meaning)
                }
            }
            if finding.role == nil, let best, case .role(let role) = best.meaning {
                finding.role = role
            }
        }
        return finding
    }

    /// Where a match of `parts` starting at token `start` ends (exclusive), or nil.
    private func match(_ parts: ArraySlice<Part>, _ tokens: [Token], at start: Int) -> Int? {
        guard let part = parts.first else { return start }
        let rest = parts.dropFirst()
        switch part {
        case .word(let word):
            let isFirstPart = parts.startIndex == 0
            var index = start
            // Articles the phrase does not spell out are skipped.
            while index < tokens.count, tokens[index].isArticle, tokens[index].word != word {
                if !isFirstPart, tokens[index].breakBefore { return nil }
                index += 1
            }
            guard index < tokens.count, isFirstPart || !tokens[index].breakBefore else { return nil }
            let candidate = tokens[index].word
            // (The plural's last byte first: comparing character counts walked both words' clusters at every mismatch.)
            guard candidate == word || (candidate.utf8.last == UInt8(ascii: "s") && candidate.count == word.count + 1 && candidate.hasSuffix("s")
                                        && candidate.hasPrefix(word)) else { return nil }
            return match(rest, tokens, at: index + 1)
        case .gap:
            var index = start
            for _ in 0...Self.maxGap {
                if let end = match(rest, tokens, at: index) { return end }
                guard index < tokens.count, !tokens[index].breakBefore, !gapStops.contains(tokens[index].word) else { return nil }
                index += 1
            }
            return nil
        }
    }

    /// Lowercased words; `’` is folded into `'`; a word joined to the one before by `-` or `/` (pop-up,
    /// Message/Body) continues the clause, any other punctuation breaks it. In phrases (`isPhrase`), `…` is
    /// a token of its own, the gap.
    static func tokens(_ text: String, isPhrase: Bool = false) -> [Token] {
        if !isPhrase, UTF8Bytes.withBytes(of: text, UTF8Bytes.isASCII) { return asciiTokens(text.utf8.span) }
        return scalarTokens(text, isPhrase: isPhrase)
    }

    /// `tokens` of an ASCII comment (most), read byte by byte: the scalar walk made an array of the comment's
    /// scalars and lowercased each letter through a call, costly on comments, which run long.
    /// `CommentTokensTests` holds the two walks to the same tokens.
    static func asciiTokens(_ bytes: Span<UInt8>) -> [Token] {
        var writer = TokenWriter()
        func nextIsLetterOrDigit(_ offset: Int) -> Bool { offset + 1 < bytes.count && KeySignal.isASCIILetterOrDigit(bytes[offset + 1]) }
        for offset in bytes.indices {
            let byte = bytes[offset]
            if KeySignal.isASCIILetterOrDigit(byte) {
                writer.word.append(KeySignal.lowercasedASCII(byte))
            } else if byte == UInt8(ascii: "'") {
                if !writer.word.isEmpty, nextIsLetterOrDigit(offset) { writer.word.append(byte) } else { writer.breakClause() }
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                writer.flush()
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/"), !writer.word.isEmpty, nextIsLetterOrDigit(offset) {
                writer.flush()
            } else {
                writer.breakClause()
            }
        }
        writer.flush()
        return writer.tokens
    }

    /// `tokens` of any text, scalar by scalar.
    static func scalarTokens(_ text: String, isPhrase: Bool = false) -> [Token] {
        var writer = TokenWriter()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            // Asked only after an apostrophe, hyphen or slash (it was asked of every scalar).
            var nextIsLetter: Bool { index + 1 < scalars.count && KeySignal.isLetterOrDigit(scalars[index + 1]) }
            if KeySignal.isLetterOrDigit(scalar) {
                KeySignal.appendLowercased(scalar, to: &writer.word)
            } else if scalar == "'" || scalar == "\u{2019}" {
                if !writer.word.isEmpty, nextIsLetter { writer.word.append(UInt8(ascii: "'")) } else { writer.breakClause() }
            } else if isPhrase, scalar == "…" {
                writer.flush()
                writer.tokens.append(Token(word: "…", breakBefore: false, isArticle: false))
            } else if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{A0}" {
                writer.flush()
            } else if scalar == "-" || scalar == "/", !writer.word.isEmpty, nextIsLetter {
                writer.flush()
            } else {
                writer.breakClause()
            }
        }
        writer.flush()
        return writer.tokens
    }

    /// The tokens of a walk: the word being read (lowercased UTF-8) is made a token at the next break.
    private struct TokenWriter {
        var tokens: [Token] = []
        var word: [UInt8] = []
        /// Punctuation since the last token: the next one starts a clause.
        var pendingBreak = false

        mutating func flush() {
            guard !word.isEmpty else { return }
            let string = String(decoding: word, as: UTF8.self)
            tokens.append(Token(word: string, breakBefore: pendingBreak && !tokens.isEmpty, isArticle: string == "a" || string == "an" || string == "the"))
            word.removeAll(keepingCapacity: true)
            pendingBreak = false
        }

        /// Ends the word at punctuation that breaks the clause.
        mutating func breakClause() {
            flush()
            pendingBreak = true
        }
    }
}

extension String {
    /// The string without leading and trailing white space.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        // Most text has nothing to trim: itself, not a new string.
        if let head = scalars.first, let tail = scalars.last, !head.flags.contains(.whitespace), !tail.flags.contains(.whitespace) { return self }
        guard let first = scalars.firstIndex(where: { !$0.flags.contains(.whitespace) }),
              let last = scalars.lastIndex(where: { !$0.flags.contains(.whitespace) }) else { return "" }
        return String(scalars[first...last])
    }
}
