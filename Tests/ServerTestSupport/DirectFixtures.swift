import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// Shared by several test targets (moved out of `SandboxDirectTests`).
package enum DirectFixtures {
    package static let base = "http://127.0.0.1:9"

    package static let merchant = "sandboxMerchant"

    package static let checker = ExchangeChecker(specs: TestSupport.loaded.specs)

    package static func makeSandbox() -> Sandbox {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 7))
        sandbox.baseURL = base
        return sandbox
    }

    /// The Date and Authorization headers of a POST with a JSON body to `path`, signed with the sandbox's key now.
    package static func signedHeaders(_ path: String, date: Date = Date()) -> [String: String] {
        let request = DirectAuthentication.signed(
            RecordedRequest(method: "POST", path: path, headers: [NameValue("Content-Type", "application/json; charset=utf-8")]), date: date)
        return ["Date": request.header("Date") ?? "", "Authorization": request.header("Authorization") ?? ""]
    }
}
