import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// What a bundle may claim and hold: a selection without every mandatory requirement is partial and never certified,
/// no file of a bundle or a report names a path of the machine that made it, and the client gets absolute paths.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: ConformanceCLI.binary)))
struct BundleVerdictTests {
    static var binary: String { ConformanceCLI.binary }

    /// A new folder under the temporary directory, named for what it holds.
    static func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs the tool in `directory` (English messages).
    static func run(_ arguments: [String], in directory: String) async throws -> Subprocess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = nil
        return try await Subprocess.run(Self.binary, arguments, in: directory, environment: environment)
    }

    /// A signing key pair in a new folder: (private, public).
    static func keys() async throws -> (String, String) {
        let folder = try folder("keys")
        let result = try await Subprocess.run(Self.binary, ["keys", "generate", "--out", folder])
        #expect(result.status == 0, "\(result.stderr)")
        return (folder + "/signing.key", folder + "/signing.pub")
    }

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
    }

    /// The statement's `selection`: whether it says partial, and the mandatory requirements it left out.
    static func selection(_ bundle: String) throws -> (partial: Bool?, missing: [String]) {
        let selection = try json(bundle + "/statement.json")["selection"] as? [String: Any]
        return (selection?["partial"] as? Bool, selection?["missingMandatory"] as? [String] ?? [])
    }

    // MARK: Whole or partial

    @Test func aServerSelectionWithoutEveryMandatoryScenarioIsPartialAndVerifySaysSo() async throws {
        let (key, publicKey) = try await Self.keys()
        let work = try Self.folder("server")
        let result = try await Self.run(
            [
                "certify", "--partner", "Acme Pay", "--target", "sandbox", "--protocol", "saferpay", "--scenario", "card-payment-captured",
                "--signing-key", key, "--out", work + "/bundle", "--specs", TestSupport.specsPath,
            ], in: work)
        let mandatory = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs).scenarios.scenarios.filter {
            $0.protocolID == "saferpay" && $0.certification == .mandatory
        }.map(\.id)
        let missing = mandatory.filter { $0 != "saferpay/card-payment-captured" }.sorted()
        #expect(missing.count >= 2)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("NOT CERTIFIED (partial: the selection leaves out \(missing.count) mandatory"), "\(result.stderr)")
        #expect(result.stderr.contains(missing.joined(separator: ", ")) && !result.stderr.contains("CERTIFIED: Acme Pay"), "\(result.stderr)")
        let statement = try Self.json(work + "/bundle/statement.json")
        #expect(statement["certified"] as? Bool == false)
        let selection = try Self.selection(work + "/bundle")
        #expect(selection.partial == true && selection.missing == missing, "\(selection)")

        let verify = try await Subprocess.run(Self.binary, ["certificate", "verify", work + "/bundle", "--public-key", publicKey])
        #expect(verify.status == 1 && verify.stderr.contains("AUTHENTIC BUT PARTIAL, NOT CERTIFIED: Acme Pay"), "\(verify.stderr)")
        #expect(verify.stderr.contains(missing.joined(separator: ", ")) && !verify.stdout.contains("VALID"), "\(verify.stderr)")
        let french = try await Subprocess.run(Self.binary, ["certificate", "verify", work + "/bundle", "--public-key", publicKey, "--lang", "fr"])
        #expect(french.stderr.contains("AUTHENTIQUE MAIS PARTIEL, NON CERTIFIÉ"), "\(french.stderr)")

        // The whole profile of the protocol is certified as before, and its statement says the selection was whole.
        let whole = try await Self.run(
            [
                "certify", "--partner", "Acme Pay", "--target", "sandbox", "--protocol", "saferpay", "--signing-key", key, "--out",
                work + "/whole", "--specs", TestSupport.specsPath,
            ], in: work)
        #expect(whole.status == 0 && whole.stderr.contains("CERTIFIED: Acme Pay"), "\(whole.stderr)")
        let wholeSelection = try Self.selection(work + "/whole")
        #expect(wholeSelection.partial == false && wholeSelection.missing.isEmpty)
        let valid = try await Subprocess.run(Self.binary, ["certificate", "verify", work + "/whole", "--public-key", publicKey])
        #expect(valid.status == 0 && valid.stdout.contains("VALID: Acme Pay"), "\(valid.stderr)")
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func aClientSelectionWithoutEveryMandatoryCaseIsPartialAndVerifySaysSo() async throws {
        let (key, publicKey) = try await Self.keys()
        let out = try Self.folder("client") + "/bundle"
        let result = try await CertifyProcess.certify(
            [
                "--protocol", "saferpay", "--case", "card-payment-captured", "--timeout", "300", "--exec",
                "python3 \(CertifyProcess.script("saferpay"))",
            ], key: key, out: out)
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        let missing = loaded.cases.cases(of: "saferpay").filter { $0.certification == .mandatory && $0.name != "card-payment-captured" }.map(\.id)
            .sorted()
        #expect(!missing.isEmpty)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out).isEmpty, "the selected case itself passed")
        #expect(result.stderr.contains("NOT CERTIFIED (partial: the selection leaves out \(missing.count) mandatory"), "\(result.stderr)")
        #expect(result.stderr.contains(missing.joined(separator: ", ")) && result.stderr.contains("1 of the 1 selected"), "\(result.stderr)")
        let selection = try Self.selection(out)
        #expect(selection.partial == true && selection.missing == missing, "\(selection)")
        #expect(try Self.json(out + "/statement.json")["certified"] as? Bool == false)

        let verify = try await Subprocess.run(Self.binary, ["certificate", "verify", out, "--public-key", publicKey])
        #expect(verify.status == 1 && verify.stderr.contains("AUTHENTIC BUT PARTIAL, NOT CERTIFIED: Acme App"), "\(verify.stderr)")
        #expect(verify.stderr.contains(missing.joined(separator: ", ")) && !verify.stderr.contains("also failed"), "\(verify.stderr)")
    }

    @Test func aSelectionIsPartialWhenItLeavesOutAMandatoryRequirement() {
        let partial = Certificate.Selection(profile: ["p/c", "p/a", "p/b"], selected: ["p/b"])
        #expect(partial.isPartial && partial.missingMandatory == ["p/a", "p/c"])
        #expect(!Certificate.Selection(profile: ["p/a"], selected: ["p/a", "p/x"]).isPartial)
        var facts = Certificate.Facts(
            partner: "P", target: "t", issuedAt: Date(), validityDays: 1, protocols: [],
            results: [
                CertificationResult(
                    scenario: "p/b", title: LocalizedText(en: "B", fr: "B fr"), level: .mandatory, passed: true, failures: 0, failedChecks: [])
            ])
        #expect(facts.certified)
        facts.selection = partial
        #expect(!facts.certified, "every selected requirement passed, but the selection was partial")
    }

    // MARK: No path of the machine

    /// The absolute paths that must not appear in `folder`'s files: every file is read, every hit named.
    static func machinePaths(in folder: String, forbidden: [String]) -> [String] {
        var hits: [String] = []
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        for file in Certificate.bundleFiles(folder) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for path in forbidden where text.contains(path) { hits.append("\(file) holds \(path)") }
            if home.count > 1, text.contains(home + "/") || text.contains("\"\(home)\"") { hits.append("\(file) holds the home folder \(home)") }
        }
        return hits
    }

    /// The specs copied to a folder of their own, so that their absolute path is one no file may hold.
    static func copiedSpecs() throws -> String {
        let specs = try folder("specs") + "/Specs"
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: specs)
        return specs
    }

    @Test func serverBundlesAndRunReportsNameSpecFilesRelativeToTheSpecFolder() async throws {
        let (key, _) = try await Self.keys()
        let specs = try Self.copiedSpecs()
        let work = try Self.folder("work")
        let out = work + "/bundle"
        // Faults make checks fail, so that the reports carry spec locations.
        let certify = try await Self.run(
            [
                "certify", "--partner", "Acme Pay", "--target", "sandbox", "--protocol", "saferpay", "--signing-key", key, "--out", out, "--specs",
                specs, "--sandbox-faults", "drop-mandatory@TransactionCapture",
            ], in: work)
        #expect(certify.status == 1, "\(certify.stderr)")
        let forbidden = [specs, (specs as NSString).deletingLastPathComponent, out, work, TestSupport.repositoryRoot]
        let hits = Self.machinePaths(in: out, forbidden: forbidden)
        #expect(hits.isEmpty, "\(hits)")
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(report.contains("\"spec\": \"saferpay/TransactionCapture.yaml:"), "locations stay, relative to the spec folder")
        let statement = try Self.json(out + "/statement.json")
        let digest = try #require((statement["protocols"] as? [[String: Any]])?.first?["specSHA256"] as? String)
        let files = try #require((statement["protocols"] as? [[String: Any]])?.first?["files"] as? [String: String])
        #expect(files.keys.contains("saferpay/protocol.yaml"), "\(files.keys.sorted().prefix(3))")
        let reported = try #require(try Self.json(out + "/report.json")["specSHA256"] as? [String: String])
        #expect(reported == ["saferpay": digest], "the report names the specs the statement signs")
        #expect(try String(contentsOfFile: out + "/junit.xml", encoding: .utf8).contains("name=\"specSHA256\" value=\"\(digest)\""))
        #expect(try String(contentsOfFile: out + "/report.en.html", encoding: .utf8).contains(digest))

        // `conformance run` writes its reports the same way; its console keeps the paths the user can open.
        let reports = work + "/reports"
        let run = try await Self.run(
            [
                "run", "--specs", specs, "--target", "sandbox", "--protocol", "saferpay", "--sandbox-faults", "drop-mandatory@TransactionCapture",
                "--reports", reports, "--cassettes", work + "/cassettes", "--format", "junit", "--format", "json", "--format", "html", "--format",
                "markdown",
            ], in: work)
        #expect(run.status == 1, "\(run.stderr)")
        let runHits = Self.machinePaths(in: reports, forbidden: forbidden) + Self.machinePaths(in: work + "/cassettes", forbidden: forbidden)
        #expect(runHits.isEmpty, "\(runHits)")
        #expect(try String(contentsOfFile: reports + "/report.json", encoding: .utf8).contains("\"spec\": \"saferpay/TransactionCapture.yaml:"))
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func clientBundlesHoldNoPathOfTheMachine() async throws {
        let (key, _) = try await Self.keys()
        let specs = try Self.copiedSpecs()
        let work = try Self.folder("work")
        let out = work + "/bundle"
        // A variant that breaks a protocol rule, so that the reports carry the rule's location in the protocol's clients/settings.yaml.
        let result = try await Self.run(
            [
                "certify", "--client", "--partner", "Acme App", "--protocol", "saferpay", "--case", "authorize-do-not-retry", "--signing-key", key,
                "--out", out, "--specs", specs, "--timeout", "300", "--exec",
                "python3 \(CertifyProcess.script("saferpay")) --break retry-after-do-not-retry",
            ], in: work)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out)["saferpay/authorize-do-not-retry"]?.contains("no-retry-after-do-not-retry") == true)
        let forbidden = [specs, (specs as NSString).deletingLastPathComponent, out, work, TestSupport.repositoryRoot]
        let hits = Self.machinePaths(in: out, forbidden: forbidden)
        #expect(hits.isEmpty, "\(hits)")
        #expect(try String(contentsOfFile: out + "/report.json", encoding: .utf8).contains("saferpay/clients/settings.yaml:"))
        let session = try #require(try Self.json(out + "/statement.json")["session"] as? [String: Any])
        let command = (session["exec"] as? [String: Any])?["command"] as? String
        #expect(command == "python3 …/saferpay_client.py --break retry-after-do-not-retry", "\(command ?? "nil")")
    }

    // MARK: Paths handed to the client

    @Test func theCasesFileIsAbsoluteForACommandThatChangesFolder() async throws {
        let (key, _) = try await Self.keys()
        let work = try Self.folder("cd")
        try FileManager.default.createDirectory(atPath: work + "/app", withIntermediateDirectories: true)
        // `--out` is relative to the current folder; the command moves into a subfolder first, as an xcodebuild command does.
        let exec = #"cd app && case "$CONFORMANCE_CASES_FILE" in /*) cp "$CONFORMANCE_CASES_FILE" seen.json ;; *) exit 3 ;; esac"#
        let result = try await Self.run(
            [
                "certify", "--client", "--partner", "Acme App", "--protocol", "saferpay", "--case", "card-payment-captured", "--signing-key", key,
                "--out", "bundle", "--specs", TestSupport.specsPath, "--exec", exec,
            ], in: work)
        #expect(result.status == 1, "the case is not run: \(result.stderr)")
        let exit = ((try Self.json(work + "/bundle/statement.json")["session"] as? [String: Any])?["exec"] as? [String: Any])?["exitStatus"]
        #expect(exit as? Int == 0, "the command read the cases file: \(result.stderr)")
        let seen = try Self.json(work + "/app/seen.json")
        #expect((seen["cases"] as? [[String: Any]])?.count == 1, "\(seen)")
    }
}
