import Foundation

/// Reads standard input line by line on a thread of its own, so a session can poll for typed keys.
package final class KeyReader: @unchecked Sendable {
    let lock = NSLock()
    var lines: [String] = []

    /// Starts reading standard input.
    package init() {
        let thread = Thread { [weak self] in
            while let line = readLine(strippingNewline: true) {
                guard let self else { return }
                self.lock.withLock { self.lines.append(line) }
            }
        }
        thread.start()
    }

    /// The lines typed since the last call.
    package func take() -> [String] {
        lock.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }
}
