import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `--protocol`: the protocol a command works on, or (repeatable) the protocols it is limited to.
struct ProtocolOption: ParsableArguments {
    @Option(
        name: .customLong("protocol"),
        help: """
            Only this protocol (repeatable; default: every protocol, for doctor the config's or the target's); check, \
            explore and specs import: the one protocol they work on (specs import: the ID to give the spec).
            """)
    var protocols: [String] = []

    /// The one protocol of a command that works on one (the last given), or a usage error.
    func one(_ language: Language) throws -> String { try protocols.last.required("--protocol", language) }
}

/// `--protocol-version`: the version to check messages that do not declare theirs against.
struct ProtocolVersionOptions: ParsableArguments {
    @Option(
        name: .customLong("protocol-version"),
        help: ArgumentHelp(
            "Version for messages that do not declare one: PROTOCOL=VERSION, or VERSION alone when one protocol is in play (repeatable; default: protocolVersions in the config file, else the newest).",
            valueName: "[protocol=]version"))
    var values: [String] = []

    /// The values as the library takes them.
    var choice: ProtocolVersionChoice { ProtocolVersionChoice(values: values) }
}

/// `--operation`: the operation a command works on, or (repeatable) the operations it is limited to.
struct OperationOption: ParsableArguments {
    @Option(
        name: .customLong("operation"),
        help: "The operation ID (check); explore: only vary this operation's answers (repeatable; default: every operation the client calls).")
    var operations: [String] = []

    /// The one operation of a command that works on one: the last given.
    var one: String? { operations.last }
}
