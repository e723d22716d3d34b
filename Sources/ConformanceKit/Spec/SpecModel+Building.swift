/// Initializers for the definitions an importer builds in memory (`specs import` from an OpenAPI document).
extension ContainerSpec {
    /// Creates a container.
    package init(name: String, description: LocalizedText, fields: [FieldSpec], location: SourceLocation?) {
        self.init(name: name, description: description, since: nil, until: nil, fields: fields, location: location)
    }
}

extension OperationSpec {
    /// Creates an operation with no version marks, flow, notes or guides of its own.
    package init(
        protocolID: String, id: String, title: LocalizedText, summary: LocalizedText, endpoint: Endpoint, request: MessageSpec,
        responses: [(status: ResponseStatus, message: MessageSpec)], location: SourceLocation?
    ) {
        self.init(
            protocolID: protocolID, id: id, since: nil, until: nil, deprecated: false, documentedIn: [], after: [], title: title,
            summary: summary, endpoint: endpoint, request: request, responses: responses, notes: [], location: location)
    }
}

extension Endpoint {
    /// A transport, as an importer reads it from another description of the API.
    package static func imported(
        method: String, path: String, base: String?, encoding: BodyEncoding, contentType: String?, authentication: AuthenticationScheme? = nil
    ) -> Endpoint {
        Endpoint(method: method, path: path, base: base, encoding: encoding, contentType: contentType, authentication: authentication)
    }
}

extension CodeTable {
    /// A code table, as an importer reads it from another description of the API.
    package static func imported(
        name: String, description: LocalizedText, codes: [(code: String, entry: CodeEntry)], otherwise: CodeEntry?, location: SourceLocation?
    ) -> CodeTable {
        CodeTable(name: name, description: description, codes: codes, otherwise: otherwise, location: location)
    }
}

extension CodeEntry {
    /// A code's meaning, as an importer reads it from another description of the API.
    package static func imported(
        outcome: CodeOutcome, meaning: LocalizedText, action: LocalizedText?, since: String?, until: String?, notAnsweredBy: [String]?
    ) -> CodeEntry {
        CodeEntry(outcome: outcome, meaning: meaning, action: action, since: since, until: until, notAnsweredBy: notAnsweredBy)
    }
}

extension SpecNote {
    /// A note, as an importer reads it from another description of the API.
    package static func imported(id: String, sources: [String], topic: LocalizedText, decision: LocalizedText) -> SpecNote {
        SpecNote(id: id, sources: sources, topic: topic, decision: decision)
    }
}
