import ConformanceTestSupport
import Foundation
import Testing

/// Rooms lean one way: inside ConformanceKit and inside ConformanceEngine, each folder (a room) uses only what the rooms
/// of lower layers declare, so no two rooms use each other (docs/rooms.md).
///
/// The graph is read from the sources: a room declares its top-level types, functions and constants, and the members its
/// extensions add to another room's types; it uses a name another room declares when its code (comments and string
/// literals left out) spells it. A `*Messages.swift` file is a page of the message catalogue, so it counts as
/// `Diagnostics` wherever it lies. What the reading cannot see: a member added by an extension and called on a value
/// whose type the code does not spell, when another member of the same name and first label exists.
@Suite struct RoomRuleTests {
    /// ConformanceKit's rooms, bottom to top: a room uses rooms of lower layers only, none of its own layer.
    static let kitLayers: [[String]] = [
        ["Diagnostics", "(root)"],
        ["Body"],
        ["Message", "Card"],
        ["Spec"],
        ["Routing"],
        ["Check"],
        ["SpecLoading", "Fixture"],
        ["Sensitive"],
        ["Cassette"],
        ["Report"],
    ]

    /// ConformanceEngine's rooms, bottom to top (over the whole Kit, a target below them all).
    static let engineLayers: [[String]] = [
        ["Diagnostics", "(root)"],
        ["Outbound"],
        ["Scenario"],
        ["Client", "Diff"],
        ["Explore", "Drift", "Lint"],
        ["SandboxFacts"],
    ]

    /// Uses that go up or sideways and may stay, keyed like `ConformanceKit: Body -> Report`, with the reason.
    ///
    /// Empty: every use goes down.
    static let allowed: [String: String] = [:]

    /// One Swift file: its room and its code (comments and string literals left out, interpolated code kept).
    struct Source {
        var room: String
        var code: String
        /// Every word of the code, to skip quickly what cannot match.
        var words: Set<Substring>

        init(room: String, text: String) {
            self.room = room
            code = RoomRuleTests.code(text)
            words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
    }

    /// Which rooms each room uses, and through which names.
    typealias Graph = [String: [String: Set<String>]]

    /// The sources of one target, each in its room: the first folder under the target (`(root)` for a file at its top).
    static func sources(target: String, root: String = TestSupport.repositoryRoot) throws -> [Source] {
        let base = root + "/Sources/" + target
        return try FileManager.default.subpathsOfDirectory(atPath: base).filter { $0.hasSuffix(".swift") }.sorted().map { item in
            let parts = item.split(separator: "/")
            let room = item.hasSuffix("Messages.swift") ? "Diagnostics" : parts.count > 1 ? String(parts[0]) : "(root)"
            return Source(room: room, text: try String(contentsOfFile: base + "/" + item, encoding: .utf8))
        }
    }

    /// The text without comments and string literals; the code inside an interpolation (`\(…)`) stays.
    static func code(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        func starts(_ word: String, at position: Int) -> Bool {
            let word = Array(word.utf8)
            return position + word.count <= bytes.count && Array(bytes[position..<position + word.count]) == word
        }
        /// Copies code up to an unmatched `)` (the end of an interpolation) when `nested`, else to the end.
        func copyCode(nested: Bool) {
            var depth = 0
            while index < bytes.count {
                if starts("//", at: index) {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if starts("/*", at: index) {
                    var level = 0
                    repeat {
                        if starts("/*", at: index) {
                            level += 1
                            index += 2
                        } else if starts("*/", at: index) {
                            level -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    } while level > 0 && index < bytes.count
                    out.append(UInt8(ascii: " "))
                } else if let hashes = literalStart(at: index) {
                    skipLiteral(hashes: hashes)
                } else {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") {
                        if nested && depth == 0 {
                            index += 1
                            return
                        }
                        depth -= 1
                    }
                    out.append(byte)
                    index += 1
                }
            }
        }
        /// The number of `#` opening a string literal at `position`, or nil when none opens there.
        func literalStart(at position: Int) -> Int? {
            var end = position
            while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
            return end < bytes.count && bytes[end] == UInt8(ascii: "\"") ? end - position : nil
        }
        /// Skips a string literal (its interpolations copied as code), leaving a space in its place.
        func skipLiteral(hashes: Int) {
            let pounds = String(repeating: "#", count: hashes)
            index += hashes
            let quote = starts("\"\"\"", at: index) ? "\"\"\"" : "\""
            index += quote.count
            out.append(UInt8(ascii: " "))
            while index < bytes.count {
                if starts(quote + pounds, at: index) {
                    index += quote.count + hashes
                    return
                } else if starts("\\" + pounds + "(", at: index) {
                    index += hashes + 2
                    out.append(UInt8(ascii: " "))
                    copyCode(nested: true)
                    out.append(UInt8(ascii: " "))
                } else if starts("\\" + pounds, at: index) {
                    index += hashes + 2
                } else {
                    index += 1
                }
            }
        }
        copyCode(nested: false)
        return String(decoding: out, as: UTF8.self)
    }

    static func regex(_ pattern: String) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        } catch {
            fatalError("RoomRuleTests: a pattern of its own does not compile: \(pattern)")
        }
    }

    static func matches(_ pattern: NSRegularExpression, in text: String) -> [[String?]] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    static let attributes = #"(?:@\w+(?:\([^)\n]*\))?\s+)*"#
    /// A top-level declaration another file can use (private and fileprivate ones cannot).
    static let topLevel = regex(
        "^" + attributes + #"(?:(?:public|package|internal|final|indirect|nonisolated)\s+)*"#
            + #"(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+(\w+)"#)
    static let extensionStart = regex(#"^(?:(?:public|package|internal)\s+)?extension\s+([A-Z]\w*)[^{]*\{"#)
    /// A member an extension declares (one level in), with its first argument label.
    static let extensionMember = regex(
        "^    " + attributes + #"(?:(?:public|package|internal|static|mutating|nonisolated|convenience)\s+)*"#
            + #"(func|var|let)\s+(\w+)\s*(?:\(\s*(\w+))?"#)
    /// Any member, local or case declaration, to tell whether a name and first label is declared once.
    static let anyMember = regex(#"^[ \t]+(?:[@\w()]+\s+)*?(?:func|var|let|case)\s+(\w+)\s*(?:\(\s*(\w+))?"#)
    static let caseList = regex(#"^[ \t]+case\s+(\w+(?:\s*,\s*\w+)+)\s*$"#)
    static let identifier = regex(#"(?<![.\w])([A-Za-z_]\w*)(\s*\()?"#)

    /// The room graph of a target's sources.
    static func graph(_ sources: [Source]) -> Graph {
        var declared: [String: String] = [:]
        for source in sources {
            for match in matches(topLevel, in: source.code) { if let name = match[1] { declared[name] = declared[name] ?? source.room } }
        }
        var graph: Graph = [:]
        for source in sources {
            for match in matches(identifier, in: source.code) {
                guard let name = match[1], let room = declared[name], room != source.room else { continue }
                // A lower-case name is a function's only when called: a local variable may share it.
                if name.first!.isLowercase, match[2] == nil { continue }
                graph[source.room, default: [:]][room, default: []].insert(name)
            }
        }
        // Members an extension adds to another room's type belong to the extension's room.
        var declarations: [String: Int] = [:]
        for source in sources {
            for match in matches(anyMember, in: source.code) { declarations[(match[1] ?? "") + "(" + (match[2] ?? ""), default: 0] += 1 }
            for match in matches(caseList, in: source.code) {
                for name in (match[1] ?? "").split(separator: ",") {
                    declarations[name.trimmingCharacters(in: .whitespaces) + "(", default: 0] += 1
                }
            }
        }
        for source in sources {
            for (type, body) in extensions(in: source.code) where declared[type] != nil && declared[type] != source.room {
                for match in matches(extensionMember, in: body) {
                    guard let kind = match[1], let name = match[2] else { continue }
                    let label = match[3] ?? ""
                    var patterns = ["\\b\(type)\\.\(name)\\b"]
                    if declarations[name + "(" + label] == 1 {
                        if kind != "func" {
                            patterns.append("\\.\(name)\\b")
                        } else if label.isEmpty || label == "_" {
                            patterns.append("(?<!func )\\b\(name)\\(")
                        } else {
                            patterns.append("(?<!func )\\b\(name)\\(\\s*\(label)\\s*:")
                        }
                    }
                    let use = regex(patterns.joined(separator: "|"))
                    for user in sources where user.room != source.room && user.words.contains(Substring(name)) {
                        guard !matches(use, in: user.code).isEmpty else { continue }
                        graph[user.room, default: [:]][source.room, default: []].insert("\(type).\(name)")
                    }
                }
            }
        }
        return graph
    }

    /// Each top-level extension of a file: the type it extends and its body.
    static func extensions(in code: String) -> [(type: String, body: String)] {
        let utf8 = Array(code.utf8)
        return extensionStart.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let typeRange = Range(match.range(at: 1), in: code), let whole = Range(match.range, in: code) else { return nil }
            let start = code.utf8.distance(from: code.utf8.startIndex, to: whole.upperBound)
            var end = start
            var depth = 1
            while end < utf8.count, depth > 0 {
                if utf8[end] == UInt8(ascii: "{") { depth += 1 }
                if utf8[end] == UInt8(ascii: "}") { depth -= 1 }
                end += 1
            }
            return (String(code[typeRange]), String(decoding: utf8[start..<end], as: UTF8.self))
        }
    }

    /// Each use that does not go down a layer (`A -> B: names`), and each room the layers leave out.
    static func offences(_ graph: Graph, layers: [[String]], rooms: Set<String>) -> [String] {
        var layer: [String: Int] = [:]
        for (index, names) in layers.enumerated() { for name in names { layer[name] = index } }
        var result = rooms.subtracting(layer.keys).sorted().map { "\($0): a room no layer names" }
        for (user, used) in graph.sorted(by: { $0.key < $1.key }) {
            for (room, names) in used.sorted(by: { $0.key < $1.key }) {
                guard let from = layer[user], let to = layer[room], to >= from else { continue }
                result.append("\(user) -> \(room): \(names.sorted().joined(separator: ", "))")
            }
        }
        return result
    }

    /// The pairs of rooms that use each other.
    static func twoWayPairs(_ graph: Graph) -> [String] {
        graph.keys.sorted().flatMap { room in
            (graph[room] ?? [:]).keys.sorted().filter { room < $0 && graph[$0]?[room] != nil }.map { "\(room) <-> \($0)" }
        }
    }

    @Test(arguments: [("ConformanceKit", kitLayers), ("ConformanceEngine", engineLayers)])
    func roomsLeanOneWay(target: String, layers: [[String]]) throws {
        let sources = try Self.sources(target: target)
        // A rule that read nothing would pass: the two targets hold well over fifty files each.
        #expect(sources.count > 50, "\(target): only \(sources.count) source files read")
        let graph = Self.graph(sources)
        #expect(Self.twoWayPairs(graph) == [], "\(target): rooms that use each other")
        let offences = Self.offences(graph, layers: layers, rooms: Set(sources.map(\.room)))
        for offence in offences where Self.allowed["\(target): " + String(offence.prefix { $0 != ":" })] == nil {
            Issue.record(
                """
                \(target): \(offence); a room uses rooms of lower layers only (docs/rooms.md): move the type, or the member \
                that points up (an extension in the higher room), or place the new room in RoomRuleTests' layers
                """)
        }
        for key in Self.allowed.keys.sorted() where key.hasPrefix(target + ": ") {
            let pair = key.dropFirst(target.count + 2)
            if !offences.contains(where: { $0.hasPrefix(pair + ":") }) {
                Issue.record("\(key) now goes down: remove it from RoomRuleTests.allowed")
            }
        }
    }

    @Test func theRuleSeesAUseThatGoesUp() {
        var sources = [
            Source(room: "Low", text: "package struct Value {}\nfunc helper(_ x: Int) -> Int { x }\n"),
            Source(
                room: "High",
                text: """
                    /// Reads a `Value`.
                    package struct Reader { let value: Value; let n = helper(1) }
                    extension Value {
                        package static func read(from text: String) -> Value { Value() }
                        var shown: String { "" }
                    }
                    """),
            Source(room: "Low", text: "let a = \"Reader\" // Reader\nlet b = \"\\(1) Reader\" /* Reader */\nlet helper = 2\n"),
        ]
        let layers = [["Low"], ["High"]]
        #expect(Self.graph(sources) == ["High": ["Low": ["Value", "helper"]]])
        #expect(Self.offences(Self.graph(sources), layers: layers, rooms: ["Low", "High"]) == [])

        // A type of the higher room, and a member its extension adds to a lower type, used from the lower room.
        sources.append(Source(room: "Low", text: "let r: Reader? = nil\nlet v = Value.read(from: \"\\(Reader.self)\")\nlet s = v.shown\n"))
        let graph = Self.graph(sources)
        #expect(graph["Low"] == ["High": ["Reader", "Value.read", "Value.shown"]])
        #expect(Self.twoWayPairs(graph) == ["High <-> Low"])
        #expect(Self.offences(graph, layers: layers, rooms: ["Low", "High"]) == ["Low -> High: Reader, Value.read, Value.shown"])
        // Rooms of one layer may not use each other either, and a room must have a layer.
        #expect(Self.offences(graph, layers: [["Low", "High"]], rooms: ["Low", "High", "New"]).count == 3)
    }

    @Test func codeLeavesCommentsAndLiteralsOut() {
        #expect(Self.code(#"a("x(", "\(b("y)")) z") // c"#).replacingOccurrences(of: " ", with: "") == "a(,b())")
        #expect(Self.code("a /* b /* c */ d */ e\n\"\"\"\nf \"g\"\n\"\"\" h").split(separator: " ").joined() == "ae\nh")
        #expect(Self.code(##"#"a "\(b)" \#(c)"# d"##).split(separator: " ").joined() == "cd")
    }
}
