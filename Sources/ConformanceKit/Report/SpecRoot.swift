import Foundation

/// The spec folder a run read, to write spec locations relative to it: a report or a bundle never holds a path of the machine.
///
/// Console diagnostics keep the paths the user gave (they open them); the files a run writes say
/// `saferpay/clients/authorize-do-not-retry.yaml:31`, with the specs' SHA-256 beside them.
package struct SpecRoot: Sendable, Hashable {
    /// The folder's absolute, standardised path.
    package let path: String

    /// The spec folder as given (relative paths are resolved against the current directory).
    package init(_ folder: String) { path = Self.absolute(folder) }

    /// A path made absolute against the current directory, standardised (`.` and `..` removed).
    package static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// A spec file's path relative to the spec folder; a file outside it is named by its last component only.
    package func relative(_ file: String) -> String {
        let full = Self.absolute(file)
        for (candidate, root) in [(full, path), (Self.resolved(full), Self.resolved(path))] where candidate.hasPrefix(root + "/") {
            return String(candidate.dropFirst(root.count + 1))
        }
        return (file as NSString).lastPathComponent
    }

    /// A text with every mention of the spec folder's path turned into a path relative to it.
    package func scrub(_ text: String) -> String {
        guard text.contains(path) else { return text }
        return text.replacingOccurrences(of: path + "/", with: "").replacingOccurrences(of: path, with: ".")
    }

    static func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}

extension RunReport {
    /// The report as its files hold it: every spec location relative to the spec folder, and the folder's path out of every message.
    package func relative(to root: SpecRoot) -> RunReport {
        var copy = self
        let text = { (value: LocalizedText) in value.map(root.scrub) }
        copy.suites = suites.map { suite in
            var suite = suite
            suite.cases = suite.cases.map { testCase in
                var testCase = testCase
                testCase.title = testCase.title.map(text)
                testCase.detail = testCase.detail.map(text)
                if var failure = testCase.failure {
                    failure.message = text(failure.message)
                    failure.action = failure.action.map(text)
                    failure.specLocation = failure.specLocation.map { location in
                        var location = location
                        location.file = root.relative(location.file)
                        return location
                    }
                    testCase.failure = failure
                }
                return testCase
            }
            return suite
        }
        return copy
    }
}
