import ConformanceEngine
import ConformanceKit
import Foundation

/// The order references the Sips simulator has accepted, and the initialisations an amount answers for.
///
/// A merchant may use a transactionReference (or an s10TransactionId on its date) for one order only: a second
/// initialisation with it gets the `duplicate-reference` code of answers.yaml. A reference is remembered once its
/// initialisation was accepted (one the sandbox refused may be sent again) and for a day.
extension SipsSimulator {
    /// How long an accepted reference stays taken.
    static let referenceLifetime: TimeInterval = 86_400

    /// The references an initialisation names, each with the field to report when it is taken, keyed per merchant.
    func references(_ call: SandboxCall) -> [(key: String, field: String)] {
        let merchant = call.text("merchantId") ?? ""
        var result: [(key: String, field: String)] = []
        if let reference = call.text("transactionReference") { result.append((merchant + "|ref|" + reference, "transactionReference")) }
        if let s10 = call.body?["s10TransactionReference"], let id = s10["s10TransactionId"]?.lexicalText {
            let date = s10["s10TransactionIdDate"]?.lexicalText ?? ""
            result.append((merchant + "|s10|" + id + "|" + date, "s10TransactionReference.s10TransactionId"))
        }
        return result
    }

    /// The field of the first reference already taken, or nil.
    func takenReference(_ call: SandboxCall, now: Date) -> String? {
        references(call).first { state.references[$0.key].map { $0 > now } ?? false }?.field
    }

    /// Remembers the references of an accepted initialisation.
    func takeReferences(_ call: SandboxCall, now: Date) {
        for reference in references(call) { state.references[reference.key] = now.addingTimeInterval(Self.referenceLifetime) }
    }

    /// The redirectionStatusCode an initialisation's amount answers with (`amounts:` of answers.yaml, the operation's
    /// own entry only), or nil.
    func amountStatus(_ call: SandboxCall, sandbox: Sandbox) -> String? {
        guard let amount = call.text("amount") else { return nil }
        return sandbox.facts[protocolID].answers.answer(amount: amount, operation: call.reference.operation, orAny: false)?
            .text(SipsAnswerKind.statusField)
    }
}
