/// `copylint entries`: one JSON object per string, with the role copylint inferred and why. Keep stable: users script against it.
public enum EntryLines {
    public static func render(_ read: ReadFile) -> String {
        var output = ""
        for entry in read.entries {
            let writer = JSONWriter()
            writer.object([
                ("file", { $0.string(read.file.path) }),
                ("line", { $0.raw(String(entry.entry.position.line)) }),
                ("column", { $0.raw(String(entry.entry.position.column)) }),
                ("locale", { $0.string(entry.locale) }),
                ("key", { $0.string(entry.entry.key) }),
                ("text", { $0.string(entry.entry.text) }),
                ("comment", { $0.optionalString(entry.entry.comment) }),
                ("role", { $0.string(entry.assignment.role.rawValue) }),
                ("role_source", { $0.string(entry.assignment.source.rawValue) }),
                ("group", { $0.optionalString(entry.assignment.group) }),
                ("source", { $0.raw(entry.isSource ? "true" : "false") }),
            ])
            output += writer.output + "\n"
        }
        return output
    }
}
