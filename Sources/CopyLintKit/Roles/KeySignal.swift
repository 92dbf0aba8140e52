import CopyFormats
import CopyLowLevel
import CopyRules

/// One word of a key.
struct KeyWord: Sendable, Equatable {
    /// Lowercased.
    var text: String
    var classes: KeyWordClass
    /// Which dot-, colon- or slash-separated part of the key the word is in.
    var component: Int
    /// Where the word starts in the key.
    var start: String.Index
    /// Where its component starts in the key.
    var componentStart: String.Index
}

/// What a key says: its words, the role they decide (if any), and where the name of its alert ends.
struct KeyAnalysis: Sendable {
    var key: String
    var words: [KeyWord]
    /// The role the words decide; `.unknown` when a veto word says the string has no role of ours.
    var role: Role?
    /// Whether an alert (or action-sheet) word, valid as such, is in the key.
    var hasAlertWord: Bool
    /// Index of the word that decided the part (title, message, button), if any.
    var partIndex: Int?
    var isCancel: Bool
    /// Whether the role is a button only because the key ends in an answer (`…Alert.Later`): then the text
    /// must read like a button's.
    var needsCommandText = false

    /// The alert or action sheet the string belongs to: the table and the key without its part words
    /// (`Common.Alerts.DeletePost.Title` → `Localizable:Common.Alerts.DeletePost`,
    /// `account_signed_out_alert_title` → `Localizable:account_signed_out`).
    func group(table: String) -> String? {
        // Nothing before the part names an alert: `action.title.delete` is a button shared by many.
        guard !words.isEmpty, partIndex != 0 else { return nil }
        var end = partIndex ?? words.count
        // A part that is a component of button words, verbs and modifiers alone (connect_button) goes whole.
        if end < words.count, !words[end].classes.isDisjoint(with: [.button, .action, .answer]), words[end].component > 0 {
            let component = words[end].component
            var first = end
            while first > 0, words[first - 1].component == component { first -= 1 }
            if first < end, words[first..<end].allSatisfy({ $0.classes.contains(.modifier) || $0.classes.contains(.answer) || $0.classes.contains(.action) || $0.classes.contains(.button) || $0.isCommandWord }) {
                end = first
            }
        }
        // Then part words before the cut: within the cut's component, or whole components of them (`.alert.`);
        // `MediaMissingAltText` keeps its "text".
        let cutComponent = end < words.count ? words[end].component : nil
        while end > 0, !words[end - 1].classes.isDisjoint(with: .groupSuffix) {
            let component = words[end - 1].component
            guard component == cutComponent || words.allSatisfy({ $0.component != component || !$0.classes.isDisjoint(with: .groupSuffix) }) else { break }
            end -= 1
        }
        let prefix: Substring
        if end == words.count {
            prefix = key[...]
        } else if end > 0 {
            prefix = key[..<words[end].start]
        } else if let lastComponent = words.last?.componentStart, lastComponent > key.startIndex {
            prefix = key[..<lastComponent]
        } else {
            return nil
        }
        let trimmed = prefix.reversed().drop(while: { !$0.isLetter && !$0.isNumber }).count
        guard trimmed > 0 else { return nil }
        return table + ":" + prefix.prefix(trimmed)
    }

    /// The key without its last component, for looking up siblings; nil for a key of one component.
    var parent: Substring? {
        guard let last = words.last, last.component > 0 else { return nil }
        // Back from the last component over what is not a letter or digit, by index: counting what was left and
        // taking that many characters from the start walked the key's characters twice.
        let head = key[..<last.componentStart]
        var end = head.endIndex
        while end > head.startIndex {
            let before = head.index(before: end)
            if head[before].isLetter || head[before].isNumber { break }
            end = before
        }
        return end > head.startIndex ? head[..<end] : nil
    }
}

extension KeyWord {
    /// Set by the key signal for words that are base-form verbs (imperatives): connect, unfollow.
    var isCommandWord: Bool { classes.contains(.command) }
}

extension KeyWordClass {
    /// Not from the data: a base-form verb (from `en/verbs.txt`) or an answer.
    static let command = KeyWordClass(rawValue: 1 << 31)
}

/// Roles from the words of keys (`alerts.auth_required.title`, `improv.wifi.alert.connect_button`,
/// `Common.Controls.Actions.Discard`, `menu.new-post`); the words are `roles/key-words.txt`.
struct KeySignal: Sendable {
    private let classes: [String: KeyWordClass]
    private let pairs: [String: KeyWordClass]
    /// Base-form verbs: the forms that are their own lemma in `en/verbs.txt`.
    private let verbLemmas: Set<String>
    /// Words whose presence in a button's text means the text names a button rather than being one ("Show Translate Button").
    private let buttonWords: [String]
    /// Words whose presence alone as an alert title's text means the text names a feature ("Alerts").
    private let alertWords: Set<String>

    /// `verbs`: the rows of `en/verbs.txt` (form, lemma).
    init(rows: [[String]], verbs: WordPairs) {
        var classes: [String: KeyWordClass] = [:]
        var pairs: [String: KeyWordClass] = [:]
        for row in rows where row.count >= 2 {
            guard let wordClass = KeyWordClass.names[row[1]] else { continue }
            let word = row[0].lowercased()
            if word.contains(" ") {
                pairs[word, default: []].insert(wordClass)
            } else {
                classes[word, default: []].insert(wordClass)
            }
        }
        self.classes = classes
        self.pairs = pairs
        // The rows of a form start with its own lemma, if it has one (see verbs.txt): a form is a base form
        // exactly when some row maps it to itself. A set of those 8,700, not a map of all 35,000 forms.
        verbLemmas = Set(verbs.wordsPairedWithThemselves)
        buttonWords = classes.filter { $0.value.contains(.button) }.map(\.key).sorted()
        alertWords = Set(classes.filter { !$0.value.isDisjoint(with: [.alert, .dialog, .sheet]) && !$0.value.contains(.answer) }.map(\.key))
    }

    /// The analysis of a key; nil for keys that are English text (they contain a space) or IB object IDs.
    /// Of a plural or other variation's path (`alertTitleCloseTabs.withCount/tabs/one`), the key before the first `/`.
    func analyze(_ fullKey: String) -> KeyAnalysis? {
        let key = fullKey.beforeFirstSlash
        guard InterfaceBuilderSignal.propertyFromObjectIDKey(key) == nil, let words = words(key), !words.isEmpty else { return nil }
        var analysis = KeyAnalysis(key: key, words: words, role: nil, hasAlertWord: false, partIndex: nil, isCancel: false)
        analysis.isCancel = isCancel(words)
        if words.contains(where: { $0.classes.contains(.veto) }) {
            analysis.role = .unknown
            return analysis
        }
        decide(&analysis)
        return analysis
    }

    /// Whether the text lets a role from the key stand: a button whose text names a button ("Share Button
    /// Behavior"), or an alert title that is just the alert word ("Alerts"), is a label about the thing.
    func textAllows(_ role: Role, text: String, key: KeyAnalysis) -> Bool {
        if role == .button || role == .alertButton || role == .actionSheetButton {
            if key.needsCommandText, !SiblingSignal.looksLikeCommand(text) { return false }
            // A question is never a button's title (account.action.block-user-confirmation).
            if text.trimmingWhitespace().hasSuffix("?") { return false }
            let lower = text.lowercased()
            return !buttonWords.contains { Self.containsWord(lower, $0) }
        }
        if role == .alertTitle || role == .actionSheetTitle {
            return !alertWords.contains(text.trimmingWhitespace().lowercased())
        }
        return true
    }

    /// Whether a word of the key's last component starts with a command (an imperative verb or an answer):
    /// `Common.Alerts.UnfollowUser.Unfollow`, `BlockEntireDomain`.
    func lastComponentIsCommand(_ analysis: KeyAnalysis) -> Bool {
        guard let last = analysis.words.last else { return false }
        guard let first = analysis.words.firstIndex(where: { $0.component == last.component }) else { return false }
        return analysis.words[first].isCommandWord
    }

    // MARK: - Deciding

    private func decide(_ analysis: inout KeyAnalysis) {
        let words = analysis.words
        let count = words.count

        // The search bar's placeholder: search.prompt, searchbar.placeholder, search-placeholder.
        if let last = words.last, last.classes.contains(.searchPrompt),
           words.dropLast().contains(where: { $0.classes.contains(.search) }) {
            analysis.role = .searchBarPlaceholder
            return
        }

        guard let part = words.indices.last(where: { isPart(words, at: $0) }) else {
            decideWithoutPart(&analysis)
            return
        }
        let alert = alertIndex(words, before: part)
        analysis.hasAlertWord = alert != nil
        let menu = words[..<part].lastIndex { !$0.classes.isDisjoint(with: [.menu, .editMenu]) }
        let partClasses = words[part].classes

        // A button word just before the part makes a title, caption or answer the button's own
        // (primary_button.title, Buttons.FavoritesTitle, action.title.delete, action.cancel).
        var buttonWord: Int?
        if partClasses.isDisjoint(with: [.button, .action]) {
            buttonWord = words[..<part].lastIndex { word in
                !word.classes.isDisjoint(with: [.button, .action]) && word.component >= words[part].component - 1
                    && (alert.map { word.start > words[$0].start } ?? true)
            }
            // An action word names the button only when a command follows (action.title.delete) or it is
            // qualified (primary_action.title, delete_action); `settings_details.actions.title` is a screen's title.
            if let candidate = buttonWord, !words[candidate].classes.contains(.button), part == count - 1 {
                let qualified = words.contains { $0.component == words[candidate].component && ($0.classes.contains(.modifier) || isCommand($0.text)) }
                if !qualified { buttonWord = nil }
            }
        }

        var kind: Kind
        if partClasses.contains(.answer) {
            kind = .button
            analysis.needsCommandText = true
        } else if !partClasses.isDisjoint(with: [.button, .action]) {
            // `action` alone at the end names an action ("Filter Action") unless it is an alert's.
            if partClasses.contains(.action) && !partClasses.contains(.button) && part == count - 1 && alert == nil { return }
            kind = .button
        } else if buttonWord != nil && partClasses.contains(.caption) {
            kind = .button
        } else if partClasses.contains(.title) {
            kind = .title
        } else if partClasses.contains(.message) {
            kind = .message
        } else if partClasses.contains(.placeholder) {
            analysis.role = .label
            analysis.partIndex = part
            return
        } else {
            return
        }
        analysis.partIndex = buttonWord.map { min($0, part) } ?? part

        if let alert {
            let sheet = words[alert].classes.contains(.sheet)
            switch kind {
            case .title: analysis.role = sheet ? .actionSheetTitle : .alertTitle
            case .message: analysis.role = sheet ? .actionSheetMessage : .alertMessage
            case .button: analysis.role = sheet ? .actionSheetButton : .alertButton
            }
            return
        }
        if let menu, kind != .message {
            analysis.role = words[menu].classes.contains(.editMenu) ? .editMenuItem : .menuItem
            return
        }
        switch kind {
        case .button:
            // An answer alone (a key ending in `ok`) is not enough; with a button or navigation word it is.
            if partClasses.contains(.answer) && partClasses.isDisjoint(with: [.button, .action]) {
                let context = words[..<part].contains { !$0.classes.isDisjoint(with: [.button, .action, .navigation]) && $0.component >= words[part].component - 1 }
                if !context { return }
            }
            analysis.role = .button
        case .title:
            // navigation-title: the title word ends the key, right after the navigation word.
            if part == count - 1, part > 0, words[part - 1].classes.contains(.navigation) {
                analysis.role = .navTitle
            }
        case .message:
            break
        }
    }

    private enum Kind { case title, message, button }

    /// Keys without a part word: `menu.new-post` (a menu item), `alert.error` (an alert's title).
    private func decideWithoutPart(_ analysis: inout KeyAnalysis) {
        let words = analysis.words
        if let alert = alertIndex(words, before: words.count) {
            analysis.hasAlertWord = true
            if alert == words.count - 2, words[alert + 1].classes.contains(.titleNoun) {
                analysis.role = words[alert].classes.contains(.sheet) ? .actionSheetTitle : .alertTitle
                analysis.partIndex = alert + 1
            }
            return
        }
        if let menu = words.lastIndex(where: { !$0.classes.isDisjoint(with: [.menu, .editMenu]) }), menu < words.count - 1 {
            analysis.role = words[menu].classes.contains(.editMenu) ? .editMenuItem : .menuItem
        }
    }

    /// Whether the word at `index` can say the string's part. An answer (ok, later) only ends the key,
    /// past button words (`ok_button`), not inside a name (`no_network`, `alertTitleCloseTabs`). A word
    /// outside the last component says it only as the whole component (`Controls.Actions.Discard`,
    /// `primary_button.title`, `action.title.delete`) or right after an alert word (`alertTitleCloseTabs.withCount`);
    /// `Common.Alerts.MediaMissingAltText.Post` is the alert's "Post" button, not text.
    private func isPart(_ words: [KeyWord], at index: Int) -> Bool {
        let word = words[index]
        guard !word.classes.isDisjoint(with: KeyWordClass.part) else { return false }
        let lastComponent = words[words.count - 1].component
        if word.classes.isDisjoint(with: [.title, .message, .button, .action, .placeholder]) {
            let buttonSuffix: KeyWordClass = [.button, .action, .caption, .modifier]
            guard words[(index + 1)...].allSatisfy({ !$0.classes.isDisjoint(with: buttonSuffix) }) else { return false }
        }
        if word.classes.contains(.action), word.classes.isDisjoint(with: [.button, .title, .message, .answer]) {
            guard word.component >= lastComponent - 1,
                  words[(index + 1)...].contains(where: { $0.classes.isDisjoint(with: [.modifier, .caption]) }),
                  !words.contains(where: { $0.component == lastComponent && $0.classes.contains(.notCommand) }) else { return false }
        }
        if word.component == lastComponent { return true }
        if index > 0, words[index - 1].component == word.component, !words[index - 1].classes.isDisjoint(with: [.alert, .sheet]),
           !word.classes.isDisjoint(with: [.title, .message]) {
            return true
        }
        // `PublishPostFailure.AttachmentsMessage.MoreThanOneVideo`: a title or message word (not a caption word like
        // "text", which ends names such as AltText) ending the component before the last.
        if word.component == lastComponent - 1, index + 1 < words.count, words[index + 1].component == lastComponent,
           !word.classes.isDisjoint(with: [.title, .message]), !word.classes.contains(.caption),
           words.allSatisfy({ $0.component != lastComponent || $0.classes.isDisjoint(with: KeyWordClass.part) }) {
            return true
        }
        let container: KeyWordClass = KeyWordClass.part.union([.alert, .dialog, .sheet, .modifier, .caption, .navigation, .menu, .editMenu])
        return words.allSatisfy { $0.component != word.component || !$0.classes.isDisjoint(with: container) }
    }

    /// The last alert word before `end`: `alert(s)` anywhere; a dialog word (confirm, prompt) only as the
    /// last word of its component or right before a part word, and not after a `not-dialog` word of its component.
    private func alertIndex(_ words: [KeyWord], before end: Int) -> Int? {
        var index = end - 1
        while index >= 0 {
            let word = words[index]
            if !word.classes.isDisjoint(with: [.alert, .sheet]) { return index }
            if word.classes.contains(.dialog), isValidDialog(words, at: index) { return index }
            index -= 1
        }
        return nil
    }

    private func isValidDialog(_ words: [KeyWord], at index: Int) -> Bool {
        let component = words[index].component
        let isLastOfComponent = index == words.count - 1 || words[index + 1].component != component
        let beforePart = index + 1 < words.count && words[index + 1].component == component && !words[index + 1].classes.isDisjoint(with: KeyWordClass.part)
        guard isLastOfComponent || beforePart else { return false }
        var previous = index - 1
        while previous >= 0, words[previous].component == component {
            if words[previous].classes.contains(.notDialog) { return false }
            previous -= 1
        }
        return true
    }

    /// Whether the key's last word, past button words and modifiers, is a cancel word (`cancel_button`, `action.cancel`).
    private func isCancel(_ words: [KeyWord]) -> Bool {
        var index = words.count - 1
        while index >= 0, !words[index].classes.isDisjoint(with: [.button, .action, .modifier, .caption]), !words[index].classes.contains(.cancel) {
            index -= 1
        }
        return index >= 0 && words[index].classes.contains(.cancel)
    }

    // MARK: - Words

    /// Splits a key on `.`, `:`, `/` (components) and on `_`, `-`, other punctuation and camelCase
    /// boundaries (`deleteFolderAlert`, `URLSession` → url session, `A11YLabels` → a11y labels).
    func words(_ key: String) -> [KeyWord]? {
        guard var words = UTF8Bytes.withBytes(of: key, UTF8Bytes.isASCII) ? asciiWords(key) : scalarWords(key) else { return nil }
        mergePairs(&words)
        markCommands(&words)
        return words
    }

    /// `words` of an ASCII key (nearly every one), split and lowercased byte by byte, without mergePairs or
    /// markCommands. Walking the key's scalars is costly (each scalar decoded, its index made and checked, each
    /// test a call), and every key is split. `KeyWordsTests` holds the two walks to the same words.
    func asciiWords(_ key: String) -> [KeyWord]? {
        let bytes = key.utf8.span
        var writer = KeyWordWriter(componentStart: key.startIndex)
        // A native ASCII string's UTF-8 offset is its index (made in constant time), and a scalar's.
        func index(_ offset: Int) -> String.Index { key.utf8.index(key.utf8.startIndex, offsetBy: offset) }
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte == 0x20 { return nil }
            if Self.isASCIILetterOrDigit(byte) {
                if writer.wordStart != nil, Self.isASCIIBoundary(bytes, at: offset) { writer.finish(classes) }
                if writer.wordStart == nil { writer.wordStart = index(offset) }
                writer.current.append(Self.lowercasedASCII(byte))
            } else {
                writer.finish(classes)
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/") {
                    writer.endComponent(nextStartsAt: index(offset + 1))
                }
            }
        }
        writer.finish(classes)
        return writer.words
    }

    /// `isBoundary` of the byte at `offset` (after another) and its neighbours.
    private static func isASCIIBoundary(_ bytes: Span<UInt8>, at offset: Int) -> Bool {
        guard offset > 0, isASCIIUppercase(bytes[offset]) else { return false }
        let previous = bytes[offset - 1]
        if isASCIILowercase(previous) { return true }
        return isASCIIUppercase(previous) && offset + 1 < bytes.count && isASCIILowercase(bytes[offset + 1])
    }

    /// `words` of any key, scalar by scalar, without mergePairs or markCommands.
    func scalarWords(_ key: String) -> [KeyWord]? {
        let scalars = key.unicodeScalars
        var writer = KeyWordWriter(componentStart: key.startIndex)
        var index = scalars.startIndex
        var previous: Unicode.Scalar?
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let following: Unicode.Scalar? = next < scalars.endIndex ? scalars[next] : nil
            if scalar == " " { return nil }
            if Self.isLetterOrDigit(scalar) {
                if let previous, writer.wordStart != nil, Self.isBoundary(previous, scalar, following) { writer.finish(classes) }
                if writer.wordStart == nil { writer.wordStart = index }
                Self.appendLowercased(scalar, to: &writer.current)
            } else {
                writer.finish(classes)
                if scalar == "." || scalar == ":" || scalar == "/" { writer.endComponent(nextStartsAt: next) }
            }
            previous = scalar
            index = next
        }
        writer.finish(classes)
        return writer.words
    }

    /// The words of a walk over a key: the word being read (its lowercased UTF-8) becomes a `KeyWord` at its end.
    private struct KeyWordWriter {
        var words: [KeyWord] = []
        var current: [UInt8] = []
        /// Where the word being read starts; nil between words.
        var wordStart: String.Index?
        var component = 0
        var componentStart: String.Index

        /// Ends the word being read, if any, with its classes from `classes`.
        mutating func finish(_ classes: [String: KeyWordClass]) {
            guard let start = wordStart else { return }
            let text = String(decoding: current, as: UTF8.self)
            words.append(KeyWord(text: text, classes: classes[text] ?? [], component: component, start: start, componentStart: componentStart))
            current.removeAll(keepingCapacity: true)
            wordStart = nil
        }

        /// A separator (`.`, `:`, `/`) ends the component (if it had a word); the next one starts at `next`.
        mutating func endComponent(nextStartsAt next: String.Index) {
            if !words.isEmpty, words.last!.component == component { component += 1 }
            componentStart = next
        }
    }

    /// A camelCase boundary before `scalar`: lower → Upper, or UPPer → Upper before a lower-case letter.
    private static func isBoundary(_ previous: Unicode.Scalar, _ scalar: Unicode.Scalar, _ following: Unicode.Scalar?) -> Bool {
        guard isUppercase(scalar) else { return false }
        if isLowercase(previous) { return true }
        if isUppercase(previous), let following, isLowercase(following) { return true }
        return false
    }

    // ASCII first: keys are almost always ASCII, and Unicode properties cost more.
    // (Value ranges, not `("a"..."z").contains`: that built and compared scalar ranges on every call.)
    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isLowercase(scalar) || isUppercase(scalar) || (0x30...0x39).contains(scalar.value) }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    /// `isLetterOrDigit`, `isUppercase` and `isLowercase` of an ASCII byte, and the byte lowercased (the walks over
    /// ASCII keys and comments read bytes).
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
    static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    static func isASCIILowercase(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 { isASCIIUppercase(byte) ? byte | 0x20 : byte }

    /// Appends the scalar lowercased, as UTF-8 (see `UTF8Bytes.append`).
    static func appendLowercased(_ scalar: Unicode.Scalar, to word: inout [UInt8]) {
        if scalar.isASCII {
            word.append(UInt8(truncatingIfNeeded: isUppercase(scalar) ? scalar.value + 32 : scalar.value))
        } else {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars { UTF8Bytes.append(lower.value, to: &word) }
        }
    }

    /// Two adjacent words of one component that the data lists together (`action sheet`, `context menu`) become one.
    private func mergePairs(_ words: inout [KeyWord]) {
        guard !pairs.isEmpty, words.count > 1 else { return }
        var index = 0
        while index + 1 < words.count {
            if words[index].component == words[index + 1].component,
               let pairClasses = pairs[words[index].text + " " + words[index + 1].text] {
                words[index].text += " " + words[index + 1].text
                words[index].classes = pairClasses
                words.remove(at: index + 1)
            }
            index += 1
        }
    }

    /// Marks base-form verbs (imperatives) and answers as commands.
    private func markCommands(_ words: inout [KeyWord]) {
        for index in words.indices where isCommand(words[index].text) || words[index].classes.contains(.answer) {
            words[index].classes.insert(.command)
        }
    }

    /// A verb in its base form (`connect`), also with the `un` prefix (`unfollow`).
    func isCommand(_ word: String) -> Bool {
        if verbLemmas.contains(word) { return true }
        if word.hasPrefix("un"), word.count > 4 {
            return verbLemmas.contains(String(word.dropFirst(2)))
        }
        return false
    }

    /// Whether `word` occurs in `text` (lowercased) as a whole word.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        // Most texts hold none of the words: rule that out on bytes before the Character-wise search.
        guard UTF8Search.mightContain(text, word) else { return false }
        var search = text[...]
        while let range = search.firstRange(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            search = text[range.upperBound...]
        }
        return false
    }
}
