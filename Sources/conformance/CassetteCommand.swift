import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// `conformance cassette`: work with recorded cassettes.
struct CassetteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassette",
        abstract: "Scan, check, import, export and recover cassettes.",
        subcommands: [ScanCommand.self, CheckCommand.self, ImportCommand.self, ExportCommand.self, RecoverCommand.self])

    /// `conformance cassette recover`.
    struct RecoverCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recover",
            abstract: "Fold the journal a killed recording left beside a cassette (NAME.json.journal) into the cassette.",
            discussion: """
                A recording proxy appends each redacted exchange to the journal as it arrives and writes the cassette once \
                when it stops. If it was killed, the next proxy on that cassette recovers the journal by itself; this \
                command does it now. Every complete line comes back; a line cut by the crash is dropped and said. \

                Exit codes: 0 recovered, 1 no journal beside the cassette, 2 an unreadable journal or an unwritable cassette.
                """)

        @Argument(help: "The cassettes (the .json files, not their journals).")
        var cassettes: [String]

        @OptionGroup var languageOption: LanguageOption
        var lang: Language? { languageOption.lang }

        func run() throws {
            let language = Language.resolved(lang)
            var missing = 0
            for cassette in cassettes {
                let path = cassette.hasSuffix(".journal") ? String(cassette.dropLast(".journal".count)) : cassette
                do {
                    guard let result = try CassetteJournal.recover(cassette: path) else {
                        missing += 1
                        Console.error(MessageID.cliRecoverNoJournal.render(language, [.plain(path), .plain(CassetteJournal.path(for: path))]))
                        continue
                    }
                    let cut =
                        result.truncated
                        ? MessageID.cliRecoverCut.render(language, [])
                        : ""
                    Console.print(
                        MessageID.cliRecovered.render(
                            language,
                            [
                                .plain(path), .plain(language.plural(result.recovered, one: .countInteractionOne, other: .countInteractionOther)),
                                .plain(cut),
                            ]))
                } catch {
                    Console.error(error.diagnostic.formatted(language))
                    throw ExitCode(2)
                }
            }
            if missing > 0 { throw ExitCode(1) }
        }
    }

    /// `conformance cassette scan`.
    struct ScanCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Look for card-number-like values (Luhn-valid 13-19 digit runs) in files.",
            discussion: """
                For pre-commit hooks and CI. Every file given is read, whatever its name; folders are read \
                recursively; cassettes are read one interaction at a time, so their size does not matter; other files are \
                read as text up to 8 MiB (past it: input.too-large). Exit codes: 0 clean, 1 values found, 2 a path is missing or unreadable, or nothing was read.
                """)

        @Argument(help: "Files or folders (folders are scanned recursively).")
        var paths: [String]

        @OptionGroup var languageOption: LanguageOption
        var lang: Language? { languageOption.lang }

        func run() throws {
            let language = Language.resolved(lang)
            let inputs = CassetteCommand.inputs(paths, language: language)
            var found = 0
            var unreadable = !inputs.problems.isEmpty
            var scannedFiles = 0
            var cassettes = 0
            var interactions = 0
            for file in inputs.files {
                // A cassette is read one interaction at a time; any other file (or a cassette that does not
                // read as one) is scanned whole, as text.
                guard let handle = FileHandle(forReadingAtPath: file), let start = try? handle.read(upToCount: 4096) else {
                    Console.error(
                        Diagnostic(.error, .inputUnreadable, [.plain(file), .localized(MessageID.usageNotReadable.localized())]).formatted(language))
                    unreadable = true
                    continue
                }
                try? handle.close()
                var hits: [CardNumberScan.Hit]
                var cassetteError: CassetteError?
                let scan: CardNumberScan.FileScan?
                do throws(CassetteError) {
                    scan = CassetteCommand.looksLikeCassette(start) ? try CardNumberScan.scan(cassetteFile: file) : nil
                } catch {
                    (scan, cassetteError) = (nil, error)
                }
                let text = scan == nil ? try? BoundedRead.file(file, limit: BoundedRead.scanTextBytes) : nil
                if let scan {
                    cassettes += 1
                    interactions += scan.interactions
                    hits = scan.hits
                } else if let text, text.complete {
                    hits = CardNumberScan.scanDeep(String(decoding: text.bytes, as: UTF8.self))
                } else if let text {
                    // Neither a readable cassette nor a file small enough to scan as text: say both, located.
                    if let cassetteError { Console.error(cassetteError.diagnostic.formatted(language)) }
                    Console.error(BoundedRead.scanTooLarge(file, text).formatted(language))
                    unreadable = true
                    continue
                } else {
                    Console.error(
                        Diagnostic(.error, .inputUnreadable, [.plain(file), .localized(MessageID.usageNotReadable.localized())]).formatted(language))
                    unreadable = true
                    continue
                }
                scannedFiles += 1
                for hit in hits {
                    found += 1
                    let place = hit.context.map { "\(file) (\($0))" } ?? "\(file):\(hit.line):\(hit.column)"
                    Console.print(MessageID.cliScanHit.render(language, [.plain(place), .plain(hit.masked)]))
                }
            }
            Console.error(
                MessageID.cliScanSummary.render(
                    language,
                    [
                        .plain(language.plural(scannedFiles, one: .countFileOne, other: .countFileOther)),
                        .plain(language.plural(interactions, one: .countInteractionOne, other: .countInteractionOther)),
                        .plain(language.plural(cassettes, one: .countCassetteOne, other: .countCassetteOther)),
                        .plain(language.plural(found, one: .countCardLikeOne, other: .countCardLikeOther)),
                    ]))
            if unreadable || scannedFiles == 0 {
                if scannedFiles == 0 { Console.error(CassetteCommand.nothingRead(paths, language)) }
                throw ExitCode(2)
            }
            if found > 0 { throw ExitCode(1) }
        }
    }

    /// `conformance cassette check`.
    struct CheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check every interaction of cassettes against the specs.",
            discussion: """
                Every file given is read as a cassette, whatever its name; in folders, files that are neither \
                *.json nor *.cassette nor JSON are listed as skipped. Exit codes: 0 all conformant, 1 findings \
                (errors; warnings too with --fail-on warning), 2 a path is missing, a file is not a readable cassette, a cassette is empty, or no interaction was read.
                """)

        @OptionGroup var options: SpecOptions

        @Argument(help: "Cassette files or folders.")
        var cassettes: [String]

        @OptionGroup var strictOption: StrictOption
        var strict: Bool { strictOption.strict }

        @OptionGroup var failOnOption: FailOnOption
        var failOn: FailOn { failOnOption.failOn }

        @OptionGroup var versionOptions: ProtocolVersionOptions

        func run() throws {
            let language = options.language
            let specs = try options.loadSpecs()
            let checker = ExchangeChecker(
                specs: specs, protocolVersions: try versionOptions.resolve(specs: specs, inScope: specs.protocolIDs, language: language))
            var errorCount = 0
            var warningCount = 0
            let inputs = CassetteCommand.inputs(cassettes, language: language)
            var failures = 0
            var pages = 0
            var broken = !inputs.problems.isEmpty
            var read = 0
            var conformantTotal = 0
            var cassetteCount = 0
            var skipped: [String] = []
            for file in inputs.files {
                if inputs.inFolder.contains(file), !CassetteCommand.hasCassetteName(file),
                    let start = try? BoundedRead.file(file, limit: 4096), !CassetteCommand.looksLikeCassette(Data(start.bytes))
                {
                    skipped.append(file)
                    continue
                }
                // Read interaction by interaction (on a thread of its own, while this one checks, in order): memory
                // stays bounded by the largest ones, whatever the file's size.
                var conformant = 0
                let pagesBefore = pages
                let summary: CassetteStream.Summary
                do {
                    summary = try CassetteStream.forEachConcurrently(file: file) { index, interaction in
                        read += 1
                        let result = checker.check(interaction, strict: strict)
                        // Built only for an interaction that is printed.
                        var label: String { "\(file) #\(index) \(interaction.request.method) \(interaction.request.path)" }
                        guard let operation = result.operation, let verdict = result.verdict else {
                            if ExchangeChecker.isPageOrAsset(interaction.response) {
                                pages += 1
                                return
                            }
                            failures += 1
                            Console.print(MessageID.cliNoOperation.render(language, [.plain(label)]))
                            return
                        }
                        if result.requestFindings.isEmpty && result.responseFindings.isEmpty && verdict.conforms {
                            conformant += 1
                            return
                        }
                        let all = result.requestFindings.map { ("request", $0) } + result.responseFindings.map { ("response", $0) }
                        errorCount += all.filter { $0.1.severity == .error }.count
                        warningCount += all.filter { $0.1.severity == .warning }.count
                        let gateWarnings = strict || failOn.gatesWarnings
                        let findings = all.filter { $0.1.severity == .error || (gateWarnings && $0.1.severity == .warning) }
                        if findings.isEmpty && verdict.conforms {
                            conformant += 1
                            return
                        }
                        failures += 1
                        Console.print("\(label) [\(operation)]:")
                        for (direction, finding) in findings {
                            Console.print("  \(direction): \(finding.message(language)) [\(finding.kind.rawValue)]")
                        }
                    }
                } catch {
                    Console.error(error.diagnostic.formatted(language))
                    broken = true
                    continue
                }
                cassetteCount += 1
                guard summary.count > 0 else {
                    Console.error(
                        Diagnostic(
                            .error, .inputUnreadable,
                            [
                                .plain(file),
                                .localized(MessageID.usageCassetteEmpty.localized()),
                            ]
                        ).formatted(language))
                    broken = true
                    continue
                }
                conformantTotal += conformant
                let fileCount = summary.count - (pages - pagesBefore)
                let pageNote =
                    pages == pagesBefore
                    ? ""
                    : MessageID.cliPagesNote.render(
                        language, [.plain(CassetteCommand.pagesText(pages - pagesBefore)), .plain(String(pages - pagesBefore))])
                Console.print(
                    MessageID.cliFileConformant.render(
                        language, [.plain(file), .plain(String(conformant)), .plain(String(fileCount)), .plain(pageNote)]))
            }
            for file in skipped {
                Console.error(MessageID.cliFileSkipped.render(language, [.plain(file)]))
            }
            Console.print(
                MessageID.cliCassetteSummary.render(
                    language,
                    [
                        .plain(language.plural(read, one: .countInteractionOne, other: .countInteractionOther)),
                        .plain(language.plural(cassetteCount, one: .countCassetteOne, other: .countCassetteOther)),
                        .plain(String(conformantTotal)), .plain(String(failures)),
                        .plain(language.plural(errorCount, one: .countErrorsOne, other: .countErrorsOther)),
                        .plain(language.plural(warningCount, one: .countWarningsOne, other: .countWarningsOther)),
                        .plain(
                            pages == 0
                                ? "" : MessageID.cliPagesCount.render(language, [.plain(CassetteCommand.pagesText(pages)), .plain(String(pages))])),
                        .plain(
                            skipped.isEmpty
                                ? ""
                                : MessageID.cliFilesSkipped.render(
                                    language, [.plain(language.plural(skipped.count, one: .countFileOne, other: .countFileOther))])),
                    ]))
            if read == 0 {
                if !broken { Console.error(CassetteCommand.nothingRead(cassettes, language)) }
                throw ExitCode(2)
            }
            if read == pages {
                // Pages and assets alone: not one protocol call was checked.
                Console.error(MessageID.cliOnlyPages.render(language, []))
                throw ExitCode(2)
            }
            if broken { throw ExitCode(2) }
            if failures > 0 { throw ExitCode(1) }
        }
    }

    /// `1 page or asset`, `3 pages or assets`.
    static func pagesText(_ count: Int) -> String { count == 1 ? "1 page or asset" : "\(count) pages or assets" }

    /// The files named by paths, with folders expanded; a missing path or a folder with no file is a problem, already printed.
    static func inputs(_ paths: [String], language: Language) -> (files: [String], inFolder: Set<String>, problems: [String]) {
        var files: [String] = []
        var inFolder = Set<String>()
        var problems: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                Console.error(
                    Diagnostic(
                        .error, .inputUnreadable,
                        [.plain(path), .localized(MessageID.usageNoSuchPath.localized())]
                    ).formatted(language))
                problems.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let children = self.files([path])
            if children.isEmpty {
                Console.error(
                    Diagnostic(
                        .error, .inputUnreadable,
                        [
                            .plain(path),
                            .localized(MessageID.usageFolderEmpty.localized()),
                        ]
                    ).formatted(language))
                problems.append(path)
            }
            files += children
            inFolder.formUnion(children)
        }
        return (files, inFolder, problems)
    }

    /// Whether a file name says it is a cassette.
    static func hasCassetteName(_ file: String) -> Bool {
        file.hasSuffix(".json") || file.hasSuffix(".cassette")
    }

    /// Whether bytes start like a JSON object (the shape of every cassette).
    static func looksLikeCassette(_ data: Data) -> Bool {
        data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
    }

    /// The message for a command that read nothing.
    static func nothingRead(_ paths: [String], _ language: Language) -> String {
        let list = paths.joined(separator: ", ")
        return MessageID.cliNothingRead.render(language, [.plain(list)])
    }

    /// Expands folders into their files, sorted.
    static func files(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(atPath: path)
                var children: [String] = []
                while let child = enumerator?.nextObject() as? String {
                    if (child as NSString).lastPathComponent.hasPrefix(".") { continue }
                    var childIsDirectory: ObjCBool = false
                    let full = (path as NSString).appendingPathComponent(child)
                    if FileManager.default.fileExists(atPath: full, isDirectory: &childIsDirectory), !childIsDirectory.boolValue {
                        children.append(full)
                    }
                }
                result += children.sorted()
            } else {
                result.append(path)
            }
        }
        return result
    }
}
