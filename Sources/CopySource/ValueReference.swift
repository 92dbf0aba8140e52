/// What an expression that holds a localised string names, before names are resolved across files.
enum ValueReference: Hashable, Sendable, Codable {
    /// A key, read where it is defined (`NSLocalizedString("k", …)`, `tr("Table", "k")`, a SwiftUI literal).
    case key(LocalizedKey)
    /// A qualified name: `L10n.Common.Alerts.Title`, `UserText.saveFavorite`.
    case name([String])
    /// An unqualified name inside a type (`title` in `enum Action`): a member of its type or an enclosing one.
    case scoped(type: [String], name: String)
    /// A property read through a value (`viewModel.title`): the one property of that name in the file.
    case fileMember(String)
    /// What another reference names, shown in a case the code sets (`L10n.Save.title.localizedUppercase`).
    indirect case caseSet(ValueReference)

    /// The same reference read through a case change (once: a case set twice is set).
    var caseSet: ValueReference {
        if case .caseSet = self { return self }
        return .caseSet(self)
    }
}

/// A use found in a file, its value not yet resolved to keys.
struct PendingUse: Sendable, Codable {
    var references: [ValueReference]
    var use: KeyUse
}

/// What one source file holds: the names it defines, the uses it makes, and every name it reads.
struct FileScan: Sendable, Codable {
    var path: String
    /// Qualified name (`L10n.Common.Title`, `UserText.save`) → what its value names.
    var definitions: [[String]: [ValueReference]] = [:]
    /// Members by their own name, for `fileMember` and `scoped`; a name declared twice in the file is left out.
    var members: [String: [ValueReference]] = [:]
    var uses: [PendingUse] = []
    /// Everything the file's code reads that may be a localised string (for how much of a table the code uses).
    var references: [ValueReference] = []
    /// Parameters of this file's functions that reach a known use: their callers' arguments take its role.
    var forwards: [Forward] = []
    /// Calls of functions the table does not know, with what their arguments name, for `forwards`.
    var calls: [PendingCall] = []
    /// Uses read straight from Interface Builder: their keys need no resolving.
    var resolvedUses: [ResolvedUse] = []
    /// Properties whose shown text the file's code sets (Swift and Objective-C files).
    var shownTextSetters: [ShownTextSetter] = []
    /// The outlets of an Interface Builder file.
    var outlets: [OutletConnection] = []
    /// The texts the code gives the keys it defines.
    var defaultValues: [CodeDefaultValue] = []
    /// Why the file was not read, when it was not.
    var note: String?

    init(path: String) {
        self.path = path
    }

    /// The scan of a file that was not read, and why (`note` is "PATH: why", the form every reader writes).
    init(path: String, notReadBecause why: String) {
        self.path = path
        note = "\(path): \(why)"
    }
}

/// A use whose key is known where it is read (Interface Builder's object IDs).
struct ResolvedUse: Sendable, Codable {
    var key: LocalizedKey
    var use: KeyUse
}

/// A function's parameter passed on to a use: `func showAlert(title: String) { UIAlertController(title: title, …) }`
/// makes `showAlert(title:)` an API whose `title` is an alert title.
struct Forward: Sendable, Codable, Hashable {
    var callee: String
    var label: String
    var role: String
    var startsGroup: Bool
    var literalIsKey: Bool
    var isCancel: Bool
    var isDestructive: Bool
}

/// An argument of a call the table does not know: applied when a `Forward` makes its function known.
struct PendingCall: Sendable, Codable {
    var callee: String
    var label: String
    var references: [ValueReference]
    /// The literal's keys, used only when the function takes a key there (`LocalizedStringKey`).
    var literalKeys: [LocalizedKey]
    /// Line and column of the argument, in the file of the scan that holds the call (a path a call would
    /// repeat twice is most of a cached scan).
    var line: Int32
    var column: Int32
    /// Where the call starts: the arguments of one call of an alert-making function are one alert.
    var siteLine: Int32
    var siteColumn: Int32
    /// The parameter of the function the call is in that the argument is, when it is one (a wrapper of a wrapper).
    var parameter: Forward?
    /// Whether the call gives a selected state (`OptionAction(label: …, selected: …)`): it makes a choice among
    /// others, and its text is an option where the function would show it as a command.
    var isChoice = false

    init(callee: String, label: String, references: [ValueReference], literalKeys: [LocalizedKey],
         location: SourceLocation, site: SourceLocation, parameter: Forward?, isChoice: Bool = false) {
        self.isChoice = isChoice
        self.callee = callee
        self.label = label
        self.references = references
        self.literalKeys = literalKeys
        (line, column) = (Int32(clamping: location.line), Int32(clamping: location.column))
        (siteLine, siteColumn) = (Int32(clamping: site.line), Int32(clamping: site.column))
        self.parameter = parameter
    }

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    func site(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(siteLine), column: Int(siteColumn))
    }
}
