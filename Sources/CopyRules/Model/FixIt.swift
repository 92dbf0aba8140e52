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
        // Built from the string's UTF-8, slice by slice: appending scalars to a scalar view one by one was
        // most of the cost of `copylint fix`. Ranges are in scalars, so each scalar's UTF-8 offset is found first.
        var string = string
        return string.withUTF8 { utf8 in
            var offsets: [Int] = []
            offsets.reserveCapacity(utf8.count + 1)
            var index = 0
            while index < utf8.count {
                offsets.append(index)
                let lead = utf8[index]
                index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            }
            offsets.append(utf8.count)
            let scalarCount = offsets.count - 1
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + 16)
            var cursor = 0
            for fixIt in nonOverlapping(fixIts) where fixIt.range.upperBound <= scalarCount {
                result.append(contentsOf: utf8[offsets[cursor]..<offsets[fixIt.range.lowerBound]])
                result.append(contentsOf: fixIt.replacement.utf8)
                cursor = fixIt.range.upperBound
            }
            result.append(contentsOf: utf8[offsets[cursor]...])
            return String(decoding: result, as: UTF8.self)
        }
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
