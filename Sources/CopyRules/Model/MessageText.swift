/// Messages built from pieces with one allocation. Interpolating a message whose literals hold curly quotes
/// appended piece by piece, growing the string as it went: building title case's messages was a visible part
/// of `copylint fix` (whose messages are never shown) on a string of many words.
enum MessageText {
    static func joined(_ parts: String...) -> String {
        var message = ""
        message.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { message += part }
        return message
    }
}
