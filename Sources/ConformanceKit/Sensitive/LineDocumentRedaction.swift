import Foundation

/// A JSON or XML document written at the end of a log line (`… body: {"cvv": "737", "note": "a b"}`), which
/// splitting the line into words would cut apart.
extension Redactor {
    /// The line split where a JSON or XML document starts, with that document redacted as one text; nil when
    /// the line holds none or nothing in it changed.
    func redactTrailingDocument(_ line: String, counter: inout Int) -> (head: String, document: String)? {
        guard let start = line.firstIndex(where: { $0 == "{" || $0 == "[" || $0 == "<" }) else { return nil }
        let document = String(line[start...])
        var replaced = 0
        let redacted = redactText(document, depth: 0, counter: &replaced)
        guard redacted != document else { return nil }
        counter += replaced
        return (String(line[..<start]), redacted)
    }
}
