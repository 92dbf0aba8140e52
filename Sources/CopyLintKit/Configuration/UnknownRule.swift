extension Configuration {
    /// What to say about a rule name that is not a rule: `unknown rule 'ok_speling'; did you mean 'ok_spelling'?`,
    /// or nil for a rule's name. The command line, the configuration and inline directives say the same.
    public static func unknownRule(_ name: String, among known: Set<String> = registeredRules) -> String? {
        if known.contains(name) { return nil }
        let hint = ConfigurationParser.didYouMean(name, known.sorted())
        return "unknown rule '\(name)'" + (hint.isEmpty ? "; `copylint rules` lists them" : hint)
    }
}
