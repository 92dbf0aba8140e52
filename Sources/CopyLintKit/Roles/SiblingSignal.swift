import CopyFormats
import CopyLowLevel
import CopyRules
import CopyText

/// Alert buttons known only from their siblings: in `Common.Alerts.UnfollowUser.{Title, Unfollow}` the
/// key that ends in a command (an imperative verb or an answer), beside an alert's title or message, is one
/// of that alert's buttons.
struct SiblingSignal {
    let signals: RoleSignals

    /// The most words a button found this way may have; longer text is a sentence, not a button title.
    static let maxWords = 3

    /// Whether `assign` reads the key analysis of an entry given `assignment` before siblings: an alert's title or
    /// message (its parent names the alert), or a string of no role yet whose key could make it that alert's button.
    static func reads(_ key: KeyAnalysis?, of assignment: RoleAssignment) -> Bool {
        guard let key else { return false }
        return Role.titles.contains(assignment.role) || Role.messages.contains(assignment.role)
            || (assignment.role == .unknown && assignment.source == .none && key.hasAlertWord && key.role == nil)
    }

    /// `results` are a table's, by position; `positions` are the table's entries among `entries` and `keys` (a
    /// file's, one locale of which is the table), nil when the table is all of them.
    func assign(_ entries: [Entry], positions: [Int]? = nil, keys: [KeyAnalysis?], results: inout [RoleAssignment]) {
        struct Alert {
            var isActionSheet: Bool
            var group: String?
        }
        // By the parent's bytes: a `Substring` key is hashed in its normalised form, which was most of this
        // function's time on a large table.
        var alerts: [ByteKey: Alert] = [:]
        for position in results.indices {
            let role = results[position].role
            guard Role.titles.contains(role) || Role.messages.contains(role),
                  let parent = keys[positions?[position] ?? position]?.parent else { continue }
            let parentKey = ByteKey(String(parent))
            if alerts[parentKey] == nil {
                alerts[parentKey] = Alert(isActionSheet: role == .actionSheetTitle || role == .actionSheetMessage,
                                          group: results[position].group)
            }
        }
        guard !alerts.isEmpty else { return }
        for position in results.indices where results[position].role == .unknown && results[position].source == .none {
            let index = positions?[position] ?? position
            guard let key = keys[index], key.hasAlertWord, key.role == nil, let parent = key.parent,
                  let alert = alerts[ByteKey(String(parent))],
                  signals.keySignal.lastComponentIsCommand(key), Self.looksLikeCommand(entries[index].text)
            else { continue }
            results[position] = RoleAssignment(
                role: alert.isActionSheet ? .actionSheetButton : .alertButton,
                source: .sibling,
                group: alert.group ?? entries[index].table + ":" + parent,
                isCancel: results[position].isCancel
            )
        }
    }

    /// Short text without a sentence's final punctuation.
    static func looksLikeCommand(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard let last = trimmed.unicodeScalars.last, !".?!:;。？！".unicodeScalars.contains(last) else { return false }
        var words = 0
        var inWord = false
        for scalar in trimmed.unicodeScalars {
            if scalar.flags.contains(.whitespace) {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
            }
        }
        return words <= maxWords
    }
}
