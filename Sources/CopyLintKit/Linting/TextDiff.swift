/// The edits that turn one string into another, as scalar-range replacements in the old string.
/// Fix-its are computed on strings; files are edited hunk by hunk, so bytes between hunks
/// (escapes, entities) keep the file's own spelling.
enum TextDiff {
    struct Hunk: Equatable {
        var range: Range<Int>
        var replacement: String
    }

    static func hunks(from old: String, to new: String) -> [Hunk] {
        let oldScalars = Array(old.unicodeScalars)
        let newScalars = Array(new.unicodeScalars)
        guard oldScalars != newScalars else { return [] }
        let difference = newScalars.difference(from: oldScalars)
        // Removals carry offsets in the old string; insertions offsets in the new one.
        var removed = Set<Int>()
        var inserted: [Int: Unicode.Scalar] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, let element, _): inserted[offset] = element
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
}
