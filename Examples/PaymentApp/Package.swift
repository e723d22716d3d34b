// swift-tools-version:6.1
import Foundation
import PackageDescription

// A dependency by path is named after its folder: in an app it is `PaymentConformance` (the repository's
// name); here it is whatever folder this repository was cloned into.
let repository = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// An app's networking module and its tests, the way an iOS team lays them out. The app module needs
// Foundation only; the test target adds ConformanceTesting (which brings ConformanceKit and Yams, nothing else).
let package = Package(
    name: "PaymentApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "PaymentNetworking", targets: ["PaymentNetworking"])
    ],
    dependencies: [
        // In an app: .package(url: "https://…/PaymentConformance.git", from: "…"). Here: this repository.
        .package(path: "../..")
    ],
    targets: [
        .target(name: "PaymentNetworking"),
        .testTarget(
            name: "PaymentNetworkingTests",
            dependencies: [
                "PaymentNetworking",
                .product(name: "ConformanceTesting", package: repository),
                .product(name: "ConformanceKit", package: repository),
            ],
            exclude: ["__Cassettes__"]
        ),
    ]
)
