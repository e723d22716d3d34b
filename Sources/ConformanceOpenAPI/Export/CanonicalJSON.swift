import ConformanceKit
import Foundation

/// Writes an encoded document with a stable order, indented.
///
/// Swift dictionaries (vendor extensions, free-form values) encode in a different order on every run; the members
/// of an object are therefore sorted by key, except where order is meaning: the properties of a schema (XML element
/// order, the reading order of a field table), and the document's `paths` and response maps, which the exporter
/// built in order.
enum CanonicalJSON {
    /// The keys whose object value keeps its members' order.
    static let ordered: Set<String> = ["properties", "paths", "responses"]

    /// The value's JSON, indented, in a stable order.
    static func format(_ value: BodyValue) -> Data {
        Data((canonical(value, keepOrder: false).prettyJSONText + "\n").utf8)
    }

    static func canonical(_ value: BodyValue, keepOrder: Bool) -> BodyValue {
        switch value {
        case .object(let members):
            // A map the exporter ordered holds schemas, path items or responses: their own members are sorted again.
            let children = members.map { BodyMember($0.key, canonical($0.value, keepOrder: !keepOrder && ordered.contains($0.key))) }
            return .object(keepOrder ? children : children.sorted { $0.key < $1.key })
        case .array(let items): return .array(items.map { canonical($0, keepOrder: false) })
        default: return value
        }
    }
}
