/// The character encoding of a localisation file on disk.
public enum TextEncoding: Sendable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
}
