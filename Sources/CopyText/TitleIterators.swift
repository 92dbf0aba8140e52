internal import CICU
import Synchronization

/// Word break iterators for ICU's title casing, kept for reuse. Given none, `u_strToTitle` opens and closes
/// one on every call, which was most of the cost of title-casing a word; these are opened once per locale
/// and thread that needs one at the same time, and handed out one caller at a time.
enum TitleIterators {
    /// An iterator handle; used by one caller at a time (taken out of the pool while in use).
    private struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private static let pool = Mutex<[String: [Handle]]>([:])

    /// Runs `body` with a word break iterator for `locale` (nil when ICU cannot open one: ICU then opens its own).
    static func with<Result>(_ locale: String, _ body: (OpaquePointer?) -> Result) -> Result {
        let handle = pool.withLock { $0[locale]?.popLast() } ?? open(locale)
        defer {
            if let handle {
                // ICU keeps a pointer to the last text; drop it before the text goes away.
                var status = U_ZERO_ERROR
                cicu_ubrk_setText(handle.pointer, nil, 0, &status)
                pool.withLock { $0[locale, default: []].append(handle) }
            }
        }
        return body(handle?.pointer)
    }

    private static func open(_ locale: String) -> Handle? {
        var status = U_ZERO_ERROR
        guard let pointer = cicu_ubrk_open(UBRK_WORD, ICULocale.identifier(for: locale), &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        return Handle(pointer: pointer)
    }
}
