import Foundation

/// The files a run can write into its report folder.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// `junit.xml`.
    case junit
    /// `index.html`.
    case html
    /// `report.json`.
    case json
    /// `summary.md`.
    case markdown
    /// GitHub Actions annotations, printed on standard output rather than written.
    case github

    /// The file name, or nil for formats printed rather than written.
    public var fileName: String? {
        switch self {
        case .junit: "junit.xml"
        case .html: "index.html"
        case .json: "report.json"
        case .markdown: "summary.md"
        case .github: nil
        }
    }

    /// The formats written when none is asked for.
    public static let defaults: [ReportFormat] = [.junit, .html, .json, .markdown]
}

/// Renders a report in every asked format and writes the files, refusing any that would leak.
///
/// Before a file is written its text is scanned for card numbers (Luhn-valid runs that are not
/// published test cards) and for the values of secret settings; a hit writes nothing and names
/// the file. Each file is replaced atomically.
public enum ReportWriter {
    /// Writes the report files into `folder` (created if needed); returns the paths written.
    public static func write(
        _ report: RunReport, to folder: String, formats: [ReportFormat], language: Language, specs: SpecSet?, secrets: [String: String] = [:],
        allowed: Set<String> = SpecValidator.testCards
    ) throws(Diagnostic) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(.error, .runUnwritable, [.plain(folder), .plain(error.localizedDescription)])
        }
        var rendered: [(path: String, text: String)] = []
        for format in formats {
            guard let name = format.fileName else { continue }
            let text: String
            switch format {
            case .junit: text = JUnitRenderer.render(report, language: language)
            case .html: text = HTMLReportRenderer(specs: specs).render(report, language: language)
            case .json: text = JSONReportRenderer.render(report, specs: specs)
            case .markdown: text = MarkdownReportRenderer.render(report, language: language)
            case .github: continue
            }
            let path = (folder as NSString).appendingPathComponent(name)
            try refuseLeaks(text, file: path, secrets: secrets, allowed: allowed)
            rendered.append((path, text))
        }
        for (path, text) in rendered { try writeAtomically(text, to: path) }
        return rendered.map(\.path)
    }

    /// Scans one report text for leaks (card numbers outside `allowed`, secrets), then writes it atomically.
    public static func writeChecked(
        _ text: String, to path: String, secrets: [String: String], allowed: Set<String> = SpecValidator.testCards
    ) throws(Diagnostic) {
        try refuseLeaks(text, file: path, secrets: secrets, allowed: allowed)
        try writeAtomically(text, to: path)
    }

    static func writeAtomically(_ text: String, to path: String) throws(Diagnostic) {
        do {
            try CassetteCodec.writeAtomically(text, to: path)
        } catch {
            throw Diagnostic(.error, .runUnwritable, [.plain(path), .plain(error.diagnostic.message(.en))])
        }
    }

    /// Throws when a text holds a card number outside `allowed` (the published test cards) or a secret value.
    public static func refuseLeaks(
        _ text: String, file: String, secrets: [String: String], allowed: Set<String> = SpecValidator.testCards
    ) throws(Diagnostic) {
        for (name, value) in secrets.sorted(by: { $0.key < $1.key }) where SecretForms.of(value).contains(where: text.contains) {
            throw Diagnostic(.error, .runSecretInOutput, [.plain(file), .plain(name)])
        }
        let hits = CardNumberScan.scanDeep(text, allowed: allowed)
        if let first = hits.first {
            throw Diagnostic(.error, .cassetteUnredacted, [.plain(file), .plain(String(hits.count)), .plain(first.position)])
        }
    }
}

/// Reads `report.json` files back into the result model, so sharded runs can be merged.
public enum JSONReportReader {
    /// Reads one report file.
    public static func read(file: String) throws(Diagnostic) -> RunReport {
        // Never more than the documents' limit (and one byte) is read, whatever the file.
        let limit = BodyLimits.documents.maxBodyBytes
        let prefix: BoundedRead.Prefix
        do {
            prefix = try BoundedRead.file(file, limit: limit)
        } catch {
            throw Diagnostic(.error, .reportMergeInput, [.plain(file), .plain(error.reason.en)])
        }
        guard prefix.complete else { throw BoundedRead.reportTooLarge(file, prefix) }
        let data = Data(prefix.bytes)
        let root: BodyValue
        do {
            root = try JSONBodyParser.parse(data, limits: .documents)
        } catch {
            throw Diagnostic(.error, .reportMergeInput, [.plain(file), .plain("line \(error.line), column \(error.column): \(error.reason.en)")])
        }
        func fail(_ path: String, _ what: String) -> Diagnostic {
            Diagnostic(.error, .reportMergeInput, [.plain(file), .plain("\(path): \(what)")])
        }
        guard root["format"]?.lexicalText == "paymentconformance-report" else { throw fail("$.format", "not a PaymentConformance report") }
        guard root["formatVersion"]?.lexicalText == "1" else { throw fail("$.formatVersion", "unsupported version") }
        guard case .array(let suiteValues)? = root["suites"] else { throw fail("$.suites", "expected a list") }
        func text(_ value: BodyValue?) -> LocalizedText? {
            guard let en = value?["en"]?.lexicalText, let fr = value?["fr"]?.lexicalText else { return nil }
            return LocalizedText(en: en, fr: fr)
        }
        var suites: [ReportSuite] = []
        for (suiteIndex, suiteValue) in suiteValues.enumerated() {
            let path = "$.suites[\(suiteIndex)]"
            guard let name = suiteValue["name"]?.lexicalText, let protocolID = suiteValue["protocol"]?.lexicalText,
                case .array(let caseValues)? = suiteValue["cases"]
            else { throw fail(path, "a suite needs name, protocol and cases") }
            var cases: [ReportCase] = []
            for (caseIndex, caseValue) in caseValues.enumerated() {
                guard let caseName = caseValue["name"]?.lexicalText else { throw fail("\(path).cases[\(caseIndex)]", "a case needs a name") }
                var failure: ReportFailure?
                if let failureValue = caseValue["failure"] {
                    guard let kind = failureValue["kind"]?.lexicalText, let message = text(failureValue["message"]) else {
                        throw fail("\(path).cases[\(caseIndex)].failure", "a failure needs kind and message")
                    }
                    var location: SourceLocation?
                    if let spec = failureValue["spec"]?.lexicalText, let colon = spec.lastIndex(of: ":"),
                        let line = Int(spec[spec.index(after: colon)...])
                    {
                        location = SourceLocation(file: String(spec[..<colon]), line: line, column: 1)
                    }
                    failure = ReportFailure(
                        kind: kind, message: message, path: failureValue["path"]?.lexicalText ?? "$", expected: failureValue["expected"]?.lexicalText,
                        actual: failureValue["actual"]?.lexicalText, specLocation: location, action: text(failureValue["action"]))
                }
                cases.append(
                    ReportCase(
                        name: caseName, classname: name, failure: failure, exchangeIndex: caseValue["exchange"]?.lexicalText.flatMap { Int($0) },
                        protocolVersion: caseValue["protocolVersion"]?.lexicalText, title: text(caseValue["title"]),
                        detail: text(caseValue["detail"])))
            }
            var exchanges: [Interaction] = []
            if case .array(let items)? = suiteValue["exchanges"] {
                for (index, item) in items.enumerated() {
                    do {
                        exchanges.append(try CassetteCodec.decode(interaction: item, file: file, path: "\(path).exchanges[\(index)]"))
                    } catch {
                        throw error.diagnostic
                    }
                }
            }
            suites.append(
                ReportSuite(
                    name: name, protocolID: protocolID, duration: suiteValue["time"]?.lexicalText.flatMap { Double($0) } ?? 0, cases: cases,
                    exchanges: exchanges, title: text(suiteValue["title"]),
                    exchangeNumbers: {
                        guard case .array(let items)? = suiteValue["exchangeNumbers"] else { return [] }
                        return items.compactMap { $0.lexicalText.flatMap { Int($0) } }
                    }()))
        }
        var report = RunReport(
            toolVersion: root["toolVersion"]?.lexicalText ?? ConformanceKit.toolVersion, target: root["target"]?.lexicalText ?? "",
            mode: root["mode"]?.lexicalText ?? "", startedAt: root["startedAt"]?.lexicalText ?? "", suites: suites)
        if case .object(let digests)? = root["specSHA256"] {
            for member in digests { report.specDigests[member.key] = member.value.lexicalText }
        }
        return report
    }
}

extension RunReport {
    /// Suites that more than one report holds: the suite, and the positions of the first two reports holding it.
    ///
    /// Merging such reports would keep one verdict and drop the other, so a passing re-run could hide a failure.
    public static func overlappingSuites(_ reports: [RunReport]) -> [(suite: String, first: Int, second: Int)] {
        var owner: [String: Int] = [:]
        var overlaps: [(suite: String, first: Int, second: Int)] = []
        for (index, report) in reports.enumerated() {
            for suite in report.suites {
                if let first = owner[suite.name] {
                    overlaps.append((suite.name, first, index))
                } else {
                    owner[suite.name] = index
                }
            }
        }
        return overlaps
    }

    /// Several reports as one: suites sorted by name (the order of a single run), the earliest start.
    ///
    /// A suite that appears in several reports is kept once, from the last report given: check
    /// ``overlappingSuites(_:)`` first when that would hide a verdict (`conformance report merge` refuses it).
    public static func merged(_ reports: [RunReport]) -> RunReport {
        var byName: [String: ReportSuite] = [:]
        for report in reports {
            for suite in report.suites { byName[suite.name] = suite }
        }
        let first = reports.first
        let targets = Array(Set(reports.map(\.target))).sorted()
        let modes = Array(Set(reports.map(\.mode))).sorted()
        var merged = RunReport(
            toolVersion: first?.toolVersion ?? ConformanceKit.toolVersion, target: targets.joined(separator: ", "),
            mode: modes.joined(separator: ", "),
            startedAt: reports.map(\.startedAt).min() ?? "", suites: byName.values.sorted { $0.name < $1.name })
        for report in reports { merged.specDigests.merge(report.specDigests) { _, last in last } }
        return merged
    }
}

extension RunReport {
    /// A report of `cases` test cases in suites of 100, one in ten failing, each suite with one
    /// exchange: the shape of a large run, for speed tests and benchmarks.
    public static func synthetic(cases total: Int) -> RunReport {
        let exchange = Interaction(
            request: RecordedRequest(
                method: "POST", path: "/Payment/v1/Transaction/Initialize", headers: [NameValue("Content-Type", "application/json")],
                body: .json(.object([BodyMember("TerminalId", .string("17757531"))]))),
            response: RecordedResponse(
                status: 200, headers: [NameValue("Content-Type", "application/json")], body: .json(.object([BodyMember("Token", .string("t"))]))),
            operation: OperationReference(protocolID: "saferpay", operation: "TransactionInitialize"))
        var suites: [ReportSuite] = []
        var made = 0
        var suiteIndex = 0
        while made < total {
            let count = min(100, total - made)
            let cases = (0..<count).map { index in
                ReportCase(
                    name: "saferpay.TransactionInitialize.response[200].Field\(index)", classname: "suite\(suiteIndex)",
                    failure: index % 10 == 0
                        ? ReportFailure(
                            kind: "wrong-type", message: MessageID.wrongType.localized(["$.Field", "string", "integer"]),
                            path: "$.Field\(index)", expected: "string", actual: "integer",
                            specLocation: SourceLocation(file: "Specs/saferpay/protocol.yaml", line: index + 1, column: 1)) : nil,
                    exchangeIndex: 0)
            }
            suites.append(
                ReportSuite(name: String(format: "saferpay/suite%05d", suiteIndex), protocolID: "saferpay", cases: cases, exchanges: [exchange]))
            made += count
            suiteIndex += 1
        }
        return RunReport(target: "sandbox", mode: "replay", startedAt: "2026-11-21T13:00:00", suites: suites)
    }
}
