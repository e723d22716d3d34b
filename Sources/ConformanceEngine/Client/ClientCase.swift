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
