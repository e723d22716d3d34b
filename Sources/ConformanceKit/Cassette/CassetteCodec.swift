import Foundation

/// Turns cassettes into their JSON text and back.
///
/// Output is deterministic: the cassette's own keys are sorted, headers are sorted by name, JSON
/// bodies keep their wire order, pairs and short scalar lists stay on one line, and the file ends
/// with a newline. Reading is strict: a syntax error names its line and column, a structural
/// error names the JSON path, and nothing is ever executed.
public enum CassetteCodec {
    // MARK: Encoding

    /// The cassette as file text.
    public static func encode(_ cassette: Cassette) -> String {
        var members: [BodyMember] = []
        if let baseURL = cassette.baseURL { members.append(BodyMember("baseURL", .string(baseURL))) }
        members.append(BodyMember("format", .string(Cassette.formatName)))
        members.append(BodyMember("formatVersion", .number(String(Cassette.formatVersion))))
        if !cassette.generated.isEmpty {
            members.append(
                BodyMember("generated", .object(cassette.generated.sorted { $0.key < $1.key }.map { BodyMember($0.key, .string($0.value)) })))
        }
        members.append(BodyMember("interactions", .array(cassette.interactions.map(encode))))
        members.append(BodyMember("recordedAt", .string(cassette.recordedAt)))
        members.append(BodyMember("toolVersion", .string(cassette.toolVersion)))
        var out = ""
        write(.object(members), into: &out, level: 0)
        out += "\n"
        return out
    }

    /// One interaction as a JSON value (keys sorted).
    public static func encode(_ interaction: Interaction) -> BodyValue {
        var members: [BodyMember] = []
        if let operation = interaction.operation { members.append(BodyMember("operation", .string(operation.description))) }
        if !interaction.redactions.isEmpty { members.append(BodyMember("redacted", .array(interaction.redactions.map(BodyValue.string)))) }
        members.append(BodyMember("request", encode(interaction.request)))
        members.append(BodyMember("response", encode(interaction.response)))
        if let verdict = interaction.verdict {
            members.append(
                BodyMember(
                    "verdict",
                    .object([
                        BodyMember("errors", .number(String(verdict.errors))),
                        BodyMember("request", .string(verdict.requestConforms ? "conformant" : "not-conformant")),
                        BodyMember("response", .string(verdict.responseConforms ? "conformant" : "not-conformant")),
                        BodyMember("warnings", .number(String(verdict.warnings))),
                    ])))
        }
        return .object(members)
    }

    static func encode(_ request: RecordedRequest) -> BodyValue {
        var members: [BodyMember] = []
        if let body = encode(request.body) { members.append(BodyMember("body", body)) }
        members.append(BodyMember("headers", pairs(request.headers)))
        members.append(BodyMember("method", .string(request.method)))
        members.append(BodyMember("path", .string(request.path)))
        if !request.query.isEmpty { members.append(BodyMember("query", pairs(request.query))) }
        if let upstream = request.upstream { members.append(BodyMember("upstream", .string(upstream))) }
        return .object(members)
    }

    static func encode(_ response: RecordedResponse) -> BodyValue {
        var members: [BodyMember] = []
        if let body = encode(response.body) { members.append(BodyMember("body", body)) }
        members.append(BodyMember("headers", pairs(response.headers)))
        members.append(BodyMember("status", .number(String(response.status))))
        return .object(members)
    }

    static func encode(_ body: RecordedBody) -> BodyValue? {
        switch body {
        case .none: nil
        case .json(let value): .object([BodyMember("json", value)])
        case .form(let pairs, let raw):
            .object([BodyMember("form", self.pairs(pairs))] + (raw.map { [BodyMember("raw", .string($0))] } ?? []))
        case .text(let text): .object([BodyMember("text", .string(text))])
        case .base64(let data): .object([BodyMember("base64", .string(data.base64EncodedString()))])
        }
    }

    static func pairs(_ pairs: [NameValue]) -> BodyValue {
        .array(pairs.map { .array([.string($0.name), .string($0.value)]) })
    }

    /// Pretty JSON with two-space indentation; lists of scalars that fit are written on one line.
    static func write(_ value: BodyValue, into out: inout String, level: Int) {
        let pad = String(repeating: "  ", count: level)
        let innerPad = pad + "  "
        switch value {
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += innerPad
                BodyValue.writeJSONString(member.key, into: &out)
                out += ": "
                write(member.value, into: &out, level: level + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            if items.allSatisfy(\.isScalar) {
                let inline = "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
                if inline.count <= 100 || items.count == 2 {
                    out += inline
                    return
                }
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += innerPad
                write(item, into: &out, level: level + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        default:
            out += value.jsonText
        }
    }

    // MARK: Decoding

    /// Reads a cassette file, interaction by interaction (`CassetteStream`): each is bounded by
    /// `InputLimits.interaction` and a value that is not part of the format is refused before it is read.
    public static func read(file: String) throws(CassetteError) -> Cassette {
        var interactions: [Interaction] = []
        var cassette = try CassetteStream.forEach(file: file) { _, interaction in interactions.append(interaction) }.header
        cassette.interactions = interactions
        return cassette
    }

    /// Decodes one interaction written by ``encode(_:)-(Interaction)``; `file` and `path` name it in errors.
    public static func decode(interaction value: BodyValue, file: String, path: String) throws(CassetteError) -> Interaction {
        try Reader(file: file).interaction(value, path)
    }

    /// Decodes cassette bytes; `file` names the source in errors.
    public static func decode(_ data: Data, file: String) throws(CassetteError) -> Cassette {
        guard !data.isEmpty else {
            throw CassetteError(
                .cassetteInvalid, [.plain(file), "$", .localized(MessageID.cassetteFileEmpty.localized())], file: file, line: 1)
        }
        let root: BodyValue
        do {
            root = try JSONBodyParser.parse(data, limits: .documents)
        } catch {
            throw CassetteError(
                .cassetteInvalid,
                [.plain(file), .localized(MessageID.textLineColumn.localized(["\(error.line)", "\(error.column)"])), .localized(error.reason)],
                file: file,
                line: error.line, column: error.column)
        }
        var reader = Reader(file: file)
        return try reader.cassette(root)
    }

    struct Reader {
        let file: String

        func fail(_ path: String, _ reason: MessageID, _ arguments: [MessageArgument] = []) -> CassetteError {
            CassetteError(.cassetteInvalid, [.plain(file), .plain(path), .localized(reason.localized(arguments))], file: file)
        }

        /// The keys an object of the format may hold: a short list to compare against, and the same as a set for suggestions.
        struct Keys {
            let list: [String]
            let set: Set<String>

            init(_ list: [String]) {
                self.list = list
                set = Set(list)
            }
        }

        static let topKeys = Keys(["baseURL", "format", "formatVersion", "generated", "interactions", "recordedAt", "toolVersion"])
        static let interactionKeys = Keys(["operation", "redacted", "request", "response", "verdict"])
        static let requestKeys = Keys(["body", "headers", "method", "path", "query", "upstream"])
        static let responseKeys = Keys(["body", "headers", "status"])
        static let bodyKeys = Keys(["json", "form", "raw", "text", "base64"])
        static let verdictKeys = Keys(["errors", "request", "response", "warnings"])

        /// An object's members by key; of a key written twice, the last one counts (as in a dictionary built from them).
        struct Fields {
            let members: [BodyMember]

            subscript(key: String) -> BodyValue? {
                var position = members.count - 1
                while position >= 0 {
                    if members[position].key == key { return members[position].value }
                    position -= 1
                }
                return nil
            }
        }

        func object(_ value: BodyValue?, _ path: @autoclosure () -> String, allowed: Keys, required: [String]) throws(CassetteError) -> Fields {
            guard case .object(let members)? = value else { throw fail(path(), .cassetteExpectedObject) }
            for member in members where !allowed.list.contains(member.key) {
                let suggestion = MessageArgument.suggestion(Suggestion.closest(to: member.key, in: allowed.set))
                throw fail("\(path()).\(member.key)", .cassetteUnknownKey, [suggestion])
            }
            let fields = Fields(members: members)
            for key in required where fields[key] == nil {
                throw fail("\(path()).\(key)", .cassetteKeyMissing)
            }
            return fields
        }

        func string(_ value: BodyValue?, _ path: @autoclosure () -> String) throws(CassetteError) -> String {
            guard case .string(let text)? = value else { throw fail(path(), .cassetteExpectedString) }
            return text
        }

        func int(_ value: BodyValue?, _ path: @autoclosure () -> String) throws(CassetteError) -> Int {
            guard case .number(let text)? = value, let number = Int(text) else {
                throw fail(path(), .cassetteExpectedWholeNumber)
            }
            return number
        }

        func pairs(_ value: BodyValue?, _ path: @autoclosure () -> String) throws(CassetteError) -> [NameValue] {
            guard let value else { return [] }
            guard case .array(let items) = value else {
                throw fail(path(), .cassetteExpectedPairs)
            }
            var result: [NameValue] = []
            result.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case .array(let pair) = item, pair.count == 2, case .string(let name) = pair[0], case .string(let text) = pair[1] else {
                    throw fail("\(path())[\(index)]", .cassetteExpectedPair)
                }
                result.append(NameValue(name, text))
            }
            return result
        }

        func body(_ value: BodyValue?, _ path: @autoclosure () -> String) throws(CassetteError) -> RecordedBody {
            guard let value else { return .none }
            let fields = try object(value, path(), allowed: Reader.bodyKeys, required: [])
            let raw = fields["raw"]
            // Exactly one kind (a kind written twice counts once, its last value).
            var kind: String?
            for member in fields.members where member.key != "raw" && member.key != kind {
                guard kind == nil else {
                    throw fail(path(), .cassetteBodyKind)
                }
                kind = member.key
            }
            guard let kind, let content = fields[kind] else {
                throw fail(path(), .cassetteBodyKind)
            }
            if raw != nil, kind != "form" {
                throw fail("\(path()).raw", .cassetteRawBesideForm)
            }
            switch kind {
            case "json": return .json(content)
            case "form":
                let pairs = try pairs(content, "\(path()).form")
                guard let raw else { return .form(pairs) }
                let text = try string(raw, "\(path()).raw")
                guard let spelled = try? FormEncoding.pairs(text), spelled == pairs else {
                    throw fail("\(path()).raw", .cassetteRawMismatch)
                }
                return .form(pairs, raw: text)
            case "text": return .text(try string(content, "\(path()).text"))
            default:
                let text = try string(content, "\(path()).base64")
                guard let data = Data(base64Encoded: text) else { throw fail("\(path()).base64", .cassetteBase64) }
                return .base64(data)
            }
        }

        mutating func cassette(_ root: BodyValue) throws(CassetteError) -> Cassette {
            let top = try object(
                root, "$", allowed: Reader.topKeys,
                required: ["format", "formatVersion", "interactions", "recordedAt", "toolVersion"])
            guard try string(top["format"], "$.format") == Cassette.formatName else {
                throw fail("$.format", .cassetteNotCassette)
            }
            let version = try int(top["formatVersion"], "$.formatVersion")
            guard version == Cassette.formatVersion else {
                throw CassetteError(.cassetteVersion, [.plain(file), .plain(String(version)), .plain(String(Cassette.formatVersion))], file: file)
            }
            guard case .array(let items)? = top["interactions"] else { throw fail("$.interactions", .cassetteExpectedList) }
            var interactions: [Interaction] = []
            interactions.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                interactions.append(try interaction(item, "$.interactions[\(index)]"))
            }
            var generated: [String: String] = [:]
            if let value = top["generated"] {
                guard case .object(let members) = value else { throw fail("$.generated", .cassetteExpectedObject) }
                for member in members { generated[member.key] = try string(member.value, "$.generated.\(member.key)") }
            }
            return Cassette(
                toolVersion: try string(top["toolVersion"], "$.toolVersion"), recordedAt: try string(top["recordedAt"], "$.recordedAt"),
                baseURL: try top["baseURL"].map { value throws(CassetteError) in try string(value, "$.baseURL") }, interactions: interactions,
                generated: generated)
        }

        func interaction(_ value: BodyValue, _ path: String) throws(CassetteError) -> Interaction {
            let fields = try object(value, path, allowed: Reader.interactionKeys, required: ["request", "response"])
            let request = try object(fields["request"], "\(path).request", allowed: Reader.requestKeys, required: ["method", "path"])
            let response = try object(fields["response"], "\(path).response", allowed: Reader.responseKeys, required: ["status"])
            var operation: OperationReference?
            if let reference = fields["operation"] {
                let text = try string(reference, "\(path).operation")
                let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw fail("\(path).operation", .cassetteExpectedOperation) }
                operation = OperationReference(protocolID: parts[0], operation: parts[1])
            }
            var verdict: ExchangeVerdict?
            if let verdictValue = fields["verdict"] {
                let v = try object(
                    verdictValue, "\(path).verdict", allowed: Reader.verdictKeys, required: ["request", "response"])
                let requestText = try string(v["request"], "\(path).verdict.request")
                let responseText = try string(v["response"], "\(path).verdict.response")
                verdict = ExchangeVerdict(
                    requestConforms: requestText == "conformant", responseConforms: responseText == "conformant",
                    errors: try v["errors"].map { value throws(CassetteError) in try int(value, "\(path).verdict.errors") } ?? 0,
                    warnings: try v["warnings"].map { value throws(CassetteError) in try int(value, "\(path).verdict.warnings") } ?? 0)
            }
            let status = try int(response["status"], "\(path).response.status")
            guard (100...599).contains(status) else { throw fail("\(path).response.status", .cassetteNotStatus) }
            return Interaction(
                request: RecordedRequest(
                    method: try string(request["method"], "\(path).request.method"), path: try string(request["path"], "\(path).request.path"),
                    query: try pairs(request["query"], "\(path).request.query"), headers: try pairs(request["headers"], "\(path).request.headers"),
                    body: try body(request["body"], "\(path).request.body"),
                    upstream: try request["upstream"].map { value throws(CassetteError) in
                        let text = try string(value, "\(path).request.upstream")
                        guard UpstreamBase(text) != nil else {
                            throw fail("\(path).request.upstream", .cassetteExpectedURL)
                        }
                        return text
                    }),
                response: RecordedResponse(
                    status: status, headers: try pairs(response["headers"], "\(path).response.headers"),
                    body: try body(response["body"], "\(path).response.body")),
                operation: operation, verdict: verdict, redactions: try redactions(fields["redacted"], "\(path).redacted"))
        }

        /// The locations redaction replaced (`RedactionMarks`): a list of strings, absent in cassettes written before it was recorded.
        func redactions(_ value: BodyValue?, _ path: String) throws(CassetteError) -> [String] {
            guard let value else { return [] }
            guard case .array(let items) = value else { throw fail(path, .cassetteExpectedStrings) }
            var result: [String] = []
            for (index, item) in items.enumerated() { result.append(try string(item, "\(path)[\(index)]")) }
            return result
        }
    }

    // MARK: Writing

    /// Writes the text atomically: a temporary file in the same folder, then a rename.
    ///
    /// A crash at any point leaves either the old file or the new one, never a partial file.
    /// The destination must be a regular file or not exist yet: a device, pipe, socket or folder is
    /// refused (a rename would replace it), and a symbolic link is followed to the regular file it names.
    public static func writeAtomically(_ text: String, to file: String) throws(CassetteError) {
        let url = URL(fileURLWithPath: try regularDestination(file))
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary, options: [.withoutOverwriting])
            if rename(temporary.path, url.path) != 0 {
                let reason = SystemReason.text(errno: errno)
                try? FileManager.default.removeItem(at: temporary)
                throw CassetteError(.cassetteUnwritable, [.plain(file), .localized(reason)], file: file)
            }
        } catch let error as CassetteError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
    }
}

extension CassetteCodec {
    /// The path to replace for a destination: itself when it is a regular file or does not exist, the
    /// file a symbolic link names; throws for anything else.
    static func regularDestination(_ file: String) throws(CassetteError) -> String {
        var info = stat()
        guard lstat(file, &info) == 0 else { return file }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return file
        case S_IFLNK:
            var target = stat()
            if stat(file, &target) != 0 { return file }
            if target.st_mode & S_IFMT == S_IFREG, let resolved = realpath(file, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            throw CassetteError(.cassetteUnwritable, [.plain(file), notRegular], file: file)
        default:
            throw CassetteError(.cassetteUnwritable, [.plain(file), notRegular], file: file)
        }
    }

    static var notRegular: MessageArgument { .localized(MessageID.cassetteNotRegular.localized()) }
}

extension BodyValue {
    /// Whether the value is a string, number, boolean or null.
    public var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }
}
