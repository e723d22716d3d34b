import Foundation

extension MessageID {
    /// The English and French templates of cassette replay misses and cassette files, or nil for another area's message.
    // swift-format-ignore
    var replayTexts: (en: String, fr: String)? {
        switch self {
        case .replayAllPlayed:
            ("; every matching interaction was already played (use --allow-playback-repeats to repeat the last one)",
             " ; toutes les interactions correspondantes ont déjà été rejouées (--allow-playback-repeats répète la dernière)")
        case .replayUnreadable: ("; the matching interaction cannot be read: {0}", " ; l'interaction correspondante est illisible : {0}")
        case .replayNothingToCompare: ("; the cassette has no interaction to compare with", " ; la cassette n'a aucune interaction à comparer")
        case .replayClosest: ("; closest recorded: {0}", " ; les plus proches : {0}")
        case .replayNearMiss: ("#{0} {1} (differs in {2})", "n° {0} {1} (diffère par : {2})")
        case .replayFileChanged:
            ("the file changed while it was being replayed; restart the replay",
             "le fichier a changé pendant le rejeu ; relancez le rejeu")
        case .cassetteFileEmpty: ("the file is empty", "le fichier est vide")
        case .cassetteNotRegular:
            ("it is not a regular file (a device, pipe, socket or folder) and is left untouched; give the path of a file",
             "ce n'est pas un fichier ordinaire (périphérique, tube, socket ou dossier) ; il reste intact, donnez le chemin d'un fichier")
        case .cassetteNothingToExport:
            ("the cassette holds no interaction, so there is nothing to export",
             "la cassette ne contient aucune interaction, il n'y a donc rien à exporter")
        case .cassetteWriterFinished:
            ("the streaming writer was already finished or abandoned; open a new one",
             "l'écriture en flux est déjà terminée ou abandonnée ; ouvrez-en une nouvelle")
        default: nil
        }
    }
}
