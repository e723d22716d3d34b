import Foundation

/// Why an SDK call or initialisation is refused: the kind (or a test-card outcome's code) and the field at fault.
struct SipsRefusal: Error {
    /// What the simulator found, when it is one of its own kinds (the code is the specs').
    var kind: SipsAnswerKind?
    /// The code to answer with, when a test-card outcome gives it.
    var code: String?
    /// The request field at fault, if any.
    var field: String?

    /// A refusal of one of the simulator's kinds.
    init(_ kind: SipsAnswerKind, field: String?) {
        self.kind = kind
        self.field = field
    }

    /// A refusal with a test-card outcome's code.
    init(code: String, field: String?) {
        self.code = code
        self.field = field
    }
}
