import CopyFormats
import CopyText

/// Title style's fix written straight into the fixed text (`TitleCaseRule.appendFixedText`, what `copylint fix`
/// runs): the text's UTF-8 copied, each capitalized word's new first scalar written in place of its first. Through
/// fix-its, each word changed was a string of its own and an element of an array of fix-its, and the fixed text
/// was then built from those.
enum TitleStyleWriter {
    /// The text with every title-style change applied, appended to `output` as UTF-8; false, appending nothing,
    /// when no change applies.
    static func appendFixedText(_ text: AnalyzedText, lexicon: Lexicon, to output: inout [UInt8]) -> Bool {
        let edits = edits(text, lexicon: lexicon)
        if edits.isEmpty { return false }
        guard let room = room(for: edits, in: text) else {
            UTF8Bytes.withBytes(of: fixedThroughFixIts(edits, text)) { output.append(contentsOf: $0) }
            return true
        }
        // Written in scratch space (on the stack for a short text), then copied: an array has no room to write
        // into past its end, and making that room by appending zeros went through the generic sequence path.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
            let written = write(edits, text, into: buffer)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
        return true
    }

    /// Title style's edits of the text, one a word, in order.
    private static func edits(_ text: AnalyzedText, lexicon: Lexicon) -> [TitleStyle.Edit] {
        var edits: [TitleStyle.Edit] = []
        TitleStyle.edits(text, lexicon: lexicon) { edit, wordsLeft in
            if edits.isEmpty { edits.reserveCapacity(wordsLeft) }
            edits.append(edit)
        }
        return edits
    }

    private static func fixedThroughFixIts(_ edits: [TitleStyle.Edit], _ text: AnalyzedText) -> String {
        FixIt.apply(edits.map { FixIt(range: $0.range, replacement: $0.replacementText(in: text)) }, to: text.string)
    }

    /// The bytes the fixed text can take (a new first scalar takes at most three bytes more than the one it
    /// replaces); nil unless each edit starts after the one before ends. Two that overlapped or shared a range
    /// are left to the fix-its' rules (`FixIt.nonOverlapping`: `fixedThroughFixIts`).
    private static func room(for edits: [TitleStyle.Edit], in text: AnalyzedText) -> Int? {
        var room = text.string.utf8.count
        for index in edits.indices {
            if index > 0, edits[index].range.lowerBound < edits[index - 1].range.upperBound || edits[index].range == edits[index - 1].range {
                return nil
            }
            switch edits[index].replacement {
            case .firstScalar: room += 3
            case .text(let replacement): room += replacement.utf8.count
            }
        }
        return room
    }

    /// Writes the text's UTF-8 with the edits (in order, apart) over it into `buffer`, which has `room` for it; the
    /// bytes written.
    private static func write(_ edits: [TitleStyle.Edit], _ text: AnalyzedText, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        UTF8Bytes.withBytes(of: text.string) { utf8 in
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
