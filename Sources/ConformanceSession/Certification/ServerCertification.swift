import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceTransport
import Foundation

/// A server certification: the partner's target runs the certification profile, and a signed bundle says whether it passed.
///
/// Scenarios marked `certification: mandatory` are the requirements, the others coverage. A selection that
/// leaves out a mandatory requirement of a selected protocol is partial: written and signed, never certified.
package struct ServerCertification {
    /// What was asked for.
    package let request: CertificationRequest
    /// The specs, already loaded.
    package let specs: SpecSet
    /// The key that signs the statement.
    package let key: SigningPrivateKey
    /// The language of the lines printed.
    package let language: Language

    /// A certification of this request, signed with `key`.
    package init(request: CertificationRequest, specs: SpecSet, key: SigningPrivateKey, language: Language) {
        self.request = request
        self.specs = specs
        self.key = key
        self.language = language
    }

    /// Runs the profile and writes the bundle; throws ``SessionExit`` 1 when not certified, 2 on any other problem.
    package func run() async throws {
        let target = request.target
        let timeout = request.timeout
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: request.specsPath, language: language)
        let selected = try RunSetup.select(
            scenarioSet, protocols: request.protocols, scenarios: request.scenarios, tags: request.tags, language: language)
        // The profile of every protocol the selection touches: a selection without one of its mandatory scenarios is partial.
        let selectedProtocols = Set(selected.map(\.protocolID))
        let selection = Certificate.Selection(
            profile: scenarioSet.scenarios.filter { selectedProtocols.contains($0.protocolID) && $0.certification == .mandatory }.map(\.id),
            selected: selected.map(\.id))
        let configuration = try RunSetup.loadConfiguration(request.config, language: language)
        let versions = try request.versions.resolve(
            specs: specs, inScope: selected.map(\.protocolID), configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let session = try await RunSetup.start(
            target: target, mode: .record, specs: specs, sandboxSpecs: nil, faults: request.sandboxFaults, timeout: timeout,
            configuration: configuration, scenarios: scenarioSet, protocols: selected.map(\.protocolID),
            language: language, protocolVersions: versions, transport: request.transport)
        let cassettes = (request.out as NSString).appendingPathComponent("cassettes")
        let outcomes = await session.run(
            selected, specs: specs,
            options: RunOptions(mode: .record, cassettes: cassettes, seed: session.target.isSandbox ? 1 : nil, protocolVersions: versions),
            timeout: timeout,
            language: language)
        let broken = outcomes.flatMap(\.infrastructureErrors)
        if !broken.isEmpty {
            for diagnostic in broken { Console.error(diagnostic.formatted(language)) }
            Console.error(MessageID.cliCertifyUnreachable.render(language, []))
            throw SessionExit(2)
        }
        var report = RunReport(
            target: session.reportedTarget(target, language: language), mode: "certify", startedAt: session.startedAt,
            suites: outcomes.map(\.suite).sorted { $0.name < $1.name })
        let specDigests = CertificationVerdict.specDigests(specsPath: request.specsPath, protocols: Array(selectedProtocols))
        report.specDigests = specDigests.mapValues(\.digest)
        // The bundle's files name spec files relative to the spec folder, never by a path of this machine.
        report = report.relative(to: SpecRoot(request.specsPath))
        let secrets = session.target.secrets
        var facts = Certificate.Facts(
            partner: request.partner, target: session.reportedTarget(target, language: language), issuedAt: Date(),
            validityDays: request.validityDays,
            protocols: selectedProtocols.sorted().compactMap { id in
                guard let spec = specs.protocols[id], let digest = specDigests[id] else { return nil }
                // The versions the traffic was checked against, when the protocol has several; the spec's documentation version otherwise.
                let checked = Set(outcomes.filter { $0.scenario.protocolID == id }.flatMap(\.suite.protocolVersions))
                let version = checked.isEmpty ? spec.version : checked.sorted { ProtocolVersion($0) < ProtocolVersion($1) }.joined(separator: ", ")
                return (id, version, digest.digest, digest.files)
            },
            results: outcomes.map { outcome in
                CertificationResult(
                    scenario: outcome.scenario.id, title: outcome.scenario.title, level: outcome.scenario.certification, passed: outcome.passed,
                    failures: outcome.suite.failures, failedChecks: outcome.suite.cases.filter { $0.failure != nil }.prefix(10).map(\.name))
            })
        // The profile: the operations the selected scenarios name; the coverage counts the recorded traffic against it.
        var coverage: [ProtocolCoverage] = []
        for id in Set(selected.map(\.protocolID)) {
            guard let spec = specs.protocols[id] else { continue }
            let required = selected.filter { $0.protocolID == id }.reduce(into: Set<String>()) { $0.formUnion($1.operations) }
            let exchanges = outcomes.filter { $0.scenario.protocolID == id }.flatMap(\.suite.exchanges)
            coverage.append(ProtocolCoverage.measure(exchanges, protocol: spec, required: required.sorted(), protocolVersions: versions))
            facts.coverage[id] = coverage.last?.json
        }
        // An insecure run is marked in the signed statement too, not only in the target's name.
        if session.outbound.insecure { facts.session = .object([BodyMember("insecure", .bool(true))]) }
        facts.selection = selection
        // The reports lead with the statement's verdict and coverage (report header: BundleReports).
        try BundleReports.write(
            report,
            certification: facts.summary(
                target: session.reportedTarget(target, language: language), partial: selection.isPartial, missing: selection.missingMandatory,
                coverage: coverage),
            to: request.out, specs: specs, secrets: secrets, language: language)
        let sealed = try BundleFolder.seal(facts, in: request.out, key: key, language: language)
        let mandatory = facts.results.filter { $0.level == .mandatory }
        let optional = facts.results.filter { $0.level == .optional }
        if selection.isPartial {
            Console.error(
                CertificationVerdict.partialLine(
                    selection.missingMandatory, mandatoryPassed: mandatory.filter(\.passed).count, mandatoryRun: mandatory.count, out: request.out,
                    language: language))
            throw SessionExit(1)
        } else if sealed.certified {
            Console.error(
                MessageID.cliCertifyCertified.render(
                    language,
                    [
                        .plain(request.partner), .plain(String(mandatory.count)), .plain(String(optional.filter(\.passed).count)),
                        .plain(String(optional.count)), .plain(request.out),
                    ]))
        } else {
            let failing = mandatory.filter { !$0.passed }.map(\.scenario)
            Console.error(
                MessageID.cliCertifyFailed.render(
                    language,
                    [.plain(String(failing.count)), .plain(String(mandatory.count)), .plain(failing.joined(separator: ", ")), .plain(request.out)]))
            throw SessionExit(1)
        }
        if request.failOn.fails(errors: 0, warnings: report.warnings) {
            Console.error(
                MessageID.cliCertifyFailOnWarning.render(
                    language, [.plain(language.plural(report.warnings, one: .countWarningsOne, other: .countWarningsOther))]))
            throw SessionExit(1)
        }
    }
}
