import CopyLowLevel

/// A replacement of a range of the string, in Unicode-scalar offsets.
public struct FixIt: Sendable, Equatable, Hashable {
    public var range: Range<Int>
    public var replacement: String
    /// Suggested until the linter, which knows the rule and how the string's role was found, says it is safe
    /// (`FixSafety`): a fix-it nobody vouched for is never applied by a plain `--fix`.
    public var level: FixLevel

    public init(range: Range<Int>, replacement: String, level: FixLevel = .suggested) {
        self.range = range
        self.replacement = replacement
        self.level = level
    }

    /// Applies fix-its to a string: sorted by position, a fix-it that overlaps
    /// one already taken is skipped, so conflicting edits are never both applied.
    public static func apply(_ fixIts: [FixIt], to string: String) -> String {
        guard !fixIts.isEmpty else { return string }
        // Built from the string's UTF-8, slice by slice, into the new string's own storage: appending scalars to
        // a scalar view one by one was most of the cost of `copylint fix`. Ranges are in scalars: the walk
        // counts scalars (bytes that do not continue one) up to each fix-it, in order.
        let taken = nonOverlapping(fixIts)
        var string = string
        string.makeContiguousUTF8()
        let utf8 = string.utf8.span
        var capacity = utf8.count
        for fixIt in taken { capacity += fixIt.replacement.utf8.count }
        return ScratchBytes.string(capacity: capacity) { writer in
            // `byte` is where scalar `scalar` starts.
            var byte = 0, scalar = 0
            // In ASCII (most copy) scalars are bytes: no walk.
            let isASCII = UTF8Bytes.isASCII(utf8)
            /// Moves to scalar `target`; false when the string ends before it.
            func advance(to target: Int) -> Bool {
                if isASCII {
                    guard target <= utf8.count else { return false }
                    byte = max(byte, target)
                    scalar = byte
                    return true
                }
                while scalar < target {
                    guard byte < utf8.count else { return false }
                    byte += 1
                    while byte < utf8.count, utf8[byte] & 0xC0 == 0x80 { byte += 1 }
                    scalar += 1
                }
                return true
            }
            for fixIt in taken {
                let start = byte
                // A fix-it past the end is left out, and so is every later one: each starts where the one
                // before ends. The rest of the string is copied from where the last one taken ended.
                guard advance(to: fixIt.range.lowerBound) else { byte = start; break }
                let replaced = byte
                guard advance(to: fixIt.range.upperBound) else { byte = start; break }
                writer.append(utf8, start..<replaced)
                writer.append(fixIt.replacement)
            }
            writer.append(utf8, byte..<utf8.count)
        }
    }

    /// The fix-its that can be applied together, in order: the first of any overlapping pair wins.
    public static func nonOverlapping(_ fixIts: [FixIt]) -> [FixIt] {
        if fixIts.count < 2 { return fixIts }
        // Each starting at or after the end of the one before, over another range: every one is taken, in the
        // order given. That is how a rule proposes them (title case, one a word), and the array is kept.
        let allTaken = fixIts.indices.dropFirst().allSatisfy {
            fixIts[$0].range.lowerBound >= fixIts[$0 - 1].range.upperBound && fixIts[$0].range != fixIts[$0 - 1].range
        }
        if allTaken { return fixIts }
        // In order of position, the first given first among equals; fix-its usually come in order, unsorted.
        // (Ranges read in place: zipping the array with itself copied every fix-it.)
        let inOrder = fixIts.indices.dropFirst().allSatisfy { fixIts[$0 - 1].range.lowerBound <= fixIts[$0].range.lowerBound }
        let ordered = inOrder ? fixIts : fixIts.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element)
        var taken: [FixIt] = []
        taken.reserveCapacity(ordered.count)
        var cursor = 0
        for fixIt in ordered {
            guard fixIt.range.lowerBound >= cursor else { continue }
            // an insertion at the end of a replaced range would be ambiguous
            if let last = taken.last, last.range == fixIt.range { continue }
            taken.append(fixIt)
            cursor = fixIt.range.upperBound
        }
        return taken
    }
}
