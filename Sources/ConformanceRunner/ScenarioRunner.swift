import ConformanceEngine
import ConformanceKit
import Foundation

/// Runs scenarios against a target, or from their cassettes, and checks every exchange.
///
/// Each step's request is built from its templates, sent (or replayed), redacted, checked against
/// the operation's spec, then held to the step's expectations; captures feed later steps. The
/// checks and verdicts come from the redacted exchange in every mode, so a recording and its
/// replay give identical results.
package struct ScenarioRunner: Sendable {
    /// The specs.
    package let specs: SpecSet
    /// The target.
    package let target: ResolvedTarget
    /// The options.
    package let options: RunOptions
    let sender: (any RequestSender)?
    let exchangeChecker: ExchangeChecker
    let builder: ReportBuilder
    let redaction: RedactionPolicy

    /// Creates a runner; `sender` may be nil only for replay.
    package init(specs: SpecSet, target: ResolvedTarget, options: RunOptions, sender: (any RequestSender)?) {
        self.specs = specs
        self.target = target
        self.options = options
        self.sender = sender
        exchangeChecker = ExchangeChecker(specs: specs, protocolVersions: options.protocolVersions)
        builder = ReportBuilder(specs: specs)
        redaction = RedactionPolicy(secrets: target.secretValues)
    }

    /// The cassette file of a scenario.
    package func cassettePath(_ scenario: Scenario) -> String {
        ((options.cassettes as NSString).appendingPathComponent(scenario.protocolID) as NSString).appendingPathComponent(scenario.name + ".json")
    }

    /// Runs one scenario.
    package func run(_ scenario: Scenario) async -> ScenarioOutcome {
        var run = ScenarioRun(scenario: scenario)
        let started = Date()
        guard let spec = specs.protocols[scenario.protocolID], let endpoint = target.endpoints[scenario.protocolID] else {
            run.infrastructure(
                Diagnostic.unknownProtocol(scenario.protocolID, known: specs.protocolIDs),
                step: scenario.steps.first?.name ?? "-", kind: "not-run")
            return run.outcome(duration: 0, cassette: nil)
        }
        for (name, value) in endpoint.settings { run.values[name] = .string(value) }

        let file = cassettePath(scenario)
        var recorder: CassetteRecorder?
        var generated: [String: String] = [:]
        do {
            switch options.mode {
            case .replay:
                guard FileManager.default.fileExists(atPath: file) else {
                    run.infrastructure(
                        Diagnostic(.error, .runCassetteMissing, [.plain(file), .plain(scenario.id)], at: scenario.location),
                        step: scenario.steps.first?.name ?? "-", kind: "cassette-missing")
                    return run.outcome(duration: 0, cassette: file)
                }
                let replaying = try CassetteRecorder(file: file, specs: specs, options: .init(mode: .none, redaction: redaction))
                generated = replaying.original?.generated ?? [:]
                recorder = replaying
            case .record:
                generated = generate(scenario)
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                recorder = try CassetteRecorder(
                    file: file, specs: specs,
                    options: .init(mode: .all, baseURL: target.isSandbox ? nil : endpoint.baseURL, redaction: redaction, generated: generated))
            case .live:
                generated = generate(scenario)
            }
        } catch let error as CassetteError {
            run.infrastructure(error.diagnostic, step: scenario.steps.first?.name ?? "-", kind: "cassette-invalid")
            return run.outcome(duration: Date().timeIntervalSince(started), cassette: file)
        } catch {
            run.infrastructure(
                Diagnostic(.error, .runUnwritable, [.plain(file), .reason(error)]), step: scenario.steps.first?.name ?? "-",
                kind: "cassette-invalid")
            return run.outcome(duration: Date().timeIntervalSince(started), cassette: file)
        }
        if scenario.generated.contains(where: { generated[$0.name] == nil }) {
            generated.merge(generate(scenario)) { recorded, _ in recorded }
        }
        for value in scenario.generated { run.values[value.name] = .string(generated[value.name] ?? "") }

        for step in scenario.steps {
            guard let operation = spec.operations[step.operation] else { break }
            let continues = await runStep(step, operation: operation, endpoint: endpoint, recorder: recorder, run: &run)
            if !continues { break }
        }
        if let recorder {
            do {
                try recorder.finish()
            } catch {
                run.infrastructure(error.diagnostic, step: "cassette", kind: "cassette-unwritable")
            }
        }
        return run.outcome(duration: Date().timeIntervalSince(started), cassette: options.mode == .live ? nil : file)
    }

    /// Fresh generated values: seeded from the run seed and the scenario ID, or drawn at random.
    func generate(_ scenario: Scenario) -> [String: String] {
        var values: [String: String] = [:]
        let date = Date()
        if let seed = options.seed {
            var random = SplitMix64(seed: seed ^ SplitMix64.hash(scenario.id))
            for value in scenario.generated { values[value.name] = value.make(date: date, random: &random) }
        } else {
            var random = SystemRandomNumberGenerator()
            for value in scenario.generated { values[value.name] = value.make(date: date, random: &random) }
        }
        return values
    }

    /// Runs one step; returns whether the scenario can go on.
    func runStep(
        _ step: ScenarioStep, operation: OperationSpec, endpoint: ProtocolEndpoint, recorder: CassetteRecorder?, run: inout ScenarioRun
    ) async -> Bool {
        let scenario = run.scenario
        let reference = OperationReference(protocolID: scenario.protocolID, operation: step.operation)
        var built: (request: RecordedRequest, url: URL)
        do {
            built = try RequestBuilder(operation: operation, endpoint: endpoint).build(step.request, values: run.values)
            if options.mode != .replay {
                built.request = try RequestAuthenticator(settings: endpoint.settings, protocolID: scenario.protocolID).authenticate(
                    built.request, url: built.url, scheme: operation.endpoint.authentication)
            }
        } catch {
            run.fail(step, "request", kind: "request-not-built", error.text, at: step.location)
            return false
        }
        let started = Date()
        var interaction: Interaction
        var raw: RecordedResponse
        switch options.mode {
        case .replay:
            guard let recorder else { return false }
            switch recorder.decide(built.request) {
            case .replay(let recorded):
                interaction = recorded
                raw = recorded.response
            case .miss(let diagnostic):
                run.infrastructure(diagnostic, step: step.name, kind: "cassette-miss")
                return false
            case .record:
                run.infrastructure(
                    Diagnostic(.error, .runCassetteMissing, [.plain(recorder.file), .plain(scenario.id)]), step: step.name, kind: "cassette-miss")
                return false
            }
        case .live, .record:
            guard let sender else { return false }
            do {
                raw = try await sender.send(built.request, to: built.url)
            } catch var diagnostic as Diagnostic {
                // A transport that classifies its failures (OutboundSender) says what fixes them.
                diagnostic.location = diagnostic.location ?? step.location
                run.infrastructure(diagnostic, step: step.name, kind: "transport-error")
                return false
            } catch {
                let diagnostic = Diagnostic(
                    .error, .runTransport,
                    [.plain("\(built.request.method) \(Self.redactedURL(built.url, redaction))"), .localized(Self.describe(error))],
                    at: step.location)
                run.infrastructure(diagnostic, step: step.name, kind: "transport-error")
                return false
            }
            if let recorder {
                interaction = recorder.record(request: built.request, response: raw).interaction
            } else {
                let profile = exchangeChecker.resolver.profile(reference)
                interaction = Redactor(policy: redaction).redact(Interaction(request: built.request, response: raw), profile: profile).interaction
            }
        }
        let duration = Date().timeIntervalSince(started)
        interaction.operation = reference
        var check = exchangeChecker.check(interaction, strict: options.strict)
        interaction.verdict = check.verdict
        let exchangeIndex = run.exchanges.count
        run.exchanges.append(interaction)

        // Requests meant to break the spec: the expected findings pass, the others are not the step's concern.
        var extra: [ReportCase] = []
        if !step.expect.requestConforms {
            let errors = check.requestFindings.filter { $0.severity == .error }
            if step.expect.requestFindings.isEmpty {
                if errors.isEmpty {
                    extra.append(
                        run.failure(
                            step, "request.nonconforming", kind: "missing-finding",
                            MessageID.stepRequestConforms.localized(), at: step.location, exchangeIndex: exchangeIndex))
                } else {
                    extra.append(run.pass(step, "request.nonconforming", exchangeIndex: exchangeIndex))
                }
            }
            for expected in step.expect.requestFindings {
                let name = "request.finding[\(expected.kind.rawValue)@\(expected.path)]"
                if errors.contains(where: { $0.kind == expected.kind && $0.path == expected.path }) {
                    extra.append(run.pass(step, name, exchangeIndex: exchangeIndex))
                } else {
                    let found = errors.map { "\($0.kind.rawValue)@\($0.path)" }.joined(separator: ", ")
                    extra.append(
                        run.failure(
                            step, name, kind: "missing-finding",
                            MessageID.stepMissingFinding.localized([
                                .plain(expected.kind.rawValue), .plain(expected.path),
                                found.isEmpty ? .localized(MessageID.stepNone.localized()) : .plain(found),
                            ]),
                            at: step.location, exchangeIndex: exchangeIndex))
                }
            }
            check.requestFindings = check.requestFindings.filter { $0.severity != .error }
        }
        let checks = builder.cases(for: interaction, check: check, suite: scenario.id, exchangeIndex: exchangeIndex, duration: duration)
        run.cases += checks.map { testCase in
            var renamed = testCase
            renamed.name = "\(step.name)/\(testCase.name)"
            return renamed
        }
        run.cases += extra
        run.cases += expectations(step, response: interaction.response, exchangeIndex: exchangeIndex, run: run)

        // Captures read the answer as received (the recorded one on replay).
        let parsed = raw.body.structuredValue
        for capture in step.captures {
            var value: BodyValue?
            switch capture.source {
            case .path(let path): value = parsed.flatMap { path.value(in: $0) }
            case .header(let name): value = raw.header(name).map(BodyValue.string)
            case .pattern(let pattern): value = Self.firstGroup(pattern, in: String(decoding: raw.body.data, as: UTF8.self)).map(BodyValue.string)
            }
            guard let value, value != .null else {
                run.fail(
                    step, "capture.\(capture.name)", kind: "capture-failed",
                    MessageID.stepNothingToCapture.localized([.plain(capture.name), .plain(String(raw.status))]),
                    at: capture.location, exchangeIndex: exchangeIndex)
                return false
            }
            run.values[capture.name] = value
        }
        return true
    }

    /// The step's expectations on the (redacted) answer, one case each.
    func expectations(_ step: ScenarioStep, response: RecordedResponse, exchangeIndex: Int, run: ScenarioRun) -> [ReportCase] {
        var cases: [ReportCase] = []
        let lookup: (String) -> BodyValue? = { run.values[$0] }
        let statusOK = step.expect.statuses.isEmpty ? (200..<300).contains(response.status) : step.expect.statuses.contains(response.status)
        let expectedStatus = step.expect.statuses.isEmpty ? "2xx" : step.expect.statuses.map(String.init).joined(separator: " or ")
        cases.append(
            statusOK
                ? run.pass(step, "status", exchangeIndex: exchangeIndex)
                : run.failure(
                    step, "status", kind: "unexpected-status",
                    MessageID.stepUnexpectedStatus.localized([
                        .plain(String(response.status)),
                        .localized(
                            step.expect.statuses.isEmpty
                                ? .verbatim(expectedStatus)
                                : .joined(step.expect.statuses.map(String.init), separator: MessageID.stepOr.localized())),
                    ]),
                    at: step.location, exchangeIndex: exchangeIndex, expected: expectedStatus, actual: String(response.status)))
        let body = response.body.structuredValue
        for field in step.expect.fields {
            let name = "expect.\(field.path.description)"
            let actual = body.flatMap { field.path.value(in: $0) }
            let actualText = actual.map { $0.lexicalText ?? $0.jsonText }
            // The report's `expected` and `actual` values stay in English (tools read them); the message is in every language.
            var said: LocalizedText
            var holds = false
            switch field.rule {
            case .equals(let template):
                said = .verbatim((try? template.text(lookup)) ?? template.source)
                holds = actualText == said.en
            case .oneOf(let templates):
                let options = templates.map { (try? $0.text(lookup)) ?? $0.source }
                said = MessageID.expectOneOf.localized([.plain(options.joined(separator: ", "))])
                holds = actualText.map(options.contains) ?? false
            case .present(let present):
                said = (present ? MessageID.expectPresent : .expectAbsent).localized()
                holds = (actual != nil && actual != .null) == present
            case .matches(let pattern):
                said = MessageID.expectMatches.localized([.plain(pattern)])
                holds = actualText.map { Self.wholeMatch(pattern, $0) } ?? false
            case .count(let count):
                said = MessageID.expectItems.localized([.plain(String(count))])
                if case .array(let items)? = actual { holds = items.count == count }
            }
            if holds {
                cases.append(run.pass(step, name, exchangeIndex: exchangeIndex))
            } else {
                let shown = actualText.map(LocalizedText.verbatim) ?? MessageID.expectAbsent.localized()
                cases.append(
                    run.failure(
                        step, name, kind: "unexpected-value",
                        MessageID.stepUnexpectedValue.localized([.plain(field.path.description), .localized(shown), .localized(said)]),
                        at: field.location, exchangeIndex: exchangeIndex,
                        expected: said.en, actual: shown.en, path: field.path.description))
            }
        }
        let text = String(decoding: response.body.data, as: UTF8.self)
        for (index, template) in step.expect.bodyContains.enumerated() {
            let wanted = (try? template.text(lookup)) ?? template.source
            if text.contains(wanted) {
                cases.append(run.pass(step, "expect.bodyContains[\(index)]", exchangeIndex: exchangeIndex))
            } else {
                cases.append(
                    run.failure(
                        step, "expect.bodyContains[\(index)]", kind: "unexpected-value",
                        MessageID.stepBodyLacks.localized([.plain(wanted)]), at: step.location,
                        exchangeIndex: exchangeIndex, expected: wanted))
            }
        }
        return cases
    }

    // MARK: Helpers

    static func firstGroup(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        let range = match.numberOfRanges > 1 ? match.range(at: 1) : match.range
        return Range(range, in: text).map { String(text[$0]) }
    }

    static func wholeMatch(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func describe(_ error: any Error) -> LocalizedText {
        if let urlError = error as? URLError {
            switch urlError.code {
            case .timedOut: return MessageID.runReasonTimeout.localized()
            case .cannotConnectToHost: return MessageID.runReasonRefused.localized()
            case .networkConnectionLost: return MessageID.runReasonClosed.localized()
            case .cannotFindHost: return MessageID.runReasonUnknownHost.localized()
            default: break
            }
        }
        return SystemReason.text(error)
    }

    /// The URL with card numbers and secrets removed, for messages.
    static func redactedURL(_ url: URL, _ policy: RedactionPolicy) -> String {
        var counter = 0
        return Redactor(policy: policy).scrubText(url.absoluteString, counter: &counter)
    }
}

/// The state of one scenario while it runs.
struct ScenarioRun {
    let scenario: Scenario
    var values: [String: BodyValue] = [:]
    var exchanges: [Interaction] = []
    var cases: [ReportCase] = []
    var infrastructureErrors: [Diagnostic] = []

    init(scenario: Scenario) { self.scenario = scenario }

    func pass(_ step: ScenarioStep, _ check: String, exchangeIndex: Int?) -> ReportCase {
        ReportCase(name: "\(step.name)/\(check)", classname: scenario.id, exchangeIndex: exchangeIndex)
    }

    func failure(
        _ step: ScenarioStep, _ check: String, kind: String, _ message: LocalizedText, at location: SourceLocation, exchangeIndex: Int? = nil,
        expected: String? = nil, actual: String? = nil, path: String = "$"
    ) -> ReportCase {
        ReportCase(
            name: "\(step.name)/\(check)", classname: scenario.id,
            failure: ReportFailure(kind: kind, message: message, path: path, expected: expected, actual: actual, specLocation: location),
            exchangeIndex: exchangeIndex)
    }

    mutating func fail(
        _ step: ScenarioStep, _ check: String, kind: String, _ message: LocalizedText, at location: SourceLocation, exchangeIndex: Int? = nil
    ) {
        cases.append(failure(step, check, kind: kind, message, at: location, exchangeIndex: exchangeIndex))
    }

    /// Records a problem that stops the scenario, as a diagnostic and as a failed case.
    mutating func infrastructure(_ diagnostic: Diagnostic, step: String, kind: String) {
        infrastructureErrors.append(diagnostic)
        cases.append(
            ReportCase(
                name: "\(step)/\(kind)", classname: scenario.id,
                failure: ReportFailure(
                    kind: kind, message: diagnostic.localizedMessage, path: "$",
                    specLocation: diagnostic.location ?? scenario.location)))
    }

    func outcome(duration: Double, cassette: String?) -> ScenarioOutcome {
        ScenarioOutcome(
            scenario: scenario,
            suite: ReportSuite(
                name: scenario.id, protocolID: scenario.protocolID, duration: duration, cases: cases, exchanges: exchanges, title: scenario.title),
            infrastructureErrors: infrastructureErrors, cassette: cassette)
    }
}
