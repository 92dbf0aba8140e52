/// Reads XLIFF 1.2 as Xcode exports it: each `<trans-unit>` gives a source entry (its `<source>`) and, when
/// present, a target entry (its `<target>`), in file order, with its `<note>`s (one per line) as the comment
/// and the `<file>`'s languages as locales.
struct XLIFFReader {
    /// Deeper `<group>` nesting than any exporter writes, and well short of exhausting the stack.
    private static let maximumDepth = 256

    private var scanner: XMLScanner
    private var collector: EntryCollector
    /// The number of `<file>` elements read so far: keys are unique only within one.
    private var fileCount = 0

    /// What the enclosing `<file>` says about its units.
    private struct FileInfo {
        var table: String
        var sourceLanguage: String
        var targetLanguage: String
    }

    static func read(_ collector: EntryCollector) throws(SyntaxError) -> EntryCollector {
        try XMLScanner.scanning(collector.utf8, from: collector.start) { (scanner) throws(SyntaxError) in
            var reader = XLIFFReader(scanner: scanner, collector: collector)
            guard let root = try reader.scanner.nextChild(), reader.scanner.name(of: root, is: "xliff") else {
                throw SyntaxError(offset: reader.scanner.tokenStart, message: "expected <xliff>")
            }
            if !root.isEmpty {
                while let child = try reader.scanner.nextChild() {
                    if reader.scanner.name(of: child, is: "file") {
                        try reader.readFile(child)
                    } else {
                        try reader.scanner.skip(child)
                    }
                }
            }
            try reader.scanner.finish()
            return reader.collector
        }
    }

    private init(scanner: XMLScanner, collector: EntryCollector) {
        self.scanner = scanner
        self.collector = collector
    }

    private mutating func readFile(_ tag: XMLScanner.StartTag) throws(SyntaxError) {
        let info = FileInfo(
            table: scanner.attribute("original", of: tag).map(PathContext.tableName) ?? collector.context.table,
            sourceLanguage: scanner.attribute("source-language", of: tag) ?? "",
            targetLanguage: scanner.attribute("target-language", of: tag) ?? collector.context.locale
        )
        fileCount += 1
        try readUnits(in: tag, info, depth: 0)
    }

    /// The trans-units of a `<file>`, `<body>` or `<group>`, however deeply grouped; other elements are skipped.
    private mutating func readUnits(in tag: XMLScanner.StartTag, _ info: FileInfo, depth: Int) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw SyntaxError(offset: tag.offset, message: "XLIFF groups nested too deeply") }
        guard !tag.isEmpty else { return }
        while let child = try scanner.nextChild() {
            if scanner.name(of: child, is: "trans-unit") {
                try readUnit(child, info)
            } else if scanner.name(of: child, is: "body") || scanner.name(of: child, is: "group") {
                try readUnits(in: child, info, depth: depth + 1)
            } else {
                try scanner.skip(child)
            }
        }
    }

    private mutating func readUnit(_ tag: XMLScanner.StartTag, _ info: FileInfo) throws(SyntaxError) {
        guard let id = scanner.attribute("id", of: tag) else {
            throw SyntaxError(offset: tag.offset, message: "expected an id attribute on <trans-unit>")
        }
        var source: (span: ValueSpan, isPlain: Bool)?
        var target: (span: ValueSpan, isPlain: Bool, state: String?)?
        var notes: [String] = []
        if !tag.isEmpty {
            while let child = try scanner.nextChild() {
                if scanner.name(of: child, is: "source") {
                    let (range, isPlain) = try scanner.readContent(of: child)
                    source = (ValueSpan(range: range, syntax: .xml), isPlain)
                } else if scanner.name(of: child, is: "target") {
                    let state = scanner.attribute("state", of: child)
                    let (range, isPlain) = try scanner.readContent(of: child)
                    target = (ValueSpan(range: range, syntax: .xml), isPlain, state)
                } else if scanner.name(of: child, is: "note") {
                    notes.append(collector.decode(ValueSpan(range: try scanner.readContent(of: child).range, syntax: .xml)))
                } else {
                    try scanner.skip(child)
                }
            }
        }
        guard let source else { throw SyntaxError(offset: tag.offset, message: "expected <source> in <trans-unit>") }
        let sourceText = collector.decode(source.span)
        let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
        var units = [(
            Entry(key: id, text: sourceText, comment: comment, locale: info.sourceLanguage, isSource: true,
                  table: info.table, isEditable: source.isPlain),
            source.span
        )]
        if let target {
            units.append((
                Entry(key: id, text: collector.decode(target.span), comment: comment, locale: info.targetLanguage,
                      isSource: false, table: info.table, sourceText: sourceText, state: target.state, isEditable: target.isPlain),
                target.span
            ))
        }
        // In file order, which keeps positions linear to compute even when a target comes before its source.
        for (entry, span) in units.sorted(by: { $0.1.range.lowerBound < $1.1.range.lowerBound }) {
            collector.append(entry, span: span, scope: fileCount)
        }
    }
}
