import ConformanceKit
import ConformanceTestSupport
import ConformanceTesting
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `CassetteSession`, the URLSession recorder app teams use in their own tests, against a local upstream.
@Suite struct CassetteSessionTests {
    static let initializeBody =
        #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"123123","RequestId":"req-1","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"1000","CurrencyCode":"CHF"}},"ReturnUrl":{"Url":"https://merchant.example.com/return"}}"#

    static func temporaryCassette() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)/cassette.json").path
    }

    @Test func urlSessionRecorderRecordsReplaysAndChecks() async throws {
        let upstream = try await LocalUpstream.start()
        let file = Self.temporaryCassette()
        let recording = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .once)
        let first = try await send(
            "POST", upstream.baseURL + "/api/Payment/v1/Transaction/Initialize", body: Self.initializeBody, contentType: "application/json",
            session: recording.session)
        #expect(first.status == 200)
        let summary = try recording.finish()
        #expect(summary.recorded == 1 && recording.nonConformant.isEmpty)
        #expect(recording.exchanges.first?.check.operation?.description == "saferpay/TransactionInitialize")
        await upstream.stop()
        let replaying = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .none)
        let again = try await send(
            "POST", upstream.baseURL + "/api/Payment/v1/Transaction/Initialize", body: Self.initializeBody, contentType: "application/json",
            session: replaying.session)
        #expect(again.status == 200 && again.body == first.body)
        #expect(replaying.exchanges.first?.replayed == true)
        let miss = await #expect(throws: (any Error).self) {
            _ = try await send("POST", upstream.baseURL + "/echo", body: "x", contentType: "text/plain", session: replaying.session)
        }
        #expect(String(describing: miss).contains("no recorded interaction") || miss != nil)
        try replaying.finish()
    }
}
