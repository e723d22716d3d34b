import Foundation

/// How much of an input file a reader takes in before it stops, so that memory stays bounded whatever the input.
///
/// Past one of these limits a reader stops at once and answers an `input.too-large` diagnostic that names the limit,
/// the place (line and column, or byte offset) and what to do; it never reads the rest. docs/limits.md lists them.
package enum InputLimits {
    /// The largest spec, scenario, client case or settings YAML file: 1 MiB (the largest shipped one is under 70 KB).
    package static let yamlFileBytes = 1 << 20

    /// The most values in a spec, scenario, client case or settings YAML file: 200,000 (composing costs about 450 bytes
    /// a value; the largest shipped file holds a few thousand).
    package static let yamlFileValues = 200_000

    /// The longest value of a cassette's top-level key other than `interactions`: 1 MiB.
    package static let cassetteHeaderValueBytes = 1 << 20

    /// One interaction of a cassette or a journal, one entry of a HAR file, one item of a VCR or vcrpy file.
    ///
    /// 64 MiB of text, 512 levels, 4,000,000 values, 64 KiB names, 64 MiB values: a recorded JSON body holds at most the
    /// 1,000,000 values of ``BodyLimits/standard`` (larger ones are stored as text), so an interaction of two such
    /// bodies and their headers fits.
    package static let interaction = BodyLimits(
        maxBodyBytes: 64 << 20, maxDepth: 512, maxNodes: 4_000_000, maxNameBytes: 64 << 10, maxValueBytes: 64 << 20, maxFields: 1_000_000)

    /// The most YAML values in one interaction of a VCR or vcrpy file: 100,000 (a real one holds a few hundred).
    package static let importItemValues = 100_000

    /// A VCR, vcrpy or HAR file that cannot be read interaction by interaction is read whole: at most 16 MiB,
    /// 500,000 values (composed YAML costs about 450 bytes a value).
    package static let importWhole = BodyLimits(
        maxBodyBytes: 16 << 20, maxDepth: 512, maxNodes: 500_000, maxNameBytes: 64 << 10, maxValueBytes: 16 << 20, maxFields: 1_000_000)

    /// The largest OpenAPI document `specs import`, `check` and `diff` read: 16 MiB (the largest real payment API
    /// document known, a gateway's whole checkout API, is under 2 MiB; the corpus' largest is 400 KB).
    package static let openAPIDocumentBytes = 16 << 20

    /// The most values in an OpenAPI document: 500,000 (composing costs about 450 bytes a value; the corpus' largest
    /// document holds about 20,000).
    package static let openAPIDocumentValues = 500_000

    /// A byte count as `1 MiB` / `1 Mio`.
    package static func bytes(_ count: Int) -> LocalizedText {
        BodyLimits.bytesText(count)
    }

    /// A count of values as `100000 values` / `100000 valeurs`.
    package static func values(_ count: Int) -> LocalizedText {
        MessageID.limitValues.localized([.plain(String(count))])
    }

    /// Where reading stopped: `at byte N` / `à l'octet N`.
    package static func atByte(_ offset: Int) -> LocalizedText {
        MessageID.limitAtByte.localized([.plain(String(offset))])
    }

    /// Where reading stopped: at the value the diagnostic's line and column point to.
    package static var here: LocalizedText { MessageID.limitHere.localized() }
}

extension Diagnostic {
    /// An `input.too-large` error: `subject` is past `limit` (the setting `name`), reading stopped at `stop`, `advice`
    /// says what to do; at `location` when the place is known.
    package static func inputTooLarge(
        _ subject: LocalizedText, limit: LocalizedText, name: String, stop: LocalizedText, advice: LocalizedText, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .error, .inputTooLarge, [.localized(subject), .localized(limit), .plain(name), .localized(stop), .localized(advice)], at: location)
    }
}
