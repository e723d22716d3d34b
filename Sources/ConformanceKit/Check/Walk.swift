import Foundation

/// One traversal of a body: the current path, the enclosing objects and the findings so far.
struct Walk {
    enum PathPart {
        /// A field of the spec; unretained, as the compiled spec outlives every walk over it.
        case field(Unmanaged<CompiledField>)
        case key(String)
        case index(Int)
    }

    let messageID: String
    /// Added to ``messageID`` in check IDs (`.headers`, `.query`): joined only when a finding is built.
    let messageSuffix: String
    /// The operation whose message is walked, for codes it never answers (nil: not known).
    var operation: String? = nil
    let lexical: Bool
    let strict: Bool
    var findings: [Finding] = []
    var path: [PathPart] = []
    /// The field whose scalar value is being checked, after ``path`` (a leaf is not pushed on the path).
    var leaf: Unmanaged<CompiledField>? = nil
    /// Whether `code-meaning` notes are taken from the fields' ``NoteCache`` (false: always built).
    var reusesNotes = true
    /// Whether string values are first looked at read-only by ``conformsQuietly(_:_:)`` (false: always the general way, for tests).
    var quietPath = true
    var objects: [[BodyMember]] = []
    /// Whether repeated member names are findings (bodies), or legitimate (headers and query parameters).
    var checksDuplicates = true
    /// The most findings kept of each severity; past it findings are only counted.
    var maxFindings = ConformanceChecker.Options.defaultMaxFindings
    /// Findings kept so far, by severity (note, warning, error).
    var keptNotes = 0
    var keptWarnings = 0
    var keptErrors = 0
    var dropped: [Diagnostic.Severity: Int] = [:]

    init(messageID: String, suffix: String = "", lexical: Bool, strict: Bool) {
        self.messageID = messageID
        self.messageSuffix = suffix
        self.lexical = lexical
        self.strict = strict
        path.reserveCapacity(16)
        objects.reserveCapacity(8)
    }

    // MARK: Paths

    func renderPath(extra: String? = nil) -> String {
        var text = "$"
        text.reserveCapacity(Walk.pathCapacity(path, leaf: leaf, extra: extra))
        for part in path {
            switch part {
            case .field(let field): text += field.takeUnretainedValue().pathSegment
            case .key(let key): text += CompiledField.segment(for: key)
            case .index(let index): text += "[\(index)]"
            }
        }
        if let leaf { text += leaf.takeUnretainedValue().pathSegment }
        if let extra { text += CompiledField.segment(for: extra) }
        return text
    }

    func checkID(extra: String? = nil) -> String {
        var id = messageID
        id.reserveCapacity(messageID.utf8.count + messageSuffix.utf8.count + Walk.pathCapacity(path, leaf: leaf, extra: extra))
        id += messageSuffix
        for part in path {
            switch part {
            case .field(let field):
                id += "."
                id += field.takeUnretainedValue().name
            case .key(let key):
                id += "."
                id += key
            case .index: break
            }
        }
        if let leaf {
            id += "."
            id += leaf.takeUnretainedValue().name
        }
        if let extra {
            id += "."
            id += extra
        }
        return id
    }

    /// Room for a rendered path or check ID (a little more than needed, so that one allocation is enough).
    static func pathCapacity(_ path: [PathPart], leaf: Unmanaged<CompiledField>?, extra: String?) -> Int {
        var bytes = 8 + (extra?.utf8.count ?? 0) + (leaf.map { $0.takeUnretainedValue().pathSegment.utf8.count + 1 } ?? 0)
        for part in path {
            switch part {
            case .field(let field): bytes += field.takeUnretainedValue().pathSegment.utf8.count + 1
            case .key(let key): bytes += key.utf8.count + 6
            case .index: bytes += 12
            }
        }
        return bytes
    }

    mutating func report(
        _ kind: FindingKind, _ field: CompiledField?, severity: Diagnostic.Severity = .error, expected: String?, actual: String?,
        _ arguments: [MessageArgument], extra: String? = nil, action: LocalizedText? = nil
    ) {
        guard admit(severity) else { return }
        if findings.isEmpty { findings.reserveCapacity(4) }
        findings.append(
            Finding(
                kind: kind, severity: severity, checkID: checkID(extra: extra), path: renderPath(extra: extra), expected: expected,
                actual: actual, arguments: arguments, specLocation: field?.location, action: action))
    }

    /// Counts a finding of this severity; false when ``maxFindings`` of them are already kept (it is then only counted as dropped).
    mutating func admit(_ severity: Diagnostic.Severity) -> Bool {
        let kept: Int
        switch severity {
        case .note: kept = keptNotes
        case .warning: kept = keptWarnings
        case .error: kept = keptErrors
        }
        guard kept < maxFindings else {
            dropped[severity, default: 0] += 1
            return false
        }
        switch severity {
        case .note: keptNotes += 1
        case .warning: keptWarnings += 1
        case .error: keptErrors += 1
        }
        return true
    }

    /// Adds one finding counting those left out past ``maxFindings``, with the highest severity among them.
    mutating func finish() {
        guard let severity = dropped.keys.max() else { return }
        let total = dropped.values.reduce(0, +)
        let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity in dropped[severity].map { (severity, $0) } }
        let droppedCounts = LocalizedText { language in
            counts.map { severity, count in
                switch severity {
                case .error: language.plural(count, one: .countErrorsOne, other: .countErrorsOther)
                case .warning: language.plural(count, one: .countWarningsOne, other: .countWarningsOther)
                case .note: language.plural(count, one: .countNoteOne, other: .countNoteOther)
                }
            }.joined(separator: ", ")
        }
        findings.append(
            Finding(
                kind: .findingsTruncated, severity: severity, checkID: messageID + messageSuffix, path: "$", expected: "≤ \(maxFindings) findings",
                actual: "\(findings.count + total) findings",
                arguments: [
                    .plain("\(total)"), .localized(droppedCounts),
                    .plain("\(maxFindings)"),
                ], specLocation: nil))
    }
}
