import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceSandbox

/// Per-payment state in the sandbox is forgotten once useless, so a soak test's memory stays bounded.
@Suite struct SandboxMemoryTests {
    @Test func expiringTableForgetsOnlyWhatCanNoLongerBeUsedAndStaysBounded() {
        var table = ExpiringTable<Int>(minimumSweep: 64)
        let start = Date(timeIntervalSince1970: 1_000_000)
        var largest = 0
        // 100,000 tokens, one every 10 ms, each useful for 1 s: at most about 100 are alive at once.
        for index in 0..<100_000 {
            let now = start.addingTimeInterval(Double(index) / 100)
            table.insert("t\(index)", index, forgetAfter: now.addingTimeInterval(1), now: now)
            largest = max(largest, table.count)
            // A token still in its useful life is always there.
            if index >= 50 { #expect(table["t\(index - 50)"] == index - 50) }
        }
        #expect(largest <= 2 * 101 + 64, "the table grew to \(largest) entries")
        #expect(table["t99999"] == 99_999)
        #expect(table["t0"] == nil)
    }

    @Test func saferpayTokensOfASoakTestAreForgotten() {
        var configuration = SandboxConfiguration(seed: 3)
        configuration.tokenLifetime = 0.001
        let simulator = SaferpaySimulator(configuration: configuration)
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: configuration, simulators: [simulator])
        let body = """
            {"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r","RetryIndicator":0},"TerminalId":"17757531",\
            "Payment":{"Amount":{"Value":"100","CurrencyCode":"CHF"},"OrderId":"o"},"ReturnUrl":{"Url":"https://shop.example/return"}}
            """
        let request = RecordedRequest(
            method: "POST", path: "/Payment/v1/Transaction/Initialize", headers: [NameValue("Content-Type", "application/json")], body: .text(body))
        for _ in 0..<10_000 {
            #expect(sandbox.handle(request).response.status == 200)
        }
        let kept = simulator.lock.withLock { simulator.tokens.count }
        #expect(kept < 9_000, "10,000 expired tokens, \(kept) still kept")
    }

    @Test func operationPlansStayBoundedWhateverVersionsRequestsDeclare() {
        let simulator = SaferpaySimulator()
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, simulators: [simulator])
        func initialize(declaring version: String) -> Int {
            let body = """
                {"RequestHeader":{"SpecVersion":"\(version)","CustomerId":"401860","RequestId":"r","RetryIndicator":0},"TerminalId":"17757531",\
                "Payment":{"Amount":{"Value":"100","CurrencyCode":"CHF"},"OrderId":"o"},"ReturnUrl":{"Url":"https://shop.example/return"}}
                """
            let request = RecordedRequest(
                method: "POST", path: "/Payment/v1/Transaction/Initialize", headers: [NameValue("Content-Type", "application/json")],
                body: RecordedBody.from(Data(body.utf8), contentType: "application/json"))
            return sandbox.handle(request).response.status
        }
        // The same declared version again and again: one plan, reused.
        for _ in 0..<50 { #expect(initialize(declaring: "1.40") == 200) }
        #expect(sandbox.planCount == 1)
        // Made-up versions older than every listed one are kept under their own names: the table is emptied when full.
        for minor in 0..<300 { _ = initialize(declaring: "0.\(minor)") }
        #expect(sandbox.planCount <= Sandbox.planCapacity, "\(sandbox.planCount) plans kept")
        #expect(initialize(declaring: "1.40") == 200)
    }
}
