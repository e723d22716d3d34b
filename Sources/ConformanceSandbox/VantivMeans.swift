import ConformanceKit
import Foundation

/// How a cnpAPI authorization or sale names what it pays with, and the card number behind it when the sandbox knows it.
struct VantivMeans: Sendable, Hashable {
    /// The element that carries the means of payment.
    enum Kind: String, Sendable, Hashable {
        case card, token, paypage, applepay, mpos, paypal, transaction
    }

    /// Why the sandbox cannot use the means: the cnpAPI code and message.
    struct Problem: Sendable, Hashable {
        /// The cnpAPI response code.
        var code: String
        /// The text of the code.
        var message: String
    }

    /// The element used.
    var kind: Kind
    /// The card number behind it, when known.
    var number: String?
    /// The method of payment code the request gives, if any.
    var type: String?
    /// The expiry date the request gives (MMyy), if any.
    var expDate: String?
    /// The card validation number the request gives, if any.
    var cardValidationNum: String?
    /// Why the means cannot be used, if it cannot.
    var problem: Problem?
    /// The eProtect registration ID it names, for the paypage element.
    var registration: String?

    /// The means of a transaction, resolved against the registration IDs and tokens the sandbox issued: `registration`
    /// gives what a registration ID stands for, `tokenKey` the card (or other key) a token was issued for.
    init(_ transaction: BodyValue?, prefix: String, registration: (String) -> String?, tokenKey: (String) -> String?) {
        let element: (Kind, BodyValue?)? =
            [Kind.card, .token, .paypage, .applepay, .mpos, .paypal].lazy.compactMap { kind in
                transaction?[kind.rawValue].map { (kind, $0) }
            }.first
        kind = element?.0 ?? .transaction
        let value = element?.1
        type = value?["type"]?.lexicalText
        expDate = value?["expDate"]?.lexicalText
        cardValidationNum = value?["cardValidationNum"]?.lexicalText
        switch kind {
        case .card:
            number = value?["number"]?.lexicalText ?? value?["track"]?.lexicalText.flatMap(Self.number(inTrack:))
        case .token:
            let token = value?[prefix + "Token"]?.lexicalText ?? ""
            let key = tokenKey(token)
            // A bank account's token stands for no card number.
            number = key.flatMap { $0.hasPrefix("echeck:") ? nil : String($0.split(separator: ":").last ?? "") }
            if key?.hasPrefix(VantivSimulator.applePay + ":") == true { kind = .applepay }
            if key == nil { problem = Problem(code: "822", message: "Token was not found") }
        case .paypage:
            let registrationID = value?["paypageRegistrationId"]?.lexicalText ?? ""
            self.registration = registrationID
            switch registration(registrationID) {
            case nil: problem = Problem(code: "877", message: "Invalid paypage registration id")
            case VantivSimulator.applePay?:
                kind = .applepay
                number = VantivSimulator.applePayAccount
            case let card?: number = card
            }
        case .applepay:
            number = VantivSimulator.applePayAccount
        case .mpos, .paypal, .transaction:
            break
        }
    }

    /// The card number of magnetic track data (`;PAN=…?` for track 2, `%BPAN^…` for track 1).
    static func number(inTrack track: String) -> String? {
        let digits = track.drop { !$0.isNumber }.prefix { $0.isNumber }
        return digits.count >= 13 ? String(digits) : nil
    }
}

/// What the sandbox remembers of a cnpAPI transaction, for a later one that names it by its transaction ID.
struct VantivOrder: Sendable, Hashable {
    /// The order ID it carried.
    var orderId: String
    /// What it paid with.
    var means: VantivMeans?
}
