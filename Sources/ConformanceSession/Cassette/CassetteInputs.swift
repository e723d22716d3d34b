import ConformanceKit
import Foundation

/// The files `cassette scan` and `cassette check` read: paths given, folders expanded.
package struct CassetteInputs: Sendable {
    /// Every file to read, in order.
    package var files: [String]
    /// The files found in folders (rather than named): those may be skipped when they are not cassettes.
    package var inFolder: Set<String>
    /// The paths that could not be used (missing, or a folder with no file), already printed.
    package var problems: [String]

    /// The files named by paths, with folders expanded; a missing path or a folder with no file is a problem, written to `errors`.
    package init(_ paths: [String], language: Language, errors: (String) -> Void = { Console.error($0) }) {
        files = []
        inFolder = []
        problems = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors(Diagnostic(.error, .inputUnreadable, [.plain(path), .localized(MessageID.usageNoSuchPath.localized())]).formatted(language))
                problems.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let children = Self.files(under: path)
            if children.isEmpty {
                errors(Diagnostic(.error, .inputUnreadable, [.plain(path), .localized(MessageID.usageFolderEmpty.localized())]).formatted(language))
                problems.append(path)
            }
            files += children
            inFolder.formUnion(children)
        }
    }

    /// Whether a file name says it is a cassette.
    package static func hasCassetteName(_ file: String) -> Bool {
        file.hasSuffix(".json") || file.hasSuffix(".cassette")
    }

    /// Whether bytes start like a JSON object (the shape of every cassette).
    package static func looksLikeCassette(_ data: Data) -> Bool {
        data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
    }

    /// The message for a command that read nothing.
    package static func nothingRead(_ paths: [String], _ language: Language) -> String {
        MessageID.cliNothingRead.render(language, [.plain(paths.joined(separator: ", "))])
    }

    /// The files under a folder (hidden ones left out), sorted.
    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var children: [String] = []
        while let child = enumerator?.nextObject() as? String {
            if (child as NSString).lastPathComponent.hasPrefix(".") { continue }
            var childIsDirectory: ObjCBool = false
            let full = (folder as NSString).appendingPathComponent(child)
            if FileManager.default.fileExists(atPath: full, isDirectory: &childIsDirectory), !childIsDirectory.boolValue {
                children.append(full)
            }
        }
        return children.sorted()
    }
}
