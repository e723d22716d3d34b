import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import Foundation

extension DirectSimulator {
    func createPayment(_ call: SandboxCall, _ fixtures: DirectFixtures, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let merchantID = call.pathParameters["merchantId"] ?? ""
        guard let compact = call.text("encryptedCustomerInput") else {
            throw DirectError(.encryptedInputRequired)
        }
        let input = try decryptInput(compact, sandbox)
        guard let session = store.session(input.clientSessionID), session.merchantID == merchantID,
            sandbox.now().timeIntervalSince(session.created) < DirectSimulator.sessionLifetime
        else {
            throw DirectError(.inputSessionUnknown)
        }
        guard let amountText = call.value("order", "amountOfMoney", "amount")?.lexicalText, let amount = Int(amountText),
            let currency = call.value("order", "amountOfMoney", "currencyCode")?.lexicalText
        else {
            throw DirectError(.amountRequired)
        }
        guard let product = fixtures.product(input.productID), product.method == "card" else {
            throw DirectError(.productNotEncryptable, ["productId": String(input.productID)])
        }
        var values = input.values
        var stored: DirectStoredCard?
        if let token = input.accountOnFileID {
            guard let card = storedCard(token, fixtures), card.merchantID == merchantID, card.productID == product.id else {
                throw DirectError(.accountOnFileUnknown)
            }
            stored = card
            values["cardNumber"] = values["cardNumber"] ?? card.cardNumber
            values["expiryDate"] = values["expiryDate"] ?? card.expiryDate
            if let name = card.cardholderName { values["cardholderName"] = values["cardholderName"] ?? name }
        }
        let problems = product.validate(values, onFile: stored != nil, now: sandbox.now(), facts: fixtures.catalogue.cardFields)
        guard problems.isEmpty else { throw DirectError(status: 400, items: problems) }
        guard store.useNonce(input.nonce, session: session.clientSessionID) else {
            throw DirectError(.inputUsed)
        }
        let number = values["cardNumber"] ?? ""
        let payment = DirectPaymentDraft(
            id: sandbox.random.digits(10) + "_0", product: product, number: number, expiry: values["expiryDate"] ?? "", amount: amount,
            currency: currency, merchantReference: call.value("order", "references", "merchantReference")?.lexicalText,
            country: fixtures.issuer(String(number.prefix(8)))?.country ?? fixtures.issuers.defaultCountry, answers: fixtures.answers)
        return try paymentAnswer(payment, call: call, input: input, merchantID: merchantID, fixtures: fixtures, sandbox: sandbox)
    }

    func decryptInput(_ compact: String, _ sandbox: Sandbox) throws(DirectError) -> DirectCustomerInput {
        let decrypted: (header: BodyValue, payload: Data)
        do {
            decrypted = try JWE.decrypt(compact, privateKey: DirectKey.privateKey)
        } catch {
            throw DirectError(.undecryptable, ["detail": "\(error)"])
        }
        let (header, plaintext) = decrypted
        guard header["kid"]?.lexicalText == DirectKey.keyID else {
            throw DirectError(.wrongKey, ["keyId": DirectKey.keyID])
        }
        guard let payload = try? JSONBodyParser.parse(Array(plaintext)) else {
            throw DirectError(.inputNotJSON)
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
        _ draft: DirectPaymentDraft, call: SandboxCall, input: DirectCustomerInput, merchantID: String, fixtures: DirectFixtures, sandbox: Sandbox
    ) throws(DirectError) -> RecordedResponse {
        let outcome = sandbox.facts.outcome(of: draft.number)
        let answer = fixtures.answers.outcome(outcome)
        let refusal = answer.refusal.map { [DirectErrorItem(outcome: answer, facts: $0)] } ?? []
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
            return sandbox.json(answer.status, body)
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
                        BodyMember("redirectURL", .string(sandbox.baseURL + fixtures.pages.challenge.path + draft.id)),
                    ])),
            ])
            let body = sandbox.example(call.reference, status: "2xx").setting([
                ("merchantAction", action), ("payment", draft.body(status: .redirected, authorised: false)),
            ])
            return sandbox.json(answer.status, body)
        case .decline, .insufficientFunds:
            let result = BodyValue.object([BodyMember("payment", draft.body(status: .rejected, authorised: false))])
            throw DirectError(status: answer.status, items: refusal, paymentResult: result)
        case .technicalError:
            throw DirectError(status: answer.status, items: refusal, keepNonce: input.nonce, session: input.clientSessionID)
        case .unauthorised:
            throw DirectError(status: answer.status, items: refusal)
        }
    }

    // MARK: 3-D Secure page

    func challengePage(paymentID: String, pages: DirectChallengePages, sandbox: Sandbox) -> RecordedResponse {
        let page: (DirectPage, [String: String]) -> RecordedResponse = { sandbox.html($0.status, fillTemplate($0.html, $1)) }
        guard let challenge = store.challenge(paymentID) else { return page(pages.unknownPayment, [:]) }
        let safeID = Markup.escape(paymentID)
        guard let returnURL = challenge.returnURL else { return page(pages.withoutReturnUrl, ["paymentId": safeID]) }
        let separator = returnURL.contains("?") ? "&" : "?"
        let link = returnURL + separator + "paymentId=" + FormEncoding.encode(paymentID) + "&RETURNMAC=" + FormEncoding.encode(challenge.mac)
        return page(pages.withReturnUrl, ["paymentId": safeID, "link": Markup.escape(link)])
    }
}
