import ConformanceEngine
import ConformanceKit
import Foundation

/// The Direct sandbox's protocol facts, read from `Specs/worldline-direct/sandbox/`: the product catalogue, the
/// currency rates, the issuer ranges, the pages served beside the API and the failing test merchants, with Direct's part of `answers.yaml` (the
/// error kinds and the answer per card outcome, read by ``SandboxFactsLoader``).
struct DirectFixtures: Sendable {
    /// The folder, under a protocol's spec folder, that holds its sandbox files.
    static let folderName = "sandbox"

    let catalogue: DirectCatalogue
    let rates: DirectRates
    let issuers: DirectIssuerTable
    let pages: DirectPages
    let merchants: DirectMerchantTable
    let answers: DirectAnswerTable

    /// The product with this id.
    func product(_ id: Int) -> DirectProduct? { catalogue.products.first { $0.id == id } }

    /// The issuer of a card's first digits, from the ranges and the brands; nil when no product matches.
    func issuer(_ bin: String) -> DirectIssuer? { issuers.lookup(bin, in: self) }

    /// The answers file of a sandbox folder.
    static func answersFile(_ folder: String) -> String { (folder as NSString).appendingPathComponent(SandboxFactsLoader.answersFile) }

    /// Reads the files of a sandbox folder and checks that they and the protocol's answers agree, or gives every
    /// located problem.
    static func load(folder: String, answers: SandboxAnswers) -> Result<DirectFixtures, DirectFixtureProblems> {
        var diagnostics: [Diagnostic] = []
        func read<File: DirectFixtureFile>(_ type: File.Type) -> (File, StrictYAMLDecoder.Result<File>)? {
            let file = (folder as NSString).appendingPathComponent(File.fileName)
            let result = StrictYAMLDecoder.decode(File.self, file: file)
            diagnostics += result.diagnostics
            guard let value = result.value else { return nil }
            if value.kind != File.kind {
                diagnostics.append(
                    Diagnostic(.error, .badKeyword, [.plain(value.kind), .plain("kind"), .plain(File.kind)], at: result.location("kind")))
                return nil
            }
            return (value, result)
        }
        let catalogue = read(DirectCatalogue.self)
        let rates = read(DirectRates.self)
        let issuers = read(DirectIssuerTable.self)
        let pages = read(DirectPages.self)
        let merchants = read(DirectMerchantTable.self)
        if let merchants { diagnostics += merchants.0.problems(merchants.1, products: catalogue.map { Set($0.0.products.map(\.id)) }) }
        if let catalogue { diagnostics += catalogue.0.problems(catalogue.1) }
        if let issuers, let catalogue { diagnostics += issuers.0.problems(issuers.1, products: Set(catalogue.0.products.map(\.id))) }
        let table = DirectAnswerTable.make(answers, file: answersFile(folder))
        if case .failure(let problems) = table { diagnostics += problems.diagnostics }
        guard let catalogue, let rates, let issuers, let pages, let merchants, case .success(let table) = table,
            !diagnostics.contains(where: { $0.severity == .error })
        else {
            return .failure(DirectFixtureProblems(diagnostics: diagnostics))
        }
        return .success(
            DirectFixtures(catalogue: catalogue.0, rates: rates.0, issuers: issuers.0, pages: pages.0, merchants: merchants.0, answers: table))
    }

    /// The sandbox folder of a loaded protocol: `sandbox/` beside its protocol.yaml.
    static func folder(of spec: ProtocolSpec) -> String? {
        guard let file = spec.location?.file else { return nil }
        return ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(folderName)
    }
}

/// Replaces each `{name}` of a text in one pass (a value is never read again as a template).
func fillTemplate(_ text: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let after = rest.index(after: open)
        if let close = rest[after...].firstIndex(of: "}"), let value = values[String(rest[after..<close])] {
            result += value
            rest = rest[rest.index(after: close)...]
        } else {
            result.append("{")
            rest = rest[after...]
        }
    }
    return result + rest
}
