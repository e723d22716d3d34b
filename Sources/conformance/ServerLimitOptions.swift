import ArgumentParser
import ConformanceKit
import ConformanceProxy
import ConformanceSession

/// The limits of the tool's servers (`conformance proxy`, `conformance sandbox`); docs/sandbox.md, "Limits".
struct ServerLimitOptions: ParsableArguments {
    @Option(name: .long, help: "Largest request body accepted, in bytes; larger ones get 413 (sandbox 4194304, proxy 16777216).")
    var maxBodyBytes: Int?

    @Option(name: .long, help: "Seconds a client has to send a request's head; past it, 408 and the connection closes.")
    var headerTimeout: Double = ServerLimits.sandbox.headerTimeout

    @Option(name: .long, help: "Seconds a connection may stay silent before it is closed.")
    var idleTimeout: Double = ServerLimits.sandbox.idleTimeout

    /// The limits as the library takes them.
    var choice: ServerLimitChoice { ServerLimitChoice(maxBodyBytes: maxBodyBytes, headerTimeout: headerTimeout, idleTimeout: idleTimeout) }

    /// Throws a usage error, in the command's language, for a limit out of range.
    func validate(language: Language) throws {
        if let maxBodyBytes, !(1...(1 << 30)).contains(maxBodyBytes) {
            throw ValidationError(MessageID.usageMaxBodyBytes.render(language, [.plain(String(maxBodyBytes))]))
        }
        try validateSeconds(headerTimeout, flag: "--header-timeout", language: language)
        try validateSeconds(idleTimeout, flag: "--idle-timeout", language: language)
    }
}

/// `--host`: the address the tool's server binds.
struct HostOption: ParsableArguments {
    @Option(name: .long, help: "Address to bind (default 127.0.0.1: loopback only).")
    var host: String = "127.0.0.1"
}

/// `--port`: the port the tool's server binds.
struct PortOption: ParsableArguments {
    @Option(name: .long, help: "Port to bind (default 0: a free port, printed at start); certify: with --client, the gateway side's.")
    var port: Int = 0

    /// Throws a usage error unless the port is between 0 and 65535.
    func validate(language: Language) throws {
        guard (0...65535).contains(port) else { throw ValidationError(MessageID.usagePort.render(language, [])) }
    }
}
