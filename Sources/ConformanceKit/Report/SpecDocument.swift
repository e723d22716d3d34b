import Foundation

/// Renders specs as reference documents: field tables in text, Markdown or JSON.
package struct SpecDocument: Sendable {
    /// One row of a field table, with nested container fields flattened into dotted paths.
    package struct FieldRow: Sendable, Hashable {
        /// `cardData.cardProductCode`, `cardDataList[].cardScheme`.
        package var path: String
        /// `mandatory`, `optional` or `conditional`.
        package var presence: Presence
        /// The condition in words, for conditional fields.
        package var condition: LocalizedText?
        /// The type as written in the spec.
        package var type: String
        /// Format, pattern, bounds, enum and flags in one line.
        package var rules: String
        /// The sensitivity class.
        package var sensitivity: Sensitivity?
        /// The description.
        package var description: LocalizedText
    }

    let spec: ProtocolSpec

    /// Creates a renderer for one protocol.
    package init(protocol spec: ProtocolSpec) { self.spec = spec }

    /// The rows of a field list, expanding containers (each container once per branch).
    package func rows(_ fields: [FieldSpec], prefix: String = "", seen: Set<String> = []) -> [FieldRow] {
        var rows: [FieldRow] = []
        for field in fields {
            let isList: Bool
            if case .list = field.type { isList = true } else { isList = false }
            let path = prefix + field.name
            rows.append(
                FieldRow(
                    path: path, presence: field.presence, condition: field.condition.map(ConditionText.describe),
                    type: field.type.description, rules: SpecDocument.rules(field), sensitivity: field.sensitivity,
                    description: field.description))
            let childPrefix = path + (isList ? "[]." : ".")
            if let inline = field.fields {
                rows += self.rows(inline, prefix: childPrefix, seen: seen)
            } else if let name = field.type.containerName, let container = spec.containers[name], !seen.contains(name) {
                rows += self.rows(container.fields, prefix: childPrefix, seen: seen.union([name]))
            }
        }
        return rows
    }

    /// Format, pattern, bounds, enum and flags of a field, as one short line.
    package static func rules(_ field: FieldSpec) -> String {
        var parts: [String] = []
        if let format = field.format { parts.append(format) }
        if let pattern = field.pattern { parts.append("/\(pattern)/") }
        switch (field.minLength, field.maxLength) {
        case let (min?, max?) where min == max: parts.append("length \(min)")
        case let (min?, max?): parts.append("length \(min)..\(max)")
        case let (min?, nil): parts.append("length ≥ \(min)")
        case let (nil, max?): parts.append("length ≤ \(max)")
        default: break
        }
        if let bytes = field.maxBytes { parts.append("≤ \(bytes) bytes") }
        switch (field.minimum, field.maximum) {
        case let (min?, max?): parts.append("\(Walk.format(min))..\(Walk.format(max))")
        case let (min?, nil): parts.append("≥ \(Walk.format(min))")
        case let (nil, max?): parts.append("≤ \(Walk.format(max))")
        default: break
        }
        if field.minItems != nil || field.maxItems != nil {
            parts.append("items \(field.minItems.map(String.init) ?? "0")..\(field.maxItems.map(String.init) ?? "*")")
        }
        if let values = field.enumValues { parts.append((field.openEnum ? "open enum: " : "enum: ") + values.joined(separator: "|")) }
        if let codes = field.codes { parts.append("codes: \(codes)") }
        if field.nullable { parts.append("nullable") }
        if field.allowEmpty { parts.append("empty allowed") }
        if field.acceptStringForm { parts.append("string form accepted") }
        if field.volatile { parts.append("volatile") }
        if let since = field.since { parts.append("since \(since)") }
        return parts.joined(separator: "; ")
    }

    // MARK: Operation documents

    /// A plain-text reference of an operation.
    package func text(_ operation: OperationSpec, language: Language) -> String {
        var out = "\(spec.id) / \(operation.id): \(operation.title.text(language))\n"
        out += operation.summary.text(language) + "\n\n"
        out +=
            "\(operation.endpoint.method) \(operation.endpoint.base.map { "{\($0)}" } ?? "")\(operation.endpoint.path)  [\(operation.endpoint.encoding.rawValue)]\n"
        for (title, message) in messages(operation, language: language) {
            out += "\n== \(title) ==\n"
            if let body = message.body { out += MessageID.specDocBody.render(language, [.plain(body.description)]) + "\n" }
            let bodyLabel = MessageID.specDocBodyLabel.template(language)
            for (label, fields) in [("headers", message.headers), ("query", message.query), (bodyLabel, message.fields)]
            where !fields.isEmpty {
                if !label.isEmpty { out += "-- \(label) --\n" }
                for row in rows(fields) { out += textRow(row, language: language) }
            }
            if let body = message.body, let name = body.containerName, let container = spec.containers[name] {
                let prefix: String
                if case .list = body { prefix = "[]." } else { prefix = "" }
                for row in rows(container.fields, prefix: prefix, seen: [name]) { out += textRow(row, language: language) }
            }
        }
        out += notesText(operation.notes, language: language)
        return out
    }

    private func textRow(_ row: FieldRow, language: Language) -> String {
        var line = "  \(row.path)  \(presenceWord(row.presence, language))  \(row.type)"
        if !row.rules.isEmpty { line += "  (\(row.rules))" }
        if let sensitivity = row.sensitivity { line += "  [\(sensitivity.rawValue)]" }
        line += "\n      \(row.description.text(language))\n"
        if let condition = row.condition { line += "      → \(condition.text(language))\n" }
        return line
    }

    private func notesText(_ notes: [SpecNote], language: Language) -> String {
        guard !notes.isEmpty else { return "" }
        var out = "\n== Notes ==\n"
        for note in notes {
            let decision = MessageID.specDocDecision.template(language)
            out += "- [\(note.id)] \(note.topic.text(language))\n  \(decision) : \(note.decision.text(language))\n"
        }
        return out
    }

    /// A Markdown reference of an operation.
    package func markdown(_ operation: OperationSpec, language: Language) -> String {
        let header = MessageID.specDocTableHeader.template(language)
        var out = "# \(operation.id): \(escape(operation.title.text(language)))\n\n\(escape(operation.summary.text(language)))\n\n"
        out +=
            "`\(operation.endpoint.method) \(operation.endpoint.base.map { "{\($0)}" } ?? "")\(operation.endpoint.path)` (\(operation.endpoint.encoding.rawValue))\n"
        for (title, message) in messages(operation, language: language) {
            out += "\n## \(title)\n\n"
            var all: [FieldRow] = []
            for fields in [message.headers, message.query, message.fields] { all += rows(fields) }
            if let body = message.body, let name = body.containerName, let container = spec.containers[name] {
                out += MessageID.specDocBodyMarkdown.render(language, [.plain(body.description)]) + "\n\n"
                let prefix: String
                if case .list = body { prefix = "[]." } else { prefix = "" }
                all += rows(container.fields, prefix: prefix, seen: [name])
            }
            guard !all.isEmpty else {
                out += MessageID.specDocNoFields.template(language) + "\n"
                continue
            }
            out += header + "\n|---|---|---|---|---|---|\n"
            for row in all {
                var presence = presenceWord(row.presence, language)
                if let condition = row.condition { presence += ": " + condition.text(language) }
                out +=
                    "| `\(row.path)` | \(escape(presence)) | `\(escape(row.type))` | \(escape(row.rules)) | \(row.sensitivity?.rawValue ?? "") | \(escape(row.description.text(language))) |\n"
            }
        }
        if !operation.notes.isEmpty {
            out += "\n## Notes\n\n"
            let decision = MessageID.specDocDecision.template(language)
            for note in operation.notes {
                out += "- **\(note.id)**: \(escape(note.topic.text(language))) *\(decision)*: \(escape(note.decision.text(language)))\n"
            }
        }
        return out
    }

    /// A JSON description of an operation with both languages.
    package func json(_ operation: OperationSpec) -> BodyValue {
        func text(_ value: LocalizedText) -> BodyValue { .object([BodyMember("en", .string(value.en)), BodyMember("fr", .string(value.fr))]) }
        func rowValue(_ row: FieldRow) -> BodyValue {
            var members = [
                BodyMember("path", .string(row.path)), BodyMember("presence", .string(row.presence.rawValue)),
                BodyMember("type", .string(row.type)), BodyMember("rules", .string(row.rules)),
                BodyMember("description", text(row.description)),
            ]
            if let condition = row.condition { members.append(BodyMember("condition", text(condition))) }
            if let sensitivity = row.sensitivity { members.append(BodyMember("sensitivity", .string(sensitivity.rawValue))) }
            return .object(members)
        }
        func messageValue(_ message: MessageSpec) -> BodyValue {
            var members: [BodyMember] = []
            if let body = message.body {
                members.append(BodyMember("body", .string(body.description)))
                if let name = body.containerName, let container = spec.containers[name] {
                    members.append(BodyMember("bodyFields", .array(rows(container.fields, seen: [name]).map(rowValue))))
                }
            }
            members.append(BodyMember("fields", .array(rows(message.fields).map(rowValue))))
            members.append(BodyMember("query", .array(rows(message.query).map(rowValue))))
            members.append(BodyMember("headers", .array(rows(message.headers).map(rowValue))))
            return .object(members)
        }
        var members = [
            BodyMember("protocol", .string(spec.id)), BodyMember("operation", .string(operation.id)),
            BodyMember("title", text(operation.title)), BodyMember("summary", text(operation.summary)),
            BodyMember("method", .string(operation.endpoint.method)), BodyMember("path", .string(operation.endpoint.path)),
            BodyMember("encoding", .string(operation.endpoint.encoding.rawValue)),
            BodyMember("request", messageValue(operation.request)),
            BodyMember(
                "responses",
                .object(operation.responses.map { BodyMember($0.status.description, messageValue($0.message)) })),
        ]
        if let since = operation.since { members.append(BodyMember("since", .string(since))) }
        members.append(
            BodyMember(
                "notes",
                .array(
                    operation.notes.map {
                        .object([BodyMember("id", .string($0.id)), BodyMember("topic", text($0.topic)), BodyMember("decision", text($0.decision))])
                    })))
        return .object(members)
    }

    private func messages(_ operation: OperationSpec, language: Language) -> [(String, MessageSpec)] {
        var result = [(MessageID.specDocRequest.template(language), operation.request)]
        for response in operation.responses {
            result.append((MessageID.specDocResponse.render(language, [.plain(response.status.description)]), response.message))
        }
        return result
    }

    private func presenceWord(_ presence: Presence, _ language: Language) -> String {
        let id: MessageID =
            switch presence {
            case .mandatory: .wordMandatory
            case .optional: .wordOptional
            case .conditional: .wordConditional
            }
        return id.template(language)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
