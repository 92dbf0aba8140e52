/// A file's scan as bytes for the cache: each string once in a table of its own (a scan names the same callees,
/// labels, roles and paths many times), numbers as variable-length integers. A scan is read back whole or not at
/// all: `decode` returns nil for bytes it cannot read to the end.
enum FileScanCoding {
    static func encode(_ scan: FileScan) -> [UInt8] {
        var body = ScanWriter()
        body.write(scan)
        return body.withStrings
    }

    static func decode(_ bytes: ArraySlice<UInt8>) -> FileScan? {
        guard var reader = ScanReader(withStrings: bytes), let scan = reader.scan(), reader.isAtEnd else { return nil }
        return scan
    }
}

/// Writes a scan's values (also those of a source read's result, `SourceUsesCoding`); `withStrings` is what was
/// written after its table of strings.
struct ScanWriter {
    var bytes: [UInt8] = []
    var strings: [String] = []
    private var indices: [String: Int] = [:]

    init() {}

    /// A writer whose table starts with `table`, strings that differ from each other, written as they are rather
    /// than looked up; strings written afterwards are looked up among those written afterwards only.
    init(table: [String]) {
        strings = table
    }

    mutating func integer(_ value: Int) {
        VariableLengthInteger.append(value, to: &bytes)
    }

    var withStrings: [UInt8] {
        var out: [UInt8] = []
        VariableLengthInteger.append(strings.count, to: &out)
        for string in strings {
            VariableLengthInteger.append(string.utf8.count, to: &out)
            out.append(contentsOf: string.utf8)
        }
        return out + bytes
    }

    mutating func flags(_ values: Bool...) {
        var byte: UInt8 = 0
        for (bit, value) in values.enumerated() where value { byte |= 1 << UInt8(bit) }
        bytes.append(byte)
    }

    mutating func string(_ value: String) {
        if let index = indices[value] {
            integer(index)
            return
        }
        indices[value] = strings.count
        integer(strings.count)
        strings.append(value)
    }

    mutating func optional(_ value: String?) {
        if let value {
            bytes.append(1)
            string(value)
        } else {
            bytes.append(0)
        }
    }

    mutating func path(_ names: [String]) {
        integer(names.count)
        names.forEach { string($0) }
    }

    mutating func key(_ key: LocalizedKey) {
        string(key.table)
        string(key.key)
    }

    mutating func references(_ references: [ValueReference]) {
        integer(references.count)
        references.forEach { reference($0) }
    }

    mutating func reference(_ reference: ValueReference) {
        switch reference {
        case .key(let key):
            bytes.append(0)
            self.key(key)
        case .name(let names):
            bytes.append(1)
            path(names)
        case .scoped(let type, let name):
            bytes.append(2)
            path(type)
            string(name)
        case .fileMember(let name):
            bytes.append(3)
            string(name)
        case .caseSet(let inner):
            bytes.append(4)
            self.reference(inner)
        }
    }

    /// (`isCaseSetInCode` is not written: it is decided when names are resolved, after the scan.)
    mutating func use(_ use: KeyUse) {
        string(use.role)
        string(use.origin.rawValue)
        string(use.location.file)
        integer(use.location.line)
        integer(use.location.column)
        optional(use.group)
        flags(use.isCancel, use.isDestructive, use.isNeverShown)
    }

    mutating func forward(_ forward: Forward) {
        string(forward.callee)
        string(forward.label)
        string(forward.role)
        flags(forward.startsGroup, forward.literalIsKey, forward.isCancel, forward.isDestructive)
    }

    mutating func write(_ scan: FileScan) {
        string(scan.path)
        optional(scan.note)
        integer(scan.definitions.count)
        for (names, references) in scan.definitions {
            path(names)
            self.references(references)
        }
        integer(scan.members.count)
        for (name, references) in scan.members {
            string(name)
            self.references(references)
        }
        integer(scan.uses.count)
        for pending in scan.uses {
            references(pending.references)
            use(pending.use)
        }
        references(scan.references)
        integer(scan.forwards.count)
        scan.forwards.forEach { forward($0) }
        integer(scan.calls.count)
        for call in scan.calls {
            string(call.callee)
            string(call.label)
            references(call.references)
            integer(call.literalKeys.count)
            call.literalKeys.forEach { key($0) }
            integer(Int(call.line))
            integer(Int(call.column))
            integer(Int(call.siteLine))
            integer(Int(call.siteColumn))
            if let parameter = call.parameter {
                bytes.append(1)
                forward(parameter)
            } else {
                bytes.append(0)
            }
            flags(call.isChoice)
        }
        integer(scan.resolvedUses.count)
        for resolved in scan.resolvedUses {
            key(resolved.key)
            use(resolved.use)
        }
        integer(scan.shownTextSetters.count)
        for setter in scan.shownTextSetters {
            string(setter.ownerClass)
            string(setter.property)
            string(setter.kind)
        }
        integer(scan.defaultValues.count)
        for value in scan.defaultValues {
            key(value.key)
            string(value.text)
        }
        integer(scan.outlets.count)
        for outlet in scan.outlets {
            string(outlet.ownerClass)
            string(outlet.property)
            string(outlet.objectID)
        }
    }
}

/// Reads what `ScanWriter` wrote; every read returns nil past the end or on a value out of range.
struct ScanReader {
    let bytes: ArraySlice<UInt8>
    var index: Int
    var strings: [String] = []

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// A reader of what follows the table of strings at the start of `bytes` (`ScanWriter.withStrings`).
    init?(withStrings bytes: ArraySlice<UInt8>) {
        self.init(bytes: bytes)
        guard let count = integer(), count <= bytes.count else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let length = integer(), let text = text(length) else { return nil }
            strings.append(text)
        }
        self.strings = strings
    }

    var isAtEnd: Bool { index == bytes.endIndex }

    mutating func byte() -> UInt8? {
        guard index < bytes.endIndex else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func integer() -> Int? {
        VariableLengthInteger.read(bytes, at: &index)
    }

    /// A count of things still to read, each at least one byte long.
    mutating func count() -> Int? {
        guard let value = integer(), value >= 0, value <= bytes.endIndex - index else { return nil }
        return value
    }

    mutating func text(_ length: Int) -> String? {
        guard length >= 0, length <= bytes.endIndex - index else { return nil }
        defer { index += length }
        return String(decoding: bytes[index..<index + length], as: UTF8.self)
    }

    mutating func flags(_ count: Int) -> [Bool]? {
        guard let byte = byte() else { return nil }
        return (0..<count).map { byte & (1 << UInt8($0)) != 0 }
    }

    mutating func string() -> String? {
        guard let index = integer(), strings.indices.contains(index) else { return nil }
        return strings[index]
    }

    mutating func optional() -> String?? {
        switch byte() {
        case 0: return .some(nil)
        case 1: return string().map { .some($0) }
        default: return nil
        }
    }

    mutating func path() -> [String]? {
        guard let count = count() else { return nil }
        var names: [String] = []
        for _ in 0..<count {
            guard let name = string() else { return nil }
            names.append(name)
        }
        return names
    }

    mutating func key() -> LocalizedKey? {
        guard let table = string(), let key = string() else { return nil }
        return LocalizedKey(table: table, key: key)
    }

    mutating func references() -> [ValueReference]? {
        guard let count = count() else { return nil }
        var references: [ValueReference] = []
        for _ in 0..<count {
            guard let reference = reference() else { return nil }
            references.append(reference)
        }
        return references
    }

    /// One reference; a case change wraps one other reference (the reader never wraps twice), so a corrupt file
    /// cannot nest them deeper than `depth`.
    mutating func reference(depth: Int = 0) -> ValueReference? {
        switch byte() {
        case 0:
            return key().map { .key($0) }
        case 1:
            return path().map { .name($0) }
        case 2:
            guard let type = path(), let name = string() else { return nil }
            return .scoped(type: type, name: name)
        case 3:
            return string().map { .fileMember($0) }
        case 4 where depth == 0:
            return reference(depth: 1).map { .caseSet($0) }
        default:
            return nil
        }
    }

    mutating func use() -> KeyUse? {
        guard let role = string(), let origin = string().flatMap(UseOrigin.init(rawValue:)), let file = string(),
              let line = integer(), let column = integer(), let group = optional(), let flags = flags(3)
        else { return nil }
        var use = KeyUse(role: role, origin: origin, location: SourceLocation(file: file, line: line, column: column),
                         group: group, isCancel: flags[0], isDestructive: flags[1])
        use.isNeverShown = flags[2]
        return use
    }

    mutating func forward() -> Forward? {
        guard let callee = string(), let label = string(), let role = string(), let flags = flags(4)
        else { return nil }
        return Forward(callee: callee, label: label, role: role, startsGroup: flags[0], literalIsKey: flags[1],
                       isCancel: flags[2], isDestructive: flags[3])
    }

    mutating func scan() -> FileScan? {
        guard let path = string(), let note = optional() else { return nil }
        var scan = FileScan(path: path)
        scan.note = note
        guard let definitionCount = count() else { return nil }
        for _ in 0..<definitionCount {
            guard let names = self.path(), let references = references() else { return nil }
            scan.definitions[names] = references
        }
        guard let memberCount = count() else { return nil }
        for _ in 0..<memberCount {
            guard let name = string(), let references = references() else { return nil }
            scan.members[name] = references
        }
        guard let useCount = count() else { return nil }
        for _ in 0..<useCount {
            guard let references = references(), let use = use() else { return nil }
            scan.uses.append(PendingUse(references: references, use: use))
        }
        guard let references = references(), let forwardCount = count() else { return nil }
        scan.references = references
        for _ in 0..<forwardCount {
            guard let forward = forward() else { return nil }
            scan.forwards.append(forward)
        }
        guard let callCount = count() else { return nil }
        for _ in 0..<callCount {
            guard let call = call() else { return nil }
            scan.calls.append(call)
        }
        guard let resolvedCount = count() else { return nil }
        for _ in 0..<resolvedCount {
            guard let key = key(), let use = use() else { return nil }
            scan.resolvedUses.append(ResolvedUse(key: key, use: use))
        }
        guard let setterCount = count() else { return nil }
        for _ in 0..<setterCount {
            guard let owner = string(), let property = string(), let kind = string() else { return nil }
            scan.shownTextSetters.append(ShownTextSetter(ownerClass: owner, property: property, kind: kind))
        }
        guard let valueCount = count() else { return nil }
        for _ in 0..<valueCount {
            guard let key = key(), let text = string() else { return nil }
            scan.defaultValues.append(CodeDefaultValue(key: key, text: text))
        }
        guard let outletCount = count() else { return nil }
        for _ in 0..<outletCount {
            guard let owner = string(), let property = string(), let objectID = string() else { return nil }
            scan.outlets.append(OutletConnection(ownerClass: owner, property: property, objectID: objectID))
        }
        return scan
    }

    mutating func call() -> PendingCall? {
        guard let callee = string(), let label = string(), let references = references(), let keyCount = count()
        else { return nil }
        var literalKeys: [LocalizedKey] = []
        for _ in 0..<keyCount {
            guard let key = key() else { return nil }
            literalKeys.append(key)
        }
        guard let line = integer(), let column = integer(), let siteLine = integer(), let siteColumn = integer()
        else { return nil }
        var parameter: Forward?
        switch byte() {
        case 0: break
        case 1:
            guard let forward = forward() else { return nil }
            parameter = forward
        default: return nil
        }
        guard let choice = byte(), choice <= 1 else { return nil }
        return PendingCall(callee: callee, label: label, references: references, literalKeys: literalKeys,
                           location: SourceLocation(file: "", line: line, column: column),
                           site: SourceLocation(file: "", line: siteLine, column: siteColumn), parameter: parameter,
                           isChoice: choice == 1)
    }
}

/// Integers seven bits a byte, low bits first, the high bit set on every byte but the last (LEB128): the lines,
/// columns, counts and string indices of a scan are mostly one byte.
enum VariableLengthInteger {
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The integer at `position` of `bytes`, moving past it; nil when the bytes end first or it is too long.
    static func read<Bytes: Collection<UInt8>>(_ bytes: Bytes, at position: inout Bytes.Index) -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.endIndex, shift <= 63 {
            let byte = bytes[position]
            bytes.formIndex(after: &position)
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        return nil
    }
}
