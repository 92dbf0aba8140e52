internal import CICU

/// A locale's quotation marks from ICU's locale data (CLDR delimiters).
public struct QuotationMarks: Sendable, Equatable {
    public var start: String
    public var end: String
    public var alternateStart: String
    public var alternateEnd: String

    public init(start: String, end: String, alternateStart: String, alternateEnd: String) {
        self.start = start
        self.end = end
        self.alternateStart = alternateStart
        self.alternateEnd = alternateEnd
    }

    /// ICU's marks for the locale; English curly quotes if ICU has none.
    public init(locale: String) {
        var status = U_ZERO_ERROR
        let data = cicu_ulocdata_open(ICULocale.identifier(for: locale), &status)
        defer { if let data { cicu_ulocdata_close(data) } }
        func delimiter(_ type: ULocaleDataDelimiterType, _ fallback: String) -> String {
            guard let data else { return fallback }
            var status = U_ZERO_ERROR
            var buffer = [UInt16](repeating: 0, count: 8)
            let length = cicu_ulocdata_getDelimiter(data, type, &buffer, 8, &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return fallback }
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
        start = delimiter(ULOCDATA_QUOTATION_START, "“")
        end = delimiter(ULOCDATA_QUOTATION_END, "”")
        alternateStart = delimiter(ULOCDATA_ALT_QUOTATION_START, "‘")
        alternateEnd = delimiter(ULOCDATA_ALT_QUOTATION_END, "’")
    }
}
