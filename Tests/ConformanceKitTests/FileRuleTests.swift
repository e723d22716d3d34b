import ConformanceTestSupport
import Foundation
import Testing

/// A file holds the type it is named for.
///
/// A Swift file under `Sources` that declares types declares the one its name spells (before any `+`), with at most two
/// small helpers beside it. Private and fileprivate types are not counted, and a file of extensions alone may take any name.
@Suite struct FileRuleTests {
    /// Files that may break the rule for now, and why.
    static let pending: [String: String] = [:]

    /// The most types a file may declare: the one it is named for and two helpers.
    static let most = 3

    static let typeDeclaration: NSRegularExpression = {
        do {
            return try NSRegularExpression(
                pattern: #"^(?:@\w+(?:\([^)\n]*\))?\s+)*((?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*)"#
                    + #"(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#,
                options: [.anchorsMatchLines])
        } catch {
            fatalError("FileRuleTests: its pattern does not compile")
        }
    }()

    /// The top-level types a file's text declares that other files can use.
    static func types(in text: String) -> [String] {
        let code = RoomRuleTests.code(text)
        return typeDeclaration.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let modifiers = Range(match.range(at: 1), in: code), let name = Range(match.range(at: 2), in: code),
                !code[modifiers].contains("private")
            else { return nil }
            return String(code[name])
        }
    }

    /// What is wrong with a file named `name` (`Foo+Bar.swift`) holding these types; nil when nothing is.
    static func offence(name: String, types: [String]) -> String? {
        guard !types.isEmpty else { return nil }
        let named = String(name.dropLast(".swift".count).prefix { $0 != "+" })
        if !types.contains(named) { return "holds \(types.joined(separator: ", ")) but no \(named)" }
        if types.count > most { return "holds \(types.count) types: \(types.joined(separator: ", "))" }
        return nil
    }

    @Test func aFileHoldsTheTypeItIsNamedFor() throws {
        let root = TestSupport.repositoryRoot
        var offences: [String: String] = [:]
        var read = 0
        for item in try FileManager.default.subpathsOfDirectory(atPath: root + "/Sources") where item.hasSuffix(".swift") {
            read += 1
            let text = try String(contentsOfFile: root + "/Sources/" + item, encoding: .utf8)
            let name = String(item.split(separator: "/").last ?? "")
            if let offence = Self.offence(name: name, types: Self.types(in: text)) { offences["Sources/" + item] = offence }
        }
        #expect(read > 300, "only \(read) source files read under Sources/")
        for (file, offence) in offences.sorted(by: { $0.key < $1.key }) where Self.pending[file] == nil {
            Issue.record("\(file) \(offence): give each type a file named for it (helpers only it uses may stay, two at most)")
        }
        for file in Self.pending.keys.sorted() where offences[file] == nil {
            Issue.record("\(file) follows the rule now: remove it from FileRuleTests.pending")
        }
    }

    @Test func theRuleSeesBothForms() {
        let text = """
            /// A `struct Hidden` in a comment, and one in a literal: "enum Hidden {}".
            package struct Reader {}
            private struct Helper {}
            enum Mode { case a }
            extension Reader { struct Nested {} }
            """
        #expect(Self.types(in: text) == ["Reader", "Mode"])
        #expect(Self.offence(name: "Reader.swift", types: ["Reader", "Mode"]) == nil)
        #expect(Self.offence(name: "Reader+Parsing.swift", types: ["Reader"]) == nil)
        #expect(Self.offence(name: "Readers.swift", types: ["Reader"]) == "holds Reader but no Readers")
        #expect(Self.offence(name: "Reader.swift", types: ["Reader", "A", "B", "C"]) == "holds 4 types: Reader, A, B, C")
        #expect(Self.offence(name: "Reader+Parsing.swift", types: []) == nil)
    }
}
