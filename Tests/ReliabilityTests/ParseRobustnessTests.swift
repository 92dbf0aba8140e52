import Testing
import PropertyBased
import CopyFormats

/// Tokens of every format, so random input gets past the first byte of each scanner.
private let tokens: [[UInt8]] = [
    "\"", "'", "=", ";", "/*", "*/", "//", "\\", "\\U", "\\u00", "key", " ", "\n", "\r\n", "\u{2028}",
    "<", ">", "/>", "</", "<?xml?>", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE x [ ]>", "<plist>", "</plist>", "<dict>", "</dict>",
    "<key>", "</key>", "<string>", "</string>", "<array>", "</array>", "<integer>1</integer>", "&amp;", "&#x1F600;", "&#0;", "&",
    "<xliff>", "</xliff>", "<file>", "</file>", "<trans-unit id=\"a\">", "</trans-unit>", "<source>", "</source>", "<target>", "</target>",
    "{", "}", "[", "]", ":", ",", "\"sourceLanguage\"", "\"en\"", "\"strings\"", "\"localizations\"", "\"stringUnit\"", "\"value\"",
    "\"variations\"", "\"plural\"", "\"one\"", "true", "null", "-1.5e3", "\\uD800", "é", "😀",
].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF], [0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80], Array("bplist00".utf8)]

private let byteSoup = generator { rng -> [UInt8] in
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...60, using: &rng) {
        if Int.random(in: 0..<4, using: &rng) == 0 {
            bytes.append(UInt8.random(in: 0...255, using: &rng))
        } else {
            bytes += tokens.pick(&rng)
        }
    }
    return bytes
}

private let extensions = ["strings", "stringsdict", "xcstrings", "xliff"]

@Suite struct ParseRobustness {
    /// Any bytes, for every format: the reader returns or throws, quickly; a file it returns writes back unchanged.
    @Test func randomBytesParseOrThrow() async {
        let clock = ContinuousClock()
        await propertyCheck(count: 2000, input: Gen<String?>.element(of: extensions), byteSoup) { ext, bytes in
            let path = "Random/en.lproj/Localizable.\(ext!)"
            let started = clock.now
            let file = try? LocalizationReader.parse(bytes: bytes, path: path)
            #expect(clock.now - started < .milliseconds(200), "parsing \(bytes.count) bytes as .\(ext!) took \(clock.now - started)")
            if let file {
                #expect((try? file.applying([])) == bytes)
                for index in file.entries.indices {
                    _ = file.position(ofEntry: index, scalarOffset: file.entries[index].text.unicodeScalars.count)
                }
            }
        }
    }
}
