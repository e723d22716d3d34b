import ConformanceKit
import Foundation
import Yams

/// How client traffic values compare with the values a case names.
package enum ClientMatch {
    /// A value as compared: card numbers and amounts written with spaces match their digits.
    package static func normalised(_ value: String) -> String {
        let compact = value.filter { $0 != " " && $0 != "-" }
        return compact.allSatisfy(\.isNumber) && !compact.isEmpty ? compact : value
    }

    /// Whether a dotted path ends with the dotted `suffix` (whole components only).
    package static func path(_ path: String, endsWith suffix: String) -> Bool {
        path == suffix || path.hasSuffix("." + suffix)
    }

    /// Every scalar leaf of a value, with its dotted path (list items keep their list's path).
    package static func leaves(_ value: BodyValue?, prefix: String = "") -> [(path: String, value: String)] {
        guard let value else { return [] }
        switch value {
        case .object(let members):
            return members.flatMap { leaves($0.value, prefix: prefix.isEmpty ? $0.key : prefix + "." + $0.key) }
        case .array(let items):
            return items.flatMap { leaves($0, prefix: prefix) }
        case .null:
            return []
        default:
            return value.lexicalText.map { [(prefix, $0)] } ?? []
        }
    }

    /// The value at a dotted path from the root of a body, when it is a scalar.
    package static func value(_ body: BodyValue?, at path: String) -> String? {
        var current = body
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current?.lexicalText
    }
}
