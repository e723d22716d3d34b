import ConformanceKit
import Foundation

extension DirectSimulator {
    func paymentProducts(_ call: SandboxCall, _ session: DirectSession, _ fixtures: DirectFixtures, _ sandbox: Sandbox) -> RecordedResponse {
        let context = DirectContext(query: call.request.query)
        let withFields = call.request.query.first { $0.name == "hide" }?.value != "fields"
        let products = fixtures.catalogue.products.filter { $0.isAvailable(in: context) }.map { product in
            productBody(product, session: session, fixtures: fixtures, sandbox: sandbox, fields: withFields)
        }
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting("paymentProducts", .array(products)))
    }

    func paymentProduct(
        _ call: SandboxCall, _ session: DirectSession, _ fixtures: DirectFixtures, _ sandbox: Sandbox
    ) throws(DirectError) -> RecordedResponse {
        let product = try availableProduct(call, fixtures)
        let body = productBody(product, session: session, fixtures: fixtures, sandbox: sandbox, fields: true)
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting(body.objectMembersList))
    }

    func networks(_ call: SandboxCall, _ fixtures: DirectFixtures, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let product = try availableProduct(call, fixtures)
        return sandbox.json(200, sandbox.example(call.reference, status: "200").setting("networks", .array(product.networks.map(BodyValue.string))))
    }

    /// The product of the path, when it exists and suits the query's payment context (a withdrawn one answers 410).
    func availableProduct(_ call: SandboxCall, _ fixtures: DirectFixtures) throws(DirectError) -> DirectProduct {
        let text = call.pathParameters["paymentProductId"] ?? ""
        if let id = Int(text), fixtures.catalogue.isWithdrawn(id) {
            throw DirectError(.productWithdrawn, ["productId": text])
        }
        guard let id = Int(text), let product = fixtures.product(id), product.isAvailable(in: DirectContext(query: call.request.query)) else {
            throw DirectError(.productNotInContext, ["productId": text])
        }
        return product
    }

    func productBody(_ product: DirectProduct, session: DirectSession, fixtures: DirectFixtures, sandbox: Sandbox, fields: Bool) -> BodyValue {
        let hints = BodyValue.object([
            BodyMember("displayOrder", .number(String(product.displayOrder))), BodyMember("label", .string(product.label)),
            BodyMember("logo", .string(product.logo(sandbox, fixtures.pages.assets))),
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
        let accounts = session.tokens.compactMap { storedCard($0, fixtures) }.filter { $0.productID == product.id }.map {
            accountOnFile($0, fixtures: fixtures, sandbox: sandbox)
        }
        if !accounts.isEmpty { members.append(BodyMember("accountsOnFile", .array(accounts))) }
        if let specific = product.specificData {
            var data: [BodyMember] = []
            if let gateway = product.gateway { data.append(BodyMember("gateway", .string(gateway))) }
            data.append(BodyMember("networks", .array(product.networks.map(BodyValue.string))))
            members.append(BodyMember(specific, .object(data)))
        }
        if fields { members.append(BodyMember("fields", .array(product.fields(fixtures.catalogue.cardFields).map(\.body)))) }
        return .object(members)
    }

    func accountOnFile(_ card: DirectStoredCard, fixtures: DirectFixtures, sandbox: Sandbox) -> BodyValue {
        let masked = String(repeating: "*", count: card.cardNumber.count - 4) + card.cardNumber.suffix(4)
        let attribute: (String, String, String) -> BodyValue = { key, value, status in
            .object([BodyMember("key", .string(key)), BodyMember("value", .string(value)), BodyMember("status", .string(status))])
        }
        var expiry = attribute("expiryDate", card.expiryDate, "CAN_WRITE")
        if DirectField.hasExpired(card.expiryDate, now: sandbox.now()) {
            // The customer must type a new expiry date: the stored one is in the past.
            expiry = .object([
                BodyMember("key", .string("expiryDate")), BodyMember("value", .string(card.expiryDate)), BodyMember("status", .string("MUST_WRITE")),
                BodyMember("mustWriteReason", .string("IN_THE_PAST")),
            ])
        }
        var attributes = [attribute("alias", masked, "READ_ONLY"), attribute("cardNumber", masked, "READ_ONLY"), expiry]
        if let name = card.cardholderName { attributes.append(attribute("cardholderName", name, "READ_ONLY")) }
        let logo = fixtures.product(card.productID)?.logo(sandbox, fixtures.pages.assets) ?? ""
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
                                BodyMember("mask", .string(fixtures.catalogue.accountOnFileMask)),
                            ])
                        ])),
                    BodyMember("logo", .string(logo)),
                ])),
        ])
    }

    // MARK: IIN details

    func iinDetails(_ call: SandboxCall, _ fixtures: DirectFixtures, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        let bin = call.text("bin") ?? ""
        let context = call.value("paymentContext").map(DirectContext.init(iinContext:))
        guard let issuer = fixtures.issuer(bin) else {
            throw DirectError(.binUnknown, ["bin": bin])
        }
        let allowed: (DirectProduct) -> BodyValue? = { product in context.map { .bool(product.isAvailable(in: $0)) } }
        var body = sandbox.example(call.reference, status: "200").setting([
            ("paymentProductId", .number(String(issuer.primary.id))), ("countryCode", .string(issuer.country)),
            ("isAllowedInContext", allowed(issuer.primary)), ("cardType", .string(issuer.cardType)),
        ])
        if let card = issuer.primary.card {
            body = body.setting([
                ("cardScheme", card.scheme.map(BodyValue.string)), ("panLengthMin", .number(String(card.panLength.range.lowerBound))),
                ("panLengthMax", .number(String(card.panLength.range.upperBound))),
            ])
        }
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
}
