import Foundation
import Yams

/// Decodes a YAML file into a `Decodable` value as strictly as the spec loader reads specs.
///
/// Every problem is a located diagnostic (`file:line:column`, the field's path, what to do) from ``YAMLReader``: syntax,
/// size, an unknown key (with the closest allowed one), a missing key, a value of the wrong kind. A type's keys are
/// checked when its `CodingKeys` are `CaseIterable`; mappings decoded as dictionaries keep the keys the author chose.
/// Unknown keys are all reported; the first missing key or wrong value ends the reading.
package enum StrictYAMLDecoder {
    /// What reading a file gives: the value (nil when there is an error), the diagnostics and where each field was.
    package struct Result<Value> {
        /// The decoded value, nil when any error was reported.
        package var value: Value?
        /// Every problem found, in file order of discovery.
        package var diagnostics: [Diagnostic]
        /// The position of every decoded value, by its path (`products[2].id`); the file's top is `""`.
        package var locations: [String: SourceLocation]

        /// The position of the value at a path, or the file's first line.
        package func location(_ path: String) -> SourceLocation {
            locations[path] ?? locations[""] ?? SourceLocation(file: "", line: 1, column: 1)
        }
    }

    /// Reads and decodes a file.
    package static func decode<Value: Decodable>(_ type: Value.Type, file: String) -> Result<Value> {
        switch YAMLFile.read(file) {
        case .failure(let diagnostic): Result(value: nil, diagnostics: [diagnostic], locations: [:])
        case .success(let text): decode(type, file: file, text: text)
        }
    }

    /// Decodes a file's text.
    package static func decode<Value: Decodable>(_ type: Value.Type, file: String, text: String) -> Result<Value> {
        var reader = YAMLReader(file: file, text: text)
        guard let root = reader.compose() else { return Result(value: nil, diagnostics: reader.diagnostics, locations: [:]) }
        let state = StrictYAMLState(reader: reader, top: (file as NSString).lastPathComponent)
        var value: Value?
        do {
            value = try Value(from: StrictYAMLNodeDecoder(node: root, codingPath: [], state: state))
        } catch is StrictYAMLStop {
            value = nil
        } catch {
            state.reader.report(.yamlSyntax, [.localized(YAMLSyntaxText.detail(error))], at: root)
        }
        let failed = state.reader.diagnostics.contains { $0.severity == .error }
        return Result(value: failed ? nil : value, diagnostics: state.reader.diagnostics, locations: state.locations)
    }

    /// A path as the diagnostics name it: `products[2].card.brands`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key is StrictYAMLIndex {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

/// Ends a reading after a located error.
struct StrictYAMLStop: Error {}
