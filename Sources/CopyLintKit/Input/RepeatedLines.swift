import CopyFormats
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The lines of plain input that repeat an earlier line byte for byte, found for the whole input before any
/// line is checked. A repeat is then not checked again: its first line's answer is handed over for it.
///
/// Copy repeats ("OK" in every locale, English fallbacks): 104,534 of the corpus's 214,780 lines repeat an
/// earlier one. Each worker's result cache found only the repeats among its own recent strings: with two
/// workers it analysed 106,350 strings for `fix --only-rule title_case` where 96,000 differ, and every line
/// paid a lookup and an insert (6% of the run's instructions).
public struct RepeatedLines: Sendable {
    /// Per line: the index of the first line with its bytes (its own index when it is that line).
    private let firsts: [Int32]
    /// Per line: the index of the last line that repeats it, or -1 when none does.
    private let lastRepeats: [Int32]

    /// nil for more lines than an `Int32` counts.
    init?(bytes: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>]) {
        guard ranges.count < Int(Int32.max) else { return nil }
        var firsts = [Int32](repeating: 0, count: ranges.count)
        var lastRepeats = [Int32](repeating: -1, count: ranges.count)
        // Open addressing, linear probing, at most half full. A slot holds the high 32 bits of its line's hash
        // and the line's index plus one (0: empty); bytes are compared only when the hash bits match.
        var capacity = 2
        while capacity < ranges.count * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (index, range) in ranges.enumerated() {
            let line = UnsafeBufferPointer(rebasing: bytes[range])
            let hash = ByteHash.mixed(ByteHash.of(line), seed: 0)
            let hashBits = UInt64(truncatingIfNeeded: hash) >> 32
            var slot = hash & mask
            var first = index
            while slots[slot] != 0 {
                let other = Int(slots[slot] & 0xFFFF_FFFF) - 1
                if slots[slot] >> 32 == hashBits, Self.sameBytes(line, UnsafeBufferPointer(rebasing: bytes[ranges[other]])) {
                    first = other
                    break
                }
                slot = (slot + 1) & mask
            }
            if first == index {
                slots[slot] = hashBits << 32 | UInt64(index + 1)
            } else {
                lastRepeats[first] = Int32(index)
            }
            firsts[index] = Int32(first)
        }
        self.firsts = firsts
        self.lastRepeats = lastRepeats
    }

    private static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    public var count: Int { firsts.count }

    /// The earlier line that line `index` repeats; nil when it is the first with its bytes.
    public func original(of index: Int) -> Int? {
        let first = Int(firsts[index])
        return first == index ? nil : first
    }

    /// Hands the lines' answers over in input order: a repeat gets its first line's answer, kept from that
    /// line until its last repeat.
    struct Delivery<Answer> {
        let lines: RepeatedLines
        private var kept: [Int: Answer] = [:]
        private var next = 0

        init(_ lines: RepeatedLines) {
            self.lines = lines
        }

        /// The answer for the next line: `computed` for a first line, else its first line's answer made the
        /// repeat's by `copy` (given the answer and the repeat's index).
        mutating func answer(_ computed: Answer?, copy: (Answer, Int) -> Answer) -> Answer {
            let index = next
            next += 1
            let first = Int(lines.firsts[index])
            if first == index {
                // (A first line's answer is computed; a missing one would be a fault of the caller.)
                let answer = computed!
                if lines.lastRepeats[index] >= 0 { kept[index] = answer }
                return answer
            }
            let original = Int(lines.lastRepeats[first]) == index ? kept.removeValue(forKey: first)! : kept[first]!
            return copy(original, index)
        }
    }
}
