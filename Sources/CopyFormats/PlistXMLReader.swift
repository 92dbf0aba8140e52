/// Reads XML property lists: `.strings` files written as plists and `.stringsdict` files. Every string
/// becomes an entry keyed by its path of dictionary keys, such as `photos/count/one`.
struct PlistXMLReader {
    /// Deeper nesting than any real plist, and well short of exhausting the stack.
    private static let maximumDepth = 256
    private static let nonStringValues: [StaticString] = ["integer", "real", "true", "false", "date", "data"]

    private var scanner: XMLScanner
    private var collector: EntryCollector
    /// Whether this is a stringsdict, whose plural rule descriptions are not text.
    private let skipsRuleDescriptions: Bool

    static func read(_ collector: EntryCollector, isStringsdict: Bool) throws(SyntaxError) -> EntryCollector {
        try XMLScanner.scanning(collector.utf8, from: collector.start) { (scanner) throws(SyntaxError) in
            var reader = PlistXMLReader(scanner: scanner, collector: collector, skipsRuleDescriptions: isStringsdict)
            guard let root = try reader.scanner.nextChild() else {
                throw SyntaxError(offset: reader.scanner.offset, message: "expected a root element")
            }
            if reader.scanner.name(of: root, is: "plist") {
                if let value = try reader.scanner.nextChild() {
                    try reader.readValue(value, path: "", depth: 0)
                    if let extra = try reader.scanner.nextChild() {
                        throw SyntaxError(offset: extra.offset, message: "expected '</plist>'")
                    }
                }
            } else {
                try reader.readValue(root, path: "", depth: 0)
            }
            try reader.scanner.finish()
            return reader.collector
        }
    }

    private init(scanner: XMLScanner, collector: EntryCollector, skipsRuleDescriptions: Bool) {
        self.scanner = scanner
        self.collector = collector
        self.skipsRuleDescriptions = skipsRuleDescriptions
    }

    private mutating func readValue(_ tag: XMLScanner.StartTag, path: String, depth: Int) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw SyntaxError(offset: tag.offset, message: "property list nested too deeply") }
        if scanner.name(of: tag, is: "dict") {
            guard !tag.isEmpty else { return }
            while let keyTag = try scanner.nextChild() {
                guard scanner.name(of: keyTag, is: "key") else { throw SyntaxError(offset: keyTag.offset, message: "expected <key>") }
                let key = collector.decode(ValueSpan(range: try scanner.readContent(of: keyTag).range, syntax: .xml))
                guard let valueTag = try scanner.nextChild() else {
                    throw SyntaxError(offset: scanner.tokenStart, message: "expected a value after </key>")
                }
                try readValue(valueTag, path: PlistKeyPath.appending(key, to: path), depth: depth + 1)
            }
        } else if scanner.name(of: tag, is: "array") {
            guard !tag.isEmpty else { return }
            var index = 0
            while let element = try scanner.nextChild() {
                try readValue(element, path: PlistKeyPath.appending(String(index), to: path), depth: depth + 1)
                index += 1
            }
        } else if scanner.name(of: tag, is: "string") {
            let (range, isPlain) = try scanner.readContent(of: tag)
            if skipsRuleDescriptions, PlistKeyPath.isRuleDescription(path) { return }
            let span = ValueSpan(range: range, syntax: .xml)
            let context = collector.context
            collector.append(
                Entry(
                    key: path, text: collector.decode(span), locale: context.locale, isSource: context.isSource,
                    table: context.table, isEditable: isPlain
                ),
                span: span
            )
        } else if Self.nonStringValues.contains(where: { scanner.name(of: tag, is: $0) }) {
            try scanner.skip(tag)
        } else {
            throw SyntaxError(offset: tag.offset, message: "expected a property list value, found <\(scanner.string(tag.name))>")
        }
    }
}
