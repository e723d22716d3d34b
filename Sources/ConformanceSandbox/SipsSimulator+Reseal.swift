import ConformanceCrypto
import ConformanceKit

extension SipsSimulator {
    /// A sealed answer the sandbox changed (completed or varied) carries a seal computed anew over its members.
    package func resealed(_ response: RecordedResponse, in sandbox: Sandbox) -> RecordedResponse {
        guard case .json(let body) = response.body, body["seal"] != nil else { return response }
        var resealed = response
        resealed.body = .json(SipsSeal.sealed(body, secretKey: configuration.sipsSecretKey))
        return resealed
    }
}
