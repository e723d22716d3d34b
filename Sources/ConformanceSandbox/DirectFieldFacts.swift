import ConformanceKit
import Foundation

/// What a card field shows and checks; `masks` and `tooltips` are chosen by the field's length (`other` otherwise).
struct DirectFieldFacts: Decodable, Sendable {
    let type: String
    let label: String
    let mask: String?
    let masks: [String: String]?
    let length: DirectLength?
    let luhn: Bool?
    let pattern: String?
    let expirationDate: Bool?
    let tooltips: [String: String]?
    /// The help image's relative location, shown with the tooltip.
    let tooltipImage: String?
    /// Whether the value serves a lookup (the card number's IIN check).
    let usedForLookup: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, label, mask, masks, length, luhn, pattern, expirationDate, tooltips, tooltipImage, usedForLookup
    }

    /// The text of a table for a length, or its `other` text.
    func variant(_ table: [String: String]?, _ length: Int?) -> String? {
        guard let table else { return nil }
        return length.flatMap { table[String($0)] } ?? table["other"]
    }

    /// The field of a product.
    func field(id: String, order: Int, length: ClosedRange<Int>?, variant: Int?) -> DirectField {
        var field = DirectField(
            id: id, type: type, label: label, order: order, mask: self.variant(masks, variant) ?? mask, length: length, luhn: luhn ?? false,
            pattern: pattern, expirationDate: expirationDate ?? false, tooltip: self.variant(tooltips, variant))
        field.tooltipImage = tooltipImage
        field.usedForLookup = usedForLookup
        return field
    }
}
