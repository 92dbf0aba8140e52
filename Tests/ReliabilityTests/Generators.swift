import PropertyBased

// Generators for the reliability properties: copy-like text, text with hard Unicode, and whole localisation
// files together with the entries a reader must find in them.

/// A generator from an imperative recipe (no shrinking: the inputs are printed whole when a property fails).
func generator<T: Sendable>(_ make: @Sendable @escaping (inout any SeededRandomNumberGenerator) -> T) -> Generator<T, Shrink.None<T>> {
    Generator(run: { rng in make(&rng) })
}

extension Array where Element: Sendable {
    func pick(_ rng: inout any SeededRandomNumberGenerator) -> Element { self[Int.random(in: 0..<count, using: &rng)] }
}

enum TextPieces {
    /// Words as they appear in button and menu titles: small words title case leaves alone, brand and
    /// all-caps words it must keep, hyphens and apostrophes, numbers.
    static let titleWords = [
        "add", "Add", "to", "To", "the", "The", "a", "an", "of", "and", "or", "in", "for", "with", "on", "at", "by", "from",
        "favorites", "Favorites", "delete", "Delete", "photo", "new", "New", "window", "settings", "iPhone", "iCloud",
        "OK", "ok", "Ok", "URL", "PDF", "Wi-Fi", "sign-in", "Sign-In", "don't", "Don't", "it's", "e-mail", "2", "10",
        "save", "as", "Save As", "Show", "show", "all", "undo", "Redo", "select", "copy", "paste", "cancel", "Cancel",
        "yes", "No", "continue", "learn", "more", "about", "über", "élan", "iOS", "macOS", "x", "is", "are", "be",
    ]

    /// Pieces of any copy: words, spaces, punctuation, quotes, placeholders, mixed with the Unicode that
    /// segmentation gets wrong: combining marks, ZWJ sequences, flags, CJK, RTL, Thai, Greek.
    static let tricky = [
        "Delete", "photo", "the", "ok", "Yes", " ", "  ", "\t", "\n", ".", "...", "…", "?", "!", ":", ";", ",", "\"", "'",
        "“", "”", "‘", "’", "«", "»", "%@", "%1$@", "%lld", "%%", "{name}", "https://example.com", "a@b.co",
        "e\u{301}", "\u{301}", "a\u{308}\u{301}", "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        "\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "\u{0030}\u{FE0F}\u{20E3}",
        "写真を削除", "取消", "確定", "。", "？", "！", "、", "مرحبا", "؟", "إلغاء", "\u{200F}", "\u{200E}", "שלום",
        "ยกเลิก", "ตกลง", "Ακύρωση", ";", "İptal", "ıi", "ß", "\u{00A0}", "\u{200B}", "\u{2028}", "Å", "ǅ",
    ]

    /// `tricky` with every combining mark on a letter, and URLs and e-mail addresses followed by a space (a mark
    /// right after one makes the opaque span end inside a cluster: a known issue, see FixPropertyTests).
    static let trickyAttached = tricky.filter { $0 != "\u{301}" }.map { $0.contains("@") || $0.hasPrefix("http") ? $0 + " " : $0 }

    /// Locale-flavoured words for the idempotence property in several locales.
    static let localized = [
        "Abbrechen", "Löschen", "Foto löschen?", "Annuler", "Supprimer la photo ?", "« Terminé »", "キャンセル", "削除",
        "写真を削除しますか？", "取消", "刪除照片？", "Ακύρωση", "Διαγραφή φωτογραφίας;", "إلغاء", "حذف الصورة؟", "İptal",
        "Fotoğrafı sil?", "ILGINÇ", "ยกเลิก", "ลบรูปภาพ?",
    ]
}

enum TextGen {
    /// Title-like strings of two to six words, single-spaced: what a button or menu item says.
    static let titles = generator { rng in
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in TextPieces.titleWords.pick(&rng) }.joined(separator: " ")
    }

    /// Words of random letters and digits, in random case, joined by spaces.
    static let randomWords = Gen.letterOrNumber.string(of: 1...8).array(of: 1...5).map { $0.joined(separator: " ") }

    /// Strings of tricky pieces, 0 to 10 of them.
    static let tricky = generator { rng in
        (0..<Int.random(in: 0...10, using: &rng)).map { _ in TextPieces.tricky.pick(&rng) }.joined()
    }

    /// Tricky pieces without the lone combining mark, so every mark sits on a letter: a mark after a space,
    /// quote or dot is a known case where fix-its split clusters (FixPropertyTests, knownGraphemeSplits).
    static let trickyAttached = generator { rng in
        (0..<Int.random(in: 0...10, using: &rng)).map { _ in TextPieces.trickyAttached.pick(&rng) }.joined()
    }

    /// Tricky pieces mixed with words of other locales.
    static let localized = generator { rng in
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
            Bool.random(using: &rng) ? TextPieces.localized.pick(&rng) : TextPieces.tricky.pick(&rng)
        }.joined()
    }
}

// MARK: - Files

/// A generated file and what a reader must find in it.
struct GeneratedFile: Sendable, CustomStringConvertible {
    var path: String
    var bytes: [UInt8]
    /// (key, text) of every entry, in file order.
    var entries: [(key: String, text: String)]
    var comments: [String?] = []
    /// Whether empty edits at the start of every editable value leave the bytes as they are (an unquoted
    /// `.strings` value is rewritten quoted).
    var noOpEditsKeepBytes = true

    var description: String {
        "\(path): \(String(decoding: bytes.count > 2 && (bytes[0] == 0 || bytes[1] == 0 || bytes[0] >= 0xFE) ? Array("<UTF-16 \(bytes.count) bytes>".utf8) : bytes, as: UTF8.self).debugDescription)"
    }
}

enum FileGen {
    /// Values with every escape a `.strings` value can hold, paired with the decoded text:
    /// (raw inside double quotes, raw inside single quotes, decoded).
    static let stringsValuePieces: [(double: String, single: String, text: String)] = [
        ("Delete", "Delete", "Delete"), (" ", " ", " "), ("\\n", "\\n", "\n"), ("\\t", "\\t", "\t"), ("\\r", "\\r", "\r"),
        ("\\\"", "\"", "\""), ("'", "\\'", "'"), ("\\\\", "\\\\", "\\"), ("\\U00e9", "\\U00e9", "é"), ("\\u00FC", "\\u00FC", "ü"),
        ("\\UD83D\\UDE00", "\\UD83D\\UDE00", "😀"), ("\\101", "\\101", "A"), ("\\/", "\\/", "/"), ("é", "é", "é"),
        ("😀", "😀", "😀"), ("写真", "写真", "写真"), ("%@", "%@", "%@"), ("%1$@", "%1$@", "%1$@"), ("\u{2028}", "\u{2028}", "\u{2028}"),
        ("/* not a comment */", "/* not a comment */", "/* not a comment */"), ("// nor this", "// nor this", "// nor this"),
        ("=;", "=;", "=;"), ("e\u{301}", "e\u{301}", "e\u{301}"), ("\\\n", "\\\n", "\n"),
    ]

    static let keyPieces = ["alert", ".", "delete", "_", "title", "button", "-", "1", "Photo", "ok"]

    /// A `.strings` file: quoted, single-quoted and unquoted keys and values, block and line comments,
    /// LF or CRLF, UTF-8 (with or without BOM) or UTF-16 (either order, with or without BOM).
    static let strings = generator { rng -> GeneratedFile in
        let crlf = Bool.random(using: &rng)
        let newline = crlf ? "\r\n" : "\n"
        var text = ""
        var entries: [(key: String, text: String)] = []
        var comments: [String?] = []
    /// Whether empty edits at the start of every editable value leave the bytes as they are (an unquoted
    /// `.strings` value is rewritten quoted).
    var noOpEditsKeepBytes = true
        let hasHeader = Bool.random(using: &rng)
        var hasUnquoted = false
        if hasHeader { text += "/* Generated */" + newline + newline }
        for index in 0..<Int.random(in: 0...12, using: &rng) {
            var comment: String? = nil
            switch Int.random(in: 0...3, using: &rng) {
            case 0:
                comment = "Comment \(index) “quoted” é"
                text += "/* \(comment!) */" + newline
            case 1:
                comment = "line comment \(index)"
                text += "// \(comment!)" + newline
            default: break
            }
            let key = (0..<Int.random(in: 1...4, using: &rng)).map { _ in keyPieces.pick(&rng) }.joined() + "\(index)"
            let keyQuoted = Bool.random(using: &rng) || key.first == "."
            let keyText = keyQuoted ? "\"\(key)\"" : key
            let style = Int.random(in: 0...5, using: &rng)
            let valueText: String
            let value: String
            if style == 0 {
                // Unquoted: letters, digits and _$/:.-
                value = (0..<Int.random(in: 1...3, using: &rng)).map { _ in ["Done", "ok", "v1.2", "a/b", "x:y", "$", "-", "_"].pick(&rng) }.joined()
                valueText = value
            } else {
                let single = style == 1
                let pieces = (0..<Int.random(in: 0...6, using: &rng)).map { _ in stringsValuePieces.pick(&rng) }
                // A literal line break in a CRLF file is CR LF, and the value holds both (a `\` escapes the CR only).
                let raws = pieces.map { piece in
                    let raw = single ? piece.single : piece.double
                    return crlf ? raw.replacingNewlines(with: "\r\n") : raw
                }
                value = zip(pieces, raws).map { piece, raw in
                    crlf && raw.unicodeScalars.contains("\n") ? piece.text.replacingNewlines(with: "\r\n") : piece.text
                }.joined()
                let quote = single ? "'" : "\""
                valueText = quote + raws.joined() + quote
            }
            let spacing = [" = ", "=", "  =\t", " =" + newline + "  "].pick(&rng)
            text += keyText + spacing + valueText + ";" + newline
            entries.append((key, value))
            // Without a comment of its own, the first pair takes the file's header comment.
            comments.append(comment ?? (index == 0 && hasHeader ? "Generated" : nil))
            hasUnquoted = hasUnquoted || style == 0
        }
        // No final line break (one Character, CRLF included).
        if Bool.random(using: &rng), !text.isEmpty { text.removeLast() }
        let encoding = Int.random(in: 0...5, using: &rng)
        return GeneratedFile(
            path: "Gen/en.lproj/Localizable.strings", bytes: encode(text, as: encoding), entries: entries, comments: comments,
            noOpEditsKeepBytes: !hasUnquoted
        )
    }

    /// The text in one of six encodings: UTF-8, UTF-8 with BOM, UTF-16LE/BE with BOM, UTF-16LE/BE without.
    static func encode(_ text: String, as encoding: Int) -> [UInt8] {
        func utf16(_ bigEndian: Bool, bom: Bool) -> [UInt8] {
            var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                out += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            return out
        }
        switch encoding {
        case 1: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case 2: return utf16(false, bom: true)
        case 3: return utf16(true, bom: true)
        // Without a BOM, UTF-16 is recognised by a NUL in the first two bytes: the text must start with ASCII.
        case 4 where text.utf16.first.map { $0 < 0x80 } ?? false: return utf16(false, bom: false)
        case 5 where text.utf16.first.map { $0 < 0x80 } ?? false: return utf16(true, bom: false)
        default: return Array(text.utf8)
        }
    }

    /// JSON string contents for a text, with the escapes Xcode writes and some it does not.
    static func jsonEscaped(_ text: String, _ rng: inout any SeededRandomNumberGenerator) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "/": out += Bool.random(using: &rng) ? "\\/" : "/"
            case _ where scalar.value < 0x20: out += "\\u" + hex4(scalar.value)
            case _ where scalar.value > 0xFFFF && Bool.random(using: &rng):
                let v = scalar.value - 0x10000
                out += "\\u" + hex4(0xD800 + (v >> 10)) + "\\u" + hex4(0xDC00 + (v & 0x3FF))
            case _ where scalar.value > 0x7F && scalar.value <= 0xFFFF && Bool.random(using: &rng): out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func hex4(_ v: UInt32) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static let catalogTexts = ["Delete", "Delete \"%@\"?", "Line\nbreak", "Tab\there", "Back\\slash", "a/b", "é😀", "写真を削除",
                               "%lld photos", "", "e\u{301}", "\u{1}control", "Ünïcödé", "\u{2028}"]

    /// A String Catalog: keys with source and translated string units, plural variations, comments, states,
    /// `shouldTranslate`, compact or Xcode's ` : ` spacing. Entries: every unit's text in file order.
    static let xcstrings = generator { rng -> GeneratedFile in
        let colon = Bool.random(using: &rng) ? " : " : ":"
        let newline = Bool.random(using: &rng) ? "\n" : "\r\n"
        var entries: [(key: String, text: String)] = []
        func unit(_ text: String, _ rng: inout any SeededRandomNumberGenerator) -> String {
            "{\"stringUnit\"\(colon){\"state\"\(colon)\"translated\",\"value\"\(colon)\"\(jsonEscaped(text, &rng))\"}}"
        }
        var strings: [String] = []
        for index in 0..<Int.random(in: 0...6, using: &rng) {
            let key = "key.\(index)." + catalogTexts.pick(&rng).filter { $0.isLetter }
            var localizations: [String] = []
            for locale in ["en", "de", "ja"] where Bool.random(using: &rng) || locale == "en" {
                if Bool.random(using: &rng) {
                    let one = catalogTexts.pick(&rng), other = catalogTexts.pick(&rng)
                    localizations.append("\"\(locale)\"\(colon){\"variations\"\(colon){\"plural\"\(colon){\"one\"\(colon)\(unit(one, &rng)),\"other\"\(colon)\(unit(other, &rng))}}}")
                    entries += [("\(key)/plural/one", one), ("\(key)/plural/other", other)]
                } else {
                    let text = catalogTexts.pick(&rng)
                    localizations.append("\"\(locale)\"\(colon)\(unit(text, &rng))")
                    entries.append((key, text))
                }
            }
            var members: [String] = []
            if Bool.random(using: &rng) { members.append("\"comment\"\(colon)\"\(jsonEscaped("A comment “\(index)”", &rng))\"") }
            if Bool.random(using: &rng) { members.append("\"extractionState\"\(colon)\"manual\"") }
            members.append("\"localizations\"\(colon){" + newline + localizations.joined(separator: "," + newline) + newline + "}")
            strings.append("\"\(jsonEscaped(key, &rng))\"\(colon){" + members.joined(separator: ",") + "}")
        }
        let text = "{" + newline + "  \"sourceLanguage\"\(colon)\"en\"," + newline + "  \"strings\"\(colon){" + newline
            + strings.joined(separator: "," + newline) + newline + "  }," + newline + "  \"version\"\(colon)\"1.0\"" + newline + "}" + newline
        return GeneratedFile(path: "Gen/Localizable.xcstrings", bytes: Array(text.utf8), entries: entries)
    }

    /// XML character data for a text: entities, character references, CDATA-free.
    static func xmlEscaped(_ text: String, _ rng: inout any SeededRandomNumberGenerator) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += Bool.random(using: &rng) ? "&gt;" : ">"
            case "\"": out += Bool.random(using: &rng) ? "&quot;" : "\""
            case "'": out += Bool.random(using: &rng) ? "&apos;" : "'"
            case "\r": out += "&#13;"
            case "\n": out += Bool.random(using: &rng) ? "&#10;" : "\n"
            case _ where scalar.value > 0x7F && Bool.random(using: &rng): out += "&#x\(String(scalar.value, radix: 16));"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static let xliffTexts = ["Delete", "Delete “%@”?", "A & B", "<b>bold</b>", "Line\nbreak", "Tab\there", "é😀", "写真を削除",
                             "'quoted'", "\"double\"", "", "e\u{301}", "CR\rhere", "x > y"]

    /// An XLIFF 1.2 export: one or two `<file>`s, units with source, optional target and notes, optional groups, LF or CRLF.
    static let xliff = generator { rng -> GeneratedFile in
        let newline = Bool.random(using: &rng) ? "\n" : "\r\n"
        var entries: [(key: String, text: String)] = []
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + newline
            + "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">" + newline
        for file in 0..<Int.random(in: 1...2, using: &rng) {
            text += "  <file original=\"App/en.lproj/Table\(file).strings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">" + newline
            text += "    <header><tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\"/></header>" + newline + "    <body>" + newline
            let grouped = Bool.random(using: &rng)
            if grouped { text += "<group id=\"g\">" + newline }
            for index in 0..<Int.random(in: 0...6, using: &rng) {
                let id = "unit.\(file).\(index)"
                let source = xliffTexts.pick(&rng)
                text += "      <trans-unit id=\"\(id)\" xml:space=\"preserve\">" + newline
                text += "        <source>\(xmlEscaped(source, &rng))</source>" + newline
                entries.append((id, source))
                if Bool.random(using: &rng) {
                    let target = xliffTexts.pick(&rng)
                    text += "        <target state=\"translated\">\(xmlEscaped(target, &rng))</target>" + newline
                    entries.append((id, target))
                }
                if Bool.random(using: &rng) { text += "        <note>Note \(index) &amp; more</note>" + newline }
                text += "      </trans-unit>" + newline
            }
            if grouped { text += "</group>" + newline }
            text += "    </body>" + newline + "  </file>" + newline
        }
        text += "</xliff>" + newline
        return GeneratedFile(path: "Gen/de.xliff", bytes: Array(text.utf8), entries: entries)
    }
}

extension String {
    /// LF → `newline` (for the raw text of a CRLF file).
    func replacingNewlines(with newline: String) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == "\n" { out += newline } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

// MARK: - Titles with words title style must keep

/// A title of prose words around pieces title style must never change, and where those pieces lie.
struct TitleWithKeptPieces: Sendable, CustomStringConvertible {
    var text: String
    /// Scalar offsets of the kept pieces.
    var kept: [Range<Int>]

    var description: String { text.debugDescription }
}

extension TextPieces {
    /// Lower-case and capitalized prose words, small words among them: what title style re-cases.
    static let proseWords = [
        "add", "to", "The", "the", "a", "an", "of", "and", "or", "in", "for", "with", "on", "as", "vs", "like", "sign",
        "In", "set", "up", "walk", "photo", "Settings", "new", "window", "show", "all", "about", "A", "To", "log",
        "out",
    ]

    /// Words with inner or all capitals, placeholders, URLs, domains, paths and e-mail addresses.
    static let keptPieces = [
        "iPhone", "macOS", "McTavish", "O'Reilly", "AirDrop", "PDF", "MAC", "IPAD", "OK", "AT&T", "Q&A", "D.C.", "TV",
        "%@", "%1$@", "%lld", "{name}", "%#@files@", "https://apple.com/a-b", "www.foo-bar.com", "foo-bar.com",
        "example.org", "del.icio.us", "/var/run", "~/Library/Caches", "/usr/local/bin", "a.b@c-d.com", "me@apple.com",
    ]

    /// What may stand between two pieces of a title.
    static let titleSeparators = [" ", " ", " ", " ", ": ", " – ", " - ", " (", ") ", " “", "” ", "/", "-"]
}

extension TextGen {
    /// Titles of one to eight pieces, prose words and kept pieces, joined by spaces and punctuation.
    static let titlesWithKeptPieces = generator { rng -> TitleWithKeptPieces in
        var text = String.UnicodeScalarView(), kept: [Range<Int>] = []
        for index in 0..<Int.random(in: 1...8, using: &rng) {
            if index > 0 {
                // Half the time a separator that sets a piece off (a space, bracket or quote), as copy does.
                let setOff = TextPieces.titleSeparators.filter { $0.hasSuffix(" ") || $0.hasSuffix("(") || $0.hasSuffix("“") }
                let separator = (Bool.random(using: &rng) ? setOff : TextPieces.titleSeparators).pick(&rng)
                text.append(contentsOf: separator.unicodeScalars)
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let piece = TextPieces.keptPieces.pick(&rng)
                // Never right after "-" or "/", which would join the piece to a word ("add-foo.com").
                if let last = text.last, last == "-" || last == "/" { text.append(" ") }
                kept.append(text.count..<(text.count + piece.unicodeScalars.count))
                text.append(contentsOf: piece.unicodeScalars)
                text.append(" ")
            } else {
                text.append(contentsOf: TextPieces.proseWords.pick(&rng).unicodeScalars)
            }
        }
        return TitleWithKeptPieces(text: String(text), kept: kept)
    }
}
