import Foundation
import PlatesCore
import PlatesHTTP
import PlatesTestSupport
import Testing

/// The HTTP backend's timeouts against servers that misbehave: one that never accepts the
/// connection (a host that drops packets) and one that accepts and never answers.
@Suite struct HTTPTransportTests {
    func expectTimeout(_ listener: SilentListener, sourceLocation: SourceLocation = #_sourceLocation) async {
        let transport = HTTPTransport(baseURL: URL(string: "http://127.0.0.1:\(listener.port)")!, connectTimeout: 1, requestTimeout: 3, retryDelays: [])
        let start = ContinuousClock.now
        do {
            _ = try await transport.send("GET", "/health")
            Issue.record("a silent server answered", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains("did not answer in time"), "\(error.message)", sourceLocation: sourceLocation)
        }
        // The 1 s limit, not URLSession's default minute. Loose: while the tmux suites run, their
        // blocking waits hold the test threads and this test resumes late (seen: 11 s).
        #expect(ContinuousClock.now - start < .seconds(30), sourceLocation: sourceLocation)
    }

    @Test func connectingToAHostThatNeverAcceptsGivesUpOnTime() async throws {
        let listener = try SilentListener.full()
        defer { listener.close() }
        await expectTimeout(listener)
    }

    @Test func aServerThatAcceptsAndNeverAnswersGivesUpOnTime() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        await expectTimeout(listener)
    }
}
