import CopyLowLevel

/// Which members of which types a Swift file not parsed yet can read, as `NameResolver` resolves them: through a
/// qualified name whose last two names are `Type.member` (`L10n.Common.title`, `Common.title`: the pair
/// `Common.title`), or by the name alone (or `self.member`) inside the type or an extension of it, which the file
/// then declares (`enum Common {`, `extension L10n.Common {`, or a type nested in one of them): then any member
/// whose word it holds. A file that holds the two words in any other way (`title` and `Common` each on their own)
/// reads no such member, and declares none that could change how a name resolves (a definition is declared inside
/// its type).
///
/// Read from the bytes: a comment or white space may stand between the names and the dot, and a name may be
/// written in backticks. Words in comments and strings count too, which only makes a file read that did not need it.
struct MemberReads: Sendable {
    /// A type's name and a member's, as a file writes them: `Common.title`.
    struct Pair: Hashable, Sendable {
        var type: String
        var member: String
    }

    /// Every `A.b` the file holds.
    private(set) var pairs: Set<Pair> = []
    /// Every name a type declaration or an extension declares or extends (`struct Common`: Common;
    /// `extension L10n.Common.Sub`: L10n, Common and Sub).
    private(set) var declaredTypes: Set<String> = []

    init(bytes: [UInt8]) {
        SourcePrefilter.forEachWord(in: bytes) { word in
            if Self.isDeclaringKeyword(bytes[word]) {
                declaredTypes.formUnion(Self.qualifiedName(in: bytes, after: word.upperBound))
            } else if let next = Self.qualifiedName(in: bytes, after: word.upperBound, dotFirst: true).first {
                pairs.insert(Pair(type: String(decoding: bytes[word], as: UTF8.self), member: next))
            }
            return true
        }
    }

    /// The names of a qualified name that starts after `start` (`L10n . Common.Sub`); with `dotFirst`, the name
    /// after a dot that comes first (the member read of the word before `start`).
    private static func qualifiedName(in bytes: [UInt8], after start: Int, dotFirst: Bool = false) -> [String] {
        var names: [String] = []
        var index = skipTrivia(bytes, from: skipBacktick(bytes, from: start))
        if dotFirst {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return [] }
            index += 1
        }
        while true {
            let begin = skipBacktick(bytes, from: skipTrivia(bytes, from: index))
            guard begin < bytes.count, SourcePrefilter.isWordByte(bytes[begin]) else { break }
            let word = Self.word(in: bytes, at: begin)
            names.append(String(decoding: bytes[word], as: UTF8.self))
            // One name after a word is all a pair needs.
            if dotFirst { break }
            index = skipTrivia(bytes, from: skipBacktick(bytes, from: word.upperBound))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { break }
            index += 1
        }
        return names
    }

    private static func word(in bytes: [UInt8], at start: Int) -> Range<Int> {
        var end = start
        while end < bytes.count, SourcePrefilter.isWordByte(bytes[end]) { end += 1 }
        return start..<end
    }

    private static let declaringKeywords = ["struct", "class", "enum", "actor", "protocol", "extension"]
        .map { Array($0.utf8) }

    private static func isDeclaringKeyword(_ word: ArraySlice<UInt8>) -> Bool {
        declaringKeywords.contains { word.elementsEqual($0) }
    }

    private static func skipBacktick(_ bytes: [UInt8], from index: Int) -> Int {
        index < bytes.count && bytes[index] == UInt8(ascii: "`") ? index + 1 : index
    }

    /// The first index from `start` that is neither white space nor inside a comment (block comments nest).
    static func skipTrivia(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            default:
                return index
            }
        }
        return index
    }
}
