import ConformanceTestSupport
import Testing

@testable import ConformanceKit

/// Resolving a request to an operation looks only at the templates that can match its path's end.
struct OperationResolverTests {
    static let resolver = OperationResolver(specs: TestSupport.loaded.specs)

    /// Paths that exercise every template: each one as written (parameters filled), lower- and upper-cased,
    /// under a prefix, cut short, plus the root and paths no template has.
    static var paths: [String] {
        var paths = ["/", "", "/unknown", "/a/b/c/d/e/f", "/Payment/v1", "//double//slash"]
        for profile in resolver.profiles {
            let template = profile.operation.endpoint.path
            let filled = template.split(separator: "/").map { $0.hasPrefix("{") ? "p-1" : String($0) }.joined(separator: "/")
            let absolute = filled.hasPrefix("/") ? filled : "/" + filled
            paths += [absolute, absolute.uppercased(), "/prefix/flow" + absolute, String(absolute.dropLast())]
            if let cut = absolute.split(separator: "/").dropFirst().first { paths.append("/" + cut) }
        }
        return paths
    }

    @Test func theNarrowedCandidatesGiveTheSameAnswerAsEveryTemplate() {
        var compared = 0
        var resolved = 0
        for method in ["POST", "GET", "PUT", "DELETE", "PATCH"] {
            let every = Self.resolver.profiles.indices.filter { Self.resolver.profiles[$0].operation.endpoint.method == method }
            for path in Self.paths {
                // Bodies that tip ties: none, then the top-level fields of each operation posted to this method.
                var bodies: [RecordedBody] = [.none]
                for index in every.prefix(40) {
                    let names = Self.resolver.profiles[index].requestFieldNames.sorted().prefix(4)
                    bodies.append(.json(.object(names.map { BodyMember($0, .string("x")) })))
                }
                for body in bodies {
                    let request = RecordedRequest(method: method, path: path, body: body)
                    let segments = path.lowercased().split(separator: "/", omittingEmptySubsequences: true)
                    let narrowed = Self.resolver.resolve(request)?.reference
                    let scanned = Self.resolver.best(for: request, segments: segments, among: every)?.reference
                    #expect(narrowed == scanned, "\(method) \(path)")
                    compared += 1
                    if narrowed != nil { resolved += 1 }
                }
            }
        }
        // The comparison is not vacuous: most requests resolve to an operation.
        #expect(compared > 1000)
        #expect(resolved > compared / 4)
    }
}
