import Foundation

/// A recorded set of HTTP exchanges, replayable offline and safe to publish.
///
/// A cassette is one JSON file under `Cassettes/`: pretty-printed, with sorted keys, JSON bodies
/// kept as structured JSON, form bodies as ordered key/value pairs, and other bodies as text or
/// Base64 with an explicit marker. See `docs/cassettes.md`.
public struct Cassette: Sendable, Hashable {
    /// The value of the `format` key that identifies a cassette file.
    public static let formatName = "paymentconformance-cassette"
    /// The format version this build reads and writes.
    public static let formatVersion = 1

    /// The version of the tool that wrote the file.
    public var toolVersion: String
    /// When the content was last recorded (ISO 8601, UTC, seconds).
    public var recordedAt: String
    /// The base URL the exchanges were recorded against.
    public var baseURL: String?
    /// The exchanges, in recorded order.
    public var interactions: [Interaction]
    /// Values a scenario generated for the recording (unique references, dates), reused on replay.
    public var generated: [String: String]

    /// Creates a cassette.
    public init(
        toolVersion: String = ConformanceKit.toolVersion, recordedAt: String, baseURL: String?, interactions: [Interaction],
        generated: [String: String] = [:]
    ) {
        self.toolVersion = toolVersion
        self.recordedAt = recordedAt
        self.baseURL = baseURL
        self.interactions = interactions
        self.generated = generated
    }

    /// The current time in the cassette's timestamp form (`2026-11-26T07:11:05Z`: UTC, whole seconds).
    ///
    /// Computed from the calendar arithmetic of the proleptic Gregorian calendar rather than with a date
    /// formatter: it runs on every sandbox answer that carries a date, and a formatter costs more to build
    /// than the whole answer.
    public static func timestamp(_ date: Date = Date()) -> String {
        let total = Int64((date.timeIntervalSince1970).rounded(.down))
        var days = total / 86_400
        var seconds = total % 86_400
        if seconds < 0 {
            seconds += 86_400
            days -= 1
        }
        // Days since 1970-01-01 to a civil date (H. Hinnant's algorithm, exact for every Int64 day count here).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        var text = [UInt8]()
        text.reserveCapacity(20)
        func append(_ value: Int64, width: Int) {
            var digits = [UInt8](repeating: 0x30, count: width)
            var rest = value
            for index in stride(from: width - 1, through: 0, by: -1) {
                digits[index] = UInt8(0x30 + rest % 10)
                rest /= 10
            }
            text += digits
        }
        append(year, width: 4)
        text.append(0x2D)
        append(month, width: 2)
        text.append(0x2D)
        append(day, width: 2)
        text.append(0x54)
        append(seconds / 3600, width: 2)
        text.append(0x3A)
        append(seconds % 3600 / 60, width: 2)
        text.append(0x3A)
        append(seconds % 60, width: 2)
        text.append(0x5A)
        return String(decoding: text, as: UTF8.self)
    }
}
