/// Translates Apple's locale spellings (`zh-Hans`, `pt-BR`, `Base`) into ICU locale identifiers.
public enum ICULocale {
    public static func identifier(for locale: String) -> String {
        if locale.isEmpty || locale == "Base" { return "en" }
        var result = ""
        for scalar in locale.unicodeScalars { result.unicodeScalars.append(scalar == "-" ? "_" : scalar) }
        return result
    }
}
