import CopyLowLevel

/// A streaming reporter that writes a part into the report stream's own buffer: the built-in formats that write
/// bytes themselves (JSON, text, Xcode, GitHub). Through `appendPart(_:continuing:to:)`, each part went into a
/// buffer of its own, allocated for it, then was copied into the stream's array: an allocation, a free and a copy
/// for every string with findings.
protocol BufferedReporter: StreamingReporter {
    func appendPart(_ findings: [Finding], continuing: Bool, into buffer: inout ByteBuffer)
}

extension BufferedReporter {
    /// The part for a caller that keeps an array (the public `appendPart`): written into a buffer of its own, then copied.
    func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8], bytesPerFinding: Int) {
        var buffer = ByteBuffer(capacity: findings.count * bytesPerFinding)
        appendPart(findings, continuing: continuing, into: &buffer)
        buffer.withBytes { bytes.append(contentsOf: $0) }
    }
}
