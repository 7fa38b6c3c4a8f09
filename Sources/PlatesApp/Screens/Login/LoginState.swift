import PlatesCore
import TermUI

/// The log-in form that opens over everything when the server ends the session (a 401 the
/// refresh token could not cure). What lies under it — a quick-log or a form half typed — stays as
/// it is; the calls that failed wait in `waiting` and run again once the log-in succeeds.
public struct LoginState: Equatable, Sendable {
    public var email: TextField
    public var password = TextField(maxLength: 1024)
    /// 0: e-mail, 1: password.
    public var focused = 1
    public var error: String?
    public var submitting = false
    /// The calls that met the 401, to make again after the log-in (in order, each once).
    public var waiting: [WaitingCall] = []

    /// A call that failed for want of a session: `retry` runs it again; `failure` is what it
    /// answered, shown where it happened if the user gives up (Esc).
    public struct WaitingCall: Equatable, Sendable {
        public var retry: Effect
        public var failure: Action
    }

    public init(email: String) {
        self.email = TextField(email, maxLength: 320)
        focused = email.isEmpty ? 0 : 1
    }

    /// Queues a call that failed for want of a session.
    mutating func add(retry: Effect, failure: Action) {
        guard !waiting.contains(where: { $0.retry == retry }) else { return }
        waiting.append(WaitingCall(retry: retry, failure: failure))
    }
}
