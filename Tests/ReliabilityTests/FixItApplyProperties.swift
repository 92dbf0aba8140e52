import Testing
import PropertyBased
import CopyRules

/// `FixIt.apply` works on UTF-8 bytes; this is what it must give, worked on scalars: the fix-its that do not
/// overlap (`nonOverlapping`), each replacing its range where the range lies inside the string.
private func reference(_ fixIts: [FixIt], _ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    var shift = 0
    for fixIt in FixIt.nonOverlapping(fixIts) where fixIt.range.upperBound <= text.unicodeScalars.count {
        let range = (fixIt.range.lowerBound + shift)..<(fixIt.range.upperBound + shift)
        scalars.replaceSubrange(range, with: fixIt.replacement.unicodeScalars)
        shift += fixIt.replacement.unicodeScalars.count - fixIt.range.count
    }
    return String(String.UnicodeScalarView(scalars))
}

/// One to four bytes a scalar, combining marks, CR LF, and long strings (past the 15 bytes kept inline).
private let applyPieces = ["a", "Save", " ", "é", "e\u{301}", "写真", "😀", "👩‍💻", "\r\n", "ж", "\u{10FFFF}", String(repeating: "long ", count: 5)]

private let applyTexts = generator { rng -> String in
    (0..<Int.random(in: 0...12, using: &rng)).map { _ in applyPieces.pick(&rng) }.joined()
}

/// Up to five fix-its starting anywhere from 0 to 70 scalars, so inside short strings and past their end:
/// empty (insertions), overlapping, repeated, out of order.
private let applyFixIts = generator { rng -> [FixIt] in
    (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        let start = Int.random(in: 0...70, using: &rng)
        return FixIt(range: start..<(start + Int.random(in: 0...6, using: &rng)), replacement: applyPieces.pick(&rng) + (Bool.random(using: &rng) ? "" : "X"))
    }
}

/// What `FixIt.nonOverlapping` must give, without its shortcuts: the fix-its sorted by start (stably), each
/// taken unless it starts before the end of the last one taken or has that one's range.
private func referenceNonOverlapping(_ fixIts: [FixIt]) -> [FixIt] {
    var taken: [FixIt] = []
    for fixIt in fixIts.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element) {
        if let last = taken.last, fixIt.range.lowerBound < last.range.upperBound || fixIt.range == last.range { continue }
        taken.append(fixIt)
    }
    return taken
}

/// Up to five fix-its that usually come as a rule proposes them, in order and apart, and often do not:
/// touching, nested, equal, empty (insertions), out of order.
private let proposedFixIts = generator { rng -> [FixIt] in
    var position = 0
    return (0..<Int.random(in: 0...5, using: &rng)).map { _ in
        let start = Bool.random(using: &rng) ? position + Int.random(in: 0...2, using: &rng) : Int.random(in: 0...8, using: &rng)
        let end = start + Int.random(in: 0...3, using: &rng)
        position = end
        return FixIt(range: start..<end, replacement: ["A", "", "b"].pick(&rng))
    }
}

@Suite struct FixItApplyProperties {
    @Test func nonOverlappingGivesTheReference() async {
        await propertyCheck(count: 5_000, input: proposedFixIts) { fixIts in
            #expect(FixIt.nonOverlapping(fixIts) == referenceNonOverlapping(fixIts), "\(fixIts.map { "\($0.range)→\($0.replacement)" })")
        }
    }

    @Test func applyingGivesTheScalarReference() async {
        await propertyCheck(count: 3_000, input: applyTexts, applyFixIts) { text, fixIts in
            let applied = FixIt.apply(fixIts, to: text)
            #expect(Array(applied.unicodeScalars) == Array(reference(fixIts, text).unicodeScalars),
                    "\(fixIts.map { "\($0.range)→\($0.replacement.debugDescription)" }) on \(text.debugDescription)")
        }
    }
}
