// libFuzzer target: String Catalogs (.xcstrings, JSON).
// Any bytes must parse or throw; a parsed file must pass checkReader (Fuzz/Common/FuzzSupport.swift).
import CopyFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let path = "Fuzz/Localizable.xcstrings"
    checkReader(input.bytes, path: path)
    return 0
}
