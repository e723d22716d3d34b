import Foundation

/// `pages.yaml`: the logos served under the session's assetUrl and the 3-D Secure page of a redirected payment.
struct DirectPages: DirectFixtureFile, Sendable {
    static let fileName = "pages.yaml"
    static let kind = "direct-pages"

    let kind: String
    let description: DirectFixtureText
    let assets: DirectAssets
    let challenge: DirectChallengePages

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, description, assets, challenge }
}

/// Where the logos are served and what every logo is.
struct DirectAssets: Decodable, Sendable {
    /// The path under the sandbox's base URL (the session's assetUrl).
    let path: String
    /// A logo's file name; `{id}` is the product's id.
    let logoFile: String
    let contentType: String
    /// The image, base64-encoded.
    let base64: String

    enum CodingKeys: String, CodingKey, CaseIterable { case path, logoFile, contentType, base64 }
}

/// The 3-D Secure page: its path and its three forms.
struct DirectChallengePages: Decodable, Sendable {
    /// The path under the sandbox's base URL; the payment id follows it.
    let path: String
    let unknownPayment: DirectPage
    let withoutReturnUrl: DirectPage
    let withReturnUrl: DirectPage

    enum CodingKeys: String, CodingKey, CaseIterable { case path, unknownPayment, withoutReturnUrl, withReturnUrl }
}

/// One HTML page; `{paymentId}` and `{link}` are replaced by escaped values.
struct DirectPage: Decodable, Sendable {
    let status: Int
    let html: String

    enum CodingKeys: String, CodingKey, CaseIterable { case status, html }
}
