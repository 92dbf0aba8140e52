import Foundation
import Testing
import PropertyBased
import CopyRules
@testable import CopyLintKit

/// Member values of JSON Lines records: every JSON type, numbers Foundation reads and rejects, escapes of every
/// kind (pairs, lone surrogates), and trailing commas.
private let valuePieces = [#""Delete""#, #""Ok \"%@\"?\n""#, #""\u00e9\/\ud83d\ude00""#, #""\ud800""#, #""\\ud800""#, #""a\tb""#,
                           "\"a\tb\"", "true", "false", "null", "1", "0", "-7", "01", "1.5", "1e400", "12345678901234567", "[1,{\"a\":2}]",
                           "{}", #""alert.title""#, #""button""#, #""nonsense""#]
private let keyPieces = ["text", "role", "locale", "key", "comment", "group", "cancel", "line", "other"]

private let jsonLines = generator { rng -> String in
    (0..<Int.random(in: 1...40, using: &rng)).map { _ in
        let members = (0..<Int.random(in: 0...7, using: &rng)).map { _ in "\"\(keyPieces.pick(&rng))\":\(valuePieces.pick(&rng))" }
        let spaced = Bool.random(using: &rng) ? members.joined(separator: ", ") : members.joined(separator: ",")
        // Mostly objects; some with a trailing comma or spaces around, some arrays.
        return Bool.random(using: &rng) ? "{" + spaced + "}" : ["{" + spaced + ",}", " {" + spaced + "} ", "[" + spaced + "]"].pick(&rng)
    }.joined(separator: "\n")
}

/// The records of JSON Lines input as `JSONSerialization` alone gives them (how they were read before), or the
/// error, as text.
private func foundationRecords(_ input: String) -> String {
    var records: [String] = []
    for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.allSatisfy(\.isWhitespace) {
        func failure(_ message: String) -> String { "error: " + InputError(line: index + 1, message: message).description }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            return failure("expected a JSON object with a \"text\" string")
        }
        guard let text = object["text"] as? String else { return failure("expected a \"text\" string in the object") }
        if let role = object["role"] as? String, Role(rawValue: role) == nil {
            return failure("unknown role '\(role)' (expected one of: \(Role.names))")
        }
        records.append(describe(text, object["role"] as? String, object["locale"] as? String, object["key"] as? String,
                                object["comment"] as? String, object["group"] as? String, (object["cancel"] as? Bool) ?? false))
    }
    return records.joined(separator: "\n")
}

private func describe(_ text: String, _ role: String?, _ locale: String?, _ key: String?, _ comment: String?, _ group: String?, _ isCancel: Bool) -> String {
    ([text, role, locale, key, comment, group] as [String?]).map { $0.debugDescription }.joined(separator: "|") + "|\(isCancel)"
}

@Suite struct JSONLinesInputProperties {
    /// Records read with the package's parser where it can are the records `JSONSerialization` gives, errors too.
    @Test func recordsAreFoundationsRecords() async {
        await propertyCheck(count: 400, input: jsonLines) { input in
            let read: String
            do {
                read = try StdinReader.records(from: Array(input.utf8), format: .jsonl).map {
                    describe($0.text, $0.role?.rawValue, $0.locale, $0.key, $0.comment, $0.group, $0.isCancel)
                }.joined(separator: "\n")
            } catch {
                read = "error: \(error)"
            }
            #expect(read == foundationRecords(input), "\(input.debugDescription)")
        }
    }

    /// Long input is read a chunk at a time on every core: records stay in order, and the first bad line is the
    /// one reported.
    @Test func longInput() throws {
        var lines = (1...3 * StdinReader.linesPerChunk).map { #"{"text":"line \#($0)"}"# }
        let records = try StdinReader.records(from: Array(lines.joined(separator: "\n").utf8), format: .jsonl)
        #expect(records.map(\.text) == (1...lines.count).map { "line \($0)" })
        #expect(records.map(\.line) == Array(1...lines.count))
        lines[2 * StdinReader.linesPerChunk + 10] = "{"
        lines[StdinReader.linesPerChunk + 5] = #"{"text":1}"#
        let error = #expect(throws: InputError.self) {
            _ = try StdinReader.records(from: Array(lines.joined(separator: "\n").utf8), format: .jsonl)
        }
        #expect(error?.line == StdinReader.linesPerChunk + 6)
        #expect(error?.message == "expected a \"text\" string in the object")
    }

    /// The cases the generator meets only now and then.
    @Test func examples() throws {
        let lines = [#"{"text":"a","cancel":1}"#, #"{"text":"b","cancel":0,"text":"c"}"#, #"{"text":"\ud83d\ude00","role":"button",}"#]
        let records = try StdinReader.records(from: Array(lines.joined(separator: "\n").utf8), format: .jsonl)
        #expect(records.map(\.text) == ["a", "c", "😀"])
        #expect(records.map(\.isCancel) == [true, false, false])
        #expect(records.map(\.role) == [nil, nil, .button])
        #expect(throws: InputError.self) { try StdinReader.records(from: Array((lines + [#"{"text":"d","line":01}"#]).joined(separator: "\n").utf8), format: .jsonl) }
    }
}
