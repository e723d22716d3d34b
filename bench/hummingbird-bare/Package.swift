// swift-tools-version:6.1
// The ceiling the sandbox is measured against: a bare Hummingbird route of the same version, answering the
// same bytes the sandbox answers to Saferpay Transaction/Initialize (bench/run-sandbox.sh builds and runs it).
import PackageDescription

let package = Package(
    name: "BareRoute",
    platforms: [.macOS(.v14)],
    dependencies: [.package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1")],
    targets: [
        .executableTarget(name: "BareRoute", dependencies: [.product(name: "Hummingbird", package: "hummingbird")])
    ]
)
