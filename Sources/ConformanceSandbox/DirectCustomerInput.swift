import Foundation

/// What the decrypted encryptedCustomerInput carries.
struct DirectCustomerInput {
    let clientSessionID: String
    let nonce: String
    let productID: Int
    let accountOnFileID: String?
    let tokenize: Bool
    let values: [String: String]
}
