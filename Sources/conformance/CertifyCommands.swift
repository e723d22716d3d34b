import ArgumentParser
import ConformanceCrypto
import ConformanceKit
import ConformanceRunner
import ConformanceTransport
import Foundation

/// `conformance certify`: run a partner's certification profile and write a signed bundle.
struct CertifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certify",
        abstract: "Run the certification profile against a partner's target and write a signed certificate bundle.",
        discussion: """
            Runs every scenario of the chosen protocols: those marked 'certification: mandatory' are the requirements,
            the others are reported as coverage. The bundle (--out, which must be new or empty) holds the HTML report in
            English and French, junit.xml, report.json, the cassettes, statement.json (partner, target, dates, tool and
            spec versions with their SHA-256, each requirement's result, every file's SHA-256) and statement.sig, an
            Ed25519 signature of the statement. A certificate is issued only when every mandatory requirement passed;
            otherwise the statement says "certified": false and lists the failures. A selection (--scenario, --tag,
            --case) that leaves out a mandatory requirement of a selected protocol is partial: written and signed, never
            certified ("selection": partial, with the missing requirements). Spec locations in the bundle are relative to
            the spec folder.
            Exit codes: 0 certified, 1 not certified, 2 usage, configuration or infrastructure error.
            """)

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .long, help: "The partner's name, as it appears on the certificate.")
    var partner: String

    @Option(name: .long, help: "The partner's server: an http(s) URL, a target of the config file, or sandbox (not with --client).")
    var target: String?

    @Flag(name: .long, help: "Certify the partner's client (app and merchant server): the tool plays the gateway and runs the client cases.")
    var client = false

    @Option(
        name: .long, help: "With --client: the command that drives the client (UI or integration tests); without it, a person is guided case by case."
    )
    var exec: String?

    @Option(
        name: .long, help: "With --client: put the recording proxy in front of the gateway's test environment at this URL instead of the sandbox.")
    var upstream: String?

    @Option(
        name: .customLong("case"),
        help: "With --client: only this client case (repeatable; a name or protocol/name). A selection without every mandatory case is not certified."
    )
    var cases: [String] = []

    @Option(
        name: .customLong("scenario"),
        help:
            "Without --client: only this scenario (repeatable; a name or protocol/name). A selection without every mandatory scenario is not certified."
    )
    var scenarios: [String] = []

    @Option(name: .customLong("tag"), help: "Without --client: only scenarios with this tag (repeatable); a partial selection is not certified.")
    var tags: [String] = []

    @Option(name: .long, help: "With --client: seconds every 'hang' fault lasts, overriding each case's own 'seconds' (35 s when a case sets none).")
    var hangSeconds: Double?

    @Option(name: .long, help: "With --client: the port the gateway side listens on (default 0: a free one, printed at start).")
    var port: Int = 0

    @Option(name: .customLong("protocol"), help: "Only this protocol (repeatable; default: every protocol).")
    var protocols: [String] = []

    @Option(name: .long, help: "The Ed25519 private key (PEM) that signs the statement ('conformance keys generate').")
    var signingKey: String

    @Option(name: .long, help: "The bundle folder to create.")
    var out: String

    @Option(name: .long, help: "Days the certificate holds (default 365).")
    var validityDays: Int = 365

    @Option(name: .long, help: "Config file (default: conformance.yaml when present).")
    var config: String?

    @Option(
        name: .long,
        help: "Seconds before a request times out (default 30); with --client, seconds the whole session may last (default: no limit).")
    var timeout: Double?

    @Option(name: .long, help: "With --target sandbox: faults the sandbox applies, to see a bundle that is not certified.")
    var sandboxFaults: String?

    func validate() throws {
        if partner.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--partner must not be empty") }
        if !(1...3650).contains(validityDays) { throw ValidationError("--validity-days must be between 1 and 3650") }
        if client {
            if target != nil {
                throw ValidationError("--target names a server to test; with --client the tool is the server (use --upstream for a real gateway)")
            }
            if sandboxFaults != nil { throw ValidationError("--sandbox-faults is for server certification; client cases declare their own faults") }
            if !scenarios.isEmpty || !tags.isEmpty { throw ValidationError("--scenario and --tag choose server scenarios; with --client use --case") }
            if let timeout, !(timeout.isFinite && timeout > 0 && timeout <= 86_400) {
                throw ValidationError("--timeout with --client must be a number of seconds above 0 and at most 86400, not \(timeout)")
            }
            try Seconds.validate(hangSeconds, flag: "--hang-seconds")
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
            if let exec, exec.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--exec must not be empty") }
            // The transport flags shape how the session's proxy reaches a real gateway; the built-in sandbox needs none.
            if upstream == nil, let flag = transport.givenFlags.first { throw ValidationError("\(flag) goes with --upstream (a real gateway)") }
        } else {
            if target == nil { throw ValidationError("--target is required (or --client to certify a client)") }
            for (flag, given) in [
                ("--exec", exec != nil), ("--upstream", upstream != nil), ("--case", !cases.isEmpty), ("--hang-seconds", hangSeconds != nil),
                ("--port", port != 0),
            ] where given {
                throw ValidationError("\(flag) goes with --client")
            }
            try Seconds.validate(timeout, flag: "--timeout")
        }
    }

    /// With --client, how long the session may last.
    var sessionLimit: Double? { client ? timeout : nil }

    @Option(name: .long, help: "Also fail (exit 1) on warnings: error (default) or warning. The certificate itself states only errors.")
    var failOn: FailOn = .error

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var transport: TransportOptions

    func run() async throws {
        let language = specOptions.language
        let key: SigningPrivateKey
        do {
            key = try SigningKeyFile.readPrivateKey(signingKey)
        } catch {
            Console.error((language == .en ? "error: " : "erreur : ") + error.text.text(language))
            throw ExitCode(2)
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: out, isDirectory: &isFolder), !isFolder.boolValue {
            Console.error(
                language == .en
                    ? "error: \(out) is a file; give --out a new or empty folder for the bundle"
                    : "erreur : \(out) est un fichier ; donnez à --out un dossier neuf ou vide pour le certificat")
            throw ExitCode(2)
        }
        if manager.fileExists(atPath: out), !((try? manager.contentsOfDirectory(atPath: out)) ?? []).isEmpty {
            Console.error(
                language == .en
                    ? "error: \(out) is not empty; certify writes a new bundle into a new or empty folder"
                    : "erreur : \(out) n'est pas vide ; certify écrit un nouveau dossier de certificat dans un dossier neuf ou vide")
            throw ExitCode(2)
        }
        if client {
            try await ClientCertification(command: self, key: key, language: language).run()
            return
        }
        let target = self.target ?? "sandbox"
        let timeout = self.timeout ?? 30
        let specs = try specOptions.loadSpecs()
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: specOptions.resolvedSpecsPath, language: language)
        let selected = try RunSetup.select(scenarioSet, protocols: protocols, scenarios: scenarios, tags: tags, language: language)
        // The profile of every protocol the selection touches: a selection without one of its mandatory scenarios is partial.
        let selectedProtocols = Set(selected.map(\.protocolID))
        let selection = Certificate.Selection(
            profile: scenarioSet.scenarios.filter { selectedProtocols.contains($0.protocolID) && $0.certification == .mandatory }.map(\.id),
            selected: selected.map(\.id))
        let configuration = try RunSetup.loadConfiguration(config, language: language)
        let versions = try versionOptions.resolve(
            specs: specs, inScope: selected.map(\.protocolID), configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let session = try await RunSetup.start(
            target: target, mode: .record, specs: specs, sandboxSpecs: nil, faults: sandboxFaults, timeout: timeout,
            configuration: configuration, scenarios: scenarioSet, protocols: selected.map(\.protocolID),
            language: language, protocolVersions: versions, transport: transport)
        let cassettes = (out as NSString).appendingPathComponent("cassettes")
        let outcomes = await session.run(
            selected, specs: specs,
            options: RunOptions(mode: .record, cassettes: cassettes, seed: session.target.isSandbox ? 1 : nil, protocolVersions: versions),
            timeout: timeout,
            language: language)
        let broken = outcomes.flatMap(\.infrastructureErrors)
        if !broken.isEmpty {
            for diagnostic in broken { Console.error(diagnostic.formatted(language)) }
            Console.error(
                language == .en
                    ? "error: the run could not reach the target; no certificate was written"
                    : "erreur : l'exécution n'a pas pu joindre la cible ; aucun certificat n'a été écrit")
            throw ExitCode(2)
        }
        var report = RunReport(
            target: session.reportedTarget(target), mode: "certify", startedAt: session.startedAt,
            suites: outcomes.map(\.suite).sorted { $0.name < $1.name })
        let specDigests = CertificationVerdict.specDigests(specsPath: specOptions.resolvedSpecsPath, protocols: Array(selectedProtocols))
        report.specDigests = specDigests.mapValues(\.digest)
        // The bundle's files name spec files relative to the spec folder, never by a path of this machine.
        report = report.relative(to: SpecRoot(specOptions.resolvedSpecsPath))
        let secrets = session.target.secrets
        var facts = Certificate.Facts(
            partner: partner, target: session.reportedTarget(target), issuedAt: Date(), validityDays: validityDays,
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
                target: session.reportedTarget(target), partial: selection.isPartial, missing: selection.missingMandatory, coverage: coverage),
            to: out, specs: specs, secrets: secrets, language: language)
        let sealed = try Self.seal(facts, in: out, key: key, language: language)
        let mandatory = facts.results.filter { $0.level == .mandatory }
        let optional = facts.results.filter { $0.level == .optional }
        if selection.isPartial {
            Console.error(
                CertificationVerdict.partialLine(
                    selection.missingMandatory, mandatoryPassed: mandatory.filter(\.passed).count, mandatoryRun: mandatory.count, out: out,
                    language: language))
            throw ExitCode(1)
        } else if sealed.certified {
            Console.error(
                language == .en
                    ? "CERTIFIED: \(partner), \(mandatory.count) mandatory requirements passed, optional coverage \(optional.filter(\.passed).count)/\(optional.count); bundle in \(out)"
                    : "CERTIFIÉ : \(partner), \(mandatory.count) exigences obligatoires satisfaites, couverture facultative \(optional.filter(\.passed).count)/\(optional.count) ; dossier dans \(out)"
            )
        } else {
            let failing = mandatory.filter { !$0.passed }.map(\.scenario)
            Console.error(
                language == .en
                    ? "NOT CERTIFIED: \(failing.count) of \(mandatory.count) mandatory requirements failed: \(failing.joined(separator: ", ")); bundle in \(out)"
                    : "NON CERTIFIÉ : \(failing.count) exigences obligatoires sur \(mandatory.count) en échec : \(failing.joined(separator: ", ")) ; dossier dans \(out)"
            )
            throw ExitCode(1)
        }
        if failOn.fails(errors: 0, warnings: report.warnings) {
            Console.error(
                language == .en
                    ? "--fail-on warning: the traffic had \(language.counted(report.warnings, "warning", ""))"
                    : "--fail-on warning : le trafic comporte \(language.counted(report.warnings, "", "avertissement"))")
            throw ExitCode(1)
        }
    }
}

extension CertifyCommand {
    /// Writes the signed statement of a bundle; a bundle that cannot be sealed is an infrastructure error (exit 2).
    static func seal(_ facts: Certificate.Facts, in out: String, key: SigningPrivateKey, language: Language) throws -> (
        statement: String, certified: Bool
    ) {
        do {
            return try Certificate.seal(folder: out, facts: facts, key: key)
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(out), .plain(String(describing: error))]).formatted(language))
            throw ExitCode(2)
        }
    }
}

/// `conformance keys`: signing keys for certificates.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Signing keys for certificates.", subcommands: [KeysGenerateCommand.self])
}

/// `conformance keys generate`: a new Ed25519 key pair.
struct KeysGenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a new Ed25519 key pair: NAME.key (private, mode 600) and NAME.pub (public), PEM files OpenSSL reads.",
        discussion: "Keep the private key out of version control; hand the public key to whoever verifies certificates.")

    @Option(name: .long, help: "Folder to write the keys to.")
    var out: String

    @Option(name: .long, help: "Base name of the files (default: signing).")
    var name: String = "signing"

    @Flag(name: .long, help: "Replace existing key files.")
    var force = false

    func run() throws {
        let manager = FileManager.default
        let privatePath = (out as NSString).appendingPathComponent(name + ".key")
        let publicPath = (out as NSString).appendingPathComponent(name + ".pub")
        if !force, manager.fileExists(atPath: privatePath) || manager.fileExists(atPath: publicPath) {
            Console.error("error: \(privatePath) or \(publicPath) already exists; pass --force to replace them (the old key is then lost)")
            throw ExitCode(2)
        }
        let pair = SigningKeyFile.generate()
        do {
            try manager.createDirectory(atPath: out, withIntermediateDirectories: true)
            try Data(pair.privateKey.utf8).write(to: URL(fileURLWithPath: privatePath))
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: privatePath)
            try Data(pair.publicKey.utf8).write(to: URL(fileURLWithPath: publicPath))
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(out), .plain(error.localizedDescription)]).formatted(.en))
            throw ExitCode(2)
        }
        Console.print("\(privatePath)\n\(publicPath)")
    }
}

/// `conformance certificate`: work with certificate bundles.
struct CertificateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certificate", abstract: "Work with certificate bundles.", subcommands: [CertificateVerifyCommand.self])
}

/// `conformance certificate verify`: check a bundle offline.
struct CertificateVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a certificate bundle offline: signature, signer, every file's SHA-256, version and expiry.",
        discussion: "Exit codes: 0 authentic, complete, current and certified; 1 anything else (each problem is named); 2 usage error.")

    @Argument(help: "The bundle folder.")
    var folder: String

    @Option(name: .long, help: "The signer's Ed25519 public key (PEM).")
    var publicKey: String

    @Option(name: .long, help: "Check validity at this date (ISO 8601) instead of now.")
    var at: String?

    @Option(name: .long, help: "Language of messages: en or fr (default: $CONFORMANCE_LANG or en).")
    var lang: Language?

    func run() throws {
        let language = Language.resolved(lang)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.error(Diagnostic(.error, .inputUnreadable, [.plain(folder), "no such folder"]).formatted(language))
            throw ExitCode(2)
        }
        let key: SigningPublicKey
        do {
            key = try SigningKeyFile.readPublicKey(publicKey)
        } catch {
            Console.error((language == .en ? "error: " : "erreur : ") + error.text.text(language))
            throw ExitCode(2)
        }
        var now = Date()
        if let at {
            guard let date = ISO8601DateFormatter().date(from: at) else {
                Console.error("error: --at '\(at)' is not an ISO 8601 date such as 2026-11-21T00:00:00Z")
                throw ExitCode(2)
            }
            now = date
        }
        let result = Certificate.verify(folder: folder, publicKey: key, now: now)
        for problem in result.problems { Console.error((language == .en ? "error: " : "erreur : ") + problem.text(language)) }
        if !result.problems.isEmpty {
            Console.error(
                language == .en
                    ? "INVALID: \(result.problems.count) problems; do not trust this bundle"
                    : "INVALIDE : \(result.problems.count) problèmes ; ne vous fiez pas à ce dossier")
            throw ExitCode(1)
        }
        if !result.missingMandatory.isEmpty {
            Console.error(CertificationVerdict.verifiedPartialLine(result, language: language))
            throw ExitCode(1)
        }
        if !result.certified {
            Console.error(
                language == .en
                    ? "AUTHENTIC BUT NOT CERTIFIED: \(result.partner ?? "?") failed \(result.failing.joined(separator: ", "))"
                    : "AUTHENTIQUE MAIS NON CERTIFIÉ : \(result.partner ?? "?") a échoué à \(result.failing.joined(separator: ", "))")
            throw ExitCode(1)
        }
        Console.print(
            language == .en
                ? "VALID: \(result.partner ?? "?") is certified until \(result.expiresAt ?? "?"); signature and every file check out"
                : "VALIDE : \(result.partner ?? "?") est certifié jusqu'au \(result.expiresAt ?? "?") ; la signature et chaque fichier sont vérifiés")
    }
}
