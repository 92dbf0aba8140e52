import CopyLowLevel
import Foundation
import Synchronization
import CopyFormats
import CopyRules

/// Lints localisation files: finds them, reads each, infers roles (translations take their source's),
/// runs the rules — per string, per alert group, per translation against its source, per table —
/// and with `fix` writes fix-its back. Files are processed in parallel, one checker per worker.
public final class ProjectLinter: Sendable {
    public let options: LintOptions
    public let store: DictionaryStore
    private let reader: ProjectReader

    public init(options: LintOptions = LintOptions(), store: DictionaryStore = .bundled) {
        // Role inference and the checkers read the same store (user word lists included).
        self.options = options
        self.store = store
        reader = ProjectReader(options: options, store: store)
    }

    /// The files to lint under the given paths. Throws `MissingPathError` for a path that does not exist.
    public func files(under paths: [String]) throws -> [String] {
        languageFiles(try FileDiscovery.localizationFiles(under: paths)).files
    }

    /// The files whose `.lproj` folder, if any, is a language's, and the locales of the folders that are not
    /// (`qqq`, `en-XA`, unknown codes: `DictionaryStore.isLanguage`), sorted. A String Catalog or XLIFF file names
    /// each entry's locale itself (`mul.lproj/Localizable.xcstrings`): those entries are sorted when read.
    public func languageFiles(_ paths: [String]) -> (files: [String], skippedLocales: [String]) {
        Self.languageFiles(paths, store: store)
    }

    /// `languageFiles(_:)` by the locales a store knows, without a linter.
    public static func languageFiles(_ paths: [String], store: DictionaryStore)
        -> (files: [String], skippedLocales: [String]) {
        var skipped = Set<String>()
        var known: [String: Bool] = [:]
        let files = paths.filter { path in
            guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict"), let locale = ProjectReader.lprojLocale(path) else {
                return true
            }
            let isLanguage = known[locale] ?? store.isLanguage(locale)
            known[locale] = isLanguage
            if !isLanguage { skipped.insert(locale) }
            return isLanguage
        }
        return (files, skipped.sorted())
    }

    /// Roles and texts of every source-language `.lproj` string among the files, for their translations.
    public func sourceIndex(of paths: [String]) -> SourceIndex {
        sourceReads(of: paths, warmingLexicon: false).index
    }

    /// The source files read, and their index. With `warmingLexicon`, the source locale's lexicon is built during
    /// the read, which the rules of the first files would otherwise wait for (35,000 English verb forms: about a
    /// tenth of a small project's run). It is one more item of the parallel read: the worker that takes it builds
    /// it, then reads sources with the others. (It used to be built beside the whole read, which then ran on one
    /// core, the other idle once it was done.)
    /// `known`: source files read already, as they will be once fixed (`planSources`).
    /// `parsingAhead`: translation files parsed after the sources, by workers that have no source left (`parsed`):
    /// a project with one large source file read it on one core while the other, once the lexicon was built, had
    /// nothing to do (DuckDuckGo's: a quarter of that step). Understanding them waits for the index; the first
    /// files in lint order are taken, so they are let go first.
    /// `parsed`: files parsed already (`planSources`), counted among those parsed ahead.
    /// `keepingText`: see `ProjectReader.parse(path:keepingText:)`.
    private func sourceReads(of paths: [String], warmingLexicon: Bool, parsingAhead: Int = 0,
                             known: [String: ReadFile] = [:], parsed parsedBefore: [String: LocalizationFile] = [:],
                             keepingText: Bool = true)
        -> (index: SourceIndex, reads: [String: ReadFile], parsed: [String: LocalizationFile]) {
        let sourceLocale = store.locale(options.sourceLocale)
        let sourcePaths = paths.filter(reader.isSourcePath)
        let ahead = pathsParsedAhead(paths, count: parsingAhead).filter { parsedBefore[$0] == nil }
            .map(SourceReadItem.parse)
        let work: [SourceReadItem] = (warmingLexicon ? [.lexicon] : []) + sourcePaths.map(SourceReadItem.source) + ahead
        var index = SourceIndex()
        var byPath: [String: ReadFile] = [:]
        var parsed = parsedBefore
        ParallelMap.forEach(work, makeContext: {}, { _, item -> SourceReadOutput in
            switch item {
            case .lexicon:
                _ = Lexicon.of(sourceLocale)
                return .none
            case .source(let path):
                // A source file's entries are all source strings: nothing in them is looked up in an index.
                let read = known[path]
                    ?? (try? self.reader.read(path: path, sources: SourceIndex(), keepingText: keepingText))
                return read.map(SourceReadOutput.read) ?? .none
            case .parse(let path):
                // A file that cannot be parsed is left to the lint, which reads it again and reports why.
                let file = try? self.reader.parse(path: path, keepingText: keepingText)
                return file.map(SourceReadOutput.parsed) ?? .none
            }
        }, consume: { output in
            switch output {
            case .none: break
            case .read(let read):
                // Indexed in path order as reads come in, while the other workers read on.
                index.add(read)
                byPath[read.file.path] = read
            case .parsed(let file): parsed[file.path] = file
            }
        })
        return (index, byPath, parsed)
    }

    private enum SourceReadItem: Sendable {
        case lexicon
        case source(String)
        case parse(String)
    }

    private enum SourceReadOutput: Sendable {
        case none
        case read(ReadFile)
        case parsed(LocalizationFile)
    }

    /// The source tables of the translation files among `paths` that `paths` lacks: for `X.lproj/T.strings`, the
    /// `T.strings` of the source locale's `.lproj` beside it, or of `Base.lproj`, when the file exists.
    public func sourcesBeside(_ paths: [String]) -> [String] {
        let given = Set(paths)
        var found: [String] = []
        var seen = Set<String>()
        for path in paths where ProjectReader.lprojLocale(path) != nil && !reader.isSourcePath(path) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { continue }
            let folder = parts.dropLast(2).joined(separator: "/")
            let prefix = parts.count == 2 ? "" : folder + "/"
            let candidates = [options.sourceLocale, "Base"].map { "\(prefix)\($0).lproj/\(parts[parts.count - 1])" }
            // Linting the whole tree gives the sources already: nothing to look for on disk.
            if candidates.contains(where: given.contains) { continue }
            for candidate in candidates where !seen.contains(candidate) && FileManager.default.fileExists(atPath: candidate) {
                seen.insert(candidate)
                found.append(candidate)
            }
        }
        return found
    }

    /// Every file's entries as copylint understood them (for `copylint entries`); unreadable files give their error.
    public func read(_ paths: [String]) -> [Result<ReadFile, ParseError>] {
        let (sources, reads, _) = sourceReads(of: paths + sourcesBeside(paths), warmingLexicon: false)
        return ParallelMap.map(paths) { path in
            do { return .success(try reads[path] ?? self.reader.read(path: path, sources: sources)) } catch {
                return .failure(Self.parseError(error, path: path))
            }
        }
    }

    /// Lints every file; with `fix`, writes fixed files first and reports what remains.
    /// `progress` is called from the worker threads with the number of files done so far.
    public func lint(_ paths: [String], fix: FixRequest? = nil, progress: (@Sendable (Int) -> Void)? = nil) -> [FileResult] {
        var results: [FileResult] = []
        lint(paths, fix: fix, progress: progress) { results.append($0) }
        return results
    }

    /// `lint(_:fix:progress:)` at the default fix level.
    public func lint(_ paths: [String], fix: Bool, progress: (@Sendable (Int) -> Void)? = nil) -> [FileResult] {
        lint(paths, fix: fix ? FixRequest() : nil, progress: progress)
    }

    /// Lints every file and hands each file's result to `each` in path order as soon as it is ready, so output
    /// can be written while later files are linted and memory follows the largest file, not the tree.
    ///
    /// With `fix`, the run plans first and writes what it planned: the source files' fixes are worked out (not
    /// written) before anything else, and translations are judged against their sources as fixed, so that what a
    /// source's fix brings about in its translations is found, announced (`FileResult.applied`) and written in the
    /// same run, and a second run finds nothing more to fix. Every string written is the fix-its the run
    /// announces for it, at the level asked for, applied once to the text they were found in.
    public func lint(_ paths: [String], fix: FixRequest? = nil, progress: (@Sendable (Int) -> Void)? = nil, each: (FileResult) -> Void) {
        // Two files a worker parsed ahead: enough to fill the wait for one large source file, few enough that
        // memory still follows the largest files, not the tree.
        let parsingAhead = 2 * AvailableCores.count
        let (plans, parsedWhilePlanning) = fix.map { planSources(paths, level: $0.level, parsingAhead: parsingAhead) }
            ?? ([:], [:])
        // A translation linted without its source table (`lint de.lproj/Localizable.strings`, as pre-commit hooks
        // and changed-file jobs run it) is still checked against it: the source beside it is read, not linted.
        let (sources, reads, parsedAhead) = sourceReads(of: paths + sourcesBeside(paths), warmingLexicon: true,
                                                        parsingAhead: parsingAhead,
                                                        known: plans.compactMapValues(\.planned),
                                                        parsed: parsedWhilePlanning, keepingText: fix != nil)
        // The source files read for the index are linted as read, not read again; each is let go once linted
        // (the dictionary is moved into the lock, so no other reference keeps the reads alive).
        let sourceReads = Mutex(consume reads)
        let parsed = Mutex(consume parsedAhead)
        let options = self.options
        let store = self.store
        let done = Atomic<Int>(0)
        // One file (a catalog holds a whole app's strings) is linted by one worker: its strings are checked on
        // every core. So is the one file left to plan when the sources were planned already (`--fix` of a source
        // table and its translation): the others' work is only writing what was planned. And so are no more files
        // than cores (a source table and its translation): a worker that finishes first leaves its core to the
        // other file's helpers (`HelpedMap`). Beyond that, workers keep every core busy with files of their own.
        let unplanned = paths.lazy.filter { plans[$0] == nil }
        let spreads = unplanned.prefix(AvailableCores.count + 1).count <= AvailableCores.count
        let order = fix == nil && spreads ? sourcesFirst(paths, reads: sourceReads, parsed: parsed) : nil
        ParallelMap.forEach(paths, oneAtATime: order, makeContext: {
            Self.entryChecker(store: store, options: options)
        }, { checker, path in
            let result: FileResult
            if let fix, let plan = plans[path] {
                result = self.carryOut(plan, fix: fix, sources: sources, checker: checker)
            } else {
                let read = sourceReads.withLock { $0.removeValue(forKey: path) }
                    ?? parsed.withLock { $0.removeValue(forKey: path) }.map {
                        self.reader.understand($0, sources: sources, keepingDecisions: fix != nil)
                    }
                result = self.lint(path, read: read, sources: sources, checker: checker, fix: fix, spreads: spreads)
                // A large file is freed on another thread (`BackgroundRelease`); a small one costs less to free here.
                if let entries = read?.entries.count, entries >= Self.spreadEntries {
                    BackgroundRelease.release(consume read)
                }
            }
            progress?(done.add(1, ordering: .relaxed).newValue)
            return result
        }, consume: { result in
            each(result)
            // A large file's findings are freed on another thread once reported, not before the next report.
            if result.findings.count >= Self.spreadEntries { BackgroundRelease.release(result) }
        })
        BackgroundRelease.release(consume sources)
    }

    /// The order in which to lint a few large files one at a time, each on every core, nil to lint them side by
    /// side: the source tables (read already, for the index) first, each let go once linted, before the next file
    /// is understood. Side by side, a 200,000-string table and its translation were both held, with their roles
    /// and findings, until the translation was linted (the first in path order); one at a time, the peak of a lint
    /// holds one file's roles and findings besides the index.
    private func sourcesFirst(_ paths: [String], reads: borrowing Mutex<[String: ReadFile]>,
                              parsed: borrowing Mutex<[String: LocalizationFile]>) -> [Int]? {
        guard paths.count > 1 else { return nil }
        var read: [Int] = []
        var others: [Int] = []
        for (index, path) in paths.enumerated() {
            let entries: Int?
            if let count = reads.withLock({ $0[path]?.entries.count }) {
                read.append(index)
                entries = count
            } else {
                others.append(index)
                entries = parsed.withLock { $0[path]?.entries.count }
            }
            guard let entries, entries >= Self.spreadEntries else { return nil }
        }
        return read + others
    }

    /// The translation files parsed ahead while sources are read or planned: the first `count` in lint order, so
    /// that they are let go first. Planning and reading name the same ones, so that none is parsed twice.
    private func pathsParsedAhead(_ paths: [String], count: Int) -> [String] {
        Array(paths.lazy.filter { !self.reader.isSourcePath($0) }.prefix(count))
    }

    /// What `--fix` will do to one file: the file as read, its findings with their fix-its, the texts they fix,
    /// and the file as it will be once written (nil when it could not be read or its fixes cannot be written).
    struct FilePlan: Sendable {
        var read: ReadFile
        var findings: [Finding]
        var fixedTexts: [Int: String]
        var planned: ReadFile?
        /// The findings of the file as planned: what is left once it is written (nil: not known yet).
        var left: [Finding]?
        /// The fixed file of `fixedTexts`, made and checked (`FileWriter.fixedFile`): what `--fix` writes (nil: not
        /// made, or no byte changes).
        var written: LocalizationFile?
        var fixError: String?
    }

    /// Plans the source files' fixes on every core, without writing them: their translations are then judged
    /// against them as they will be. Meanwhile, workers with no source left parse the first `parsingAhead` other
    /// files (`parsed`): a project's one large source table was planned on one core while the other waited.
    private func planSources(_ paths: [String], level: FixLevel, parsingAhead: Int)
        -> (plans: [String: FilePlan], parsed: [String: LocalizationFile]) {
        let options = self.options
        let store = self.store
        let sourcePaths = paths.filter(reader.isSourcePath)
        let ahead = pathsParsedAhead(paths, count: parsingAhead)
        // One source file (a project's usual one table) is planned by one worker: its strings are checked on
        // every core, as are those of no more files than cores (see `lint(_:fix:progress:each:)`).
        let spreads = sourcePaths.count <= AvailableCores.count
        let items = sourcePaths.map { (path: $0, isSource: true) } + ahead.map { (path: $0, isSource: false) }
        let done = ParallelMap.map(items, makeContext: {
            Self.entryChecker(store: store, options: options)
        }) { checker, item -> (plan: (String, FilePlan)?, parsed: LocalizationFile?) in
            guard item.isSource else {
                // A file that cannot be parsed is left to the lint, which reads it again and reports why.
                return (nil, try? LocalizationReader.read(path: item.path, maximumBytes: self.options.maximumFileBytes))
            }
            // A source file's entries are all source strings: nothing in them is looked up in an index. A file that
            // cannot be read is left to the lint, which reads it again and reports why.
            guard let read = try? self.reader.read(path: item.path, sources: SourceIndex(), keepingDecisions: true)
            else { return (nil, nil) }
            return ((item.path, self.plan(read, level: level, sources: SourceIndex(), checker: checker,
                                          spares: self.spareCheckers(read, spreads: spreads))), nil)
        }
        let plans = Dictionary(done.compactMap(\.plan), uniquingKeysWith: { first, _ in first })
        let parsed = Dictionary(done.compactMap(\.parsed).map { ($0.path, $0) }) { first, _ in first }
        return (plans, parsed)
    }

    /// One file's plan. In a catalog or XLIFF file, which holds its sources beside their translations, the
    /// translations are judged against their sources as fixed.
    private func plan(_ read: ReadFile, level: FixLevel, sources: SourceIndex, checker: EntryChecker,
                      spares: [EntryChecker] = []) -> FilePlan {
        // A file of sources and their translations (a catalog): the translations' strings are checked once, against
        // their sources as fixed (checked against the sources as read too, those of fixed sources were checked twice).
        let defers = read.file.format.localeLayout == .localesInFile && read.entries.contains(where: \.isSource)
        var (found, diagnostics) = check(read, checker: checker, sources: sources, spares: spares,
                                         deferringTranslations: defers)
        // The checks of the file as fixed check again only what the fixes change.
        var earlier = EarlierCheck(read: read, diagnostics: consume diagnostics, translationsDeferred: defers)
        let threads = spares.count + 1
        var fixed = FixApplication.fixedTexts(read, findings: found, level: level, threads: threads)
        if let againstFixed = FixApplication.translationsOfFixedSources(read, fixedTexts: fixed, all: defers,
                                                                        threads: threads) {
            // Their findings as judged against the sources as fixed replace those of the first check.
            let checkedAgain = Set(againstFixed.entries.map(\.index))
            // Only the translations are checked again: their groups' other members and the groups' answers stand.
            let (translations, diagnostics) = check(againstFixed, checker: checker, sources: sources,
                                                    spares: spares, entriesOnly: true, reusing: earlier)
            earlier.update(againstFixed, diagnostics: diagnostics)
            // In place: a filtered and sorted copy retained and released every string of every finding.
            found.removeAll { $0.entryIndex.map(checkedAgain.contains) ?? false }
            found.append(contentsOf: consume translations)
            found.sort { Finding.isOrderedBefore($0, $1, byLocale: true) }
            fixed = FixApplication.fixedTexts(read, findings: found, level: level, threads: threads)
        }
        var plan = FilePlan(read: read, findings: found, fixedTexts: fixed, planned: read)
        // The fixed file is checked as the next run would check it. A string there with fix-its of the level
        // still to apply is not settled (one rule takes away what another puts back, a fix exposes another): its
        // fixes are left out, reported and not applied, so that one run reaches the fixed point.
        for _ in 0..<3 where !plan.fixedTexts.isEmpty {
            do {
                guard let written = try FileWriter.fixedFile(read.file, fixedTexts: plan.fixedTexts, threads: threads)
                else { break }
                plan.written = written
                let planned = understand(written, fixing: read, sources: sources)
                let left = check(planned, checker: checker, sources: sources, spares: spares, reusing: earlier,
                                 keepingDiagnostics: false).findings
                let unsettled = Set(left.compactMap { finding in
                    finding.diagnostic.fixIts.contains { $0.level <= level } ? finding.entryIndex.flatMap { plan.fixedTexts[$0] == nil ? nil : $0 } : nil
                })
                plan.planned = planned
                plan.left = left
                if unsettled.isEmpty { break }
                for index in unsettled { plan.fixedTexts[index] = nil }
                plan.written = nil
                plan.left = nil
                plan.planned = read
            } catch {
                plan.planned = nil
                plan.fixError = "\(error)"
                break
            }
        }
        // The first check's diagnostics of a large file are freed on another thread (`BackgroundRelease`).
        if !spares.isEmpty { BackgroundRelease.release(consume earlier) }
        // Settling ran out of rounds: the file as it will be, for the index, without a check of what is left.
        if plan.left == nil, plan.fixError == nil, !plan.fixedTexts.isEmpty {
            do {
                plan.written = try FileWriter.fixedFile(read.file, fixedTexts: plan.fixedTexts, threads: threads)
                plan.planned = plan.written.map { understand($0, fixing: read, sources: sources) } ?? read
            } catch {
                plan.planned = nil
                plan.fixError = "\(error)"
            }
        }
        return plan
    }

    /// `written`, the fixed version of `read`, understood: its entries that a fix left as they were take the role
    /// decisions made for them in `read` (`ReadFile.decisions`).
    private func understand(_ written: LocalizationFile, fixing read: ReadFile, sources: SourceIndex) -> ReadFile {
        reader.understand(written, sources: sources, keepingDecisions: false, reusing: read.decisions)
    }

    /// Writes (or, for a dry run, shows) what a file's plan fixes, and reports what is left.
    private func carryOut(_ plan: FilePlan, fix: FixRequest, sources: SourceIndex, checker: EntryChecker) -> FileResult {
        var result = FileResult(path: plan.read.file.path)
        result.strings = plan.read.entries.count
        result.findings = plan.findings
        if let fixError = plan.fixError {
            result.fixError = fixError
            return result
        }
        guard !plan.fixedTexts.isEmpty else { return result }
        do {
            if fix.dryRun {
                result.preview = try FileWriter.preview(plan.read.file, fixedTexts: plan.fixedTexts)
            } else if let written = try plan.written.map({
                try FileWriter.write(plan.read.file, as: $0, within: options.writableRoots)
            }) ?? FileWriter.write(plan.read.file, fixedTexts: plan.fixedTexts, within: options.writableRoots) {
                // What is left: the file as written, as the plan checked it (or checked now).
                result.findings = plan.left ?? findings(understand(written, fixing: plan.read, sources: sources),
                                                        checker: checker, sources: sources)
                result.strings = written.entries.count
            }
            result.fixedStrings = plan.fixedTexts.count
            // A large file's on every core: no other work is left for them.
            let threads = plan.findings.count >= Self.spreadEntries ? AvailableCores.count : 1
            result.applied = FixApplication.applied(plan.findings, level: fix.level, fixedTexts: plan.fixedTexts,
                                                    threads: threads)
        } catch {
            result.fixError = "\(error)"
        }
        return result
    }

    /// A worker's checker (each has its own: ICU iterators and caches are not shared between threads).
    private static func entryChecker(store: DictionaryStore, options: LintOptions, pretranslation: Bool = false) -> EntryChecker {
        EntryChecker(checker: BatchChecker(Checker(store: store, options: options.ruleOptions, enabled: options.enabledRules,
                                                   named: options.namedRules, pretranslation: pretranslation)),
                     sourceLocale: store.canonicalLocale(options.sourceLocale), includeStale: options.includeStale,
                     sourceUses: options.sourceUses)
    }

    /// Checks the source strings before translation: every source-language rule, the pretranslation rules,
    /// and `missing_comment`/`ambiguous_source` across all source strings. Translation `.lproj` files are skipped.
    public func pretranslate(_ paths: [String]) -> [FileResult] {
        let options = self.options
        let store = self.store
        let sourcePaths = paths.filter { ProjectReader.lprojLocale($0) == nil || reader.isSourcePath($0) }
        let reviewed = ParallelMap.map(sourcePaths, makeContext: {
            Self.entryChecker(store: store, options: options, pretranslation: true)
        }) { checker, path -> (FileResult, [SourceReview.SourceString]) in
            var result = FileResult(path: path)
            do {
                var read = try self.reader.read(path: path, sources: SourceIndex())
                read.entries = read.entries.filter(\.isSource)
                result.strings = read.entries.count
                result.findings = self.findings(read, checker: checker, sources: SourceIndex())
                return (result, read.entries.map { SourceReview.SourceString(file: path, entry: $0) })
            } catch {
                result.error = Self.parseError(error, path: path)
                return (result, [])
            }
        }
        let review = SourceReview.findings(reviewed.flatMap(\.1), isEnabled: options.enabledRules ?? { _ in true })
        let byFile = Dictionary(grouping: review, by: \.file)
        return reviewed.map { result, _ in
            var result = result
            result.findings = (result.findings + (byFile[result.path] ?? [])).sorted { Finding.isOrderedBefore($0, $1, byLocale: false) }
            return result
        }
    }

    /// Files of at least this many entries are checked on every core when they are linted alone: below it,
    /// making the other cores' checkers costs about what they save.
    static let spreadEntries = 4_000

    /// Checkers for the other cores, for a file that `spreads` (is linted alone) and is large enough; none otherwise.
    private func spareCheckers(_ read: ReadFile, spreads: Bool) -> [EntryChecker] {
        guard spreads, read.entries.count >= Self.spreadEntries, AvailableCores.count > 1 else { return [] }
        return (1..<AvailableCores.count).map { _ in Self.entryChecker(store: store, options: options) }
    }

    /// Lints one file, `read` already or read now; with `spreads`, a large file's strings are checked on every
    /// core (`EntryChecker.diagnostics(_:spares:)`).
    private func lint(_ path: String, read: ReadFile?, sources: SourceIndex, checker: EntryChecker,
                      fix: FixRequest?, spreads: Bool = false) -> FileResult {
        do {
            let read = try read ?? reader.read(path: path, sources: sources, keepingDecisions: fix != nil,
                                               keepingText: fix != nil)
            let spares = spareCheckers(read, spreads: spreads)
            guard let fix else {
                var result = FileResult(path: path)
                result.strings = read.entries.count
                result.findings = findings(read, checker: checker, sources: sources, spares: spares)
                return result
            }
            // Fixing checks the file up to four times (as read, against its fixed sources, as fixed), each check
            // on every core.
            let plan = plan(read, level: fix.level, sources: sources, checker: checker, spares: spares)
            let result = carryOut(plan, fix: fix, sources: sources, checker: checker)
            // A large file's plan (the file as read and as fixed, their roles and findings) is freed on
            // another thread: freed here, it held up the report.
            if !spares.isEmpty { BackgroundRelease.release(consume plan) }
            return result
        } catch {
            var result = FileResult(path: path)
            result.error = Self.parseError(error, path: path)
            return result
        }
    }

    /// The file's findings, sorted. `entriesOnly`: only the entries' own, without the file's (format issues, missing
    /// and extra translations), for a check whose other findings are not used.
    private func findings(_ read: ReadFile, checker: EntryChecker, sources: SourceIndex,
                          spares: [EntryChecker] = [], entriesOnly: Bool = false) -> [Finding] {
        check(read, checker: checker, sources: sources, spares: spares, entriesOnly: entriesOnly,
              keepingDiagnostics: false).findings
    }

    /// The file's findings (`findings(_:checker:sources:spares:entriesOnly:)`) and, when `keepingDiagnostics`, the
    /// entries' diagnostics they were made from, kept for a check of the file as fixed. `earlier`: such kept
    /// diagnostics of the file before it was fixed, which the strings its fixes left as they were keep.
    /// `deferringTranslations`: without the translations' own findings (`EntryChecker.diagnostics`).
    private func check(_ read: ReadFile, checker: EntryChecker, sources: SourceIndex, spares: [EntryChecker] = [],
                       entriesOnly: Bool = false, reusing earlier: EarlierCheck? = nil,
                       keepingDiagnostics: Bool = true, deferringTranslations: Bool = false)
        -> (findings: [Finding], diagnostics: EntryDiagnostics) {
        let isEnabled = options.enabledRules ?? { _ in true }
        var findings: [Finding] = []
        for issue in read.file.issues where isEnabled(issue.kind) && !entriesOnly {
            let diagnostic = Diagnostic(rule: issue.kind, severity: ProjectRules.duplicateKey.severity, message: issue.message, range: 0..<0)
            findings.append(Finding(diagnostic: diagnostic, file: read.file.path, line: issue.position.line, column: issue.position.column,
                                    key: issue.key, locale: read.entries.first?.locale ?? "", role: .unknown, text: ""))
        }
        let coverage = options.ruleOptions.thresholds["missing_translation_coverage"]
            ?? TranslationCoverage.defaultCoverage
        // Missing translations are found while the strings are grouped: both ran on one core in a large file.
        let (missing, entryDiagnostics) = HelpedMap.both(threads: spares.count + 1) {
            entriesOnly ? []
                : TranslationCoverage.findings(read, sources: sources, isEnabled: isEnabled, coverage: coverage)
        } and: {
            checker.diagnostics(read, spares: spares, reusing: earlier, deferringTranslations: deferringTranslations)
        }
        findings += consume missing
        let checked = keepingDiagnostics ? entryDiagnostics : EntryDiagnostics()
        var diagnostics = (consume entryDiagnostics).combined()
        if TranslationCoverage.isMostlyCopies(read, sources: sources) {
            TranslationCoverage.leaveOutCopies(&diagnostics, read)
        }
        // Asked only of a file with diagnostics: a table of data has none (`understand` leaves its strings unchecked).
        let isData = !diagnostics.isEmpty && DataTable.isData(read)
        // In entry order, so that the findings come nearly sorted (a dictionary's order is its hashes'); in parts on
        // the spares' threads too, as the strings were checked.
        let sorted = diagnostics.sorted(by: { $0.key < $1.key })
        // Joined with the file's own findings in one pass: each finding is copied once, not twice.
        let parts = HelpedMap.map(partsOf: sorted.count, threads: spares.count + 1) { part in
            entryFindings(sorted[part], read: read, isData: isData)
        }
        findings = HelpedMap.joined([consume findings] + parts, threads: spares.count + 1)
        if !spares.isEmpty { BackgroundRelease.release((consume diagnostics, consume sorted)) }
        let suppressions = Suppressions(read.file)
        if !suppressions.isEmpty {
            suppressions.apply(to: &findings, file: read.file.path, locale: read.entries.first?.locale ?? "", isEnabled: isEnabled)
        }
        if !options.severities.isEmpty {
            for index in findings.indices {
                findings[index].diagnostic.severity = options.severities[findings[index].diagnostic.rule] ?? findings[index].diagnostic.severity
            }
        }
        findings.sort { Finding.isOrderedBefore($0, $1, byLocale: true) }
        return (findings, checked)
    }

    /// The findings of some entries' diagnostics, each diagnostic placed in its file and guarded (`FixApplication`).
    private func entryFindings(_ diagnostics: ArraySlice<(key: Int, value: [Diagnostic])>, read: ReadFile,
                               isData: Bool) -> [Finding] {
        var findings: [Finding] = []
        // Room for them all at once: grown by doubling, a large file's parts held up to twice the room they used
        // (50 MB of a 200,000-key catalog's findings, 28 MB of them used).
        findings.reserveCapacity(diagnostics.reduce(0) { $0 + $1.value.count })
        for (index, found) in diagnostics {
            guard let position = read.position(ofEntry: index) else { continue }
            let entry = read.entries[position]
            let positions = read.file.positions(ofEntry: index, scalarOffsets: found.map(\.range.lowerBound))
            let roleIsKnown = FixSafety.isKnown(entry.assignment.confidence)
            let fixable = entry.isEditable && !isData && FixApplication.isWrittenLanguage(entry.locale)
            let sourceIsText = entry.isSource || (entry.ownSourceText ?? entry.sourceText) != entry.key
            let guarded = FixApplication.guarded(found, text: entry.text, fixable: fixable, roleIsKnown: roleIsKnown,
                                                 sourceIsText: sourceIsText)
            for (diagnostic, position) in zip(guarded, positions) {
                findings.append(Finding(diagnostic: diagnostic, entryIndex: index, file: read.file.path,
                                        line: position.line, column: position.column, key: entry.key,
                                        locale: entry.locale, role: entry.assignment.role, text: entry.text,
                                        textColumn: entry.position.column))
            }
        }
        return findings
    }

    private static func parseError(_ error: Error, path: String) -> ParseError {
        (error as? ParseError) ?? ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "\(error)")
    }
}
