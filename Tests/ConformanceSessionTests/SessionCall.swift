import ConformanceCrypto
import ConformanceKit
import ConformanceSession
import ConformanceTestSupport
import Foundation

/// A session run in process as its command would run it: the status the command would exit with and the lines it printed.
struct SessionCall: Sendable {
    /// 0, or the ``SessionExit`` status the session ended with (2 for any other error, as the command line does).
    var status: Int32
    /// What the session wrote to standard output.
    var stdout: String
    /// What the session wrote to standard error (with the description of an error that was not a ``SessionExit``).
    var stderr: String

    /// Runs `body` with its console lines captured.
    static func run(_ body: () async throws -> Void) async -> SessionCall {
        let capture = ConsoleCapture()
        var status: Int32 = 0
        var problem = ""
        do {
            try await Console.$capture.withValue(capture) { try await body() }
        } catch let exit as SessionExit {
            status = exit.code
        } catch {
            status = 2
            problem = "\(error)\n"
        }
        return SessionCall(status: status, stdout: capture.standardOutput, stderr: capture.standardError + problem)
    }

    /// A new signing key pair written to a folder of its own: the private key (read) and the folder.
    static func keys() throws -> (key: SigningPrivateKey, folder: String) {
        let folder = try TestSupport.scratchFolder("session-keys")
        let pair = SigningKeyFile.generate()
        try pair.privateKey.write(toFile: folder + "/signing.key", atomically: true, encoding: .utf8)
        try pair.publicKey.write(toFile: folder + "/signing.pub", atomically: true, encoding: .utf8)
        return (try SigningKeyFile.readPrivateKey(folder + "/signing.key"), folder)
    }

    /// `conformance certify` against a server target, in process, with the project's specs already loaded.
    static func certify(_ request: CertificationRequest, key: SigningPrivateKey, specs: SpecSet = TestSupport.loaded.specs) async -> SessionCall {
        await run { try await ServerCertification(request: request, specs: specs, key: key, language: .en).run() }
    }

    /// `conformance certify --client`, in process, with the project's specs already loaded.
    static func certifyClient(_ request: CertificationRequest, key: SigningPrivateKey, specs: SpecSet = TestSupport.loaded.specs) async
        -> SessionCall
    {
        await run { try await ClientCertification(request: request, specs: specs, key: key, language: .en).run() }
    }
}
