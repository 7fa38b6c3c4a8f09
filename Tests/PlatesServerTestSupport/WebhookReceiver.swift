import Foundation
import Hummingbird
import PlatesCore
import Synchronization

/// A webhook receiver on 127.0.0.1: keeps every request, and answers 500 to the first `failing`.
public final class WebhookReceiver: Sendable {
    public struct Got: Sendable {
        /// Names in lower case.
        public var headers: [String: String]
        public var body: Data
    }

    /// `http://127.0.0.1:PORT`; requests go to `/hook`.
    public let url: String
    private let log: Log
    private let task: Task<Void, any Error>

    public var received: [Got] { log.all }

    private init(url: String, log: Log, task: Task<Void, any Error>) {
        self.url = url
        self.log = log
        self.task = task
    }

    public func stop() { task.cancel() }

    public static func start(failing: Int = 0) async throws -> WebhookReceiver {
        let log = Log()
        let router = Router()
        router.post("hook") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 20)
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName.lowercased()] = field.value }
            let count = log.add(Got(headers: headers, body: Data(buffer: body)))
            return Response(status: count <= failing ? .internalServerError : .ok)
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) })
        let task = Task { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw PlatesError.network("the webhook receiver did not start") }
        return WebhookReceiver(url: "http://127.0.0.1:\(port)", log: log, task: task)
    }

    private final class Log: Sendable {
        private let got = Mutex<[Got]>([])
        var all: [Got] { got.withLock { $0 } }
        func add(_ g: Got) -> Int {
            got.withLock {
                $0.append(g)
                return $0.count
            }
        }
    }
}
