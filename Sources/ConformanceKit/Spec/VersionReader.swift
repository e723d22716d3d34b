import Foundation

/// Reads the version a message declares, from the paths a spec names.
public enum VersionReader {
    /// The first non-empty text at one of the dotted paths (`RequestHeader.SpecVersion`, `@version`).
    public static func declaredVersion(in value: BodyValue, paths: [String]) -> String? {
        for path in paths {
            if let version = declaredVersion(in: value, path: path) { return version }
        }
        return nil
    }

    /// The non-empty text at one dotted path.
    static func declaredVersion(in value: BodyValue, path: String) -> String? {
        declaredVersion(in: value, parts: parts(of: path))
    }

    /// The parts of a dotted path (`RequestHeader.SpecVersion`), empty ones left out.
    static func parts(of path: String) -> [String] { path.split(separator: ".").map(String.init) }

    /// The non-empty text at a path given as its parts (see ``parts(of:)``).
    static func declaredVersion(in value: BodyValue, parts: [String]) -> String? {
        var current: BodyValue? = value
        for part in parts {
            guard case .object(let members)? = current else {
                current = nil
                break
            }
            current = members.first { $0.key == part }?.value
        }
        switch current {
        case .string(let text)? where !text.isEmpty: return text
        case .number(let text)?: return text
        default: return nil
        }
    }

    /// The version a recorded body declares and the path it was read at (the first of `paths` present).
    public static func declaration(in body: RecordedBody, paths: [String]) -> (version: String, path: String)? {
        declaration(in: body, paths: paths, parts: parts(of:))
    }

    /// ``declaration(in:paths:)``, with the parts of each JSON path from `parts` (a caller can remember them).
    static func declaration(in body: RecordedBody, paths: [String], parts: (String) -> [String]) -> (version: String, path: String)? {
        for path in paths {
            let version: String?
            if case .json(let value) = body {
                version = declaredVersion(in: value, parts: parts(path))
            } else {
                version = declaredVersion(in: body, paths: [path])
            }
            if let version { return (version, path) }
        }
        return nil
    }

    /// The version a recorded body declares: JSON is read in place, a form by name, and XML's
    /// root attributes (`@version`) from its start tag; other XML paths parse the document.
    public static func declaredVersion(in body: RecordedBody, paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        switch body {
        case .json(let value):
            return declaredVersion(in: value, paths: paths)
        case .form(let pairs, _):
            return paths.lazy.compactMap { path in pairs.first { $0.name == path }?.value }.first { !$0.isEmpty }
        case .text(let text):
            guard
                text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
                    == UInt8(ascii: "<")
            else { return nil }
            if paths.allSatisfy({ $0.hasPrefix("@") }) {
                return paths.lazy.compactMap { rootAttribute(String($0.dropFirst()), in: text) }.first
            }
            guard let decoded = try? BodyDecoder.decode(Data(text.utf8), encoding: .xml) else { return nil }
            return declaredVersion(in: decoded.value, paths: paths)
        default:
            return nil
        }
    }

    /// An attribute of an XML document's root element, read from its start tag without parsing the document.
    static func rootAttribute(_ name: String, in text: String) -> String? {
        var rest = Substring(text)
        // Skip the XML declaration, comments and processing instructions before the root.
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("?") || after.hasPrefix("!") {
                guard let close = after.firstIndex(of: ">") else { return nil }
                rest = after[after.index(after: close)...]
                continue
            }
            guard let close = after.firstIndex(of: ">") else { return nil }
            let tag = after[..<close]
            for quote in ["\"", "'"] {
                for separator in [" ", "\n", "\t", "\r"] {
                    if let range = tag.range(of: separator + name + "=" + quote) {
                        let value = tag[range.upperBound...]
                        return value.firstIndex(of: Character(quote)).map { String(value[..<$0]) }
                    }
                }
            }
            return nil
        }
        return nil
    }
}
