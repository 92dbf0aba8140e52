import CopyText

/// Format specifiers of a translation that differ from its source in number, type or order.
package struct PlaceholderMismatchRule: TranslationRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "placeholder_mismatch",
        name: "Placeholder mismatch",
        description: "A translation must consume the same format arguments as its source: same count, same types, and without positions the same order. A mismatch prints garbage or crashes at run time.",
        guideline: "HIG-RULES Across localisations; Apple String Format Specifiers",
        area: .localization,
        severity: .error,
        roles: Role.all,
        isFixable: false,
        nonTriggeringExamples: [
            Example("%@ wurde gelöscht.", locale: "de", source: "%@ was deleted."),
            Example("%2$@ und %1$@", locale: "de", source: "%@ and %@"),
            Example("Zum Abschluss 100% sicher", locale: "de", source: "100% sure to finish"),
            Example("%1$lld von %2$lld", locale: "de", source: "%lld of %lld"),
            Example("%d élément", locale: "fr", source: "%i item"),
            Example("Ein Foto", locale: "de", source: "%lld photo", pluralCategory: "one"),
            Example("%#@fotos@", locale: "de", source: "%#@photos@"),
            Example("%1$#@fotos@ in %2$@", locale: "de", source: "%#@photos@ in %@"),
        ],
        triggeringExamples: [
            Example("Gelöscht.", locale: "de", source: "%@ was deleted."),
            Example("%d von %@", locale: "de", source: "%@ of %d"),
            Example("%d Fotos", locale: "de", source: "%lld photos"),
            Example("%@ und %@ und %@", locale: "de", source: "%@ and %@"),
            Example("Fotos", locale: "de", source: "%#@photos@"),
            Example("%3$@", locale: "de", source: "%1$@ %2$@"),
            Example("Fotos", locale: "de", source: "%lld photos", pluralCategory: "other"),
        ]
    )

    public func check(_ translation: Subject, source: Subject) -> [Diagnostic] {
        let expected = FormatSpecifier.all(in: source.arguments ?? source.text)
        let found = FormatSpecifier.all(in: translation.text)
        // (Compared in place: two arrays of types were made for every translation.)
        let sameTypes = expected.count == found.count && expected.indices.allSatisfy { expected[$0].type == found[$0].type }
        guard !sameTypes || expected.contains(where: \.isPositional) || found.contains(where: \.isPositional) else { return [] }
        let expectedByPosition = Dictionary(expected.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        let foundByPosition = Dictionary(found.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        // The zero, one and two forms of a plural may spell the count out ("Ein Foto" for "%lld photo"):
        // there a missing specifier is let pass, never a wrong type or an extra one.
        let mayDropCount = ["zero", "one", "two"].contains(translation.pluralCategory ?? "")
        // Where the arguments come from a catalog key, an argument the source value leaves out may be left out too.
        let shownInSource = Set(FormatSpecifier.all(in: source.text).map(\.position))
        for (position, want) in expectedByPosition.sorted(by: { $0.key < $1.key }) {
            if let have = foundByPosition[position] {
                // A plural variable (%#@name@) reads the argument with the type its own definition declares.
                if have.type != want.type && have.type != "%#@" && want.type != "%#@" {
                    diagnostics.append(diagnostic("“\(have.text)” reads argument \(position) as \(have.type), but the source’s “\(want.text)” passes \(want.type).", at: have.range))
                }
            } else if !mayDropCount && (source.arguments == nil || shownInSource.contains(position)) {
                diagnostics.append(diagnostic("The source’s “\(want.text)” (argument \(position)) is missing from the translation.", at: translation.text.trimmedRange))
            }
        }
        for (position, have) in foundByPosition.sorted(by: { $0.key < $1.key }) where expectedByPosition[position] == nil {
            diagnostics.append(diagnostic("“\(have.text)” reads argument \(position), which the source does not pass.", at: have.range))
        }
        return diagnostics
    }
}
