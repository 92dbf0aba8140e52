/// A bit per hash (FNV-1a of scalar values) of each of a few hundred strings: a string whose bit is clear is none of
/// them, told from its scalars without building a string (a locale's standard command names: most strings asked
/// about are none).
package struct ScalarHashFilter: Sendable {
    /// 4,096 bits: a few hundred strings leave most of them clear.
    private var words = [UInt64](repeating: 0, count: 64)

    package init() {}

    /// The hash of no scalars, which `mix` continues.
    package static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// One FNV-1a step over a scalar.
    package static func mix(_ hash: UInt64, _ scalar: Unicode.Scalar) -> UInt64 {
        (hash ^ UInt64(scalar.value)) &* 0x100_0000_01b3
    }

    package static func hash(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
        scalars.reduce(seed, mix)
    }

    package mutating func insert(hash: UInt64) {
        words[Int(hash >> 6) & (words.count - 1)] |= 1 << (hash & 63)
    }

    /// False when no string inserted has this hash.
    package func mayContain(hash: UInt64) -> Bool {
        words[Int(hash >> 6) & (words.count - 1)] & (1 << (hash & 63)) != 0
    }
}
