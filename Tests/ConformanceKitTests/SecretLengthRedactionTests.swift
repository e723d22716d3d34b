import ConformanceKit
import ConformanceTestSupport
import Testing

/// A secret found by the spec keeps its field's length bounds, so the redacted copy still passes the length check.
@Suite struct SecretLengthRedactionTests {
    @Test func aFixedLengthCryptogramIsReplacedAtItsLength() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let field = try #require(spec.containers["SchemeToken"]?.fields.first { $0.name == "AuthValue" })
        let redactor = Redactor()
        for value in ["BwAQBlFxRgAAAAAAAAAAAAAAAAA=", "kL9mQ2xZ7pT4vW1nR8sY3cF6hJ0=", "a-cryptogram-of-28-character"] {
            let replaced = redactor.replacement(for: value, field: field)
            #expect(replaced != value, "\(value)")
            #expect(replaced.count == 28, "\(value) → \(replaced)")
        }
        // Without bounds, a secret is still written REDACTED.
        var unbounded = field
        unbounded.minLength = nil
        unbounded.maxLength = nil
        #expect(redactor.replacement(for: "a-cryptogram-of-28-character", field: unbounded) == "REDACTED")
    }
}
