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
        verbs.withBytes { bytes in
            var lastLemma: (bytes: UnsafeBufferPointer<UInt8>, entry: Int)?
            for row in verbs.rows.reversed() {
                switch row {
                case .ascii(let formRange, let lemmaRange):
                    let form = UnsafeBufferPointer(rebasing: bytes[formRange])
                    let lemma = lemmaRange.map { UnsafeBufferPointer(rebasing: bytes[$0]) }.flatMap { $0.isEmpty ? nil : $0 } ?? form
                    guard !form.contains(where: Self.isUppercaseASCII), !lemma.contains(where: Self.isUppercaseASCII) else {
                        addVerb(form: Lexicon.fold(String(decoding: form, as: UTF8.self), locale: locale, ascii: false),
                                lemma: Lexicon.fold(String(decoding: lemma, as: UTF8.self), locale: locale, ascii: false))
                        continue
                    }
                    addVerb(asciiForm: form, lemma: lemma, lastLemma: &lastLemma)
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

    private static func isUppercaseASCII(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
}
