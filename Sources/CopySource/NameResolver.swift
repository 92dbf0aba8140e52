/// Resolves the names files read (`L10n.Common.Title`, `UserText.save`, `title` inside a type, `model.title`)
/// to the keys their definitions name, across files for qualified names and within a file for the others.
struct NameResolver {
    private let scans: [FileScan]
    private var definitions: [[String]: [(file: Int, references: [ValueReference])]] = [:]
    /// The last two names of each qualified name → the qualified names, for a name read through a shorter path.
    private var bySuffix: [[String]: [[String]]] = [:]
    private var resolvedNames: [[String]: [LocalizedKey]] = [:]
    private var resolvedMembers: [MemberID: [LocalizedKey]] = [:]
    private var visiting: Set<[String]> = []
    private var visitingMembers: Set<MemberID> = []

    private struct MemberID: Hashable {
        var file: Int
        var name: String
    }

    init(scans: [FileScan]) {
        self.scans = scans
        for (file, scan) in scans.enumerated() {
            for (path, references) in scan.definitions {
                definitions[path, default: []].append((file, references))
                if path.count > 2 { bySuffix[Array(path.suffix(2)), default: []].append(path) }
            }
        }
    }

    mutating func resolve(_ references: [ValueReference], file: Int) -> [LocalizedKey] {
        var keys: [LocalizedKey] = []
        for reference in references {
            keys += resolve(reference, file: file)
        }
        return keys
    }

    mutating func resolve(_ reference: ValueReference, file: Int) -> [LocalizedKey] {
        switch reference {
        case .key(let key):
            return [key]
        case .name(let path):
            if definitions[path] != nil { return resolve(name: path) }
            if path.count >= 2, let candidates = bySuffix[Array(path.suffix(2))], Set(candidates).count == 1 {
                return resolve(name: candidates[0])
            }
            return []
        case .scoped(let type, let name):
            var prefix = type
            while true {
                let path = prefix + [name]
                if definitions[path] != nil { return resolve(name: path) }
                if prefix.isEmpty { break }
                prefix.removeLast()
            }
            // Not the file's other members: a bare name that is no member of its type is a closure's parameter,
            // an `if let` or a loop's variable, which the reader does not follow.
            return []
        case .fileMember(let name):
            return resolve(member: name, file: file)
        }
    }

    private mutating func resolve(name path: [String]) -> [LocalizedKey] {
        if let done = resolvedNames[path] { return done }
        guard visiting.insert(path).inserted, visiting.count < 32 else { return [] }
        var keys: [LocalizedKey] = []
        for definition in definitions[path] ?? [] {
            keys += resolve(definition.references, file: definition.file)
        }
        visiting.remove(path)
        resolvedNames[path] = keys
        return keys
    }

    private mutating func resolve(member name: String, file: Int) -> [LocalizedKey] {
        let id = MemberID(file: file, name: name)
        if let done = resolvedMembers[id] { return done }
        guard let references = scans[file].members[name], visitingMembers.insert(id).inserted, visitingMembers.count < 32 else { return [] }
        let keys = resolve(references, file: file)
        visitingMembers.remove(id)
        resolvedMembers[id] = keys
        return keys
    }
}
