extension ValueFormat {
    /// Why a value fails its format, in both languages (texts in the message catalogue).
    enum Reason {
        static let notDigits = MessageID.formatNotDigits.localized([])
        static let notAlphanumeric = MessageID.formatNotAlphanumeric.localized([])
        static let notDecimal = MessageID.formatNotDecimal.localized([])
        static let luhn = MessageID.formatLuhn.localized([])
        static let mod10PlusOne = MessageID.formatMod10PlusOne.localized([])
        static let maskedPAN = MessageID.formatMaskedPAN.localized([])
        static let notHex = MessageID.formatNotHex.localized([])
        static let notHexLower = MessageID.formatNotHexLower.localized([])
        static let notBase64 = MessageID.formatNotBase64.localized([])
        static let notBase64url = MessageID.formatNotBase64url.localized([])
        static let notJWE = MessageID.formatNotJWE.localized([])
        static let notPrintable = MessageID.formatNotPrintable.localized([])
        static let notURL = MessageID.formatNotURL.localized([])
        static let notEmail = MessageID.formatNotEmail.localized([])
        static let notUUID = MessageID.formatNotUUID.localized([])
        static let notDate = MessageID.formatNotDate.localized([])
        static let notCurrencyNumeric = MessageID.formatNotCurrencyNumeric.localized([])
        static let notCurrencyAlpha = MessageID.formatNotCurrencyAlpha.localized([])
        static let notCountry = MessageID.formatNotCountry.localized([])
        static let notLanguage = MessageID.formatNotLanguage.localized([])

        /// Why a value is not a date and time of the format (`xml`: XML Schema's, else RFC 3339's).
        static func dateTime(_ problem: ISODate.Problem, xml: Bool) -> LocalizedText {
            switch problem {
            case .layout where xml: MessageID.formatXMLDateTimeLayout.localized([])
            case .layout: MessageID.formatDateTimeLayout.localized([])
            case .noSuchDate(let date): MessageID.formatNoSuchDate.localized([.plain(date)])
            case .timeOutOfRange(let time) where xml: MessageID.formatXMLTimeOutOfRange.localized([.plain(time)])
            case .timeOutOfRange(let time): MessageID.formatTimeOutOfRange.localized([.plain(time)])
            case .zoneMissing: MessageID.formatZoneMissing.localized([])
            case .badZone where xml: MessageID.formatXMLBadZone.localized([])
            case .badZone: MessageID.formatBadZone.localized([])
            }
        }

        /// A value that is not a real date laid out by the template.
        static func dateTemplate(_ template: String) -> LocalizedText {
            MessageID.formatDateTemplate.localized([.plain(template)])
        }

        /// An Accept list with no media range covering the type.
        static func notAccepted(_ type: String) -> LocalizedText {
            MessageID.formatNotAccepted.localized([.plain(type)])
        }

        /// An Accept list whose most specific range for the type has weight 0.
        static func excluded(_ type: String) -> LocalizedText {
            MessageID.formatExcluded.localized([.plain(type)])
        }

        /// An Accept list that does not parse, and why.
        static func badAccept(_ problem: AcceptList.Problem) -> LocalizedText {
            let detail: LocalizedText
            switch problem {
            case .empty: detail = MessageID.formatAcceptEmpty.localized([])
            case .missingSlash(let item): detail = MessageID.formatAcceptMissingSlash.localized([.plain(item)])
            case .badType(let item): detail = MessageID.formatAcceptBadType.localized([.plain(item)])
            case .badSubtype(let item): detail = MessageID.formatAcceptBadSubtype.localized([.plain(item)])
            case .wildcardType(let item): detail = MessageID.formatAcceptWildcardType.localized([.plain(item)])
            case .badParameter(let item): detail = MessageID.formatAcceptBadParameter.localized([.plain(item)])
            case .badWeight(let item): detail = MessageID.formatAcceptBadWeight.localized([.plain(item)])
            case .duplicateWeight(let item): detail = MessageID.formatAcceptDuplicateWeight.localized([.plain(item)])
            case .unexpected(let item): detail = MessageID.formatAcceptUnexpected.localized([.plain(item)])
            }
            return MessageID.formatBadAccept.localized([.localized(detail)])
        }
    }
}
