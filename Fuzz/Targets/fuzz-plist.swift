// libFuzzer target: XML property lists: .stringsdict, and .strings files written as XML plists (the last byte's parity picks the extension).
// Any bytes must parse or throw; a parsed file must pass checkReader (Fuzz/Common/FuzzSupport.swift).
import CopyFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let path = (input.bytes.last ?? 0) & 1 == 0 ? "Fuzz/en.lproj/Localizable.stringsdict" : "Fuzz/es.lproj/Localizable.strings"
    checkReader(input.bytes, path: path)
    return 0
}
