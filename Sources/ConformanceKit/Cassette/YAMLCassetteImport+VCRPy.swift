import Foundation
import Yams

/// Python vcrpy cassettes.
extension YAMLCassetteImport {
    func vcrpy(_ root: Node) throws(CassetteError) -> Cassette {
        let items = try interactions(root, key: "interactions", other: "http_interactions", otherFormat: .vcr)
        try checkVersion(root)
        var result: [Interaction] = []
        var baseURL: String?
        for (index, item) in items.enumerated() {
            var (interaction, origin) = try vcrpyItem(item, index: index)
            if index == 0 {
                baseURL = origin
            } else if origin != baseURL {
                interaction.request.upstream = origin
            }
            result.append(interaction)
        }
        return Cassette(recordedAt: Cassette.timestamp(), baseURL: baseURL, interactions: result)
    }

    /// Refuses a vcrpy cassette whose `version` is not 1.
    func checkVersion(_ root: Node) throws(CassetteError) {
        guard let version = YAMLCassetteImport.value("version", in: try mapping(root, "", parent: nil)) else { return }
        let text = try scalar(version, "version", parent: root)
        guard text == "1" else {
            throw fail(version, "version", .importVCRPyVersion, ["\(text)"])
        }
    }

    /// One vcrpy interaction and its origin.
    func vcrpyItem(_ item: Node, index: Int) throws(CassetteError) -> (Interaction, String) {
        let path = "interactions[\(index)]"
        let exchange = try exchangeParts(item, path)
        let (request, response) = (exchange.request, exchange.response)
        var requestData = Data()
        if let body = YAMLCassetteImport.value("body", in: request) {
            guard let data = try bytes(body, "\(path).request.body") else {
                throw shapeError(body, "\(path).request.body", expected: .importShapeVCRPyBody)
            }
            requestData = data
        }
        var responseData = Data()
        if let body = YAMLCassetteImport.value("body", in: response), !YAMLCassetteImport.isNull(body) {
            guard case .mapping = body else { throw shapeError(body, "\(path).response.body", expected: .importShapeVCRPyResponse) }
            let fields = try mapping(body, "\(path).response.body", parent: nil)
            guard let string = YAMLCassetteImport.value("string", in: fields) else {
                throw shapeError(body, "\(path).response.body", expected: .importShapeVCRPyResponse)
            }
            guard let data = try bytes(string, "\(path).response.body.string") else {
                throw shapeError(string, "\(path).response.body.string", expected: .importShapeVCRPyBody)
            }
            responseData = data
        }
        let interaction = ImportSupport.interaction(
            method: exchange.method, target: exchange.target, requestHeaders: exchange.requestHeaders,
            requestBody: ImportSupport.body(requestData, headers: exchange.requestHeaders),
            status: exchange.status, responseHeaders: exchange.responseHeaders,
            responseBody: ImportSupport.body(responseData, headers: exchange.responseHeaders))
        return (interaction, exchange.origin)
    }
}
