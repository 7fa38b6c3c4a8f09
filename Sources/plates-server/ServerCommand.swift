import ArgumentParser
import Foundation
import Logging
import NIOCore
import NIOPosix
import PlatesCore
import PlatesFiles
import PlatesServer
import PlatesStore

@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plates-server",
        abstract: "The Plates REST API server (docs/server.md, docs/openapi.yaml).",
        discussion: """
            Serves /api/v1 on one SQLite file (the default) or a PostgreSQL database that several servers can share \
            (--postgres, or the DATABASE_URL environment variable). SIGTERM or Ctrl-C stops it after the requests in flight finish.
            `plates-server admin` manages accounts and invite codes on the same storage.
            """,
        subcommands: [AdminCommand.self])

    @OptionGroup var storage: StorageOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one and prints it).")
    var port = 8080

    @Option(help: "Requests a second each access token may make on average (0: no limit, e.g. for load tests).")
    var tokenRate: Double = 50

    @Option(help: "bcrypt cost for password hashes (4–31; each step doubles the work).")
    var bcryptCost: UInt8 = 12

    @Option(
        name: .customLong("trusted-proxy"),
        help: "A proxy (an address or a network: 127.0.0.1, 10.0.0.0/8) whose X-Forwarded-For names the client; repeat for several.")
    var trustedProxies: [String] = []

    @Option(help: "Seconds a connection may send nothing of a request (half its headers, a stalled body) before it is closed.")
    var idleTimeout: Double = 30

    @Option(help: "Seconds a request's body may take to arrive in full (408 after).")
    var bodyTimeout: Double = 30

    @Option(help: "Seconds requests in flight get to finish after SIGTERM or SIGINT before they are cut off.")
    var shutdownTimeout: Double = 10

    @Option(
        help: ArgumentHelp(
            "Who may create an account: anyone, whoever has an invite code (plates-server admin invite), or nobody.", valueName: "open|invite|closed"))
    var signups: SignUpPolicy = .open

    @Option(help: "Sign-ups each client address may make an hour (0: no limit, e.g. for load tests).")
    var signupLimit = 5

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel = "info"

    @Option(
        help: ArgumentHelp(
            "A file holding the bearer token Prometheus scrapes GET /metrics with (or set PLATES_METRICS_TOKEN); without one there is no /metrics.",
            valueName: "file"))
    var metricsTokenFile: String?

    /// The metrics token: from the file (a token on the command line would show in `ps`), else the environment.
    func metricsToken() throws -> String? {
        if let path = metricsTokenFile {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("--metrics-token-file \(path) cannot be read.") }
            return try Self.checkedMetricsToken(text.trimmingCharacters(in: .whitespacesAndNewlines), from: path)
        }
        guard let token = ProcessInfo.processInfo.environment["PLATES_METRICS_TOKEN"], !token.isEmpty else { return nil }
        return try Self.checkedMetricsToken(token, from: "PLATES_METRICS_TOKEN")
    }

    static func checkedMetricsToken(_ token: String, from source: String) throws -> String {
        guard token.count >= 16, token.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw ValidationError("The metrics token in \(source) must be at least 16 characters, with no spaces (openssl rand -hex 24 makes one).")
        }
        return token
    }

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
        guard (4...31).contains(bcryptCost) else { throw ValidationError("--bcrypt-cost must be from 4 to 31.") }
        guard tokenRate >= 0, tokenRate.isFinite else { throw ValidationError("--token-rate must be 0 or more.") }
        guard signupLimit >= 0 else { throw ValidationError("--signup-limit must be 0 or more.") }
        for proxy in trustedProxies where AddressRange(proxy) == nil {
            throw ValidationError("--trusted-proxy \(proxy) is not an address or a network (such as 127.0.0.1 or 10.0.0.0/8).")
        }
        for (name, value) in [("--idle-timeout", idleTimeout), ("--body-timeout", bodyTimeout), ("--shutdown-timeout", shutdownTimeout)]
        where !(value > 0 && value <= 86_400) {
            throw ValidationError("\(name) must be a number of seconds above 0 and at most 86400.")
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
        }
        _ = try metricsToken()
    }

    func run() async throws {
        // Swift concurrency runs on NIO's event loops, where the sockets are: no thread hop per
        // await. PostgreSQL: 10 % less server CPU per request; SQLite: no change (docs/performance.md).
        // Safe here: nothing in the server blocks a thread (GRDB and bcrypt run on their own).
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        ServerLogging.start(level: Logger.Level(rawValue: logLevel) ?? .info)
        let location = storage.location()
        var configuration = ServerConfiguration(host: host, port: port, bcryptCost: bcryptCost, tokenRate: tokenRate)
        configuration.tokenBurst = max(200, tokenRate * 4)
        configuration.trustedProxies = trustedProxies.compactMap(AddressRange.init)
        configuration.idleTimeout = idleTimeout
        configuration.bodyTimeout = bodyTimeout
        configuration.shutdownTimeout = shutdownTimeout
        configuration.signups = signups
        // 0: no limit (a bucket no test or load test empties).
        configuration.signupsPerAddress = signupLimit == 0 ? Int(Int32.max) : signupLimit
        configuration.metricsToken = try metricsToken()
        let app: PlatesServerApp
        do {
            app = try await PlatesServerApp(storage: location, configuration: configuration)
        } catch {
            FileHandle.standardError.write(Data("plates-server: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
        let host = self.host
        let storage = app.storageDescription
        try await app.run { port in
            // Written straight to the descriptor: scripts and tests wait for this line on a pipe.
            FileHandle.standardOutput.write(Data("plates-server listening on http://\(host):\(port) (database \(storage))\n".utf8))
        }
    }
}

extension SQLiteDatabase.Durability: ExpressibleByArgument {}
extension SignUpPolicy: ExpressibleByArgument {}
