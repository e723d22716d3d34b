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

/// One HTML page; `{paymentId}` and `{link}` are replaced by escaped values.
struct DirectPage: Decodable, Sendable {
    let status: Int
    let html: String

    enum CodingKeys: String, CodingKey, CaseIterable { case status, html }
}
