import ConformanceKit
import Foundation
import Yams

/// Reads `Specs/<protocol>/clients/` folders strictly, the same way specs and scenarios are read.
///
/// Every case is checked against its protocol's spec: operations exist, inputs named by
/// recognition and rules are declared, a fault's answer status is documented, retry rules have a
/// fault to follow, the case is recognised before its first fault, and no case of a protocol is
/// recognised by a subset of another's values (the tool could not tell them apart).
package enum ClientCaseLoader {
    /// The name of the folder holding a protocol's client cases.
    package static let folderName = "clients"
    /// The file declaring what a protocol's cases share.
    package static let settingsFile = "settings.yaml"

    /// Loads the client cases of every protocol folder under the given spec roots.
    package static func load(paths: [String], specs: SpecSet) -> LoadResult<ClientCaseSet> {
        var cases: [ClientCase] = []
        var settings: [String: ClientSettings] = [:]
        var diagnostics: [Diagnostic] = []
        for folder in ProtocolSubfolder.find(folderName, paths: paths, specs: specs, diagnostics: &diagnostics) {
            var protocolSettings = ClientSettings()
            if folder.files.contains(settingsFile) {
                let result = loadSettings(file: folder.file(settingsFile), spec: folder.spec, scenarioSettings: scenarioSettings(beside: folder))
                protocolSettings = result.settings
                diagnostics += result.diagnostics
            }
            settings[folder.spec.id] = protocolSettings
            var loaded: [ClientCase] = []
            for file in folder.files where file != settingsFile {
                let result = loadCase(file: folder.file(file), spec: folder.spec, shared: protocolSettings.rules)
                if let clientCase = result.clientCase { loaded.append(clientCase) }
                diagnostics += result.diagnostics
            }
            diagnostics += ambiguities(loaded)
            cases += loaded
        }
        return LoadResult(ClientCaseSet(cases: cases, settings: settings), diagnostics: diagnostics)
    }

    /// Cases of one protocol that the tool could not tell apart: one's recognition is part of another's.
    static func ambiguities(_ cases: [ClientCase]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func key(_ matcher: ClientMatcher) -> String { "\(matcher.operation ?? "*")|\(matcher.field)|\(ClientMatch.normalised(matcher.value))" }
        for (index, first) in cases.enumerated() {
            let mine = Set(first.recognise.map(key))
            for second in cases[(index + 1)...] {
                let theirs = Set(second.recognise.map(key))
                guard mine.isSubset(of: theirs) || theirs.isSubset(of: mine) else { continue }
                let (narrow, wide) = mine.count <= theirs.count ? (first, second) : (second, first)
                result.append(
                    Diagnostic(
                        .error, .clientAmbiguous, [.plain(narrow.name), .plain(wide.name)],
                        at: narrow.recognise.first?.location ?? narrow.location))
            }
        }
        return result
    }

    /// The settings of the protocol's `scenarios/settings.yaml` beside a clients folder (none when it has no such file;
    /// its own problems are the scenario loader's to report).
    static func scenarioSettings(beside folder: ProtocolSubfolder) -> [ScenarioSetting] {
        let file = ((folder.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("scenarios/settings.yaml")
        guard FileManager.default.fileExists(atPath: file) else { return [] }
        return ScenarioLoader.loadSettings(file: file).settings
    }

    /// Reads a protocol's `clients/settings.yaml`; `scenarioSettings` are the settings its `gateway:` entry may name.
    package static func loadSettings(file: String, spec: ProtocolSpec, scenarioSettings: [ScenarioSetting] = []) -> (
        settings: ClientSettings, diagnostics: [Diagnostic]
    ) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return (ClientSettings(), [diagnostic])
        }
        var parser = ClientCaseParser(reader: YAMLReader(file: file, text: text), spec: spec, inputs: nil)
        guard let root = parser.reader.compose(),
            let top = parser.reader.mapping(root, context: "clients/settings.yaml", allowed: ClientCaseKeys.settingsFile)
        else { return (ClientSettings(), parser.reader.diagnostics) }
        let correlate = parser.reader.strings(top["correlate"]?.value, context: "correlate") ?? []
        let starts = parser.operations(top["starts"]?.value, context: "starts")
        var rules: [ClientRule] = []
        var ids = Set<String>()
        if let node = top["rules"]?.value {
            for item in parser.reader.items(node, context: "rules") {
                guard var rule = parser.rule(item, faulted: nil) else { continue }
                rule.shared = true
                if !ids.insert(rule.id).inserted { parser.reader.report(.scenarioDuplicateName, [.plain(rule.id), .plain("rules")], at: item) }
                rules.append(rule)
            }
        }
        let gateway = top["gateway"].map { parser.gateway($0.value, settings: scenarioSettings) } ?? ClientGateway()
        return (ClientSettings(correlate: correlate, starts: starts, rules: rules, gateway: gateway), parser.reader.diagnostics)
    }

    /// Reads one case file of a protocol; `shared` are the protocol's shared rules (their IDs must not repeat).
    package static func loadCase(file: String, spec: ProtocolSpec, shared: [ClientRule] = []) -> (
        clientCase: ClientCase?, diagnostics: [Diagnostic]
    ) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var parser = ClientCaseParser(reader: YAMLReader(file: file, text: text), spec: spec, inputs: [])
        let clientCase = parser.parse(shared: shared)
        return (parser.reader.hasErrors ? nil : clientCase, parser.reader.diagnostics)
    }
}
