import ConformanceKit
import Foundation

/// The document a scripted client reads (`CONFORMANCE_CASES_FILE`, kept in the bundle as `cases.json`).
///
/// It lists every case of the session with its inputs, steps, faults and return address, and, per protocol, the
/// identifiers and credentials a client sends with the values the built-in sandbox accepts. Behind `--upstream`
/// (a real test environment) those values are the partner's own: the document names them without values, so
/// nothing of the partner's configuration is written into the signed bundle. The shape is described by
/// `schema/conformance-cases-file.schema.json` and docs/scripted-clients.md. Keys are only ever added within a
/// ``formatVersion``; a change that would break a reader raises it.
package struct CasesDocument: Sendable {
    /// What plays the gateway during the session.
    package enum GatewayKind: String, Sendable, CaseIterable {
        /// The built-in sandbox: the document carries the values it accepts.
        case sandbox
        /// The recording proxy in front of a real test environment: the partner's own values apply.
        case proxy
    }

    /// The value of the `format` key.
    package static let format = "paymentconformance-client-cases"
    /// The version of the shape; readers must ignore keys they do not know.
    package static let formatVersion = 1

    /// The session whose cases are listed.
    package let session: ClientSession
    /// The address the client sends every gateway request to.
    package let baseURL: String
    /// What plays the gateway.
    package let gateway: GatewayKind

    /// Creates the document of a session.
    package init(session: ClientSession, baseURL: String, gateway: GatewayKind) {
        self.session = session
        self.baseURL = baseURL
        self.gateway = gateway
    }

    /// The document as JSON text, keys sorted, ending with a newline.
    package var text: String { value.prettyJSONText + "\n" }

    /// The document as a JSON value.
    package var value: BodyValue {
        let protocols = Array(Set(session.cases.map(\.protocolID))).sorted()
        return .object([
            BodyMember("baseUrl", .string(baseURL)), BodyMember("cases", .array(session.cases.map(caseValue))),
            BodyMember("format", .string(Self.format)), BodyMember("formatVersion", .number(String(Self.formatVersion))),
            BodyMember(
                "gateway",
                .object([
                    BodyMember("kind", .string(gateway.rawValue)),
                    BodyMember(
                        "protocols",
                        .object(protocols.map { BodyMember($0, protocolValue(session.caseSet.settings[$0]?.gateway ?? ClientGateway())) })),
                ])),
        ])
    }

    /// A text in both languages.
    static func text(_ value: LocalizedText) -> BodyValue {
        .object([BodyMember("en", .string(value.en)), BodyMember("fr", .string(value.fr))])
    }

    /// A number of seconds as JSON writes it (`4`, `0.5`).
    static func seconds(_ value: Double) -> BodyValue {
        value == value.rounded() && abs(value) < 1e15 ? .number(String(Int(value))) : .number(String(value))
    }

    /// One case: what the tester (or the script) needs to pay it and to expect its faults.
    func caseValue(_ clientCase: ClientCase) -> BodyValue {
        .object([
            BodyMember("certification", .string(clientCase.certification.rawValue)), BodyMember("faults", .array(clientCase.faults.map(faultValue))),
            BodyMember("id", .string(clientCase.id)),
            BodyMember("inputs", .object(clientCase.inputs.map { BodyMember($0.name, .string($0.value)) })),
            BodyMember("instructions", Self.text(clientCase.instructions)), BodyMember("name", .string(clientCase.name)),
            BodyMember("optionalSteps", .array(clientCase.steps.filter(\.optional).map { .string($0.operation) })),
            BodyMember("protocol", .string(clientCase.protocolID)), BodyMember("refusal", clientCase.refusal.map(Self.refusalValue) ?? .null),
            BodyMember("returnUrl", session.returnURL(for: clientCase).map(BodyValue.string) ?? .null),
            BodyMember("steps", .array(clientCase.steps.map { .string($0.operation) })),
            BodyMember("tags", .array(clientCase.tags.map(BodyValue.string))), BodyMember("title", Self.text(clientCase.title)),
        ])
    }

    /// The refusal a case is about, as data: the operation, whether an error answer counts, and the answer values that
    /// make a refusal (`values`) or the only ones that do not (`otherThan`), each field with its list of values.
    static func refusalValue(_ refusal: ClientRefusal) -> BodyValue {
        let fields = { (pairs: [NameValue]) in
            BodyValue.object(
                pairs.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.sorted().map { name in
                    BodyMember(name, .array(pairs.filter { $0.name == name }.map { .string($0.value) }))
                })
        }
        return .object([
            BodyMember("operation", .string(refusal.operation)), BodyMember("otherThan", fields(refusal.otherThan)),
            BodyMember("refused", .bool(refusal.refused)), BodyMember("values", fields(refusal.values)),
        ])
    }

    /// A fault as data: which attempts of which operation, how, and for a hang how long (`--hang-seconds` wins).
    func faultValue(_ fault: ClientFault) -> BodyValue {
        var members = [
            BodyMember("attempts", .array(fault.attempts.map { .number(String($0)) })), BodyMember("kind", .string(fault.kind.rawValue)),
            BodyMember("operation", .string(fault.operation)), BodyMember("processed", .bool(fault.processed)),
        ]
        if fault.kind == .hang { members.append(BodyMember("seconds", Self.seconds(session.options.hangSeconds ?? fault.seconds))) }
        if fault.kind == .answer {
            if let status = fault.status { members.append(BodyMember("status", .number(String(status)))) }
            members.append(BodyMember("values", .object(fault.set.map { BodyMember($0.name, .string($0.value)) })))
        }
        return .object(members)
    }

    /// A protocol's identifiers and credentials; their values only when the sandbox plays the gateway.
    func protocolValue(_ facts: ClientGateway) -> BodyValue {
        let entries = { (values: [ClientGatewayValue]) in
            BodyValue.object(
                values.sorted { $0.name < $1.name }.map { value in
                    var members = [
                        BodyMember("description", Self.text(value.description)), BodyMember("note", Self.text(value.note)),
                        BodyMember("secret", .bool(value.secret)),
                    ]
                    if gateway == .sandbox { members.append(BodyMember("value", .string(value.sandbox))) }
                    return BodyMember(value.name, .object(members))
                })
        }
        return .object([BodyMember("credentials", entries(facts.credentials)), BodyMember("identifiers", entries(facts.identifiers))])
    }
}
