extension Summary {
    /// The line the text format ends a run with, on standard error:
    /// `1 error, 2 warnings, 0 infos in 14 strings of 3 files (1 fixable)`; standard input has no files to count.
    public var line: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(infos, "info")) "
            + "in \(Self.count(strings, "string"))" + (files > 0 ? " of \(Self.count(files, "file"))" : "") + " (\(fixable) fixable)"
    }

    /// `1 error`, `2 errors`, `0 errors`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
