/// Resolves the names files read (`L10n.Common.Title`, `UserText.save`, `title` inside a type, `model.title`)
/// to the keys their definitions name, across files for qualified names and within a file for the others.
struct NameResolver {
    private let index: DefinitionIndex
    private var resolvedNames: [[String]: Resolution] = [:]
    private var resolvedMembers: [MemberID: Resolution] = [:]
    private var visiting: Set<[String]> = []
    private var visitingMembers: Set<MemberID> = []

    private struct MemberID: Hashable {
        var file: Int
        var name: String
    }

    /// The keys references name, and those of them reached through a case the code sets
    /// (`L10n.Save.title.uppercased()`, or a property that returns it so), whose table case is not what is shown.
    struct Resolution {
        var keys: [LocalizedKey] = []
        var caseSet: [LocalizedKey] = []

        static func += (lhs: inout Resolution, rhs: Resolution) {
            lhs.keys += rhs.keys
            lhs.caseSet += rhs.caseSet
        }
    }

    /// A resolver of its own for each thread, sharing one index of the files' definitions.
    init(index: DefinitionIndex) {
        self.index = index
    }

    mutating func resolve(_ references: [ValueReference], file: Int) -> [LocalizedKey] {
        resolution(references, file: file).keys
    }

    mutating func resolve(_ reference: ValueReference, file: Int) -> [LocalizedKey] {
        resolution(reference, file: file).keys
    }

    mutating func resolution(_ references: [ValueReference], file: Int) -> Resolution {
        var resolution = Resolution()
        for reference in references {
            resolution += self.resolution(reference, file: file)
        }
        return resolution
    }

    mutating func resolution(_ reference: ValueReference, file: Int) -> Resolution {
        switch reference {
        case .key(let key):
            return Resolution(keys: [key])
        case .name(let path):
            if index.definitions[path] != nil { return resolution(name: path) }
            if path.count >= 2, let candidates = index.bySuffix[Array(path.suffix(2))], Set(candidates).count == 1 {
                return resolution(name: candidates[0])
            }
            return Resolution()
        case .scoped(let type, let name):
            var prefix = type
            while true {
                let path = prefix + [name]
                if index.definitions[path] != nil { return resolution(name: path) }
                if prefix.isEmpty { break }
                prefix.removeLast()
            }
            // Not the file's other members: a bare name that is no member of its type is a closure's parameter,
            // an `if let` or a loop's variable, which the reader does not follow.
            return Resolution()
        case .fileMember(let name):
            return resolution(member: name, file: file)
        case .caseSet(let inner):
            let keys = resolution(inner, file: file).keys
            return Resolution(keys: keys, caseSet: keys)
        }
    }

    private mutating func resolution(name path: [String]) -> Resolution {
        if let done = resolvedNames[path] { return done }
        guard visiting.insert(path).inserted, visiting.count < 32 else { return Resolution() }
        var found = Resolution()
        for definition in index.definitions[path] ?? [] {
            found += resolution(definition.references, file: definition.file)
        }
        visiting.remove(path)
        resolvedNames[path] = found
        return found
    }

    private mutating func resolution(member name: String, file: Int) -> Resolution {
        let id = MemberID(file: file, name: name)
        if let done = resolvedMembers[id] { return done }
        guard let references = index.scans[file].members[name], visitingMembers.insert(id).inserted,
              visitingMembers.count < 32 else { return Resolution() }
        let found = resolution(references, file: file)
        visitingMembers.remove(id)
        resolvedMembers[id] = found
        return found
    }
}

/// Where each qualified name is defined across the files: built once for the files read so far and shared by the
/// resolvers that resolve names over them on several cores.
struct DefinitionIndex: Sendable {
    let scans: [FileScan]
    private(set) var definitions: [[String]: [(file: Int, references: [ValueReference])]] = [:]
    /// The last two names of each qualified name → the qualified names, for a name read through a shorter path.
    private(set) var bySuffix: [[String]: [[String]]] = [:]

    init(scans: [FileScan]) {
        self.scans = scans
        for (file, scan) in scans.enumerated() {
            for (path, references) in scan.definitions {
                definitions[path, default: []].append((file, references))
                if path.count > 2 { bySuffix[Array(path.suffix(2)), default: []].append(path) }
            }
        }
    }
}
