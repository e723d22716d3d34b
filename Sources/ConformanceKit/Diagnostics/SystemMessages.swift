extension MessageID {
    /// Why the system refused to read or write a file, said by the catalogue rather than the platform's English text.
    // swift-format-ignore
    public static let
        systemNoSuchFile = MessageID("system.no-such-file", en: "no such file or folder", fr: "fichier ou dossier introuvable"),
        systemPermissionDenied = MessageID("system.permission-denied", en: "permission denied", fr: "permission refusée"),
        systemNoSpace = MessageID("system.no-space", en: "no space left on the device", fr: "plus de place sur le périphérique"),
        systemReadOnly = MessageID("system.read-only", en: "the file system is read-only", fr: "le système de fichiers est en lecture seule"),
        systemExists = MessageID("system.exists", en: "a file of that name already exists", fr: "un fichier de ce nom existe déjà"),
        systemIsFolder = MessageID("system.is-folder", en: "it is a folder", fr: "c'est un dossier"),
        systemNotFolder = MessageID("system.not-folder", en: "a part of the path is not a folder", fr: "une partie du chemin n'est pas un dossier"),
        systemNotText = MessageID("system.not-text", en: "the file is not UTF-8 text", fr: "le fichier n'est pas du texte UTF-8"),
        systemFailed = MessageID("system.failed", en: "the system refused ({0})", fr: "le système a refusé ({0})")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let systemMessages: [MessageID] = [
        .systemNoSuchFile, .systemPermissionDenied, .systemNoSpace, .systemReadOnly, .systemExists, .systemIsFolder, .systemNotFolder,
        .systemNotText, .systemFailed,
    ]
}
