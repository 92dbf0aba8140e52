internal import CICU

/// Terminal columns a string takes: wide and full-width characters take two, combining marks none.
public enum DisplayWidth {
    /// The same for a slice of an array, specialised here: the generic version called from another module
    /// went through a witness table for every scalar.
    public static func columns(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        columns(scalars.lazy)
    }

    public static func columns<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
        var total = 0
        for scalar in scalars {
            if scalar.isASCII {
                // ASCII fast path: printable characters take one column, controls none.
                total += scalar.value >= 0x20 && scalar.value != 0x7F ? 1 : 0
                continue
            }
            if scalar.flags.contains(.zeroWidth) { continue }
            let width = cicu_eastAsianWidth(UChar32(scalar.value))
            total += (width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue)) ? 2 : 1
        }
        return total
    }
}
