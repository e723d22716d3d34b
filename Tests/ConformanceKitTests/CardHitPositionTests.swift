import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// Where a card number was found is said in the reader's language: the French refusal names "ligne" and "colonne",
/// the Base64 text and the interaction, with no English word of the English position.
@Suite struct CardHitPositionTests {
    static let card = CardFixtures.realLookingPAN("4")

    static func interaction(_ note: String) -> Interaction {
        Interaction(
            request: RecordedRequest(
                method: "POST", path: "/p", headers: [NameValue("Content-Type", "application/json")],
                body: .json(.object([BodyMember("note", .string(note))]))),
            response: RecordedResponse(status: 200))
    }

    /// The refusal of a stream writer handed `interactions`, in English and French.
    static func refusal(_ interactions: [Interaction]) throws -> (en: String, fr: String) {
        let folder = try TestSupport.scratchFolder("card-position")
        let writer = try CassetteStreamWriter(file: folder + "/out.json", baseURL: nil)
        for interaction in interactions {
            do {
                try writer.append(interaction)
            } catch {
                return (error.diagnostic.formatted(.en), error.diagnostic.formatted(.fr))
            }
        }
        Issue.record("no refusal")
        return ("", "")
    }

    @Test func aNumberInTheTextIsPlacedByLineAndColumnInEitherLanguage() throws {
        let said = try Self.refusal([Self.interaction("fine"), Self.interaction("paid with \(Self.card)")])
        #expect(said.en.contains("line ") && said.en.contains("column ") && said.en.contains("($.interactions[1])"), "\(said.en)")
        #expect(said.fr.contains("ligne ") && said.fr.contains("colonne ") && said.fr.contains("($.interactions[1])"), "\(said.fr)")
        #expect(!said.fr.contains("line ") && !said.fr.contains("column "), "\(said.fr)")
    }

    @Test func aNumberInBase64TextSaysSoInEitherLanguage() throws {
        let encoded = Data("card \(Self.card) here".utf8).base64EncodedString()
        let said = try Self.refusal([Self.interaction(encoded)])
        #expect(said.en.contains("Base64 text at line "), "\(said.en)")
        #expect(said.fr.contains("texte Base64 à la ligne ") && !said.fr.contains(" at line "), "\(said.fr)")
    }

    @Test func everyPlaceHasItsFrenchWords() {
        let places: [(CardNumberScan.Hit.Place, String)] = [
            (.text, "ligne 3, colonne 7"), (.base64, "texte Base64 à la ligne 3"), (.percentEncoded, "texte encodé en pourcent"),
            (.unicodeEscapes(path: nil), "échappements JSON"), (.unicodeEscapes(path: "$.interactions[2]"), "$.interactions[2] : une valeur"),
            (.base64Body(path: "$.interactions[2]"), "corps base64 de $.interactions[2]"), (.header, "l'en-tête de la cassette"),
            (.underName(path: "$.interactions[0].request.body.Cvc", kind: "csc", name: "Cvc"), "(csc sous 'Cvc')"),
        ]
        for (place, french) in places {
            let hit = CardNumberScan.Hit(line: 3, column: 7, masked: "••••1111", place: place)
            #expect(hit.position.text(.fr).contains(french), "\(place): \(hit.position.text(.fr))")
            #expect(hit.position.text(.en) != hit.position.text(.fr), "\(place) reads the same in both languages")
        }
    }
}
