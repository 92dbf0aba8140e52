/// Whether a key or translator comment marks a button as the cancelling action: the key's last word, past
/// button words, is a cancel word (`alerts.confirm.cancel`, `cancel_button`), or the comment has a cancel
/// phrase ("Cancel button for …"). The words are `roles/key-words.txt` and `roles/comment-phrases.txt`.
public enum CancelSignal {
    public static func marks(key: String?, comment: String?) -> Bool {
        // Plain lines on standard input have neither: the signals' lists (thousands of rows) stay unloaded,
        // a sixth of a one-line check's start-up.
        guard key != nil || comment != nil else { return false }
        let signals = RoleSignals.bundled
        if let key, let analysis = signals.keySignal.analyze(key), analysis.isCancel { return true }
        if let comment, signals.commentSignal.find(in: comment).isCancel { return true }
        return false
    }
}
