import Foundation

/// One request and the response it got, with what the checker thought of them.
public struct Interaction: Sendable, Hashable {
    /// The request.
    public var request: RecordedRequest
    /// The response.
    public var response: RecordedResponse
    /// The protocol operation the request was matched to, when known.
    public var operation: OperationReference?
    /// The check verdict, when the exchange was checked.
    public var verdict: ExchangeVerdict?
    /// Where redaction replaced a value (`RedactionMarks`), sorted; empty when nothing was marked.
    public var redactions: [String]

    /// Creates an interaction.
    public init(
        request: RecordedRequest, response: RecordedResponse, operation: OperationReference? = nil, verdict: ExchangeVerdict? = nil,
        redactions: [String] = []
    ) {
        self.request = request
        self.response = response
        self.operation = operation
        self.verdict = verdict
        self.redactions = redactions
    }
}
