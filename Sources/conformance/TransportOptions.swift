import ArgumentParser
import ConformanceSession

/// `--ca-file`, `--client-cert`, `--client-key`, `--proxy`, `--no-proxy`, `--insecure`: how the tool reaches what it sends to.
///
/// Shared by every command that sends (`run`, `certify`, `proxy`, `drift`); the flags win over the config file
/// (`targets.NAME.tls`, `proxy.tls`, `network`), which wins over the environment (`SSL_CERT_FILE`, `HTTPS_PROXY`…).
struct TransportOptions: ParsableArguments {
    @Option(
        name: .customLong("ca-file"),
        help: ArgumentHelp("A PEM file of certificate authorities to trust besides the system's (repeatable; also SSL_CERT_FILE).", valueName: "pem"))
    var caFiles: [String] = []

    @Option(
        name: .customLong("client-cert"), help: ArgumentHelp("The client certificate (PEM) to present when a server asks for one.", valueName: "pem"))
    var clientCertificate: String?

    @Option(name: .customLong("client-key"), help: ArgumentHelp("The private key (PEM) of --client-cert.", valueName: "pem"))
    var clientKey: String?

    @Option(
        name: .customLong("proxy"),
        help: ArgumentHelp(
            "Forward proxy for outgoing traffic, http://[user:password@]host:port (default: HTTPS_PROXY / HTTP_PROXY).", valueName: "url"))
    var proxy: String?

    @Option(
        name: .customLong("no-proxy"),
        help: ArgumentHelp("Hosts reached without the proxy, comma-separated (default: NO_PROXY).", valueName: "hosts"))
    var noProxy: String?

    @Flag(name: .long, help: "Do not check server certificates (testing only: printed on every line and recorded in reports).")
    var insecure = false

    /// The flags as the library takes them.
    var choice: TransportChoice {
        TransportChoice(
            caFiles: caFiles, clientCertificate: clientCertificate, clientKey: clientKey, proxy: proxy, noProxy: noProxy, insecure: insecure)
    }
}
