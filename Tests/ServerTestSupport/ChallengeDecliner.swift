import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A session delegate that cancels every authentication challenge: on Linux, a `401` carrying `WWW-Authenticate` handled
/// by default with no stored credential leaves the request waiting forever; cancelled, it fails at once and says so.
package final class ChallengeDecliner: NSObject, URLSessionTaskDelegate, Sendable {
    package override init() { super.init() }

    package func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    /// An ephemeral session that cancels challenges.
    package static func session(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        return URLSession(configuration: configuration, delegate: ChallengeDecliner(), delegateQueue: nil)
    }
}
