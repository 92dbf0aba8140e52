import Foundation
import CopyFormats

/// Writes fixed files safely: the new bytes must re-parse to the same entries with only the fixed
/// texts changed, the file must not have changed on disk since it was read, and the write is
/// atomic (a temporary file in the same folder, then rename; see `FixedFileReplacement`).
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
    static func fixedFile(_ file: LocalizationFile, fixedTexts: [Int: String]) throws -> LocalizationFile? {
        try fixedBytes(file, fixedTexts: fixedTexts)?.1
    }

    /// The unified diff of what `write` would write, checked as it would be, without writing; nil for no change.
    static func preview(_ file: LocalizationFile, fixedTexts: [Int: String]) throws -> String? {
        guard let (bytes, _) = try fixedBytes(file, fixedTexts: fixedTexts) else { return nil }
        return UnifiedDiff.render(path: file.path, old: file.bytes, new: bytes)
    }

    /// The file's bytes with the fixed texts, and those bytes parsed, when they read back as the original with the
    /// fixed texts; nil when the texts change no byte.
    private static func fixedBytes(_ file: LocalizationFile, fixedTexts: [Int: String]) throws -> ([UInt8], LocalizationFile)? {
        var edits: [TextEdit] = []
        for (index, text) in fixedTexts.sorted(by: { $0.key < $1.key }) {
            for hunk in TextDiff.hunks(from: file.entries[index].text, to: text) {
                edits.append(TextEdit(entryIndex: index, range: hunk.range, replacement: hunk.replacement))
            }
        }
        guard !edits.isEmpty else { return nil }
        let bytes = try file.applying(edits)
        return (bytes, try verify(bytes, against: file, fixedTexts: fixedTexts))
    }

    /// The fixed file parsed, when it reads back as the original with the fixed texts.
    private static func verify(_ bytes: [UInt8], against file: LocalizationFile, fixedTexts: [Int: String]) throws -> LocalizationFile {
        let reparsed: LocalizationFile
        do {
            reparsed = try LocalizationReader.parse(bytes: bytes, path: file.path)
        } catch {
            throw Refusal(description: "not written: the fixed file would not parse (\(error))")
        }
        guard reparsed.entries.count == file.entries.count else {
            throw Refusal(description: "not written: the fixed file would have \(reparsed.entries.count) entries instead of \(file.entries.count)")
        }
        for (index, (old, new)) in zip(file.entries, reparsed.entries).enumerated() {
            let expected = fixedTexts[index] ?? old.text
            guard new.key == old.key, new.text == expected, new.comment == old.comment, new.locale == old.locale else {
                throw Refusal(description: "not written: entry '\(old.key)' would not read back as fixed")
            }
        }
        return reparsed
    }
}
