import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Schemathesis' own HAR and VCR reports import into cassettes, the large floats it fuzzes with included.
///
/// The fixtures (`Fixtures/Schemathesis`, see its README) are reports Schemathesis wrote, cut to four interactions; a
/// live run of `Tests/Interop/schemathesis_floats.py` is imported too when Schemathesis is installed (`.ci/run`).
@Suite("Schemathesis import", .serialized)
struct SchemathesisImportTests {
    static let folder = TestSupport.repositoryRoot + "/Tests/ConformanceKitTests/Fixtures/Schemathesis"
    static let fixtures: [(file: String, format: CassetteImportFormat)] = [("schemathesis.har", .har), ("schemathesis.vcr.yaml", .vcr)]
    /// The fuzzed floats the fixtures hold (their fractions are stored without check digit: `CardFixtures.materialized`).
    static let negativeFloat = "-2." + CardFixtures.luhnCompleted("28245_91882_2981") + "e+16"
    static let tinyFloat = "1." + CardFixtures.luhnCompleted("33813_96921_52823") + "e-130"

    /// The numbers in exponent notation in a text whose fraction alone reads as a card number.
    static func refusedFloats(in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: #"-?[0-9]\.([0-9]{13,19})[eE][+-]?[0-9]+"#)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match -> String? in
            guard let whole = Range(match.range, in: text), let fraction = Range(match.range(at: 1), in: text) else { return nil }
            return CardNumberRuns.isCardNumber(Array(text[fraction].utf8)) ? String(text[whole]) : nil
        }
    }

    /// Imports a report as `conformance cassette import` does, into a new cassette file.
    static func importReport(_ path: String, _ format: CassetteImportFormat, into folder: String) throws -> (CassetteImporter.Written, String) {
        let target = folder + "/" + (path as NSString).lastPathComponent + ".json"
        let written = try CassetteImporter.write(
            file: path, format: format, to: target, checker: ExchangeChecker(specs: TestSupport.loaded.specs), redactor: Redactor())
        return (written, target)
    }

    @Test("The fixtures hold floats whose fraction passes the Luhn check, the values an import once refused")
    func theFixturesHoldTheRefusedShape() throws {
        for fixture in Self.fixtures {
            let text = CardFixtures.materialized(try String(contentsOfFile: Self.folder + "/" + fixture.file, encoding: .utf8))
            let floats = try Self.refusedFloats(in: text)
            #expect(Set(floats).isSuperset(of: [Self.negativeFloat, Self.tinyFloat]), "\(fixture.file): \(floats)")
            #expect(text.contains("Schemathesis 4.32.5") || text.contains("schemathesis/4.32.5"), "\(fixture.file) is Schemathesis' own")
        }
    }

    @Test("Schemathesis' HAR and VCR reports import, write and scan clean, their floats unchanged", arguments: fixtures.map(\.file))
    func theReportsImport(_ file: String) throws {
        let format = try #require(Self.fixtures.first { $0.file == file }?.format)
        let folder = try TestSupport.scratchFolder("schemathesis-import")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try CardFixtures.materialize(Self.folder + "/" + file, into: folder)
        let (written, target) = try Self.importReport(report, format, into: folder)
        #expect(written.interactions == 4)
        let cassette = try CassetteCodec.read(file: target)
        #expect(cassette.interactions.count == 4 && cassette.baseURL?.hasPrefix("http://127.0.0.1:") == true)
        #expect(try CardNumberScan.scan(cassetteFile: target).hits.isEmpty)
        // The floats are written as sent, numbers still, in the request and in the echoed answer.
        let floats = try Self.refusedFloats(in: String(contentsOfFile: target, encoding: .utf8))
        #expect(floats.filter { $0 == Self.negativeFloat }.count == 2, "\(floats)")
        let amount = BodyValue.number(Self.negativeFloat)
        let echoed = cassette.interactions.filter { interaction in
            guard case .json(let request) = interaction.request.body, case .json(let response) = interaction.response.body else { return false }
            return request["amount"] == amount && response["amount"] == amount
        }
        #expect(echoed.count == 1)
    }

    @Test(
        "A live Schemathesis run's HAR and VCR import",
        .enabled(if: Python.runs("schemathesis"), "schemathesis is not installed (Tests/Interop/requirements.txt)"))
    func aLiveRunImports() async throws {
        let folder = try TestSupport.scratchFolder("schemathesis-live")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await Subprocess.run(
            "/usr/bin/env", ["python3", "Tests/Interop/schemathesis_floats.py", folder, "--all", "--examples", "60"], in: TestSupport.repositoryRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let count = try #require(report["interactions"] as? Int)
        #expect(count > 0)
        for fixture in Self.fixtures {
            let (written, _) = try Self.importReport(folder + "/" + fixture.file, fixture.format, into: folder)
            #expect(written.interactions == count, "\(fixture.file)")
        }
    }
}
