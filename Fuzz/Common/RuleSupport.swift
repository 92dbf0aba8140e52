// The role and locale tables of the targets that run the rules.
import CopyRules

enum FuzzTables {
    /// Locales the rules are run in: the scripts and casing rules that matter (en de fr ja zh-Hant el ar tr th), more with their own data, some fallbacks, an unknown one.
    static let locales = [
        "en", "de", "fr", "ja", "zh-Hant", "el", "ar", "tr", "th",
        "es", "it", "ko", "zh-Hans", "pt-BR", "ru", "he", "hi", "nl", "en-GB", "fr-CA", "zh_CN", "xx",
    ]

    static func locale(_ byte: UInt8) -> String { locales[Int(byte) % locales.count] }

    static func role(_ byte: UInt8) -> Role { Role.allCases[Int(byte) % Role.allCases.count] }
}
