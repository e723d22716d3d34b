import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Each protocol's scripted client (`Tests/Interop/clients/`), well behaved, is certified for every case of its
/// protocol; the four sessions run at once (each its own port and folder), as they mostly wait on their clients.
@Suite(.conformanceBinary) struct WellBehavedClientTests {
    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)), arguments: CertifyProcess.protocols)
    func wellBehavedClientIsCertified(protocolID: String) async throws {
        let (key, publicKey) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        let result = try await CertifyProcess.certify(
            ["--protocol", protocolID, "--hang-seconds", "4", "--timeout", "600", "--exec", "python3 \(CertifyProcess.script(protocolID))"], key: key,
            out: out)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr.contains("CERTIFIED: Acme App (client)"))
        let failures = try CertifyProcess.failures(out)
        #expect(failures.isEmpty, "\(failures)")
        // Each case about a refusal met it in the sandbox, for its test card: its refusal-seen behaviour was judged and held.
        let judged = try CertifyProcess.judged(out)
        for id in CertifyProcess.refusalCases where id.hasPrefix(protocolID + "/") {
            #expect(judged[id + ".refusal-seen"] == "passed", "\(id): \(judged[id + ".refusal-seen"] ?? "not judged")")
        }
        let statement = try CertifyProcess.json(out + "/statement.json")
        #expect(statement["role"] as? String == "client")
        #expect(statement["certified"] as? Bool == true)
        let session = try #require(statement["session"] as? [String: Any])
        #expect(session["ended"] as? String == "exec-exited" && session["unmatchedFlows"] as? Int == 0, "\(session)")
        let requirements = statement["requirements"] as? [[String: Any]] ?? []
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        #expect(requirements.count == loaded.cases.cases(of: protocolID).filter { $0.certification == .mandatory }.count)
        let coverage = try #require((statement["protocols"] as? [[String: Any]])?.first?["coverage"] as? [String: Any])
        #expect((coverage["index"] as? Double ?? 0) > 0, "\(coverage)")
        #expect(FileManager.default.fileExists(atPath: out + "/cassettes/\(protocolID).json"))
        for file in ["report.en.html", "report.fr.html", "junit.xml", "cases.json"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file) missing")
        }
        let verify = try await Subprocess.run(ConformanceCLI.binary, ["certificate", "verify", out, "--public-key", publicKey])
        #expect(verify.status == 0 && verify.stdout.contains("VALID"), "\(verify.stderr)")
        if protocolID == "saferpay" {
            // A changed byte is caught by the command: exit 1, the file named (each file is checked in ConformanceSessionTests).
            let junit = URL(fileURLWithPath: out + "/junit.xml")
            let original = try Data(contentsOf: junit)
            try Data(original.reversed()).write(to: junit)
            let tampered = try await Subprocess.run(ConformanceCLI.binary, ["certificate", "verify", out, "--public-key", publicKey])
            #expect(tampered.status == 1 && tampered.stderr.contains("INVALID") && tampered.stderr.contains("junit.xml"), "\(tampered.stderr)")
            try original.write(to: junit)
            // The Saferpay client knows nothing but the cases file and its environment: the merchant it names is the sandbox's.
            let cassette = try String(contentsOfFile: out + "/cassettes/saferpay.json", encoding: .utf8)
            for value in ["\"123123\"", "\"17757531\"", "\"Ada Lovelace\""] { #expect(cassette.contains(value), "\(value) not sent") }
        }
    }
}
