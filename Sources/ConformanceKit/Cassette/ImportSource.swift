import Foundation

/// Where imported bytes come from: a file read in chunks, or bytes already in memory.
enum ImportSource {
    case file(String)
    case data(Data)

    static func empty(_ context: ImportContext) -> CassetteError {
        context.fail(.file, .importFileEmpty)
    }

    static func unreadable(_ context: ImportContext, _ reason: LocalizedText) -> CassetteError {
        context.fail(.file, .importUnreadable, [.localized(reason)])
    }

    /// All the bytes, at most ``InputLimits/importWhole`` of them (a larger file is refused without being read further).
    func whole(_ context: ImportContext) throws(CassetteError) -> Data {
        let limit = InputLimits.importWhole.maxBodyBytes
        switch self {
        case .data(let data):
            guard data.count <= limit else { throw context.wholeTooLarge() }
            return data
        case .file(let path):
            let prefix: BoundedRead.Prefix
            do {
                prefix = try BoundedRead.file(path, limit: limit)
            } catch {
                throw ImportSource.unreadable(context, error.reason)
            }
            guard prefix.complete else { throw context.wholeTooLarge() }
            return Data(prefix.bytes)
        }
    }

    /// Refuses a chunk that holds a NUL byte; `offset` is where the chunk starts in the file.
    static func checkText(_ chunk: [UInt8], offset: Int, _ context: ImportContext) throws(CassetteError) {
        let found = chunk.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let hit = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        if let found { throw context.nulByte(at: offset + found) }
    }

    /// Calls `body` with each chunk of at most `size` bytes, in order.
    func chunks(size: Int, _ context: ImportContext, _ body: ([UInt8]) throws(CassetteError) -> Void) throws(CassetteError) {
        switch self {
        case .data(let data):
            var start = data.startIndex
            while start < data.endIndex {
                let end = data.index(start, offsetBy: size, limitedBy: data.endIndex) ?? data.endIndex
                let chunk = [UInt8](data[start..<end])
                try ImportSource.checkText(chunk, offset: start - data.startIndex, context)
                try body(chunk)
                start = end
            }
        case .file(let path):
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw ImportSource.unreadable(context, MessageID.systemIsFolder.localized())
            }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw ImportSource.unreadable(context, SystemReason.text(errno: errno))
            }
            defer { try? handle.close() }
            var offset = 0
            while true {
                let chunk: Data
                do {
                    chunk = try handle.read(upToCount: size) ?? Data()
                } catch {
                    throw ImportSource.unreadable(context, SystemReason.text(error))
                }
                if chunk.isEmpty { return }
                let bytes = [UInt8](chunk)
                try ImportSource.checkText(bytes, offset: offset, context)
                offset += bytes.count
                try body(bytes)
            }
        }
    }
}
