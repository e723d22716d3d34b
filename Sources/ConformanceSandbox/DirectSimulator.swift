import ConformanceCrypto
import ConformanceKit
import Foundation

/// Simulates the Worldline Direct Client API and the two Server API calls that frame it.
///
/// The merchant server opens a session (createSession); the app then calls the Client API under
/// `{clientApiUrl}/v1/{customerId}/…` with `Authorization: GCS v1Client:{clientSessionId}`: product
/// list and details, IIN lookup, public key, surcharge and currency-conversion quotes. Finally the
/// merchant server sends the app's compact JWE in createPayment; the sandbox decrypts it with its
/// published key (`DirectKey`), checks it against the product's field rules and answers by the
/// card's `TestCardOutcome`.
struct DirectSimulator: ProtocolSimulator {
    /// How long a client session stays usable (the platform's three hours).
    static let sessionLifetime: TimeInterval = 3 * 3600
    /// Where the sandbox serves product logos (the session's assetUrl).
    static let assetPath = "/worldline-direct/assets/"
    /// Where the sandbox serves its 3-D Secure page.
    static let challengePath = "/worldline-direct/3ds/"

    let store = DirectStore()

    /// Creates the simulator; the configuration is not needed by this protocol.
    init(configuration: SandboxConfiguration = SandboxConfiguration()) {}

    /// The protocol served.
    var protocolID: String { "worldline-direct" }

    /// Answers a conformant request.
    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse {
        do {
            return try handle(call, sandbox)
        } catch {
            return render(error, call, sandbox)
        }
    }

    /// Answers a non-conformant request with the Direct error envelope (after the signature or session check).
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse {
        if let refusal = credentialRefusal(call, sandbox) { return refusal }
        let items = findings.prefix(20).map { finding in
            DirectErrorItem(
                finding.kind == .missingMandatory ? .missingParameter : .invalidValue, status: 400, message: finding.message(.en),
                property: DirectSimulator.propertyName(finding.path))
        }
        return render(
            DirectError(status: 400, items: items.isEmpty ? [DirectErrorItem(.invalidValue, status: 400, message: "invalid request")] : items), call,
            sandbox)
    }

    /// Serves the logos under the session's assetUrl and the 3-D Secure page of redirected payments.
    func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse? {
        guard request.method == "GET" else { return nil }
        if request.path.hasPrefix(DirectSimulator.assetPath) {
            return RecordedResponse(status: 200, headers: [NameValue("Content-Type", "image/png")], body: .base64(DirectSimulator.logoPNG))
        }
        if request.path.hasPrefix(DirectSimulator.challengePath) {
            let paymentID = String(request.path.dropFirst(DirectSimulator.challengePath.count))
            return challengePage(paymentID: paymentID, sandbox: sandbox)
        }
        return nil
    }

    // MARK: Dispatch

    func handle(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        try verifySignature(call, sandbox)
        switch call.reference.operation {
        case "createSession": return createSession(call, sandbox)
        case "createPayment": return try createPayment(call, sandbox)
        default: break
        }
        let session = try authorise(call, sandbox)
        switch call.reference.operation {
        case "getPaymentProducts": return paymentProducts(call, session, sandbox)
        case "getPaymentProduct": return try paymentProduct(call, session, sandbox)
        case "getPaymentProductNetworks": return try networks(call, sandbox)
        case "getIINDetails": return try iinDetails(call, sandbox)
        case "getPublicKey":
            return sandbox.json(
                200,
                sandbox.example(call.reference, status: "200").setting([
                    ("keyId", .string(DirectKey.keyID)), ("publicKey", .string(DirectKey.publicKeyBase64)),
                ]))
        case "surchargeCalculation": return try surcharge(call, session, sandbox)
        case "getCurrencyConversion": return try currencyConversion(call, session, sandbox)
        default:
            throw DirectError(status: 404, items: [DirectErrorItem(.notFound, status: 404, message: "operation not simulated")])
        }
    }

    /// The session named by the Authorization header, when it is known, alive and owns the path's customerId.
    func authorise(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) -> DirectSession {
        guard let header = call.request.header("Authorization") else {
            throw DirectError(
                status: 401,
                items: [DirectErrorItem(.authorization, status: 401, message: "the Authorization header is missing", property: "Authorization")])
        }
        let prefix = "GCS v1Client:"
        guard header.hasPrefix(prefix), header.count > prefix.count else {
            throw DirectError(
                status: 401,
                items: [
                    DirectErrorItem(
                        .authorization, status: 401, message: "the Authorization header must be 'GCS v1Client:{clientSessionId}'",
                        property: "Authorization")
                ])
        }
        let sessionID = String(header.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        guard let session = store.session(sessionID), sandbox.now().timeIntervalSince(session.created) < DirectSimulator.sessionLifetime else {
            throw DirectError(
                status: 403,
                items: [DirectErrorItem(.invalidSession, status: 403, message: "unknown or expired client session", property: "Authorization")])
        }
        guard call.pathParameters["customerId"] == session.customerID else {
            throw DirectError(
                status: 403,
                items: [
                    DirectErrorItem(
                        .customerNotAllowed, status: 403, message: "the customerId in the path is not the session's", property: "customerId")
                ])
        }
        return session
    }

    // MARK: Server API

    func createSession(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let merchantID = call.pathParameters["merchantId"] ?? ""
        var requested: [String] = []
        if case .array(let items)? = call.value("tokens") { requested = items.compactMap(\.lexicalText) }
        let valid = requested.filter { store.card($0)?.merchantID == merchantID }
        let invalid = requested.filter { !valid.contains($0) }
        let session = DirectSession(
            clientSessionID: sandbox.random.hex(32), customerID: sandbox.random.hex(32), merchantID: merchantID, created: sandbox.now(),
            tokens: valid)
        store.add(session)
        let base = sandbox.baseURL
        let body = sandbox.example(call.reference, status: "2xx").setting([
            ("assetUrl", .string(base + DirectSimulator.assetPath)), ("clientApiUrl", .string(base + "/client")),
            ("clientSessionId", .string(session.clientSessionID)), ("customerId", .string(session.customerID)),
            ("invalidTokens", .array(invalid.map(BodyValue.string))),
        ])
        return sandbox.json(201, body)
    }

    // MARK: Products

    func paymentProducts(_ call: SandboxCall, _ session: DirectSession, _ sandbox: Sandbox) -> RecordedResponse {
        let context = DirectContext(query: call.request.query)
        let withFields = call.request.query.first { $0.name == "hide" }?.value != "fields"
        let products = DirectProduct.catalogue.filter { $0.isAvailable(in: context) }.map { product in
            productBody(product, session: session, sandbox: sandbox, fields: withFields)
        }
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting("paymentProducts", .array(products)))
    }

    func paymentProduct(_ call: SandboxCall, _ session: DirectSession, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let product = try availableProduct(call)
        let body = productBody(product, session: session, sandbox: sandbox, fields: true)
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting(body.objectMembersList))
    }

    func networks(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let product = try availableProduct(call)
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting("networks", .array(product.networks.map(BodyValue.string))))
    }

    /// The product of the path, when it exists and suits the query's payment context.
    func availableProduct(_ call: SandboxCall) throws(DirectError) -> DirectProduct {
        let text = call.pathParameters["paymentProductId"] ?? ""
        guard let id = Int(text), let product = DirectProduct.byID(id), product.isAvailable(in: DirectContext(query: call.request.query)) else {
            throw DirectError(
                status: 404,
                items: [
                    DirectErrorItem(
                        .productNotFound, status: 404, message: "payment product \(text) is not available for this payment context",
                        property: "paymentProductId")
                ])
        }
        return product
    }

    func productBody(_ product: DirectProduct, session: DirectSession, sandbox: Sandbox, fields: Bool) -> BodyValue {
        let hints = BodyValue.object([
            BodyMember("displayOrder", .number(String(product.displayOrder))), BodyMember("label", .string(product.label)),
            BodyMember("logo", .string(product.logo(sandbox))),
        ])
        var members: [BodyMember] = [
            BodyMember("id", .number(String(product.id))), BodyMember("paymentMethod", .string(product.method)),
        ]
        if let group = product.group { members.append(BodyMember("paymentProductGroup", .string(group))) }
        members += [
            BodyMember("displayHints", hints), BodyMember("displayHintsList", .array([hints])),
            BodyMember("allowsRecurring", .bool(product.allowsRecurring)), BodyMember("allowsTokenization", .bool(product.allowsTokenization)),
            BodyMember("allowsInstallments", .bool(false)), BodyMember("allowsAuthentication", .bool(product.method == "card")),
            BodyMember("usesRedirectionTo3rdParty", .bool(product.method == "redirect")), BodyMember("isJavaScriptRequired", .bool(false)),
        ]
        if let minimum = product.minAmount { members.append(BodyMember("minAmount", .number(String(minimum)))) }
        if let maximum = product.maxAmount { members.append(BodyMember("maxAmount", .number(String(maximum)))) }
        let accounts = session.tokens.compactMap { store.card($0) }.filter { $0.productID == product.id }.map { accountOnFile($0, sandbox: sandbox) }
        if !accounts.isEmpty { members.append(BodyMember("accountsOnFile", .array(accounts))) }
        if product.id == 302 {
            members.append(
                BodyMember("paymentProduct302SpecificData", .object([BodyMember("networks", .array(product.networks.map(BodyValue.string)))])))
        }
        if product.id == 320 {
            members.append(
                BodyMember("paymentProduct320SpecificData", .object([BodyMember("networks", .array(product.networks.map(BodyValue.string)))])))
        }
        if fields { members.append(BodyMember("fields", .array(product.fields.map(\.body)))) }
        return .object(members)
    }

    func accountOnFile(_ card: DirectStoredCard, sandbox: Sandbox) -> BodyValue {
        let masked = String(repeating: "*", count: card.cardNumber.count - 4) + card.cardNumber.suffix(4)
        let attribute: (String, String, String) -> BodyValue = { key, value, status in
            .object([BodyMember("key", .string(key)), BodyMember("value", .string(value)), BodyMember("status", .string(status))])
        }
        var attributes = [
            attribute("alias", masked, "READ_ONLY"), attribute("cardNumber", masked, "READ_ONLY"),
            attribute("expiryDate", card.expiryDate, "CAN_WRITE"),
        ]
        if let name = card.cardholderName { attributes.append(attribute("cardholderName", name, "READ_ONLY")) }
        let logo = DirectProduct.byID(card.productID)?.logo(sandbox) ?? ""
        return .object([
            BodyMember("id", .string(card.token)), BodyMember("paymentProductId", .number(String(card.productID))),
            BodyMember("attributes", .array(attributes)),
            BodyMember(
                "displayHints",
                .object([
                    BodyMember(
                        "labelTemplate",
                        .array([
                            .object([
                                BodyMember("attributeKey", .string("alias")),
                                BodyMember("mask", .string("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")),
                            ])
                        ])),
                    BodyMember("logo", .string(logo)),
                ])),
        ])
    }

    // MARK: IIN details

    func iinDetails(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let bin = call.text("bin") ?? ""
        let context = call.value("paymentContext").map(DirectContext.init(iinContext:))
        guard let issuer = DirectIssuer.lookup(bin) else {
            throw DirectError(
                status: 404, items: [DirectErrorItem(.iinNotFound, status: 404, message: "no product matches bin \(bin)", property: "bin")])
        }
        let allowed: (DirectProduct) -> BodyValue? = { product in context.map { .bool(product.isAvailable(in: $0)) } }
        var body = sandbox.example(call.reference, status: "200").setting([
            ("paymentProductId", .number(String(issuer.primary.id))), ("countryCode", .string(issuer.country)),
            ("isAllowedInContext", allowed(issuer.primary)), ("cardType", .string(issuer.cardType)),
        ])
        if issuer.coBrands.count > 1 {
            let brands = issuer.coBrands.map { product in
                BodyValue.object(
                    [
                        BodyMember("paymentProductId", .number(String(product.id))),
                        BodyMember("isAllowedInContext", allowed(product) ?? .bool(true)), BodyMember("cardType", .string(issuer.cardType)),
                    ])
            }
            body = body.setting("coBrands", .array(brands))
        }
        return sandbox.json(200, body)
    }

    // MARK: Quotes

    func surcharge(_ call: SandboxCall, _ session: DirectSession, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let card = try quotedCard(call, session)
        let amount = Int(call.value("amountOfMoney", "amount")?.lexicalText ?? "") ?? 0
        let currency = call.value("amountOfMoney", "currencyCode")?.lexicalText ?? "EUR"
        let money: (Int) -> BodyValue = { .object([BodyMember("amount", .number(String($0))), BodyMember("currencyCode", .string(currency))]) }
        var quote: [BodyMember] = [BodyMember("paymentProductId", .number(String(card.product.id)))]
        if let rate = card.product.surchargePerMille {
            let extra = (amount * rate + 500) / 1000
            quote += [
                BodyMember("result", .string("OK")), BodyMember("netAmount", money(amount)), BodyMember("surchargeAmount", money(extra)),
                BodyMember("totalAmount", money(amount + extra)),
                BodyMember(
                    "surchargeRate",
                    .object([
                        BodyMember("surchargeProductTypeId", .string("SANDBOX_CARD_SURCHARGE")),
                        BodyMember("surchargeProductTypeVersion", .string("1")),
                        BodyMember("adValoremRate", .number(DirectSimulator.decimal(Double(rate) / 10, places: 1))),
                        BodyMember("specificRate", .number("0")),
                    ])),
            ]
        } else {
            quote += [
                BodyMember("result", .string("NO_SURCHARGE")), BodyMember("netAmount", money(amount)), BodyMember("surchargeAmount", money(0)),
                BodyMember("totalAmount", money(amount)),
            ]
        }
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting("surcharges", .array([.object(quote)])))
    }

    func currencyConversion(_ call: SandboxCall, _ session: DirectSession, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let card = try quotedCard(call, session)
        let amount = Int(call.value("transaction", "amount", "amount")?.lexicalText ?? "") ?? 0
        let base = call.value("transaction", "amount", "currencyCode")?.lexicalText ?? "EUR"
        let target = DirectIssuer.currency(ofCountry: card.country)
        var body = sandbox.example(call.reference, status: "200").setting("dccSessionId", .string(sandbox.random.hex(32)))
        let outcome: (String, String) -> BodyValue = { .object([BodyMember("result", .string($0)), BodyMember("resultReason", .string($1))]) }
        guard target != base else {
            body = body.setting([("result", outcome("NotAvailable", "the card's currency is the transaction's currency")), ("proposal", .object([]))])
            return sandbox.json(200, body)
        }
        guard let from = DirectSimulator.eurRates[base], let to = DirectSimulator.eurRates[target] else {
            body = body.setting([("result", outcome("NoRate", "no sandbox rate for \(base) to \(target)")), ("proposal", .object([]))])
            return sandbox.json(200, body)
        }
        let markUp = 3.0
        let rate = to / from * (1 + markUp / 100)
        let converted = Int((Double(amount) * rate).rounded())
        let money: (Int, String) -> BodyValue = {
            .object([BodyMember("amount", .number(String($0))), BodyMember("currencyCode", .string($1))])
        }
        let proposal = BodyValue.object([
            BodyMember("baseAmount", money(amount, base)), BodyMember("targetAmount", money(converted, target)),
            BodyMember(
                "rate",
                .object([
                    BodyMember("exchangeRate", .number(DirectSimulator.decimal(rate, places: 6))),
                    BodyMember("invertedExchangeRate", .number(DirectSimulator.decimal(1 / rate, places: 6))),
                    BodyMember("markUpRate", .number(DirectSimulator.decimal(markUp, places: 2))),
                    BodyMember("quotationDateTime", .string(Cassette.timestamp(sandbox.now()))),
                    BodyMember("source", .string("Sandbox fixed rates")),
                ])),
            BodyMember("disclaimerReceipt", .string("")),
            BodyMember(
                "disclaimerDisplay",
                .string("Paying in \(target) includes a \(DirectSimulator.decimal(markUp, places: 2))% conversion mark-up (sandbox quote).")),
        ])
        body = body.setting([("result", outcome("Allowed", "Accepted")), ("proposal", proposal)])
        return sandbox.json(200, body)
    }

    /// The card a quote is for: its product and issuer country, from the number or a stored token.
    func quotedCard(_ call: SandboxCall, _ session: DirectSession) throws(DirectError) -> (product: DirectProduct, country: String) {
        if let token = call.value("cardSource", "token")?.lexicalText {
            guard let card = store.card(token), card.merchantID == session.merchantID, let product = DirectProduct.byID(card.productID) else {
                throw DirectError(
                    status: 404, items: [DirectErrorItem(.unknownToken, status: 404, message: "unknown token", property: "cardSource.token")])
            }
            return (product, DirectIssuer.lookup(String(card.cardNumber.prefix(8)))?.country ?? "US")
        }
        let number = call.value("cardSource", "card", "cardNumber")?.lexicalText ?? ""
        let issuer = DirectIssuer.lookup(String(number.prefix(8)))
        if let idText = call.value("cardSource", "card", "paymentProductId")?.lexicalText {
            guard let id = Int(idText), let product = DirectProduct.byID(id) else {
                throw DirectError(
                    status: 404,
                    items: [
                        DirectErrorItem(
                            .productNotFound, status: 404, message: "unknown payment product \(idText)", property: "cardSource.card.paymentProductId")
                    ])
            }
            return (product, issuer?.country ?? "US")
        }
        guard let issuer else {
            throw DirectError(
                status: 404,
                items: [
                    DirectErrorItem(.iinNotFound, status: 404, message: "no product matches the card number", property: "cardSource.card.cardNumber")
                ])
        }
        return (issuer.primary, issuer.country)
    }

    // MARK: Payments

    func createPayment(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let merchantID = call.pathParameters["merchantId"] ?? ""
        guard let compact = call.text("encryptedCustomerInput") else {
            throw DirectError(
                status: 400,
                items: [
                    DirectErrorItem(
                        .missingParameter, status: 400, message: "the sandbox only creates payments from encryptedCustomerInput",
                        property: "encryptedCustomerInput")
                ])
        }
        let input = try decryptInput(compact, sandbox)
        guard let session = store.session(input.clientSessionID), session.merchantID == merchantID,
            sandbox.now().timeIntervalSince(session.created) < DirectSimulator.sessionLifetime
        else {
            throw DirectError(
                status: 400,
                items: [
                    DirectErrorItem(
                        .invalidSession, status: 400, message: "the encrypted input names an unknown or expired client session",
                        property: "clientSessionId")
                ])
        }
        guard let amountText = call.value("order", "amountOfMoney", "amount")?.lexicalText, let amount = Int(amountText),
            let currency = call.value("order", "amountOfMoney", "currencyCode")?.lexicalText
        else {
            throw DirectError(
                status: 400,
                items: [DirectErrorItem(.missingParameter, status: 400, message: "order.amountOfMoney is required", property: "order.amountOfMoney")])
        }
        guard let product = DirectProduct.byID(input.productID), product.method == "card" else {
            throw DirectError(
                status: 400,
                items: [
                    DirectErrorItem(
                        .invalidValue, status: 400, message: "payment product \(input.productID) cannot be paid with encrypted card data",
                        property: "paymentProductId")
                ])
        }
        var values = input.values
        var stored: DirectStoredCard?
        if let token = input.accountOnFileID {
            guard let card = store.card(token), card.merchantID == merchantID, card.productID == product.id else {
                throw DirectError(
                    status: 400, items: [DirectErrorItem(.unknownToken, status: 400, message: "unknown account on file", property: "accountOnFileId")]
                )
            }
            stored = card
            values["cardNumber"] = values["cardNumber"] ?? card.cardNumber
            values["expiryDate"] = values["expiryDate"] ?? card.expiryDate
            if let name = card.cardholderName { values["cardholderName"] = values["cardholderName"] ?? name }
        }
        let problems = product.validate(values, onFile: stored != nil, now: sandbox.now())
        guard problems.isEmpty else { throw DirectError(status: 400, items: problems) }
        guard store.useNonce(input.nonce, session: session.clientSessionID) else {
            throw DirectError(
                status: 409,
                items: [
                    DirectErrorItem(
                        .duplicate, status: 409, message: "this encrypted input was already used for a payment", property: "encryptedCustomerInput")
                ])
        }
        let number = values["cardNumber"] ?? ""
        let payment = DirectPaymentDraft(
            id: sandbox.random.digits(10) + "_0", product: product, number: number, expiry: values["expiryDate"] ?? "", amount: amount,
            currency: currency, merchantReference: call.value("order", "references", "merchantReference")?.lexicalText,
            country: DirectIssuer.lookup(String(number.prefix(8)))?.country ?? "US")
        return try paymentAnswer(payment, call: call, input: input, merchantID: merchantID, sandbox: sandbox)
    }

    func decryptInput(_ compact: String, _ sandbox: Sandbox) throws(DirectError) -> DirectCustomerInput {
        let invalid: (String, String) -> DirectError = { message, property in
            DirectError(status: 400, items: [DirectErrorItem(.invalidEncryptedInput, status: 400, message: message, property: property)])
        }
        let decrypted: (header: BodyValue, payload: Data)
        do {
            decrypted = try JWE.decrypt(compact, privateKey: DirectKey.privateKey)
        } catch {
            throw invalid("\(error)", "encryptedCustomerInput")
        }
        let (header, plaintext) = decrypted
        guard header["kid"]?.lexicalText == DirectKey.keyID else {
            throw invalid("the JWE kid is not the keyId of getPublicKey (\(DirectKey.keyID))", "encryptedCustomerInput")
        }
        guard let payload = try? JSONBodyParser.parse(Array(plaintext)) else {
            throw invalid("the decrypted customer input is not JSON", "encryptedCustomerInput")
        }
        if let target = try? sandbox.checker.target(protocol: protocolID, container: "EncryptedCustomerInputPayload") {
            let errors = sandbox.checker.check(value: payload, against: target).errors
            if !errors.isEmpty {
                throw DirectError(
                    status: 400,
                    items: errors.prefix(20).map {
                        DirectErrorItem(
                            $0.kind == .missingMandatory ? .missingParameter : .invalidValue, status: 400,
                            message: "encrypted customer input: " + $0.message(.en),
                            property: DirectSimulator.propertyName($0.path))
                    })
            }
        }
        var values: [String: String] = [:]
        if case .array(let items)? = payload["paymentValues"] {
            for item in items {
                if let key = item["key"]?.lexicalText, let value = item["value"]?.lexicalText { values[key] = value }
            }
        }
        return DirectCustomerInput(
            clientSessionID: payload["clientSessionId"]?.lexicalText ?? "", nonce: payload["nonce"]?.lexicalText ?? "",
            productID: Int(payload["paymentProductId"]?.lexicalText ?? "") ?? 0, accountOnFileID: payload["accountOnFileId"]?.lexicalText,
            tokenize: payload["tokenize"] == .bool(true), values: values)
    }

    func paymentAnswer(
        _ draft: DirectPaymentDraft, call: SandboxCall, input: DirectCustomerInput, merchantID: String, sandbox: Sandbox
    ) throws(DirectError) -> RecordedResponse {
        let outcome = TestCardOutcome.of(draft.number)
        let sale = call.value("cardPaymentMethodSpecificInput", "authorizationMode")?.lexicalText == "SALE"
        switch outcome {
        case .approve, .coBadged:
            let status: DirectPaymentStatus = sale ? .captured : .pendingCapture
            var body = sandbox.example(call.reference, status: "2xx").setting("payment", draft.body(status: status, authorised: true))
            if input.tokenize && draft.product.allowsTokenization {
                let token = sandbox.random.uuid()
                store.add(
                    DirectStoredCard(
                        token: token, merchantID: merchantID, productID: draft.product.id, cardNumber: draft.number, expiryDate: draft.expiry,
                        cardholderName: input.values["cardholderName"]))
                body = body.setting(
                    "creationOutput",
                    .object([
                        BodyMember("isNewToken", .bool(true)), BodyMember("token", .string(token)), BodyMember("tokenizationSucceeded", .bool(true)),
                    ]))
            }
            return sandbox.json(201, body)
        case .threeDSecure:
            let returnURL =
                call.value("cardPaymentMethodSpecificInput", "threeDSecure", "redirectionData", "returnUrl")?.lexicalText
                ?? call.value("cardPaymentMethodSpecificInput", "returnUrl")?.lexicalText
            let mac = sandbox.random.uuid()
            store.addChallenge(draft.id, returnURL: returnURL, mac: mac)
            let action = BodyValue.object([
                BodyMember("actionType", .string("REDIRECT")),
                BodyMember(
                    "redirectData",
                    .object([
                        BodyMember("RETURNMAC", .string(mac)),
                        BodyMember("redirectURL", .string(sandbox.baseURL + DirectSimulator.challengePath + draft.id)),
                    ])),
            ])
            let body = sandbox.example(call.reference, status: "2xx").setting([
                ("merchantAction", action), ("payment", draft.body(status: .redirected, authorised: false)),
            ])
            return sandbox.json(201, body)
        case .decline, .insufficientFunds:
            let kind: DirectErrorKind = outcome == .decline ? .declined : .insufficientFunds
            let message = outcome == .decline ? "the issuer declined the authorisation" : "the issuer declined the authorisation: insufficient funds"
            let result = BodyValue.object([BodyMember("payment", draft.body(status: .rejected, authorised: false))])
            throw DirectError(status: 402, items: [DirectErrorItem(kind, status: 402, message: message)], paymentResult: result)
        case .technicalError:
            throw DirectError(
                status: 502,
                items: [DirectErrorItem(.acquirerUnavailable, status: 502, message: "the acquirer did not answer in time", retriable: true)],
                keepNonce: input.nonce, session: input.clientSessionID)
        case .unauthorised:
            throw DirectError(status: 403, items: [DirectErrorItem(.notAllowed, status: 403, message: "the merchant may not accept this card")])
        }
    }

    // MARK: 3-D Secure page

    func challengePage(paymentID: String, sandbox: Sandbox) -> RecordedResponse {
        guard let challenge = store.challenge(paymentID) else {
            return sandbox.html(404, "<!doctype html><title>Unknown payment</title><p>No 3-D Secure challenge for this payment.</p>")
        }
        let safeID = Markup.escape(paymentID)
        guard let returnURL = challenge.returnURL else {
            return sandbox.html(
                200,
                "<!doctype html><title>3-D Secure (sandbox)</title><h1>3-D Secure (sandbox)</h1>"
                    + "<p>Payment \(safeID) authenticated. The payment request had no returnUrl to send the customer back to.</p>")
        }
        let separator = returnURL.contains("?") ? "&" : "?"
        let link = returnURL + separator + "paymentId=" + FormEncoding.encode(paymentID) + "&RETURNMAC=" + FormEncoding.encode(challenge.mac)
        return sandbox.html(
            200,
            "<!doctype html><title>3-D Secure (sandbox)</title><h1>3-D Secure (sandbox)</h1>"
                + "<p>Payment \(safeID) asks for customer authentication.</p>"
                + "<p><a id=\"authenticate\" href=\"\(Markup.escape(link))\">Authenticate and return to the shop</a></p>")
    }

    // MARK: Errors

    func render(_ error: DirectError, _ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        if let nonce = error.keepNonce, let session = error.session { store.releaseNonce(nonce, session: session) }
        var body = sandbox.example(call.reference, status: String(error.status))
        if case .object = body {} else { body = .object([]) }
        body = body.setting([
            ("errorId", .string(sandbox.random.uuid())), ("errors", .array(error.items.map(\.body))),
            ("paymentResult", call.reference.operation == "createPayment" ? error.paymentResult : nil),
        ])
        return sandbox.json(error.status, body)
    }

    /// A finding path (`$.a.b[0].c`) as a Direct propertyName (`a.b[0].c`), nil for the whole body.
    static func propertyName(_ path: String) -> String? {
        var text = path
        if text.hasPrefix("$.") { text.removeFirst(2) } else if text.hasPrefix("$") { text.removeFirst() }
        return text.isEmpty ? nil : text
    }

    // MARK: Helpers

    /// Reference rates against the euro (sandbox values, not market data).
    static let eurRates: [String: Double] = [
        "EUR": 1, "USD": 1.085, "GBP": 0.855, "CHF": 0.955, "SEK": 11.45, "DKK": 7.46, "NOK": 11.6, "PLN": 4.32, "CAD": 1.47, "AUD": 1.64,
    ]

    static func decimal(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// A 1×1 transparent PNG served for every logo.
    static let logoPNG =
        Data(
            base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=") ?? Data()
}

// MARK: - State

/// A client session opened by createSession.
struct DirectSession: Sendable {
    let clientSessionID: String
    let customerID: String
    let merchantID: String
    let created: Date
    let tokens: [String]
}

/// A card stored by a payment with `tokenize`, offered back as an account on file.
struct DirectStoredCard: Sendable {
    let token: String
    let merchantID: String
    let productID: Int
    let cardNumber: String
    let expiryDate: String
    let cardholderName: String?
}

/// The thread-safe state of the Direct simulator: sessions, stored cards, used nonces and 3-D Secure challenges.
final class DirectStore: @unchecked Sendable {
    private let lock = NSLock()
    private var sessions: [String: DirectSession] = [:]
    private var cards: [String: DirectStoredCard] = [:]
    private var nonces: Set<String> = []
    private var challenges: [String: (returnURL: String?, mac: String)] = [:]

    func add(_ session: DirectSession) { lock.withLock { sessions[session.clientSessionID] = session } }
    func session(_ id: String) -> DirectSession? { lock.withLock { sessions[id] } }
    func add(_ card: DirectStoredCard) { lock.withLock { cards[card.token] = card } }
    func card(_ token: String) -> DirectStoredCard? { lock.withLock { cards[token] } }

    /// Records a payload nonce; false when the same session already used it.
    func useNonce(_ nonce: String, session: String) -> Bool { lock.withLock { nonces.insert(session + "/" + nonce).inserted } }
    func releaseNonce(_ nonce: String, session: String) { _ = lock.withLock { nonces.remove(session + "/" + nonce) } }
    func addChallenge(_ paymentID: String, returnURL: String?, mac: String) { lock.withLock { challenges[paymentID] = (returnURL, mac) } }
    func challenge(_ paymentID: String) -> (returnURL: String?, mac: String)? { lock.withLock { challenges[paymentID] } }
}

/// What the decrypted encryptedCustomerInput carries.
struct DirectCustomerInput {
    let clientSessionID: String
    let nonce: String
    let productID: Int
    let accountOnFileID: String?
    let tokenize: Bool
    let values: [String: String]
}

// MARK: - Errors

/// The errors the simulator reports, with their (sandbox-chosen) codes in the platform's eight-digit style.
enum DirectErrorKind {
    case missingParameter, invalidValue, authorization, invalidSession, customerNotAllowed, productNotFound, iinNotFound, unknownToken
    case invalidEncryptedInput, duplicate, declined, insufficientFunds, acquirerUnavailable, notAllowed, notFound

    var id: String {
        switch self {
        case .missingParameter: "PARAMETER_NOT_FOUND_IN_REQUEST"
        case .invalidValue: "INVALID_VALUE"
        case .authorization: "MISSING_OR_INVALID_AUTHORIZATION"
        case .invalidSession: "INVALID_CLIENT_SESSION"
        case .customerNotAllowed: "ACCESS_TO_CUSTOMER_NOT_ALLOWED"
        case .productNotFound: "PAYMENT_PRODUCT_NOT_FOUND"
        case .iinNotFound: "IIN_NOT_FOUND"
        case .unknownToken: "UNKNOWN_TOKEN"
        case .invalidEncryptedInput: "INVALID_ENCRYPTED_CUSTOMER_INPUT"
        case .duplicate: "DUPLICATE_REQUEST"
        case .declined: "AUTHORIZATION_DECLINED"
        case .insufficientFunds: "INSUFFICIENT_FUNDS"
        case .acquirerUnavailable: "ACQUIRER_UNAVAILABLE"
        case .notAllowed: "ACTION_NOT_ALLOWED"
        case .notFound: "RESOURCE_NOT_FOUND"
        }
    }

    var code: String {
        switch self {
        case .missingParameter: "50001101"
        case .invalidValue: "50001102"
        case .authorization: "50001103"
        case .invalidSession: "50001104"
        case .customerNotAllowed: "50001105"
        case .productNotFound: "50001106"
        case .iinNotFound: "50001111"
        case .unknownToken: "50001107"
        case .invalidEncryptedInput: "50001108"
        case .duplicate: "50001109"
        case .declined: "30511001"
        case .insufficientFunds: "30511051"
        case .acquirerUnavailable: "20001000"
        case .notAllowed: "30511057"
        case .notFound: "50001110"
        }
    }

    var category: String {
        switch self {
        case .declined, .insufficientFunds, .acquirerUnavailable, .notAllowed: "PAYMENT_PLATFORM_ERROR"
        default: "DIRECT_PLATFORM_ERROR"
        }
    }
}

/// One item of the error list.
struct DirectErrorItem {
    let kind: DirectErrorKind
    let status: Int
    let message: String
    let property: String?
    let retriable: Bool

    init(_ kind: DirectErrorKind, status: Int, message: String, property: String? = nil, retriable: Bool = false) {
        self.kind = kind
        self.status = status
        self.message = message
        self.property = property
        self.retriable = retriable
    }

    var body: BodyValue {
        var members = [
            BodyMember("errorCode", .string(kind.code)), BodyMember("category", .string(kind.category)),
            BodyMember("httpStatusCode", .number(String(status))), BodyMember("id", .string(kind.id)), BodyMember("message", .string(message)),
        ]
        if let property { members.append(BodyMember("propertyName", .string(property))) }
        members.append(BodyMember("retriable", .bool(retriable)))
        return .object(members)
    }
}

/// An error answer: its status, its items and, for a refused payment, the payment created.
struct DirectError: Error {
    let status: Int
    let items: [DirectErrorItem]
    var paymentResult: BodyValue?
    /// A nonce to forget, so that a retriable failure can be retried with the same encrypted input.
    var keepNonce: String?
    var session: String?

    init(status: Int, items: [DirectErrorItem], paymentResult: BodyValue? = nil, keepNonce: String? = nil, session: String? = nil) {
        self.status = status
        self.items = items
        self.paymentResult = paymentResult
        self.keepNonce = keepNonce
        self.session = session
    }
}

// MARK: - Payment context and catalogue

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

/// One payment product the sandbox merchant offers, with the rules deciding where it is available.
struct DirectProduct: Sendable {
    let id: Int
    let label: String
    let method: String
    let group: String?
    let displayOrder: Int
    let currencies: Set<String>?
    let countries: Set<String>?
    let allowsRecurring: Bool
    let allowsTokenization: Bool
    let minAmount: Int?
    let maxAmount: Int?
    let networks: [String]
    let brands: Set<String>
    let panLength: ClosedRange<Int>
    let cvvLength: Int
    /// Surcharge in tenths of a percent, for products that carry one.
    let surchargePerMille: Int?

    /// The logo's absolute URL under the sandbox's assetUrl (clients load it as given).
    func logo(_ sandbox: Sandbox) -> String { sandbox.baseURL + DirectSimulator.assetPath + "pp_logo_\(id)_v1.png" }

    func isAvailable(in context: DirectContext) -> Bool {
        if let currencies, let currency = context.currencyCode, !currencies.contains(currency) { return false }
        if let countries, let country = context.countryCode, !countries.contains(country) { return false }
        if context.isRecurring && !allowsRecurring { return false }
        if let amount = context.amount {
            if let minAmount, amount < minAmount { return false }
            if let maxAmount, amount > maxAmount { return false }
        }
        return true
    }

    static let catalogue: [DirectProduct] = [
        card(1, "VISA", order: 0, brands: ["VISA"], networks: ["VISA"]),
        card(3, "MasterCard", order: 1, brands: ["MASTERCARD"], networks: ["MASTERCARD"]),
        card(
            2, "American Express", order: 2, brands: ["AMEX"], networks: ["AMEX"], currencies: ["EUR", "USD"], pan: 15...15, cvv: 4, surcharge: 25),
        card(
            130, "Carte Bancaire", order: 3, brands: ["VISA", "MASTERCARD"], networks: ["CB", "VISA", "MASTERCARD"], currencies: ["EUR"],
            countries: ["FR"]),
        DirectProduct(
            id: 302, label: "Apple Pay", method: "mobile", group: nil, displayOrder: 4, currencies: nil, countries: nil, allowsRecurring: false,
            allowsTokenization: false, minAmount: 1, maxAmount: nil, networks: ["Visa", "MasterCard", "AmEx"], brands: [], panLength: 0...0,
            cvvLength: 0,
            surchargePerMille: nil),
        DirectProduct(
            id: 320, label: "Google Pay", method: "mobile", group: nil, displayOrder: 5, currencies: nil, countries: nil, allowsRecurring: false,
            allowsTokenization: false, minAmount: 1, maxAmount: nil, networks: ["VISA", "MASTERCARD", "AMEX"], brands: [], panLength: 0...0,
            cvvLength: 0,
            surchargePerMille: nil),
        DirectProduct(
            id: 809, label: "iDEAL", method: "redirect", group: nil, displayOrder: 6, currencies: ["EUR"], countries: ["NL"], allowsRecurring: false,
            allowsTokenization: false, minAmount: 1, maxAmount: 5_000_000, networks: [], brands: [], panLength: 0...0, cvvLength: 0,
            surchargePerMille: nil),
    ]

    static func card(
        _ id: Int, _ label: String, order: Int, brands: Set<String>, networks: [String], currencies: Set<String>? = nil,
        countries: Set<String>? = nil,
        pan: ClosedRange<Int> = 13...19, cvv: Int = 3, surcharge: Int? = nil
    ) -> DirectProduct {
        DirectProduct(
            id: id, label: label, method: "card", group: "Cards", displayOrder: order, currencies: currencies, countries: countries,
            allowsRecurring: true,
            allowsTokenization: true, minAmount: 0, maxAmount: 100_000_000, networks: networks, brands: brands, panLength: pan, cvvLength: cvv,
            surchargePerMille: surcharge)
    }

    static func byID(_ id: Int) -> DirectProduct? { catalogue.first { $0.id == id } }

    /// The input fields: the four card fields for card products, none for the others.
    var fields: [DirectField] {
        guard method == "card" else { return [] }
        let numberMask =
            panLength.upperBound == 15 ? "{{9999}} {{999999}} {{99999}}" : "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
        return [
            DirectField(
                id: "cardNumber", type: "numericstring", label: "Card number", order: 0, mask: numberMask, length: panLength, luhn: true,
                pattern: "^[0-9]*$"),
            DirectField(id: "cardholderName", type: "string", label: "Cardholder's name", order: 1, mask: nil, length: 2...50),
            DirectField(
                id: "expiryDate", type: "expirydate", label: "Expiry date", order: 2, mask: "{{99}}/{{99}}", pattern: "^(0[1-9]|1[0-2])(\\d{2})$",
                expirationDate: true),
            DirectField(
                id: "cvv", type: "numericstring", label: "Card verification code", order: 3,
                mask: "{{" + String(repeating: "9", count: cvvLength) + "}}",
                length: cvvLength...cvvLength, pattern: "^[0-9]*$",
                tooltip: cvvLength == 4 ? "The 4 digits printed on the front of the card" : "The last 3 digits on the back of the card"),
        ]
    }

    /// The problems of the customer's values against the field rules; cvv is optional with an account on file.
    func validate(_ values: [String: String], onFile: Bool, now: Date) -> [DirectErrorItem] {
        var problems: [DirectErrorItem] = []
        for field in fields {
            let value = values[field.id] ?? ""
            if value.isEmpty {
                if field.required && !(onFile && field.id == "cvv") {
                    problems.append(DirectErrorItem(.missingParameter, status: 400, message: "\(field.id) is required", property: field.id))
                }
                continue
            }
            if let problem = field.problem(value, now: now) {
                problems.append(DirectErrorItem(.invalidValue, status: 400, message: "\(field.id): \(problem)", property: field.id))
            }
        }
        if problems.isEmpty, let number = values["cardNumber"], !brands.contains(TestCardOutcome.brand(number)) {
            problems.append(
                DirectErrorItem(
                    .invalidValue, status: 400, message: "the card number does not belong to payment product \(id)", property: "cardNumber"))
        }
        return problems
    }
}

/// One input field of a card product: its display hints and the validators it enforces.
struct DirectField: Sendable {
    let id: String
    let type: String
    let label: String
    let order: Int
    let mask: String?
    var length: ClosedRange<Int>?
    var luhn = false
    var pattern: String?
    var expirationDate = false
    var tooltip: String?
    var required = true

    init(
        id: String, type: String, label: String, order: Int, mask: String?, length: ClosedRange<Int>? = nil, luhn: Bool = false,
        pattern: String? = nil,
        expirationDate: Bool = false, tooltip: String? = nil
    ) {
        self.id = id
        self.type = type
        self.label = label
        self.order = order
        self.mask = mask
        self.length = length
        self.luhn = luhn
        self.pattern = pattern
        self.expirationDate = expirationDate
        self.tooltip = tooltip
    }

    var body: BodyValue {
        var validators: [BodyMember] = []
        if expirationDate { validators.append(BodyMember("expirationDate", .object([]))) }
        if let length {
            validators.append(
                BodyMember(
                    "length",
                    .object([
                        BodyMember("maxLength", .number(String(length.upperBound))), BodyMember("minLength", .number(String(length.lowerBound))),
                    ])))
        }
        if luhn { validators.append(BodyMember("luhn", .object([]))) }
        if let pattern { validators.append(BodyMember("regularExpression", .object([BodyMember("regularExpression", .string(pattern))]))) }
        var hints: [BodyMember] = [
            BodyMember("alwaysShow", .bool(false)), BodyMember("displayOrder", .number(String(order))),
            BodyMember("formElement", .object([BodyMember("type", .string("text"))])), BodyMember("label", .string(label)),
            BodyMember("placeholderLabel", .string("")),
        ]
        if let mask { hints.append(BodyMember("mask", .string(mask))) }
        hints += [
            BodyMember("obfuscate", .bool(false)),
            BodyMember("preferredInputType", .string(type == "numericstring" || type == "expirydate" ? "IntegerKeyboard" : "StringKeyboard")),
        ]
        if let tooltip { hints.append(BodyMember("tooltip", .object([BodyMember("label", .string(tooltip))]))) }
        return .object([
            BodyMember("id", .string(id)), BodyMember("type", .string(type)),
            BodyMember(
                "dataRestrictions", .object([BodyMember("isRequired", .bool(required)), BodyMember("validators", .object(validators))])),
            BodyMember("displayHints", .object(hints)),
        ])
    }

    /// Why a non-empty value breaks the field's validators, or nil.
    func problem(_ value: String, now: Date) -> String? {
        if let length, !length.contains(value.count) {
            return "length \(value.count) is outside \(length.lowerBound)...\(length.upperBound)"
        }
        if let pattern, value.range(of: pattern, options: .regularExpression) == nil {
            return "does not match \(pattern)"
        }
        if luhn && !Luhn.isValid(value) { return "fails the Luhn check" }
        if expirationDate {
            guard value.count == 4, let month = Int(value.prefix(2)), let shortYear = Int(value.suffix(2)) else { return "is not MMYY" }
            let year = 2000 + shortYear
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let parts = calendar.dateComponents([.year, .month], from: now)
            let current = (parts.year ?? 0) * 12 + (parts.month ?? 0)
            let given = year * 12 + month
            if given < current { return "the card has expired" }
            if given > current + 25 * 12 { return "is more than 25 years ahead" }
        }
        return nil
    }
}

/// What an IIN lookup finds: the primary product, the co-brands, the issuer country and the funding type.
struct DirectIssuer {
    let primary: DirectProduct
    let coBrands: [DirectProduct]
    let country: String
    let cardType: String

    /// The issuer of the first six or eight digits, from the brand ranges; nil when no product matches.
    static func lookup(_ bin: String) -> DirectIssuer? {
        guard bin.count >= 6, bin.allSatisfy(DirectSimulator.isDigit) else { return nil }
        // The published co-badged test card (CB and VISA) belongs to a French debit range.
        if bin.hasPrefix("403550"), let visa = DirectProduct.byID(1), let cb = DirectProduct.byID(130) {
            return DirectIssuer(primary: visa, coBrands: [visa, cb], country: "FR", cardType: "Debit")
        }
        let productID: Int
        switch TestCardOutcome.brand(bin) {
        case "VISA": productID = 1
        case "MASTERCARD": productID = 3
        case "AMEX": productID = 2
        default: return nil
        }
        guard let product = DirectProduct.byID(productID) else { return nil }
        return DirectIssuer(primary: product, coBrands: [], country: "US", cardType: "Credit")
    }

    /// The currency a card from this country is billed in.
    static func currency(ofCountry country: String) -> String {
        switch country {
        case "US": "USD"
        case "GB": "GBP"
        case "CH": "CHF"
        default: "EUR"
        }
    }
}

/// The status a created payment is in, with Direct's status code and category.
enum DirectPaymentStatus {
    case pendingCapture, captured, redirected, rejected

    var name: String {
        switch self {
        case .pendingCapture: "PENDING_CAPTURE"
        case .captured: "CAPTURED"
        case .redirected: "REDIRECTED"
        case .rejected: "REJECTED"
        }
    }

    var code: Int {
        switch self {
        case .pendingCapture: 5
        case .captured: 9
        case .redirected: 46
        case .rejected: 2
        }
    }

    var category: String {
        switch self {
        case .pendingCapture: "PENDING_MERCHANT"
        case .captured: "COMPLETED"
        case .redirected: "PENDING_PAYMENT"
        case .rejected: "UNSUCCESSFUL"
        }
    }
}

/// A payment being answered.
struct DirectPaymentDraft {
    let id: String
    let product: DirectProduct
    let number: String
    let expiry: String
    let amount: Int
    let currency: String
    let merchantReference: String?
    let country: String

    func body(status: DirectPaymentStatus, authorised: Bool) -> BodyValue {
        let masked = String(repeating: "*", count: max(0, number.count - 4)) + number.suffix(4)
        var card: [BodyMember] = [
            BodyMember("paymentProductId", .number(String(product.id))),
            BodyMember(
                "card",
                .object([
                    BodyMember("bin", .string(String(number.prefix(6)))), BodyMember("cardNumber", .string(masked)),
                    BodyMember("countryCode", .string(country)), BodyMember("expiryDate", .string(expiry)),
                ])),
            BodyMember("fraudResults", .object([BodyMember("fraudServiceResult", .string("no-advice"))])),
        ]
        if authorised { card.insert(BodyMember("authorisationCode", .string("SBX" + String(id.prefix(3)))), at: 1) }
        var references: [BodyMember] = []
        if let merchantReference { references.append(BodyMember("merchantReference", .string(merchantReference))) }
        return .object([
            BodyMember("id", .string(id)),
            BodyMember(
                "paymentOutput",
                .object([
                    BodyMember(
                        "amountOfMoney", .object([BodyMember("amount", .number(String(amount))), BodyMember("currencyCode", .string(currency))])),
                    BodyMember("references", .object(references)), BodyMember("paymentMethod", .string("card")),
                    BodyMember("cardPaymentMethodSpecificOutput", .object(card)),
                ])),
            BodyMember("status", .string(status.name)),
            BodyMember(
                "statusOutput",
                .object([
                    BodyMember("isCancellable", .bool(status == .pendingCapture)), BodyMember("statusCategory", .string(status.category)),
                    BodyMember("statusCode", .number(String(status.code))), BodyMember("isAuthorized", .bool(authorised)),
                    BodyMember("isRefundable", .bool(status == .captured)),
                ])),
        ])
    }
}

extension BodyValue {
    /// The members of an object as key/value pairs, for `setting(_:)`.
    fileprivate var objectMembersList: [(String, BodyValue?)] {
        guard case .object(let members) = self else { return [] }
        return members.map { ($0.key, $0.value) }
    }
}
