// swift-tools-version:6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "PaymentConformance",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ConformanceKit", targets: ["ConformanceKit"]),
        .executable(name: "conformance", targets: ["conformance"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(
            name: "ConformanceKit",
            dependencies: [.product(name: "Yams", package: "Yams")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "conformance",
            dependencies: [
                "ConformanceKit",
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
        .testTarget(
            name: "ConformanceKitTests",
            dependencies: ["ConformanceKit", "conformance", .product(name: "Yams", package: "Yams")],
            exclude: ["Corpus"],
            swiftSettings: swiftSettings
        ),
    ]
)
