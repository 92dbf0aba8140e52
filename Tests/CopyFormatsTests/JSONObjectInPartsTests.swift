@testable import CopyFormats
import XCTest

/// A large object's members found in parts of its text (`JSONParser.shallowMembersInParts`) are the members one
/// pass finds (`shallowMembers`), on random objects of every shape of value, laid out on many lines or one; and
/// where the text is broken, the parts find nothing, or only what one pass finds once every value parses.
final class JSONObjectInPartsTests: XCTestCase {
    func testPartsFindTheMembersOnePassFinds() throws {
        var generator = SystemRandomNumberGenerator()
        var foundInParts = 0
        for round in 0..<300 {
            let layout = Layout.allCases[round % Layout.allCases.count]
            let text = Self.object(members: Int.random(in: 0...40, using: &generator), layout: layout,
                                   using: &generator)
            let bytes = Array(("  \"strings\" : " + text + ",\n  \"version\" : \"1.0\"\n}").utf8)
            let offset = 14
            for threads in [1, 2, 3, 5, 8] {
                let parts = describe(bytes) { JSONParser.shallowMembersInParts($0, objectAt: offset, depth: 1,
                                                                              threads: threads) }
                let whole = describe(bytes) { try? JSONParser.shallowMembers($0, objectAt: offset, depth: 1) }
                XCTAssertNotNil(whole)
                // Laid out on one line, the text is one part: still found, by one scan.
                XCTAssertEqual(parts, whole, "\(threads) threads: \(text)")
                if parts != nil { foundInParts += 1 }
            }
        }
        XCTAssertEqual(foundInParts, 1500)
    }

    /// Broken texts: bytes changed, removed or doubled at random. Where the parts find members, each value parses
    /// to the end they give or one pass finds the same members.
    func testBrokenTextsAreFoundAsOnePassFindsThemOrNotAtAll() {
        var generator = SystemRandomNumberGenerator()
        var agreed = 0
        for round in 0..<3_000 {
            var bytes = Array(Self.object(members: Int.random(in: 1...12, using: &generator),
                                          layout: Layout.allCases[round % Layout.allCases.count],
                                          using: &generator).utf8)
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = Array("{}[]\",:\\\n x1".utf8).randomElement(using: &generator)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
            }
            let parts = bytes.withUnsafeBufferPointer {
                JSONParser.shallowMembersInParts($0, objectAt: 0, depth: 1, threads: 3)
            }
            guard let parts else { continue }
            let valuesParse = bytes.withUnsafeBufferPointer { text in
                parts.members.allSatisfy { member in
                    (try? JSONParser.value(in: text, at: member.value.lowerBound, depth: 2))?.end
                        == member.value.upperBound
                }
            }
            guard valuesParse else { continue }
            let whole = describe(bytes) { try? JSONParser.shallowMembers($0, objectAt: 0, depth: 1) }
            XCTAssertEqual(describe(bytes) { _ in parts }, whole, String(decoding: bytes, as: UTF8.self))
            agreed += 1
        }
        // (Most broken texts are found broken; some breaks fall where they change nothing, or change a value.)
        XCTAssertGreaterThan(agreed, 0)
    }

    private func describe(_ bytes: [UInt8], _ find: (UnsafeBufferPointer<UInt8>)
                            -> (members: [JSONParser.SkippedMember], end: Int)?) -> [String]? {
        bytes.withUnsafeBufferPointer { text in
            find(text).map { found in found.members.map { "\($0.keyRange) \($0.value)" } + ["end \(found.end)"] }
        }
    }

    enum Layout: CaseIterable {
        /// Xcode's: two spaces a level, a member a line.
        case pretty
        /// Line breaks (`\n` or `\r\n`) and spaces at random between tokens.
        case scattered
        /// No line break at all.
        case oneLine
    }

    /// An object of `members` members whose values hold every kind of JSON value, strings with brackets, colons,
    /// commas, escaped quotes and backslashes, and text beyond ASCII.
    static func object(members: Int, layout: Layout, using generator: inout SystemRandomNumberGenerator) -> String {
        func space() -> String {
            switch layout {
            case .pretty: return " "
            case .oneLine: return ["", " ", "\t"].randomElement(using: &generator)!
            case .scattered: return ["", " ", "\n", "\r\n", "\n  ", " \n\t"].randomElement(using: &generator)!
            }
        }
        func string() -> String {
            let pieces = ["a", "key", "{", "}", "[", "]", ":", ",", "\\\"", "\\\\", "\\n", "\\u00e9", "é", "日本", " "]
            return "\"" + (0..<Int.random(in: 0...6, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined() + "\""
        }
        func value(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
            case 0: return string()
            case 1: return ["0", "-1.5e3", "42"].randomElement(using: &generator)!
            case 2: return ["true", "false", "null"].randomElement(using: &generator)!
            case 3: return "[" + space() + "]"
            case 4:
                let elements = (0..<Int.random(in: 1...4, using: &generator)).map { _ in value(depth + 1) }
                return "[" + space() + elements.joined(separator: space() + "," + space()) + space() + "]"
            default: return object(depth + 1)
            }
        }
        func object(_ depth: Int, count: Int? = nil) -> String {
            let count = count ?? Int.random(in: 0...4, using: &generator)
            let indent = String(repeating: "  ", count: depth + 1)
            let members = (0..<count).map { _ in string() + space() + ":" + space() + value(depth) }
            guard !members.isEmpty else { return "{" + space() + "}" }
            if layout == .pretty {
                return "{\n" + indent + members.joined(separator: ",\n" + indent) + "\n"
                    + String(repeating: "  ", count: depth) + "}"
            }
            return "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
        }
        return object(1, count: members)
    }
}
