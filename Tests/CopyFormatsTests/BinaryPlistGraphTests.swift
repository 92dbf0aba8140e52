import CopyFormats
import XCTest

/// Binary property lists whose object graph is not a tree of about the file's size are refused before they are
/// expanded (issue 45: 157 bytes gave a million entries and a gigabyte).
final class BinaryPlistGraphTests: XCTestCase {
    /// A `bplist00` file of `objects` (each one's bytes, references two bytes wide) whose top object is the last.
    static func binaryPlist(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 24 & 0xFF), UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)] }
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + eight(objects.count) + eight(objects.count - 1) + eight(table)
        return bytes
    }

    static func reference(_ object: Int) -> [UInt8] { [UInt8(object >> 8), UInt8(object & 0xFF)] }
    static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }

    /// `{"key": [[[…["a", "a"]…]]]}` where each array holds the one below it twice: `levels` levels, 2^levels strings.
    static func sharedArrays(levels: Int) -> [UInt8] {
        var objects = [ascii("a"), ascii("key")]
        for level in 0..<levels {
            let below = level == 0 ? 0 : objects.count - 1
            objects.append([0xA2] + reference(below) + reference(below))
        }
        objects.append([0xD1] + reference(1) + reference(objects.count - 1))
        return binaryPlist(objects)
    }

    func testArraysSharingTheirMembersAreRefused() throws {
        let bytes = Self.sharedArrays(levels: 20)
        XCTAssertLessThan(bytes.count, 300)
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: bytes, path: "en.lproj/Localizable.strings")) { error in
            XCTAssertTrue("\(error)".contains("shared"), "\(error)")
        }
    }

    func testAContainerHoldingItselfIsRefused() throws {
        // Object 1 is an array whose one element is itself.
        let bytes = Self.binaryPlist([Self.ascii("key"), [0xA1] + Self.reference(1), [0xD1] + Self.reference(0) + Self.reference(1)])
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: bytes, path: "en.lproj/Localizable.strings"))
    }

    func testDeepNestingIsRefused() throws {
        var objects = [Self.ascii("a"), Self.ascii("key")]
        for level in 0..<5_000 { objects.append([0xA1] + Self.reference(level == 0 ? 0 : objects.count - 1)) }
        objects.append([0xD1] + Self.reference(1) + Self.reference(objects.count - 1))
        XCTAssertThrowsError(try LocalizationReader.parse(bytes: Self.binaryPlist(objects), path: "en.lproj/Localizable.strings")) { error in
            XCTAssertTrue("\(error)".contains("nest"), "\(error)")
        }
    }

    /// Foundation's writer shares equal strings: a tree of containers whose leaves repeat is read.
    func testSharedStringsAreRead() throws {
        let bytes = Self.binaryPlist([Self.ascii("OK"), Self.ascii("a"), Self.ascii("b"),
                                      [0xD2] + Self.reference(1) + Self.reference(2) + Self.reference(0) + Self.reference(0)])
        let file = try LocalizationReader.parse(bytes: bytes, path: "en.lproj/Localizable.strings")
        XCTAssertEqual(file.entries.map(\.key), ["a", "b"])
        XCTAssertEqual(file.entries.map(\.text), ["OK", "OK"])
    }
}
