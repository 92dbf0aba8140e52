import CopyLowLevel
import Foundation
import PropertyBased
import Testing

/// The helpers the readers, the input and the fixer call instead of pointers, against plain Swift: byte search,
/// span reading and decoding, a string written run by run, an array written in disjoint parts, folder names.
@Suite struct PlainVersionProperties {
    @Test func patternSearchIsAPlainSearch() async {
        await propertyCheck(count: 2000, input: LowLevelGen.bytes, LowLevelGen.bytes) { bytes, other in
            // Patterns that occur (a part of the bytes), that nearly do, and that may not.
            let cut = bytes.count / 3
            let patterns = [Array(bytes[cut..<min(bytes.count, cut + 3)]), Array(other.prefix(2)), [0x2E, 0x2E], []]
            for pattern in patterns {
                let starts = bytes.count >= pattern.count ? Array(0...(bytes.count - pattern.count)) : []
                let plain = pattern.isEmpty || starts.contains { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
                #expect(ByteSearch.contains(pattern.span, in: bytes.span) == plain, "\(bytes) / \(pattern)")
            }
        }
    }

    @Test func spanReadingIsTheArrays() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text, LowLevelGen.anyBytes) { text, bytes in
            let utf8 = Array(text.utf8)
            let span = utf8.span
            var offset = 0
            for scalar in text.unicodeScalars {
                let read = UTF8Bytes.scalar(at: offset, in: span)
                #expect(read.value == scalar.value && read.length == UTF8.width(scalar), "\(text)")
                // Every slice that starts and ends on a scalar decodes as the scalars in it.
                #expect(UTF8Bytes.string(span, offset..<utf8.count) == String(decoding: utf8[offset...], as: UTF8.self))
                offset += UTF8.width(scalar)
            }
            #expect(UTF8Bytes.isASCII(span) == utf8.allSatisfy { $0 < 0x80 })
            for byte: UInt8 in [0x2E, 0x41, 0xC3, 0x0A] {
                let start = utf8.count / 2
                #expect(UTF8Bytes.firstIndex(of: byte, in: span, from: start) == utf8[start...].firstIndex(of: byte))
            }
            #expect(UTF8Bytes.matches(span, at: 0, "Ab") == utf8.starts(with: Array("Ab".utf8)))
            #expect([UInt8](copying: span) == utf8)
            #expect(ByteHash.of(span) == ByteHash.of(text))
            // Any bytes: valid only when the standard library's decoder says so.
            let range = 0..<bytes.count
            #expect(UTF8Bytes.validString(bytes.span, range) == String(validating: bytes, as: UTF8.self))
            var lineFeeds = 0
            let invalid = UTF8Bytes.firstInvalidByte(in: bytes.span, from: 0, lineFeeds: &lineFeeds)
            #expect(invalid == plainFirstInvalidByte(bytes, from: 0))
            #expect(lineFeeds == bytes[..<(invalid ?? bytes.count)].filter { $0 == 0x0A }.count)
            #expect(UTF8Bytes.firstInvalidByte(in: bytes.span, from: 0) == invalid)
        }
    }

    @Test func scratchBytesWritesAStringOfTheRunsAppended() async {
        await propertyCheck(count: 1000, input: LowLevelGen.text, LowLevelGen.text) { text, other in
            let utf8 = text.utf8.span
            let cut = Array(text.unicodeScalars.prefix(text.unicodeScalars.count / 2)).reduce(0) { $0 + UTF8.width($1) }
            let plain = String(decoding: Array(text.utf8)[cut...], as: UTF8.self) + other
                + String(decoding: Array(text.utf8)[..<cut], as: UTF8.self)
            let written = ScratchBytes.string(capacity: text.utf8.count + other.utf8.count) { writer in
                writer.append(utf8, cut..<utf8.count)
                writer.append(other)
                writer.append(utf8, 0..<0)
                writer.append(utf8, 0..<cut)
            }
            #expect(Array(written.utf8) == Array(plain.utf8), "\(text) / \(other)")
        }
    }

    @Test func slotWriterFillsAsAPlainLoop() async {
        await propertyCheck(count: 200, input: LowLevelGen.anyBytes) { bytes in
            let count = bytes.count * 37
            let parts = max(1, Int(bytes.first ?? 1) % 5)
            // Entry i is written by part i % parts, on threads of their own: every entry once.
            let filled = [Int32](count: count) { entries in
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    for index in stride(from: part, to: count, by: parts) { entries[index] = Int32(index * 3 + part) }
                }
            }
            #expect(filled == (0..<count).map { Int32($0 * 3 + $0 % parts) })
        }
    }

    @Test func joinedOnThreadsIsThePlainJoin() async {
        await propertyCheck(count: 60, input: LowLevelGen.anyBytes) { bytes in
            // Parts of objects (counted as they are copied and let go), empty parts among them.
            let sizes = bytes.prefix(7).map { Int($0) * 41 % 3_000 }
            var weakly: [WeakBox] = []
            do {
                let parts = sizes.enumerated().map { number, size in (0..<size).map { Named("\(number).\($0)") } }
                weakly = parts.compactMap { $0.last.map(WeakBox.init) }
                let plain = HelpedMap.joined(parts)
                let onThreads = HelpedMap.joined(parts, threads: 3)
                #expect(onThreads.count == plain.count)
                #expect(zip(onThreads, plain).allSatisfy { $0 === $1 }, "\(sizes)")
                // Adjusted as they are copied, each told its part, on threads or not.
                let named = { (number: Int, element: inout Named) in element = Named("\(number):\(element.name)") }
                let adjusted = parts.flatMap { $0 }.map { "\($0.name.split(separator: ".")[0]):\($0.name)" }
                #expect(HelpedMap.joined(parts, threads: 3, adjusting: named).map(\.name) == adjusted)
                #expect(HelpedMap.joined(parts, threads: 1, adjusting: named).map(\.name) == adjusted)
                var copied = HelpedMap.copied(plain, threads: 3)
                #expect(copied.count == plain.count && zip(copied, plain).allSatisfy { $0 === $1 })
                // A copy of its own: changing it leaves the original as it was.
                if !copied.isEmpty {
                    copied[0] = Named("changed")
                    #expect(plain[0].name != "changed")
                }
            }
            // Every object let go once the arrays are: each copy was counted, and none twice.
            #expect(weakly.allSatisfy { $0.value == nil })
        }
    }

    private final class Named: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    private struct WeakBox {
        weak var value: Named?
        init(_ value: Named) { self.value = value }
    }

    @Test func directoryNamesAreTheFileManagers() throws {
        let temporary = FileManager.default.temporaryDirectory
        let folder = temporary.appendingPathComponent("copylint-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.strings", "é.xcstrings", ".hidden"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data())
        }
        let names = DirectoryNames.names(in: folder.path).map { String(decoding: $0, as: UTF8.self) }
        #expect(Set(names) == Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)))
        #expect(names.count == 4)
        #expect(DirectoryNames.isFolder(Array((folder.path + "/Base.lproj").utf8)))
        #expect(!DirectoryNames.isFolder(Array((folder.path + "/a.strings").utf8)))
        #expect(!DirectoryNames.isFolder(Array((folder.path + "/missing").utf8)))
        #expect(DirectoryNames.names(in: folder.path + "/missing").isEmpty)
    }
}
