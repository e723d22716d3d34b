import Foundation

/// The verdict of a certification bundle, as its reports lead with it: certified or not and why, who,
/// which side, against what, the profile's requirements one by one, how a client session ended, and the
/// coverage the signed statement states.
///
/// A report without one (`conformance run`) is rendered exactly as before.
package struct CertificationSummary: Sendable, Hashable, Codable {
    /// One requirement of the profile (a scenario, or a client case) and its result.
    package struct Requirement: Sendable, Hashable, Codable {
        /// The scenario or case ID (`saferpay/card-declined`).
        package var id: String
        /// What it shows, in both languages.
        package var title: LocalizedText
        /// `mandatory` or `optional`.
        package var level: String
        /// Whether every check passed.
        package var passed: Bool
        /// Whether it ran at all (a client case no flow ran is `false`).
        package var ran: Bool
        /// How many checks failed.
        package var failures: Int

        /// Creates a requirement.
        package init(id: String, title: LocalizedText, level: String, passed: Bool, ran: Bool = true, failures: Int = 0) {
            self.id = id
            self.title = title
            self.level = level
            self.passed = passed
            self.ran = ran
            self.failures = failures
        }
    }

    /// Whether the statement certifies the partner.
    package var certified: Bool
    /// The partner, as on the certificate.
    package var partner: String
    /// `server` or `client`.
    package var role: String
    /// What was tested: the partner's server (server role) or the gateway side (client role: `sandbox` or the upstream URL).
    package var target: String
    /// How a client session ended (`completed`, `exec-exited`, `timeout`, `interrupted`, `quit`); nil for a server.
    package var ended: String?
    /// Whether the session ran to its end.
    package var complete: Bool
    /// Whether the selection left out mandatory requirements of the chosen protocols.
    package var partial: Bool
    /// The mandatory requirements the selection left out, sorted.
    package var missing: [String]
    /// The profile's requirements, mandatory first, each group sorted by ID.
    package var requirements: [Requirement]
    /// The coverage the statement states, one per protocol, sorted by protocol.
    package var coverage: [ProtocolCoverage]

    /// Creates a summary; requirements, missing IDs and coverage are sorted so the same facts always render the same bytes.
    package init(
        certified: Bool, partner: String, role: String, target: String, ended: String? = nil, complete: Bool = true, partial: Bool = false,
        missing: [String] = [], requirements: [Requirement], coverage: [ProtocolCoverage] = []
    ) {
        self.certified = certified
        self.partner = partner
        self.role = role
        self.target = target
        self.ended = ended
        self.complete = complete
        self.partial = partial
        self.missing = missing.sorted()
        self.requirements = requirements.sorted { ($0.level == "mandatory" ? 0 : 1, $0.id) < ($1.level == "mandatory" ? 0 : 1, $1.id) }
        self.coverage = coverage.sorted { $0.protocolID < $1.protocolID }
    }

    /// The mandatory requirements.
    package var mandatory: [Requirement] { requirements.filter { $0.level == "mandatory" } }
    /// The optional requirements.
    package var optional: [Requirement] { requirements.filter { $0.level != "mandatory" } }
    /// The mandatory requirements that failed or did not run, by ID.
    package var failedMandatory: [String] { mandatory.filter { !$0.passed }.map(\.id) }

    /// The reasons for the verdict, most decisive first: the passing profile, or each reason it is not certified.
    package var reasons: [LocalizedText] {
        var result: [LocalizedText] = []
        if !complete {
            let how = ended.map { Self.ending($0) } ?? .verbatim("?")
            result.append(MessageID.reportReasonIncomplete.localized([.localized(how)]))
        }
        if partial {
            result.append(MessageID.reportReasonPartial.localized([.plain(String(missing.count)), .plain(missing.joined(separator: ", "))]))
        }
        let failed = failedMandatory
        if !failed.isEmpty {
            result.append(
                MessageID.reportReasonFailed.localized([
                    .plain(String(failed.count)), .plain(String(mandatory.count)), .plain(failed.joined(separator: ", ")),
                ]))
        }
        if mandatory.isEmpty { result.append(MessageID.reportReasonNoMandatory.localized([])) }
        if result.isEmpty || certified {
            result.insert(MessageID.reportReasonPassed.localized([.plain(String(mandatory.count))]), at: 0)
        }
        return result
    }

    /// The verdict's word, in both languages.
    package var verdict: LocalizedText {
        (certified ? MessageID.reportVerdictCertified : .reportVerdictNotCertified).localized()
    }

    /// How a session ended, in words.
    package static func ending(_ raw: String) -> LocalizedText {
        switch raw {
        case "completed": MessageID.reportEndedCompleted.localized([])
        case "exec-exited": MessageID.reportEndedExecExited.localized([])
        case "timeout": MessageID.reportEndedTimeout.localized([])
        case "interrupted": MessageID.reportEndedInterrupted.localized([])
        case "quit": MessageID.reportEndedQuit.localized([])
        default: .verbatim(raw)
        }
    }

    /// The role, in words.
    package var roleText: LocalizedText {
        (role == "client" ? MessageID.reportRoleClient : .reportRoleServer).localized()
    }

    /// What was tested, in words: the built-in sandbox, the recording proxy in front of a gateway, or the partner's server.
    package var targetText: LocalizedText {
        if target == "sandbox" { return MessageID.reportTargetSandbox.localized() }
        if role == "client" { return MessageID.reportGatewayProxy.localized([.plain(target)]) }
        return .verbatim(target)
    }

    /// The result of a requirement, in words.
    package static func result(_ requirement: Requirement) -> LocalizedText {
        if !requirement.ran { return MessageID.reportResultNotRun.localized() }
        if requirement.passed { return MessageID.reportResultPassed.localized() }
        return MessageID.reportResultFailed.localized([.plain(String(requirement.failures))])
    }

    /// The level of a requirement, in words.
    package static func level(_ level: String) -> LocalizedText {
        (level == "mandatory" ? MessageID.reportLevelMandatory : .reportLevelOptional).localized()
    }

    /// The header as JSON for `report.json` (keys sorted, requirements in the summary's order).
    package var json: BodyValue {
        func text(_ value: LocalizedText) -> BodyValue { .object([BodyMember("en", .string(value.en)), BodyMember("fr", .string(value.fr))]) }
        var members = [
            BodyMember("certified", .bool(certified)), BodyMember("complete", .bool(complete)),
            BodyMember("coverage", .object(coverage.map { BodyMember($0.protocolID, $0.json) })),
        ]
        if let ended { members.append(BodyMember("ended", .string(ended))) }
        members += [
            BodyMember("missing", .array(missing.map(BodyValue.string))), BodyMember("partial", .bool(partial)),
            BodyMember("partner", .string(partner)), BodyMember("reasons", .array(reasons.map(text))),
            BodyMember(
                "requirements",
                .array(
                    requirements.map { requirement in
                        .object([
                            BodyMember("failures", .number(String(requirement.failures))), BodyMember("id", .string(requirement.id)),
                            BodyMember("level", .string(requirement.level)), BodyMember("passed", .bool(requirement.passed)),
                            BodyMember("ran", .bool(requirement.ran)), BodyMember("title", text(requirement.title)),
                        ])
                    })),
            BodyMember("role", .string(role)), BodyMember("target", .string(target)),
            BodyMember("verdict", .string(certified ? "certified" : "not-certified")),
        ]
        return .object(members)
    }
}
