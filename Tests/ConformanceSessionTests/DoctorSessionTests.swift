import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceSession

/// `conformance doctor` as a library call: the preflight table, its statuses, and each check able to fail (was run
/// through the built binary).
@Suite struct DoctorSessionTests {
    /// Examines the specs' targets with the process environment less its CONFORMANCE_* and proxy variables, plus `extra`.
    static func doctor(
        target: String? = nil, protocols: [String] = [], language: Language? = nil, environment extra: [String: String] = [:]
    ) async throws -> DoctorSession.Outcome {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("CONFORMANCE_") }
        for name in ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy"] { environment[name] = nil }
        environment.merge(extra) { $1 }
        var request = DoctorRequest(specsPath: TestSupport.specsPath)
        request.target = target
        request.protocols = protocols
        request.language = language
        request.environment = environment
        return try await DoctorSession(request).examine()
    }

    /// The checks of a JSON report, as (kind, subject, status, id).
    static func checks(_ outcome: DoctorSession.Outcome) throws -> [(kind: String, subject: String, status: String, id: String)] {
        let json = outcome.rendered(asJSON: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: String]])
        return checks.map { ($0["kind"] ?? "", $0["subject"] ?? "", $0["status"] ?? "", $0["id"] ?? "") }
    }

    @Test func theSandboxIsReadyAndEveryProtocolIsCheckedOrSaysWhyNot() async throws {
        let outcome = try await Self.doctor()
        #expect(outcome.status == 0, "\(outcome.rendered(asJSON: false))")
        let checks = try Self.checks(outcome)
        let credentials = checks.filter { $0.kind == "credentials" }
        #expect(credentials.map(\.subject) == ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"])
        #expect(credentials.filter { $0.status == "ready" }.map(\.id) == Array(repeating: "doctor.credentials-accepted", count: 3))
        #expect(credentials.first { $0.subject == "vantiv-eprotect" }?.id == "doctor.credentials-unavailable")
        #expect(checks.filter { $0.kind == "settings" }.count == 4 && checks.contains { $0.kind == "connection" && $0.status == "ready" })
        let french = try await Self.doctor(protocols: ["sips-inapp"], language: .fr)
        let text = french.rendered(asJSON: false)
        #expect(french.status == 0 && text.contains("identifiants") && text.contains("prêt : "), "\(text)")
    }

    @Test func aWrongSecretFailsTheCredentialsCheckAndNamesTheSettings() async throws {
        let outcome = try await Self.doctor(protocols: ["sips-inapp"], environment: ["CONFORMANCE_SIPS_INAPP_SECRETKEY": "not-the-key"])
        let text = outcome.rendered(asJSON: false)
        let notes = outcome.notes.map { $0.formatted(.en) }.joined(separator: "\n")
        #expect(outcome.status == 2, "\(text)")
        let line = try #require(text.split(separator: "\n").first { $0.contains("[doctor.credentials-refused]") })
        #expect(line.hasPrefix("FAIL") && line.contains("secretKey") && line.contains("34"), "\(line)")
        #expect(!text.contains("not-the-key") && !notes.contains("not-the-key"), "a secret is never printed")
        #expect(text.hasSuffix("not ready: 1 of 6 checks failed\n"), "\(text)")
        // The sandbox verifies Direct's v1HMAC signature: a wrong secret key is refused with 401.
        let direct = try await Self.doctor(
            protocols: ["worldline-direct"], environment: ["CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY": "not-the-secret"])
        let directText = direct.rendered(asJSON: false)
        #expect(direct.status == 2 && directText.contains("createSession answered HTTP 401"), "\(directText)")
        #expect(!directText.contains("not-the-secret"))
    }

    @Test func aURLTargetWithoutSettingsGetsTheVariablesAndASnippetAndItsHostIsStillChecked() async throws {
        let outcome = try await Self.doctor(target: "http://127.0.0.1:9", protocols: ["saferpay"])
        #expect(outcome.status == 2)
        let checks = try Self.checks(outcome)
        #expect(checks.filter { $0.kind == "settings" }.map(\.id) == Array(repeating: "config.missing-setting-url", count: 3))
        #expect(checks.contains { $0.kind == "connection" && $0.subject == "http://127.0.0.1:9" && $0.status == "failed" })
        #expect(checks.contains { $0.kind == "credentials" && $0.id == "doctor.credentials-no-settings" })
        let notes = outcome.notes.map { $0.formatted(.en) }.joined(separator: "\n")
        #expect(notes.contains("[config.target-snippet]") && notes.contains("apiCredentials: {env: CONFORMANCE_SAFERPAY_APICREDENTIALS}"), "\(notes)")
    }

    @Test func aNameThatDoesNotResolveIsReportedBeforeAnyConnection() async throws {
        let settings = [
            "CONFORMANCE_SAFERPAY_APICREDENTIALS": "user:password", "CONFORMANCE_SAFERPAY_CUSTOMERID": "1", "CONFORMANCE_SAFERPAY_TERMINALID": "2",
        ]
        let outcome = try await Self.doctor(target: "https://gateway.invalid/api", protocols: ["saferpay"], environment: settings)
        #expect(outcome.status == 2)
        let checks = try Self.checks(outcome)
        #expect(checks.contains { $0.kind == "name" && $0.status == "failed" && $0.id == "doctor.name-failed" })
        #expect(!checks.contains { $0.kind == "connection" }, "no connection is tried to a name that does not resolve")
        #expect(checks.contains { $0.kind == "credentials" && $0.id == "doctor.credentials-blocked" })
    }

    @Test func anUnknownProtocolOrTargetEndsWithStatusTwo() async throws {
        await #expect(throws: SessionExit(2)) { try await Self.doctor(protocols: ["no-such-protocol"]) }
        await #expect(throws: SessionExit(2)) { try await Self.doctor(target: "not-a-target") }
    }
}
