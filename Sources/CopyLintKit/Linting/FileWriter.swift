import Foundation
import CopyFormats
import CopyLowLevel

/// Writes fixed files safely: the new bytes must read back as the same entries with only the fixed
/// texts changed (parsed again, or, for a UTF-8 `.strings` file or catalog, each fixed value read back where
/// it now is: `LocalizationFile.applyingReadBack`), the file must not have changed on disk since it was read,
/// and the write is atomic (a temporary file in the same folder, then rename; see `FixedFileReplacement`).
enum FileWriter {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the fixed texts into the file; returns the file as written, parsed (the check before writing parses
    /// it, and reading it back parsed it again), or nil when the texts change no byte.
    @discardableResult
    /// `roots`: the resolved paths a fix may write under (nil: anywhere; see `FixedFileReplacement`).
    static func write(_ file: LocalizationFile, fixedTexts: [Int: String], within roots: [String]? = nil) throws -> LocalizationFile? {
        guard let (bytes, written) = try fixedBytes(file, fixedTexts: fixedTexts) else { return nil }
        do throws(FixedFileReplacement.Refusal) {
            try FixedFileReplacement.replace(file.path, original: file.bytes, with: bytes, within: roots)
        } catch {
            throw Refusal(description: error.description)
        }
        return written
    }

    /// Writes a fixed file that `fixedFile` made from `file` (and so checked); returns it.
    static func write(_ file: LocalizationFile, as fixed: LocalizationFile,
                      within roots: [String]? = nil) throws -> LocalizationFile {
        do throws(FixedFileReplacement.Refusal) {
            try FixedFileReplacement.replace(file.path, original: file.bytes, with: fixed.bytes, within: roots)
        } catch {
            throw Refusal(description: error.description)
        }
        return fixed
    }

    /// The file as `write` would write it, parsed and checked as it would be, without writing; nil for no change.
    /// On up to `threads` threads (a large file's fixes, made and checked while the other cores waited).
    static func fixedFile(_ file: LocalizationFile, fixedTexts: [Int: String],
                          threads: Int = 1) throws -> LocalizationFile? {
        try fixedBytes(file, fixedTexts: fixedTexts, threads: threads)?.1
    }

    /// The unified diff of what `write` would write, checked as it would be, without writing; nil for no change.
    static func preview(_ file: LocalizationFile, fixedTexts: [Int: String]) throws -> String? {
        guard let (bytes, _) = try fixedBytes(file, fixedTexts: fixedTexts) else { return nil }
        return UnifiedDiff.render(path: file.path, old: file.bytes, new: bytes)
    }

    /// The file's bytes with the fixed texts, and those bytes parsed, when they read back as the original with the
    /// fixed texts; nil when the texts change no byte.
    private static func fixedBytes(_ file: LocalizationFile, fixedTexts: [Int: String],
                                   threads: Int = 1) throws -> ([UInt8], LocalizationFile)? {
        let fixed = fixedTexts.sorted(by: { $0.key < $1.key })
        let edits = HelpedMap.joined(HelpedMap.map(partsOf: fixed.count, threads: threads) { part in
            fixed[part].flatMap { index, text in
                TextDiff.hunks(from: file.entries[index].text, to: text).map {
                    TextEdit(entryIndex: index, range: $0.range, replacement: $0.replacement)
                }
            }
        }, threads: threads)
        guard !edits.isEmpty else { return nil }
        // A file whose fixed values can be read back in place (`LocalizationFile.applyingReadBack`) is not parsed
        // again: each value is read back as its reader reads it and checked against its fixed text there.
        let (bytes, readBack) = try file.applyingReadBack(edits, texts: fixedTexts, threads: threads)
        return (bytes, try readBack ?? verify(bytes, against: file, fixedTexts: fixedTexts, threads: threads))
    }

    /// The fixed file parsed, when it reads back as the original with the fixed texts.
    private static func verify(_ bytes: [UInt8], against file: LocalizationFile, fixedTexts: [Int: String],
                               threads: Int) throws -> LocalizationFile {
        let reparsed: LocalizationFile
        do {
            reparsed = try LocalizationReader.parse(bytes: bytes, path: file.path)
        } catch {
            throw Refusal(description: "not written: the fixed file would not parse (\(error))")
        }
        guard reparsed.entries.count == file.entries.count else {
            throw Refusal(description: "not written: the fixed file would have \(reparsed.entries.count) entries instead of \(file.entries.count)")
        }
        // The entries compared in place, a part on each thread: a copy of each retained and released its strings.
        let old = file.entries, new = reparsed.entries
        let differing = HelpedMap.map(partsOf: old.count, threads: threads) { part in
            part.first { index in
                !(new[index].key == old[index].key && new[index].text == (fixedTexts[index] ?? old[index].text)
                    && new[index].comment == old[index].comment && new[index].locale == old[index].locale)
            }
        }
        if let index = differing.lazy.compactMap({ $0 }).first {
            throw Refusal(description: "not written: entry '\(old[index].key)' would not read back as fixed")
        }
        return reparsed
    }
}
