import CopyLowLevel

/// The file that edited bytes are, told from the file they were edited from, without parsing them again: what
/// `lint --fix` checks before writing (`LocalizationFile.applyingReadBack`). A large catalog's fixed file took
/// half a second to parse again on every core.
///
/// Only the edited values' bytes change, so everything else reads as it did: the same entries, in the same order,
/// with their values where the edits moved them. Each edited value is read back as the format's reader reads a
/// string (it must still be one string, ending where its edits end) and must decode to the text it was given;
/// a catalog's translations of an edited source value take its new text as their source text. Positions are
/// walked again over the new text, as the reader walks them, and duplicate keys (the only issues of these
/// formats) found again when there were any. Told only for a UTF-8 `.strings` file or catalog whose edited
/// values are quoted strings; nil for anything else, and the caller parses the bytes. The values are read back,
/// and the translations given their source texts, on up to `threads` threads (the other cores wait for it).
extension LocalizationFile {
    func readBack(_ bytes: [UInt8], values: [ValueReplacements], texts: [Int: String],
                  threads: Int = 1) -> LocalizationFile? {
        guard format == .strings || format == .xcstrings, text.encoding == .utf8, !values.isEmpty else { return nil }
        var newSpans = spans
        // Copied on every core: its first change below copied a large file's every entry on one.
        var newEntries = HelpedMap.copied(entries, threads: threads)
        // Values in file order (entries are): `added[k]` is what the edits of the first k edited values added,
        // which moves everything after them.
        var added = [0]
        for value in values {
            let growth = value.replacements.reduce(0) { $0 + $1.bytes.count - $1.range.count }
            added.append(added[added.count - 1] + growth)
        }
        var nextValue = 0
        var previousStart = -1
        for index in spans.indices {
            guard let span = spans[index], span.range.lowerBound > previousStart else { return nil }
            previousStart = span.range.lowerBound
            let start = span.range.lowerBound + added[nextValue]
            if nextValue < values.count, values[nextValue].entryIndex == index {
                guard span.syntax == .json || span.syntax == .stringsQuoted, let newText = texts[index] else {
                    return nil
                }
                nextValue += 1
                newEntries[index].text = newText
            }
            newSpans[index] = ValueSpan(range: start..<(span.range.upperBound + added[nextValue]), syntax: span.syntax)
        }
        guard nextValue == values.count else { return nil }
        guard let newSourceStarts = translationsOfEditedSources(values, added: added, texts: texts,
                                                                entries: &newEntries, threads: threads) else {
            return nil
        }
        let newText = DecodedText(utf8: bytes, start: text.start, encoding: .utf8, hasBOM: text.hasBOM)
        let readsBack = bytes.withUnsafeBufferPointer { b in
            HelpedMap.map(partsOf: values.count, threads: threads) { part in
                values[part].allSatisfy { value in
                    let span = newSpans[value.entryIndex]!
                    let text = newEntries[value.entryIndex].text
                    return Self.isOneString(span, in: b) && span.decode(in: b.span) == text
                }
            }.allSatisfy { $0 }
        }
        guard readsBack else { return nil }
        var cursor = PositionCursor(start: text.start)
        bytes.withUnsafeBufferPointer { b in
            for index in newEntries.indices {
                newEntries[index].position = cursor.position(at: newSpans[index]!.range.lowerBound, in: b)
            }
        }
        // The same keys are defined twice as before, found again only to place them (these formats have one scope).
        let newIssues = issues.isEmpty ? []
            : DuplicateKeys.issues(in: newEntries, scopes: Array(repeating: 0, count: newEntries.count))
        return LocalizationFile(path: path, format: format, bytes: bytes, text: newText, entries: newEntries,
                                spans: newSpans, sourceStarts: newSourceStarts, issues: newIssues)
    }

    /// A catalog's translations take the text of a source value (`sourceStarts`): those whose source value is
    /// edited take its new text. The starts, moved as the edits move the values (`added`: see `readBack`); nil
    /// when the file does not have one for each entry.
    private func translationsOfEditedSources(_ values: [ValueReplacements], added: [Int], texts: [Int: String],
                                             entries newEntries: inout [Entry], threads: Int) -> [Int]? {
        guard !sourceStarts.isEmpty else { return [] }
        guard sourceStarts.count == entries.count else { return nil }
        // The edited values' starts, in file order.
        let starts = values.map { spans[$0.entryIndex]!.range.lowerBound }
        var editedSources: [Int: String] = [:]
        for (value, start) in zip(values, starts) where entries[value.entryIndex].isSource {
            editedSources[start] = texts[value.entryIndex]
        }
        let found = HelpedMap.map(partsOf: sourceStarts.count, threads: threads) { part in
            var moved: [Int] = []
            moved.reserveCapacity(part.count)
            var sourceTexts: [(index: Int, text: String)] = []
            for index in part {
                let start = sourceStarts[index]
                guard start >= 0 else {
                    moved.append(start)
                    continue
                }
                if let text = editedSources[start] { sourceTexts.append((index, text)) }
                // The edits of the values that start before this one move it.
                moved.append(start + added[starts.partitionPoint { $0 >= start }])
            }
            return (moved: moved, sourceTexts: sourceTexts)
        }
        for part in found {
            for (index, text) in part.sourceTexts { newEntries[index].sourceText = text }
        }
        return HelpedMap.joined(found.map(\.moved))
    }

    /// Whether `span` is the whole content of one string as the format's reader reads it: opened by a quote just
    /// before it, closed by that quote at its end, with no quote before that but escaped ones.
    private static func isOneString(_ span: ValueSpan, in b: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = span.range
        guard range.lowerBound >= 1, range.upperBound < b.count else { return false }
        if span.syntax == .json {
            guard b[range.lowerBound - 1] == UInt8(ascii: "\"") else { return false }
            var parser = JSONParser(b: b, offset: range.lowerBound - 1)
            return (try? parser.string()) == range
        }
        let quote = b[range.lowerBound - 1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
        return StringsReader.closingQuote(quote, in: b, from: range.lowerBound) == range.upperBound
    }
}

extension LocalizationFile {
    /// `applying(_:threads:)`'s bytes and, when it can be told without parsing them (`readBack`), the file they
    /// are; `texts` are the edited entries' texts as the edits make them, by entry index.
    public func applyingReadBack(_ edits: [TextEdit], texts: [Int: String],
                                 threads: Int = 1) throws -> (bytes: [UInt8], file: LocalizationFile?) {
        let (bytes, values) = try replaced(edits, threads: threads)
        return (bytes, readBack(bytes, values: values, texts: texts, threads: threads))
    }
}
