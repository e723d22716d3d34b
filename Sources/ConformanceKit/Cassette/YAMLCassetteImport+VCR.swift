import Foundation
import Yams

/// Ruby VCR cassettes.
extension YAMLCassetteImport {
    func vcr(_ root: Node) throws(CassetteError) -> Cassette {
        let items = try interactions(root, key: "http_interactions", other: "interactions", otherFormat: .vcrpy)
        var result: [Interaction] = []
        var baseURL: String?
        var recordedAt: String?
        for (index, item) in items.enumerated() {
            var (interaction, origin, recorded) = try vcrItem(item, index: index)
            if index == 0 {
                baseURL = origin
                recordedAt = recorded
            } else if origin != baseURL {
                interaction.request.upstream = origin
            }
            result.append(interaction)
        }
        return Cassette(recordedAt: recordedAt ?? Cassette.timestamp(), baseURL: baseURL, interactions: result)
    }

    /// One Ruby VCR interaction, its origin, and (for the first, `index` 0) its `recorded_at` as a timestamp.
    func vcrItem(_ item: Node, index: Int) throws(CassetteError) -> (Interaction, String, String?) {
        let path = "http_interactions[\(index)]"
        let exchange = try exchangeParts(item, path)
        let (entry, request, response) = (exchange.entry, exchange.request, exchange.response)
        let requestData = try vcrBody(YAMLCassetteImport.value("body", in: request), "\(path).request.body")
        let responseData = try vcrBody(YAMLCassetteImport.value("body", in: response), "\(path).response.body")
        let interaction = ImportSupport.interaction(
            method: exchange.method, target: exchange.target, requestHeaders: exchange.requestHeaders,
            requestBody: ImportSupport.body(requestData, headers: exchange.requestHeaders),
            status: exchange.status, responseHeaders: exchange.responseHeaders,
            responseBody: ImportSupport.body(responseData, headers: exchange.responseHeaders))
        var recordedAt: String?
        if index == 0, let recorded = YAMLCassetteImport.value("recorded_at", in: entry), !YAMLCassetteImport.isNull(recorded) {
            recordedAt = ImportSupport.timestamp(try scalar(recorded, "\(path).recorded_at", parent: item))
        }
        return (interaction, exchange.origin, recordedAt)
    }

    /// A VCR body: `{encoding, string}` or `{encoding, base64_string}`; absent or null is no body.
    func vcrBody(_ node: Node?, _ path: String) throws(CassetteError) -> Data {
        guard let node, !YAMLCassetteImport.isNull(node) else { return Data() }
        guard case .mapping = node else {
            throw shapeError(node, path, expected: .importShapeVCRBody)
        }
        let fields = try mapping(node, path, parent: nil)
        if let encoded = YAMLCassetteImport.value("base64_string", in: fields), !YAMLCassetteImport.isNull(encoded) {
            let text = try scalar(encoded, "\(path).base64_string", parent: node)
            guard let data = ImportSupport.base64(text) else {
                throw fail(encoded, "\(path).base64_string", .importBase64)
            }
            return data
        }
        guard let string = YAMLCassetteImport.value("string", in: fields) else { return Data() }
        guard let data = try bytes(string, "\(path).string") else {
            throw shapeError(string, "\(path).string", expected: .importShapeVCRString)
        }
        return data
    }
}
