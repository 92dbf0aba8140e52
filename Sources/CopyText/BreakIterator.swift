internal import CICU

/// An ICU break iterator opened once and reused for every string: opening
/// one is the expensive part, `ubrk_setText` is cheap.
final class BreakIterator {
    enum Kind { case word, sentence }

    private let handle: OpaquePointer

    init?(_ kind: Kind, locale: String) {
        var status = U_ZERO_ERROR
        let type = kind == .word ? UBRK_WORD : UBRK_SENTENCE
        guard let handle = cicu_ubrk_open(type, locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        self.handle = handle
    }

    deinit { cicu_ubrk_close(handle) }

    /// Every boundary in `utf16`, in order, starting with 0.
    /// For the word iterator, `status` gets each segment's rule status (ICU's UWordBreak).
    func boundaries(in utf16: UnsafeBufferPointer<UInt16>, statuses: UnsafeMutablePointer<[Int32]>? = nil) -> [Int] {
        var status = U_ZERO_ERROR
        cicu_ubrk_setText(handle, utf16.baseAddress, Int32(utf16.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return [0, utf16.count] }
        var result: [Int] = []
        result.reserveCapacity(utf16.count + 1)
        result.append(Int(cicu_ubrk_first(handle)))
        while true {
            let next = cicu_ubrk_next(handle)
            if next == UBRK_DONE { break }
            result.append(Int(next))
            statuses?.pointee.append(cicu_ubrk_getRuleStatus(handle))
        }
        // ICU keeps a pointer to the text; drop it before the buffer goes away.
        cicu_ubrk_setText(handle, nil, 0, &status)
        return result
    }
}
