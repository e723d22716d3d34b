import Foundation
import Yams

/// What VCR and vcrpy cassettes share: the list of interactions, the request line, the status and the headers.
extension YAMLCassetteImport {
    func interactions(_ root: Node, key: String, other: String, otherFormat: CassetteImportFormat) throws(CassetteError) -> [Node] {
        let top = try mapping(root, "", parent: nil)
        guard let list = YAMLCassetteImport.value(key, in: top) else {
            if YAMLCassetteImport.value(other, in: top) != nil {
                throw fail(root, "", .importOtherFormat, ["\(key)", "\(other)", "\(otherFormat.label)", "\(otherFormat.rawValue)"])
            }
            throw fail(root, "", .importNoList, ["\(key)", "\(context.format.label)"])
        }
        let items = try sequence(list, key)
        guard !items.isEmpty else {
            throw fail(list, key, .importListEmpty)
        }
        return items
    }

    /// What VCR and vcrpy interactions share: the request line and headers, the status and headers.
    struct ExchangeParts {
        var entry: [(key: String, value: Node)]
        var request: [(key: String, value: Node)]
        var response: [(key: String, value: Node)]
        var method: String
        var origin: String
        var target: (path: String, query: [NameValue])
        var requestHeaders: [NameValue]
        var status: Int
        var responseHeaders: [NameValue]
    }

    /// Reads the parts of an interaction that VCR and vcrpy lay out the same way.
    func exchangeParts(_ item: Node, _ path: String) throws(CassetteError) -> ExchangeParts {
        let entry = try mapping(item, path, parent: nil)
        let requestNode = YAMLCassetteImport.value("request", in: entry)
        let request = try mapping(requestNode, "\(path).request", parent: item)
        let method = try scalar(YAMLCassetteImport.value("method", in: request), "\(path).request.method", parent: requestNode)
        let (origin, target) = try uri(YAMLCassetteImport.value("uri", in: request), "\(path).request.uri", parent: requestNode)
        let requestHeaders = try headers(YAMLCassetteImport.value("headers", in: request), "\(path).request.headers")
        let responseNode = YAMLCassetteImport.value("response", in: entry)
        let response = try mapping(responseNode, "\(path).response", parent: item)
        let status = try self.status(YAMLCassetteImport.value("status", in: response), "\(path).response.status", parent: responseNode)
        let responseHeaders = try headers(YAMLCassetteImport.value("headers", in: response), "\(path).response.headers")
        return ExchangeParts(
            entry: entry, request: request, response: response, method: method, origin: origin, target: target, requestHeaders: requestHeaders,
            status: status, responseHeaders: responseHeaders)
    }

    func uri(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> (String, (path: String, query: [NameValue])) {
        let text = try scalar(node, path, parent: parent)
        guard let parts = ImportSupport.splitURL(text) else {
            throw fail(node, path, .importNotAbsoluteURL, ["\(text)"])
        }
        return (parts.origin, (parts.path, parts.query))
    }

    /// `status: {code: 200, message: OK}` (a bare code is accepted too).
    func status(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> Int {
        var codeNode = node
        var codePath = path
        if let node, case .mapping = node {
            codeNode = YAMLCassetteImport.value("code", in: try mapping(node, path, parent: parent))
            codePath = "\(path).code"
        }
        let text = try scalar(codeNode, codePath, parent: node ?? parent)
        guard let code = Int(text), (100...599).contains(code) else {
            throw fail(codeNode, codePath, .importNotStatus, ["\(text)"])
        }
        return code
    }
}
