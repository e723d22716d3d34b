import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import Crypto
import Foundation

/// The Worldline Sips / Mercanet In-App simulator.
///
/// The four sealed initialisation calls check keyVersion and the seal, and hand out a single-use
/// redirectionData that remembers the order (or wallet, card-information or token request), a
/// per-session publicKeyValue and a sealed answer. The SDK functions, posted to
/// `<baseURL>/rs-services/v2/sdk/<function>`, need a known, unused, unexpired redirectionData (or
/// transactionContextData) issued for their sdkOperationName, then answer from the test card table.
/// Wallets are kept per merchantId and merchantWalletId (five cards at most). 3-D Secure goes
/// through a local ACS page at `<baseURL>/sips/acs`. Every code it answers with is in
/// Specs/sips-inapp/sandbox/answers.yaml: per test-card outcome (`outcomes:`) and per ``SipsAnswerKind`` (`errors:`).
struct SipsSimulator: ProtocolSimulator {
    /// The most cards a wallet holds.
    static let walletCapacity = 5
    /// Where the SDK functions are served (the redirectionUrl handed out).
    static let sdkPath = "/rs-services/v2/sdk"
    /// The ACS page (authentRedirectionUrl).
    static let acsPath = "/sips/acs"
    /// The page an outside payment app would show (outerRedirectionUrl).
    static let providerPath = "/sips/provider"
    /// The transactionContextVersion handed out.
    static let contextVersion = "TC_1.0"

    static let initialisations: Set<String> = ["orderInitialize", "walletInitialize", "paymentMeanInfoInitialize", "paymentTokenInitialize"]
    static let enrolmentChecks: Set<String> = ["cardCheckEnrollment", "walletCheckEnrollment"]
    /// The sdkOperationName each SDK function's redirectionData must have been issued for.
    static let sessionOperation: [String: String] = [
        "cardOrder": "CARDORDER", "walletOrder": "WALLETORDER", "cardCheckEnrollment": "THREEDSECUREANDORDER",
        "walletCheckEnrollment": "THREEDSECUREANDWALLETORDER", "paymentProviderOrder": "PAYMENTPROVIDERORDER", "addCard": "ADDCARD",
        "getWalletData": "GETWALLETDATA", "deletePaymentMean": "DELETEPAYMENTMEAN", "getCardData": "GETCARDDATA",
        "paymentTokenGenerate": "PAYMENTTOKENGENERATE",
    ]

    let configuration: SandboxConfiguration
    let state = SipsState()

    init(configuration: SandboxConfiguration = SandboxConfiguration()) {
        self.configuration = configuration
    }

    var protocolID: String { "sips-inapp" }

    // MARK: Dispatch

    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse {
        let operation = call.reference.operation
        if operation == "acsForm" { return acs(call.request, in: sandbox) }
        let table = codes(sandbox)
        if let gap = table.gap { return sandbox.missingAnswer(protocolID, gap) }
        let now = sandbox.now()
        let base = sandbox.baseURL
        return state.lock.withLock {
            state.prune(now)
            if Self.initialisations.contains(operation) { return initialize(call, codes: table, sandbox: sandbox, now: now, base: base) }
            do throws(SipsRefusal) {
                let fields: [(String, BodyValue?)]
                switch operation {
                case "cardOrder": fields = try cardOrder(call, sandbox: sandbox, now: now)
                case "walletOrder": fields = try walletOrder(call, sandbox: sandbox, now: now)
                case "cardCheckEnrollment", "walletCheckEnrollment": fields = try checkEnrollment(call, sandbox: sandbox, now: now, base: base)
                case "cardValidateAuthenticationAndOrder": fields = try validateAuthentication(call, sandbox: sandbox, now: now)
                case "paymentProviderOrder": fields = try paymentProviderOrder(call, sandbox: sandbox, now: now, base: base)
                case "getTransactionData": fields = try transactionData(call, sandbox: sandbox, now: now)
                case "addCard": fields = try addCard(call, sandbox: sandbox, now: now)
                case "getWalletData": fields = try walletData(call, sandbox: sandbox, now: now)
                case "deletePaymentMean": fields = try deletePaymentMean(call, sandbox: sandbox, now: now)
                case "getCardData": fields = try cardData(call, sandbox: sandbox, now: now)
                case "paymentTokenGenerate": fields = try paymentToken(call, sandbox: sandbox, now: now)
                default: fields = []
                }
                return sandbox.json(200, sandbox.example(call.reference).setting(fields))
            } catch {
                return refusal(call, error, in: sandbox)
            }
        }
    }

    /// Answers a non-conformant request: an initialisation gets the `format-error` code, an SDK function the
    /// `parameter-wrong` code of its result field (answers.yaml), with errorFieldName = the first finding's field;
    /// the ACS form gets a 400 HTML page.
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse {
        let field = findings.lazy.compactMap { Self.fieldName($0.path) }.first
        switch call.reference.operation {
        case "acsForm":
            return acsError(findings.map { Self.fieldName($0.path) ?? $0.path }, in: sandbox)
        case let operation where Self.initialisations.contains(operation):
            let table = codes(sandbox)
            if let gap = table.gap { return sandbox.missingAnswer(protocolID, gap) }
            let code = table.code(.formatError, SipsAnswerKind.statusField)
            return initializeAnswer(
                call, [(SipsAnswerKind.statusField, .string(code)), ("errorFieldName", field.map(BodyValue.string))], in: sandbox)
        default:
            if let gap = codes(sandbox).gap { return sandbox.missingAnswer(protocolID, gap) }
            return refusal(call, SipsRefusal(.parameterWrong, field: field), in: sandbox)
        }
    }

    func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse? {
        let path = request.path.count > 1 && request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
        if request.method == "POST" && path == Self.acsPath { return acs(request, in: sandbox) }
        if request.method == "GET" && path == Self.providerPath {
            return sandbox.html(
                200,
                Self.page(
                    title: "Payment app (sandbox)",
                    body: "<p>The payment was confirmed in the outside payment app. Go back to the merchant app.</p>"))
        }
        return nil
    }

    /// The codes of the answers in force: the sandbox's `errors:` for Sips.
    func codes(_ sandbox: Sandbox) -> SipsAnswerTable { SipsAnswerTable(answers: sandbox.facts[protocolID].answers) }

    /// A refusal in the operation's own shape (redirectionStatusCode for enrolment checks, inAppResponseCode otherwise).
    func refusal(_ call: SandboxCall, _ refusal: SipsRefusal, in sandbox: Sandbox) -> RecordedResponse {
        let codeField = Self.enrolmentChecks.contains(call.reference.operation) ? SipsAnswerKind.statusField : SipsAnswerKind.inAppField
        let code = refusal.code ?? refusal.kind.map { codes(sandbox).code($0, codeField) } ?? ""
        return sandbox.json(
            200, sandbox.example(call.reference).setting([(codeField, .string(code)), ("errorFieldName", refusal.field.map(BodyValue.string))]))
    }

    /// The request field a finding path names (`$.a.b[0].c` → `a.b.c`), or nil for the whole body.
    static func fieldName(_ path: String) -> String? {
        var text = path.hasPrefix("$") ? String(path.dropFirst()) : path
        while let open = text.range(of: "["), let close = text.range(of: "]", range: open.upperBound..<text.endIndex) {
            let inner = text[open.upperBound..<close.lowerBound]
            let name = inner.hasPrefix("'") && inner.hasSuffix("'") && inner.count >= 2 ? "." + inner.dropFirst().dropLast() : ""
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: name)
        }
        if text.hasPrefix(".") { text.removeFirst() }
        return text.isEmpty ? nil : text
    }

    // MARK: Initialisation

    func initialize(_ call: SandboxCall, codes: SipsAnswerTable, sandbox: Sandbox, now: Date, base: String) -> RecordedResponse {
        func failure(_ kind: SipsAnswerKind, _ field: String) -> RecordedResponse {
            let code = codes.code(kind, SipsAnswerKind.statusField)
            return initializeAnswer(call, [(SipsAnswerKind.statusField, .string(code)), ("errorFieldName", .string(field))], in: sandbox)
        }
        guard let body = call.body else { return failure(.formatError, "seal") }
        guard call.text("keyVersion") == configuration.sipsKeyVersion else { return failure(.unknownKeyVersion, "keyVersion") }
        guard SipsSeal.verify(fields: body, secretKey: configuration.sipsSecretKey) else { return failure(.sealRefused, "seal") }
        let operation = call.text("sdkOperationName") ?? ""
        if operation == "PAYMENTPROVIDERORDER" && call.text("paymentMeanBrand") != "BCMCMOBILE" {
            return failure(.invalidTransaction, "paymentMeanBrand")
        }
        if let field = takenReference(call, now: now) { return failure(.duplicateReference, field) }
        if let code = amountStatus(call, sandbox: sandbox) {
            return initializeAnswer(call, [(SipsAnswerKind.statusField, .string(code))], in: sandbox)
        }
        takeReferences(call, now: now)
        let token = sandbox.random.string(60, alphabet: Self.tokenAlphabet)
        let publicKey = Self.publicKey(sandbox.random)
        let version = call.text("interfaceVersion") ?? "IR_MB_3.0"
        state.sessions[token] = SipsSession(
            operation: operation, request: body, publicKeyValue: publicKey, redirectionVersion: version,
            expires: now.addingTimeInterval(configuration.tokenLifetime))
        state.sessionsByKey[publicKey] = token
        return initializeAnswer(
            call,
            codes.values(.initialised) + [
                ("redirectionData", .string(token)), ("redirectionUrl", .string(base + Self.sdkPath)),
                ("redirectionVersion", .string(version)), ("publicKeyValue", .string(publicKey)),
            ], in: sandbox)
    }

    /// A sealed initialisation answer holding exactly the given fields.
    func initializeAnswer(_ call: SandboxCall, _ fields: [(String, BodyValue?)], in sandbox: Sandbox) -> RecordedResponse {
        var body = sandbox.example(call.reference)
        for key in [
            "redirectionData", "redirectionUrl", "redirectionVersion", "publicKeyValue", "redirectionStatusMessage", "errorFieldName", "seal",
        ] {
            body = body.setting(key, nil)
        }
        return sandbox.json(200, SipsSeal.sealed(body.setting(fields), secretKey: configuration.sipsSecretKey))
    }

    static let tokenAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

    /// A base64 RSA-2048 SubjectPublicKeyInfo with a random modulus (it is opaque to clients).
    static func publicKey(_ random: SandboxRandom) -> String {
        var modulus = random.bytes(256)
        modulus[0] |= 0x80
        modulus[255] |= 0x01
        let header: [UInt8] = [
            0x30, 0x82, 0x01, 0x22, 0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00, 0x03, 0x82, 0x01,
            0x0F, 0x00, 0x30, 0x82, 0x01, 0x0A, 0x02, 0x82, 0x01, 0x01, 0x00,
        ]
        return Data(header + modulus + [0x02, 0x03, 0x01, 0x00, 0x01]).base64EncodedString()
    }

    // MARK: Tokens

    /// The session a redirectionData stands for, checked against the function and the values handed out with it.
    func session(_ call: SandboxCall, now: Date) throws(SipsRefusal) -> (token: String, session: SipsSession) {
        guard let token = call.text("redirectionData"), let session = state.sessions[token], !session.used, session.expires > now,
            session.operation == Self.sessionOperation[call.reference.operation]
        else { throw SipsRefusal(.parameterWrong, field: "redirectionData") }
        try checkHandedOut(call, session)
        return (token, session)
    }

    /// Checks the publicKeyValue and redirectionVersion a call carries against its session's.
    func checkHandedOut(_ call: SandboxCall, _ session: SipsSession) throws(SipsRefusal) {
        if let key = call.text("publicKeyValue"), key != session.publicKeyValue {
            throw SipsRefusal(.parameterWrong, field: "publicKeyValue")
        }
        if let version = call.text("redirectionVersion"), version != session.redirectionVersion {
            throw SipsRefusal(.parameterWrong, field: "redirectionVersion")
        }
    }

    /// The context a transactionContextData stands for.
    func context(_ call: SandboxCall, now: Date) throws(SipsRefusal) -> (token: String, context: SipsContext) {
        guard let token = call.text("transactionContextData"), let context = state.contexts[token], !context.used, context.expires > now
        else { throw SipsRefusal(.parameterWrong, field: "transactionContextData") }
        if let version = call.text("transactionContextVersion"), version != context.version {
            throw SipsRefusal(.parameterWrong, field: "transactionContextVersion")
        }
        return (token, context)
    }

    func issueContext(_ kind: SipsContext.Kind, session: SipsSession, sandbox: Sandbox, now: Date) -> String {
        let token = sandbox.random.string(40, alphabet: Self.tokenAlphabet)
        state.contexts[token] = SipsContext(
            kind: kind, session: session, version: Self.contextVersion, expires: now.addingTimeInterval(configuration.tokenLifetime))
        return token
    }

    // MARK: Payments

    func card(_ call: SandboxCall) throws(SipsRefusal) -> SipsCard {
        guard let number = call.text("cardNumber") else { throw SipsRefusal(.parameterWrong, field: "cardNumber") }
        let brands = SipsCard.brands(number)
        let asked = call.text("paymentMeanBrand")
        let brand = asked.flatMap { brands.contains($0) ? $0 : nil } ?? brands.first ?? "UNKNOWN"
        return SipsCard(
            number: number, expiry: call.text("cardExpiryDate") ?? "", brand: brand, selectionStatus: call.text("paymentMeanBrandSelectionStatus"))
    }

    func cardOrder(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        let card = try self.card(call)
        let result = pay(card, session: session, authentication: .none, walletType: nil, operation: "cardOrder", sandbox: sandbox, now: now)
        if result.consumes { state.sessions[token]?.used = true }
        return result.fields
    }

    /// The wallet card a call's paymentMeanId names.
    func walletCard(_ call: SandboxCall, session: SipsSession) throws(SipsRefusal) -> SipsWalletCard {
        guard let key = session.walletKey, let id = call.text("paymentMeanId").flatMap({ Int($0) }),
            let entry = state.wallets[key]?.cards.first(where: { $0.id == id })
        else { throw SipsRefusal(.unknownPaymentMean, field: "paymentMeanId") }
        return entry
    }

    func walletOrder(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        var card = try walletCard(call, session: session).card
        card.choose(brand: call.text("paymentMeanBrand"), selectionStatus: call.text("paymentMeanBrandSelectionStatus"))
        let result = pay(
            card, session: session, authentication: .none, walletType: "MERCHANT_WALLET", operation: "walletOrder", sandbox: sandbox, now: now)
        if result.consumes { state.sessions[token]?.used = true }
        return result.fields
    }

    // MARK: 3-D Secure

    func checkEnrollment(_ call: SandboxCall, sandbox: Sandbox, now: Date, base: String) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        var card: SipsCard
        var walletType: String?
        if call.reference.operation == "walletCheckEnrollment" {
            do throws(SipsRefusal) {
                card = try walletCard(call, session: session).card
            } catch {
                throw SipsRefusal(.formatError, field: error.field)
            }
            card.choose(brand: call.text("paymentMeanBrand"), selectionStatus: call.text("paymentMeanBrandSelectionStatus"))
            walletType = "MERCHANT_WALLET"
        } else {
            card = try self.card(call)
        }
        let outcome = sandbox.facts.outcome(of: card.number)
        if outcome == .technicalError,
            let code = sandbox.facts[protocolID].answers.answer(outcome, operation: call.reference.operation)?.text("redirectionStatusCode")
        {
            throw SipsRefusal(code: code, field: nil)
        }
        state.sessions[token]?.used = true
        let enrolled = outcome == .threeDSecure
        let paReq = enrolled ? Data(sandbox.random.bytes(48)).base64EncodedString() : nil
        let context = issueContext(.authentication(card: card, paReq: paReq, walletType: walletType), session: session, sandbox: sandbox, now: now)
        if let paReq { state.contextsByPaReq[paReq] = context }
        var fields: [(String, BodyValue?)] = [
            (SipsAnswerKind.statusField, .string(codes(sandbox).code(.initialised, SipsAnswerKind.statusField))),
            ("maskedPan", .string(card.maskedPan)), ("tokenPan", .string(tokenPan(card.number))),
            ("transactionContextData", .string(context)), ("transactionContextVersion", .string(Self.contextVersion)),
            ("redirectionUrl", .string(base + Self.sdkPath)),
        ]
        if let paReq { fields += [("authentRedirectionUrl", .string(base + Self.acsPath)), ("paReqMessage", .string(paReq))] }
        if walletType != nil {
            fields += [("paymentMeanBrand", .string(card.brand)), ("paymentMeanBrandSelectionStatus", card.selectionStatus.map(BodyValue.string))]
        }
        return fields
    }

    /// The PaRes the sandbox ACS returns for a PaReq: base64 of an HMAC of the PaReq and the verdict.
    func paRes(_ paReq: String, authenticated: Bool) -> String {
        let key = SymmetricKey(data: Data("sips-sandbox-acs-\(configuration.seed)".utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data((paReq + (authenticated ? "|Y" : "|N")).utf8), using: key)
        return Data(code).base64EncodedString()
    }

    func validateAuthentication(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, context) = try self.context(call, now: now)
        guard case .authentication(let card, let paReq, let walletType) = context.kind else {
            throw SipsRefusal(.parameterWrong, field: "transactionContextData")
        }
        let authentication: Authentication
        if let paReq {
            let sent = call.text("paResMessage") ?? ""
            let decoded = sent.removingPercentEncoding ?? sent
            guard context.acsVisited else { throw SipsRefusal(.parameterWrong, field: "paResMessage") }
            if [sent, decoded].contains(paRes(paReq, authenticated: true)) {
                authentication = .authenticated
            } else if [sent, decoded].contains(paRes(paReq, authenticated: false)) {
                authentication = .failed
            } else {
                throw SipsRefusal(.parameterWrong, field: "paResMessage")
            }
        } else {
            authentication = .notEnrolled
        }
        let result = pay(
            card, session: context.session, authentication: authentication, walletType: walletType,
            operation: "cardValidateAuthenticationAndOrder", sandbox: sandbox, now: now)
        if result.consumes {
            state.contexts[token]?.used = true
            if let paReq { state.contextsByPaReq[paReq] = nil }
        }
        return result.fields
    }

    // MARK: Payment provider

    func paymentProviderOrder(_ call: SandboxCall, sandbox: Sandbox, now: Date, base: String) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        state.sessions[token]?.used = true
        let context = issueContext(.provider, session: session, sandbox: sandbox, now: now)
        let reference = sandbox.random.string(12, alphabet: "0123456789abcdef")
        return [
            ("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))),
            ("outerRedirectionUrl", .string(base + Self.providerPath + "?ref=" + reference)),
            ("redirectionUrl", .string(base + Self.sdkPath)), ("transactionContextData", .string(context)),
            ("transactionContextVersion", .string(Self.contextVersion)),
        ]
    }

    func transactionData(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, context) = try self.context(call, now: now)
        guard case .provider = context.kind else { throw SipsRefusal(.parameterWrong, field: "transactionContextData") }
        state.contexts[token]?.used = true
        let session = context.session
        let captureMode = session.text("captureMode") ?? "AUTHOR_CAPTURE"
        let captureDays = Double(session.text("captureDay").flatMap { Int($0) } ?? 0)
        var fields = orderEcho(session, now: now).filter { $0.0 != "amount" && $0.0 != "captureDay" }
        fields += [
            ("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))),
            ("acquirerResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.acquirerField))),
            ("authorisationId", .string(sandbox.random.string(6, alphabet: "0123456789ABCDEF"))), ("originAmount", session.request["amount"]),
            ("captureLimitDate", .string(Self.format(now.addingTimeInterval(captureDays * 86_400), "yyyyMMdd"))),
            ("paymentMeanBrand", .string(session.text("paymentMeanBrand") ?? "BCMCMOBILE")),
            ("transactionStatus", .string(captureMode == "VALIDATION" ? "TO_VALIDATE" : "TO_CAPTURE")),
            ("transactionDateTime", .string(Self.dateTime(now))), ("transactionPlatform", .string("SIMU")),
        ]
        return fields + providerCardFields(now: now)
    }

    // MARK: Wallet

    /// Refuses a card the test table sends to a technical error (token kept for a retry) or to "not allowed" (token used),
    /// with the code the specs' answers give.
    func refuseUnusableCard(_ number: String, token: String, sandbox: Sandbox) throws(SipsRefusal) {
        let outcome = sandbox.facts.outcome(of: number)
        guard outcome == .technicalError || outcome == .unauthorised,
            let code = sandbox.facts[protocolID].answers.answer(outcome, operation: SandboxAnswers.anyOperation)?.text("inAppResponseCode")
        else { return }
        if outcome == .unauthorised { state.sessions[token]?.used = true }
        throw SipsRefusal(code: code, field: nil)
    }

    func addCard(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        let card = try self.card(call)
        try refuseUnusableCard(card.number, token: token, sandbox: sandbox)
        state.sessions[token]?.used = true
        guard let key = session.walletKey else { throw SipsRefusal(.parameterWrong, field: "redirectionData") }
        if card.expiry < Self.format(now, "yyyyMM") { throw SipsRefusal(.expired, field: "cardExpiryDate") }
        var wallet = state.wallets[key] ?? SipsWallet(created: now)
        guard wallet.cards.count < Self.walletCapacity else { throw SipsRefusal(.walletFull, field: "merchantWalletId") }
        let id = wallet.nextID
        wallet.nextID += 1
        wallet.cards.append(SipsWalletCard(id: id, card: card, alias: call.text("paymentMeanAlias") ?? ""))
        state.wallets[key] = wallet
        return [
            ("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))), ("paymentMeanId", .number(String(id))),
            ("maskedPan", .string(card.maskedPan)),
            ("walletActionDateTime", .string(Self.dateTime(now))),
        ]
    }

    func walletData(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        state.sessions[token]?.used = true
        let wallet = session.walletKey.flatMap { state.wallets[$0] }
        let items = (wallet?.cards ?? []).map { entry -> BodyValue in
            let brands = SipsCard.brands(entry.card.number)
            var item: BodyValue = .object([
                BodyMember("paymentMeanId", .number(String(entry.id))), BodyMember("maskedPan", .string(entry.card.maskedPan)),
                BodyMember("panExpiryDate", .string(entry.card.expiry)), BodyMember("paymentMeanAlias", .string(entry.alias)),
                BodyMember("paymentMeanBrand", .string(entry.card.brand)),
            ])
            if brands.count > 1 { item = item.setting("paymentMeanCoBadgingBrandList", .array(brands.map(BodyValue.string))) }
            return item
        }
        return [
            ("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))),
            ("walletCreationDateTime", wallet.map { .string(Self.dateTime($0.created)) }),
            ("walletPaymentMeanData", .array(items)),
        ]
    }

    func deletePaymentMean(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, session) = try self.session(call, now: now)
        let entry = try walletCard(call, session: session)
        state.sessions[token]?.used = true
        if let key = session.walletKey { state.wallets[key]?.cards.removeAll { $0.id == entry.id } }
        return [
            ("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))),
            ("walletActionDateTime", .string(Self.dateTime(now))),
        ]
    }

    // MARK: Card information and tokens

    func cardData(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        let (token, _) = try self.session(call, now: now)
        let field = call.text("cardNumber") != nil ? "cardNumber" : "cardIIN"
        let brands = SipsCard.brands(call.text(field) ?? "")
        guard !brands.isEmpty else { throw SipsRefusal(.parameterWrong, field: field) }
        state.sessions[token]?.used = true
        let list = brands.map { SipsCard.productData(brand: $0, numberLength: brands.contains("AMEX") ? 15 : 16) }
        return [("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))), ("cardDataList", .array(list))]
    }

    /// paymentTokenGenerate carries no redirectionData: its session is found by the publicKeyValue
    /// a PAYMENTTOKENGENERATE initialisation handed out, for the same merchantId.
    func paymentToken(_ call: SandboxCall, sandbox: Sandbox, now: Date) throws(SipsRefusal) -> [(String, BodyValue?)] {
        guard let key = call.text("publicKeyValue"), let token = state.sessionsByKey[key], let session = state.sessions[token], !session.used,
            session.expires > now, session.operation == "PAYMENTTOKENGENERATE"
        else { throw SipsRefusal(.parameterWrong, field: "publicKeyValue") }
        guard call.text("merchantId") == session.text("merchantId") else { throw SipsRefusal(.parameterWrong, field: "merchantId") }
        try checkHandedOut(call, session)
        if let number = call.text("cardNumber") { try refuseUnusableCard(number, token: token, sandbox: sandbox) }
        state.sessions[token]?.used = true
        if let expiry = call.text("cardExpiryDate"), expiry < Self.format(now, "yyyyMM") {
            throw SipsRefusal(.expired, field: "cardExpiryDate")
        }
        return [
            ("inAppResponseCode", .string(codes(sandbox).code(.success, SipsAnswerKind.inAppField))),
            ("paymentToken", .string(sandbox.random.token("tk", length: 24))),
        ]
    }

    // MARK: Dates

    static func utcComponents(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    static func pad(_ value: Int?, _ width: Int) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// `yyyyMM` or `yyyyMMdd` in UTC.
    static func format(_ date: Date, _ layout: String) -> String {
        let parts = utcComponents(date)
        let month = pad(parts.year, 4) + pad(parts.month, 2)
        return layout == "yyyyMM" ? month : month + pad(parts.day, 2)
    }

    /// ISO 8601 date and time in UTC with an explicit offset (`2024-06-13T10:15:30+00:00`).
    static func dateTime(_ date: Date) -> String {
        let parts = utcComponents(date)
        return pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2) + "T" + pad(parts.hour, 2) + ":" + pad(parts.minute, 2)
            + ":" + pad(parts.second, 2) + "+00:00"
    }
}
