import Foundation

/// The Sips In-App specs as they were at SDK 21.1, rebuilt from today's: the old side of a real version history
/// (`diff` tests compare it with `Specs/sips-inapp`).
package enum SipsHistory {
    /// Writes the Sips specs as they were at SDK 21.1 into a fresh `…/sips-inapp` folder and returns its path.
    package static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sips-21.1-\(UUID().uuidString)/sips-inapp").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = TestSupport.specsPath + "/sips-inapp"
        for file in try FileManager.default.contentsOfDirectory(atPath: source) where file.hasSuffix(".yaml") && file != "paymentTokenGenerate.yaml" {
            var text = try String(contentsOfFile: source + "/" + file, encoding: .utf8)
            text = Self.removingBlocks(named: ["issuingCountryCode", "paymentMeanCoBadgingBrandList"], in: text)
            if ["addCard.yaml", "walletCheckEnrollment.yaml", "containers-sdk.yaml"].contains(file) {
                text = Self.removingBlocks(named: ["paymentMeanBrand"], in: text, onlyWithSibling: "paymentMeanBrandSelectionStatus")
                text = Self.removingBlocks(named: ["paymentMeanBrandSelectionStatus"], in: text)
            }
            text = Self.paymentMeanIdAsString(text)
            if file == "protocol.yaml" { text = text.replacingOccurrences(of: "version: \"24.3\"", with: "version: \"21.1\"") }
            try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Removes the YAML blocks whose key is one of `names` (the key line and every deeper-indented line after it).
    static func removingBlocks(named names: Set<String>, in text: String, onlyWithSibling sibling: String? = nil) -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix(while: { $0 == " " }).count
            let key = line.dropFirst(indent).split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            guard names.contains(key), line.dropFirst(indent).hasPrefix(key + ":") else {
                index += 1
                continue
            }
            if let sibling, !Self.hasSibling(sibling, near: index, indent: indent, in: lines) {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces).isEmpty || lines[end].prefix(while: { $0 == " " }).count > indent
            {
                end += 1
            }
            lines.removeSubrange(index..<end)
        }
        return lines.joined(separator: "\n")
    }

    /// Whether a key at the same indentation sits within a few blocks of a line (the brand pair of 21.4.0).
    static func hasSibling(_ key: String, near index: Int, indent: Int, in lines: [String]) -> Bool {
        let window = lines[max(0, index - 20)..<min(lines.count, index + 20)]
        return window.contains { $0.hasPrefix(String(repeating: " ", count: indent) + key + ":") }
    }

    /// paymentMeanId written as the string it was before 21.2.0 (an integer's bound and string form removed).
    static func paymentMeanIdAsString(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix(while: { $0 == " " }).count
            guard line.dropFirst(indent).hasPrefix("paymentMeanId:") else {
                index += 1
                continue
            }
            var cursor = index + 1
            while cursor < lines.count, lines[cursor].prefix(while: { $0 == " " }).count > indent {
                let body = lines[cursor].trimmingCharacters(in: .whitespaces)
                if body == "type: integer" {
                    lines[cursor] = lines[cursor].replacingOccurrences(of: "type: integer", with: "type: string")
                } else if body.hasPrefix("minimum:") || body.hasPrefix("acceptStringForm:") || body.hasPrefix("example:") {
                    lines.remove(at: cursor)
                    continue
                }
                cursor += 1
            }
            index = cursor
        }
        return lines.joined(separator: "\n")
    }
}
