import Foundation

// Codable forms of the spec model's values that hold tuples, so that a loaded spec can be written to
// the compiled-spec cache (``SpecCache``) and read back exactly.

/// A labelled pair in an encoded spec: a response's status and message, a code and its entry.
private struct CodedPair<Key: Codable, Value: Codable>: Codable {
    var key: Key
    var value: Value
}

extension OperationSpec: Codable {
    enum CodingKeys: String, CodingKey {
        case protocolID, id, since, until, deprecated, documentedIn, after, title, summary, transport, request, responses, notes, location
    }

    /// Reads an operation written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        protocolID = try container.decode(String.self, forKey: .protocolID)
        id = try container.decode(String.self, forKey: .id)
        since = try container.decodeIfPresent(String.self, forKey: .since)
        until = try container.decodeIfPresent(String.self, forKey: .until)
        deprecated = try container.decode(Bool.self, forKey: .deprecated)
        documentedIn = try container.decode([String].self, forKey: .documentedIn)
        after = try container.decode([String].self, forKey: .after)
        title = try container.decode(LocalizedText.self, forKey: .title)
        summary = try container.decode(LocalizedText.self, forKey: .summary)
        endpoint = try container.decode(Endpoint.self, forKey: .transport)
        request = try container.decode(MessageSpec.self, forKey: .request)
        responses = try container.decode([CodedPair<ResponseStatus, MessageSpec>].self, forKey: .responses).map { ($0.key, $0.value) }
        notes = try container.decode([SpecNote].self, forKey: .notes)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
    }

    /// Writes the operation, its responses in file order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(protocolID, forKey: .protocolID)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(since, forKey: .since)
        try container.encodeIfPresent(until, forKey: .until)
        try container.encode(deprecated, forKey: .deprecated)
        try container.encode(documentedIn, forKey: .documentedIn)
        try container.encode(after, forKey: .after)
        try container.encode(title, forKey: .title)
        try container.encode(summary, forKey: .summary)
        try container.encode(endpoint, forKey: .transport)
        try container.encode(request, forKey: .request)
        try container.encode(responses.map { CodedPair(key: $0.status, value: $0.message) }, forKey: .responses)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension CodeTable: Codable {
    enum CodingKeys: String, CodingKey {
        case name, description, codes, otherwise, location
    }

    /// Reads a code table written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decode(LocalizedText.self, forKey: .description)
        codes = try container.decode([CodedPair<String, CodeEntry>].self, forKey: .codes).map { ($0.key, $0.value) }
        otherwise = try container.decodeIfPresent(CodeEntry.self, forKey: .otherwise)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
    }

    /// Writes the table, its codes in file order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(codes.map { CodedPair(key: $0.code, value: $0.entry) }, forKey: .codes)
        try container.encodeIfPresent(otherwise, forKey: .otherwise)
        try container.encodeIfPresent(location, forKey: .location)
    }
}
