/// Whether a key or translator comment marks a button as the cancelling action.
public enum CancelSignal {
    public static func marks(key: String?, comment: String?) -> Bool {
        if let key, let last = key.split(whereSeparator: { ".-_/".contains($0) }).last, last.lowercased().contains("cancel") {
            return true
        }
        if let comment = comment?.lowercased(), comment.contains("cancel button") || comment.contains("cancels the") {
            return true
        }
        return false
    }
}
