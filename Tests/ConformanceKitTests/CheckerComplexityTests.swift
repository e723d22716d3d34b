import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// Guards on how the checker's work grows, without absolute timings (CI machines are slow and shared):
/// ten times the fields must cost about ten times the time, and a conformant check builds no findings.
@Suite(.serialized) struct CheckerComplexityTests {
    static func target() throws -> ConformanceChecker.Target {
        try CheckerTests.checker.target(protocol: "demo", operation: "pay", direction: .request)
    }

    /// A conformant `pay` request with `count` items (two fields each).
    static func itemsBody(_ count: Int) -> Data {
        let items = (0..<count).map { #"{"sku":"A\#($0)","qty":\#($0 % 99 + 1)}"# }.joined(separator: ",")
        return Data(#"{"amount":"1050","currency":"EUR","token":"t1","channel":"WEB","items":[\#(items)]}"#.utf8)
    }

    /// A `pay` request with `count` members the spec does not describe (each one a warning), the last one repeated.
    static func unknownBody(_ count: Int) -> Data {
        let members = (0..<count).map { #""extra\#($0)":\#($0)"# }.joined(separator: ",")
        return Data(#"{"amount":"1050","currency":"EUR","token":"t1",\#(members),"extra\#(count - 1)":0}"#.utf8)
    }

    /// The best time of one check of each body, measured in interleaved rounds (the best round is the least disturbed).
    static func bestTimes(_ small: Data, _ large: Data, repeats: Int) throws -> (small: Double, large: Double) {
        let target = try target()
        let clock = ContinuousClock()
        var best = (small: Double.infinity, large: Double.infinity)
        var sink = 0
        for _ in 0..<7 {
            let smallTime = clock.measure {
                for _ in 0..<(repeats * 10) { sink &+= CheckerTests.checker.check(body: small, against: target).findings.count + 1 }
            }
            let largeTime = clock.measure {
                for _ in 0..<repeats { sink &+= CheckerTests.checker.check(body: large, against: target).findings.count + 1 }
            }
            best.small = min(best.small, seconds(smallTime) / Double(repeats * 10))
            best.large = min(best.large, seconds(largeTime) / Double(repeats))
        }
        #expect(sink > 0)
        return best
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test func tenTimesTheItemsCostAboutTenTimesTheTime() throws {
        let times = try Self.bestTimes(Self.itemsBody(60), Self.itemsBody(600), repeats: 2)
        // Linear work gives about 10; a quadratic step would give about 100. 30 leaves room for a noisy machine.
        #expect(times.large / times.small < 30, "60 items: \(times.small * 1e6) µs, 600 items: \(times.large * 1e6) µs")
    }

    @Test func tenTimesTheUnknownMembersCostAboutTenTimesTheTime() throws {
        // Repeated names among unknown members are found without comparing every pair.
        let small = CheckerTests.checker.check(body: Self.unknownBody(100), against: try Self.target())
        #expect(small.findings.filter { $0.kind == .duplicateMember }.map(\.path) == ["$.extra99"])
        #expect(small.findings.filter { $0.kind == .unknownField }.count == 100)
        let times = try Self.bestTimes(Self.unknownBody(100), Self.unknownBody(1000), repeats: 2)
        #expect(times.large / times.small < 30, "100 members: \(times.small * 1e6) µs, 1000 members: \(times.large * 1e6) µs")
    }

    /// A conformant body with no code to explain produces no finding, and no findings storage either.
    @Test func conformantCheckAllocatesNoFindings() throws {
        let result = CheckerTests.checker.check(body: Self.itemsBody(5), against: try Self.target())
        #expect(result.conforms)
        #expect(result.findings.isEmpty)
        #expect(result.findings.capacity == 0)
    }

    /// Members in any order give the same findings as in spec order (the order only changes where the
    /// checker looks first for a member's field).
    @Test func memberOrderDoesNotChangeFindings() throws {
        let members = [
            #""amount":"10a""#, #""currency":"EURO""#, #""channel":"APP""#, #""items":[{"qty":0,"sku":"A-1"}]"#, #""cardNumber":"4111111111111112""#,
            #""recurring":"maybe""#, #""unknown":1"#, #""amount":"1""#,
        ]
        let target = try Self.target()
        func findings(_ order: [String]) -> [String] {
            let body = Data(("{" + order.joined(separator: ",") + "}").utf8)
            return CheckerTests.checker.check(body: body, against: target).findings.map { "\($0.shortKey) \($0.message(.en))" }.sorted()
        }
        let reference = findings(members)
        #expect(reference.count >= 8)
        var random = SplitMix64(seed: 14)
        for _ in 0..<20 {
            var shuffled = members
            shuffled.shuffle(using: &random)
            // The repeated `amount` is the second one met, whichever it is; compare without it.
            let withoutRepeat = { (lines: [String]) in lines.filter { !$0.hasPrefix("duplicate-member") && !$0.contains("$.amount") } }
            #expect(withoutRepeat(findings(shuffled)) == withoutRepeat(reference))
            #expect(findings(shuffled).filter { $0.hasPrefix("duplicate-member $.amount") }.count == 1)
        }
    }
}

/// The checker's fast paths give the answers of the general ones they stand for, on many inputs.
@Suite struct CheckerFastPathTests {
    /// A Luhn-valid number that is no published test card (those are left unmasked), made at run time so that
    /// no such number is written in the repository.
    static let pan: String = {
        var random = SplitMix64(seed: 14)
        return LeakCorpus.card(&random)
    }()

    /// A container whose code field sits in a list and in a nested object, so that notes have index and key paths.
    static let codesSpec = """
        kind: containers
        protocol: demo
        containers:
          Line:
            description: {en: A line, fr: Une ligne}
            fields:
              status: {presence: mandatory, type: string, codes: status, description: {en: Status, fr: Statut}}
        codeTables:
          status:
            description: {en: Statuses, fr: Statuts}
            codes:
              "00": {outcome: success, meaning: {en: Accepted, fr: Accepté}}
              "05": {outcome: declined, meaning: {en: Refused, fr: Refusé}, action: {en: Ask for another card, fr: Demander une autre carte}}
              "4111111111111111": {outcome: declined, meaning: {en: Card 4111111111111111 blocked, fr: Carte 4111111111111111 bloquée}}
              "\(pan)": {outcome: declined, meaning: {en: Card \(pan) blocked, fr: Carte \(pan) bloquée}}
              "A1": {outcome: retry, meaning: {en: Busy, fr: Occupé}}
              "A2": {outcome: retry, meaning: {en: Busy again, fr: Encore occupé}}
              "A3": {outcome: retry, meaning: {en: Still busy, fr: Toujours occupé}}
              "A4": {outcome: retry, meaning: {en: Very busy, fr: Très occupé}}
              "A5": {outcome: retry, meaning: {en: Closed, fr: Fermé}}
              "A6": {outcome: retry, meaning: {en: Closing, fr: Fermeture}}
        """

    static let codesOperation = """
        kind: operation
        protocol: demo
        operation: report
        title: {en: Report, fr: Rapport}
        summary: {en: Reports lines., fr: Rapporte des lignes.}
        transport: {method: POST, path: /report, encoding: json}
        request:
          fields:
            status: {presence: mandatory, type: string, codes: status, description: {en: Status, fr: Statut}}
            lines: {presence: optional, type: list<Line>, description: {en: Lines, fr: Lignes}}
            last: {presence: optional, type: Line, description: {en: Last line, fr: Dernière ligne}}
        responses:
          "200":
            fields:
              status: {presence: mandatory, type: string, codes: status, description: {en: Status, fr: Statut}}
        """

    static let checker: ConformanceChecker = {
        let loaded = TestSupport.load([
            "protocol.yaml": TestSupport.demoProtocol, "containers.yaml": codesSpec, "report.yaml": codesOperation,
        ])
        precondition(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return ConformanceChecker(specs: SpecSet(protocols: ["demo": loaded.spec!]))
    }()

    /// Every note handed out again by the fields' caches equals the one built anew, whatever the path, the
    /// code, the message, the order of the checks and the room left for findings; and so do all other findings.
    @Test func reusedNotesEqualNotesBuiltAnew() throws {
        let codes = ["00", "05", "4111111111111111", Self.pan, "A1", "A2", "A3", "A4", "A5", "A6", "99", "", "x"]
        let request = try Self.checker.target(protocol: "demo", operation: "report", direction: .request)
        let response = try Self.checker.target(protocol: "demo", operation: "report", direction: .response(status: "200"))
        var random = SplitMix64(seed: 2026)
        var bodies: [(BodyValue, ConformanceChecker.Target)] = []
        for _ in 0..<400 {
            func code() -> BodyValue { .string(codes[random.int(0..<codes.count)]) }
            let lines = (0..<random.int(0..<4)).map { _ in BodyValue.object([BodyMember("status", code())]) }
            var members = [BodyMember("status", code())]
            if !lines.isEmpty { members.append(BodyMember("lines", .array(lines))) }
            if random.int(0..<2) == 0 { members.append(BodyMember("last", .object([BodyMember("status", code())]))) }
            if random.int(0..<4) == 0 { members.shuffle(using: &random) }
            bodies.append((.object(members), random.int(0..<3) == 0 ? response : request))
        }
        var reused = 0
        for round in 0..<3 {
            for (body, target) in bodies {
                let options = ConformanceChecker.Options(maxFindings: round == 2 ? 1 + random.int(0..<3) : 1000)
                let fresh = Self.checker.check(value: body, xmlRoot: nil, against: target, options: options, reusingNotes: false)
                let cached = Self.checker.check(value: body, xmlRoot: nil, against: target, options: options, reusingNotes: true)
                #expect(cached.findings == fresh.findings, "\(body.jsonText)")
                #expect(cached.findings.map { $0.message(.fr) } == fresh.findings.map { $0.message(.fr) })
                reused += cached.findings.filter { $0.kind == .codeMeaning }.count
            }
        }
        #expect(reused > 1000)
        // Card numbers in codes and meanings are masked in the reused notes as in the built ones.
        let pan = Self.checker.check(value: .object([BodyMember("status", .string(Self.pan))]), against: request)
        #expect(pan.findings.count == 1)
        #expect(!pan.findings[0].message(.en).contains(Self.pan))
    }

    /// The same notes come out of the project's specs, generated examples checked twice (built, then reused).
    @Test func reusedNotesEqualNotesBuiltAnewOnTheProjectSpecs() throws {
        let specs = TestSupport.loaded.specs
        let checker = ConformanceChecker(specs: specs)
        var notes = 0
        for (id, spec) in specs.protocols.sorted(by: { $0.key < $1.key }) {
            let generator = ExampleGenerator(protocol: spec, coverage: .full)
            for operation in spec.operations.values.sorted(by: { $0.id < $1.id }) {
                for response in operation.responses {
                    guard let body = generator.example(for: response.message),
                        let target = try? checker.target(
                            protocol: id, operation: operation.id, direction: .response(status: response.status.description))
                    else { continue }
                    for _ in 0..<2 {
                        let fresh = checker.check(value: body, xmlRoot: nil, against: target, options: .init(), reusingNotes: false)
                        let cached = checker.check(value: body, xmlRoot: nil, against: target, options: .init(), reusingNotes: true)
                        #expect(cached.findings == fresh.findings, "\(target.id)")
                        notes += cached.findings.filter { $0.kind == .codeMeaning }.count
                    }
                }
            }
        }
        #expect(notes > 4)
    }

    /// Random strings over an alphabet with canonically equivalent spellings (é and e + U+0301, K and the Kelvin sign).
    static func strings(_ count: Int, seed: UInt64) -> [String] {
        let alphabet = ["a", "b", "K", "\u{212A}", "é", "e\u{301}", "e", "\u{301}", "0", "_", "-", ".", "ß", "😀", "abcdefgh", "ABCDEFGHIJKLMNOP"]
        var random = SplitMix64(seed: seed)
        var result = ["", "a", "acquirerResponseCode", "acquirerResponseCodf", "s10TransactionReference", "s10TransactionReferencf"]
        for _ in 0..<count {
            result.append((0..<random.int(0..<6)).map { _ in alphabet[random.int(0..<alphabet.count)] }.joined())
        }
        return result
    }

    /// Member names compared by their bytes give `String`'s answer (canonical equivalence included).
    @Test func nameComparisonMatchesStringEquality() {
        let texts = Self.strings(300, seed: 7)
        var equalPairs = 0
        for a in texts {
            for b in texts {
                #expect(Walk.sameName(a, b) == (a == b), "\(a.debugDescription) \(b.debugDescription)")
                let (x, y) = (Array(a.utf8), Array(b.utf8))
                let equal = x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in Walk.equalBytes(x, y) } }
                #expect(equal == (x == y))
                if a == b { equalPairs += 1 }
            }
        }
        #expect(equalPairs > texts.count)
    }

    /// An enum looked up by bytes answers as the `String` comparison does, ASCII or not.
    @Test func enumByBytesMatchesStringComparison() throws {
        let texts = Self.strings(200, seed: 11)
        var random = SplitMix64(seed: 12)
        for size in [1, 2, 5, 8, 9, 20, 64, 65] {
            for _ in 0..<10 {
                let values = Array(Set((0..<size).map { _ in texts[random.int(0..<texts.count)] }))
                var spec = FieldSpec(name: "f", presence: .optional, type: .string)
                spec.enumValues = values
                let field = CompiledField(spec: spec, codes: nil, type: .string)
                for text in texts {
                    let fast = Array(text.utf8).withUnsafeBufferPointer { field.enumContains(text, $0) }
                    #expect(fast == values.contains(text), "\(text.debugDescription) in \(values)")
                    #expect(fast == field.enumContains(text))
                }
            }
        }
    }
}

/// The read-only look at string values (``Walk/conformsQuietly(_:_:)``) says "nothing to report" exactly
/// when the general way reports nothing, on every string field of the project's specs.
@Suite struct QuietPathTests {
    /// Values that break each rule in turn: empty, too short or long, non-ASCII, CR, a Kelvin sign, wrong digits or dates.
    static func variants(of text: String, field: FieldSpec) -> [String] {
        var values = [
            text, "", " ", text + "x", String(text.dropLast()), text + "é", "é" + text, text + "\r\n", "\u{212A}" + text,
            String(repeating: "9", count: 40), String(repeating: "A", count: 300), "0", "00", "978", "FR", "EUR", "20240613",
            "2024-06-13T10:15:30+02:00", "2024-13-45T99:15:30Z", "203012", "203013", "4111##########11", "4111111111111111",
            "4111111111111112", "https://example.com/x", "not a url", "a@b.c", "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "AbC123",
            "sample-v", "e\u{301}", "\u{1F600}",
        ]
        values += field.enumValues ?? []
        values += (field.enumValues ?? []).map { $0 + "x" }
        if let length = field.maxLength { values += [String(repeating: "1", count: length), String(repeating: "1", count: length + 1)] }
        if let length = field.minLength, length > 0 { values += [String(repeating: "1", count: length), String(repeating: "1", count: length - 1)] }
        return values
    }

    @Test func onlyTheProtocolsCheckedAreCompiled() throws {
        let checker = ConformanceChecker(specs: TestSupport.loaded.specs)
        #expect(checker.protocols.compiledCount == 0)
        let body = #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"1","RequestId":"r","RetryIndicator":0},"TerminalId":"x"}"#
        let result = try checker.check(body: Data(body.utf8), protocol: "saferpay", operation: "TransactionInitialize", direction: .request)
        #expect(!result.findings.isEmpty)
        #expect(checker.protocols.compiledCount == 1)
        #expect(throws: Diagnostic.self) {
            try checker.check(body: Data(body.utf8), protocol: "nope", operation: "TransactionInitialize", direction: .request)
        }
        #expect(checker.protocols.compiledCount == 1)
        #expect(checker.protocols.all.count == TestSupport.loaded.specs.protocols.count)
    }

    @Test func quietLookAgreesWithTheGeneralWay() throws {
        let specs = TestSupport.loaded.specs
        let checker = ConformanceChecker(specs: specs)
        var fields: [CompiledField] = []
        for compiled in checker.protocols.all {
            var seen = Set<ObjectIdentifier>()
            func visit(_ object: CompiledObject) {
                guard seen.insert(ObjectIdentifier(object)).inserted else { return }
                for field in object.fields {
                    fields.append(field)
                    var type = field.type
                    while case .list(let element) = type { type = element }
                    if case .object(let inner) = type { visit(inner) }
                }
            }
            for object in compiled.containers.values { visit(object) }
            for message in compiled.messages.values {
                if case .object(let object)? = message.body { visit(object) }
            }
        }
        var quiet = 0
        var reported = 0
        for field in fields where field.isString {
            let example = field.spec.example?.lexicalText ?? "sample"
            for text in Self.variants(of: example, field: field.spec) {
                let object = CompiledObject(name: "test")
                object.setFields([field])
                var walk = Walk(messageID: "test", lexical: false, strict: false)
                walk.quietPath = false
                walk.reusesNotes = false
                let members = [BodyMember(field.name, .string(text))]
                walk.objects.append(members)
                walk.checkObject(members, object)
                let valueFindings = walk.findings.filter { ![.missingMandatory, .conditionViolated, .forbiddenField].contains($0.kind) }
                let expected = valueFindings.isEmpty && field.notes == nil
                #expect(
                    Walk.conformsQuietly(.string(text), field) == expected,
                    "\(field.name) = \(text.debugDescription): \(valueFindings.map(\.shortKey))")
                if expected { quiet += 1 } else { reported += 1 }
            }
        }
        // Both answers are met many times (a test that cannot fail would not count).
        #expect(quiet > 500)
        #expect(reported > 500)
        #expect(!Walk.conformsQuietly(.number("1"), fields.first { $0.isString }!))
    }

    /// Whole bodies (generated examples with one string value replaced) give the same findings either way.
    @Test func sameFindingsWithAndWithoutTheQuietLook() throws {
        let specs = TestSupport.loaded.specs
        let checker = ConformanceChecker(specs: specs)
        var random = SplitMix64(seed: 61)
        var compared = 0
        var withFindings = 0
        for (id, spec) in specs.protocols.sorted(by: { $0.key < $1.key }) {
            let generator = ExampleGenerator(protocol: spec, coverage: .full)
            for operation in spec.operations.values.sorted(by: { $0.id < $1.id }) {
                guard let body = generator.example(for: operation.request),
                    let target = try? checker.target(protocol: id, operation: operation.id, direction: .request)
                else { continue }
                guard case .object(let members) = body, !members.isEmpty else { continue }
                for _ in 0..<12 {
                    var changed = members
                    let position = random.int(0..<changed.count)
                    let texts = ["", "é", "x\r", "\u{212A}", "2024-13-45", "999", "ZZ", String(repeating: "7", count: 64), "sample-v"]
                    changed[position].value = .string(texts[random.int(0..<texts.count)])
                    for value in [body, BodyValue.object(changed)] {
                        let general = checker.check(
                            value: value, xmlRoot: nil, against: target, options: .init(), reusingNotes: true, quietPath: false)
                        let quiet = checker.check(value: value, xmlRoot: nil, against: target, options: .init(), reusingNotes: true)
                        #expect(quiet.findings == general.findings, "\(target.id)")
                        compared += 1
                        if !general.findings.isEmpty { withFindings += 1 }
                    }
                }
            }
        }
        #expect(compared > 100)
        #expect(withFindings > 50)
    }
}
