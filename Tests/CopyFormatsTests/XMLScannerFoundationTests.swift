import CopyFormats
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The XML scanner (its loops read bytes in place) against the plain answer: Foundation's `XMLParser`. On every
/// property list, XLIFF and Interface Builder file of the fixtures and of the shared corpus that both read, the
/// elements come in the same order with the same attributes, decoded the same way.
final class XMLScannerFoundationTests: XCTestCase {
    private final class Elements: NSObject, XMLParserDelegate {
        var events: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            events.append(Self.start(name, attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            events.append("end")
        }

        static func start(_ name: String, _ attributes: [String: String]) -> String {
            "<" + name
                + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.debugDescription)" }.joined()
        }
    }

    private func xmlFiles(under root: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        let extensions = ["stringsdict", "xliff", "xib", "storyboard"]
        return walk.compactMap { $0 as? String }
            .filter { extensions.contains(($0 as NSString).pathExtension) && !$0.hasPrefix("malformed/") }
            .sorted().map { root + "/" + $0 }
    }

    func testElementsAreXMLParsersForEveryFileBothRead() throws {
        var compared = 0
        for path in xmlFiles(under: TestPaths.fixtures) + xmlFiles(under: TestPaths.corpus) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let elements = Elements()
            let parser = XMLParser(data: data)
            parser.delegate = elements
            guard parser.parse() else { continue }
            var walked: [String] = []
            guard (try? XMLElementWalk.walk(Array(data), { event in
                switch event {
                case .start(let name, let attributes, _): walked.append(Elements.start(name, attributes))
                case .end: walked.append("end")
                }
            })) != nil else { continue }
            XCTAssertEqual(walked, elements.events, path)
            compared += 1
        }
        // The fixtures hold a few XML files; the corpus, when it is beside the package, hundreds.
        let corpusIsHere = FileManager.default.fileExists(atPath: TestPaths.corpus)
        XCTAssertGreaterThan(compared, corpusIsHere ? 5 : 0)
    }
}
