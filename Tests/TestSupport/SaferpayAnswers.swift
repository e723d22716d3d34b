import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `ProtocolVersionTests`).
package enum SaferpayAnswers {
    /// A Transaction/Authorize answer after a frictionless 3-D Secure authentication, with DCC, as `version` has it.
    package static func authorizeAnswer(_ version: String, liable: String? = nil, markup: Bool? = nil, verificationValue: Bool? = nil) -> String {
        let liable = liable ?? (SaferpayAnswers.isBefore(version, "1.22") ? "ThreeDs" : "THREEDS")
        let markup = markup ?? !SaferpayAnswers.isBefore(version, "1.27")
        let verificationValue = verificationValue ?? SaferpayAnswers.isBefore(version, "1.23")
        var threeDs = #""Authenticated": true, "LiabilityShift": true, "Xid": "ARkvCgk5Y1t/BDFFXkUPGX9DUgs=""#
        if !SaferpayAnswers.isBefore(version, "1.22") { threeDs += #", "AuthenticationType": "FRICTIONLESS", "Version": "2.2.0""# }
        if verificationValue { threeDs += #", "VerificationValue": "AAABBIIFmAAAAAAAAAAAAAAAAAA=""# }
        var dcc = #""PayerAmount": {"Value": "1091", "CurrencyCode": "USD"}"#
        if markup { dcc += #", "Markup": "3.5%", "ExchangeRate": "1.0914""# }
        return """
            {
              "ResponseHeader": {"SpecVersion": "\(version)", "RequestId": "auth-7f3c"},
              "Transaction": {
                "Type": "PAYMENT", "Status": "AUTHORIZED", "Id": "K5OYS9Ad6Ex4rASU1IM1b3CEU8bb",
                "Date": "2016-06-02T09:14:05.116+02:00", "Amount": {"Value": "1000", "CurrencyCode": "CHF"},
                "SixTransactionReference": "0:0:3:K5OYS9Ad6Ex4rASU1IM1b3CEU8bb"
              },
              "PaymentMeans": {
                "Brand": {"PaymentMethod": "VISA", "Name": "VISA"}, "DisplayText": "VISA xxxx xxxx xxxx 1111",
                "Card": {"MaskedNumber": "xxxxxxxxxxxx1111", "ExpYear": 2027, "ExpMonth": 9}
              },
              "Liability": {"LiabilityShift": true, "LiableEntity": "\(liable)", "ThreeDs": {\(threeDs)}},
              "Dcc": {\(dcc)}
            }
            """
    }

    /// An error answer with the given Behavior.
    package static func errorAnswer(_ version: String, behavior: String) -> String {
        """
        {"ResponseHeader": {"SpecVersion": "\(version)", "RequestId": "cap-2"}, "Behavior": "\(behavior)",
         "ErrorName": "TRANSACTION_ALREADY_CAPTURED", "ErrorMessage": "Transaction already captured"}
        """
    }

    package static func isBefore(_ version: String, _ other: String) -> Bool { ProtocolVersion(version) < ProtocolVersion(other) }
}
