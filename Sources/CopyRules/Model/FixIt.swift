/// A replacement of a range of the string, in Unicode-scalar offsets.
public struct FixIt: Sendable, Equatable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies fix-its to a string: sorted by position, a fix-it that overlaps
    /// one already taken is skipped, so conflicting edits are never both applied.
    public static func apply(_ fixIts: [FixIt], to string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var result = String.UnicodeScalarView()
        var cursor = 0
        for fixIt in nonOverlapping(fixIts) where fixIt.range.upperBound <= scalars.count {
            result.append(contentsOf: scalars[cursor..<fixIt.range.lowerBound])
            result.append(contentsOf: fixIt.replacement.unicodeScalars)
            cursor = fixIt.range.upperBound
        }
        result.append(contentsOf: scalars[cursor...])
        return String(result)
    }

    /// The fix-its that can be applied together, in order: the first of any overlapping pair wins.
    public static func nonOverlapping(_ fixIts: [FixIt]) -> [FixIt] {
        var taken: [FixIt] = []
        var cursor = 0
        for fixIt in fixIts.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element) {
            guard fixIt.range.lowerBound >= cursor else { continue }
            // an insertion at the end of a replaced range would be ambiguous
            if let last = taken.last, last.range == fixIt.range { continue }
            taken.append(fixIt)
            cursor = fixIt.range.upperBound
        }
        return taken
    }
}
