import CopyLowLevel

/// A large object's members found on several threads: what `JSONParser.shallowMembers` finds on one, where skipping
/// a 200,000-key catalog's `"strings"` was the longest step of its read that ran on one core.
extension JSONParser {
    /// `shallowMembers` of the object at `offset` (white space, then its `{`), nested `depth` deep, with the
    /// skipping done in up to `threads` parts of the text that follows, each cut just after a line break: a valid
    /// JSON text has no line break inside a string, so each part starts outside one. A part notes its keys and its
    /// lowest depths relative to its start; the parts' depths, joined, say which keys are the object's members
    /// and where it ends. Every member's key, the separators between members and the object's end are then read as
    /// `shallowMembers` reads them, so the members are the same, or nil where the parts do not join into such an
    /// object (a text with an error; `shallowMembers` says what). As there, values are skipped, not checked.
    static func shallowMembersInParts(_ text: UnsafeBufferPointer<UInt8>, objectAt offset: Int, depth: Int,
                                      threads: Int) -> (members: [SkippedMember], end: Int)? {
        var parser = JSONParser(b: text, offset: offset)
        parser.skipWhitespace()
        guard parser.offset < text.count, text[parser.offset] == UInt8(ascii: "{"), depth < Self.maximumDepth else {
            return nil
        }
        let inside = parser.offset + 1
        let cuts = lineCuts(text, from: inside, parts: threads)
        let scans = HelpedMap.map(Array(zip(cuts, cuts.dropFirst() + [text.count])), threads: threads) {
            PartScan(text, from: $0, to: $1)
        }
        guard let (keys, close) = memberKeys(scans, cuts: cuts), text[close] == UInt8(ascii: "}") else { return nil }
        return members(text, inside: inside, keys: keys, close: close).map { ($0, close + 1) }
    }

    /// The offsets at which the parts start: `from`, then the byte after the first line break past each equal share
    /// of the rest of the text.
    private static func lineCuts(_ text: UnsafeBufferPointer<UInt8>, from start: Int, parts: Int) -> [Int] {
        var cuts = [start]
        let share = (text.count - start) / max(parts, 1)
        for part in 1..<max(parts, 1) {
            let from = max(start + part * share, cuts[cuts.count - 1])
            guard let lineBreak = UTF8Bytes.firstIndex(of: 0x0A, in: text, from: from),
                  lineBreak + 1 < text.count else { break }
            if lineBreak + 1 > cuts[cuts.count - 1] { cuts.append(lineBreak + 1) }
        }
        return cuts
    }

    /// What one part of the text holds, by depth relative to the part's start (0; the object's members are at 0
    /// in the first part).
    private struct PartScan {
        /// The opening quotes of strings followed by a colon (keys) at depth 0 or less: a later part starts at
        /// the members' depth or deeper.
        var keys: [(offset: Int, depth: Int)] = []
        /// Each closing bracket that took the depth lower than it had been, and the depth after it.
        var lows: [(offset: Int, depth: Int)] = []
        /// The depth at the part's end.
        var depth = 0
        /// Where the scan stopped: past the part's end if a string ran over it; nil for a string never closed.
        var end: Int?

        init(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
            var parser = JSONParser(b: text, offset: start)
            while parser.offset < end {
                switch text[parser.offset] {
                case UInt8(ascii: "\""):
                    let quote = parser.offset
                    do { try parser.skipString() } catch { return }
                    if depth <= 0 {
                        var after = JSONParser(b: text, offset: parser.offset)
                        after.skipWhitespace()
                        if after.offset < text.count, text[after.offset] == UInt8(ascii: ":") {
                            keys.append((quote, depth))
                        }
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    parser.offset += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth < (lows.last?.depth ?? 0) { lows.append((parser.offset, depth)) }
                    parser.offset += 1
                default:
                    parser.offset += 1
                }
            }
            self.end = parser.offset
        }
    }

    /// The keys at the object's members' depth, in order, and the offset of the object's closing brace; nil
    /// when the parts do not join (a string over a cut, or no closing brace).
    private static func memberKeys(_ scans: [PartScan], cuts: [Int]) -> (keys: [Int], close: Int)? {
        var keys: [Int] = []
        // The depth at the part's start, relative to the members'.
        var start = 0
        for (number, scan) in scans.enumerated() {
            guard let end = scan.end, number + 1 == cuts.count || end == cuts[number + 1] else { return nil }
            let members = -start
            let close = scan.lows.first { $0.depth == members - 1 }?.offset
            for key in scan.keys where key.depth == members && key.offset < (close ?? Int.max) {
                keys.append(key.offset)
            }
            if let close { return (keys, close) }
            start += scan.depth
        }
        return nil
    }

    /// The members whose keys open at `keys`, read as `shallowMembers` reads them: after `inside` (just past the
    /// `{`), white space, then each key, a colon and its value, members apart by a comma, and white space
    /// before the `}` at `close`. A value runs from the first byte after its colon's white space to the last byte
    /// before the white space and comma ahead of the next key (or the white space before `close`).
    private static func members(_ text: UnsafeBufferPointer<UInt8>, inside: Int, keys: [Int],
                                close: Int) -> [SkippedMember]? {
        func lastBefore(_ offset: Int, after start: Int) -> Int {
            var last = offset - 1
            while last >= start, JSONParser.isWhitespace(text[last]) { last -= 1 }
            return last
        }
        guard lastBefore(keys.first ?? close, after: inside) < inside else { return nil }
        var members: [SkippedMember] = []
        members.reserveCapacity(keys.count)
        var parser = JSONParser(b: text, offset: inside)
        for (number, key) in keys.enumerated() {
            parser.offset = key
            guard let keyRange = try? parser.string() else { return nil }
            parser.skipWhitespace()
            guard parser.offset < close, text[parser.offset] == UInt8(ascii: ":") else { return nil }
            parser.offset += 1
            parser.skipWhitespace()
            let value = parser.offset
            let valueEnd: Int
            if number + 1 < keys.count {
                let comma = lastBefore(keys[number + 1], after: value)
                guard comma >= value, text[comma] == UInt8(ascii: ",") else { return nil }
                valueEnd = lastBefore(comma, after: value) + 1
            } else {
                valueEnd = lastBefore(close, after: value) + 1
            }
            guard valueEnd > value else { return nil }
            members.append(SkippedMember(keyRange: keyRange, value: value..<valueEnd))
        }
        return members
    }
}
