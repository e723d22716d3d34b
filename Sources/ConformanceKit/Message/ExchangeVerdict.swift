import Foundation

/// What the checker said about an exchange.
public struct ExchangeVerdict: Sendable, Hashable {
    /// Whether the request conforms.
    public var requestConforms: Bool
    /// Whether the response conforms.
    public var responseConforms: Bool
    /// Errors found in both messages.
    public var errors: Int
    /// Warnings found in both messages.
    public var warnings: Int

    /// Creates a verdict.
    public init(requestConforms: Bool, responseConforms: Bool, errors: Int, warnings: Int) {
        self.requestConforms = requestConforms
        self.responseConforms = responseConforms
        self.errors = errors
        self.warnings = warnings
    }

    /// Whether both messages conform.
    public var conforms: Bool { requestConforms && responseConforms }
}
