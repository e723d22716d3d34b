import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The project's own specs: they lint clean, cover every protocol, and speak both languages.
@Suite struct ProjectSpecsTests {
    static let specs = TestSupport.loaded.specs

    @Test func everySpecLintsClean() {
        let problems = TestSupport.loaded.diagnostics.map(\.description)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func allFourProtocolsArePresent() {
        #expect(Set(Self.specs.protocolIDs) == ["sips-inapp", "vantiv-eprotect", "worldline-direct", "saferpay"])
    }

    @Test func sipsHasEveryDocumentedOperation() throws {
        let sips = try #require(Self.specs.protocols["sips-inapp"])
        let expected: Set<String> = [
            "orderInitialize", "walletInitialize", "paymentMeanInfoInitialize", "paymentTokenInitialize", "cardOrder", "walletOrder",
            "paymentProviderOrder", "getTransactionData", "cardCheckEnrollment", "walletCheckEnrollment",
            "cardValidateAuthenticationAndOrder", "paymentTokenGenerate", "getWalletData", "addCard", "deletePaymentMean",
            "getCardData", "acsForm",
        ]
        #expect(expected.isSubset(of: Set(sips.operations.keys)), "missing: \(expected.subtracting(sips.operations.keys).sorted())")
        #expect(sips.operations["paymentTokenGenerate"]?.documentedIn == ["fr"])
    }

    @Test func otherProtocolsHaveTheirKeyOperations() throws {
        let saferpay = try #require(Self.specs.protocols["saferpay"])
        for id in ["TransactionInitialize", "AliasInsert", "redirectUrlCardPost"] { #expect(saferpay.operations[id] != nil, "\(id)") }
        let direct = try #require(Self.specs.protocols["worldline-direct"])
        for id in ["getIINDetails", "getPublicKey", "getPaymentProducts", "getPaymentProduct"] { #expect(direct.operations[id] != nil, "\(id)") }
        let vantiv = try #require(Self.specs.protocols["vantiv-eprotect"])
        #expect(vantiv.operations.values.contains { $0.endpoint.encoding == .form }, "the eProtect paypage form POST")
        #expect(vantiv.containers.keys.contains { $0.lowercased().contains("applepay") })
    }

    /// Every text of every protocol is present in both languages, and French is not a copy of English.
    @Test(arguments: ["sips-inapp", "vantiv-eprotect", "worldline-direct", "saferpay"])
    func everyTextIsBilingual(protocolID: String) throws {
        let spec = try #require(Self.specs.protocols[protocolID])
        var texts: [(String, LocalizedText)] = [("title", spec.title), ("summary", spec.summary)]
        func add(_ fields: [FieldSpec], _ prefix: String) {
            for field in fields {
                texts.append(("\(prefix).\(field.name)", field.description))
                if let inline = field.fields { add(inline, "\(prefix).\(field.name)") }
            }
        }
        for container in spec.containers.values {
            texts.append(("container \(container.name)", container.description))
            add(container.fields, container.name)
        }
        for operation in spec.operations.values {
            texts += [("\(operation.id).title", operation.title), ("\(operation.id).summary", operation.summary)]
            for message in [operation.request] + operation.responses.map(\.message) {
                if let description = message.description { texts.append(("\(operation.id) message", description)) }
                add(message.fields + message.query + message.headers, operation.id)
            }
            for note in operation.notes { texts += [("note \(note.id)", note.topic), ("note \(note.id)", note.decision)] }
        }
        for table in spec.codeTables.values {
            texts.append(("codes \(table.name)", table.description))
            for code in table.codes { texts.append(("code \(table.name).\(code.code)", code.entry.meaning)) }
        }
        for note in spec.notes { texts += [("note \(note.id)", note.topic), ("note \(note.id)", note.decision)] }
        #expect(texts.count > 20)
        for (place, text) in texts {
            #expect(!text.en.isEmpty && !text.fr.isEmpty, "\(protocolID) \(place)")
            if text.en.split(separator: " ").count >= 4 {
                #expect(text.en != text.fr, "\(protocolID) \(place): the French text repeats the English one")
            }
        }
    }
}
