import ConformanceKit
import Foundation

/// The sandbox's ACS page, where a 3-D Secure card holder authenticates (or fails to).
extension SipsSimulator {
    /// `POST /sips/acs`: the sandbox ACS page for a PaReq, with forms posting PaRes and MD to TermUrl.
    func acs(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse {
        let findings = sandbox.checkRequest(request, reference: OperationReference(protocolID: protocolID, operation: "acsForm"))
        if !findings.isEmpty { return acsError(findings.map { Self.fieldName($0.path) ?? $0.path }, in: sandbox) }
        let posted = sandbox.parsedBody(request.body)
        guard let paReq = posted?["PaReq"]?.lexicalText, let md = posted?["MD"]?.lexicalText, let termURL = posted?["TermUrl"]?.lexicalText else {
            return acsError(["PaReq"], in: sandbox)
        }
        let now = sandbox.now()
        let known: SipsCard? = state.lock.withLock {
            guard let token = state.contextsByPaReq[paReq], let context = state.contexts[token], !context.used, context.expires > now,
                case .authentication(let card, _, _) = context.kind
            else { return nil }
            state.contexts[token]?.acsVisited = true
            return card
        }
        guard let card = known else { return acsError(["PaReq (unknown or expired)"], in: sandbox) }
        func form(_ id: String, _ label: String, authenticated: Bool) -> String {
            """
            <form id="\(id)" method="post" action="\(Self.escape(termURL))">
            <input type="hidden" name="PaRes" value="\(Self.escape(paRes(paReq, authenticated: authenticated)))">
            <input type="hidden" name="MD" value="\(Self.escape(md))">
            <button type="submit">\(label)</button>
            </form>
            """
        }
        let body = """
            <p>Card \(Self.escape(card.maskedPan)) asks for 3-D Secure authentication.</p>
            \(form("authenticate", "Authenticate", authenticated: true))
            \(form("refuse", "Refuse authentication", authenticated: false))
            """
        return sandbox.html(200, Self.page(title: "3-D Secure (sandbox ACS)", body: body))
    }

    func acsError(_ fields: [String], in sandbox: Sandbox) -> RecordedResponse {
        let items = fields.map { "<li>\(Self.escape($0))</li>" }.joined()
        return sandbox.html(
            400, Self.page(title: "3-D Secure (sandbox ACS): bad request", body: "<p>The ACS form is not valid:</p><ul>\(items)</ul>"))
    }

    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>\(escape(title))</title></head>
        <body>
        <h1>\(escape(title))</h1>
        \(body)
        </body></html>
        """
    }

    static func escape(_ text: String) -> String { Markup.escape(text) }
}
