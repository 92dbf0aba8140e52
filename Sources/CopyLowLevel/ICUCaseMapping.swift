internal import CICU

/// ICU's string case mappings (upper, lower, title case), with a plain Swift API: a string in, a string out.
/// The UTF-16 ICU reads and writes lives in temporary allocations (on the stack for a word): case mapping runs
/// once per word in the title-case and folding paths, and two arrays a call were a visible part of their cost.
package enum ICUCaseMapping {
    /// `text` uppercased by ICU's rules for the locale (an ICU locale identifier); `text` when ICU fails.
    package static func upper(_ text: String, icuLocale: String) -> String {
        convert(text) { cicu_strToUpper($0, $1, $2, $3, icuLocale, $4) } ?? text
    }

    /// `text` lowercased by ICU's rules for the locale; `text` when ICU fails.
    package static func lower(_ text: String, icuLocale: String) -> String {
        convert(text) { cicu_strToLower($0, $1, $2, $3, icuLocale, $4) } ?? text
    }

    /// `text` title-cased by ICU (each word's first letter in title case, the rest lowercase), its words found
    /// by `iterator` (an ICU break iterator; nil: ICU opens one); `text` when ICU fails.
    package static func title(_ text: String, icuLocale: String, iterator: OpaquePointer?) -> String {
        convert(text) { cicu_strToTitleWith($0, $1, $2, $3, iterator, icuLocale, $4) } ?? text
    }

    /// `text` title-cased through an ICU case map (`ucasemap_toTitle`, which keeps the rest of each word as
    /// written when the map was opened so); nil when ICU fails.
    package static func title(_ text: String, caseMap: OpaquePointer) -> String? {
        convert(text) { cicu_ucasemap_toTitle(caseMap, $0, $1, $2, $3, $4) }
    }

    /// The string of ICU's UTF-16 result, transcoded by ICU straight into the string's UTF-8 storage: Swift's
    /// `String(decoding:as: UTF16.self)` takes a generic path that was a visible part of checking buttons. ICU's
    /// results are well-formed, as their source (a Swift string) was; anything else is left to Swift, which repairs
    /// it.
    static func utf8String(_ utf16: UnsafeBufferPointer<UInt16>) -> String {
        var status = U_ZERO_ERROR
        // Each UTF-16 unit is at most three UTF-8 bytes (a surrogate pair, two units, is four).
        let string = String(unsafeUninitializedCapacity: utf16.count * 3) { buffer in
            let length = buffer.withMemoryRebound(to: CChar.self) { bytes in
                cicu_strToUTF8(bytes.baseAddress, Int32(bytes.count), utf16.baseAddress, Int32(utf16.count), &status)
            }
            return status.rawValue <= U_ZERO_ERROR.rawValue ? Int(length) : 0
        }
        return status.rawValue <= U_ZERO_ERROR.rawValue ? string : String(decoding: utf16, as: UTF16.self)
    }

    /// The same, of an array (tests hold `utf8String` to Swift's decoding with it).
    package static func utf8String(_ utf16: [UInt16]) -> String {
        utf16.withUnsafeBufferPointer { utf8String($0) }
    }

    private typealias Mapping = (UnsafeMutablePointer<UInt16>?, Int32, UnsafePointer<UInt16>?, Int32,
                                 UnsafeMutablePointer<UErrorCode>?) -> Int32

    /// Runs an ICU string function on the UTF-16 of `text`, growing the output buffer as it asks; nil on failure.
    private static func convert(_ text: String, _ body: Mapping) -> String? {
        if text.isEmpty { return text }
        // Sized by the UTF-8 count, which the string keeps and no UTF-16 count exceeds: the UTF-16 is walked once.
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: text.utf8.count) { source -> String? in
            let sourceCount = source.initialize(fromContentsOf: text.utf16)
            var capacity = sourceCount + 16
            while true {
                var status = U_ZERO_ERROR
                let converted = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) {
                    output -> String? in
                    let length = body(output.baseAddress, Int32(capacity), source.baseAddress, Int32(sourceCount),
                                      &status)
                    if status == U_BUFFER_OVERFLOW_ERROR { capacity = Int(length) + 1 }
                    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
                    return utf8String(UnsafeBufferPointer(start: output.baseAddress, count: Int(length)))
                }
                if status != U_BUFFER_OVERFLOW_ERROR { return converted }
            }
        }
    }
}
