/// The elements of an XML document in order, for readers outside this module (Interface Builder files): each
/// start tag with its decoded attributes, and each end. Built on `XMLScanner`, so the document is checked as
/// it is read and the first problem is thrown.
public enum XMLElementWalk {
    public enum Event {
        /// An element begins; `offset` is that of its `<`. An empty element (`<a/>`) is followed by its `end`.
        case start(name: String, attributes: [String: String], offset: Int)
        case end
    }

    public struct Failure: Error, Sendable {
        public var offset: Int
        public var message: String
    }

    public static func walk(_ bytes: [UInt8], _ body: (Event) -> Void) throws(Failure) {
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        do {
            try XMLScanner.scanning(bytes, from: start) { (scanner) throws(SyntaxError) in
                var scanner = scanner
                while true {
                    switch try scanner.next() {
                    case .start(let tag):
                        var attributes: [String: String] = [:]
                        for attribute in tag.attributes {
                            attributes[scanner.string(attribute.name)] =
                                XMLEscaping.decodeAttribute(in: bytes.span, range: attribute.value)
                        }
                        body(.start(name: scanner.string(tag.name), attributes: attributes, offset: tag.offset))
                        if tag.isEmpty { body(.end) }
                    case .end: body(.end)
                    case .endOfFile: return
                    case .text, .cdata, .markup: continue
                    }
                }
            }
        } catch {
            throw Failure(offset: error.offset, message: error.message)
        }
    }
}
