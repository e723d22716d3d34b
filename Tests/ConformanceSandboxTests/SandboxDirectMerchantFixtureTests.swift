import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// `merchants.yaml` and the declared fields of `products.yaml`: a failure or an operation the simulator does not know,
/// and a list control without choices, are located lint errors.
extension SandboxDirectFixtureTests {
    @Test func aMerchantFailingAnUnknownOperationIsALocatedLintError() throws {
        let copy = try Self.specsCopy(editing: "merchants.yaml") {
            $0.replacingOccurrences(of: "      - getPublicKey\n", with: "      - getPublicKeys\n")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let file = copy.root + "/worldline-direct/sandbox/merchants.yaml"
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs.specs)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.id == .badKeyword && problem.location?.file == file)
        #expect(problem.location?.line == (try Self.line(of: "getPublicKeys", in: file)))
        #expect(problem.message(.en).hasPrefix("'getPublicKeys' is not a valid value for 'merchants[1].operations'; use one of: createPayment"))
    }

    @Test func aMerchantFailureMustBeAPlatformFailure() throws {
        let copy = try Self.specsCopy(editing: "merchants.yaml") {
            $0.replacingOccurrences(of: "failure: unavailable.merchant", with: "failure: invalid-session.unknown")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs.specs)
        #expect(problems.map(\.id) == [.badKeyword])
        #expect(
            problems.first?.message(.en)
                == "'invalid-session.unknown' is not a valid value for 'merchants[0].failure'; use one of: internal-error.merchant, unavailable.merchant"
        )
    }

    @Test func aListFieldWithoutChoicesIsALintError() throws {
        let copy = try Self.specsCopy(editing: "products.yaml") {
            $0.replacingOccurrences(of: "        formElement: list\n        choices:\n", with: "        formElement: list\n        unusedChoices:\n")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs.specs)
        // The renamed key is unknown; decoding stops there, so the file is reported once.
        #expect(problems.map(\.id) == [.unknownKeySuggestion] || problems.map(\.id) == [.unknownKey])
        let withoutChoices = try Self.specsCopy(editing: "products.yaml") {
            $0.replacingOccurrences(
                of: "        formElement: list\n", with: "        formElement: list\n        choices: []\n", options: [], range: nil
            )
            .replacingOccurrences(
                of:
                    "        choices: []\n        choices:\n          - {value: ABNANL2A, name: ABN AMRO}\n          - {value: INGBNL2A, name: ING}\n          - {value: RABONL2U, name: Rabobank}\n",
                with: "        choices: []\n")
        }
        defer { try? FileManager.default.removeItem(atPath: withoutChoices.root) }
        let missing = SandboxFixtureLint.diagnostics(specs: withoutChoices.specs.specs)
        #expect(missing.map(\.id) == [.missingKey])
        #expect(missing.first?.message(.en).contains("'choices'") == true)
    }
}
