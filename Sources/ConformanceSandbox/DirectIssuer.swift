import ConformanceEngine
import ConformanceKit
import Foundation

/// What an IIN lookup finds: the primary product, the co-brands, the issuer country and the funding type.
struct DirectIssuer {
    let primary: DirectProduct
    let coBrands: [DirectProduct]
    let country: String
    let cardType: String
}
