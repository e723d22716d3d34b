import ConformanceCrypto
import ConformanceKit
import Foundation

/// What a bundle's verdict rests on beyond the results: whether the selection was whole, and what the files may say about the machine.
package enum CertificationVerdict {
    /// The console line of a partial selection: not certified, naming the mandatory requirements left out.
    package static func partialLine(_ missing: [String], mandatoryPassed: Int, mandatoryRun: Int, out: String, language: Language) -> String {
        MessageID.certifyPartial.render(
            language,
            [
                .plain(String(missing.count)), .plain(missing.joined(separator: ", ")),
                .plain(String(mandatoryPassed)), .plain(String(mandatoryRun)), .plain(out),
            ])
    }

    /// The `certificate verify` line of an authentic statement whose selection was partial.
    package static func verifiedPartialLine(_ result: Certificate.Verification, language: Language) -> String {
        let failing =
            result.failing.isEmpty ? "" : MessageID.verifyPartialFailing.render(language, [.plain(result.failing.joined(separator: ", "))])
        return MessageID.verifyPartial.render(
            language,
            [
                .plain(result.partner ?? "?"), .plain(String(result.missingMandatory.count)),
                .plain(result.missingMandatory.joined(separator: ", ")), .plain(failing),
            ])
    }

    /// Each protocol's spec digest, read once: the SHA-256 the statement's `specSHA256` and the reports record, and each file's.
    package static func specDigests(specsPath: String, protocols: [String]) -> [String: (digest: String, files: [(path: String, sha256: String)])] {
        let root = SpecRoot(specsPath).path
        var digests: [String: (digest: String, files: [(path: String, sha256: String)])] = [:]
        for id in Set(protocols) {
            digests[id] = Certificate.specDigest(folder: (root as NSString).appendingPathComponent(id), root: root)
        }
        return digests
    }

    /// A command as a bundle records it: every absolute path in it shortened to `…/` and its last component.
    ///
    /// `python3 /home/me/app/client.py --fast` is recorded as `python3 …/client.py --fast`, so the statement tells
    /// what ran without naming the certifier's folders; relative paths (`cd app && …`) are kept.
    package static func shownCommand(_ command: String) -> String {
        var out = ""
        var index = command.startIndex
        let starts: Set<Character> = [" ", "\t", "\n", "'", "\"", "=", ":", "(", ";", "&", "|", "`"]
        while index < command.endIndex {
            let character = command[index]
            let previous = index == command.startIndex ? nil : command[command.index(before: index)]
            guard character == "/", previous.map(starts.contains) ?? true else {
                out.append(character)
                index = command.index(after: index)
                continue
            }
            var end = index
            while end < command.endIndex, !" \t\n'\";&|`)<>".contains(command[end]) { end = command.index(after: end) }
            let path = command[index..<end]
            let parts = path.split(separator: "/")
            // A URL (`http://host/path`) is not a path of the machine.
            if previous == ":" && path.hasPrefix("//") {
                out += path
            } else if parts.count > 1 {
                out += "…/" + (parts.last ?? "")
            } else {
                out += path
            }
            index = end
        }
        return out
    }
}
