enum ISODate {
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static let dateTemplate = DateTemplate("yyyy-MM-dd")!

    static func isDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { dateTemplate.matches(bytes) }

    /// Why a value is not a date and time.
    enum Problem: Sendable, Hashable {
        /// The characters do not follow the layout.
        case layout
        /// The month or day does not exist (the `yyyy-MM-dd` text is kept).
        case noSuchDate(String)
        /// The hour, minute or second is out of range (the `HH:mm:ss` text is kept).
        case timeOutOfRange(String)
        /// The zone is required and absent.
        case zoneMissing
        /// The zone is malformed or out of range, or something follows it.
        case badZone
    }

    /// The date and time fields read by ``dateTimeProblem(_:)`` and ``xmlDateTimeProblem(_:)``, not yet range-checked.
    struct Stamp {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var dateText: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
        var timeText: String { pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) }
        var isRealDate: Bool { (1...12).contains(month) && day >= 1 && day <= ISODate.daysIn(month: month, year: year) }
        private func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
    }

    /// A forward reader over ASCII bytes.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
        var atEnd: Bool { index == bytes.count }
        /// Whether the next byte is the given character.
        func isNext(_ character: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: character) }

        /// Exactly `width` digits, as a number.
        mutating func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<width {
                let byte = bytes[index + offset]
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += width
            return value
        }

        /// Consumes one given character when it comes next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// `+1` or `-1` for a sign that comes next, consumed; nil otherwise.
        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        /// The digits of a fraction (after its `.`): nil when there is none, else whether all are zero.
        mutating func fractionDigits() -> (allZero: Bool, count: Int)? {
            var allZero = true
            let start = index
            while index < bytes.count, isDigit(bytes[index]) {
                if bytes[index] != UInt8(ascii: "0") { allZero = false }
                index += 1
            }
            return index > start ? (allZero, index - start) : nil
        }

        /// `yyyy-MM-dd`, the separator (one of `separators`), then `HH:mm:ss`; ranges are not checked here.
        mutating func stamp(separators: [Unicode.Scalar]) -> Stamp? {
            var stamp = Stamp()
            guard let year = number(4), take("-"), let month = number(2), take("-"), let day = number(2) else { return nil }
            var separated = false
            for separator in separators where take(separator) {
                separated = true
                break
            }
            guard separated else { return nil }
            guard let hour = number(2), take(":"), let minute = number(2), take(":"), let second = number(2) else { return nil }
            stamp.year = year
            stamp.month = month
            stamp.day = day
            stamp.hour = hour
            stamp.minute = minute
            stamp.second = second
            return stamp
        }
    }

    /// The `date-time` format: RFC 3339 §5.6 (the Internet profile of ISO 8601).
    ///
    /// `yyyy-MM-ddTHH:mm:ss`, an optional `.` fraction of any number of digits, then a required zone
    /// `Z` or `±hh:mm` (hh 00-23, mm 00-59). `T` and `Z` may be lower case, as RFC 3339 allows. The date
    /// must exist (leap years included); hour 00-23, minute 00-59, second 00-59, or 60 for a leap second,
    /// which is only accepted when the time falls on 23:59 UTC once the offset is applied.
    static func dateTimeProblem(_ bytes: [UInt8]) -> Problem? { bytes.withUnsafeBufferPointer { dateTimeProblem($0) } }

    static func dateTimeProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var cursor = Cursor(bytes)
        guard let stamp = cursor.stamp(separators: ["T", "t"]) else { return .layout }
        if cursor.take("."), cursor.fractionDigits() == nil { return .layout }
        if cursor.atEnd { return .zoneMissing }
        var offset = 0
        if cursor.take("Z") || cursor.take("z") {
            offset = 0
        } else if let sign = cursor.sign() {
            guard let hours = cursor.number(2), cursor.take(":"), let minutes = cursor.number(2), hours <= 23, minutes <= 59 else {
                return .badZone
            }
            offset = sign * (hours * 60 + minutes)
        } else {
            // A comma as decimal sign is ISO 8601, not RFC 3339.
            return cursor.isNext(",") ? .layout : .badZone
        }
        guard cursor.atEnd else { return .badZone }
        guard stamp.isRealDate else { return .noSuchDate(stamp.dateText) }
        guard stamp.hour <= 23, stamp.minute <= 59, stamp.second <= 60 else { return .timeOutOfRange(stamp.timeText) }
        if stamp.second == 60 {
            let utcMinute = ((stamp.hour * 60 + stamp.minute - offset) % 1440 + 1440) % 1440
            guard utcMinute == 23 * 60 + 59 else { return .timeOutOfRange(stamp.timeText) }
        }
        return nil
    }

    /// The `xml-datetime` format: XML Schema 1.1 `dateTime`, with a four-digit year.
    ///
    /// `yyyy-MM-ddTHH:mm:ss` (upper-case `T`), an optional `.` fraction of any number of digits, then an
    /// optional zone `Z` or `±hh:mm` between -14:00 and +14:00. The date must exist (leap years
    /// included); hour 00-23, minute and second 00-59 (no leap second), or exactly `24:00:00` (any
    /// fraction all zeros) for the end of the day. Negative and five-digit years are not accepted.
    static func xmlDateTimeProblem(_ bytes: [UInt8]) -> Problem? { bytes.withUnsafeBufferPointer { xmlDateTimeProblem($0) } }

    static func xmlDateTimeProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var cursor = Cursor(bytes)
        guard let stamp = cursor.stamp(separators: ["T"]) else { return .layout }
        var fractionIsZero = true
        if cursor.take(".") {
            guard let fraction = cursor.fractionDigits() else { return .layout }
            fractionIsZero = fraction.allZero
        }
        if !cursor.atEnd {
            if cursor.take("Z") {
                // UTC.
            } else if cursor.sign() != nil {
                guard let hours = cursor.number(2), cursor.take(":"), let minutes = cursor.number(2),
                    (hours <= 13 && minutes <= 59) || (hours == 14 && minutes == 0)
                else { return .badZone }
            } else {
                return cursor.isNext(",") ? .layout : .badZone
            }
            guard cursor.atEnd else { return .badZone }
        }
        guard stamp.isRealDate else { return .noSuchDate(stamp.dateText) }
        let endOfDay = stamp.hour == 24 && stamp.minute == 0 && stamp.second == 0 && fractionIsZero
        guard endOfDay || (stamp.hour <= 23 && stamp.minute <= 59 && stamp.second <= 59) else {
            return .timeOutOfRange(stamp.timeText)
        }
        return nil
    }
}
