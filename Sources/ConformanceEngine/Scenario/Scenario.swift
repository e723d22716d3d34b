import ConformanceKit
import Foundation

/// A flow of a protocol: ordered steps, each one request to an operation, with what to expect back.
///
/// Scenarios live in `Specs/<protocol>/scenarios/*.yaml` (see `docs/scenarios.md`). A step's
/// request is written with templates (`${name}`) that draw on the protocol's settings, the values
/// the scenario generates once per run, and values captured from earlier responses.
package struct Scenario: Sendable, Hashable {
    /// `protocol/name`, from the folder and the file name; stable, used in reports and cassette paths.
    package var id: String
    /// The protocol.
    package var protocolID: String
    /// The file name without extension.
    package var name: String
    /// What the flow shows, in one line.
    package var title: LocalizedText
    /// A longer explanation, when useful.
    package var summary: LocalizedText?
    /// Whether passing the scenario is required to certify an implementation.
    package var certification: CertificationLevel
    /// Free labels (`happy-path`, `decline`, `3ds`…), usable with `--tag`.
    package var tags: [String]
    /// Values generated once per run (unique references, dates), in file order.
    package var generated: [GeneratedValue]
    /// The steps, in order.
    package var steps: [ScenarioStep]
    /// The file.
    package var location: SourceLocation

    /// Creates a scenario.
    package init(
        id: String, protocolID: String, name: String, title: LocalizedText, summary: LocalizedText? = nil,
        certification: CertificationLevel = .optional,
        tags: [String] = [], generated: [GeneratedValue] = [], steps: [ScenarioStep], location: SourceLocation
    ) {
        self.id = id
        self.protocolID = protocolID
        self.name = name
        self.title = title
        self.summary = summary
        self.certification = certification
        self.tags = tags
        self.generated = generated
        self.steps = steps
        self.location = location
    }

    /// The operations the scenario calls.
    package var operations: Set<String> { Set(steps.map(\.operation)) }
}

/// Whether a scenario counts towards certification.
package enum CertificationLevel: String, Sendable, Hashable, CaseIterable {
    /// It must pass for a certificate to be issued.
    case mandatory
    /// It is reported as coverage.
    case optional
}

/// A value a scenario generates once per run; recorded in the cassette so replay sends the same bytes.
package struct GeneratedValue: Sendable, Hashable {
    /// What kind of value.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Letters and digits, unique per run (`length` characters, after `prefix`).
        case reference
        /// Decimal digits, unique per run.
        case digits
        /// A random UUID in upper-case canonical form.
        case uuid
        /// The run's date, formatted with `format` (`yyyyMMdd`, `MMyyyy`…), moved by `days` and `years`.
        case date
    }

    /// The name templates use.
    package var name: String
    /// The kind.
    package var kind: Kind
    /// The number of generated characters (reference, digits).
    package var length: Int
    /// A fixed prefix (reference, digits).
    package var prefix: String
    /// The date format (date).
    package var format: String
    /// Days added to the date.
    package var days: Int
    /// Years added to the date.
    package var years: Int
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a generated value.
    package init(
        name: String, kind: Kind, length: Int = 12, prefix: String = "", format: String = "yyyyMMdd", days: Int = 0, years: Int = 0,
        location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.length = length
        self.prefix = prefix
        self.format = format
        self.days = days
        self.years = years
        self.location = location
    }

    /// A fresh value, from a random source and the run's date.
    package func make(date: Date, random: inout some RandomNumberGenerator) -> String {
        switch kind {
        case .reference:
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
            return prefix + String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        case .digits:
            return prefix + String((0..<length).map { index in Character(String(Int.random(in: index == 0 ? 1...9 : 0...9, using: &random))) })
        case .uuid:
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
            let hex = bytes.map { String(format: "%02X", $0) }.joined()
            let characters = Array(hex)
            return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
        case .date:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            var moved = calendar.date(byAdding: .day, value: days, to: date) ?? date
            moved = calendar.date(byAdding: .year, value: years, to: moved) ?? moved
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = format
            return formatter.string(from: moved)
        }
    }
}

/// One request of a scenario and what its answer must be.
package struct ScenarioStep: Sendable, Hashable {
    /// The step's name, unique in the scenario (used in reports and error messages).
    package var name: String
    /// The operation called (of the scenario's protocol).
    package var operation: String
    /// The request to send.
    package var request: StepRequest
    /// What the answer must be.
    package var expect: StepExpectation
    /// Values taken from the answer for later steps.
    package var captures: [StepCapture]
    /// Where the step is written.
    package var location: SourceLocation

    /// Creates a step.
    package init(
        name: String, operation: String, request: StepRequest, expect: StepExpectation = StepExpectation(), captures: [StepCapture] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.operation = operation
        self.request = request
        self.expect = expect
        self.captures = captures
        self.location = location
    }
}

/// How a step's request is built.
package struct StepRequest: Sendable, Hashable {
    /// The full URL, when the operation's base and path are not enough.
    package var url: Template?
    /// Values of the operation's `{path}` parameters (by default, the run's values of the same names).
    package var pathParameters: [(name: String, value: Template)]
    /// Query parameters, in order.
    package var query: [(name: String, value: Template)]
    /// Headers, in order.
    package var headers: [(name: String, value: Template)]
    /// The body: JSON-like for json and form operations (strings may hold templates and objects
    /// `$jwe` functions), or one text template for xml and text operations.
    package var body: BodyValue?
    /// A signature to add once the body is built.
    package var signature: RequestSignature?

    /// Creates a request.
    package init(
        url: Template? = nil, pathParameters: [(name: String, value: Template)] = [], query: [(name: String, value: Template)] = [],
        headers: [(name: String, value: Template)] = [], body: BodyValue? = nil, signature: RequestSignature? = nil
    ) {
        self.url = url
        self.pathParameters = pathParameters
        self.query = query
        self.headers = headers
        self.body = body
        self.signature = signature
    }

    /// Compares two requests.
    package static func == (lhs: StepRequest, rhs: StepRequest) -> Bool {
        func same(_ a: [(name: String, value: Template)], _ b: [(name: String, value: Template)]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        }
        return lhs.url == rhs.url && same(lhs.pathParameters, rhs.pathParameters) && same(lhs.query, rhs.query) && same(lhs.headers, rhs.headers)
            && lhs.body == rhs.body && lhs.signature == rhs.signature
    }

    /// Hashes the request.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        for pair in pathParameters + query + headers {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
        hasher.combine(body)
        hasher.combine(signature)
    }
}

/// A signature computed over the built request.
package struct RequestSignature: Sendable, Hashable {
    /// The signing scheme.
    package enum Scheme: String, Sendable, Hashable, CaseIterable {
        /// The Sips seal: HMAC-SHA-256 over the sorted field values, in `seal` (with `sealAlgorithm` kept as sent).
        case sipsSeal = "sips-seal"
    }

    /// The scheme.
    package var scheme: Scheme
    /// The key, usually `${secretKey}`.
    package var key: Template

    /// Creates a signature.
    package init(scheme: Scheme, key: Template) {
        self.scheme = scheme
        self.key = key
    }
}

/// What a step's answer must be.
package struct StepExpectation: Sendable, Hashable {
    /// The allowed HTTP statuses (any 2xx when empty).
    package var statuses: [Int]
    /// Values expected in the answer, by path, in file order.
    package var fields: [FieldExpectation]
    /// Texts the answer's body must contain (HTML pages, XML).
    package var bodyContains: [Template]
    /// Whether the request is expected to conform to the spec.
    package var requestConforms: Bool
    /// Findings the request must produce (a scenario that sends an invalid field on purpose).
    package var requestFindings: [ExpectedFinding]

    /// Creates an expectation.
    package init(
        statuses: [Int] = [], fields: [FieldExpectation] = [], bodyContains: [Template] = [], requestConforms: Bool = true,
        requestFindings: [ExpectedFinding] = []
    ) {
        self.statuses = statuses
        self.fields = fields
        self.bodyContains = bodyContains
        self.requestConforms = requestConforms
        self.requestFindings = requestFindings
    }
}

/// A value expected at a path of the answer.
package struct FieldExpectation: Sendable, Hashable {
    /// How the value is compared.
    package enum Rule: Sendable, Hashable {
        /// The value's text equals the template's.
        case equals(Template)
        /// The value's text is one of these.
        case oneOf([Template])
        /// The value is present (true) or absent (false).
        case present(Bool)
        /// The value's text matches the regular expression (whole value).
        case matches(String)
        /// The list holds this many items.
        case count(Int)
    }

    /// Where the value is.
    package var path: ValuePath
    /// The rule.
    package var rule: Rule
    /// Where the expectation is written.
    package var location: SourceLocation

    /// Creates an expectation.
    package init(path: ValuePath, rule: Rule, location: SourceLocation) {
        self.path = path
        self.rule = rule
        self.location = location
    }
}

/// A finding the request must produce: its kind, and the field path.
package struct ExpectedFinding: Sendable, Hashable {
    /// The finding kind.
    package var kind: FindingKind
    /// The field path (`$.amount`).
    package var path: String

    /// Creates an expected finding.
    package init(kind: FindingKind, path: String) {
        self.kind = kind
        self.path = path
    }
}

/// A value taken from a step's answer.
package struct StepCapture: Sendable, Hashable {
    /// Where the value comes from.
    package enum Source: Sendable, Hashable {
        /// A path in the JSON or form body.
        case path(ValuePath)
        /// A response header.
        case header(String)
        /// The first group of a regular expression over the body text.
        case pattern(String)
    }

    /// The name later steps use.
    package var name: String
    /// Where it comes from.
    package var source: Source
    /// Where it is written.
    package var location: SourceLocation

    /// Creates a capture.
    package init(name: String, source: Source, location: SourceLocation) {
        self.name = name
        self.source = source
        self.location = location
    }
}

/// A value a protocol's scenarios need from the target: a merchant ID, a key version, a secret key.
package struct ScenarioSetting: Sendable, Hashable {
    /// The name templates use.
    package var name: String
    /// What it is.
    package var description: LocalizedText
    /// Whether it is a secret: never written to cassettes, reports or logs.
    package var secret: Bool
    /// The value the built-in sandbox accepts.
    package var sandbox: String?
    /// The value any other target gets when neither the config file nor the environment gives one (never for secrets).
    package var defaultValue: String?
    /// Where it is declared.
    package var location: SourceLocation

    /// Creates a setting.
    package init(
        name: String, description: LocalizedText, secret: Bool = false, sandbox: String? = nil, defaultValue: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.secret = secret
        self.sandbox = sandbox
        self.defaultValue = defaultValue
        self.location = location
    }

    /// The environment variable that can hold the value: `CONFORMANCE_<PROTOCOL>_<NAME>` in upper case.
    package func environmentVariable(protocol protocolID: String) -> String {
        let protocolPart = protocolID.uppercased().replacingOccurrences(of: "-", with: "_")
        return "CONFORMANCE_\(protocolPart)_\(name.uppercased())"
    }
}

/// Every scenario and setting of the loaded protocols.
package struct ScenarioSet: Sendable, Hashable {
    /// Scenarios, sorted by ID.
    package var scenarios: [Scenario]
    /// Settings by protocol, each sorted by name.
    package var settings: [String: [ScenarioSetting]]
    /// How `conformance doctor` proves each protocol's credentials, by protocol (from its settings file).
    package var preflights: [String: PreflightDeclaration]

    /// Creates a set.
    package init(scenarios: [Scenario] = [], settings: [String: [ScenarioSetting]] = [:], preflights: [String: PreflightDeclaration] = [:]) {
        self.scenarios = scenarios.sorted { $0.id < $1.id }
        self.settings = settings
        self.preflights = preflights
    }

    /// The scenarios whose protocol, name or ID matches the filters (every scenario when a filter is empty).
    package func selecting(protocols: [String], scenarios names: [String], tags: [String] = []) -> [Scenario] {
        scenarios.filter { scenario in
            (protocols.isEmpty || protocols.contains(scenario.protocolID))
                && (names.isEmpty || names.contains(scenario.id) || names.contains(scenario.name))
                && (tags.isEmpty || !Set(tags).isDisjoint(with: scenario.tags))
        }
    }
}

/// Which part of a sorted list a CI job runs: `index` of `count` (1-based), written `i/n`.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// This job's number, from 1.
    package var index: Int
    /// How many jobs share the work.
    package var count: Int

    /// Parses `i/n`.
    package init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Creates a shard.
    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }

    /// The items of this shard: every `count`-th item of the list sorted by ID, starting at `index`.
    ///
    /// Round-robin over the sorted IDs keeps shards of similar size and independent of file order;
    /// every item lands in exactly one shard.
    package func select<T>(_ items: [T], id: (T) -> String) -> [T] {
        items.sorted { id($0) < id($1) }.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
