import ConformanceSpecs
import Foundation

extension SpecSet {
    /// The folder of the specs shipped with the package (one folder per protocol); nil when the resource bundle is missing.
    public static var bundledFolder: URL? { BundledSpecs.folder }

    /// The specs shipped with the package, loaded once per process (through the spec cache when one can be written).
    ///
    /// Use it where no checkout is around: an app's test target in Xcode, a device, a CI job that only has the
    /// built package. Teams that keep their own specs load them with ``SpecLoader/load(paths:cache:)`` instead.
    ///
    /// - Throws: a ``Diagnostic`` when the resource bundle is missing or its specs do not load cleanly.
    public static func bundled() throws -> SpecSet {
        try BundledSpecSet.shared.specs()
    }
}
