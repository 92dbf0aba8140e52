import CopyLowLevel

extension ByteBuffer {
    /// Writes each finding with `write` (given its index): the streaming reporters that write bytes themselves
    /// share this. Each finding is read in place (`forEachInPlace`; no writer changes it).
    mutating func append(_ findings: [Finding], _ write: (inout Finding, Int, inout ByteBuffer) -> Void) {
        findings.forEachInPlace { finding, index in write(&finding, index, &self) }
    }
}
