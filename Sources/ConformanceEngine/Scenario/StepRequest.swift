import ConformanceKit
import Foundation

/// How a step's request is built.
package struct StepRequest: Sendable, Hashable {
    /// The full URL, when the operation's base and path are not enough.
    package var url: Template?
    /// Values of the operation's `{path}` parameters (by default, the run's values of the same names).
    package var pathParameters: [(name: String, value: Template)]
    /// Query parameters, in order.
    package var query: [(name: String, value: Template)]
    /// Headers, in order.
    package var headers: [(name: String, value: Template)]
    /// The body: JSON-like for json and form operations (strings may hold templates and objects
    /// `$jwe` functions), or one text template for xml and text operations.
    package var body: BodyValue?
    /// A signature to add once the body is built.
    package var signature: RequestSignature?

    /// Creates a request.
    package init(
        url: Template? = nil, pathParameters: [(name: String, value: Template)] = [], query: [(name: String, value: Template)] = [],
        headers: [(name: String, value: Template)] = [], body: BodyValue? = nil, signature: RequestSignature? = nil
    ) {
        self.url = url
        self.pathParameters = pathParameters
        self.query = query
        self.headers = headers
        self.body = body
        self.signature = signature
    }

    /// Compares two requests.
    package static func == (lhs: StepRequest, rhs: StepRequest) -> Bool {
        func same(_ a: [(name: String, value: Template)], _ b: [(name: String, value: Template)]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        }
        return lhs.url == rhs.url && same(lhs.pathParameters, rhs.pathParameters) && same(lhs.query, rhs.query) && same(lhs.headers, rhs.headers)
            && lhs.body == rhs.body && lhs.signature == rhs.signature
    }

    /// Hashes the request.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        for pair in pathParameters + query + headers {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
        hasher.combine(body)
        hasher.combine(signature)
    }
}
