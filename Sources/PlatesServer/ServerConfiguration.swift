import Foundation

/// What a `plates-server` runs with. Defaults suit one machine; tests shorten lifetimes and costs.
public struct ServerConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (tests); the bound port is reported by `onRunning`.
    public var port: Int
    /// Largest request body accepted (413 beyond it).
    public var maxBodyBytes: Int
    /// Deepest JSON nesting accepted (no request of this API needs more than 3).
    public var maxJSONDepth: Int
    /// How long an access token lives (seconds); the answer's `expires_in`.
    public var accessTokenLifetime: TimeInterval
    public var refreshTokenLifetime: TimeInterval
    /// bcrypt cost (2^cost rounds). 12 ≈ 0.25 s a hash here; tests use 4.
    public var bcryptCost: UInt8
    /// Log-in attempts allowed per client address and e-mail within `loginWindow` before 429 (a
    /// right password gives its attempt back).
    public var loginAttempts: Int
    /// Attempts per client address, whatever the e-mail: several people behind one address each
    /// have their own `loginAttempts`, up to this many together.
    public var addressLoginAttempts: Int
    public var loginWindow: TimeInterval
    /// Requests per token: a bucket of `tokenBurst` refilled at `tokenRate` a second. 0 turns it off.
    public var tokenRate: Double
    public var tokenBurst: Double
    /// Proxies (nginx, Caddy) whose `X-Forwarded-For` names the client; empty: the socket's peer is
    /// the client.
    public var trustedProxies: [AddressRange] = []
    /// How long an idempotency key's answer is kept.
    public var idempotencyLifetime: TimeInterval
    /// Seconds a connection may go without a request part: before its first request's headers
    /// are whole, between two of its requests, or between two pieces of a body. Then it is closed.
    public var idleTimeout: TimeInterval = 30
    /// Seconds a request's whole body may take to arrive (a body sent a byte at a time keeps a
    /// connection from idling, not from this); 408 after.
    public var bodyTimeout: TimeInterval = 30
    /// Seconds requests in flight get to finish after SIGTERM or SIGINT; then they are cancelled
    /// and the server exits.
    public var shutdownTimeout: TimeInterval = 10
    /// Who may create an account.
    public var signups: SignUpPolicy = .open
    /// Sign-ups per client address within `signupWindow` (each costs a bcrypt hash; not given back).
    public var signupsPerAddress: Int = 5
    public var signupWindow: TimeInterval = 3600
    /// How long an invite code may be used.
    public var inviteLifetime: TimeInterval = 14 * 86_400
    /// The bearer token `GET /metrics` needs; without one there is no `/metrics` (request counts and
    /// timings are the operator's, not the internet's).
    public var metricsToken: String?
    /// The largest export file `POST /import` takes (the other routes keep `maxBodyBytes`), and
    /// the seconds its upload may take.
    public var maxImportBytes: Int = ServerConfiguration.importLimit
    public var importTimeout: TimeInterval = 300
    /// 64 MiB: a Strong export of 300,000 sets is about 40 MiB.
    public static let importLimit = 64 << 20
    /// Webhooks: seconds to wait before each retry of a failed delivery; one attempt more than
    /// there are delays, then it is given up (about 11 hours in all).
    public var webhookRetryDelays: [TimeInterval] = [10, 60, 300, 1800, 7200, 28_800]
    /// Seconds a receiver has to answer a delivery (connecting included).
    public var webhookTimeout: TimeInterval = 10
    /// Seconds between two looks for deliveries due; a new event is sent at once.
    public var webhookPollInterval: TimeInterval = 1
    /// Done deliveries are kept this long in each hook's log.
    public var webhookLogLifetime: TimeInterval = 30 * 86_400

    public init(
        host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 256 * 1024, maxJSONDepth: Int = 8,
        accessTokenLifetime: TimeInterval = 3600, refreshTokenLifetime: TimeInterval = 30 * 86_400,
        bcryptCost: UInt8 = 12, loginAttempts: Int = 5, addressLoginAttempts: Int = 20, loginWindow: TimeInterval = 300,
        tokenRate: Double = 50, tokenBurst: Double = 200, idempotencyLifetime: TimeInterval = 7 * 86_400
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.maxJSONDepth = maxJSONDepth
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.bcryptCost = bcryptCost
        self.loginAttempts = loginAttempts
        self.addressLoginAttempts = addressLoginAttempts
        self.loginWindow = loginWindow
        self.tokenRate = tokenRate
        self.tokenBurst = tokenBurst
        self.idempotencyLifetime = idempotencyLifetime
    }
}

/// Who may create an account on a server (`--signups`).
public enum SignUpPolicy: String, Sendable, CaseIterable {
    /// Anyone who reaches the server.
    case open
    /// Whoever has an unused invite code (`plates-server admin invite`).
    case invite
    /// Nobody: accounts exist already (or are made by the operator).
    case closed
}
