import CopyLowLevel

/// Values a rule derives from a locale's data once (a parsed word list, an index), shared by every check and
/// thread: `static let names = LocaleCache(Names.init)`, then `Self.names(data)`.
typealias LocaleCache<Value: Sendable> = CopyLowLevel.LocaleCache<LocaleData, Value>
