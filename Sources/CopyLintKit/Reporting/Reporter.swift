/// Turns a run's findings into one output format.
public protocol Reporter {
    /// The `--format` name.
    static var name: String { get }
    func report(_ findings: [Finding], summary: Summary) -> String
    /// The same report as UTF-8, what the command line writes out (JSON makes it without a String in between).
    func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8]
}

/// A reporter whose output can be written while a run goes on, file by file, so findings need not be kept:
/// `header()`, then `part(_:continuing:)` for each batch, then `footer(_:)`, joined, are exactly `reportUTF8`.
public protocol StreamingReporter: Reporter {
    func header() -> [UInt8]
    /// A batch of findings; `continuing` when findings were written before it.
    func part(_ findings: [Finding], continuing: Bool) -> [UInt8]
    /// The same batch appended to a buffer the caller keeps: a stream calls this once per string with
    /// findings, and a reporter that writes bytes itself (JSON) then needs no batch array in between.
    func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8])
    func footer(_ summary: Summary) -> [UInt8]
}

/// Line-based reporters: one finding's output never depends on another's, and there is nothing before or after.
extension StreamingReporter {
    public func header() -> [UInt8] { [] }
    public func part(_ findings: [Finding], continuing: Bool) -> [UInt8] { Array(report(findings, summary: Summary()).utf8) }
    public func footer(_ summary: Summary) -> [UInt8] { [] }
}

extension StreamingReporter {
    public func appendPart(_ findings: [Finding], continuing: Bool, to bytes: inout [UInt8]) {
        bytes += part(findings, continuing: continuing)
    }
}

/// A reporter that writes its report as bytes itself (`reportUTF8`, which it must implement): `report` decodes them.
public protocol UTF8Reporter: Reporter {}

extension UTF8Reporter {
    public func report(_ findings: [Finding], summary: Summary) -> String {
        String(decoding: reportUTF8(findings, summary: summary), as: UTF8.self)
    }
}

/// A streaming reporter that writes bytes itself: a whole report is its header, its findings as one part, and
/// its footer.
extension StreamingReporter where Self: UTF8Reporter {
    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        var bytes = header()
        appendPart(findings, continuing: false, to: &bytes)
        bytes += footer(summary)
        return bytes
    }

    public func part(_ findings: [Finding], continuing: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        appendPart(findings, continuing: continuing, to: &bytes)
        return bytes
    }
}

extension TextReporter: StreamingReporter, BufferedReporter {}
extension XcodeReporter: StreamingReporter, BufferedReporter {}
extension GitHubReporter: StreamingReporter, BufferedReporter {}

extension Reporter {
    public func reportUTF8(_ findings: [Finding], summary: Summary) -> [UInt8] {
        Array(report(findings, summary: summary).utf8)
    }
}

/// The reporters `--format` can name.
public enum Reporters {
    public static var all: [any Reporter.Type] {
        [TextReporter.self, JSONReporter.self, SARIFReporter.self, XcodeReporter.self, GitHubReporter.self,
         CheckstyleReporter.self, JUnitReporter.self, MarkdownReporter.self, CodeClimateReporter.self]
    }
    public static var names: [String] { all.map { $0.name } }

    /// The reporter for a `--format` name, set up for this process (current directory, registry rules);
    /// `colored` only matters to `text`. Nil for an unknown name.
    public static func make(name: String, colored: Bool = false) -> (any Reporter)? {
        switch name {
        case TextReporter.name: return TextReporter(colored: colored)
        case JSONReporter.name: return JSONReporter()
        case SARIFReporter.name: return SARIFReporter()
        case XcodeReporter.name: return XcodeReporter()
        case GitHubReporter.name: return GitHubReporter()
        case CheckstyleReporter.name: return CheckstyleReporter()
        case JUnitReporter.name: return JUnitReporter()
        case MarkdownReporter.name: return MarkdownReporter()
        case CodeClimateReporter.name: return CodeClimateReporter()
        default: return nil
        }
    }
}
