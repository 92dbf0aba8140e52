import CopyLowLevel
import CopyText

/// Title style's fix written straight into the fixed text (`TitleCaseRule.appendFixedText`, what `copylint fix`
/// runs): the text's UTF-8 copied, each capitalized word's new first scalar written in place of its first. Through
/// fix-its, each word changed was a string of its own and an element of an array of fix-its, and the fixed text
/// was then built from those.
enum TitleStyleWriter {
    /// The text with every title-style change applied, appended to `output` as UTF-8; false, appending nothing,
    /// when no change applies. Each edit is written as title style decides it, into scratch space (on the stack for
    /// a short text) then copied out: the text's bytes up to the word, then the word's new spelling. (Collected in
    /// an array first, the edits were an allocation per string, and freeing it released each edit's strings.
    /// Appended to `output` piece by piece, each piece paid the array's checks.)
    /// `room`: the scratch space's size for a text of so many UTF-8 bytes (a test makes it too small).
    static func appendFixedText(_ text: AnalyzedText, lexicon: Lexicon, to output: inout [UInt8], room: (Int) -> Int = { 2 * $0 + 64 }) -> Bool {
        let string = text.string
        let utf8 = string.utf8.span
        // Room for twice the text: a new first scalar takes at most three bytes more than the one it replaces,
        // and few words are changed. An edit that would not fit, or that overlaps the one before or shares its
        // range, sends the text to the fix-its' path (`fixedThroughFixIts`), as does `FixIt.nonOverlapping`.
        return ScratchBytes.with(capacity: room(utf8.count)) { scratch in
            var cursor = 0
            var last: Range<Int>?
            var written = true
            TitleStyle.edits(text, utf8: utf8, lexicon: lexicon) { edit, _ in
                guard written else { return }
                if let last, edit.range.lowerBound < last.upperBound || edit.range == last {
                    written = false
                    return
                }
                last = edit.range
                let wordStart = text.utf8Offset(edit.range.lowerBound), wordEnd = text.utf8Offset(edit.range.upperBound)
                let replacementCount: Int
                switch edit.replacement {
                case .firstScalar: replacementCount = 4 + wordEnd - wordStart
                case .text(let replacement): replacementCount = replacement.utf8.count
                }
                // This edit, and then the rest of the text as it is.
                let needed = (wordStart - cursor) + replacementCount + (utf8.count - wordEnd)
                guard scratch.count + needed <= scratch.capacity else {
                    written = false
                    return
                }
                scratch.append(utf8, cursor..<wordStart)
                switch edit.replacement {
                case .firstScalar(let scalar):
                    scratch.append(scalar)
                    scratch.append(utf8, text.utf8Offset(edit.range.lowerBound + 1)..<wordEnd)
                case .text(let replacement):
                    scratch.append(replacement)
                }
                cursor = wordEnd
            }
            guard last != nil else { return false }
            if written {
                scratch.append(utf8, cursor..<utf8.count)
                scratch.copy(to: &output)
            } else {
                output.append(contentsOf: fixedThroughFixIts(edits(text, utf8: utf8, lexicon: lexicon), text).utf8)
            }
            return true
        }
    }

    /// Title style's edits of the text, one a word, in order; `utf8`: its string's UTF-8.
    private static func edits(_ text: AnalyzedText, utf8: Span<UInt8>, lexicon: Lexicon) -> [TitleStyle.Edit] {
        var edits: [TitleStyle.Edit] = []
        TitleStyle.edits(text, utf8: utf8, lexicon: lexicon) { edit, wordsLeft in
            if edits.isEmpty { edits.reserveCapacity(wordsLeft) }
            edits.append(edit)
        }
        return edits
    }

    private static func fixedThroughFixIts(_ edits: [TitleStyle.Edit], _ text: AnalyzedText) -> String {
        FixIt.apply(edits.map { FixIt(range: $0.range, replacement: $0.replacementText(in: text)) }, to: text.string)
    }
}
