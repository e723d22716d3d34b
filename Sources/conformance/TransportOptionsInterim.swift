import ArgumentParser
import ConformanceKit
import ConformanceRunner
import Foundation

// INTERIM: replaced by the outbound transport's TransportOptions at merge.
struct TransportOptions: ParsableArguments {
    func doctorNetwork(configuration: RunConfiguration?, target: String, timeout: Double) throws -> DoctorNetwork {
        DoctorNetwork(
            transport: URLSessionTransport(timeout: timeout), proxy: { _ in nil },
            explain: { error, url in Diagnostic(.error, .runTransport, [.plain(url.absoluteString), .plain("\(error)")]) })
    }
}
