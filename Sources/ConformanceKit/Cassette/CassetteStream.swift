import Foundation

/// Reads a cassette file interaction by interaction, in chunks, without holding the whole file.
///
/// A cassette of a million interactions is gigabytes of pretty JSON: parsing it whole needs that
/// much memory several times over. The stream scans the bytes as they are read, hands each element
/// of `interactions` to the caller as soon as it is complete (parsed, decoded and checked like any
/// cassette's), and keeps only the other top-level values and an index of where each interaction
/// starts. Memory is bounded by the largest interaction plus the index, whatever the file's size.
/// The result is the same as ``CassetteCodec/read(file:)``: the same keys are required, the same
/// errors are raised, with the line of the interaction that holds them.
package enum CassetteStream {
    /// What a streamed cassette holds besides its interactions.
    package struct Summary: Sendable {
        /// The cassette with its interactions left out (`interactions` is empty).
        package var header: Cassette
        /// How many interactions were read.
        package var count: Int
        /// The byte offset, byte length and line of each interaction, in order, when asked for (`indexing`).
        package var index: [(offset: Int, length: Int, line: Int)]
    }

    /// The size of each read.
    package static let chunkSize = 1 << 20

    /// Reads `file`, calling `body` with each interaction and its position, in order; returns the rest of the cassette
    /// (with `indexing`, where each interaction starts and ends: 24 bytes an interaction, left out when only a pass is needed).
    package static func forEach(
        file: String, chunkSize: Int = CassetteStream.chunkSize, indexing: Bool = false, _ body: (Int, Interaction) throws(CassetteError) -> Void
    ) throws(CassetteError) -> Summary {
        try forEachWritten(file: file, chunkSize: chunkSize, indexing: indexing, keepingBytes: false) { index, interaction, _ throws(CassetteError) in
            try body(index, interaction)
        }
    }

    /// ``forEach(file:chunkSize:indexing:_:)`` on two threads, reading on one while `body` runs on the other.
    ///
    /// The file is read, parsed and decoded on a thread of its own while `body` runs on the calling one, with the same interactions in the same order
    /// and the same result or error (an error reading the file is thrown once `body` has had every
    /// interaction before it). Memory stays bounded: at most ``pipelineBatches`` batches wait, each of at
    /// most ``pipelineBatchSize`` interactions or about ``pipelineBatchBytes`` bytes of the file.
    package static func forEachConcurrently(
        file: String, chunkSize: Int = CassetteStream.chunkSize, indexing: Bool = false,
        _ body: (Int, Interaction) throws(CassetteError) -> Void
    ) throws(CassetteError) -> Summary {
        let pipe = Pipe()
        let reader = Thread {
            var batch: [Interaction] = []
            var bytes = 0
            let outcome: Result<Summary, CassetteError>
            do throws(CassetteError) {
                let summary = try forEachWritten(file: file, chunkSize: chunkSize, indexing: indexing, keepingBytes: false) {
                    _, interaction, written throws(CassetteError) in
                    batch.append(interaction)
                    bytes += written.length
                    if batch.count >= pipelineBatchSize || bytes >= pipelineBatchBytes {
                        guard pipe.put(batch) else { throw Pipe.stopped }
                        batch.removeAll(keepingCapacity: true)
                        bytes = 0
                    }
                }
                if !batch.isEmpty, !pipe.put(batch) { throw Pipe.stopped }
                outcome = .success(summary)
            } catch {
                outcome = .failure(error)
            }
            pipe.close(outcome)
        }
        reader.stackSize = 8 << 20
        reader.start()
        var index = 0
        var bodyError: CassetteError?
        while let next = pipe.take() {
            guard case .batch(let interactions) = next else {
                guard case .end(let outcome) = next else { break }
                return try outcome.get()
            }
            do throws(CassetteError) {
                for interaction in interactions {
                    try body(index, interaction)
                    index += 1
                }
            } catch {
                bodyError = error
                break
            }
        }
        // `body` threw: stop the reader, wait for it, and throw what `body` threw.
        pipe.stop()
        pipe.waitForEnd()
        throw bodyError ?? Pipe.stopped
    }

    /// The most batches of interactions waiting to be checked when reading on a thread of its own.
    package static let pipelineBatches = 2
    /// The most interactions in one batch.
    package static let pipelineBatchSize = 64
    /// A batch is handed over once it holds this many bytes of the file.
    package static let pipelineBatchBytes = 1 << 20

    /// Batches of interactions handed from the reading thread to the checking one, in order, with the
    /// reading's outcome last.
    final class Pipe: @unchecked Sendable {
        enum Item {
            case batch([Interaction])
            case end(Result<Summary, CassetteError>)
        }

        /// Thrown inside the reading thread to stop it once the checking side gave up.
        static let stopped = CassetteError(.cassetteUnreadable, [.plain("stopped")], file: "")

        private let condition = NSCondition()
        private var items: [Item] = []
        private var waiting = 0
        private var stopped = false
        private var ended = false

        /// Hands a batch over, waiting while ``pipelineBatches`` wait already; false once the other side stopped.
        func put(_ batch: [Interaction]) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while waiting >= CassetteStream.pipelineBatches && !stopped { condition.wait() }
            if stopped { return false }
            items.append(.batch(batch))
            waiting += 1
            condition.broadcast()
            return true
        }

        /// Hands the reading's outcome over (always last).
        func close(_ outcome: Result<Summary, CassetteError>) {
            condition.lock()
            items.append(.end(outcome))
            ended = true
            condition.broadcast()
            condition.unlock()
        }

        /// The next item, waiting for it.
        func take() -> Item? {
            condition.lock()
            defer { condition.unlock() }
            while items.isEmpty { condition.wait() }
            let item = items.removeFirst()
            if case .batch = item { waiting -= 1 }
            condition.broadcast()
            return item
        }

        /// Tells the reading side to stop at its next batch.
        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until the reading side has handed its outcome over (it has then let go of the file).
        func waitForEnd() {
            condition.lock()
            while !ended { condition.wait() }
            items.removeAll()
            condition.unlock()
        }
    }

    /// Where an interaction is written in its file: its bytes as written, and the line and column of its first byte.
    struct Written {
        var bytes: [UInt8]
        var line: Int
        var column: Int
        /// How many bytes the interaction takes in the file.
        var length: Int
    }

    /// ``forEach(file:chunkSize:indexing:_:)``, also handing each interaction's bytes as written in the file
    /// (unless `keepingBytes` is false: ``Written/bytes`` may then be empty).
    static func forEachWritten(
        file: String, chunkSize: Int = CassetteStream.chunkSize, indexing: Bool = false, keepingBytes: Bool = true,
        _ body: (Int, Interaction, Written) throws(CassetteError) -> Void
    ) throws(CassetteError) -> Summary {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw CassetteError(.cassetteUnreadable, [.plain(file), .localized(SystemReason.text(errno: errno))], file: file)
        }
        defer { try? handle.close() }
        var scanner = Scanner(file: file)
        scanner.indexing = indexing
        scanner.keepsBytes = keepingBytes
        var sawBytes = false
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: chunkSize) ?? Data()
            } catch {
                throw CassetteError(.cassetteUnreadable, [.plain(file), .reason(error)], file: file)
            }
            if chunk.isEmpty { break }
            sawBytes = true
            let bytes = [UInt8](unsafeUninitializedCapacity: chunk.count) { buffer, initialized in
                initialized = chunk.copyBytes(to: buffer)
            }
            try scanner.feed(bytes, body)
        }
        guard sawBytes else {
            throw CassetteError(
                .cassetteInvalid, [.plain(file), "$", .localized(MessageID.cassetteFileEmpty.localized())], file: file, line: 1)
        }
        return try scanner.finish()
    }

    /// The byte-level state machine: top-level object, its keys, the `interactions` list and its elements.
    struct Scanner {
        enum State {
            case start, keyOrEnd, key, colon, value, elementOrEnd, element, topValue, done
        }

        let file: String
        var state = State.start
        var offset = 0
        var line = 1
        var column = 0
        /// The key being read, or the key whose value is being read.
        var key: [UInt8] = []
        var keyText = ""
        /// Where the key being read starts (its opening quote).
        var keyLine = 1
        var keyColumn = 1
        var top: [BodyMember] = []
        var sawInteractions = false
        var count = 0
        var index: [(offset: Int, length: Int, line: Int)] = []
        var indexing = false
        /// The value being captured.
        var capture: [UInt8] = []
        var captureLine = 1
        var captureColumn = 1
        var depth = 0
        var inString = false
        var escaped = false
        /// Whether each interaction's bytes as written are handed over (``Written/bytes`` is empty otherwise).
        var keepsBytes = true

        init(file: String) { self.file = file }

        func syntax(_ reason: MessageID, _ arguments: [MessageArgument] = []) -> CassetteError {
            CassetteError(
                .cassetteInvalid,
                [
                    .plain(file), .localized(MessageID.textLineColumn.localized(["\(line)", "\(column + 1)"])),
                    .localized(reason.localized(arguments)),
                ],
                file: file, line: line, column: column + 1)
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

        /// Starts capturing a value at the current byte.
        mutating func begin() {
            capture.removeAll(keepingCapacity: true)
            captureLine = line
            captureColumn = column + 1
            depth = 0
            inString = false
            escaped = false
        }

        /// Adds a byte to the value being captured; true once the value is complete.
        ///
        /// A scalar ends at the delimiter after it, which is not taken (`consumed` false: the caller reads it again).
        mutating func take(_ byte: UInt8) -> (complete: Bool, consumed: Bool) {
            if inString {
                capture.append(byte)
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                    if depth == 0 { return (true, true) }
                }
                return (false, true)
            }
            switch byte {
            case 0x22:
                inString = true
                capture.append(byte)
            case 0x7B, 0x5B:
                depth += 1
                capture.append(byte)
            case 0x7D, 0x5D:
                if depth == 0 { return (true, false) }
                depth -= 1
                capture.append(byte)
                if depth == 0 { return (true, true) }
            case 0x2C:
                if depth == 0 { return (true, false) }
                capture.append(byte)
            default:
                if depth == 0, Scanner.isSpace(byte), !capture.isEmpty { return (true, false) }
                if !(depth == 0 && Scanner.isSpace(byte)) { capture.append(byte) }
            }
            return (false, true)
        }

        /// The captured value, parsed; errors name the line in the file.
        func parsed(_ path: String) throws(CassetteError) -> BodyValue {
            do {
                return try JSONBodyParser.parse(capture, limits: InputLimits.interaction)
            } catch {
                let errorLine = captureLine + error.line - 1
                let errorColumn = error.line == 1 ? captureColumn + error.column - 1 : error.column
                throw CassetteError(
                    .cassetteInvalid,
                    [.plain(file), .localized(MessageID.textLineColumn.localized(["\(errorLine)", "\(errorColumn)"])), .localized(error.reason)],
                    file: file,
                    line: errorLine, column: errorColumn)
            }
        }

        mutating func feed(_ bytes: [UInt8], _ body: (Int, Interaction, Written) throws(CassetteError) -> Void) throws(CassetteError) {
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                var consumed = true
                switch state {
                case .start:
                    if byte == 0x7B {
                        state = .keyOrEnd
                    } else if !Scanner.isSpace(byte) {
                        throw syntax(.cassetteNotObject)
                    }
                case .keyOrEnd:
                    if byte == 0x22 {
                        key.removeAll(keepingCapacity: true)
                        keyLine = line
                        keyColumn = column + 1
                        state = .key
                    } else if byte == 0x7D {
                        state = .done
                    } else if !(Scanner.isSpace(byte) || byte == 0x2C) {
                        throw syntax(.cassetteExpectedKey)
                    }
                case .key:
                    if escaped {
                        escaped = false
                        key.append(byte)
                    } else if byte == 0x5C {
                        escaped = true
                        key.append(byte)
                    } else if byte == 0x22 {
                        keyText = (try? JSONBodyParser.parse([0x22] + key + [0x22]))?.lexicalText ?? String(decoding: key, as: UTF8.self)
                        // Refused before its value is read: the value of an unknown key may be anything, of any size.
                        try checkTopKey()
                        state = .colon
                    } else {
                        key.append(byte)
                        if key.count > InputLimits.interaction.maxNameBytes { throw tooLarge(.name, at: position) }
                    }
                case .colon:
                    if byte == 0x3A {
                        state = .value
                    } else if !Scanner.isSpace(byte) {
                        throw syntax(.cassetteExpectedColon, [.plain(keyText)])
                    }
                case .value:
                    if Scanner.isSpace(byte) { break }
                    if keyText == "interactions" {
                        guard byte == 0x5B else { throw syntax(.cassetteInteractionsList) }
                        if sawInteractions { throw syntax(.cassetteInteractionsTwice) }
                        sawInteractions = true
                        state = .elementOrEnd
                    } else {
                        begin()
                        state = .topValue
                        consumed = false
                    }
                case .elementOrEnd:
                    if byte == 0x5D {
                        state = .keyOrEnd
                    } else if byte == 0x7B, let length = try readWhole(bytes, at: position, body) {
                        // The whole interaction was in this chunk: parsed in place, no copy.
                        advance(over: bytes, from: position, count: length)
                        position += length
                        continue
                    } else if !(Scanner.isSpace(byte) || byte == 0x2C) {
                        begin()
                        if indexing { index.append((offset + position, 0, line)) }
                        state = .element
                        consumed = false
                    }
                case .element:
                    if inString, !escaped {
                        // Inside a string, every byte up to the next quote, backslash or line break is only
                        // copied: take the run at once instead of byte by byte (most of a cassette is strings).
                        var end = position
                        while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x5C, bytes[end] != 0x0A { end += 1 }
                        if end > position {
                            capture.append(contentsOf: bytes[position..<end])
                            column += end - position
                            position = end
                            if capture.count > InputLimits.interaction.maxBodyBytes { throw tooLarge(.interaction, at: position) }
                            continue
                        }
                    }
                    let step = take(byte)
                    consumed = step.consumed
                    if capture.count > InputLimits.interaction.maxBodyBytes { throw tooLarge(.interaction, at: position) }
                    if step.complete {
                        let path = "$.interactions[\(count)]"
                        if indexing { index[count].length = capture.count }
                        let interaction = try CassetteCodec.decode(interaction: try parsed(path), file: file, path: path)
                        try body(count, interaction, Written(bytes: capture, line: captureLine, column: captureColumn, length: capture.count))
                        count += 1
                        capture.removeAll(keepingCapacity: capture.capacity <= 1 << 22)
                        state = .elementOrEnd
                    }
                case .topValue:
                    let step = take(byte)
                    consumed = step.consumed
                    if capture.count > InputLimits.cassetteHeaderValueBytes { throw tooLarge(.header, at: position) }
                    if step.complete {
                        if top.contains(where: { $0.key == keyText }) {
                            throw syntax(.cassetteKeyTwice, [.plain(keyText)])
                        }
                        top.append(BodyMember(keyText, try parsed("$.\(keyText)")))
                        if keyText == "formatVersion" || keyText == "format" { try checkFormat() }
                        state = .keyOrEnd
                    }
                case .done:
                    if !Scanner.isSpace(byte) { throw syntax(.cassetteTrailingText) }
                }
                if consumed {
                    if byte == 0x0A {
                        line += 1
                        column = 0
                    } else {
                        column += 1
                    }
                    position += 1
                }
            }
            offset += bytes.count
        }

        /// Reads the interaction starting at `start` straight from the chunk when all of it is there and it
        /// is a valid JSON object; returns its length, or nil to read it byte by byte (cut by the end of the
        /// chunk, or not valid: the byte-by-byte reading then reports what is wrong, where).
        ///
        /// The bytes parsed are those the byte-by-byte reading would capture (from the `{` to the brace that
        /// closes it), so the interaction, its errors and its index entry are the same.
        mutating func readWhole(
            _ bytes: [UInt8], at start: Int, _ body: (Int, Interaction, Written) throws(CassetteError) -> Void
        ) throws(CassetteError) -> Int? {
            let found = bytes.withUnsafeBufferPointer { buffer in
                JSONBodyParser.parseObjectPrefix(UnsafeBufferPointer(rebasing: buffer[start...]), limits: InputLimits.interaction)
            }
            guard let (value, length) = found else { return nil }
            let path = "$.interactions[\(count)]"
            if indexing { index.append((offset + start, length, line)) }
            let interaction = try CassetteCodec.decode(interaction: value, file: file, path: path)
            let written = keepsBytes ? Array(bytes[start..<(start + length)]) : []
            try body(count, interaction, Written(bytes: written, line: line, column: column + 1, length: length))
            count += 1
            return length
        }

        /// Moves `line` and `column` past `count` bytes from `start`, as reading them one by one would.
        mutating func advance(over bytes: [UInt8], from start: Int, count: Int) {
            bytes.withUnsafeBufferPointer { buffer in
                let end = start + count
                var breaks = 0
                var position = start
                // Eight bytes at a time: a byte of `word ^ 0x0A…` is zero where the byte is a line feed.
                if let base = buffer.baseAddress {
                    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                    while position + 8 <= end {
                        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                        // High bit set exactly in the zero bytes (no carry between bytes).
                        let zeros = ~(((word & low) &+ low) | word | low)
                        breaks += zeros.nonzeroBitCount
                        position += 8
                    }
                }
                while position < end {
                    if buffer[position] == 0x0A { breaks += 1 }
                    position += 1
                }
                if breaks == 0 {
                    column += count
                } else {
                    var lastBreak = end - 1
                    while buffer[lastBreak] != 0x0A { lastBreak -= 1 }
                    line += breaks
                    column = end - lastBreak - 1
                }
            }
        }

        /// Refuses early a file that says it is another format or version, before reading its interactions.
        func checkFormat() throws(CassetteError) {
            var header = top
            header.append(BodyMember("interactions", .array([])))
            for required in ["recordedAt", "toolVersion"] where !header.contains(where: { $0.key == required }) {
                header.append(BodyMember(required, .string("")))
            }
            if !header.contains(where: { $0.key == "format" }) { header.append(BodyMember("format", .string(Cassette.formatName))) }
            if !header.contains(where: { $0.key == "formatVersion" }) {
                header.append(BodyMember("formatVersion", .number(String(Cassette.formatVersion))))
            }
            var reader = CassetteCodec.Reader(file: file)
            _ = try reader.cassette(.object(header))
        }

        func finish() throws(CassetteError) -> Summary {
            guard state == .done else {
                throw syntax(.cassetteCutShort)
            }
            var header = top
            if sawInteractions { header.append(BodyMember("interactions", .array([]))) }
            var reader = CassetteCodec.Reader(file: file)
            let cassette = try reader.cassette(.object(header))
            return Summary(header: cassette, count: count, index: index)
        }
    }
}
