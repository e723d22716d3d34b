import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// `notAnsweredBy`: a documented code one operation never answers is kept in its table for its meaning, and left out
/// of that operation's coverage and variations; an answer, an assertion or a sandbox answer carrying it is flagged.
@Suite struct CodeScopeTests {
    static let specs = TestSupport.loaded.specs
    static let fixtures = SpecFixtures(specs: specs, coverage: .minimal)

    /// A copy of the real Specs with one text of one file replaced (it must occur once), and the file's path.
    static func specsCopy(_ file: String, replacing old: String, with new: String) throws -> (root: String, file: String) {
        let folder = NSTemporaryDirectory() + "code-scope-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: folder + "/Specs")
        let path = folder + "/Specs/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "\(file) should hold '\(old)' once")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        return (folder + "/Specs", path)
    }

    /// The 1-based line of the first line of a file holding a text.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    /// A paypage answer carrying a response code.
    static func paypageAnswer(_ code: String) throws -> (request: RecordedRequest, response: RecordedResponse) {
        let request = try fixtures.request("vantiv-eprotect", "eProtectMobileAPI")
        let response = try fixtures.response(
            "vantiv-eprotect", "eProtectMobileAPI", setting: ["response": code], removing: ["paypageRegistrationId"], conformant: false)
        return (request.recorded, response.recorded)
    }

    @Test func theVantivSpecSaysWhichCodesItsCallsNeverAnswer() throws {
        let spec = try #require(Self.specs.protocols["vantiv-eprotect"])
        let paypage = try #require(spec.codeTables["eProtectResponseCode"])
        let scoped = paypage.codes.filter { !$0.entry.isAnswered(by: "eProtectMobileAPI") }.map(\.code)
        #expect(scoped == ["877", "878", "884", "885", "886", "888"])
        #expect(paypage.entry(for: "884")?.meaning.en.isEmpty == false, "the code keeps its meaning for a client that meets it")
        let location = try #require(paypage.codes.first { $0.code == "884" }?.entry.notAnsweredByLocation)
        #expect(location.file.hasSuffix("vantiv-eprotect/protocol.yaml"))
        #expect(location.line == (try Self.line(of: "'884':", in: location.file)) + 2)
        #expect(spec.codeTables["mercuryCmdStatus"]?.entry(for: "Success")?.notAnsweredBy == ["SaleByRecordNo"])
        #expect(spec.codeTables["cnpResponseCode"]?.codes.allSatisfy { $0.entry.notAnsweredBy == nil } == true, "cnpAPI answers 877 and 878")
    }

    @Test func coverageLeavesOutCodesTheOperationNeverAnswers() throws {
        let spec = try #require(Self.specs.protocols["vantiv-eprotect"])
        let (request, response) = try Self.paypageAnswer("884")
        let coverage = ProtocolCoverage.measure(
            [Interaction(request: request, response: response)], protocol: spec, required: ["eProtectMobileAPI"])
        let codes = try #require(coverage.part("codes"))
        let listed = try #require(spec.codeTables["eProtectResponseCode"]).codes.count
        #expect(codes.total == listed - 6)
        #expect(codes.seen.isEmpty, "884 answered anyway is not counted as covering anything")
        #expect(!codes.unseen.contains("eProtectResponseCode 884") && codes.unseen.contains("eProtectResponseCode 871"))

        // The report says what it left out, and why.
        let scoped = ["877", "878", "884", "885", "886", "888"].map { "eProtectResponseCode \($0)" }
        #expect(coverage.operations.first?.codesNotAnswered == scoped)
        let json = coverage.operationsJSON["eProtectMobileAPI"]?["codesNotAnswered"]
        #expect(json == .array(scoped.map(BodyValue.string)))
        let html = HTMLReportRenderer(specs: Self.specs).neverSeen(coverage)
        #expect(
            html.contains(
                "<p class=\"cov-not-answered\"><span lang=\"en\">Codes not counted for eProtectMobileAPI, which the spec says never "
                    + "answers them: eProtectResponseCode 877, eProtectResponseCode 878, eProtectResponseCode 884"), "\(html)")
        #expect(html.contains("<span lang=\"fr\">Codes non comptés pour eProtectMobileAPI, qui d"), "\(html)")

        let (_, answered) = try Self.paypageAnswer("871")
        let covered = ProtocolCoverage.measure(
            [Interaction(request: request, response: answered)], protocol: spec, required: ["eProtectMobileAPI"])
        #expect(covered.part("codes")?.seen == ["eProtectResponseCode 871"])
    }

    @Test func anAnswerCarryingSuchACodeIsAWarningWithItsMeaning() throws {
        let checker = ExchangeChecker(specs: Self.specs)
        let (request, response) = try Self.paypageAnswer("884")
        let findings = checker.check(Interaction(request: request, response: response)).responseFindings
        let finding = try #require(findings.first { $0.kind == .codeNotAnswered })
        #expect(finding.severity == .warning)
        #expect(finding.path == "$.response")
        #expect(finding.message(.en).hasPrefix("$.response = '884': the spec says eProtectMobileAPI never answers this code ("))
        #expect(finding.message(.fr).contains("ne renvoie jamais ce code"))
        #expect(!findings.contains { $0.kind == .codeMeaning && $0.path == "$.response" })

        let (_, documented) = try Self.paypageAnswer("871")
        let usual = checker.check(Interaction(request: request, response: documented)).responseFindings
        #expect(!usual.contains { $0.kind == .codeNotAnswered })
        #expect(usual.contains { $0.kind == .codeMeaning && $0.path == "$.response" })
    }

    @Test func exploreNeverSendsSuchACode() throws {
        let (request, response) = try Self.paypageAnswer("870")
        let planner = VariationPlanner(specs: Self.specs)
        let variations = planner.variations(
            protocolID: "vantiv-eprotect", operation: "eProtectMobileAPI", request: request, response: response, kinds: [.code])
        let sent = Set(
            variations.flatMap { variation in
                variation.edits.compactMap { edit -> String? in
                    if case .set(let value) = edit.change, edit.path == "response" { return value.lexicalText }
                    return nil
                }
            })
        #expect(sent.contains("871") && sent.contains("889"), "the operation's other codes are still sent: \(sent.sorted())")
        #expect(sent.isDisjoint(with: ["877", "878", "884", "885", "886", "888"]), "\(sent.sorted())")
    }

    @Test func lintNamesAnOperationThatDoesNotAnswerTheTable() throws {
        let misspelt = try Self.specsCopy(
            "vantiv-eprotect/protocol.yaml", replacing: "notAnsweredBy: [SaleByRecordNo]", with: "notAnsweredBy: [SaleByRecordN]")
        defer { try? FileManager.default.removeItem(atPath: (misspelt.root as NSString).deletingLastPathComponent) }
        let problems = SpecLoader.load(paths: [misspelt.root]).diagnostics.filter { $0.id == .codeScopeOperation }
        let problem = try #require(problems.first)
        #expect(problems.count == 1 && problem.severity == .error)
        #expect(problem.location?.file == misspelt.file)
        #expect(problem.location?.line == (try Self.line(of: "notAnsweredBy: [SaleByRecordN]", in: misspelt.file)))
        #expect(
            problem.message(.en)
                == "code 'Success' of table 'mercuryCmdStatus' lists 'SaleByRecordN' under 'notAnsweredBy', but the operations "
                + "answering that table are: SaleByRecordNo (did you mean 'SaleByRecordNo'?)")

        let unrelated = try Self.specsCopy(
            "vantiv-eprotect/protocol.yaml", replacing: "notAnsweredBy: [SaleByRecordNo]", with: "notAnsweredBy: [authorization]")
        defer { try? FileManager.default.removeItem(atPath: (unrelated.root as NSString).deletingLastPathComponent) }
        let other = SpecLoader.load(paths: [unrelated.root]).diagnostics.filter { $0.id == .codeScopeOperation }
        #expect(other.count == 1)
        #expect(other.first?.message(.en).contains("lists 'authorization'") == true)

        let misnamed = try Self.specsCopy(
            "vantiv-eprotect/protocol.yaml", replacing: "notAnsweredBy: [SaleByRecordNo]", with: "notAnswerdBy: [SaleByRecordNo]")
        defer { try? FileManager.default.removeItem(atPath: (misnamed.root as NSString).deletingLastPathComponent) }
        let unknown = SpecLoader.load(paths: [misnamed.root]).diagnostics.filter { $0.id == .unknownKeySuggestion }
        #expect(unknown.first?.message(.en).contains("notAnsweredBy") == true)
    }

    @Test func aScenarioAssertingSuchACodeIsALintError() throws {
        let copy = try Self.specsCopy(
            "vantiv-eprotect/scenarios/eprotect-technical-failure.yaml", replacing: #"$.response: "889""#, with: #"$.response: "884""#)
        defer { try? FileManager.default.removeItem(atPath: (copy.root as NSString).deletingLastPathComponent) }
        let specs = SpecLoader.load(paths: [copy.root]).specs
        let scenarios = ScenarioLoader.load(paths: [copy.root], specs: specs).scenarios
        let problems = AssertedCodeCheck.check(specs: specs, scenarios: scenarios, clientCases: .init(cases: [], settings: [:]))
            .filter { $0.id == .codeNotAnswered }
        let problem = try #require(problems.first)
        #expect(problems.count == 1 && problem.severity == .error)
        #expect(problem.location?.file == copy.file)
        #expect(problem.location?.line == (try Self.line(of: #"$.response: "884""#, in: copy.file)))
    }

    @Test func aSandboxAnswerGivingSuchACodeIsALoadError() throws {
        let copy = try Self.specsCopy(
            "vantiv-eprotect/sandbox/answers.yaml", replacing: #"eProtectMobileAPI: {values: {response: "889", message: Failure}}"#,
            with: #"eProtectMobileAPI: {values: {response: "885", message: Failure}}"#)
        defer { try? FileManager.default.removeItem(atPath: (copy.root as NSString).deletingLastPathComponent) }
        let specs = SpecLoader.load(paths: [copy.root]).specs
        let problems = SandboxFactsLoader.load(paths: [copy.root], specs: specs).diagnostics
        #expect(problems.map(\.id) == [.codeNotAnswered])
        #expect(problems.first?.severity == .error && problems.first?.location?.file == copy.file)
        #expect(problems.first?.location?.line == (try Self.line(of: #"response: "885""#, in: copy.file)))
        #expect(problems.first?.message(.en).contains("'885': the spec says eProtectMobileAPI never answers this code") == true)
    }
}
