import Foundation

/// The specs shipped with the package: each protocol folder beside this file is a resource of the
/// `ConformanceSpecs` target, so an app's test target (or the command line away from a checkout) finds them
/// without a path.
package enum BundledSpecs {
    /// The folder that holds the protocol folders inside the resource bundle; nil when the bundle is missing.
    package static var folder: URL? {
        // Found through one protocol folder: a bundle's `resourceURL` is not where the copied folders are on every platform.
        Bundle.module.url(forResource: "saferpay", withExtension: nil)?.deletingLastPathComponent()
    }
}
