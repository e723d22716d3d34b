/// The most a body parser accepts, so that no input can exhaust the stack, the memory or the CPU.
///
/// Every parser (JSON, XML, form) takes limits, `.standard` by default. Past a limit the parser
/// stops and throws a ``BodyParseError`` that names the limit and where it was crossed (line and
/// column); the checker reports it as an `unparsable-body` finding. docs/limits.md lists them all.
public struct BodyLimits: Sendable, Hashable {
    /// The largest body, in bytes.
    public var maxBodyBytes: Int
    /// The deepest nesting of objects, lists and elements.
    public var maxDepth: Int
    /// The most values in a body: JSON members and list items, XML elements and attributes.
    public var maxNodes: Int
    /// The longest member, element or attribute name, in bytes.
    public var maxNameBytes: Int
    /// The longest string, text or attribute value, in bytes (after unescaping).
    public var maxValueBytes: Int
    /// The most fields in a form body.
    public var maxFields: Int

    /// Creates limits.
    public init(maxBodyBytes: Int, maxDepth: Int, maxNodes: Int, maxNameBytes: Int, maxValueBytes: Int, maxFields: Int) {
        self.maxBodyBytes = maxBodyBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxNameBytes = maxNameBytes
        self.maxValueBytes = maxValueBytes
        self.maxFields = maxFields
    }

    /// The limits for message bodies: 8 MiB, 512 levels, 1,000,000 values, 1 KiB names, 1 MiB values, 10,000 form fields.
    public static let standard = BodyLimits(
        maxBodyBytes: 8 << 20, maxDepth: 512, maxNodes: 1_000_000, maxNameBytes: 1 << 10, maxValueBytes: 1 << 20, maxFields: 10_000)

    /// The limits for files the tool writes itself (cassettes, reports): 512 MiB, 512 levels, 50,000,000 values, 64 KiB names, 256 MiB values.
    public static let documents = BodyLimits(
        maxBodyBytes: 512 << 20, maxDepth: 512, maxNodes: 50_000_000, maxNameBytes: 64 << 10, maxValueBytes: 256 << 20, maxFields: 1_000_000)

    /// A byte count for messages: `8 MiB`, `1 KiB`, `300 bytes`.
    static func bytesText(_ count: Int) -> (en: String, fr: String) {
        if count >= 1 << 20, count % (1 << 20) == 0 { return ("\(count >> 20) MiB", "\(count >> 20) Mio") }
        if count >= 1 << 10, count % (1 << 10) == 0 { return ("\(count >> 10) KiB", "\(count >> 10) Kio") }
        return ("\(count) bytes", "\(count) octets")
    }

    /// The reason for a body larger than ``maxBodyBytes``.
    func bodyTooLarge(_ count: Int) -> LocalizedText {
        let limit = BodyLimits.bytesText(maxBodyBytes)
        return LocalizedText(
            en: "the body is \(count) bytes, more than the \(limit.en) limit (maxBodyBytes)",
            fr: "le corps fait \(count) octets, plus que la limite de \(limit.fr) (maxBodyBytes)")
    }

    /// The reason for nesting deeper than ``maxDepth``.
    var tooDeep: LocalizedText {
        LocalizedText(
            en: "nesting deeper than \(maxDepth) levels (maxDepth)", fr: "imbrication de plus de \(maxDepth) niveaux (maxDepth)")
    }

    /// The reason for more values than ``maxNodes``.
    var tooManyNodes: LocalizedText {
        LocalizedText(
            en: "more than \(maxNodes) values in the body (maxNodes)", fr: "plus de \(maxNodes) valeurs dans le corps (maxNodes)")
    }

    /// The reason for a name longer than ``maxNameBytes``.
    var nameTooLong: LocalizedText {
        let limit = BodyLimits.bytesText(maxNameBytes)
        return LocalizedText(en: "a name longer than \(limit.en) (maxNameBytes)", fr: "un nom de plus de \(limit.fr) (maxNameBytes)")
    }

    /// The reason for a value longer than ``maxValueBytes``.
    var valueTooLong: LocalizedText {
        let limit = BodyLimits.bytesText(maxValueBytes)
        return LocalizedText(
            en: "a value longer than \(limit.en) (maxValueBytes)", fr: "une valeur de plus de \(limit.fr) (maxValueBytes)")
    }

    /// The reason for a form with more than ``maxFields`` fields.
    public var tooManyFields: LocalizedText {
        LocalizedText(
            en: "more than \(maxFields) fields in the form (maxFields)", fr: "plus de \(maxFields) champs dans le formulaire (maxFields)")
    }
}
