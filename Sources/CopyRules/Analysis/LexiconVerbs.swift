import CopyLowLevel

extension LexiconWords {
    /// Adds the rows of `verbs.txt` (form, lemma): every form is a verb, every lemma a verb's base form, and a form
    /// whose lemma is another word notes it. Loading 35,000 verb forms is most of a run's start-up, so rows are
    /// read from the file's bytes: a lowercase ASCII word folds to itself in every locale, so its bytes go into
    /// the table as they are; other rows are folded as strings. Rows are read last to first, so a form's first
    /// row, which wins, is written last; a form that is its own lemma has none in its entry (a lookup that finds
    /// none means the form itself).
    mutating func addVerbs(_ verbs: WordPairs, locale: String) {
        reserveCapacity(verbs.rows.count)
        verbs.withUTF8 { bytes in
            var lastLemma: (range: Range<Int>, entry: Int)?
            for row in verbs.rows.reversed() {
                switch row {
                case .ascii(let form, let lemmaRange):
                    let lemma = lemmaRange.flatMap { $0.isEmpty ? nil : $0 } ?? form
                    guard !Self.hasUppercaseASCII(bytes, form), !Self.hasUppercaseASCII(bytes, lemma) else {
                        addVerb(form: Lexicon.fold(verbs.string(form), locale: locale, ascii: false),
                                lemma: Lexicon.fold(verbs.string(lemma), locale: locale, ascii: false))
                        continue
                    }
                    addVerb(asciiForm: form, lemma: lemma, in: bytes, lastLemma: &lastLemma)
                case .text(let row):
                    let form = Lexicon.fold(row[0], locale: locale, ascii: false)
                    addVerb(form: form, lemma: row.count > 1 && !row[1].isEmpty ? Lexicon.fold(row[1], locale: locale, ascii: false) : form)
                }
            }
        }
    }

    /// A folded verb form and its folded lemma, as strings (the rows the bytes cannot stand for).
    private mutating func addVerb(form: String, lemma: String) {
        if lemma == form {
            update(form) { $0.classes.formUnion([.verb, .verbLemma]) }
            setLemma(nil, of: form)
        } else {
            update(form) { $0.classes.insert(.verb) }
            setLemma(lemma, of: form)
            insert([.verb, .verbLemma], for: lemma)
        }
    }

    private static func hasUppercaseASCII(_ utf8: Span<UInt8>, _ range: Range<Int>) -> Bool {
        range.contains { utf8[$0] >= 65 && utf8[$0] <= 90 }
    }
}
