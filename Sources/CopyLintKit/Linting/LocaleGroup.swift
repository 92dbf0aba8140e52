/// An alert or action sheet of one locale: its strings share a group and a locale (a group's translations are
/// another locale's alert). What the group rules check together, and what `--fix` checks again together.
struct LocaleGroup: Hashable {
    let locale: String
    let group: String
}
