import ConformanceKit
import Foundation

/// What one client run under a variation showed: the command's exit and the rules it broke.
package struct ExploreRun: Sendable, Hashable {
    /// The command's exit status (nil when it did not exit by itself).
    package var exitStatus: Int32?
    /// Whether the run's time limit stopped the command.
    package var timedOut: Bool
    /// The requests the gateway received.
    package var requests: Int
    /// The answers the variation changed.
    package var varied: Int
    /// The behaviours the client broke.
    package var broken: [ClientSession.BrokenRule]

    /// Creates a run's record.
    package init(exitStatus: Int32?, timedOut: Bool, requests: Int, varied: Int, broken: [ClientSession.BrokenRule]) {
        self.exitStatus = exitStatus
        self.timedOut = timedOut
        self.requests = requests
        self.varied = varied
        self.broken = broken
    }

    /// Whether the client held: it exited 0, sent requests, and broke no rule.
    package var passed: Bool { exitStatus == 0 && !timedOut && requests > 0 && broken.isEmpty }

    /// Why the client broke, one text per reason (empty when it held).
    package var reasons: [LocalizedText] {
        var reasons: [LocalizedText] = []
        if timedOut {
            reasons.append(MessageID.exploreTimedOut.localized())
        } else if let exitStatus, exitStatus != 0 {
            reasons.append(MessageID.exploreExitStatus.localized([.plain(String(exitStatus))]))
        }
        if requests == 0 { reasons.append(MessageID.exploreNoRequest.localized()) }
        for rule in broken {
            reasons.append(
                MessageID.exploreRuleBroken.localized([
                    .plain(rule.outcome.id), .plain(String(rule.flow)), .plain(rule.caseID ?? "-"), .localized(rule.outcome.why),
                ]))
        }
        return reasons
    }
}

/// How one variation went: passed or broke, after shrinking, and what broke.
package struct ExploreOutcome: Sendable, Hashable {
    /// The variation as finally judged (shrunk when it broke).
    package var variation: AnswerVariation
    /// The number of edits before shrinking.
    package var plannedEdits: Int
    /// The deciding run.
    package var run: ExploreRun
    /// Client runs spent on the variation, shrinking included.
    package var runs: Int

    /// Creates an outcome.
    package init(variation: AnswerVariation, plannedEdits: Int, run: ExploreRun, runs: Int) {
        self.variation = variation
        self.plannedEdits = plannedEdits
        self.run = run
        self.runs = runs
    }

    /// `passed` or `broke`.
    package var outcome: String { run.passed ? "passed" : "broke" }
}

/// An exploration: the client's plain run, then every variation tried, in order.
package struct ExploreResult: Sendable {
    /// The protocol explored.
    package var protocolID: String
    /// The command run.
    package var command: String
    /// `sandbox` or `proxy`.
    package var gateway: String
    /// The seed.
    package var seed: UInt64
    /// The most client runs allowed.
    package var budget: Int
    /// The operations whose answers were varied.
    package var operations: [String]
    /// When it started (ISO 8601).
    package var startedAt: String
    /// The run without variation.
    package var baseline: ExploreRun
    /// What the gateway itself answered in the run without variation: operation and status, in order.
    package var baselineAnswers: [(operation: String, status: Int)] = []
    /// Variations planned in all.
    package var planned: Int
    /// The variations tried.
    package var outcomes: [ExploreOutcome]
    /// Whether an interrupt ended it early.
    package var interrupted: Bool

    /// Creates a result.
    package init(
        protocolID: String, command: String, gateway: String, seed: UInt64, budget: Int, operations: [String], startedAt: String,
        baseline: ExploreRun, planned: Int, outcomes: [ExploreOutcome], interrupted: Bool
    ) {
        self.protocolID = protocolID
        self.command = command
        self.gateway = gateway
        self.seed = seed
        self.budget = budget
        self.operations = operations
        self.startedAt = startedAt
        self.baseline = baseline
        self.planned = planned
        self.outcomes = outcomes
        self.interrupted = interrupted
    }

    /// The variations that broke the client.
    package var broke: [ExploreOutcome] { outcomes.filter { !$0.run.passed } }
    /// Client runs in all, the plain one included.
    package var clientRuns: Int { 1 + outcomes.reduce(0) { $0 + $1.runs } }
}
