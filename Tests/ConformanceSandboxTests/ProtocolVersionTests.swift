import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// One spec, every version: messages are checked by the rules of the version they declare.
///
/// The Saferpay bodies are written for each SpecVersion from the per-version reference: the
/// liable party's spelling (ThreeDs before 1.22, THREEDS after), DCC Markup and ExchangeRate
/// (from 1.27), ThreeDs.VerificationValue (until 1.23), ReturnUrls (until 1.32) then ReturnUrl,
/// and the Behavior ABORT (until 1.33) then DO_NOT_RETRY.
@Suite struct ProtocolVersionTests {
    static let checker = TestSupport.checker
    static let versions = ["1.10", "1.15", "1.22", "1.27", "1.53"]

    /// The non-note findings of a body, as `kind path`, with the version the checker applied.
    func check(
        _ body: String, _ operation: String, _ direction: ConformanceChecker.Direction, protocol protocolID: String = "saferpay",
        configured: String? = nil
    ) throws -> (findings: [String], version: String?) {
        let result = try Self.checker.check(
            body: Data(body.utf8), protocol: protocolID, operation: operation, direction: direction, configuredVersion: configured)
        return (result.findings.filter { $0.severity != .note }.map(\.shortKey).sorted(), result.protocolVersion)
    }

    // MARK: Saferpay bodies, per version

    /// The merchant's return addresses as `version` has them: ReturnUrls (Success, Fail) before 1.32, ReturnUrl from it.
    static func returnUrls(_ version: String) -> String {
        SaferpayAnswers.isBefore(version, "1.32")
            ? #""ReturnUrls": {"Success": "https://shop.example.com/ok", "Fail": "https://shop.example.com/ko"}"#
            : #""ReturnUrl": {"Url": "https://shop.example.com/back"}"#
    }

    /// A Transaction/Initialize request as `version` has it: ReturnUrls before 1.32, ReturnUrl from it.
    static func initializeRequest(_ version: String, returnUrls: Bool? = nil) -> String {
        let urls = Self.returnUrls((returnUrls ?? SaferpayAnswers.isBefore(version, "1.32")) ? "1.0" : "1.53")
        return """
            {
              "RequestHeader": {"SpecVersion": "\(version)", "CustomerId": "401860", "RequestId": "init-1", "RetryIndicator": 0},
              "TerminalId": "17795278",
              "Payment": {"Amount": {"Value": "1000", "CurrencyCode": "CHF"}, "OrderId": "A-1001", "Description": "Two tickets"},
              \(urls)
            }
            """
    }

    @Test(arguments: versions)
    func saferpayBodiesWrittenForTheirVersionConform(version: String) throws {
        let authorize = try check(SaferpayAnswers.authorizeAnswer(version), "TransactionAuthorize", .response(status: "200"))
        #expect(authorize.findings.isEmpty, "\(version): \(authorize.findings)")
        #expect(authorize.version == version)
        let initialize = try check(Self.initializeRequest(version), "TransactionInitialize", .request)
        #expect(initialize.findings.isEmpty, "\(version): \(initialize.findings)")
        let behavior = SaferpayAnswers.isBefore(version, "1.33") ? "ABORT" : "DO_NOT_RETRY"
        let error = try check(SaferpayAnswers.errorAnswer(version, behavior: behavior), "TransactionCapture", .response(status: "402"))
        #expect(error.findings.isEmpty, "\(version): \(error.findings)")
    }

    @Test(arguments: versions)
    func valuesOfAnotherVersionAreFindings(version: String) throws {
        // The liable party spelt the way the other side of 1.22 spells it.
        let other = SaferpayAnswers.isBefore(version, "1.22") ? "THREEDS" : "ThreeDs"
        let liable = try check(SaferpayAnswers.authorizeAnswer(version, liable: other), "TransactionAuthorize", .response(status: "200"))
        #expect(liable.findings == ["not-in-enum $.Liability.LiableEntity"], "\(version): \(liable.findings)")

        // DCC Markup and ExchangeRate: unknown before 1.27, required from it.
        let markup = try check(
            SaferpayAnswers.authorizeAnswer(version, markup: SaferpayAnswers.isBefore(version, "1.27")), "TransactionAuthorize",
            .response(status: "200"))
        if SaferpayAnswers.isBefore(version, "1.27") {
            #expect(markup.findings == ["unknown-field $.Dcc.ExchangeRate", "unknown-field $.Dcc.Markup"], "\(version): \(markup.findings)")
        } else {
            #expect(markup.findings == ["missing-mandatory $.Dcc.ExchangeRate", "missing-mandatory $.Dcc.Markup"], "\(version): \(markup.findings)")
        }

        // VerificationValue after its removal in 1.23.
        if !SaferpayAnswers.isBefore(version, "1.23") {
            let removed = try check(
                SaferpayAnswers.authorizeAnswer(version, verificationValue: true), "TransactionAuthorize", .response(status: "200"))
            #expect(removed.findings == ["unknown-field $.Liability.ThreeDs.VerificationValue"], "\(version): \(removed.findings)")
        }

        // The return addresses of the other side of 1.32.
        let urls = try check(
            Self.initializeRequest(version, returnUrls: !SaferpayAnswers.isBefore(version, "1.32")), "TransactionInitialize", .request)
        if SaferpayAnswers.isBefore(version, "1.32") {
            #expect(urls.findings == ["missing-mandatory $.ReturnUrls", "unknown-field $.ReturnUrl"], "\(version): \(urls.findings)")
        } else {
            #expect(urls.findings == ["missing-mandatory $.ReturnUrl", "unknown-field $.ReturnUrls"], "\(version): \(urls.findings)")
        }

        // ABORT became DO_NOT_RETRY in 1.33.
        let behavior = SaferpayAnswers.isBefore(version, "1.33") ? "DO_NOT_RETRY" : "ABORT"
        let error = try check(SaferpayAnswers.errorAnswer(version, behavior: behavior), "TransactionCapture", .response(status: "402"))
        #expect(error.findings == ["not-in-enum $.Behavior"], "\(version): \(error.findings)")
    }

    static let header = #""RequestHeader": {"SpecVersion": "VERSION", "CustomerId": "401860", "RequestId": "r-1", "RetryIndicator": 0}"#
    static let answerHeader = #""ResponseHeader": {"SpecVersion": "VERSION", "RequestId": "r-1"}"#

    /// One message of a modelled operation, written for a version, and the same message with a
    /// part only another version has, with what the check must find.
    struct VersionedMessage: Sendable, CustomTestStringConvertible {
        var name: String
        var operation: String
        var direction: ConformanceChecker.Direction
        var body: @Sendable (String) -> String
        var other: @Sendable (String) -> (body: String, findings: [String])?
        var testDescription: String { name }
    }

    static func filled(_ text: String, _ version: String) -> String {
        "{" + text.replacingOccurrences(of: "VERSION", with: version) + "}"
    }

    static let messages: [VersionedMessage] = [
        VersionedMessage(
            name: "AliasInsert request", operation: "AliasInsert", direction: .request,
            body: { v in
                filled(
                    header + #", "RegisterAlias": {"IdGenerator": "RANDOM"}, "Type": "CARD", "#
                        + returnUrls(v),
                    v)
            },
            other: { v in
                // PostFinance's type was renamed POSTFINANCEPAY in 1.40.
                let type = SaferpayAnswers.isBefore(v, "1.40") ? "POSTFINANCEPAY" : "POSTFINANCE"
                let urls = returnUrls(v)
                return (filled(header + #", "RegisterAlias": {"IdGenerator": "RANDOM"}, "Type": "\#(type)", "# + urls, v), ["not-in-enum $.Type"])
            }),
        VersionedMessage(
            name: "AliasInsert answer", operation: "AliasInsert", direction: .response(status: "200"),
            body: { v in
                let redirect =
                    SaferpayAnswers.isBefore(v, "1.17")
                    ? #""RedirectUrl": "https://test.saferpay.com/vt2/api/register/card/234/abc""#
                    : #""RedirectRequired": true, "Redirect": {"RedirectUrl": "https://test.saferpay.com/vt2/api/register/card/234/abc", "PaymentMeansRequired": true}"#
                return filled(answerHeader + #", "Token": "234uhfh78234hlasdfh8234e", "Expiration": "2015-01-30T13:45:22.258+01:00", "# + redirect, v)
            },
            other: { v in
                // The top-level RedirectUrl went in 1.17, replaced by Redirect.
                guard !SaferpayAnswers.isBefore(v, "1.17") else { return nil }
                return (
                    filled(
                        answerHeader
                            + #", "Token": "234uhfh78234hlasdfh8234e", "Expiration": "2015-01-30T13:45:22.258+01:00", "RedirectUrl": "https://test.saferpay.com/r""#,
                        v), ["unknown-field $.RedirectUrl"]
                )
            }),
        VersionedMessage(
            name: "AliasAssertInsert answer", operation: "AliasAssertInsert", direction: .response(status: "200"),
            body: { v in
                filled(
                    answerHeader + #", "Alias": {"Id": "alias35nfd9mkzfw0x57iwx", "Lifetime": 1000}, "#
                        + #""PaymentMeans": {"Brand": {"PaymentMethod": "VISA", "Name": "VISA"}, "DisplayText": "xxxx xxxx xxxx 1111", "#
                        + #""Card": {"MaskedNumber": "xxxxxxxxxxxx1111", "ExpYear": 2027, "ExpMonth": 9}}, "CheckResult": {"Result": "OK"}"#, v)
            },
            other: { v in
                // OK_AUTHENTICATED existed from 1.16 until 1.51 only.
                let inRange = !SaferpayAnswers.isBefore(v, "1.16") && SaferpayAnswers.isBefore(v, "1.51")
                let body = filled(
                    answerHeader + #", "Alias": {"Id": "alias35nfd9mkzfw0x57iwx", "Lifetime": 1000}, "#
                        + #""PaymentMeans": {"Brand": {"PaymentMethod": "VISA", "Name": "VISA"}, "DisplayText": "xxxx xxxx xxxx 1111", "#
                        + #""Card": {"MaskedNumber": "xxxxxxxxxxxx1111", "ExpYear": 2027, "ExpMonth": 9}}, "CheckResult": {"Result": "OK_AUTHENTICATED"}"#,
                    v)
                return (body, inRange ? [] : ["not-in-enum $.CheckResult.Result"])
            }),
        VersionedMessage(
            name: "TransactionAuthorize request", operation: "TransactionAuthorize", direction: .request,
            body: { v in
                let condition = SaferpayAnswers.isBefore(v, "1.36") ? "WITH_LIABILITY_SHIFT" : "THREE_DS_AUTHENTICATION_SUCCESSFUL_OR_ATTEMPTED"
                return filled(header + #", "Token": "sdu5ymxx210y2dz1ggig2ey0o", "Condition": "\#(condition)""#, v)
            },
            other: { v in
                // Condition's values were renamed in 1.36.
                let condition = SaferpayAnswers.isBefore(v, "1.36") ? "THREE_DS_AUTHENTICATION_SUCCESSFUL_OR_ATTEMPTED" : "WITH_LIABILITY_SHIFT"
                return (filled(header + #", "Token": "sdu5ymxx210y2dz1ggig2ey0o", "Condition": "\#(condition)""#, v), ["not-in-enum $.Condition"])
            }),
        VersionedMessage(
            name: "TransactionCapture request", operation: "TransactionCapture", direction: .request,
            body: { v in
                let emails =
                    SaferpayAnswers.isBefore(v, "1.12") ? #""MerchantEmail": "ops@shop.example.com""# : #""MerchantEmails": ["ops@shop.example.com"]"#
                return filled(
                    header + #", "TransactionReference": {"TransactionId": "723n4MAjMdhjSAhAKEUdA8jtl9jb"}, "PendingNotification": {\#(emails)}"#, v)
            },
            other: { v in
                // One MerchantEmail became a list of MerchantEmails in 1.12.
                let emails =
                    SaferpayAnswers.isBefore(v, "1.12") ? #""MerchantEmails": ["ops@shop.example.com"]"# : #""MerchantEmail": "ops@shop.example.com""#
                let name = SaferpayAnswers.isBefore(v, "1.12") ? "MerchantEmails" : "MerchantEmail"
                return (
                    filled(
                        header + #", "TransactionReference": {"TransactionId": "723n4MAjMdhjSAhAKEUdA8jtl9jb"}, "PendingNotification": {\#(emails)}"#,
                        v),
                    ["unknown-field $.PendingNotification.\(name)"]
                )
            }),
        VersionedMessage(
            name: "TransactionCapture answer", operation: "TransactionCapture", direction: .response(status: "200"),
            body: { v in
                filled(
                    answerHeader + #", "CaptureId": "723n4MAjMdhjSAhAKEUdA8jtl9jb_c", "Status": "CAPTURED", "Date": "2015-01-30T12:45:22.258+01:00""#,
                    v)
            },
            other: { _ in nil }),
        VersionedMessage(
            name: "PaymentPageInitialize request", operation: "PaymentPageInitialize", direction: .request,
            body: { v in
                let urls = returnUrls(v)
                let notify =
                    SaferpayAnswers.isBefore(v, "1.24")
                    ? #""NotifyUrl": "https://shop.example.com/notify""# : #""SuccessNotifyUrl": "https://shop.example.com/notify""#
                return filled(
                    header
                        + #", "TerminalId": "17795278", "Payment": {"Amount": {"Value": "1000", "CurrencyCode": "CHF"}, "Description": "Two tickets"}, "#
                        + urls + #", "Notification": {\#(notify)}"#, v)
            },
            other: { v in
                // NotifyUrl became SuccessNotifyUrl and FailNotifyUrl in 1.24.
                let urls = returnUrls(v)
                let notify =
                    SaferpayAnswers.isBefore(v, "1.24")
                    ? #""SuccessNotifyUrl": "https://shop.example.com/notify""# : #""NotifyUrl": "https://shop.example.com/notify""#
                let name = SaferpayAnswers.isBefore(v, "1.24") ? "SuccessNotifyUrl" : "NotifyUrl"
                return (
                    filled(
                        header
                            + #", "TerminalId": "17795278", "Payment": {"Amount": {"Value": "1000", "CurrencyCode": "CHF"}, "Description": "Two tickets"}, "#
                            + urls + #", "Notification": {\#(notify)}"#, v), ["unknown-field $.Notification.\(name)"]
                )
            }),
        VersionedMessage(
            name: "PaymentPageInitialize answer", operation: "PaymentPageInitialize", direction: .response(status: "200"),
            body: { v in
                filled(
                    answerHeader
                        + #", "Token": "234uhfh78234hlasdfh8234e", "Expiration": "2015-01-30T13:45:22.258+01:00", "RedirectUrl": "https://test.saferpay.com/vt2/api/PaymentPage/1234/12341234/z2p7a0plpgsd41m97wjvm5jza""#,
                    v)
            },
            other: { _ in nil }),
        VersionedMessage(
            name: "PaymentPageAssert request", operation: "PaymentPageAssert", direction: .request,
            body: { v in filled(header + #", "Token": "234uhfh78234hlasdfh8234e""#, v) }, other: { _ in nil }),
        VersionedMessage(
            name: "PaymentPageAssert answer", operation: "PaymentPageAssert", direction: .response(status: "200"),
            body: { v in SaferpayAnswers.authorizeAnswer(v) },
            other: { v in
                (
                    SaferpayAnswers.authorizeAnswer(v, liable: SaferpayAnswers.isBefore(v, "1.22") ? "THREEDS" : "ThreeDs"),
                    ["not-in-enum $.Liability.LiableEntity"]
                )
            }),
    ]

    @Test(arguments: messages)
    func everyModelledSaferpayMessageChecksAtEachVersion(message: VersionedMessage) throws {
        for version in Self.versions {
            let conformant = try check(message.body(version), message.operation, message.direction)
            #expect(conformant.findings.isEmpty && conformant.version == version, "\(message.name) \(version): \(conformant)")
            guard let other = message.other(version) else { continue }
            let found = try check(other.body, message.operation, message.direction)
            #expect(found.findings == other.findings, "\(message.name) \(version) with another version's value: \(found.findings)")
        }
    }

    @Test func theNewestRulesApplyWhenNothingDeclaresAVersion() throws {
        var body = SaferpayAnswers.authorizeAnswer("1.15")
        body = body.replacingOccurrences(of: #""SpecVersion": "1.15", "#, with: "")
        // ResponseHeader without SpecVersion: the newest rules (and a missing SpecVersion).
        let newest = try check(body, "TransactionAuthorize", .response(status: "200"))
        #expect(newest.version == "1.53")
        #expect(newest.findings.contains("not-in-enum $.Liability.LiableEntity"), "\(newest.findings)")
        // A configured version stands in for the missing declaration.
        let configured = try check(body, "TransactionAuthorize", .response(status: "200"), configured: "1.15")
        #expect(configured.version == "1.15")
        #expect(configured.findings == ["missing-mandatory $.ResponseHeader.SpecVersion"], "\(configured.findings)")
    }

    @Test func anUnknownVersionIsAWarningCheckedAgainstTheNearestOlderOne() throws {
        // 1.54 is newer than anything the spec lists: the 1.53 rules apply, with a warning.
        let newer = try check(SaferpayAnswers.authorizeAnswer("1.54"), "TransactionAuthorize", .response(status: "200"))
        #expect(newer.version == "1.53")
        #expect(
            newer.findings == ["not-in-enum $.ResponseHeader.SpecVersion", "unknown-version $.ResponseHeader.SpecVersion"], "\(newer)")
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let choice = spec.chooseVersion(declared: "1.22.1", configured: nil)
        #expect(choice.applied == "1.22" && !choice.known && choice.source == .message)
        let older = spec.chooseVersion(declared: "0.9", configured: "1.40")
        #expect(older.applied == "0.9" && !older.known, "older than every listed version: the rules before the oldest apply")
        let placeholder = spec.chooseVersion(declared: "{{body 'RequestHeader.SpecVersion'}}", configured: nil)
        #expect(placeholder.applied == "1.53" && !placeholder.known, "not a version: the newest rules apply")
        #expect(
            spec.chooseVersion(declared: nil, configured: "1.15")
                == VersionChoice(declared: "1.15", applied: "1.15", known: true, source: .configured))
    }

    // MARK: Sips In-App and cnpAPI

    @Test func sipsPaymentMeanIdWasAStringBeforeSDK21_2() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["sips-inapp"])
        let request = try #require(spec.operations["walletOrder"]?.request)
        let example = try #require(ExampleGenerator(protocol: spec).example(for: request))
        // paymentMeanBrand and paymentMeanBrandSelectionStatus exist from 21.4.0: left out of the older messages.
        let before21_4: BodyValue = .object(example.objectMembers.filter { !$0.key.hasPrefix("paymentMeanBrand") })
        #expect(before21_4.objectMembers.count == example.objectMembers.count - 2)
        let asString = before21_4.setting("paymentMeanId", .string("3")).jsonText
        let asInteger = before21_4.setting("paymentMeanId", .number("3")).jsonText
        // SDK messages carry no version: it comes from the configuration.
        #expect(try check(asInteger, "walletOrder", .request, protocol: "sips-inapp").findings.isEmpty)
        #expect(try check(asString, "walletOrder", .request, protocol: "sips-inapp").findings == ["wrong-type $.paymentMeanId"])
        let old = try check(asString, "walletOrder", .request, protocol: "sips-inapp", configured: "21.1.0")
        #expect(old.findings == ["unknown-version $"], "\(old)")
        #expect(
            try check(asInteger, "walletOrder", .request, protocol: "sips-inapp", configured: "21.1.0").findings.contains(
                "wrong-type $.paymentMeanId"))
        let later = try check(asString, "walletOrder", .request, protocol: "sips-inapp", configured: "21.3.2")
        #expect(later.findings == ["wrong-type $.paymentMeanId"], "\(later)")
    }

    static func cnpAuthorization(root: String, namespace: String, version: String, id: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <\(root) version="\(version)" xmlns="\(namespace)" merchantId="101">
          <authentication><user>merchant01</user><password>certpass</password></authentication>
          <authorization id="auth-1" reportGroup="Planets"><\(id)>82919201040014322</\(id)></authorization>
        </\(root)>
        """
    }

    @Test func cnpAPIRootNamespaceAndNamesFollowTheDeclaredVersion() throws {
        let litle = ("litleOnlineRequest", "http://www.litle.com/schema")
        let cnp = ("cnpOnlineRequest", "http://www.vantivcnp.com/schema")
        let old = try check(
            Self.cnpAuthorization(root: litle.0, namespace: litle.1, version: "10.1", id: "litleTxnId"), "authorization", .request,
            protocol: "vantiv-eprotect")
        #expect(old.findings.isEmpty && old.version == "10.1", "\(old)")
        let current = try check(
            Self.cnpAuthorization(root: cnp.0, namespace: cnp.1, version: "12.0", id: "cnpTxnId"), "authorization", .request,
            protocol: "vantiv-eprotect")
        #expect(current.findings.isEmpty && current.version == "12.0", "\(current)")
        // A 12.0 name in a 10.1 document: unknown there, and the one-of rule (litleTxnId, card…) is not met.
        let mixed = try check(
            Self.cnpAuthorization(root: litle.0, namespace: litle.1, version: "10.1", id: "cnpTxnId"), "authorization", .request,
            protocol: "vantiv-eprotect")
        #expect(mixed.findings.contains("unknown-field $.authorization.cnpTxnId"), "\(mixed.findings)")
        #expect(mixed.findings.contains { $0.hasPrefix("condition-violated") }, "\(mixed.findings)")
        // The new root declared as 10.1: wrong root and namespace for that version.
        let wrongRoot = try check(
            Self.cnpAuthorization(root: cnp.0, namespace: cnp.1, version: "10.1", id: "litleTxnId"), "authorization", .request,
            protocol: "vantiv-eprotect")
        #expect(wrongRoot.findings == ["wrong-namespace $", "wrong-type $"], "\(wrongRoot.findings)")
    }

    // MARK: The spec language

    static func protocolFile(_ extra: String) -> (path: String, text: String) {
        (
            "Specs/demo/protocol.yaml",
            """
            kind: protocol
            protocol: demo
            version: "2"
            title: {en: Demo, fr: Démo}
            summary: {en: A demo., fr: Une démo.}
            \(extra)
            """
        )
    }

    static func operationFile(_ fields: String) -> (path: String, text: String) {
        (
            "Specs/demo/op.yaml",
            """
            kind: operation
            protocol: demo
            operation: op
            title: {en: Op, fr: Op}
            summary: {en: An operation., fr: Une opération.}
            transport: {method: POST, path: /op, encoding: json}
            request:
              fields:
            \(fields)
            responses:
              "200": {}
            """
        )
    }

    @Test func versionMarksAreLinted() {
        let cases: [(String, String, MessageID)] = [
            (#"versions: ["1.0", "2.0"]"#, #"    a: {presence: optional, type: string, since: "3.0", description: {en: A, fr: A}}"#, .versionUnknown),
            (
                #"versions: ["1.0", "2.0"]"#, #"    a: {presence: optional, type: string, since: "2.0", until: "1.0", description: {en: A, fr: A}}"#,
                .versionOrder
            ),
            (#"versions: ["2.0", "1.0"]"#, #"    a: {presence: optional, type: string, description: {en: A, fr: A}}"#, .versionOrder),
            (
                #"versions: ["1.0", "2.0"]"#,
                #"    a: {presence: optional, type: string, enum: [{value: B, formerly: b}], description: {en: A, fr: A}}"#,
                .formerlyWithoutSince
            ),
            // A history entry the older rules cannot accept: an example that breaks the old type.
            (
                #"versions: ["1.0", "2.0"]"#,
                #"    a: {presence: mandatory, type: string, example: x, history: [{until: "2.0", type: integer}], description: {en: A, fr: A}}"#,
                .exampleInvalid
            ),
        ]
        for (header, fields, id) in cases {
            let result = SpecLoader.loadProtocol(folderName: "demo", files: [Self.protocolFile(header), Self.operationFile(fields)])
            #expect(result.diagnostics.contains { $0.id == id }, "\(id): \(result.diagnostics.map(\.description))")
        }
        let clean = SpecLoader.loadProtocol(
            folderName: "demo",
            files: [
                Self.protocolFile(#"versions: ["1.0", "1.5", "2.0"]"#),
                Self.operationFile(
                    #"    a: {presence: mandatory, type: string, example: x, history: [{until: "2.0", name: oldA}], description: {en: A, fr: A}}"#),
            ])
        #expect(clean.diagnostics.isEmpty, "\(clean.diagnostics.map(\.description))")
        let spec = clean.spec
        #expect(spec?.at(version: "1.5").operations["op"]?.request.fields.map(\.name) == ["oldA"])
        #expect(spec?.operations["op"]?.request.fields.map(\.name) == ["a"])
    }

    @Test func projectionAppliesStackedHistoryAndEnumSpellings() {
        let result = SpecLoader.loadProtocol(
            folderName: "demo",
            files: [
                Self.protocolFile(#"versions: ["1", "2", "3", "4"]"#),
                Self.operationFile(
                    """
                        kind:
                          presence: mandatory
                          type: string
                          enum: [{value: NEW, since: "3", formerly: old}, {value: GONE, until: "2"}, {value: LATE, since: "4"}, KEPT]
                          history:
                            - {until: "4", maxLength: 5}
                            - {until: "2", name: sort, maxLength: 4}
                          description: {en: K, fr: K}
                          example: NEW
                    """),
            ])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.description))")
        guard let spec = result.spec else { return }
        func field(_ version: String) -> FieldSpec? { spec.at(version: version).operations["op"]?.request.fields.first }
        #expect(field("1")?.name == "sort" && field("1")?.maxLength == 4 && field("1")?.enumValues == ["old", "GONE", "KEPT"])
        #expect(field("2")?.name == "kind" && field("2")?.maxLength == 5 && field("2")?.enumValues == ["old", "KEPT"])
        #expect(field("3")?.enumValues == ["NEW", "KEPT"] && field("3")?.example == .string("NEW"))
        #expect(field("2")?.example == .string("old"), "the example follows its value's spelling")
        #expect(field("4")?.maxLength == nil && field("4")?.enumValues == ["NEW", "LATE", "KEPT"])
    }

    @Test func twoVersionsOfOneSpecDiffWithTheFolderRules() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let diff = SpecDiff(
            old: SpecSet(protocols: ["saferpay": spec.at(version: "1.21")]), new: SpecSet(protocols: ["saferpay": spec.at(version: "1.22")]))
        let changes = diff.changes()
        #expect(
            changes.contains {
                $0.rule == .enumNarrowed && $0.operation == "TransactionAuthorize" && $0.path == "Liability.LiableEntity"
            }, "\(changes.map { "\($0.rule.rawValue) \($0.operation ?? "") \($0.path ?? "")" })")
        let same = SpecDiff(
            old: SpecSet(protocols: ["saferpay": spec.at(version: "1.23")]), new: SpecSet(protocols: ["saferpay": spec.at(version: "1.23")]))
        #expect(same.changes().isEmpty)
    }

    @Test func theSandboxAnswersInTheDeclaredVersion() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let newest = try #require(try JSONBodyParser.parse(SaferpayAnswers.authorizeAnswer("1.53")))
        let translated = VersionTranslator(spec: spec, version: "1.15").response(newest, operation: "TransactionAuthorize", status: 200)
        #expect(translated["Liability"]?["LiableEntity"] == .string("ThreeDs"))
        #expect(translated["Dcc"]?["Markup"] == nil && translated["Liability"]?["ThreeDs"]?["Version"] == nil)
        let text = translated.jsonText.replacingOccurrences(of: #""SpecVersion":"1.53""#, with: #""SpecVersion":"1.15""#)
        #expect(try check(text, "TransactionAuthorize", .response(status: "200")).findings.isEmpty)
    }

    @Test(arguments: ["1.10", "1.53"])
    func theSandboxServesAliasInsertInTheDeclaredVersion(version: String) throws {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs)
        let request = RecordedRequest(
            method: "POST", path: "/api/Payment/v1/Alias/Insert",
            headers: [NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json")],
            body: .json(try JSONBodyParser.parse(Self.messages[0].body(version))))
        let reply = sandbox.handle(request)
        guard case .json(let answer) = reply.response.body else {
            Issue.record("not JSON: \(reply.response)")
            return
        }
        #expect(reply.response.status == 200 && answer["ResponseHeader"]?["SpecVersion"] == .string(version), "\(answer.jsonText)")
        // Before 1.17 the RedirectUrl is at the top level; from 1.17 it is in Redirect.
        #expect(
            (answer["RedirectUrl"] != nil) == SaferpayAnswers.isBefore(version, "1.17")
                && (answer["Redirect"] != nil) != SaferpayAnswers.isBefore(version, "1.17"))
        let check = ExchangeChecker(specs: TestSupport.loaded.specs).check(Interaction(request: request, response: reply.response))
        #expect(
            check.version?.applied == version && check.verdict?.errors == 0, "\((check.requestFindings + check.responseFindings).map(\.shortKey))")
    }

    @Test func versionsCompareAsDottedNumbers() {
        #expect(ProtocolVersion("1.9") < ProtocolVersion("1.10"))
        #expect(ProtocolVersion("1.10") < ProtocolVersion("1.22"))
        #expect(ProtocolVersion("12") == ProtocolVersion("12.0"))
        #expect(ProtocolVersion("21.2.0") < ProtocolVersion("21.3.2"))
        #expect(!(ProtocolVersion("12.0") < ProtocolVersion("9.14")))
        #expect(ProtocolVersion("1.2").isWithin(since: "1.2", until: "1.3") && !ProtocolVersion("1.3").isWithin(since: "1.2", until: "1.3"))
    }
}

/// The protocol coverage: operations, statuses, codes and fields seen out of possible, and one index.
@Suite struct ProtocolCoverageTests {
    static func exchange(_ operation: String, status: Int, _ json: String) throws -> Interaction {
        Interaction(
            request: RecordedRequest(method: "POST", path: "/x"),
            response: RecordedResponse(status: status, body: .json(try JSONBodyParser.parse(json))),
            operation: OperationReference(protocolID: "saferpay", operation: operation))
    }

    @Test func partsCountWhatTheTrafficShowsAgainstTheProfile() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let authorized = try Self.exchange("TransactionAuthorize", status: 200, SaferpayAnswers.authorizeAnswer("1.53"))
        let one = ProtocolCoverage.measure([authorized], protocol: spec, required: ["TransactionAuthorize", "TransactionCapture"])
        #expect(one.part("operations")?.seen == ["TransactionAuthorize"] && one.part("operations")?.unseen == ["TransactionCapture"])
        #expect(one.part("statuses")?.seen == ["TransactionAuthorize 200"], "\(one.part("statuses")?.seen ?? [])")
        #expect(one.part("mandatoryFields")?.seen.contains("TransactionAuthorize response.Liability.LiableEntity") == true)
        #expect(one.part("optionalFields")?.seen.contains("TransactionAuthorize response.Dcc.Markup") == false, "Markup is mandatory within Dcc")
        #expect(one.part("codes")?.seen.isEmpty == true)

        // An error answer adds its status and its documented Behavior and ErrorName codes.
        let refused = try Self.exchange(
            "TransactionCapture", status: 402, SaferpayAnswers.errorAnswer("1.53", behavior: "DO_NOT_RETRY"))
        let two = ProtocolCoverage.measure([authorized, refused], protocol: spec, required: ["TransactionAuthorize", "TransactionCapture"])
        #expect(two.part("operations")?.unseen.isEmpty == true)
        #expect(two.part("codes")?.seen == ["Behavior DO_NOT_RETRY", "ErrorName TRANSACTION_ALREADY_CAPTURED"], "\(two.part("codes")?.seen ?? [])")
        #expect(two.index > one.index && two.index <= 100, "\(one.index) → \(two.index)")
        #expect(ProtocolCoverage.measure([], protocol: spec, required: []).index == 0)
    }
}
