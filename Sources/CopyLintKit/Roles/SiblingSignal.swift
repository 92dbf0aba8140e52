import CopyFormats
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

    func assign(_ entries: [Entry], keys: [KeyAnalysis?], results: inout [RoleAssignment]) {
        struct Alert {
            var isActionSheet: Bool
            var group: String?
        }
        var alerts: [Substring: Alert] = [:]
        for index in entries.indices {
            let role = results[index].role
            guard Role.titles.contains(role) || Role.messages.contains(role), let parent = keys[index]?.parent else { continue }
            if alerts[parent] == nil {
                alerts[parent] = Alert(isActionSheet: role == .actionSheetTitle || role == .actionSheetMessage, group: results[index].group)
            }
        }
        guard !alerts.isEmpty else { return }
        for index in entries.indices where results[index].role == .unknown && results[index].source == .none {
            guard let key = keys[index], key.hasAlertWord, key.role == nil, let parent = key.parent, let alert = alerts[parent],
                  signals.keySignal.lastComponentIsCommand(key), Self.looksLikeCommand(entries[index].text) else { continue }
            results[index] = RoleAssignment(
                role: alert.isActionSheet ? .actionSheetButton : .alertButton,
                source: .sibling,
                group: alert.group ?? entries[index].table + ":" + parent,
                isCancel: results[index].isCancel
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
