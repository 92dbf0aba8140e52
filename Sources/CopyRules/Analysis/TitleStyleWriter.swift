import CopyFormats
import CopyText

/// Title style's fix written straight into the fixed text (`TitleCaseRule.fixedText`, what `copylint fix` runs):
/// the text's UTF-8 copied, each capitalized word's new first scalar written in place of its first. Through
/// fix-its, each word changed was a string of its own and an element of an array of fix-its, and the fixed text
/// was then built from those.
enum TitleStyleWriter {
    /// The text with every title-style change applied; nil when none applies.
    static func fixedText(_ text: AnalyzedText, lexicon: Lexicon) -> String? {
        var edits: [TitleStyle.Edit] = []
        TitleStyle.edits(text, lexicon: lexicon) { edit, wordsLeft in
            if edits.isEmpty { edits.reserveCapacity(wordsLeft) }
            edits.append(edit)
        }
        if edits.isEmpty { return nil }
        // Edits come one a word, in order. Two that overlapped or shared a range would be left to the fix-its'
        // rules (`FixIt.nonOverlapping`).
        let inOrder = edits.indices.dropFirst().allSatisfy {
            edits[$0].range.lowerBound >= edits[$0 - 1].range.upperBound && edits[$0].range != edits[$0 - 1].range
        }
        guard inOrder else {
            let fixIts = edits.map { FixIt(range: $0.range, replacement: $0.replacementText(in: text)) }
            return FixIt.apply(fixIts, to: text.string)
        }
        return UTF8Bytes.withBytes(of: text.string) { write(edits, over: $0, text) }
    }

    /// `utf8`, the text's, with the edits (in order, apart) written over it.
    private static func write(_ edits: [TitleStyle.Edit], over utf8: UnsafeBufferPointer<UInt8>, _ text: AnalyzedText) -> String {
        // A new first scalar takes at most three bytes more than the one it replaces.
        var capacity = utf8.count
        for edit in edits {
            switch edit.replacement {
            case .firstScalar: capacity += 3
            case .text(let replacement): capacity += replacement.utf8.count
            }
        }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = StringBytesWriter(buffer)
            var cursor = 0
            // (Read in place: iterating the array copied each edit, retaining its strings.)
            edits.withUnsafeBufferPointer { edits in
                for index in edits.indices {
                    let start = text.utf8Offset(edits[index].range.lowerBound), end = text.utf8Offset(edits[index].range.upperBound)
                    writer.append(UnsafeBufferPointer(rebasing: utf8[cursor..<start]))
                    switch edits[index].replacement {
                    case .firstScalar(let scalar):
                        writer.append(scalar)
                        writer.append(UnsafeBufferPointer(rebasing: utf8[text.utf8Offset(edits[index].range.lowerBound + 1)..<end]))
                    case .text(let replacement):
                        UTF8Bytes.withBytes(of: replacement) { writer.append($0) }
                    }
                    cursor = end
                }
            }
            writer.append(UnsafeBufferPointer(rebasing: utf8[cursor...]))
            return writer.written
        }
    }
}
