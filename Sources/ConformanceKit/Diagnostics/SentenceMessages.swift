import Foundation

extension MessageID {
    /// The templates of the sentences that reports, limits, steps, key files and references speak (each area below
    /// answers nil for another area's message), or nil for a message the check area holds.
    var sentenceTexts: (en: String, fr: String)? {
        if let texts = diffTexts { return texts }
        if let texts = reportWordTexts { return texts }
        if let texts = specDocumentTexts { return texts }
        if let texts = limitTexts { return texts }
        if let texts = clientReportTexts { return texts }
        if let texts = textPieceTexts { return texts }
        if let texts = stepTexts { return texts }
        if let texts = keyFileTexts { return texts }
        if let texts = replayTexts { return texts }
        if let texts = bodySyntaxTexts { return texts }
        if let texts = xmlSyntaxTexts { return texts }
        if let texts = importTexts { return texts }
        if let texts = inlineSentenceTexts { return texts }
        if let texts = transportReasonTexts { return texts }
        return nil
    }
}
