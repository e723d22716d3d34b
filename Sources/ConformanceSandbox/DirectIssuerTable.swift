import ConformanceEngine
import ConformanceKit
import Foundation

/// `issuers.yaml`: the ranges with their own answer, the answer per brand and the country assumed otherwise.
struct DirectIssuerTable: DirectFixtureFile, Sendable {
    static let fileName = "issuers.yaml"
    static let kind = "direct-issuers"

    let kind: String
    let description: DirectFixtureText
    let ranges: [DirectIssuerRange]
    let brands: [String: DirectBrandIssuer]
    /// The issuer country assumed when a number matches no range and no brand.
    let defaultCountry: String

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, description, ranges, brands, defaultCountry }

    /// The issuer of the first six or eight digits; nil when no product matches.
    func lookup(_ bin: String, in fixtures: DirectFixtures) -> DirectIssuer? {
        guard bin.count >= 6, bin.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        for range in ranges where bin.hasPrefix(range.prefix) {
            guard let primary = fixtures.product(range.product) else { continue }
            let coBrands = range.coBrands.compactMap { fixtures.product($0) }
            guard coBrands.count == range.coBrands.count else { continue }
            return DirectIssuer(primary: primary, coBrands: coBrands, country: range.country, cardType: range.cardType)
        }
        guard let brand = brands[TestCardOutcome.brand(bin)], let product = fixtures.product(brand.product) else { return nil }
        return DirectIssuer(primary: product, coBrands: [], country: brand.country, cardType: brand.cardType)
    }

    /// Every product id the file names that the catalogue lacks, and every prefix that is not digits.
    func problems(_ read: StrictYAMLDecoder.Result<DirectIssuerTable>, products: Set<Int>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let missing: (Int, String) -> Diagnostic = { id, path in
            Diagnostic(.error, .sandboxFixtureUnknownProduct, [.plain(String(id)), .plain(DirectCatalogue.fileName)], at: read.location(path))
        }
        for (index, range) in ranges.enumerated() {
            if range.prefix.isEmpty || !range.prefix.allSatisfy({ ("0"..."9").contains($0) }) {
                problems.append(
                    Diagnostic(
                        .error, .notANumber, [.plain(range.prefix), .plain("ranges[\(index)].prefix")], at: read.location("ranges[\(index)].prefix")))
            }
            if !products.contains(range.product) { problems.append(missing(range.product, "ranges[\(index)].product")) }
            for (position, id) in range.coBrands.enumerated() where !products.contains(id) {
                problems.append(missing(id, "ranges[\(index)].coBrands[\(position)]"))
            }
        }
        for name in brands.keys.sorted() where !products.contains(brands[name]?.product ?? 0) {
            problems.append(missing(brands[name]?.product ?? 0, "brands.\(name).product"))
        }
        return problems
    }
}

/// A range of card numbers with its own answer.
struct DirectIssuerRange: Decodable, Sendable {
    let prefix: String
    let product: Int
    let coBrands: [Int]
    let country: String
    let cardType: String

    enum CodingKeys: String, CodingKey, CaseIterable { case prefix, product, coBrands, country, cardType }
}

/// The answer for a card of a brand.
struct DirectBrandIssuer: Decodable, Sendable {
    let product: Int
    let country: String
    let cardType: String

    enum CodingKeys: String, CodingKey, CaseIterable { case product, country, cardType }
}
