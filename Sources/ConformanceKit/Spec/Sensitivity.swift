/// How sensitive a field's value is; drives redaction of recorded traffic.
public enum Sensitivity: String, Sendable, Hashable, Codable, CaseIterable {
    /// A card number.
    case pan
    /// A card security code.
    case csc
    /// A card expiry date.
    case expiry
    /// A secret key, password or credential.
    case secret
    /// A token standing for a card or a session.
    case token
}
