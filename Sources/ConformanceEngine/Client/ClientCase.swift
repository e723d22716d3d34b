import ConformanceKit
import Foundation

/// One test case a partner's client (app and merchant server) runs against the tool acting as the gateway.
///
/// A case says what the tester does (``instructions``, with the ``inputs`` to use), how the tool
/// recognises the client's traffic as this case (``recognise``), the operations the client must
/// send in order (``steps``), the faults the gateway side injects (``faults``) and the behaviours
/// the client must show (``rules``). Cases live in `Specs/<protocol>/clients/*.yaml`.
package struct ClientCase: Sendable, Hashable {
    /// `protocol/name`, the file name without its extension.
    package var id: String
    /// The protocol.
    package var protocolID: String
    /// The file name without its extension.
    package var name: String
    /// What the case proves, in both languages.
    package var title: LocalizedText
    /// What the tester does, in both languages (`Pay 12.50 CHF with card … and complete the challenge`).
    package var instructions: LocalizedText
    /// Mandatory cases must pass for a certificate; optional ones are reported as coverage.
    package var certification: CertificationLevel
    /// Free labels (`happy-path`, `3ds`, `retry`…).
    package var tags: [String]
    /// The values the client must use (amount, currency, card, expiry, CSC, reference…), in file order.
    package var inputs: [NameValue]
    /// The values that identify this case's traffic; all must be seen in one flow.
    package var recognise: [ClientMatcher]
    /// The operations the client must send, in order.
    package var steps: [ClientStep]
    /// The faults the gateway side injects during the case.
    package var faults: [ClientFault]
    /// The behaviours the client must show (the protocol's shared rules are added to these).
    package var rules: [ClientRule]
    /// The refusal the case is about (a declined card, a non-retriable error): the case fails when no answer of the
    /// payment was that refusal, since its rules about what follows a refusal then proved nothing.
    package var refusal: ClientRefusal?
    /// Where the case is defined.
    package var location: SourceLocation

    /// Creates a case.
    package init(
        id: String, protocolID: String, name: String, title: LocalizedText, instructions: LocalizedText, certification: CertificationLevel,
        tags: [String], inputs: [NameValue], recognise: [ClientMatcher], steps: [ClientStep], faults: [ClientFault], rules: [ClientRule],
        refusal: ClientRefusal? = nil, location: SourceLocation
    ) {
        self.id = id
        self.protocolID = protocolID
        self.name = name
        self.title = title
        self.instructions = instructions
        self.certification = certification
        self.tags = tags
        self.inputs = inputs
        self.recognise = recognise
        self.steps = steps
        self.faults = faults
        self.rules = rules
        self.refusal = refusal
        self.location = location
    }

    /// The value of an input, when the case declares it.
    package func input(_ name: String) -> String? { inputs.first { $0.name == name }?.value }
}

/// A value that identifies a case's traffic: a field of a request (matched by the end of its path) holding a value.
package struct ClientMatcher: Sendable, Hashable {
    /// The operation whose request must hold it; nil for any.
    package var operation: String?
    /// The field, as a dotted path matched against the end of the request's paths (`Payment.Amount.Value`, `CardNumber`).
    package var field: String
    /// The value; card numbers compare by their digits, so `4000 0000 0000 3220` matches `4000000000003220`.
    package var value: String
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a matcher.
    package init(operation: String?, field: String, value: String, location: SourceLocation) {
        self.operation = operation
        self.field = field
        self.value = value
        self.location = location
    }
}

/// An operation the client must send during a case.
package struct ClientStep: Sendable, Hashable {
    /// The operation ID.
    package var operation: String
    /// Whether the case passes without it.
    package var optional: Bool
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a step.
    package init(operation: String, optional: Bool, location: SourceLocation) {
        self.operation = operation
        self.optional = optional
        self.location = location
    }
}

/// A fault the gateway side answers instead of the real answer, on some attempts of an operation.
package struct ClientFault: Sendable, Hashable {
    /// How the answer is broken.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// 500 Internal Server Error, plain text.
        case status500 = "status-500"
        /// 502 Bad Gateway, plain text.
        case status502 = "status-502"
        /// 503 Service Unavailable, plain text.
        case status503 = "status-503"
        /// No answer before the client's timeout (then 504).
        case hang
        /// The answer's head and half its body, then the connection closes.
        case closeMidBody = "close-mid-body"
        /// A protocol answer built from the spec's example of ``ClientFault/status`` with ``ClientFault/set`` applied.
        case answer
    }

    /// The operation faulted.
    package var operation: String
    /// Which attempts of the operation within the case are faulted (1 is the first request).
    package var attempts: [Int]
    /// How.
    package var kind: Kind
    /// The status of an `answer`.
    package var status: Int?
    /// Values set in an `answer`'s body (dotted paths), over the spec's example.
    package var set: [NameValue]
    /// Answer paths that repeat a request value (`ResponseHeader.RequestId: RequestHeader.RequestId`).
    package var echo: [NameValue]
    /// How long a `hang` lasts, in seconds.
    package var seconds: Double
    /// The request is still passed on to the gateway (the sandbox or the upstream) before the fault answer: the
    /// gateway did the work, only the answer was lost, as after a timeout on a live network.
    package var processed: Bool
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a fault.
    package init(
        operation: String, attempts: [Int], kind: Kind, status: Int?, set: [NameValue], echo: [NameValue], seconds: Double, processed: Bool,
        location: SourceLocation
    ) {
        self.operation = operation
        self.attempts = attempts
        self.kind = kind
        self.status = status
        self.set = set
        self.echo = echo
        self.seconds = seconds
        self.processed = processed
        self.location = location
    }

    /// How the fault reads in a report.
    package var summary: String {
        switch kind {
        case .answer: "answer \(status ?? 0)" + (set.isEmpty ? "" : " with " + set.map { "\($0.name)=\($0.value)" }.joined(separator: ", "))
        case .hang: "hang \(Int(seconds)) s"
        default: kind.rawValue
        }
    }
}

/// A behaviour the client must show during a case.
package struct ClientRule: Sendable, Hashable {
    /// The kinds of behaviour the tool checks.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// After a faulted attempt of the operation, the client sends it again with the same values at `same`
        /// (and headers `sameHeaders`), and the values in `values`.
        case retry
        /// After a faulted attempt (or an answer holding one of the `when` values), the client does not send that
        /// operation again; without `operation` or `operations`, this holds for every operation.
        case noRetry = "no-retry"
        /// Requests of `operations` never carry the case's `inputs` values, nor (with `cardNumbers`) any card number.
        case noCardData = "no-card-data"
        /// Requests of `operations` never carry the `header`.
        case noHeader = "no-header"
        /// The address the client sent at `field` (its return URL) is never loaded: the web view closes on it.
        case returnNotLoaded = "return-not-loaded"
        /// The `operations` are never sent during the case (no capture of a declined payment).
        case notSent = "not-sent"
        /// The `operations` are never sent while the latest answer of the `after` operation is a refusal.
        case notAfter = "not-after"
    }

    /// A stable ID, unique in the case (`retry-capture`).
    package var id: String
    /// The kind.
    package var kind: Kind
    /// What the rule requires, in both languages.
    package var title: LocalizedText
    /// The operation of `retry` and `no-retry`.
    package var operation: String?
    /// The operations of `no-card-data`, `no-header`, `not-sent` and `not-after` (and of `no-retry`, instead of `operation`).
    package var operations: [String]
    /// Body paths that must repeat in a retry.
    package var same: [String]
    /// Headers that must repeat in a retry (and be present in the first attempt).
    package var sameHeaders: [String]
    /// Values a retry must hold.
    package var values: [NameValue]
    /// For `no-retry`: the answer values that forbid a retry (any one of them), instead of the injected fault; a name
    /// repeats when a field has several such values.
    package var when: [NameValue]
    /// For `not-after`: the answer that forbids the `operations`.
    package var after: ClientRefusal?
    /// Whether the rule comes from the protocol's `settings.yaml`: it applies to every case, so a run in which its
    /// trigger never happens passes it, where a case's own rule expects its trigger.
    package var shared: Bool
    /// Input names whose values must not appear (`no-card-data`).
    package var inputs: [String]
    /// Whether any card number is forbidden too (`no-card-data`).
    package var cardNumbers: Bool
    /// The header of `no-header`.
    package var header: String?
    /// The request field holding the return address (`return-not-loaded`).
    package var field: String?
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a rule.
    package init(
        id: String, kind: Kind, title: LocalizedText, operation: String? = nil, operations: [String] = [], same: [String] = [],
        sameHeaders: [String] = [], values: [NameValue] = [], when: [NameValue] = [], after: ClientRefusal? = nil, shared: Bool = false,
        inputs: [String] = [], cardNumbers: Bool = false,
        header: String? = nil, field: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.operation = operation
        self.operations = operations
        self.same = same
        self.sameHeaders = sameHeaders
        self.values = values
        self.when = when
        self.after = after
        self.shared = shared
        self.inputs = inputs
        self.cardNumbers = cardNumbers
        self.header = header
        self.field = field
        self.location = location
    }
}

/// An answer of an operation that counts as a refusal, for a `not-after` rule or a case's `refusal`: any of its
/// conditions makes it one.
package struct ClientRefusal: Sendable, Hashable {
    /// The operation answered.
    package var operation: String
    /// An HTTP status of 400 or more, an injected hang or cut, or no answer at all.
    package var refused: Bool
    /// Answer values that make it a refusal (a name repeats for several values of one field).
    package var values: [NameValue]
    /// Answer values whose field, when present with another value, makes it a refusal (`redirectionStatusCode: "00"`).
    package var otherThan: [NameValue]

    /// Creates a refusal condition.
    package init(operation: String, refused: Bool = false, values: [NameValue] = [], otherThan: [NameValue] = []) {
        self.operation = operation
        self.refused = refused
        self.values = values
        self.otherThan = otherThan
    }
}

/// What a protocol's client cases share: how its traffic is grouped into payments, and rules every case applies.
package struct ClientSettings: Sendable, Hashable {
    /// Field paths whose values tie requests of one payment together (`Token`, `Transaction.Id`…): a request
    /// holding a value an earlier exchange of a flow held joins that flow.
    package var correlate: [String]
    /// Operations that begin a new payment when their request ties to no flow.
    package var starts: [String]
    /// Rules applied to every case of the protocol.
    package var rules: [ClientRule]
    /// The identifiers and credentials a client sends, with the values the sandbox accepts.
    package var gateway: ClientGateway

    /// Creates settings.
    package init(correlate: [String] = [], starts: [String] = [], rules: [ClientRule] = [], gateway: ClientGateway = ClientGateway()) {
        self.correlate = correlate
        self.starts = starts
        self.rules = rules
        self.gateway = gateway
    }
}

/// The client cases of the loaded protocols.
package struct ClientCaseSet: Sendable {
    /// Every case, sorted by ID.
    package var cases: [ClientCase]
    /// Each protocol's shared settings.
    package var settings: [String: ClientSettings]

    /// Creates a set.
    package init(cases: [ClientCase], settings: [String: ClientSettings]) {
        self.cases = cases.sorted { $0.id < $1.id }
        self.settings = settings
    }

    /// The cases of a protocol.
    package func cases(of protocolID: String) -> [ClientCase] { cases.filter { $0.protocolID == protocolID } }

    /// A case's own rules followed by its protocol's shared rules.
    package func rules(of clientCase: ClientCase) -> [ClientRule] {
        clientCase.rules + (settings[clientCase.protocolID]?.rules ?? [])
    }
}
