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
    /// Per line: for a repeat, the index of the first line with its bytes; for a first line, `~last`, where
    /// `last` is the index of its last repeat (itself when none): the two answers share one array.
    private let lines: [Int32]
    /// The lines of one window (see `defaultWindowSize`).
    let windowSize: Int

    /// Repeats are looked for among the lines of one window at a time (`windowSize` lines), which bounds the
    /// memory: the table takes 4 MB for a window of 2^18 lines (the whole corpus's 214,780 fit in one), and
    /// answers are kept only until their last repeat, in the same window. A table for all of the 3.4 million
    /// lines of 16 times the corpus took 64 MB. A line that repeats one of an earlier window is checked again.
    static let defaultWindowSize = 1 << 18

    /// nil for more lines than an `Int32` counts.
    init?(bytes: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>], windowSize: Int = defaultWindowSize) {
        guard ranges.count < Int(Int32.max), windowSize > 0 else { return nil }
        self.windowSize = windowSize
        var lines = [Int32](repeating: 0, count: ranges.count)
        // Open addressing, linear probing, at most half full. A slot holds the high 32 bits of its line's hash
        // and the line's index plus one (0: empty); bytes are compared only when the hash bits match.
        var capacity = 2
        while capacity < min(ranges.count, windowSize) * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (index, range) in ranges.enumerated() {
            if index > 0, index % windowSize == 0 { slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
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
            if first == index { slots[slot] = hashBits << 32 | UInt64(index + 1) }
            lines[index] = ~Int32(index)
            if first != index {
                lines[index] = Int32(first)
                lines[first] = ~Int32(index)
            }
        }
        self.lines = lines
    }

    private static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    public var count: Int { lines.count }

    /// The earlier line that line `index` repeats; nil when it is the first with its bytes.
    public func original(of index: Int) -> Int? {
        let entry = lines[index]
        return entry < 0 ? nil : Int(entry)
    }

    /// The last line that repeats first line `index` (`index` itself when none does).
    private func lastRepeat(of index: Int) -> Int { Int(~lines[index]) }

    /// Hands the lines' answers over in input order: a repeat gets its first line's answer, kept from that
    /// line until its last repeat.
    struct Delivery<Answer> {
        let lines: RepeatedLines
        /// Kept answers by line index modulo the window size: a line and its repeats share a window, and the
        /// answers are handed over in order, so a window's answers are let go before the next window's come.
        /// (A table of optionals: a dictionary took 10 M more instructions in title-casing the corpus.)
        private var kept: [Answer?]
        private var next = 0

        init(_ lines: RepeatedLines) {
            self.lines = lines
            kept = Array(repeating: nil, count: min(lines.count, lines.windowSize))
        }

        /// The answer for the next line: `computed` for a first line, else its first line's answer made the
        /// repeat's by `copy` (given the answer and the repeat's index).
        mutating func answer(_ computed: Answer?, copy: (Answer, Int) -> Answer) -> Answer {
            let index = next
            next += 1
            guard let first = lines.original(of: index) else {
                // (A first line's answer is computed; a missing one would be a fault of the caller.)
                let answer = computed!
                if lines.lastRepeat(of: index) != index { kept[index % kept.count] = answer }
                return answer
            }
            let slot = first % kept.count
            let original = kept[slot]!
            if lines.lastRepeat(of: first) == index { kept[slot] = nil }
            return copy(original, index)
        }
    }
}
