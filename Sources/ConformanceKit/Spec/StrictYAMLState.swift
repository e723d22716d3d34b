import Foundation
import Yams

/// What every decoder of one reading shares: the diagnostics and the positions.
final class StrictYAMLState {
    var reader: YAMLReader
    let top: String
    var locations: [String: SourceLocation] = [:]
    var checkedMappings: Set<String> = []

    init(reader: YAMLReader, top: String) {
        self.reader = reader
        self.top = top
    }

    /// How a path is named in a message (the file name for the top).
    func context(_ codingPath: [any CodingKey]) -> String {
        let path = StrictYAMLDecoder.path(codingPath)
        return path.isEmpty ? top : path
    }

    func fail(_ id: MessageID, _ arguments: [MessageArgument], at node: Node) -> StrictYAMLStop {
        reader.report(id, arguments, at: node)
        return StrictYAMLStop()
    }
}

/// The key of a list item.
struct StrictYAMLIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
