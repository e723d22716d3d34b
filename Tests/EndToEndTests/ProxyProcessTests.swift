import ConformanceKit
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `conformance proxy` command as a process: crash safety and graceful shutdown.
@Suite(.serialized, .conformanceBinary)
struct ProxyProcessTests {
    final class Output: @unchecked Sendable {
        let lock = NSLock()
        var text = ""
        func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
        var current: String { lock.withLock { text } }

        /// The output once it holds every needle, or as it is after `seconds`: the pipe's last lines can
        /// arrive after the process has exited.
        func settled(containing needles: [String], within seconds: TimeInterval = 10) async -> String {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let text = current
                if needles.allSatisfy({ text.contains($0) }) { return text }
                try? await Task.sleep(nanoseconds: 20_000_000)
            }
            return current
        }
    }

    /// Starts `conformance proxy` and waits for its "listening on" line.
    func startProxy(upstream: String, cassette: String, mode: String, within seconds: TimeInterval = 30) async throws -> (Process, Int, Output) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ConformanceCLI.binary)
        process.arguments = ["proxy", "--upstream", upstream, "--cassette", cassette, "--mode", mode]
        process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.repositoryRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_RECORD"] = nil
        process.environment = environment
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let text = output.current
            if let range = text.range(of: #"listening on http://127\.0\.0\.1:(\d+)"#, options: .regularExpression) {
                let port = Int(text[range].split(separator: ":").last ?? "") ?? 0
                return (process, port, output)
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        process.terminate()
        throw URLError(.timedOut)
    }

    func existingCassette() throws -> (file: String, bytes: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proxy-process-\(UUID().uuidString)").path
        let file = folder + "/old.json"
        let old = Cassette(
            recordedAt: "2026-01-01T00:00:00Z", baseURL: "http://127.0.0.1:1",
            interactions: [
                Interaction(request: RecordedRequest(method: "GET", path: "/old"), response: RecordedResponse(status: 204))
            ])
        try CassetteRecorder.write(old, to: file)
        return (file, try Data(contentsOf: URL(fileURLWithPath: file)))
    }

    @Test func killDuringRecordLeavesTheOldCassetteIntactAndTheJournalIsRecovered() async throws {
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let (file, bytes) = try existingCassette()
        let (process, port, output) = try await startProxy(upstream: upstream.baseURL, cassette: file, mode: "all")
        let response = try await send(
            "POST", "http://127.0.0.1:\(port)/api/Payment/v1/Transaction/Initialize", body: ProxyFixtures.initializeBody,
            contentType: "application/json"
        )
        #expect(response.status == 200)
        // The exchange is journaled while its answer goes out, and logged right after: once its line is out,
        // it is on disk.
        let needle = "REC  POST /api/Payment/v1/Transaction/Initialize → 200"
        let logged = await output.settled(containing: [needle], within: 30)
        #expect(logged.contains(needle), "\(logged)")
        kill(process.processIdentifier, SIGKILL)
        await Subprocess.waitUntilExit(process)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes, "a crash keeps the previous cassette byte for byte")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (file as NSString).deletingLastPathComponent).filter {
            !$0.hasPrefix(".")
        }
        #expect(leftovers.sorted() == ["old.json", "old.json.journal"])
        // The journal holds the exchange, redacted: the next proxy on the cassette recovers it before anything else.
        let journal = try String(contentsOfFile: file + ".journal", encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 2 && journal.contains("Transaction/Initialize") && CardNumberScan.scan(journal).isEmpty)
        let (again, _, restarted) = try await startProxy(upstream: upstream.baseURL, cassette: file, mode: "none")
        #expect(restarted.current.contains("1 interaction(s) recovered from the journal"), "\(restarted.current)")
        again.terminate()
        await Subprocess.waitUntilExit(again)
        let recovered = try CassetteCodec.read(file: file)
        #expect(
            recovered.interactions.map(\.request.path) == ["/api/Payment/v1/Transaction/Initialize"], "mode all: the journal replaces the cassette")
        #expect(!FileManager.default.fileExists(atPath: file + ".journal"))
    }

    @Test func terminationWritesTheCassette() async throws {
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let (file, _) = try existingCassette()
        let (process, port, output) = try await startProxy(upstream: upstream.baseURL, cassette: file, mode: "record")
        _ = try await send(
            "POST", "http://127.0.0.1:\(port)/api/Payment/v1/Transaction/Initialize", body: ProxyFixtures.initializeBody,
            contentType: "application/json"
        )
        process.terminate()
        await Subprocess.waitUntilExit(process)
        #expect(process.terminationStatus == 0, "\(output.current)")
        let cassette = try CassetteCodec.read(file: file)
        #expect(cassette.interactions.count == 1 && cassette.interactions[0].operation?.description == "saferpay/TransactionInitialize")
        let said = await output.settled(containing: ["1 recorded", "cassette written"])
        #expect(said.contains("1 recorded") && said.contains("cassette written"), "\(said)")
    }

    @Test func concurrentCurlRequestsThroughTheProxyCommandAreAllAnsweredRecordedAndLogged() async throws {
        // The command runs its handlers on the event loops and records on a thread of its own: a client we did
        // not write, sending in parallel, gets every answer, and SIGTERM writes every exchange it answered.
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let (file, _) = try existingCassette()
        let (process, port, output) = try await startProxy(upstream: upstream.baseURL, cassette: file, mode: "all")
        let count = 24
        let url = "http://127.0.0.1:\(port)/api/Payment/v1/Transaction/Initialize"
        let curl = try await Subprocess.run(
            "/usr/bin/curl",
            [
                "-sS", "--parallel", "--parallel-max", "8", "-X", "POST", "-H", "Content-Type: application/json", "--data",
                ProxyFixtures.initializeBody,
            ]
                + ["-w", "\n%{http_code}\n"] + Array(repeating: url, count: count))
        let codes = curl.stdout.split(separator: "\n").map(String.init).filter { $0.count == 3 && $0.allSatisfy(\.isNumber) }
        #expect(codes == Array(repeating: "200", count: count), "\(curl.stdout)")
        process.terminate()
        await Subprocess.waitUntilExit(process)
        #expect(process.terminationStatus == 0, "\(output.current)")
        let cassette = try CassetteCodec.read(file: file)
        #expect(cassette.interactions.count == count)
        #expect(cassette.interactions.allSatisfy { $0.verdict?.conforms == true && $0.operation?.description == "saferpay/TransactionInitialize" })
        let said = await output.settled(containing: ["\(count) recorded", "cassette written"])
        #expect(said.components(separatedBy: "REC  POST /api/Payment/v1/Transaction/Initialize → 200").count - 1 == count, "\(said)")
    }

    /// The proxy's peak memory (VmHWM, KiB) once it has indexed a cassette for replay and answered one request from it.
    func replayPeakKiB(_ cassette: String) async throws -> Int {
        // Indexing thousands of interactions in a debug build, beside the rest of the suite, can take a while.
        let (process, port, output) = try await startProxy(upstream: "http://127.0.0.1:9", cassette: cassette, mode: "none", within: 180)
        defer { process.terminate() }
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/Payment/v1/Transaction/Initialize")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let text = try String(contentsOfFile: cassette, encoding: .utf8)
        let start = try #require(text.range(of: #"{"json":"#)).upperBound
        let end = try #require(text.range(of: #"}},"headers""#, range: start..<text.endIndex)).lowerBound
        request.httpBody = Data((String(text[start..<end]) + "}").utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 500, "the first recorded answer is replayed: \(output.current)")
        let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func replayMemoryDoesNotGrowWithTheCassette() async throws {
        let folder = try TestSupport.scratchFolder("proxy-replay")
        // Few large interactions (8 KB each): the bytes that tell a held cassette from an indexed one, less structure to index.
        let small = try await replayPeakKiB(try CassetteFixtures.large(60, padding: 8000, in: folder))
        let big = try await replayPeakKiB(try CassetteFixtures.large(960, padding: 8000, in: folder))
        // 16 times the interactions (about 8 MB more of file): holding them would add several times that.
        #expect(small > 0 && big - small < 8_000, "peak \(small) KiB replaying 60 interactions, \(big) KiB replaying 960")
    }

    @Test func aMisspeltModeIsAUsageError() async throws {
        let result = try await ConformanceCLI().run(["proxy", "--upstream", "http://127.0.0.1:9", "--cassette", "/tmp/x.json", "--mode", "recrod"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'recrod' is not a record mode (did you mean 'record'?)") || result.stderr.contains("is not a record mode"))
    }

    @Test func anUpstreamTimeoutOutOfRangeIsAUsageError() async throws {
        let result = try await ConformanceCLI().run([
            "proxy", "--upstream", "http://127.0.0.1:9", "--cassette", "/tmp/x.json", "--upstream-timeout", "0",
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--upstream-timeout must be a number of seconds above 0"), "\(result.stderr)")
    }
}
