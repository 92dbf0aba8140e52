import CopyFormats
import CopyLowLevel

/// Reads a storyboard or xib through CopyFormats' XML scanner: each object's localisable properties, which are
/// the keys of its table (`7zN-Xh-yYi.normalTitle` in `Main.strings` or `Main.xcstrings`), and the role of each
/// from its element, its type (`buttonCell type="check"`) and its place (a menu item of a pop-up button).
enum InterfaceBuilderReader {
    /// Attributes of an object that Interface Builder exports for translation.
    static let localisable: Set<String> = ["title", "text", "placeholder", "label", "paletteLabel", "prompt", "headerTitle", "footerTitle"]

    private struct Open {
        var name: String
        var attributes: [String: String]
        var segments = 0
    }

    static func read(path: String, bytes: [UInt8], table: APIRoleTable) -> FileScan {
        var scan = FileScan(path: path)
        let tableName = String(path.split(separator: "/").last.map { $0.split(separator: ".").first ?? $0 } ?? "")
        let lines = LineTable(bytes)
        var stack: [Open] = []
        func emit(objectIndex: Int, property: String, offset: Int, typeOf element: String? = nil) {
            let object = stack[objectIndex]
            guard let id = object.attributes["id"] else { return }
            let key = LocalizedKey(table: tableName, key: "\(id).\(property)")
            scan.references.append(.key(key))
            let ancestors = stack[..<objectIndex].map(\.name)
            let baseProperty = property.split(separator: "[").first.map(String.init) ?? property
            guard let role = table.interfaceBuilderRole(element: object.name, property: baseProperty,
                                                        type: object.attributes["type"] ?? object.attributes["buttonType"],
                                                        ancestors: ancestors) else { return }
            let (line, column) = lines.position(of: offset)
            var use = KeyUse(role: role, origin: .interfaceBuilder,
                             location: SourceLocation(file: path, line: line, column: column))
            // A bar button item with an image draws the image alone; its title is what VoiceOver speaks.
            use.isNeverShown = object.name == "barButtonItem" && property == "title"
                && !(object.attributes["image"] ?? "").isEmpty
            scan.resolvedUses.append(ResolvedUse(key: key, use: use))
        }
        do {
            try XMLElementWalk.walk(bytes) { event in
                switch event {
                case .start(let name, let attributes, let offset):
                    stack.append(Open(name: name, attributes: attributes))
                    let parent = stack.count - 2
                    switch name {
                    case "outlet" where parent >= 1:
                        // `<connections>` of the File's Owner or a view controller: its class owns the property.
                        if let owner = stack[parent - 1].attributes["customClass"],
                           let property = attributes["property"], let destination = attributes["destination"] {
                            let outlet = OutletConnection(ownerClass: owner, property: property, objectID: destination)
                            scan.outlets.append(outlet)
                        }
                    case "state" where parent >= 0:
                        if let key = attributes["key"], attributes["title"] != nil {
                            emit(objectIndex: parent, property: key + "Title", offset: offset)
                        }
                    case "segment" where parent >= 0:
                        // segments sit in `<segments>` inside the control
                        let control = parent - 1
                        if control >= 0, attributes["title"] != nil {
                            emit(objectIndex: control, property: "segmentTitles[\(stack[control].segments)]", offset: offset)
                        }
                        if control >= 0 { stack[control].segments += 1 }
                    case "accessibility" where parent >= 0:
                        if attributes["label"] != nil { emit(objectIndex: parent, property: "accessibilityLabel", offset: offset) }
                        if attributes["hint"] != nil { emit(objectIndex: parent, property: "accessibilityHint", offset: offset) }
                    default:
                        guard attributes["id"] != nil else { break }
                        for property in attributes.keys.sorted() where localisable.contains(property) && !(attributes[property] ?? "").isEmpty {
                            emit(objectIndex: stack.count - 1, property: property, offset: offset)
                        }
                    }
                case .end:
                    if !stack.isEmpty { stack.removeLast() }
                }
            }
        } catch {
            let (line, column) = lines.position(of: error.offset)
            scan.note = "\(path):\(line):\(column): not read: \(error.message)"
        }
        return scan
    }
}

/// Line and column (1-based, in bytes) of byte offsets into a file.
struct LineTable {
    private var starts: [Int] = [0]

    /// Lines end at each line feed; with `returnsBreakLines`, also at a carriage return not followed by one, as
    /// swift-syntax counts the lines of a Swift file.
    init(_ bytes: [UInt8], returnsBreakLines: Bool = false) {
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A
                || (returnsBreakLines && byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
        }
    }

    func position(of offset: Int) -> (line: Int, column: Int) {
        // The last line starting at or before the offset.
        let line = max(starts.partitionPoint { $0 > offset } - 1, 0)
        return (line + 1, offset - starts[line] + 1)
    }
}
