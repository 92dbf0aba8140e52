internal import CICU

/// An ICU break iterator opened once and reused for every string: opening
/// one is the expensive part, `ubrk_setText` is cheap.
package final class BreakIterator {
    package enum Kind { case word, sentence }

    private let handle: OpaquePointer

    package init?(_ kind: Kind, locale: String) {
        var status = U_ZERO_ERROR
        let type = kind == .word ? UBRK_WORD : UBRK_SENTENCE
        guard let handle = cicu_ubrk_open(type, locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        self.handle = handle
    }

    deinit { cicu_ubrk_close(handle) }

    /// Every boundary in `utf16`, in order, starting with 0.
    package func boundaries(in utf16: [UInt16]) -> [Int] {
        utf16.withUnsafeBufferPointer { boundaries(in: $0) }
    }

    /// Every boundary in `utf16`, in order, starting with 0.
    package func boundaries(in utf16: UnsafeBufferPointer<UInt16>) -> [Int] {
        var result: [Int] = []
        boundaries(in: utf16, into: &result)
        dropText()
        return result
    }

    /// Every boundary in `utf16`, in order, starting with 0, written over `result`: the analyser keeps one
    /// array for this and reuses its storage from string to string.
    /// ICU keeps a pointer to the text afterwards: the caller keeps `utf16` alive until it calls `dropText()` or
    /// walks other text. (The analyser walks its own reused buffer; resetting ICU's text after every walk cost as
    /// much again as setting it.)
    package func boundaries(in utf16: UnsafeBufferPointer<UInt16>, into result: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        var status = U_ZERO_ERROR
        cicu_ubrk_setText(handle, utf16.baseAddress, Int32(utf16.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else {
            result.append(0)
            result.append(utf16.count)
            return
        }
        result.reserveCapacity(utf16.count + 1)
        result.append(Int(cicu_ubrk_first(handle)))
        while true {
            let next = cicu_ubrk_next(handle)
            if next == UBRK_DONE { break }
            result.append(Int(next))
        }
    }

    /// Makes ICU let go of the last text walked, before that buffer goes away.
    package func dropText() {
        var status = U_ZERO_ERROR
        cicu_ubrk_setText(handle, nil, 0, &status)
    }
}
