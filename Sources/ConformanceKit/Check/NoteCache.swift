#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `code-meaning` notes a field with a code table produced lately, handed out again while the
/// message, the path and the code repeat.
///
/// A conformant response usually carries the same code (`00`) at the same place: its note is then
/// built once (check ID, path, masking scan, arguments) instead of at every check. A note depends on
/// nothing else than the message ID and suffix, the path, the field and the code, which make the key.
final class NoteCache: @unchecked Sendable {
    // @unchecked: `entries` and `next` are read and written only while `mutex` is held.

    /// One part of a cached path; fields are held strongly, so that no freed field's address can match.
    enum Part {
        case field(CompiledField)
        case key(String)
        case index(Int)
    }

    /// Where a walk stands: what a note's check ID and path are made of.
    struct Place {
        let messageID: String
        let suffix: String
        let path: [Walk.PathPart]
        let leaf: Unmanaged<CompiledField>?
    }

    /// A class, so that looking entries up copies none of them.
    final class Entry {
        let messageID: String
        let suffix: String
        let parts: [Part]
        let leaf: CompiledField?
        let code: String
        let note: Finding

        init(messageID: String, suffix: String, parts: [Part], leaf: CompiledField?, code: String, note: Finding) {
            self.messageID = messageID
            self.suffix = suffix
            self.parts = parts
            self.leaf = leaf
            self.code = code
            self.note = note
        }
    }

    /// The most notes kept per field; past it the oldest entry is replaced.
    static let capacity = 8

    // Unchecked exclusivity: every access is made while `mutex` is held.
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var next = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Appends the note kept for this code at the walk's current place, if there is one (copied once,
    /// straight into `findings`); false when there is none.
    func appendNote(to findings: inout [Finding], _ place: Place, code: String) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        for index in entries.indices where NoteCache.matches(entries[index], place, code: code) {
            if findings.isEmpty { findings.reserveCapacity(4) }
            findings.append(entries[index].note)
            return true
        }
        return false
    }

    /// Keeps a note built for this code at the walk's current place.
    func keep(_ note: Finding, _ place: Place, code: String) {
        var parts: [Part] = []
        parts.reserveCapacity(place.path.count)
        for part in place.path {
            switch part {
            case .field(let field): parts.append(.field(field.takeUnretainedValue()))
            case .key(let key): parts.append(.key(key))
            case .index(let index): parts.append(.index(index))
            }
        }
        let entry = Entry(
            messageID: place.messageID, suffix: place.suffix, parts: parts, leaf: place.leaf?.takeUnretainedValue(), code: code, note: note)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if entries.contains(where: { NoteCache.matches($0, place, code: code) }) { return }
        if entries.count < NoteCache.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % NoteCache.capacity
        }
    }

    private static func matches(_ entry: Entry, _ place: Place, code: String) -> Bool {
        guard entry.code == code, entry.parts.count == place.path.count, entry.leaf === place.leaf?.takeUnretainedValue(),
            entry.messageID == place.messageID, entry.suffix == place.suffix
        else { return false }
        for (kept, part) in zip(entry.parts, place.path) {
            switch (kept, part) {
            case (.field(let a), .field(let b)): if a !== b.takeUnretainedValue() { return false }
            case (.key(let a), .key(let b)): if a != b { return false }
            case (.index(let a), .index(let b)): if a != b { return false }
            default: return false
            }
        }
        return true
    }
}
