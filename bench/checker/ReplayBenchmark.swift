import ConformanceKit
import Foundation

/// Replays every interaction of a cassette in order and checks each exchange; prints the timings.
///
/// This is the work a CI replay does: read and decode the file, index it, then for each request
/// find its recorded response and check request and response against the specs.
func replayCassette(_ file: String, specs: SpecSet) throws {
    let start = DispatchTime.now().uptimeNanoseconds
    let cassette = try CassetteCodec.read(file: file)
    let loaded = DispatchTime.now().uptimeNanoseconds
    let checker = ExchangeChecker(specs: specs)
    var player = CassettePlayer(interactions: cassette.interactions, resolver: checker.resolver)
    let indexed = DispatchTime.now().uptimeNanoseconds
    var conformant = 0
    var missed = 0
    for interaction in cassette.interactions {
        let profile = checker.resolver.resolve(interaction.request)
        switch player.play(interaction.request, profile: profile) {
        case .success(let recorded):
            let result = checker.check(Interaction(request: interaction.request, response: recorded.response, operation: profile?.reference))
            if result.verdict?.conforms == true { conformant += 1 }
        case .failure:
            missed += 1
        }
    }
    let done = DispatchTime.now().uptimeNanoseconds
    func seconds(_ a: UInt64, _ b: UInt64) -> String { String(format: "%.3f", Double(b - a) / 1e9) }
    print(
        "{\"interactions\": \(cassette.interactions.count), \"load_s\": \(seconds(start, loaded)), \"index_s\": \(seconds(loaded, indexed)), "
            + "\"replay_check_s\": \(seconds(indexed, done)), \"total_s\": \(seconds(start, done)), \"conformant\": \(conformant), \"missed\": \(missed)}"
    )
}
