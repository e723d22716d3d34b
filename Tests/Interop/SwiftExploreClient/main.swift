// A small Saferpay client in Swift, for `conformance explore --client` tests: the app's card POST and the merchant
// server's Initialize, Authorize and Capture, for the case `saferpay/card-payment-captured` of the cases file.
//
// Sound by default: it decodes only what it uses, treats members it does not know as absent, and handles a transaction
// status it does not know by not capturing. `--brittle` decodes the way many apps do: a closed enumeration of
// statuses, and a required property for the optional Liability member, so a new status or an absent Liability fails.
// Exits 0 when the payment was handled (captured or rightly not), 1 when the client could not make sense of an answer.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ClientFailure: Error, CustomStringConvertible {
    let description: String
}

/// A JSON object read loosely, for the cases file.
func object(_ value: Any?, _ keys: String...) -> Any? {
    var current = value
    for key in keys { current = (current as? [String: Any])?[key] }
    return current
}

/// The sound client's view of an Authorize answer: only what it uses, a status as text.
struct SoundAuthorize: Decodable {
    struct Transaction: Decodable {
        let Id: String
        let Status: String
    }
    let Transaction: Transaction
}

/// The brittle client's view: every status it knows, and Liability it always expects.
struct BrittleAuthorize: Decodable {
    enum Status: String, Decodable {
        case AUTHORIZED, CAPTURED
    }
    struct Transaction: Decodable {
        let Id: String
        let Status: Status
    }
    struct Liability: Decodable {
        let LiabilityShift: Bool
    }
    let Transaction: Transaction
    let Liability: Liability
}

/// Initialize's answer: the token and where the app posts the card.
struct Initialized: Decodable {
    struct Redirect: Decodable {
        let RedirectUrl: String
    }
    let Token: String
    let Redirect: Redirect
}

func send(_ request: URLRequest) async throws -> (Int, Data) {
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
}

func main() async throws -> Int32 {
    let brittle = CommandLine.arguments.contains("--brittle")
    let environment = ProcessInfo.processInfo.environment
    guard let base = environment["CONFORMANCE_BASE_URL"], let casesPath = environment["CONFORMANCE_CASES_FILE"] else {
        throw ClientFailure(description: "CONFORMANCE_BASE_URL and CONFORMANCE_CASES_FILE must be set")
    }
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: casesPath)))
    let saferpay = object(document, "gateway", "protocols", "saferpay")
    guard let customerId = object(saferpay, "identifiers", "customerId", "value") as? String,
        let terminalId = object(saferpay, "identifiers", "terminalId", "value") as? String,
        let specVersion = object(saferpay, "identifiers", "specVersion", "value") as? String,
        let credentials = object(saferpay, "credentials", "apiCredentials", "value") as? String,
        let cases = object(document, "cases") as? [[String: Any]],
        let payment = cases.first(where: { $0["id"] as? String == "saferpay/card-payment-captured" }),
        let inputs = payment["inputs"] as? [String: String], let returnURL = payment["returnUrl"] as? String
    else { throw ClientFailure(description: "the cases file lacks the Saferpay values or the card-payment-captured case") }
    let authorization = "Basic " + Data(credentials.utf8).base64EncodedString()

    func call(_ path: String, _ body: [String: Any]) async throws -> (Int, Data) {
        var message = body
        message["RequestHeader"] = [
            "SpecVersion": specVersion, "CustomerId": customerId, "RequestId": UUID().uuidString, "RetryIndicator": 0,
        ]
        var request = URLRequest(url: URL(string: base + "/Payment/v1/" + path)!)
        request.httpMethod = "POST"
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONSerialization.data(withJSONObject: message)
        return try await send(request)
    }

    let amount: [String: Any] = ["Value": inputs["amount"] ?? "1000", "CurrencyCode": inputs["currency"] ?? "CHF"]
    let (initStatus, initData) = try await call(
        "Transaction/Initialize",
        [
            "TerminalId": terminalId, "ReturnUrl": ["Url": returnURL],
            "Payment": ["Amount": amount, "OrderId": "swift-" + UUID().uuidString.prefix(8).lowercased(), "Description": "Swift client"],
        ])
    guard initStatus == 200 else {
        print("initialize answered \(initStatus): payment not started")
        return 0
    }
    let initialized = try JSONDecoder().decode(Initialized.self, from: initData)

    // The app posts the card to the RedirectUrl, with no credentials.
    let expiry = (inputs["expiry"] ?? "12/2030").split(separator: "/").map(String.init)
    var card = URLRequest(url: URL(string: initialized.Redirect.RedirectUrl)!)
    card.httpMethod = "POST"
    card.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    card.setValue("application/json", forHTTPHeaderField: "Accept")
    let form = [
        ("HolderName", inputs["holder"] ?? "Ada Lovelace"), ("CardNumber", inputs["card"] ?? ""), ("ExpMonth", expiry.first ?? "12"),
        ("ExpYear", expiry.last ?? "2030"), ("VerificationCode", inputs["csc"] ?? ""), ("FromAjax", "true"),
    ]
    card.httpBody = Data(
        form.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&").utf8)
    let (cardStatus, _) = try await send(card)
    guard cardStatus == 200 else {
        print("card refused (\(cardStatus)): ask for another means of payment")
        return 0
    }

    let (authStatus, authData) = try await call("Transaction/Authorize", ["Token": initialized.Token, "Condition": "NONE"])
    guard authStatus == 200 else {
        print("authorization refused (\(authStatus)): not captured")
        return 0
    }
    let transactionID: String
    let status: String
    if brittle {
        let answer = try JSONDecoder().decode(BrittleAuthorize.self, from: authData)
        (transactionID, status) = (answer.Transaction.Id, answer.Transaction.Status.rawValue)
    } else {
        let answer = try JSONDecoder().decode(SoundAuthorize.self, from: authData)
        (transactionID, status) = (answer.Transaction.Id, answer.Transaction.Status)
    }
    guard status == "AUTHORIZED" else {
        print("transaction \(status): nothing to capture")
        return 0
    }
    let (captureStatus, _) = try await call("Transaction/Capture", ["TransactionReference": ["TransactionId": transactionID]])
    print("captured: \(captureStatus)")
    return 0
}

do {
    exit(try await main())
} catch {
    FileHandle.standardError.write(Data("explore sample client: \(error)\n".utf8))
    exit(1)
}
