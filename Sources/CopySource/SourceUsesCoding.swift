/// What an app's sources say (`SourceUses`, without its unparsed files) as bytes for the cache, written as
/// `FileScanCoding` writes a scan: a run over the same unchanged files takes it instead of resolving names again.
/// `decode` returns nil for bytes it cannot read to the end.
enum SourceUsesCoding {
    static func encode(_ uses: SourceUses) -> [UInt8] {
        var out = ScanWriter()
        out.integer(uses.fileCount)
        out.integer(uses.uses.count)
        for (key, list) in uses.uses {
            out.key(key)
            out.integer(list.count)
            for use in list {
                out.use(use)
                out.flags(use.isCaseSetInCode)
            }
        }
        out.integer(uses.referenced.count)
        uses.referenced.forEach { out.key($0) }
        out.integer(uses.notes.count)
        uses.notes.forEach { out.string($0) }
        out.integer(uses.defaultValues.count)
        for (key, text) in uses.defaultValues {
            out.key(key)
            out.string(text)
        }
        return out.withStrings
    }

    static func decode(_ bytes: ArraySlice<UInt8>) -> SourceUses? {
        guard var reader = ScanReader(withStrings: bytes), let fileCount = reader.integer(), fileCount >= 0
        else { return nil }
        var uses = SourceUses()
        uses.fileCount = fileCount
        guard let keyCount = reader.count() else { return nil }
        for _ in 0..<keyCount {
            guard let key = reader.key(), let count = reader.count() else { return nil }
            for _ in 0..<count {
                guard var use = reader.use(), let flags = reader.flags(1) else { return nil }
                use.isCaseSetInCode = flags[0]
                uses.add(use, for: key)
            }
        }
        guard let referencedCount = reader.count() else { return nil }
        for _ in 0..<referencedCount {
            guard let key = reader.key() else { return nil }
            uses.reference(key)
        }
        guard let noteCount = reader.count() else { return nil }
        for _ in 0..<noteCount {
            guard let note = reader.string() else { return nil }
            uses.notes.append(note)
        }
        guard let valueCount = reader.count() else { return nil }
        for _ in 0..<valueCount {
            guard let key = reader.key(), let text = reader.string() else { return nil }
            uses.define(CodeDefaultValue(key: key, text: text))
        }
        return reader.isAtEnd ? uses : nil
    }
}
