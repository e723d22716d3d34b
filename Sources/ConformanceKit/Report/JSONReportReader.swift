import Foundation

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
            throw Diagnostic(.error, .reportMergeInput, [.plain(file), .localized(error.reason)])
        }
        guard prefix.complete else { throw BoundedRead.reportTooLarge(file, prefix) }
        let data = Data(prefix.bytes)
        let root: BodyValue
        do {
            root = try JSONBodyParser.parse(data, limits: .documents)
        } catch {
            throw Diagnostic(
                .error, .reportMergeInput,
                [
                    .plain(file),
                    .localized(MessageID.textAtPosition.localized([.plain("\(error.line)"), .plain("\(error.column)"), .localized(error.reason)])),
                ])
        }
        func fail(_ path: String, _ what: MessageID) -> Diagnostic {
            Diagnostic(
                .error, .reportMergeInput,
                [.plain(file), .localized(MessageID.textInContext.localized([.plain(path), .localized(what.localized())]))])
        }
        guard root["format"]?.lexicalText == "paymentconformance-report" else { throw fail("$.format", .reportMergeNotReport) }
        guard root["formatVersion"]?.lexicalText == "1" else { throw fail("$.formatVersion", .reportMergeVersion) }
        guard case .array(let suiteValues)? = root["suites"] else { throw fail("$.suites", .reportMergeExpectedList) }
        func text(_ value: BodyValue?) -> LocalizedText? {
            guard let en = value?["en"]?.lexicalText, let fr = value?["fr"]?.lexicalText else { return nil }
            return LocalizedText(en: en, fr: fr)
        }
        var suites: [ReportSuite] = []
        for (suiteIndex, suiteValue) in suiteValues.enumerated() {
            let path = "$.suites[\(suiteIndex)]"
            guard let name = suiteValue["name"]?.lexicalText, let protocolID = suiteValue["protocol"]?.lexicalText,
                case .array(let caseValues)? = suiteValue["cases"]
            else { throw fail(path, .reportMergeSuiteKeys) }
            var cases: [ReportCase] = []
            for (caseIndex, caseValue) in caseValues.enumerated() {
                guard let caseName = caseValue["name"]?.lexicalText else { throw fail("\(path).cases[\(caseIndex)]", .reportMergeCaseName) }
                var failure: ReportFailure?
                if let failureValue = caseValue["failure"] {
                    guard let kind = failureValue["kind"]?.lexicalText, let message = text(failureValue["message"]) else {
                        throw fail("\(path).cases[\(caseIndex)].failure", .reportMergeFailureKeys)
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
