import CopyLowLevel

/// Which Swift files need no parse to know the roles: a file none of whose words defines a key, calls an API of the
/// table or assigns one of its properties gives no string a role by itself. Such a file is read only when one of
/// its words is a name the parsed files follow (`FollowedNames`); what it still holds, string literals that may be
/// keys the code reads, is parsed when a key is asked for (`UnreadSwiftFiles`).
///
/// Words are runs of ASCII letters, digits, `_` and non-ASCII bytes: every identifier of the file is one, and so
/// are words in its comments and strings, which only make a file read that did not need it.
struct SourcePrefilter: Sendable {
    /// The names `SwiftExpressions.definedKey` reads a key at: `NSLocalizedString`, SwiftGen's `tr`,
    /// `String(localized:)`, `LocalizedStringResource`, `LocalizedStringKey`, `.init(_:defaultValue:)`.
    static let keyDefiningNames: Set<String> = [
        "NSLocalizedString", "tr", "localized", "LocalizedStringResource", "LocalizedStringKey", "defaultValue",
    ]

    /// Callees of the table's `call` rows, also the attributes read as calls (`@Parameter(title:)`).
    let callNames: Set<String>
    /// Properties of the table's `set` rows.
    let propertyNames: Set<String>
    /// What each of those names is, so that a word is looked up once rather than in each set.
    private let kinds: [String: NameKind]
    /// The hashes of those names (`hash(of:)`): most words of a file are none of them, told without making a string.
    private let nameFilter: ScalarHashFilter

    private struct NameKind {
        var definesKey = false
        var isCall = false
        var isProperty = false
    }

    init(table: APIRoleTable) {
        callNames = Set(table.calls.keys)
        propertyNames = Set(table.setters.keys)
        var kinds: [String: NameKind] = [:]
        for name in Self.keyDefiningNames { kinds[name, default: NameKind()].definesKey = true }
        for name in callNames { kinds[name, default: NameKind()].isCall = true }
        for name in propertyNames { kinds[name, default: NameKind()].isProperty = true }
        self.kinds = kinds
        var nameFilter = ScalarHashFilter()
        for name in kinds.keys { nameFilter.insert(hash: Self.hash(of: Array(name.utf8)[...])) }
        self.nameFilter = nameFilter
    }

    /// FNV-1a of a word's bytes, each taken as a scalar (`ScalarHashFilter`).
    private static func hash(of word: ArraySlice<UInt8>) -> UInt64 {
        word.reduce(ScalarHashFilter.seed) { ScalarHashFilter.mix($0, Unicode.Scalar($1)) }
    }

    /// What the bytes of a Swift file say: it must be parsed, or it can wait, with its words.
    enum Verdict {
        case parse
        case unread(words: Set<String>)
    }

    func verdict(_ bytes: [UInt8]) -> Verdict {
        // Literals whose value is not spelled as it reads (multi-line indentation, raw strings, `\u{…}`) would
        // escape the word test of `UnreadSwiftFiles`: such a file is parsed.
        if Self.contains(bytes, Self.multiLineQuote) || Self.contains(bytes, Self.rawQuote)
            || Self.contains(bytes, Self.unicodeEscape) {
            return .parse
        }
        var parses = false
        Self.forEachWord(in: bytes) { range in
            let index = range.upperBound
            guard nameFilter.mayContain(hash: Self.hash(of: bytes[range])) else { return true }
            if let kind = kinds[String(decoding: bytes[range], as: UTF8.self)] {
                if kind.definesKey {
                    parses = true
                    return false
                }
                let next = Self.nextNonSpace(bytes, from: index)
                // A call (`Text(`, `Button<Label>(`, `Text.init(`), an assignment (`title =`, not `title ==`);
                // a comment between the name and what follows is taken as either.
                let isCall = kind.isCall && next.map {
                    $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".")
                } == true
                let isAssignment = kind.isProperty
                    && Self.nextNonSpaceIndex(bytes, from: index).map { at in
                        bytes[at] == UInt8(ascii: "=") && (at + 1 >= bytes.count || bytes[at + 1] != UInt8(ascii: "="))
                    } == true
                if next == UInt8(ascii: "/") || isCall || isAssignment {
                    parses = true
                    return false
                }
            }
            return true
        }
        if parses { return .parse }
        // Only a file left unparsed keeps its words: most files are parsed, and their words are never asked for.
        var words: Set<String> = []
        Self.forEachWord(in: bytes) { range in
            words.insert(String(decoding: bytes[range], as: UTF8.self))
            return true
        }
        return .unread(words: words)
    }

    /// Whether `bytes` hold `word` as a whole word that is called (`present(`, `Row<Text>(`, `Row.init(`), or
    /// that labels an argument (`title:`) when `called` is false: a wrapper is followed into the files that call
    /// it with a label it passes on (`FollowedNames`), not into every file that holds the two words.
    static func holds(_ word: String, called: Bool, in bytes: [UInt8]) -> Bool {
        let pattern = Array(word.utf8)
        guard let first = pattern.first else { return false }
        var start = 0
        while let index = UTF8Bytes.firstIndex(of: first, in: bytes.span, from: start) {
            start = index + 1
            let end = index + pattern.count
            guard end <= bytes.count, bytes[index..<end].elementsEqual(pattern),
                  index == 0 || !isWordByte(bytes[index - 1]), end == bytes.count || !isWordByte(bytes[end])
            else { continue }
            let mark = mark(after: index..<end, in: bytes)
            if called ? mark.calls : mark.labels { return true }
        }
        return false
    }

    /// Whether the word at `range` is called or labels an argument, from what follows it: `(` or `<` (a generic
    /// call), `.init(`, or `:` but not `::`. A comment after the word counts as both; a closing backtick is skipped.
    static func mark(after range: Range<Int>, in bytes: [UInt8]) -> (calls: Bool, labels: Bool) {
        var index = range.upperBound
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        guard let next = nextNonSpaceIndex(bytes, from: index) else { return (false, false) }
        switch bytes[next] {
        case UInt8(ascii: "("), UInt8(ascii: "<"): return (true, false)
        case UInt8(ascii: "/"): return (true, true)
        case UInt8(ascii: ":"): return (false, next + 1 >= bytes.count || bytes[next + 1] != UInt8(ascii: ":"))
        case UInt8(ascii: "."):
            let end = next + 5
            guard UTF8Bytes.matches(bytes.span, at: next + 1, "init"), end == bytes.count || !isWordByte(bytes[end])
            else { return (false, false) }
            return (nextNonSpace(bytes, from: end) == UInt8(ascii: "("), false)
        default: return (false, false)
        }
    }

    /// Calls `body` with the range of each run of word bytes (`isWordByte`), in order, until it returns false.
    static func forEachWord(in bytes: [UInt8], _ body: (Range<Int>) -> Bool) {
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            if !body(start..<index) { return }
        }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The words of a name as the prefilter splits text: `Foo<Bar>` → Foo, Bar.
    static func words(of name: String) -> [String] {
        name.utf8.split(whereSeparator: { !isWordByte($0) }).map { String(decoding: $0, as: UTF8.self) }
    }

    private static let multiLineQuote = Array("\"\"\"".utf8)
    private static let rawQuote = Array("#\"".utf8)
    private static let unicodeEscape = Array("\\u{".utf8)

    private static func nextNonSpaceIndex(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return index
            }
        }
        return nil
    }

    private static func nextNonSpace(_ bytes: [UInt8], from start: Int) -> UInt8? {
        nextNonSpaceIndex(bytes, from: start).map { bytes[$0] }
    }

    /// Whether `needle` (not empty) occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        !needle.isEmpty && ByteSearch.contains(needle.span, in: bytes.span)
    }
}

/// The names through which a file not parsed yet could still reach a key or a role, given the files parsed so far:
/// the definitions that resolve to a key (a name read as `L10n.Common.title` resolves through its last two names;
/// one read inside a type, through the names of the types it is in) and the functions whose parameters are passed
/// on to a use (their callers' arguments take its role), with those parameters' labels. A file that holds none of
/// the definitions' words, or holds them but neither reads such a member of a type nor declares the type
/// (`MemberReads`), and calls no such function with such a label, reads nothing that resolves, defines nothing
/// that could change how a name resolves, and passes nothing to a use.
struct FollowedNames {
    /// A resolving definition's last name (its first word) → the words a file must hold to name it: those of its
    /// last name and of the type it is in. Members of types with plain names are in `members` instead.
    private var requirements: [String: [[String]]] = [:]
    /// Resolving definitions that are members of a type with a plain name: a file must read them (`MemberReads`).
    private var members: Set<MemberReads.Pair> = []
    /// The same, by type.
    private var membersByType: [String: Set<String>] = [:]
    /// Wrapper → the labels of its parameters that reach a use (`_` for an unlabelled one).
    private var callees: [String: Set<String>] = [:]
    /// A resolving definition whose name has no word (an operator): every file may name it.
    private var matchesAll = false

    /// Whether a file is asked what it reads of types' members (`matching`'s `reads`).
    var followsMembers: Bool { !members.isEmpty && !matchesAll }

    init(scans: [FileScan], forwards: [String: [String: Forward]]) {
        var paths = Set<[String]>()
        for scan in scans { paths.formUnion(scan.definitions.keys) }
        for path in Self.resolving(Array(paths), scans: scans) {
            let last = SourcePrefilter.words(of: path[path.count - 1])
            guard let first = last.first else {
                matchesAll = true
                continue
            }
            let container = path.count >= 2 ? SourcePrefilter.words(of: path[path.count - 2]) : []
            // A member of a type spelled as one plain name, itself one plain name: read only as `Type.member`
            // or inside the type.
            if path.count >= 2, container == [path[path.count - 2]], last == [path[path.count - 1]] {
                members.insert(MemberReads.Pair(type: container[0], member: last[0]))
                membersByType[container[0], default: []].insert(last[0])
            } else {
                requirements[first, default: []].append(last + container)
            }
        }
        callees = forwards.mapValues { Set($0.keys) }
    }

    /// The definitions' paths that resolve to a key. They are resolved in parts on every core, each part by a
    /// resolver of its own: this runs between the rounds of parsing, while no file is parsed. More parts than
    /// cores, so that a core that ends its part first takes another.
    private static func resolving(_ paths: [[String]], scans: [FileScan]) -> [[String]] {
        let parts = max(1, min(AvailableCores.count * 4, paths.count / 250))
        let index = DefinitionIndex(scans: scans)
        return ConcurrentOutputs.map(parts) { part in
            var resolver = NameResolver(index: index)
            return stride(from: part, to: paths.count, by: parts).map { paths[$0] }
                .filter { !resolver.resolve(.name($0), file: 0).isEmpty }
        }.flatMap { $0 }
    }

    /// The files, of those whose words are given, that may name one of the names: that call a wrapper (`present(`)
    /// with the label of one of its followed parameters (`title:`; any call for an unlabelled one), that read a
    /// followed member of a type or declare the type and hold the member's word (`reads`: what each file reads,
    /// made when missing), or that hold every word another definition needs. Wrappers and those definitions are
    /// asked only of the files that hold their first word (`postings`: word → files, which may name files not given).
    func matching(_ files: [Int: UnreadSwiftFiles.File], postings: [String: [Int]], reads: [Int: MemberReads] = [:])
        -> Set<Int> {
        if matchesAll { return Set(files.keys) }
        // The names and files are shared out over the cores: this runs between rounds of parsing, while no file is
        // parsed. More parts than cores, so that a core that ends first takes another.
        let wrappers = Array(callees)
        let definitions = Array(requirements)
        let indices = members.isEmpty ? [] : files.keys.sorted()
        let parts = max(1, min(AvailableCores.count * 4, (wrappers.count + definitions.count + indices.count) / 64))
        return Set(ConcurrentOutputs.map(parts) { part in
            var found: Set<Int> = []
            for (callee, labels) in stride(from: part, to: wrappers.count, by: parts).map({ wrappers[$0] }) {
                for index in postings[callee] ?? [] where !found.contains(index) {
                    guard let file = files[index], SourcePrefilter.holds(callee, called: true, in: file.bytes)
                    else { continue }
                    let labelled = labels.contains { label in
                        label.hasPrefix("_") || (file.words.contains(label)
                            && SourcePrefilter.holds(label, called: false, in: file.bytes))
                    }
                    if labelled { found.insert(index) }
                }
            }
            for (first, needed) in stride(from: part, to: definitions.count, by: parts).map({ definitions[$0] }) {
                for index in postings[first] ?? [] where !found.contains(index) {
                    guard let held = files[index]?.words else { continue }
                    if needed.contains(where: { $0.allSatisfy(held.contains) }) { found.insert(index) }
                }
            }
            for index in stride(from: part, to: indices.count, by: parts).map({ indices[$0] })
            where !found.contains(index) {
                let file = files[index]!
                if readsAMember(file, reads[index] ?? MemberReads(bytes: file.bytes)) { found.insert(index) }
            }
            return found
        }.joined())
    }

    /// Whether a file reads a followed member as `Type.member`, or declares its type and holds the member's word.
    private func readsAMember(_ file: UnreadSwiftFiles.File, _ reads: MemberReads) -> Bool {
        if reads.pairs.contains(where: members.contains) { return true }
        return reads.declaredTypes.contains { type in
            guard let names = membersByType[type] else { return false }
            return names.count <= file.words.count ? names.contains(where: file.words.contains)
                : file.words.contains(where: names.contains)
        }
    }
}
