import ConformanceKit
import Foundation
import Yams

/// The keys each part of a scenario file may use.
package enum ScenarioKeys {
    /// Top-level keys of a scenario file.
    package static let file = ["scenario", "summary", "certification", "tags", "generate", "steps"]
    /// Keys of a step.
    package static let step = ["name", "operation", "request", "expect", "capture"]
    /// Keys of a step's request.
    package static let request = ["url", "path", "query", "headers", "body", "sign"]
    /// Keys of a signature.
    package static let sign = ["scheme", "key"]
    /// Keys of an expectation.
    package static let expect = ["status", "fields", "bodyContains", "request", "requestFindings"]
    /// Keys of a field rule written as a mapping.
    package static let rule = ["equals", "oneOf", "present", "matches", "count"]
    /// Keys of an expected finding.
    package static let finding = ["kind", "path"]
    /// Keys of a capture written as a mapping.
    package static let capture = ["path", "header", "pattern"]
    /// Keys of a generated value.
    package static let generate = ["kind", "length", "prefix", "format", "days", "years"]
    /// Keys of the `$jwe` body function.
    package static let jwe = ["publicKey", "keyId", "payload"]
    /// Top-level keys of a settings file.
    package static let settingsFile = ["settings", "preflight"]
    /// Keys of the `preflight` entry of a settings file (exactly one of them).
    package static let preflight = ["scenario", "unavailable"]
    /// Keys of a setting.
    package static let setting = ["default", "description", "secret", "sandbox"]
    /// The functions a body object may be: `{$jwe: {…}}`.
    package static let functions = ["$jwe"]
}

/// Reads `Specs/<protocol>/scenarios/` folders strictly, the same way specs are read.
///
/// Every scenario is checked against the loaded specs: each step's operation exists, every
/// template parses and refers only to a setting, a generated value or a value captured by an
/// earlier step, bodies have the shape their operation's encoding needs, paths and patterns are
/// valid, and names are unique.
package enum ScenarioLoader {
    /// The name of the folder holding a protocol's scenarios.
    package static let folderName = "scenarios"
    /// The file declaring a protocol's settings.
    package static let settingsFile = "settings.yaml"

    /// Loads the scenarios of every protocol folder under the given spec roots.
    package static func load(paths: [String], specs: SpecSet) -> LoadResult<ScenarioSet> {
        var scenarios: [Scenario] = []
        var settings: [String: [ScenarioSetting]] = [:]
        var preflights: [String: PreflightDeclaration] = [:]
        var diagnostics: [Diagnostic] = []
        for folder in ProtocolSubfolder.find(folderName, paths: paths, specs: specs, diagnostics: &diagnostics) {
            var protocolSettings: [ScenarioSetting] = []
            if folder.files.contains(settingsFile) {
                let result = loadSettings(file: folder.file(settingsFile))
                protocolSettings = result.settings
                preflights[folder.spec.id] = result.preflight
                diagnostics += result.diagnostics
            }
            settings[folder.spec.id] = protocolSettings.sorted { $0.name < $1.name }
            for file in folder.files where file != settingsFile {
                let result = loadScenario(file: folder.file(file), spec: folder.spec, settings: protocolSettings)
                if let scenario = result.scenario { scenarios.append(scenario) }
                diagnostics += result.diagnostics
            }
        }
        diagnostics += PreflightDeclaration.unknownScenarios(preflights, scenarios: scenarios)
        return LoadResult(ScenarioSet(scenarios: scenarios, settings: settings, preflights: preflights), diagnostics: diagnostics)
    }

    /// Reads a settings file: the settings, and the protocol's preflight declaration when it has one.
    package static func loadSettings(file: String) -> (settings: [ScenarioSetting], preflight: PreflightDeclaration?, diagnostics: [Diagnostic]) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return ([], nil, [diagnostic])
        }
        var reader = YAMLReader(file: file, text: text)
        guard let root = reader.compose(), let top = reader.mapping(root, context: file, allowed: ScenarioKeys.settingsFile, required: ["settings"]),
            let node = top["settings"]?.value
        else { return ([], nil, reader.diagnostics) }
        let preflight = top["preflight"].flatMap { PreflightDeclaration.read(&reader, $0.value) }
        var settings: [ScenarioSetting] = []
        for entry in reader.namedEntries(node, context: "settings") {
            let context = "settings.\(entry.name)"
            if !Template.isName(entry.name) {
                reader.report(.scenarioTemplate, [.plain(context), .localized(TemplateError.badName(entry.name, entry.name).text)], at: entry.key)
                continue
            }
            guard let keys = reader.mapping(entry.value, context: context, allowed: ScenarioKeys.setting, required: ["description"]),
                let description = reader.text(keys["description"]?.value, context: "\(context).description")
            else { continue }
            let secret = reader.bool(keys["secret"]?.value, context: "\(context).secret") ?? false
            let defaultValue = reader.string(keys["default"]?.value, context: "\(context).default")
            if secret, defaultValue != nil, let node = keys["default"]?.key {
                reader.report(.scenarioSecretDefault, [.plain(context)], at: node)
                continue
            }
            settings.append(
                ScenarioSetting(
                    name: entry.name, description: description, secret: secret,
                    sandbox: reader.string(keys["sandbox"]?.value, context: "\(context).sandbox"), defaultValue: defaultValue,
                    location: reader.location(entry.key)))
        }
        return (settings, preflight, reader.diagnostics)
    }

    /// Reads one scenario file of a protocol.
    package static func loadScenario(file: String, spec: ProtocolSpec, settings: [ScenarioSetting]) -> (
        scenario: Scenario?, diagnostics: [Diagnostic]
    ) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var parser = ScenarioParser(reader: YAMLReader(file: file, text: text), spec: spec, settings: settings)
        let scenario = parser.parse()
        return (parser.reader.hasErrors ? nil : scenario, parser.reader.diagnostics)
    }
}

extension YAMLReader {
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads one scenario file, tracking which names are defined at each step.
struct ScenarioParser {
    var reader: YAMLReader
    let spec: ProtocolSpec
    let settings: [ScenarioSetting]
    /// Names defined so far, and where.
    var defined: [String: String] = [:]

    init(reader: YAMLReader, spec: ProtocolSpec, settings: [ScenarioSetting]) {
        self.reader = reader
        self.spec = spec
        self.settings = settings
        for setting in settings { defined[setting.name] = "settings.yaml" }
    }

    mutating func parse() -> Scenario? {
        guard let root = reader.compose(),
            let top = reader.mapping(root, context: "scenario file", allowed: ScenarioKeys.file, required: ["scenario", "steps"])
        else { return nil }
        let name = ((reader.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let title = reader.text(top["scenario"]?.value, context: "scenario")
        let summary = reader.text(top["summary"]?.value, context: "summary")
        let certification =
            top["certification"].flatMap { reader.keyword($0.value, context: "certification", as: CertificationLevel.self) } ?? .optional
        let tags = reader.strings(top["tags"]?.value, context: "tags") ?? []
        var generated: [GeneratedValue] = []
        if let node = top["generate"]?.value {
            for entry in reader.namedEntries(node, context: "generate") {
                if let value = generatedValue(entry.name, key: entry.key, node: entry.value) { generated.append(value) }
            }
        }
        var steps: [ScenarioStep] = []
        if let node = top["steps"]?.value {
            guard case .sequence(let sequence) = node else {
                reader.report(.wrongNodeKind, [.plain("steps"), YAMLReader.aList], at: node)
                return nil
            }
            if sequence.isEmpty { reader.report(.scenarioNoSteps, [.plain(name)], at: node) }
            var stepNames = Set<String>()
            for (index, item) in sequence.enumerated() {
                guard let step = step(item, index: index) else { continue }
                if !stepNames.insert(step.name).inserted {
                    reader.report(.scenarioDuplicateName, [.plain(step.name), .plain("steps")], at: item)
                }
                steps.append(step)
            }
        }
        guard let title else { return nil }
        return Scenario(
            id: "\(spec.id)/\(name)", protocolID: spec.id, name: name, title: title, summary: summary, certification: certification, tags: tags,
            generated: generated, steps: steps, location: SourceLocation(file: reader.file, line: 1, column: 1))
    }

    // MARK: Definitions

    mutating func define(_ name: String, at node: Node, context: String, allowRedefinition: Bool) -> Bool {
        guard Template.isName(name) else {
            reader.report(.scenarioTemplate, [.plain(context), .localized(TemplateError.badName(name, name).text)], at: node)
            return false
        }
        if let previous = defined[name], !(allowRedefinition && previous.hasPrefix("capture")) {
            reader.report(.scenarioDuplicateName, [.plain(name), .plain(previous)], at: node)
            return false
        }
        defined[name] = context
        return true
    }

    mutating func generatedValue(_ name: String, key: Node, node: Node) -> GeneratedValue? {
        let context = "generate.\(name)"
        guard define(name, at: key, context: "generate", allowRedefinition: false),
            let keys = reader.mapping(node, context: context, allowed: ScenarioKeys.generate, required: ["kind"]),
            let kind = reader.keyword(keys["kind"]?.value, context: "\(context).kind", as: GeneratedValue.Kind.self)
        else { return nil }
        let length = reader.int(keys["length"]?.value, context: "\(context).length") ?? (kind == .digits ? 8 : 12)
        if !(1...64).contains(length) {
            reader.report(.notANumber, [.plain(String(length)), .plain("\(context).length (1…64)")], at: keys["length"]?.value)
        }
        return GeneratedValue(
            name: name, kind: kind, length: length, prefix: reader.string(keys["prefix"]?.value, context: "\(context).prefix") ?? "",
            format: reader.string(keys["format"]?.value, context: "\(context).format") ?? "yyyyMMdd",
            days: reader.int(keys["days"]?.value, context: "\(context).days") ?? 0,
            years: reader.int(keys["years"]?.value, context: "\(context).years") ?? 0, location: reader.location(key))
    }

    // MARK: Templates

    /// Parses a template and checks that every name it uses is defined.
    mutating func template(_ node: Node?, context: String) -> Template? {
        guard let node, let text = reader.string(node, context: context) else { return nil }
        return template(text, at: node, context: context)
    }

    mutating func template(_ text: String, at node: Node, context: String) -> Template? {
        do {
            let template = try Template(parsing: text)
            for name in template.references where defined[name] == nil {
                let suggestion = Suggestion.closest(to: name, in: Array(defined.keys))
                reader.report(.scenarioUndefined, [.plain(context), .plain(name), .suggestion(suggestion)], at: node)
            }
            return template
        } catch {
            reader.report(.scenarioTemplate, [.plain(context), .localized(error.text)], at: node)
            return nil
        }
    }

    mutating func pairs(_ node: Node?, context: String) -> [(name: String, value: Template)] {
        guard let node else { return [] }
        var result: [(name: String, value: Template)] = []
        for entry in reader.namedEntries(node, context: context) {
            if let value = template(entry.value, context: "\(context).\(entry.name)") { result.append((entry.name, value)) }
        }
        return result
    }

    /// Checks every template inside a body, and the shape of `$jwe` functions.
    mutating func checkBody(_ node: Node, context: String) {
        switch node {
        case .scalar:
            if case .scalar(let scalar) = node, scalar.style != .plain || reader.bodyValue(node).isStringValue {
                _ = template(scalar.string, at: node, context: context)
            }
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() { checkBody(item, context: "\(context)[\(index)]") }
        case .mapping(let mapping):
            if mapping.count == 1, let key = mapping.first?.key.scalar?.string, key.hasPrefix("$") {
                guard ScenarioKeys.functions.contains(key), let value = mapping.first?.value else {
                    let suggestion = Suggestion.closest(to: key, in: ScenarioKeys.functions)
                    reader.report(
                        .badKeyword,
                        [
                            .plain(key), .plain(context),
                            .plain(ScenarioKeys.functions.joined(separator: ", ") + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")),
                        ],
                        at: mapping.first?.key)
                    return
                }
                guard let keys = reader.mapping(value, context: "\(context).\(key)", allowed: ScenarioKeys.jwe, required: ScenarioKeys.jwe) else {
                    return
                }
                _ = template(keys["publicKey"]?.value, context: "\(context).$jwe.publicKey")
                _ = template(keys["keyId"]?.value, context: "\(context).$jwe.keyId")
                if let payload = keys["payload"]?.value { checkBody(payload, context: "\(context).$jwe.payload") }
                return
            }
            for (key, value) in mapping { checkBody(value, context: "\(context).\(key.scalar?.string ?? "?")") }
        case .alias:
            reader.report(.aliasNotAllowed, [], at: node)
        }
    }

    // MARK: Steps

    mutating func step(_ node: Node, index: Int) -> ScenarioStep? {
        guard let keys = reader.mapping(node, context: "steps[\(index)]", allowed: ScenarioKeys.step, required: ["name", "operation"]),
            let name = reader.string(keys["name"]?.value, context: "steps[\(index)].name"),
            let operationName = reader.string(keys["operation"]?.value, context: "\(name).operation")
        else { return nil }
        guard let operation = spec.operations[operationName] else {
            let suggestion = Suggestion.closest(to: operationName, in: Array(spec.operations.keys))
            reader.report(.scenarioUnknownOperation, [.plain(spec.id), .plain(operationName), .suggestion(suggestion)], at: keys["operation"]?.value)
            return nil
        }
        let request = request(keys["request"]?.value, step: name, operation: operation, at: node)
        let expect = expectation(keys["expect"]?.value, step: name)
        var captures: [StepCapture] = []
        if let captureNode = keys["capture"]?.value {
            for entry in reader.namedEntries(captureNode, context: "\(name).capture") {
                if let capture = capture(entry.name, key: entry.key, node: entry.value, step: name) { captures.append(capture) }
            }
        }
        return ScenarioStep(
            name: name, operation: operationName, request: request, expect: expect, captures: captures, location: reader.location(node))
    }

    mutating func request(_ node: Node?, step: String, operation: OperationSpec, at stepNode: Node) -> StepRequest {
        var request = StepRequest()
        let context = "\(step).request"
        var keys: [String: (key: Node, value: Node)] = [:]
        if let node, let mapping = reader.mapping(node, context: context, allowed: ScenarioKeys.request) { keys = mapping }
        request.url = template(keys["url"]?.value, context: "\(context).url")
        request.pathParameters = pairs(keys["path"]?.value, context: "\(context).path")
        request.query = pairs(keys["query"]?.value, context: "\(context).query")
        request.headers = pairs(keys["headers"]?.value, context: "\(context).headers")
        if request.url == nil {
            for segment in operation.endpoint.path.split(separator: "/") where segment.hasPrefix("{") && segment.hasSuffix("}") {
                let parameter = String(segment.dropFirst().dropLast())
                if !request.pathParameters.contains(where: { $0.name == parameter }) && defined[parameter] == nil {
                    reader.report(.scenarioPathParameter, [.plain(step), .plain(operation.id), .plain(parameter)], at: node ?? stepNode)
                }
            }
        }
        if let body = keys["body"]?.value {
            let encoding = operation.endpoint.encoding
            switch encoding {
            case .xml, .text:
                if case .scalar = body {
                    _ = template(body, context: "\(context).body")
                } else {
                    reader.report(
                        .scenarioBodyShape,
                        [
                            .plain(operation.id), .plain(encoding.rawValue),
                            .localized(MessageID.scenarioBodyOneText.localized()),
                        ],
                        at: body)
                }
                request.body = reader.bodyValue(body).lexicalText.map(BodyValue.string)
            case .form:
                if case .mapping(let mapping) = body, mapping.allSatisfy({ if case .scalar = $0.value { return true } else { return false } }) {
                    checkBody(body, context: "\(context).body")
                } else {
                    reader.report(
                        .scenarioBodyShape,
                        [
                            .plain(operation.id), .plain(encoding.rawValue),
                            .localized(MessageID.scenarioBodyFlatMapping.localized()),
                        ],
                        at: body)
                }
                request.body = reader.bodyValue(body)
            default:
                checkBody(body, context: "\(context).body")
                request.body = reader.bodyValue(body)
            }
        }
        if let signNode = keys["sign"]?.value,
            let sign = reader.mapping(signNode, context: "\(context).sign", allowed: ScenarioKeys.sign, required: ScenarioKeys.sign)
        {
            if let scheme = reader.keyword(sign["scheme"]?.value, context: "\(context).sign.scheme", as: RequestSignature.Scheme.self),
                let key = template(sign["key"]?.value, context: "\(context).sign.key")
            {
                request.signature = RequestSignature(scheme: scheme, key: key)
            }
        }
        return request
    }

    mutating func valuePath(_ text: String, at node: Node) -> ValuePath? {
        guard let path = ValuePath(text) else {
            reader.report(.scenarioBadPath, [.plain(text)], at: node)
            return nil
        }
        return path
    }

    mutating func regex(_ pattern: String, at node: Node, context: String) -> Bool {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return true
        } catch {
            reader.report(.badPattern, [.plain(pattern)], at: node)
            return false
        }
    }

    mutating func expectation(_ node: Node?, step: String) -> StepExpectation {
        var expect = StepExpectation()
        guard let node else { return expect }
        let context = "\(step).expect"
        guard let keys = reader.mapping(node, context: context, allowed: ScenarioKeys.expect) else { return expect }
        if let status = keys["status"]?.value {
            if case .sequence(let items) = status {
                expect.statuses = items.compactMap { reader.int($0, context: "\(context).status") }
            } else if let value = reader.int(status, context: "\(context).status") {
                expect.statuses = [value]
            }
        }
        if let fields = keys["fields"]?.value {
            for entry in reader.namedEntries(fields, context: "\(context).fields") {
                guard let path = valuePath(entry.name, at: entry.key) else { continue }
                let ruleContext = "\(context).fields.\(entry.name)"
                var rule: FieldExpectation.Rule?
                if case .mapping = entry.value {
                    guard let ruleKeys = reader.mapping(entry.value, context: ruleContext, allowed: ScenarioKeys.rule) else { continue }
                    if ruleKeys.count != 1 {
                        reader.report(.scenarioOneKey, [.plain(ruleContext), .plain(ScenarioKeys.rule.joined(separator: ", "))], at: entry.value)
                        continue
                    }
                    if let equals = ruleKeys["equals"] {
                        rule = template(equals.value, context: ruleContext).map { .equals($0) }
                    } else if let oneOf = ruleKeys["oneOf"] {
                        if case .sequence(let items) = oneOf.value {
                            rule = .oneOf(items.compactMap { template($0, context: ruleContext) })
                        } else {
                            reader.report(.wrongNodeKind, [.plain("\(ruleContext).oneOf"), YAMLReader.aList], at: oneOf.value)
                        }
                    } else if let present = ruleKeys["present"] {
                        rule = reader.bool(present.value, context: "\(ruleContext).present").map { .present($0) }
                    } else if let matches = ruleKeys["matches"], let pattern = reader.string(matches.value, context: "\(ruleContext).matches") {
                        rule = regex(pattern, at: matches.value, context: ruleContext) ? .matches(pattern) : nil
                    } else if let count = ruleKeys["count"] {
                        rule = reader.int(count.value, context: "\(ruleContext).count").map { .count($0) }
                    }
                } else {
                    rule = template(entry.value, context: ruleContext).map { .equals($0) }
                }
                if let rule { expect.fields.append(FieldExpectation(path: path, rule: rule, location: reader.location(entry.key))) }
            }
        }
        if let contains = keys["bodyContains"]?.value {
            if case .sequence(let items) = contains {
                expect.bodyContains = items.compactMap { template($0, context: "\(context).bodyContains") }
            } else if let single = template(contains, context: "\(context).bodyContains") {
                expect.bodyContains = [single]
            }
        }
        if let request = keys["request"]?.value {
            switch reader.string(request, context: "\(context).request") {
            case "conforms": expect.requestConforms = true
            case "nonconforming": expect.requestConforms = false
            case let other?:
                reader.report(.badKeyword, [.plain(other), .plain("\(context).request"), .plain("conforms, nonconforming")], at: request)
            case nil: break
            }
        }
        if let findings = keys["requestFindings"]?.value {
            guard case .sequence(let items) = findings else {
                reader.report(.wrongNodeKind, [.plain("\(context).requestFindings"), YAMLReader.aList], at: findings)
                return expect
            }
            for item in items {
                guard
                    let finding = reader.mapping(
                        item, context: "\(context).requestFindings", allowed: ScenarioKeys.finding, required: ScenarioKeys.finding),
                    let kind = reader.keyword(finding["kind"]?.value, context: "\(context).requestFindings.kind", as: FindingKind.self),
                    let path = reader.string(finding["path"]?.value, context: "\(context).requestFindings.path")
                else { continue }
                expect.requestFindings.append(ExpectedFinding(kind: kind, path: path))
            }
            if !expect.requestFindings.isEmpty { expect.requestConforms = false }
        }
        return expect
    }

    mutating func capture(_ name: String, key: Node, node: Node, step: String) -> StepCapture? {
        let context = "\(step).capture.\(name)"
        var source: StepCapture.Source?
        if case .scalar = node, let text = reader.string(node, context: context) {
            source = valuePath(text, at: node).map { .path($0) }
        } else if let keys = reader.mapping(node, context: context, allowed: ScenarioKeys.capture) {
            if keys.count != 1 {
                reader.report(.scenarioOneKey, [.plain(context), .plain(ScenarioKeys.capture.joined(separator: ", "))], at: node)
            } else if let path = keys["path"], let text = reader.string(path.value, context: context) {
                source = valuePath(text, at: path.value).map { .path($0) }
            } else if let header = keys["header"], let text = reader.string(header.value, context: context) {
                source = .header(text)
            } else if let pattern = keys["pattern"], let text = reader.string(pattern.value, context: context) {
                source = regex(text, at: pattern.value, context: context) ? .pattern(text) : nil
            }
        }
        guard let source, define(name, at: key, context: "capture of step '\(step)'", allowRedefinition: true) else { return nil }
        return StepCapture(name: name, source: source, location: reader.location(key))
    }
}

extension BodyValue {
    /// Whether the value is a string.
    var isStringValue: Bool {
        if case .string = self { return true }
        return false
    }
}
