internal import CICU
import Synchronization

/// ICU case maps that title-case the first letter of each word and keep the rest as written
/// (`U_TITLECASE_NO_LOWERCASE`, an option `u_strToTitle` does not take). Opened once per locale and thread
/// that needs one at the same time, each with its own word break iterator, and handed out one caller at a time.
enum TitleCaseMaps {
    /// A case map handle; used by one caller at a time (taken out of the pool while in use).
    private struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private static let pool = Mutex<[String: [Handle]]>([:])

    /// Runs `body` with a case map for `locale`; nil when ICU cannot open one.
    static func with<Result>(_ locale: String, _ body: (OpaquePointer) -> Result) -> Result? {
        guard let handle = pool.withLock({ $0[locale]?.popLast() }) ?? open(locale) else { return nil }
        defer {
            // ICU keeps a pointer to the last text; drop it before the text goes away.
            cicu_ucasemap_clearText(handle.pointer)
            pool.withLock { $0[locale, default: []].append(handle) }
        }
        return body(handle.pointer)
    }

    private static func open(_ locale: String) -> Handle? {
        let icuLocale = ICULocale.identifier(for: locale)
        // The same word break iterator `LocaleCase.title` uses (see `TitleIterators`).
        var status = U_ZERO_ERROR
        guard let iterator = cicu_ubrk_open(UBRK_WORD, icuLocale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        // The map owns the iterator from here (closes it when it cannot open).
        guard let map = cicu_ucasemap_open(icuLocale, UInt32(U_TITLECASE_NO_LOWERCASE), iterator, &status) else { return nil }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else {
            cicu_ucasemap_close(map)
            return nil
        }
        return Handle(pointer: map)
    }
}
