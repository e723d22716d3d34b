import Foundation

/// Finds which protocol operation an HTTP request is, from the specs' methods and path templates.
///
/// A template matches the end of the request path (operations relative to a flow URL such as
/// Sips' `redirectionUrl` sit under a prefix), segment by segment, `{param}` matching any segment
/// and literals compared without case. The most specific template wins; ties, and operations
/// posted to the flow URL itself (`/`), are decided by how many of the body's top-level fields the
/// operation's request describes. The result also carries what cassettes need per operation:
/// volatile fields to ignore when matching, and sensitive fields to redact.
package struct OperationResolver: Sendable {
    /// What the cassette layer needs to know about one operation.
    package struct Profile: Sendable {
        /// The protocol and operation.
        package let reference: OperationReference
        /// The operation spec.
        package let operation: OperationSpec
        /// Dotted body paths (no list indexes) of volatile request fields.
        package let volatileRequestPaths: Set<String>
        /// The volatile request paths as a tree, for matching.
        package let volatileTree: VolatileTree
        /// Names of volatile query parameters.
        package let volatileQuery: Set<String>
        /// Dotted body paths of sensitive request fields, with their definitions.
        package let sensitiveRequest: [String: FieldSpec]
        /// Dotted body paths of sensitive response fields (all responses), with their definitions.
        package let sensitiveResponse: [String: FieldSpec]
        /// Lower-cased names of sensitive request headers.
        package let sensitiveHeaders: Set<String>
        /// Dotted body paths of request fields holding a URL with a role.
        package let requestURLRoles: [String: URLRole]
        /// Dotted body paths of response fields (all responses) holding a URL with a role.
        package let responseURLRoles: [String: URLRole]
        /// The request's top-level field names.
        let requestFieldNames: Set<String>
        let segments: [Segment]
        /// The request's XML root element in every version, newest first.
        let roots: [String]

        /// The profile of the same operation seen in another version too: sensitive, volatile
        /// and URL fields, field names and roots of both.
        func merging(_ other: Profile) -> Profile {
            let volatile = volatileRequestPaths.union(other.volatileRequestPaths)
            return Profile(
                reference: reference, operation: operation, volatileRequestPaths: volatile, volatileTree: VolatileTree(paths: volatile),
                volatileQuery: volatileQuery.union(other.volatileQuery),
                sensitiveRequest: sensitiveRequest.merging(other.sensitiveRequest) { mine, _ in mine },
                sensitiveResponse: sensitiveResponse.merging(other.sensitiveResponse) { mine, _ in mine },
                sensitiveHeaders: sensitiveHeaders.union(other.sensitiveHeaders),
                requestURLRoles: requestURLRoles.merging(other.requestURLRoles) { mine, _ in mine },
                responseURLRoles: responseURLRoles.merging(other.responseURLRoles) { mine, _ in mine },
                requestFieldNames: requestFieldNames.union(other.requestFieldNames), segments: segments,
                roots: roots + other.roots.filter { !roots.contains($0) })
        }
    }

    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter
    }

    let profiles: [Profile]
    let byReference: [OperationReference: Int]
    /// Per method, the templates ending in a literal, by that literal: a template matches the end of the path,
    /// so only those whose last literal is the path's last segment can match (the rest is never looked at).
    let byLastLiteral: [String: [String: [Int]]]
    /// Per method, the templates ending in a parameter, and the empty one (`/`): any path may match them.
    let openEnded: [String: [Int]]

    /// Builds the route table of every operation in the set.
    package init(specs: SpecSet) {
        var profiles: [Profile] = []
        for spec in specs.sortedProtocols {
            // Every version's definitions add their field names (old spellings included), roots and sensitive fields.
            let all = spec.isVersioned ? spec.allVersions : nil
            for operation in spec.sortedOperations {
                var profile = OperationResolver.profile(operation, in: spec)
                if let all, let every = all.operations[operation.id] {
                    profile = profile.merging(OperationResolver.profile(every, in: all, everyVersion: true))
                }
                profiles.append(profile)
            }
        }
        self.profiles = profiles
        self.byReference = Dictionary(uniqueKeysWithValues: profiles.enumerated().map { ($1.reference, $0) })
        var byLastLiteral: [String: [String: [Int]]] = [:]
        var openEnded: [String: [Int]] = [:]
        for index in profiles.indices {
            let method = profiles[index].operation.endpoint.method
            if case .literal(let last) = profiles[index].segments.last {
                byLastLiteral[method, default: [:]][last, default: []].append(index)
            } else {
                openEnded[method, default: []].append(index)
            }
        }
        self.byLastLiteral = byLastLiteral
        self.openEnded = openEnded
    }

    /// The profile of a known operation.
    package func profile(_ reference: OperationReference) -> Profile? {
        byReference[reference].map { profiles[$0] }
    }

    /// The operation a request most likely is, or nil when no template fits.
    package func resolve(_ request: RecordedRequest) -> Profile? {
        // Lower-cased once as a whole (lower-casing never makes or removes a '/'), then cut without a string per segment.
        let requestSegments = OperationResolver.segments(request.path.lowercased())
        // The templates that can match, in table order (ties go to the first, as over the whole table).
        let ending = requestSegments.last.flatMap { byLastLiteral[request.method]?[String($0)] } ?? []
        let open = openEnded[request.method] ?? []
        var candidates: [Int] = []
        candidates.reserveCapacity(ending.count + open.count)
        var (e, o) = (0, 0)
        while e < ending.count || o < open.count {
            if o == open.count || (e < ending.count && ending[e] < open[o]) {
                candidates.append(ending[e])
                e += 1
            } else {
                candidates.append(open[o])
                o += 1
            }
        }
        return best(for: request, segments: requestSegments, among: candidates)
    }

    /// The best of `candidates` (indexes in table order) for a request whose lower-cased path segments are `requestSegments`.
    func best(for request: RecordedRequest, segments requestSegments: [Substring], among candidates: [Int]) -> Profile? {
        var best: (index: Int, score: Int)?
        let bodyKeys = OperationResolver.topLevelKeys(request.body)
        for index in candidates {
            // The profile is read in place: a copy of it would retain each of its tables.
            guard let specificity = OperationResolver.match(profiles[index].segments, requestSegments) else { continue }
            var overlap = 0
            for key in bodyKeys where profiles[index].requestFieldNames.contains(key) { overlap += 1 }
            if case .text(let text) = request.body, profiles[index].roots.contains(where: { text.contains("<\($0)") }) {
                // XML operations sharing a root element (cnpAPI's litleOnlineRequest) differ by the elements under it.
                overlap +=
                    100 + profiles[index].requestFieldNames.filter { !$0.hasPrefix("@") && OperationResolver.hasElement($0, in: text) }.count
            }
            if specificity == 0 && overlap == 0 { continue }
            let score = specificity * 1000 + overlap
            if score > (best?.score ?? -1) { best = (index, score) }
        }
        return best.map { profiles[$0.index] }
    }

    /// A path's non-empty segments, cut at every `/` scalar: a segment that opens with a combining mark or an emoji
    /// modifier (`/v2/%CC%81/sessions`) would otherwise join the slash before it into one character and hide it.
    package static func segments(_ path: String) -> [Substring] {
        path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: true).map { Substring($0) }
    }

    static func match(_ template: [Segment], _ path: [Substring]) -> Int? {
        guard template.count <= path.count else { return nil }
        let tail = path.suffix(template.count)
        var score = 0
        for (segment, actual) in zip(template, tail) {
            switch segment {
            case .literal(let literal):
                guard literal == actual else { return nil }
                score += 10
            case .parameter:
                score += 1
            }
        }
        return score
    }

    /// Whether an XML text holds an element of that name (`<name>`, `<name …>` or `<name/>`).
    static func hasElement(_ name: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: "<" + name, range: searchRange) {
            guard found.upperBound < text.endIndex else { return false }
            let next = text[found.upperBound]
            if next == ">" || next == "/" || next == " " || next == "\n" || next == "\t" || next == "\r" { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    static func topLevelKeys(_ body: RecordedBody) -> [String] {
        switch body {
        case .json(.object(let members)): members.map(\.key)
        case .form(let pairs, _): pairs.map(\.name)
        default: []
        }
    }

    /// The profile of an operation; with `everyVersion`, of its definitions in every version (a spec as loaded, before projection).
    static func profile(_ operation: OperationSpec, in spec: ProtocolSpec, everyVersion: Bool = false) -> Profile {
        let segments = operation.endpoint.path.split(separator: "/", omittingEmptySubsequences: true).map { part -> Segment in
            part.hasPrefix("{") && part.hasSuffix("}") ? .parameter : .literal(part.lowercased())
        }
        var volatile: Set<String> = []
        var sensitiveRequest: [String: FieldSpec] = [:]
        var requestRoles: [String: URLRole] = [:]
        collect(operation.request.fields, body: operation.request.body, spec: spec, prefix: "", seen: [], everyName: everyVersion) { path, field in
            if field.volatile { volatile.insert(path) }
            if let sensitivity = field.sensitivity, sensitivity != .token { sensitiveRequest[path] = field }
            if let role = field.role { requestRoles[path] = role }
        }
        var sensitiveResponse: [String: FieldSpec] = [:]
        var responseRoles: [String: URLRole] = [:]
        for response in operation.responses {
            collect(response.message.fields, body: response.message.body, spec: spec, prefix: "", seen: [], everyName: everyVersion) { path, field in
                if let sensitivity = field.sensitivity, sensitivity != .token { sensitiveResponse[path] = field }
                if let role = field.role { responseRoles[path] = role }
            }
        }
        return Profile(
            reference: OperationReference(protocolID: spec.id, operation: operation.id), operation: operation,
            volatileRequestPaths: volatile, volatileTree: VolatileTree(paths: volatile),
            volatileQuery: Set(operation.request.query.filter(\.volatile).map(\.name)),
            sensitiveRequest: sensitiveRequest, sensitiveResponse: sensitiveResponse,
            sensitiveHeaders: Set(
                operation.request.headers.filter { $0.sensitivity != nil && $0.sensitivity != .token }.map { $0.name.lowercased() }),
            requestURLRoles: requestRoles, responseURLRoles: responseRoles,
            requestFieldNames: Set(everyVersion ? operation.request.fields.flatMap(\.namesInAllVersions) : operation.request.fields.map(\.name)),
            segments: segments, roots: everyVersion ? operation.request.rootsInAllVersions : operation.request.root.map { [$0] } ?? [])
    }

    /// Visits every field reachable from a message, with its dotted path (containers expanded once per branch).
    ///
    /// With `everyName`, a field renamed across versions is visited under each of its names.
    package static func collect(
        _ fields: [FieldSpec], body: TypeRef?, spec: ProtocolSpec, prefix: String, seen: Set<String>, everyName: Bool = false,
        _ visit: (String, FieldSpec) -> Void
    ) {
        if let body, let name = body.containerName, let container = spec.containers[name], !seen.contains(name) {
            collect(container.fields, body: nil, spec: spec, prefix: prefix, seen: seen.union([name]), everyName: everyName, visit)
        }
        for field in fields {
            for fieldName in everyName ? field.namesInAllVersions : [field.name] {
                let path = prefix.isEmpty ? fieldName : prefix + "." + fieldName
                visit(path, field)
                if let inline = field.fields { collect(inline, body: nil, spec: spec, prefix: path, seen: seen, everyName: everyName, visit) }
                if let name = field.type.containerName, let container = spec.containers[name], !seen.contains(name) {
                    collect(container.fields, body: nil, spec: spec, prefix: path, seen: seen.union([name]), everyName: everyName, visit)
                }
            }
        }
    }
}
