import CopyFormats
import CopyLowLevel
import Synchronization

/// Whether a key or translator comment marks a button as the cancelling action: the key's last word, past
/// button words, is a cancel word (`alerts.confirm.cancel`, `cancel_button`), or the comment has a cancel
/// phrase ("Cancel button for …"). The words are `roles/key-words.txt` and `roles/comment-phrases.txt`.
public enum CancelSignal {
    public static func marks(key: String?, comment: String?) -> Bool {
        // Plain lines on standard input have neither: the signals' lists (thousands of rows) stay unloaded,
        // a sixth of a one-line check's start-up.
        guard key != nil || comment != nil else { return false }
        if let key, keyMarks(key) { return true }
        if let comment, commentMarks(comment) { return true }
        return false
    }

    static func keyMarks(_ key: String) -> Bool {
        RoleSignals.bundled.keySignal.analyze(key)?.isCancel ?? false
    }

    static func commentMarks(_ comment: String) -> Bool {
        RoleSignals.bundled.commentSignal.find(in: comment).isCancel
    }

    /// `marks`, each key's and comment's answer worked out once, for the records of one input, where they repeat:
    /// JSON Lines from `copylint entries` hold every locale's copy of each key and comment, and analysing each
    /// copy again was a large part of checking such input. Shared by the workers. Texts are told apart by their bytes
    /// (`ByteKey`): canonically equivalent spellings can mark differently ("cancel" and a combining accent ends
    /// in the word "cancel"; its composed form, in "canceĺ").
    final class Memo: Sendable {
        private let keys = Mutex<[ByteKey: Bool]>([:])
        private let comments = Mutex<[ByteKey: Bool]>([:])

        func marks(key: String?, comment: String?) -> Bool {
            if let key, Self.answer(key, in: keys, CancelSignal.keyMarks) { return true }
            if let comment, Self.answer(comment, in: comments, CancelSignal.commentMarks) { return true }
            return false
        }

        private static func answer(_ text: String, in memo: borrowing Mutex<[ByteKey: Bool]>, _ work: (String) -> Bool) -> Bool {
            let key = ByteKey(text)
            if let known = memo.withLock({ $0[key] }) { return known }
            // Worked out outside the lock: two workers may both work out a new text, and agree.
            let answer = work(text)
            memo.withLock { $0[key] = answer }
            return answer
        }
    }
}
