import ConformanceTestSupport
import Foundation
import Testing

/// A certificate authority and the certificates the transport tests need, made once with `openssl` in a temporary folder.
///
/// `server` is valid for 127.0.0.1 and localhost; `wrongHost` names another host; `expired` ended in 2020;
/// `client` is a client certificate of the same CA. Nothing here is a real key: they live and die with the test run.
package struct TestPKI: Sendable {
    /// The folder holding every file.
    package let folder: String

    /// The CA certificate (PEM).
    package var ca: String { folder + "/ca.pem" }
    /// A file that is not PEM.
    package var notPEM: String { folder + "/not.pem" }

    /// The certificate (PEM) of a named identity: server, wronghost, expired or client.
    package func certificate(_ name: String) -> String { folder + "/\(name).pem" }
    /// The private key (PEM) of a named identity.
    package func key(_ name: String) -> String { folder + "/\(name).key" }

    /// The shared set, or nil when `openssl` is not installed (.ci/run installs it).
    package static let shared: TestPKI? = try? make()

    /// Whether the set could be made.
    package static var available: Bool { shared != nil }

    /// Whether the tests needing the set run: always under CI (`.ci/run` installs openssl, so a missing one fails
    /// them), elsewhere when the set could be made.
    package static var runs: Bool { ProcessInfo.processInfo.environment["CI"] != nil || available }

    /// The shared set; a failure, not a crash, when openssl could not make it.
    package static func required() throws -> TestPKI {
        try #require(shared, "openssl could not make the test certificates: install openssl (.ci/run does)")
    }

    package static let script = """
        set -e
        openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout ca.key -out ca.pem -days 30 -subj "/CN=Conformance Test CA" \\
          -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"
        leaf() {
          openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout $1.key -out $1.csr -subj "/CN=$1"
          printf "subjectAltName=$2\\nbasicConstraints=CA:FALSE\\nextendedKeyUsage=$3\\n" > $1.ext
          openssl x509 -req -in $1.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out $1.pem -days 30 -extfile $1.ext
        }
        leaf server "IP:127.0.0.1,DNS:localhost" serverAuth
        leaf wronghost "DNS:elsewhere.example" serverAuth
        leaf client "DNS:conformance-client" clientAuth
        mkdir -p db && : > db/index.txt && echo 01 > db/serial
        printf "[ca]\\ndefault_ca=t\\n[t]\\ndatabase=db/index.txt\\nnew_certs_dir=db\\nserial=db/serial\\ndefault_md=sha256\\npolicy=p\\nunique_subject=no\\n[p]\\ncommonName=supplied\\n[x]\\nsubjectAltName=IP:127.0.0.1,DNS:localhost\\nbasicConstraints=CA:FALSE\\n" > ca.cnf
        openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout expired.key -out expired.csr -subj "/CN=expired"
        openssl ca -batch -config ca.cnf -cert ca.pem -keyfile ca.key -in expired.csr -out expired.pem \\
          -startdate 20200102030405Z -enddate 20200201000000Z -extensions x -notext
        echo "not a certificate" > not.pem
        """

    package static func make() throws -> TestPKI {
        let folder = try TestSupport.scratchFolder("pki")
        let openssl = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard openssl != nil else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return TestPKI(folder: folder)
    }
}
