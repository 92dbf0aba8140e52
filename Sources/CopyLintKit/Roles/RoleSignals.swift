import CopyRules
import Synchronization

/// What a word in a key says about the string's role: the classes of `Dictionaries/roles/key-words.txt`.
struct KeyWordClass: OptionSet, Sendable, Hashable {
    let rawValue: UInt32

    static let alert = KeyWordClass(rawValue: 1 << 0)
    static let dialog = KeyWordClass(rawValue: 1 << 1)
    static let notDialog = KeyWordClass(rawValue: 1 << 2)
    static let sheet = KeyWordClass(rawValue: 1 << 3)
    static let title = KeyWordClass(rawValue: 1 << 4)
    static let message = KeyWordClass(rawValue: 1 << 5)
    static let button = KeyWordClass(rawValue: 1 << 6)
    static let action = KeyWordClass(rawValue: 1 << 7)
    static let answer = KeyWordClass(rawValue: 1 << 8)
    static let cancel = KeyWordClass(rawValue: 1 << 9)
    static let modifier = KeyWordClass(rawValue: 1 << 10)
    static let titleNoun = KeyWordClass(rawValue: 1 << 11)
    static let menu = KeyWordClass(rawValue: 1 << 12)
    static let editMenu = KeyWordClass(rawValue: 1 << 13)
    static let navigation = KeyWordClass(rawValue: 1 << 14)
    static let search = KeyWordClass(rawValue: 1 << 15)
    static let searchPrompt = KeyWordClass(rawValue: 1 << 16)
    static let placeholder = KeyWordClass(rawValue: 1 << 17)
    static let veto = KeyWordClass(rawValue: 1 << 18)
    static let caption = KeyWordClass(rawValue: 1 << 19)
    static let notCommand = KeyWordClass(rawValue: 1 << 20)
    static let neutral = KeyWordClass(rawValue: 1 << 21)

    static let names: [String: KeyWordClass] = [
        "alert": .alert, "dialog": .dialog, "not-dialog": .notDialog, "sheet": .sheet, "title": .title,
        "message": .message, "button": .button, "action": .action, "answer": .answer, "cancel": .cancel,
        "modifier": .modifier, "title-noun": .titleNoun, "menu": .menu, "edit-menu": .editMenu,
        "navigation": .navigation, "search": .search, "search-prompt": .searchPrompt,
        "placeholder": .placeholder, "veto": .veto, "caption": .caption, "not-command": .notCommand, "neutral": .neutral,
    ]

    /// Words that can say which part of an alert, menu or bar the string is.
    static let part: KeyWordClass = [.title, .message, .button, .action, .answer, .placeholder]
    /// Words that can be dropped from the end of a key to name the alert it belongs to.
    static let groupSuffix: KeyWordClass = [.title, .message, .button, .action, .answer, .cancel, .modifier, .alert, .dialog, .sheet, .caption]
}

/// The role data of one dictionary store, parsed once. A class: inferrers reach the bundled store's through
/// `bundled`, built on first use, and a reference is all that is copied.
final class RoleSignals: Sendable {
    static let bundled = RoleSignals(store: .bundled)

    let interfaceBuilder: InterfaceBuilderSignal
    let commentSignal: CommentSignal
    let keySignal: KeySignal
    /// Keys and comments recur in every locale of a project: each is analysed once.
    private let cache = Cache()

    init(store: DictionaryStore) {
        interfaceBuilder = InterfaceBuilderSignal(rows: store.rows("ib-classes", locale: "roles"))
        commentSignal = CommentSignal(
            rows: store.rows("comment-phrases", locale: "roles"),
            gapStops: store.rows("comment-gap-stops", locale: "roles").map { $0[0].lowercased() }
        )
        keySignal = KeySignal(rows: store.rows("key-words", locale: "roles"), verbs: store.pairs("verbs", locale: "en"))
    }

    /// The key signal's analysis of a key, from the cache when the key was seen before.
    func analyze(key: String) -> KeyAnalysis? {
        if let cached = cache.keys.withLock({ $0[key] }) { return cached }
        let analysis = keySignal.analyze(key)
        cache.keys.withLock { keys in
            if keys.count >= Cache.limit { keys.removeAll(keepingCapacity: true) }
            keys[key] = analysis
        }
        return analysis
    }

    /// What a translator comment says, from the cache when the comment was seen before.
    func find(inComment comment: String) -> CommentSignal.Finding {
        if let cached = cache.comments.withLock({ $0[comment] }) { return cached }
        let finding = commentSignal.find(in: comment)
        cache.comments.withLock { comments in
            if comments.count >= Cache.limit { comments.removeAll(keepingCapacity: true) }
            comments[comment] = finding
        }
        return finding
    }

    private final class Cache: Sendable {
        /// Past this many keys (or comments) the cache starts again, so memory stays bounded.
        static let limit = 8_192
        let keys = Mutex<[String: KeyAnalysis?]>([:])
        let comments = Mutex<[String: CommentSignal.Finding]>([:])
    }
}
