import Logging
import Synchronization

/// What the PostgreSQL client said of the last connection it could not make. The client retries
/// in the background and only logs why; without this, a pool that could not connect in time said
/// "is it running, and are the address, user and password right?" when the server had answered
/// "sorry, too many clients already" 259 times (a test run that opened 60 pools on a server
/// allowing 100 connections: docs/reliability.md §8).
final class ConnectionFailureLog: Sendable {
    private let last = Mutex<String?>(nil)

    /// The reason, in the server's words when it gave some.
    var lastReason: String? { last.withLock { $0 } }

    /// A logger for the client's background work that keeps the reasons and passes nothing on.
    var logger: Logger {
        Logger(label: "plates-postgres-connections") { _ in Handler(log: self) }
    }

    func record(_ error: String) {
        last.withLock { $0 = Self.reason(in: error) }
    }

    /// `message: …` of a server's error report (up to the next `, key:` or the end), else the
    /// error's own words.
    static func reason(in description: String) -> String {
        if let match = description.firstMatch(of: /message: (.*?)(?:, [a-zA-Z]+: |\]\)?$)/) {
            return String(match.1)
        }
        return description
    }

    private struct Handler: LogHandler {
        let log: ConnectionFailureLog
        var metadata: Logger.Metadata = [:]
        var metadataProvider: Logger.MetadataProvider?
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            guard event.message.description.contains("Connection creation failed"), let error = event.metadata?["psql_error"] else { return }
            log.record("\(error)")
        }
    }
}
