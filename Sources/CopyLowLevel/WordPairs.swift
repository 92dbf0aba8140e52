/// A word list of one or two columns (`verbs.txt`: form, lemma) kept as its bytes: the rows that
/// `WordListText.rows` gives, in the same order, without a string made for every field. The English verbs'
/// rows as `[[String]]` were most of a run's start-up.
package struct WordPairs: Sendable {
    package enum Row: Sendable {
        /// An ASCII row of one or two fields, as ranges of the file's bytes (the second nil for a row of one field).
        case ascii(Range<Int>, Range<Int>?)
        /// Any other row, as `WordListText.rows` splits it.
        case text([String])
    }

    /// The file, its UTF-8 contiguous (read in place: most files are literals in the binary, not copied).
    private let text: String
    package let rows: [Row]

    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        rows = text.withUTF8 { utf8 in
            var rows: [Row] = []
            var fields: [Range<Int>] = []
            WordListText.forEachLine(utf8) { line in
                let offset = line.baseAddress.map { utf8.baseAddress!.distance(to: $0) } ?? 0
                if let (first, second) = Self.plainFields(line) {
                    rows.append(.ascii(first.shifted(by: offset), second?.shifted(by: offset)))
                    return
                }
                guard WordListText.asciiFields(line, into: &fields) else {
                    rows += WordListText.characterRows(String(decoding: line, as: UTF8.self)).map(Row.text)
                    return
                }
                switch fields.count {
                case 0: break
                case 1, 2: rows.append(.ascii(fields[0].shifted(by: offset), fields.count > 1 ? fields[1].shifted(by: offset) : nil))
                default: rows.append(.text(fields.map { WordListText.field($0, of: line) }))
                }
            }
            return rows
        }
    }

    /// Calls `body` with the file's bytes, which the ranges of `.ascii` rows index.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try UTF8Bytes.withBytes(of: text, body)
    }

    /// Calls `body` with the file's UTF-8 as a span, which the ranges of `.ascii` rows index.
    package func withUTF8<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        body(text.utf8.span)
    }

    /// A field of an ASCII row as a string.
    package func string(_ range: Range<Int>) -> String {
        withBytes { WordListText.field(range, of: $0) }
    }

    /// The first two fields of every row that has two or more, as strings, in order.
    package var twoFieldRows: [(String, String)] {
        withBytes { bytes in
            rows.compactMap { row in
                switch row {
                case .ascii(let first, let second?):
                    return (WordListText.field(first, of: bytes), WordListText.field(second, of: bytes))
                case .ascii: return nil
                case .text(let fields): return fields.count > 1 ? (fields[0], fields[1]) : nil
                }
            }
        }
    }

    /// The first field of every row whose first two fields are equal (as strings), in order: of `verbs.txt`,
    /// the forms that are their own lemma.
    package var wordsPairedWithThemselves: [String] {
        withBytes { bytes in
            rows.compactMap { row in
                switch row {
                case .ascii(let first, let second?):
                    // ASCII: equal strings are equal bytes.
                    return Self.equal(bytes[first], bytes[second]) ? WordListText.field(first, of: bytes) : nil
                case .ascii: return nil
                case .text(let fields): return fields.count > 1 && fields[0] == fields[1] ? fields[0] : nil
                }
            }
        }
    }
}

extension WordPairs {
    /// The fields of a line that is one word, or two split by one tab, of ASCII with nothing to trim or skip (no
    /// space, CR or leading `#`), read in one pass: nearly every row of `verbs.txt`, where `asciiFields` took
    /// two passes and most of the file's loading. Nil for any other line, which `asciiFields` reads.
    @inline(__always)
    package static func plainFields(_ line: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Range<Int>?)? {
        guard let first = line.first, first != 0x23 else { return nil }
        var tab = -1
        for index in line.indices {
            let byte = line[index]
            // Printable ASCII; space, CR, tab and every byte of other text fall outside.
            if byte &- 0x21 < 0x5F { continue }
            guard byte == 0x09, tab < 0, index > 0, index + 1 < line.count else { return nil }
            tab = index
        }
        return tab < 0 ? (0..<line.count, nil) : (0..<tab, (tab + 1)..<line.count)
    }

    /// Whether two fields have the same bytes (`elementsEqual` went through iterators, a visible part of loading).
    package static func equal(_ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard a.count == b.count else { return false }
        for offset in 0..<a.count where a[a.startIndex + offset] != b[b.startIndex + offset] { return false }
        return true
    }
}

extension Range<Int> {
    fileprivate func shifted(by offset: Int) -> Range<Int> {
        (lowerBound + offset)..<(upperBound + offset)
    }
}
