import Yams

/// How many nodes a YAML document holds once its aliases are expanded, counted up to a budget before the settings
/// are read. An alias is the very node its anchor names, so nine aliases of nine aliases of … ("billion laughs")
/// make a few hundred bytes that compose at once but that reading the settings would walk a billion nodes of.
enum YAMLExpansion {
    /// The nodes a text of `count` bytes may expand to: more than any text without aliases holds (a node takes
    /// at least two bytes, `{a,b}` four nodes in five), and far more than a configuration written by hand.
    static func budget(forBytes count: Int) -> Int {
        100_000 + 2 * count
    }

    /// The node at which the count of nodes, depth first, passed `budget`; nil when the document holds fewer.
    static func firstOverBudget(_ root: Node, budget: Int) -> Node? {
        var left = budget
        var stack = [root]
        while let node = stack.popLast() {
            left -= 1
            if left < 0 { return node }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() { stack += [value, key] }
            case .sequence(let sequence):
                stack += sequence.reversed()
            default:
                break
            }
        }
        return nil
    }
}
