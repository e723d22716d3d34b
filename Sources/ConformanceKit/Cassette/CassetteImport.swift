import Foundation
import Yams

/// A foreign recording format that ``CassetteImporter`` reads.
public enum CassetteImportFormat: String, CaseIterable, Sendable {
    /// HTTP Archive 1.2 (`.har`), as browsers and mitmproxy export it.
    case har
    /// A Ruby VCR cassette: YAML with `http_interactions` and `recorded_with`.
    case vcr
    /// A Python vcrpy cassette: YAML with `interactions` and `version: 1`.
    case vcrpy

    /// The name used in messages.
    var label: String {
        switch self {
        case .har: "HAR"
        case .vcr: "Ruby VCR YAML"
        case .vcrpy: "vcrpy YAML"
        }
    }
}

/// Converts HAR files and VCR or vcrpy cassettes into PaymentConformance cassettes.
///
/// Reading is strict and never executes anything: HAR is read with ``JSONBodyParser`` (syntax
/// errors name their line and column), YAML is composed with Yams and any tag that asks for a
/// language object (`!ruby/object`, `!!python/object`…) is rejected. Every error is a
/// `cassette.import-invalid` diagnostic naming the file, the position and what to do.
///
/// The imported cassette follows the recorder's conventions: paths and query values are
/// percent-decoded, header names keep their case, and headers that describe the transfer rather
/// than the message (`Content-Length`, `Transfer-Encoding`, `Connection`…) are dropped, as is
/// `Content-Encoding` when the body is stored decoded.
public enum CassetteImporter {
    /// Reads a file and converts it.
    ///
    /// The whole cassette is returned; ``forEach(file:format:restart:_:)`` hands over one interaction at a time instead.
    public static func importFile(_ path: String, format: CassetteImportFormat) throws(CassetteError) -> Cassette {
        try collect(source: .file(path), format: format, file: path)
    }

    /// Converts the bytes of a file; `file` names the source in errors.
    public static func decode(_ data: Data, format: CassetteImportFormat, file: String) throws(CassetteError) -> Cassette {
        try collect(source: .data(data), format: format, file: file)
    }
}

// MARK: - Shared

/// Where an import problem is.
enum ImportPosition {
    /// The file as a whole.
    case file
    /// A JSON path (`$.log.entries[2].request`).
    case path(String)
    /// A YAML line and column, with the logical path of the node.
    case mark(line: Int, column: Int, path: String)
}

/// The file and format being imported, and how errors about it are built.
struct ImportContext {
    let file: String
    let format: CassetteImportFormat

    func fail(_ position: ImportPosition, _ en: String, _ fr: String) -> CassetteError {
        let reason: LocalizedText
        switch position {
        case .file:
            reason = LocalizedText(en: en, fr: fr)
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file)
        case .path(let path):
            reason = LocalizedText(en: "at \(path): \(en)", fr: "en \(path) : \(fr)")
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file)
        case .mark(let line, let column, let path):
            let suffix = path.isEmpty ? "" : " (\(path))"
            reason = LocalizedText(en: "line \(line), column \(column)\(suffix): \(en)", fr: "ligne \(line), colonne \(column)\(suffix) : \(fr)")
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file, line: line, column: column)
        }
    }
}

/// URL, header, body and date helpers shared by the importers.
enum ImportSupport {
    /// An imported exchange, with headers kept the way the recorder keeps them.
    static func interaction(
        method: String, target: (path: String, query: [NameValue]), requestHeaders: [NameValue], requestBody: RecordedBody, status: Int,
        responseHeaders: [NameValue], responseBody: RecordedBody
    ) -> Interaction {
        Interaction(
            request: RecordedRequest(
                method: method, path: target.path, query: target.query, headers: kept(requestHeaders, body: requestBody), body: requestBody),
            response: RecordedResponse(status: status, headers: kept(responseHeaders, body: responseBody), body: responseBody))
    }

    /// A body from raw bytes, typed by the message's Content-Type header.
    static func body(_ data: Data, headers: [NameValue]) -> RecordedBody {
        RecordedBody.from(data, contentType: header("Content-Type", in: headers))
    }

    /// Headers that describe one transfer rather than the message; the recorder drops them too.
    static let transferHeaders: Set<String> = StoredHeaders.hopByHop.union(["content-length"])

    /// The headers a cassette keeps: no transfer headers, and no `Content-Encoding` unless the body
    /// is still encoded (stored as Base64).
    static func kept(_ headers: [NameValue], body: RecordedBody) -> [NameValue] {
        let bodyIsRaw: Bool
        if case .base64 = body { bodyIsRaw = true } else { bodyIsRaw = false }
        return headers.filter { header in
            let name = header.name.lowercased()
            if transferHeaders.contains(name) { return false }
            return name != "content-encoding" || bodyIsRaw
        }
    }

    /// The first value of a header, by case-insensitive name.
    static func header(_ name: String, in headers: [NameValue]) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }

    /// An absolute URL split into `scheme://authority`, the decoded path and the decoded query
    /// pairs in wire order; nil when the URL is not absolute.
    static func splitURL(_ url: String) -> (origin: String, path: String, query: [NameValue])? {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound]
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        var rest = url[separator.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard !authority.isEmpty else { return nil }
        let target = rest[authorityEnd...]
        let queryStart = target.firstIndex(of: "?")
        let rawPath = String(target[..<(queryStart ?? target.endIndex)])
        var query: [NameValue] = []
        if let queryStart {
            for pair in target[target.index(after: queryStart)...].split(separator: "&", omittingEmptySubsequences: true) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query.append(NameValue(decode(parts[0]), parts.count > 1 ? decode(parts[1]) : ""))
            }
        }
        let path = rawPath.removingPercentEncoding ?? rawPath
        return (scheme.lowercased() + "://" + authority, path.isEmpty ? "/" : path, query)
    }

    /// Percent-decodes a query component as URLComponents does (`+` stays a plus sign).
    static func decode(_ component: Substring) -> String {
        let text = String(component)
        return text.removingPercentEncoding ?? text
    }

    /// Base64 text (line breaks and spaces allowed) as bytes.
    static func base64(_ text: String) -> Data? {
        Data(base64Encoded: String(text.filter { !$0.isWhitespace }))
    }

    /// A date in ISO 8601 (`2024-05-06T07:08:09.123+02:00`) or HTTP form
    /// (`Tue, 05 Mar 2024 10:11:12 GMT`) as a cassette timestamp; nil when it is neither.
    static func timestamp(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let date = isoDate(trimmed) ?? httpDate(trimmed) else { return nil }
        return Cassette.timestamp(date)
    }

    private static func utcDate(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components).map { $0.addingTimeInterval(TimeInterval(-offset)) }
    }

    /// `±HH:MM`, `±HHMM`, `±HH`, `Z`, `GMT` or `UTC` as seconds east of UTC.
    private static func zoneOffset(_ zone: Substring) -> Int? {
        if zone.isEmpty || zone == "Z" || zone == "GMT" || zone == "UTC" { return 0 }
        guard let sign = zone.first, sign == "+" || sign == "-" else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)),
            let minutes = digits.count == 4 ? Int(digits.suffix(2)) : 0
        else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == "-" ? -seconds : seconds
    }

    private static func isoDate(_ text: String) -> Date? {
        let chars = Array(text)
        guard chars.count >= 19, chars[4] == "-", chars[7] == "-", chars[10] == "T" || chars[10] == " ", chars[13] == ":", chars[16] == ":"
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let slice = chars[range]
            guard slice.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(slice))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        var index = 19
        if index < chars.count, chars[index] == "." || chars[index] == "," {
            index += 1
            while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        }
        guard let offset = zoneOffset(Substring(String(chars[index...]))) else { return nil }
        return utcDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func httpDate(_ text: String) -> Date? {
        var words = text.split(separator: " ")
        if let first = words.first, first.hasSuffix(",") { words.removeFirst() }
        guard words.count == 4 || words.count == 5, let day = Int(words[0]), let year = Int(words[2]),
            let month = months.firstIndex(of: words[1].prefix(3).lowercased())
        else { return nil }
        let time = words[3].split(separator: ":")
        guard time.count == 3, let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(time[2]),
            let offset = zoneOffset(words.count == 5 ? words[4] : "")
        else { return nil }
        return utcDate(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }
}

// MARK: - HAR

/// Reads HTTP Archive 1.2 files.
struct HARImport {
    let context: ImportContext

    func fail(_ path: String, _ en: String, _ fr: String) -> CassetteError {
        context.fail(.path(path), en, fr)
    }

    /// The value, checked to be an object.
    func object(_ value: BodyValue?, _ path: String) throws(CassetteError) -> BodyValue {
        guard let value else { throw fail(path, "this required object is missing", "cet objet obligatoire manque") }
        guard case .object = value else {
            throw fail(path, "expected an object, found \(value.kindName)", "objet attendu, \(value.kindName) trouvé")
        }
        return value
    }

    func string(_ value: BodyValue?, _ path: String) throws(CassetteError) -> String {
        guard let value else { throw fail(path, "this required string is missing", "cette chaîne obligatoire manque") }
        guard case .string(let text) = value else {
            throw fail(path, "expected a string, found \(value.kindName)", "chaîne attendue, \(value.kindName) trouvé")
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
            throw fail(
                "$", "there is no 'log' object; a HAR file looks like {\"log\": {\"entries\": [...]}}, export it again from the browser or mitmproxy",
                "il n'y a pas d'objet 'log' ; un fichier HAR a la forme {\"log\": {\"entries\": [...]}}, exportez-le de nouveau depuis le navigateur ou mitmproxy"
            )
        }
        guard case .object = log else { throw fail("$.log", "expected an object, found \(log.kindName)", "objet attendu, \(log.kindName) trouvé") }
        guard let entriesValue = log["entries"] else {
            throw fail(
                "$.log", "there is no 'entries' list, so there are no requests to import; export the HAR again with its requests",
                "il n'y a pas de liste 'entries', donc aucune requête à importer ; exportez de nouveau le HAR avec ses requêtes")
        }
        guard case .array(let entries) = entriesValue else {
            throw fail("$.log.entries", "expected a list, found \(entriesValue.kindName)", "liste attendue, \(entriesValue.kindName) trouvé")
        }
        guard !entries.isEmpty else {
            throw fail("$.log.entries", "the list is empty, so there are no requests to import", "la liste est vide, donc aucune requête à importer")
        }
        return entries
    }

    /// The parse error of HAR bytes as an import error, at `line` and `column` of the file.
    func syntaxError(_ reason: LocalizedText, line: Int, column: Int) -> CassetteError {
        context.fail(
            .mark(line: line, column: column, path: ""),
            "\(reason.en); the HAR is not valid JSON (a truncated download or an interrupted export?), export it again",
            "\(reason.fr) ; le HAR n'est pas du JSON valide (téléchargement tronqué ou export interrompu ?), exportez-le de nouveau")
    }

    func headers(_ value: BodyValue?, _ path: String) throws(CassetteError) -> [NameValue] {
        guard let value, value != .null else { return [] }
        guard case .array(let items) = value else { throw fail(path, "expected a list of {name, value}", "liste de {name, value} attendue") }
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
            throw fail(
                "\(requestPath).url", "'\(url)' is not an absolute URL (scheme://host/path)",
                "'\(url)' n'est pas une URL absolue (schéma://hôte/chemin)")
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
            throw fail("\(responsePath).status", "expected a whole number", "nombre entier attendu")
        }
        guard (100...599).contains(status) else {
            throw fail(
                "\(responsePath).status",
                "\(status) is not an HTTP status (0 means no response was received, e.g. a cancelled or blocked request); remove this entry from the HAR and import again",
                "\(status) n'est pas un statut HTTP (0 signifie qu'aucune réponse n'a été reçue, par exemple une requête annulée ou bloquée) ; retirez cette entrée du HAR puis importez de nouveau"
            )
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
                throw fail(
                    "\(path).text", "the text is marked \"encoding\": \"base64\" but is not valid Base64",
                    "le texte est marqué \"encoding\": \"base64\" mais n'est pas du Base64 valide")
            }
            return data
        case let other?:
            throw fail(
                "\(path).encoding", "unsupported encoding '\(other)'; only \"base64\" (or no encoding) is understood",
                "encodage '\(other)' non pris en charge ; seul \"base64\" (ou aucun encodage) est compris")
        }
    }
}

// MARK: - VCR and vcrpy

/// Reads Ruby VCR and Python vcrpy YAML cassettes.
struct YAMLCassetteImport {
    let context: ImportContext
    let text: String
    /// How many values aliases may add beyond what the text itself spells out.
    var nodeBudget = YAMLCassetteImport.nodeBudget
    /// Where the text's lines are in the file (a streamed item or the file's outline is a part of it).
    var lines = LineMap()

    /// The most values aliases may add to a document, so a "billion laughs" file cannot make the scan run away.
    static let nodeBudget = 1_000_000

    /// The most values the tag scan visits in a text of `bytes` bytes: every value of a document without aliases
    /// takes at least one byte of text, so such a document always fits however large it is; only alias expansion
    /// can exceed it.
    static func expansionBudget(bytes: Int, allowance: Int) -> Int { bytes + allowance }

    static let core = "tag:yaml.org,2002:"
    static let binaryTags: Set<String> = [core + "binary", "!binary"]
    /// Tags whose value is read as plain text, a list or a mapping.
    static let plainTags: Set<String> = [
        core + "str", core + "int", core + "float", core + "bool", core + "null", core + "timestamp", core + "map", core + "seq",
        core + "python/unicode", core + "python/str",
    ]

    var isPython: Bool { context.format == .vcrpy }

    func fail(_ node: Node?, _ path: String, _ en: String, _ fr: String) -> CassetteError {
        if let mark = node?.mark { return context.fail(.mark(line: lines.map(mark.line), column: mark.column, path: path), en, fr) }
        return context.fail(.path(path), en, fr)
    }

    func cassette() throws(CassetteError) -> Cassette {
        let root = try compose()
        let limit = YAMLCassetteImport.expansionBudget(bytes: text.utf8.count, allowance: nodeBudget)
        var budget = limit
        if let (node, path) = forbiddenTag(in: root, budget: &budget) {
            throw tagError(node, path.joined())
        }
        if budget < 0 {
            throw fail(
                root, "",
                "the YAML's aliases expand it to more than \(limit) values, far more than its \(text.utf8.count) bytes spell out; a cassette does not need aliases, remove them",
                "les alias du YAML le déploient en plus de \(limit) valeurs, bien plus que ses \(text.utf8.count) octets n'en écrivent ; une cassette n'a pas besoin d'alias, retirez-les"
            )
        }
        return isPython ? try vcrpy(root) : try vcr(root)
    }

    func compose() throws(CassetteError) -> Node {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw yamlError(error)
        } catch {
            throw context.fail(.file, "\(error)", "\(error)")
        }
        guard let root else {
            throw context.fail(
                .file, "the file holds no YAML document; export the cassette again",
                "le fichier ne contient aucun document YAML ; exportez de nouveau la cassette")
        }
        return root
    }

    func yamlError(_ error: YamlError) -> CassetteError {
        let hint = "; fix the YAML syntax or record the cassette again"
        let hintFR = " ; corrigez la syntaxe YAML ou réenregistrez la cassette"
        switch error {
        case .scanner(let detail, let problem, let mark, _), .parser(let detail, let problem, let mark, _),
            .composer(let detail, let problem, let mark, _):
            let message = [detail?.text, problem].compactMap { $0 }.joined(separator: " ")
            return context.fail(
                .mark(line: lines.map(mark.line), column: mark.column, path: ""), "YAML syntax error: " + message + hint,
                "erreur de syntaxe YAML : " + message + hintFR)
        case .duplicatedKeysInMapping(let duplicates, let detail):
            let keys = duplicates.joined(separator: ", ")
            return context.fail(
                .mark(line: lines.map(detail.mark.line), column: detail.mark.column, path: ""), "a mapping repeats the key(s) \(keys)\(hint)",
                "une table répète la ou les clés \(keys)\(hintFR)")
        default:
            return context.fail(.file, "YAML error: \(error)\(hint)", "erreur YAML : \(error)\(hintFR)")
        }
    }

    // MARK: Tags

    /// The first node whose tag is neither plain data nor binary, with the path to it.
    func forbiddenTag(in node: Node, budget: inout Int) -> (Node, [String])? {
        budget -= 1
        guard budget >= 0 else { return nil }
        let tag = node.tag.rawValue
        switch node {
        case .scalar:
            if !YAMLCassetteImport.plainTags.contains(tag) && !YAMLCassetteImport.binaryTags.contains(tag) { return (node, []) }
        case .mapping(let mapping):
            if tag != YAMLCassetteImport.core + "map" { return (node, []) }
            for (key, value) in mapping {
                if let found = forbiddenTag(in: key, budget: &budget) { return found }
                if let found = forbiddenTag(in: value, budget: &budget) {
                    let name = key.scalar?.string ?? "?"
                    return (found.0, [".\(name)"] + found.1)
                }
            }
        case .sequence(let sequence):
            if tag != YAMLCassetteImport.core + "seq" { return (node, []) }
            for (index, item) in sequence.enumerated() {
                if let found = forbiddenTag(in: item, budget: &budget) { return (found.0, ["[\(index)]"] + found.1) }
            }
        case .alias:
            return nil
        }
        return nil
    }

    func tagError(_ node: Node, _ rawPath: String) -> CassetteError {
        let path = rawPath.hasPrefix(".") ? String(rawPath.dropFirst()) : rawPath
        let tag = YAMLCassetteImport.shortTag(node.tag.rawValue)
        let lowered = tag.lowercased()
        if lowered.contains("ruby/") || lowered.contains("python/") {
            let language = lowered.contains("ruby/") ? "Ruby" : "Python"
            return fail(
                node, path,
                "the YAML tag '\(tag)' asks for a \(language) object, and the importer never builds objects from a file; "
                    + "re-record the cassette so it holds plain strings, lists and mappings, or replace the tagged value with its plain text",
                "l'étiquette YAML '\(tag)' demande un objet \(language), et l'import ne construit jamais d'objet depuis un fichier ; "
                    + "réenregistrez la cassette avec des chaînes, listes et tables simples, ou remplacez la valeur étiquetée par son texte")
        }
        return fail(
            node, path,
            "the YAML tag '\(tag)' is not supported; only plain strings, numbers, lists, mappings and !!binary are imported, remove the tag",
            "l'étiquette YAML '\(tag)' n'est pas prise en charge ; seuls les chaînes, nombres, listes, tables et !!binary sont importés, retirez l'étiquette"
        )
    }

    /// `tag:yaml.org,2002:x` written back as `!!x`.
    static func shortTag(_ tag: String) -> String {
        tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    }

    // MARK: Shapes

    static func isNull(_ node: Node?) -> Bool {
        guard let node else { return true }
        guard case .scalar(let scalar) = node else { return false }
        let tag = node.tag.rawValue
        if tag == core + "null" { return true }
        return tag == core + "str" && scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    static func kind(_ node: Node) -> (en: String, fr: String) {
        switch node {
        case .mapping: ("a mapping", "une table")
        case .sequence: ("a list", "une liste")
        case .scalar: isNull(node) ? ("null", "null") : ("a single value", "une valeur simple")
        case .alias: ("an alias", "un alias")
        }
    }

    func mapping(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> [(key: String, value: Node)] {
        guard let node else { throw fail(parent, path, "this required mapping is missing", "cette table obligatoire manque") }
        guard case .mapping(let mapping) = node else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, "expected a mapping (key: value), found \(kind.en)", "table (clé: valeur) attendue, \(kind.fr) trouvé")
        }
        var result: [(key: String, value: Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else { throw fail(key, path, "a key must be a single value", "une clé doit être une valeur simple") }
            result.append((scalar.string, value))
        }
        return result
    }

    func sequence(_ node: Node, _ path: String) throws(CassetteError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, "expected a list, found \(kind.en)", "liste attendue, \(kind.fr) trouvée")
        }
        return Array(sequence)
    }

    func scalar(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> String {
        guard let node, !YAMLCassetteImport.isNull(node) else {
            throw fail(node ?? parent, path, "this required value is missing", "cette valeur obligatoire manque")
        }
        guard case .scalar(let scalar) = node, !YAMLCassetteImport.binaryTags.contains(node.tag.rawValue) else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, "expected a single text value, found \(kind.en)", "valeur texte simple attendue, \(kind.fr) trouvé")
        }
        return scalar.string
    }

    static func value(_ key: String, in entries: [(key: String, value: Node)]) -> Node? {
        entries.first { $0.key == key }?.value
    }

    /// `{Name: [values]}` (or `{Name: value}`) as pairs in file order.
    func headers(_ node: Node?, _ path: String) throws(CassetteError) -> [NameValue] {
        guard let node, !YAMLCassetteImport.isNull(node) else { return [] }
        var result: [NameValue] = []
        for (name, value) in try mapping(node, path, parent: nil) {
            let valuePath = "\(path).\(name)"
            switch value {
            case .sequence(let items):
                for (index, item) in items.enumerated() {
                    let text = YAMLCassetteImport.isNull(item) ? "" : try scalar(item, "\(valuePath)[\(index)]", parent: value)
                    result.append(NameValue(name, text))
                }
            default:
                result.append(NameValue(name, YAMLCassetteImport.isNull(value) ? "" : try scalar(value, valuePath, parent: node)))
            }
        }
        return result
    }

    /// A string scalar's bytes: Base64-decoded for `!!binary`/`!binary`, UTF-8 otherwise, none for null.
    func bytes(_ node: Node, _ path: String) throws(CassetteError) -> Data? {
        guard case .scalar(let scalar) = node else { return nil }
        if YAMLCassetteImport.binaryTags.contains(node.tag.rawValue) {
            guard let data = ImportSupport.base64(scalar.string) else {
                throw fail(node, path, "the !!binary value is not valid Base64", "la valeur !!binary n'est pas du Base64 valide")
            }
            return data
        }
        return YAMLCassetteImport.isNull(node) ? Data() : Data(scalar.string.utf8)
    }

    func shapeError(_ node: Node, _ path: String, expected en: String, _ fr: String) -> CassetteError {
        let kind = YAMLCassetteImport.kind(node)
        return fail(
            node, path,
            "this body is \(kind.en), which this importer does not understand; expected \(en). Replace it with the body as a string (or as !!binary Base64) and import again",
            "ce corps est \(kind.fr), forme que l'import ne comprend pas ; attendu : \(fr). Remplacez-le par le corps en chaîne (ou en Base64 !!binary) puis importez de nouveau"
        )
    }

    // MARK: Cassettes

    func interactions(_ root: Node, key: String, other: String, otherFormat: CassetteImportFormat) throws(CassetteError) -> [Node] {
        let top = try mapping(root, "", parent: nil)
        guard let list = YAMLCassetteImport.value(key, in: top) else {
            if YAMLCassetteImport.value(other, in: top) != nil {
                throw fail(
                    root, "",
                    "there is no '\(key)' list but there is '\(other)': this looks like a \(otherFormat.label) cassette; import it with format '\(otherFormat.rawValue)'",
                    "il n'y a pas de liste '\(key)' mais il y a '\(other)' : cela ressemble à une cassette \(otherFormat.label) ; importez-la avec le format '\(otherFormat.rawValue)'"
                )
            }
            throw fail(
                root, "", "there is no '\(key)' list, so this is not a \(context.format.label) cassette; check the file and the format",
                "il n'y a pas de liste '\(key)', ce n'est donc pas une cassette \(context.format.label) ; vérifiez le fichier et le format")
        }
        let items = try sequence(list, key)
        guard !items.isEmpty else {
            throw fail(list, key, "the list is empty, so there are no requests to import", "la liste est vide, donc aucune requête à importer")
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
            throw shapeError(node, path, expected: "a mapping with 'string' or 'base64_string'", "une table avec 'string' ou 'base64_string'")
        }
        let fields = try mapping(node, path, parent: nil)
        if let encoded = YAMLCassetteImport.value("base64_string", in: fields), !YAMLCassetteImport.isNull(encoded) {
            let text = try scalar(encoded, "\(path).base64_string", parent: node)
            guard let data = ImportSupport.base64(text) else {
                throw fail(encoded, "\(path).base64_string", "the value is not valid Base64", "la valeur n'est pas du Base64 valide")
            }
            return data
        }
        guard let string = YAMLCassetteImport.value("string", in: fields) else { return Data() }
        guard let data = try bytes(string, "\(path).string") else {
            throw shapeError(string, "\(path).string", expected: "a string or !binary Base64", "une chaîne ou du Base64 !binary")
        }
        return data
    }

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
            throw fail(
                version, "version",
                "vcrpy cassette version \(text) is not supported (only version 1); re-record it with a vcrpy that writes version 1",
                "la version \(text) des cassettes vcrpy n'est pas prise en charge (seule la version 1) ; réenregistrez-la avec un vcrpy qui écrit la version 1"
            )
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
                throw shapeError(body, "\(path).request.body", expected: "null, a string or !!binary", "null, une chaîne ou !!binary")
            }
            requestData = data
        }
        var responseData = Data()
        if let body = YAMLCassetteImport.value("body", in: response), !YAMLCassetteImport.isNull(body) {
            let expected = (en: "a mapping with 'string' (null, a string or !!binary)", fr: "une table avec 'string' (null, une chaîne ou !!binary)")
            guard case .mapping = body else { throw shapeError(body, "\(path).response.body", expected: expected.en, expected.fr) }
            let fields = try mapping(body, "\(path).response.body", parent: nil)
            guard let string = YAMLCassetteImport.value("string", in: fields) else {
                throw shapeError(body, "\(path).response.body", expected: expected.en, expected.fr)
            }
            guard let data = try bytes(string, "\(path).response.body.string") else {
                throw shapeError(string, "\(path).response.body.string", expected: "null, a string or !!binary", "null, une chaîne ou !!binary")
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

    func uri(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> (String, (path: String, query: [NameValue])) {
        let text = try scalar(node, path, parent: parent)
        guard let parts = ImportSupport.splitURL(text) else {
            throw fail(
                node, path, "'\(text)' is not an absolute URL (scheme://host/path)", "'\(text)' n'est pas une URL absolue (schéma://hôte/chemin)")
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
            throw fail(codeNode, codePath, "'\(text)' is not an HTTP status (100 to 599)", "'\(text)' n'est pas un statut HTTP (100 à 599)")
        }
        return code
    }
}
