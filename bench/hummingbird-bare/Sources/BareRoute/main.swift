import Foundation
import Hummingbird

// Usage: BareRoute PORT FILE — answers every POST /Payment/v1/Transaction/Initialize with FILE's bytes as JSON.
let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
let body = arguments.count > 2 ? (FileManager.default.contents(atPath: arguments[2]) ?? Data()) : Data("{}".utf8)
let bytes = ByteBuffer(bytes: body)
let router = Router()
router.post("/Payment/v1/Transaction/Initialize") { request, _ -> Response in
    _ = try await request.body.collect(upTo: 1 << 20)
    return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: bytes))
}
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
    onServerRunning: { channel in
        // Unbuffered, so the bench script sees the line while the server runs.
        FileHandle.standardOutput.write(Data("bare route listening on http://127.0.0.1:\(channel.localAddress?.port ?? 0)\n".utf8))
    })
try await app.runService()
