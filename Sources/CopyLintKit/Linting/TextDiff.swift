/// The edits that turn one string into another, as scalar-range replacements in the old string.
/// Fix-its are computed on strings; files are edited hunk by hunk, so bytes between hunks
/// (escapes, entities) keep the file's own spelling.
enum TextDiff {
    struct Hunk: Equatable {
        var range: Range<Int>
        var replacement: String
    }

    /// Strings whose changed middles are longer than this (in scalars, old and new together) are compared by
    /// `localHunks`, in one pass: the shortest edit script takes time as the length times the number of changes,
    /// which for a long value with thousands of fix-its was minutes.
    static let shortestScriptLimit = 4_000

    static func hunks(from old: String, to new: String) -> [Hunk] {
        let oldScalars = Array(old.unicodeScalars)
        let newScalars = Array(new.unicodeScalars)
        guard oldScalars != newScalars else { return [] }
        let prefix = zip(oldScalars, newScalars).prefix { $0 == $1 }.count
        let suffix = zip(oldScalars[prefix...].reversed(), newScalars[prefix...].reversed()).prefix { $0 == $1 }.count
        if oldScalars.count + newScalars.count - 2 * (prefix + suffix) > shortestScriptLimit {
            return localHunks(oldScalars, newScalars)
        }
        // Middles that share no scalar (a pure insertion or removal, an ellipsis for three periods) have one
        // script, remove the old middle and insert the new, which is one hunk: the script's general search costs
        // as much for these as for any, and they are most of the fixes of a large table.
        let oldMiddle = oldScalars[prefix..<(oldScalars.count - suffix)]
        let newMiddle = newScalars[prefix..<(newScalars.count - suffix)]
        if !share(oldMiddle, newMiddle) {
            let replacement = String(String.UnicodeScalarView(newMiddle))
            return [Hunk(range: prefix..<(oldScalars.count - suffix), replacement: replacement)]
        }
        return scriptedHunks(oldScalars, newScalars, prefix: prefix, suffix: suffix)
    }

    /// The hunks of the shortest edit script between two strings whose first `prefix` and last `suffix` scalars
    /// agree (or fewer: the script then keeps what agrees).
    static func scriptedHunks(_ oldScalars: [Unicode.Scalar], _ newScalars: [Unicode.Scalar], prefix: Int, suffix: Int)
        -> [Hunk] {
        // The script of the changed middles: their equal ends are no hunk's, and scripting them too made the
        // script most of the time `--fix` took on a large table.
        let oldMiddle = oldScalars[prefix..<(oldScalars.count - suffix)]
        let difference = newScalars[prefix..<(newScalars.count - suffix)].difference(from: oldMiddle)
        // Removals carry offsets in the old string; insertions offsets in the new one (both after the prefix).
        var removed = Set<Int>()
        var inserted: [Int: Unicode.Scalar] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(prefix + offset)
            case .insert(let offset, let element, _): inserted[prefix + offset] = element
            }
        }
        // Walk both strings together, collecting runs of removed and inserted scalars into hunks.
        var hunks: [Hunk] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < oldScalars.count || newIndex < newScalars.count {
            if !removed.contains(oldIndex) && inserted[newIndex] == nil {
                oldIndex += 1
                newIndex += 1
                continue
            }
            let start = oldIndex
            var replacement = String.UnicodeScalarView()
            while oldIndex < oldScalars.count && removed.contains(oldIndex) || inserted[newIndex] != nil {
                if removed.contains(oldIndex), oldIndex < oldScalars.count {
                    oldIndex += 1
                } else if let scalar = inserted[newIndex] {
                    replacement.append(scalar)
                    newIndex += 1
                }
            }
            hunks.append(Hunk(range: start..<oldIndex, replacement: String(replacement)))
        }
        return hunks
    }

    /// Whether the two middles have a scalar in common. Middles are mostly short (a fix-it's few scalars):
    /// those compare each pair, without a set to build.
    private static func share(_ old: ArraySlice<Unicode.Scalar>, _ new: ArraySlice<Unicode.Scalar>) -> Bool {
        if old.count * new.count <= 4_096 { return old.contains { scalar in new.contains(scalar) } }
        let newSet = Set(new)
        return old.contains { newSet.contains($0) }
    }

    /// Scalars that must agree after a hunk for the strings to be taken as back in step.
    private static let anchor = 4
    /// The most scalars a hunk looks ahead, old and new together, before the rest is one hunk.
    private static let lookAhead = 512

    /// Hunks found in one pass: at each difference, the nearest point where the strings are back in step (the
    /// fewest scalars skipped, old and new together, followed by `anchor` equal scalars or both ends). Fix-its
    /// change a few scalars each, far apart, so these are the same hunks as the shortest script's, or a few
    /// merged; what lies between hunks is kept as the file spells it either way.
    static func localHunks(_ old: [Unicode.Scalar], _ new: [Unicode.Scalar]) -> [Hunk] {
        func inStep(_ i: Int, _ j: Int) -> Bool {
            let length = min(anchor, old.count - i, new.count - j)
            if length < anchor, old.count - i != new.count - j { return false }
            for k in 0..<length where old[i + k] != new[j + k] { return false }
            return true
        }
        var hunks: [Hunk] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1
                j += 1
                continue
            }
            var resumed: (Int, Int)?
            search: for skipped in 1...lookAhead {
                for skippedOld in 0...skipped {
                    let (a, b) = (i + skippedOld, j + skipped - skippedOld)
                    if a <= old.count, b <= new.count, inStep(a, b) {
                        resumed = (a, b)
                        break search
                    }
                }
            }
            let (a, b) = resumed ?? (old.count, new.count)
            hunks.append(Hunk(range: i..<a, replacement: String(String.UnicodeScalarView(new[j..<b]))))
            (i, j) = (a, b)
        }
        return hunks
    }
}
