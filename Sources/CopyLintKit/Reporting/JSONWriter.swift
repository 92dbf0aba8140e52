import CopyFormats
import CopyLowLevel

/// Writes JSON text by hand, keys in the order given, so output is stable and fast to produce, without
/// whitespace. Values are written in order: `beginObject`, then `key` and a value for each field, `endObject`;
/// the writer puts the commas between fields and items. (`object` and `array` do the same from closures, for
/// values of a few fields.) `output` decodes the bytes once at the end.
final class JSONWriter {
    private var bytes = ByteBuffer(capacity: 1 << 16)
    /// Whether the next field or item follows another in its object or array, and so needs a comma first.
    private var followsValue = false

    init() {}

    /// The JSON text written so far.
    var output: String { bytes.string }

    /// The same as UTF-8.
    var outputUTF8: [UInt8] { bytes.array }

    /// A value written as it is (a number made elsewhere).
    func raw(_ text: String) {
        separate()
        bytes.append(utf8: text)
        followsValue = true
    }

    /// A line break after the last value (JSON reports end with one).
    func endLine() {
        bytes.append(0x0A)
    }

    func beginObject() {
        separate()
        bytes.append(0x7B)
        followsValue = false
    }

    func endObject() {
        bytes.append(0x7D)
        followsValue = true
    }

    func beginArray() {
        separate()
        bytes.append(0x5B)
        followsValue = false
    }

    func endArray() {
        bytes.append(0x5D)
        followsValue = true
    }

    /// A field's name, whose value is written next. (A name known when compiling needs no escape: it is
    /// written as it is.)
    func key(_ name: StaticString) {
        separate()
        bytes.append(0x22)
        bytes.append(name)
        bytes.append(0x22)
        bytes.append(0x3A)
        followsValue = false
    }

    /// A field's name made at run time, escaped.
    func key(_ name: String) {
        string(name)
        bytes.append(0x3A)
        followsValue = false
    }

    func string(_ value: String) {
        separate()
        bytes.appendJSONString(value)
        followsValue = true
    }

    /// A string, or `null`.
    func optionalString(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    func number(_ value: Int) {
        separate()
        bytes.append(decimal: value)
        followsValue = true
    }

    func bool(_ value: Bool) {
        literal(value ? "true" : "false")
    }

    /// A field whose value is a string.
    func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    /// A field whose value is a number.
    func field(_ name: StaticString, _ value: Int) {
        key(name)
        number(value)
    }

    private func literal(_ text: StaticString) {
        separate()
        bytes.append(text)
        followsValue = true
    }

    private func separate() {
        if followsValue { bytes.append(0x2C) }
    }

    /// A string in quotes, with JSON's escapes, into a buffer (for the reporters that write their bytes themselves).
    static func appendString(_ value: String, to bytes: inout ByteBuffer) {
        bytes.appendJSONString(value)
    }

    /// A string in quotes, or `null`, into a buffer.
    static func appendOptionalString(_ value: String?, to bytes: inout ByteBuffer) {
        if let value { bytes.appendJSONString(value) } else { bytes.append("null") }
    }

    /// Writes `{"k": v, …}` where each closure writes its value.
    func object(_ fields: [(String, (JSONWriter) -> Void)]) {
        beginObject()
        for field in fields {
            key(field.0)
            field.1(self)
        }
        endObject()
    }

    func array<T>(_ items: [T], _ write: (JSONWriter, T) -> Void) {
        beginArray()
        for item in items { write(self, item) }
        endArray()
    }
}
