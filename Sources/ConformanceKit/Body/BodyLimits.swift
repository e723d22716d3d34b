/// The most a body parser accepts, so that no input can exhaust the stack, the memory or the CPU.
///
/// Every parser (JSON, XML, form) takes limits, `.standard` by default. Past a limit the parser
/// stops and throws a ``BodyParseError`` that names the limit and where it was crossed (line and
/// column); the checker reports it as an `unparsable-body` finding. docs/limits.md lists them all.
package struct BodyLimits: Sendable, Hashable {
    /// The largest body, in bytes.
    package var maxBodyBytes: Int
    /// The deepest nesting of objects, lists and elements.
    package var maxDepth: Int
    /// The most values in a body: JSON members and list items, XML elements and attributes.
    package var maxNodes: Int
    /// The longest member, element or attribute name, in bytes.
    package var maxNameBytes: Int
    /// The longest string, text or attribute value, in bytes (after unescaping).
    package var maxValueBytes: Int
    /// The most fields in a form body.
    package var maxFields: Int

    /// Creates limits.
    package init(maxBodyBytes: Int, maxDepth: Int, maxNodes: Int, maxNameBytes: Int, maxValueBytes: Int, maxFields: Int) {
        self.maxBodyBytes = maxBodyBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxNameBytes = maxNameBytes
        self.maxValueBytes = maxValueBytes
        self.maxFields = maxFields
    }

    /// The limits for message bodies: 8 MiB, 512 levels, 1,000,000 values, 1 KiB names, 1 MiB values, 10,000 form fields.
    package static let standard = BodyLimits(
        maxBodyBytes: 8 << 20, maxDepth: 512, maxNodes: 1_000_000, maxNameBytes: 1 << 10, maxValueBytes: 1 << 20, maxFields: 10_000)

    /// The limits for files the tool writes itself (cassettes, reports): 512 MiB, 512 levels, 50,000,000 values, 64 KiB names, 256 MiB values.
    package static let documents = BodyLimits(
        maxBodyBytes: 512 << 20, maxDepth: 512, maxNodes: 50_000_000, maxNameBytes: 64 << 10, maxValueBytes: 256 << 20, maxFields: 1_000_000)

    /// A byte count for messages: `8 MiB`, `1 KiB`, `300 bytes`.
    static func bytesText(_ count: Int) -> LocalizedText {
        if count >= 1 << 20, count % (1 << 20) == 0 { return MessageID.limitMebibytes.localized([.plain(String(count >> 20))]) }
        if count >= 1 << 10, count % (1 << 10) == 0 { return MessageID.limitKibibytes.localized([.plain(String(count >> 10))]) }
        return MessageID.limitBytes.localized([.plain(String(count))])
    }

    /// The reason for a body larger than ``maxBodyBytes``.
    func bodyTooLarge(_ count: Int) -> LocalizedText {
        MessageID.limitBodyTooLarge.localized([.plain(String(count)), .localized(BodyLimits.bytesText(maxBodyBytes))])
    }

    /// The reason for nesting deeper than ``maxDepth``.
    var tooDeep: LocalizedText {
        MessageID.limitTooDeep.localized([.plain(String(maxDepth))])
    }

    /// The reason for more values than ``maxNodes``.
    var tooManyNodes: LocalizedText {
        MessageID.limitTooManyNodes.localized([.plain(String(maxNodes))])
    }

    /// The reason for a name longer than ``maxNameBytes``.
    var nameTooLong: LocalizedText {
        MessageID.limitNameTooLong.localized([.localized(BodyLimits.bytesText(maxNameBytes))])
    }

    /// The reason for a value longer than ``maxValueBytes``.
    var valueTooLong: LocalizedText {
        MessageID.limitValueTooLong.localized([.localized(BodyLimits.bytesText(maxValueBytes))])
    }

    /// The reason for a form with more than ``maxFields`` fields.
    package var tooManyFields: LocalizedText {
        MessageID.limitTooManyFields.localized([.plain(String(maxFields))])
    }
}
