import CopyLowLevel

/// Terminal columns a string takes: wide and full-width characters take two, combining marks none.
public enum DisplayWidth {
    /// The same for a slice of an array, specialised here: the generic version called from another module
    /// went through a witness table for every scalar.
    public static func columns(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        columns(scalars.lazy)
    }

    public static func columns<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
        let table = ScalarFlags.table
        var total = 0
        for scalar in scalars { total += columns(of: scalar, table) }
        return total
    }

    /// The columns of well-formed UTF-8 (a string's own bytes, cut at scalar boundaries), decoded in place.
    /// Reports measure the text before every caret: decoding into an array of scalars first was a visible part
    /// of `check`'s text report, as translations are mostly not ASCII. `tabColumns`: what a tab
    /// takes, for text printed with its tabs as spaces (otherwise none, as other controls).
    public static func columns(utf8: Span<UInt8>, tabColumns: Int = 0) -> Int {
        let table = ScalarFlags.table
        var total = 0
        var index = 0
        while index < utf8.count {
            let lead = UInt32(utf8[index])
            if lead < 0x80 {
                total += lead >= 0x20 && lead != 0x7F ? 1 : lead == 0x09 ? tabColumns : 0
                index += 1
                continue
            }
            let (value, length) = UTF8Sequence.multiByte(lead: lead, at: index, in: utf8)
            total += Unicode.Scalar(value).map { columns(of: $0, table) } ?? 1
            index += length
        }
        return total
    }

    private static func columns(of scalar: Unicode.Scalar, _ table: ScalarFlagsTable) -> Int {
        if scalar.isASCII {
            // Printable characters take one column, controls none.
            return scalar.value >= 0x20 && scalar.value != 0x7F ? 1 : 0
        }
        let flags = table[scalar]
        if flags.contains(.zeroWidth) { return 0 }
        return flags.contains(.wide) ? 2 : 1
    }
}
