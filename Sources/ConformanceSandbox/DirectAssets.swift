import Foundation

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
