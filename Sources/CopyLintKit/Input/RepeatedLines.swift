import CopyFormats
import CopyLowLevel
import Dispatch

/// The lines of plain input that repeat an earlier line byte for byte, found for the whole input before any
/// line is checked. A repeat is then not checked again: its first line's answer is handed over for it.
///
/// Copy repeats ("OK" in every locale, English fallbacks): many of a project's lines repeat an earlier one.
/// Each worker's result cache found only the repeats among its own recent strings, so many repeats were
/// analysed again, and every line paid a lookup and an insert.
public struct RepeatedLines: Sendable {
    /// Per line: for a repeat, the index of the first line with its bytes; for a first line, `~last`, where
    /// `last` is the index of its last repeat (itself when none): the two answers share one array.
    private let lines: [Int32]
    /// The lines of one window (see `defaultWindowSize`).
    let windowSize: Int

    /// Repeats are looked for among the lines of the current window (`windowSize` lines) and the window before,
    /// which bounds the memory: a window's tables take 2 MB for 2^18 lines to start, more if they grow (a whole
    /// project's lines usually fit in one window), and answers are kept only until their last repeat, at most one
    /// window later; a table for all the lines of a large input grows with the input. A line that repeats only a
    /// line more than a window back is checked again. (With the current window alone, repeats across its start
    /// were checked again, so the larger the input the more of them.)
    static let defaultWindowSize = 1 << 18

    /// nil for more lines than an `Int32` counts. `hashes`: each line's `lineHash` (`StdinReader` makes them as
    /// it splits the input into lines, each line read once; they were made here in a pass of their own).
    /// `partitions`: how many parts the search is cut into, each looking among the lines whose hash falls in its
    /// share (a line and its repeats share a hash, so each part finds every repeat of its lines and the answers
    /// are those of one part). On one thread this search held up the workers, with the other core idle; in one
    /// part per core, the core that also built the lexicon finished last.
    init?(bytes: Span<UInt8>, ranges: [Range<Int>], hashes: [Int], windowSize: Int = defaultWindowSize,
          partitions: Int = 2 * AvailableCores.count) {
        guard ranges.count < Int(Int32.max), windowSize > 0 else { return nil }
        precondition(hashes.count == ranges.count, "RepeatedLines: a hash per line")
        self.windowSize = windowSize
        // (A small input is not worth a second thread.)
        let partitions = ranges.count < 4_096 ? 1 : max(1, partitions)
        lines = [Int32](count: ranges.count) { lines in
            // Each part writes only its own lines' entries: a line's and its first line's.
            DispatchQueue.concurrentPerform(iterations: partitions) { partition in
                Self.findRepeats(bytes: bytes, ranges: ranges, hashes: hashes.span, windowSize: windowSize,
                                 partition: partition, of: partitions, into: lines)
            }
        }
    }

    /// A line's hash, as the search for repeats reads it (lines with the same bytes have the same hash).
    static func lineHash(_ bytes: Span<UInt8>, _ line: Range<Int>) -> Int {
        ByteHash.mixed(ByteHash.of(bytes.extracting(line)), seed: 0)
    }

    /// Fills the entries of the lines whose hash is in `partition` (of `partitions`): for a repeat, the index of
    /// its first line, and for a first line, `~last`, the index of its last repeat.
    private static func findRepeats(bytes: Span<UInt8>, ranges: [Range<Int>], hashes: Span<Int>, windowSize: Int,
                                    partition: Int, of partitions: Int, into lines: SlotWriter<Int32>) {
        // A table per window, open addressing, linear probing, at most half full (it grows if a partition gets
        // more than its share). A slot holds the high 32 bits of its line's hash and the line's index plus one
        // (0: empty); bytes are compared only when the hash bits match. Sized at first for the partition's share of
        // the lines, half full only if none repeats: only first lines are entered, and copy repeats often, so a
        // table twice that size was mostly empty, and all of it written on every core first.
        var capacity = 2
        while capacity * partitions < min(ranges.count, windowSize) { capacity <<= 1 }
        var current = [UInt64](repeating: 0, count: capacity)
        // (Made at the second window: most inputs have one.)
        var previous: [UInt64] = []
        var hasPrevious = false
        var filled = 0
        /// The first line with the bytes of `line` in `table`, or the empty slot where `line` goes.
        func find(_ line: Range<Int>, hash: Int, in table: [UInt64]) -> (slot: Int, first: Int?) {
            let mask = table.count - 1
            let hashBits = UInt64(truncatingIfNeeded: hash) >> 32
            var slot = hash & mask
            while table[slot] != 0 {
                let other = Int(table[slot] & 0xFFFF_FFFF) - 1
                if table[slot] >> 32 == hashBits, sameBytes(bytes, line, ranges[other]) { return (slot, other) }
                slot = (slot + 1) & mask
            }
            return (slot, nil)
        }
        /// Places every entry of `table` in one twice its size.
        func grown(_ table: [UInt64]) -> [UInt64] {
            var larger = [UInt64](repeating: 0, count: table.count * 2)
            for entry in table where entry != 0 {
                var slot = hashes[Int(entry & 0xFFFF_FFFF) - 1] & (larger.count - 1)
                while larger[slot] != 0 { slot = (slot + 1) & (larger.count - 1) }
                larger[slot] = entry
            }
            return larger
        }
        // Lines are taken a batch at a time: their hashes first, with a read of each one's first slot, then the
        // search itself. A slot's read is a cache miss for most lines (the table is megabytes); read one after
        // another, without a search between them, the misses overlap. (Much of the search's time went to them.)
        let batchSize = 32
        var batchHashes = [Int](repeating: 0, count: batchSize)
        var batchLines = [Int](repeating: 0, count: batchSize)
        var touched: UInt64 = 0
        var nextWindow = windowSize
        var batchStart = 0
        while batchStart < ranges.count {
            let batchEnd = min(batchStart + batchSize, ranges.count)
            var inBatch = 0
            for index in batchStart..<batchEnd {
                let hash = hashes[index]
                // The top bits choose the partition (multiplied down, not divided); the low bits, the slot.
                guard partitions == 1 || Int(((UInt64(truncatingIfNeeded: hash) >> 32) &* UInt64(partitions)) >> 32) == partition else { continue }
                batchHashes[inBatch] = hash
                batchLines[inBatch] = index
                inBatch += 1
                touched &+= current[hash & (current.count - 1)]
            }
            for position in 0..<inBatch {
                let index = batchLines[position], hash = batchHashes[position]
                if index >= nextWindow {
                    // The window before is the one this partition last saw only when no window was skipped.
                    hasPrevious = index < nextWindow + windowSize
                    if hasPrevious { swap(&previous, &current) }
                    nextWindow = (index / windowSize + 1) * windowSize
                    if current.isEmpty { current = [UInt64](repeating: 0, count: previous.count) }
                    for slot in current.indices { current[slot] = 0 }
                    filled = 0
                }
                let line = ranges[index]
                let (slot, found) = find(line, hash: hash, in: current)
                // (A repeat of the window before is not entered in this window's table: its first line's answer is
                // kept only until the end of this window, so the next window's repeats of it start afresh.)
                if let first = found ?? (hasPrevious ? find(line, hash: hash, in: previous).first : nil) {
                    lines[index] = Int32(first)
                    lines[first] = ~Int32(index)
                } else {
                    current[slot] = (UInt64(truncatingIfNeeded: hash) >> 32) << 32 | UInt64(index + 1)
                    lines[index] = ~Int32(index)
                    filled += 1
                    if filled * 2 > current.count { current = grown(current) }
                }
            }
            batchStart = batchEnd
        }
        // (Kept, so the reads that warm the cache are not left out as unused.)
        withExtendedLifetime(touched) {}
    }

    public var count: Int { lines.count }

    /// The earlier line that line `index` repeats; nil when it is the first with its bytes.
    public func original(of index: Int) -> Int? {
        let entry = lines[index]
        return entry < 0 ? nil : Int(entry)
    }

    /// The last line that repeats first line `index` (`index` itself when none does).
    func lastRepeat(of index: Int) -> Int { Int(~lines[index]) }

    /// Hands the lines' answers over in input order: a repeat gets its first line's answer, kept from that
    /// line until its last repeat.
    struct Delivery<Answer> {
        let lines: RepeatedLines
        /// The kept answers, each in a place of its own: a first line that is repeated takes a free place when its
        /// answer is handed over, and gives it back at its last repeat, so the places number the answers kept at
        /// once. (A place per line of two windows, made before any line was checked, was megabytes, filled on one
        /// core while the others waited.)
        private var kept: [Answer?] = []
        private var freePlaces: [Int] = []
        /// The place of a kept answer, by its line's index modulo twice the window size: a line's last repeat comes
        /// at most in the window after its own, and answers are handed over in order, so a window's places are
        /// given back before the window two after it comes. Written when an answer is kept and read only at its
        /// repeats.
        private var places: [Int32]
        private var next = 0

        init(_ lines: RepeatedLines) {
            self.lines = lines
            let count = min(lines.count, 2 * lines.windowSize)
            places = [Int32](repeating: 0, count: count)
        }

        /// Whether the next line's answer is the one computed for it and is kept for no repeat (most lines): the
        /// caller may then pass it over (`passOver`) instead of asking for its answer.
        var nextIsItsOwn: Bool {
            lines.original(of: next) == nil && lines.lastRepeat(of: next) == next
        }

        /// Goes on to the line after one whose answer is its own (`nextIsItsOwn`).
        mutating func passOver() {
            next += 1
        }

        /// The answer for the next line: `computed` for a first line, else (`computed` is then a placeholder)
        /// its first line's answer made the repeat's by `copy` (given the answer and the repeat's index).
        mutating func answer(_ computed: Answer, copy: (Answer, Int) -> Answer) -> Answer {
            let index = next
            next += 1
            guard let first = lines.original(of: index) else {
                if lines.lastRepeat(of: index) != index { keep(computed, for: index) }
                return computed
            }
            let place = Int(places[first % places.count])
            let original = kept[place]!
            if lines.lastRepeat(of: first) == index {
                kept[place] = nil
                freePlaces.append(place)
            }
            return copy(original, index)
        }

        private mutating func keep(_ answer: Answer, for index: Int) {
            let place: Int
            if let free = freePlaces.popLast() {
                place = free
                kept[place] = answer
            } else {
                place = kept.count
                kept.append(answer)
            }
            places[index % places.count] = Int32(place)
        }
    }
}

