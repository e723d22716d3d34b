import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// A request no operation matches gets a 404 that says so, in the client's language.
@Suite struct SandboxUnknownRouteTests {
    static func request(_ language: String?) -> RecordedRequest {
        RecordedRequest(
            method: "POST", path: "/nowhere/at/all", headers: language.map { [NameValue("Accept-Language", $0)] } ?? [], body: .none)
    }

    static func message(_ response: RecordedResponse) -> String? {
        guard case .json(let body) = response.body else { return nil }
        return body["message"]?.lexicalText
    }

    @Test func anUnmatchedRequestIsA404InTheClientsLanguage() {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs)
        let english = sandbox.handle(Self.request(nil)).response
        #expect(english.status == 404)
        #expect(Self.message(english) == "no operation of the specs matches POST /nowhere/at/all; GET / lists what is served")
        let french = sandbox.handle(Self.request("fr-CH, fr;q=0.9")).response
        #expect(french.status == 404)
        #expect(Self.message(french) == "aucune opération des specs ne correspond à POST /nowhere/at/all ; GET / liste ce qui est servi")
    }
}
