@testable import CopyFormats
@testable import CopyLintKit
import CopyRules
import XCTest

/// A file of several locales (a catalog) has its entries decided in file order, each key analysed once for all its
/// localizations, and siblings and the text's shape looked for per locale among the file's entries in place: the
/// roles are those each locale's entries get when assigned as a table of their own.
final class CatalogRolesTests: XCTestCase {
    private func localization(_ locale: String, _ value: String) -> String {
        #""\#(locale)": {"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
    }

    private func key(_ key: String, comment: String? = nil, _ values: [(String, String)]) -> String {
        let comment = comment.map { #""comment": "\#($0)", "# } ?? ""
        return #""\#(key)": {\#(comment)"localizations": {\#(values.map(localization).joined(separator: ", "))}}"#
    }

    private var catalog: String {
        // Other keys first: a table's positions are then not its entries' places in the file.
        let keys = [
            key("settings.sign_out.button", [("en", "Sign Out"), ("de", "Abmelden"),
                                             ("fr", "Se déconnecter supprimera vos brouillons enregistrés.")]),
            key("draft.keep", comment: "Button that saves the draft",
                [("en", "Save Draft"), ("de", "Entwurf sichern")]),
            key("a1b-cd-efg.title",
                comment: #"Class = \"NSMenuItem\"; title = \"Export…\"; ObjectID = \"a1b-cd-efg\";"#,
                [("en", "Export…"), ("de", "Exportieren…")]),
            key("profile.header", [("en", "Your profile"), ("de", "Dein Profil"), ("fr", "Ton profil")]),
            key("welcome.question", [("en", "Ready to start?"), ("de", "Bereit?"), ("fr", "Prêt ?")]),
            key("alert.delete.title", [("en", "Delete this photo?"), ("de", "Dieses Foto löschen?"),
                                       ("fr", "Supprimer cette photo ?")]),
            key("alert.delete.message", [("en", "You can't undo this."), ("de", "Das lässt sich nicht widerrufen."),
                                         ("fr", "Action irréversible.")]),
            key("alert.delete.delete", [("en", "Delete"), ("de", "Löschen"),
                                        ("fr", "Supprimer définitivement toutes les photos de cet album.")]),
            key("alert.delete.cancel", [("en", "Cancel"), ("de", "Abbrechen"), ("fr", "Annuler")]),
        ]
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + keys.joined(separator: ",\n") + "}}"
    }

    func testEachLocaleHasTheRolesOfItsEntriesAssignedAsATable() throws {
        for fromText in [false, true] {
            let options = LintOptions(inferRolesFromText: fromText)
            let file = try LocalizationReader.parse(bytes: Array(catalog.utf8), path: "/tmp/Localizable.xcstrings")
            let read = ProjectReader(options: options, store: .bundled).understand(file, sources: SourceIndex())
            let inferrer = RoleInferrer(store: .bundled, inferFromText: fromText)
            let locales = Set(file.entries.map(\.locale))
            XCTAssertEqual(locales, ["en", "de", "fr"])
            for locale in locales {
                let entries = file.entries.filter { $0.locale == locale }
                let understood = read.entries.filter { $0.locale == locale }.map(\.assignment)
                XCTAssertEqual(understood, inferrer.assign(entries), "\(locale), from text: \(fromText)")
            }
            // The signals all take part: siblings, comments, Interface Builder, keys, and (asked) the text's shape.
            let sources = Set(read.entries.map(\.assignment.source))
            XCTAssertTrue(sources.isSuperset(of: [.sibling, .comment, .interfaceBuilder, .key]), "\(sources)")
            XCTAssertEqual(sources.contains(.text), fromText)
            // One key, one analysis, but each localization's own text decides: a sentence is no alert's button.
            let delete = read.entries.filter { $0.key == "alert.delete.delete" }
            XCTAssertEqual(delete.map { $0.assignment.source == .sibling }, delete.map { $0.locale != "fr" })
        }
    }
}
