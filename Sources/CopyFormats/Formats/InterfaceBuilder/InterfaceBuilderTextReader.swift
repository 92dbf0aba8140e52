import CopyLowLevel

/// Reads the texts of a storyboard or xib: every localisable property of its objects, keyed as Interface
/// Builder exports them to a table (`7zN-Xh-yYi.title`, `7zN-Xh-yYi.normalTitle`, `Abc-12-xyz.segmentTitles[0]`),
/// in file order, each at its attribute value so findings point into the XML and fix-its edit the value in place.
///
/// The keys are those `CopySource`'s Interface Builder reader gives uses and roles to; a test holds the two to
/// the same keys.
struct InterfaceBuilderTextReader {
    /// Attributes of an object that Interface Builder exports for translation.
    static let localisable: Set<String> = [
        "title", "text", "placeholder", "label", "paletteLabel", "prompt", "headerTitle", "footerTitle",
    ]

    /// An element being read: its object ID, and how many segments have been read inside it.
    private struct Open {
        var id: String?
        var segments = 0
    }

    static func read(_ collector: EntryCollector) throws(SyntaxError) -> EntryCollector {
        try XMLScanner.scanning(collector.utf8, from: collector.start) { (scanner) throws(SyntaxError) in
            try read(collector, with: scanner)
        }
    }

    private static func read(_ collector: EntryCollector,
                             with scanner: XMLScanner) throws(SyntaxError) -> EntryCollector {
        var collector = collector
        var scanner = scanner
        var stack: [Open] = []
        while true {
            switch try scanner.next() {
            case .start(let tag):
                let parent = stack.count - 1
                stack.append(Open(id: scanner.attribute("id", of: tag)))
                var found: [(property: String, value: Range<Int>)] = []
                if scanner.name(of: tag, is: "state"), parent >= 0 {
                    // `<state key="normal" title="…"/>` inside a button: its `normalTitle`.
                    if let key = scanner.attribute("key", of: tag), let title = value("title", of: tag, scanner) {
                        found.append((key + "Title", title))
                    }
                    add(found, objectID: stack[parent].id, to: &collector)
                } else if scanner.name(of: tag, is: "segment"), parent >= 0 {
                    // Segments sit in `<segments>` inside the control: its `segmentTitles[n]`.
                    let control = parent - 1
                    if control >= 0 {
                        if let title = value("title", of: tag, scanner) {
                            found.append(("segmentTitles[\(stack[control].segments)]", title))
                        }
                        stack[control].segments += 1
                        add(found, objectID: stack[control].id, to: &collector)
                    }
                } else if scanner.name(of: tag, is: "accessibility"), parent >= 0 {
                    if let label = value("label", of: tag, scanner) { found.append(("accessibilityLabel", label)) }
                    if let hint = value("hint", of: tag, scanner) { found.append(("accessibilityHint", hint)) }
                    add(found, objectID: stack[parent].id, to: &collector)
                } else if let id = stack[stack.count - 1].id {
                    for attribute in tag.attributes where localisable.contains(scanner.string(attribute.name)) {
                        found.append((scanner.string(attribute.name), attribute.value))
                    }
                    add(found, objectID: id, to: &collector)
                }
                if tag.isEmpty { stack.removeLast() }
            case .end:
                stack.removeLast()
            case .endOfFile:
                return collector
            case .text, .cdata, .markup:
                continue
            }
        }
    }

    /// The raw range of `tag`'s attribute `name`.
    private static func value(_ name: StaticString, of tag: XMLScanner.StartTag, _ scanner: XMLScanner) -> Range<Int>? {
        tag.attributes.first {
            $0.name.count == name.utf8CodeUnitCount && UTF8Bytes.matches(scanner.b, at: $0.name.lowerBound, name)
        }?.value
    }

    /// Adds an object's texts in the order of their bytes (the collector's positions move forward only); empty
    /// values, and properties of an element without an object ID, have nothing to read.
    private static func add(_ found: [(property: String, value: Range<Int>)], objectID: String?,
                            to collector: inout EntryCollector) {
        guard let objectID else { return }
        for (property, range) in found.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) where !range.isEmpty {
            let span = ValueSpan(range: range, syntax: .xmlAttribute)
            let entry = Entry(key: "\(objectID).\(property)", text: collector.decode(span),
                              locale: collector.context.locale, isSource: collector.context.isSource,
                              table: collector.context.table)
            collector.append(entry, span: span)
        }
    }
}
