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
/// workers it analysed 106,350 strings for `fix --only-rule title_case` where 95,898 with a cased letter differ,
/// and every line paid a lookup and an insert (6% of the run's instructions).
public struct RepeatedLines: Sendable {
    /// Per line: for a repeat, the index of the first line with its bytes; for a first line, `~last`, where
    /// `last` is the index of its last repeat (itself when none): the two answers share one array.
    private let lines: [Int32]
    /// The lines of one window (see `defaultWindowSize`).
    let windowSize: Int

    /// Repeats are looked for among the lines of the current window (`windowSize` lines) and the window before,
    /// which bounds the memory: a window's table takes 4 MB for 2^18 lines (the whole corpus's 214,780 fit in one),
    /// and answers are kept only until their last repeat, at most one window later. A table for all of the 3.4
    /// million lines of 16 times the corpus took 64 MB. A line that repeats only a line more than a window back
    /// is checked again. (With the current window alone, repeats across its start were checked again, so the
    /// larger the input the more of them: 16 copies of the corpus took 18.8 times one.)
    static let defaultWindowSize = 1 << 18

    /// nil for more lines than an `Int32` counts.
    init?(bytes: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>], windowSize: Int = defaultWindowSize) {
        guard ranges.count < Int(Int32.max), windowSize > 0 else { return nil }
        self.windowSize = windowSize
        var lines = [Int32](repeating: 0, count: ranges.count)
        // A table per window, open addressing, linear probing, at most half full. A slot holds the high 32 bits
        // of its line's hash and the line's index plus one (0: empty); bytes are compared only when the hash bits match.
        var capacity = 2
        while capacity < min(ranges.count, windowSize) * 2 { capacity <<= 1 }
        var current = [UInt64](repeating: 0, count: capacity)
        var previous: [UInt64] = []
        let mask = capacity - 1
        /// The first line with `line`'s bytes in `table`, or the empty slot where `line` goes.
        func find(_ line: UnsafeBufferPointer<UInt8>, hash: Int, in table: [UInt64]) -> (slot: Int, first: Int?) {
            let hashBits = UInt64(truncatingIfNeeded: hash) >> 32
            var slot = hash & mask
            while table[slot] != 0 {
                let other = Int(table[slot] & 0xFFFF_FFFF) - 1
                if table[slot] >> 32 == hashBits, Self.sameBytes(line, UnsafeBufferPointer(rebasing: bytes[ranges[other]])) { return (slot, other) }
                slot = (slot + 1) & mask
            }
            return (slot, nil)
        }
        for (index, range) in ranges.enumerated() {
            if index > 0, index % windowSize == 0 {
                if previous.isEmpty { previous = current } else { swap(&previous, &current) }
                current.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            }
            let line = UnsafeBufferPointer(rebasing: bytes[range])
            let hash = ByteHash.mixed(ByteHash.of(line), seed: 0)
            let (slot, found) = find(line, hash: hash, in: current)
            // (A repeat of the window before is not entered in this window's table: its first line's answer is
            // kept only until the end of this window, so the next window's repeats of it start afresh.)
            if let first = found ?? (previous.isEmpty ? nil : find(line, hash: hash, in: previous).first) {
                lines[index] = Int32(first)
                lines[first] = ~Int32(index)
            } else {
                current[slot] = (UInt64(truncatingIfNeeded: hash) >> 32) << 32 | UInt64(index + 1)
                lines[index] = ~Int32(index)
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
        /// Kept answers by line index modulo twice the window size: a line's last repeat comes at most in the
        /// window after its own, and answers are handed over in order, so a window's answers are let go before
        /// the window two after it comes. (A table of optionals: a dictionary took 10 M more instructions in
        /// title-casing the corpus.)
        private var kept: [Answer?]
        private var next = 0

        init(_ lines: RepeatedLines) {
            self.lines = lines
            kept = Array(repeating: nil, count: min(lines.count, 2 * lines.windowSize))
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
