import ConformanceEngine
import ConformanceKit
import Foundation

/// A card as the simulator keeps it.
struct SipsCard: Sendable {
    /// The card number.
    var number: String
    /// The expiry date (yyyyMM).
    var expiry: String
    /// The brand chosen for the payment.
    var brand: String
    /// How the app says the brand choice was handled (paymentMeanBrandSelectionStatus), echoed by the payment.
    var selectionStatus: String? = nil

    /// The masked number: first four digits, `#` for the middle, last two digits.
    var maskedPan: String {
        guard number.count > 6 else { return String(repeating: "#", count: number.count) }
        return String(number.prefix(4)) + String(repeating: "#", count: number.count - 6) + String(number.suffix(2))
    }

    /// The brands of a card number: two for the co-badged test card range, else the scheme's brand.
    static func brands(_ digits: String) -> [String] {
        if digits.hasPrefix("403550") { return ["CB", "VISA"] }
        let brand = TestCardOutcome.brand(digits)
        return brand == "UNKNOWN" ? [] : [brand]
    }
}

extension SipsCard {
    /// Takes the brand the app asked for when the card carries it, and the app's account of that choice.
    mutating func choose(brand asked: String?, selectionStatus: String?) {
        if let asked, Self.brands(number).contains(asked) { brand = asked }
        if let selectionStatus { self.selectionStatus = selectionStatus }
    }

    /// What the sandbox's card directory knows about one brand of a card (an INAPPCardData object): the same
    /// product for getCardData's list and for a payment's cardData.
    static func productData(brand: String, numberLength: Int) -> BodyValue {
        let length = String(numberLength)
        return .object([
            BodyMember("cardBrand", .string(brand)), BodyMember("cardScheme", .string(brand)),
            BodyMember("cardProductCode", .string(brand == "CB" ? "CB" : "F")),
            BodyMember("cardProductName", .string(brand == "CB" ? "CB CLASSIC" : brand + " CLASSIC")),
            BodyMember("cardProductProfile", .string("C")), BodyMember("cardProductUsageLabel", .string("CREDIT")),
            BodyMember("cardCorporateIndicator", .string("N")), BodyMember("cardEffectiveDateIndicator", .string("N")),
            BodyMember("cardSeqNumberIndicator", .string("N")), BodyMember("issuerCode", .string("99999")),
            BodyMember("issuerName", .string("SANDBOX BANK")), BodyMember("issuerCountryCode", .string("FRA")),
            BodyMember("issuingCountryCode", .string("FRA")), BodyMember("issuerRegionCode", .string("EU")),
            BodyMember("panCheckAlgorithm", .string("L")), BodyMember("panLengthMin", .string(length)),
            BodyMember("panLengthMax", .string(length)),
        ])
    }

    /// The card's own product data, for its chosen brand.
    var productData: BodyValue { Self.productData(brand: brand, numberLength: number.count) }
}
