import CopyLowLevel

/// `copylint entries`: one JSON object per string, with the role copylint inferred and why. Keep stable: users script against it.
public enum EntryLines {
    public static func render(_ read: ReadFile) -> String {
        String(decoding: renderUTF8(read), as: UTF8.self)
    }

    /// The same as UTF-8. Each line is written into one buffer with its keys as literals: a `JSONWriter` per
    /// line, with its 64 KB buffer and a closure per field, made `entries` take longer than `lint`.
    public static func renderUTF8(_ read: ReadFile) -> [UInt8] {
        var bytes = ByteBuffer(capacity: 256 * read.entries.count)
        for entry in read.entries {
            bytes.append(#"{"file":"#)
            JSONWriter.appendString(read.file.path, to: &bytes)
            bytes.append(#","line":"#)
            bytes.append(decimal: entry.position.line)
            bytes.append(#","column":"#)
            bytes.append(decimal: entry.position.column)
            bytes.append(#","locale":"#)
            JSONWriter.appendString(entry.locale, to: &bytes)
            bytes.append(#","key":"#)
            JSONWriter.appendString(entry.key, to: &bytes)
            bytes.append(#","text":"#)
            JSONWriter.appendString(entry.text, to: &bytes)
            bytes.append(#","comment":"#)
            JSONWriter.appendOptionalString(entry.comment, to: &bytes)
            bytes.append(#","role":"#)
            JSONWriter.appendString(entry.assignment.role.rawValue, to: &bytes)
            bytes.append(#","role_source":"#)
            JSONWriter.appendString(entry.assignment.source.rawValue, to: &bytes)
            bytes.append(#","role_confidence":"#)
            JSONWriter.appendString(entry.assignment.source == .none ? "none" : entry.assignment.confidence.rawValue, to: &bytes)
            bytes.append(#","group":"#)
            JSONWriter.appendOptionalString(entry.assignment.group, to: &bytes)
            bytes.append(#","group_confidence":"#)
            JSONWriter.appendOptionalString(entry.assignment.group == nil ? nil : entry.assignment.groupConfidence.rawValue, to: &bytes)
            if entry.isUsedInSources { bytes.append(#","in_sources":true"#) }
            if !entry.assignment.uses.isEmpty {
                // Every use in the app's code and Interface Builder files: the role each gives and where.
                bytes.append(#","uses":["#)
                for (number, use) in entry.assignment.uses.enumerated() {
                    bytes.append(number == 0 ? #"{"role":"# : #",{"role":"#)
                    JSONWriter.appendString(use.role, to: &bytes)
                    bytes.append(#","source":"#)
                    JSONWriter.appendString(use.origin.rawValue, to: &bytes)
                    bytes.append(#","at":"#)
                    JSONWriter.appendString(use.location.description, to: &bytes)
                    if use.isCancel { bytes.append(#","cancel":true"#) }
                    if use.isDestructive { bytes.append(#","destructive":true"#) }
                    if use.isCaseSetInCode { bytes.append(#","case_set":true"#) }
                    if use.isNeverShown { bytes.append(#","never_shown":true"#) }
                    bytes.append(0x7D)
                }
                bytes.append(0x5D)
            }
            bytes.append(entry.isSource ? #","source":true}"# : #","source":false}"#)
            bytes.append(0x0A)
        }
        return bytes.array
    }

    /// How sure a role from this signal is: what the code, Interface Builder or the configuration say is certain.
}
