import ConformanceKit
import Foundation

/// Bootstraps a protocol's spec from an OpenAPI 3.0 or 3.1 document (`conformance specs import`, and the document side
/// of `conformance diff`).
///
/// ```swift
/// let result = try OpenAPIImport.run(path: "BinLookupService-v54.json", options: .init(protocolID: "adyen-binlookup"))
/// try OpenAPIImport.write(result, to: "Specs/adyen-binlookup")
/// ```
///
/// The document is read within ``ConformanceKit/InputLimits/openAPIDocumentBytes``, its references checked, OpenAPIKit
/// reads it, then its operations, schemas and servers become the spec's operations, containers and environments. Texts
/// come in the document's language only: the spec says so (`languages: [en]`) and lint lists what to translate. The
/// spec is then written as YAML and read back by the spec loader, so that what `specs import` writes and what `diff`
/// compares are the same spec.
package enum OpenAPIImport {
    /// What to import as.
    package struct Options: Sendable {
        /// The protocol ID (and folder name) of the spec.
        package var protocolID: String
        /// The language of the document's texts.
        package var language: Language
        /// Environment names to reuse, by base URL: a server with one of these URLs takes its name.
        package var environmentNames: [String: String]

        /// Options for a protocol ID.
        package init(protocolID: String, language: Language = .en, environmentNames: [String: String] = [:]) {
            self.protocolID = protocolID
            self.language = language
            self.environmentNames = environmentNames
        }
    }

    /// An import's outcome.
    package struct Result: Sendable {
        /// The folder's files, by name (`protocol.yaml`, `containers.yaml`, `<operation>.yaml`).
        package var files: [(name: String, text: String)]
        /// What the import says about the document (what it left out or changed, examples it dropped), located in it.
        package var diagnostics: [Diagnostic]
        /// The spec as the loader reads the files back (nil only when it could not).
        package var spec: ProtocolSpec?
        /// What the loader says of the files (with `conformance lint`'s words, under `Specs/<protocol>/`).
        package var loadDiagnostics: [Diagnostic]
    }

    /// Reads the document at `path` and imports it, or throws the located reasons it cannot.
    package static func run(path: String, options: Options) throws(DiagnosticError) -> Result {
        try run(OpenAPIDocumentFile.read(path), options: options)
    }

    /// Imports a document already read.
    package static func run(_ file: OpenAPIDocumentFile, options: Options) throws(DiagnosticError) -> Result {
        let references = DocumentReferences.check(file)
        if !references.isEmpty { throw DiagnosticError(references) }
        let invalid = DocumentValidation.check(file)
        if !invalid.isEmpty { throw DiagnosticError(invalid) }
        var importer = DocumentImporter(
            file: file, protocolID: options.protocolID, language: options.language, knownEnvironments: options.environmentNames)
        var spec = importer.run()
        // A document with no operation gives an empty protocol: nothing read is an error, not a spec to lint.
        if spec.operations.isEmpty {
            throw DiagnosticError([Diagnostic(.error, .openAPINoOperations, [], at: file.location(JSONPointer(tokens: ["paths"])))])
        }
        var notes = importer.notes
        dropBrokenExamples(&spec, places: importer.examplePlaces, notes: &notes)
        let files = SpecYAMLWriter.files(spec)
        let loaded = SpecLoader.loadProtocol(
            folderName: options.protocolID, files: files.map { ("Specs/\(options.protocolID)/\($0.name)", $0.text) })
        return Result(files: files, diagnostics: notes.diagnostics, spec: loaded.spec, loadDiagnostics: loaded.diagnostics)
    }

    /// Takes out each example the spec's own rules refuse (the document contradicting itself), said as a warning at the
    /// example in the document: lint would refuse the spec otherwise.
    static func dropBrokenExamples(_ spec: inout ProtocolSpec, places: [SourceLocation: SourceLocation], notes: inout ImportNotes) {
        var broken: [SourceLocation: MessageArgument] = [:]
        for diagnostic in SpecValidator.validate(spec) where diagnostic.id == .exampleInvalid || diagnostic.id == .exampleNotTestCard {
            guard let location = diagnostic.location, broken[location] == nil else { continue }
            broken[location] = diagnostic.id == .exampleInvalid ? diagnostic.arguments.last ?? "" : .localized(diagnostic.localizedMessage)
        }
        guard !broken.isEmpty else { return }
        func fix(_ fields: inout [FieldSpec]) {
            for index in fields.indices {
                if let location = fields[index].location, let reason = broken[location], fields[index].example != nil {
                    fields[index].example = nil
                    notes.add(
                        Diagnostic(
                            .warning, .openAPIExampleDropped, [.plain(fields[index].name), reason], at: places[location] ?? location))
                }
                if var nested = fields[index].fields {
                    fix(&nested)
                    fields[index].fields = nested
                }
            }
        }
        for name in spec.containers.keys.sorted() { fix(&spec.containers[name]!.fields) }
        for id in spec.operations.keys.sorted() {
            fix(&spec.operations[id]!.request.fields)
            fix(&spec.operations[id]!.request.query)
            fix(&spec.operations[id]!.request.headers)
            for index in spec.operations[id]!.responses.indices {
                fix(&spec.operations[id]!.responses[index].message.fields)
                fix(&spec.operations[id]!.responses[index].message.headers)
            }
        }
    }

    // MARK: Writing

    /// Writes the files into `folder`, which must be new or empty and bear the protocol's name.
    package static func write(_ result: Result, to folder: String, protocolID: String) throws(DiagnosticError) {
        let name = ((folder as NSString).standardizingPath as NSString).lastPathComponent
        guard name == protocolID else {
            throw DiagnosticError([Diagnostic(.error, .openAPIOutFolderName, [.plain(folder), .plain(protocolID)])])
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isFolder) {
            let entries = (try? manager.contentsOfDirectory(atPath: folder))?.filter { !$0.hasPrefix(".") } ?? []
            guard isFolder.boolValue, entries.isEmpty else {
                throw DiagnosticError([Diagnostic(.error, .openAPIOutNotEmpty, [.plain(folder)])])
            }
        }
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in result.files {
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(file.name)))
            }
        } catch {
            throw DiagnosticError([Diagnostic(.error, .inputUnreadable, [.plain(folder), .reason(error)])])
        }
    }

    /// Whether a text is a protocol ID: lower-case letters, digits and `-`, starting with a letter.
    package static func isProtocolID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
