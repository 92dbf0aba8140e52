import Yams

/// How large a YAML document is once its aliases are expanded, measured up to a budget before the settings are
/// read. An alias is the very node its anchor names, so nine aliases of nine aliases of … ("billion laughs"), or
/// thousands of aliases of one long scalar, make a few kilobytes that compose at once but that reading the
/// settings (and quoting them in problems) would walk gigabytes of.
enum YAMLExpansion {
    /// The size a text of `count` bytes may expand to, a node counted as one byte plus its scalar's: more than
    /// any text without aliases reaches (a node takes at least two bytes, `{a,b}` four nodes in five), and far
    /// more than a configuration written by hand.
    static func budget(forBytes count: Int) -> Int {
        100_000 + 4 * count
    }

    /// The node at which the expanded size, counted depth first, passed `budget`; nil when the document is smaller.
    static func firstOverBudget(_ root: Node, budget: Int) -> Node? {
        var left = budget
        var stack = [root]
        while let node = stack.popLast() {
            left -= 1
            switch node {
            case .scalar(let scalar):
                left -= scalar.string.utf8.count
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() { stack += [value, key] }
            case .sequence(let sequence):
                stack += sequence.reversed()
            default:
                break
            }
            if left < 0 { return node }
        }
        return nil
    }
}
