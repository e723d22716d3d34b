import Foundation

/// Converts HAR files and VCR or vcrpy cassettes into PaymentConformance cassettes.
///
/// Reading is strict and never executes anything: HAR is read with ``JSONBodyParser`` (syntax
/// errors name their line and column), YAML is composed with Yams and any tag that asks for a
/// language object (`!ruby/object`, `!!python/object`…) is rejected. Every error is a
/// `cassette.import-invalid` diagnostic naming the file, the position and what to do.
///
/// The imported cassette follows the recorder's conventions: paths and query values are
/// percent-decoded, header names keep their case, and headers that describe the transfer rather
/// than the message (`Content-Length`, `Transfer-Encoding`, `Connection`…) are dropped, as is
/// `Content-Encoding` when the body is stored decoded.
package enum CassetteImporter {
    /// Reads a file and converts it.
    ///
    /// The whole cassette is returned; ``forEach(file:format:restart:_:)`` hands over one interaction at a time instead.
    package static func importFile(_ path: String, format: CassetteImportFormat) throws(CassetteError) -> Cassette {
        try collect(source: .file(path), format: format, file: path)
    }

    /// Converts the bytes of a file; `file` names the source in errors.
    package static func decode(_ data: Data, format: CassetteImportFormat, file: String) throws(CassetteError) -> Cassette {
        try collect(source: .data(data), format: format, file: file)
    }
}
