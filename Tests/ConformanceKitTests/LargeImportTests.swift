import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// The alias guard of YAML imports counts what aliases add, not the values a large cassette really holds.
@Suite struct LargeImportTests {
    @Test func aCassetteWithMoreValuesThanTheAllowanceButNoAliasImports() throws {
        let text = CassetteFixtures.vcrpy(200)
        let importer = YAMLCassetteImport(context: ImportContext(file: "big.yaml", format: .vcrpy), text: text, nodeBudget: 100)
        // 200 interactions hold several thousand values, far beyond an allowance of 100: the text spells them all out.
        let cassette = try importer.cassette()
        #expect(cassette.interactions.count == 200)
    }

    @Test func aliasesStillCannotExpandPastTheAllowance() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...4 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "interactions: [*a4]\nversion: 1\n"
        let importer = YAMLCassetteImport(context: ImportContext(file: "laughs.yaml", format: .vcrpy), text: text, nodeBudget: 1000)
        #expect {
            try importer.cassette()
        } throws: { error in
            (error as? CassetteError)?.diagnostic.message().contains("aliases expand it") == true
        }
    }
}
