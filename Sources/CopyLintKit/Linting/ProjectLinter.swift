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
        try FileDiscovery.localizationFiles(under: paths)
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
    /// `known`: source files read already (by `fixSources`), as they now are on disk.
    /// `parsingAhead`: translation files parsed after the sources, by workers that have no source left (`parsed`):
    /// a project with one large source file read it on one core while the other, once the lexicon was built, had
    /// nothing to do (DuckDuckGo's: a quarter of that step). Understanding them waits for the index; the first
    /// files in lint order are taken, so they are let go first.
    private func sourceReads(of paths: [String], warmingLexicon: Bool, parsingAhead: Int = 0, known: [String: ReadFile] = [:])
        -> (index: SourceIndex, reads: [String: ReadFile], parsed: [String: LocalizationFile]) {
        let sourceLocale = store.locale(options.sourceLocale)
        let sourcePaths = paths.filter(reader.isSourcePath)
        let ahead = paths.lazy.filter { !self.reader.isSourcePath($0) }.prefix(parsingAhead).map(SourceReadItem.parse)
        let work: [SourceReadItem] = (warmingLexicon ? [.lexicon] : []) + sourcePaths.map(SourceReadItem.source) + ahead
        var index = SourceIndex()
        var byPath: [String: ReadFile] = [:]
        var parsed: [String: LocalizationFile] = [:]
        ParallelMap.forEach(work, makeContext: {}, { _, item -> SourceReadOutput in
            switch item {
            case .lexicon:
                _ = Lexicon.of(sourceLocale)
                return .none
            case .source(let path):
                // A source file's entries are all source strings: nothing in them is looked up in an index.
                return (known[path] ?? (try? self.reader.read(path: path, sources: SourceIndex()))).map(SourceReadOutput.read) ?? .none
            case .parse(let path):
                // A file that cannot be parsed is left to the lint, which reads it again and reports why.
                return (try? LocalizationReader.read(path: path, maximumBytes: self.options.maximumFileBytes)).map(SourceReadOutput.parsed) ?? .none
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

    /// Every file's entries as copylint understood them (for `copylint entries`); unreadable files give their error.
    public func read(_ paths: [String]) -> [Result<ReadFile, ParseError>] {
        let (sources, reads, _) = sourceReads(of: paths, warmingLexicon: false)
        return ParallelMap.map(paths) { path in
            do { return .success(try reads[path] ?? self.reader.read(path: path, sources: sources)) } catch {
                return .failure(Self.parseError(error, path: path))
            }
        }
    }

    /// Lints every file; with `fix`, writes fixed files first and reports what remains.
    /// `progress` is called from the worker threads with the number of files done so far.
    public func lint(_ paths: [String], fix: Bool = false, progress: (@Sendable (Int) -> Void)? = nil) -> [FileResult] {
        var results: [FileResult] = []
        lint(paths, fix: fix, progress: progress) { results.append($0) }
        return results
    }

    /// Lints every file and hands each file's result to `each` in path order as soon as it is ready, so output
    /// can be written while later files are linted and memory follows the largest file, not the whole tree.
    public func lint(_ paths: [String], fix: Bool = false, progress: (@Sendable (Int) -> Void)? = nil, each: (FileResult) -> Void) {
        // With `fix`, the source files are fixed first and then read for the index, so that translations are fixed
        // and reported against their sources as fixed. Against the sources as first read, a second `--fix` fixed
        // them again (92 of the 317 files the corpus's first run fixed: trailing spaces their source had lost).
        let sourceFixes = fix ? fixSources(paths) : (results: [:], reads: [:])
        // Two files a worker parsed ahead: enough to fill the wait for one large source file, few enough that
        // memory still follows the largest files, not the tree.
        let (sources, reads, parsedAhead) = sourceReads(of: paths, warmingLexicon: true, parsingAhead: 2 * AvailableCores.count, known: sourceFixes.reads)
        // The source files read for the index are linted as read, not read again; each is let go once linted
        // (the dictionary is moved into the lock, so no other reference keeps the reads alive).
        let sourceReads = Mutex(consume reads)
        let parsed = Mutex(consume parsedAhead)
        let options = self.options
        let store = self.store
        let done = Atomic<Int>(0)
        ParallelMap.forEach(paths, makeContext: {
            Self.entryChecker(store: store, options: options)
        }, { checker, path in
            let read = sourceReads.withLock { $0.removeValue(forKey: path) }
                ?? parsed.withLock { $0.removeValue(forKey: path) }.map { self.reader.understand($0, sources: sources) }
            var result = self.lint(path, read: read, sources: sources, checker: checker, fix: fix)
            if let earlier = sourceFixes.results[path] {
                result.fixedStrings += earlier.fixedStrings
                result.fixError = result.fixError ?? earlier.fixError
            }
            progress?(done.add(1, ordering: .relaxed).newValue)
            return result
        }, consume: each)
    }

    /// A worker's checker (each has its own: ICU iterators and caches are not shared between threads).
    private static func entryChecker(store: DictionaryStore, options: LintOptions, pretranslation: Bool = false) -> EntryChecker {
        EntryChecker(checker: Checker(store: store, options: options.ruleOptions, enabled: options.enabledRules, pretranslation: pretranslation),
                     sourceLocale: store.canonicalLocale(options.sourceLocale), includeStale: options.includeStale)
    }

    /// Fixes the source files alone, on every core: what each fixed, and each as it now is on disk (as written, or
    /// as read when nothing was written), by path, so that the index is made without reading them again. A file
    /// that cannot be read, or whose fixes were refused, is left to the lint that follows, which reads and reports it.
    private func fixSources(_ paths: [String]) -> (results: [String: FileResult], reads: [String: ReadFile]) {
        let options = self.options
        let store = self.store
        let fixed = ParallelMap.map(paths.filter(reader.isSourcePath), makeContext: {
            Self.entryChecker(store: store, options: options)
        }) { checker, path -> (result: FileResult, read: ReadFile?) in
            var result = FileResult(path: path)
            // A source file's entries are all source strings: nothing in them is looked up in an index.
            guard let read = try? self.reader.read(path: path, sources: SourceIndex()) else { return (result, nil) }
            let texts = checker.fixedTexts(read)
            guard !texts.isEmpty else { return (result, read) }
            do {
                let written = try FileWriter.write(read.file, fixedTexts: texts, within: self.options.writableRoots)
                result.fixedStrings = texts.count
                return (result, written.map { self.reader.understand($0, sources: SourceIndex()) } ?? read)
            } catch {
                result.fixError = "\(error)"
                return (result, nil)
            }
        }
        return (Dictionary(fixed.map { ($0.result.path, $0.result) }, uniquingKeysWith: { first, _ in first }),
                Dictionary(fixed.compactMap { fix in fix.read.map { (fix.result.path, $0) } }, uniquingKeysWith: { first, _ in first }))
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

    /// Lints one file, `read` already or read now.
    private func lint(_ path: String, read: ReadFile?, sources: SourceIndex, checker: EntryChecker, fix: Bool) -> FileResult {
        // Fixing checks the file's translations against their sources, and the report checks them again: the
        // report reads the answers of the first check where the text was not changed.
        guard fix else { return lintOnce(path, read: read, sources: sources, checker: checker, fix: false) }
        return checker.checker.rememberingTranslations { lintOnce(path, read: read, sources: sources, checker: checker, fix: true) }
    }

    private func lintOnce(_ path: String, read: ReadFile?, sources: SourceIndex, checker: EntryChecker, fix: Bool) -> FileResult {
        var result = FileResult(path: path)
        do {
            var read = try read ?? reader.read(path: path, sources: sources)
            if fix {
                let fixed = checker.fixedTexts(read)
                if !fixed.isEmpty {
                    do {
                        let written = try FileWriter.write(read.file, fixedTexts: fixed, within: options.writableRoots)
                        result.fixedStrings = fixed.count
                        // The file as written, parsed before writing it (reading it back parsed it again).
                        read = try written.map { reader.understand($0, sources: sources) } ?? reader.read(path: path, sources: sources)
                    } catch {
                        result.fixError = "\(error)"
                    }
                }
            }
            result.strings = read.entries.count
            result.findings = findings(read, checker: checker, sources: sources)
        } catch {
            result.error = Self.parseError(error, path: path)
        }
        return result
    }

    private func findings(_ read: ReadFile, checker: EntryChecker, sources: SourceIndex) -> [Finding] {
        let isEnabled = options.enabledRules ?? { _ in true }
        var findings: [Finding] = []
        for issue in read.file.issues where isEnabled(issue.kind) {
            let diagnostic = Diagnostic(rule: issue.kind, severity: ProjectRules.duplicateKey.severity, message: issue.message, range: 0..<0)
            findings.append(Finding(diagnostic: diagnostic, file: read.file.path, line: issue.position.line, column: issue.position.column,
                                    key: issue.key, locale: read.entries.first?.locale ?? "", role: .unknown, text: ""))
        }
        findings += TranslationCoverage.findings(read, sources: sources, isEnabled: isEnabled)
        // In entry order, so that the findings come nearly sorted (a dictionary's order is its hashes').
        for (index, found) in checker.diagnostics(read).sorted(by: { $0.key < $1.key }) {
            let entry = read.entries[index]
            let positions = read.file.positions(ofEntry: index, scalarOffsets: found.map(\.range.lowerBound))
            for (diagnostic, position) in zip(found, positions) {
                findings.append(Finding(diagnostic: diagnostic, file: read.file.path, line: position.line, column: position.column,
                                        key: entry.entry.key, locale: entry.locale, role: entry.assignment.role, text: entry.entry.text,
                                        textColumn: entry.entry.position.column))
            }
        }
        let suppressions = Suppressions(read.file)
        if !suppressions.isEmpty {
            findings.removeAll(where: suppressions.suppresses)
        }
        if !options.severities.isEmpty {
            for index in findings.indices {
                findings[index].diagnostic.severity = options.severities[findings[index].diagnostic.rule] ?? findings[index].diagnostic.severity
            }
        }
        findings.sort { Finding.isOrderedBefore($0, $1, byLocale: true) }
        return findings
    }

    private static func parseError(_ error: Error, path: String) -> ParseError {
        (error as? ParseError) ?? ParseError(path: path, position: SourcePosition(line: 1, column: 1), message: "\(error)")
    }
}
