import ConformanceKit
import Foundation

extension DirectSimulator {
    func surcharge(_ call: SandboxCall, _ session: DirectSession, _ fixtures: DirectFixtures, _ sandbox: Sandbox) throws(DirectError)
        -> RecordedResponse
    {
        let card = try quotedCard(call, session, fixtures)
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
                        BodyMember("surchargeProductTypeId", .string(fixtures.catalogue.surchargeRate.productTypeId)),
                        BodyMember("surchargeProductTypeVersion", .string(fixtures.catalogue.surchargeRate.productTypeVersion)),
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

    func currencyConversion(
        _ call: SandboxCall, _ session: DirectSession, _ fixtures: DirectFixtures, _ sandbox: Sandbox
    ) throws(DirectError) -> RecordedResponse {
        let rates = fixtures.rates
        let card = try quotedCard(call, session, fixtures)
        let amount = Int(call.value("transaction", "amount", "amount")?.lexicalText ?? "") ?? 0
        let base = call.value("transaction", "amount", "currencyCode")?.lexicalText ?? "EUR"
        let target = rates.currency(ofCountry: card.country)
        var body = sandbox.example(call.reference, status: "200").setting("dccSessionId", .string(sandbox.random.hex(32)))
        let outcome: (String, String) -> BodyValue = { .object([BodyMember("result", .string($0)), BodyMember("resultReason", .string($1))]) }
        guard target != base else {
            body = body.setting([("result", outcome("NotAvailable", rates.texts.sameCurrency)), ("proposal", .object([]))])
            return sandbox.json(200, body)
        }
        guard let from = rates.eurRates[base], let to = rates.eurRates[target] else {
            body = body.setting([
                ("result", outcome("NoRate", fillTemplate(rates.texts.noRate, ["base": base, "target": target]))), ("proposal", .object([])),
            ])
            return sandbox.json(200, body)
        }
        let markUp = rates.markUpPercent
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
                    BodyMember("source", .string(rates.source)),
                ])),
            BodyMember("disclaimerReceipt", .string("")),
            BodyMember(
                "disclaimerDisplay",
                .string(
                    fillTemplate(
                        rates.texts.disclaimerDisplay,
                        ["base": base, "target": target, "markUp": DirectSimulator.decimal(markUp, places: 2)]))),
        ])
        body = body.setting([("result", outcome("Allowed", rates.texts.accepted)), ("proposal", proposal)])
        return sandbox.json(200, body)
    }

    /// The card a quote is for: its product and issuer country, from the number or a stored token.
    func quotedCard(
        _ call: SandboxCall, _ session: DirectSession, _ fixtures: DirectFixtures
    ) throws(DirectError) -> (product: DirectProduct, country: String) {
        let unknownCountry = fixtures.issuers.defaultCountry
        if let token = call.value("cardSource", "token")?.lexicalText {
            guard let card = storedCard(token, fixtures), card.merchantID == session.merchantID, let product = fixtures.product(card.productID) else {
                throw DirectError(.tokenUnknown)
            }
            return (product, fixtures.issuer(String(card.cardNumber.prefix(8)))?.country ?? unknownCountry)
        }
        let number = call.value("cardSource", "card", "cardNumber")?.lexicalText ?? ""
        let issuer = fixtures.issuer(String(number.prefix(8)))
        if let idText = call.value("cardSource", "card", "paymentProductId")?.lexicalText {
            guard let id = Int(idText), let product = fixtures.product(id) else {
                throw DirectError(.quotedProductUnknown, ["productId": idText])
            }
            return (product, issuer?.country ?? unknownCountry)
        }
        guard let issuer else {
            throw DirectError(.cardNumberUnknown)
        }
        return (issuer.primary, issuer.country)
    }
}
