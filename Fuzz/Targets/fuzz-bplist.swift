// libFuzzer target: binary property lists (`bplist00`), read through Foundation's PropertyListSerialization
// after copylint's own trailer check. Input not starting with `bplist` gets the magic put in front, so every
// input reaches the binary reader; the length's parity picks .strings or .stringsdict.
import CopyFormats

private let magic = Array("bplist00".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let bytes = input.bytes.starts(with: magic.prefix(6)) ? input.bytes : magic + input.bytes
    let path = bytes.count % 2 == 0 ? "Fuzz/it.lproj/Localizable.strings" : "Fuzz/en.lproj/Localizable.stringsdict"
    checkReader(bytes, path: path)
    return 0
}
