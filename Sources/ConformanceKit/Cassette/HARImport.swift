import Foundation

/// Reads HTTP Archive 1.2 files.
struct HARImport {
    let context: ImportContext

    func fail(_ path: String, _ id: MessageID, _ arguments: [MessageArgument] = []) -> CassetteError {
        context.fail(.path(path), id, arguments)
    }

    /// The value, checked to be an object.
    func object(_ value: BodyValue?, _ path: String) throws(CassetteError) -> BodyValue {
        guard let value else { throw fail(path, .importObjectMissing) }
        guard case .object = value else {
            throw fail(path, .importExpectedObject, ["\(value.kindName)"])
        }
        return value
    }

    func string(_ value: BodyValue?, _ path: String) throws(CassetteError) -> String {
        guard let value else { throw fail(path, .importStringMissing) }
        guard case .string(let text) = value else {
            throw fail(path, .importExpectedString, ["\(value.kindName)"])
        }
        return text
    }

    func optionalString(_ value: BodyValue?, _ path: String) throws(CassetteError) -> String? {
        guard let value, value != .null else { return nil }
        return try string(value, path)
    }

    func cassette(_ data: Data) throws(CassetteError) -> Cassette {
        let root: BodyValue
        do {
            root = try JSONBodyParser.parse(data, limits: InputLimits.importWhole)
        } catch {
            throw syntaxError(error.reason, line: error.line, column: error.column)
        }
        let entries = try entries(root)
        var interactions: [Interaction] = []
        interactions.reserveCapacity(entries.count)
        var baseURL: String?
        var recordedAt: String?
        for (index, entry) in entries.enumerated() {
            var (interaction, origin, started) = try item(entry, index: index)
            if index > 0, origin != baseURL { interaction.request.upstream = origin }
            interactions.append(interaction)
            if index == 0 {
                baseURL = origin
                recordedAt = started
            }
        }
        return Cassette(recordedAt: recordedAt ?? Cassette.timestamp(), baseURL: baseURL, interactions: interactions)
    }

    /// One entry as an interaction, its origin, and (for the first, `index` 0) its `startedDateTime` as a timestamp.
    func item(_ entry: BodyValue, index: Int) throws(CassetteError) -> (Interaction, String, String?) {
        let path = "$.log.entries[\(index)]"
        let (interaction, origin) = try self.interaction(try object(entry, path), path)
        var recordedAt: String?
        if index == 0, let started = try optionalString(entry["startedDateTime"], "\(path).startedDateTime") {
            recordedAt = ImportSupport.timestamp(started)
        }
        return (interaction, origin, recordedAt)
    }

    /// The entries of a HAR document, checked to be a non-empty list.
    func entries(_ root: BodyValue) throws(CassetteError) -> [BodyValue] {
        guard case .object = root, let log = root["log"] else {
            throw fail("$", .importHARNoLog)
        }
        guard case .object = log else { throw fail("$.log", .importExpectedObject, ["\(log.kindName)"]) }
        guard let entriesValue = log["entries"] else {
            throw fail("$.log", .importHARNoEntries)
        }
        guard case .array(let entries) = entriesValue else {
            throw fail("$.log.entries", .importExpectedList, ["\(entriesValue.kindName)"])
        }
        guard !entries.isEmpty else {
            throw fail("$.log.entries", .importListEmpty)
        }
        return entries
    }

    /// The parse error of HAR bytes as an import error, at `line` and `column` of the file.
    func syntaxError(_ reason: LocalizedText, line: Int, column: Int) -> CassetteError {
        context.fail(.mark(line: line, column: column, path: ""), .importHARSyntax, [.localized(reason)])
    }

    func headers(_ value: BodyValue?, _ path: String) throws(CassetteError) -> [NameValue] {
        guard let value, value != .null else { return [] }
        guard case .array(let items) = value else { throw fail(path, .importExpectedPairs) }
        var result: [NameValue] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            let item = try object(item, itemPath)
            let name = try string(item["name"], "\(itemPath).name")
            if name.hasPrefix(":") { continue }
            result.append(NameValue(name, try string(item["value"], "\(itemPath).value")))
        }
        return result
    }

    /// The HAR `mimeType` when it names a type, else the Content-Type header.
    func contentType(_ mimeType: String?, _ headers: [NameValue]) -> String? {
        if let mimeType, !mimeType.isEmpty, mimeType != "x-unknown" { return mimeType }
        return ImportSupport.header("Content-Type", in: headers)
    }

    func interaction(_ entry: BodyValue, _ path: String) throws(CassetteError) -> (Interaction, String) {
        let requestPath = "\(path).request"
        let request = try object(entry["request"], requestPath)
        let method = try string(request["method"], "\(requestPath).method")
        let url = try string(request["url"], "\(requestPath).url")
        guard let parts = ImportSupport.splitURL(url) else {
            throw fail("\(requestPath).url", .importNotAbsoluteURL, ["\(url)"])
        }
        let requestHeaders = try headers(request["headers"], "\(requestPath).headers")
        var requestBody = RecordedBody.none
        if let postData = request["postData"], postData != .null {
            let postPath = "\(requestPath).postData"
            let postData = try object(postData, postPath)
            let type = contentType(try optionalString(postData["mimeType"], "\(postPath).mimeType"), requestHeaders)
            if let text = try optionalString(postData["text"], "\(postPath).text") {
                let bytes = try content(text, encoding: try optionalString(postData["encoding"], "\(postPath).encoding"), postPath)
                requestBody = RecordedBody.from(bytes, contentType: type)
            } else if let params = postData["params"], params != .null {
                let pairs = try headers(params, "\(postPath).params")
                requestBody = RecordedBody.from(Data(FormEncoding.serialize(pairs).utf8), contentType: type ?? "application/x-www-form-urlencoded")
            }
        }

        let responsePath = "\(path).response"
        let response = try object(entry["response"], responsePath)
        guard case .number(let statusText)? = response["status"], let status = Int(statusText) else {
            throw fail("\(responsePath).status", .importExpectedWholeNumber)
        }
        guard (100...599).contains(status) else {
            throw fail("\(responsePath).status", .importHARStatus, ["\(status)"])
        }
        let responseHeaders = try headers(response["headers"], "\(responsePath).headers")
        var responseBody = RecordedBody.none
        if let content = response["content"], content != .null {
            let contentPath = "\(responsePath).content"
            let content = try object(content, contentPath)
            if let text = try optionalString(content["text"], "\(contentPath).text") {
                let bytes = try self.content(text, encoding: try optionalString(content["encoding"], "\(contentPath).encoding"), contentPath)
                let type = contentType(try optionalString(content["mimeType"], "\(contentPath).mimeType"), responseHeaders)
                responseBody = RecordedBody.from(bytes, contentType: type)
            }
        }
        let interaction = ImportSupport.interaction(
            method: method, target: (parts.path, parts.query), requestHeaders: requestHeaders, requestBody: requestBody, status: status,
            responseHeaders: responseHeaders, responseBody: responseBody)
        return (interaction, parts.origin)
    }

    /// A body's text decoded according to its `encoding` (absent: the text itself; `base64`: Base64).
    func content(_ text: String, encoding: String?, _ path: String) throws(CassetteError) -> Data {
        switch encoding?.lowercased() {
        case nil, "":
            return Data(text.utf8)
        case "base64":
            guard let data = ImportSupport.base64(text) else {
                throw fail("\(path).text", .importHARBase64)
            }
            return data
        case let other?:
            throw fail("\(path).encoding", .importHAREncoding, ["\(other)"])
        }
    }
}
