import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceTestSupport
import Foundation
import Testing

/// Scenario files, templates, run configuration and target resolution.
@Suite struct ScenarioTests {
    static let specs = TestSupport.loaded.specs
    static let sipsSettings = ScenarioLoader.loadSettings(file: TestSupport.specsPath + "/sips-inapp/scenarios/settings.yaml").settings

    /// Writes a file in a fresh temporary folder and returns its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Loads a Sips scenario from text.
    static func load(_ text: String, protocol protocolID: String = "sips-inapp") throws -> (scenario: Scenario?, diagnostics: [Diagnostic]) {
        let spec = try #require(specs.protocols[protocolID])
        return ScenarioLoader.loadScenario(file: try file("demo.yaml", text), spec: spec, settings: protocolID == "sips-inapp" ? sipsSettings : [])
    }

    static let header = """
        scenario: {en: Demo flow, fr: Parcours de démonstration}
        """

    // MARK: Loading

    @Test func projectScenariosLoadCleanly() {
        let result = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: Self.specs)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.isEmpty, "\(errors)")
        #expect(!result.scenarios.scenarios.isEmpty)
        for scenario in result.scenarios.scenarios {
            #expect(!scenario.title.en.isEmpty && !scenario.title.fr.isEmpty)
            #expect(!scenario.steps.isEmpty)
        }
    }

    /// Every operation of every protocol is called by at least one scenario.
    @Test func scenariosCoverEveryOperation() {
        let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: Self.specs).scenarios.scenarios
        for spec in Self.specs.sortedProtocols {
            let called = Set(scenarios.filter { $0.protocolID == spec.id }.flatMap { $0.steps.map(\.operation) })
            let missing = spec.operations.keys.filter { !called.contains($0) }.sorted()
            #expect(missing.isEmpty, "\(spec.id): no scenario calls \(missing)")
        }
    }

    @Test func aValidScenarioLoads() throws {
        let (scenario, diagnostics) = try Self.load(
            Self.header + """

                certification: mandatory
                tags: [demo]
                generate:
                  ref: {kind: reference, length: 10}
                steps:
                  - name: init
                    operation: orderInitialize
                    request:
                      body: {amount: "10", merchantId: "${merchantId}", transactionReference: "${ref}"}
                      sign: {scheme: sips-seal, key: "${secretKey}"}
                    expect: {status: 200, fields: {$.redirectionStatusCode: "00", $.redirectionData: {present: true}}}
                    capture: {redirectionUrl: $.redirectionUrl}
                  - name: pay
                    operation: cardOrder
                    request: {body: {redirectionUrl: "${redirectionUrl}"}}
                """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let loaded = try #require(scenario)
        #expect(loaded.id == "sips-inapp/demo" && loaded.certification == .mandatory && loaded.tags == ["demo"])
        #expect(loaded.steps.map(\.operation) == ["orderInitialize", "cardOrder"])
        #expect(loaded.steps[0].expect.fields.count == 2 && loaded.steps[0].captures.first?.name == "redirectionUrl")
        #expect(loaded.steps[0].request.signature?.scheme == .sipsSeal)
    }

    /// Each broken file gives its diagnostic ID at the right line.
    @Test(arguments: [
        ("stpes:\n  - name: a\n    operation: cardOrder\n", "spec.unknown-key-suggestion", 2),
        ("steps:\n  - name: a\n    operation: cardOrdr\n", "scenario.unknown-operation", 4),
        (
            "steps:\n  - name: a\n    operation: cardOrder\n    request: {body: {redirectionData: \"${redirectionDta}\"}}\n",
            "scenario.undefined-value", 5
        ),
        (
            "steps:\n  - name: a\n    operation: cardOrder\n    request: {body: {x: \"${late}\"}}\n  - name: b\n    operation: cardOrder\n    capture: {late: $.x}\n",
            "scenario.undefined-value", 5
        ),
        ("steps:\n  - name: a\n    operation: cardOrder\n    request: {body: {x: \"${oops\"}}\n", "scenario.template", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n    request: {body: {x: \"${merchantId|rot13}\"}}\n", "scenario.template", 5),
        ("steps:\n  - name: a\n    operation: acsForm\n    request: {body: {PaReq: {nested: x}}}\n", "scenario.body-shape", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n    expect: {fields: {\"$..x\": \"1\"}}\n", "scenario.bad-path", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n  - name: a\n    operation: cardOrder\n", "scenario.duplicate-name", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n    expect: {status: ok}\n", "spec.not-a-number", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n    expect: {fields: {$.a: {present: true, count: 1}}}\n", "scenario.one-key", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n    capture: {x: {pattern: \"([\"}}\n", "spec.bad-pattern", 5),
        ("generate:\n  ref: {kind: serial}\nsteps:\n  - name: a\n    operation: cardOrder\n", "spec.bad-keyword", 3),
        ("steps: []\n", "scenario.no-steps", 2),
        ("steps:\n  - name: a\n    operation: cardOrder\n    request: {body: {x: {$jwt: {}}}}\n", "spec.bad-keyword", 5),
        ("steps:\n  - name: a\n    operation: cardOrder\n    expect: {requestFindings: [{kind: missing, path: $.a}]}\n", "spec.bad-keyword", 5),
    ])
    func brokenScenariosAreReported(body: String, id: String, line: Int) throws {
        let (scenario, diagnostics) = try Self.load(Self.header + "\n" + body)
        #expect(scenario == nil)
        Self.expectDiagnostic(id, line: line, in: diagnostics)
    }

    /// Expects a diagnostic with that ID at that line, with a French message of its own.
    static func expectDiagnostic(_ id: String, line: Int, in diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let match = diagnostics.first { $0.id.rawValue == id }
        #expect(match?.location?.line == line, "expected \(id) at \(line), got \(diagnostics.map(\.description))", sourceLocation: sourceLocation)
        #expect(match.map { !$0.message(.fr).isEmpty && $0.message(.fr) != $0.message(.en) } ?? false, sourceLocation: sourceLocation)
    }

    @Test func titleNeedsBothLanguages() throws {
        let (_, diagnostics) = try Self.load("scenario: {en: Only English}\nsteps:\n  - name: a\n    operation: cardOrder\n")
        #expect(diagnostics.contains { $0.id == .missingLanguage })
    }

    @Test func pathParametersNeedAValue() throws {
        let (_, diagnostics) = try Self.load(
            Self.header + "\nsteps:\n  - name: a\n    operation: getPaymentProduct\n    request: {path: {customerId: c}}\n",
            protocol: "worldline-direct")
        #expect(diagnostics.contains { $0.id == .scenarioPathParameter && $0.message(.en).contains("paymentProductId") })
    }

    @Test func undefinedValueSuggestsTheClosestName() throws {
        let (_, diagnostics) = try Self.load(
            Self.header + "\nsteps:\n  - name: a\n    operation: cardOrder\n    request: {body: {m: \"${merchantID}\"}}\n")
        #expect(diagnostics.first { $0.id == .scenarioUndefined }?.message(.en).contains("merchantId") == true)
    }

    // MARK: Templates and paths

    @Test func templatesKeepTypesAndApplyFilters() throws {
        let values: [String: BodyValue] = ["n": .number("3"), "s": .string("a b&c"), "o": .object([BodyMember("k", .string("v"))])]
        #expect(try Template(parsing: "${n}").evaluate { values[$0] } == .number("3"))
        #expect(try Template(parsing: "x${n}").evaluate { values[$0] } == .string("x3"))
        #expect(try Template(parsing: "${s|urlencode}").text { values[$0] } == "a%20b%26c")
        #expect(try Template(parsing: "${s|upper|base64}").text { values[$0] } == Data("A B&C".utf8).base64EncodedString())
        #expect(try Template(parsing: "$${s}").text { values[$0] } == "${s}")
        #expect(throws: TemplateError.undefined("missing")) { try Template(parsing: "${missing}").text { values[$0] } }
        #expect(throws: TemplateError.self) { try Template(parsing: "${9x}") }
    }

    @Test func valuePaths() throws {
        let body = try JSONBodyParser.parse(#"{"a":{"b":[{"c":1},{"c":"two"}]},"d":null}"#)
        #expect(ValuePath("$.a.b[1].c")?.value(in: body) == .string("two"))
        #expect(ValuePath("a.b[0].c")?.value(in: body) == .number("1"))
        #expect(ValuePath("$.a.b[5]")?.value(in: body) == nil)
        #expect(ValuePath("$.d")?.value(in: body) == .null)
        #expect(ValuePath("$..a") == nil && ValuePath("$.a[x]") == nil && ValuePath("") == nil)
    }

    @Test(arguments: [
        ("/client", "/client/v1/c1/products", "/client/v1/c1/products"), ("/rs-services/v2/sdk", "/cardOrder", "/rs-services/v2/sdk/cardOrder"),
        ("/saferpay/pay/tok", "/", "/saferpay/pay/tok"), ("", "/v2/m/sessions", "/v2/m/sessions"), ("/", "/a", "/a"),
        ("/api/", "/api/x", "/api/x"),
    ])
    func urlJoining(base: String, template: String, expected: String) {
        #expect(RequestBuilder.join(basePath: base, template: template) == expected)
    }

    @Test func generatedValuesFollowTheirKind() {
        var random = SystemRandomNumberGenerator()
        let location = SourceLocation(file: "x", line: 1, column: 1)
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(
            GeneratedValue(name: "r", kind: .reference, length: 8, prefix: "pc", location: location).make(date: date, random: &random).count == 10)
        let digits = GeneratedValue(name: "d", kind: .digits, length: 6, location: location).make(date: date, random: &random)
        #expect(digits.count == 6 && digits.allSatisfy(\.isNumber) && digits.first != "0")
        #expect(UUID(uuidString: GeneratedValue(name: "u", kind: .uuid, location: location).make(date: date, random: &random)) != nil)
        #expect(
            GeneratedValue(name: "t", kind: .date, format: "MMyyyy", years: 3, location: location).make(date: date, random: &random) == "09202" + "9")
    }

    // MARK: Shards

    @Test func shardsSplitEveryItemOnceAndEvenly() throws {
        let items = (0..<17).map { "s\($0)" }
        var seen: [String] = []
        for index in 1...3 {
            let shard = try #require(Shard("\(index)/3"))
            let part = shard.select(items.shuffled()) { $0 }
            #expect((5...6).contains(part.count))
            seen += part
        }
        #expect(seen.sorted() == items.sorted())
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("1/0") == nil && Shard("x") == nil)
    }

    // MARK: Configuration and targets

    static let allScenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: specs).scenarios

    @Test func configurationLoadsAndResolvesSettings() throws {
        let secretFile = try Self.file("secret.txt", "from-a-file\n")
        let path = try Self.file(
            "conformance.yaml",
            """
            target: staging
            mode: replay
            lang: fr
            targets:
              staging:
                url: https://gateway.example.com
                protocols:
                  sips-inapp:
                    bases: {office: "https://office.example.com"}
                    settings:
                      merchantId: "211000021310001"
                      secretKey: {env: TEST_SIPS_KEY}
                      keyVersion: {file: \(secretFile)}
            """)
        let (configuration, diagnostics) = RunConfigurationLoader.load(file: path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let loaded = try #require(configuration)
        #expect(loaded.target == "staging" && loaded.mode == "replay" && loaded.language == .fr)
        let resolved = TargetResolver.resolve(
            name: "staging", configuration: loaded, scenarios: Self.allScenarios, protocols: ["sips-inapp"], sandboxURL: "http://127.0.0.1:1",
            environment: [
                "TEST_SIPS_KEY": "s3cret-value", "CONFORMANCE_SIPS_INAPP_SDKVERSION": "SDK200",
                "CONFORMANCE_SIPS_INAPP_INTERFACEVERSION": "IR_MB_3.0",
            ],
            needsSecrets: true)
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics)")
        let endpoint = try #require(resolved.target?.endpoints["sips-inapp"])
        #expect(endpoint.baseURL == "https://gateway.example.com" && endpoint.url(base: "office") == "https://office.example.com")
        #expect(endpoint.settings["merchantId"] == "211000021310001" && endpoint.settings["keyVersion"] == "from-a-file")
        #expect(endpoint.settings["sdkVersion"] == "SDK200", "the environment fills what the file does not give")
        #expect(endpoint.secrets == ["secretKey": "s3cret-value"])
    }

    @Test func missingSettingsNameTheEnvironmentVariable() throws {
        let resolved = TargetResolver.resolve(
            name: "https://gateway.example.com", configuration: nil, scenarios: Self.allScenarios, protocols: ["sips-inapp"],
            sandboxURL: "http://127.0.0.1:1", environment: [:], needsSecrets: true)
        #expect(resolved.target == nil)
        let messages = resolved.diagnostics.map { $0.message(.en) }
        #expect(messages.contains { $0.contains("CONFORMANCE_SIPS_INAPP_SECRETKEY") && $0.contains("secretKey") }, "\(messages)")
        let replay = TargetResolver.resolve(
            name: "https://gateway.example.com", configuration: nil, scenarios: Self.allScenarios, protocols: ["sips-inapp"],
            sandboxURL: "http://127.0.0.1:1",
            environment: [
                "CONFORMANCE_SIPS_INAPP_MERCHANTID": "1", "CONFORMANCE_SIPS_INAPP_KEYVERSION": "1", "CONFORMANCE_SIPS_INAPP_SDKVERSION": "S",
                "CONFORMANCE_SIPS_INAPP_INTERFACEVERSION": "I",
            ], needsSecrets: false)
        #expect(replay.target?.endpoints["sips-inapp"]?.settings["secretKey"] == TargetResolver.replayPlaceholder, "replay needs no secret")
    }

    @Test func aURLTargetMissingSettingsGetsASnippetThatResolvesOncePasted() throws {
        let url = "https://test.gateway.example.com:8443/api"
        let resolved = TargetResolver.resolve(
            name: url, configuration: nil, scenarios: Self.allScenarios, protocols: ["saferpay", "sips-inapp"], sandboxURL: "http://127.0.0.1:1",
            environment: [:], needsSecrets: true)
        #expect(resolved.target == nil)
        let errors = resolved.diagnostics.filter { $0.severity == .error }
        #expect(errors.allSatisfy { $0.id == .configMissingSettingURL }, "\(errors.map { $0.formatted(.en) })")
        #expect(!errors.contains { $0.message(.en).contains("targets.\(url)") }, "no key path built from the URL")
        let note = try #require(resolved.diagnostics.first { $0.id == .configTargetSnippet })
        let printed = note.formatted(.en)
        #expect(printed.hasPrefix("note: ") && printed.split(separator: "\n").first?.hasSuffix("[config.target-snippet]") == true, "\(printed)")
        guard case .plain(let yaml) = note.arguments[2], case .plain(let name) = note.arguments[1] else {
            Issue.record("the snippet and the target name are plain arguments")
            return
        }
        #expect(name == "test-gateway-example-com")
        // Pasted as written, with each placeholder replaced and the secrets exported, the block resolves.
        let filled = yaml.replacingOccurrences(of: #""<[A-Za-z]+>""#, with: "\"42\"", options: .regularExpression)
        let loaded = RunConfigurationLoader.load(file: try Self.file("conformance.yaml", filled + "\n"))
        let configuration = try #require(loaded.configuration, "\(loaded.diagnostics.map { $0.formatted(.en) })")
        let again = TargetResolver.resolve(
            name: name, configuration: configuration, scenarios: Self.allScenarios, protocols: ["saferpay", "sips-inapp"],
            sandboxURL: "http://127.0.0.1:1",
            environment: ["CONFORMANCE_SAFERPAY_APICREDENTIALS": "user:pass", "CONFORMANCE_SIPS_INAPP_SECRETKEY": "key"], needsSecrets: true)
        let target = try #require(again.target, "\(again.diagnostics.map { $0.formatted(.en) })")
        #expect(target.endpoints["saferpay"]?.baseURL == url && target.endpoints["saferpay"]?.secrets["apiCredentials"] == "user:pass")
        #expect(target.endpoints["sips-inapp"]?.settings["merchantId"] == "42")
    }

    @Test func defaultsServeEveryTargetButNeverSecrets() throws {
        let live = TargetResolver.resolve(
            name: "https://gateway.example.com", configuration: nil, scenarios: Self.allScenarios, protocols: ["sips-inapp"],
            sandboxURL: "http://127.0.0.1:1",
            environment: [
                "CONFORMANCE_SIPS_INAPP_MERCHANTID": "1", "CONFORMANCE_SIPS_INAPP_KEYVERSION": "2", "CONFORMANCE_SIPS_INAPP_SECRETKEY": "k",
                "CONFORMANCE_SIPS_INAPP_SDKVERSION": "SDK200",
            ], needsSecrets: true)
        let endpoint = try #require(live.target?.endpoints["sips-inapp"], "\(live.diagnostics.map { $0.message(.en) })")
        #expect(endpoint.settings["interfaceVersion"] == "IR_MB_3.0", "the declared default fills a setting nobody gave")
        #expect(endpoint.settings["sdkVersion"] == "SDK200", "the environment wins over the default")

        let settings = try Self.file(
            "settings.yaml",
            """
            settings:
              apiKey:
                description: {en: Key., fr: Clé.}
                secret: true
                default: shared-key
              region:
                description: {en: Region., fr: Région.}
                default: eu
            """)
        let loaded = ScenarioLoader.loadSettings(file: settings)
        #expect(loaded.settings.map(\.name) == ["region"] && loaded.settings.first?.defaultValue == "eu")
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(diagnostic.id == .scenarioSecretDefault && diagnostic.location?.line == 5, "\(diagnostic.formatted(.en))")
        #expect(diagnostic.message(.fr).contains("est secret"))
    }

    @Test func sandboxTargetUsesTheDeclaredSandboxValues() throws {
        let resolved = TargetResolver.resolve(
            name: "sandbox", configuration: nil, scenarios: Self.allScenarios, protocols: ["sips-inapp"], sandboxURL: "http://127.0.0.1:9",
            environment: [:], needsSecrets: true)
        let endpoint = try #require(resolved.target?.endpoints["sips-inapp"])
        #expect(endpoint.baseURL == "http://127.0.0.1:9" && endpoint.settings["merchantId"] == "002001000000001")
    }

    @Test(arguments: [
        ("targets:\n  t:\n    protocols:\n      sips-inapp:\n        setings: {}\n", "spec.unknown-key-suggestion", 5),
        ("targets:\n  t:\n    url: ftp://example.com\n", "config.bad-url", 3),
        ("modes: replay\n", "spec.unknown-key-suggestion", 1),
        ("targets:\n  t:\n    protocols:\n      sips-inapp:\n        settings: {secretKey: {env: A, file: B}}\n", "scenario.one-key", 5),
        ("strict: maybe\n", "spec.not-a-boolean", 1),
    ])
    func brokenConfigurationsAreReported(text: String, id: String, line: Int) throws {
        let (configuration, diagnostics) = RunConfigurationLoader.load(file: try Self.file("conformance.yaml", text))
        #expect(configuration == nil)
        Self.expectDiagnostic(id, line: line, in: diagnostics)
    }

    @Test func unknownTargetsAndSettingsAreRefused() throws {
        let (configuration, _) = RunConfigurationLoader.load(
            file: try Self.file(
                "conformance.yaml",
                "targets:\n  staging:\n    url: https://x.example\n    protocols:\n      sips-inapp:\n        settings: {merchantID: \"1\"}\n"))
        let loaded = try #require(configuration)
        let unknown = TargetResolver.resolve(
            name: "stagin", configuration: loaded, scenarios: Self.allScenarios, protocols: ["sips-inapp"], sandboxURL: "", environment: [:],
            needsSecrets: true)
        #expect(unknown.diagnostics.first?.id == .configUnknownTarget && unknown.diagnostics.first?.message(.en).contains("staging") == true)
        let misspelt = TargetResolver.resolve(
            name: "staging", configuration: loaded, scenarios: Self.allScenarios, protocols: ["sips-inapp"], sandboxURL: "", environment: [:],
            needsSecrets: true)
        #expect(misspelt.diagnostics.contains { $0.id == .configUnknownSetting && $0.message(.en).contains("merchantId") })
    }
}
