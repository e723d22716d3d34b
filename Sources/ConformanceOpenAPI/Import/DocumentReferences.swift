import ConformanceKit
import Foundation
import Yams

/// Checks every `$ref` of a document before anything follows them: each must point within the document, at something,
/// and a chain of references must end at a definition rather than come back to where it started.
///
/// A schema may refer to itself through its properties (a tree whose nodes hold nodes): that is a recursive type, which
/// the import maps to a container naming itself. Only references that point at references, round in a circle, describe
/// nothing and are refused.
package enum DocumentReferences {
    /// One `$ref` of the document.
    struct Reference {
        /// Where the mapping holding `$ref` is.
        var source: JSONPointer
        /// The `$ref` text.
        var text: String
        /// The `$ref` value's node, for its position.
        var node: Node
    }

    /// Every problem with the document's references, located at the `$ref` values, in document order.
    package static func check(_ file: OpenAPIDocumentFile) -> [Diagnostic] {
        let references = collect(file.root)
        var diagnostics: [Diagnostic] = []
        var targets: [JSONPointer: JSONPointer] = [:]
        for reference in references {
            guard let target = JSONPointer(reference: reference.text) else {
                diagnostics.append(Diagnostic(.error, .openAPIRefExternal, [.plain(reference.text)], at: file.location(of: reference.node)))
                continue
            }
            guard file.node(at: target) != nil else {
                diagnostics.append(Diagnostic(.error, .openAPIRefDangling, [.plain(reference.text)], at: file.location(of: reference.node)))
                continue
            }
            targets[reference.source] = target
        }
        // A reference chain is a path through `targets`; one that meets a pointer it has passed is a cycle, said once,
        // at the first of its own references in the document.
        let bySource = Dictionary(references.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
        var reported = Set<[JSONPointer]>()
        for reference in references {
            guard targets[reference.source] != nil else { continue }
            var chain: [JSONPointer] = [reference.source]
            var current = reference.source
            while let next = targets[current] {
                if let start = chain.firstIndex(of: next) {
                    let cycle = Array(chain[start...])
                    if reported.insert(cycle.sorted()).inserted,
                        let first = cycle.compactMap({ bySource[$0] }).min(by: { file.location(of: $0.node) < file.location(of: $1.node) })
                    {
                        let names = MessageArgument.plain(cycle.map(\.description).joined(separator: " → "))
                        diagnostics.append(Diagnostic(.error, .openAPIRefCycle, [.plain(first.text), names], at: file.location(of: first.node)))
                    }
                    break
                }
                chain.append(next)
                current = next
            }
        }
        return diagnostics.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }

    /// The keys whose values are data rather than OpenAPI objects: a `$ref` in them is a value, not a reference.
    static let dataKeys: Set<String> = ["example", "default", "enum", "const"]

    /// Every `$ref` of the tree, in document order, without descending into examples, defaults and extensions.
    static func collect(_ root: Node) -> [Reference] {
        var found: [Reference] = []
        var stack: [(node: Node, pointer: JSONPointer, inExamples: Bool)] = [(root, .root, false)]
        while let (node, pointer, inExamples) = stack.popLast() {
            switch node {
            case .mapping(let mapping):
                if let reference = mapping["$ref"], let text = reference.scalar?.string {
                    found.append(Reference(source: pointer, text: text, node: reference))
                }
                var children: [(Node, JSONPointer, Bool)] = []
                for (key, value) in mapping {
                    guard let name = key.scalar?.string, name != "$ref", !dataKeys.contains(name), !name.hasPrefix("x-") else { continue }
                    // An Example object's `value` (under a map named `examples`) is data; a schema's `examples` list too.
                    if inExamples && name == "value" { continue }
                    if name == "examples", case .sequence = value { continue }
                    children.append((value, pointer.appending(name), false))
                }
                // Children of an `examples` map are Example objects (or references to them).
                if pointer.last == "examples" { children = children.map { ($0.0, $0.1, true) } }
                stack.append(contentsOf: children.reversed())
            case .sequence(let sequence):
                for (index, item) in sequence.enumerated().reversed() { stack.append((item, pointer.appending(String(index)), false)) }
            default:
                break
            }
        }
        return found
    }
}
