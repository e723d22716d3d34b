// swift-tools-version:6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "PaymentConformance",
    // The libraries an app's test target imports (ConformanceKit, ConformanceSpecs, ConformanceTesting) build on every
    // Apple platform; the server and command-line targets run on macOS and Linux.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // What a library user needs: the kit (specs, checking, cassettes, reports) and the test library for app
        // test targets. The other targets are the command line's building blocks and share `package` declarations.
        .library(name: "ConformanceKit", targets: ["ConformanceKit"]),
        .library(name: "ConformanceTesting", targets: ["ConformanceTesting"]),
        .executable(name: "conformance", targets: ["conformance"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.36.0"),
        // `swift package generate-documentation`: the DocC catalogs of ConformanceKit and ConformanceTesting (built in CI).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // OpenAPI documents in and out (`specs export`, `specs import`, `diff` against a published document). The
        // ExternalLoading trait is left off: documents are read whole, and their `$ref`s resolve within them.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
    ],
    targets: [
        // The specs shipped with the package: the protocol folders of `Specs/` are this target's resources.
        .target(
            name: "ConformanceSpecs",
            path: "Specs",
            sources: ["ConformanceSpecs.swift"],
            resources: [.copy("saferpay"), .copy("sips-inapp"), .copy("vantiv-eprotect"), .copy("worldline-direct")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceKit",
            dependencies: ["ConformanceSpecs", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        // What only the tool needs, beside the Kit an app compiles: client sessions, explore, scenarios and run settings,
        // the sandbox's facts, spec diff and drift, outbound settings and lint rules. Package-only: no `public` API.
        .target(
            name: "ConformanceEngine",
            dependencies: ["ConformanceKit", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceTesting",
            dependencies: ["ConformanceKit"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceTransport",
            dependencies: [
                "ConformanceKit", "ConformanceEngine",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceProxy",
            dependencies: [
                "ConformanceKit", "ConformanceEngine",
                "ConformanceTransport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceCrypto",
            dependencies: [
                "ConformanceKit",
                "ConformanceEngine",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceRunner",
            dependencies: ["ConformanceKit", "ConformanceEngine", "ConformanceCrypto", "ConformanceTransport"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceSandbox",
            dependencies: [
                "ConformanceKit", "ConformanceEngine",
                "ConformanceCrypto",
                "ConformanceProxy",
                "ConformanceTransport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // OpenAPI 3.x documents from and to specs. Kept out of ConformanceKit so that app test targets never compile it.
        .target(
            name: "ConformanceOpenAPI",
            dependencies: [
                "ConformanceKit", "ConformanceEngine",
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ConformanceSession",
            dependencies: [
                "ConformanceKit", "ConformanceEngine", "ConformanceCrypto", "ConformanceOpenAPI", "ConformanceProxy", "ConformanceRunner",
                "ConformanceSandbox", "ConformanceTransport",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "conformance",
            dependencies: [
                "ConformanceKit",
                "ConformanceSession",
                "ConformanceOpenAPI",
                "ConformanceCrypto",
                "ConformanceProxy",
                "ConformanceRunner",
                "ConformanceSandbox",
                "ConformanceTransport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "conformance-bench",
            dependencies: ["ConformanceKit"],
            path: "bench/checker",
            exclude: ["jsonschema_bench.py"],
            swiftSettings: swiftSettings
        ),
        // A Swift client of Saferpay, sound or brittle, that the `conformance explore` tests run as a partner's client.
        .executableTarget(
            name: "explore-sample-client",
            path: "Tests/Interop/SwiftExploreClient",
            swiftSettings: swiftSettings
        ),
        // Tests mirror the sources: one test target per library, helpers shared through two support targets, and
        // EndToEndTests for the few tests that run the built `conformance` executable as a user would.
        .target(
            name: "ConformanceTestSupport",
            dependencies: ["ConformanceKit", "ConformanceEngine"],
            path: "Tests/TestSupport",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ServerTestSupport",
            dependencies: [
                "ConformanceKit", "ConformanceEngine", "ConformanceProxy", "ConformanceSandbox", "ConformanceTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            path: "Tests/ServerTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceKitTests",
            dependencies: ["ConformanceKit", "ConformanceEngine", "ConformanceTestSupport", .product(name: "Yams", package: "Yams")],
            exclude: ["Corpus", "Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceEngineTests",
            dependencies: ["ConformanceEngine", "ConformanceKit", "ConformanceTestSupport", .product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceSandboxTests",
            dependencies: [
                "ConformanceSandbox", "ConformanceKit", "ConformanceEngine", "ConformanceCrypto", "ConformanceProxy", "ConformanceTransport",
                "ConformanceTestSupport",
                "ServerTestSupport",
            ],
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceProxyTests",
            dependencies: [
                "ConformanceProxy", "ConformanceKit", "ConformanceEngine", "ConformanceSandbox", "ConformanceTestSupport", "ServerTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceCryptoTests",
            dependencies: ["ConformanceCrypto", "ConformanceKit", "ConformanceEngine", "ConformanceTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceRunnerTests",
            dependencies: [
                "ConformanceRunner", "ConformanceKit", "ConformanceEngine", "ConformanceCrypto", "ConformanceSandbox", "ConformanceTransport",
                "ConformanceTestSupport", "ServerTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceTransportTests",
            dependencies: [
                "ConformanceTransport", "ConformanceKit", "ConformanceEngine", "ConformanceSandbox", "ConformanceTestSupport", "ServerTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceTestingTests",
            dependencies: ["ConformanceTesting", "ConformanceKit", "ConformanceTestSupport", "ServerTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            // The executables the tests run, built before them: a missing one fails the tests that need it.
            dependencies: [
                "ConformanceKit", "ConformanceEngine", "ConformanceTestSupport", "ServerTestSupport", "conformance", "explore-sample-client",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceOpenAPITests",
            dependencies: [
                "ConformanceOpenAPI", "ConformanceKit", "ConformanceEngine", "ConformanceTestSupport",
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceSessionTests",
            dependencies: [
                "ConformanceSession", "ConformanceKit", "ConformanceEngine", "ConformanceCrypto", "ConformanceProxy", "ConformanceRunner",
                "ConformanceSandbox", "ConformanceTransport", "ConformanceTestSupport", "ServerTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
