import Foundation

extension Configuration {
    /// This configuration with a nested one (a `.copylint.yml` in a subfolder) laid over it, as SwiftLint merges
    /// them: the child's settings win where it has them, its rule lists add to the parent's (`only_rules` replaces
    /// them), its severities and thresholds override rule by rule, its role patterns are tried first.
    /// `included`/`excluded` are not merged: each file of the chain filters by its own (see `NestedConfigurations`).
    public func merging(_ child: Configuration) -> Configuration {
        var merged = self
        merged.path = child.path
        merged.rootDirectory = child.rootDirectory
        merged.disabledRules = disabledRules.subtracting(child.optInRules).subtracting(child.onlyRules).union(child.disabledRules)
        merged.optInRules = optInRules.union(child.optInRules).subtracting(child.disabledRules)
        if !child.onlyRules.isEmpty {
            merged.onlyRules = child.onlyRules
        } else if !onlyRules.isEmpty {
            merged.onlyRules = onlyRules.union(child.optInRules).subtracting(child.disabledRules)
        }
        merged.severities.merge(child.severities) { _, child in child }
        merged.thresholds.merge(child.thresholds) { _, child in child }
        merged.included = []
        merged.excluded = []
        merged.sourceLocale = child.sourceLocale ?? sourceLocale
        merged.platform = child.platform ?? platform
        merged.edition = child.edition ?? edition
        merged.inferRolesFromText = child.inferRolesFromText ?? inferRolesFromText
        merged.roles = child.roles + roles
        let childKeys = Set(child.groups.flatMap(\.keys))
        merged.groups = groups.filter { $0.keys.allSatisfy { !childKeys.contains($0) } } + child.groups
        merged.terms = terms + child.terms
        for (locale, lists) in child.words {
            for (name, entries) in lists { merged.words[locale, default: [:]][name, default: []] += entries }
        }
        return merged
    }
}

/// The configurations that apply to a run's files: the root one (found from the current folder or given with
/// `--config`) and the `.copylint.yml` files in the folders between it and each file, child overriding parent.
public struct NestedConfigurations {
    /// Files that share a chain of configurations, and that chain merged.
    public struct Part {
        public var configuration: Configuration
        public var files: [String]
    }

    public let root: Configuration
    /// Reads a configuration file (the command line prints its problems and exits 78).
    private let load: (String) throws -> Configuration
    private var loaded: [String: Configuration] = [:]
    /// The nested configuration files that apply in each folder, outermost first.
    private var chains: [String: [String]] = [:]

    public init(root: Configuration, load: @escaping (String) throws -> Configuration) {
        self.root = root
        self.load = load
    }

    /// The files split by the configurations that apply to them, in the order of their first file; files that a
    /// configuration of their chain leaves out are dropped.
    public mutating func parts(_ files: [String]) throws -> [Part] {
        var byChain: [[String]: Int] = [:]
        var parts: [Part] = []
        let current = FileManager.default.currentDirectoryPath
        for file in files {
            let chain = chain(forFolder: ConfigPath.parent(of: ConfigPath.absolute(file, relativeTo: current)))
            var configurations: [Configuration] = []
            for path in chain { configurations.append(try configuration(path)) }
            guard root.includes(path: file), configurations.allSatisfy({ $0.includes(path: file) }) else { continue }
            if let index = byChain[chain] {
                parts[index].files.append(file)
            } else {
                byChain[chain] = parts.count
                parts.append(Part(configuration: configurations.reduce(root) { $0.merging($1) }, files: [file]))
            }
        }
        return parts
    }

    private mutating func configuration(_ path: String) throws -> Configuration {
        if let known = loaded[path] { return known }
        let configuration = try load(path)
        loaded[path] = configuration
        return configuration
    }

    /// The nested configuration files from the root's folder (exclusive) down to `folder` (inclusive); none for a
    /// folder outside the root's.
    private mutating func chain(forFolder folder: String) -> [String] {
        if let known = chains[folder] { return known }
        let top = root.rootDirectory
        guard folder != top, folder.hasPrefix(top == "/" ? "/" : top + "/") else {
            chains[folder] = []
            return []
        }
        var chain = chain(forFolder: ConfigPath.parent(of: folder))
        let candidate = folder + "/" + Configuration.fileName
        var isDirectory: ObjCBool = false
        if candidate != root.path.map({ ConfigPath.absolute($0, relativeTo: FileManager.default.currentDirectoryPath) }),
           FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
            chain.append(candidate)
        }
        chains[folder] = chain
        return chain
    }
}
