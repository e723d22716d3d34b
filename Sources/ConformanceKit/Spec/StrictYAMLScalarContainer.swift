import Foundation
import Yams

/// One scalar.
struct StrictYAMLScalarContainer: SingleValueDecodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    let state: StrictYAMLState

    func decodeNil() -> Bool { YAMLReader.isNull(node) }

    func text() throws -> String {
        guard case .scalar(let scalar) = node else {
            throw state.fail(.wrongNodeKind, [.plain(state.context(codingPath)), YAMLReader.aScalar], at: node)
        }
        return scalar.string
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try text() {
        case "true": return true
        case "false": return false
        case let other: throw state.fail(.notABoolean, [.plain(other), .plain(state.context(codingPath))], at: node)
        }
    }

    func decode(_ type: String.Type) throws -> String { try text() }

    func number<T>(_ parse: (String) -> T?) throws -> T {
        let text = try text()
        guard let value = parse(text) else { throw state.fail(.notANumber, [.plain(text), .plain(state.context(codingPath))], at: node) }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double { try number { Double($0) } }
    func decode(_ type: Float.Type) throws -> Float { try number { Float($0) } }
    func decode(_ type: Int.Type) throws -> Int { try number { Int($0) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try number { Int8($0) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try number { Int16($0) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try number { Int32($0) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try number { Int64($0) } }
    func decode(_ type: UInt.Type) throws -> UInt { try number { UInt($0) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try number { UInt8($0) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try number { UInt16($0) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try number { UInt32($0) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try number { UInt64($0) } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: StrictYAMLNodeDecoder(node: node, codingPath: codingPath, state: state))
    }
}
