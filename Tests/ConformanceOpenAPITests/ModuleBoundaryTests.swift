import ConformanceTestSupport
import Foundation
import Testing

/// The app-facing libraries stay free of OpenAPIKit and of the tool's own targets (the engine, sessions, servers).
@Suite struct ModuleBoundaryTests {
    /// The dependency lines of one target declared in Package.swift.
    static func dependencies(of target: String) throws -> String {
        let manifest = try String(contentsOfFile: TestSupport.repositoryRoot + "/Package.swift", encoding: .utf8)
        // The target's declaration, not the product of the same name.
        let pattern = "\\.target\\(\\s*name: \"\(target)\""
        let start = try #require(manifest.range(of: pattern, options: .regularExpression), "Package.swift declares no target \(target)")
        let rest = manifest[start.upperBound...]
        let end = rest.range(of: "swiftSettings")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test(arguments: ["ConformanceKit", "ConformanceTesting", "ConformanceSpecs"])
    func appFacingLibrariesDoNotDependOnOpenAPIKit(target: String) throws {
        let dependencies = try Self.dependencies(of: target)
        #expect(!dependencies.contains("OpenAPIKit"), "\(target) must not depend on OpenAPIKit")
        #expect(!dependencies.contains("ConformanceOpenAPI"), "\(target) must not depend on ConformanceOpenAPI")
    }

    /// The tool's own targets (sessions, the engine, servers, the command line): none is a dependency of an app-facing library.
    static let toolTargets = [
        "ConformanceEngine", "ConformanceSession", "ConformanceSandbox", "ConformanceProxy", "ConformanceRunner", "ConformanceTransport",
        "ConformanceCrypto", "ConformanceOpenAPI",
    ]

    @Test(arguments: ["ConformanceKit", "ConformanceTesting", "ConformanceSpecs"])
    func appFacingLibrariesDoNotDependOnTheToolsTargets(target: String) throws {
        let dependencies = try Self.dependencies(of: target)
        for tool in Self.toolTargets { #expect(!dependencies.contains("\"\(tool)\""), "\(target) must not depend on \(tool)") }
    }

    /// The engine holds what only the tool needs, so it sits on the Kit and never the other way round.
    @Test func theEngineDependsOnTheKit() throws {
        #expect(try Self.dependencies(of: "ConformanceEngine").contains("\"ConformanceKit\""))
    }

    @Test func theOpenAPITargetDependsOnOpenAPIKit() throws {
        #expect(try Self.dependencies(of: "ConformanceOpenAPI").contains("OpenAPIKit"))
    }
}
