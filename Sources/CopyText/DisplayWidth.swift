internal import CICU

/// Terminal columns a string takes: wide and full-width characters take two, combining marks none.
public enum DisplayWidth {
    public static func columns<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
        var total = 0
        for scalar in scalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: break
            }
            let width = cicu_eastAsianWidth(UChar32(scalar.value))
            total += (width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue)) ? 2 : 1
        }
        return total
    }
}
