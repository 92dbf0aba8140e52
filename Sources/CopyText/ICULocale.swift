internal import CICU

/// Translates Apple's locale spellings (`zh-Hans`, `pt-BR`, `Base`) into ICU locale identifiers.
public enum ICULocale {
    /// Whether ICU has data of its own for a locale (`de-CH`, `zh-Hans`, `es-419`; not `en-X1`), compared
    /// without regard to case or to `-` and `_`.
    public static func isAvailable(_ locale: String) -> Bool {
        available.contains(folded(locale))
    }

    private static let available: Set<String> = Set((0..<cicu_uloc_countAvailable()).compactMap { index in
        cicu_uloc_getAvailable(index).map { folded(String(cString: $0)) }
    })

    private static func folded(_ locale: String) -> String {
        String(String.UnicodeScalarView(locale.lowercased().unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }

    /// A locale's language subtag, lowercased (`pt-BR` → `pt`, `sr_Latn` → `sr`): what ICU's case mapping reads.
    public static func language(of locale: String) -> String {
        // Bytes in, bytes out (separators and capitals are ASCII; other bytes are copied as they are), since
        // title-casing a non-ASCII word asks for it every time.
        var language: [UInt8] = []
        for byte in locale.utf8 {
            if byte == 0x2D || byte == 0x5F || byte == 0x40 { break }
            language.append(byte &- 65 < 26 ? byte + 32 : byte)
        }
        return String(decoding: language, as: UTF8.self)
    }

    public static func identifier(for locale: String) -> String {
        if locale.isEmpty || locale == "Base" { return "en" }
        var result = ""
        for scalar in locale.unicodeScalars { result.unicodeScalars.append(scalar == "-" ? "_" : scalar) }
        return result
    }
}
