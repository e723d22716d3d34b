import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Hangs in a real session: a client that gives up, or a command that exits, never makes the session wait the hang out.
@Suite(.serialized, .conformanceBinary) struct ClientSessionHangTests {
    static let ready = FileManager.default.fileExists(atPath: "/usr/bin/curl")
    static let why = "needs curl"

    /// A shell command posting the Initialize of `initialize-retried-after-timeout` (whose case hangs it 100 s), giving up after `limit` seconds.
    static func initialize(limit: Int) -> String {
        """
        curl -s -m \(limit) -o /dev/null -X POST "$CONFORMANCE_BASE_URL/Payment/v1/Transaction/Initialize" -H 'Content-Type: application/json' \
        -H 'Accept: application/json' -d '{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r-1","RetryIndicator":0},\
        "TerminalId":"17757531","Payment":{"Amount":{"Value":"1660","CurrencyCode":"CHF"},"OrderId":"o-1"},"ReturnUrl":{"Url":"https://shop.example/return"}}'
        """
    }

    /// How long a session may take and still show it did not wait the hang out (60 s at the least): a loaded CI run
    /// spends seconds on start-up, keys and signing.
    static let bound = 45.0

    /// Runs a session of the timeout case with a command; its result, output and how long it took.
    static func certify(_ exec: String, extra: [String] = []) async throws -> (Subprocess.Result, String, Double) {
        let (key, _) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        let started = Date()
        let result = try await CertifyProcess.certify(
            ["--protocol", "saferpay", "--case", "initialize-retried-after-timeout", "--exec", exec] + extra, key: key, out: out)
        return (result, out, Date().timeIntervalSince(started))
    }

    @Test(.enabled(if: ready, .init(rawValue: why)))
    func aClientThatGivesUpOnAHangDoesNotHoldTheSessionUp() async throws {
        // The client gives up after 1 s (the session sees it leave) and exits a second later: the session ends then, not 100 s later.
        let (result, out, seconds) = try await Self.certify(Self.initialize(limit: 1) + "; sleep 1; exit 0")
        #expect(seconds < Self.bound, "the session took \(seconds) s")
        #expect(
            result.stdout.contains(
                "#1 POST /Payment/v1/Transaction/Initialize  TransactionInitialize  [saferpay/initialize-retried-after-timeout]: holding the answer 100 s [fault: hang]"
            ), "\(result.stdout)")
        #expect(result.stdout.contains("#1 abandoned by the client after "), "\(result.stdout)")
        #expect(!result.stdout.contains("→ 504"), "nothing was answered: \(result.stdout)")
        // The bundle says so: the report and the cassette keep the exchange as an abandoned hang.
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(report.contains("the certification session was to hold the answer 100 s, and the client abandoned the request after "))
        let cassette = try String(contentsOfFile: out + "/cassettes/saferpay.json", encoding: .utf8)
        #expect(cassette.contains("the client abandoned the request after "))
    }

    @Test(.enabled(if: ready, .init(rawValue: why)))
    func theSessionEndsWhenItsCommandExitsEvenWithAnAnswerHeld() async throws {
        // The command leaves a request waiting (in the background) and exits; --hang-seconds overrides the case's 100 s.
        let (result, out, seconds) = try await Self.certify(Self.initialize(limit: 90) + " & sleep 1; exit 0", extra: ["--hang-seconds", "60"])
        #expect(seconds < Self.bound, "the session took \(seconds) s")
        #expect(result.stdout.contains("holding the answer 60 s [fault: hang]"), "\(result.stdout)")
        #expect(result.stdout.contains("#1 never answered: the session ended"), "\(result.stdout)")
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(report.contains("the certification session was to hold the answer 60 s, and it ended after"))
    }

    @Test(.enabled(if: ready, .init(rawValue: why)))
    func throughTheRecordingProxyAClientThatGivesUpDoesNotHoldTheSessionUp() async throws {
        let upstream = try ClientCertificationTests.Running(["sandbox", "--port", "0"])
        defer { upstream.process.terminate() }
        let upstreamURL = try await upstream.baseURL(after: "listening on ")
        let (result, _, seconds) = try await Self.certify(Self.initialize(limit: 1) + "; sleep 1; exit 0", extra: ["--upstream", upstreamURL])
        #expect(seconds < Self.bound, "the session took \(seconds) s")
        #expect(result.stdout.contains("holding the answer 100 s [fault: hang]"), "\(result.stdout)")
        #expect(result.stdout.contains("#1 abandoned by the client after "), "\(result.stdout)")
    }
}
