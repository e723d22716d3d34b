import ConformanceEngine
import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A bounded, deterministic fuzz run for CI: real bodies, specs, cassettes and configurations, mutated
/// (truncation, byte flips, deep nesting, huge counts, invalid UTF-8, control bytes, repeated slices), fed to
/// every parser in-process and posted to the sandbox and the proxy on loopback.
///
/// A crash in-process kills the test runner, so it cannot go unnoticed; every call must return within a
/// time bound; every error must say where (line and column, or a JSON path); both servers must still
/// answer a good request at the end.
@Suite(.serialized) struct FuzzTests {
    /// The seed of every mutation: a failure reproduces exactly.
    static let seed: UInt64 = 0x5EED_F022

    /// The longest a single parse or load may take before it counts as a hang.
    static let callLimit: TimeInterval = 10

    // MARK: Generator and mutations

    /// The syntax a seed is written in, which decides how nesting and counts are built.
    enum Format: String, Sendable {
        case json, xml, form, yaml
    }

    /// One way of breaking an input.
    enum Mutation: String, CaseIterable, Sendable {
        case truncate, flipBytes, invalidUTF8, controlBytes, repeatSlice, deepNesting, hugeCount
    }

    /// An input to try: where it came from, how it was broken, and its bytes.
    struct Input: Sendable {
        var name: String
        var format: Format
        var mutation: Mutation
        var bytes: [UInt8]

        var label: String { "\(name) [\(mutation.rawValue)]" }
    }

    static func mutate(_ bytes: [UInt8], _ mutation: Mutation, format: Format, rng: inout SplitMix64) -> [UInt8] {
        var out = bytes
        switch mutation {
        case .truncate:
            out = Array(bytes.prefix(rng.int(0..<max(1, bytes.count))))
        case .flipBytes:
            for _ in 0..<rng.int(1..<9) where !out.isEmpty {
                out[rng.int(0..<out.count)] ^= UInt8(truncatingIfNeeded: 1 << rng.int(0..<8))
            }
        case .invalidUTF8:
            let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xFE, 0xFF]]
            for _ in 0..<rng.int(1..<4) { out.insert(contentsOf: bad[rng.int(0..<bad.count)], at: rng.int(0..<(out.count + 1))) }
        case .controlBytes:
            let controls: [[UInt8]] = [[0x00], [0x1B, 0x5B, 0x32, 0x4A], [0x07], [0x1B, 0x5D, 0x30, 0x3B], [0xE2, 0x80, 0xAE], [0x0D], [0x7F]]
            for _ in 0..<rng.int(1..<4) { out.insert(contentsOf: controls[rng.int(0..<controls.count)], at: rng.int(0..<(out.count + 1))) }
        case .repeatSlice:
            guard !bytes.isEmpty else { break }
            let start = rng.int(0..<bytes.count)
            let slice = Array(bytes[start..<min(bytes.count, start + rng.int(1..<64))])
            let at = rng.int(0..<(out.count + 1))
            for _ in 0..<rng.int(2..<200) { out.insert(contentsOf: slice, at: at) }
        case .deepNesting:
            let depth = [600, 5_000, 50_000][rng.int(0..<3)]
            let (open, close): (String, String) =
                switch format {
                case .json: ("[", "]")
                case .xml: ("<a>", "</a>")
                case .form: ("a[", "]")
                case .yaml: ("- ", "")
                }
            let at = rng.int(0..<(out.count + 1))
            if format == .yaml {
                // Block nesting: each level one more indentation; flow nesting for the deep ones.
                let levels = min(depth, 2_000)
                let block = (0..<levels).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x\n"
                out.insert(contentsOf: Array((depth > 2_000 ? String(repeating: "[", count: depth) : block).utf8), at: at)
            } else {
                out.insert(contentsOf: Array((String(repeating: open, count: depth) + String(repeating: close, count: depth)).utf8), at: at)
            }
        case .hugeCount:
            let count = [10_000, 100_000][rng.int(0..<2)]
            let item: String =
                switch format {
                case .json: #""k":1,"#
                case .xml: "<i a=\"1\"/>"
                case .form: "a=1&"
                case .yaml: "- 1\n"
                }
            let at = format == .json ? (out.firstIndex(of: UInt8(ascii: "{")).map { $0 + 1 } ?? 0) : rng.int(0..<(out.count + 1))
            out.insert(contentsOf: Array(String(repeating: item, count: count).utf8), at: at)
        }
        return out
    }

    /// Every mutation of every seed, `rounds` times for the cheap kinds; deep and huge inputs only for the first seeds.
    static func inputs(from seeds: [(name: String, format: Format, bytes: [UInt8])], rounds: Int, heavySeeds: Int, salt: UInt64) -> [Input] {
        var rng = SplitMix64(seed: seed ^ salt)
        var result: [Input] = []
        for (index, seed) in seeds.enumerated() {
            for mutation in Mutation.allCases {
                let heavy = mutation == .deepNesting || mutation == .hugeCount
                if heavy && index >= heavySeeds { continue }
                for _ in 0..<(heavy ? 1 : rounds) {
                    result.append(
                        Input(
                            name: seed.name, format: seed.format, mutation: mutation,
                            bytes: mutate(seed.bytes, mutation, format: seed.format, rng: &rng)))
                }
            }
        }
        return result
    }

    /// Runs `work` and records an issue when it takes longer than ``callLimit`` (a hang, or close to one).
    ///
    /// The time is the calling thread's CPU time, not the wall clock: a loop that never ends spends it, while a
    /// machine busy with other work (a parallel build, the rest of the suite) does not count against the input.
    static func timed<T>(_ label: @autoclosure () -> String, _ work: () throws -> T) rethrows -> T {
        let start = ReportFixtures.threadCPUSeconds()
        let result = try work()
        let elapsed = ReportFixtures.threadCPUSeconds() - start
        #expect(elapsed < callLimit, "\(label()) took \(elapsed) s of CPU")
        return result
    }

    // MARK: Seeds

    /// Request and response examples of every operation (JSON and form), the shared corpus when present, and a cnpAPI request.
    static let bodySeeds: [(name: String, format: Format, bytes: [UInt8])] = {
        var seeds: [(name: String, format: Format, bytes: [UInt8])] = []
        for spec in TestSupport.loaded.specs.sortedProtocols {
            let generator = ExampleGenerator(protocol: spec)
            for operation in spec.sortedOperations {
                let messages = [operation.request] + (operation.primaryResponse.map { [$0.message] } ?? [])
                for (index, message) in messages.enumerated() {
                    guard let example = generator.example(for: message) else { continue }
                    let name = "\(spec.id)/\(operation.id)/\(index == 0 ? "request" : "response")"
                    switch message.encoding ?? operation.endpoint.encoding {
                    case .form:
                        if case .object(let members) = example {
                            let pairs = members.map { NameValue($0.key, $0.value.lexicalText ?? $0.value.jsonText) }
                            seeds.append((name, .form, Array(FormEncoding.serialize(pairs).utf8)))
                        }
                    case .json:
                        seeds.append((name, .json, Array(example.jsonText.utf8)))
                    default:
                        break
                    }
                }
            }
        }
        seeds.append(
            (
                "cnpAPI/authorization", .xml,
                Array(
                    #"<?xml version="1.0" encoding="UTF-8"?><cnpOnlineRequest version="12.0" xmlns="http://www.vantivcnp.com/schema" merchantId="01"><authentication><user>u</user><password>p</password></authentication><authorization id="1" reportGroup="r"><orderId>o1</orderId><amount>100</amount><orderSource>ecommerce</orderSource><card><type>VI</type><number>4111111111111111</number><expDate>1230</expDate></card></authorization></cnpOnlineRequest>"#
                        .utf8)
            ))
        if let corpus = TestSupport.corpusPath, let files = FileManager.default.enumerator(atPath: corpus) {
            for case let file as String in files.allObjects.sorted(by: { "\($0)" < "\($1)" }) {
                let format: Format? = file.hasSuffix(".json") ? .json : file.hasSuffix(".xml") ? .xml : nil
                guard let format, let data = FileManager.default.contents(atPath: corpus + "/" + file), data.count < 200_000 else { continue }
                seeds.append(("corpus/" + file, format, Array(data)))
            }
        }
        return seeds
    }()

    // MARK: Parsers in-process

    // About 3 s alone; the limit only catches a hang, since a full run on 2 cores has held it 146 s on a busy pool.
    @Test(.timeLimit(.minutes(5))) func bodyParsersSurviveMutatedBodies() async throws {
        let inputs = Self.inputs(from: Self.bodySeeds, rounds: 2, heavySeeds: 6, salt: 1)
        let checker = TestSupport.checker
        let targets = TestSupport.loaded.specs.sortedProtocols.flatMap { spec in
            spec.sortedOperations.compactMap { try? checker.target(protocol: spec.id, operation: $0.id, direction: .request) }
        }
        var failures = 0
        for (index, input) in inputs.enumerated() {
            await Task.yield()  // long and synchronous: let the servers of other suites have the pool
            let text = String(decoding: input.bytes, as: UTF8.self)
            func located(_ error: BodyParseError, _ parser: String) {
                if error.line < 1 || error.column < 1 {
                    failures += 1
                    Issue.record("\(parser) on \(input.label): an error without a position: \(error)")
                }
            }
            Self.timed("JSONBodyParser on \(input.label)") {
                do throws(BodyParseError) { _ = try JSONBodyParser.parse(input.bytes) } catch { located(error, "JSONBodyParser") }
            }
            Self.timed("XMLBodyParser on \(input.label)") {
                do throws(BodyParseError) { _ = try XMLBodyParser.parse(Data(input.bytes)) } catch { located(error, "XMLBodyParser") }
            }
            Self.timed("FormBodyParser on \(input.label)") {
                do throws(BodyParseError) { _ = try FormBodyParser.parse(text) } catch { located(error, "FormBodyParser") }
            }
            Self.timed("FormEncoding.pairs on \(input.label)") {
                do throws(BodyParseError) { _ = try FormEncoding.pairs(text) } catch { located(error, "FormEncoding.pairs") }
            }
            // The checker over the body as a recorder stores it, against one operation (rotating).
            let contentType = ["json": "application/json", "xml": "text/xml", "form": "application/x-www-form-urlencoded"][input.format.rawValue]
            let body = RecordedBody.from(Data(input.bytes), contentType: contentType)
            if !targets.isEmpty {
                let target = targets[index % targets.count]
                let result = Self.timed("checker on \(input.label)") { checker.check(recorded: body, against: target) }
                for finding in result.findings where finding.path.isEmpty {
                    failures += 1
                    Issue.record("a finding without a path on \(input.label): \(finding.message(.en))")
                }
            }
        }
        print("fuzz: \(inputs.count) mutated bodies through 4 parsers and the checker (\(Self.bodySeeds.count) seeds, \(failures) failures)")
    }

    /// Whether every error diagnostic says where it is: a file position, a JSON path, or (for a problem of a
    /// whole folder, such as a missing protocol file) the folder's name.
    static func expectLocated(_ diagnostics: [Diagnostic], _ label: String, folder: String? = nil) {
        for diagnostic in diagnostics where diagnostic.severity == .error && diagnostic.location == nil {
            let message = diagnostic.message(.en)
            if !message.contains("$") && !(folder.map { message.contains("'\($0)'") } ?? false) {
                Issue.record("\(label): a diagnostic without a location: \(message)")
            }
        }
    }

    @Test(.timeLimit(.minutes(2))) func specLoadingSurvivesMutatedSpecs() async throws {
        let root = TestSupport.specsPath
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter {
            FileManager.default.fileExists(atPath: root + "/" + $0 + "/protocol.yaml")
        }
        let protocols: [(folder: String, files: [(path: String, text: String)])] = try folders.map { folder in
            let names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".yaml") }.sorted()
            return (folder, try names.map { ("Specs/\(folder)/\($0)", try String(contentsOfFile: root + "/\(folder)/\($0)", encoding: .utf8)) })
        }
        var rng = SplitMix64(seed: Self.seed ^ 2)
        var count = 0
        for round in 0..<28 {
            await Task.yield()  // long and synchronous: let the servers of other suites have the pool
            let (folder, files) = protocols[round % protocols.count]
            let victim = rng.int(0..<files.count)
            let mutation = Mutation.allCases[round % Mutation.allCases.count]
            let broken = Self.mutate(Array(files[victim].text.utf8), mutation, format: .yaml, rng: &rng)
            var mutated = files
            mutated[victim].text = String(decoding: broken, as: UTF8.self)
            let label = "\(files[victim].path) [\(mutation.rawValue)]"
            let result = Self.timed("SpecLoader on \(label)") { SpecLoader.loadProtocol(folderName: folder, files: mutated) }
            Self.expectLocated(result.diagnostics, label, folder: folder)
            count += 1
        }
        // A few through the file system, as `conformance` reads them.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-specs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        for round in 0..<3 {
            await Task.yield()  // long and synchronous: let the servers of other suites have the pool
            let (folder, files) = protocols[round % protocols.count]
            try? FileManager.default.removeItem(atPath: temporary)
            try FileManager.default.createDirectory(atPath: temporary + "/" + folder, withIntermediateDirectories: true)
            let victim = rng.int(0..<files.count)
            for (index, file) in files.enumerated() {
                let bytes =
                    index == victim
                    ? Self.mutate(Array(file.text.utf8), [.flipBytes, .invalidUTF8, .truncate][round], format: .yaml, rng: &rng)
                    : Array(file.text.utf8)
                _ = FileManager.default.createFile(
                    atPath: temporary + "/" + folder + "/" + (file.path as NSString).lastPathComponent, contents: Data(bytes))
            }
            let result = Self.timed("SpecLoader.load on \(files[victim].path)") { SpecLoader.load(paths: [temporary]) }
            Self.expectLocated(result.diagnostics, files[victim].path, folder: folder)
            count += 1
        }
        print("fuzz: \(count) mutated spec folders loaded")
    }

    /// A cassette of example exchanges of every operation, as the recorder writes it.
    static func exampleCassette() -> String {
        var interactions: [Interaction] = []
        for spec in TestSupport.loaded.specs.sortedProtocols {
            let generator = ExampleGenerator(protocol: spec, coverage: .minimal)
            for operation in spec.sortedOperations.prefix(4) {
                let request = generator.example(for: operation.request).map(RecordedBody.json) ?? .none
                let response = operation.primaryResponse.flatMap { generator.example(for: $0.message) }.map(RecordedBody.json) ?? .none
                interactions.append(
                    Interaction(
                        request: RecordedRequest(
                            method: operation.endpoint.method, path: operation.endpoint.path, query: [NameValue("q", "1")],
                            headers: [NameValue("Content-Type", "application/json")], body: request),
                        response: RecordedResponse(status: 200, headers: [NameValue("Content-Type", "application/json")], body: response)))
            }
        }
        return CassetteCodec.encode(Cassette(recordedAt: "2026-01-01T00:00:00Z", baseURL: "http://127.0.0.1:1", interactions: interactions))
    }

    @Test(.timeLimit(.minutes(2))) func cassetteDecodingSurvivesMutatedCassettes() async throws {
        var seeds: [(name: String, format: Format, bytes: [UInt8])] = [("example-cassette", .json, Array(Self.exampleCassette().utf8))]
        let folder = TestSupport.repositoryRoot + "/Cassettes"
        for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where file.hasSuffix(".json") {
            if let data = FileManager.default.contents(atPath: folder + "/" + file), data.count < 2_000_000 {
                seeds.append(("Cassettes/" + file, .json, Array(data)))
            }
        }
        for seed in seeds {
            #expect(throws: Never.self, "the unmutated \(seed.name) decodes") { try CassetteCodec.decode(Data(seed.bytes), file: seed.name) }
        }
        let inputs = Self.inputs(from: seeds, rounds: 30, heavySeeds: 1, salt: 3)
        var decoded = 0
        for input in inputs {
            await Task.yield()  // long and synchronous: let the servers of other suites have the pool
            Self.timed("CassetteCodec.decode on \(input.label)") {
                do throws(CassetteError) {
                    _ = try CassetteCodec.decode(Data(input.bytes), file: "fuzz.json")
                    decoded += 1
                } catch {
                    let message = error.diagnostic.message(.en)
                    #expect(error.diagnostic.location != nil || message.contains("$"), "\(input.label): no position in \(message)")
                }
            }
        }
        print("fuzz: \(inputs.count) mutated cassettes decoded (\(decoded) still valid)")
    }

    @Test(.timeLimit(.minutes(2))) func configurationAndScenarioLoadingSurviveMutation() async throws {
        let configuration = """
            target: staging
            mode: record
            cassettes: Cassettes
            reports: Reports
            lang: fr
            strict: false
            formats: [junit, html, json, markdown]
            protocols: [sips-inapp]
            timeout: 30
            targets:
              staging:
                url: https://office-server.example.com
                protocols:
                  sips-inapp:
                    bases:
                      office: https://office-server.example.com
                    settings:
                      merchantId: "2110000213"
                      keyVersion: "1"
                      secretKey: {env: MERCANET_SECRET_KEY}

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var count = 0
        for input in Self.inputs(from: [("conformance.yaml", .yaml, Array(configuration.utf8))], rounds: 6, heavySeeds: 1, salt: 4) {
            await Task.yield()  // long and synchronous: let the servers of other suites have the pool
            let file = folder + "/conformance-\(count).yaml"
            _ = FileManager.default.createFile(atPath: file, contents: Data(input.bytes))
            let result = Self.timed("RunConfigurationLoader on \(input.label)") { RunConfigurationLoader.load(file: file) }
            Self.expectLocated(result.diagnostics, input.label)
            count += 1
        }
        // Scenario settings and scenarios of one protocol.
        let specs = TestSupport.loaded.specs
        for spec in specs.sortedProtocols.prefix(2) {
            let scenarios = TestSupport.specsPath + "/\(spec.id)/scenarios"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: scenarios).filter({ $0.hasSuffix(".yaml") }).sorted(),
                let first = names.first(where: { $0 != "settings.yaml" })
            else { continue }
            var seeds: [(name: String, format: Format, bytes: [UInt8])] = []
            for name in ["settings.yaml", first] {
                if let data = FileManager.default.contents(atPath: scenarios + "/" + name) { seeds.append((name, .yaml, Array(data))) }
            }
            for input in Self.inputs(from: seeds, rounds: 2, heavySeeds: 2, salt: 5) {
                await Task.yield()  // long and synchronous: let the servers of other suites have the pool
                let file = folder + "/\(count)-" + input.name
                _ = FileManager.default.createFile(atPath: file, contents: Data(input.bytes))
                if input.name == "settings.yaml" {
                    let result = Self.timed("loadSettings on \(input.label)") { ScenarioLoader.loadSettings(file: file) }
                    Self.expectLocated(result.diagnostics, input.label)
                } else {
                    let result = Self.timed("loadScenario on \(input.label)") { ScenarioLoader.loadScenario(file: file, spec: spec, settings: []) }
                    Self.expectLocated(result.diagnostics, input.label)
                }
                count += 1
            }
        }
        print("fuzz: \(count) mutated configurations and scenario files loaded")
    }

    // MARK: Servers

    @Test(.timeLimit(.minutes(2))) func serversSurviveMutatedBodies() async throws {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 9))
        let server = try await SandboxServer(sandbox: sandbox).start()
        let file = ProxyFixtures.temporaryCassette()
        let recorder = try CassetteRecorder(
            file: file, specs: TestSupport.loaded.specs, options: .init(mode: .all, baseURL: server.baseURL))
        let proxy = RecordingProxy(
            configuration: .init(upstream: URL(string: server.baseURL)!, flushInterval: 60), recorder: recorder, log: { _ in })
        let port = PortBox()
        let task = Task { try await proxy.run(handlingSignals: false) { port.set($0) } }
        let proxyURL = "http://127.0.0.1:\(try await port.wait())"
        // The paths of the operations whose seeds are mutated.
        var paths: [String: (path: String, contentType: String, authorization: String?)] = [
            "cnpAPI/authorization": ("/vap/communicator/online", "text/xml", nil)
        ]
        for spec in TestSupport.loaded.specs.sortedProtocols {
            for operation in spec.sortedOperations where operation.endpoint.method == "POST" {
                let path = operation.endpoint.path.split(separator: "/").map { $0.hasPrefix("{") ? "x" : String($0) }.joined(separator: "/")
                let type = operation.endpoint.encoding == .form ? "application/x-www-form-urlencoded" : "application/json"
                // Credentials where the operation takes them, so that the mutated body is read rather than refused at the door.
                let basic =
                    operation.request.headers.contains { $0.name == "Authorization" }
                    ? "Basic " + Data("494901:fuzz".utf8).base64EncodedString() : nil
                paths["\(spec.id)/\(operation.id)/request"] = ("/" + path, type, basic)
            }
        }
        let seeds = Self.bodySeeds.filter { paths[$0.name] != nil }
        // Bodies of 100,000 values go through the in-process parsers above; over HTTP, on a CI machine whose two
        // cores other suites share, the servers get the 10,000-value ones.
        let inputs = Self.inputs(from: seeds, rounds: 2, heavySeeds: 4, salt: 6).filter { $0.bytes.count <= 256 << 10 }
        // A challenge (a 401 with WWW-Authenticate) fails the request at once instead of leaving it waiting for credentials.
        let session = ChallengeDecliner.session(timeout: 30)
        defer { session.finishTasksAndInvalidate() }
        var statuses: [Int: Int] = [:]
        var times = [0.0, 0.0]
        do {
            for input in inputs {
                let target = paths[input.name]!
                for base in [server.baseURL, proxyURL] {
                    var request = URLRequest(url: URL(string: base + target.path)!, timeoutInterval: 30)
                    request.httpMethod = "POST"
                    request.httpBody = Data(input.bytes)
                    request.setValue(target.contentType, forHTTPHeaderField: "Content-Type")
                    if let authorization = target.authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
                    let start = Date()
                    let (data, response) = try await session.data(for: request)
                    let status = (response as! HTTPURLResponse).statusCode
                    statuses[status, default: 0] += 1
                    times[base == proxyURL ? 1 : 0] += Date().timeIntervalSince(start)
                    #expect(Date().timeIntervalSince(start) < 2 * Self.callLimit, "\(base) \(input.label) took too long")
                    #expect(status < 500 || !data.isEmpty, "\(base) \(input.label): \(status) with an empty body")
                    #expect(status != 500, "\(base) \(input.label): 500 \(String(decoding: data.prefix(300), as: UTF8.self))")
                }
            }
            let sandboxIndex = try await send("GET", server.baseURL + "/")
            let proxyIndex = try await send("GET", proxyURL + "/")
            #expect(sandboxIndex.status == 200 && proxyIndex.status == 200, "a server stopped serving after the fuzz run")
        } catch {
            task.cancel()
            _ = await task.result
            await server.stop()
            throw error
        }
        task.cancel()
        _ = await task.result
        await server.stop()
        let summary = try recorder.finish()
        #expect(summary.recorded == inputs.count + 1 && summary.wrote, "every exchange through the proxy is kept")
        print(
            "fuzz: \(inputs.count * 2) mutated bodies posted to the sandbox and the proxy; statuses \(statuses.sorted { $0.key < $1.key }), \(Int(times[0])) s direct, \(Int(times[1])) s through the proxy"
        )
    }
}
