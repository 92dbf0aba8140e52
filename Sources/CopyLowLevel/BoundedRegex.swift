internal import CICU

/// A regular expression (ICU's syntax) whose every search runs within a budget of the matching engine's steps,
/// so a pattern that backtracks catastrophically (`(a+)+b`) or a `.*` search over a long text gives up instead of
/// holding the run: the patterns come from a configuration and the texts from the files, both a pull request's.
package final class BoundedRegex: @unchecked Sendable {
    /// What a search found.
    package enum Outcome: Sendable, Equatable {
        case match
        case noMatch
        /// The budget ran out first.
        case gaveUp
    }

    /// A pattern ICU cannot compile, with ICU's reason and where.
    package struct InvalidPattern: Error, CustomStringConvertible {
        package let description: String
    }

    /// ICU's limit, in its units of about ten thousand steps each: a few milliseconds of matching.
    package static let defaultStepLimit: Int32 = 50

    // Compiled once; each search works on a clone (a compiled pattern is not shared between threads).
    private let compiled: OpaquePointer
    private let stepLimit: Int32

    package init(_ pattern: String, ignoringCase: Bool = false,
                 stepLimit: Int32 = defaultStepLimit) throws(InvalidPattern) {
        var status = U_ZERO_ERROR
        var parseError = UParseError()
        let utf16 = Array(pattern.utf16) + [0]
        let flags = ignoringCase ? UInt32(UREGEX_CASE_INSENSITIVE.rawValue) : 0
        let opened = utf16.withUnsafeBufferPointer {
            cicu_uregex_open($0.baseAddress, Int32($0.count - 1), flags, &parseError, &status)
        }
        guard let opened, status.rawValue <= U_ZERO_ERROR.rawValue else {
            if let opened { cicu_uregex_close(opened) }
            let name = String(cString: cicu_errorName(status))
            throw InvalidPattern(description: "\(name) at offset \(parseError.offset)")
        }
        compiled = opened
        self.stepLimit = stepLimit
    }

    deinit {
        cicu_uregex_close(compiled)
    }

    /// Whether the pattern occurs anywhere in `text`, or whether the search gave up.
    package func search(_ text: String) -> Outcome {
        var status = U_ZERO_ERROR
        guard let regex = cicu_uregex_clone(compiled, &status) else { return .gaveUp }
        defer { cicu_uregex_close(regex) }
        cicu_uregex_setTimeLimit(regex, stepLimit, &status)
        // Never an empty buffer: ICU refuses a null text.
        let utf16 = Array(text.utf16) + [0]
        return utf16.withUnsafeBufferPointer { buffer in
            cicu_uregex_setText(regex, buffer.baseAddress, Int32(buffer.count - 1), &status)
            let found = cicu_uregex_find(regex, 0, &status)
            if status == U_REGEX_TIME_OUT { return .gaveUp }
            return found != 0 && status.rawValue <= U_ZERO_ERROR.rawValue ? .match : .noMatch
        }
    }
}
