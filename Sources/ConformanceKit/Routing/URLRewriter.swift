import Foundation

/// Rewrites the URLs a client is handed so that it stays on the recording proxy, and maps them back.
///
/// Answers (upstream → client): every absolute URL on a known upstream, in JSON strings, form
/// values, XML and HTML text and the `Location`, `Content-Location` and `Refresh` headers, becomes
/// the proxy's URL for it; a root-relative link in an HTML page from a prefixed upstream gets the
/// prefix. A field the spec marks `role: merchant` is never rewritten; a field marked
/// `role: gateway` that points at a host the proxy was not given teaches it that upstream first.
/// Requests (client → upstream): proxy URLs in `Referer`, `Origin` and the body are mapped back,
/// so what is forwarded and recorded is what the client would have sent without the proxy.
package struct URLRewriter: Sendable {
    /// The routes.
    package let router: UpstreamRouter
    /// The proxy as the client reached it.
    package let proxy: ProxyOrigin
    /// The origins learned so far.
    package let memory: RouteMemory
    /// Paths the proxy serves itself (a client certification session's return addresses): URLs to them stay as
    /// the client wrote them, never mapped to an upstream.
    package let localPaths: [String]

    /// Creates a rewriter.
    package init(router: UpstreamRouter, proxy: ProxyOrigin, memory: RouteMemory, localPaths: [String] = []) {
        self.router = router
        self.proxy = proxy
        self.memory = memory
        self.localPaths = localPaths
    }

    // MARK: Answers

    /// The answer as the client must see it; `roles` are the operation's response URL fields,
    /// `prefix` the path the upstream sits under on the proxy (for root-relative links).
    package func outbound(_ response: RecordedResponse, roles: [String: URLRole], prefix: String) -> RecordedResponse {
        var result = response
        let toProxy: (String) -> String? = { url in router.proxyURL(url, proxy: proxy, learned: memory.isGateway) }
        switch response.body {
        case .json(let value):
            if let rewritten = rewrite(value, path: "", roles: roles, toProxy) { result.body = .json(rewritten) }
        case .form(let pairs, let raw):
            var changed = false
            let rewritten = pairs.map { pair -> NameValue in
                guard let value = rewriteString(pair.value, role: roles[pair.name], toProxy) else { return pair }
                changed = true
                return NameValue(pair.name, value)
            }
            if changed { result.body = .form(rewritten, raw: raw.flatMap { FormEncoding.respelling($0, from: pairs, to: rewritten) }) }
        case .text(let text):
            var rewritten = URLRewriter.rewriteText(text, toProxy) ?? text
            if !prefix.isEmpty, URLRewriter.isHTML(response.header("Content-Type")) {
                rewritten = URLRewriter.prefixRootRelativeLinks(rewritten, prefix: prefix)
            }
            if rewritten != text { result.body = .text(rewritten) }
        default:
            break
        }
        result.headers = response.headers.map { header in
            switch header.name.lowercased() {
            case "location", "content-location":
                if let rewritten = toProxy(header.value) { return NameValue(header.name, rewritten) }
                if !prefix.isEmpty, header.value.hasPrefix("/"), !header.value.hasPrefix("//") {
                    return NameValue(header.name, prefix + header.value)
                }
                return header
            case "refresh", "link":
                return URLRewriter.rewriteText(header.value, toProxy).map { NameValue(header.name, $0) } ?? header
            default:
                return header
            }
        }
        return result
    }

    /// Learns the upstreams named by `role: gateway` fields, and the merchant's origins named by
    /// `role: merchant` fields, before anything is rewritten.
    package func observe(_ body: RecordedBody, roles: [String: URLRole]) {
        guard !roles.isEmpty else { return }
        switch body {
        case .json(let value): observe(value, path: "", roles: roles)
        case .form(let pairs, _):
            for pair in pairs { if let role = roles[pair.name] { observe(url: pair.value, role: role) } }
        default: break
        }
    }

    func observe(_ value: BodyValue, path: String, roles: [String: URLRole]) {
        switch value {
        case .object(let members):
            for member in members { observe(member.value, path: path.isEmpty ? member.key : path + "." + member.key, roles: roles) }
        case .array(let items):
            for item in items { observe(item, path: path, roles: roles) }
        case .string(let text):
            if let role = roles[path] { observe(url: text, role: role) }
        default:
            break
        }
    }

    /// A gateway URL on an unknown origin is learned unless the merchant owns that origin.
    func observe(url: String, role: URLRole) {
        guard let parts = URLParts(url) else { return }
        let origin = UpstreamBase(scheme: parts.scheme, host: parts.host, port: parts.port).origin
        switch role {
        case .merchant:
            memory.addMerchant(origin)
        case .gateway:
            guard router.route(holding: parts) == nil else { return }
            memory.addGateway(origin)
        }
    }

    func rewrite(_ value: BodyValue, path: String, roles: [String: URLRole], _ transform: (String) -> String?) -> BodyValue? {
        switch value {
        case .object(var members):
            // Changed in place: a body without URLs is walked without rebuilding anything.
            var changed = false
            for index in members.indices {
                let childPath = path.isEmpty ? members[index].key : path + "." + members[index].key
                guard let value = rewrite(members[index].value, path: childPath, roles: roles, transform) else { continue }
                members[index].value = value
                changed = true
            }
            return changed ? .object(members) : nil
        case .array(var items):
            var changed = false
            for index in items.indices {
                guard let value = rewrite(items[index], path: path, roles: roles, transform) else { continue }
                items[index] = value
                changed = true
            }
            return changed ? .array(items) : nil
        case .string(let text):
            return rewriteString(text, role: roles[path], transform).map(BodyValue.string)
        default:
            return nil
        }
    }

    /// A string value: left alone in a merchant field, else every URL in it rewritten.
    func rewriteString(_ text: String, role: URLRole?, _ transform: (String) -> String?) -> String? {
        if role == .merchant { return nil }
        return URLRewriter.rewriteText(text, transform)
    }

    // MARK: Requests

    /// The request as the upstream must see it: proxy URLs in `Referer`, `Origin` and the body mapped back.
    package func inbound(_ request: RecordedRequest) -> RecordedRequest {
        var result = request
        let local = localPaths
        let toUpstream: (String) -> String? = { url in
            if !local.isEmpty, let path = URLParts(url)?.path, local.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return nil }
            return router.upstreamURL(url, proxy: proxy)
        }
        result.headers = request.headers.map { header in
            switch header.name.lowercased() {
            case "referer":
                return toUpstream(header.value).map { NameValue(header.name, $0) } ?? header
            case "origin":
                guard let mapped = toUpstream(header.value + "/"), let parts = URLParts(mapped) else { return header }
                return NameValue(header.name, UpstreamBase(scheme: parts.scheme, host: parts.host, port: parts.port).origin)
            default:
                return header
            }
        }
        switch request.body {
        case .json(let value):
            if let rewritten = rewrite(value, path: "", roles: [:], toUpstream) { result.body = .json(rewritten) }
        case .form(let pairs, let raw):
            var changed = false
            let rewritten = pairs.map { pair -> NameValue in
                guard let value = URLRewriter.rewriteText(pair.value, toUpstream) else { return pair }
                changed = true
                return NameValue(pair.name, value)
            }
            if changed { result.body = .form(rewritten, raw: raw.flatMap { FormEncoding.respelling($0, from: pairs, to: rewritten) }) }
        case .text(let text):
            if let rewritten = URLRewriter.rewriteText(text, toUpstream) { result.body = .text(rewritten) }
        default:
            break
        }
        return result
    }

    // MARK: Text

    /// Bytes that end a URL found in free text.
    static func endsURL(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "{")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "^")
    }

    /// Every `http(s)://` URL in a text passed through `transform`; nil when nothing changed.
    ///
    /// One pass over the bytes; a text without `://` is returned at once.
    package static func rewriteText(_ text: String, _ transform: (String) -> String?) -> String? {
        // Most values hold no URL: looked for over the bytes, without a copy or Foundation's search.
        guard text.utf8.count >= 7, utf8(of: text, contains: "://") else { return nil }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index + 7 <= bytes.count {
            let byte = bytes[index] | 0x20
            guard byte == UInt8(ascii: "h"), index == 0 || !isSchemeByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            guard let length = schemeLength(bytes, at: index) else {
                index += 1
                continue
            }
            var end = index + length
            while end < bytes.count && !endsURL(bytes[end]) { end += 1 }
            let url = String(decoding: bytes[index..<end], as: UTF8.self)
            if let replacement = transform(url) {
                output.append(contentsOf: bytes[copied..<index])
                output.append(contentsOf: Array(replacement.utf8))
                copied = end
            }
            index = end
        }
        guard copied > 0 else { return nil }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// 7 for `http://`, 8 for `https://` (any case), else nil.
    static func schemeLength(_ bytes: [UInt8], at index: Int) -> Int? {
        func lower(_ offset: Int) -> UInt8 { bytes[index + offset] | 0x20 }
        guard lower(1) == UInt8(ascii: "t"), lower(2) == UInt8(ascii: "t"), lower(3) == UInt8(ascii: "p") else { return nil }
        var colon = index + 4
        if (bytes[colon] | 0x20) == UInt8(ascii: "s") { colon += 1 }
        guard colon + 3 <= bytes.count, bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: "/"),
            bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        return colon + 3 - index
    }

    static func isHTML(_ contentType: String?) -> Bool {
        contentType?.lowercased().contains("html") ?? false
    }

    /// Root-relative `action`, `href`, `src` and `formaction` attribute values (not `//host` ones).
    static let rootRelative = try? NSRegularExpression(
        pattern: #"(\s(?:action|href|src|formaction)\s*=\s*["']?)/(?!/)"#, options: [.caseInsensitive])

    /// `action="/pay"` → `action="/prefix/pay"` in an HTML page served under a prefix.
    static func prefixRootRelativeLinks(_ html: String, prefix: String) -> String {
        guard let rootRelative else { return html }
        let range = NSRange(html.startIndex..., in: html)
        let template = "$1" + NSRegularExpression.escapedTemplate(for: prefix) + "/"
        return rootRelative.stringByReplacingMatches(in: html, range: range, withTemplate: template)
    }
}

/// The origins a proxy learned from the traffic: upstreams named by `role: gateway` fields, and the
/// merchant's own origins named by `role: merchant` fields (never taken for upstreams).
package final class RouteMemory: @unchecked Sendable {
    let lock = NSLock()
    var gateways: Set<String> = []
    var merchants: Set<String> = []

    /// Creates an empty memory.
    package init() {}

    /// Whether an origin was learned as an upstream.
    package func isGateway(_ origin: String) -> Bool { lock.withLock { gateways.contains(origin) } }

    /// Learns an upstream origin, unless it is the merchant's.
    package func addGateway(_ origin: String) { lock.withLock { if !merchants.contains(origin) { gateways.insert(origin) } } }

    /// Learns a merchant origin (and forgets it as an upstream).
    package func addMerchant(_ origin: String) {
        lock.withLock {
            merchants.insert(origin)
            gateways.remove(origin)
        }
    }

    /// The learned upstream origins, sorted.
    package var learnedGateways: [String] { lock.withLock { gateways.sorted() } }
}
