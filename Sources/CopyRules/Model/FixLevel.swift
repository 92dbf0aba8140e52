/// How sure a fix-it is. `lint --fix` applies safe fix-its; `--fix-level suggested` applies both.
public enum FixLevel: String, Sendable, CaseIterable, Comparable {
    /// Mechanical, with one right answer and no judgement: `...` → `…`, `Ok` → `OK`, a standard command's exact
    /// name for the platform, white space the source does not have.
    case safe
    /// Rests on a reading of meaning or role: case changes, added punctuation, removed words, cancel labels, and
    /// every fix-it on a string whose role is only a guess.
    case suggested

    public static func < (a: FixLevel, b: FixLevel) -> Bool { a == .safe && b == .suggested }
}
