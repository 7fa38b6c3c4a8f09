import Hummingbird
import Logging
import NIOCore
import PlatesCore

/// Per-request state: the request id (echoed as `X-Request-Id` and in every error) and, once
/// authenticated, the caller's account.
public struct ServerContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var requestId: String = ""
    public var accountId: String?
    /// The caller's log-in (session family), to tell its own session from the others.
    public var sessionFamily: String?
    /// A personal API token's scope; nil for a log-in's session.
    public var tokenScope: TokenScope?
    /// The client's address, for the log-in rate limit.
    public var clientAddress: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// The body limits are enforced by `JSONBody` with a clear error (`POST /import`'s own, larger
    /// one included); this is only the outer guard.
    public var maxUploadSize: Int { ServerConfiguration.importLimit }
}
