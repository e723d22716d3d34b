import ConformanceKit
import Foundation
import Yams

/// One request or response example of an OpenAPI document: which message it shows, and where its value is.
package struct DocumentExample: @unchecked Sendable {
    // @unchecked: the value is a node of Yams' immutable tree, only read.

    /// The operation, as the import names it.
    package var operation: String
    /// `nil` for the request, else the response's status key (`200`, `4xx`, `default`).
    package var status: String?
    /// The example's name (its key in `examples`, or `example`).
    package var name: String
    /// The media type it is given for.
    package var mediaType: String
    /// Where its value is (after following a `$ref` to `components/examples`).
    package var pointer: JSONPointer
    /// The value.
    package var value: Node

    /// The message an example shows, in words: `post-authorise request`, `post-authorise response 200`.
    package var message: LocalizedText {
        guard let status else { return MessageID.openAPIExampleRequest.localized([.plain(operation)]) }
        return MessageID.openAPIExampleResponse.localized([.plain(operation), .plain(status)])
    }

    /// Every request and response example of the document, for the media type the import takes for each message, in
    /// document order; `skipped` holds the notes about examples kept in other files (`externalValue`).
    package static func all(in file: OpenAPIDocumentFile) -> (examples: [DocumentExample], skipped: [Diagnostic]) {
        var examples: [DocumentExample] = []
        var skipped: [Diagnostic] = []
        func resolved(_ node: Node, _ pointer: JSONPointer) -> (Node, JSONPointer) {
            var (node, pointer) = (node, pointer)
            var seen = Set<JSONPointer>()
            while let reference = node["$ref"]?.scalar?.string, let target = JSONPointer(reference: reference), seen.insert(target).inserted,
                let next = file.node(at: target)
            {
                (node, pointer) = (next, target)
            }
            return (node, pointer)
        }
        func collect(_ content: Node?, at pointer: JSONPointer, operation: String, status: String?) {
            guard let media = DocumentImporter.preferredMedia(content) else { return }
            let mediaPointer = pointer.appending(media.type)
            if let value = media.node["example"] {
                examples.append(
                    DocumentExample(
                        operation: operation, status: status, name: "example", mediaType: media.type, pointer: mediaPointer.appending("example"),
                        value: value))
            }
            guard case .mapping(let map)? = media.node["examples"] else { return }
            for (key, entry) in map {
                guard let name = key.scalar?.string else { continue }
                let (example, place) = resolved(entry, mediaPointer.appending(["examples", name]))
                if let value = example["value"] {
                    examples.append(
                        DocumentExample(
                            operation: operation, status: status, name: name, mediaType: media.type, pointer: place.appending("value"), value: value))
                } else if example["externalValue"] != nil {
                    skipped.append(Diagnostic(.note, .openAPIExternalExample, [.plain(name)], at: file.location(place.appending("externalValue"))))
                }
            }
        }
        for operation in OperationNaming.operations(file) where operation.supported {
            if let body = operation.node["requestBody"] {
                let (request, place) = resolved(body, operation.pointer.appending("requestBody"))
                collect(request["content"], at: place.appending("content"), operation: operation.id, status: nil)
            }
            guard case .mapping(let responses)? = operation.node["responses"] else { continue }
            for (key, value) in responses {
                guard let text = key.scalar?.string, let status = ResponseStatus(text.lowercased()) else { continue }
                let (response, place) = resolved(value, operation.pointer.appending(["responses", text]))
                collect(response["content"], at: place.appending("content"), operation: operation.id, status: status.description)
            }
        }
        return (examples, skipped)
    }
}
