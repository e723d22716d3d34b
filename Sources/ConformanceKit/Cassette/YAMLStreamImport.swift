import Foundation
import Yams

/// Imports a Ruby VCR or vcrpy cassette item by item.
///
/// A first pass cuts the file into lines and keeps only its outline (the lines outside the interactions: `version`,
/// `recorded_with`…), which is composed and checked as the whole file would be (the format, the version, tags). A
/// second pass composes each item alone with the same strict reading (tags refused, aliases counted against the same
/// allowance, shared by the whole file), with line numbers moved to the file's, converts it and hands it over.
struct YAMLStreamImport {
    let context: ImportContext
    let source: ImportSource
    let chunkSize: Int
    /// The outline's bytes before and after the list, and where the part after it starts.
    var head: [UInt8] = []
    var headLines = 0
    var tail: [UInt8] = []
    var tailStart = 0
    var bytes = 0
    var key = ""
    var budget = 0

    /// The most outline kept before the file is read whole instead.
    static let outlineLimit = 4 << 20

    init(context: ImportContext, source: ImportSource, chunkSize: Int) {
        self.context = context
        self.source = source
        self.chunkSize = chunkSize
    }

    var isPython: Bool { context.format == .vcrpy }

    mutating func run(
        restart: () throws(CassetteError) -> Void, _ body: (Int, Interaction, String?) throws(CassetteError) -> Void
    ) throws(CassetteError) -> CassetteImporter.Summary {
        guard try outline() else { return try whole(body) }
        var delivered = false
        let streamed = try items { index, interaction, baseURL throws(CassetteError) in
            delivered = true
            try body(index, interaction, baseURL)
        }
        if let streamed { return streamed }
        if delivered { try restart() }
        return try whole(body)
    }

    /// Reads the file whole, as before streaming.
    func whole(_ body: (Int, Interaction, String?) throws(CassetteError) -> Void) throws(CassetteError) -> CassetteImporter.Summary {
        let data = try source.whole(context)
        guard !data.isEmpty else { throw ImportSource.empty(context) }
        guard let text = String(data: data, encoding: .utf8) else { throw notUTF8() }
        if let site = YAMLValueCount.overflow(text, limit: InputLimits.importWhole.maxNodes) {
            throw context.tooManyValues(
                MessageID.limitImportReadWhole.localized(), limit: InputLimits.importWhole.maxNodes,
                name: "InputLimits.importWhole.maxNodes", line: site.line, column: site.column)
        }
        return try CassetteImporter.deliver(try YAMLCassetteImport(context: context, text: text).cassette(), body)
    }

    func notUTF8() -> CassetteError {
        context.fail(.file, .importNotUTF8)
    }

    /// The first pass: keeps the outline and checks it; false when the file must be read whole.
    mutating func outline() throws(CassetteError) -> Bool {
        var splitter = YAMLItemSplitter()
        var cutter = LineCutter(context: context)
        var items = 0
        var head: [UInt8] = []
        var tail: [UInt8] = []
        var headLines = 0
        var tailStart = 0
        var bytes = 0
        var tooLarge = false
        let limit = Self.outlineLimit
        func take(_ line: ArraySlice<UInt8>, _ number: Int) {
            switch splitter.place(line, number: number) {
            case .outline:
                head += line
                headLines += 1
                if head.count > limit { tooLarge = true }
            case .itemStart:
                items += 1
            case .item:
                break
            case .trailer:
                if tailStart == 0 { tailStart = number }
                tail += line
                if tail.count > limit { tooLarge = true }
            }
        }
        try source.chunks(size: chunkSize, context) { chunk throws(CassetteError) in
            bytes += chunk.count
            guard !tooLarge, splitter.unsupported == nil else {
                if bytes > InputLimits.importWhole.maxBodyBytes { throw context.wholeTooLarge() }
                return
            }
            try cutter.feed(chunk) { line, number throws(CassetteError) in take(line, number) }
        }
        guard bytes > 0 else { throw ImportSource.empty(context) }
        if !tooLarge, splitter.unsupported == nil { try cutter.finish { line, number throws(CassetteError) in take(line, number) } }
        guard !tooLarge, splitter.unsupported == nil, items > 0, let key = splitter.key else { return false }
        self.head = head
        self.headLines = headLines
        self.tail = tail
        self.tailStart = tailStart == 0 ? headLines + 1 : tailStart
        self.bytes = bytes
        self.key = key
        return try checkOutline()
    }

    /// Composes and checks the outline as the whole file's reading would; false when it must be read whole.
    mutating func checkOutline() throws(CassetteError) -> Bool {
        guard let text = String(validating: head + tail, as: UTF8.self) else { throw notUTF8() }
        let reader = YAMLCassetteImport(context: context, text: text, lines: LineMap(head: headLines, resume: tailStart))
        let root: Node
        do {
            if let site = YAMLValueCount.overflow(text, limit: InputLimits.importItemValues) {
                let subject = MessageID.limitImportOutside.localized()
                throw context.tooManyValues(
                    subject, limit: InputLimits.importItemValues, name: "InputLimits.importItemValues", line: reader.lines.map(site.line),
                    column: site.column)
            }
            guard let composed = try Yams.compose(yaml: text, .basic) else { return false }
            root = composed
        } catch {
            // A syntax error in the outline: the whole reading says it, with its own positions.
            return false
        }
        let limit = YAMLCassetteImport.expansionBudget(bytes: bytes, allowance: YAMLCassetteImport.nodeBudget)
        budget = YAMLCassetteImport.nodeBudget + text.utf8.count
        if let (node, path) = reader.forbiddenTag(in: root, budget: &budget) { throw reader.tagError(node, path.joined()) }
        if budget < 0 { throw Self.aliasError(reader, root, limit: limit, bytes: bytes) }
        let top = try reader.mapping(root, "", parent: nil)
        let (wanted, other, otherFormat) =
            isPython ? ("interactions", "http_interactions", CassetteImportFormat.vcr) : ("http_interactions", "interactions", .vcrpy)
        guard key == wanted else {
            throw reader.fail(root, "", .importOtherFormat, ["\(wanted)", "\(other)", "\(otherFormat.label)", "\(otherFormat.rawValue)"])
        }
        guard let list = YAMLCassetteImport.value(key, in: top), YAMLCassetteImport.isNull(list) else { return false }
        if isPython { try reader.checkVersion(root) }
        return true
    }

    static func aliasError(_ reader: YAMLCassetteImport, _ node: Node, limit: Int, bytes: Int) -> CassetteError {
        reader.fail(node, "", .importAliases, ["\(limit)", "\(bytes)"])
    }

    /// The second pass: each item composed, checked, converted and handed over; nil when an item cannot be read alone
    /// (the file must then be read whole).
    mutating func items(_ body: (Int, Interaction, String?) throws(CassetteError) -> Void) throws(CassetteError) -> CassetteImporter.Summary? {
        var splitter = YAMLItemSplitter()
        var cutter = LineCutter(context: context)
        var item: [UInt8] = []
        var itemLine = 0
        var count = 0
        var baseURL: String?
        var recordedAt: String?
        var wantsWhole = false
        let limit = YAMLCassetteImport.expansionBudget(bytes: bytes, allowance: YAMLCassetteImport.nodeBudget)
        var budget = self.budget
        let (context, key, isPython, bytes) = (self.context, self.key, self.isPython, self.bytes)
        func flush() throws(CassetteError) {
            guard !item.isEmpty else { return }
            defer { item.removeAll(keepingCapacity: item.capacity <= 1 << 22) }
            guard let text = String(validating: item, as: UTF8.self) else {
                throw context.fail(.file, .importNotUTF8)
            }
            let reader = YAMLCassetteImport(context: context, text: text, lines: LineMap(offset: itemLine - 1))
            if let site = YAMLValueCount.overflow(text, limit: InputLimits.importItemValues) {
                throw context.tooManyValues(
                    MessageID.limitImportInteraction.localized([.plain(String(count)), .plain(String(itemLine))]),
                    limit: InputLimits.importItemValues, name: "InputLimits.importItemValues", line: reader.lines.map(site.line), column: site.column)
            }
            var composed: Node?
            do {
                composed = try Yams.compose(yaml: text, .basic)
            } catch let error as YamlError {
                if Self.needsWholeFile(error) { wantsWhole = true }
                throw reader.yamlError(error)
            } catch {
                throw context.fail(.file, YAMLSyntaxText.detail(error))
            }
            guard let root = composed, case .sequence(let sequence) = root, sequence.count == 1, let node = sequence.first else {
                wantsWhole = true
                throw context.fail(.file, .verbatim("item"))
            }
            budget += item.count
            if let (found, path) = reader.forbiddenTag(in: node, budget: &budget) {
                throw reader.tagError(found, ".\(key)[\(count)]" + path.joined())
            }
            if budget < 0 { throw Self.aliasError(reader, node, limit: limit, bytes: bytes) }
            var interaction: Interaction
            let origin: String
            if isPython {
                (interaction, origin) = try reader.vcrpyItem(node, index: count)
            } else {
                let recorded: String?
                (interaction, origin, recorded) = try reader.vcrItem(node, index: count)
                if count == 0 { recordedAt = recorded }
            }
            if count == 0 {
                baseURL = origin
            } else if origin != baseURL {
                interaction.request.upstream = origin
            }
            try body(count, interaction, baseURL)
            count += 1
        }
        func take(_ line: ArraySlice<UInt8>, _ number: Int) throws(CassetteError) {
            switch splitter.place(line, number: number) {
            case .itemStart:
                try flush()
                item += line
                itemLine = number
            case .item:
                item += line
                if item.count > InputLimits.interaction.maxBodyBytes { throw context.itemTooLarge(count, line: itemLine, offset: nil) }
            case .outline:
                break
            case .trailer:
                try flush()
            }
        }
        do {
            try source.chunks(size: chunkSize, context) { chunk throws(CassetteError) in try cutter.feed(chunk, take) }
            try cutter.finish(take)
            try flush()
        } catch {
            if wantsWhole { return nil }
            throw error
        }
        return CassetteImporter.Summary(count: count, baseURL: baseURL, recordedAt: recordedAt ?? Cassette.timestamp())
    }

    /// An item that libyaml reads only as part of the whole file: an alias whose anchor is in another item, or a quoted
    /// scalar whose continuation lines are not indented (accepted by libyaml, so cut wrongly by the splitter).
    static func needsWholeFile(_ error: YamlError) -> Bool {
        switch error {
        case .composer(_, let problem, _, _):
            return problem.contains("undefined alias")
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _):
            return (context?.text ?? "").contains("quoted scalar") || problem.contains("quoted scalar")
        default:
            return false
        }
    }
}
