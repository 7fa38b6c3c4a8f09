import Foundation
import PlatesCore
import PlatesHTTP
import PlatesTestSupport
import Testing

/// The HTTP backend's timeouts against servers that misbehave: one that never accepts the
/// connection (a host that drops packets) and one that accepts and never answers.
@Suite(.onTestThreads) struct HTTPTransportTests {
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

    /// Issue 21, defect 13: which addresses may carry a password over http://.
    @Test func plainHTTPIsForThisMachineOnly() throws {
        for local in ["http://127.0.0.1:8080", "http://localhost:8080", "http://127.8.9.10", "http://[::1]:8080", "HTTP://LOCALHOST", "https://example.com"] {
            #expect(throws: Never.self, "\(local)") { try HTTPTransport.checkPrivate(try HTTPTransport.serverURL(local), insecure: false) }
        }
        for remote in [
            "http://example.com", "http://192.168.1.20:8080", "http://0.0.0.0:8080", "http://127.0.0.1.example.com", "http://[::2]",
            "http://localhost.example.com",
        ] {
            let url = try HTTPTransport.serverURL(remote)
            #expect(throws: PlatesError.self, "\(remote)") { try HTTPTransport.checkPrivate(url, insecure: false) }
            #expect(throws: Never.self, "\(remote)") { try HTTPTransport.checkPrivate(url, insecure: true) }
        }
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

/// Servers that answer badly: each failure is a sentence a person can act on, and a read is retried
/// before it is reported.
@Suite(.onTestThreads) struct HTTPTransportFailureTests {
    func failure(_ answer: String, retries: [Double] = []) async throws -> (message: String, requests: Int) {
        let server = try CannedHTTPServer(answer: answer)
        defer { server.close() }
        let transport = HTTPTransport(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, connectTimeout: 2, requestTimeout: 5, retryDelays: retries)
        do {
            let reply = try await transport.send("GET", "/health")
            return ("answered \(reply.status)", server.requestCount)
        } catch {
            return (error.message, server.requestCount)
        }
    }

    @Test func a500WithoutABodyIsReportedAsTheServersFault() async throws {
        let (message, _) = try await failure(CannedHTTPServer.answer(status: "500 Internal Server Error", body: ""))
        #expect(message.contains("answered 500 without an explanation"), "\(message)")
    }

    @Test func aConnectionClosedBeforeAnyAnswerSaysSo() async throws {
        let (message, requests) = try await failure("", retries: [0.05, 0.05])
        #expect(message.contains("closed the connection without answering"), "\(message)")
        #expect(requests == 3, "a read is tried three times in all")
    }

    @Test func a503IsRetriedThenReported() async throws {
        let (message, requests) = try await failure(CannedHTTPServer.answer(status: "503 Service Unavailable", body: ""), retries: [0.05])
        #expect(message.contains("503") && requests == 2, "\(message), \(requests) requests")
    }

    @Test func aRedirectNamesTheAddressToUse() async throws {
        let (message, _) = try await failure(
            CannedHTTPServer.answer(status: "301 Moved Permanently", headers: ["Location: https://plates.example/api/v1/health"], body: ""))
        #expect(message.contains("https://plates.example/api/v1/health"), "\(message)")
    }

    @Test func malformedJSONFromTheServerIsADecodingErrorNotACrash() async throws {
        let server = try CannedHTTPServer(
            answer: CannedHTTPServer.answer(status: "200 OK", headers: ["Content-Type: application/json"], body: "{\"data\": [{\"id\": 1, \"name\": \u{1b}[2J"))
        defer { server.close() }
        let transport = HTTPTransport(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, retryDelays: [])
        let reply = try await transport.send("GET", "/exercises")
        #expect(throws: PlatesError.self) { try WireCoding.decode([String: [Exercise]].self, from: reply.body) }
    }

    @Test func aLargeBodyArrivesWhole() async throws {
        let body = String(repeating: "x", count: 3_000_000)
        let server = try CannedHTTPServer(answer: CannedHTTPServer.answer(status: "200 OK", body: body))
        defer { server.close() }
        let transport = HTTPTransport(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, retryDelays: [])
        let reply = try await transport.send("POST", "/sets", body: Data(String(repeating: "y", count: 200_000).utf8), idempotencyKey: "k")
        #expect(reply.body.count == 3_000_000)
    }
}
