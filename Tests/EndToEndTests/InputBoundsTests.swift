import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// Every reader stops at its limit with a located `input.too-large` (or import) error and exit 2, holding a bounded
/// amount of memory whatever the input's size: the built binary runs on generated inputs, under an address-space cap,
/// and its peak resident memory is read by a Python parent that has no other child.
@Suite(.serialized, .conformanceBinary) struct InputBoundsTests {
    /// What a bounded run of the binary left: its exit status, its peak resident memory and its output.
    struct Run {
        var status: Int
        var kib: Int
        var output: String
    }

    /// Runs `conformance ARGUMENTS` (standard input from `stdin`, a path, or nothing) capped at 4 GiB of address
    /// space and 60 seconds: a reader that holds its whole input fails the cap, or runs past the time, instead of
    /// taking the machine down.
    static func run(_ arguments: [String], stdin: String = "", in directory: String = TestSupport.repositoryRoot) async throws -> Run {
        let script = """
            import resource, subprocess, sys
            def cap():
                resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
            source = open(sys.argv[1], 'rb') if sys.argv[1] else subprocess.DEVNULL
            try:
                done = subprocess.run(sys.argv[2:], stdin=source, capture_output=True, preexec_fn=cap, timeout=300)
                status, text = done.returncode, (done.stdout + done.stderr).decode('utf-8', 'replace')
            except subprocess.TimeoutExpired:
                status, text = -1000, 'timed out'
            print(status)
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            print(text[-3000:])
            """
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = nil
        let result = try await Subprocess.run(
            "/usr/bin/env", ["python3", "-c", script, stdin, ConformanceCLI.binary] + arguments, in: directory, environment: environment)
        let lines = result.stdout.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, let status = Int(lines[0]), let kib = Int(lines[1]) else { return Run(status: -1, kib: 0, output: result.stderr) }
        return Run(status: status, kib: kib, output: String(lines[2]))
    }

    /// The start of a cassette, up to (not including) the interactions.
    static let cassetteHead = "{\n  \"format\": \"paymentconformance-cassette\",\n  \"formatVersion\": 1,\n"

    /// One small interaction, the interactions list and the end of the cassette.
    static let cassetteTail =
        "  \"interactions\": [\n    {\"request\": {\"headers\": [], \"method\": \"POST\", \"path\": \"/p\"}, \"response\": {\"headers\": [], \"status\": 200}}\n"
        + "  ],\n  \"recordedAt\": \"2026-11-26T00:00:00Z\",\n  \"toolVersion\": \"test\"\n}\n"

    // MARK: Imports

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func importingDevZeroStopsAtTheFirstByte() async throws {
        let folder = try TestSupport.scratchFolder("bounds-zero")
        for format in ["vcrpy", "har"] {
            let run = try await Self.run(["cassette", "import", "/dev/zero", "--from", format, "--to", folder + "/out.json"])
            #expect(run.status == 2, "\(run.output)")
            #expect(run.output.contains("byte 0 is a NUL byte") && run.output.contains("[cassette.import-invalid]"), "\(run.output)")
            // The whole reading grew to 4 GB before it was killed.
            #expect(run.kib > 0 && run.kib < 150_000, "peak \(run.kib) KiB")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.json"))
    }

    @Test
    func importingALineLongerThanAnInteractionStopsAtTheLimit() async throws {
        let folder = try TestSupport.scratchFolder("bounds-line")
        let limit = InputLimits.interaction.maxBodyBytes
        let file = try TestSupport.write("long.yaml", in: folder, ["interactions:\n- request: "], repeating: ("a", limit + (1 << 20)), then: ["\n"])
        let run = try await Self.run(["cassette", "import", file, "--from", "vcrpy", "--to", folder + "/out.json"])
        #expect(run.status == 2, "\(run.output)")
        #expect(
            run.output.contains("long.yaml:2:1: error: line 2 is past the limit of 64 MiB (InputLimits.interaction.maxBodyBytes)"), "\(run.output)")
        #expect(run.output.contains("[input.too-large]"), "\(run.output)")
        // The line is held once (and its array's spare capacity), never composed.
        #expect(run.kib > 0 && run.kib < 300_000, "peak \(run.kib) KiB")
    }

    @Test
    func importingAnInteractionOfMillionsOfValuesStopsBeforeComposingIt() async throws {
        let folder = try TestSupport.scratchFolder("bounds-item")
        // 10 MB of `- x` lines under a header name: 2.6 million values that Yams would compose at ~450 bytes each.
        let file = try TestSupport.write(
            "list.yaml", in: folder,
            ["interactions:\n- request:\n    method: POST\n    uri: https://example.test/p\n    body: null\n    headers:\n      X-List:\n"],
            repeating: ("      - x\n", 1_000_000),
            then: ["  response:\n    status: {code: 200, message: OK}\n    headers: {}\n    body: {string: ''}\nversion: 1\n"])
        let run = try await Self.run(["cassette", "import", file, "--from", "vcrpy", "--to", folder + "/out.json"])
        #expect(run.status == 2, "\(run.output)")
        #expect(
            run.output.contains(
                "list.yaml:99994:9: error: interaction 0 (from line 2) is past the limit of 100000 values (InputLimits.importItemValues)"),
            "\(run.output)")
        #expect(run.kib > 0 && run.kib < 200_000, "peak \(run.kib) KiB")
    }

    @Test
    func aFileThatMustBeReadWholeIsRefusedPastItsLimit() async throws {
        let folder = try TestSupport.scratchFolder("bounds-flow")
        // Flow style cannot be cut into items: 20 MB of it would be composed whole.
        let file = try TestSupport.write(
            "flow.yaml", in: folder, ["interactions: ["], repeating: ("[1, 1, 1, 1], ", 1_400_000), then: ["[]]\nversion: 1\n"])
        let run = try await Self.run(["cassette", "import", file, "--from", "vcrpy", "--to", folder + "/out.json"])
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("is past the limit of 16 MiB (InputLimits.importWhole.maxBodyBytes)"), "\(run.output)")
        #expect(run.output.contains("[input.too-large]"), "\(run.output)")
        #expect(run.kib > 0 && run.kib < 150_000, "peak \(run.kib) KiB")
    }

    // MARK: Cassettes

    @Test
    func anUnknownCassetteKeyIsRefusedBeforeItsValueIsRead() async throws {
        let folder = try TestSupport.scratchFolder("bounds-unknown")
        let file = try TestSupport.write(
            "junk.json", in: folder, [Self.cassetteHead, "  \"junk\": ["], repeating: ("1,", 25 << 20), then: ["1],\n", Self.cassetteTail])
        let check = try await Self.run(["cassette", "check", file])
        #expect(check.status == 2, "\(check.output)")
        #expect(check.output.contains("junk.json:4:3: error:") && check.output.contains("at $.junk: unknown key"), "\(check.output)")
        // The whole 50 MB array was parsed before the key was looked at: 1.3 GB.
        #expect(check.kib > 0 && check.kib < 150_000, "peak \(check.kib) KiB")
        let scan = try await Self.run(["cassette", "scan", file])
        #expect(scan.status == 2, "\(scan.output)")
        #expect(scan.output.contains("junk.json:4:3: error:"), "\(scan.output)")
        #expect(scan.output.contains("is past the limit of 8 MiB (BoundedRead.scanTextBytes)"), "\(scan.output)")
        // It used to fall back to scanning the whole file as text: 2 GB.
        #expect(scan.kib > 0 && scan.kib < 400_000, "peak \(scan.kib) KiB")
    }

    @Test
    func aLargeValueUnderAKnownKeyStopsAtTheHeaderLimit() async throws {
        let folder = try TestSupport.scratchFolder("bounds-header")
        let file = try TestSupport.write(
            "gen.json", in: folder, [Self.cassetteHead, "  \"generated\": ["], repeating: ("1,", 25 << 20), then: ["1],\n", Self.cassetteTail])
        let run = try await Self.run(["cassette", "check", file])
        #expect(run.status == 2, "\(run.output)")
        #expect(
            run.output.contains(
                "gen.json:4:1048592: error: the value of the cassette's key 'generated' (from line 4) is past the limit of 1 MiB (InputLimits.cassetteHeaderValueBytes)"
            ), "\(run.output)")
        #expect(run.kib > 0 && run.kib < 150_000, "peak \(run.kib) KiB")
    }

    @Test
    func anInteractionOfMillionsOfValuesStopsAtTheInteractionLimit() async throws {
        let folder = try TestSupport.scratchFolder("bounds-interaction")
        let file = try TestSupport.write(
            "inter.json", in: folder,
            [
                Self.cassetteHead,
                "  \"interactions\": [\n    {\"request\": {\"headers\": [], \"method\": \"POST\", \"path\": \"/p\", \"body\": {\"json\": [",
            ],
            repeating: ("1,", 15 << 20),
            then: [
                "1]}}, \"response\": {\"headers\": [], \"status\": 200}}\n  ],\n  \"recordedAt\": \"2026-11-26T00:00:00Z\",\n  \"toolVersion\": \"t\"\n}\n"
            ])
        let run = try await Self.run(["cassette", "check", file])
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("inter.json:5:8000069: error:") && run.output.contains("(maxNodes)"), "\(run.output)")
        // 15 million values parsed with the documents' limits: 0.8 GB.
        #expect(run.kib > 0 && run.kib < 350_000, "peak \(run.kib) KiB")
    }

    // MARK: Specs and bodies

    /// A copy of the saferpay specs in a new folder, with one client case replaced by `caseText`'s output.
    static func specsWithClientCase(_ prefix: String, _ write: (String) throws -> Void) throws -> String {
        let folder = try TestSupport.scratchFolder(prefix)
        try FileManager.default.copyItem(atPath: TestSupport.specsPath + "/saferpay", toPath: folder + "/saferpay")
        try write(folder + "/saferpay/clients/card-insufficient-funds.yaml")
        return folder
    }

    @Test
    func lintStopsAtTheYAMLFileLimits() async throws {
        let original = try String(contentsOfFile: TestSupport.specsPath + "/saferpay/clients/card-insufficient-funds.yaml", encoding: .utf8)
        let head = try #require(original.components(separatedBy: "tags: [decline, card]").first)
        // 10 MB of list items: 2.2 GB before.
        let big = try Self.specsWithClientCase("bounds-lint-big") { path in
            let folder = (path as NSString).deletingLastPathComponent
            _ = try TestSupport.write((path as NSString).lastPathComponent, in: folder, [head, "tags:\n"], repeating: ("  - a\n", 10 << 20 / 6))
        }
        let run = try await Self.run(["lint", big])
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("card-insufficient-funds.yaml:"), "\(run.output)")
        #expect(run.output.contains("this YAML file is past the limit of 1 MiB (InputLimits.yamlFileBytes)"), "\(run.output)")
        #expect(run.kib > 0 && run.kib < 150_000, "peak \(run.kib) KiB")
        // Within the byte limit, a flow list of 450,000 tiny values: refused by the count, before Yams composes it.
        let many = try Self.specsWithClientCase("bounds-lint-many") { path in
            let folder = (path as NSString).deletingLastPathComponent
            _ = try TestSupport.write(
                (path as NSString).lastPathComponent, in: folder, [head, "tags: ["], repeating: ("1,", 450_000), then: ["1]\n"])
        }
        let counted = try await Self.run(["lint", "--lang", "fr", many])
        #expect(counted.status == 2, "\(counted.output)")
        #expect(counted.output.contains("ce fichier YAML dépasse la limite de 200000 valeurs (InputLimits.yamlFileValues)"), "\(counted.output)")
        #expect(counted.kib > 0 && counted.kib < 150_000, "peak \(counted.kib) KiB")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func checkReadsNoMoreOfABodyThanItsLimit() async throws {
        let arguments = ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "request"]
        // An endless standard input: read whole, it never ended.
        let run = try await Self.run(arguments + ["-"], stdin: "/dev/zero")
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("<stdin>:1:8388609: error: this body is past the limit of 8 MiB (maxBodyBytes)"), "\(run.output)")
        #expect(run.kib > 0 && run.kib < 200_000, "peak \(run.kib) KiB")
        let file = try TestSupport.write(
            "body.json", in: try TestSupport.scratchFolder("bounds-body"), ["["], repeating: ("1,\n", 4 << 20), then: ["1]"])
        let fromFile = try await Self.run(arguments + [file])
        #expect(fromFile.status == 2, "\(fromFile.output)")
        #expect(fromFile.output.contains("body.json:2796203:2: error: this body is past the limit of 8 MiB (maxBodyBytes)"), "\(fromFile.output)")
    }

}
