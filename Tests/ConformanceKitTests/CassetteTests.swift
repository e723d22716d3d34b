import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Cassette format, record modes, matching and redaction, on the project's real specs.
@Suite struct CassetteTests {
    static let specs = TestSupport.loaded.specs

    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cassette-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A Saferpay Transaction/Initialize request with a given RequestId and amount.
    static func initialize(requestID: String = "r-1", amount: String = "1000", keyOrder reversed: Bool = false) -> RecordedRequest {
        var members = [
            BodyMember(
                "RequestHeader",
                .object([
                    BodyMember("SpecVersion", .string("1.40")), BodyMember("CustomerId", .string("123123")),
                    BodyMember("RequestId", .string(requestID)), BodyMember("RetryIndicator", .number("0")),
                ])),
            BodyMember("TerminalId", .string("17757531")),
            BodyMember(
                "Payment",
                .object([BodyMember("Amount", .object([BodyMember("Value", .string(amount)), BodyMember("CurrencyCode", .string("CHF"))]))])),
            BodyMember("ReturnUrl", .object([BodyMember("Url", .string("https://merchant.example.com/return"))])),
        ]
        if reversed { members.reverse() }
        return RecordedRequest(
            method: "POST", path: "/api/Payment/v1/Transaction/Initialize",
            headers: [NameValue("Content-Type", "application/json; charset=utf-8"), NameValue("Accept", "application/json")],
            body: .json(.object(members)))
    }

    static func initializeResponse(token: String = "tok-1") -> RecordedResponse {
        RecordedResponse(
            status: 200, headers: [NameValue("Content-Type", "application/json")],
            body: .json(
                .object([
                    BodyMember("ResponseHeader", .object([BodyMember("SpecVersion", .string("1.40")), BodyMember("RequestId", .string("r-1"))])),
                    BodyMember("Token", .string(token)), BodyMember("Expiration", .string("2026-11-21T14:00:00+01:00")),
                    BodyMember("RedirectRequired", .bool(true)),
                    BodyMember(
                        "Redirect",
                        .object([
                            BodyMember("RedirectUrl", .string("https://test.saferpay.com/vt2/api/redirect/1")),
                            BodyMember("PaymentMeansRequired", .bool(true)),
                        ])),
                ])))
    }

    /// Runs one recording session: each request is answered by `upstream` when the recorder records.
    static func session(
        _ file: String, mode: RecordMode, requests: [RecordedRequest], repeats: Bool = false, strict: Bool = false,
        upstream: (RecordedRequest) -> RecordedResponse = { _ in initializeResponse() }
    ) throws -> (responses: [Result<RecordedResponse, Diagnostic>], summary: CassetteRecorder.Summary) {
        let recorder = try CassetteRecorder(
            file: file, specs: specs, options: .init(mode: mode, allowPlaybackRepeats: repeats, strict: strict, baseURL: "https://test.saferpay.com"))
        var responses: [Result<RecordedResponse, Diagnostic>] = []
        for request in requests {
            switch recorder.decide(request) {
            case .replay(let interaction): responses.append(.success(interaction.response))
            case .miss(let diagnostic): responses.append(.failure(diagnostic))
            case .record:
                let response = upstream(request)
                recorder.record(request: request, response: response)
                responses.append(.success(response))
            }
        }
        return (responses, try recorder.finish())
    }

    // MARK: Format

    @Test func encodingIsDeterministicAndRoundTrips() throws {
        let cassette = Cassette(
            recordedAt: "2026-11-21T13:00:00Z", baseURL: "https://test.saferpay.com",
            interactions: [
                Interaction(
                    request: Self.initialize(), response: Self.initializeResponse(),
                    operation: OperationReference(protocolID: "saferpay", operation: "TransactionInitialize"),
                    verdict: ExchangeVerdict(requestConforms: true, responseConforms: true, errors: 0, warnings: 0)),
                Interaction(
                    request: RecordedRequest(
                        method: "POST", path: "/eProtect/paypage", body: .form([NameValue("paypageId", "a1"), NameValue("id", "x")])),
                    response: RecordedResponse(status: 200, body: .base64(Data([0, 1, 2, 255])))),
            ])
        let text = CassetteCodec.encode(cassette)
        #expect(text == CassetteCodec.encode(cassette))
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains(#""form": ["#) && text.contains(#"["paypageId", "a1"]"#) && text.contains(#""base64": "AAEC/w==""#))
        #expect(text.contains(#""json": {"#), "JSON bodies are stored structured, not as escaped strings")
        let keys = ["\"baseURL\"", "\"format\"", "\"formatVersion\"", "\"interactions\"", "\"recordedAt\"", "\"toolVersion\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted(), "top-level keys are sorted")
        let decoded = try CassetteCodec.decode(Data(text.utf8), file: "x.json")
        #expect(decoded == cassette)
    }

    @Test func corruptCassettesAreErrorsWithPositions() throws {
        let good = CassetteCodec.encode(
            Cassette(
                recordedAt: "2026-11-21T13:00:00Z", baseURL: nil,
                interactions: [
                    Interaction(request: Self.initialize(), response: Self.initializeResponse())
                ]))
        // Truncated.
        let truncated = String(good.prefix(good.count / 2))
        do {
            _ = try CassetteCodec.decode(Data(truncated.utf8), file: "Cassettes/t.json")
            Issue.record("a truncated cassette must not load")
        } catch {
            #expect(error.diagnostic.id == .cassetteInvalid)
            #expect(error.diagnostic.location?.file == "Cassettes/t.json" && (error.diagnostic.location?.line ?? 0) > 1)
            #expect(error.description.contains("Cassettes/t.json") && error.description.contains("line "))
        }
        // Binary garbage.
        do {
            _ = try CassetteCodec.decode(Data([0x1F, 0x8B, 0x08, 0x00, 0xFF, 0x00]), file: "g.json")
            Issue.record("garbage must not load")
        } catch {
            #expect(error.diagnostic.message(.en).hasPrefix("'g.json' is not a valid cassette at line 1, column 1"))
        }
        // Empty file.
        #expect(throws: CassetteError.self) { try CassetteCodec.decode(Data(), file: "e.json") }
        // Valid JSON, wrong structure: the message names the JSON path.
        let broken = good.replacingOccurrences(of: "\"status\": 200", with: "\"status\": \"200\"")
        do {
            _ = try CassetteCodec.decode(Data(broken.utf8), file: "s.json")
            Issue.record("a string status must not load")
        } catch {
            #expect(error.diagnostic.message(.en).contains("$.interactions[0].response.status: expected a whole number"))
            #expect(error.diagnostic.message(.fr).contains("nombre entier attendu"))
        }
        let unknownKey = good.replacingOccurrences(of: "\"toolVersion\"", with: "\"toolVersoin\"")
        do {
            _ = try CassetteCodec.decode(Data(unknownKey.utf8), file: "k.json")
            Issue.record("an unknown key must not load")
        } catch {
            #expect(error.diagnostic.message(.en).contains("$.toolVersoin: unknown key (did you mean 'toolVersion'?)"))
        }
        let future = good.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 9")
        #expect(throws: CassetteError.self) { try CassetteCodec.decode(Data(future.utf8), file: "v.json") }
    }

    @Test func aCorruptCassetteIsNeverReRecorded() throws {
        let folder = Self.temporaryFolder()
        let file = folder + "/c.json"
        try "{\"format\": \"paymentconformance-cassette\", \"interac".write(toFile: file, atomically: true, encoding: .utf8)
        for mode in RecordMode.allCases {
            #expect(throws: CassetteError.self, "mode \(mode)") {
                _ = try CassetteRecorder(file: file, specs: Self.specs, options: .init(mode: mode))
            }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasSuffix("interac"), "the corrupt file is left as it was")
    }

    // MARK: Modes

    @Test func modeNoneNeedsTheCassette() throws {
        let file = Self.temporaryFolder() + "/missing.json"
        do {
            _ = try CassetteRecorder(file: file, specs: Self.specs, options: .init(mode: .none))
            Issue.record("mode none must refuse a missing cassette")
        } catch {
            #expect(error.diagnostic.id == .cassetteMissing)
            #expect(error.diagnostic.message(.en).contains("--mode once or CONFORMANCE_RECORD=once"))
        }
    }

    @Test func onceRecordsThenReplaysAndReRecordingIsByteIdentical() throws {
        let file = Self.temporaryFolder() + "/once.json"
        let first = try Self.session(file, mode: .once, requests: [Self.initialize()])
        #expect(first.summary.recorded == 1 && first.summary.wrote)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        var upstreamCalls = 0
        let second = try Self.session(file, mode: .once, requests: [Self.initialize()]) { _ in
            upstreamCalls += 1
            return Self.initializeResponse()
        }
        #expect(upstreamCalls == 0 && second.summary.replayed == 1 && !second.summary.wrote)
        // Re-record identical traffic with mode all a second later: same bytes, recordedAt included.
        Thread.sleep(forTimeInterval: 1.1)
        let again = try Self.session(file, mode: .all, requests: [Self.initialize()])
        #expect(again.summary.recorded == 1 && !again.summary.wrote)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    }

    @Test func newEpisodesReplaysMatchesAndRecordsTheRest() throws {
        let file = Self.temporaryFolder() + "/episodes.json"
        _ = try Self.session(file, mode: .once, requests: [Self.initialize(amount: "1000")])
        let result = try Self.session(file, mode: .newEpisodes, requests: [Self.initialize(amount: "1000"), Self.initialize(amount: "2000")]) { _ in
            Self.initializeResponse(token: "tok-new")
        }
        #expect(result.summary.replayed == 1 && result.summary.recorded == 1 && result.summary.wrote)
        #expect(try CassetteCodec.read(file: file).interactions.count == 2)
    }

    @Test func allReplacesTheContent() throws {
        let file = Self.temporaryFolder() + "/all.json"
        _ = try Self.session(file, mode: .once, requests: [Self.initialize(amount: "1000"), Self.initialize(amount: "2000")])
        _ = try Self.session(file, mode: .all, requests: [Self.initialize(amount: "3000")])
        let cassette = try CassetteCodec.read(file: file)
        #expect(cassette.interactions.count == 1)
    }

    @Test func environmentOverridesAndMisspellingsFail() throws {
        #expect(try RecordMode.resolve(.none, environment: ["CONFORMANCE_RECORD": "all"]) == .all)
        #expect(try RecordMode.resolve(.once, environment: [:]) == .once)
        #expect(try RecordMode.parse("new_episodes") == .newEpisodes)
        do {
            _ = try RecordMode.resolve(.none, environment: ["CONFORMANCE_RECORD": "onse"])
            Issue.record("a misspelt mode must be an error")
        } catch {
            #expect(error.message(.en) == "'onse' is not a record mode (did you mean 'once'?); use none, once, new_episodes or all")
        }
    }

    // MARK: Matching

    @Test func matchingIgnoresOrderAndVolatileFields() throws {
        let file = Self.temporaryFolder() + "/match.json"
        _ = try Self.session(file, mode: .once, requests: [Self.initialize(requestID: "first")])
        // Another RequestId (volatile in the spec) and reversed key order still match.
        let replay = try Self.session(file, mode: .none, requests: [Self.initialize(requestID: "second", keyOrder: true)])
        guard case .success(let response) = replay.responses[0] else {
            Issue.record("expected a replay, got \(replay.responses[0])")
            return
        }
        #expect(response == Self.initializeResponse())
    }

    @Test func queryAndFormOrderDoNotMatter() throws {
        let resolver = OperationResolver(specs: Self.specs)
        let a = RecordedRequest(
            method: "POST", path: "/x", query: [NameValue("a", "1"), NameValue("b", "2")], body: .form([NameValue("p", "1"), NameValue("q", "2")]))
        let b = RecordedRequest(
            method: "POST", path: "/x", query: [NameValue("b", "2"), NameValue("a", "1")], body: .form([NameValue("q", "2"), NameValue("p", "1")]))
        #expect(RequestMatcher.key(a, profile: resolver.resolve(a)) == RequestMatcher.key(b, profile: resolver.resolve(b)))
        let c = RecordedRequest(method: "POST", path: "/x", query: [NameValue("a", "1"), NameValue("b", "3")])
        #expect(RequestMatcher.key(a, profile: nil) != RequestMatcher.key(c, profile: nil))
    }

    @Test func aMissNamesTheClosestRequestsAndWhatDiffered() throws {
        let file = Self.temporaryFolder() + "/miss.json"
        _ = try Self.session(file, mode: .once, requests: [Self.initialize(amount: "1000")])
        let result = try Self.session(file, mode: .none, requests: [Self.initialize(amount: "9999")])
        guard case .failure(let diagnostic) = result.responses[0] else {
            Issue.record("expected a miss")
            return
        }
        let message = diagnostic.message(.en)
        #expect(message.contains("no recorded interaction of '\(file)' matches POST /api/Payment/v1/Transaction/Initialize (record mode 'none')"))
        #expect(message.contains("closest recorded: #0 POST /api/Payment/v1/Transaction/Initialize (differs in body)"))
        #expect(diagnostic.message(.fr).contains("les plus proches"))
    }

    @Test func identicalRequestsReplayInOrderAndRepeatOnlyWhenAllowed() throws {
        let file = Self.temporaryFolder() + "/order.json"
        var token = 0
        _ = try Self.session(file, mode: .once, requests: [Self.initialize(), Self.initialize()]) { _ in
            token += 1
            return Self.initializeResponse(token: "tok-\(token)")
        }
        let tokens: ([Result<RecordedResponse, Diagnostic>]) -> [String] = { results in
            results.map { result in
                guard case .success(let response) = result, case .json(let body) = response.body, case .string(let t)? = body["Token"] else {
                    return "miss"
                }
                return t
            }
        }
        let strictPlay = try Self.session(file, mode: .none, requests: [Self.initialize(), Self.initialize(), Self.initialize()])
        #expect(tokens(strictPlay.responses) == ["tok-1", "tok-2", "miss"])
        if case .failure(let diagnostic) = strictPlay.responses[2] {
            #expect(diagnostic.message(.en).contains("every matching interaction was already played (use --allow-playback-repeats"))
        }
        let repeating = try Self.session(file, mode: .none, requests: [Self.initialize(), Self.initialize(), Self.initialize()], repeats: true)
        #expect(tokens(repeating.responses) == ["tok-1", "tok-2", "tok-2"])
        do {
            _ = try Self.session(file, mode: .none, requests: [Self.initialize()], strict: true)
            Issue.record("strict must report the unplayed interaction")
        } catch let error as CassetteError {
            #expect(error.diagnostic.id == .cassetteUnplayed && error.diagnostic.message(.en).contains("#1"))
        }
    }

    @Test func aReplayOnlySessionReadsInteractionsFromTheFileAsTheyArePlayed() throws {
        let file = Self.temporaryFolder() + "/streamed.json"
        var token = 0
        let amounts = (1...40).map { String($0 * 100) }
        _ = try Self.session(file, mode: .once, requests: amounts.map { Self.initialize(amount: $0) }) { _ in
            token += 1
            return Self.initializeResponse(token: "tok-\(token)")
        }
        let recorder = try CassetteRecorder(file: file, specs: Self.specs, options: .init(mode: .none))
        // Only the header is held: the interactions stay in the file, indexed by place and matching key.
        #expect(recorder.original?.interactions.isEmpty == true)
        #expect(recorder.original?.baseURL == "https://test.saferpay.com")
        #expect(recorder.replayable == 40)
        for (index, amount) in amounts.enumerated().reversed() {
            guard case .replay(let interaction) = recorder.decide(Self.initialize(amount: amount)),
                case .json(let body) = interaction.response.body, case .string(let played)? = body["Token"]
            else {
                Issue.record("no replay for amount \(amount)")
                continue
            }
            #expect(played == "tok-\(index + 1)")
        }
        #expect(try recorder.finish().replayed == 40)
        // A file rewritten under a running replay is reported, not answered with the wrong bytes.
        let changing = try CassetteRecorder(file: file, specs: Self.specs, options: .init(mode: .none))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try String(text.prefix(text.utf8.count / 2)).write(toFile: file, atomically: false, encoding: .utf8)
        guard case .miss(let diagnostic) = changing.decide(Self.initialize(amount: amounts[39])) else {
            Issue.record("a replay from a cut file must miss")
            return
        }
        #expect(diagnostic.message(.en).contains("the matching interaction cannot be read"), "\(diagnostic.message(.en))")
    }

    // MARK: Redaction

    @Test func theDigitGroupsOfAUUIDAreNotACardNumber() {
        // Read across its dashes, this UUID holds 13 digits that pass the Luhn check (built from its groups, so
        // that no scanner of this source file reads them as a card number).
        let groups = ["4809", "8358", "5676", "6"]
        let uuid = "af1e2d3c-\(groups[0])-\(groups[1])-\(groups[2])-\(groups[3])abcdef01234"
        #expect(CardNumberRuns.isCardNumber(Array(groups.joined().utf8)))
        for text in [uuid, "{\"RequestId\":\"\(uuid)\"}", "req-\(uuid)", uuid.uppercased()] {
            #expect(CardNumberScan.scan(text).isEmpty, "\(text)")
            #expect(CardNumberScan.replaceRuns(in: text, allowed: TestCardNumbers.documented) == nil, "\(text)")
        }
        // A card number next to a UUID, or grouped like one without its hexadecimal shape, is still found.
        let pan = CardFixtures.realLookingPAN("45")
        #expect(CardNumberScan.scan("\(uuid) \(pan)").count == 1)
        #expect(CardNumberScan.scan("\(pan)-\(uuid)").count == 1)
        let grouped = "\(pan.prefix(8))-\(pan.dropFirst(8).prefix(4))-\(pan.dropFirst(12))"
        #expect(CardNumberScan.scan(grouped).count == 1, "\(grouped)")
    }

    @Test func redactionRemovesCardDataEverywhereAndKeepsFormats() throws {
        let pan = CardFixtures.realLookingPAN("45")
        let amex = CardFixtures.realLookingPAN("37", length: 15)
        #expect(!TestCardNumbers.documented.contains(pan) && CardNumberRuns.isCardNumber(Array(pan.utf8)))
        var request = Self.initialize()
        guard case .json(.object(var members)) = request.body else { return }
        members.append(
            BodyMember(
                "PaymentMeans",
                .object([
                    BodyMember(
                        "Card",
                        .object([
                            BodyMember("Number", .string(pan)), BodyMember("ExpMonth", .number("7")), BodyMember("ExpYear", .number("2031")),
                            BodyMember("VerificationCode", .string("737")), BodyMember("HolderName", .string("Ada Lovelace")),
                        ]))
                ])))
        members.append(BodyMember("Payer", .object([BodyMember("Note", .string("card \(amex) on file, also {\"pan\":\"\(pan)\"}"))])))
        request.body = .json(.object(members))
        request.headers.append(NameValue("Authorization", "Basic QVBJXzEyMzEyM18wMTpzM2NyM3Q="))
        request.query = [NameValue("ref", pan)]
        let form = RecordedRequest(
            method: "POST", path: "/eProtect/paypage",
            body: .form([
                NameValue("paypageId", "a2y4o6m8k0"), NameValue("reportGroup", "rg"), NameValue("orderId", "o1"), NameValue("id", "i1"),
                NameValue("accountNumber", pan), NameValue("cvv", "1234"),
            ]))
        let xml = RecordedRequest(
            method: "POST", path: "/vap/communicator/online",
            body: .text("<litleOnlineRequest><registerTokenRequest><accountNumber>\(pan)</accountNumber></registerTokenRequest></litleOnlineRequest>")
        )
        let file = Self.temporaryFolder() + "/redacted.json"
        _ = try Self.session(file, mode: .once, requests: [request, form, xml]) { _ in Self.initializeResponse() }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains(pan) && !text.contains(amex) && !text.contains("737") && !text.contains("QVBJXzEyMzEyM18wMTpzM2NyM3Q="))
        #expect(CardNumberScan.scan(text).isEmpty)
        let cassette = try CassetteCodec.read(file: file)
        let stored = cassette.interactions[0].request
        guard case .json(let body) = stored.body, case .object(let card)? = body["PaymentMeans"]?["Card"] else {
            Issue.record("the card object is gone")
            return
        }
        let number = card.first { $0.key == "Number" }?.value.lexicalText ?? ""
        #expect(number.count == 16 && number.hasPrefix("4") && Luhn.isValid(number), "same length and brand, still Luhn-valid")
        #expect(card.first { $0.key == "VerificationCode" }?.value.lexicalText?.count == 3, "the CSC keeps its length")
        #expect(stored.header("Authorization") == "Basic UkVEQUNURUQ6UkVEQUNURUQ=")
        // The redacted request still passes the checker.
        let check = ExchangeChecker(specs: Self.specs).check(cassette.interactions[0])
        #expect(check.operation?.description == "saferpay/TransactionInitialize")
        #expect(check.requestFindings.filter { $0.severity == .error }.isEmpty, "\(check.requestFindings.map { $0.message(.en) })")
        #expect(cassette.interactions[1].verdict?.requestConforms == true, "the redacted eProtect form still conforms")
        guard case .form(let pairs, _) = cassette.interactions[1].request.body else { return }
        #expect(pairs.first { $0.name == "cvv" }?.value.count == 4)
    }

    @Test func aValueRedactionCannotReachRefusesTheWrite() throws {
        let pan = CardFixtures.realLookingPAN("52")
        let file = Self.temporaryFolder() + "/refused.json"
        try "previous content".write(toFile: file, atomically: true, encoding: .utf8)
        let binary = Data([0x00, 0xFF]) + Data("card=\(pan)".utf8)
        let cassette = Cassette(
            recordedAt: "2026-11-21T13:00:00Z", baseURL: nil,
            interactions: [
                Interaction(request: RecordedRequest(method: "POST", path: "/upload", body: .base64(binary)), response: RecordedResponse(status: 204))
            ])
        do {
            try CassetteRecorder.write(cassette, to: file)
            Issue.record("the write must be refused")
        } catch {
            #expect(error.diagnostic.id == .cassetteUnredacted)
            #expect(error.diagnostic.message(.en).contains("first at Base64 text at line"), "\(error.diagnostic.message(.en))")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "previous content")
    }

    /// `"\u0034…"` in a cassette's JSON spells a card number the raw text does not show; the scan still finds it.
    @Test func aCardNumberHiddenInJSONEscapesIsFound() throws {
        let pan = CardFixtures.realLookingPAN("45")
        let cassette = Cassette(
            recordedAt: "2026-11-21T13:00:00Z", baseURL: nil,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "POST", path: "/pay", body: .json(.object([BodyMember("note", .string(pan))]))),
                    response: RecordedResponse(status: 204))
            ])
        let text = CassetteCodec.encode(cassette).replacingOccurrences(of: pan, with: "4\\u0035" + pan.dropFirst(2))
        #expect(!text.contains(pan) && CardNumberScan.scan(text).isEmpty, "the raw text hides it")
        let decoded = try CassetteCodec.decode(Data(text.utf8), file: "escaped.json")
        let hits = CardNumberScan.scan(cassette: text, cassette: decoded, allowed: TestCardNumbers.documented)
        #expect(hits.count == 1 && hits.first?.masked.hasSuffix(pan.suffix(4)) == true && hits.first?.place != .text, "\(hits)")
        #expect(CardNumberScan.scan(cassette: CassetteCodec.encode(cassette), cassette: cassette, allowed: TestCardNumbers.documented).count == 1)
    }

    @Test func replacementsAreTestCardsOrTwoDigitPlaceholders() {
        for length in 13...19 {
            for first in ["2", "3", "4", "5", "6"] {
                let replacement = TestCardNumbers.replacement(for: first + String(repeating: "7", count: length - 1))
                #expect(replacement.count == length && replacement.hasPrefix(first) && Luhn.isValid(replacement))
                #expect(!CardNumberRuns.isCardNumber(Array(replacement.utf8)) || TestCardNumbers.documented.contains(replacement))
            }
        }
    }

    @Test func credentialsKeepTheirScheme() {
        #expect(Redactor.maskCredential("GCS v1Client:abcdef", cookie: false) == "GCS v1Client:REDACTED")
        #expect(Redactor.maskCredential("Bearer eyJhbGci", cookie: false) == "Bearer REDACTED")
        #expect(Redactor.maskCredential("sid=abc; Path=/; lang=fr", cookie: true) == "sid=REDACTED; Path=/; lang=REDACTED")
    }

    @Test func configuredSecretsAreScrubbedAnywhere() {
        let redactor = Redactor(policy: RedactionPolicy(secrets: ["002001000000001_KEY1"]))
        var count = 0
        #expect(redactor.scrubText("key=002001000000001_KEY1;", counter: &count) == "key=REDACTED;" && count == 1)
    }

    /// A secret sent through a template filter (`${apiCredentials|base64}`) and echoed back is scrubbed and refused in that form too.
    @Test func secretsAreFoundInEveryFilteredForm() {
        let secret = "user:s3cret/pass+word?"
        let redactor = Redactor(policy: RedactionPolicy(secrets: [secret]))
        for filter in TemplateFilter.allCases where filter.apply(secret) != secret {
            var count = 0
            let echoed = "Echo: Basic " + filter.apply(secret)
            #expect(redactor.scrubText(echoed, counter: &count) == "Echo: Basic REDACTED" && count == 1, "\(filter)")
            #expect(throws: Diagnostic.self, "\(filter)") {
                try ReportWriter.refuseLeaks(echoed, file: "r.json", secrets: ["apiCredentials": secret])
            }
        }
        var count = 0
        let unpadded = TemplateFilter.base64.apply(secret).trimmingCharacters(in: CharacterSet(charactersIn: "="))
        #expect(redactor.scrubText("t=\(unpadded)", counter: &count) == "t=REDACTED")
        #expect(throws: Never.self) { try ReportWriter.refuseLeaks("nothing secret here", file: "r.json", secrets: ["apiCredentials": secret]) }
    }
}

/// The cassette timestamp is computed without a date formatter: it must say what ISO 8601 says.
@Suite struct TimestampTests {
    @Test func timestampMatchesISO8601ForDatesAcrossCenturiesAndLeapDays() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var random = SplitMix64(seed: 7)
        var dates: [Date] = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29
            Date(timeIntervalSince1970: 4_107_542_399.9), Date(timeIntervalSince1970: -2_208_988_800),  // 2100-02-28T23:59:59, 1900-01-01
        ]
        for _ in 0..<2000 { dates.append(Date(timeIntervalSince1970: Double(random.next() % 8_000_000_000) - 2_000_000_000 + 0.75)) }
        for date in dates {
            #expect(Cassette.timestamp(date) == formatter.string(from: date), "\(date.timeIntervalSince1970)")
        }
    }
}
