import CopyText

/// An article (a, an, the) in a menu or edit-menu item.
package struct MenuArticleRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "menu_article",
        name: "No articles in menu items",
        description: "Remove articles (a, an, the; each locale's `articles.txt`) from menu and edit-menu items to save space: \"Add Bookmark\", not \"Add a Bookmark\".",
        guideline: "HIG Menus (title-case-rules.md §2: \"Remove articles like a, an, and the from menu-item labels to save space\"); 000 (edit menu: a short verb phrase)",
        area: .punctuation,
        severity: .warning,
        roles: [.menuItem, .editMenuItem],
        isFixable: true,
        nonTriggeringExamples: [
            Example("Add Bookmark", role: .menuItem),
            Example("Go to Page…", role: .menuItem),
            Example("Plan A", role: .menuItem),
            Example("Open “The Verge”", role: .menuItem),
            Example("Add a Bookmark", role: .button),
            Example("Add a Bookmark", role: .alertTitle),
            Example("A–Z", role: .menuItem),
        ],
        triggeringExamples: [
            Example("Add ↓a Bookmark", role: .menuItem),
            Example("Save ↓a Version", role: .menuItem),
            Example("Copy ↓the Link", role: .editMenuItem),
            Example("↓The Latest Posts", role: .menuItem),
            Example("Add ↓an Item to ↓the List", role: .menuItem),
        ],
        corrections: [
            Example("Add a Bookmark", role: .menuItem, corrected: "Add Bookmark"),
            Example("Copy the  Link", role: .editMenuItem, corrected: "Copy Link"),
            Example("Add an Item to the List…", role: .menuItem, corrected: "Add Item to List…"),
            Example("The Latest Posts", role: .menuItem, corrected: "Latest Posts"),
        ]
    )

    public func check(_ subject: Subject) -> [Diagnostic] {
        let lexicon = subject.lexicon
        let tokens = subject.text.tokens
        let quoted = QuotedRanges(subject.text.quotedSpans)
        var diagnostics: [Diagnostic] = []
        for index in tokens.indices where tokens[index].isWord {
            let token = tokens[index]
            guard token.shape == .lower || token.shape == .capitalized,
                  lexicon.classes(of: token, in: subject.text).contains(.article),
                  index + 2 < tokens.count, tokens[index + 1].kind == .space, tokens[index + 2].isContent,
                  index == 0 || tokens[index - 1].kind == .space,
                  !quoted.contains(token.range.lowerBound),
                  lexicon.term(at: token, in: subject.text) == nil else { continue }
            var end = tokens[index + 1].range.upperBound
            var next = index + 2
            while next < tokens.count, tokens[next].kind == .space { end = tokens[next].range.upperBound; next += 1 }
            guard next < tokens.count, tokens[next].isContent else { continue }
            diagnostics.append(diagnostic("Remove the article “\(subject.text.text(of: token))” from a menu item.", at: token.range, fixIts: [FixIt(range: token.range.lowerBound..<end, replacement: "")]))
        }
        return diagnostics
    }
}
