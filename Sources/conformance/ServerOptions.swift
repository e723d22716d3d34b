import ArgumentParser
import ConformanceKit
import ConformanceProxy
import ConformanceSession
import Foundation

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

/// `--hang-seconds`: how long a 'hang' fault lasts.
struct HangSecondsOption: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Seconds a 'hang' fault waits before answering, overriding each client case's own 'seconds' (default: the case's, else 35; sandbox: 30).")
    var hangSeconds: Double?

    /// Throws a usage error unless the value is a number of seconds above 0 and at most an hour.
    func validate(language: Language) throws { try Seconds.validate(hangSeconds, flag: "--hang-seconds", language: language) }
}

/// `--client`: the command works on the partner's client, the tool playing the gateway.
struct ClientOption: ParsableArguments {
    @Flag(name: .long, help: "Work on the partner's client (app and merchant server): the tool plays the gateway.")
    var client = false
}

/// `--exec`: the command that runs the partner's client.
struct ExecOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            With --client: the command that runs the client (through /bin/sh, the gateway's URLs in its environment: UI or \
            integration tests); certify without it guides a person case by case.
            """)
    var exec: String?

    /// Throws a usage error when the command is given but empty.
    func validate(language: Language) throws {
        if let exec, exec.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError(MessageID.usageExecEmpty.render(language, [])) }
    }
}

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
        try Seconds.validate(headerTimeout, flag: "--header-timeout", language: language)
        try Seconds.validate(idleTimeout, flag: "--idle-timeout", language: language)
    }
}
