import CopyLowLevel

/// Whether a string's only possible sentence end is its own end, read from the characters' Sentence_Break classes
/// without ICU's sentence walk.
///
/// UAX #29 (which ICU's sentence rules implement) puts a boundary only after a line break (SB4) or after a full
/// stop followed by closing quotes or brackets and then spaces (SB11: `SATerm Close* Sp* ÷`), and never inside
/// full stops that follow each other that way (SB8a, SB9, SB10). So when every character that could end a
/// sentence sits in one final run of `(SATerm Close* Sp*)+`, the string is one sentence: "Delete this photo?",
/// "Saved." and "“Done.”" need no walk. Most copy with a full stop has it only there. `SentenceShortcutTests`
/// holds this to ICU's own answers.
enum SentenceEnds {
    /// `localTerminals`: the locale's tailored full stops (Greek ";"), which its rules treat as STerm.
    static func onlyAtTheEnd(_ scalars: [Unicode.Scalar], localTerminals: Set<Unicode.Scalar>,
                             flags table: ScalarFlagsTable) -> Bool {
        let hasLocal = !localTerminals.isEmpty
        func isFullStop(_ scalar: Unicode.Scalar) -> Bool {
            table[scalar].contains(.sentenceFullStop) || (hasLocal && localTerminals.contains(scalar))
        }
        func has(_ flag: ScalarFlags, _ scalar: Unicode.Scalar) -> Bool {
            table[scalar].contains(flag) && !(hasLocal && localTerminals.contains(scalar))
        }
        // The final run, read backwards: each group is spaces, then closers, then at least one full stop.
        var runStart = scalars.count
        var index = scalars.count
        while true {
            while index > 0, has(.sentenceSpace, scalars[index - 1]) { index -= 1 }
            while index > 0, has(.sentenceClose, scalars[index - 1]) { index -= 1 }
            guard index > 0, isFullStop(scalars[index - 1]) else { break }
            while index > 0, isFullStop(scalars[index - 1]) { index -= 1 }
            runStart = index
        }
        guard runStart < scalars.count else { return false }
        // Before the run, nothing may end a sentence: no full stop, no line break.
        return !scalars[..<runStart].contains {
            table[$0].contains(.sentenceTerminal) || (hasLocal && localTerminals.contains($0))
        }
    }
}
