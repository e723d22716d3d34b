import ConformanceKit
import Foundation

/// One file of the sandbox folder: its name and the `kind` it must declare.
protocol DirectFixtureFile: Decodable {
    /// The file's name in the sandbox folder.
    static var fileName: String { get }
    /// The `kind:` the file declares.
    static var kind: String { get }
    /// The `kind:` read.
    var kind: String { get }
}

/// A text in English and French (the description of a fixture file).
struct DirectFixtureText: Decodable, Sendable {
    let en: String
    let fr: String

    enum CodingKeys: String, CodingKey, CaseIterable { case en, fr }
}
