import Foundation
import Yams

/// How an operation of a document is named in the spec: its `operationId`, else its method and path.
///
/// The name is also the operation file's name, so it keeps to letters, digits, `-`, `_` and `.`; the import, the
/// check of the document's examples and the diff all name operations this way, so they meet on the same IDs.
package enum OperationNaming {
    /// The characters an operation ID keeps.
    static let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))

    /// The spec's operation ID for an operation, and whether it differs from the document's `operationId`.
    package static func operationID(operationId: String?, method: String, path: String) -> (id: String, renamed: Bool) {
        if let operationId, !operationId.isEmpty {
            let cleaned = clean(operationId)
            return (cleaned, cleaned != operationId)
        }
        return (fromPath(method: method, path: path), false)
    }

    /// `get` `/pets/{petId}/photos` → `getPetsByPetIdPhotos`.
    static func fromPath(method: String, path: String) -> String {
        var name = method.lowercased()
        for segment in path.split(separator: "/") {
            var text = String(segment)
            var prefix = ""
            if text.hasPrefix("{"), text.hasSuffix("}") {
                text = String(text.dropFirst().dropLast())
                prefix = "By"
            }
            let words = text.components(separatedBy: allowed.subtracting(CharacterSet(charactersIn: "-_.")).inverted).filter { !$0.isEmpty }
            name += prefix + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        return name
    }

    /// The name with every character outside ``allowed`` made a `-` (ASCII letters and digits only), never empty.
    static func clean(_ name: String) -> String {
        let mapped = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && allowed.contains(scalar) ? Character(scalar) : "-"
        }
        let text = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return text.isEmpty ? "operation" : text
    }
}

extension OperationNaming {
    /// One operation of a document, named.
    package struct DocumentOperation {
        /// The spec's operation ID (unique in the document: a repeated name gets `-2`, `-3`…).
        package var id: String
        /// The upper-case method.
        package var method: String
        /// The path template.
        package var path: String
        /// The operation object, and where it is.
        package var node: Node
        package var pointer: JSONPointer
        /// The path item holding it, and where it is.
        package var item: Node
        package var itemPointer: JSONPointer
        /// The document's `operationId` when the spec names the operation otherwise.
        package var renamedFrom: String?
        /// Whether the spec format has the method (GET, POST, PUT, PATCH, DELETE).
        package var supported: Bool
    }

    /// The methods of a path item, in the order they are read.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
    /// The methods an operation of the spec may have.
    static let specMethods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// Every operation of the document's `paths`, in document order (path items, then methods in a fixed order),
    /// named as the import names them.
    package static func operations(_ file: OpenAPIDocumentFile) -> [DocumentOperation] {
        guard case .mapping(let paths)? = file.root["paths"] else { return [] }
        var result: [DocumentOperation] = []
        var taken = Set<String>()
        for (key, value) in paths {
            guard let path = key.scalar?.string, path.hasPrefix("/") else { continue }
            var item = value
            var itemPointer = JSONPointer(tokens: ["paths", path])
            var seen = Set<JSONPointer>()
            while let reference = item["$ref"]?.scalar?.string, let target = JSONPointer(reference: reference), seen.insert(target).inserted,
                let next = file.node(at: target)
            {
                item = next
                itemPointer = target
            }
            for method in methods {
                guard let node = item[method] else { continue }
                let operationId = node["operationId"]?.scalar?.string
                let named = operationID(operationId: operationId, method: method, path: path)
                let supported = specMethods.contains(method.uppercased())
                var id = named.id
                if supported {
                    var index = 2
                    while taken.contains(id) {
                        id = "\(named.id)-\(index)"
                        index += 1
                    }
                    taken.insert(id)
                }
                let renamed = operationId.flatMap { $0 == id ? nil : $0 } ?? (id == named.id ? nil : named.id)
                result.append(
                    DocumentOperation(
                        id: id, method: method.uppercased(), path: path, node: node, pointer: itemPointer.appending(method), item: item,
                        itemPointer: itemPointer, renamedFrom: renamed, supported: supported))
            }
        }
        return result
    }
}
