import Foundation
import CopyRules
import Synchronization

/// The Interface Builder objects of a localisation table's own xib or storyboard whose text is a choice, not a
/// command: a checkbox or radio button (`<buttonCell type="check">`, `type="radio"`) and a pop-up button with
/// its items (`<popUpButtonCell>` and each `<menuItem>` inside it). Their `.strings` comments and catalog
/// comments say only `NSButtonCell` and `NSMenuItem`, which read as a button and a menu command; the XML says
/// which. The role `option` they get is certain (source `interface_builder`).
///
/// A small, local reading of the one file beside the table; the app's sources as a whole are read elsewhere.
enum InterfaceBuilderOptions {
    /// The object IDs of the choices in the Interface Builder file of the table at `path`
    /// (`…/X.lproj/Name.strings` or `…/mul.lproj/Name.xcstrings` → `…/Base.lproj/Name.xib`, `…/Name.xib`,
    /// or `.storyboard`); empty when there is none.
    static func objectIDs(forTableAt path: String) -> Set<String> {
        guard let file = interfaceBuilderFile(forTableAt: path) else { return [] }
        // One file serves the table of every locale: it is read once a run.
        if let known = read.withLock({ $0[file] }) { return known }
        let ids = (try? String(contentsOfFile: file, encoding: .utf8)).map(objectIDs(inXML:)) ?? []
        read.withLock { $0[file] = ids }
        return ids
    }

    /// The choices of each Interface Builder file read so far, by path.
    private static let read = Mutex<[String: Set<String>]>([:])

    static func interfaceBuilderFile(forTableAt path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let lproj = url.deletingLastPathComponent()
        guard lproj.pathExtension == "lproj" else { return nil }
        let parent = lproj.deletingLastPathComponent()
        for folder in [parent.appendingPathComponent("Base.lproj"), parent, lproj] {
            for ext in ["xib", "storyboard"] {
                let candidate = folder.appendingPathComponent(name).appendingPathExtension(ext).path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The IDs of check and radio button cells, pop-up button cells and the menu items inside them.
    static func objectIDs(inXML xml: String) -> Set<String> {
        var ids = Set<String>()
        var popUpDepth = 0
        // Split as bytes, and only the tags that can matter made strings: a storyboard has many thousands.
        for piece in Array(xml.utf8).split(separator: UInt8(ascii: "<")).dropFirst() {
            guard let end = piece.firstIndex(of: UInt8(ascii: ">")) else { continue }
            guard Self.mayMatter(piece) else { continue }
            let tag = Substring(String(decoding: piece[..<end], as: UTF8.self))
            if tag.hasPrefix("/popUpButtonCell") {
                popUpDepth = max(0, popUpDepth - 1)
                continue
            }
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            switch name {
            case "popUpButtonCell":
                if let id = attribute("id", in: tag) { ids.insert(id) }
                if !tag.hasSuffix("/") { popUpDepth += 1 }
            case "menuItem" where popUpDepth > 0:
                if let id = attribute("id", in: tag) { ids.insert(id) }
            case "buttonCell", "button":
                if let type = attribute("type", in: tag), type == "check" || type == "radio", let id = attribute("id", in: tag) { ids.insert(id) }
            default:
                break
            }
        }
        return ids
    }

    /// Whether a tag's name starts as one of the names read above (`popUpButtonCell`, `menuItem`, `button…`).
    private static func mayMatter(_ tag: ArraySlice<UInt8>) -> Bool {
        let first = tag.first == UInt8(ascii: "/") ? tag.dropFirst().first : tag.first
        return first == UInt8(ascii: "p") || first == UInt8(ascii: "m") || first == UInt8(ascii: "b")
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...]
        guard let close = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<close])
    }

    /// The object ID of an IB key (`YWD-DY-pgf.title` → `YWD-DY-pgf`), nil for other keys.
    static func objectID(ofKey key: String) -> Substring? {
        InterfaceBuilderSignal.propertyFromObjectIDKey(key) == nil ? nil : key.prefix(10)
    }
}
