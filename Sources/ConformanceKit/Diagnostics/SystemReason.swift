import Foundation

/// Why the system refused to read or write a file, in every language: the catalogue's sentence for the error's
/// cause (no such file, permission denied, no space left…), never the platform's English description.
package enum SystemReason {
    /// The reason `error` names, in every language: a diagnostic's own message, the catalogue's sentence for a system
    /// error, else "the system refused" with the error's domain and code (or, for an error of a library, its
    /// technical description, quoted as is).
    package static func text(_ error: any Error) -> LocalizedText {
        if let diagnostic = error as? Diagnostic { return diagnostic.localizedMessage }
        if let code = posixCode(error), let id = message(code) { return id.localized() }
        if let cocoa = error as? CocoaError, cocoa.code == .fileReadInapplicableStringEncoding || cocoa.code == .fileReadCorruptFile {
            return MessageID.systemNotText.localized()
        }
        let bridged = error as NSError
        let foundation = [NSCocoaErrorDomain, NSPOSIXErrorDomain, NSURLErrorDomain].contains(bridged.domain)
        return MessageID.systemFailed.localized([.plain(foundation ? "\(bridged.domain) \(bridged.code)" : String(describing: error))])
    }

    /// The reason a POSIX error number names (`errno` after a failed call), in every language.
    package static func text(errno code: Int32) -> LocalizedText {
        message(code)?.localized() ?? MessageID.systemFailed.localized([.plain("errno \(code)")])
    }

    /// The POSIX error behind `error`: its own, its underlying error's, or the one a file error of Foundation stands for.
    static func posixCode(_ error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, let code = posixCode(underlying) { return code }
        guard error.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        default: return nil
        }
    }

    /// The catalogue's sentence for a POSIX error, or nil for one it has none for.
    static func message(_ code: Int32) -> MessageID? {
        switch code {
        case ENOENT: .systemNoSuchFile
        case EACCES, EPERM: .systemPermissionDenied
        case ENOSPC, EDQUOT: .systemNoSpace
        case EROFS: .systemReadOnly
        case EEXIST: .systemExists
        case EISDIR: .systemIsFolder
        case ENOTDIR: .systemNotFolder
        default: nil
        }
    }
}

extension MessageArgument {
    /// Why the system refused: the catalogue's sentence for `error` (``SystemReason``).
    package static func reason(_ error: any Error) -> MessageArgument { .localized(SystemReason.text(error)) }
}
