import CopyLowLevel
import PropertyBased
import Testing

@Suite struct PartitionPointProperties {
    /// Sorted arrays with repeats, and the values asked for: around, between and on the array's own.
    static let sortedArrays = generator { rng in
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: -5...30, using: &rng) }.sorted()
    }
    static let values = generator { rng in Int.random(in: -8...33, using: &rng) }

    /// `partitionPoint` is the first index a linear scan finds (the end when none), for each of the cut points the
    /// callers ask for (`>=`, `>`), on the array and on a slice of it (whose indices do not start at 0).
    @Test func isTheFirstIndexALinearScanFinds() async {
        await propertyCheck(count: 500, input: Self.sortedArrays, Self.values) { sorted, value in
            for isAfter in [{ (x: Int) in x >= value }, { (x: Int) in x > value }] {
                #expect(sorted.partitionPoint(where: isAfter) == (sorted.firstIndex(where: isAfter) ?? sorted.count))
                let slice = sorted.dropFirst(sorted.count / 3)
                #expect(slice.partitionPoint(where: isAfter) == (slice.firstIndex(where: isAfter) ?? slice.endIndex))
                #expect(sorted.indices.partitionPoint { isAfter(sorted[$0]) } == sorted.partitionPoint(where: isAfter))
            }
        }
    }
}
