import Foundation

/// Why an SDK call or initialisation is refused: the code and the field at fault.
struct SipsRefusal: Error {
    /// The code to answer with.
    var code: String
    /// The request field at fault, if any.
    var field: String?
}
