import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Shared by several test targets (moved out of `SandboxServerTests`).
package enum SandboxFixtures {
    /// A running sandbox for the duration of `body`.
    package static func withSandbox(
        _ configuration: SandboxConfiguration = .init(seed: 42, hangSeconds: 3), _ body: (String, Sandbox) async throws -> Void
    ) async throws {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: configuration)
        // Generous: the test run's synchronous suites can hold both threads of the cooperative pool for a while.
        let server = try await SandboxServer(sandbox: sandbox).start(timeout: 120)
        do {
            try await body(server.baseURL, sandbox)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Sends a request, checks the exchange against the specs, and returns the response and the check.
    @discardableResult
    package static func exchange(
        _ method: String, _ url: String, json: BodyValue? = nil, form: [(String, String)]? = nil, headers: [String: String] = [:],
        timeout: TimeInterval = 60, expectConformant: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> (response: RecordedResponse, check: ExchangeChecker.Result) {
        var request = URLRequest(url: URL(string: url)!, timeoutInterval: timeout)
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.jsonText.utf8)
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        if let form {
            request.httpBody = Data(FormEncoding.serialize(form.map { NameValue($0.0, $0.1) }).utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        let recordedRequest = URLExchangeBridge.request(request)
        var responseHeaders: [NameValue] = []
        for (key, value) in http.allHeaderFields { responseHeaders.append(NameValue(String(describing: key), String(describing: value))) }
        let recordedResponse = RecordedResponse(
            status: http.statusCode, headers: responseHeaders,
            body: RecordedBody.from(data, contentType: http.value(forHTTPHeaderField: "Content-Type")))
        let check = SandboxFixtures.checker.check(Interaction(request: recordedRequest, response: recordedResponse))
        if expectConformant {
            let errors = (check.requestFindings + check.responseFindings).filter { $0.severity == .error }.map { $0.message(.en) }
            #expect(check.operation != nil && errors.isEmpty, "\(method) \(url): \(errors)", sourceLocation: sourceLocation)
        }
        return (recordedResponse, check)
    }

    package static func initialize(_ requestID: String = "req-1", terminal: Bool = true) -> BodyValue {
        var members = [BodyMember("RequestHeader", SandboxFixtures.header(requestID))]
        if terminal { members.append(BodyMember("TerminalId", .string("17757531"))) }
        members += [
            BodyMember(
                "Payment",
                .object([
                    BodyMember("Amount", .object([BodyMember("Value", .string("1250")), BodyMember("CurrencyCode", .string("CHF"))])),
                    BodyMember("OrderId", .string("order-1")),
                ])),
            BodyMember("ReturnUrl", .object([BodyMember("Url", .string("https://merchant.example.com/return"))])),
        ]
        return .object(members)
    }

    package static func string(_ response: RecordedResponse, _ path: String...) -> String? {
        guard case .json(var value) = response.body else { return nil }
        for key in path {
            guard let next = value[key] else { return nil }
            value = next
        }
        return value.lexicalText
    }

    package static let checker = ExchangeChecker(specs: TestSupport.loaded.specs)

    package static func header(_ requestID: String = "req-1") -> BodyValue {
        .object([
            BodyMember("SpecVersion", .string("1.40")), BodyMember("CustomerId", .string("123123")), BodyMember("RequestId", .string(requestID)),
            BodyMember("RetryIndicator", .number("0")),
        ])
    }
}

/// URLRequest → RecordedRequest for the tests (headers and body as sent).
package enum URLExchangeBridge {
    package static func request(_ request: URLRequest) -> RecordedRequest {
        let url = request.url!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        return RecordedRequest(
            method: request.httpMethod ?? "GET", path: url.path, query: (components?.queryItems ?? []).map { NameValue($0.name, $0.value ?? "") },
            headers: (request.allHTTPHeaderFields ?? [:]).map { NameValue($0.key, $0.value) },
            body: RecordedBody.from(request.httpBody ?? Data(), contentType: request.value(forHTTPHeaderField: "Content-Type")))
    }
}
