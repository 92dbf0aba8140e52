import Foundation

/// A file's extended attributes (Finder tags and the quarantine flag on macOS, `user.*` on Linux), carried to the
/// file that replaces it: `--fix` renames a new file over the old one, and the new inode has none of the old one's.
///
/// Through Foundation's file attributes (`NSFileExtendedAttributes`), which read and write them on Linux and Darwin
/// alike; Swift's Glibc module leaves out `<sys/xattr.h>`.
enum ExtendedAttributes {
    private static let key = FileAttributeKey("NSFileExtendedAttributes")

    /// The attributes of the file at `path`, by name; empty when it has none or the system does not say.
    static func of(_ path: String) -> [String: Data] {
        (try? FileManager.default.attributesOfItem(atPath: path))?[key] as? [String: Data] ?? [:]
    }

    /// Sets `attributes` on the file at `path`, where the system allows: one at a time, so that one it refuses
    /// (a `security.*` or `trusted.*` attribute its user may not set) does not keep the others from being set.
    static func set(_ attributes: [String: Data], on path: String) {
        for (name, value) in attributes {
            try? FileManager.default.setAttributes([key: [name: value]], ofItemAtPath: path)
        }
    }
}
