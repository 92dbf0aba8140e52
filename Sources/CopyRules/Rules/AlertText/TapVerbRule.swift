import CopyLowLevel
import CopyText

/// "click" or "touch" for pressing a button on a touch platform ("tap"), and "tap" on macOS ("click").
package struct TapVerbRule: StringRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "tap_verb",
        name: "Tap on touch platforms, click on macOS",
        description: "On iPhone, iPad and Apple Watch people tap: write \"tap\", not \"click\" or \"touch\" (and not \"tap on\", \"tap and hold\"). On macOS it is the reverse: write \"click\", not \"tap\". Inflections are kept (clicked → tapped); terms such as Touch ID and phrases such as \"touch and hold\" are right as they are.",
        guideline: "002 (alerts: use “tap”, not “touch”, “click” or “choose”), 003 (refer to buttons with “tap”); HIG Writing; Apple Style Guide `tap`, `click`, `touch and hold` (title-case-rules.md §4)",
        area: .alertText,
        severity: .warning,
        roles: Role.titles.union(Role.messages),
        locales: .english,
        isFixable: true,
        nonTriggeringExamples: [
            Example("Tap Done to finish.", role: .alertMessage),
            Example("Touch and hold the photo to share it.", role: .alertMessage),
            Example("Use Touch ID to unlock.", role: .alertMessage),
            Example("Stay in touch with your friends.", role: .alertMessage),
            Example("Click OK to continue.", role: .alertMessage, platform: .macos),
            Example("Choose a different name.", role: .alertMessage),
            Example("Click OK to continue.", role: .alertMessage, platform: .tvos),
            Example("Click Here", role: .button),
        ],
        triggeringExamples: [
            Example("↓Click OK to continue.", role: .alertMessage),
            Example("You ↓clicked Delete.", role: .alertMessage, platform: .ipados),
            Example("↓Touch Done to finish.", role: .alertMessage),
            Example("↓Tap on the photo.", role: .alertMessage),
            Example("↓Tap and hold the photo.", role: .alertMessage),
            Example("↓Double-click the file to open it.", role: .alertMessage),
            Example("↓Tap OK to continue.", role: .alertMessage, platform: .macos),
            Example("↓Tapping Delete removes it.", role: .alertMessage, platform: .macos),
        ],
        corrections: [
            Example("Click OK to continue.", role: .alertMessage, corrected: "Tap OK to continue."),
            Example("You clicked Delete.", role: .alertMessage, corrected: "You tapped Delete."),
            Example("Click on the photo.", role: .alertMessage, corrected: "Tap the photo."),
            Example("Tap and hold the photo.", role: .alertMessage, corrected: "Touch and hold the photo."),
            Example("Double-click the file to open it.", role: .alertMessage, corrected: "Double-tap the file to open it."),
            Example("Touching Delete removes it.", role: .alertMessage, platform: .watchos, corrected: "Tapping Delete removes it."),
            Example("Tap OK to continue.", role: .alertMessage, platform: .macos, corrected: "Click OK to continue."),
            Example("Tapped Delete by mistake?", role: .alertTitle, platform: .macos, corrected: "Clicked Delete by mistake?"),
        ]
    )

    /// Touch platforms: the file as written. macOS: each touch word back to its first pointer word (tap → click).
    private static let touch = LocaleCache { data in PhraseIndex(data.rows("tap-verbs").filter { $0.count > 1 }.map { ($0[0], $0[1]) }) }
    private static let mac = LocaleCache { data in
        var seen: Set<String> = []
        var pairs: [(String, String)] = []
        for row in data.rows("tap-verbs") where row.count > 1 && !row[1].contains(" ") && row[0] != row[1] && !row[0].contains(" ") {
            guard seen.insert(row[1]).inserted else { continue }
            pairs.append((row[1], row[0]))
        }
        return PhraseIndex(pairs)
    }

    public func check(_ subject: Subject) -> [Diagnostic] {
        let index: PhraseIndex<String>
        if subject.options.platform.isTouch {
            index = Self.touch(subject.locale)
        } else if subject.options.platform == .macos {
            index = Self.mac(subject.locale)
        } else {
            return []
        }
        let text = subject.text
        return index.matches(in: text).compactMap { match in
            guard match.spelling.map(WordKey.fold) != Array(match.payload.unicodeScalars).map(WordKey.fold) else { return nil }
            let written = text.text(match.range)
            let startsUpper = text.scalars[match.range.lowerBound].flags.contains(.uppercase)
            let replacement = startsUpper ? WordCase.capitalizingFirstWord(match.payload, locale: subject.locale.locale) : match.payload
            let message = subject.options.platform == .macos
                ? "On macOS people click: write “\(replacement)”, not “\(written)”."
                : "On touch screens people tap: write “\(replacement)”, not “\(written)”."
            return diagnostic(message, at: match.range, fixIts: [FixIt(range: match.range, replacement: replacement)])
        }
    }
}
