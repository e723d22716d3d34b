import ConformanceKit
import Foundation

/// The payment context a Client API call describes (query string or IIN body).
struct DirectContext {
    var countryCode: String?
    var currencyCode: String?
    var amount: Int?
    var isRecurring = false

    init(query: [NameValue]) {
        let value: (String) -> String? = { name in query.first { $0.name == name }?.value }
        countryCode = value("countryCode")
        currencyCode = value("currencyCode")
        amount = value("amount").flatMap { Int($0) }
        isRecurring = value("isRecurring") == "true"
    }

    init(iinContext: BodyValue) {
        countryCode = iinContext["countryCode"]?.lexicalText
        currencyCode = iinContext["amountOfMoney"]?["currencyCode"]?.lexicalText
        amount = iinContext["amountOfMoney"]?["amount"]?.lexicalText.flatMap { Int($0) }
        isRecurring = iinContext["isRecurring"]?.lexicalText == "true"
    }
}
