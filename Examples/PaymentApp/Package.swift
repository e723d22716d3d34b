// swift-tools-version:6.1
import Foundation
import PackageDescription

// A dependency by path is named after its folder: in an app it is `PaymentConformance` (the repository's
// name); here it is whatever folder this repository was cloned into.
let repository = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// An app's networking module and its tests, the way an iOS team lays them out. PaymentNetworking needs Foundation
// only; PaymentNetworkingGenerated is the same Saferpay calls on the client swift-openapi-generator wrote from our
// exported OpenAPI document (committed, see the README), over swift-openapi-urlsession. The test target adds
// ConformanceTesting (which brings ConformanceKit and Yams, nothing else).
let package = Package(
    name: "PaymentApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "PaymentNetworking", targets: ["PaymentNetworking"]),
        .library(name: "PaymentNetworkingGenerated", targets: ["PaymentNetworkingGenerated"]),
    ],
    dependencies: [
        // In an app: .package(url: "https://…/PaymentConformance.git", from: "…"). Here: this repository.
        .package(path: "../.."),
        // What the generated code runs on. The generator itself is not a dependency: the code is generated once by
        // Scripts/generate-example-client.sh and committed, so no build of this package compiles the generator.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "PaymentNetworking"),
        .target(
            name: "PaymentNetworkingGenerated",
            dependencies: [
                "PaymentNetworking",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .testTarget(
            name: "PaymentNetworkingTests",
            dependencies: [
                "PaymentNetworking",
                "PaymentNetworkingGenerated",
                .product(name: "ConformanceTesting", package: repository),
                .product(name: "ConformanceKit", package: repository),
            ],
            exclude: ["__Cassettes__"]
        ),
    ]
)
