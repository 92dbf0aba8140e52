import CopyFormats
import CopyLowLevel

/// Reads an app's Swift, Objective-C and Interface Builder files and says, for each localised key, where it is
/// used and as what. Files are read in parallel; names are then resolved across them.
public struct AppSourceReader: Sendable {
    public let table: APIRoleTable
    /// Files larger than this are skipped with a note: generated sources of that size hold data, not interface.
    public var maximumFileSize = 8 << 20
    /// Where file scans are kept between runs, keyed by content; nil for no cache.
    public var cache: SourceScanCache?
    /// Whether keys will be asked of the Swift files left unparsed (`SourceUses.isReferenced`): then the largest
    /// of them are parsed for their keys with the first round (see `read(files:)`).
    public var keysWillBeAsked = true

    public init(table: APIRoleTable, cache: SourceScanCache? = nil) {
        self.table = table
        self.cache = cache
    }

    /// The kinds of source file read, by extension.
    public static let extensions: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib"]

    public func read(files: [String]) -> SourceUses {
        let prefilter = SourcePrefilter(table: table)
        let reads = ConcurrentOutputs.map(files.count) { self.read(path: files[$0], prefilter: prefilter) }
        var scans: [FileScan] = []
        var stored: [(index: Int, scan: ArraySlice<UInt8>)] = []
        var unread: [Int: UnreadSwiftFiles.File] = [:]
        var unreadBefore: Set<Int> = []
        var toParse: [(index: Int, bytes: [UInt8])] = []
        for (index, read) in reads.enumerated() {
            scans.append(FileScan(path: files[index]))
            switch read {
            case .scanned(let scan): scans[index] = scan
            case .stored(let scan): stored.append((index, scan))
            case .parse(let bytes): toParse.append((index, bytes))
            case .unread(let bytes, let words, let keys, let cached):
                unread[index] = UnreadSwiftFiles.File(bytes: bytes, words: words, keys: keys)
                if cached { unreadBefore.insert(index) }
            }
        }
        // The last run's files, unchanged, leave the same files unparsed once the names are followed, and say
        // what they said then.
        let sameFiles = cache?.hasTheSameFiles(count: files.count) == true
        // Which unread files hold each word, so that a name or a key is looked for only in the files that hold
        // it: made beside the first round of parsing, which does not need it; not at all for a run over the same
        // files that will ask no key.
        let unreadFirst = unread
        let postingsTask = sameFiles && !keysWillBeAsked ? nil : BackgroundTask<[String: [Int]], Never> {
            Self.postings(unreadFirst)
        }
        if sameFiles, var uses = cache?.resolvedUses() {
            uses.unread = unreadFiles(files, unread, postings: postingsTask?.value() ?? [:])
            uses.table = table
            uses.cache = cache
            return uses
        }
        for (index, scan) in decode(stored, files: files) { scans[index] = scan }
        // The largest unread files are parsed for their keys with the first round, the largest first among its
        // files: asked for by a key later, such a file was parsed by one core while the others waited for it.
        let large = !keysWillBeAsked ? []
            : Set(unread.filter { $0.value.bytes.count >= Self.largeUnreadFileSize && $0.value.keys == nil }.keys)
        var scansOfLarge: [Int: FileScan] = [:]
        let largeWork = large.sorted().map { ($0, unread[$0]!.bytes) }
        for (index, scan) in parse(toParse + largeWork, files: files, forKeys: large) {
            guard large.contains(index) else {
                scans[index] = scan
                continue
            }
            scansOfLarge[index] = scan
            unread[index]!.keys = UnreadSwiftFiles.keys(of: scan)
        }
        let postings = postingsTask?.value() ?? Self.postings(unread)
        // The names the parsed files follow make more files worth parsing, whose names may make more.
        // What the unread files read of types' members, made the first round that follows a member.
        var memberReads: [Int: MemberReads]?
        // The wrappers of the scans as they are, when the last round worked them out (resolving needs them too).
        var forwardsOfScans: [String: [String: Forward]]?
        while !sameFiles, !unread.isEmpty {
            let forwards = self.forwards(scans)
            forwardsOfScans = forwards
            let followed = FollowedNames(scans: scans, forwards: forwards)
            if memberReads == nil, followed.followsMembers { memberReads = Self.memberReads(unread) }
            let wanted = followed.matching(unread, postings: postings, reads: memberReads ?? [:]).sorted()
            guard !wanted.isEmpty else { break }
            forwardsOfScans = nil
            // A large file parsed for its keys is not parsed again.
            let toParse = wanted.filter { scansOfLarge[$0] == nil }.map { ($0, unread[$0]!.bytes) }
            let scannedBefore = wanted.compactMap { index in
                scansOfLarge.removeValue(forKey: index).map { scan in
                    cache?.store(scan, bytes: unread[index]!.bytes, tableDigest: table.digest)
                    return (index, scan)
                }
            }
            for (index, scan) in parse(toParse, files: files) + scannedBefore {
                scans[index] = scan
                unread[index] = nil
            }
        }
        if let cache {
            let left = unread
            let fresh = left.keys.filter { !unreadBefore.contains($0) || large.contains($0) }
            _ = ConcurrentOutputs.map(fresh.count) { position in
                let file = left[fresh[position]]!
                cache.storeUnread(path: files[fresh[position]], words: file.words, keys: file.keys, bytes: file.bytes,
                                  tableDigest: self.table.digest)
            }
        }
        let unreadFiles = unreadFiles(files, unread, postings: postings)
        var uses = resolve(scans, forwards: forwardsOfScans)
        cache?.storeResolved(uses)
        uses.unread = unreadFiles
        uses.table = table
        uses.cache = cache
        return uses
    }

    /// Unread files this large are parsed for their keys with the first round of parsing (see `read(files:)`).
    static let largeUnreadFileSize = 256 << 10

    /// The Swift files left unparsed, to be asked for keys; nil when no key will be asked (`keysWillBeAsked`),
    /// so that their bytes and words are let go.
    private func unreadFiles(_ paths: [String], _ files: [Int: UnreadSwiftFiles.File], postings: [String: [Int]])
        -> UnreadSwiftFiles? {
        guard keysWillBeAsked else { return nil }
        return UnreadSwiftFiles(paths: paths, files: files, postings: postings, cache: cache,
                                tableDigest: table.digest)
    }

    /// Word → the files that hold it, by index, in order.
    private static func postings(_ files: [Int: UnreadSwiftFiles.File]) -> [String: [Int]] {
        var postings: [String: [Int]] = [:]
        for index in files.keys.sorted() {
            for word in files[index]!.words { postings[word, default: []].append(index) }
        }
        return postings
    }

    /// What each unread file reads of types' members, made on every core.
    private static func memberReads(_ files: [Int: UnreadSwiftFiles.File]) -> [Int: MemberReads] {
        let indices = Array(files.keys)
        let made = ConcurrentOutputs.map(indices.count) { MemberReads(bytes: files[indices[$0]]!.bytes) }
        return Dictionary(uniqueKeysWithValues: zip(indices, made))
    }

    /// A file read: its scan, its bytes to parse, or its words when the prefilter leaves it unparsed (`cached`
    /// when the cache kept them).
    private enum FileRead {
        case scanned(FileScan)
        /// A scan the cache kept, decoded only when the names are resolved again.
        case stored(ArraySlice<UInt8>)
        case parse(bytes: [UInt8])
        case unread(bytes: [UInt8], words: Set<String>, keys: [LocalizedKey]?, cached: Bool)
    }

    /// One file's scan, from the cache when its content was read before.
    func scan(path: String) -> FileScan {
        switch read(path: path, prefilter: nil) {
        case .scanned(let scan): return scan
        case .stored(let stored): return decode(stored, path: path)
        case .parse(let bytes), .unread(let bytes, _, _, _): return parse(path: path, bytes: bytes)
        }
    }

    /// Parses files in parallel, the largest first: a large file started last would leave the other cores idle
    /// while one parses it. The scans of files parsed only for their keys (`forKeys`) are not kept in the cache:
    /// it keeps such a file as unread, with its keys.
    private func parse(_ work: [(index: Int, bytes: [UInt8])], files: [String], forKeys: Set<Int> = [])
        -> [(index: Int, scan: FileScan)] {
        let order = work.indices.sorted { (work[$0].bytes.count, $1) > (work[$1].bytes.count, $0) }
        return ConcurrentOutputs.map(order.count) { position in
            let item = work[order[position]]
            let path = files[item.index]
            let scan = forKeys.contains(item.index) ? Self.scan(path: path, bytes: item.bytes, table: self.table)
                : self.parse(path: path, bytes: item.bytes)
            return (item.index, scan)
        }
    }

    private func read(path: String, prefilter: SourcePrefilter?) -> FileRead {
        let bytes: [UInt8]
        do { bytes = try FileBytes.contents(atPath: path) } catch {
            return .scanned(FileScan(path: path, notReadBecause: "not read: \(error.message)"))
        }
        guard bytes.count <= maximumFileSize else {
            return .scanned(FileScan(path: path, notReadBecause: "skipped: \(bytes.count / 1024) KB is more than the "
                                         + "\(maximumFileSize / 1024) KB read of a source file"))
        }
        switch cache?.entry(path: path, bytes: bytes, tableDigest: table.digest) {
        case .scan(let scan): return .stored(scan)
        case .unread(let words, let keys) where prefilter != nil:
            return .unread(bytes: bytes, words: words, keys: keys, cached: true)
        case .unread, nil: break
        }
        if let prefilter, path.hasSuffix(".swift"), case .unread(let words) = prefilter.verdict(bytes) {
            return .unread(bytes: bytes, words: words, keys: nil, cached: false)
        }
        return .parse(bytes: bytes)
    }

    /// Decodes the scans the cache kept, in parallel.
    private func decode(_ work: [(index: Int, scan: ArraySlice<UInt8>)], files: [String])
        -> [(index: Int, scan: FileScan)] {
        ConcurrentOutputs.map(work.count) { position in
            (work[position].index, self.decode(work[position].scan, path: files[work[position].index]))
        }
    }

    /// A kept scan, or the file parsed again when the bytes do not read back.
    private func decode(_ stored: ArraySlice<UInt8>, path: String) -> FileScan {
        SourceScanCache.scan(stored, path: path)
            ?? parse(path: path, bytes: (try? FileBytes.contents(atPath: path)) ?? [])
    }

    private func parse(path: String, bytes: [UInt8]) -> FileScan {
        let scan = Self.scan(path: path, bytes: bytes, table: table)
        cache?.store(scan, bytes: bytes, tableDigest: table.digest)
        return scan
    }

    static func scan(path: String, bytes: [UInt8], table: APIRoleTable) -> FileScan {
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.split(separator: ".").last.map(String.init) ?? ""
        switch fileExtension {
        case "swift":
            if let problem = SwiftParseHazards.problem(in: bytes) {
                return FileScan(path: path, notReadBecause: "skipped: \(problem)")
            }
            return SwiftSourceReader.read(path: path, text: String(decoding: bytes, as: UTF8.self), table: table)
        case "m", "mm", "h":
            return ObjectiveCScanner.read(path: path, bytes: bytes, table: table)
        case "storyboard", "xib":
            return InterfaceBuilderReader.read(path: path, bytes: bytes, table: table)
        default:
            return FileScan(path: path)
        }
    }

    /// Resolves every file's names and gathers the uses by key. The files are resolved in runs of files on every
    /// core, each run by its own resolver, and their uses gathered in the files' order, as one run would.
    /// `forwards`: the scans' wrappers (`forwards(_:)`) when they were worked out already.
    func resolve(_ scans: [FileScan], parts: Int? = nil, forwards: [String: [String: Forward]]? = nil) -> SourceUses {
        let setters = Set(scans.flatMap(\.shownTextSetters))
        let parts = parts ?? max(1, min(AvailableCores.count * 4, scans.count / 100))
        let index = DefinitionIndex(scans: scans)
        let forwards = forwards ?? self.forwards(scans)
        let runs = ConcurrentOutputs.map(parts) { part in
            self.resolve(index, files: scans.count * part / parts..<scans.count * (part + 1) / parts, setters: setters,
                         forwards: forwards)
        }
        var result = SourceUses()
        runs.forEach { result.append($0) }
        result.fileCount = scans.count
        result.normalize()
        return result
    }

    /// The uses and references of some of the files, in their order, and the uses their calls of the app's
    /// functions make (`forwards`).
    private func resolve(_ index: DefinitionIndex, files: Range<Int>, setters: Set<ShownTextSetter>,
                         forwards: [String: [String: Forward]]) -> SourceUses {
        var resolver = NameResolver(index: index)
        var result = SourceUses()
        for file in files {
            let scan = index.scans[file]
            if let note = scan.note { result.notes.append(note) }
            scan.defaultValues.forEach { result.define($0) }
            let replaced = Self.textsReplacedInCode(scan.outlets, setters: setters)
            for resolved in scan.resolvedUses {
                var use = resolved.use
                if !replaced.isEmpty, replaced.contains(Self.objectText(resolved.key.key)) { use.isNeverShown = true }
                result.add(use, for: resolved.key)
            }
            for pending in scan.uses {
                add(pending.use, resolver.resolution(pending.references, file: file), to: &result)
            }
            for reference in Set(scan.references) {
                for key in resolver.resolve(reference, file: file) { result.reference(key) }
            }
        }
        applyForwards(forwards, index.scans, files: files, resolver: &resolver, to: &result)
        return result
    }

    /// The app's functions whose parameters reach a known use, by callee and label.
    func forwards(_ scans: [FileScan]) -> [String: [String: Forward]] {
        var forwards: [String: [String: Forward]] = [:]
        for scan in scans {
            for forward in scan.forwards where forwards[forward.callee]?[forward.label] == nil {
                forwards[forward.callee, default: [:]][forward.label] = forward
            }
        }
        guard !forwards.isEmpty else { return forwards }
        for _ in 0..<3 {
            var changed = false
            for scan in scans {
                for call in scan.calls {
                    guard let parameter = call.parameter, forwards[parameter.callee]?[parameter.label] == nil,
                          var forward = forwards[call.callee]?[call.label] else { continue }
                    forward.callee = parameter.callee
                    forward.label = parameter.label
                    forwards[parameter.callee, default: [:]][parameter.label] = forward
                    changed = true
                }
            }
            if !changed { break }
        }
        return forwards
    }

    /// Calls of the app's own functions that pass a parameter on to a known use (`showAlert(title:message:)`)
    /// take that use's role, also through a wrapper of a wrapper.
    private func applyForwards(_ forwards: [String: [String: Forward]], _ scans: [FileScan], files: Range<Int>,
                               resolver: inout NameResolver, to result: inout SourceUses) {
        guard !forwards.isEmpty else { return }
        for file in files {
            let scan = scans[file]
            for call in scan.calls {
                guard let forward = forwards[call.callee]?[call.label] else { continue }
                var found = resolver.resolution(call.references, file: file)
                if forward.literalIsKey { found.keys += call.literalKeys }
                let isChoice = call.isChoice && ControlShape.commandRoles.contains(forward.role)
                let use = KeyUse(role: isChoice ? ControlShape.choiceRole : forward.role, origin: .code,
                                 location: call.location(in: scan.path),
                                 group: forward.startsGroup ? call.site(in: scan.path).description : nil,
                                 isCancel: forward.isCancel, isDestructive: forward.isDestructive)
                add(use, found, to: &result)
            }
        }
    }

    /// The keys (`BLE-pt-wSu.normalTitle`) of an Interface Builder file's texts that the app's code replaces: the
    /// object is an outlet of a class whose code sets that kind of text on the outlet's property.
    static func textsReplacedInCode(_ outlets: [OutletConnection], setters: Set<ShownTextSetter>) -> Set<String> {
        guard !outlets.isEmpty, !setters.isEmpty else { return [] }
        var replaced: Set<String> = []
        for outlet in outlets {
            for kind in ["title", "text", "placeholder"] {
                let setter = ShownTextSetter(ownerClass: outlet.ownerClass, property: outlet.property, kind: kind)
                guard setters.contains(setter) else { continue }
                replaced.insert("\(outlet.objectID).\(kind)")
            }
        }
        return replaced
    }

    /// An Interface Builder key as its object ID and the kind of text (`BLE-pt-wSu.normalTitle` →
    /// `BLE-pt-wSu.title`), the form `textsReplacedInCode` names.
    static func objectText(_ key: String) -> String {
        guard let dot = key.firstIndex(of: "."),
              let kind = ShownTextSetter.kind(ofInterfaceBuilderProperty: String(key[key.index(after: dot)...]))
        else { return key }
        return "\(key[..<dot]).\(kind)"
    }

    /// A use of each key found, marked where the key was reached through a case the code sets.
    private func add(_ use: KeyUse, _ found: NameResolver.Resolution, to result: inout SourceUses) {
        let caseSet = Set(found.caseSet)
        for key in Set(found.keys) {
            var use = use
            use.isCaseSetInCode = caseSet.contains(key)
            result.add(use, for: key)
        }
    }

    /// Reads sources given as text (tests, and callers that hold the files already): path → content.
    public func read(texts: [(path: String, text: String)]) -> SourceUses {
        resolve(texts.map { Self.scan(path: $0.path, bytes: Array($0.text.utf8), table: table) })
    }
}
