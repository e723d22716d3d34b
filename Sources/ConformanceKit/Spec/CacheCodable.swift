import Foundation

/// A value the compiled-spec cache writes and reads without Codable: the spec model, diagnostics, the entry itself.
protocol CacheCodable {
    /// Writes every stored property, in declaration order.
    func write(to writer: inout CacheWriter)
    /// Reads what ``write(to:)`` wrote.
    init(from reader: inout CacheReader) throws(CacheDamage)
}

extension String: CacheCodable {
    func write(to writer: inout CacheWriter) { writer.write(self) }
    init(from reader: inout CacheReader) throws(CacheDamage) { self = try reader.string() }
}

extension LocalizedText: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(en)
        writer.write(fr)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(en: try reader.string(), fr: try reader.string())
    }
}

extension SourceLocation: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }
}

extension BodyValue: CacheCodable {
    func write(to writer: inout CacheWriter) {
        switch self {
        case .object(let members):
            writer.write(0)
            writer.write(members.count)
            for member in members {
                writer.write(member.key)
                member.value.write(to: &writer)
            }
        case .array(let items):
            writer.write(1)
            writer.write(items)
        case .string(let text):
            writer.write(2)
            writer.write(text)
        case .number(let text):
            writer.write(3)
            writer.write(text)
        case .bool(let flag):
            writer.write(4)
            writer.write(flag)
        case .null:
            writer.write(5)
        }
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0:
            let count = try reader.count()
            var members: [BodyMember] = []
            members.reserveCapacity(count)
            for _ in 0..<count { members.append(BodyMember(try reader.string(), try BodyValue(from: &reader))) }
            self = .object(members)
        case 1: self = .array(try reader.list(BodyValue.self))
        case 2: self = .string(try reader.string())
        case 3: self = .number(try reader.string())
        case 4: self = .bool(try reader.bool())
        case 5: self = .null
        default: throw CacheDamage(offset: start)
        }
    }
}

extension MessageArgument: CacheCodable {
    func write(to writer: inout CacheWriter) {
        switch self {
        case .plain(let text):
            writer.write(0)
            writer.write(text)
        case .localized(let text):
            writer.write(1)
            text.write(to: &writer)
        }
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0: self = .plain(try reader.string())
        case 1: self = .localized(try LocalizedText(from: &reader))
        default: throw CacheDamage(offset: start)
        }
    }
}

extension Diagnostic: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(severity.rawValue)
        writer.write(id.rawValue)
        writer.write(arguments)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let severity: Severity = try reader.rawValue()
        let id: MessageID = try reader.rawValue()
        self.init(severity, id, try reader.list(), at: try reader.optional())
    }
}
