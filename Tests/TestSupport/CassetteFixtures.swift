import ConformanceKit
import Foundation
import Testing

/// Large cassettes written for memory and speed tests (moved out of `CassetteStreamTests`).
package enum CassetteFixtures {
    /// A cassette of one conformant Saferpay Initialize exchange (generated examples).
    package static func conformantInitialize() throws -> Cassette {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let operation = try #require(spec.operations["TransactionInitialize"])
        let generator = ExampleGenerator(protocol: spec)
        let request = try #require(generator.example(for: operation.request))
        let responseSpec = try #require(operation.response(key: "200"))
        let response = try #require(generator.example(for: responseSpec))
        let json = [NameValue("Accept", "application/json"), NameValue("Content-Type", "application/json; charset=utf-8")]
        return Cassette(
            recordedAt: "2026-01-01T00:00:00Z", baseURL: "http://127.0.0.1:1",
            interactions: [
                Interaction(
                    request: RecordedRequest(method: operation.endpoint.method, path: operation.endpoint.path, headers: json, body: .json(request)),
                    response: RecordedResponse(status: 200, headers: json, body: .json(response)))
            ])
    }

    /// A cassette file of `count` Saferpay Initialize interactions, each with a description of `padding` bytes (2 KB by
    /// default), written as text.
    package static func large(_ count: Int, padding: Int = 2000, in folder: String) throws -> String {
        let file = folder + "/large-\(count)-\(padding).json"
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: file))
        handle.write(
            Data(
                "{\n  \"baseURL\" : \"http://127.0.0.1:1\",\n  \"format\" : \"paymentconformance-cassette\",\n  \"formatVersion\" : 1,\n  \"interactions\" : [\n"
                    .utf8))
        let padding = String(repeating: "x", count: padding)
        var batch = ""
        for index in 0..<count {
            batch +=
                (index == 0 ? "" : ",\n") + """
                    {"request":{"body":{"json":{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r-\(index)","RetryIndicator":0},\
                    "TerminalId":"17757531","Payment":{"Amount":{"Value":"1250","CurrencyCode":"CHF"},"OrderId":"o-\(index)","Description":"\(padding)"},\
                    "ReturnUrl":{"Url":"https://shop.example/return"}}},"headers":[["Content-Type","application/json"]],"method":"POST",\
                    "path":"/Payment/v1/Transaction/Initialize"},"response":{"status":500}}
                    """
            if batch.utf8.count > 1 << 20 {
                handle.write(Data(batch.utf8))
                batch = ""
            }
        }
        handle.write(Data((batch + "\n  ],\n  \"recordedAt\" : \"2026-11-26T00:00:00Z\",\n  \"toolVersion\" : \"test\"\n}\n").utf8))
        try handle.close()
        return file
    }

    /// A vcrpy cassette of `count` Saferpay Initialize interactions (about 25 values each); `padding` characters
    /// lengthen each order's description.
    package static func vcrpy(_ count: Int, padding: Int = 0) -> String {
        let description = String(repeating: "x", count: padding)
        var text = "interactions:\n"
        for index in 0..<count {
            text += """
                - request:
                    body: '{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r-\(index)","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"1250","CurrencyCode":"CHF"},"OrderId":"o-\(index)","Description":"\(description)"},"ReturnUrl":{"Url":"https://shop.example/return"}}'
                    headers:
                      Content-Type:
                      - application/json
                    method: POST
                    uri: http://localhost:9000/Payment/v1/Transaction/Initialize
                  response:
                    body:
                      string: '{"ResponseHeader":{"SpecVersion":"1.40","RequestId":"r-\(index)"},"Token":"t-\(index)","Expiration":"2026-11-26T14:00:00+01:00"}'
                    headers:
                      Content-Type:
                      - application/json
                    status:
                      code: 200
                      message: OK

                """
        }
        return text + "version: 1\n"
    }
}
