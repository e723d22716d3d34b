import Foundation

/// The 3-D Secure page: its path and its three forms.
struct DirectChallengePages: Decodable, Sendable {
    /// The path under the sandbox's base URL; the payment id follows it.
    let path: String
    let unknownPayment: DirectPage
    let withoutReturnUrl: DirectPage
    let withReturnUrl: DirectPage

    enum CodingKeys: String, CodingKey, CaseIterable { case path, unknownPayment, withoutReturnUrl, withReturnUrl }
}
