import Foundation

/// Small recordings in each import format, written for these tests.
enum ImportFixtures {
    /// A browser-style HAR (HTTP/2 pseudo-headers, offset timestamps): JSON POST, form POST,
    /// query-only GET with a Base64 binary response.
    static let browserHAR = #"""
        {
          "log": {
            "version": "1.2",
            "creator": {"name": "WebInspector", "version": "537.36"},
            "pages": [],
            "entries": [
              {
                "startedDateTime": "2024-05-06T07:08:09.123+02:00",
                "time": 120.5,
                "request": {
                  "method": "POST",
                  "url": "https://api.example.com:8443/v1/payments?expand=card&note=a%20b",
                  "httpVersion": "http/2.0",
                  "headers": [
                    {"name": ":authority", "value": "api.example.com:8443"},
                    {"name": ":method", "value": "POST"},
                    {"name": "Content-Type", "value": "application/json"},
                    {"name": "content-length", "value": "64"},
                    {"name": "Accept", "value": "application/json"}
                  ],
                  "queryString": [{"name": "expand", "value": "card"}, {"name": "note", "value": "a%20b"}],
                  "cookies": [],
                  "headersSize": -1,
                  "bodySize": 64,
                  "postData": {
                    "mimeType": "application/json",
                    "text": "{\"amount\":1000,\"currency\":\"EUR\",\"card\":{\"number\":\"4111111111111111\"}}"
                  }
                },
                "response": {
                  "status": 201,
                  "statusText": "Created",
                  "httpVersion": "http/2.0",
                  "headers": [
                    {"name": "content-type", "value": "application/json; charset=utf-8"},
                    {"name": "content-encoding", "value": "gzip"},
                    {"name": "X-Request-Id", "value": "req_1"}
                  ],
                  "cookies": [],
                  "content": {"size": 31, "mimeType": "application/json", "text": "{\"id\":\"pay_1\",\"amount\":1000.50}"},
                  "redirectURL": "",
                  "headersSize": -1,
                  "bodySize": 31
                },
                "cache": {},
                "timings": {"send": 1, "wait": 100, "receive": 19.5}
              },
              {
                "startedDateTime": "2024-05-06T07:08:10.000+02:00",
                "time": 80,
                "request": {
                  "method": "post",
                  "url": "https://api.example.com:8443/v1/refunds",
                  "httpVersion": "http/2.0",
                  "headers": [{"name": "Content-Type", "value": "application/x-www-form-urlencoded"}],
                  "queryString": [],
                  "postData": {
                    "mimeType": "application/x-www-form-urlencoded",
                    "text": "card=5555555555554444&amount=10.00&reason=duplicate",
                    "params": [{"name": "card", "value": "5555555555554444"}]
                  }
                },
                "response": {
                  "status": 200,
                  "statusText": "OK",
                  "headers": [{"name": "Content-Type", "value": "text/plain"}],
                  "content": {"size": 8, "mimeType": "text/plain", "text": "accepted"}
                }
              },
              {
                "startedDateTime": "2024-05-06T07:08:11.000+02:00",
                "time": 10,
                "request": {
                  "method": "GET",
                  "url": "https://api.example.com:8443/v1/cards/logo%20small.png?size=2x&lang=fr&empty=",
                  "headers": [],
                  "queryString": []
                },
                "response": {
                  "status": 200,
                  "statusText": "OK",
                  "headers": [{"name": "Content-Type", "value": "image/png"}],
                  "content": {"size": 9, "mimeType": "image/png", "text": "iVBORw0KGgoA", "encoding": "base64"}
                }
              }
            ]
          }
        }
        """#

    /// A HAR as mitmproxy's "Export HAR" writes it: microsecond UTC timestamps, -1 timings, a port
    /// in the URL and an empty-bodied response.
    static let mitmproxyHAR = #"""
        {
          "log": {
            "version": "1.2",
            "creator": {"name": "mitmproxy", "version": "10.2.2", "comment": ""},
            "pages": [],
            "entries": [
              {
                "startedDateTime": "2024-01-02T03:04:05.678901+00:00",
                "time": 12.3,
                "request": {
                  "method": "PUT",
                  "url": "http://127.0.0.1:8080/api/v2/orders/42/capture?force=true",
                  "httpVersion": "HTTP/1.1",
                  "cookies": [],
                  "headers": [
                    {"name": "Host", "value": "127.0.0.1:8080"},
                    {"name": "content-type", "value": "application/json"}
                  ],
                  "queryString": [{"name": "force", "value": "true"}],
                  "headersSize": 120,
                  "bodySize": 16,
                  "postData": {"mimeType": "application/json", "text": "{\"amount\": 250}", "params": []}
                },
                "response": {
                  "status": 204,
                  "statusText": "No Content",
                  "httpVersion": "HTTP/1.1",
                  "cookies": [],
                  "headers": [{"name": "date", "value": "Tue, 02 Jan 2024 03:04:05 GMT"}],
                  "content": {"size": 0, "compression": 0, "mimeType": "", "text": ""},
                  "redirectURL": "",
                  "headersSize": 80,
                  "bodySize": 0
                },
                "cache": {},
                "timings": {"connect": -1, "ssl": -1, "send": -1, "receive": -1, "wait": -1},
                "serverIPAddress": "127.0.0.1"
              }
            ]
          }
        }
        """#

    /// A Ruby VCR cassette: lower-case methods, `{encoding, string}` and `base64_string` bodies,
    /// a Psych `!binary` string and HTTP-date `recorded_at`.
    static let rubyVCR = """
        ---
        http_interactions:
        - request:
            method: post
            uri: https://api.example.com/v1/charges?expand%5B%5D=source&q=a+b
            body:
              encoding: UTF-8
              string: '{"amount":1000,"card":"4111111111111111"}'
            headers:
              Content-Type:
              - application/json
              Accept:
              - "*/*"
              User-Agent:
              - Faraday v2.9.0
          response:
            status:
              code: 402
              message: Payment Required
            headers:
              Content-Type:
              - application/json; charset=utf-8
              Set-Cookie:
              - a=1
              - b=2
              Content-Length:
              - '36'
            body:
              encoding: UTF-8
              string: '{"error":{"code":"card_declined"}}'
            http_version:
          recorded_at: Tue, 05 Mar 2024 10:11:12 GMT
        - request:
            method: get
            uri: https://api.example.com/v1/receipts/7
            body:
              encoding: US-ASCII
              string: ''
            headers: {}
          response:
            status:
              code: 200
              message: OK
            headers:
              Content-Type:
              - application/pdf
            body:
              encoding: ASCII-8BIT
              base64_string: |
                JVBERi0xLjQKJeLjz9MK
          recorded_at: Tue, 05 Mar 2024 10:11:13 GMT
        - request:
            method: delete
            uri: https://api.example.com/v1/tokens/tok_1
            body:
              encoding: UTF-8
              string: ''
            headers:
              Authorization:
              - Bearer test
          response:
            status:
              code: 200
              message: OK
            headers:
              Content-Type:
              - application/octet-stream
            body:
              encoding: ASCII-8BIT
              string: !binary |-
                AAECAw==
          recorded_at: Tue, 05 Mar 2024 10:11:14 GMT
        recorded_with: VCR 6.2.0
        """

    /// A vcrpy cassette: a form body string, a null body and a `!!binary` response.
    static let vcrpy = """
        interactions:
        - request:
            body: amount=1000&currency=EUR&card=5555555555554444
            headers:
              Content-Type:
              - application/x-www-form-urlencoded
              User-Agent:
              - python-requests/2.31.0
            method: POST
            uri: http://localhost:9000/pay?attempt=1
          response:
            body:
              string: '{"status": "approved", "amount": 1000}'
            headers:
              Content-Type:
              - application/json
            status:
              code: 200
              message: OK
        - request:
            body: null
            headers: {}
            method: GET
            uri: http://localhost:9000/logo
          response:
            body:
              string: !!binary |
                iVBORw0KGgoA
            headers:
              Content-Type:
              - image/png
            status:
              code: 200
              message: OK
        version: 1
        """
}
