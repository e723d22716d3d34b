import Foundation

/// `rates.yaml`: the fixed rates currency conversions are quoted with, the mark-up and the card's billing currency.
struct DirectRates: DirectFixtureFile, Sendable {
    static let fileName = "rates.yaml"
    static let kind = "direct-rates"

    let kind: String
    let description: DirectFixtureText
    /// Units of each currency for one euro (sandbox values, not market data).
    let eurRates: [String: Double]
    let markUpPercent: Double
    /// The `source` of a quoted rate.
    let source: String
    let texts: DirectRateTexts
    /// The currency of a card by its issuer's country.
    let countryCurrencies: [String: String]
    /// The currency of a card from any other country.
    let defaultCurrency: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, description, eurRates, markUpPercent, source, texts, countryCurrencies, defaultCurrency
    }

    /// The currency a card from this country is billed in.
    func currency(ofCountry country: String) -> String { countryCurrencies[country] ?? defaultCurrency }
}

/// The texts of a conversion quote; `{base}`, `{target}` and `{markUp}` are replaced.
struct DirectRateTexts: Decodable, Sendable {
    let accepted: String
    let sameCurrency: String
    let noRate: String
    let disclaimerDisplay: String

    enum CodingKeys: String, CodingKey, CaseIterable { case accepted, sameCurrency, noRate, disclaimerDisplay }
}
