import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The specs shipped with the package are the checkout's `Specs/`, whole, and load with no path.
@Suite struct BundledSpecsTests {
    /// Every file below a folder, by path relative to it (sorted), skipping the target's own Swift file.
    static func files(_ root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue && !path.hasSuffix(".swift") { result.append(path) }
        }
        return result.sorted()
    }

    @Test func theBundledSpecsLoadWithNoPathAndMatchTheCheckout() throws {
        let bundled = try SpecSet.bundled()
        let checkout = TestSupport.loaded.specs
        #expect(bundled.protocolIDs == checkout.protocolIDs)
        for spec in checkout.sortedProtocols {
            let shipped = try #require(bundled.protocols[spec.id])
            #expect(shipped.operations.keys.sorted() == spec.operations.keys.sorted(), "\(spec.id)")
            #expect(shipped.versions == spec.versions && shipped.version == spec.version, "\(spec.id)")
        }
        // Loaded once per process: the second call hands back the same specs.
        #expect(try SpecSet.bundled().protocolIDs == bundled.protocolIDs)
    }

    @Test func everyFileOfTheSpecsFolderIsShippedAsItIs() throws {
        let folder = try #require(SpecSet.bundledFolder).path
        let shipped = Self.files(folder)
        let checkout = Self.files(TestSupport.specsPath)
        #expect(!checkout.isEmpty)
        #expect(shipped == checkout, "missing from the bundle: \(Set(checkout).subtracting(shipped).sorted().prefix(5))")
        for path in checkout.prefix(400) {
            #expect(
                FileManager.default.contentsEqual(atPath: folder + "/" + path, andPath: TestSupport.specsPath + "/" + path), "\(path) differs")
        }
    }

    /// A protocol folder added to `Specs/` must be listed among the target's resources, or it would not ship.
    @Test func everyProtocolFolderIsAResourceOfTheTarget() throws {
        let manifest = try String(contentsOfFile: TestSupport.repositoryRoot + "/Package.swift", encoding: .utf8)
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestSupport.specsPath).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: TestSupport.specsPath + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(folders.count >= 4)
        for folder in folders.sorted() { #expect(manifest.contains(".copy(\"\(folder)\")"), "Specs/\(folder) is not a resource of ConformanceSpecs") }
    }
}
