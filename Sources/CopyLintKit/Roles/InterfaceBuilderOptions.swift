import Foundation
import CopyRules

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
        guard let xml = interfaceBuilderFile(forTableAt: path).flatMap({ try? String(contentsOfFile: $0, encoding: .utf8) }) else { return [] }
        return objectIDs(inXML: xml)
    }

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
        for piece in xml.split(separator: "<").dropFirst() {
            guard let end = piece.firstIndex(of: ">") else { continue }
            let tag = piece[..<end]
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
