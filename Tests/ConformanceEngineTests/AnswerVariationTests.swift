import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// Answer edits and the variation planner: every variation stays within the spec, and volatile members never change.
@Suite struct AnswerVariationTests {
    static let specs = TestSupport.loaded.specs
    static let fixtures = SpecFixtures(specs: specs, coverage: .minimal)
    static let fullFixtures = SpecFixtures(specs: specs, coverage: .full)

    static func tree(_ json: String) throws -> BodyValue {
        try #require(AnswerBody(.json(try JSONBodyParser.parse(Data(json.utf8))))).value
    }

    @Test func editsReachMembersThroughObjectsAndLists() throws {
        let body = try Self.tree(#"{"A":{"B":1,"C":2},"Items":[{"N":"x"},{"N":"y","M":true}]}"#)
        #expect(AnswerEdit("A.B", .remove).applied(to: body).jsonText == #"{"A":{"C":2},"Items":[{"N":"x"},{"N":"y","M":true}]}"#)
        #expect(AnswerEdit("Items.M", .add(.bool(false))).applied(to: body).jsonText.contains(#"{"N":"x","M":false}"#))
        #expect(AnswerEdit("Items.M", .add(.bool(false))).applied(to: body).jsonText.contains(#"{"N":"y","M":true}"#), "add never replaces")
        #expect(
            AnswerEdit("Items.N", .set(.string("z"))).applied(to: body).jsonText == #"{"A":{"B":1,"C":2},"Items":[{"N":"z"},{"N":"z","M":true}]}"#)
        #expect(AnswerEdit("A.Missing", .set(.string("z"))).applied(to: body) == body, "set never adds")
        #expect(AnswerEdit("", .reverseMembers).applied(to: body).jsonText.hasPrefix(#"{"Items""#))
        #expect(AnswerEdit("A", .reverseMembers).applied(to: body).jsonText.hasPrefix(#"{"A":{"C":2,"B":1}"#))
        #expect(AnswerEdit("Nowhere.Deep", .remove).applied(to: body) == body)
    }

    /// Every variation the planner makes of every operation's full success answer keeps it conformant.
    @Test func everyPlannedVariationConformsAndLeavesVolatileMembersAlone() throws {
        let planner = VariationPlanner(specs: Self.specs)
        let checker = ExchangeChecker(specs: Self.specs)
        var kinds = Set<AnswerVariation.Kind>()
        var planned = 0
        for (protocolID, operationID) in Self.fixtures.operations {
            guard let request = try? Self.fixtures.request(protocolID, operationID),
                let response = try? Self.fullFixtures.response(protocolID, operationID)
            else { continue }
            let spec = try #require(Self.specs.protocols[protocolID])
            var volatile = Set<String>()
            if let message = spec.operations[operationID]?.response(for: response.recorded.status)?.message {
                OperationResolver.collect(message.fields, body: message.body, spec: spec, prefix: "", seen: []) { path, field in
                    if field.volatile { volatile.insert(path) }
                }
            }
            let variations = planner.variations(
                protocolID: protocolID, operation: operationID, request: request.recorded, response: response.recorded)
            for variation in variations {
                kinds.insert(variation.kind)
                planned += 1
                let varied = variation.applied(to: response.recorded)
                let errors = checker.check(Interaction(request: request.recorded, response: varied)).responseFindings.filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(variation.key): \(errors.map { "\($0.path) \($0.kind)" })")
                for edit in variation.edits where edit.change != .reverseMembers {
                    #expect(!volatile.contains(edit.path), "\(variation.key) changes volatile \(edit.path)")
                }
            }
        }
        #expect(planned > 200)
        #expect(kinds.isSuperset(of: [.optionalAbsent, .unknownMember, .enumValue, .code, .lengthBound, .nonASCII, .memberOrder]), "\(kinds)")
    }

    @Test func optionalPresentAddsWhatAMinimalAnswerLacks() throws {
        let request = try Self.fixtures.request("saferpay", "TransactionAuthorize")
        let response = try Self.fixtures.response("saferpay", "TransactionAuthorize")
        let planner = VariationPlanner(specs: Self.specs)
        let present = try #require(
            planner.variations(
                protocolID: "saferpay", operation: "TransactionAuthorize", request: request.recorded, response: response.recorded,
                kinds: [.optionalPresent]
            ).first)
        #expect(present.edits.count > 3)
        #expect(present.edits.allSatisfy { if case .add = $0.change { true } else { false } })
        #expect(present.status == 200)
        let varied = present.applied(to: response.recorded)
        #expect(AnswerBody(varied.body)!.value.jsonText.count > AnswerBody(response.recorded.body)!.value.jsonText.count)
        // Another status is never varied.
        var refused = response.recorded
        refused.status = 402
        #expect(present.applied(to: refused) == refused)
    }

    @Test func aCodeOfAnotherStatusReplacesTheAnswerKeepingItsEnvelope() throws {
        let request = try Self.fixtures.request("saferpay", "TransactionAuthorize")
        let response = try Self.fixtures.response("saferpay", "TransactionAuthorize", setting: ["ResponseHeader.RequestId": "req-42"])
        let planner = VariationPlanner(specs: Self.specs)
        let codes = planner.variations(
            protocolID: "saferpay", operation: "TransactionAuthorize", request: request.recorded, response: response.recorded, kinds: [.code])
        let declined = try #require(codes.first { $0.detail.hasSuffix("ErrorName = TRANSACTION_DECLINED") && $0.replacement != nil })
        let varied = declined.applied(to: response.recorded)
        #expect(varied.status == declined.replacement?.status)
        let body = try #require(AnswerBody(varied.body)).value
        #expect(body["ErrorName"]?.lexicalText == "TRANSACTION_DECLINED")
        #expect(body["ResponseHeader"]?["RequestId"]?.lexicalText == "req-42", "the envelope echoes the request as the answer did")
    }

    @Test func theMemberDeclaringTheVersionIsNeverVaried() throws {
        for (protocolID, operation, path) in [
            ("saferpay", "TransactionAuthorize", "ResponseHeader.SpecVersion"), ("vantiv-eprotect", "sale", "@version"),
        ] {
            let request = try Self.fixtures.request(protocolID, operation)
            let response = try Self.fullFixtures.response(protocolID, operation)
            let variations = VariationPlanner(specs: Self.specs).variations(
                protocolID: protocolID, operation: operation, request: request.recorded, response: response.recorded)
            #expect(variations.count > 3, "\(protocolID) \(operation) is varied otherwise")
            let touched = variations.flatMap { $0.edits.map(\.path) }
            #expect(!touched.contains(path), "\(protocolID): \(path) declares the version the answer follows")
        }
    }

    @Test func xmlAnswersStayXMLAndKeepTheirOrder() throws {
        let request = try Self.fixtures.request("vantiv-eprotect", "authorization")
        let response = try Self.fullFixtures.response("vantiv-eprotect", "authorization")
        let planner = VariationPlanner(specs: Self.specs)
        let variations = planner.variations(
            protocolID: "vantiv-eprotect", operation: "authorization", request: request.recorded, response: response.recorded)
        #expect(!variations.isEmpty)
        #expect(!variations.contains { $0.kind == .memberOrder }, "an XML schema fixes element order")
        for variation in variations {
            guard case .text(let text) = variation.applied(to: response.recorded).body else {
                Issue.record("\(variation.key) is not XML text any more")
                continue
            }
            #expect(text.hasPrefix("<?xml"))
        }
    }

    @Test func anOlderVersionGetsMembersOnlyANewerOneDefines() throws {
        let request = try Self.fixtures.request("saferpay", "TransactionAuthorize", setting: ["RequestHeader.SpecVersion": "1.15"])
        let response = try Self.fixtures.response(
            "saferpay", "TransactionAuthorize", setting: ["ResponseHeader.SpecVersion": "1.15"], conformant: false)
        let planner = VariationPlanner(specs: Self.specs)
        let newer = planner.variations(
            protocolID: "saferpay", operation: "TransactionAuthorize", request: request.recorded, response: response.recorded,
            kinds: [.newerVersionMember])
        let variation = try #require(newer.first)
        let older = Self.specs.protocols["saferpay"]!.at(version: "1.15")
        var known = Set<String>()
        if let message = older.operations["TransactionAuthorize"]?.response(for: 200)?.message {
            OperationResolver.collect(message.fields, body: message.body, spec: older, prefix: "", seen: []) { path, _ in known.insert(path) }
        }
        #expect(variation.edits.allSatisfy { !known.contains($0.path) }, "\(variation.edits.map(\.path))")
    }
}
