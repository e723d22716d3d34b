import Foundation
import Testing

@testable import ConformanceKit

/// The alias guard of YAML imports counts what aliases add, not the values a large cassette really holds.
@Suite struct LargeImportTests {
    /// A vcrpy cassette of `count` Saferpay Initialize interactions (about 25 values each); `padding` characters
    /// lengthen each order's description.
    static func vcrpy(_ count: Int, padding: Int = 0) -> String {
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

    @Test func aCassetteWithMoreValuesThanTheAllowanceButNoAliasImports() throws {
        let text = Self.vcrpy(200)
        let importer = YAMLCassetteImport(context: ImportContext(file: "big.yaml", format: .vcrpy), text: text, nodeBudget: 100)
        // 200 interactions hold several thousand values, far beyond an allowance of 100: the text spells them all out.
        let cassette = try importer.cassette()
        #expect(cassette.interactions.count == 200)
    }

    @Test func aliasesStillCannotExpandPastTheAllowance() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...4 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "interactions: [*a4]\nversion: 1\n"
        let importer = YAMLCassetteImport(context: ImportContext(file: "laughs.yaml", format: .vcrpy), text: text, nodeBudget: 1000)
        #expect {
            try importer.cassette()
        } throws: { error in
            (error as? CassetteError)?.diagnostic.message().contains("aliases expand it") == true
        }
    }
}
