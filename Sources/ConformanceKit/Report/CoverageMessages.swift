extension MessageID {
    /// The coverage gate (`run --min-coverage`) and the HTML report's coverage picture.
    // swift-format-ignore
    public static let
        coverageGateBelow = MessageID(
            "coverage-gate.below",
            en: "coverage of {0}: index {1} is below the minimum {2}",
            fr: "couverture de {0} : l'indice {1} est inférieur au minimum {2}"),
        coverageGateNeverSeen = MessageID("coverage-gate.never-seen", en: "{0}: {1}/{2}; never seen: {3}", fr: "{0} : {1}/{2} ; jamais vus : {3}"),
        coverageGateMore = MessageID("coverage-gate.more", en: "and {0} more", fr: "et {0} de plus"),
        coverageGatePassed = MessageID(
            "coverage-gate.passed",
            en: "coverage at or above the minimum {0}: {1}",
            fr: "couverture au moins égale au minimum {0} : {1}"),
        coverageItemOperation = MessageID("coverage-item.operation", en: "operation {0}", fr: "opération {0}"),
        coverageItemStatus = MessageID("coverage-item.status", en: "status {0}", fr: "statut {0}"),
        coverageItemCode = MessageID("coverage-item.code", en: "documented code {0}", fr: "code documenté {0}"),
        coverageItemMandatory = MessageID("coverage-item.mandatory-field", en: "mandatory field {0}", fr: "champ obligatoire {0}"),
        coverageItemOptional = MessageID("coverage-item.optional-field", en: "optional field {0}", fr: "champ facultatif {0}"),
        coveragePictureIndex = MessageID("coverage-picture.index", en: "index", fr: "indice"),
        coveragePictureByOperation = MessageID("coverage-picture.by-operation", en: "Coverage by operation", fr: "Couverture par opération"),
        coveragePictureNeverExercised = MessageID("coverage-picture.never-exercised", en: "never exercised", fr: "jamais exercée"),
        coveragePictureNeverSeen = MessageID("coverage-picture.never-seen", en: "Never seen ({0})", fr: "Jamais vus ({0})"),
        coveragePictureStatuses = MessageID("coverage-picture.statuses", en: "Statuses", fr: "Statuts"),
        coveragePictureCodes = MessageID("coverage-picture.codes", en: "Documented codes", fr: "Codes documentés"),
        coveragePictureMandatory = MessageID("coverage-picture.mandatory", en: "Mandatory fields", fr: "Champs obligatoires"),
        coveragePictureOptional = MessageID("coverage-picture.optional", en: "Optional fields", fr: "Champs facultatifs"),
        coveragePictureAllSeen = MessageID("coverage-picture.all-seen", en: "everything was seen", fr: "tout a été vu"),
        coveragePictureFigure = MessageID("coverage-picture.figure", en: "{0}: {1}/{2} ({3} %)", fr: "{0} : {1}/{2} ({3} %)"),
        coveragePictureNotAnswered = MessageID(
            "coverage-picture.not-answered",
            en: "Codes not counted for {0}, which the spec says never answers them: {1}",
            fr: "Codes non comptés pour {0}, qui d'après la spec ne les renvoie jamais : {1}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let coverageMessages: [MessageID] = [
        .coverageGateBelow, .coverageGateNeverSeen, .coverageGateMore, .coverageGatePassed, .coverageItemOperation, .coverageItemStatus,
        .coverageItemCode, .coverageItemMandatory, .coverageItemOptional, .coveragePictureIndex, .coveragePictureByOperation,
        .coveragePictureNeverExercised, .coveragePictureNeverSeen, .coveragePictureStatuses, .coveragePictureCodes, .coveragePictureMandatory,
        .coveragePictureOptional, .coveragePictureAllSeen, .coveragePictureFigure, .coveragePictureNotAnswered,
    ]
}
