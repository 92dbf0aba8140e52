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
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) in
            let start = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
            var scanner = XMLScanner(text: buffer, start: start)
            do {
                while true {
                    switch try scanner.next() {
                    case .start(let tag):
                        var attributes: [String: String] = [:]
                        for attribute in tag.attributes {
                            attributes[scanner.string(attribute.name)] = XMLEscaping.decodeAttribute(in: buffer, range: attribute.value)
                        }
                        body(.start(name: scanner.string(tag.name), attributes: attributes, offset: tag.offset))
                        if tag.isEmpty { body(.end) }
                    case .end: body(.end)
                    case .endOfFile: return
                    case .text, .cdata, .markup: continue
                    }
                }
            } catch let error as SyntaxError {
                throw Failure(offset: error.offset, message: error.message)
            } catch {
                throw Failure(offset: 0, message: "\(error)")
            }
        }
    }
}
