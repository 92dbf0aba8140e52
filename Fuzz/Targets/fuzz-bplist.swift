// libFuzzer target: binary property lists (`bplist00`), read through Foundation's PropertyListSerialization
// after copylint's own trailer check. Input not starting with `bplist` gets the magic put in front, so every
// input reaches the binary reader; the length's parity picks .strings or .stringsdict.
import CopyFormats

private let magic = Array("bplist00".utf8)

/// Known crash, reported and not yet fixed: Foundation's PropertyListSerialization crashes (SIGSEGV while
/// bridging NSSet) on a binary plist holding a set object (marker 0xC0–0xCF). Such inputs are skipped so the
/// run can look for other bugs (`skipKnownBugs`, Fuzz/Common/FuzzSupport.swift: `COPYLINT_FUZZ_KNOWN_BUGS=1` feeds them in).
/// Remove this filter once `BinaryPlistReader` rejects sets (Tests/ReliabilityTests/FuzzRegressionTests.swift).
private func holdsSet(_ b: [UInt8]) -> Bool {
    guard b.count >= 40 else { return false }
    let trailer = b.count - 32
    func integer(_ at: Int, _ size: Int) -> Int? {
        guard at >= 0, size <= 8, at + size <= b.count else { return nil }
        let value = b[at..<at + size].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return value < UInt64(Int.max) ? Int(value) : nil
    }
    let offsetSize = Int(b[trailer + 6])
    guard (1...8).contains(offsetSize), let count = integer(trailer + 8, 8), let table = integer(trailer + 24, 8),
          count <= b.count, table < b.count else { return false }
    for i in 0..<count {
        guard let offset = integer(table + i * offsetSize, offsetSize), offset < b.count else { continue }
        if b[offset] & 0xF0 == 0xC0 { return true }
    }
    return false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let bytes = input.bytes.starts(with: magic.prefix(6)) ? input.bytes : magic + input.bytes
    if skipKnownBugs, holdsSet(bytes) { return 0 }
    let path = bytes.count % 2 == 0 ? "Fuzz/it.lproj/Localizable.strings" : "Fuzz/en.lproj/Localizable.stringsdict"
    checkReader(bytes, path: path)
    return 0
}
