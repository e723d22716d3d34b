import Testing

@testable import ConformanceKit

/// How the proxy splits absolute URLs it meets in bodies and headers (read over UTF-8 bytes).
struct URLPartsTests {
    @Test func absoluteHTTPURLsAreSplit() throws {
        let cases: [(text: String, scheme: String, host: String, port: Int, path: String, rest: String)] = [
            ("https://api.example.com/Payment/v1?a=1#top", "https", "api.example.com", 443, "/Payment/v1", "?a=1#top"),
            ("HTTP://API.Example.COM:8080", "http", "api.example.com", 8080, "", ""),
            ("http://h?x", "http", "h", 80, "", "?x"),
            ("https://h#frag/with/slash", "https", "h", 443, "", "#frag/with/slash"),
            ("https://[::1]:8443/p", "https", "[::1]", 8443, "/p", ""),
            ("https://[::1]/p", "https", "[::1]", 443, "/p", ""),
            ("https://h:/p", "https", "h", 443, "/p", ""),
            ("https://h/é?ü=1", "https", "h", 443, "/é", "?ü=1"),
            ("hTtPs://h:65535", "https", "h", 65535, "", ""),
        ]
        for item in cases {
            let parts = try #require(URLParts(item.text), "\(item.text)")
            #expect(parts.scheme == item.scheme, "\(item.text)")
            #expect(parts.host == item.host, "\(item.text)")
            #expect(parts.port == item.port, "\(item.text)")
            #expect(parts.path == item.path, "\(item.text)")
            #expect(parts.rest == item.rest, "\(item.text)")
        }
    }

    @Test func anythingElseIsRefused() {
        for text in [
            "", "https:/", "https://", "https:///path", "ftp://h/", "mailto:a@b", "https://user@h/", "https://h:0/", "https://h:65536/",
            "https://h:123456/", "https://h:8a/", "https://h:+80/", "https://ho st/", "https://h\tx/", "https://hé/", "http:/h", "/relative",
            "https://:443/",
        ] {
            #expect(URLParts(text) == nil, "\(text)")
        }
    }
    @Test func theProxyOriginReadsItsHostFromTheHostHeader() {
        func host(_ header: String?) -> String { ProxyOrigin(hostHeader: header, listeningHost: "listen", port: 9).host }
        #expect(host("proxy.test:8080") == "proxy.test")
        #expect(host(" proxy.test:8080\t") == "proxy.test")
        #expect(host("\u{00A0}proxy.test") == "proxy.test")
        #expect(host("[::1]:8080") == "[::1]")
        #expect(host("plain") == "plain")
        #expect(host(nil) == "listen")
        #expect(host("  ") == "listen")
    }
}
