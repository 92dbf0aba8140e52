/// The shape of a binary property list's object graph, read before Foundation builds it: arrays and dictionaries
/// refer to their members by object number, so a few hundred bytes whose containers share members (a DAG) or
/// refer back to themselves expand, walked as a tree, into millions of entries or without end.
enum BinaryPlistGraph {
    /// Containers deeper than this are refused: no localisation file nests more than a handful, and Foundation's
    /// reader, like the walk over its result, recurses once a level.
    static let maximumDepth = 512

    /// Why the graph cannot be read as a tree of about the file's size, or nil when it can. Every reference the
    /// walk follows counts, so a container reached twice counts its members twice; the walk stops once the count
    /// passes the file's size, which bounds the references a tree can hold (strings and numbers may be shared:
    /// Foundation's writer shares equal ones). Call only with a plausible trailer.
    static func expansionProblem(_ bytes: [UInt8]) -> String? {
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = integer(bytes, at: trailer + 8, size: 8)
        let topObject = integer(bytes, at: trailer + 16, size: 8)
        let offsetTable = integer(bytes, at: trailer + 24, size: 8)
        func offset(of object: Int) -> Int? {
            guard object >= 0, object < objectCount else { return nil }
            let offset = integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize)
            return offset < offsetTable ? offset : nil
        }
        var reached = 0
        var pending: [(object: Int, depth: Int)] = [(topObject, 1)]
        while let (object, depth) = pending.popLast() {
            reached += 1
            guard reached <= bytes.count else { return "objects are shared or refer back to their containers" }
            guard let start = offset(of: object) else { return "an object number is out of range" }
            switch members(bytes, at: start, before: offsetTable, referenceSize: referenceSize) {
            case .none: continue
            case .malformed: return "a container runs past the object table"
            case .references(let members):
                guard depth <= maximumDepth else { return "containers nest more than \(maximumDepth) levels deep" }
                for member in members { pending.append((member, depth + 1)) }
            }
        }
        return nil
    }

    /// What an object refers to.
    private enum Members {
        /// Not a container.
        case none
        /// A container whose references do not fit in the file.
        case malformed
        /// The object numbers of an array's elements or a dictionary's keys and values.
        case references([Int])
    }

    private static func members(_ bytes: [UInt8], at start: Int, before end: Int, referenceSize: Int) -> Members {
        let marker = bytes[start]
        let kind = marker & 0xF0
        guard kind == 0xA0 || kind == 0xD0 else { return .none }
        var count = Int(marker & 0x0F)
        var first = start + 1
        if count == 0x0F {
            // The count is an integer object that follows: 0x1n, then 2^n big-endian bytes.
            guard first < end, bytes[first] & 0xF0 == 0x10 else { return .malformed }
            let size = 1 << Int(bytes[first] & 0x0F)
            guard size <= 8, first + 1 + size <= end else { return .malformed }
            count = integer(bytes, at: first + 1, size: size)
            first += 1 + size
        }
        // A dictionary lists its keys, then its values.
        let perMember = kind == 0xD0 ? 2 : 1
        guard count <= (end - first) / referenceSize / perMember else { return .malformed }
        return .references((0..<count * perMember).map { integer(bytes, at: first + $0 * referenceSize, size: referenceSize) })
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, clamped to `Int.max`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] {
            guard value >> 56 == 0 else { return Int.max }
            value = value << 8 | UInt64(byte)
        }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}
