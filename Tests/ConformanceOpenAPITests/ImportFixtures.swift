import ConformanceKit
import ConformanceOpenAPI
import Foundation

/// Small OpenAPI documents written for the import tests, and helpers to import them.
enum ImportFixtures {
    /// A 3.1 document of a made-up card API: two operations, shared schemas, examples (one of them contradicting its
    /// schema: `approved` is a boolean, the example answers the text `"true"`).
    static let cardAPI = """
        {
          "openapi": "3.1.0",
          "info": {"title": "Card API", "version": "7", "description": "Pays with cards."},
          "servers": [{"url": "https://api.test.example.com/v7/", "description": "Test"}],
          "paths": {
            "/payments": {
              "post": {
                "operationId": "createPayment",
                "summary": "Create a payment",
                "requestBody": {"content": {"application/json": {
                  "schema": {"$ref": "#/components/schemas/PaymentRequest"},
                  "examples": {"basic": {"$ref": "#/components/examples/payment"}}
                }}},
                "responses": {
                  "201": {"description": "Created", "content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/PaymentResult"},
                    "examples": {"approved": {"value": {"id": "p-1", "approved": "true", "amount": {"value": 100, "currency": "EUR"}}}}
                  }}},
                  "4XX": {"description": "Refused", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}}}
                }
              }
            },
            "/payments/{paymentId}": {
              "parameters": [{"name": "paymentId", "in": "path", "required": true, "schema": {"type": "string"}}],
              "get": {
                "parameters": [
                  {"name": "expand", "in": "query", "schema": {"type": "string", "enum": ["amount", "card"]}, "description": "What to expand."},
                  {"name": "X-Request-Id", "in": "header", "required": true, "schema": {"type": "string", "format": "uuid"}, "description": "Trace."},
                  {"name": "session", "in": "cookie", "schema": {"type": "string"}}
                ],
                "responses": {"200": {"description": "The payment", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/PaymentResult"}}}}}
              }
            }
          },
          "components": {
            "schemas": {
              "Amount": {
                "type": "object", "description": "An amount in minor units.", "required": ["value", "currency"],
                "properties": {
                  "value": {"type": "integer", "format": "int64", "minimum": 0, "description": "Minor units."},
                  "currency": {"type": "string", "minLength": 3, "maxLength": 3, "pattern": "^[A-Z]{3}$", "description": "ISO 4217.", "example": "EUR"}
                }
              },
              "PaymentRequest": {
                "type": "object", "description": "What to pay.", "required": ["amount", "cardNumber"],
                "properties": {
                  "amount": {"$ref": "#/components/schemas/Amount"},
                  "cardNumber": {"type": "string", "pattern": "[0-9]{13,19}", "description": "The PAN.", "example": 4111111111111111},
                  "returnUrl": {"type": "string", "format": "uri", "description": "Where to go back."},
                  "createdAt": {"type": "string", "format": "date-time", "description": "When."},
                  "ip": {"type": "string", "format": "ipv4", "description": "Shopper IP."},
                  "note": {"type": ["string", "null"], "format": "markdown"},
                  "channel": {"type": "string", "enum": ["web", "app"], "description": "Channel."},
                  "items": {"type": "array", "minItems": 1, "items": {"$ref": "#/components/schemas/Item"}, "description": "Items."}
                }
              },
              "Item": {
                "type": "object", "description": "One item.",
                "properties": {
                  "name": {"type": "string", "description": "Name."},
                  "children": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}, "description": "Nested items."}
                }
              },
              "PaymentResult": {
                "allOf": [
                  {"$ref": "#/components/schemas/Base"},
                  {"type": "object", "required": ["approved"], "properties": {
                    "approved": {"type": "boolean", "description": "Whether approved."},
                    "amount": {"$ref": "#/components/schemas/Amount"}
                  }}
                ],
                "description": "The outcome."
              },
              "Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string", "description": "The ID."}}},
              "Problem": {"type": "object", "description": "A refusal.", "properties": {
                "code": {"oneOf": [{"type": "string"}, {"type": "integer"}], "description": "A code."},
                "detail": {"type": "string", "description": "Detail."}
              }}
            },
            "examples": {
              "payment": {"value": {"amount": {"value": 100, "currency": "EUR"}, "cardNumber": "4111111111111111", "channel": "web"}}
            }
          }
        }
        """

    /// The card API with one line changed.
    static func cardAPI(replacing old: String, with new: String) -> String {
        precondition(cardAPI.contains(old), "the fixture has no \(old)")
        return cardAPI.replacingOccurrences(of: old, with: new)
    }

    /// Reads a document given as text.
    static func document(_ text: String, path: String = "card-api.json") throws -> OpenAPIDocumentFile {
        try OpenAPIDocumentFile.parse(text, path: path)
    }

    /// Imports a document given as text.
    static func imported(_ text: String, protocolID: String = "card-api", language: Language = .en) throws -> OpenAPIImport.Result {
        try OpenAPIImport.run(try document(text), options: .init(protocolID: protocolID, language: language))
    }

    /// The diagnostics an import of `text` is refused with.
    static func refusal(_ text: String, path: String = "card-api.json") -> [Diagnostic] {
        do {
            _ = try OpenAPIImport.run(try OpenAPIDocumentFile.parse(text, path: path), options: .init(protocolID: "card-api"))
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The 1-based line and column of the first occurrence of `needle` in `text`.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return (line, column)
    }
}

extension ImportFixtures {
    /// A 3.0 document in YAML: `nullable`, boolean exclusive bounds, a single `example`, a form request, an XML answer
    /// with element names and an attribute, response headers, and an operation on a server of its own.
    static let legacyAPI = """
        openapi: 3.0.3
        info: {title: Legacy API, version: "2.1"}
        servers:
          - url: https://{region}.legacy.example.com/api
            variables: {region: {default: eu}}
        paths:
          /orders:
            post:
              operationId: placeOrder
              summary: Place an order
              servers: [{url: "https://forms.legacy.example.com", description: Forms}]
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      required: [quantity]
                      properties:
                        quantity: {type: integer, minimum: 0, exclusiveMinimum: true, description: How many.}
                        comment: {type: string, nullable: true, format: byte, description: Free text., example: aGVsbG8=}
                  application/json:
                    schema: {type: object}
              responses:
                "201":
                  description: Placed
                  headers:
                    Location: {required: true, schema: {type: string, format: uri}, description: Where the order is.}
                  content:
                    application/xml:
                      schema: {$ref: "#/components/schemas/Receipt"}
                default:
                  description: Failed
        components:
          schemas:
            Receipt:
              type: object
              description: A receipt.
              xml: {name: receipt, namespace: "urn:legacy"}
              properties:
                id: {type: string, xml: {attribute: true}, description: The receipt's ID.}
                total: {type: number, maximum: 100, exclusiveMaximum: true, xml: {name: amount}, description: Total.}
        """
}
