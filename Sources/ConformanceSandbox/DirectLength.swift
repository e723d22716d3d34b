import ConformanceKit
import Foundation

/// A length range written `{min, max}`.
struct DirectLength: Decodable, Sendable {
    let min: Int
    let max: Int

    enum CodingKeys: String, CodingKey, CaseIterable { case min, max }

    var range: ClosedRange<Int> { min...Swift.max(min, max) }
}
