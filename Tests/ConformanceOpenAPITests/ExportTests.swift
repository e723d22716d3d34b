import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import OpenAPIKit
import Testing

@testable import ConformanceOpenAPI

/// `specs export`: the project's four protocols as OpenAPI 3.1 documents.
@Suite struct ExportTests {
    static let specs = TestSupport.loaded.specs
    static let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: specs).scenarios.scenarios

    /// The exported document of a protocol, as JSON read back by Foundation and decoded by OpenAPIKit.
    static func exported(_ id: String, language: Language = .en) throws -> (json: [String: Any], document: OpenAPI.Document, data: Data) {
        let spec = try #require(specs.protocols[id])
        let (data, _, _, _) = try OpenAPIExporter(spec: spec, language: language, scenarios: scenarios).json()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let document = try JSONDecoder().decode(OpenAPI.Document.self, from: data)
        return (json, document, data)
    }

    static func operation(_ json: [String: Any], path: String, method: String) -> [String: Any]? {
        ((json["paths"] as? [String: Any])?[path] as? [String: Any])?[method] as? [String: Any]
    }

    @Test(arguments: ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"])
    func everyOperationIsExportedAndTheDocumentValidates(protocolID: String) throws {
        let (json, document, _) = try Self.exported(protocolID)
        #expect(json["openapi"] as? String == "3.1.1")
        try document.validate()
        let spec = try #require(Self.specs.protocols[protocolID])
        let exported = Set(document.allOperationIds.flatMap { $0.components(separatedBy: "-or-") })
        #expect(exported == Set(spec.operations.keys), "every spec operation has an OpenAPI operation")
        for operation in spec.operations.values {
            let method = operation.endpoint.method.lowercased()
            let found = Self.operation(json, path: operation.endpoint.path, method: method)
            #expect(found != nil, "\(operation.id) at \(method) \(operation.endpoint.path)")
        }
        let servers = try #require(json["servers"] as? [[String: Any]])
        #expect(servers.first?["url"] as? String == "http://127.0.0.1:{port}")
        #expect(servers.count == spec.environments.count + 1)
    }

    @Test func theExportIsStableFromRunToRun() throws {
        let first = try Self.exported("saferpay").data
        let second = try Self.exported("saferpay").data
        #expect(first == second)
    }

    @Test func mandatoryFieldsAreRequiredAndTypesBoundsAndFormatsCarryOver() throws {
        let (json, _, _) = try Self.exported("saferpay")
        let schemas = try #require((json["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let header = try #require(schemas["RequestHeader"] as? [String: Any])
        let required = try #require(header["required"] as? [String])
        #expect(Set(required) == ["SpecVersion", "CustomerId", "RequestId", "RetryIndicator"])
        let properties = try #require(header["properties"] as? [String: Any])
        let customer = try #require(properties["CustomerId"] as? [String: Any])
        #expect(customer["format"] as? String == "digits")
        #expect(customer["pattern"] as? String == "^[0-9]+$")
        #expect(customer["maxLength"] as? Int == 8)
        #expect(customer["x-conformance-pattern-from-format"] as? Bool == true)
        let retry = try #require(properties["RetryIndicator"] as? [String: Any])
        #expect(retry["type"] as? String == "integer")
        #expect(retry["maximum"] as? Int == 9)
        // An open enumeration is no closed `enum` (a client generated from it must not break on a new version).
        let version = try #require(properties["SpecVersion"] as? [String: Any])
        #expect(version["enum"] == nil)
        #expect((version["x-conformance-open-enum"] as? [String])?.last == "1.53")
        // Both languages.
        #expect((customer["description"] as? String)?.contains("customer") == true)
        #expect((customer["x-description-fr"] as? String)?.contains("client") == true)
    }

    @Test func theFrenchDocumentKeepsEnglishInExtensions() throws {
        let (json, _, _) = try Self.exported("saferpay", language: .fr)
        let info = try #require(json["info"] as? [String: Any])
        #expect(info["title"] as? String == "API JSON Saferpay pour applications mobiles")
        #expect(info["x-title-en"] as? String == "Saferpay JSON API for mobile apps")
        #expect(json["x-conformance-language"] as? String == "fr")
    }

    @Test func theCardPostIsAFormWhoseCardDataIsWriteOnlyAndMarkedSensitive() throws {
        let (json, _, _) = try Self.exported("saferpay")
        let spec = try #require(Self.specs.protocols["saferpay"]?.operations["redirectUrlCardPost"])
        let post = try #require(Self.operation(json, path: spec.endpoint.path, method: "post"))
        let content = try #require((post["requestBody"] as? [String: Any])?["content"] as? [String: Any])
        let form = try #require(content["application/x-www-form-urlencoded"] as? [String: Any])
        let properties = try #require((form["schema"] as? [String: Any])?["properties"] as? [String: Any])
        let number = try #require(properties["CardNumber"] as? [String: Any])
        #expect(number["writeOnly"] as? Bool == true)
        #expect(number["x-conformance-sensitive"] as? String == "pan")
        let code = try #require(properties["VerificationCode"] as? [String: Any])
        #expect(code["x-conformance-sensitive"] as? String == "csc")
        // The card POST goes to the RedirectUrl an earlier answer handed out.
        let servers = try #require(post["servers"] as? [[String: Any]])
        #expect(servers.first?["url"] as? String == "{RedirectUrl}")
    }

    @Test func saferpaysTokenIsLinkedFromInitializeIntoAuthorize() throws {
        let (json, _, _) = try Self.exported("saferpay")
        let initialize = try #require(Self.operation(json, path: "/Payment/v1/Transaction/Initialize", method: "post"))
        let ok = try #require((initialize["responses"] as? [String: Any])?["200"] as? [String: Any])
        let links = try #require(ok["links"] as? [String: Any])
        let authorize = try #require(links["TransactionAuthorize"] as? [String: Any])
        #expect(authorize["operationId"] as? String == "TransactionAuthorize")
        let body = try #require(authorize["requestBody"] as? [String: Any])
        #expect(body["Token"] as? String == "$response.body#/Token")
        #expect((authorize["x-conformance-scenarios"] as? [String])?.isEmpty == false)
    }

    @Test func directChainsTheSessionIntoTheClientAPIAndDeclaresBothSchemes() throws {
        let (json, _, _) = try Self.exported("worldline-direct")
        let schemes = try #require((json["components"] as? [String: Any])?["securitySchemes"] as? [String: Any])
        let hmac = try #require(schemes["gcs-v1hmac"] as? [String: Any])
        #expect(hmac["type"] as? String == "apiKey")
        #expect(hmac["in"] as? String == "header")
        #expect((hmac["description"] as? String)?.contains("HMAC-SHA-256") == true)
        #expect(schemes["gcs-v1client"] != nil)
        let session = try #require(Self.operation(json, path: "/v2/{merchantId}/sessions", method: "post"))
        #expect((session["security"] as? [[String: Any]])?.first?["gcs-v1hmac"] != nil)
        let created = try #require((session["responses"] as? [String: Any])?["2XX"] as? [String: Any])
        let links = try #require(created["links"] as? [String: Any])
        let products = try #require(links["getPaymentProducts"] as? [String: Any])
        let parameters = try #require(products["parameters"] as? [String: Any])
        #expect(parameters["path.customerId"] as? String == "$response.body#/customerId")
        #expect((parameters["header.Authorization"] as? String)?.contains("{$response.body#/clientSessionId}") == true)
    }

    @Test func cnpAPIsDocumentsShareOneEndpointWithTheirXMLNamesAndNamespace() throws {
        let (json, _, _) = try Self.exported("vantiv-eprotect")
        let online = try #require(Self.operation(json, path: "/communicator/online", method: "post"))
        let id = try #require(online["operationId"] as? String)
        #expect(Set(id.components(separatedBy: "-or-")) == ["authorization", "registerTokenRequest", "sale"])
        let content = try #require((online["requestBody"] as? [String: Any])?["content"] as? [String: Any])
        let xml = try #require(content["text/xml"] as? [String: Any])
        let alternatives = try #require((xml["schema"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(alternatives.count == 3)
        let schemas = try #require((json["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let sale = try #require(schemas["sale.request"] as? [String: Any])
        let root = try #require(sale["xml"] as? [String: Any])
        #expect(root["name"] as? String == "cnpOnlineRequest")
        #expect(root["namespace"] as? String == "http://www.vantivcnp.com/schema")
        let version = try #require((sale["properties"] as? [String: Any])?["version"] as? [String: Any])
        #expect((version["xml"] as? [String: Any])?["attribute"] as? Bool == true)
    }
}
