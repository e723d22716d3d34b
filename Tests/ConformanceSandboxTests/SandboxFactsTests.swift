import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The sandbox's facts in the specs: one test-card table per protocol and the answers per outcome and error kind.
@Suite struct SandboxFactsTests {
    static let loaded = SandboxFactsLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)

    @Test func theTablesLoadFromTheSpecsAndAgreeOnTheGenericCards() throws {
        #expect(Self.loaded.diagnostics.isEmpty, "\(Self.loaded.diagnostics.map(\.description))")
        let facts = Self.loaded.facts
        #expect(Set(facts.protocols.keys) == Set(TestSupport.loaded.specs.protocolIDs))
        let generic = facts.genericCards.map { "\($0.number)=\($0.outcome.rawValue)" }
        #expect(generic.count == 11)
        for id in facts.protocols.keys { #expect(facts[id].genericCards.map { "\($0.number)=\($0.outcome.rawValue)" } == generic, "\(id)") }
        #expect(Set(facts.genericCards.map(\.outcome)) == Set(TestCardOutcome.allCases))
        let own = facts["vantiv-eprotect"].cards.filter { !$0.generic }
        #expect(own.count == 13 && own.contains { $0.number == "4457010100000008" && $0.answer("response") == "110" })
        let sandbox = Sandbox(specs: TestSupport.loaded.specs)
        #expect(sandbox.facts.outcome(of: "4000000000000002") == .decline)
        #expect(sandbox.facts.outcome(of: "4000000760000002") == .insufficientFunds)
        #expect(sandbox.facts.outcome(of: "4111111111111111") == .approve)
    }

    /// Each sandbox answers from its own card table: a second sandbox with other facts changes nothing for the first.
    @Test func eachSandboxAnswersFromItsOwnCardTable() {
        let standard = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 4))
        var facts = standard.facts
        for id in facts.protocols.keys { facts.protocols[id]?.cards.removeAll { $0.number == "4000000000000002" } }
        let other = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 4), facts: facts)
        #expect(other.facts.outcome(of: "4000000000000002") == .approve)
        #expect(standard.facts.outcome(of: "4000000000000002") == .decline)
        #expect(Self.responseCode(standard.handle(Self.cnp("authorization", "4000000000000002")).response) == "349")
        #expect(Self.responseCode(other.handle(Self.cnp("authorization", "4000000000000002")).response) == "000")
        #expect(Self.responseCode(standard.handle(Self.cnp("sale", "4000000000000002")).response) == "349")
    }

    /// Every card of the tables is one redaction keeps, even without the specs at hand.
    @Test func redactionKeepsEveryCardOfTheTables() {
        let allowed = TestSupport.loaded.specs.documentedTestCards
        for number in Self.loaded.facts.cardNumbers { #expect(allowed.contains(number), "\(number)") }
        for card in Self.loaded.facts.protocols.values.flatMap(\.cards) where !TestCardNumbers.documented.contains(card.number) {
            #expect(card.number == "4457119999999999", "\(card.number) is missing from TestCardNumbers.documented")
        }
    }

    static func cnp(_ operation: String, _ number: String) -> RecordedRequest {
        let body =
            #"<?xml version="1.0" encoding="UTF-8"?><cnpOnlineRequest xmlns="http://www.vantivcnp.com/schema" version="12.0" merchantId="101"><authentication><user>u</user><password>p</password></authentication>"#
            + #"<\#(operation) id="a1" reportGroup="Mobile App"><orderId>o-1</orderId><amount>100</amount><orderSource>ecommerce</orderSource><card><type>VI</type><number>\#(number)</number><expDate>1230</expDate></card></\#(operation)></cnpOnlineRequest>"#
        return RecordedRequest(
            method: "POST", path: "/vap/communicator/online", headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")], body: .text(body))
    }

    static func responseCode(_ response: RecordedResponse) -> String? {
        guard case .text(let text) = response.body, let range = text.range(of: "<response>") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "<" })
    }

    @Test(arguments: ["authorization", "sale"])
    func aCnpAPIGenericCardGetsItsOutcome(_ operation: String) {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 4))
        #expect(Self.responseCode(sandbox.handle(Self.cnp(operation, "4000000000000002")).response) == "349")
        #expect(Self.responseCode(sandbox.handle(Self.cnp(operation, "4000000760000002")).response) == "110")
        #expect(Self.responseCode(sandbox.handle(Self.cnp(operation, "4000000000000077")).response) == "101")
        #expect(Self.responseCode(sandbox.handle(Self.cnp(operation, "4111111111111111")).response) == "000")
        #expect(Self.responseCode(sandbox.handle(Self.cnp(operation, "5112010100000002")).response) == "301")
    }

    @Test func getIndexListsWhatTheTablesSay() throws {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs)
        let reply = sandbox.handle(RecordedRequest(method: "GET", path: "/", headers: [], body: .none))
        guard case .json(let index) = reply.response.body, case .array(let generic)? = index["testCards"],
            case .array(let protocols)? = index["protocols"]
        else {
            Issue.record("GET / lists test cards")
            return
        }
        #expect(generic.compactMap { $0["number"]?.lexicalText } == Self.loaded.facts.genericCards.map(\.number))
        #expect(generic.first?["behaviour"]?["saferpay"]?.lexicalText == Self.loaded.facts["saferpay"].genericCards.first?.description.en)
        for entry in protocols {
            let id = try #require(entry["protocol"]?.lexicalText)
            guard case .array(let cards)? = entry["testCards"] else { continue }
            #expect(cards.compactMap { $0["number"]?.lexicalText } == Self.loaded.facts[id].cards.map(\.number), "\(id)")
        }
    }

    // MARK: Broken files

    static func write(_ name: String, _ text: String) throws -> String {
        let folder = try TestSupport.scratchFolder("sandbox-facts")
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aBrokenCardTableGivesLocatedErrors() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["vantiv-eprotect"])
        let file = try Self.write(
            "cards.yaml",
            """
            generic:
              - number: "4111111111111112"
                outcome: approve
                description: {en: Approved., fr: Approuvée.}
              - number: "4000000000000002"
                outcome: refuse
                description: {en: Declined., fr: Refusée.}
            own:
              - number: "4457010000000009"
                outcome: approve
                operations: [authorisation]
                answer: {response: "000"}
                description: {en: Approved., fr: Approuvée.}
                colour: blue
            """)
        let result = SandboxFactsLoader.loadCards(file: file, spec: spec)
        let found = result.diagnostics.map { "\($0.id.rawValue)@\($0.location?.line ?? 0)" }
        #expect(found.contains("sandbox.card-not-luhn@2"), "\(found)")
        #expect(found.contains("spec.bad-keyword@6"), "\(found)")
        #expect(found.contains("cli.unknown-operation@11"), "\(found)")
        #expect(result.diagnostics.contains { $0.id == .unknownKeySuggestion || $0.id == .unknownKey })
        #expect(result.diagnostics.allSatisfy { $0.location?.file == file })
        #expect(result.cards.isEmpty)
    }

    @Test func aBrokenAnswersFileGivesLocatedErrors() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let file = try Self.write(
            "answers.yaml",
            """
            outcomes:
              declined:
                redirectUrlCardPost: {status: 402}
              decline:
                redirectUrlCardPot: {status: 402}
                TransactionAuthorize: {status: 999}
                TransactionCapture: {values: {ErrorName: "${unclosed"}}
            errors:
              empty: {}
              named: {status: 402, body: {ErrorName: X}, headers: {}}
            """)
        let result = SandboxFactsLoader.loadAnswers(file: file, spec: spec)
        let found = result.diagnostics.map { "\($0.id.rawValue)@\($0.location?.line ?? 0)" }
        #expect(found.contains("spec.bad-keyword@2"), "\(found)")
        #expect(found.contains("cli.unknown-operation@5"), "\(found)")
        #expect(found.contains("sandbox.answer-status@6"), "\(found)")
        #expect(found.contains("scenario.template@7"), "\(found)")
        #expect(found.contains("sandbox.answer-empty@9"), "\(found)")
        #expect(found.contains { $0.hasPrefix("spec.unknown-key") && $0.hasSuffix("@10") }, "\(found)")
    }

    @Test func aGenericCardThatDiffersBetweenProtocolsIsReported() throws {
        let decline = try #require(Self.loaded.facts["saferpay"].genericCards.first { $0.number == "4000000000000002" })
        var changed = decline
        changed.outcome = TestCardOutcome.approve
        let diagnostics = SandboxFactsLoader.genericDifferences([
            "a": SandboxFacts(cards: [decline]), "b": SandboxFacts(cards: [changed]),
        ])
        #expect(diagnostics.map(\.id) == [MessageID.sandboxGenericDiffers] && diagnostics.first?.location == decline.location)
        let missing = SandboxFactsLoader.genericDifferences(["a": SandboxFacts(cards: [decline]), "b": SandboxFacts(cards: [])])
        #expect(missing.isEmpty, "a protocol without a table is not compared")
    }

    /// docs/sandbox.md's card table is the specs' table: regenerate it from this test's message when it fails.
    @Test func theDocsCardTableFollowsTheSpecs() throws {
        let docs = try String(contentsOfFile: TestSupport.repositoryRoot + "/docs/sandbox.md", encoding: .utf8)
        let begin = "<!-- test-cards:begin (generated from Specs/*/sandbox/cards.yaml; SandboxFactsTests checks it) -->\n"
        let end = "<!-- test-cards:end -->"
        let start = try #require(docs.range(of: begin), "docs/sandbox.md lacks the generated card table")
        let stop = try #require(docs.range(of: end, range: start.upperBound..<docs.endIndex))
        let expected = Self.markdownTable(Self.loaded.facts, protocols: TestSupport.loaded.specs.protocolIDs)
        #expect(String(docs[start.upperBound..<stop.lowerBound]) == expected, "docs/sandbox.md's card table should read:\n\(expected)")
    }

    /// The card tables as docs/sandbox.md shows them: the generic cards with each protocol's answer, then each protocol's own.
    static func markdownTable(_ facts: SandboxFactSet, protocols: [String]) -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = [
            "| card | outcome | " + protocols.joined(separator: " | ") + " |", "|---|---|" + String(repeating: "---|", count: protocols.count),
        ]
        for card in facts.genericCards {
            let answers = protocols.map { id in facts[id].genericCards.first { $0.number == card.number }.map { cell($0.description.en) } ?? "" }
            lines.append("| \(card.number) | \(card.outcome.rawValue) | " + answers.joined(separator: " | ") + " |")
        }
        for id in protocols {
            let own = facts[id].cards.filter { !$0.generic }
            guard !own.isEmpty else { continue }
            lines += ["", "\(id)'s own cards:", "", "| card | outcome | operations | answer | description |", "|---|---|---|---|---|"]
            for card in own {
                let answer = card.answer.map { "\($0.name) `\($0.value)`" }.joined(separator: ", ")
                lines.append(
                    "| \(card.number) | \(card.outcome.rawValue) | \(card.operations.joined(separator: ", ")) | \(answer) | \(cell(card.description.en)) |"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
