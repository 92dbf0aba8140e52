extension LocalizationFile {
    /// The file with, of its text, only what the positions of its values' characters are told from: each value's
    /// bytes, and the byte before each (a walk reads it: a line feed right after a carriage return ends no line).
    /// `bytes` is then empty and the file cannot be edited (`applying` throws). For a run that writes nothing: a
    /// large catalog's text, mostly keys, braces and indentation, was a sixth of what `lint` held at its peak.
    /// A UTF-8 file only; the file as it is when it has no value to keep (a binary plist) or a value starts its
    /// text (there is no byte before it to keep).
    public func keepingValuesOnly() -> LocalizationFile {
        guard isWhole, encoding == .utf8, spans.contains(where: { $0 != nil }) else { return self }
        let whole = text.utf8
        var kept: [UInt8] = []
        kept.reserveCapacity(spans.reduce(0) { $0 + ($1.map { $0.range.count + 1 } ?? 0) })
        var keptSpans: [ValueSpan?] = []
        keptSpans.reserveCapacity(spans.count)
        for span in spans {
            guard var span else {
                keptSpans.append(nil)
                continue
            }
            guard span.range.lowerBound > text.start else { return self }
            kept.append(whole[span.range.lowerBound - 1])
            let start = kept.count
            kept.append(contentsOf: whole[span.range])
            span.range = start..<kept.count
            keptSpans.append(span)
        }
        let keptText = DecodedText(utf8: kept, start: 0, encoding: encoding, hasBOM: hasBOM)
        return LocalizationFile(path: path, format: format, bytes: [], text: keptText, entries: entries,
                                spans: keptSpans, issues: issues, isWhole: false)
    }
}
