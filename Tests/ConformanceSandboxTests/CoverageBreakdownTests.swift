import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// The coverage by operation: counted in the same pass as the protocol's parts, written in `report.json` apart
/// from the `coverage` certificates sign, and drawn in the HTML report as inline SVG.
@Suite struct CoverageBreakdownTests {
    static let required = ["TransactionAuthorize", "TransactionCapture", "TransactionInitialize"]

    /// An authorisation answered 200 and a capture refused with 402, as the Saferpay spec describes them.
    static func exchanges() throws -> [Interaction] {
        [
            try ProtocolCoverageTests.exchange("TransactionAuthorize", status: 200, SaferpayAnswers.authorizeAnswer("1.53")),
            try ProtocolCoverageTests.exchange("TransactionCapture", status: 402, SaferpayAnswers.errorAnswer("1.53", behavior: "DO_NOT_RETRY")),
        ]
    }

    static func measured() throws -> ProtocolCoverage {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        return ProtocolCoverage.measure(try exchanges(), protocol: spec, required: required)
    }

    @Test func eachOperationHasItsStatusesCodesAndFields() throws {
        let coverage = try Self.measured()
        #expect(coverage.operations.map(\.operation) == Self.required, "every required operation, sorted")
        #expect(coverage.operations.map(\.exercised) == [true, true, false])

        let authorize = try #require(coverage.operations.first)
        #expect(authorize.part("statuses")?.seen == ["200"])
        #expect(authorize.part("statuses")?.unseen.isEmpty == false, "the error statuses were never seen")
        #expect(authorize.part("codes")?.total == 0, "a 200 answer names no code table")
        #expect(authorize.part("mandatoryFields")?.seen.contains("response.Liability.LiableEntity") == true)

        let capture = coverage.operations[1]
        #expect(capture.part("statuses")?.seen == ["4xx"], "402 is described by the class 4xx")
        #expect(capture.part("codes")?.seen == ["Behavior DO_NOT_RETRY", "ErrorName TRANSACTION_ALREADY_CAPTURED"])
        #expect(capture.part("codes")?.unseen.contains("Behavior RETRY") == true)
        #expect(capture.unseen.first?.part == "statuses", "statuses come first in what was never seen")

        let initialize = coverage.operations[2]
        #expect(initialize.parts.map(\.name) == ProtocolCoverage.Operation.partNames && initialize.parts.allSatisfy { $0.total == 0 })
        #expect(initialize.index == 0)
    }

    @Test func operationsAddUpToTheProtocol() throws {
        let coverage = try Self.measured()
        for name in ["statuses", "mandatoryFields", "optionalFields"] {
            let protocolPart = try #require(coverage.part(name))
            let seen = coverage.operations.flatMap { operation in (operation.part(name)?.seen ?? []).map { "\(operation.operation) \($0)" } }
            let unseen = coverage.operations.flatMap { operation in
                (operation.part(name)?.unseen ?? []).map { "\(operation.operation) \($0)" }
            }
            #expect(seen.sorted() == protocolPart.seen && unseen.sorted() == protocolPart.unseen, "\(name)")
        }
        let codes = Set(coverage.operations.flatMap { $0.part("codes")?.seen ?? [] })
        #expect(codes.sorted() == coverage.part("codes")?.seen)
    }

    @Test func theBreakdownIsLinearInTheExchanges() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let many = Array(repeating: try Self.exchanges(), count: 2_000).flatMap { $0 }
        let clock = ContinuousClock()
        let small = clock.measure { _ = ProtocolCoverage.measure(Array(many.prefix(400)), protocol: spec, required: Self.required) }
        let large = clock.measure { _ = ProtocolCoverage.measure(many, protocol: spec, required: Self.required) }
        // Ten times the exchanges may not cost a hundred times the time (a copy of the sets per exchange would).
        #expect(large < small * 40, "\(small) for 400 exchanges, \(large) for 4000")
    }

    @Test func theSignedCoverageKeepsItsBytes() throws {
        let coverage = try Self.measured()
        var stripped = coverage
        stripped.operations = []
        #expect(coverage.json == stripped.json, "the breakdown never enters the JSON certificates sign")
        let small = ProtocolCoverage(
            protocolID: "demo", parts: [.init(name: "operations", seen: ["Pay"], unseen: ["Refund"])],
            operations: [.init(operation: "Pay", exercised: true, parts: [.init(name: "statuses", seen: ["200"], unseen: ["402"])])])
        #expect(
            small.json.prettyJSONText == """
                {
                  "index": 50.0,
                  "operations": {
                    "seen": 1,
                    "total": 2,
                    "unseen": [
                      "Refund"
                    ]
                  }
                }
                """)
        let byOperation = small.operationsJSON.prettyJSONText
        #expect(byOperation.contains("\"Pay\"") && byOperation.contains("\"exercised\": true") && byOperation.contains("\"402\""), "\(byOperation)")
    }

    /// A run report of the two exchanges.
    static func report() throws -> RunReport {
        RunReport(
            target: "sandbox", mode: "live", startedAt: "2026-11-27T10:00:00",
            suites: [ReportSuite(name: "saferpay/demo", protocolID: "saferpay", cases: [], exchanges: try exchanges())])
    }

    @Test func reportJSONHasTheBreakdownAndTheGateOnlyWhenAsked() throws {
        let specs = TestSupport.loaded.specs
        var report = try Self.report()
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(JSONReportRenderer.render(report, specs: specs).utf8)) as? [String: Any])
        #expect(plain["coverageGate"] == nil)
        let byOperation = try #require((plain["coverageByOperation"] as? [String: Any])?["saferpay"] as? [String: Any])
        let capture = try #require(byOperation["TransactionCapture"] as? [String: Any])
        #expect(capture["exercised"] as? Bool == true && (capture["codes"] as? [String: Any])?["seen"] as? Int == 2)
        #expect((byOperation["TransactionInitialize"] as? [String: Any])?["exercised"] as? Bool == false)
        let parts = try #require((plain["coverage"] as? [String: Any])?["saferpay"] as? [String: Any])
        #expect(Set(parts.keys) == ["index", "operations", "statuses", "codes", "mandatoryFields", "optionalFields"], "coverage keeps its shape")

        report.coverageMinimum = 95
        let gated = try #require(try JSONSerialization.jsonObject(with: Data(JSONReportRenderer.render(report, specs: specs).utf8)) as? [String: Any])
        let gate = try #require(gated["coverageGate"] as? [String: Any])
        #expect(gate["minimum"] as? Int == 95 && gate["passed"] as? Bool == false)
        #expect((gate["failing"] as? [[String: Any]])?.first?["protocol"] as? String == "saferpay")
    }

    /// Every `<svg>…</svg>` of a page.
    static func svgs(_ html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            found.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// Whether a text is well-formed XML, by the tool's own strict XML reader.
    static func wellFormed(_ text: String) -> Bool { (try? BodyDecoder.decode(Data(text.utf8), encoding: .xml)) != nil }

    @Test func theHTMLPictureIsWellFormedSVGAndNamesWhatWasNeverSeen() throws {
        let renderer = HTMLReportRenderer(specs: TestSupport.loaded.specs)
        let html = renderer.render(try Self.report())
        #expect(!Self.wellFormed("<svg><title>x</svg>") && Self.wellFormed("<svg a=\"1\"><title>x &amp; y</title><rect/></svg>"))
        let svgs = Self.svgs(html)
        #expect(svgs.count == 6 + 3 + 4, "a donut for the index and each part, a bar for each part of an exercised operation with something to count")
        for svg in svgs {
            #expect(Self.wellFormed(svg), "\(svg)")
            #expect(svg.contains("<title>") && svg.contains("role=\"img\""), "\(svg)")
            #expect(!svg.contains("http://") || svg.contains("xmlns=\"http://www.w3.org/2000/svg\""), "no external asset")
        }
        #expect(html.contains("<title>Response statuses seen: "), "an English title for the English page")
        #expect(html.contains("<code>TransactionInitialize</code> <small><span lang=\"en\">never exercised</span>"))
        #expect(
            html.contains("<li><span lang=\"en\">documented code Behavior RETRY</span><span lang=\"fr\">code documenté Behavior RETRY</span></li>"))
        #expect(html.contains("<li><span lang=\"en\">operation TransactionInitialize</span>"))
        #expect(html.contains("<details class=\"cov-unseen\">") && html.contains(".cov-parts{"), "the list and its style")
        #expect(renderer.render(try Self.report()) == html, "the same traffic draws the same bytes")

        let french = renderer.render(try Self.report(), language: .fr)
        #expect(french.contains("<title>Statuts de réponse vus : "), "the French page's titles are French")
        #expect(Self.svgs(french).allSatisfy(Self.wellFormed))
    }
}
