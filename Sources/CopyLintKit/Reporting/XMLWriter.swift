/// Writes XML 1.0 text by hand: elements, attributes in the order given, escaped character data.
struct XMLWriter {
    private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []
    /// Whether the innermost open element's start tag still lacks its `>`.
    private var startTagPending = false

    /// Opens `<name a="v" …>`; close it with `close()`.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        finishStartTag()
        output += indentation + "<" + name + Self.attributes(attributes)
        open.append(name)
        startTagPending = true
    }

    /// Closes the innermost element: `/>` when it has no content.
    mutating func close() {
        let name = open.removeLast()
        if startTagPending {
            output += "/>\n"
            startTagPending = false
        } else {
            if output.hasSuffix("\n") { output += indentation }
            output += "</" + name + ">\n"
        }
    }

    /// `<name a="v" …/>`, or `<name …>text</name>` when `text` is given.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        finishStartTag()
        output += indentation + "<" + name + Self.attributes(attributes)
        if let text {
            output += ">" + Self.escaped(text, inAttribute: false) + "</" + name + ">\n"
        } else {
            output += "/>\n"
        }
    }

    private var indentation: String { String(repeating: "  ", count: open.count) }

    private mutating func finishStartTag() {
        if startTagPending {
            output += ">\n"
            startTagPending = false
        }
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escaped($0.1, inAttribute: true))\"" }.joined()
    }

    /// `text` as XML 1.0 character data or a double-quoted attribute value: `& < > " '` as entities; tab, line feed
    /// and carriage return as character references where the parser would normalise them; characters XML 1.0
    /// forbids outright (C0 controls but tab, LF, CR; U+FFFE, U+FFFF) as U+FFFD, since not even a reference may name them.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
