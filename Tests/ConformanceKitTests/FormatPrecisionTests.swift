import ConformanceTestSupport
import Testing

@testable import ConformanceKit

/// The `accepts:type/subtype`, `date-time` and `xml-datetime` formats, checked value by value.
///
/// Date values come from the protocols' own examples (Specs/) and from the shared corpus of public
/// fixtures (Saferpay, Worldline Direct, Sips and Vantiv/Litle responses), plus variations around them.
@Suite struct FormatPrecisionTests {
    static let acceptsJSON = ValueFormat(name: "accepts:application/json")!

    // MARK: accepts:application/json

    @Test(
        arguments: [
            "*/*", "application/*", "application/json", "Application/JSON", "text/html, application/json;q=0.9",
            "application/json; charset=utf-8", "*/*;q=0.1",
            // A browser's default list.
            "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            "application/json;q=1", "application/json;q=1.000", "application/json;Q=0.5", "application/json ; q=0.001",
            "application/json;charset=\"utf-8\"", "application/json;foo=\"a \\\"quoted\\\" ; , value\"",
            "text/html, , application/json", " application/json ", "application/json;", "application/json;q=0.5;level=1",
            "text/*;q=0, application/*;q=0.2", "*/*, text/html;q=0",
        ])
    func acceptsJSONAccepted(value: String) {
        #expect(Self.acceptsJSON.failure(value) == nil, "\(value)")
    }

    @Test(
        arguments: [
            "text/html", "application/json;q=0", "application/xml, text/*", "application//json", "application/json;q=2", "",
            "application/json;q=0.000", "*/*, application/json;q=0", "application/*, application/json;q=0", "application/jsonx",
            "application/json;q=1.5", "application/json;q=0.0001", "application/json;q=.5", "application/json;q=0.5;q=0.6",
            "application/json;q=", "application/json;q = 0.5", "application/json;charset", "application/json;=utf-8",
            "application/json;charset=\"utf-8", "*/json", "/json", "application", "application/", "application/json text/html",
            "application/json/x", ",", "   ", "json",
        ])
    func acceptsJSONRejected(value: String) {
        #expect(Self.acceptsJSON.failure(value) != nil, "\(value)")
    }

    @Test func acceptsReasonsSayWhatIsWrong() throws {
        // A well-formed list that leaves JSON out names the type.
        let refused = try #require(Self.acceptsJSON.failure("application/xml, text/*"))
        #expect(refused.en.contains("does not accept application/json"))
        #expect(refused.fr.contains("n'accepte pas application/json"))
        let excluded = try #require(Self.acceptsJSON.failure("*/*, application/json;q=0"))
        #expect(excluded.en.contains("does not accept application/json") && excluded.en.contains("q=0"))
        // A broken list says what is broken, quoting the offending element.
        let doubleSlash = try #require(Self.acceptsJSON.failure("text/html, application//json"))
        #expect(doubleSlash.en.contains("not a valid Accept list") && doubleSlash.en.contains("'application//json'"))
        #expect(doubleSlash.en.contains("subtype") && doubleSlash.fr.contains("sous-type"))
        let weight = try #require(Self.acceptsJSON.failure("application/json;q=2"))
        #expect(weight.en.contains("weight") && weight.fr.contains("poids"))
        let empty = try #require(Self.acceptsJSON.failure(""))
        #expect(empty.en.contains("no media range"))
        #expect(refused.en != doubleSlash.en && doubleSlash.en != empty.en && weight.en != doubleSlash.en)
    }

    @Test func acceptsNames() {
        #expect(ValueFormat(name: "accepts:Application/JSON") == Self.acceptsJSON)
        #expect(ValueFormat(name: "accepts:application/xml") != Self.acceptsJSON)
        #expect(ValueFormat(name: "accepts:application/xml")!.failure("application/xml") == nil)
        #expect(ValueFormat(name: "accepts:application/xml")!.failure("application/json") != nil)
        #expect(ValueFormat(name: "accepts:application/vnd.api+json")!.failure("application/*") == nil)
        for bad in [
            "accepts:", "accepts:application", "accepts:*/*", "accepts:application/*", "accepts:application//json",
            "accepts:application/json;charset=utf-8", "accepts:application/json ", "accept:application/json",
        ] {
            #expect(ValueFormat(name: bad) == nil, "\(bad)")
        }
    }

    @Test func saferpayAcceptHeadersUseTheFormat() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        var checked = 0
        for operation in spec.sortedOperations {
            for header in operation.request.headers where header.name.lowercased() == "accept" {
                checked += 1
                #expect(header.format == "accepts:application/json", "\(operation.id)")
                #expect(header.pattern == nil, "\(operation.id)")
                let format = try #require(header.format.flatMap(ValueFormat.init(name:)))
                let example = try #require(header.example?.lexicalText)
                #expect(format.failure(example) == nil, "\(operation.id): \(example)")
                #expect(format.failure("*/*") == nil)
                #expect(format.failure("text/html") != nil)
            }
        }
        #expect(checked >= 7)
    }

    // MARK: date-time (RFC 3339)

    @Test(
        arguments: [
            // Saferpay specs and corpus.
            "2015-01-30T12:45:22.258+01:00", "2018-08-08T13:45:22.258+02:00", "2023-01-30T12:45:22.258+01:00",
            "2030-11-08T12:29:37.000+01:00", "2050-01-30T12:45:22.258+01:00",
            // Worldline Direct spec and corpus.
            "2021-07-21T08:00:00Z",
            // Sips specs and corpus.
            "2023-01-05T09:00:00+01:00", "2024-06-13T10:15:30+02:00", "2024-06-20T10:15:30+02:00", "2018-01-08T16:06:29+01:00",
            "2018-02-06T07:54:23+01:00",
            // Fractions and zones.
            "2024-05-01T10:20:30.1234567+02:00", "2024-05-01T10:20:30.1Z", "2024-05-01T10:20:30.000000001-05:30",
            "2024-05-01T10:20:30-00:00", "2024-05-01T10:20:30+23:59", "2024-05-01t10:20:30z",
            // Calendar edges and leap seconds.
            "2024-02-29T00:00:00Z", "2000-02-29T12:00:00Z", "2024-12-31T23:59:59.999Z", "2016-12-31T23:59:60Z",
            "2016-12-31T15:59:60-08:00", "2017-01-01T00:59:60+01:00",
        ])
    func dateTimeAccepted(value: String) {
        #expect(ValueFormat(name: "date-time")!.failure(value) == nil, "\(value)")
    }

    @Test(
        arguments: [
            // The zone is required: the Vantiv XML value is not an RFC 3339 date-time.
            "2016-05-15T23:07:36", "2011-08-11T11:23:47",
            // Impossible dates and times.
            "2024-13-01T10:00:00Z", "2024-00-10T10:00:00Z", "2024-02-30T10:00:00Z", "2023-02-29T10:00:00Z", "1900-02-29T10:00:00Z",
            "2024-04-31T10:00:00Z", "2024-05-00T10:00:00Z", "2024-05-01T25:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T10:60:00Z",
            "2024-05-01T10:20:61Z", "2024-05-01T10:20:60Z", "2016-12-31T23:59:60+01:00",
            // Layout.
            "2024-05-01 10:20:30Z", "2024-05-0110:20:30Z", "2024-05-01T10:20+02:00", "2024-05-01T10:20:30.+02:00",
            "2024-05-01T10:20:30,5+02:00", "24-05-01T10:20:30Z", "2024-5-01T10:20:30Z", "2024-05-01", "",
            // Zones.
            "2024-05-01T10:20:30+2:00", "2024-05-01T10:20:30+0200", "2024-05-01T10:20:30+02", "2024-05-01T10:20:30+24:00",
            "2024-05-01T10:20:30+02:60", "2024-05-01T10:20:30+02:00:00", "2024-05-01T10:20:30Z ", "2024-05-01T10:20:30UTC",
        ])
    func dateTimeRejected(value: String) {
        #expect(ValueFormat(name: "date-time")!.failure(value) != nil, "\(value)")
    }

    // MARK: xml-datetime (XML Schema dateTime)

    @Test(
        arguments: [
            // Vantiv cnpAPI spec example and corpus responses.
            "2016-05-15T23:07:36", "2015-05-20T14:37:22", "2014-03-31T13:06:41", "2014-03-31T13:10:51", "2011-08-11T11:23:47",
            // Fractions and zones.
            "2016-05-15T23:07:36Z", "2016-05-15T23:07:36.1234567", "2016-05-15T23:07:36.5-05:00", "2016-05-15T23:07:36+14:00",
            "2016-05-15T23:07:36-14:00", "2016-05-15T23:07:36+13:59", "2015-01-30T12:45:22.258+01:00",
            // End of day and calendar edges.
            "2016-05-15T24:00:00", "2016-05-15T24:00:00.000Z", "2024-02-29T00:00:00", "2000-02-29T00:00:00",
        ])
    func xmlDateTimeAccepted(value: String) {
        #expect(ValueFormat(name: "xml-datetime")!.failure(value) == nil, "\(value)")
    }

    @Test(
        arguments: [
            "2024-13-01T00:00:00", "2024-02-30T00:00:00", "2023-02-29T00:00:00", "2100-02-29T00:00:00", "2016-05-15T25:00:00",
            "2016-05-15T24:00:01", "2016-05-15T24:30:00", "2016-05-15T24:00:00.5", "2016-05-15T23:07:60",
            "2016-12-31T23:59:60Z",
            // The eProtect mobile answer puts a space where XML Schema wants T.
            "2016-05-15 23:07:36", "2016-05-15t23:07:36", "2016-05-15T23:07:36z", "2016-05-15T23:07",
            "2016-05-15T23:07:36.", "-2016-05-15T23:07:36", "20160-05-15T23:07:36", "",
            "2016-05-15T23:07:36+2:00", "2016-05-15T23:07:36+14:30", "2016-05-15T23:07:36+15:00", "2016-05-15T23:07:36+0100",
            "2016-05-15T23:07:36Z+01:00",
        ])
    func xmlDateTimeRejected(value: String) {
        #expect(ValueFormat(name: "xml-datetime")!.failure(value) != nil, "\(value)")
    }

    @Test func dateTimeReasonsNameTheProblem() throws {
        let dateTime = ValueFormat(name: "date-time")!
        let xml = ValueFormat(name: "xml-datetime")!
        let noZone = try #require(dateTime.failure("2016-05-15T23:07:36"))
        #expect(noZone.en.contains("zone") && noZone.fr.contains("fuseau"))
        let notLeap = try #require(dateTime.failure("2023-02-29T10:00:00Z"))
        #expect(notLeap.en.contains("2023-02-29"))
        let hour = try #require(xml.failure("2016-05-15T25:00:00"))
        #expect(hour.en.contains("25:00:00") && hour.en.contains("24:00:00"))
        let layout = try #require(xml.failure("2016-05-15 23:07:36"))
        #expect(layout.en.contains("XML Schema"))
        let zone = try #require(dateTime.failure("2024-05-01T10:20:30+2:00"))
        #expect(zone.en != noZone.en && zone.en.contains("±hh:mm"))
    }

    /// Every example of a `date-time` or `xml-datetime` field in the project's specs conforms.
    @Test func specExamplesConform() throws {
        var checked = 0
        func visit(_ fields: [FieldSpec], _ path: String) {
            for field in fields {
                if let name = field.format, name == "date-time" || name == "xml-datetime", let example = field.example?.lexicalText {
                    checked += 1
                    #expect(ValueFormat(name: name)!.failure(example) == nil, "\(path).\(field.name): \(example)")
                }
                visit(field.fields ?? [], path + "." + field.name)
            }
        }
        for spec in TestSupport.loaded.specs.sortedProtocols {
            for (name, container) in spec.containers { visit(container.fields, spec.id + "/" + name) }
            for operation in spec.sortedOperations {
                let messages = [operation.request] + operation.responses.map { $0.message }
                for message in messages { visit(message.fields + message.headers + message.query, spec.id + "/" + operation.id) }
            }
        }
        #expect(checked >= 10)
    }

    /// The example generator's value for each new format conforms to it.
    @Test(arguments: ["date-time", "xml-datetime", "accepts:application/json", "accepts:text/xml"])
    func generatedExamplesConform(name: String) throws {
        let spec = try #require(TestSupport.loaded.specs.sortedProtocols.first)
        var field = FieldSpec(name: "value", presence: .mandatory, type: .string)
        field.format = name
        let example = try #require(ExampleGenerator(protocol: spec).exampleString(for: field))
        #expect(ValueFormat(name: name)!.failure(example) == nil, "\(example)")
    }
}

extension FormatPrecisionTests {
    /// The absolute-URL test as it was written with Foundation (lower-casing, `contains`): the byte version must agree.
    static func referenceIsAbsoluteHTTP(_ value: String) -> Bool {
        let lower = value.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = value.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = value.dropFirst(7)
        } else {
            return false
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty, !value.contains(" ") else { return false }
        return value.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    @Test func absoluteURLsAreRecognisedAsBefore() {
        let values = [
            "https://test.saferpay.com/api", "HTTP://EXAMPLE.COM", "HtTpS://x", "https://", "https:///path", "https://?q", "https://#f",
            "http://a b", "ftp://host", "https:/host", "https//host", "", "h", "http", "https:", "httpss://host", "http://hôte.example",
            "https://merchant.example/return?x=1#y", "https://\t", "https:// host", "http://host/", "HTTPS://h/p",
        ]
        for value in values {
            #expect(URLCheck.isAbsoluteHTTP(value) == Self.referenceIsAbsoluteHTTP(value), "\(value)")
        }
        var random = SplitMix64(seed: 80)
        let pieces = ["h", "H", "t", "T", "p", "P", "s", "S", ":", "/", "?", "#", " ", "x", ".", "é"]
        for _ in 0..<5000 {
            let value = (0..<random.int(0...12)).map { _ in random.pick(pieces) }.joined()
            #expect(URLCheck.isAbsoluteHTTP(value) == Self.referenceIsAbsoluteHTTP(value), "\(value)")
        }
    }
}
