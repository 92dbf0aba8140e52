// libFuzzer target: XLIFF 1.2 exports.
// Any bytes must parse or throw; a parsed file must pass checkReader (Fuzz/Common/FuzzSupport.swift).
import CopyFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let path = "Fuzz/de.xcloc/Localized Contents/de.xliff"
    checkReader(input.bytes, path: path)
    return 0
}
